//! Bluff, the example game: the smallest two-player game with hidden cards that exercises the
//! whole platform (docs/adding-a-game.md walks through it; docs/example-game.md has its rules
//! for players). Not shipped: it is built only with the cargo feature `example-game`.
//!
//! **Rules.** Twelve cards, the faces 1 to 6 twice each, are shuffled; each player is dealt
//! three, seen only by its holder; the other six stay face down, out of play.
//! - B1. Player 1 opens; then the players take turns.
//! - B2. A bid says "among the six cards in the players' hands there are at least *count*
//!   cards of *face*": a count from 1 to 6 and a face from 1 to 6.
//! - B3. Each bid must be higher than the one before: a higher count, or the same count and a
//!   higher face.
//! - B4. Instead of bidding, a player may challenge the last bid (never the first move).
//! - B5. A challenge ends the game: both hands are shown. If the bid holds, its bidder wins;
//!   otherwise the challenger wins.
//! - B6. After the highest bid (six 6s) the only move is to challenge.
pub mod dealt;
pub mod follow;
mod line;
mod moves;
pub mod record;
pub mod settings_text;

use crate::core::{Game, Outcome, PublicInfo, Rng, RuleError, Seat, View as CoreView};
use serde::{Deserialize, Serialize};

/// The faces, 1 to `FACES`.
pub const FACES: u8 = 6;
/// Copies of each face in the deck.
pub const COPIES: u8 = 2;
/// Cards in a hand.
pub const HAND: usize = 3;

/// A player's three cards, in ascending order.
pub type Hand = [u8; HAND];

/// "At least `count` cards of `face` in the two hands".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bid {
    pub count: u8,
    pub face: u8,
}

impl Bid {
    /// The lowest bid (one 1).
    pub const LOWEST: Bid = Bid { count: 1, face: 1 };

    /// Whether both numbers are in range (B2).
    pub fn exists(self) -> bool {
        (1..=2 * HAND as u8).contains(&self.count) && (1..=FACES).contains(&self.face)
    }

    /// Its place in the order of bids (B3): 0 for one 1, 35 for six 6s.
    pub fn rank(self) -> u8 {
        (self.count - 1) * FACES + (self.face - 1)
    }

    /// The bid of rank `rank`, if there is one.
    pub fn of_rank(rank: u8) -> Option<Bid> {
        let bid = Bid {
            count: rank / FACES + 1,
            face: rank % FACES + 1,
        };
        bid.exists().then_some(bid)
    }

    /// Whether the cards of both hands make it true (B5).
    pub fn holds(self, hands: &[Hand; 2]) -> bool {
        let found = hands.iter().flatten().filter(|&&f| f == self.face).count();
        found >= self.count as usize
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    Bid(Bid),
    Challenge,
}

/// Why an action is illegal; each names its rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The game is over.
    GameOver,
    /// It is the other player's turn.
    NotYourTurn,
    /// B2: a count or a face out of range.
    NoSuchBid(Bid),
    /// B3: not higher than the last bid.
    BidTooLow { bid: Bid, last: Bid },
    /// B4: there is no bid to challenge yet.
    NothingToChallenge,
}

impl RuleError for Error {
    fn rule_id(&self) -> &'static str {
        match self {
            Error::GameOver => "B5",
            Error::NotYourTurn => "B1",
            Error::NoSuchBid(_) => "B2",
            Error::BidTooLow { .. } => "B3",
            Error::NothingToChallenge => "B4",
        }
    }
}

/// What every seat sees: the bids, whose turn it is, and once a bid is challenged, both hands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Public {
    pub bids: Vec<Bid>,
    pub to_act: Option<Seat>,
    pub outcome: Option<Outcome>,
    /// Both hands, shown when a bid was challenged (B5).
    pub shown: Option<[Hand; 2]>,
}

impl PublicInfo for Public {
    fn to_act(&self) -> Option<Seat> {
        self.to_act
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
}

/// What only one seat sees: its hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Private {
    pub hand: Hand,
}

pub type View = CoreView<Public, Private>;

/// What may be played now: one code for the state and for a view.
struct Situation<'a> {
    actor: Option<Seat>,
    bids: &'a [Bid],
}

impl Situation<'_> {
    fn check_for(&self, seat: Option<Seat>, action: &Action) -> Result<(), Error> {
        let Some(actor) = self.actor else {
            return Err(Error::GameOver);
        };
        if seat.is_some_and(|s| s != actor) {
            return Err(Error::NotYourTurn);
        }
        match (*action, self.bids.last()) {
            (Action::Bid(bid), _) if !bid.exists() => Err(Error::NoSuchBid(bid)),
            (Action::Bid(bid), Some(&last)) if bid.rank() <= last.rank() => {
                Err(Error::BidTooLow { bid, last })
            }
            (Action::Bid(_), _) => Ok(()),
            (Action::Challenge, None) => Err(Error::NothingToChallenge),
            (Action::Challenge, Some(_)) => Ok(()),
        }
    }

    /// Every higher bid in rank order, then the challenge.
    fn for_each_legal(&self, mut f: impl FnMut(Action)) {
        if self.actor.is_none() {
            return;
        }
        let first = self.bids.last().map_or(0, |last| last.rank() + 1);
        (first..)
            .map_while(Bid::of_rank)
            .for_each(|bid| f(Action::Bid(bid)));
        if !self.bids.is_empty() {
            f(Action::Challenge);
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        let mut legal = Vec::new();
        self.for_each_legal(|a| legal.push(a));
        legal
    }
}

/// A game of Bluff: the two hands and the bids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bluff {
    hands: [Hand; 2],
    bids: Vec<Bid>,
    outcome: Option<Outcome>,
}

impl Bluff {
    /// Deals from `seed` (B1).
    pub fn new(seed: u64) -> Bluff {
        let mut deck: Vec<u8> = (1..=FACES).flat_map(|f| [f; COPIES as usize]).collect();
        Rng::seeded(seed).shuffle(&mut deck);
        Bluff::with_hands([hand_of(&deck[..HAND]), hand_of(&deck[HAND..2 * HAND])])
    }

    /// A game about to start with these hands (checked by `record::from_position`).
    pub(crate) fn with_hands(hands: [Hand; 2]) -> Bluff {
        Bluff {
            hands,
            bids: Vec::new(),
            outcome: None,
        }
    }

    pub fn hand(&self, seat: Seat) -> Hand {
        self.hands[seat.index()]
    }

    pub fn bids(&self) -> &[Bid] {
        &self.bids
    }

    fn actor(&self) -> Option<Seat> {
        match self.outcome {
            Some(_) => None,
            None if self.bids.len() % 2 == 0 => Some(Seat::One),
            None => Some(Seat::Two),
        }
    }

    fn situation(&self) -> Situation<'_> {
        Situation {
            actor: self.actor(),
            bids: &self.bids,
        }
    }
}

/// The first `HAND` cards of `cards`, sorted.
fn hand_of(cards: &[u8]) -> Hand {
    let mut hand = [0; HAND];
    hand.copy_from_slice(&cards[..HAND]);
    hand.sort_unstable();
    hand
}

impl Game for Bluff {
    type Action = Action;
    type Error = Error;
    type Public = Public;
    type Private = Private;

    fn to_act(&self) -> Option<Seat> {
        self.actor()
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.situation().legal_actions()
    }

    fn for_each_legal(&self, f: impl FnMut(Action)) {
        self.situation().for_each_legal(f);
    }

    fn check(&self, action: &Action) -> Result<(), Error> {
        self.situation().check_for(None, action)
    }

    fn apply_trusted(&mut self, action: &Action) {
        let Some(actor) = self.actor() else {
            return;
        };
        match (*action, self.bids.last()) {
            (Action::Bid(bid), _) => self.bids.push(bid),
            (Action::Challenge, Some(last)) => {
                let bidder = actor.other();
                let winner = if last.holds(&self.hands) {
                    bidder
                } else {
                    actor
                };
                self.outcome = Some(Outcome::Winner(winner));
            }
            (Action::Challenge, None) => {}
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn public(&self) -> Public {
        Public {
            bids: self.bids.clone(),
            to_act: self.actor(),
            outcome: self.outcome,
            shown: self.outcome.map(|_| self.hands),
        }
    }

    fn private(&self, seat: Seat) -> Private {
        Private {
            hand: self.hand(seat),
        }
    }

    fn legal_actions_in(view: &View) -> Vec<Action> {
        if !view.is_my_turn() {
            return Vec::new();
        }
        view_situation(view).legal_actions()
    }

    fn check_in(view: &View, action: &Action) -> Result<(), Error> {
        view_situation(view).check_for(Some(view.viewer), action)
    }

    /// The opponent's three cards drawn from the nine the viewer has not seen (both hands when
    /// they have been shown).
    fn determinize(view: &View, rng: &mut Rng) -> Bluff {
        let hands = match view.public.shown {
            Some(hands) => hands,
            None => {
                let mine = view.private.hand;
                let mut unseen: Vec<u8> = (1..=FACES)
                    .flat_map(|face| {
                        let held = mine.iter().filter(|&&f| f == face).count();
                        std::iter::repeat_n(face, (COPIES as usize).saturating_sub(held))
                    })
                    .collect();
                rng.shuffle(&mut unseen);
                let theirs = hand_of(&unseen);
                let mut hands = [theirs; 2];
                hands[view.viewer.index()] = mine;
                hands
            }
        };
        Bluff {
            hands,
            bids: view.public.bids.clone(),
            outcome: view.public.outcome,
        }
    }
}

fn view_situation(view: &View) -> Situation<'_> {
    Situation {
        actor: view.public.to_act,
        bids: &view.public.bids,
    }
}

/// Why a view read from outside (the engine protocol) cannot be a view of this game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewProblem {
    /// The game is over: nobody has a decision to make.
    GameOver,
    /// The view is not that of the seat to act.
    NotYourDecision,
    /// A card of the hand is no face of the deck, or the deck has fewer copies.
    NoSuchHand(Hand),
    /// The bids do not rise (B3) or one is out of range (B2).
    BidsOutOfOrder,
    /// Hands are shown while the game goes on.
    ShownTooSoon,
}

impl View {
    /// Everything that makes this view impossible for the seat to act.
    pub fn problems(&self) -> Vec<ViewProblem> {
        let p = &self.public;
        if p.outcome.is_some() || p.to_act.is_none() {
            return vec![ViewProblem::GameOver];
        }
        let mut problems = Vec::new();
        let expected = if p.bids.len() % 2 == 0 {
            Seat::One
        } else {
            Seat::Two
        };
        if p.to_act != Some(self.viewer) || self.viewer != expected {
            problems.push(ViewProblem::NotYourDecision);
        }
        let hand = self.private.hand;
        let copies_ok = (1..=FACES).all(|f| hand.iter().filter(|&&c| c == f).count() <= 2);
        if !copies_ok || hand.iter().any(|f| !(1..=FACES).contains(f)) {
            problems.push(ViewProblem::NoSuchHand(hand));
        }
        let rising = p.bids.windows(2).all(|w| w[0].rank() < w[1].rank());
        if !rising || p.bids.iter().any(|b| !b.exists()) {
            problems.push(ViewProblem::BidsOutOfOrder);
        }
        if p.shown.is_some() {
            problems.push(ViewProblem::ShownTooSoon);
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::{check_contract, check_view_contract};

    fn bid(count: u8, face: u8) -> Action {
        Action::Bid(Bid { count, face })
    }

    #[test]
    fn deals_three_cards_each_from_two_copies_of_six_faces() {
        for seed in 0..50 {
            let game = Bluff::new(seed);
            let both = [game.hand(Seat::One), game.hand(Seat::Two)];
            for face in 1..=FACES {
                assert!(both.iter().flatten().filter(|&&f| f == face).count() <= 2);
            }
            assert!(both.iter().all(|h| h.is_sorted()));
        }
    }

    #[test]
    fn bids_rise_and_the_first_move_cannot_challenge() {
        let mut game = Bluff::new(1);
        assert_eq!(
            game.check(&Action::Challenge),
            Err(Error::NothingToChallenge)
        );
        assert_eq!(game.legal_actions().len(), 36);
        game.play_in_place(&bid(2, 3)).unwrap();
        let refused = game.clone().play(&bid(2, 3)).unwrap_err();
        assert_eq!(refused.state, game);
        assert_eq!(refused.error.rule_id(), "B3");
        assert_eq!(
            game.check(&bid(7, 1)),
            Err(Error::NoSuchBid(Bid { count: 7, face: 1 }))
        );
        assert_eq!(game.check(&bid(2, 4)), Ok(()));
        assert_eq!(game.check(&bid(3, 1)), Ok(()));
    }

    #[test]
    fn a_challenge_shows_the_hands_and_decides_the_game() {
        let hands = [[1, 5, 5], [2, 5, 6]];
        for (count, winner) in [(3, Seat::One), (4, Seat::Two)] {
            let mut game = Bluff::with_hands(hands);
            game.play_in_place(&bid(count, 5)).unwrap();
            game.play_in_place(&Action::Challenge).unwrap();
            assert_eq!(game.outcome(), Some(Outcome::Winner(winner)));
            assert_eq!(game.public().shown, Some(hands));
            assert_eq!(game.check(&bid(6, 6)), Err(Error::GameOver));
        }
    }

    #[test]
    fn after_six_sixes_only_the_challenge_is_left() {
        let mut game = Bluff::new(2);
        game.play_in_place(&bid(6, 6)).unwrap();
        assert_eq!(game.legal_actions(), vec![Action::Challenge]);
    }

    #[test]
    fn random_play_keeps_the_contracts() {
        let mut rng = Rng::seeded(9);
        for seed in 0..300 {
            let mut game = Bluff::new(seed);
            loop {
                let junk = bid(rng.below(8) as u8, rng.below(8) as u8);
                let legal = check_contract(&game, &junk).unwrap();
                check_view_contract(&game, &mut rng).unwrap();
                for seat in Seat::BOTH {
                    let view = game.view(seat);
                    let problems = view.problems();
                    assert_eq!(
                        problems.is_empty(),
                        game.to_act() == Some(seat),
                        "{problems:?}"
                    );
                }
                let mut listed = Vec::new();
                game.for_each_legal(|a| listed.push(a));
                assert_eq!(listed, legal);
                if legal.is_empty() {
                    break;
                }
                // Challenge now and then, so games end at every depth.
                let pick = if rng.below(4) == 0 {
                    legal.len() - 1
                } else {
                    rng.below(legal.len().min(6) as u32) as usize
                };
                game.apply_trusted(&legal[pick]);
            }
            assert!(game.outcome().is_some());
        }
    }
}
