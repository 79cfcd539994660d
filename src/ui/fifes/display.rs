//! The display of five face-up cards, each with what it orders; buttons for the player to act,
//! plain cards otherwise (behind a hand-off, the computer's turn). Public facts only.
use super::choice::Choice;
use super::suit_chip::suit_chip;
use crate::games::fifes::{Card, Public, Rank};
use crate::i18n::fifes::{card_name, card_order, Text as Rules};
use crate::i18n::fifes_screen::Text;
use crate::ui::context::use_lang;
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

#[derive(Properties, PartialEq)]
pub struct DisplayProps {
    pub public: Public,
    pub choice: Choice,
    pub my_turn: bool,
    pub on_consider: Callback<Card>,
    /// The card a hint suggests taking (outlined).
    #[prop_or_default]
    pub hint: Option<Card>,
}

#[function_component(DisplayView)]
pub fn display_view(props: &DisplayProps) -> Html {
    let lang = use_lang();
    let view = &props.public;
    let cards = view.display.iter().enumerate().map(|(slot, &card)| {
        let charges = view.charges(card);
        let suits = card.suits().iter().enumerate().map(|(i, &suit)| {
            let tag = charges.map(|c| if c[i] {
                ("charge", Text::ChargeMark.text(lang))
            } else {
                ("retreat", Rules::Retreats.text(lang))
            });
            suit_chip(suit, tag, lang)
        });
        let crown = card.rank() == Rank::Crown;
        // The Excuse, turned up at the end: no rank, no suit, its name and what it does drawn
        // even where the other cards show only their rank and suits (a phone).
        let excuse = card.rank() == Rank::Excuse;
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
        let hinted = props.hint == Some(card);
        let class = classes!(
            "fd-card",
            crown.then_some("crown"),
            excuse.then_some("excuse"),
            chosen.then_some("chosen"),
            hinted.then_some("hint")
        );
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
            <ul data-rove="" data-decision={props.my_turn.then_some("1")}>{ for cards }</ul>
        </section>
    }
}
