//! En Garde strings: the table, the log, the reasons a card cannot be played.
use super::messages;

messages! {
    pub enum Text {
        GameName => "En Garde", "En Garde";
    }
}
