//! The viewer's hand. A card that can be played now is a button; one that cannot says why on
//! hover and focus (and on click), in plain words from the rules' own error.
use super::selection::Selection;
use crate::games::en_garde::{Action, Direction, Phase, View};
use crate::i18n::en_garde::Text;
use crate::i18n::Explain;
use crate::i18n::Lang;
use yew::prelude::*;

/// Whether `card` can start an action now, or the reason it cannot.
pub fn card_status(
    view: &View,
    selection: &Selection,
    card: u8,
    lang: crate::i18n::Lang,
) -> Result<(), String> {
    let legal = view.legal_actions();
    if let Some(advance) = selection.advance {
        let usable = legal.iter().any(|a| matches!(a, Action::AdvanceAttack { advance: v, card: c, .. } if *v == advance && *c == card));
        if usable {
            return Ok(());
        }
        let probe = Action::AdvanceAttack {
            advance,
            card,
            count: 1,
        };
        return Err(view
            .check(&probe)
            .err()
            .map(|e| e.explain(lang))
            .unwrap_or_default());
    }
    let usable = legal.iter().any(|a| match *a {
        Action::Move { card: c, .. } | Action::Attack { card: c, .. } => c == card,
        Action::AdvanceAttack { advance, .. } => advance == card,
        _ => false,
    });
    if usable {
        return Ok(());
    }
    let reasons: Vec<String> = [Direction::Forward, Direction::Back]
        .into_iter()
        .filter_map(|direction| view.check(&Action::Move { card, direction }).err())
        .map(|e| e.explain(lang))
        .collect();
    let mut unique: Vec<String> = Vec::new();
    for r in reasons {
        if !unique.contains(&r) {
            unique.push(r);
        }
    }
    Err(unique.join(" "))
}

pub struct HandProps {
    pub view: View,
    pub selection: Selection,
    pub on_select: Callback<u8>,
    pub on_refused: Callback<String>,
    /// A hint's move: the cards it plays are highlighted.
    pub hint: Option<Action>,
}

/// How many cards of each value (index 1..=5) `action` plays from `view`'s hand.
fn cards_played(action: Option<Action>, view: &View) -> [u8; 6] {
    let mut counts = [0u8; 6];
    let mut add = |card: u8, n: u8| {
        if let Some(c) = counts.get_mut(usize::from(card)) {
            *c = c.saturating_add(n);
        }
    };
    match action {
        Some(Action::Move { card, .. } | Action::Retreat { card }) => add(card, 1),
        Some(Action::Attack { card, count }) => add(card, count),
        Some(Action::AdvanceAttack {
            advance,
            card,
            count,
        }) => {
            add(advance, 1);
            add(card, count);
        }
        Some(Action::Parry) => {
            if let Phase::Defend { attack, .. } = view.phase {
                add(attack.value, attack.count);
            }
        }
        _ => {}
    }
    counts
}

/// A view function of the board's, not a component (a component type costs its page 0.5 KB).
pub fn hand_view(props: &HandProps, lang: Lang) -> Html {
    let view = &props.view;
    let my_decision = view.is_my_turn();
    let choosing = my_decision && matches!(view.phase, Phase::Turn { .. });
    // In a defence, the cards that would parry are shown pre-selected.
    let parry_value = match view.phase {
        Phase::Defend { attack, .. }
            if my_decision && view.private.hand.count(attack.value) >= attack.count =>
        {
            Some((attack.value, attack.count))
        }
        _ => None,
    };
    let mut parry_left = parry_value.map(|(_, n)| n).unwrap_or(0);
    let mut attack_left = props.selection.count;
    let cards = view.private.hand.cards();
    let mut advance_marked = false;
    let mut hint_left = cards_played(props.hint, view);
    let items = cards.iter().enumerate().map(|(i, &card)| {
        let mut marks = Vec::new();
        let hinted = hint_left
            .get_mut(usize::from(card))
            .filter(|n| **n > 0)
            .map(|n| *n -= 1)
            .is_some();
        let hint = hinted.then_some("hint");
        if parry_value.is_some_and(|(v, _)| v == card) && parry_left > 0 {
            parry_left -= 1;
            marks.push("parry");
        }
        if props.selection.advance == Some(card) && !advance_marked {
            advance_marked = true;
            marks.push("advance");
        } else if props.selection.card == Some(card) && attack_left > 0 {
            attack_left -= 1;
            marks.push("selected");
        }
        let pips = (0..card).map(|_| html! { <span class="eg-card-pip"></span> });
        let face = html! {
            <>
                <span class="eg-card-value">{ card }</span>
                <span class="eg-card-pips" aria-hidden="true">{ for pips }</span>
            </>
        };
        // The card chosen to advance is committed: shown, labelled, not clickable.
        if !choosing || marks.contains(&"advance") {
            return html! {
                <li key={i}>
                    <div class={classes!("eg-card", "static", marks.clone(), hint)} data-card={card.to_string()}>{ face }</div>
                </li>
            };
        }
        let status = card_status(view, &props.selection, card, lang);
        match status {
            Ok(()) => {
                let on_select = props.on_select.clone();
                html! {
                    <li key={i}>
                        <button type="button" class={classes!("eg-card", marks.clone(), hint)} data-card={card.to_string()}
                                aria-pressed={(!marks.is_empty()).to_string()}
                                onclick={Callback::from(move |_| on_select.emit(card))}>
                            { face }
                        </button>
                    </li>
                }
            }
            Err(reason) => {
                let on_refused = props.on_refused.clone();
                let why_id = format!("eg-why-{i}");
                let shown = reason.clone();
                html! {
                    <li key={i}>
                        <button type="button" class="eg-card unplayable" data-card={card.to_string()}
                                aria-disabled="true" aria-describedby={why_id.clone()}
                                onclick={Callback::from(move |_| on_refused.emit(reason.clone()))}>
                            { face }
                        </button>
                        <span class="card-why" role="tooltip" id={why_id}>{ shown }</span>
                    </li>
                }
            }
        }
    });
    html! {
        <section class="eg-hand" data-testid="hand" aria-label={Text::YourHand.text(lang)}>
            <h2 class="eg-hand-title">{ Text::YourHand.text(lang) }</h2>
            <ul class="eg-cards" data-rove="" data-decision={choosing.then_some("1")}>{ for items }</ul>
        </section>
    }
}
