//! The display of five face-up cards, and the chooser for the card being considered: a split for
//! a numbered card, a direction for an Ace; each choice previewed before it is confirmed.
use super::table::Choice;
use crate::games::fifes::{Action, Card, Direction, Order, Rank, Suit, View};
use crate::i18n::fifes::{card_name, card_order, suit_name, unit_move_text, Text as Rules};
use crate::i18n::fifes_screen::{space_label, split_label, Text};
use crate::i18n::Explain;
use crate::ui::context::use_lang;
use crate::ui::suit_symbol::suit_symbol;
use yew::prelude::*;

fn rank_mark(card: Card) -> Html {
    match card.rank() {
        Rank::Ace => html! { <span class="fd-rank">{ "A" }</span> },
        Rank::Number(v) => html! { <span class="fd-rank">{ v }</span> },
        Rank::Crown => html! {
            <svg class="fd-rank fd-rank-crown" viewBox="-10 -10 20 20" aria-hidden="true">
                <path d="M -8 6 L -8 -4 L -4 1 L 0 -7 L 4 1 L 8 -4 L 8 6 Z" />
            </svg>
        },
        _ => html! {},
    }
}

fn suit_chip(suit: Suit, charging: Option<bool>, lang: crate::i18n::Lang) -> Html {
    let tag = match charging {
        Some(true) => Some(("charge", Text::ChargeMark.text(lang))),
        Some(false) => Some(("retreat", Rules::Retreats.text(lang))),
        None => None,
    };
    html! {
        <span class={classes!("fd-chip", tag.map(|t| t.0))}>
            <svg viewBox="-13 -13 26 26" aria-hidden="true"><circle class="fd-token-disc" r="12" />{ suit_symbol(suit) }</svg>
            <span>{ suit_name(suit, lang) }</span>
            if let Some((_, word)) = tag { <small>{ word }</small> }
        </span>
    }
}

#[derive(Properties, PartialEq)]
pub struct DisplayProps {
    pub view: View,
    pub choice: Choice,
    pub my_turn: bool,
    pub on_consider: Callback<Card>,
}

#[function_component(DisplayView)]
pub fn display_view(props: &DisplayProps) -> Html {
    let lang = use_lang();
    let view = &props.view;
    let cards = view.display.iter().enumerate().map(|(slot, &card)| {
        let charges = view.charges(card);
        let suits = card.suits().iter().enumerate().map(|(i, &suit)| suit_chip(suit, charges.map(|c| c[i]), lang));
        let crown = card.rank() == Rank::Crown;
        let chosen = props.choice.card == Some(card);
        let on_consider = props.on_consider.clone();
        let face = html! {
            <>
                <span class="fd-card-top">{ rank_mark(card) }<span class="fd-card-name">{ card_name(card, lang) }</span></span>
                <span class="fd-suits">{ for suits }</span>
                <span class="fd-card-order">{ card_order(card, lang) }</span>
                if crown { <span class="fd-crown-note">{ Text::CrownInDisplay.text(lang) }</span> }
            </>
        };
        let class = classes!("fd-card", crown.then_some("crown"), chosen.then_some("chosen"));
        if props.my_turn {
            html! {
                <li key={slot}>
                    <button type="button" {class} data-testid={format!("display-{slot}")} data-card={card.slug()}
                            aria-pressed={chosen.to_string()} onclick={Callback::from(move |_| on_consider.emit(card))}>
                        { face }
                    </button>
                </li>
            }
        } else {
            html! { <li key={slot}><div {class} data-testid={format!("display-{slot}")} data-card={card.slug()}>{ face }</div></li> }
        }
    });
    html! {
        <section class="fd-display" data-testid="display" aria-label={Rules::Display.text(lang)}>
            <h2>{ Rules::Display.text(lang) }</h2>
            <ul>{ for cards }</ul>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct ChooserProps {
    pub view: View,
    pub choice: Choice,
    pub on_share: Callback<u8>,
    pub on_direction: Callback<Direction>,
    pub on_confirm: Callback<()>,
    pub on_cancel: Callback<()>,
}

/// What to decide about the card being considered, with its previewed effect.
#[function_component(Chooser)]
pub fn chooser(props: &ChooserProps) -> Html {
    let lang = use_lang();
    let view = &props.view;
    let Some(card) = props.choice.card else {
        return html! { <p class="fd-hint" data-testid="chooser-hint">{ Text::ChooseCard.text(lang) }</p> };
    };
    let options = match card.order() {
        Order::Retreat { value, suits } => {
            let buttons = (1..value).map(|k| {
                let on_share = props.on_share.clone();
                let on = props.choice.first_share == k;
                let label = split_label((suit_name(suits[0], lang), k), (suit_name(suits[1], lang), value - k));
                html! {
                    <button type="button" class={classes!("fd-split", on.then_some("on"))} aria-pressed={on.to_string()}
                            data-testid={format!("split-{k}")} onclick={Callback::from(move |_| on_share.emit(k))}>{ label }</button>
                }
            });
            html! {
                <div class="fd-options" role="group" aria-label={Rules::SplitPrompt.text(lang)}>
                    <p>{ Rules::SplitPrompt.text(lang) }</p>
                    <div class="fd-splits">{ for buttons }</div>
                </div>
            }
        }
        Order::March(_) => {
            let buttons = [(Direction::Front, Rules::TowardFront, "front"), (Direction::Back, Rules::TowardRear, "back")].map(|(direction, label, id)| {
                let on_direction = props.on_direction.clone();
                let on = props.choice.direction == Some(direction);
                let to = view.preview(&Action::march(card, direction)).ok().map(|r| r.first.to()).unwrap_or(0);
                html! {
                    <button type="button" class={classes!("fd-split", on.then_some("on"))} aria-pressed={on.to_string()}
                            data-testid={format!("direction-{id}")} onclick={Callback::from(move |_| on_direction.emit(direction))}>
                        { format!("{} → {}", label.text(lang), space_label(to, lang)) }
                    </button>
                }
            });
            html! {
                <div class="fd-options" role="group" aria-label={Rules::DirectionPrompt.text(lang)}>
                    <p>{ Rules::DirectionPrompt.text(lang) }</p>
                    <div class="fd-splits">{ for buttons }</div>
                </div>
            }
        }
        _ => html! {},
    };
    let outcome = props.choice.action().map(|action| match view.preview(&action) {
        Ok(resolution) => {
            let lines = resolution.moves().map(|m| html! { <li>{ unit_move_text(&m, lang) }</li> });
            html! { <ul class="fd-outcome" data-testid="preview">{ for lines }</ul> }
        }
        Err(error) => html! { <p class="eg-refusal" role="alert" data-testid="refusal">{ error.explain(lang) }</p> },
    });
    let ready = props
        .choice
        .action()
        .is_some_and(|a| view.check(&a).is_ok());
    let confirm = props.on_confirm.clone();
    let cancel = props.on_cancel.clone();
    html! {
        <section class="fd-chooser" data-testid="chooser" aria-live="polite">
            <h3>{ card_name(card, lang) }</h3>
            { options }
            if ready { <p class="fd-hint">{ Text::PreviewLabel.text(lang) }</p> }
            { for outcome }
            <div class="eg-actions">
                <button type="button" class="eg-btn primary" data-testid="confirm" disabled={!ready}
                        onclick={Callback::from(move |_| confirm.emit(()))}>{ Rules::Confirm.text(lang) }</button>
                <button type="button" class="eg-btn" data-testid="cancel" onclick={Callback::from(move |_| cancel.emit(()))}>{ Rules::Cancel.text(lang) }</button>
            </div>
        </section>
    }
}
