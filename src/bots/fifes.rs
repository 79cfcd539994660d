//! The baseline Fifes and Drums bot: it decides from its view only.
//!
//! It keeps a probability over the seven Pawns and Courts the opponent may hold, updated turn
//! by turn from the public history: a card under which the opponent's choice looks good for the
//! opponent's own units gains weight (a softmax model of the opponent, mixed with uniform noise
//! so that a random or bluffing opponent cannot drive any card to zero). It then takes the
//! action that maximises its own units' points minus the opponent's expected points, with the
//! units' spaces as a cushion while the game cannot end at once. Units on both cards count for
//! both, so they cancel out, as they should (§7).
use crate::ai::{random_legal, share, Inference, Searchable};
use crate::cli::games::CliGame;
use crate::core::Rng;
use crate::core::{Game, Seat, ViewOf};
use crate::games::fifes;
use crate::games::fifes::FifesAndDrums;
use crate::games::fifes::{Action, Card, Situation, Suit, Suits, Track, View};

/// The weight of raw spaces next to points: a unit far behind its rivals keeps its rank when
/// the next cards shuffle the track (measured: 74% → 81% wins against random play).
const CUSHION: f64 = 1.0;

/// How the opponent is assumed to pick its moves, given the card it holds: each move a softmax
/// choice over how good the tracks its legal moves lead to look for that card's units
/// (`appeal`), mixed with uniform noise so that a random or bluffing opponent cannot drive any
/// card to zero.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OpponentModel {
    /// How sharply better moves are preferred (the softmax's inverse temperature).
    pub sharpness: f64,
    /// The share of each move explained as noise (a random choice, a bluff).
    pub noise: f64,
    /// How much a player is assumed to want the units not on its card kept low.
    pub rival_weight: f64,
    /// The weight of a unit's spaces next to its points.
    pub spaces_weight: f64,
}

impl OpponentModel {
    /// The heuristic player's model (Standard; Strong samples its worlds with it too).
    pub const HEURISTIC: OpponentModel = OpponentModel {
        sharpness: 1.0,
        noise: 0.25,
        rival_weight: 0.5,
        spaces_weight: 0.0,
    };

    /// Fitted to the search's own games (the likeliest parameters of the true card, over 1 758
    /// positions of 60 games: `cargo run --release --example fit_opponent_model`, docs/ai.md).
    /// The search takes its units as far back as it can, so spaces tell its card more than
    /// points do; the heuristic's model gave the true card less than uniform odds there.
    pub const FITTED: OpponentModel = OpponentModel {
        sharpness: 0.05,
        noise: 0.25,
        rival_weight: 0.25,
        spaces_weight: 8.0,
    };

    /// How good `track` looks to a player favouring `units`.
    pub fn appeal(&self, track: &Track, units: Suits) -> f64 {
        let points = track.points();
        let mut own = 0.0;
        let mut rivals = 0.0;
        for (i, &p) in points.iter().enumerate() {
            if units.contains(Suit::ALL[i]) {
                own += p as f64;
            } else {
                rivals += p as f64;
            }
        }
        let mut spaces = 0.0;
        for (i, &space) in track.spaces().iter().enumerate() {
            if units.contains(Suit::ALL[i]) {
                spaces += self.spaces_weight * space as f64;
            } else {
                spaces -= self.spaces_weight * self.rival_weight * space as f64;
            }
        }
        own - self.rival_weight * rivals + spaces
    }
}

/// The bot's guess at the opponent's secret card.
#[derive(Clone, Debug, PartialEq)]
pub struct Belief {
    /// The candidate cards, each with its probability (summing to 1).
    pub cards: Vec<(Card, f64)>,
}

impl Belief {
    /// The probability that the opponent favours each unit, indexed by `Suit::index`.
    pub fn unit_weights(&self) -> [f64; 6] {
        let mut weights = [0.0; 6];
        for &(card, p) in &self.cards {
            for suit in card.suits() {
                weights[suit.index()] += p;
            }
        }
        weights
    }

    pub fn most_likely(&self) -> Option<Card> {
        self.cards
            .iter()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|&(c, _)| c)
    }
}

/// The bot's belief about the opponent's card, from the turns the opponent has played.
pub fn belief(view: &View) -> Belief {
    belief_with(view, &OpponentModel::HEURISTIC)
}

/// The belief about the opponent's card if it plays by `model`.
pub fn belief_with(view: &View, model: &OpponentModel) -> Belief {
    let candidates = view.opponent_candidates();
    let mut weights = vec![1.0f64; candidates.len()];
    let opponent = view.viewer.other();
    let mut outcomes: Vec<(Action, Track)> = Vec::with_capacity(40);
    for turn in view.history.iter().filter(|t| t.seat == opponent) {
        let situation = Situation {
            actor: Some(turn.seat),
            display: &turn.display,
            track: turn.track_before,
        };
        outcomes.clear();
        situation.for_each_legal(|a| {
            if let Ok(r) = situation.resolve(&a) {
                outcomes.push((a, r.track));
            }
        });
        if outcomes.len() < 2 {
            continue;
        }
        for (weight, card) in weights.iter_mut().zip(&candidates) {
            let units = Suits::of(card.suits());
            let values: Vec<f64> = outcomes
                .iter()
                .map(|(_, t)| model.appeal(t, units))
                .collect();
            let best = values.iter().copied().fold(f64::MIN, f64::max);
            let total: f64 = values
                .iter()
                .map(|v| ((v - best) * model.sharpness).exp())
                .sum();
            let chosen = model.appeal(&turn.track_after, units);
            let p_chosen = ((chosen - best) * model.sharpness).exp() / total;
            *weight *= model.noise / outcomes.len() as f64 + (1.0 - model.noise) * p_chosen;
        }
        // Keep the numbers in range over a long game.
        let sum: f64 = weights.iter().sum();
        if sum > 0.0 {
            weights.iter_mut().for_each(|w| *w /= sum);
        }
    }
    let sum: f64 = weights.iter().sum();
    let n = candidates.len().max(1) as f64;
    Belief {
        cards: candidates
            .into_iter()
            .zip(weights)
            .map(|(c, w)| (c, if sum > 0.0 { w / sum } else { 1.0 / n }))
            .collect(),
    }
}

/// Picks one of `view`'s legal actions (None when it is not the viewer's turn).
pub fn choose(view: &View, rng: &mut Rng) -> Option<Action> {
    let legal = view.legal_actions();
    if legal.is_empty() {
        return None;
    }
    let opponent_units = belief(view).unit_weights();
    // Spaces of margin protect a rank against later moves, unless the game may end right now.
    let cushion = CUSHION * (1.0 - view.excuse_chance_next());
    let mine = view.my_units();
    let situation = view.situation();
    let mut best: Vec<Action> = Vec::new();
    let mut best_value = f64::MIN;
    for action in legal {
        let Ok(resolution) = situation.resolve(&action) else {
            continue;
        };
        let points = resolution.track.points();
        let spaces = resolution.track.spaces();
        let value: f64 = points
            .iter()
            .zip(spaces)
            .enumerate()
            .map(|(i, (&p, space))| {
                let own = if mine.contains(Suit::ALL[i]) {
                    1.0
                } else {
                    0.0
                };
                (own - opponent_units[i]) * (p as f64 + cushion * space as f64)
            })
            .sum();
        if value > best_value + 1e-9 {
            best_value = value;
            best.clear();
            best.push(action);
        } else if (value - best_value).abs() <= 1e-9 {
            best.push(action);
        }
    }
    if best.is_empty() {
        return None;
    }
    Some(best[rng.below(best.len() as u32) as usize])
}

/// The heuristic player as a `Bot`.
pub struct Heuristic {
    pub rng: Rng,
}

impl super::Bot<crate::games::fifes::FifesAndDrums> for Heuristic {
    fn choose(&mut self, view: &View) -> Option<Action> {
        choose(view, &mut self.rng)
    }
}

impl super::Computer for crate::games::fifes::FifesAndDrums {
    const BUDGET: super::Budget = super::Budget {
        strong: 50_000,
        master: 90_000,
    };

    fn standard_bot(rng: Rng) -> Box<dyn super::Bot<crate::games::fifes::FifesAndDrums>> {
        Box::new(Heuristic { rng })
    }

    /// Master models the opponent more closely than Strong: it draws the opponent's card by the
    /// model fitted to the search's games, and lets the opponent answer as if it knew its card.
    /// More iterations alone did not make it stronger (docs/ai.md, the ladder).
    fn master_search(search: crate::ai::Search) -> crate::ai::Search {
        crate::ai::Search {
            inference: crate::ai::Inference::Close,
            private_branches: true,
            ..search
        }
    }
}

// The search's model of the game (`ai::Searchable`).

impl Searchable for FifesAndDrums {
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
            self,
            crate::games::fifes::Action::charge(crate::games::fifes::Card::TheSea),
            rng,
        )
    }

    /// A player's secret card: the one thing only that player knows.
    fn private_key(&self, seat: Seat) -> u64 {
        self.secret(seat).index() as u64
    }

    fn estimate(&self, seat: Seat) -> f64 {
        let points = self.track().points();
        let score = |s: Seat| crate::games::fifes::scoring::score(&points, self.secret(s)) as u32;
        share(score(seat), score(seat.other()))
    }
}

// What the command line needs of the game (`cli::games::CliGame`).

impl CliGame for FifesAndDrums {
    type Problem = fifes::ViewProblem;

    fn all_rules() -> Vec<fifes::RuleSet> {
        vec![fifes::RuleSet::Standard]
    }

    fn view_rules(_view: &fifes::View) -> fifes::RuleSet {
        fifes::RuleSet::Standard
    }

    fn problems(view: &fifes::View) -> Vec<fifes::ViewProblem> {
        view.problems()
    }
}

// The benchmarks of random play and of the search (`bench::Benched`).

/// Plays `games` whole games of Fifes and Drums with uniformly random legal actions; returns a
/// checksum of the scores so the work cannot be optimised away.
pub fn play_fifes_games(seed: u64, games: u64) -> u64 {
    let mut rng = Rng::seeded(seed ^ 0xF1F3);
    let mut checksum = 0u64;
    // At most 5 numbered cards × 8 splits.
    let mut buffer = [fifes::Action::charge(fifes::Card::TheExcuse); 48];
    for _ in 0..games {
        let mut game = FifesAndDrums::new(fifes::Options::default(), rng.next_u64());
        loop {
            let mut n = 0usize;
            game.for_each_legal(|a| {
                if n < buffer.len() {
                    buffer[n] = a;
                    n += 1;
                }
            });
            if n == 0 {
                break;
            }
            game.apply_trusted(&buffer[rng.below(n as u32) as usize]);
        }
        if let Some(report) = game.phase().report() {
            checksum =
                checksum.wrapping_add(report.scores[0] as u64 * 31 + report.scores[1] as u64);
        }
    }
    checksum
}

/// Random-play games of Fifes and Drums per second (the median over batches), `seconds` in all.
pub fn fifes_rate(seconds: f64, now: &dyn Fn() -> f64) -> f64 {
    let mut seed = 0u64;
    crate::bench::median_rate(seconds, now, |n| {
        seed += 1;
        play_fifes_games(seed, n)
    })
}

impl crate::bench::Benched for FifesAndDrums {
    const SEARCH_PLIES: u32 = 28;

    fn random_play_report(seconds: f64, now: &dyn Fn() -> f64, platform: &str) -> String {
        let rate = fifes_rate(seconds, now);
        format!(
            "Fifes and Drums{platform}: random legal play, whole games, one core, {seconds} s in all\n{rate:.0} games/s"
        )
    }

    fn search_deal(seed: u64) -> FifesAndDrums {
        FifesAndDrums::new(crate::games::fifes::Options::default(), seed)
    }

    fn calibration_deal(seed: u64) -> FifesAndDrums {
        FifesAndDrums::new(crate::games::fifes::Options::default(), seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, Outcome, Seat};
    use crate::games::fifes::{FifesAndDrums, FirstPlayer, Options};

    /// Plays `games` games, the bot against uniformly random legal play, seats alternating.
    /// Returns (bot wins, draws, bot losses).
    fn bot_against_random(games: u64) -> (u64, u64, u64) {
        let (mut won, mut drawn, mut lost) = (0, 0, 0);
        for seed in 0..games {
            let mut rng = Rng::seeded(seed + 7000);
            let options = Options {
                first_player: FirstPlayer::Random,
            };
            let mut game = FifesAndDrums::new(options, seed);
            let bot = if seed % 2 == 0 { Seat::One } else { Seat::Two };
            while let Some(actor) = game.to_act() {
                let action = if actor == bot {
                    choose(&game.view(bot), &mut rng).expect("the bot has an action")
                } else {
                    let legal = game.legal_actions();
                    legal[rng.below(legal.len() as u32) as usize]
                };
                game = game.play(&action).expect("bots play legal actions");
            }
            match game.outcome() {
                Some(Outcome::Winner(seat)) if seat == bot => won += 1,
                Some(Outcome::Draw) => drawn += 1,
                _ => lost += 1,
            }
        }
        (won, drawn, lost)
    }

    #[test]
    fn beats_random_play_clearly() {
        let games = 1000;
        let (won, drawn, lost) = bot_against_random(games);
        eprintln!(
            "fifes bot against random play: {won} won, {drawn} drawn, {lost} lost of {games}"
        );
        // Measured with these seeds: 816 won, 81 drawn, 103 lost (81.6%, about 8 wins per loss).
        assert!(
            won * 100 >= 65 * games,
            "{won} won, {drawn} drawn, {lost} lost"
        );
        assert!(won >= 4 * lost, "{won} won, {drawn} drawn, {lost} lost");
    }

    #[test]
    fn the_belief_follows_the_opponents_play() {
        use crate::games::fifes::Position;
        // The opponent (seat two) keeps retreating Moons, Suns and Leaves: the Harvest.
        let position = Position {
            secrets: [Card::TheConsul, Card::TheHarvest],
            display: [
                Card::TheDiplomat,
                Card::TheForest,
                Card::TheMountain,
                Card::ThePact,
                Card::TheChanceMeeting,
            ],
            pile: Card::ALL
                .into_iter()
                .filter(|c| c.is_basic())
                .filter(|c| {
                    ![
                        Card::TheDiplomat,
                        Card::TheForest,
                        Card::TheMountain,
                        Card::ThePact,
                        Card::TheChanceMeeting,
                    ]
                    .contains(c)
                })
                .chain([Card::TheExcuse])
                .collect(),
            discards: vec![],
            track: Track::new([5, 1, 1, 1, 1, 1]),
            to_move: Seat::Two,
        };
        let mut game = FifesAndDrums::from_position(Options::default(), position).unwrap();
        let mut rng = Rng::seeded(1);
        for _ in 0..6 {
            // The opponent plays its best move for the Harvest's units; we play randomly.
            let view = game.view(Seat::Two);
            let harvest = Suits::of(&[Suit::Moons, Suit::Suns, Suit::Leaves]);
            let best = view
                .legal_actions()
                .into_iter()
                .max_by(|a, b| {
                    let ta = view.preview(a).unwrap().track;
                    let tb = view.preview(b).unwrap().track;
                    let model = OpponentModel::HEURISTIC;
                    model
                        .appeal(&ta, harvest)
                        .total_cmp(&model.appeal(&tb, harvest))
                })
                .unwrap();
            game = game.play(&best).unwrap();
            let legal = game.legal_actions();
            let mine = legal[rng.below(legal.len() as u32) as usize];
            game = game.play(&mine).unwrap();
        }
        let b = belief(&game.view(Seat::One));
        assert_eq!(b.most_likely(), Some(Card::TheHarvest), "{b:?}");
        assert!(b.cards.iter().all(|&(c, _)| c != Card::TheConsul));
        let sum: f64 = b.cards.iter().map(|c| c.1).sum();
        assert!((sum - 1.0).abs() < 1e-9);
    }
}
