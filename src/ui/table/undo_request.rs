//! Hot-seat: the other player agrees to take back the last move, or not.
use crate::i18n::saves::{undo_request, Text as Saves};
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct UndoRequestProps {
    /// Who asks to take back their move.
    pub asker: String,
    /// Who answers.
    pub answerer: String,
    /// Agreed or not.
    pub on_answer: Callback<bool>,
}

#[function_component(UndoRequest)]
pub fn undo_request_dialog(props: &UndoRequestProps) -> Html {
    let lang = use_lang();
    let answer = |agreed: bool| {
        let on_answer = props.on_answer.clone();
        Callback::from(move |_| on_answer.emit(agreed))
    };
    html! {
        <div class="eg-overlay tb-undo" data-testid="undo-request">
            <div class="eg-dialog" role="dialog" aria-modal="true" aria-labelledby="tb-undo-title">
                <h2 id="tb-undo-title">{ undo_request(&props.asker, lang) }</h2>
                <p>{ &props.answerer }</p>
                <div class="eg-dialog-actions">
                    <button type="button" class="eg-btn primary" data-testid="undo-agree" autofocus=true onclick={answer(true)}>{ Saves::UndoAgree.text(lang) }</button>
                    <button type="button" class="eg-btn" data-testid="undo-refuse" onclick={answer(false)}>{ Saves::UndoRefuse.text(lang) }</button>
                </div>
            </div>
        </div>
    }
}
