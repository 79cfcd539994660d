//! The words the table needs from `i18n::skirman` (a card's URL slug is `Card::slug`).
pub use crate::i18n::skirman::{card_name, line_name, link_name, phase_prompt, role_name};
