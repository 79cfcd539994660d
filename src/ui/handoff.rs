//! The hot-seat hand-off screen shared by the games: it covers the table and the page renders
//! no hidden card while it shows.
use crate::core::Seat;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HandOffProps {
    pub seat: Seat,
    /// "Pass the device — Green".
    pub title: String,
    pub hint: String,
    pub ready: String,
    pub on_ready: Callback<()>,
}

#[function_component(HandOff)]
pub fn hand_off(props: &HandOffProps) -> Html {
    let ready = props.on_ready.clone();
    let side = if props.seat == Seat::One {
        "one"
    } else {
        "two"
    };
    html! {
        <div class="eg-overlay eg-handoff" data-testid="handoff">
            <div class={classes!("eg-dialog", format!("handoff-{side}"))} role="dialog" aria-modal="true" aria-labelledby="handoff-title">
                <p class="eg-handoff-mark" aria-hidden="true">{ if props.seat == Seat::One { "●" } else { "◆" } }</p>
                <h2 id="handoff-title">{ &props.title }</h2>
                <p>{ &props.hint }</p>
                <button type="button" class="eg-btn primary" data-testid="handoff-ready" onclick={Callback::from(move |_| ready.emit(()))}>
                    { &props.ready }
                </button>
            </div>
        </div>
    }
}
