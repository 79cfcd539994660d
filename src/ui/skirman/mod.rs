//! Skirm'an's screen: the root of its page (`skirman/index.html`, `src/bin/skirman.rs`), inside
//! the site's frame.
//!
//! The contract with the page: the component is `SkirmanApp` (no props; the language comes from
//! the site's context, `use_lang()`), and its root element keeps `data-testid="skirman-app"`. The
//! app follows its own sub-route in the page's `location.hash`: `#/` (set-up, then the bout),
//! `#/glossary[/<card-slug>]`, `#/tournament`.
//!
//! `Bout` (in `bout`) is one bout at the table, reused by the tournament; `table` is its reducer,
//! the only code that calls the rules.
pub mod bout;
mod card;
mod chain;
mod end;
pub mod glossary;
mod hand;
mod log;
pub mod names;
mod scoreboard;
mod setup;
pub mod table;
pub mod target;
pub mod teaching;
pub mod tournament;

pub use bout::{Bout, SeatKind, Strength};

use crate::core::Seat;
use crate::games::skirman::{Card, Rules};
use crate::i18n::skirman_screen::Text;
use crate::i18n::skirman_tournament::Text as TournamentText;
use crate::i18n::Lang;
use crate::ui::browser::fresh_seed;
use crate::ui::context::use_lang;
use crate::ui::mode::Mode;
use gloo::events::EventListener;
use setup::{Settings, Setup};
use tournament::{BoutReport, BoutRequest, TournamentPage};
use yew::prelude::*;

/// Where in the app the hash points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubRoute {
    Play,
    Glossary(Option<Card>),
    Tournament,
}

impl SubRoute {
    pub fn parse(hash: &str) -> SubRoute {
        let path = hash.trim_start_matches('#').trim_matches('/');
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            ["glossary"] => SubRoute::Glossary(None),
            ["glossary", slug, ..] => SubRoute::Glossary(names::card_from_slug(slug)),
            ["tournament", ..] => SubRoute::Tournament,
            _ => SubRoute::Play,
        }
    }
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

#[function_component(SkirmanApp)]
pub fn skirman_app() -> Html {
    let lang = use_lang();
    let route = use_state(|| SubRoute::parse(&current_hash()));
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    route.set(SubRoute::parse(&current_hash()))
                })
            });
            move || drop(listener)
        });
    }
    let tournament_seen = use_mut_ref(|| false);
    if *route == SubRoute::Tournament {
        *tournament_seen.borrow_mut() = true;
    }
    let tournament_mounted = *tournament_seen.borrow();
    html! {
        <section class="skirman" data-testid="skirman-app" data-lang={lang.code()}>
                <div hidden={*route != SubRoute::Play}><PlayPage /></div>
                if let SubRoute::Glossary(focus) = *route {
                    <div class="sk-page" data-testid="skirman-glossary">
                        <nav class="sk-nav"><a href="#/">{ Text::Back.text(lang) }</a></nav>
                        <glossary::Glossary {focus} />
                    </div>
                }
                if tournament_mounted {
                    <div hidden={*route != SubRoute::Tournament}><TournamentRoute /></div>
                }
        </section>
    }
}

#[derive(Clone, Copy, PartialEq)]
struct Game {
    settings: Settings,
    seed: u64,
}

fn bout_names(mode: Mode, lang: Lang) -> [String; 2] {
    match mode {
        Mode::VsComputer => [Text::You, Text::Computer],
        Mode::HotSeat => [Text::PlayerOne, Text::PlayerTwo],
    }
    .map(|t| t.text(lang).to_string())
}

fn bout_seats(settings: &Settings) -> [SeatKind; 2] {
    match settings.mode {
        Mode::VsComputer => [SeatKind::Human, SeatKind::Computer(settings.strength)],
        Mode::HotSeat => [SeatKind::Human, SeatKind::Human],
    }
}

/// Set-up, then the bout; Rematch keeps the settings, New game goes back to the form.
#[function_component(PlayPage)]
fn play_page() -> Html {
    let lang = use_lang();
    let current = use_state(|| None::<Game>);
    let last = use_state(Settings::default);
    match *current {
        None => {
            let on_start = {
                let (current, last) = (current.clone(), last.clone());
                Callback::from(move |settings: Settings| {
                    last.set(settings);
                    current.set(Some(Game {
                        settings,
                        seed: fresh_seed(),
                    }));
                })
            };
            html! { <Setup initial={*last} {on_start} /> }
        }
        Some(game) => {
            let on_rematch = {
                let current = current.clone();
                Callback::from(move |_| {
                    current.set(Some(Game {
                        settings: game.settings,
                        seed: fresh_seed(),
                    }))
                })
            };
            let on_new_game = {
                let current = current.clone();
                Callback::from(move |_| current.set(None))
            };
            html! {
                <Bout key={game.seed.to_string()} rules={game.settings.rules} seats={bout_seats(&game.settings)}
                      names={bout_names(game.settings.mode, lang)} seed={game.seed}
                      on_rematch={Some(on_rematch)} on_new_game={Some(on_new_game)} />
            }
        }
    }
}

/// The tournament: its page keeps the bracket (mounted, hidden, while a bout is played), a bout
/// with a human opens the table, and the result goes back to the bracket.
#[function_component(TournamentRoute)]
fn tournament_route() -> Html {
    let lang = use_lang();
    let bout = use_state(|| None::<(BoutRequest, u64)>);
    let result = use_state(|| None::<BoutReport>);
    let on_play_bout = {
        let bout = bout.clone();
        Callback::from(move |request: BoutRequest| bout.set(Some((request, fresh_seed()))))
    };
    let playing = (*bout).clone().map(|(request, seed)| {
        let on_end = {
            let (bout, result) = (bout.clone(), result.clone());
            let at = request.at;
            Callback::from(move |(winner, touches): (Seat, [u8; 2])| {
                result.set(Some(BoutReport {
                    at,
                    winner,
                    touches,
                }));
                bout.set(None);
            })
        };
        html! {
            <div key={seed.to_string()} class="sk-tournament-bout" data-testid="tournament-bout">
                <p class="sk-bout-note" data-testid="tournament-bout-note">{ TournamentText::BoutRestartNote.text(lang) }</p>
                <Bout key={seed.to_string()} rules={Rules::new(request.level)} seats={request.kinds}
                      names={request.names.clone()} {seed} on_end={Some(on_end)} />
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
