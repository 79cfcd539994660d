//! One lesson (`#/lesson/<slug>`): the foil paragraph and its drawing, the prompt of the decision
//! waiting, and the bout's own widgets on the lesson's position. Every attempt goes to the core
//! tutorial engine (`use_sitting`): a right answer is played with the opponent's scripted
//! replies and says what it means on a piste; a wrong one is explained (and, when the rules
//! allow it, played out and then taken back); at the end, the two-line summary and the next
//! lesson.
use super::drawing::LessonDrawing;
use super::feedback::LessonFeedback;
use super::head::LessonHead;
use super::next_link::NextLink;
use super::prompt::LessonPrompt;
use super::sitting::use_sitting;
use super::summary::LessonSummary;
use super::table::LessonTable;
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
    let Some(text) = lesson_text(index, lang) else {
        return Html::default();
    };
    let head = html! { <LessonHead {index} level={lesson.level} title={text.title} /> };
    let Some(s) = sitting.sitting else {
        return html! {
            <article class="lc-lesson" data-testid="lesson" data-slug={lesson.slug}>
                { head }
                <p class="eg-refusal" role="alert">{ Text::Broken.text(lang) }</p>
                <NextLink {index} />
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
        Some(html! { <LessonPrompt decision={i} decisions={text.decisions.len()} prompt={words.prompt} /> })
    });
    let summary = s
        .walk
        .finished()
        .then(|| html! { <LessonSummary {index} on_restart={sitting.on_restart} /> });
    let deciding = s.deciding();
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
            <LessonTable view={s.shown().view(LEARNER)} {deciding} selection={s.selection.clone()}
                         on_try={sitting.on_try} on_toggle={sitting.on_toggle} on_clear={sitting.on_clear} {on_info}>
                // What to decide, and what the lesson said, right above the hand.
                { for prompt }
                <LessonFeedback {index} feedback={s.feedback.clone()} played_out={s.played_out.is_some()} on_retry={sitting.on_retry} />
                { for summary }
            </LessonTable>
            if let Some(card) = *glossary {
                <GlossaryDialog focus={Some(card)} on_close={close_glossary} />
            }
        </article>
    }
}
