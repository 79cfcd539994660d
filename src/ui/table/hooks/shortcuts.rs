//! The keyboard at the table: keys anywhere on the page while the table is on it. "?" opens the
//! list of shortcuts; arrows, Escape and Tab in dialogs do as `keys` says. When the list closes,
//! the focus goes back where it was when it opened.
use crate::ui::table::keys;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

/// The list of shortcuts: whether it shows, and the bar's button and the list's own to open
/// and close it.
pub struct ShortcutsDialog {
    pub showing: bool,
    pub open: Callback<MouseEvent>,
    pub close: Callback<()>,
}

#[hook]
pub fn use_shortcuts(root: &NodeRef) -> ShortcutsDialog {
    let showing = use_state(|| false);
    // Where the focus was when the shortcuts opened: it goes back there when they close.
    let before = use_mut_ref(|| None::<HtmlElement>);
    {
        let (root, showing, before) = (root.clone(), showing.clone(), before.clone());
        use_effect_with((), move |_| {
            let listener = web_sys::window()
                .and_then(|w| w.document())
                .map(|document| {
                    // Not passive: the keys it uses must not also scroll the page or type a "?".
                    let active = gloo::events::EventListenerOptions::enable_prevent_default();
                    gloo::events::EventListener::new_with_options(
                        &document,
                        "keydown",
                        active,
                        move |event| {
                            let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                                return;
                            };
                            let Some(root) = root.cast::<web_sys::Element>() else {
                                return;
                            };
                            if event.default_prevented() {
                                return;
                            }
                            if event.key() == "?" && !typing(event) {
                                event.prevent_default();
                                *before.borrow_mut() = web_sys::window()
                                    .and_then(|w| w.document())
                                    .and_then(|d| d.active_element())
                                    .and_then(|a| a.dyn_into::<HtmlElement>().ok());
                                showing.set(true);
                            } else if keys::on_key(&root, event) {
                                event.prevent_default();
                            }
                        },
                    )
                });
            move || drop(listener)
        });
    }
    let open = {
        let (showing, before) = (showing.clone(), before.clone());
        Callback::from(move |e: MouseEvent| {
            *before.borrow_mut() = e.target().and_then(|t| t.dyn_into::<HtmlElement>().ok());
            showing.set(true)
        })
    };
    let close = {
        let showing = showing.clone();
        Callback::from(move |_| {
            // Back where it was before the dialog goes (so the focus is never lost).
            if let Some(previous) = before.borrow_mut().take().filter(|p| p.is_connected()) {
                let _ = previous.focus();
            }
            showing.set(false);
        })
    };
    ShortcutsDialog {
        showing: *showing,
        open,
        close,
    }
}

/// The key goes into a form field ("?" is typed there, not a shortcut).
fn typing(event: &web_sys::KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}
