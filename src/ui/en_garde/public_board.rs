//! The table with public facts only: behind the hot-seat hand-off, behind the round report (the
//! table's pause) and for a spectator. It receives `Public` parts only, which have no field for
//! a hand, so no card of either hand can reach the page from here.
//!
//! While play is paused at the end of a round, the next round is already dealt: the board then
//! shows the round that ended (`before`, with the last action's moves), never the new one.
use super::piste::{Highlights, PisteView};
use super::plugin::Line;
use super::scoreboard::{scoreboard, ScoreboardProps};
use super::tally::{played_tally, PlayedTallyProps};
use crate::core::{PublicInfo, Seat};
use crate::games::en_garde::{Event, Phase, Piste, Public};
use crate::i18n::en_garde::hand_count;
use crate::i18n::Names;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PublicBoardProps {
    pub public: Public,
    /// The public part before the action that paused play (the round just ended).
    pub before: Option<Public>,
    /// What the last action did.
    pub events: Vec<Line>,
    pub names: Names,
}

/// Where the fencers stood when the round ended: the state has already put them back on guard.
fn final_squares(before: Piste, events: &[Event]) -> Piste {
    events.iter().fold(before, |piste, event| match *event {
        Event::Moved { seat, to, .. }
        | Event::AdvancedAndAttacked { seat, to, .. }
        | Event::Retreated { seat, to, .. } => piste.moved(seat, to),
        _ => piste,
    })
}

#[function_component(PublicBoard)]
pub fn public_board(props: &PublicBoardProps) -> Html {
    let lang = use_lang();
    let events: Vec<Event> = props
        .events
        .iter()
        .filter_map(|l| l.event().cloned())
        .collect();
    let round_ended = events.iter().any(|e| matches!(e, Event::RoundEnded(_)));
    let match_over = matches!(props.public.phase, Phase::MatchOver { .. });
    let (shown, turn, scored, events) = match &props.before {
        // Paused: the round that ended, its fencers where the last action left them, its
        // scorer's light on, nobody to play.
        Some(before) => {
            let mut shown = before.clone();
            shown.piste = final_squares(before.piste, &events);
            let scored = props.public.last_round.as_ref().and_then(|r| r.winner);
            (shown, None, scored, events)
        }
        None => {
            let scored = match props.public.phase {
                Phase::MatchOver { winner } => Some(winner),
                _ => None,
            };
            // A new round's fencers are on guard: the last round's moves do not apply.
            let events = if round_ended && !match_over {
                Vec::new()
            } else {
                events
            };
            (props.public.clone(), props.public.to_act(), scored, events)
        }
    };
    let hands = Seat::BOTH
        .map(|seat| hand_count(&props.names, seat, shown.hand_sizes[seat.index()], lang))
        .join(" ");
    html! {
        <div class="eg-board eg-public" data-testid="public-board">
            { scoreboard(&ScoreboardProps { public: shown.clone(), names: props.names.clone(), scored, turn }, lang) }
            <PisteView piste={shown.piste} names={props.names.clone()} {events} animation={0}
                       highlights={Highlights::default()} />
            <div class="eg-play">
                <p class="eg-opponent-hand" data-testid="hand-sizes">{ hands }</p>
            </div>
            if let Some(played) = shown.played {
                { played_tally(&PlayedTallyProps { played }, lang) }
            }
        </div>
    }
}
