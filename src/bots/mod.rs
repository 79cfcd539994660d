//! Computer opponents. Every one is a `Bot`: it decides from the view of the seat it plays (what
//! that seat may know) and its own randomness, never from the real state. The screens, the
//! tournament and the command line all ask for one by `Strength` through `Computer::bot`.
#[cfg(feature = "example-game")]
pub mod bluff;
pub mod en_garde;
pub mod fifes;
pub mod skirman;

#[cfg(test)]
mod search_tests;

use crate::ai::{Ismcts, Search, Searchable};
pub use crate::core::player::{play_out, Bot};
use crate::core::{Game, Rng, ViewOf};
use crate::games::{GameId, Registered};
use serde::{Deserialize, Serialize};

/// How strongly a computer plays. One name everywhere: on screen (translated), in the
/// tournament, on the command line (`beginner`, `standard`, `strong`, `master`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Strength {
    /// Uniformly random legal play: a learner can beat it.
    Beginner,
    /// The game's heuristic player.
    #[default]
    #[serde(alias = "fair")]
    Standard,
    /// The search AI with a budget of about 250 ms a decision in the browser.
    Strong,
    /// The search AI with a budget of about 1 s a decision in the browser.
    Master,
}

impl Strength {
    pub const ALL: [Strength; 4] = [
        Strength::Beginner,
        Strength::Standard,
        Strength::Strong,
        Strength::Master,
    ];

    /// Whether this strength searches (slow: off the page's thread in the browser).
    pub fn searches(self) -> bool {
        matches!(self, Strength::Strong | Strength::Master)
    }

    /// The command line's and the records' name.
    pub fn slug(self) -> &'static str {
        match self {
            Strength::Beginner => "beginner",
            Strength::Standard => "standard",
            Strength::Strong => "strong",
            Strength::Master => "master",
        }
    }

    pub fn from_slug(slug: &str) -> Option<Strength> {
        Strength::ALL.into_iter().find(|s| s.slug() == slug)
    }
}

/// The search's iterations a decision of `Strong` and of `Master` in one game: calibrated so
/// that in the browser (the AI worker, headless Chromium on the project's machine) Strong takes
/// about 250 ms a decision and Master at most 1 s at the 95th percentile (docs/ai.md has the
/// measurements and the commands). A budget, not a time: the command line, the arena and the
/// browser play exactly alike for a seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub strong: u32,
    pub master: u32,
}

/// A game that has computer players.
pub trait Computer: Searchable + Registered + 'static {
    /// The iterations of its searches (`Strong`, `Master`).
    const BUDGET: Budget;

    /// The heuristic player, drawing on `rng` (its own, never derived from the deal's seed).
    fn standard_bot(rng: Rng) -> Box<dyn Bot<Self>>;

    /// How this game's searches (Strong and Master) differ from the default settings, beside
    /// their budgets (default: not at all).
    fn game_search(search: Search) -> Search {
        search
    }

    /// What Master adds to a search (default: nothing but its budget): a game may give it a
    /// closer model of the opponent (`Inference::Close`, `Search::private_branches`).
    fn master_search(search: Search) -> Search {
        search
    }

    /// The search's iterations a decision for `strength` (0 for those that do not search).
    fn budget(strength: Strength) -> u32 {
        match strength {
            Strength::Beginner | Strength::Standard => 0,
            Strength::Strong => Self::BUDGET.strong,
            Strength::Master => Self::BUDGET.master,
        }
    }

    /// The search settings of a searching strength.
    fn search(strength: Strength) -> Search {
        let search = Self::game_search(Search {
            iterations: Self::budget(strength),
            ..Search::default()
        });
        match strength {
            Strength::Master => Self::master_search(search),
            _ => search,
        }
    }

    /// A computer player that decides at once (Beginner or Standard), for code that must not
    /// carry the search (a page: the search runs apart, in its worker). A searching strength
    /// gets the Standard player here.
    fn quick_bot(strength: Strength, seed: u64) -> Box<dyn Bot<Self>> {
        let rng = Rng::seeded(seed);
        match strength {
            Strength::Beginner => Box::new(RandomBot { rng }),
            _ => Self::standard_bot(rng),
        }
    }

    /// A computer player of `strength` with its own generator seeded by `seed`.
    fn bot(strength: Strength, seed: u64) -> Box<dyn Bot<Self>> {
        let rng = Rng::seeded(seed);
        match strength {
            Strength::Beginner => Box::new(RandomBot { rng }),
            Strength::Standard => Self::standard_bot(rng),
            Strength::Strong | Strength::Master => {
                Box::new(Ismcts::new(Self::search(strength), rng))
            }
        }
    }
}

/// The search's iterations a decision for `Strong` and `Master` in `game` (`Computer::BUDGET`),
/// 0 for the strengths that do not search.
pub fn budget(game: GameId, strength: Strength) -> u32 {
    crate::dispatch!(game, G => G::budget(strength))
}

/// Plays a uniformly random legal action (the `Beginner` strength in every game).
pub struct RandomBot {
    pub rng: Rng,
}

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, view: &ViewOf<G>) -> Option<G::Action> {
        let legal = G::legal_actions_in(view);
        if legal.is_empty() {
            return None;
        }
        let pick = self.rng.below(legal.len() as u32) as usize;
        legal.into_iter().nth(pick)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Seat;
    use crate::games::en_garde::{EnGarde, Options, RuleSet};
    use crate::games::fifes::FifesAndDrums;
    use crate::games::skirman::{Level, Rules, Skirman};

    fn finishes<G: Computer>(mut game: G, strengths: [Strength; 2]) {
        let mut bots = [G::bot(strengths[0], 11), G::bot(strengths[1], 12)];
        play_out(&mut game, &mut bots, 50_000);
        assert!(game.outcome().is_some(), "the bots did not finish the game");
    }

    #[test]
    fn every_strength_finishes_every_game() {
        let quick = [Strength::Beginner, Strength::Standard];
        for a in quick {
            for b in quick {
                finishes(
                    EnGarde::new(RuleSet::default(), Options::default(), 3),
                    [a, b],
                );
                finishes(FifesAndDrums::new(Default::default(), 4), [a, b]);
                finishes(Skirman::new(Rules::new(Level::Competition), 5), [a, b]);
            }
        }
    }

    #[test]
    fn a_bot_passes_when_it_is_not_its_turn() {
        let game = EnGarde::new(RuleSet::default(), Options::default(), 3);
        let idle = game.to_act().map_or(Seat::One, Seat::other);
        let mut bot = EnGarde::bot(Strength::Standard, 1);
        assert_eq!(bot.choose(&game.view(idle)), None);
    }

    #[test]
    fn strength_names_round_trip_and_old_saves_read() {
        for s in Strength::ALL {
            assert_eq!(Strength::from_slug(s.slug()), Some(s));
        }
        let old: Strength = serde_json::from_str("\"fair\"").unwrap();
        assert_eq!(old, Strength::Standard);
    }
}
