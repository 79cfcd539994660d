//! What the end panel of a bout says below its title: the winner and the score, from public
//! facts only (the shared table's end panel adds the buttons).
use super::chain::seat_class;
use crate::core::Seat;
use crate::i18n::skirman_screen::winner_line;
use crate::i18n::Names;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EndSummaryProps {
    pub winner: Option<Seat>,
    pub touches: [u8; 2],
    pub names: Names,
}

#[function_component(EndSummary)]
pub fn end_summary(props: &EndSummaryProps) -> Html {
    let lang = use_lang();
    let names = &props.names;
    html! {
        <div class={classes!("sk-end", props.winner.map(|w| format!("won-{}", seat_class(w))))}>
            if let Some(winner) = props.winner {
                <p class="sk-end-winner" data-testid="winner">
                    { winner_line(names.of(winner), names.you == Some(winner), props.touches, lang) }
                </p>
            }
            <div class="sk-end-names"><span class="p1">{ names.of(Seat::One) }</span><span class="p2">{ names.of(Seat::Two) }</span></div>
            <p class="sk-end-score" data-testid="final-score">
                <span class="p1">{ props.touches[0] }</span><span aria-hidden="true">{ "–" }</span><span class="p2">{ props.touches[1] }</span>
            </p>
        </div>
    }
}
