//! The decision waiting: "Decision 2 of 4" and what to decide.
use crate::i18n::skirman_course::decision_of;
use crate::i18n::Lang;
use yew::prelude::*;

/// Decision `decision` (of `decisions`) and its prompt.
pub fn lesson_prompt(decision: usize, decisions: usize, prompt: &str, lang: Lang) -> Html {
    html! {
        <section class="lc-prompt" data-testid="lesson-prompt" data-decision={decision.to_string()} aria-live="polite">
            <p class="lc-step">{ decision_of(decision + 1, decisions, lang) }</p>
            <p class="lc-prompt-text">{ prompt }</p>
        </section>
    }
}
