//! The decision waiting: "Decision 2 of 4" and what to decide.
use crate::i18n::skirman_course::decision_of;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonPromptProps {
    /// The decision's index in the lesson.
    pub decision: usize,
    pub decisions: usize,
    pub prompt: AttrValue,
}

#[function_component(LessonPrompt)]
pub fn lesson_prompt(props: &LessonPromptProps) -> Html {
    let lang = use_lang();
    html! {
        <section class="lc-prompt" data-testid="lesson-prompt" data-decision={props.decision.to_string()} aria-live="polite">
            <p class="lc-step">{ decision_of(props.decision + 1, props.decisions, lang) }</p>
            <p class="lc-prompt-text">{ props.prompt.clone() }</p>
        </section>
    }
}
