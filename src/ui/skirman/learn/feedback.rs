//! What the lesson says of the last attempt: right (and what it means on a piste), a wrong
//! answer's explanation (with "Try again" when it was played out), the rules' refusal, or
//! "not what this lesson practises".
use super::sitting::Feedback;
use crate::i18n::skirman_course::{lesson_text, Text};
use crate::i18n::{Explain, Lang};
use yew::prelude::*;

/// What lesson `index` of `LESSONS` says of the last attempt (`played_out`: the wrong answer
/// is played out on the board).
pub fn lesson_feedback(
    index: usize,
    feedback: &Feedback,
    played_out: bool,
    on_retry: Callback<MouseEvent>,
    lang: Lang,
) -> Html {
    let decisions = lesson_text(index, lang).map_or(&[][..], |text| text.decisions);
    match feedback {
        Feedback::None => Html::default(),
        Feedback::Right(d) => html! {
            <div class="lc-feedback right" data-testid="lesson-feedback" data-kind="right" role="status">
                <p><strong>{ Text::Right.text(lang) }</strong>{ " " }
                   <span class="lc-piste-label">{ Text::OnThePiste.text(lang) }{ lang.texts().pick(": ", "\u{202F}: ") }</span>
                   { decisions.get(*d).map(|w| w.right).unwrap_or_default() }</p>
            </div>
        },
        Feedback::Wrong { decision, wrong } => html! {
            <div class="lc-feedback wrong" data-testid="lesson-feedback" data-kind="wrong"
                 data-wrong={format!("{decision}-{wrong}")} role="alert">
                <p><strong>{ Text::Wrong.text(lang) }</strong>{ " " }
                   { decisions.get(*decision).and_then(|w| w.wrong.get(*wrong)).copied().unwrap_or_default() }</p>
                if played_out {
                    <p class="lc-played-out">{ Text::PlayedOutNote.text(lang) }</p>
                    <button type="button" class="eg-btn primary" data-testid="learn-retry" onclick={on_retry}>{ Text::TryAgain.text(lang) }</button>
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
    }
}
