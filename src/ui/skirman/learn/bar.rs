//! The lesson's action bar under the hand: what the selected cards can be tried as. Unlike the
//! bout's bar it offers answers the rules refuse too (the lesson then explains why), so a wrong
//! card is never a dead end.
use crate::games::skirman::{Action, Card, Phase};
use crate::i18n::skirman::card_name;
use crate::i18n::skirman_course::Text;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonBarProps {
    pub phase: Phase,
    pub selected: Vec<Card>,
    /// Conceding (or passing) is a legal answer now.
    pub can_decline: bool,
    pub on_try: Callback<Action>,
    pub on_clear: Callback<()>,
}

/// The attempts the selection offers in `phase`: (action, label, test id).
pub fn attempts(phase: Phase, selected: &[Card]) -> Vec<(Action, Text, &'static str)> {
    match *selected {
        [c] => {
            let main = if phase == Phase::DefFeinte {
                (Action::Attente(c), Text::PlaceFaceDown, "learn-attente")
            } else {
                (Action::Play(c), Text::Play, "learn-play")
            };
            let mut out = vec![main];
            if phase == Phase::DefFeinte {
                out.push((Action::Play(c), Text::Play, "learn-play"));
            }
            out.push((Action::Discard(c), Text::Discard, "learn-discard"));
            out
        }
        [a, b] => match phase {
            Phase::DefAc { .. } => vec![(Action::keep(a, b), Text::KeepTwo, "learn-keep")],
            _ => vec![(Action::pair(a, b), Text::PlayBoth, "learn-pair")],
        },
        _ => Vec::new(),
    }
}

#[function_component(LessonBar)]
pub fn lesson_bar(props: &LessonBarProps) -> Html {
    let lang = use_lang();
    let names: Vec<String> = props.selected.iter().map(|c| card_name(*c, lang)).collect();
    let names = names.join(" + ");
    let buttons = attempts(props.phase, &props.selected)
        .into_iter()
        .enumerate()
        .map(|(i, (action, label, id))| {
            let on_try = props.on_try.clone();
            html! {
                <button type="button" class={classes!("eg-btn", (i == 0).then_some("primary"))} data-testid={id}
                        onclick={Callback::from(move |_| on_try.emit(action))}>
                    { format!("{} · {names}", label.text(lang)) }
                </button>
            }
        });
    let clear = props.on_clear.clone();
    let decline = props.can_decline.then(|| {
        let on_try = props.on_try.clone();
        html! {
            <button type="button" class="eg-btn" data-testid="learn-decline"
                    onclick={Callback::from(move |_| on_try.emit(Action::Decline))}>{ Text::Concede.text(lang) }</button>
        }
    });
    html! {
        <div class="sk-actions" data-testid="learn-actions">
            { for buttons }
            { for decline }
            if props.selected.is_empty() {
                <p class="sk-hand-hint">{ Text::SelectHint.text(lang) }</p>
            } else {
                <button type="button" class="eg-btn" data-testid="learn-clear"
                        onclick={Callback::from(move |_| clear.emit(()))}>{ Text::ClearSelection.text(lang) }</button>
            }
        </div>
    }
}
