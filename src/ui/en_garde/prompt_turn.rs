//! The prompt on the viewer's turn, once a card is chosen: move it forward or back, attack
//! with it (how many copies, in Standard and Advanced), or advance with it and then attack.
use super::prompt::{button, cancel, play, Choices, PromptProps};
use crate::games::en_garde::{Action, Direction, Level};
use crate::i18n::en_garde::Text;
use crate::i18n::Lang;
use yew::prelude::*;

pub fn turn_choices(props: &PromptProps, lang: Lang) -> Choices {
    let view = &props.view;
    match (props.selection.advance, props.selection.card) {
        (None, None) => (Text::ChooseCard.text(lang).into(), html! {}),
        (None, Some(card)) => card_choices(props, card, lang),
        (Some(advance), None) => {
            let to = view
                .piste
                .step(view.viewer, advance, Direction::Forward)
                .unwrap_or(0);
            (
                format!(
                    "{} {advance} → {to}. {}",
                    Text::Forward.text(lang),
                    Text::ChooseAttackCards.text(lang)
                ),
                cancel(props, lang),
            )
        }
        (Some(advance), Some(card)) => {
            let held = view.private.hand.count(card) - u8::from(card == advance);
            let action = Action::AdvanceAttack {
                advance,
                card,
                count: props.selection.count,
            };
            let confirm = if view.legal_actions().contains(&action) {
                button(
                    format!(
                        "{} {advance}, {} {}×{card}",
                        Text::Forward.text(lang),
                        Text::AttackLower.text(lang),
                        props.selection.count
                    ),
                    "confirm-advance-attack",
                    true,
                    play(props, action),
                )
            } else {
                html! {}
            };
            (
                String::new(),
                html! { <>{ count_picker(props, card, held, lang) }{ confirm }{ cancel(props, lang) }</> },
            )
        }
    }
}

/// One card chosen: move with it, attack with it, or start an advance-and-attack.
fn card_choices(props: &PromptProps, card: u8, lang: Lang) -> Choices {
    let view = &props.view;
    let legal = view.legal_actions();
    let mut items = Vec::new();
    for direction in [Direction::Forward, Direction::Back] {
        let action = Action::Move { card, direction };
        if legal.contains(&action) {
            let to = view.piste.step(view.viewer, card, direction).unwrap_or(0);
            let (label, id) = match direction {
                Direction::Forward => (Text::Forward, "move-forward"),
                Direction::Back => (Text::Back, "move-back"),
            };
            items.push(button(
                format!("{} {card} → {to}", label.text(lang)),
                id,
                false,
                play(props, action),
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
        items.push(count_picker(props, card, max, lang));
        items.push(button(
            format!(
                "{} {}×{card}",
                Text::Attack.text(lang),
                props.selection.count
            ),
            "attack",
            true,
            play(props, attack),
        ));
    }
    if legal
        .iter()
        .any(|a| matches!(a, Action::AdvanceAttack { advance, .. } if *advance == card))
    {
        let start = props.on_start_advance.clone();
        items.push(button(
            format!("{} ({card})", Text::AdvanceAttack.text(lang)),
            "advance-attack",
            false,
            Callback::from(move |_| start.emit(card)),
        ));
    }
    items.push(cancel(props, lang));
    (String::new(), html! { <>{ for items }</> })
}

/// How many copies of `card` to attack with (1 to `max`); nothing when there is no choice.
fn count_picker(props: &PromptProps, card: u8, max: u8, lang: Lang) -> Html {
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
}
