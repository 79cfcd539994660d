//! What the table asks of the AI worker (`ai`): a seat's move or a hint, from that seat's view,
//! and a finished game's record.
use super::ai::{self, Answer, Position, Request};
use super::saving::{table_save, Saving};
use super::state::TableState;
use super::TableGame;
use crate::core::Seat;
use crate::i18n::Lang;
use crate::ui::download::download_text;

/// Salts of the searches' seeds: the computer's move and a hint on one turn differ.
pub const DECIDE_SALT: u64 = 1;
pub const HINT_SALT: u64 = 2;

/// Where the worker decides: the table's save and `seat`, whose view (what that seat may know,
/// nothing more) the worker takes.
pub fn position<G: TableGame>(table: &TableState<G>, start: &Saving<G>, seat: Seat) -> Position {
    Position::Saved {
        save: table_save(table, start).unwrap_or_default(),
        seat,
    }
}

/// Asks the worker to write the game's record (docs/record-format.md), then downloads it.
pub fn download_record<G: TableGame>(save: &str, lang: Lang) {
    let request = Request::Record {
        game: G::ID,
        lang,
        save: save.to_string(),
    };
    let ticket = ai::ask(&request, move |answer| {
        if let Ok(Answer::Record(text)) = answer {
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
