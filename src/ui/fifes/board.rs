//! The battlefield for the seat allowed to look: the status with its secret card, the track, the
//! display, and (on its turn) the chooser. The card being considered is this board's own state,
//! forgotten when an action is played.
use super::choice::Choice;
use super::chooser::Chooser;
use super::display::DisplayView;
use super::status::StatusPanel;
use super::track::TrackView;
use crate::games::fifes::{Card, Direction, FifesAndDrums, Suits};
use crate::ui::table::BoardProps;
use yew::prelude::*;

/// What the board remembers between clicks, for one turn of the table.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Considering {
    /// The table's action counter this choice belongs to.
    turn: u32,
    choice: Choice,
}

#[function_component(Board)]
pub fn board(props: &BoardProps<FifesAndDrums>) -> Html {
    let stored = use_state(Considering::default);
    // A choice made before the last action played is stale: start afresh.
    let choice = if stored.turn == props.turn {
        stored.choice
    } else {
        Choice::default()
    };
    let turn = props.turn;
    let set = {
        let stored = stored.clone();
        move |choice: Choice| stored.set(Considering { turn, choice })
    };
    let view = &props.view;
    let my_turn = view.is_my_turn() && props.seats.kind(view.viewer).is_human();
    let on_consider = {
        let set = set.clone();
        Callback::from(move |card: Card| set(Choice::considering(card)))
    };
    let on_share = {
        let set = set.clone();
        Callback::from(move |first_share: u8| {
            set(Choice {
                first_share,
                ..choice
            })
        })
    };
    let on_direction = {
        let set = set.clone();
        Callback::from(move |direction: Direction| {
            set(Choice {
                direction: Some(direction),
                ..choice
            })
        })
    };
    let on_cancel = {
        let set = set.clone();
        Callback::from(move |_| set(Choice::default()))
    };
    let on_confirm = {
        let on_play = props.on_play.clone();
        Callback::from(move |_| {
            if let Some(action) = choice.action() {
                on_play.emit(action);
            }
        })
    };
    // Nothing chosen yet: a hint previews its whole move on the track (the units it moves
    // and where they land), not only its card.
    let shown = match choice.action() {
        None if choice == Choice::default() => props.hint,
        chosen => chosen,
    };
    let preview = shown
        .and_then(|a| view.preview(&a).ok())
        .filter(|_| my_turn);
    html! {
        <div class="fd-table" data-testid="fifes-table">
            <StatusPanel public={view.public.clone()} secret={Some(view.private.card)} />
            <TrackView track={view.track} points={view.points} favoured={Suits::of(view.private.card.suits())}
                       display={view.display.to_vec()} {preview} />
            <div class="fd-play">
                <DisplayView public={view.public.clone()} {choice} {my_turn} {on_consider} hint={props.hint.map(|a| a.card)} />
                if my_turn {
                    <Chooser public={view.public.clone()} {choice} {on_share} {on_direction} {on_confirm} {on_cancel} />
                }
                if let Some(why) = props.refusal.clone() {
                    <p class="eg-refusal" role="alert">{ why }</p>
                }
            </div>
        </div>
    }
}
