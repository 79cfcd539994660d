//! The glossary in a modal dialog over the bout: Escape or the close button closes it, the
//! focus stays inside while it is open and goes back where it was.
use super::Glossary;
use crate::games::skirman::Card;
use crate::i18n::skirman::Text;
use crate::ui::context::use_lang;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct GlossaryDialogProps {
    #[prop_or_default]
    pub focus: Option<Card>,
    pub on_close: Callback<()>,
}

/// The glossary in a modal dialog over the bout.
#[function_component(GlossaryDialog)]
pub fn glossary_dialog(props: &GlossaryDialogProps) -> Html {
    let lang = use_lang();
    let close_ref = use_node_ref();
    let body_ref = use_node_ref();
    // Focus the close button on opening (unless a card takes the focus), give it back on close.
    {
        let close_ref = close_ref.clone();
        let has_focus = props.focus.is_some();
        use_effect_with((), move |_| {
            let previous = gloo::utils::document()
                .active_element()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if !has_focus {
                if let Some(button) = close_ref.cast::<web_sys::HtmlElement>() {
                    let _ = button.focus();
                }
            }
            move || {
                if let Some(previous) = previous {
                    let _ = previous.focus();
                }
            }
        });
    }
    let on_keydown = {
        let on_close = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                e.stop_propagation();
                on_close.emit(());
            }
        })
    };
    // Focus trap: two sentinels send Tab back inside (the close button and the scrolling body
    // are the only stops).
    let to_close = {
        let close_ref = close_ref.clone();
        Callback::from(move |_: FocusEvent| {
            if let Some(el) = close_ref.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        })
    };
    let to_body = {
        let body_ref = body_ref.clone();
        Callback::from(move |_: FocusEvent| {
            if let Some(el) = body_ref.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        })
    };
    let close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    let backdrop = {
        let on_close = props.on_close.clone();
        Callback::from(move |e: MouseEvent| {
            // Only a click on the backdrop itself, not one bubbling from the dialog.
            if e.target() == e.current_target() {
                on_close.emit(());
            }
        })
    };
    html! {
        <div class="skt-backdrop" onclick={backdrop} data-testid="glossary-backdrop">
            <div class="skt-dialog" role="dialog" aria-modal="true" aria-labelledby="skt-dialog-title"
                 data-testid="glossary-dialog" onkeydown={on_keydown}>
                <span tabindex="0" class="skt-sentinel" onfocus={to_body}></span>
                <header class="skt-dialog-head">
                    <h2 id="skt-dialog-title">{ Text::GlossaryTitle.text(lang) }</h2>
                    <button type="button" class="skt-close" ref={close_ref} onclick={close}
                            data-testid="glossary-close" aria-label={Text::Close.text(lang)}>
                        <span aria-hidden="true">{ "×" }</span>
                    </button>
                </header>
                <div class="skt-dialog-body" ref={body_ref} tabindex="0" aria-labelledby="skt-dialog-title">
                    <Glossary focus={props.focus} />
                </div>
                <span tabindex="0" class="skt-sentinel" onfocus={to_close}></span>
            </div>
        </div>
    }
}
