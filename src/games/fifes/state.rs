//! The full state of a game of Fifes and Drums and how a turn changes it: take, resolve,
//! discard, refill; the game ends the moment the refill turns up the Excuse (§5, §7).
use super::actions::{Action, Situation, DISPLAY_SIZE};
use super::cards::{basic_deck, Card, PAWNS_AND_COURTS};
use super::follow::FifesDealer;
use super::phase::Phase;
use super::rules::Options;
use super::scoring::GameReport;
use super::track::Track;
use crate::core::{Rng, Seat};
use serde::{Deserialize, Serialize};

/// The Excuse is shuffled into this many bottom cards of the pile (§4.2).
pub const EXCUSE_PACKET: usize = 6;
/// 36 basic cards and the Excuse.
pub const PILE_AT_START: usize = 37;

/// One turn, as everyone at the table saw it (all public: A-FD13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayedTurn {
    pub seat: Seat,
    pub action: Action,
    /// The display when the card was taken.
    pub display: [Card; DISPLAY_SIZE],
    pub track_before: Track,
    pub track_after: Track,
    /// The card that refilled the slot (the Excuse on the last turn).
    pub revealed: Card,
}

/// Everything, secret cards and pile order included. Players and bots only ever get a `View`.
#[derive(Clone, Debug, PartialEq)]
pub struct FifesAndDrums {
    pub(super) options: Options,
    /// Seat one's and seat two's favoured-unit cards.
    pub(super) secrets: [Card; 2],
    /// The six Pawns and Courts nobody sees (§4.1).
    pub(super) set_aside: [Card; 6],
    pub(super) display: [Card; DISPLAY_SIZE],
    /// Face down; the next card to turn up is the last element.
    pub(super) pile: Vec<Card>,
    /// Taken cards, oldest first; all face up.
    pub(super) discards: Vec<Card>,
    pub(super) track: Track,
    pub(super) phase: Phase,
    pub(super) first_player: Seat,
    pub(super) history: Vec<PlayedTurn>,
    /// Where hidden cards come from: the seeded pile, or a follower's served moves.
    pub(super) dealer: FifesDealer,
}

impl FifesAndDrums {
    /// Deals a game from `seed` exactly as §4 describes.
    pub fn new(options: Options, seed: u64) -> FifesAndDrums {
        let mut rng = Rng::seeded(seed);
        let mut courts = PAWNS_AND_COURTS;
        rng.shuffle(&mut courts);
        let [s1, s2, a, b, c, d, e, f] = courts;

        let mut basic: Vec<Card> = basic_deck().collect();
        rng.shuffle(&mut basic);
        // Five cards unseen plus the Excuse, shuffled, go under the rest.
        let mut packet: Vec<Card> = basic.split_off(basic.len() - (EXCUSE_PACKET - 1));
        packet.push(Card::TheExcuse);
        rng.shuffle(&mut packet);
        let mut top_first = basic;
        top_first.extend(packet);
        let mut pile: Vec<Card> = top_first.into_iter().rev().collect();

        let mut display = [Card::TheExcuse; DISPLAY_SIZE];
        for slot in &mut display {
            // 37 cards: the five on top are never the Excuse.
            *slot = pile.pop().unwrap_or(Card::TheExcuse);
        }
        let first_player = options.first_player.pick(&mut rng);
        FifesAndDrums {
            options,
            secrets: [s1, s2],
            set_aside: [a, b, c, d, e, f],
            display,
            pile,
            discards: Vec::with_capacity(PILE_AT_START),
            track: Track::START,
            phase: Phase::Turn {
                player: first_player,
            },
            first_player,
            history: Vec::with_capacity(PILE_AT_START),
            dealer: FifesDealer::default(),
        }
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn track(&self) -> Track {
        self.track
    }

    pub fn display(&self) -> [Card; DISPLAY_SIZE] {
        self.display
    }

    pub fn discards(&self) -> &[Card] {
        &self.discards
    }

    pub fn first_player(&self) -> Seat {
        self.first_player
    }

    pub fn history(&self) -> &[PlayedTurn] {
        &self.history
    }

    /// Turns played so far.
    pub fn turns_played(&self) -> u16 {
        self.discards.len() as u16
    }

    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }

    /// The secret card of `seat` — for tests, the CLI and conservation checks. Never handed to a
    /// player or a bot: they get `view`.
    pub fn secret(&self, seat: Seat) -> Card {
        self.secrets[seat.index()]
    }

    /// The six unused Pawns and Courts (tests only).
    pub fn set_aside(&self) -> [Card; 6] {
        self.set_aside
    }

    /// The draw pile, next card first (tests only).
    pub fn pile_top_first(&self) -> Vec<Card> {
        self.pile.iter().rev().copied().collect()
    }

    pub(super) fn situation(&self) -> Situation<'_> {
        Situation {
            actor: self.phase.actor(),
            display: &self.display,
            track: self.track,
        }
    }

    /// Applies an action `check` accepted (anything else is ignored).
    pub(super) fn apply(&mut self, action: &Action) {
        let Some(actor) = self.phase.actor() else {
            return;
        };
        let Ok(resolution) = self.situation().resolve(action) else {
            return;
        };
        let display = self.display;
        let track_before = self.track;
        self.track = resolution.track;
        self.discards.push(action.card);
        let revealed = self.turn_up();
        self.display[resolution.slot] = revealed;
        self.history.push(PlayedTurn {
            seat: actor,
            action: *action,
            display,
            track_before,
            track_after: self.track,
            revealed,
        });
        if revealed == Card::TheExcuse {
            self.show_secrets();
        }
        self.phase = if revealed == Card::TheExcuse {
            Phase::Over(GameReport::new(
                self.secrets,
                &self.track,
                self.turns_played(),
            ))
        } else {
            Phase::Turn {
                player: actor.other(),
            }
        };
    }
}
