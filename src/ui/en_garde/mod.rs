//! The En Garde page: settings, then the table. One component per widget; the reducer in
//! `table` is the only place that touches the rules.
mod hand;
mod log;
mod names;
mod overlays;
mod piste;
mod prompt;
mod scoreboard;
mod setup;
pub mod table;

use crate::games::en_garde::{Action, Direction, Event, Phase, Piste};
use crate::i18n::en_garde::Text;
use crate::i18n::Explain;
use crate::ui::browser::{fresh_seed, reduced_motion};
use crate::ui::context::use_lang;
use crate::ui::handoff::HandOff;
use gloo::timers::callback::Timeout;
use hand::HandView;
use log::LogView;
use names::seat_names;
use overlays::RoundOver;
use piste::{Highlights, PisteView};
use prompt::Prompt;
use scoreboard::Scoreboard;
use setup::Setup;
use table::{Msg, Settings, Table};
use yew::prelude::*;

#[derive(Clone, Copy, PartialEq)]
struct Match {
    settings: Settings,
    seed: u64,
}

#[function_component(EnGardePage)]
pub fn en_garde_page() -> Html {
    let current = use_state(|| None::<Match>);
    let last_settings = use_state(Settings::default);
    match *current {
        None => {
            let on_start = {
                let current = current.clone();
                let last_settings = last_settings.clone();
                Callback::from(move |settings: Settings| {
                    last_settings.set(settings);
                    current.set(Some(Match {
                        settings,
                        seed: fresh_seed(),
                    }));
                })
            };
            html! { <section class="en-garde"><Setup initial={*last_settings} {on_start} /></section> }
        }
        Some(m) => {
            let on_rematch = {
                let current = current.clone();
                Callback::from(move |_| {
                    current.set(Some(Match {
                        settings: m.settings,
                        seed: fresh_seed(),
                    }))
                })
            };
            let on_settings = {
                let current = current.clone();
                Callback::from(move |_| current.set(None))
            };
            html! {
                <section class="en-garde">
                    <TableView key={m.seed.to_string()} settings={m.settings} seed={m.seed} {on_rematch} {on_settings} />
                </section>
            }
        }
    }
}

#[derive(Properties, PartialEq)]
struct TableProps {
    settings: Settings,
    seed: u64,
    on_rematch: Callback<()>,
    on_settings: Callback<()>,
}

/// Where the fencers stood when the round ended (the state has already reset them).
fn final_squares(before: Piste, events: &[Event]) -> Piste {
    let mut piste = before;
    for event in events {
        match *event {
            Event::Moved { seat, to, .. }
            | Event::AdvancedAndAttacked { seat, to, .. }
            | Event::Retreated { seat, to, .. } => piste = piste.moved(seat, to),
            _ => {}
        }
    }
    piste
}

#[function_component(TableView)]
fn table_view(props: &TableProps) -> Html {
    let lang = use_lang();
    let table = use_reducer(|| Table::new(props.settings, props.seed));
    // The piste as it stood when the current round report was produced.
    let frozen = use_state(|| None::<Piste>);
    let previous_piste = use_mut_ref(|| table.view().piste);

    // The computer plays after a short pause, so its move can be followed.
    {
        let handle = table.clone();
        let key = (table.animation, table.computer_to_play());
        use_effect_with(key, move |&(_, computer)| {
            let timeout = computer.then(|| {
                let delay = if reduced_motion() { 150 } else { 900 };
                Timeout::new(delay, move || handle.dispatch(Msg::ComputerTurn))
            });
            move || drop(timeout)
        });
    }
    // Remember the squares at the end of a round for the overlay's piste.
    {
        let frozen = frozen.clone();
        let previous_piste = previous_piste.clone();
        let report_open = table.round_report.is_some();
        let piste_now = table.view().piste;
        let events = table.last_events.clone();
        use_effect_with((table.animation, report_open), move |_| {
            if report_open {
                if frozen.is_none() {
                    frozen.set(Some(final_squares(*previous_piste.borrow(), &events)));
                }
            } else {
                frozen.set(None);
                *previous_piste.borrow_mut() = piste_now;
            }
        });
    }

    let view = table.view();
    let names = seat_names(table.settings.mode, lang);
    let dispatch = |msg_of: fn(u8) -> Msg| {
        let table = table.clone();
        Callback::from(move |n: u8| table.dispatch(msg_of(n)))
    };
    let on_play = {
        let table = table.clone();
        Callback::from(move |a: Action| table.dispatch(Msg::Play(a)))
    };
    let on_clear = {
        let table = table.clone();
        Callback::from(move |_| table.dispatch(Msg::ClearSelection))
    };
    let on_ask = {
        let table = table.clone();
        Callback::from(move |_| table.dispatch(Msg::AskTakeHit))
    };
    let refused = use_state(|| None::<String>);
    let on_refused = {
        let refused = refused.clone();
        Callback::from(move |why: String| refused.set(Some(why)))
    };
    {
        let refused = refused.clone();
        use_effect_with((table.animation, table.selection), move |_| {
            refused.set(None)
        });
    }
    let refusal = table
        .refusal
        .map(|e| e.explain(lang))
        .or_else(|| (*refused).clone());

    let highlights = highlights_for(&table, &view);
    let piste = if table.round_report.is_some() {
        frozen.unwrap_or(view.piste)
    } else {
        view.piste
    };
    let scored = table.round_report.as_ref().and_then(|r| r.winner);
    let match_winner = match view.phase {
        Phase::MatchOver { winner } => Some(winner),
        _ => None,
    };
    let hand_visible = table.viewer().is_some() && table.handoff_to.is_none();

    html! {
        <div class="eg-table" data-testid="en-garde-table" data-mode={if table.settings.mode == table::Mode::HotSeat { "hotseat" } else { "computer" }}>
            <Scoreboard view={view.clone()} names={names.clone()} {scored} turn={table.to_act()} />
            <PisteView {piste} names={names.clone()} events={table.last_events.clone()} animation={table.animation} {highlights} />
            <div class="eg-main">
                <div class="eg-play">
                    <Prompt view={view.clone()} selection={table.selection} names={names.clone()} {refusal}
                            confirming_take_hit={table.confirming_take_hit}
                            computer_thinking={table.computer_to_play()}
                            on_play={on_play.clone()} on_count={dispatch(Msg::SetCount)}
                            on_start_advance={dispatch(Msg::StartAdvance)} {on_clear} on_ask_take_hit={on_ask} />
                    if hand_visible {
                        <HandView view={view.clone()} selection={table.selection} on_select={dispatch(Msg::SelectCard)} {on_refused} />
                    }
                    <p class="eg-opponent-hand" data-testid="opponent-hand">{ crate::i18n::en_garde::opponent_hand(names.of(view.viewer.other()), view.opponent_hand_size(), lang) }</p>
                </div>
                <LogView lines={table.log.clone()} names={names.clone()} show_cards={view.options.show_played_cards} played={view.played} />
            </div>
            if let Some(report) = table.round_report.clone() {
                <RoundOver {report} names={names.clone()} score={view.score} {match_winner}
                    on_next={{ let t = table.clone(); Callback::from(move |_| t.dispatch(Msg::DismissRound)) }}
                    on_rematch={props.on_rematch.clone()} on_settings={props.on_settings.clone()} />
            } else if let Some(seat) = table.handoff_to {
                <HandOff {seat}
                    title={format!("{} — {}", Text::HandOffTitle.text(lang), names.of(seat))}
                    hint={Text::HandOffHint.text(lang).to_string()} ready={Text::HandOffReady.text(lang).to_string()}
                    on_ready={{ let t = table.clone(); Callback::from(move |_| t.dispatch(Msg::TakeDevice)) }} />
            }
        </div>
    }
}

fn highlights_for(table: &Table, view: &crate::games::en_garde::View) -> Highlights {
    let me = view.viewer;
    let mut h = Highlights::default();
    if !view.is_my_turn() {
        return h;
    }
    let legal = view.legal_actions();
    match (table.selection.advance, table.selection.card) {
        (None, Some(card)) => {
            if legal.contains(&Action::Move {
                card,
                direction: Direction::Forward,
            }) {
                h.forward = view.piste.step(me, card, Direction::Forward).ok();
            }
            if legal.contains(&Action::Move {
                card,
                direction: Direction::Back,
            }) {
                h.back = view.piste.step(me, card, Direction::Back).ok();
            }
            if legal
                .iter()
                .any(|a| matches!(a, Action::Attack { card: c, .. } if *c == card))
            {
                h.target = Some(view.piste.square(me.other()));
            }
        }
        (Some(advance), _) => {
            h.forward = view.piste.step(me, advance, Direction::Forward).ok();
            h.target = Some(view.piste.square(me.other()));
        }
        (None, None) => {}
    }
    if let Phase::Defend { .. } = view.phase {
        h.target = Some(view.piste.square(me));
    }
    h
}
