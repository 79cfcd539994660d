//! The words the table needs from `i18n::skirman`, plus each card's URL slug (the glossary's
//! `skirman/#/glossary/<slug>` and the `data-card` attribute).
use crate::games::skirman::Card;
pub use crate::i18n::skirman::{card_name, line_name, link_name, phase_prompt, role_name};

/// `coup-droit-sixte`, `parade-quarte`, `contre-de-sixte`, `fleche`, `touche`…
pub fn slug(card: Card) -> String {
    card.slug()
}

pub fn card_from_slug(s: &str) -> Option<Card> {
    Card::from_slug(s)
}
