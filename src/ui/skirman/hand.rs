//! The viewer's hand and the action bar under it. Cards that some legal action uses are
//! highlighted; the others are dimmed and say why (tooltip on hover and focus, and in the
//! teaching panel's list), in the rules' own words. Each card has an info button that opens the
//! glossary on it without leaving the bout. Two-card actions: select two cards, then confirm.
use super::card::card_face;
use super::names::{card_name, slug};
use crate::games::skirman::{Action, Card, Phase};
use crate::i18n::skirman::decline_label;
use crate::i18n::skirman_screen::Text;
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Whether `card` takes part in one of the `legal` actions.
pub fn uses(action: &Action, card: Card) -> bool {
    match *action {
        Action::Play(c) | Action::Discard(c) | Action::Attente(c) => c == card,
        Action::PlayTwo(a, b) | Action::Keep(a, b) | Action::ThrowAttacks(a, b) => {
            a == card || b == card
        }
        Action::Decline => false,
    }
}

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub hand: Vec<Card>,
    pub legal: Vec<Action>,
    /// Per hand index: why the card cannot be played now (`None` when it can).
    pub reasons: Vec<Option<String>>,
    pub selection: Vec<usize>,
    pub my_turn: bool,
    pub on_toggle: Callback<usize>,
    pub on_info: Callback<Card>,
}

#[function_component(HandView)]
pub fn hand_view(props: &HandProps) -> Html {
    let lang = use_lang();
    let items = props.hand.iter().enumerate().map(|(i, &card)| {
        let name = card_name(card, lang);
        let selected = props.selection.contains(&i);
        let reason = props.reasons.get(i).cloned().flatten();
        let playable = props.my_turn && reason.is_none();
        // A dimmed card may still be discarded: it stays clickable then.
        let usable = props.legal.iter().any(|a| uses(a, card));
        let class = classes!(
            "sk-pick",
            (props.my_turn && playable).then_some("playable"),
            (props.my_turn && !playable).then_some("dimmed"),
            (!props.my_turn).then_some("idle"),
            selected.then_some("selected")
        );
        let why_id = format!("sk-why-{i}");
        let on_toggle = props.on_toggle.clone();
        let on_info = props.on_info.clone();
        let label = match &reason {
            Some(why) if props.my_turn => format!("{name} — {why}"),
            _ => name.clone(),
        };
        html! {
            <li key={format!("{i}-{}", slug(card))}>
                <button type="button" {class} data-testid={format!("hand-card-{i}")} data-card={slug(card)}
                        aria-pressed={selected.to_string()} aria-label={label}
                        aria-disabled={(!usable).to_string()}
                        onclick={Callback::from(move |_| on_toggle.emit(i))}>
                    { card_face(card, &name, false) }
                </button>
                <button type="button" class="sk-info" data-testid={format!("card-info-{i}")}
                        aria-label={format!("{} — {name}", Text::CardInfo.text(lang))} title={Text::CardInfo.text(lang)}
                        onclick={Callback::from(move |_| on_info.emit(card))}>{ "i" }</button>
                if let (Some(why), true) = (reason, props.my_turn) {
                    <span class="sk-why" role="tooltip" id={why_id}>{ why }</span>
                }
            </li>
        }
    });
    html! {
        <section class="sk-hand" data-testid="hand" aria-labelledby="sk-hand-title">
            <div class="sk-hand-head">
                <h2 id="sk-hand-title">{ Text::YourHand.text(lang) }</h2>
            </div>
            <ul class="sk-cards">{ for items }</ul>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct ActionBarProps {
    pub legal: Vec<Action>,
    pub phase: Phase,
    pub selected: Vec<Card>,
    pub on_play: Callback<Action>,
    pub on_clear: Callback<()>,
}

/// The buttons for what the selected cards can do now, and "accept the touch" (or, with nothing
/// else possible, "take the attack" / "pass").
#[function_component(ActionBar)]
pub fn action_bar(props: &ActionBarProps) -> Html {
    let lang = use_lang();
    let legal = &props.legal;
    let mut candidates: Vec<(Action, String, &str)> = Vec::new();
    match props.selected.as_slice() {
        [c] => {
            let name = card_name(*c, lang);
            for (action, label, id) in [
                (Action::Play(*c), Text::Play, "act-play"),
                (Action::Attente(*c), Text::PlaceFaceDown, "act-attente"),
                (Action::Discard(*c), Text::Discard, "act-discard"),
            ] {
                if legal.contains(&action) {
                    candidates.push((action, format!("{} · {name}", label.text(lang)), id));
                }
            }
        }
        [a, b] => {
            let names = format!("{} + {}", card_name(*a, lang), card_name(*b, lang));
            for (action, label, id) in [
                (Action::pair(*a, *b), Text::PlayPair, "act-pair"),
                (Action::keep(*a, *b), Text::Keep, "act-keep"),
                (Action::throw(*a, *b), Text::ThrowAttacks, "act-throw"),
            ] {
                if legal.contains(&action) {
                    candidates.push((action, format!("{} · {names}", label.text(lang)), id));
                }
            }
        }
        _ => {}
    }
    let pairs_with_first = props.selected.len() == 1
        && legal.iter().any(|a| {
            matches!(
                a,
                Action::PlayTwo(..) | Action::Keep(..) | Action::ThrowAttacks(..)
            ) && super::hand::uses(a, props.selected[0])
        });
    let hint = match props.selected.len() {
        0 => Some(Text::SelectHint),
        1 if pairs_with_first => Some(Text::SelectSecond),
        2 if candidates.is_empty() => Some(Text::NoPair),
        _ => None,
    };
    // SK34: offered only to concede a TOUCHE, or when nothing else is possible.
    let decline = legal.contains(&Action::Decline).then(|| {
        let label = decline_label(props.phase, lang);
        let on_play = props.on_play.clone();
        html! {
            <button type="button" class="eg-btn" data-testid="act-decline"
                    onclick={Callback::from(move |_| on_play.emit(Action::Decline))}>{ label }</button>
        }
    });
    let buttons = candidates.into_iter().map(|(action, label, id)| {
        let on_play = props.on_play.clone();
        html! {
            <button type="button" class="eg-btn primary" data-testid={id}
                    onclick={Callback::from(move |_| on_play.emit(action))}>{ label }</button>
        }
    });
    let clear = props.on_clear.clone();
    html! {
        <div class="sk-actions" data-testid="actions">
            { for buttons }
            { for decline }
            if !props.selected.is_empty() {
                <button type="button" class="eg-btn" data-testid="act-clear" onclick={Callback::from(move |_| clear.emit(()))}>{ Text::ClearSelection.text(lang) }</button>
            }
            if let Some(hint) = hint {
                <p class="sk-hand-hint" data-testid="action-hint">{ hint.text(lang) }</p>
            }
        </div>
    }
}
