//! A tournament bout with a human, on a page of its own (`skirman/bout/#/<round>-<match>`,
//! `src/bin/skirman_bout.rs`): the shared table, as on the game's page, so that neither the
//! bracket's page nor the game's carries both. The bout is the saved tournament's match named in
//! the hash, if it is the next one to play; its result goes into the saved tournament as soon as
//! the bout ends, and "Continue" goes back to the bracket.
use super::{BoutRequest, BRACKET_HASH};
use crate::core::{Game, Outcome, Seat};
use crate::games::skirman::{Options, Public, Skirman};
use crate::games::GameId;
use crate::i18n::skirman_tournament::Text;
use crate::saves::{read_save, Save};
use crate::tournament::{MatchRef, ParticipantKind};
use crate::ui::browser::fresh_seed;
use crate::ui::context::use_lang;
use crate::ui::kept_notice::KeptNotice;
use crate::ui::not_saved_notice::not_saved_notice;
use crate::ui::route::Route;
use crate::ui::skirman::storage::{read_tournament, save_tournament, tournament_text, Running};
use crate::ui::skirman::TOURNAMENT_SECTION;
use crate::ui::stored::{self, Loaded};
use crate::ui::table::saved::seats_of;
use crate::ui::table::storage;
use crate::ui::table::{Saving, SeatKind, Seats, Table};
use std::rc::Rc;
use yew::prelude::*;

/// Where the bout in progress is saved after every action (the bracket is saved apart).
const BOUT_KEY: &str = "touche.save.skirman.tournament-bout";

/// The hash that names a match: `#/<round>-<index>`.
pub fn bout_hash(at: MatchRef) -> String {
    format!("#/{}-{}", at.round, at.index)
}

fn parse_bout_hash(hash: &str) -> Option<MatchRef> {
    let (round, index) = hash.strip_prefix("#/")?.split_once('-')?;
    Some(MatchRef {
        round: round.parse().ok()?,
        index: index.parse().ok()?,
    })
}

fn seat_kind(kind: ParticipantKind) -> SeatKind {
    match kind {
        ParticipantKind::Human => SeatKind::Human,
        ParticipantKind::Computer(strength) => SeatKind::Computer(strength),
    }
}

/// The bout `at` of the saved tournament, if it is the next to play and a human fences in it.
fn request(running: &Running, at: MatchRef) -> Option<BoutRequest> {
    let t = &running.tournament;
    if t.next_match() != Some(at) {
        return None;
    }
    BoutRequest::of(t, at, running.level)
        .filter(|request| request.kinds.contains(&ParticipantKind::Human))
}

/// The saved bout, if it is this request's bout (same level, same fencers, same seats) and
/// still going on.
fn saved_bout(request: &BoutRequest) -> Option<Save<Skirman>> {
    let save = read_save::<Skirman>(&storage::load(BOUT_KEY)?).ok()?;
    let seats = seats_of(&save.sitting.seats);
    let same = save.rules == request.level
        && seats.kinds == request.kinds.map(seat_kind)
        && seats.names == request.names
        && save.state.outcome().is_none()
        && save.sitting.resigned.is_none();
    same.then_some(save)
}

/// The bout being played: what was asked, the deal's and the computer's seeds, and the bout as
/// saved if it is going on from where a reload left it.
#[derive(Clone, PartialEq)]
struct Playing {
    request: BoutRequest,
    seed: u64,
    bot_seed: u64,
    resumed: Option<Rc<Save<Skirman>>>,
}

fn playing_from_hash() -> Option<Playing> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let request = request(&read_tournament()?, parse_bout_hash(&hash)?)?;
    Some(match saved_bout(&request) {
        Some(save) => Playing {
            request,
            seed: save.seed,
            bot_seed: save.sitting.bot_seed,
            resumed: Some(Rc::new(save)),
        },
        None => Playing {
            request,
            seed: fresh_seed(),
            bot_seed: fresh_seed(),
            resumed: None,
        },
    })
}

/// The bracket's page, opened on the tournament under way.
fn bracket_href() -> String {
    format!(
        "{}{BRACKET_HASH}",
        Route::Section(GameId::Skirman, TOURNAMENT_SECTION).href()
    )
}

#[function_component(TournamentBoutApp)]
pub fn tournament_bout_app() -> Html {
    let lang = use_lang();
    // A bout save that cannot be read is set aside (never replaced by a new deal in silence)
    // before the bout is looked for; it waits for the player's download or forget.
    let kept = use_state(|| {
        match stored::load_checked(BOUT_KEY, |text| read_save::<Skirman>(text).ok()) {
            Loaded::Unreadable(kept) => Some(kept),
            _ => stored::kept_aside(BOUT_KEY),
        }
    });
    let playing = use_state(playing_from_hash);
    // The bracket with this bout's result, when the browser refused to save it.
    let result_not_saved = use_state(|| None::<String>);
    let kept_notice = (*kept).clone().map(|unreadable| {
        let kept = kept.clone();
        html! {
            <KeptNotice title={Text::BoutUnreadable.text(lang)} kept={unreadable}
                        file_name="touche-skirman-tournament-bout.txt"
                        on_forget={Callback::from(move |()| kept.set(None))} />
        }
    });
    if kept.as_ref().is_some_and(|k| !k.moved_aside) {
        // Still under the bout's key: a new bout would be saved over it.
        return html! {
            <section class="skirman" data-testid="skirman-app" data-lang={lang.code()}>
                <div class="sk-page">{ kept_notice }</div>
            </section>
        };
    }
    let Some(playing) = (*playing).clone() else {
        return html! {
            <section class="skirman" data-testid="skirman-app" data-lang={lang.code()}>
                <div class="sk-page sk-no-bout" data-testid="no-bout">
                    <h1>{ Text::NoBoutTitle.text(lang) }</h1>
                    <p>{ Text::NoBoutText.text(lang) }</p>
                    <a class="button button--primary" href={bracket_href()}>{ Text::BackToBracket.text(lang) }</a>
                </div>
            </section>
        };
    };
    let at = playing.request.at;
    let not_saved_notice = (*result_not_saved)
        .clone()
        .map(|text| not_saved_notice("touche-skirman-tournament.txt".into(), text, lang));
    let result_not_saved = result_not_saved.clone();
    let on_end = Callback::from(move |(outcome, end): (Outcome, Public)| {
        // A bout is won, never drawn; on a tie the one ahead (seat one) would go through.
        let winner = match outcome {
            Outcome::Winner(seat) => seat,
            Outcome::Draw if end.touches[1] > end.touches[0] => Seat::Two,
            Outcome::Draw => Seat::One,
        };
        // Into the saved bracket at once: a reload after the bout loses nothing.
        if let Some(mut running) = read_tournament() {
            if running
                .tournament
                .record_bout(at, winner, end.touches)
                .is_ok()
                && save_tournament(&running).is_err()
            {
                result_not_saved.set(Some(tournament_text(&running)));
            }
        }
    });
    let on_continue = Callback::from(|_| {
        if let Some(window) = web_sys::window() {
            let _ = window.location().assign(&bracket_href());
        }
    });
    let seats = Seats {
        kinds: playing.request.kinds.map(seat_kind),
        names: playing.request.names.clone(),
    };
    let start = Saving::<Skirman> {
        rules: playing.request.level,
        options: Options::default(),
        seed: playing.seed,
    };
    html! {
        <section class="skirman" data-testid="skirman-app" data-lang={lang.code()}>
            <nav class="sk-nav"><a href={bracket_href()}>{ Text::BackToBracket.text(lang) }</a></nav>
            <div class="sk-tournament-bout" data-testid="tournament-bout">
                <h1 class="visually-hidden">{ Text::Title.text(lang) }</h1>
                { kept_notice }
                { not_saved_notice }
                <p class="sk-bout-note" data-testid="tournament-bout-note">{ Text::BoutRestartNote.text(lang) }</p>
                <Table<Skirman> {seats} {start} bot_seed={playing.bot_seed}
                                save_key={Some(BOUT_KEY.to_string())} resumed={playing.resumed.clone()}
                                on_end={Some(on_end)} on_continue={Some(on_continue)} />
            </div>
        </section>
    }
}
