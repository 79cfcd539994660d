//! What one player may know, split into the public part (the piste, counts, the score: what a
//! hand-off screen or a spectator shows) and the viewer's hand. Neither type has a field for the
//! opponent's hand, the pile order or the RNG: they cannot leak them.
use super::actions::{Action, Situation};
use super::cards::{full_deck, is_card, Hand, COPIES_PER_VALUE, DECK_SIZE, HAND_SIZE};
use super::errors::SetupError;
use super::phase::{AttackKind, Phase, Retreat};
use super::piste::{Piste, FIRST_SQUARE, LAST_SQUARE};
use super::record::MAX_ROUND;
use super::round_end::RoundReport;
use super::rules::{Level, Options, RuleSet};
use super::state::EnGarde;
use crate::core::{Game, Outcome, PublicInfo, Rng, Seat};
use serde::{Deserialize, Serialize};

/// What everyone at the table sees: no hand, no pile order, no RNG.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Public {
    pub rules: RuleSet,
    pub options: Options,
    /// How many cards each seat holds, by `Seat::index`.
    pub hand_sizes: [u8; 2],
    pub pile_count: u8,
    pub top_discard: Option<u8>,
    /// Cards of each value played this round; `None` when the memory aid is off (EG19).
    pub played: Option<[u8; 5]>,
    pub piste: Piste,
    pub score: [u8; 2],
    pub round: u16,
    pub round_starter: Seat,
    pub phase: Phase,
    /// The previous round's end; its revealed hands were shown to both players.
    pub last_round: Option<RoundReport>,
    /// The last turn, if it retreated from an attack this round (absent from older views).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_retreat: Option<Retreat>,
}

/// What only one seat sees: its hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Private {
    pub hand: Hand,
}

/// One seat's knowledge of an En Garde match.
pub type View = crate::core::View<Public, Private>;

/// Why a view read from outside (the engine protocol) is not what the seat to act sees in any
/// match. A view with a problem is never determinized or searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewProblem {
    /// The match is over: nobody has a decision to make.
    MatchOver,
    /// The view is not that of the seat to act.
    NotYourDecision { viewer: Seat },
    /// What an explicit position could not hold either (cards, piste, score, pending attack).
    Setup(SetupError),
    /// The viewer's hand size in the public part is not the size of its hand.
    HandSizeMismatch { said: u8, holds: u8 },
    /// The top discard does not agree with the cards played this round.
    TopDiscard,
    /// The phase does not fit the rule set or the draw pile (a deck-end phase with cards left,
    /// a parry in Basic…: EG12, EG13).
    PhaseAndPile,
    /// The last retreat is not the opponent's answer to an advance-and-attack just before the
    /// viewer's turn, with the top discard as its card (EG8, EG9).
    LastRetreat,
    /// Each part is plausible, but together they describe no position: no state shows this view.
    Unreachable,
}

impl View {
    /// Everything that makes this view impossible for the seat to act (empty when it is a view
    /// some match shows). The engine protocol refuses a view with a problem, so the AI only ever
    /// determinizes consistent views.
    pub fn problems(&self) -> Vec<ViewProblem> {
        let p = &self.public;
        let mut problems = Vec::new();
        match p.phase.actor() {
            None => return vec![ViewProblem::MatchOver],
            Some(actor) if actor != self.viewer => problems.push(ViewProblem::NotYourDecision {
                viewer: self.viewer,
            }),
            Some(_) => {}
        }
        let mut setup = Vec::new();
        score_and_piste_errors(p, &mut setup);
        card_count_errors(p, &self.private.hand, &mut setup);
        let phase_fits = phase_fits(p, &mut setup);
        problems.extend(setup.into_iter().map(ViewProblem::Setup));
        if !phase_fits {
            problems.push(ViewProblem::PhaseAndPile);
        }
        let holds = self.private.hand.len();
        let said = p.hand_sizes[self.viewer.index()];
        if said != holds {
            problems.push(ViewProblem::HandSizeMismatch { said, holds });
        }
        let top_fits = match (p.played, p.top_discard) {
            (Some(played), Some(value)) => is_card(value) && played[value as usize - 1] > 0,
            (Some(played), None) => played.iter().all(|&n| n == 0),
            (None, _) => true,
        };
        if !top_fits {
            problems.push(ViewProblem::TopDiscard);
        }
        if p.last_retreat
            .is_some_and(|retreat| !self.retreat_fits(retreat))
        {
            problems.push(ViewProblem::LastRetreat);
        }
        // Each part holds; together they must be what some state shows.
        if problems.is_empty()
            && EnGarde::determinized(self, &mut Rng::seeded(0)).view(self.viewer) != *self
        {
            problems.push(ViewProblem::Unreachable);
        }
        problems
    }

    /// The last retreat is the opponent's answer to an advance-and-attack just before the
    /// viewer's turn, with the top discard as its card (EG8, EG9).
    fn retreat_fits(&self, retreat: Retreat) -> bool {
        let p = &self.public;
        retreat.seat == self.viewer.other()
            && p.phase
                == Phase::Turn {
                    player: self.viewer,
                }
            && p.rules.level() == Level::Advanced
            && retreat.from.kind == AttackKind::Indirect
            && is_card(retreat.from.value)
            && (1..=COPIES_PER_VALUE).contains(&retreat.from.count)
            && p.top_discard == Some(retreat.card)
    }
}

/// The target score, the scores, the fencers, the hands' sizes and the round: what an explicit
/// position could not hold either.
fn score_and_piste_errors(p: &Public, setup: &mut Vec<SetupError>) {
    let target = p.options.target_score;
    if target == 0 {
        setup.push(SetupError::ZeroTargetScore);
    }
    for seat in Seat::BOTH {
        let i = seat.index();
        if target > 0 && p.score[i] >= target {
            setup.push(SetupError::ScoreAtTarget {
                seat_number: seat.number(),
            });
        }
        let square = p.piste.0[i];
        if !(FIRST_SQUARE..=LAST_SQUARE).contains(&square) {
            setup.push(SetupError::FencerOffPiste {
                seat_number: seat.number(),
                square,
            });
        }
        if p.hand_sizes[i] > HAND_SIZE {
            setup.push(SetupError::HandTooBig {
                seat_number: seat.number(),
                size: p.hand_sizes[i] as usize,
            });
        }
    }
    let [a, b] = p.piste.0;
    if a == b {
        setup.push(SetupError::SameSquare { square: a });
    } else if a > b {
        setup.push(SetupError::FencersCrossed);
    }
    if !(1..=MAX_ROUND).contains(&p.round) {
        setup.push(SetupError::RoundOutOfRange { round: p.round });
    }
}

/// The cards: the top discard is a card, the deck adds up, and no value has more copies than
/// the deck among those the viewer can place (its hand, and the cards played or only the top
/// one).
fn card_count_errors(p: &Public, hand: &Hand, setup: &mut Vec<SetupError>) {
    let mut known = hand.counts();
    let top = p.top_discard;
    if let Some(value) = top.filter(|&v| !is_card(v)) {
        setup.push(SetupError::NotACard { value });
    }
    let in_hands = p.hand_sizes[0] as usize + p.hand_sizes[1] as usize;
    let outside_played = in_hands + p.pile_count as usize;
    match p.played {
        Some(played) => {
            for (k, n) in known.iter_mut().zip(played) {
                *k = k.saturating_add(n);
            }
            let played_total: usize = played.iter().map(|&n| n as usize).sum();
            if outside_played + played_total != DECK_SIZE {
                setup.push(SetupError::TotalCards {
                    found: outside_played + played_total,
                });
            }
        }
        None => {
            if let Some(value) = top.filter(|&v| is_card(v)) {
                known[value as usize - 1] = known[value as usize - 1].saturating_add(1);
            }
            // Nothing played yet: every card is in a hand or the pile; else at least the top
            // discard is not.
            let found = outside_played + usize::from(top.is_some());
            if (top.is_none() && found != DECK_SIZE) || found > DECK_SIZE {
                setup.push(SetupError::TotalCards { found });
            }
        }
    }
    for (slot, &found) in known.iter().enumerate() {
        if found > COPIES_PER_VALUE {
            setup.push(SetupError::WrongCardCount {
                value: slot as u8 + 1,
                found,
            });
        }
    }
}

/// Whether the phase fits the rule set and the draw pile (a deck-end phase with cards left, a
/// parry in Basic…: EG12, EG13); a pending attack that cannot be is a set-up error.
fn phase_fits(p: &Public, setup: &mut Vec<SetupError>) -> bool {
    let pile_empty = p.pile_count == 0;
    let level = p.rules.level();
    match p.phase {
        Phase::Turn { .. } => {
            if pile_empty {
                setup.push(SetupError::EmptyPileWithoutAttack);
            }
            true
        }
        Phase::Defend {
            attack, deck_end, ..
        } => {
            if level == Level::Basic
                || !is_card(attack.value)
                || !(1..=COPIES_PER_VALUE).contains(&attack.count)
                || attack.value != p.piste.distance()
            {
                setup.push(SetupError::BadPendingAttack);
            }
            if attack.kind == AttackKind::Indirect && level != Level::Advanced {
                setup.push(SetupError::IndirectAttackNeedsAdvanced);
            }
            deck_end == pile_empty
        }
        Phase::FinalAttack { .. } => level == Level::Basic && pile_empty,
        Phase::MatchOver { .. } => true,
    }
}

impl PublicInfo for Public {
    fn to_act(&self) -> Option<Seat> {
        self.phase.actor()
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::MatchOver { winner } => Some(Outcome::Winner(winner)),
            _ => None,
        }
    }
}

impl Public {
    pub fn distance(&self) -> u8 {
        self.piste.distance()
    }
}

impl View {
    fn situation(&self) -> Situation<'_> {
        Situation {
            rules: self.public.rules,
            piste: self.public.piste,
            phase: self.public.phase,
            hand: &self.private.hand,
        }
    }

    /// The viewer's legal actions (empty when it is not the viewer's decision).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        self.for_each_legal(|a| actions.push(a));
        actions
    }

    /// Calls `f` with each of the viewer's legal actions, in `legal_actions`' order, without
    /// allocating (the heuristic decides every move of the search's playouts).
    pub fn for_each_legal(&self, f: impl FnMut(Action)) {
        if self.is_my_turn() {
            self.situation().for_each_legal(f);
        }
    }

    /// Why `action` is illegal for the viewer now (used to explain disabled cards).
    pub fn check(&self, action: &Action) -> Result<(), super::errors::Error> {
        self.situation().check(action)
    }

    pub fn opponent_hand_size(&self) -> u8 {
        self.public.hand_sizes[self.viewer.other().index()]
    }
}

impl EnGarde {
    pub fn public_part(&self) -> Public {
        Public {
            rules: self.rules,
            options: self.options,
            hand_sizes: [self.hands[0].len(), self.hands[1].len()],
            pile_count: self.pile.len() as u8,
            top_discard: self.top_discard,
            played: self.options.show_played_cards.then_some(self.played),
            piste: self.piste,
            score: self.score,
            round: self.round,
            round_starter: self.round_starter,
            phase: self.phase,
            last_round: self.last_round.clone(),
            last_retreat: self.last_retreat,
        }
    }

    pub fn private_part(&self, seat: Seat) -> Private {
        Private {
            hand: self.hands[seat.index()],
        }
    }

    /// A full state consistent with `view`: the unseen cards are dealt at random to the
    /// opponent's hand and the pile. With the memory aid off, the viewer does not know which
    /// cards were played, so only the top discard is ruled out.
    pub fn determinized(view: &View, rng: &mut Rng) -> EnGarde {
        let me = view.viewer.index();
        let my_hand = view.private.hand;
        let mut unseen: Vec<u8> = Vec::with_capacity(25);
        let mut known = my_hand.counts();
        // Saturating and range-checked: a view read from outside may be inconsistent (the
        // engine refuses it first, see `problems`), and this must not panic on it either.
        match view.played {
            Some(played) => {
                for (k, p) in known.iter_mut().zip(played) {
                    *k = k.saturating_add(p);
                }
            }
            None => {
                if let Some(top) = view.top_discard.filter(|&t| is_card(t)) {
                    known[top as usize - 1] = known[top as usize - 1].saturating_add(1);
                }
            }
        }
        let mut taken = [0u8; 5];
        for card in full_deck() {
            let slot = card as usize - 1;
            if taken[slot] < known[slot] {
                taken[slot] += 1;
            } else {
                unseen.push(card);
            }
        }
        rng.shuffle(&mut unseen);
        let mut hands = [Hand::default(); 2];
        hands[me] = my_hand;
        let opponent_cards = (view.opponent_hand_size() as usize).min(unseen.len());
        hands[1 - me] = Hand::from_cards(&unseen[..opponent_cards]);
        let pile_end = (opponent_cards + view.pile_count as usize).min(unseen.len());
        let pile = unseen[opponent_cards..pile_end].to_vec();
        let mut played = [0u8; 5];
        for card in full_deck() {
            played[card as usize - 1] += 1;
        }
        for (slot, p) in played.iter_mut().enumerate() {
            let value = slot as u8 + 1;
            let elsewhere = hands[0].count(value)
                + hands[1].count(value)
                + pile.iter().filter(|&&c| c == value).count() as u8;
            *p = p.saturating_sub(elsewhere);
        }
        EnGarde {
            rules: view.rules,
            options: view.options,
            rng: rng.fork(),
            score: view.score,
            round: view.round,
            round_starter: view.round_starter,
            piste: view.piste,
            hands,
            pile,
            top_discard: view.top_discard,
            played,
            phase: view.phase,
            last_round: view.last_round.clone(),
            last_retreat: view.last_retreat,
            dealer: Default::default(),
        }
    }
}
