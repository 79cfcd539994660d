//! Fifes and Drums at the shared table (`ui::table`): this folder holds only what is the game's
//! own — its settings, the track, the display and the chooser, the status panel and the end's
//! scoring. One component per file; `plugin` is the glue the table calls.
mod board;
mod choice;
mod chooser;
mod display;
mod end_summary;
mod plugin;
mod public_board;
mod secret_card;
mod settings_form;
mod status;
mod suit_chip;
mod track;

pub use choice::Choice;
pub use plugin::{Line, Settings};

use crate::games::fifes::FifesAndDrums;
use crate::ui::table::TablePage;
use yew::prelude::*;

/// The Fifes and Drums page: the shared table's set-up, play, end and rematch.
#[function_component(FifesPage)]
pub fn fifes_page() -> Html {
    html! { <TablePage<FifesAndDrums> /> }
}
