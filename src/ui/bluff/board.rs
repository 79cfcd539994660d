//! The board of the seat allowed to look: its hand, the last bid, and on its turn the bid it
//! is making (how many, of which face) or the challenge.
use crate::games::bluff::{Action, Bid, View, FACES, HAND};
use crate::i18n::bluff::{bid_text, Text};
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub view: View,
    pub my_turn: bool,
    pub on_play: Callback<Action>,
    pub refusal: Option<String>,
    /// Counts actions played: the bid being made starts again when it changes.
    pub turn: u32,
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let lang = use_lang();
    let making = use_state(|| Bid::LOWEST);
    {
        let making = making.clone();
        let above = props
            .view
            .public
            .bids
            .last()
            .and_then(|b| Bid::of_rank(b.rank() + 1));
        use_effect_with(props.turn, move |_| {
            making.set(above.unwrap_or(Bid::LOWEST))
        });
    }
    let hand: Vec<String> = props.view.private.hand.iter().map(u8::to_string).collect();
    let last = match props.view.public.bids.last() {
        Some(&bid) => format!("{} {}", Text::LastBid.text(lang), bid_text(bid, lang)),
        None => Text::NoBidYet.text(lang).to_string(),
    };
    let picker = |label: Text,
                  values: std::ops::RangeInclusive<u8>,
                  chosen: u8,
                  set: fn(Bid, u8) -> Bid| {
        let buttons = values.map(|value| {
            let making = making.clone();
            let onclick = Callback::from(move |_| making.set(set(*making, value)));
            html! {
                <button type="button" aria-pressed={(value == chosen).to_string()} {onclick}>{ value }</button>
            }
        });
        html! {
            <div role="group" aria-label={label.text(lang)}>
                <span>{ label.text(lang) }</span>{ for buttons }
            </div>
        }
    };
    let controls = props.my_turn.then(|| {
        let bid = *making;
        let on_bid = props.on_play.reform(move |_| Action::Bid(bid));
        let on_challenge = props.on_play.reform(|_| Action::Challenge);
        html! {
            <div class="bluff-controls" data-testid="bluff-controls">
                { picker(Text::Count, 1..=2 * HAND as u8, bid.count, |b, count| Bid { count, ..b }) }
                { picker(Text::Face, 1..=FACES, bid.face, |b, face| Bid { face, ..b }) }
                <button type="button" class="button button--primary" data-testid="bluff-bid" onclick={on_bid}>
                    { format!("{} {}", Text::Bid.text(lang), bid_text(bid, lang)) }
                </button>
                if !props.view.public.bids.is_empty() {
                    <button type="button" class="button" data-testid="bluff-challenge" onclick={on_challenge}>
                        { Text::Challenge.text(lang) }
                    </button>
                }
            </div>
        }
    });
    html! {
        <div class="bluff-table" data-testid="bluff-board">
            <p data-testid="bluff-hand">{ format!("{} {}", Text::YourHand.text(lang), hand.join(" ")) }</p>
            <p data-testid="bluff-last-bid">{ last }</p>
            { for controls }
            if let Some(refusal) = &props.refusal {
                <p class="refusal" role="alert">{ refusal }</p>
            }
        </div>
    }
}
