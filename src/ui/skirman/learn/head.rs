//! A lesson's heading: back to the list, its number and level, its title.
use crate::games::skirman::course::LESSONS;
use crate::games::skirman::Level;
use crate::i18n::skirman::level_name;
use crate::i18n::skirman_course::{lesson_of, Text};
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonHeadProps {
    /// The lesson's index in `LESSONS`.
    pub index: usize,
    pub level: Level,
    pub title: AttrValue,
}

#[function_component(LessonHead)]
pub fn lesson_head(props: &LessonHeadProps) -> Html {
    let lang = use_lang();
    html! {
        <header class="lc-head">
            <p class="lc-kicker">
                <a href="#/" data-testid="learn-back">{ Text::BackToLessons.text(lang) }</a>
                { " · " }{ lesson_of(props.index + 1, LESSONS.len(), lang) }{ " · " }{ level_name(props.level, lang) }
            </p>
            <h1 data-testid="lesson-title">{ props.title.clone() }</h1>
        </header>
    }
}
