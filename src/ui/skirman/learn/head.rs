//! A lesson's heading: back to the list, its number and level, its title.
use crate::games::skirman::course::LESSONS;
use crate::games::skirman::Level;
use crate::i18n::skirman::level_name;
use crate::i18n::skirman_course::{lesson_of, Text};
use crate::i18n::Lang;
use yew::prelude::*;

/// The heading of lesson `index` of `LESSONS`.
pub fn lesson_head(index: usize, level: Level, title: &str, lang: Lang) -> Html {
    html! {
        <header class="lc-head">
            <p class="lc-kicker">
                <a href="#/" data-testid="learn-back">{ Text::BackToLessons.text(lang) }</a>
                { " · " }{ lesson_of(index + 1, LESSONS.len(), lang) }{ " · " }{ level_name(level, lang) }
            </p>
            <h1 data-testid="lesson-title">{ title }</h1>
        </header>
    }
}
