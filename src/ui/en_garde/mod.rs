//! En Garde at the shared table (`ui::table`): this folder holds only what is En Garde's own —
//! its settings, the piste, the scoreboard, the hand and the decision panel, the round report.
//! One component per file; `plugin` is the glue the table calls.
mod art;
mod board;
mod hand;
mod piste;
mod plugin;
mod prompt;
mod prompt_defend;
mod prompt_turn;
mod public_board;
mod report;
mod scoreboard;
mod selection;
mod setup;
mod tally;

pub use plugin::{Line, Settings};

use crate::core::walkthrough::Walkthrough;
use crate::games::en_garde::{walkthrough, EnGarde};
use crate::i18n::walkthrough::Text as Guide;
use crate::ui::context::use_lang;
use crate::ui::guide::{Guided, GUIDE_SECTION};
use crate::ui::route::Route;
use crate::ui::table::TablePage;
use yew::prelude::*;

impl Guided for EnGarde {
    fn walkthrough() -> Walkthrough<EnGarde> {
        crate::games::en_garde::walkthrough::first_round()
    }

    /// The guide teaches Advanced (advance-and-attack, retreat); the set-up's default is Classic.
    fn play_query() -> String {
        format!("{}{}", plugin::RULES_QUERY, walkthrough::RULES.name())
    }
}

/// The En Garde page: the shared table's set-up, play, end and rematch.
#[function_component(EnGardePage)]
pub fn en_garde_page() -> Html {
    let lang = use_lang();
    let extra = html! {
        <a class="eg-link" href={Route::Section(crate::games::GameId::EnGarde, GUIDE_SECTION).href()} data-testid="guide-link">
            { Guide::Link.text(lang) }
        </a>
    };
    html! { <TablePage<EnGarde> {extra} /> }
}
