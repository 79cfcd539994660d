//! The play area with public facts only, behind the hot-seat hand-off screen (and for anyone
//! who is not a player): the score board with its counts, and the phrase d'armes, where a card
//! placed face down shows its back. It receives the public part alone, so no hand, no card en
//! attente and no set-aside card can be drawn here: its type has no field for them.
use super::aside::aside_tray;
use super::chain::ChainView;
use super::scoreboard::scoreboard;
use crate::games::skirman::Public;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PublicBoardProps {
    pub public: Public,
    pub names: [String; 2],
}

#[function_component(PublicBoard)]
pub fn public_board(props: &PublicBoardProps) -> Html {
    let lang = use_lang();
    let public = &props.public;
    html! {
        <div class="sk-table" data-testid="public-board">
            { scoreboard(public, &props.names, lang) }
            <div class="sk-main">
                <div class="sk-play">
                    <ChainView chain={public.chain.clone()} names={props.names.clone()} attaquant={public.attaquant} />
                    { aside_tray(public, &[], &props.names, lang) }
                </div>
            </div>
        </div>
    }
}
