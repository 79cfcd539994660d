//! Fifes and Drums at the shared table (`ui::table`): this folder holds only what is the game's
//! own — its settings, the track, the display and the chooser, the status panel and the end's
//! scoring. One component per file; `plugin` is the glue the table calls.
mod art;
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

pub use crate::i18n::fifes::Line;
pub use choice::Choice;
pub use plugin::Settings;

use crate::core::walkthrough::Walkthrough;
use crate::games::fifes::FifesAndDrums;
use crate::i18n::walkthrough::Text as Guide;
use crate::ui::context::use_lang;
use crate::ui::guide::{Guided, GUIDE_SECTION};
use crate::ui::route::Route;
use crate::ui::table::TablePage;
use yew::prelude::*;

impl Guided for FifesAndDrums {
    fn walkthrough() -> Walkthrough<FifesAndDrums> {
        crate::games::fifes::walkthrough::first_game()
    }
}

/// The Fifes and Drums page: the shared table's set-up, play, end and rematch.
#[function_component(FifesPage)]
pub fn fifes_page() -> Html {
    let lang = use_lang();
    let extra = html! {
        <a class="eg-link" href={Route::Section(crate::games::GameId::FifesAndDrums, GUIDE_SECTION).href()} data-testid="guide-link">
            { Guide::Link.text(lang) }
        </a>
    };
    html! { <TablePage<FifesAndDrums> {extra} /> }
}
