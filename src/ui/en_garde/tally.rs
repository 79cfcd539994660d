//! The memory aid: how many cards of each value were played this round (public when the option
//! is on).
use crate::i18n::en_garde::Text;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayedTallyProps {
    /// Cards of each value played this round, values 1 to 5.
    pub played: [u8; 5],
}

#[function_component(PlayedTally)]
pub fn played_tally(props: &PlayedTallyProps) -> Html {
    let lang = use_lang();
    let cells = props.played.iter().enumerate().map(|(i, n)| {
        html! {
            <li><span class="eg-tally-card">{ i + 1 }</span><span class="eg-tally-n">{ format!("×{n}") }</span></li>
        }
    });
    html! {
        <section class="eg-tally" data-testid="played-tally">
            <h2>{ Text::PlayedThisRound.text(lang) }</h2>
            <ul>{ for cells }</ul>
        </section>
    }
}
