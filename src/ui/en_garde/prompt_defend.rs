//! The prompt under attack: parry, retreat (from an indirect attack, in Advanced), or take the
//! hit (asked twice when a parry was possible).
use super::prompt::{button, play, Choices, PromptProps};
use crate::games::en_garde::{Action, Attack, AttackKind, Direction, Event};
use crate::i18n::en_garde::{event_text, Text};
use crate::i18n::Lang;
use yew::prelude::*;

pub fn defend_choices(props: &PromptProps, attack: Attack, lang: Lang) -> Choices {
    let view = &props.view;
    let me = view.viewer;
    let legal = view.legal_actions();
    let said = event_text(
        &Event::Attacked {
            seat: me.other(),
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
            play(props, Action::TakeHit),
        ));
        items.push(button(
            Text::Parry.text(lang).into(),
            "parry",
            true,
            play(props, Action::Parry),
        ));
        return (
            Text::ConfirmTakeHit.text(lang).into(),
            html! { <>{ for items }</> },
        );
    }
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
            play(props, Action::Parry),
        ));
    }
    if attack.kind == AttackKind::Indirect {
        for action in &legal {
            if let Action::Retreat { card } = *action {
                let to = view.piste.step(me, card, Direction::Back).unwrap_or(0);
                items.push(button(
                    format!("{} {card} → {to}", Text::Retreat.text(lang)),
                    &format!("retreat-{card}"),
                    false,
                    play(props, *action),
                ));
            }
        }
    }
    let take_hit = if can_parry {
        let ask = props.on_ask_take_hit.clone();
        Callback::from(move |_| ask.emit(()))
    } else {
        play(props, Action::TakeHit)
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
