//! The action bar under the hand: the buttons for what the selected cards can do now, and "accept
//! the touch" (or, with nothing else possible, "take the attack" / "pass", SK34). Only legal
//! actions get a button.
use super::hand::uses;
use super::names::card_name;
use crate::games::skirman::{Action, Card, Phase};
use crate::i18n::skirman::decline_label;
use crate::i18n::skirman_screen::Text;
use crate::i18n::Lang;
use yew::prelude::*;

pub struct ActionBarProps {
    pub legal: Vec<Action>,
    pub phase: Phase,
    pub selected: Vec<Card>,
    pub on_play: Callback<Action>,
    pub on_clear: Callback<()>,
}

/// The buttons for what the selected cards can do now, and "accept the touch" (or, with nothing
/// else possible, "take the attack" / "pass"). A view function of the board's, not a component
/// (a component type costs its page 0.5 KB).
pub fn action_bar(props: ActionBarProps, lang: Lang) -> Html {
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
            ) && uses(a, props.selected[0])
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
    let decides = !candidates.is_empty() || decline.is_some();
    let buttons = candidates.into_iter().map(|(action, label, id)| {
        let on_play = props.on_play.clone();
        html! {
            <button type="button" class="eg-btn primary" data-testid={id}
                    onclick={Callback::from(move |_| on_play.emit(action))}>{ label }</button>
        }
    });
    let clear = props.on_clear.clone();
    html! {
        <div class="sk-actions" data-testid="actions" data-decision={decides.then_some("2")}>
            { for buttons }
            { decline.unwrap_or_default() }
            if !props.selected.is_empty() {
                <button type="button" class="eg-btn" data-testid="act-clear" data-cancel="" onclick={Callback::from(move |_| clear.emit(()))}>{ Text::ClearSelection.text(lang) }</button>
            }
            if let Some(hint) = hint {
                <p class="sk-hand-hint" data-testid="action-hint">{ hint.text(lang) }</p>
            }
        </div>
    }
}
