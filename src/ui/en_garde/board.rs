//! The table for the seat allowed to look: scoreboard, piste, the decision panel and that seat's
//! hand. The card being considered, the attack count, the advance-and-attack steps and the
//! take-hit confirmation (EG21) are this board's own state, forgotten when an action is played.
use super::hand::{hand_view, HandProps};
use super::piste::PisteView;
use super::prompt::{prompt, PromptProps};
use super::scoreboard::{scoreboard, ScoreboardProps};
use super::selection::Selection;
use super::tally::{played_tally, PlayedTallyProps};
use crate::games::en_garde::{EnGarde, Event, Phase};
use crate::i18n::en_garde::hand_count;
use crate::ui::context::use_lang;
use crate::ui::table::BoardProps;
use yew::prelude::*;

/// What the board remembers between clicks, for one turn of the table.
#[derive(Clone, Debug, Default, PartialEq)]
struct Choices {
    /// The table's action counter these choices belong to.
    turn: u32,
    selection: Selection,
    confirming_take_hit: bool,
    /// Why the unplayable card just clicked cannot be played.
    refused: Option<String>,
}

#[function_component(Board)]
pub fn board(props: &BoardProps<EnGarde>) -> Html {
    let lang = use_lang();
    let stored = use_state(Choices::default);
    // Choices made before the last action played are stale: start afresh.
    let choices = if stored.turn == props.turn {
        (*stored).clone()
    } else {
        Choices {
            turn: props.turn,
            ..Choices::default()
        }
    };
    let change = |f: fn(&mut Choices, u8)| {
        let (stored, choices) = (stored.clone(), choices.clone());
        Callback::from(move |n: u8| {
            let mut next = choices.clone();
            f(&mut next, n);
            stored.set(next);
        })
    };
    let view = &props.view;
    let on_select = {
        let (stored, choices, view) = (stored.clone(), choices.clone(), view.clone());
        Callback::from(move |card: u8| {
            stored.set(Choices {
                selection: choices.selection.pick(card, &view),
                refused: None,
                ..choices.clone()
            })
        })
    };
    let on_refused = {
        let (stored, choices) = (stored.clone(), choices.clone());
        Callback::from(move |why: String| {
            stored.set(Choices {
                refused: Some(why),
                ..choices.clone()
            })
        })
    };
    let on_count = change(|c, n| c.selection = c.selection.with_count(n));
    let on_start_advance = change(|c, card| {
        c.selection = Selection::advance_with(card);
        c.refused = None;
    });
    let on_clear = {
        let clear = change(|c, _| {
            *c = Choices {
                turn: c.turn,
                ..Choices::default()
            }
        });
        Callback::from(move |_| clear.emit(0))
    };
    let on_ask_take_hit = {
        let ask = change(|c, _| c.confirming_take_hit = true);
        Callback::from(move |_| ask.emit(0))
    };

    // The view shows the piste after the last action; its animations apply unless that action
    // ended a round, whose fencers are already back on guard (the pause showed the hit).
    let round_reset = props
        .events
        .iter()
        .any(|line| matches!(line.event(), Some(Event::RoundEnded(_))))
        && !matches!(view.phase, Phase::MatchOver { .. });
    let events: Vec<Event> = if round_reset {
        Vec::new()
    } else {
        props
            .events
            .iter()
            .filter_map(|l| l.event().cloned())
            .collect()
    };
    let refusal = choices.refused.clone().or_else(|| props.refusal.clone());
    let scored = match view.phase {
        Phase::MatchOver { winner } => Some(winner),
        _ => None,
    };
    // Nothing chosen yet: a hint shows its whole move on the piste, not only its card.
    let highlights = match props.hint {
        Some(action) if choices.selection == Selection::default() => {
            Selection::hinted(action, view)
        }
        _ => choices.selection.highlights(view),
    };
    html! {
        <div class="eg-board">
            { scoreboard(&ScoreboardProps { public: view.public.clone(), names: props.names.clone(), scored, turn: view.to_act() }, lang) }
            <PisteView piste={view.piste} names={props.names.clone()} {events} animation={props.turn}
                       {highlights} />
            <div class="eg-play">
                { prompt(&PromptProps { view: view.clone(), selection: choices.selection, names: props.names.clone(), refusal,
                                confirming_take_hit: choices.confirming_take_hit, computer_thinking: props.thinking,
                                on_play: props.on_play.clone(), on_count, on_start_advance, on_clear, on_ask_take_hit }, lang) }
                { hand_view(&HandProps { view: view.clone(), selection: choices.selection, on_select, on_refused, hint: props.hint }, lang) }
                <p class="eg-opponent-hand" data-testid="opponent-hand">
                    { hand_count(&props.names, view.viewer.other(), view.opponent_hand_size(), lang) }
                </p>
            </div>
            if let Some(played) = view.played {
                { played_tally(&PlayedTallyProps { played }, lang) }
            }
        </div>
    }
}
