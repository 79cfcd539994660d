//! A secret Pawn or Court: its name and its three suits (the favoured units). Shown only to the
//! seat holding it, and to everyone once the game is over.
use super::suit_chip::suit_chip;
use crate::games::fifes::Card;
use crate::i18n::fifes::card_name;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SecretCardProps {
    pub card: Card,
}

#[function_component(SecretCard)]
pub fn secret_card(props: &SecretCardProps) -> Html {
    let lang = use_lang();
    let card = props.card;
    html! {
        <div class="fd-secret" data-testid="my-card" data-card={card.slug()}>
            <strong>{ card_name(card, lang) }</strong>
            <span class="fd-suits">{ for card.suits().iter().map(|&s| suit_chip(s, None, lang)) }</span>
        </div>
    }
}
