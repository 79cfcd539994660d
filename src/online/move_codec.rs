//! How a game's hidden moves, as one seat learned them, cross from the online worker (which
//! runs the seat's deal) to its page (which holds only the view and follows it with
//! `Follow::follow`): compact bytes written by the game itself, no JSON on a page. Each game
//! implements it in `games/<game>/moves.rs`.
//!
//! Reading never panics, on any bytes: what `write_move` did not write is `None` (bytes left
//! over included), and what reads writes back to the same bytes.
use crate::core::follow::Follow;

pub trait MoveCodec: Follow {
    /// A hidden move as one seat learned it (`Follow::seen_by`: the cards it may not see are
    /// `None`, their number kept).
    fn write_move(hidden: &Self::HiddenMove, out: &mut Vec<u8>);
    fn read_move(bytes: &[u8]) -> Option<Self::HiddenMove>;
}
