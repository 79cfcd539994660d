//! `skirman/#/tournament`: the tournament page keeps the bracket (mounted, hidden, while a bout
//! is played); a bout with a human is played at the shared table, which records the result as
//! soon as the bout ends and goes back to the bracket on "Continue".
use super::page::TournamentPage;
use super::{BoutReport, BoutRequest};
use crate::core::{Game, Outcome, Seat};
use crate::games::skirman::{Options, Public, Skirman};
use crate::i18n::skirman_tournament::Text;
use crate::saves::{read_save, Save};
use crate::tournament::ParticipantKind;
use crate::ui::browser::fresh_seed;
use crate::ui::context::use_lang;
use crate::ui::table::saved::seats_of;
use crate::ui::table::storage;
use crate::ui::table::{Saving, SeatKind, Seats, Table};
use std::rc::Rc;
use yew::prelude::*;

fn seat_kind(kind: ParticipantKind) -> SeatKind {
    match kind {
        ParticipantKind::Human => SeatKind::Human,
        ParticipantKind::Computer(strength) => SeatKind::Computer(strength),
    }
}

/// Where the bout in progress is saved after every action (the bracket is saved apart).
const BOUT_KEY: &str = "touche.save.skirman.tournament-bout";

/// The bout being played: what was asked, the deal's and the computer's seeds, and the bout as
/// saved if it is going on from where a reload left it.
#[derive(Clone, PartialEq)]
struct Playing {
    request: BoutRequest,
    seed: u64,
    bot_seed: u64,
    resumed: Option<Rc<Save<Skirman>>>,
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

#[function_component(TournamentRoute)]
pub fn tournament_route() -> Html {
    let lang = use_lang();
    let bout = use_state(|| None::<Playing>);
    let result = use_state(|| None::<BoutReport>);
    let on_play_bout = {
        let bout = bout.clone();
        Callback::from(move |request: BoutRequest| {
            // The bout a reload interrupted goes on where it was.
            let playing = match saved_bout(&request) {
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
            };
            bout.set(Some(playing))
        })
    };
    let playing = (*bout).clone().map(|playing| {
        let at = playing.request.at;
        let on_end = {
            let result = result.clone();
            Callback::from(move |(outcome, end): (Outcome, Public)| {
                // A bout is won, never drawn; on a tie the one ahead (seat one) would go through.
                let winner = match outcome {
                    Outcome::Winner(seat) => seat,
                    Outcome::Draw if end.touches[1] > end.touches[0] => Seat::Two,
                    Outcome::Draw => Seat::One,
                };
                result.set(Some(BoutReport {
                    at,
                    winner,
                    touches: end.touches,
                }));
            })
        };
        let on_continue = {
            let bout = bout.clone();
            Callback::from(move |_| bout.set(None))
        };
        let seats = Seats {
            kinds: playing.request.kinds.map(seat_kind),
            names: playing.request.names.clone(),
        };
        let start = Saving::<Skirman> {
            rules: playing.request.level,
            options: Options::default(),
            seed: playing.seed,
        };
        let key = playing.seed.to_string();
        html! {
            <div key={key.clone()} class="sk-tournament-bout" data-testid="tournament-bout">
                <h1 class="visually-hidden">{ Text::Title.text(lang) }</h1>
                <p class="sk-bout-note" data-testid="tournament-bout-note">{ Text::BoutRestartNote.text(lang) }</p>
                <Table<Skirman> {key} {seats} {start} bot_seed={playing.bot_seed}
                                save_key={Some(BOUT_KEY.to_string())} resumed={playing.resumed.clone()}
                                on_end={Some(on_end)} on_continue={Some(on_continue)} />
            </div>
        }
    });
    html! {
        <>
            // Keyed: Yew matches unkeyed siblings from the end, so when the bout closes the
            // bracket's wrapper would be patched from the bout's and the tournament remounted
            // (its state lost).
            <div key="bracket" hidden={playing.is_some()}>
                <TournamentPage {on_play_bout} result={*result} persist=true />
            </div>
            { for playing }
        </>
    }
}
