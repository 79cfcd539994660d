//! The decision panel: what the viewer can do now with the chosen card, or how to answer an
//! attack. Every state has a next step; refusals are explained in words. The choices of each
//! phase: `prompt_turn` (move, attack, advance-and-attack), `prompt_defend` (parry, retreat,
//! take the hit) and the final attack here.
use super::prompt_defend::defend_choices;
use super::prompt_turn::turn_choices;
use super::selection::Selection;
use crate::games::en_garde::{Action, Phase, View};
use crate::i18n::en_garde::Names;
use crate::i18n::en_garde::Text;
use crate::i18n::Lang;
use yew::prelude::*;

pub struct PromptProps {
    pub view: View,
    pub selection: Selection,
    pub names: Names,
    pub refusal: Option<String>,
    pub confirming_take_hit: bool,
    pub computer_thinking: bool,
    pub on_play: Callback<Action>,
    pub on_count: Callback<u8>,
    pub on_start_advance: Callback<u8>,
    pub on_clear: Callback<()>,
    pub on_ask_take_hit: Callback<()>,
}

pub(super) fn button(
    label: String,
    testid: &str,
    primary: bool,
    onclick: Callback<MouseEvent>,
) -> Html {
    html! {
        <button type="button" class={classes!("eg-btn", primary.then_some("primary"))}
                data-testid={testid.to_string()} data-cancel={(testid == "cancel").then_some("")} {onclick}>{ label }</button>
    }
}

/// What the prompt says, and the buttons of the decision.
pub(super) type Choices = (String, Html);

/// A button's press plays `action`.
pub(super) fn play(props: &PromptProps, action: Action) -> Callback<MouseEvent> {
    let on_play = props.on_play.clone();
    Callback::from(move |_: MouseEvent| on_play.emit(action))
}

/// Drops the cards chosen (Escape presses it).
pub(super) fn cancel(props: &PromptProps, lang: Lang) -> Html {
    let on_clear = props.on_clear.clone();
    button(
        Text::Cancel.text(lang).into(),
        "cancel",
        false,
        Callback::from(move |_| on_clear.emit(())),
    )
}

/// A view function of the board's, not a component (a component type costs its page 0.5 KB).
pub fn prompt(props: &PromptProps, lang: Lang) -> Html {
    let view = &props.view;
    let (message, buttons): Choices = if props.computer_thinking {
        (Text::ComputerThinking.text(lang).into(), html! {})
    } else if !view.is_my_turn() {
        (String::new(), html! {})
    } else {
        match view.phase {
            Phase::Turn { .. } => turn_choices(props, lang),
            Phase::Defend { attack, .. } => defend_choices(props, attack, lang),
            Phase::FinalAttack { .. } => final_attack_choices(props, lang),
            Phase::MatchOver { .. } => (Text::MatchOver.text(lang).into(), html! {}),
        }
    };
    html! {
        <section class="eg-prompt" data-testid="prompt" aria-live="polite">
            if !message.is_empty() {
                <p class={classes!("eg-message", props.computer_thinking.then_some("thinking"))} data-testid="prompt-message">{ message }</p>
            }
            <div class="eg-actions" data-decision="2">{ buttons }</div>
            if let Some(refusal) = &props.refusal {
                <p class="eg-refusal" role="alert" data-testid="refusal">{ refusal }</p>
            }
        </section>
    }
}

/// Basic's last attack, once the pile is empty: an attack the hand allows, or pass.
fn final_attack_choices(props: &PromptProps, lang: Lang) -> Choices {
    let mut items = Vec::new();
    for action in props.view.legal_actions() {
        if let Action::Attack { card, count } = action {
            items.push(button(
                format!("{} {count}×{card}", Text::Attack.text(lang)),
                "attack",
                true,
                play(props, action),
            ));
        }
    }
    items.push(button(
        Text::Pass.text(lang).into(),
        "pass",
        false,
        play(props, Action::Pass),
    ));
    (
        Text::FinalAttackPrompt.text(lang).into(),
        html! { <>{ for items }</> },
    )
}
