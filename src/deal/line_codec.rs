//! How a game's actions and facts cross the line between two browsers: compact bytes written
//! by the game itself, so an online page links no JSON reader, and an action crosses as the
//! other seat may see it (`Follow::shown`), never with a card the actor hides (a Skirm'an
//! discard, a card en attente). Each game implements it in `games/<game>/line.rs`.
//!
//! Reading never panics, on any bytes: what `write_*` did not write is `None` (bytes left over
//! included), and what reads writes back to the same bytes.
use crate::core::follow::Follow;
use crate::core::ViewOf;

pub trait LineCodec: Follow {
    /// `action`, about to be played by the seat of `view` (its own view before), as the other
    /// seat will see it played: equal to `Follow::shown` from the other seat's view, worked out
    /// from what the actor knows.
    fn shown_to_other(view: &ViewOf<Self>, action: &Self::Action) -> Self::Shown;

    /// The action a log tells for a play seen as `shown` (`Narrated::events` reads public
    /// facts only): the action itself where every play is seen whole; for a play whose cards
    /// the seat may not see, the same kind of action with stand-in cards, which narration
    /// never reads (tested: its events are the same whatever they are).
    fn told(shown: &Self::Shown) -> Self::Action;

    fn write_shown(shown: &Self::Shown, out: &mut Vec<u8>);
    fn read_shown(bytes: &[u8]) -> Option<Self::Shown>;

    /// A whole action: disclosed at the end of the game for the audit.
    fn write_action(action: &Self::Action, out: &mut Vec<u8>);
    fn read_action(bytes: &[u8]) -> Option<Self::Action>;

    /// The answer a holder states in a fact about its hand (a hidden move its game serves as
    /// `Serve::Fact`), without what the other seat's rules already know.
    fn write_fact(fact: &Self::HiddenMove, out: &mut Vec<u8>);
    /// The fact the reader's own rules asked for (`wanted`, as `Follow::wanted` made it),
    /// completed with the holder's answer; `None` if the bytes are no answer to it.
    fn read_fact(wanted: &Self::HiddenMove, bytes: &[u8]) -> Option<Self::HiddenMove>;
}
