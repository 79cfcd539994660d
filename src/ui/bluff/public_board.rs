//! The bids, and once a bid was challenged both hands: public facts only (its type has no
//! field for a hidden hand).
use crate::core::Seat;
use crate::games::bluff::Public;
use crate::i18n::bluff::{bid_text, Text};
use crate::i18n::Names;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PublicBoardProps {
    pub public: Public,
    pub names: Names,
}

#[function_component(PublicBoard)]
pub fn public_board(props: &PublicBoardProps) -> Html {
    let lang = use_lang();
    let public = &props.public;
    let last = match public.bids.last() {
        Some(&bid) => format!("{} {}", Text::LastBid.text(lang), bid_text(bid, lang)),
        None => Text::NoBidYet.text(lang).to_string(),
    };
    let shown = public.shown.map(|hands| {
        let hand = |seat: Seat| {
            let cards: Vec<String> = hands[seat.index()].iter().map(u8::to_string).collect();
            html! { <li>{ format!("{} {}", props.names.of(seat), cards.join(" ")) }</li> }
        };
        html! {
            <div data-testid="bluff-shown">
                <p>{ Text::Shown.text(lang) }</p>
                <ul>{ hand(Seat::One) }{ hand(Seat::Two) }</ul>
            </div>
        }
    });
    html! {
        <div class="bluff-table" data-testid="public-board">
            <p data-testid="bluff-last-bid">{ last }</p>
            { for shown }
        </div>
    }
}
