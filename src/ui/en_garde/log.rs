//! The game log in plain words, built from public events only, newest last.
use super::table::LogLine;
use crate::games::en_garde::Event;
use crate::i18n::en_garde::Names;
use crate::i18n::en_garde::{event_text, Text};
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LogProps {
    pub lines: Vec<LogLine>,
    pub names: Names,
    pub show_cards: bool,
    /// Memory aid: cards of each value played this round.
    pub played: Option<[u8; 5]>,
}

#[function_component(LogView)]
pub fn log_view(props: &LogProps) -> Html {
    let lang = use_lang();
    let list_ref = use_node_ref();
    {
        let list_ref = list_ref.clone();
        use_effect_with(props.lines.len(), move |_| {
            if let Some(list) = list_ref.cast::<web_sys::Element>() {
                list.set_scroll_top(list.scroll_height());
            }
        });
    }
    let mut round = 0;
    let mut items = Vec::new();
    for (i, line) in props.lines.iter().enumerate() {
        if line.round != round {
            round = line.round;
            items.push(html! { <li key={format!("r{i}")} class="eg-log-round">{ format!("{} {round}", Text::Round.text(lang)) }</li> });
        }
        let class = match &line.event {
            Event::RoundEnded(_) | Event::MatchWon { .. } => "eg-log-key",
            _ => "",
        };
        items.push(html! {
            <li key={i} class={class}>{ event_text(&line.event, &props.names, props.show_cards, lang) }</li>
        });
    }
    let tally = props.played.map(|played| {
        let cells = played.iter().enumerate().map(|(i, n)| {
            html! {
                <li><span class="eg-tally-card">{ i + 1 }</span><span class="eg-tally-n">{ format!("×{n}") }</span></li>
            }
        });
        html! {
            <div class="eg-tally" data-testid="played-tally">
                <h3>{ Text::PlayedThisRound.text(lang) }</h3>
                <ul>{ for cells }</ul>
            </div>
        }
    });
    html! {
        <aside class="eg-side">
            { for tally }
            <section class="eg-log" data-testid="log">
                <h3>{ Text::Log.text(lang) }</h3>
                <ol ref={list_ref} aria-live="polite">{ for items }</ol>
            </section>
        </aside>
    }
}
