//! How the table's game starts (rules, options, deal), and the game at the table as a save.
use super::saved::saved_seats;
use super::state::TableState;
use super::TableGame;
use crate::saves::{write_save, Sitting};

/// How the table's game starts, as its save and its record write it.
#[derive(Clone, Debug, PartialEq)]
pub struct Saving<G: TableGame> {
    pub rules: G::Rules,
    pub options: G::Options,
    pub seed: u64,
}

/// The table's game as a save: what the worker reads to take a seat's view, and what the page
/// keeps. `None` only if an action is not where the rules list it (never, for played actions).
pub fn table_save<G: TableGame>(table: &TableState<G>, start: &Saving<G>) -> Option<String> {
    let sitting = Sitting {
        seats: saved_seats(&table.seats),
        bot_seed: table.bot_seed(),
        hints: table.hints_used,
        resigned: table.resigned,
    };
    let indices: Option<Vec<usize>> = table.move_indices.iter().copied().collect();
    Some(write_save::<G>(
        &start.rules,
        &start.options,
        start.seed,
        &sitting,
        &indices?,
    ))
}
