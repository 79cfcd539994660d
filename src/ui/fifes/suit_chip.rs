//! A unit's suit as a chip: its symbol (never colour alone) and its name, with an optional tag
//! (a display card's suit that would charge or retreat).
use crate::games::fifes::Suit;
use crate::i18n::fifes::suit_name;
use crate::i18n::Lang;
use crate::ui::suit_symbol::suit_symbol;
use yew::prelude::*;

pub fn suit_chip(suit: Suit, tag: Option<(&'static str, &'static str)>, lang: Lang) -> Html {
    html! {
        <span class={classes!("fd-chip", tag.map(|t| t.0))}>
            <svg viewBox="-13 -13 26 26" aria-hidden="true"><circle class="fd-token-disc" r="12" />{ suit_symbol(suit) }</svg>
            <span>{ suit_name(suit, lang) }</span>
            if let Some((_, word)) = tag { <small>{ word }</small> }
        </span>
    }
}
