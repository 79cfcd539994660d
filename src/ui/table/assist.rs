//! The bar under the status line: the computer thinking (a visible indicator), what went wrong
//! with its search, and for the person to act the Hint button and the hint, in words. A polite
//! live region: screen readers hear the thinking and the hint without losing their place. One
//! plain function with one button and one line of text (every piece of markup costs the page
//! wasm); `data-state` tells the styles and the tests which it is.
use super::ai::AiError;
use super::state::{Hint, TableState, Trouble};
use super::TableGame;
use crate::i18n::table::Text;
use crate::i18n::Lang;
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

/// What the bar shows at `table` now: nothing over a pause or at the end; the computer's
/// trouble (with a retry) or its thinking; for the person to act, the hint looked for, shown,
/// or not to be had, else the Hint button.
pub fn assist_of<G: TableGame>(
    table: &TableState<G>,
    hint: Option<&Hint<G::Action>>,
    lang: Lang,
    on_click: Callback<MouseEvent>,
) -> Assist {
    let trouble = |t: &Option<Trouble>, words: Text| {
        t.as_ref()
            .filter(|t| t.turn == table.turn)
            .map(|t| match &t.error {
                AiError::Unavailable => Text::AiUnavailable.text(lang).to_string(),
                AiError::Refused(why) if why.is_empty() => words.text(lang).to_string(),
                AiError::Refused(why) => format!("{} ({why})", words.text(lang)),
            })
    };
    let hint_button = Some(("hint", Text::Hint.text(lang)));
    let (state, text, button) = if table.outcome().is_some() || table.pause.is_some() {
        ("", None, None)
    } else if let Some(why) = trouble(&table.computer_trouble, Text::AiRefused) {
        (
            "trouble",
            Some(why),
            Some(("ai-retry", Text::Retry.text(lang))),
        )
    } else if table.computer_to_play() {
        (
            "thinking",
            Some(Text::ComputerThinking.text(lang).to_string()),
            None,
        )
    } else if table.human_to_act().is_none() {
        ("", None, None)
    } else if table.hint_asked == Some(table.turn) {
        (
            "looking",
            Some(Text::HintLooking.text(lang).to_string()),
            None,
        )
    } else if let Some(h) = hint {
        ("hint", Some(h.text.clone()), None)
    } else if let Some(why) = trouble(&table.hint_trouble, Text::NoHint) {
        ("trouble", Some(why), hint_button)
    } else {
        ("ready", None, hint_button)
    };
    Assist {
        state,
        text,
        button,
        on_click,
    }
}
