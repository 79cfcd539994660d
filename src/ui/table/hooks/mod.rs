//! The table's behaviour, one hook each: its state, the keyboard shortcuts, where the focus goes,
//! the autosave (with the history and the statistics), the computer's turn, hints, and telling
//! the owner how the game ended. `Table` composes them.
mod autosave;
mod computer;
mod end;
mod focus;
mod hint;
mod shortcuts;
mod table_state;

pub use autosave::use_autosave;
pub use computer::use_computer_turn;
pub use end::use_end_told;
pub use focus::{use_focus_follows, Moment};
pub use hint::use_assist;
pub use shortcuts::use_shortcuts;
pub use table_state::use_table_state;
