//! The memory aid: how many cards of each value were played this round (public when the option
//! is on).
use crate::i18n::en_garde::Text;
use crate::i18n::Lang;
use yew::prelude::*;

pub struct PlayedTallyProps {
    /// Cards of each value played this round, values 1 to 5.
    pub played: [u8; 5],
}

/// A view function of the board's, not a component (a component type costs its page 0.5 KB).
pub fn played_tally(props: &PlayedTallyProps, lang: Lang) -> Html {
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
