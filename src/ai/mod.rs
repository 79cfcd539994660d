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
    /// Which game this is (the search budgets are per game: `bots::budget`).
    const GAME: crate::games::GameId;

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
/// generator, gathered in a buffer instead of a list (a playout's every move; `filler` only
/// fills the buffer). More legal actions than the buffer holds fall back to the list.
fn random_legal<A: Copy>(
    filler: A,
    for_each_legal: impl FnOnce(&mut dyn FnMut(A)),
    legal_actions: impl FnOnce() -> Vec<A>,
    rng: &mut Rng,
) -> Option<A> {
    let mut buffer = [filler; 64];
    let mut n = 0;
    for_each_legal(&mut |a| {
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
        None => legal_actions().into_iter().nth(pick),
    }
}

mod games {
    //! Each game's cut-off estimate: its score so far.
    use super::{random_legal, share, Inference, Searchable};
    use crate::core::{Game, Rng, Seat, ViewOf};
    use crate::games::en_garde::EnGarde;
    use crate::games::fifes::FifesAndDrums;
    use crate::games::skirman::Skirman;

    /// How often a defender who could have parried is assumed to retreat anyway (by choice,
    /// to keep its cards): the weight of such worlds after a retreat, in percent.
    const RETREAT_BY_CHOICE_PERCENT: u32 = 25;
    /// Draws tried for a world where the retreat was forced, before keeping the last one.
    const RETREAT_DRAWS: u32 = 16;

    /// Whether the opponent's hand in `world` could have parried the attack it retreated from:
    /// it holds enough of the attack's value now, counting the retreat card back in and one
    /// card of its refill out.
    pub(super) fn could_have_parried(
        world: &EnGarde,
        retreat: &crate::games::en_garde::Retreat,
    ) -> bool {
        let hand = world.hand(retreat.seat);
        let value = retreat.from.value;
        let held = hand.count(value) + u8::from(retreat.card == value);
        held > retreat.from.count
    }

    impl Searchable for EnGarde {
        const GAME: crate::games::GameId = crate::games::GameId::EnGarde;

        /// `Close`: right after the opponent retreated from an attack, worlds where it held the
        /// cards to parry are kept only `RETREAT_BY_CHOICE_PERCENT` of the time.
        fn sampler<'a>(
            view: &'a ViewOf<Self>,
            inference: Inference,
        ) -> Box<dyn FnMut(&mut Rng) -> Self + 'a> {
            let retreat = view
                .public
                .last_retreat
                .filter(|r| inference == Inference::Close && r.seat != view.viewer);
            Box::new(move |rng| {
                let mut world = Self::determinize(view, rng);
                if let Some(retreat) = retreat {
                    for _ in 1..RETREAT_DRAWS {
                        if !could_have_parried(&world, &retreat)
                            || rng.below(100) < RETREAT_BY_CHOICE_PERCENT
                        {
                            break;
                        }
                        world = Self::determinize(view, rng);
                    }
                }
                world
            })
        }

        /// Not in Advanced. Against Standard, Strong with the opponent's moves by the heuristic
        /// wins 65 % in Abacus Classic (48 % without) and beats the searched-opponent Strong
        /// 68 % head to head; in Abacus Advanced it wins 95 % against Standard (92 % without)
        /// but only 33 % head to head: there the heuristic, which does not plan the deck's end,
        /// is too weak a model of a searching opponent (docs/ai.md).
        fn opponent_by_policy(view: &ViewOf<Self>) -> bool {
            view.public.rules.level() != crate::games::en_garde::Level::Advanced
        }

        fn playout_action(&self, rng: &mut crate::core::Rng) -> Option<Self::Action> {
            use crate::core::Game;
            let actor = self.to_act()?;
            crate::bots::en_garde::choose(&self.view(actor), rng)
        }

        fn estimate(&self, seat: Seat) -> f64 {
            let score = self.score();
            share(
                score[seat.index()] as u32,
                score[seat.other().index()] as u32,
            )
        }
    }

    /// Deals tried for a Skirm'an opponent hand that fits what its plays showed, before keeping
    /// the one that fits best.
    const LACK_DEALS: u32 = 32;

    impl Searchable for Skirman {
        const GAME: crate::games::GameId = crate::games::GameId::Skirman;

        /// What the viewer can infer, with either inference: every card seen that is still in
        /// the discard pile stays there (`determinize`), and the opponent's hand holds no more
        /// of the cards its discards and concessions showed it lacked than it has drawn since
        /// (`Public::lacks`, rejection sampling).
        ///
        /// `Close` (Master) also reads each RETRAITE against a simple attack as a sign that the
        /// opponent held no parry of its line (`Public::likely_lacks`): a world is dealt to fit
        /// those too, except `RETREAT_BY_CHOICE_PERCENT` of the time, as in En Garde.
        fn sampler<'a>(
            view: &'a ViewOf<Self>,
            inference: Inference,
        ) -> Box<dyn FnMut(&mut Rng) -> Self + 'a> {
            let dealer = crate::games::skirman::Dealer::new(view);
            let opponent = view.viewer.other();
            let lacks = view.public.lacks(opponent);
            let likely = match inference {
                Inference::Quick => Vec::new(),
                Inference::Close => view.public.likely_lacks(opponent),
            };
            // A sure lack outweighs every likely one.
            let sure_weight = likely.len() + 1;
            Box::new(move |rng| {
                let read_retreats =
                    !likely.is_empty() && rng.below(100) >= RETREAT_BY_CHOICE_PERCENT;
                dealer.deal(rng, LACK_DEALS, |hand| {
                    let misfits = |lacks: &[crate::games::skirman::Lack]| {
                        lacks.iter().filter(|l| !l.allows(hand)).count()
                    };
                    misfits(&lacks) * sure_weight + if read_retreats { misfits(&likely) } else { 0 }
                })
            })
        }

        fn playout_action(&self, rng: &mut Rng) -> Option<Self::Action> {
            random_legal(
                crate::games::skirman::Action::Decline,
                |f| self.for_each_legal(f),
                || self.legal_actions(),
                rng,
            )
        }

        fn estimate(&self, seat: Seat) -> f64 {
            let touches = self.touches();
            share(
                touches[seat.index()] as u32,
                touches[seat.other().index()] as u32,
            )
        }
    }

    impl Searchable for FifesAndDrums {
        const GAME: crate::games::GameId = crate::games::GameId::FifesAndDrums;

        /// The opponent's secret card is drawn with the probability the opponent's moves so far
        /// give it (`bots::fifes::belief_with` and its `OpponentModel`s, stated in docs/ai.md).
        fn sampler<'a>(
            view: &'a ViewOf<Self>,
            inference: Inference,
        ) -> Box<dyn FnMut(&mut Rng) -> Self + 'a> {
            use crate::bots::fifes::{belief_with, OpponentModel};
            let model = match inference {
                Inference::Quick => OpponentModel::HEURISTIC,
                Inference::Close => OpponentModel::FITTED,
            };
            let belief = belief_with(view, &model);
            Box::new(move |rng| {
                let mut ticket = rng.below(1 << 24) as f64 / (1u64 << 24) as f64;
                let mut card = belief.cards.last().map(|&(c, _)| c);
                for &(candidate, p) in &belief.cards {
                    if ticket < p {
                        card = Some(candidate);
                        break;
                    }
                    ticket -= p;
                }
                match card {
                    Some(card) => FifesAndDrums::determinized_with(view, card, rng),
                    None => FifesAndDrums::determinize(view, rng),
                }
            })
        }

        fn playout_action(&self, rng: &mut Rng) -> Option<Self::Action> {
            random_legal(
                crate::games::fifes::Action::charge(crate::games::fifes::Card::TheSea),
                |f| self.for_each_legal(f),
                || self.legal_actions(),
                rng,
            )
        }

        /// A player's secret card: the one thing only that player knows.
        fn private_key(&self, seat: Seat) -> u64 {
            self.secret(seat).index() as u64
        }

        fn estimate(&self, seat: Seat) -> f64 {
            let points = self.track().points();
            let score =
                |s: Seat| crate::games::fifes::scoring::score(&points, self.secret(s)) as u32;
            share(score(seat), score(seat.other()))
        }
    }
}
