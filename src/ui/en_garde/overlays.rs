//! Full-table overlays: why the round ended (with the deciding numbers), the match result, and
//! the hot-seat hand-off screen (which renders no hand at all).
use crate::core::Seat;
use crate::games::en_garde::{RoundEndReason, RoundReport};
use crate::i18n::en_garde::Names;
use crate::i18n::en_garde::{round_reason, Text};
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RoundOverProps {
    pub report: RoundReport,
    pub names: Names,
    pub score: [u8; 2],
    pub match_winner: Option<Seat>,
    pub on_next: Callback<()>,
    pub on_rematch: Callback<()>,
    pub on_settings: Callback<()>,
}

#[function_component(RoundOver)]
pub fn round_over(props: &RoundOverProps) -> Html {
    let lang = use_lang();
    let report = &props.report;
    let title = match (props.match_winner, report.winner) {
        (Some(seat), _) => format!(
            "{} — {}",
            Text::MatchOver.text(lang),
            crate::i18n::en_garde::match_won(&props.names, seat, lang)
        ),
        (None, Some(seat)) => format!(
            "{} — {}",
            Text::RoundOver.text(lang),
            crate::i18n::en_garde::round_won(&props.names, seat, report.round, lang)
        ),
        (None, None) => format!(
            "{} — {}",
            Text::RoundOver.text(lang),
            Text::DrawnRound.text(lang)
        ),
    };
    let details = match &report.reason {
        RoundEndReason::DeckOut(d) => {
            let hands = d.revealed_hands.map(|hands| {
                html! {
                    <tr>
                        <th scope="row">{ Text::Hands.text(lang) }</th>
                        <td>{ hands[0].cards().iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ") }</td>
                        <td>{ hands[1].cards().iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ") }</td>
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
                    <thead><tr><th></th><th>{ format!("● {}", props.names.of(Seat::One)) }</th><th>{ format!("◆ {}", props.names.of(Seat::Two)) }</th></tr></thead>
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
    let next = props.on_next.clone();
    let rematch = props.on_rematch.clone();
    let settings = props.on_settings.clone();
    let winner_class = match props.match_winner.or(report.winner) {
        Some(Seat::One) => "won-one",
        Some(Seat::Two) => "won-two",
        None => "drawn",
    };
    html! {
        <div class="eg-overlay" data-testid="round-over">
            <div class={classes!("eg-dialog", winner_class)} role="dialog" aria-modal="true" aria-labelledby="eg-round-title">
                <h2 id="eg-round-title">{ title }</h2>
                <p class="eg-why-round" data-testid="round-reason">
                    <strong>{ Text::RoundExplained.text(lang) }{ ": " }</strong>
                    { round_reason(&report.reason, &props.names, lang) }
                </p>
                { details }
                <p class="eg-final-score" data-testid="match-score">
                    <span class="p1">{ format!("● {} {}", props.names.of(Seat::One), props.score[0]) }</span>
                    { " – " }
                    <span class="p2">{ format!("{} {} ◆", props.score[1], props.names.of(Seat::Two)) }</span>
                </p>
                <div class="eg-dialog-actions">
                    if props.match_winner.is_some() {
                        <button type="button" class="eg-btn primary" data-testid="rematch" onclick={Callback::from(move |_| rematch.emit(()))}>{ Text::Rematch.text(lang) }</button>
                        <button type="button" class="eg-btn" data-testid="change-settings" onclick={Callback::from(move |_| settings.emit(()))}>{ Text::ChangeSettings.text(lang) }</button>
                    } else {
                        <button type="button" class="eg-btn primary" data-testid="next-round" autofocus=true onclick={Callback::from(move |_| next.emit(()))}>{ Text::NextRound.text(lang) }</button>
                    }
                </div>
            </div>
        </div>
    }
}
