//! The example game at the shared table (`ui::table`): its board, its public board and its
//! picture. One component per file; `plugin` is the glue the table calls.
mod art;
mod board;
mod plugin;
mod public_board;

pub use plugin::Move;
