//! The decision panel: what the viewer can do now with the chosen card, or how to answer an
//! attack. Every state has a next step; refusals are explained in words.
use super::selection::Selection;
use crate::games::en_garde::{Action, AttackKind, Direction, Event, Level, Phase, View};
use crate::i18n::en_garde::Names;
use crate::i18n::en_garde::{event_text, Text};
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
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

fn button(label: String, testid: &str, primary: bool, onclick: Callback<MouseEvent>) -> Html {
    html! {
        <button type="button" class={classes!("eg-btn", primary.then_some("primary"))}
                data-testid={testid.to_string()} data-cancel={(testid == "cancel").then_some("")} {onclick}>{ label }</button>
    }
}

#[function_component(Prompt)]
pub fn prompt(props: &PromptProps) -> Html {
    let lang = use_lang();
    let view = &props.view;
    let legal = view.legal_actions();
    let me = view.viewer;
    let play = |action: Action| {
        let on_play = props.on_play.clone();
        Callback::from(move |_: MouseEvent| on_play.emit(action))
    };
    let cancel = {
        let on_clear = props.on_clear.clone();
        button(
            Text::Cancel.text(lang).into(),
            "cancel",
            false,
            Callback::from(move |_| on_clear.emit(())),
        )
    };
    let count_picker = |card: u8, max: u8| -> Html {
        if max <= 1 {
            return html! {};
        }
        let options = (1..=max).map(|n| {
            let on_count = props.on_count.clone();
            html! {
                <button type="button" class={classes!("eg-count", (props.selection.count == n).then_some("on"))}
                        aria-pressed={(props.selection.count == n).to_string()}
                        data-testid={format!("count-{n}")}
                        onclick={Callback::from(move |_| on_count.emit(n))}>{ format!("{n}×{card}") }</button>
            }
        });
        html! {
            <div class="eg-counts" role="group" aria-label={Text::CardsToAttack.text(lang)}>
                <span>{ Text::CardsToAttack.text(lang) }</span>{ for options }
            </div>
        }
    };

    let (message, buttons): (String, Html) = if props.computer_thinking {
        (Text::ComputerThinking.text(lang).into(), html! {})
    } else if !view.is_my_turn() {
        (String::new(), html! {})
    } else {
        match view.phase {
            Phase::Turn { .. } => {
                match (props.selection.advance, props.selection.card) {
                    (None, None) => (Text::ChooseCard.text(lang).into(), html! {}),
                    (None, Some(card)) => {
                        let mut items = Vec::new();
                        for direction in [Direction::Forward, Direction::Back] {
                            let action = Action::Move { card, direction };
                            if legal.contains(&action) {
                                let to = view.piste.step(me, card, direction).unwrap_or(0);
                                let (label, id) = match direction {
                                    Direction::Forward => (Text::Forward, "move-forward"),
                                    Direction::Back => (Text::Back, "move-back"),
                                };
                                items.push(button(
                                    format!("{} {card} → {to}", label.text(lang)),
                                    id,
                                    false,
                                    play(action),
                                ));
                            }
                        }
                        let attack = Action::Attack {
                            card,
                            count: props.selection.count,
                        };
                        if legal.contains(&attack) {
                            let max = if view.rules.level() == Level::Basic {
                                1
                            } else {
                                view.private.hand.count(card)
                            };
                            items.push(count_picker(card, max));
                            items.push(button(
                                format!(
                                    "{} {}×{card}",
                                    Text::Attack.text(lang),
                                    props.selection.count
                                ),
                                "attack",
                                true,
                                play(attack),
                            ));
                        }
                        if legal.iter().any(|a| matches!(a, Action::AdvanceAttack { advance, .. } if *advance == card)) {
                        let start = props.on_start_advance.clone();
                        items.push(button(
                            format!("{} ({card})", Text::AdvanceAttack.text(lang)),
                            "advance-attack",
                            false,
                            Callback::from(move |_| start.emit(card)),
                        ));
                    }
                        items.push(cancel.clone());
                        (String::new(), html! { <>{ for items }</> })
                    }
                    (Some(advance), None) => {
                        let to = view
                            .piste
                            .step(me, advance, Direction::Forward)
                            .unwrap_or(0);
                        (
                            format!(
                                "{} {advance} → {to}. {}",
                                Text::Forward.text(lang),
                                Text::ChooseAttackCards.text(lang)
                            ),
                            cancel.clone(),
                        )
                    }
                    (Some(advance), Some(card)) => {
                        let held = view.private.hand.count(card) - u8::from(card == advance);
                        let action = Action::AdvanceAttack {
                            advance,
                            card,
                            count: props.selection.count,
                        };
                        let confirm = if legal.contains(&action) {
                            button(
                                format!(
                                    "{} {advance}, {} {}×{card}",
                                    Text::Forward.text(lang),
                                    Text::AttackLower.text(lang),
                                    props.selection.count
                                ),
                                "confirm-advance-attack",
                                true,
                                play(action),
                            )
                        } else {
                            html! {}
                        };
                        (
                            String::new(),
                            html! { <>{ count_picker(card, held) }{ confirm }{ cancel.clone() }</> },
                        )
                    }
                }
            }
            Phase::Defend { attack, .. } => {
                let attacker = me.other();
                let said = event_text(
                    &Event::Attacked {
                        seat: attacker,
                        card: attack.value,
                        count: attack.count,
                    },
                    &props.names,
                    true,
                    lang,
                );
                let can_parry = legal.contains(&Action::Parry);
                let mut items = Vec::new();
                if props.confirming_take_hit {
                    items.push(button(
                        Text::TakeHit.text(lang).into(),
                        "confirm-take-hit",
                        false,
                        play(Action::TakeHit),
                    ));
                    items.push(button(
                        Text::Parry.text(lang).into(),
                        "parry",
                        true,
                        play(Action::Parry),
                    ));
                    (
                        Text::ConfirmTakeHit.text(lang).into(),
                        html! { <>{ for items }</> },
                    )
                } else {
                    if can_parry {
                        items.push(button(
                            format!(
                                "{} ({}×{})",
                                Text::Parry.text(lang),
                                attack.count,
                                attack.value
                            ),
                            "parry",
                            true,
                            play(Action::Parry),
                        ));
                    }
                    if attack.kind == AttackKind::Indirect {
                        for action in legal.iter().filter(|a| matches!(a, Action::Retreat { .. })) {
                            if let Action::Retreat { card } = *action {
                                let to = view.piste.step(me, card, Direction::Back).unwrap_or(0);
                                items.push(button(
                                    format!("{} {card} → {to}", Text::Retreat.text(lang)),
                                    &format!("retreat-{card}"),
                                    false,
                                    play(*action),
                                ));
                            }
                        }
                    }
                    let take_hit = if can_parry {
                        let ask = props.on_ask_take_hit.clone();
                        Callback::from(move |_| ask.emit(()))
                    } else {
                        play(Action::TakeHit)
                    };
                    items.push(button(
                        Text::TakeHit.text(lang).into(),
                        "take-hit",
                        items.is_empty(),
                        take_hit,
                    ));
                    let headline = if legal.len() == 1 {
                        format!("{said} {}", Text::CannotAnswer.text(lang))
                    } else {
                        format!("{} {said}", Text::UnderAttack.text(lang))
                    };
                    (headline, html! { <>{ for items }</> })
                }
            }
            Phase::FinalAttack { .. } => {
                let mut items = Vec::new();
                for action in legal.iter().filter(|a| matches!(a, Action::Attack { .. })) {
                    if let Action::Attack { card, count } = *action {
                        items.push(button(
                            format!("{} {count}×{card}", Text::Attack.text(lang)),
                            "attack",
                            true,
                            play(*action),
                        ));
                    }
                }
                items.push(button(
                    Text::Pass.text(lang).into(),
                    "pass",
                    false,
                    play(Action::Pass),
                ));
                (
                    Text::FinalAttackPrompt.text(lang).into(),
                    html! { <>{ for items }</> },
                )
            }
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
