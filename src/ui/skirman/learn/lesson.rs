//! One lesson (`#/lesson/<slug>`): the foil paragraph and its drawing, the prompt of the decision
//! waiting, and the bout's own widgets on the lesson's position. Every attempt goes to the core
//! tutorial engine (`use_sitting`): a right answer is played with the opponent's scripted
//! replies and says what it means on a piste; a wrong one is explained (and, when the rules
//! allow it, played out and then taken back); at the end, the two-line summary and the next
//! lesson.
use super::drawing::LessonDrawing;
use super::feedback::lesson_feedback;
use super::head::lesson_head;
use super::next_link::next_link;
use super::prompt::lesson_prompt;
use super::sitting::use_sitting;
use super::summary::lesson_summary;
use super::table::{lesson_table, LessonTable};
use crate::core::Game;
use crate::games::skirman::course::{LEARNER, LESSONS};
use crate::games::skirman::Card;
use crate::i18n::skirman_course::{lesson_text, Text};
use crate::ui::context::use_lang;
use crate::ui::skirman::glossary::GlossaryDialog;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonPageProps {
    /// The lesson's index in `LESSONS`.
    pub index: usize,
    /// A lesson was finished (the course list reads the progress again).
    pub on_finished: Callback<usize>,
}

#[function_component(LessonPage)]
pub fn lesson_page(props: &LessonPageProps) -> Html {
    let lang = use_lang();
    let index = props.index.min(LESSONS.len() - 1);
    let lesson = &LESSONS[index];
    let sitting = use_sitting(index, lesson, props.on_finished.clone());
    let glossary = use_state(|| None::<Card>);
    let teaching_open = use_state(|| true);
    let Some(text) = lesson_text(index, lang) else {
        return Html::default();
    };
    let head = lesson_head(index, lesson.level, text.title, lang);
    let Some(s) = sitting.sitting else {
        return html! {
            <article class="lc-lesson" data-testid="lesson" data-slug={lesson.slug}>
                { head }
                <p class="eg-refusal" role="alert">{ Text::Broken.text(lang) }</p>
                { next_link(index, lang) }
            </article>
        };
    };
    let on_info = {
        let glossary = glossary.clone();
        Callback::from(move |card: Card| glossary.set(Some(card)))
    };
    let close_glossary = {
        let glossary = glossary.clone();
        Callback::from(move |_| glossary.set(None))
    };
    let prompt = s.walk.asking().and_then(|(i, _)| {
        let words = text.decisions.get(i)?;
        Some(lesson_prompt(i, text.decisions.len(), words.prompt, lang))
    });
    let feedback = lesson_feedback(
        index,
        &s.feedback,
        s.played_out.is_some(),
        sitting.on_retry,
        lang,
    );
    let summary = s
        .walk
        .finished()
        .then(|| lesson_summary(index, text, sitting.on_restart, lang));
    let on_teaching = {
        let teaching_open = teaching_open.clone();
        Callback::from(move |_| teaching_open.set(!*teaching_open))
    };
    let table = LessonTable {
        view: s.shown().view(LEARNER),
        deciding: s.deciding(),
        selection: s.selection.clone(),
        on_try: sitting.on_try,
        on_toggle: sitting.on_toggle,
        on_clear: sitting.on_clear,
        on_info,
        teaching_open: *teaching_open,
        on_teaching,
    };
    // What to decide, and what the lesson said, right above the hand.
    let said = html! { <>{ for prompt }{ feedback }{ for summary }</> };
    html! {
        <article class="lc-lesson skirman" data-testid="lesson" data-slug={lesson.slug}>
            { head }
            <section class="lc-foil" aria-labelledby="lc-foil-title">
                <div>
                    <h2 id="lc-foil-title">{ Text::OnThePiste.text(lang) }</h2>
                    <p data-testid="lesson-foil">{ text.foil }</p>
                </div>
                <LessonDrawing drawing={lesson.drawing} title={text.title} />
            </section>
            { lesson_table(table, said, lang) }
            if let Some(card) = *glossary {
                <GlossaryDialog focus={Some(card)} on_close={close_glossary} />
            }
        </article>
    }
}
