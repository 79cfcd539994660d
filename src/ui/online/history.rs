//! The online games this device keeps, per game (`online::record`, under
//! `touche.online.<slug>`): written by the online page at each game's end (as text, without
//! reading the list: `record::prepend`), read strictly by the game's "your games" page. A list
//! that does not read is moved aside there as stored and offered for download (`ui::stored`).
use crate::games::GameId;
use crate::online::record::{self, read_list, remember, write_list, HeadToHead, OnlineRecord};
use crate::ui::stored::{self, Loaded, NotKept};

pub fn key(game: GameId) -> String {
    format!("touche.online.{}", game.slug())
}

/// The online games kept, newest first.
pub fn load(game: GameId) -> Loaded<Vec<OnlineRecord>> {
    stored::load_checked(&key(game), read_list)
}

/// Keeps `entry` at the end of its game (once: a game already kept is not added again); the
/// head-to-head against its friend now, or the browser's refusal.
pub fn keep_at_end(game: GameId, entry: &OnlineRecord) -> Result<HeadToHead, NotKept> {
    let list = stored::load(&key(game)).unwrap_or_default();
    let list = match record::prepend(&list, entry) {
        Some(longer) => {
            stored::store(&key(game), &longer)?;
            longer
        }
        None => list,
    };
    Ok(record::tally(&list, &entry.friend))
}

/// Keeps `record` read from a file (once: a game already kept is not added again). The list
/// it is now in, or the browser's refusal (also when an unreadable list still sits under the
/// key).
pub fn keep(game: GameId, record: OnlineRecord) -> Result<Vec<OnlineRecord>, NotKept> {
    let mut records = match load(game) {
        Loaded::Read(records) => records,
        Loaded::Absent => Vec::new(),
        Loaded::Unreadable(unreadable) if unreadable.moved_aside => Vec::new(),
        Loaded::Unreadable(_) => return Err(NotKept),
    };
    if remember(&mut records, record) {
        stored::store(&key(game), &write_list(&records))?;
    }
    Ok(records)
}
