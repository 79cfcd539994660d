//! "Next lesson", or after the last one the course's final bout.
use super::final_bout::FinalBout;
use super::route::lesson_href;
use crate::games::skirman::course::LESSONS;
use crate::i18n::skirman_course::Text;
use crate::i18n::Lang;
use yew::prelude::*;

/// What follows lesson `index` of `LESSONS`.
pub fn next_link(index: usize, lang: Lang) -> Html {
    match LESSONS.get(index + 1) {
        Some(next) => html! {
            <a class="eg-btn primary" data-testid="learn-next" href={lesson_href(next.slug)}>{ Text::NextLesson.text(lang) }</a>
        },
        None => html! { <FinalBout /> },
    }
}
