//! The hot-seat hand-off: it covers the table, which renders public facts only meanwhile.
use crate::core::Seat;
use crate::i18n::saves::Text as Saves;
use crate::i18n::table::{handoff_title, Text};
use crate::i18n::Lang;
use yew::prelude::*;

pub struct HandOffScreenProps {
    pub seat: Seat,
    pub name: String,
    pub on_ready: Callback<()>,
    /// The player who just moved asks to take it back (the other must agree); `None`: nothing
    /// to take back.
    pub on_undo: Option<Callback<()>>,
}

/// A view function, not a component (a component type costs its page 0.5 KB gzip).
pub fn hand_off_screen(props: &HandOffScreenProps, lang: Lang) -> Html {
    let ready = props.on_ready.clone();
    let (side, mark) = match props.seat {
        Seat::One => ("one", "●"),
        Seat::Two => ("two", "◆"),
    };
    html! {
        <div class="eg-overlay eg-handoff" data-testid="handoff">
            <div class={classes!("eg-dialog", format!("handoff-{side}"))} role="dialog" aria-modal="true" aria-labelledby="handoff-title">
                <p class="eg-handoff-mark" aria-hidden="true">{ mark }</p>
                <h2 id="handoff-title">{ handoff_title(&props.name, lang) }</h2>
                <p>{ Text::HandOffHint.text(lang) }</p>
                <button type="button" class="eg-btn primary" data-testid="handoff-ready" autofocus=true
                        onclick={Callback::from(move |_| ready.emit(()))}>
                    { Text::HandOffReady.text(lang) }
                </button>
                if let Some(undo) = props.on_undo.clone() {
                    <p>
                        <button type="button" class="eg-btn" data-testid="handoff-undo"
                                onclick={Callback::from(move |_| undo.emit(()))}>
                            { Saves::UndoAsk.text(lang) }
                        </button>
                    </p>
                }
            </div>
        </div>
    }
}
