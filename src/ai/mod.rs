//! The search AI: information-set Monte Carlo tree search (Cowling, Powley and Whitehouse 2012,
//! single-observer ISMCTS), generic over the `Game` contract. Every iteration samples a full state
//! from the AI's view alone (`Searchable::sample`), so the search never sees the real hidden
//! cards; its randomness is its own. One code serves every game.
pub mod arena;
pub mod ismcts;

pub use ismcts::{Ismcts, OpponentMoves, Search, SearchResult};

use crate::core::{Game, Rng, Seat, ViewOf};

/// How a search infers the hidden cards of the worlds it samples.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Inference {
    /// The game's quick model of the opponent (the heuristic player's), or uniform.
    #[default]
    Quick,
    /// The game's closer model, where it has one: in Fifes and Drums the opponent model fitted
    /// to the search's own games; in En Garde, a retreat means the defender probably could not
    /// parry.
    Close,
}

/// What the search needs of a game beyond the contract.
pub trait Searchable: Game {
    /// How good a state that is not over yet looks for `seat`, in `0.0..=1.0` (a rollout that
    /// hits its length limit stops here). Built from the full state of a sampled world.
    fn estimate(&self, seat: Seat) -> f64;

    /// Full states consistent with `view`, one per iteration. By default uniform over what the
    /// viewer cannot rule out (`determinize`); a game may weigh hidden cards by what the
    /// opponent's play so far suggests, by the model `inference` names. What the play suggests
    /// is worked out once, here; the returned closure draws one world per call.
    fn sampler<'a>(
        view: &'a ViewOf<Self>,
        _inference: Inference,
    ) -> Box<dyn FnMut(&mut Rng) -> Self + 'a> {
        Box::new(move |rng| Self::determinize(view, rng))
    }

    /// What `seat` alone knows in this world, as a number that differs between worlds where
    /// `seat` would know different things (`Search::private_branches`). Default: 0, one branch.
    fn private_key(&self, _seat: Seat) -> u64 {
        0
    }

    /// Whether the opponent's moves in the tree suit its policy better than UCB1 under the
    /// rules `view` plays (`OpponentMoves::AsTheGameSays`). Default: no.
    fn opponent_by_policy(_view: &ViewOf<Self>) -> bool {
        false
    }

    /// The next action of a playout (default: uniformly random). A game may play its heuristic
    /// here, deciding from the actor's view of the sampled world, where random play is too weak
    /// to tell good moves from bad.
    fn playout_action(&self, rng: &mut Rng) -> Option<Self::Action> {
        let legal = self.legal_actions();
        if legal.is_empty() {
            return None;
        }
        let pick = rng.below(legal.len() as u32) as usize;
        legal.into_iter().nth(pick)
    }
}

/// The value of a finished or cut-off state for `seat`: 1 for a win, 0 for a loss, ½ for a draw.
pub fn value_for<G: Searchable>(state: &G, seat: Seat) -> f64 {
    match state.outcome() {
        Some(crate::core::Outcome::Winner(winner)) if winner == seat => 1.0,
        Some(crate::core::Outcome::Winner(_)) => 0.0,
        Some(crate::core::Outcome::Draw) => 0.5,
        None => state.estimate(seat).clamp(0.0, 1.0),
    }
}

/// A smooth share of points: `(mine + 1) / (mine + theirs + 2)`.
pub fn share(mine: u32, theirs: u32) -> f64 {
    (mine as f64 + 1.0) / (mine as f64 + theirs as f64 + 2.0)
}

/// A uniformly random legal action, the default `playout_action`'s very choice for the same
/// generator, gathered in a buffer by `Game::for_each_legal` instead of a list (a playout's
/// every move; `filler` only fills the buffer). More legal actions than the buffer holds fall
/// back to the list.
pub fn random_legal<G: Game>(state: &G, filler: G::Action, rng: &mut Rng) -> Option<G::Action>
where
    G::Action: Copy,
{
    let mut buffer = [filler; 64];
    let mut n = 0;
    state.for_each_legal(|a| {
        if let Some(slot) = buffer.get_mut(n) {
            *slot = a;
        }
        n += 1;
    });
    if n == 0 {
        return None;
    }
    let pick = rng.below(n as u32) as usize;
    match buffer.get(pick) {
        Some(&action) => Some(action),
        None => state.legal_actions().into_iter().nth(pick),
    }
}
