//! "Next lesson", or after the last one the course's final bout.
use super::final_bout::FinalBout;
use super::route::lesson_href;
use crate::games::skirman::course::LESSONS;
use crate::i18n::skirman_course::Text;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NextLinkProps {
    /// The index in `LESSONS` of the lesson it follows.
    pub index: usize,
}

#[function_component(NextLink)]
pub fn next_link(props: &NextLinkProps) -> Html {
    let lang = use_lang();
    match LESSONS.get(props.index + 1) {
        Some(next) => html! {
            <a class="eg-btn primary" data-testid="learn-next" href={lesson_href(next.slug)}>{ Text::NextLesson.text(lang) }</a>
        },
        None => html! { <FinalBout /> },
    }
}
