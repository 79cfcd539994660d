//! Finished exchanges, newest first: each a compact chain (card names in the player's colour,
//! the link words between) and its result. Public facts only: the engine's exchanges keep cards
//! never turned over face down.
use super::chain::seat_class;
use super::names::{card_name, link_name};
use crate::games::skirman::{Exchange, ExchangeEnd, ShownCard};
use crate::i18n::skirman_screen::{exchange_end, exchange_label, Text};
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LogProps {
    pub exchanges: Vec<Exchange>,
    pub names: [String; 2],
}

#[function_component(LogView)]
pub fn log_view(props: &LogProps) -> Html {
    let lang = use_lang();
    let items = props.exchanges.iter().enumerate().rev().map(|(i, ex)| {
        let chips = ex.links.iter().map(|link| {
            let what = match link.card {
                Some(ShownCard::Up(c)) => card_name(c, lang),
                Some(ShownCard::FaceDown) => Text::FaceDown.text(lang).to_string(),
                None => String::new(),
            };
            html! {
                <>
                    <span class="sk-mini-arrow">{ format!("→ {}", link_name(link.link, lang)) }</span>
                    if !what.is_empty() {
                        <span class={classes!("sk-mini", seat_class(link.by))}>{ what }</span>
                    }
                </>
            }
        });
        let class = match ex.end {
            ExchangeEnd::Touch { scorer, .. } => format!("touch-{}", seat_class(scorer)),
            _ => String::new(),
        };
        html! {
            <li key={i} data-testid="exchange">
                <div class="sk-log-head">
                    <span>{ exchange_label(i + 1, lang) }</span>
                    <span {class}>{ exchange_end(&ex.end, &props.names, lang) }</span>
                </div>
                <div class="sk-mini-chain">{ for chips }</div>
            </li>
        }
    });
    html! {
        <section class="eg-log sk-log" data-testid="log">
            <h3>{ Text::Log.text(lang) }</h3>
            if props.exchanges.is_empty() {
                <p class="sk-hidden-hand">{ Text::LogEmpty.text(lang) }</p>
            } else {
                <ol aria-live="polite">{ for items }</ol>
            }
        </section>
    }
}
