//! A game dealt by two parties, each holding only its own view and its own `Party`: no state
//! anywhere holds every card until the end-of-game audit.
//!
//! At each step a seat asks its own view what the rules do next (`Follow::wanted`: "seat two
//! draws 2", "a new round: 5 each", "the holder says whether it could parry"); the game turns
//! that into deal operations (`DealtGame::serve`); both sides run them in the same order; what
//! this side learned becomes the hidden move as it may know it (`DealtGame::served`), and the
//! view follows (`Follow::follow`). Facts only a holder knows are stated by the holder and
//! checked at the audit, which rebuilds every hidden move with its cards from the revealed deal
//! and replays the game through the real rules (`core::follow::replay_audited`).
//!
//! One seat runs on its own (`deal::side::Side`, what a browser holds); `deal::table::Table`
//! joins two over an in-memory line (the tests, the benchmark). Names no game.
use std::fmt::{self, Debug, Display};

use super::line_codec::LineCodec;
use super::Refusal;
use crate::core::follow::{Follow, FollowError, RefusedMove};
use crate::core::record::Recorded;
use crate::core::{Seat, ViewOf};
use crate::online;

pub use super::side::{FullSteps, Side, Waiting, Wires};
pub use super::table::Table;

/// One deal operation a hidden move needs, as both sides run it (the cards of a `Show` are the
/// holder's own; the other side only counts them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Serve<C> {
    /// A joint shuffle of cards both know (a new deck, the discards): the game's pile from now.
    Shuffle { cards: Vec<u16> },
    /// The pile's bottom `count` positions, unseen, shuffled with the known cards `add` into a
    /// packet that goes back under the pile (Fifes and Drums' Excuse in the bottom six).
    Packet { count: usize, add: Vec<u16> },
    /// A joint shuffle of known cards into a stack apart from the pile (favoured units dealt
    /// from the Pawns and Courts): the next `Deal`s take from it, then the pile again.
    Apart { cards: Vec<u16> },
    /// The top `count` cards of the pile (or of the stack apart) to `to`, privately.
    Deal { to: Seat, count: usize },
    /// The top `count` cards of the pile, face up for both.
    Open { count: usize },
    /// `by` shows these cards it holds (a hand shown, a secret revealed).
    Show { by: Seat, cards: Vec<C> },
    /// `by` shows these cards it put face down earlier (a card en attente uncovered).
    Reveal { by: Seat, cards: Vec<C> },
    /// The discard pile, `count` cards, shuffled into a new pile: every card shown and every
    /// card put face down, except those still on the table (`table` face up, the last
    /// `face_down[seat]` each seat put face down to stay on the table).
    Reshuffle {
        count: usize,
        table: Vec<C>,
        face_down: [usize; 2],
    },
    /// `by` states a fact about its own hidden cards; the audit checks it.
    Fact { by: Seat },
}

impl<C> Serve<C> {
    /// `cards` shuffled into the pile, then `hand` to each seat: most games' opening.
    pub fn shuffle_and_deal(cards: Vec<u16>, hand: usize) -> Vec<Serve<C>> {
        vec![
            Serve::Shuffle { cards },
            Serve::Deal {
                to: Seat::One,
                count: hand,
            },
            Serve::Deal {
                to: Seat::Two,
                count: hand,
            },
        ]
    }
}

/// What one side learned from a `Serve`, in the same order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Got<M> {
    Shuffled,
    /// The cards if dealt to this side (or at the audit), else `None`.
    Dealt {
        to: Seat,
        cards: Option<Vec<u16>>,
    },
    Opened {
        cards: Vec<u16>,
    },
    Shown {
        by: Seat,
        cards: Vec<u16>,
    },
    /// The fact as its holder stated it.
    Fact(M),
}

/// A game two parties can deal: its deck, the deal operations of each hidden move, and its
/// start. Implemented by each game in its own module (`games/<game>/dealt.rs`).
pub trait DealtGame: Follow + Recorded + LineCodec + crate::online::MoveCodec {
    /// The rules and options a game starts from.
    type Setup: Clone + Debug;
    /// A card as the rules see it (several deck ids may be one card, e.g. En Garde's values).
    type Card: Copy + PartialEq + Debug;

    /// The set-up of a game with these rules and options (as records and saves name them).
    fn setup_of(rules: Self::Rules, options: Self::Options) -> Self::Setup;
    /// The deck's label and size (ids 0..size).
    fn deck(setup: &Self::Setup) -> (&'static str, usize);
    /// The card a deck id stands for.
    fn card(id: u16) -> Self::Card;
    /// Whether the rules draw the first player (a coin), else it is fixed.
    fn draws_first(setup: &Self::Setup) -> Option<Seat>;
    /// The deal operations before the first action.
    fn opening(setup: &Self::Setup) -> Vec<Serve<Self::Card>>;
    /// The state at the start, from what the opening dealt: every card at the audit; for a
    /// seat, only its own (the others are any, and its view is right).
    fn start(
        setup: &Self::Setup,
        first: Seat,
        opening: &[Got<Self::HiddenMove>],
    ) -> Result<Self, FollowError>;
    /// The cards an action shows face up, as the seat of `view` saw it played.
    fn played(view: &ViewOf<Self>, shown: &Self::Shown) -> Vec<Self::Card>;
    /// The deal operations that serve `wanted` (the move as this side's rules made it).
    fn serve(wanted: &Self::HiddenMove) -> Vec<Serve<Self::Card>>;
    /// The hidden move as this side learned it from the operations' results.
    fn served(
        wanted: &Self::HiddenMove,
        got: &[Got<Self::HiddenMove>],
    ) -> Result<Self::HiddenMove, FollowError>;
    /// The cards of the viewer's own that only it sees: what its `Party` must hold, no more
    /// (the cards it put face down left out).
    fn held(view: &ViewOf<Self>) -> Vec<Self::Card>;
    /// The cards an action puts face down, unseen by the other seat (a discard, a card en
    /// attente): each `Some` for the actor, `None` for the other seat, which only counts them.
    fn put_down(view: &ViewOf<Self>, shown: &Self::Shown) -> PutDown<Self::Card> {
        let _ = (view, shown);
        PutDown::default()
    }
    /// The deal operations a fact calls for once stated (a card it says is held, played face
    /// up at once).
    fn after_fact(fact: &Self::HiddenMove) -> Vec<Serve<Self::Card>> {
        let _ = fact;
        Vec::new()
    }
    /// The other seat's action as the seat of `view` saw it played: refused at once if no
    /// hidden cards could make it legal (a card played where the rules allow none of its
    /// kind). Legality that depends on hidden cards (SK34's declining, a card never held) is
    /// the audit's. By default every action is possible.
    fn check_seen(view: &ViewOf<Self>, shown: &Self::Shown) -> Result<(), FollowError> {
        let _ = (view, shown);
        Ok(())
    }

    /// `Follow::wanted` for the seat of `view` playing its own action with no check against
    /// its own cards: how a cheating side follows its own illegal move (`Cheat::Illegal`), so
    /// the tests can show the audit names it. A game whose stand-in checks the viewer's own
    /// action overrides this and `follow_unchecked`.
    fn wanted_unchecked(
        view: &ViewOf<Self>,
        shown: &Self::Shown,
        moves: &[Self::HiddenMove],
    ) -> Result<Option<Self::HiddenMove>, FollowError> {
        Self::wanted(view, shown, moves)
    }

    /// `Follow::follow` with no check of the viewer's own action (see `wanted_unchecked`).
    fn follow_unchecked(
        view: &ViewOf<Self>,
        shown: &Self::Shown,
        moves: &[Self::HiddenMove],
    ) -> Result<ViewOf<Self>, FollowError> {
        Self::follow(view, shown, moves)
    }
}

/// Cards an action puts face down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PutDown<C> {
    pub cards: Vec<Option<C>>,
    /// They stay on the table (en attente) until their exchange ends; else they go to the
    /// discard pile at once.
    pub on_table: bool,
    /// They go under the pile instead, to be drawn by either seat (Skirm'an's SK14 option):
    /// jointly reshuffled on the way, so that their holder can no longer unmask them.
    pub under_pile: bool,
}

impl<C> Default for PutDown<C> {
    fn default() -> Self {
        PutDown {
            cards: Vec::new(),
            on_table: false,
            under_pile: false,
        }
    }
}

/// Why a two-party game stopped.
#[derive(Clone, Debug, PartialEq)]
pub enum TableError {
    /// `seat` refused a frame of the other side, or its own deal call failed.
    Deal { seat: Seat, refusal: Refusal },
    /// The cards `seat` showed with its action are not the cards it plays (refused at once).
    WrongCardsShown { seat: Seat },
    /// The positions `seat` put face down are not cards it holds, or not as many as it plays;
    /// or a card it uncovered is not one it put face down (refused at once).
    FaceDown { seat: Seat },
    /// `seat` states no fact, or another than the rules ask of it now.
    NoFact { seat: Seat },
    /// `seat`'s view cannot follow the step: what was served is not what its rules make.
    Follow { seat: Seat, error: FollowError },
    /// The two sides' rules ask for different deal steps (one of them is not playing fair):
    /// at which step, on what.
    Disagree { step: usize, what: &'static str },
    /// The audit's replay refused a move of the game (its move, seat and rule).
    Refused(RefusedMove),
    /// The actions `seat` disclosed at the end are not those the other seat saw it play.
    Disclosed { seat: Seat },
    /// `seat`'s saved transcript does not run again: the save is not this game's.
    Resume { seat: Seat },
    /// `seat` refused a frame of the line (`online::link`), or a message on it does not read.
    Line {
        seat: Seat,
        refusal: online::Refusal,
    },
    /// `by` ended the game by forfeit, the other seat being away too long.
    Forfeit { by: Seat },
}

impl Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Deal { seat, refusal } => {
                write!(f, "seat {} refused the deal: {refusal}", seat.number())
            }
            TableError::WrongCardsShown { seat } => write!(
                f,
                "seat {} showed other cards than the ones it plays",
                seat.number()
            ),
            TableError::FaceDown { seat } => write!(
                f,
                "seat {} put down or uncovered other cards than its own face-down ones",
                seat.number()
            ),
            TableError::NoFact { seat } => write!(
                f,
                "seat {} did not state what the rules ask of its hand",
                seat.number()
            ),
            TableError::Follow { seat, error } => {
                write!(f, "seat {} cannot follow the game: {error}", seat.number())
            }
            TableError::Disagree { step, what } => {
                write!(f, "the two sides disagree on {what} at step {}", step + 1)
            }
            TableError::Refused(refused) => write!(f, "the audit refuses the game: {refused}"),
            TableError::Disclosed { seat } => write!(
                f,
                "seat {} disclosed other actions than those it played",
                seat.number()
            ),
            TableError::Resume { seat } => {
                write!(f, "seat {}'s saved game does not run again", seat.number())
            }
            TableError::Line { seat, refusal } => {
                write!(f, "seat {} refused the line: {refusal}", seat.number())
            }
            TableError::Forfeit { by } => {
                write!(f, "seat {} ended the game by forfeit", by.number())
            }
        }
    }
}

impl std::error::Error for TableError {}

/// Cards as a sorted list, to compare what was shown with what is played.
pub(super) fn same_cards<C: PartialEq>(mut shown: Vec<C>, played: &[C]) -> bool {
    shown.len() == played.len()
        && played
            .iter()
            .all(|card| match shown.iter().position(|c| c == card) {
                Some(i) => {
                    shown.swap_remove(i);
                    true
                }
                None => false,
            })
}

/// A cheat for the tests: what a side does instead of the honest move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cheat {
    /// Plays an action whose cards it does not hold, showing others it holds instead.
    ShowOtherCards,
    /// States the opposite of every yes/no fact about its hand (`DealtGame::lie`).
    Lie,
    /// Puts another card than the rules' into a reshuffle of the discard pile (SK21): the
    /// first known card replaced by one it has never seen.
    WrongReshuffle,
    /// Plays an action its own cards forbid though the public view allows it (SK34's
    /// declining a possible defence), following it unchecked (`DealtGame::wanted_unchecked`).
    Illegal,
}
