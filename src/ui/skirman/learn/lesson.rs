//! One lesson (`#/lesson/<slug>`): the foil paragraph and its drawing, the prompt of the decision
//! waiting, and the bout's own widgets on the lesson's position (score board, phrase d'armes with
//! the target, hand, teaching panel). Every attempt goes to the lesson (`course::Walk`): a right
//! answer is played with the opponent's scripted replies and says what it means on a piste; a
//! wrong one is explained (and, when the rules allow it, played out and then taken back); at the
//! end, the two-line summary and the next lesson.
use super::bar::LessonBar;
use super::drawing::LessonDrawing;
use super::progress;
use crate::core::Game;
use crate::games::skirman::course::{Verdict, Walk, LEARNER, LESSONS};
use crate::games::skirman::{Action, Card, Error, Skirman};
use crate::i18n::skirman::level_name;
use crate::i18n::skirman_course::{decision_of, lesson_of, lesson_text, Text};
use crate::i18n::Explain;
use crate::ui::context::use_lang;
use crate::ui::skirman::chain::ChainView;
use crate::ui::skirman::glossary::GlossaryDialog;
use crate::ui::skirman::hand::HandView;
use crate::ui::skirman::scoreboard::Scoreboard;
use crate::ui::skirman::target::{attack_line, parry_line, TargetFigure};
use crate::ui::skirman::teaching::TeachingPanel;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonPageProps {
    /// The lesson's index in `LESSONS`.
    pub index: usize,
    /// A lesson was finished (the course list reads the progress again).
    pub on_finished: Callback<usize>,
}

/// What the lesson said of the last attempt.
#[derive(Clone, Debug, PartialEq)]
enum Feedback {
    None,
    Right(usize),
    Wrong { decision: usize, wrong: usize },
    Refused(Error),
    NotThisLesson,
}

#[derive(Clone, Debug, PartialEq)]
struct Sitting {
    walk: Walk,
    feedback: Feedback,
    /// A wrong answer played out: the position it led to, shown until "Try again".
    played_out: Option<Box<Skirman>>,
    /// Counts attempts: the selection belongs to one.
    turn: u32,
    selection: Vec<usize>,
}

#[function_component(LessonPage)]
pub fn lesson_page(props: &LessonPageProps) -> Html {
    let lang = use_lang();
    let index = props.index.min(LESSONS.len() - 1);
    let lesson = &LESSONS[index];
    let sitting = use_state(|| {
        Walk::start(lesson).ok().map(|walk| Sitting {
            walk,
            feedback: Feedback::None,
            played_out: None,
            turn: 0,
            selection: Vec::new(),
        })
    });
    let glossary = use_state(|| None::<Card>);
    let teaching_open = use_state(|| true);
    let Some(text) = lesson_text(index, lang) else {
        return Html::default();
    };
    let head = html! {
        <header class="lc-head">
            <p class="lc-kicker">
                <a href="#/" data-testid="learn-back">{ Text::BackToLessons.text(lang) }</a>
                { " · " }{ lesson_of(index + 1, LESSONS.len(), lang) }{ " · " }{ level_name(lesson.level, lang) }
            </p>
            <h1 data-testid="lesson-title">{ text.title }</h1>
        </header>
    };
    let next = next_link(index, lang);
    let Some(s) = (*sitting).clone() else {
        return html! {
            <article class="lc-lesson" data-testid="lesson" data-slug={lesson.slug}>
                { head }
                <p class="eg-refusal" role="alert">{ Text::Broken.text(lang) }</p>
                { next }
            </article>
        };
    };

    let on_try = {
        let (sitting, s) = (sitting.clone(), s.clone());
        let on_finished = props.on_finished.clone();
        Callback::from(move |action: Action| {
            let mut next = s.clone();
            next.turn += 1;
            next.selection.clear();
            match next.walk.attempt(action) {
                Verdict::Right { decision } => {
                    next.feedback = Feedback::Right(decision);
                    if next.walk.finished() {
                        progress::finish(index);
                        on_finished.emit(index);
                    }
                }
                Verdict::Wrong {
                    decision,
                    wrong,
                    played_out,
                } => {
                    next.feedback = Feedback::Wrong { decision, wrong };
                    next.played_out = played_out;
                }
                Verdict::Refused(error) => next.feedback = Feedback::Refused(error),
                Verdict::NotThisLesson => next.feedback = Feedback::NotThisLesson,
                Verdict::Finished | Verdict::Broken(_) => return,
            }
            sitting.set(Some(next));
        })
    };
    let on_retry = {
        let (sitting, s) = (sitting.clone(), s.clone());
        Callback::from(move |_| {
            let mut next = s.clone();
            next.played_out = None;
            next.turn += 1;
            sitting.set(Some(next));
        })
    };
    let on_restart = {
        let sitting = sitting.clone();
        Callback::from(move |_| {
            sitting.set(Walk::start(lesson).ok().map(|walk| Sitting {
                walk,
                feedback: Feedback::None,
                played_out: None,
                turn: 0,
                selection: Vec::new(),
            }))
        })
    };
    let on_toggle = {
        let (sitting, s) = (sitting.clone(), s.clone());
        Callback::from(move |i: usize| {
            let mut next = s.clone();
            if let Some(at) = next.selection.iter().position(|&j| j == i) {
                next.selection.remove(at);
            } else {
                if next.selection.len() >= 2 {
                    next.selection.remove(0);
                }
                next.selection.push(i);
            }
            sitting.set(Some(next));
        })
    };
    let on_clear = {
        let (sitting, s) = (sitting.clone(), s.clone());
        Callback::from(move |_| {
            let mut next = s.clone();
            next.selection.clear();
            sitting.set(Some(next));
        })
    };
    let on_info = {
        let glossary = glossary.clone();
        Callback::from(move |card: Card| glossary.set(Some(card)))
    };
    let close_glossary = {
        let glossary = glossary.clone();
        Callback::from(move |_| glossary.set(None))
    };
    let on_teaching = {
        let teaching_open = teaching_open.clone();
        Callback::from(move |_| teaching_open.set(!*teaching_open))
    };

    let shown: &Skirman = s.played_out.as_deref().unwrap_or(s.walk.game());
    let view = shown.view(LEARNER);
    let deciding = s.played_out.is_none() && s.walk.decision().is_some();
    let legal = if deciding {
        view.legal_actions()
    } else {
        Vec::new()
    };
    let unplayable = if deciding {
        view.unplayable()
    } else {
        Vec::new()
    };
    let reasons: Vec<Option<String>> = view
        .private
        .hand
        .iter()
        .map(|c| {
            unplayable
                .iter()
                .find(|(u, _)| u == c)
                .map(|(_, e)| e.explain(lang))
        })
        .collect();
    let selected: Vec<Card> = s
        .selection
        .iter()
        .filter_map(|&i| view.private.hand.get(i).copied())
        .collect();
    let names = [
        Text::You.text(lang).to_string(),
        Text::Opponent.text(lang).to_string(),
    ];

    let prompt = s.walk.decision().and_then(|(i, _)| {
        let words = text.decisions.get(i)?;
        Some(html! {
            <section class="lc-prompt" data-testid="lesson-prompt" data-decision={i.to_string()} aria-live="polite">
                <p class="lc-step">{ decision_of(i + 1, text.decisions.len(), lang) }</p>
                <p class="lc-prompt-text">{ words.prompt }</p>
            </section>
        })
    });
    let feedback = match &s.feedback {
        Feedback::None => Html::default(),
        Feedback::Right(d) => html! {
            <div class="lc-feedback right" data-testid="lesson-feedback" data-kind="right" role="status">
                <p><strong>{ Text::Right.text(lang) }</strong>{ " " }
                   <span class="lc-piste-label">{ Text::OnThePiste.text(lang) }{ if lang == crate::i18n::Lang::Fr { "\u{202F}: " } else { ": " } }</span>
                   { text.decisions.get(*d).map(|w| w.right).unwrap_or_default() }</p>
            </div>
        },
        Feedback::Wrong { decision, wrong } => html! {
            <div class="lc-feedback wrong" data-testid="lesson-feedback" data-kind="wrong"
                 data-wrong={format!("{decision}-{wrong}")} role="alert">
                <p><strong>{ Text::Wrong.text(lang) }</strong>{ " " }
                   { text.decisions.get(*decision).and_then(|w| w.wrong.get(*wrong)).copied().unwrap_or_default() }</p>
                if s.played_out.is_some() {
                    <p class="lc-played-out">{ Text::PlayedOutNote.text(lang) }</p>
                    <button type="button" class="eg-btn primary" data-testid="learn-retry" onclick={on_retry.clone()}>{ Text::TryAgain.text(lang) }</button>
                }
            </div>
        },
        Feedback::Refused(error) => html! {
            <div class="lc-feedback wrong" data-testid="lesson-feedback" data-kind="refused" role="alert">
                <p><strong>{ Text::RefusedBy.text(lang) }</strong>{ " " }{ error.explain(lang) }</p>
            </div>
        },
        Feedback::NotThisLesson => html! {
            <div class="lc-feedback wrong" data-testid="lesson-feedback" data-kind="not-this-lesson" role="alert">
                <p>{ Text::NotThisLesson.text(lang) }</p>
            </div>
        },
    };
    let summary = s.walk.finished().then(|| html! {
        <section class="lc-summary" data-testid="lesson-summary" aria-labelledby="lc-summary-title">
            <h2 id="lc-summary-title">{ Text::Summary.text(lang) }</h2>
            <p>{ text.summary[0] }</p>
            <p>{ text.summary[1] }</p>
            <div class="lc-summary-actions">
                { next.clone() }
                <button type="button" class="eg-btn" data-testid="learn-restart" onclick={on_restart.clone()}>{ Text::RestartLesson.text(lang) }</button>
            </div>
        </section>
    });
    let attack = attack_line(&view);
    let parry = parry_line(&view, &selected);
    let can_decline = legal.contains(&Action::Decline);

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
            <div class="sk-table lc-table" data-testid="board">
                <Scoreboard public={view.public.clone()} names={names.clone()} />
                <div class="sk-main">
                    <div class="sk-play">
                        <ChainView chain={view.chain.clone()} own_face_down={view.private.face_down.clone()} names={names.clone()}
                                   attaquant={view.attaquant} on_info={Some(on_info.clone())}>
                            <TargetFigure attack_line={attack} parry_line={parry} attacker={Some(view.attaquant)} />
                        </ChainView>
                        // What to decide, and what the lesson said, right above the hand.
                        { for prompt }
                        { feedback }
                        { for summary }
                        <HandView hand={view.private.hand.clone()} legal={legal.clone()} {reasons}
                                  selection={s.selection.clone()} my_turn={deciding} {on_toggle} {on_info} />
                        if deciding {
                            <LessonBar phase={view.phase} {selected} {can_decline} on_try={on_try.clone()} {on_clear} />
                        }
                    </div>
                    if deciding {
                        <div class="sk-side">
                            <div class="sk-coach" data-testid="coach">
                                <TeachingPanel view={view.clone()} legal={legal.clone()} unplayable={unplayable.clone()}
                                               on_play={on_try} collapsed={!*teaching_open} on_toggle={on_teaching} />
                            </div>
                        </div>
                    }
                </div>
            </div>
            if let Some(card) = *glossary {
                <GlossaryDialog focus={Some(card)} on_close={close_glossary} />
            }
        </article>
    }
}

/// "Next lesson", or after the last one the course's final bout.
fn next_link(index: usize, lang: crate::i18n::Lang) -> Html {
    match LESSONS.get(index + 1) {
        Some(next) => html! {
            <a class="eg-btn primary" data-testid="learn-next" href={format!("#/lesson/{}", next.slug)}>{ Text::NextLesson.text(lang) }</a>
        },
        None => html! { <super::final_bout::FinalBout /> },
    }
}
