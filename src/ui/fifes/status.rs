//! Above the track: the viewer's secret card and score (only when a seat may look), the turn,
//! and the draw pile with the Excuse's warning.
use super::secret_card::SecretCard;
use crate::core::PublicInfo;
use crate::games::fifes::scoring::score;
use crate::games::fifes::{Card, Public};
use crate::i18n::fifes::{excuse_reminder, Text as Rules};
use crate::i18n::fifes_screen::{turn_line, turns_played_line, Text};
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub public: Public,
    /// The secret card of the seat allowed to look; `None` behind a hand-off.
    pub secret: Option<Card>,
}

#[function_component(StatusPanel)]
pub fn status_panel(props: &StatusProps) -> Html {
    let lang = use_lang();
    let public = &props.public;
    let colon = lang.texts().pick(": ", "\u{202F}: ");
    let turn = if public.outcome().is_some() {
        turns_played_line(public.turns_played(), lang)
    } else {
        turn_line(public.turns_played() + 1, lang)
    };
    html! {
        <header class={classes!("fd-status", props.secret.is_none().then_some("public"))} data-testid="fifes-status">
            if let Some(card) = props.secret {
                <div class="fd-status-card">
                    <span class="fd-label">{ Rules::YourCard.text(lang) }</span>
                    <SecretCard {card} />
                    <span class="fd-score" data-testid="my-score">
                        { Text::YourScoreNow.text(lang) }{ colon }<strong>{ score(&public.points, card) }</strong>
                    </span>
                </div>
            }
            <div class="fd-status-pile">
                <span class="fd-turn" data-testid="turn-line">{ turn }</span>
                <span class="fd-label">{ Rules::DrawPile.text(lang) }</span>
                <strong data-testid="pile-count">{ public.pile_count }</strong>
                <span class="fd-excuse" data-testid="excuse-reminder">{ excuse_reminder(public, lang) }</span>
                <span class="fd-secret-note">{ Rules::OpponentCard.text(lang) }</span>
            </div>
        </header>
    }
}
