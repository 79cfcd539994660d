//! How the game ended: both secret cards revealed, then the scoring step by step — the units
//! from the front, their points, and each player's sum.
use super::secret_card::SecretCard;
use super::suit_chip::suit_chip;
use crate::core::Seat;
use crate::games::fifes::{GameReport, Suit, Track};
use crate::i18n::fifes::{report_text, score_detail};
use crate::i18n::fifes_screen::{points_label, space_label, Text};
use crate::i18n::Names;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EndSummaryProps {
    pub report: GameReport,
    pub track: Track,
    pub names: Names,
}

#[function_component(EndSummary)]
pub fn end_summary(props: &EndSummaryProps) -> Html {
    let lang = use_lang();
    let report = &props.report;
    // From the front (dense ranking, §7).
    let mut units: Vec<Suit> = Suit::ALL.to_vec();
    units.sort_by_key(|s| props.track.space(*s));
    let rows = units.iter().map(|&suit| {
        let owners: Vec<&str> = Seat::BOTH
            .iter()
            .filter(|&&p| report.secrets[p.index()].suits().contains(&suit))
            .map(|&p| props.names.of(p))
            .collect();
        html! {
            <tr>
                <th scope="row">{ suit_chip(suit, None, lang) }</th>
                <td>{ space_label(props.track.space(suit), lang) }</td>
                <td>{ points_label(report.points[suit.index()], lang) }</td>
                <td>{ owners.join(", ") }</td>
            </tr>
        }
    });
    let cards = Seat::BOTH.iter().map(|&seat| {
        let card = report.secrets[seat.index()];
        html! {
            <li data-testid={format!("revealed-{}", seat.number())}>
                <span class="fd-label">{ props.names.of(seat) }</span>
                <SecretCard {card} />
                <p class="fd-sum">{ score_detail(card, &report.points, lang) }</p>
            </li>
        }
    });
    html! {
        <div class="fd-end">
            <p class="fd-result" data-testid="result">{ report_text(report, &props.names, lang) }</p>
            <h3>{ Text::SecretCards.text(lang) }</h3>
            <ul class="fd-revealed">{ for cards }</ul>
            <h3>{ Text::ScoringTitle.text(lang) }</h3>
            <p class="fd-hint">{ Text::ScoringRule.text(lang) }</p>
            <table class="eg-deckout fd-scoring"><tbody>{ for rows }</tbody></table>
        </div>
    }
}
