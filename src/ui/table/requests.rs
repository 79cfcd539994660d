//! What the table asks of the AI worker (`ai`): a seat's move or a hint, from that seat's view,
//! and a finished game's record.
use super::ai::{self, Kind, Request};
use super::saving::{table_save, Saving};
use super::state::TableState;
use super::TableGame;
use crate::bots::Strength;
use crate::core::Seat;
use crate::i18n::Lang;
use crate::ui::download::download_text;

/// Salts of the searches' seeds: the computer's move and a hint on one turn differ.
const DECIDE_SALT: u64 = 1;
const HINT_SALT: u64 = 2;

/// The request for the worker: `seat`'s view (what that seat may know, nothing more).
pub fn request<G: TableGame>(
    table: &TableState<G>,
    start: &Saving<G>,
    seat: Seat,
    kind: Kind,
    strength: Strength,
    lang: Lang,
) -> Request {
    let salt = match kind {
        Kind::Hint => HINT_SALT,
        _ => DECIDE_SALT,
    };
    Request {
        game: G::ID,
        kind,
        strength,
        seed: table.ai_seed(salt),
        lang,
        seat: Some(seat),
        save: table_save(table, start).unwrap_or_default(),
        text: String::new(),
    }
}

/// Asks the worker to write the game's record (docs/record-format.md), then downloads it.
pub fn download_record<G: TableGame>(save: &str, lang: Lang) {
    let request = Request {
        game: G::ID,
        kind: Kind::Record,
        strength: Strength::Standard,
        seed: 0,
        lang,
        seat: None,
        save: save.to_string(),
        text: String::new(),
    };
    let ticket = ai::ask(&request, move |answer| {
        if let Ok(text) = answer.map(|a| a.text.unwrap_or_default()) {
            download_text(
                &format!("touche-{}.json", G::ID.slug()),
                "application/json",
                &text,
            );
        }
    });
    // The download is wanted even if the table goes meanwhile.
    std::mem::forget(ticket);
}
