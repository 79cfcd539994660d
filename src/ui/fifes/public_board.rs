//! The battlefield with public facts only, behind the hot-seat hand-off screen (and for anyone
//! who is not a player): the status without a secret card, the track, the display. It receives
//! the public part alone, so no secret card can be drawn here: its type has no field for one.
use super::choice::Choice;
use super::display::DisplayView;
use super::status::StatusPanel;
use super::track::TrackView;
use crate::games::fifes::{Public, Suits};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PublicBoardProps {
    pub public: Public,
}

#[function_component(PublicBoard)]
pub fn public_board(props: &PublicBoardProps) -> Html {
    let public = &props.public;
    html! {
        <div class="fd-table" data-testid="public-board">
            <StatusPanel public={public.clone()} secret={None} />
            <TrackView track={public.track} points={public.points} favoured={Suits::NONE}
                       display={public.display.to_vec()} preview={None} />
            <div class="fd-play">
                <DisplayView public={public.clone()} choice={Choice::default()} my_turn={false} on_consider={Callback::noop()} />
            </div>
        </div>
    }
}
