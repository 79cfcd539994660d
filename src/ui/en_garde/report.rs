//! Why a round ended (with the deciding numbers of a deck-out) and the match score: the table's
//! pause between rounds, and the summary under the match result. Public facts only: the hands a
//! deck-out reveals were shown to both players (EG14).
use crate::core::Seat;
use crate::games::en_garde::{RoundEndReason, RoundReport};
use crate::i18n::en_garde::{round_reason, round_won, Text};
use crate::i18n::Names;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RoundReportProps {
    pub report: RoundReport,
    /// The match score once the round is counted.
    pub score: [u8; 2],
    pub names: Names,
    /// Title the report with the round's result (the pause); the match result has its own.
    pub heading: bool,
}

#[function_component(RoundReportView)]
pub fn round_report_view(props: &RoundReportProps) -> Html {
    let lang = use_lang();
    let report = &props.report;
    let names = &props.names;
    let title = match report.winner {
        Some(seat) => format!(
            "{} — {}",
            Text::RoundOver.text(lang),
            round_won(names, seat, report.round, lang)
        ),
        None => format!(
            "{} — {}",
            Text::RoundOver.text(lang),
            Text::DrawnRound.text(lang)
        ),
    };
    let details = match &report.reason {
        RoundEndReason::DeckOut(d) => {
            let hands = d.revealed_hands.map(|hands| {
                let cards = |seat: Seat| {
                    hands[seat.index()]
                        .cards()
                        .iter()
                        .map(|c| c.to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                html! {
                    <tr>
                        <th scope="row">{ Text::Hands.text(lang) }</th>
                        <td>{ cards(Seat::One) }</td><td>{ cards(Seat::Two) }</td>
                    </tr>
                }
            });
            let matching = d.matching_cards.map(|[a, b]| {
                html! {
                    <tr>
                        <th scope="row">{ format!("{} ({})", Text::CardsOfDistance.text(lang), d.distance) }</th>
                        <td>{ a }</td><td>{ b }</td>
                    </tr>
                }
            });
            html! {
                <table class="eg-deckout" data-testid="deck-out-table">
                    <thead><tr><td></td><th>{ format!("● {}", names.of(Seat::One)) }</th><th>{ format!("◆ {}", names.of(Seat::Two)) }</th></tr></thead>
                    <tbody>
                        { for hands }
                        { for matching }
                        <tr>
                            <th scope="row">{ Text::Advancement.text(lang) }</th>
                            <td>{ d.advancement[0] }</td><td>{ d.advancement[1] }</td>
                        </tr>
                    </tbody>
                </table>
            }
        }
        _ => html! {},
    };
    let winner_class = match report.winner {
        Some(Seat::One) => "won-one",
        Some(Seat::Two) => "won-two",
        None => "drawn",
    };
    html! {
        <div class={classes!("eg-report", winner_class)} data-testid="round-report">
            if props.heading {
                <h2>{ title }</h2>
            }
            <p class="eg-why-round" data-testid="round-reason">
                <strong>{ Text::RoundExplained.text(lang) }</strong>{ " " }
                { round_reason(&report.reason, names, lang) }
            </p>
            { details }
            <p class="eg-final-score" data-testid="match-score">
                <span class="p1">{ format!("● {} {}", names.of(Seat::One), props.score[0]) }</span>
                { " – " }
                <span class="p2">{ format!("{} {} ◆", props.score[1], names.of(Seat::Two)) }</span>
            </p>
        </div>
    }
}
