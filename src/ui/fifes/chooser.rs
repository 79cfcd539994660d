//! What to decide about the card being considered — a split for a numbered card, a direction
//! for an Ace — with its previewed effect, and the buttons that confirm or cancel it.
use super::choice::Choice;
use crate::games::fifes::{Action, Direction, Order, Public};
use crate::i18n::fifes::{card_name, suit_name, unit_move_text, Text as Rules};
use crate::i18n::fifes_screen::{space_label, split_label, Text};
use crate::i18n::Explain;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChooserProps {
    pub public: Public,
    pub choice: Choice,
    pub on_share: Callback<u8>,
    pub on_direction: Callback<Direction>,
    pub on_confirm: Callback<()>,
    pub on_cancel: Callback<()>,
}

/// What to decide about the card being considered, with its previewed effect.
#[function_component(Chooser)]
pub fn chooser(props: &ChooserProps) -> Html {
    let lang = use_lang();
    let view = &props.public;
    let Some(card) = props.choice.card else {
        return html! { <p class="fd-hint" data-testid="chooser-hint">{ Text::ChooseCard.text(lang) }</p> };
    };
    let options = match card.order() {
        Order::Retreat { value, suits } => {
            let buttons = (1..value).map(|k| {
                let on_share = props.on_share.clone();
                let on = props.choice.first_share == k;
                let label = split_label((suit_name(suits[0], lang), k), (suit_name(suits[1], lang), value - k));
                html! {
                    <button type="button" class={classes!("fd-split", on.then_some("on"))} aria-pressed={on.to_string()}
                            data-testid={format!("split-{k}")} onclick={Callback::from(move |_| on_share.emit(k))}>{ label }</button>
                }
            });
            html! {
                <div class="fd-options" role="group" aria-label={Rules::SplitPrompt.text(lang)}>
                    <p>{ Rules::SplitPrompt.text(lang) }</p>
                    <div class="fd-splits" data-rove="">{ for buttons }</div>
                </div>
            }
        }
        Order::March(_) => {
            let buttons = [(Direction::Front, Rules::TowardFront, "front"), (Direction::Back, Rules::TowardRear, "back")].map(|(direction, label, id)| {
                let on_direction = props.on_direction.clone();
                let on = props.choice.direction == Some(direction);
                let to = view.preview(&Action::march(card, direction)).ok().map(|r| r.first.to()).unwrap_or(0);
                html! {
                    <button type="button" class={classes!("fd-split", on.then_some("on"))} aria-pressed={on.to_string()}
                            data-testid={format!("direction-{id}")} onclick={Callback::from(move |_| on_direction.emit(direction))}>
                        { format!("{} → {}", label.text(lang), space_label(to, lang)) }
                    </button>
                }
            });
            html! {
                <div class="fd-options" role="group" aria-label={Rules::DirectionPrompt.text(lang)}>
                    <p>{ Rules::DirectionPrompt.text(lang) }</p>
                    <div class="fd-splits" data-rove="">{ for buttons }</div>
                </div>
            }
        }
        _ => html! {},
    };
    let outcome = props.choice.action().map(|action| match view.preview(&action) {
        Ok(resolution) => {
            let lines = resolution.moves().map(|m| html! { <li>{ unit_move_text(&m, lang) }</li> });
            html! { <ul class="fd-outcome" data-testid="preview">{ for lines }</ul> }
        }
        Err(error) => html! { <p class="eg-refusal" role="alert" data-testid="refusal">{ error.explain(lang) }</p> },
    });
    let ready = props
        .choice
        .action()
        .is_some_and(|a| view.situation().check(&a).is_ok());
    let confirm = props.on_confirm.clone();
    let cancel = props.on_cancel.clone();
    html! {
        <section class="fd-chooser" data-testid="chooser" aria-live="polite" data-decision="2">
            <h3>{ card_name(card, lang) }</h3>
            { options }
            if ready { <p class="fd-hint">{ Text::PreviewLabel.text(lang) }</p> }
            { outcome.unwrap_or_default() }
            <div class="eg-actions">
                <button type="button" class="eg-btn primary" data-testid="confirm" disabled={!ready}
                        onclick={Callback::from(move |_| confirm.emit(()))}>{ Rules::Confirm.text(lang) }</button>
                <button type="button" class="eg-btn" data-testid="cancel" data-cancel="" onclick={Callback::from(move |_| cancel.emit(()))}>{ Rules::Cancel.text(lang) }</button>
            </div>
        </section>
    }
}
