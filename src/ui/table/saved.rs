//! Between the table and its saves: seats to and from their saved form, and reading back the
//! save this page left.
use super::seats::{SeatKind, Seats};
use super::storage;
use super::TableGame;
use crate::core::Seat;
use crate::saves::{read_save, Save, SaveError, SavedKind, SavedSeat};

pub fn saved_seats(seats: &Seats) -> [SavedSeat; 2] {
    Seat::BOTH.map(|s| SavedSeat {
        kind: match seats.kind(s) {
            SeatKind::Human => SavedKind::Human,
            SeatKind::Computer(strength) => SavedKind::Computer(strength),
        },
        name: seats.names[s.index()].clone(),
    })
}

pub fn seats_of(saved: &[SavedSeat; 2]) -> Seats {
    Seats {
        kinds: saved.clone().map(|s| match s.kind {
            SavedKind::Human => SeatKind::Human,
            SavedKind::Computer(strength) => SeatKind::Computer(strength),
        }),
        names: saved.clone().map(|s| s.name),
    }
}

/// What the page finds in storage: a game to continue, a save it cannot read (kept), or nothing.
pub enum Found<G: TableGame> {
    Nothing,
    Game(Box<Save<G>>),
    Unreadable { text: String, error: SaveError },
}

/// Reads this page's save. An unreadable one moves aside (kept for download) so a new game's
/// save does not overwrite it.
pub fn find_save<G: TableGame>() -> Found<G> {
    let key = storage::save_key(G::ID);
    match storage::load(&key) {
        None => Found::Nothing,
        Some(text) => match read_save::<G>(&text) {
            Ok(save) if super::history::outcome(&save).is_none() => Found::Game(Box::new(save)),
            Ok(_) => {
                storage::remove(&key);
                Found::Nothing
            }
            Err(error) => {
                if storage::store(&storage::unreadable_key(G::ID), &text) {
                    storage::remove(&key);
                }
                Found::Unreadable { text, error }
            }
        },
    }
}

/// A save kept aside earlier, with why it could not be read.
pub fn unreadable<G: TableGame>() -> Option<(String, SaveError)> {
    let text = storage::load(&storage::unreadable_key(G::ID))?;
    let error = read_save::<G>(&text).err()?;
    Some((text, error))
}
