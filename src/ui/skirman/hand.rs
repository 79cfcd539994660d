//! The viewer's hand. Cards that some legal action uses are highlighted; the others are dimmed
//! and say why (tooltip on hover and focus, and in the teaching panel's list), in the rules' own
//! words. Each card has an info button that opens the glossary on it without leaving the bout.
//! Two-card actions: select two cards, then confirm in the action bar (`actions`).
use super::card::{card_face, with_break_points};
use super::names::card_name;
use crate::games::skirman::{Action, Card};
use crate::i18n::skirman_screen::Text;
use crate::i18n::Lang;
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

pub struct HandProps {
    pub hand: Vec<Card>,
    pub legal: Vec<Action>,
    /// Per hand index: why the card cannot be played now (`None` when it can).
    pub reasons: Vec<Option<String>>,
    pub selection: Vec<usize>,
    pub my_turn: bool,
    pub on_toggle: Callback<usize>,
    pub on_info: Callback<Card>,
    /// A hint's move: the cards it plays are highlighted.
    pub hint: Option<Action>,
}

/// A view function of the boards', not a component (a component type costs its page 0.5 KB).
pub fn hand_view(props: HandProps, lang: Lang) -> Html {
    let items = props.hand.iter().enumerate().map(|(i, &card)| {
        // Keyed by the card (and which copy of it): playing or drawing a card leaves the
        // other cards' nodes as they are (keyed by position, every card after it was drawn
        // again, its picture parsed anew).
        let copy = props.hand[..i].iter().filter(|&&c| c == card).count();
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
            selected.then_some("selected"),
            props.hint.is_some_and(|a| uses(&a, card)).then_some("hint")
        );
        let why_id = format!("sk-why-{i}");
        let on_toggle = props.on_toggle.clone();
        let on_info = props.on_info.clone();
        // The name as the face writes it (its soft hyphens): the words seen are the words of
        // the button's name.
        let shown = with_break_points(&name);
        let label = match &reason {
            Some(why) if props.my_turn => format!("{shown} — {why}"),
            _ => shown,
        };
        html! {
            <li key={format!("{}-{copy}", card.slug())}>
                <button type="button" {class} data-testid={format!("hand-card-{i}")} data-card={card.slug()}
                        aria-pressed={selected.to_string()} aria-label={label}
                        aria-disabled={(!usable).to_string()}
                        onclick={Callback::from(move |_| on_toggle.emit(i))}>
                    { card_face(card, &name, false) }
                </button>
                <button type="button" class="sk-info" data-testid={format!("card-info-{i}")}
                        aria-label={format!("{} — {name}", Text::CardInfo.text(lang))} title={Text::CardInfo.text(lang)}
                        onclick={Callback::from(move |_| on_info.emit(card))}>{ "i" }</button>
                if let (Some(why), true) = (reason, props.my_turn) {
                    <span class="card-why" role="tooltip" id={why_id}>{ why }</span>
                }
            </li>
        }
    });
    html! {
        <section class="sk-hand" data-testid="hand" aria-labelledby="sk-hand-title">
            <div class="sk-hand-head">
                <h2 id="sk-hand-title">{ Text::YourHand.text(lang) }</h2>
            </div>
            <ul class="sk-cards" data-rove=".sk-pick" data-decision={props.my_turn.then_some("1")}>{ for items }</ul>
        </section>
    }
}
