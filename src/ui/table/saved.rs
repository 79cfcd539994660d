//! Between the table and its saves: seats to and from their saved form, and reading back the
//! save this page left.
use super::seats::{SeatKind, Seats};
use super::storage;
use super::TableGame;
use crate::core::Seat;
use crate::saves::{read_save, Save, SaveError, SavedKind, SavedSeat};
use crate::ui::stored::{self, Loaded, Unreadable};

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
    Unreadable(Kept),
}

/// A save that could not be read, kept (aside, or where it was if too big to copy), and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    pub kept: Unreadable,
    /// `None` for a copy kept aside that reads now (kept by an older version of the site).
    pub error: Option<SaveError>,
}

/// Whether `text` is a finished game's save the history can list.
pub fn finished_save<G: TableGame>(text: &str) -> bool {
    read_save::<G>(text).is_ok_and(|save| super::history::outcome(&save).is_some())
}

/// Reads this page's save. An unreadable one is set aside exactly as stored (kept for download)
/// so a new game's save does not overwrite it; a finished game found there joins the history.
pub fn find_save<G: TableGame>() -> Found<G> {
    let key = storage::save_key(G::ID);
    let mut why = None;
    let loaded = stored::load_checked(&key, |text| match read_save::<G>(text) {
        Ok(save) => Some((save, text.to_string())),
        Err(error) => {
            why = Some(error);
            None
        }
    });
    match loaded {
        Loaded::Absent => Found::Nothing,
        Loaded::Read((save, _)) if super::history::outcome(&save).is_none() => {
            Found::Game(Box::new(save))
        }
        Loaded::Read((_, text)) => {
            // A game that ended: into the history, where it is kept; never simply dropped.
            let listed = storage::history(G::ID).contains(&text);
            if listed || storage::remember_finished(G::ID, &text, finished_save::<G>).is_ok() {
                storage::remove(&key);
            }
            Found::Nothing
        }
        Loaded::Unreadable(kept) => Found::Unreadable(Kept { kept, error: why }),
    }
}

/// A save kept aside earlier, with why it could not be read.
pub fn unreadable<G: TableGame>() -> Option<Kept> {
    let kept = stored::kept_aside(&storage::save_key(G::ID))?;
    let error = read_save::<G>(&kept.text).err();
    Some(Kept { kept, error })
}
