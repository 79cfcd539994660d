//! The card glossary: every card by family (`i18n::skirman_glossary`, a document the page
//! downloads when the glossary opens, so its long texts stay out of the page's wasm). Each card
//! has an anchor (`glossary-<slug>`); `focus` scrolls to one and marks it. `Glossary` works as a
//! page; `GlossaryDialog` shows it in a modal over the bout (Escape closes, focus stays inside
//! and returns where it was; in `dialog`).
mod dialog;

pub use dialog::GlossaryDialog;

use crate::games::skirman::Card;
use crate::i18n::shell;
use crate::i18n::skirman::Text;
use crate::i18n::skirman_glossary::{anchor, document_file};
use crate::ui::context::use_lang;
use crate::ui::fetch::{use_fetched_text, Fetched};
use crate::ui::route::Page;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct GlossaryProps {
    /// The card to scroll to (and highlight).
    #[prop_or_default]
    pub focus: Option<Card>,
}

#[function_component(Glossary)]
pub fn glossary(props: &GlossaryProps) -> Html {
    let lang = use_lang();
    let focus = props.focus;
    let root = use_node_ref();
    let (document, retry) =
        use_fetched_text(Page::current().site_file(&format!("rules/{}", document_file(lang))));
    let ready = matches!(document, Fetched::Ready(_));
    {
        let root = root.clone();
        use_effect_with((focus, ready), move |&(focus, ready)| {
            let Some(root) = root.cast::<web_sys::Element>().filter(|_| ready) else {
                return;
            };
            // Look inside this glossary: a page and a dialog may both be on screen.
            if let Ok(marked) = root.query_selector_all(".skt-gl-card.focused") {
                for i in 0..marked.length() {
                    if let Some(el) = marked
                        .item(i)
                        .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
                    {
                        el.set_class_name(&el.class_name().replace(" focused", ""));
                    }
                }
            }
            let found = focus.and_then(|card| {
                root.query_selector(&format!("#{}", anchor(card)))
                    .ok()
                    .flatten()
            });
            if let Some(el) = found {
                el.set_class_name(&format!("{} focused", el.class_name()));
                el.scroll_into_view();
                if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
        });
    }
    let body = match document {
        Fetched::Ready(html) => Html::from_html_unchecked(html),
        Fetched::Failed => html! {
            <div class="skt-gl-status" role="alert">
                <p>{ Text::GlossaryLoadFailed.text(lang) }</p>
                <button type="button" class="button button--secondary" onclick={retry}>{ shell::Text::Retry.text(lang) }</button>
            </div>
        },
        _ => {
            html! { <p class="skt-gl-status" aria-busy="true">{ Text::GlossaryLoading.text(lang) }</p> }
        }
    };
    html! {
        <div class="skt-glossary" data-testid="glossary" data-loaded={ready.to_string()} ref={root}>
            { body }
        </div>
    }
}
