//! A finished game, step by step: forward and back through every action (buttons, or the arrow,
//! Home and End keys), the board as the chosen seat saw it after each, and what that action did
//! in words. The board is the game's own, made inert: nothing on it can be played.
use super::seats::{SeatKind, Seats};
use super::{BoardProps, TableGame};
use crate::bots::Strength;
use crate::core::{Seat, ViewOf};
use crate::i18n::saves::{move_of, Text};
use crate::i18n::{Lang, Names};
use crate::ui::context::use_lang;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties)]
pub struct ReplayProps<G: TableGame> {
    /// The state before the first action.
    pub initial: G,
    /// Every action and who played it.
    pub moves: Rc<Vec<(Seat, G::Action)>>,
    pub names: Names,
    /// Whose cards are shown first.
    pub viewpoint: Seat,
    pub on_close: Callback<()>,
}

impl<G: TableGame> PartialEq for ReplayProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.initial == other.initial
            && Rc::ptr_eq(&self.moves, &other.moves)
            && self.names == other.names
            && self.viewpoint == other.viewpoint
            && self.on_close == other.on_close
    }
}

#[function_component(ReplayViewer)]
pub fn replay_viewer<G: TableGame>(props: &ReplayProps<G>) -> Html {
    let lang = use_lang();
    let total = props.moves.len();
    let step = use_state(|| total);
    let viewpoint = use_state(|| props.viewpoint);
    // Every state of the game, computed once: stepping is then instant.
    let states = {
        let (initial, moves) = (props.initial.clone(), props.moves.clone());
        use_memo((), move |_| {
            let mut states = vec![initial];
            for (_, action) in moves.iter() {
                let mut next = states[states.len() - 1].clone();
                if next.play_in_place(action).is_err() {
                    break;
                }
                states.push(next);
            }
            states
        })
    };
    // Keyboard players start on the viewer: the arrow keys step at once.
    let section = use_node_ref();
    {
        let section = section.clone();
        use_effect_with((), move |_| {
            if let Some(element) = section.cast::<web_sys::HtmlElement>() {
                let _ = element.focus();
            }
        });
    }
    let last = states.len() - 1;
    let at = (*step).min(last);
    let go = |to: usize| {
        let step = step.clone();
        Callback::from(move |_| step.set(to.min(last)))
    };
    // The arrow, Home and End keys step wherever the focus is (a button that just became
    // disabled drops it).
    {
        let step = step.clone();
        use_effect_with(at, move |&at| {
            let listener = web_sys::window().map(|window| {
                let options = gloo::events::EventListenerOptions::enable_prevent_default();
                gloo::events::EventListener::new_with_options(
                    &window,
                    "keydown",
                    options,
                    move |event| {
                        let Some(e) = event.dyn_ref::<KeyboardEvent>() else {
                            return;
                        };
                        let to = match e.key().as_str() {
                            "ArrowLeft" => at.saturating_sub(1),
                            "ArrowRight" => (at + 1).min(last),
                            "Home" => 0,
                            "End" => last,
                            _ => return,
                        };
                        e.prevent_default();
                        step.set(to);
                    },
                )
            });
            move || drop(listener)
        });
    }
    let what = (at > 0).then(|| {
        let (actor, action) = &props.moves[at - 1];
        let events = G::events(
            &states[at - 1].public(),
            *actor,
            action,
            &states[at].public(),
        );
        let lines: Vec<String> = events
            .iter()
            .map(|e| G::event_text(e, &props.names, lang))
            .collect();
        (events, lines)
    });
    let seat = *viewpoint;
    let board = replay_board::<G>(
        states[at].view(seat),
        seat,
        &props.names,
        (at > 0).then(|| props.moves[at - 1].clone()),
        what.as_ref().map(|(e, _)| e.clone()).unwrap_or_default(),
        at,
    );
    let seat_button = |s: Seat| {
        let viewpoint = viewpoint.clone();
        let on = seat == s;
        html! {
            <button type="button" class={classes!("eg-choice", on.then_some("on"))} aria-pressed={on.to_string()}
                    data-testid={format!("replay-seat-{}", s.number())} onclick={Callback::from(move |_| viewpoint.set(s))}>
                { props.names.of(s) }
            </button>
        }
    };
    let close = props.on_close.clone();
    html! {
        <section ref={section} class="tb-replay" data-testid="replay" aria-label={Text::Replay.text(lang)} tabindex="0">
            <header class="tb-replay-bar">
                { replay_steps(at, last, go, lang) }
                <div class="eg-choices" role="group" aria-label={Text::ShowCards.text(lang)}>
                    <span class="tb-muted">{ Text::ShowCards.text(lang) }</span>
                    { seat_button(Seat::One) }
                    { seat_button(Seat::Two) }
                </div>
                <button type="button" class="eg-btn" data-testid="replay-close" onclick={Callback::from(move |_| close.emit(()))}>{ Text::CloseReplay.text(lang) }</button>
            </header>
            <ul class="tb-replay-what" data-testid="replay-what">
                { for what.iter().flat_map(|(_, lines)| lines.iter()).map(|l| html! { <li>{ l }</li> }) }
            </ul>
            <div class="tb-replay-board" inert=true>{ board }</div>
        </section>
    }
}

/// A replay's board at move `at`: `seat` looked at as a person (its hand shown), the other as a
/// computer; nothing to play. Shared by a game's replay and an online game's.
pub fn replay_board<G: TableGame>(
    view: ViewOf<G>,
    seat: Seat,
    names: &Names,
    last: Option<(Seat, G::Action)>,
    events: Vec<G::Event>,
    at: usize,
) -> Html {
    let mut kinds = [SeatKind::Computer(Strength::Standard); 2];
    kinds[seat.index()] = SeatKind::Human;
    G::board(&BoardProps::<G> {
        hint: None,
        view,
        names: names.clone(),
        seats: Seats {
            kinds,
            names: names.names.clone(),
        },
        on_play: Callback::noop(),
        refusal: None,
        last,
        events,
        turn: at as u32,
        thinking: false,
    })
}

/// Where a replay is (the start, or move n of m) and its four steps: first, previous, next,
/// last (`go(n)` steps to move n). Shared by a game's replay and an online game's.
pub fn replay_steps(
    at: usize,
    last: usize,
    go: impl Fn(usize) -> Callback<MouseEvent>,
    lang: Lang,
) -> Html {
    html! {
        <>
            <strong data-testid="replay-step" aria-live="polite">
                { if at == 0 { Text::Start.text(lang).to_string() } else { move_of(at, last, lang) } }
            </strong>
            <div class="tb-replay-controls" role="group" aria-label={Text::Replay.text(lang)}>
                <button type="button" class="eg-btn" data-testid="replay-first" aria-label={Text::First.text(lang)} disabled={at == 0} onclick={go(0)}>{ "«" }</button>
                <button type="button" class="eg-btn" data-testid="replay-previous" aria-label={Text::Previous.text(lang)} disabled={at == 0} onclick={go(at.saturating_sub(1))}>{ "‹" }</button>
                <button type="button" class="eg-btn primary" data-testid="replay-next" aria-label={Text::Next.text(lang)} disabled={at == last} onclick={go(at + 1)}>{ "›" }</button>
                <button type="button" class="eg-btn" data-testid="replay-last" aria-label={Text::Last.text(lang)} disabled={at == last} onclick={go(last)}>{ "»" }</button>
            </div>
        </>
    }
}
