//! The bar under the status line: the computer thinking (a visible indicator), what went wrong
//! with its search, and for the person to act the Hint button and the hint, in words. A polite
//! live region: screen readers hear the thinking and the hint without losing their place. One
//! plain function with one button and one line of text (every piece of markup costs the page
//! wasm); `data-state` tells the styles and the tests which it is.
use yew::prelude::*;

/// What the bar shows.
pub struct Assist {
    /// `thinking`, `looking` (for a hint), `hint`, `trouble` or `ready`; empty: nothing.
    pub state: &'static str,
    pub text: Option<String>,
    /// The button: its `data-testid` (`hint` or `ai-retry`) and label.
    pub button: Option<(&'static str, &'static str)>,
    pub on_click: Callback<MouseEvent>,
}

pub fn assist_bar(a: Assist) -> Html {
    html! {
        <div class="tb-assist" data-testid="assist" data-state={a.state} aria-live="polite">
            if let Some((id, label)) = a.button {
                <button type="button" class="eg-btn" data-testid={id} onclick={a.on_click}>{ label }</button>
            }
            if let Some(text) = a.text {
                <span class="tb-assist-text" data-testid="assist-text">{ text }</span>
            }
        </div>
    }
}
