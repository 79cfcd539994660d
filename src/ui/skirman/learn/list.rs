//! The course's first screen (`#/`): what it is, how far the learner got, the lessons by level
//! (finished ones marked), and the final bout.
use super::final_bout::FinalBout;
use super::route::lesson_href;
use crate::games::skirman::course::LESSONS;
use crate::games::skirman::Level;
use crate::i18n::skirman::level_name;
use crate::i18n::skirman_course::{lesson_text, progress_line, Text};
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CourseListProps {
    /// The finished lessons (indices in `LESSONS`).
    pub done: Vec<usize>,
    pub on_reset: Callback<()>,
}

#[function_component(CourseList)]
pub fn course_list(props: &CourseListProps) -> Html {
    let lang = use_lang();
    let next = super::progress::next_lesson(&props.done);
    let started = !props.done.is_empty();
    let levels = Level::ALL.map(|level| {
        let items = LESSONS.iter().enumerate().filter(|(_, l)| l.level == level).map(|(i, l)| {
            let done = props.done.contains(&i);
            let title = lesson_text(i, lang).map(|t| t.title).unwrap_or_default();
            html! {
                <li class={classes!("lc-item", done.then_some("done"))} data-testid="lesson-item" data-slug={l.slug}>
                    <a href={lesson_href(l.slug)}>
                        <span class="lc-num">{ i + 1 }</span>
                        <span class="lc-item-title">{ title }</span>
                        if done {
                            <span class="lc-done" data-testid="lesson-done">{ "✓ " }{ Text::Done.text(lang) }</span>
                        }
                    </a>
                </li>
            }
        });
        html! {
            <section class="lc-level" aria-labelledby={format!("lc-level-{}", level.slug())}>
                <h3 id={format!("lc-level-{}", level.slug())}>{ level_name(level, lang) }</h3>
                <ol class="lc-items">{ for items }</ol>
            </section>
        }
    });
    let reset = props.on_reset.clone();
    html! {
        <div class="lc-course" data-testid="course">
            <h1>{ Text::PageTitle.text(lang) }</h1>
            <p class="lc-intro">{ Text::Intro.text(lang) }</p>
            <p class="lc-progress" data-testid="course-progress">{ progress_line(props.done.len(), LESSONS.len(), lang) }</p>
            <p>
                <a class="eg-btn primary" data-testid="course-start" href={lesson_href(LESSONS[next].slug)}>
                    { if started { Text::ContinueCourse.text(lang) } else { Text::StartCourse.text(lang) } }
                </a>
            </p>
            <h2>{ Text::Lessons.text(lang) }</h2>
            { for levels }
            <FinalBout />
            if started {
                <p><button type="button" class="eg-btn" data-testid="course-reset"
                           onclick={Callback::from(move |_| reset.emit(()))}>{ Text::ResetProgress.text(lang) }</button></p>
            }
        </div>
    }
}
