//! What one seat may know, split by type into what everyone at the table sees and what only that
//! seat sees (OpenSpiel's public/private observations).
//!
//! A hand-off screen, a spectator, a log line or a replay frame renders `Public` only, so a
//! hidden card cannot reach them: there is no field to carry it. `View::private` is handed to the
//! one seat it belongs to (its screen while it plays, its computer player).
use super::{Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::ops::Deref;

/// What every seat and a spectator may see of a game: never a card that some seat cannot see,
/// never the RNG or its seed.
pub trait PublicInfo {
    /// Whose decision it is now; `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    fn outcome(&self) -> Option<Outcome>;
}

/// One seat's knowledge: the public part, and the part only `viewer` may see.
///
/// It dereferences to the public part, so `view.score` reads a public fact; private facts are
/// always spelled `view.private.…`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct View<P, Q> {
    pub viewer: Seat,
    pub public: P,
    pub private: Q,
}

impl<P: PublicInfo, Q> View<P, Q> {
    pub fn to_act(&self) -> Option<Seat> {
        self.public.to_act()
    }

    /// Is it this view's seat's decision?
    pub fn is_my_turn(&self) -> bool {
        self.public.to_act() == Some(self.viewer)
    }

    pub fn is_over(&self) -> bool {
        self.public.outcome().is_some()
    }
}

impl<P, Q> Deref for View<P, Q> {
    type Target = P;

    fn deref(&self) -> &P {
        &self.public
    }
}
