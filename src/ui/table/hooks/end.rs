//! The owner of the table (a tournament) is told once when the game ends, with the public facts
//! it ended on.
use crate::core::Outcome;
use crate::ui::table::state::TableState;
use crate::ui::table::TableGame;
use yew::prelude::*;

#[hook]
pub fn use_end_told<G: TableGame>(
    table: &TableState<G>,
    on_end: Option<Callback<(Outcome, G::Public)>>,
) {
    let outcome = table.outcome();
    let public = outcome.map(|_| table.game.public());
    use_effect_with(outcome, move |outcome| {
        if let (Some(on_end), Some(outcome), Some(public)) = (on_end, outcome, public) {
            on_end.emit((*outcome, public));
        }
    });
}
