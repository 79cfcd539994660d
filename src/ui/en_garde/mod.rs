//! En Garde at the shared table (`ui::table`): this folder holds only what is En Garde's own —
//! its settings, the piste, the scoreboard, the hand and the decision panel, the round report.
//! One component per file; `plugin` is the glue the table calls.
mod board;
mod hand;
mod piste;
mod plugin;
mod prompt;
mod public_board;
mod report;
mod scoreboard;
mod selection;
mod setup;
mod tally;

pub use plugin::{Line, Settings};

use crate::games::en_garde::EnGarde;
use crate::ui::table::TablePage;
use yew::prelude::*;

/// The En Garde page: the shared table's set-up, play, end and rematch.
#[function_component(EnGardePage)]
pub fn en_garde_page() -> Html {
    html! { <TablePage<EnGarde> /> }
}
