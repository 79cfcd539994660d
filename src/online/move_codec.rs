//! How a game's hidden moves, as one seat learned them, cross from the online worker (which
//! runs the seat's deal) to its page (which holds only the view and follows it with
//! `Follow::follow`): compact bytes written by the game itself, no JSON on a page. Each game
//! implements it in `games/<game>/moves.rs`.
//!
//! Reading never panics, on any bytes: what `write_move` did not write is `None` (bytes left
//! over included), and what reads writes back to the same bytes.
use crate::core::follow::Follow;
use crate::core::Seat;

pub trait MoveCodec: Follow {
    /// A hidden move as one seat learned it (`Follow::seen_by`: the cards it may not see are
    /// `None`, their number kept).
    fn write_move(hidden: &Self::HiddenMove, out: &mut Vec<u8>);
    fn read_move(bytes: &[u8]) -> Option<Self::HiddenMove>;
}

/// `read_move`'s cursor, shared by every game: each read is `None` past the end or out of range.
pub struct Reader<'a>(pub &'a [u8]);

impl Reader<'_> {
    pub fn byte(&mut self) -> Option<u8> {
        let (&byte, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(byte)
    }

    /// A byte below `bound`.
    pub fn below(&mut self, bound: u8) -> Option<u8> {
        self.byte().filter(|&byte| byte < bound)
    }

    /// 0 or 1.
    pub fn bool(&mut self) -> Option<bool> {
        Some(self.below(2)? == 1)
    }

    /// A seat as its index, 0 or 1.
    pub fn seat(&mut self) -> Option<Seat> {
        Some(if self.bool()? { Seat::Two } else { Seat::One })
    }

    /// Nothing left to read.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `value` if every byte was read.
    pub fn end<T>(self, value: T) -> Option<T> {
        self.0.is_empty().then_some(value)
    }
}
