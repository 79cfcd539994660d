//! The table every game shares: seats (a human or a computer of some strength, with names), the
//! set-up → play → end → rematch lifecycle, playing an action and showing why one was refused,
//! the hot-seat hand-off, pauses between rounds, the log, the computer's turn (played on the page
//! for the strengths that decide at once, asked of the AI worker for the search: `ai`), and
//! hints.
//!
//! A game plugs in by implementing `TableGame` (`game`: its rules, its set-up form, its widgets)
//! and is shown by `TablePage::<G>` (or `Table::<G>` for one game driven from outside, as a
//! tournament bout). Everything here is generic over the contract: no game is named in this
//! folder. `Table` composes the table's behaviour (`hooks`, one hook each) and its widgets (one
//! component per file).
//!
//! Hidden information by type: the hand-off screen, a pause, the end panel and the log receive a
//! `G::Public` only; the board receives the full view of the one seat allowed to look.
pub mod ai;
mod assist;
mod bar;
mod end;
mod end_notes;
mod finished_games;
mod game;
pub mod games_page;
mod handoff;
pub mod history;
mod hooks;
mod import;
mod keys;
mod log;
mod pace;
mod page;
mod pause;
mod replay;
mod requests;
mod resume_offer;
pub mod saved;
mod saving;
mod seats;
mod shortcuts;
mod state;
mod stats_panel;
pub mod storage;
mod table_view;
mod undo_request;
mod unreadable_notice;
mod words;

pub use game::{BoardProps, PublicProps, TableGame};
pub use games_page::{GamesPage, GAMES_SECTION};
pub use log::{log_line, LogLine, TableLog};
pub use pace::Pace;
pub use page::{TablePage, TablePageProps};
pub use replay::{replay_board, replay_steps, ReplayViewer};
pub use saving::Saving;
pub use seats::{strength_name, SeatKind, Seats, SeatsForm};
pub use state::{Msg, TableState};
pub use table_view::{Table, TableProps};
