//! What one player may know: everything but the opponent's secret card and the pile order
//! (A-FD10, A-FD13). The type has no field that could hold either before the game ends; the
//! final report (in `phase`) reveals both secret cards.
use super::actions::{Action, Resolution, Situation, DISPLAY_SIZE};
use super::cards::{basic_deck, Card, PAWNS_AND_COURTS};
use super::errors::{Error, SetupError};
use super::phase::Phase;
use super::rules::Options;
use super::scoring::score;
use super::state::{FifesAndDrums, PlayedTurn, EXCUSE_PACKET, PILE_AT_START};
use super::suits::{Suit, Suits};
use super::track::{Track, FRONT};
use crate::core::{Game, Outcome, PublicInfo, Rng, Seat};
use serde::{Deserialize, Serialize};

/// What everyone at the table sees: the display, the discards, counts, the track, every unit's
/// points, whose turn, and (once the game is over) the final report with both secret cards.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Public {
    pub options: Options,
    pub display: [Card; DISPLAY_SIZE],
    /// Taken cards, oldest first.
    pub discards: Vec<Card>,
    pub pile_count: u8,
    /// Refills that certainly cannot turn up the Excuse: the cards above the bottom six
    /// (§4.2). The Excuse is somewhere in the bottom `min(6, pile_count)` cards.
    pub safe_refills: u8,
    /// The next refill may turn up the Excuse and end the game (`safe_refills == 0`).
    pub excuse_may_come_next: bool,
    pub track: Track,
    /// Every unit's current points, indexed by `Suit::index` (public: A-FD13).
    pub points: [u8; 6],
    /// Whose turn, or the final report with both secret cards revealed.
    pub phase: Phase,
    pub first_player: Seat,
    /// Every turn so far, in order.
    pub history: Vec<PlayedTurn>,
}

/// What only one seat sees: its secret Pawn or Court (its three suits are its favoured units).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Private {
    pub card: Card,
}

/// One seat's knowledge of a game of Fifes and Drums.
pub type View = crate::core::View<Public, Private>;

/// Why a view read from outside (the engine protocol) is not what the seat to act sees in any
/// game. A view with a problem is never determinized or searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewProblem {
    /// The Excuse has been turned up: nobody has a decision to make.
    GameOver,
    /// The view is not that of the seat to act.
    NotYourDecision { viewer: Seat },
    /// What an explicit position could not hold either (secret card, cards in play, track).
    Setup(SetupError),
    /// The pile holds every card not in the display or the discards: `expected` of them.
    PileCount { said: u8, expected: u8 },
    /// Turns alternate: the first player and the seat to act do not fit the turns played.
    TurnOrder,
    /// The turns listed do not agree with the discards, the track or the rules (A-FD13: the
    /// history is public, so it must be the history of this game).
    History,
    /// Each part is plausible, but together they describe no position: no state shows this view.
    Unreachable,
}

impl View {
    /// Everything that makes this view impossible for the seat to act (empty when it is a view
    /// some game shows). The engine protocol refuses a view with a problem, so the AI only ever
    /// determinizes consistent views.
    pub fn problems(&self) -> Vec<ViewProblem> {
        let p = &self.public;
        let mut problems = Vec::new();
        let to_act = match p.phase.actor() {
            None => return vec![ViewProblem::GameOver],
            Some(actor) => actor,
        };
        if to_act != self.viewer {
            problems.push(ViewProblem::NotYourDecision {
                viewer: self.viewer,
            });
        }
        let mut setup = |e: SetupError| problems.push(ViewProblem::Setup(e));
        let card = self.private.card;
        if !card.is_pawn_or_court() {
            setup(SetupError::SecretNotPawnOrCourt {
                seat_number: self.viewer.number(),
                card,
            });
        }
        let mut counts = [0usize; Card::ALL.len()];
        for c in p.display.iter().chain(&p.discards) {
            counts[c.index()] += 1;
        }
        for c in Card::ALL {
            let times = counts[c.index()];
            if times == 0 {
                continue;
            }
            if c == Card::TheExcuse {
                setup(SetupError::ExcuseNotInPile);
            } else if !c.is_basic() {
                setup(SetupError::NotInPlay { card: c });
            } else if times > 1 {
                setup(SetupError::CardRepeated { card: c, times });
            }
        }
        for suit in Suit::ALL {
            let space = p.track.space(suit);
            if space < FRONT {
                setup(SetupError::OffTrack { suit, space });
            }
        }
        // 37 cards in the pile at the start, 5 of them turned up; one more per turn.
        let expected = (PILE_AT_START - DISPLAY_SIZE).saturating_sub(p.discards.len());
        let expected = expected.min(u8::MAX as usize) as u8;
        if p.pile_count != expected {
            problems.push(ViewProblem::PileCount {
                said: p.pile_count,
                expected,
            });
        }
        let first = if p.discards.len() % 2 == 0 {
            to_act
        } else {
            to_act.other()
        };
        if p.first_player != first {
            problems.push(ViewProblem::TurnOrder);
        }
        if !self.history_fits(to_act) {
            problems.push(ViewProblem::History);
        }
        // Each part holds; together they must be what some state shows (the derived counts,
        // the points and the Excuse warning included).
        if problems.is_empty()
            && FifesAndDrums::determinized(self, &mut Rng::seeded(0)).view(self.viewer) != *self
        {
            problems.push(ViewProblem::Unreachable);
        }
        problems
    }

    /// The listed turns are the last turns of this game: one per discard at most, each taking
    /// that discard legally from its display with the effect it records, the seats alternating
    /// up to the seat to act, the track and the display (with the card revealed) carried from
    /// one to the next.
    fn history_fits(&self, to_act: Seat) -> bool {
        let p = &self.public;
        let Some(skipped) = p.discards.len().checked_sub(p.history.len()) else {
            return false;
        };
        let turns = p.history.len();
        p.history.iter().enumerate().all(|(i, turn)| {
            let situation = Situation {
                actor: Some(turn.seat),
                display: &turn.display,
                track: turn.track_before,
            };
            let next = p.history.get(i + 1);
            let next_track = next.map_or(p.track, |t| t.track_before);
            let next_display = next.map_or(&p.display, |t| &t.display);
            let seat = if (turns - i) % 2 == 1 {
                to_act.other()
            } else {
                to_act
            };
            turn.seat == seat
                && p.discards.get(skipped + i) == Some(&turn.action.card)
                && turn.track_after == next_track
                && situation.resolve(&turn.action).is_ok_and(|r| {
                    let mut display = turn.display;
                    display[r.slot] = turn.revealed;
                    r.track == turn.track_after && display == *next_display
                })
        })
    }
}

impl PublicInfo for Public {
    fn to_act(&self) -> Option<Seat> {
        self.phase.actor()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.phase.report().map(|r| r.outcome)
    }
}

impl Public {
    pub fn turns_played(&self) -> u16 {
        self.discards.len() as u16
    }

    pub fn situation(&self) -> Situation<'_> {
        Situation {
            actor: self.phase.actor(),
            display: &self.display,
            track: self.track,
        }
    }

    /// What `action` would do — the track after it, and each unit's move — for a preview.
    pub fn preview(&self, action: &Action) -> Result<Resolution, Error> {
        self.situation().resolve(action)
    }

    /// For a numbered card in the display: whether each of its suits would charge because its
    /// Crown shows among the other four cards (§6.4).
    pub fn charges(&self, card: Card) -> Option<[bool; 2]> {
        self.situation().charges(card)
    }

    /// The chance that the next refill turns up the Excuse: it lies uniformly among the bottom
    /// `min(6, pile)` cards, so it is 0 above them, then 1/6, 1/5 … 1/1.
    pub fn excuse_chance_next(&self) -> f64 {
        if self.outcome().is_some() || !self.excuse_may_come_next || self.pile_count == 0 {
            0.0
        } else {
            1.0 / self.pile_count as f64
        }
    }
}

impl View {
    pub fn my_card(&self) -> Card {
        self.private.card
    }

    pub fn my_units(&self) -> Suits {
        Suits::of(self.private.card.suits())
    }

    /// The viewer's score if the game ended now.
    pub fn my_score(&self) -> u8 {
        score(&self.public.points, self.private.card)
    }

    /// The viewer's legal actions (empty when it is not the viewer's turn).
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.is_my_turn() {
            self.public.situation().legal_actions()
        } else {
            Vec::new()
        }
    }

    /// Why `action` is illegal now (to explain a refused choice).
    pub fn check(&self, action: &Action) -> Result<(), Error> {
        self.public.situation().check(action)
    }

    /// The cards the opponent may hold: the seven other Pawns and Courts, or the revealed card
    /// once the game is over.
    pub fn opponent_candidates(&self) -> Vec<Card> {
        match self.public.phase.report() {
            Some(report) => vec![report.secrets[self.viewer.other().index()]],
            None => PAWNS_AND_COURTS
                .into_iter()
                .filter(|&c| c != self.private.card)
                .collect(),
        }
    }
}

impl FifesAndDrums {
    pub fn public_part(&self) -> Public {
        let pile_count = self.pile.len().min(u8::MAX as usize) as u8;
        let safe_refills = pile_count.saturating_sub(EXCUSE_PACKET as u8);
        Public {
            options: self.options,
            display: self.display,
            discards: self.discards.clone(),
            pile_count,
            safe_refills,
            excuse_may_come_next: self.phase.actor().is_some() && safe_refills == 0,
            track: self.track,
            points: self.track.points(),
            phase: self.phase.clone(),
            first_player: self.first_player,
            history: self.history.clone(),
        }
    }

    pub fn private_part(&self, seat: Seat) -> Private {
        Private {
            card: self.secrets[seat.index()],
        }
    }

    /// A full state consistent with `view`: the opponent's secret card drawn from the seven the
    /// viewer cannot rule out, the other six set aside, and the unseen cards shuffled into the
    /// pile with the Excuse uniformly among its bottom six (or fewer, if fewer remain).
    pub fn determinized(view: &View, rng: &mut Rng) -> FifesAndDrums {
        let opponent_card = random_candidate(view, rng);
        FifesAndDrums::determinized_with(view, opponent_card, rng)
    }

    /// The same with the opponent's secret card chosen by the caller (an AI weighing the
    /// candidates by the opponent's play). A card the view rules out is replaced by a random
    /// candidate, so the result is always consistent with the view.
    pub fn determinized_with(view: &View, opponent_card: Card, rng: &mut Rng) -> FifesAndDrums {
        let me = view.viewer.index();
        let opponent_card = if view.opponent_candidates().contains(&opponent_card) {
            opponent_card
        } else {
            random_candidate(view, rng)
        };
        let mut secrets = [view.private.card; 2];
        secrets[1 - me] = opponent_card;
        let mut set_aside = [Card::TheExcuse; 6];
        for (slot, card) in set_aside.iter_mut().zip(
            PAWNS_AND_COURTS
                .into_iter()
                .filter(|c| !secrets.contains(c)),
        ) {
            *slot = card;
        }

        let seen = |c: &Card| view.display.contains(c) || view.discards.contains(c);
        let mut unseen: Vec<Card> = basic_deck().filter(|c| !seen(c)).collect();
        rng.shuffle(&mut unseen);
        let mut top_first = unseen;
        if !seen(&Card::TheExcuse) {
            let total = top_first.len() + 1;
            let packet = total.min(EXCUSE_PACKET);
            let at = total - packet + rng.below(packet as u32) as usize;
            top_first.insert(at, Card::TheExcuse);
        }
        let pile: Vec<Card> = top_first.into_iter().rev().collect();

        FifesAndDrums {
            options: view.options,
            secrets,
            set_aside,
            display: view.display,
            pile,
            discards: view.discards.clone(),
            track: view.track,
            phase: view.phase.clone(),
            first_player: view.first_player,
            history: view.history.clone(),
            dealer: Default::default(),
        }
    }
}

/// One of the cards the opponent may hold, uniformly. (There are always seven or one; a view
/// read from outside that leaves none is refused by `View::problems` before any search, and
/// even then this does not panic.)
fn random_candidate(view: &View, rng: &mut Rng) -> Card {
    let candidates = view.opponent_candidates();
    let pick = rng.below(candidates.len() as u32) as usize;
    candidates.get(pick).copied().unwrap_or(PAWNS_AND_COURTS[0])
}
