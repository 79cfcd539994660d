//! The end of a lesson: its two-line summary, then the next lesson or starting it again.
use super::next_link::NextLink;
use crate::i18n::skirman_course::{lesson_text, Text};
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonSummaryProps {
    /// The lesson's index in `LESSONS`.
    pub index: usize,
    pub on_restart: Callback<MouseEvent>,
}

#[function_component(LessonSummary)]
pub fn lesson_summary(props: &LessonSummaryProps) -> Html {
    let lang = use_lang();
    let Some(text) = lesson_text(props.index, lang) else {
        return Html::default();
    };
    html! {
        <section class="lc-summary" data-testid="lesson-summary" aria-labelledby="lc-summary-title">
            <h2 id="lc-summary-title">{ Text::Summary.text(lang) }</h2>
            <p>{ text.summary[0] }</p>
            <p>{ text.summary[1] }</p>
            <div class="lc-summary-actions">
                <NextLink index={props.index} />
                <button type="button" class="eg-btn" data-testid="learn-restart" onclick={props.on_restart.clone()}>{ Text::RestartLesson.text(lang) }</button>
            </div>
        </section>
    }
}
