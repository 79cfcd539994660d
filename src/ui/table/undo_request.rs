//! Hot-seat: the other player agrees to take back the last move, or not. A view function (each
//! component type costs a page about half a kilobyte).
use crate::i18n::saves::{undo_question, undo_request, Text as Saves};
use crate::i18n::Lang;
use yew::prelude::*;

/// `asker` asks to take back their move; `answerer` agrees (`true`) or not.
pub fn undo_request_dialog(
    asker: &str,
    answerer: &str,
    on_answer: Callback<bool>,
    lang: Lang,
) -> Html {
    let answer = |agreed: bool| {
        let on_answer = on_answer.clone();
        Callback::from(move |_| on_answer.emit(agreed))
    };
    html! {
        <div class="eg-overlay tb-undo" data-testid="undo-request">
            <div class="eg-dialog" role="dialog" aria-modal="true" aria-labelledby="tb-undo-title">
                <h2 id="tb-undo-title">{ undo_request(asker, lang) }</h2>
                <p>{ undo_question(answerer, lang) }</p>
                <div class="eg-dialog-actions">
                    <button type="button" class="eg-btn primary" data-testid="undo-agree" autofocus=true onclick={answer(true)}>{ Saves::UndoAgree.text(lang) }</button>
                    <button type="button" class="eg-btn" data-testid="undo-refuse" onclick={answer(false)}>{ Saves::UndoRefuse.text(lang) }</button>
                </div>
            </div>
        </div>
    }
}
