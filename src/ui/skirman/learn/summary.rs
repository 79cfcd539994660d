//! The end of a lesson: its two-line summary, then the next lesson or starting it again.
use super::next_link::next_link;
use crate::i18n::skirman_course::{LessonText, Text};
use crate::i18n::Lang;
use yew::prelude::*;

/// The summary of lesson `index` of `LESSONS`, whose words are `text`.
pub fn lesson_summary(
    index: usize,
    text: &LessonText,
    on_restart: Callback<MouseEvent>,
    lang: Lang,
) -> Html {
    html! {
        <section class="lc-summary" data-testid="lesson-summary" aria-labelledby="lc-summary-title">
            <h2 id="lc-summary-title">{ Text::Summary.text(lang) }</h2>
            <p>{ text.summary[0] }</p>
            <p>{ text.summary[1] }</p>
            <div class="lc-summary-actions">
                { next_link(index, lang) }
                <button type="button" class="eg-btn" data-testid="learn-restart" onclick={on_restart}>{ Text::RestartLesson.text(lang) }</button>
            </div>
        </section>
    }
}
