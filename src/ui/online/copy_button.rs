//! A button that copies a text (the invitation link, a code by hand) to the clipboard and says
//! "Copied." once the browser has taken it (where there is no clipboard it says nothing, and the
//! text stays in its field to select by hand). A function, not a component: a component of its
//! own cost Skirm'an's online page the kilobyte it does not have. The word goes into a status
//! element Yew renders empty and so never writes to.
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::online_page::OnlineText as T;
use crate::i18n::Lang;

/// `class`: the button's ("eg-btn", "eg-btn primary").
pub fn copy_button(
    text: &str,
    label: &'static str,
    class: &'static str,
    testid: &'static str,
    lang: Lang,
) -> Html {
    let text = text.to_string();
    let onclick = Callback::from(move |e: MouseEvent| {
        let said = e
            .target_dyn_into::<web_sys::Element>()
            .and_then(|button| button.next_element_sibling());
        if let (true, Some(said)) = (write_to_clipboard(&text), said) {
            said.set_text_content(Some(T::Copied.text(lang)));
        }
    });
    html! {
        <span class="ol-copy">
            <button type="button" {class} {onclick} data-testid={testid}>{ label }</button>
            <span role="status"></span>
        </span>
    }
}

/// Starts `navigator.clipboard.writeText(text)`; false where the browser has no clipboard or
/// refuses at once.
fn write_to_clipboard(text: &str) -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return false;
    };
    let Ok(clipboard) = js_sys::Reflect::get(&navigator, &"clipboard".into()) else {
        return false;
    };
    js_sys::Reflect::get(&clipboard, &"writeText".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .is_some_and(|write| write.call1(&clipboard, &text.into()).is_ok())
}
