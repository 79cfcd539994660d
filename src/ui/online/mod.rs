//! Playing a friend on another device: the direct connection (`connection`), the relays that
//! help the two browsers meet (`relays`), the automatic meeting over them (`meeting`) and the
//! QR codes of links and codes; at the end, the rematch, the forfeit after a long absence and
//! the history of online games (`online_end`, `forfeit_offer`, `history`), shown on the game's
//! "your games" page (`online_games`, `online_replay`). The signalling, the codes and the settings are
//! `crate::signal` (native); the game over the channel is `crate::online`'s line.
pub mod connection;
pub mod connection_settings;
pub mod copy_button;
pub mod forfeit_offer;
pub mod history;
pub mod meeting;
pub mod online_end;
pub mod online_games;
pub mod online_replay;
pub mod online_table;
pub mod page;
pub mod qr_code;
pub mod relays;
pub mod worker_client;

pub use page::OnlinePage;

/// The online page's folder under a game's (`<slug>/online/`).
pub const ONLINE_SECTION: &str = "online";
