//! The table's state: a new game (from the deal, or from a chosen position), or its save going
//! on.
use crate::ui::table::state::TableState;
use crate::ui::table::{TableGame, TableProps};
use yew::prelude::*;

#[hook]
pub fn use_table_state<G: TableGame>(props: &TableProps<G>) -> UseReducerHandle<TableState<G>> {
    let (seats, seed) = (props.seats.clone(), props.bot_seed);
    let start = props.start.clone();
    let position = props.position.clone();
    let from_position = position.is_some();
    let resumed = props.resumed.clone();
    use_reducer(move || match resumed {
        Some(save) => TableState::resumed(
            seats,
            save.initial.clone(),
            &save.moves,
            seed,
            save.sitting.hints,
            save.sitting.resigned,
        ),
        None => TableState::new(
            seats,
            position.unwrap_or_else(|| G::new_game(start.rules, start.options, start.seed)),
            seed,
        )
        // A chosen position has no deal for a save: its computer decides on the page.
        .with_worker(!from_position),
    })
}
