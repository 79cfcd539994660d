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
//! `Table` joins two `Side`s over an in-memory channel (the tests, the benchmark); a browser
//! holds one `Side` and sends the same frames to its peer. Names no game.
use std::collections::VecDeque;
use std::fmt::{self, Debug, Display};
use std::sync::Arc;

use super::{Deal, Deck, Event, Fate, Output, Party, Pos, Refusal, Source};
use crate::core::follow::{replay_audited, Follow, FollowError, RefusedMove};
use crate::core::record::Recorded;
use crate::core::{Game, Seat, ViewOf};
use crate::online::{self, Incoming, Link};

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
pub trait DealtGame: Follow + Recorded {
    /// The rules and options a game starts from.
    type Setup: Clone + Debug;
    /// A card as the rules see it (several deck ids may be one card, e.g. En Garde's values).
    type Card: Copy + PartialEq + Debug;

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
    /// `seat` refused a frame of the line (`online::link`), or a message on it does not read.
    Line {
        seat: Seat,
        refusal: online::Refusal,
    },
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
            TableError::Line { seat, refusal } => {
                write!(f, "seat {} refused the line: {refusal}", seat.number())
            }
        }
    }
}

impl std::error::Error for TableError {}

/// What a side did for one `Serve`, kept for the audit (the positions; cards come from the
/// revealed deal).
#[derive(Clone, Debug, PartialEq)]
enum Done<M> {
    Shuffled,
    Dealt { to: Seat, positions: Vec<Pos> },
    Opened { positions: Vec<Pos> },
    Shown { by: Seat, positions: Vec<Pos> },
    Fact(M),
}

/// One hidden move as this side served it: the move its rules wanted and what was done.
type Served<M> = (M, Vec<Done<M>>);

/// A step as a side logged it: the action and its hidden moves as served.
type Logged<G> = (<G as Game>::Action, Vec<Served<<G as Follow>::HiddenMove>>);

/// Every step with its hidden moves, every card in them: what the audit replays.
pub type FullSteps<G> = Vec<(<G as Game>::Action, Vec<<G as Follow>::HiddenMove>)>;

/// What each side learned and did for a list of `Serve`s.
type Results<M> = [(Vec<Got<M>>, Vec<Done<M>>); 2];

/// What each seat learned and did for one `Serve`.
type PerSeat<M> = [(Got<M>, Done<M>); 2];

/// A shuffle, as each seat logs it.
fn shuffled<M>() -> PerSeat<M> {
    [
        (Got::Shuffled, Done::Shuffled),
        (Got::Shuffled, Done::Shuffled),
    ]
}

/// Whether both sides' operations agree on everything public (a `Show`'s or `Reveal`'s cards
/// are known to their holder only: their number must agree).
fn same_shape<C: PartialEq>(serves: &[Vec<Serve<C>>; 2]) -> bool {
    serves[0].len() == serves[1].len()
        && serves[0].iter().zip(&serves[1]).all(|(a, b)| match (a, b) {
            (Serve::Show { by, cards }, Serve::Show { by: b, cards: c })
            | (Serve::Reveal { by, cards }, Serve::Reveal { by: b, cards: c }) => {
                by == b && cards.len() == c.len()
            }
            (Serve::Fact { by }, Serve::Fact { by: b }) => by == b,
            _ => a == b,
        })
}

/// One seat: its view, its side of the deal and its log. Nothing in it holds the other seat's
/// hidden cards.
pub struct Side<G: DealtGame> {
    seat: Seat,
    setup: G::Setup,
    first: Seat,
    party: Party,
    view: ViewOf<G>,
    /// The pile, top first, and a stack apart while one is dealt from.
    pile: Vec<Pos>,
    apart: Option<Vec<Pos>>,
    /// Shows received from the other side, not yet taken by a step.
    shows: VecDeque<(Seat, Pos, u16)>,
    /// The positions the action being played showed.
    playing: Vec<Pos>,
    /// Positions each seat put face down, oldest first, and whether they stay on the table.
    face_down: Vec<(Seat, Pos, bool)>,
    opening: Vec<Done<G::HiddenMove>>,
    steps: Vec<Logged<G>>,
    audited: Option<Deal>,
    /// Its end of the line: every frame it sent and received.
    link: Link,
}

impl<G: DealtGame> Side<G> {
    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn view(&self) -> &ViewOf<G> {
        &self.view
    }

    pub fn party(&self) -> &Party {
        &self.party
    }

    /// Its end of the line: the frames it sent and received.
    pub fn link(&self) -> &Link {
        &self.link
    }

    /// How many actions this side has followed.
    pub fn steps_played(&self) -> usize {
        self.steps.len()
    }

    /// The cards this side's party can unmask are those its view shows, no more: its hand is
    /// exactly the view's own hidden cards, and every other card it knows was shown to both
    /// (played, opened) or went back into a shuffle. `Err` says what differs.
    pub fn knows_only_its_view(&self) -> Result<(), String> {
        let mut hand: Vec<u16> = self.in_hand().into_iter().map(|(_, c)| c).collect();
        let mut held = G::held(&self.view);
        if hand.len() != held.len() {
            return Err(format!(
                "seat {} holds {} cards in the deal, {} in its view",
                self.seat.number(),
                hand.len(),
                held.len()
            ));
        }
        while let Some(id) = hand.pop() {
            match held.iter().position(|card| *card == G::card(id)) {
                Some(i) => {
                    held.swap_remove(i);
                }
                None => {
                    return Err(format!(
                        "seat {} holds card {id} in the deal, not in its view",
                        self.seat.number()
                    ))
                }
            }
        }
        for (pos, card) in self.party.known() {
            match self.party.fate(pos) {
                Some(Fate::Dealt(seat)) if seat == self.seat => {}
                Some(Fate::Shown(_) | Fate::Opened | Fate::Returned | Fate::Moved(_)) => {}
                fate => {
                    return Err(format!(
                        "seat {} can unmask card {card} at {pos}, {fate:?}",
                        self.seat.number()
                    ))
                }
            }
        }
        Ok(())
    }

    fn take(&mut self, count: usize) -> Result<Vec<Pos>, TableError> {
        let from = self.apart.as_mut().unwrap_or(&mut self.pile);
        if from.len() < count {
            return Err(self.refused(Refusal::Misuse("the pile has fewer cards than dealt")));
        }
        Ok(from.drain(..count).collect())
    }

    fn refused(&self, refusal: Refusal) -> TableError {
        TableError::Deal {
            seat: self.seat,
            refusal,
        }
    }

    fn remember(&mut self, output: Output) -> Vec<Vec<u8>> {
        for event in output.events {
            match event {
                Event::Shown { by, pos, card } if by != self.seat => {
                    self.shows.push_back((by, pos, card))
                }
                Event::Audited(deal) => self.audited = Some(*deal),
                _ => {}
            }
        }
        output.frames
    }

    /// The cards dealt to this side, not shown and not put face down.
    fn in_hand(&self) -> Vec<(Pos, u16)> {
        let mut hand = self.party.hand();
        hand.retain(|(pos, _)| !self.face_down.iter().any(|(_, p, _)| p == pos));
        hand
    }

    /// This side's face-down cards.
    fn put_aside(&self) -> Vec<(Pos, u16)> {
        let mut hand = self.party.hand();
        hand.retain(|(pos, _)| self.face_down.iter().any(|(_, p, _)| p == pos));
        hand
    }

    /// The positions and deal ids this side holds for `cards`, each position once.
    fn ids_for(&self, cards: &[G::Card]) -> Option<(Vec<Pos>, Vec<u16>)> {
        Self::pick(self.in_hand(), cards)
    }

    fn pick(mut hand: Vec<(Pos, u16)>, cards: &[G::Card]) -> Option<(Vec<Pos>, Vec<u16>)> {
        cards
            .iter()
            .map(|card| {
                let i = hand.iter().position(|(_, id)| G::card(*id) == *card)?;
                Some(hand.remove(i))
            })
            .collect::<Option<Vec<(Pos, u16)>>>()
            .map(|held| held.into_iter().unzip())
    }

    /// The sources of the discard pile's reshuffle: every live card shown and every position
    /// put face down, but those on the table; and the face-down entries used.
    ///
    /// The cards the action being played showed are on the table (`table` names them) or in
    /// the discard pile already (its exchange ended), unless the rules reshuffle before they
    /// are put down (SK17: the defender draws before the MARCHE is played): the rules' `count`
    /// tells which.
    fn discard_pile(
        &self,
        table: &[G::Card],
        on_table: [usize; 2],
        count: usize,
    ) -> (Vec<Source>, Vec<Pos>) {
        let mut down = Vec::new();
        for seat in Seat::BOTH {
            let mut staying = on_table[seat.index()];
            for (by, pos, table) in self.face_down.iter().rev() {
                if *by != seat {
                    continue;
                }
                if *table && staying > 0 {
                    staying -= 1;
                } else {
                    down.push(*pos);
                }
            }
        }
        down.sort();
        let live: Vec<(Pos, u16)> = self
            .party
            .known()
            .into_iter()
            .filter(|(pos, _)| matches!(self.party.fate(*pos), Some(Fate::Shown(_))))
            .collect();
        let without_table = |mut pile: Vec<(Pos, u16)>| {
            for card in table {
                if let Some(i) = pile.iter().rposition(|(_, id)| G::card(*id) == *card) {
                    pile.remove(i);
                }
            }
            pile
        };
        let mut shown = without_table(live.clone());
        if shown.len() + down.len() != count {
            let mut in_hand = live;
            in_hand.retain(|(pos, _)| !self.playing.contains(pos));
            shown = without_table(in_hand);
        }
        let sources = shown
            .iter()
            .map(|(_, id)| Source::Card(*id))
            .chain(down.iter().copied().map(Source::Position))
            .collect();
        (sources, down)
    }

    /// `sources` with its first known card replaced by a card of the first stack this side has
    /// never seen (`Cheat::WrongReshuffle`): where the cheater's own checks let it go on (seat
    /// 1 when no face-down card goes in, else its own side would refuse seat 2's pre-pass;
    /// seat 2 when one does, else its sources are not used in its passes).
    fn wrong_reshuffle(&self, sources: &[Source]) -> Vec<Source> {
        let prepass = sources.iter().any(|s| matches!(s, Source::Position(_)));
        if prepass != (self.seat == Seat::Two) {
            return sources.to_vec();
        }
        let known: Vec<u16> = self.party.known().into_iter().map(|(_, c)| c).collect();
        let unseen = self.party.stacks.first().and_then(|stack| {
            stack.sources.iter().find_map(|source| match source {
                Source::Card(card) if !known.contains(card) => Some(*card),
                _ => None,
            })
        });
        let mut wrong = sources.to_vec();
        let first = wrong.iter().position(|s| matches!(s, Source::Card(_)));
        if let (Some(i), Some(card)) = (first, unseen) {
            wrong[i] = Source::Card(card);
        }
        wrong
    }

    /// The last `count` cards the other side `by` showed.
    fn shown_by(&mut self, by: Seat, count: usize) -> Result<(Vec<Pos>, Vec<u16>), TableError> {
        if self.shows.len() < count || self.shows.iter().any(|(seat, _, _)| *seat != by) {
            return Err(TableError::WrongCardsShown { seat: by });
        }
        Ok(self
            .shows
            .drain(..count)
            .map(|(_, pos, card)| (pos, card))
            .unzip())
    }
}

/// Whether a frame on the line carries a deal frame (its kind byte, `online::link`).
fn is_deal_frame(wire: &[u8]) -> bool {
    wire.get(3) == Some(&1)
}

/// Cards as a sorted list, to compare what was shown with what is played.
fn same_cards<C: PartialEq>(mut shown: Vec<C>, played: &[C]) -> bool {
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

/// Two sides joined by an in-memory channel. Each step, every side works from its own view
/// and its own party only; the table just carries frames, the action and the facts.
pub struct Table<G: DealtGame> {
    sides: [Side<G>; 2],
    inboxes: [VecDeque<Vec<u8>>; 2],
    facts: [VecDeque<G::HiddenMove>; 2],
    /// Every frame's bytes, both directions (resent ones too).
    pub bytes: usize,
    /// Frames sent so far, both directions (resent ones too).
    pub frames: usize,
    /// The frame numbers (counted as `frames`) at which the line drops (tests): that frame
    /// and every one after it are lost until both sides reconnect, say how many frames they
    /// received (`Link::ack`) and resend the rest.
    pub drops: VecDeque<usize>,
    /// Whether the line is down, and how many times it came back.
    down: bool,
    pub reconnections: usize,
    /// The side that cheats, and how (tests only).
    pub cheat: Option<(Seat, Cheat)>,
    /// How many times the cheat was played (tests only).
    pub cheated: usize,
    lie: fn(&G::HiddenMove) -> G::HiddenMove,
}

impl<G: DealtGame> Table<G> {
    /// Two sides seeded from `seeds` (reproducible: tests and benchmarks; play uses
    /// `Party::new`'s fresh seeds), the opening dealt.
    pub fn new(setup: G::Setup, seeds: [[u8; 32]; 2]) -> Result<Table<G>, TableError> {
        Table::with_parties(setup, |seat, deck| {
            Ok(Party::with_seed(seat, deck, seeds[seat.index()]))
        })
    }

    /// Two sides seeded by the operating system, as in play.
    pub fn fresh(setup: G::Setup) -> Result<Table<G>, TableError> {
        Table::with_parties(setup, |seat, deck| {
            Party::new(seat, deck).map_err(|refusal| TableError::Deal { seat, refusal })
        })
    }

    fn with_parties(
        setup: G::Setup,
        party: impl Fn(Seat, Arc<Deck>) -> Result<(Party, Output), TableError>,
    ) -> Result<Table<G>, TableError> {
        let (label, size) = G::deck(&setup);
        let deck = Deck::new(label, size).map_err(|refusal| TableError::Deal {
            seat: Seat::One,
            refusal,
        })?;
        let deck = Arc::new(deck);
        let mut sides = Vec::with_capacity(2);
        let mut hellos = Vec::with_capacity(2);
        for seat in Seat::BOTH {
            let (party, hello) = party(seat, deck.clone())?;
            hellos.push(hello);
            // Replaced by the view the opening deals (`open`).
            let view = G::start(&setup, Seat::One, &[])
                .map_err(|error| TableError::Follow { seat, error })?
                .view(seat);
            sides.push(Side {
                seat,
                setup: setup.clone(),
                first: Seat::One,
                party,
                view,
                pile: Vec::new(),
                apart: None,
                shows: VecDeque::new(),
                playing: Vec::new(),
                face_down: Vec::new(),
                opening: Vec::new(),
                steps: Vec::new(),
                audited: None,
                link: Link::new(seat),
            });
        }
        let [one, two]: [Side<G>; 2] = match sides.try_into() {
            Ok(sides) => sides,
            Err(_) => {
                return Err(TableError::Disagree {
                    step: 0,
                    what: "the sides",
                })
            }
        };
        let mut table = Table {
            sides: [one, two],
            inboxes: [VecDeque::new(), VecDeque::new()],
            facts: [VecDeque::new(), VecDeque::new()],
            bytes: 0,
            cheat: None,
            cheated: 0,
            frames: 0,
            drops: VecDeque::new(),
            down: false,
            reconnections: 0,
            lie: |m| m.clone(),
        };
        for (seat, hello) in Seat::BOTH.into_iter().zip(hellos) {
            table.post(seat, hello);
        }
        table.flush()?;
        table.open()?;
        Ok(table)
    }

    pub fn side(&self, seat: Seat) -> &Side<G> {
        &self.sides[seat.index()]
    }

    /// Whose turn it is, as both views say.
    pub fn to_act(&self) -> Option<Seat> {
        self.sides[0].view.to_act()
    }

    /// Bytes from a third party or a dishonest peer reach `to` now, before anything else in
    /// flight (tests): refused with the line's reason, `to` unchanged; a message that does
    /// read (a well-formed frame of the next number) is refused too, as out of step.
    pub fn inject(&mut self, to: Seat, bytes: &[u8]) -> Result<(), TableError> {
        let side = &mut self.sides[to.index()];
        let before = side.link.clone();
        let result = match side.link.receive(bytes) {
            Err(refusal) => Err(TableError::Line { seat: to, refusal }),
            Ok(_) => Err(TableError::Line {
                seat: to,
                refusal: online::Refusal::Malformed("a message out of step"),
            }),
        };
        side.link = before;
        result
    }

    /// Makes `seat`'s side of the deal deviate from the protocol (tests).
    pub fn deviate(&mut self, seat: Seat, deviation: Option<super::Deviation>) {
        self.sides[seat.index()].party.deviate(deviation);
    }

    /// The frames on their way to `to`, oldest first (tests: a dishonest peer replays or
    /// reorders them).
    pub fn in_flight(&self, to: Seat) -> Vec<Vec<u8>> {
        self.inboxes[to.index()].iter().cloned().collect()
    }

    /// Whether `seat` cheats with `cheat` now.
    fn cheats_here(&self, seat: Seat, cheat: Cheat) -> bool {
        self.cheat == Some((seat, cheat))
    }

    /// How a lying side turns a fact into its lie (tests of `Cheat::Lie`).
    pub fn set_lie(&mut self, lie: fn(&G::HiddenMove) -> G::HiddenMove) {
        self.lie = lie;
    }

    fn post(&mut self, from: Seat, output: Output) {
        let frames = self.sides[from.index()].remember(output);
        for frame in frames {
            // A deal frame is within the line's caps by construction.
            if let Ok(wire) = self.sides[from.index()]
                .link
                .send(&online::Message::Deal(frame))
            {
                self.send(from, wire);
            }
        }
    }

    /// `wire` on its way to the other seat.
    fn send(&mut self, from: Seat, wire: Vec<u8>) {
        self.bytes += wire.len();
        if self.drops.front() == Some(&self.frames) {
            self.drops.pop_front();
            self.down = true;
            // What was in flight is lost with the line.
            self.inboxes = [VecDeque::new(), VecDeque::new()];
        }
        self.frames += 1;
        if !self.down {
            self.inboxes[from.other().index()].push_back(wire);
        }
    }

    /// The line comes back: each side says how many frames it received, and the other sends
    /// it the rest again. Whether it was down.
    fn reconnect(&mut self) -> Result<bool, TableError> {
        if !self.down {
            return Ok(false);
        }
        self.down = false;
        self.reconnections += 1;
        for seat in Seat::BOTH {
            let ack = self.sides[seat.other().index()].link.ack();
            self.bytes += ack.len();
            let resend = match self.sides[seat.index()].link.receive(&ack) {
                Ok(Incoming::Resend(frames)) => frames,
                Ok(Incoming::Message(_)) => Vec::new(),
                Err(refusal) => return Err(TableError::Line { seat, refusal }),
            };
            for wire in resend {
                self.send(seat, wire);
            }
        }
        Ok(true)
    }

    /// The next session message (not a deal frame) `to` receives, once the deal's in flight
    /// are delivered.
    fn next_message(&mut self, to: Seat) -> Result<online::Message, TableError> {
        self.flush()?;
        while self.inboxes[to.index()].is_empty() && self.reconnect()? {
            self.flush()?;
        }
        let wire = self.inboxes[to.index()]
            .pop_front()
            .ok_or(TableError::Line {
                seat: to,
                refusal: online::Refusal::Truncated,
            })?;
        let side = &mut self.sides[to.index()];
        match side.link.receive(&wire) {
            Ok(Incoming::Message(message)) => Ok(message),
            Ok(Incoming::Resend(_)) => Err(TableError::Line {
                seat: to,
                refusal: online::Refusal::Malformed("an acknowledgement mid-step"),
            }),
            Err(refusal) => Err(TableError::Line { seat: to, refusal }),
        }
    }

    /// Delivers every deal frame in flight until both channels are empty or hold a session
    /// message (taken by the step that waits for it: `next_message`).
    fn flush(&mut self) -> Result<(), TableError> {
        loop {
            let mut moved = false;
            for to in Seat::BOTH {
                if !self.inboxes[to.index()]
                    .front()
                    .is_some_and(|wire| is_deal_frame(wire))
                {
                    continue;
                }
                let Some(wire) = self.inboxes[to.index()].pop_front() else {
                    continue;
                };
                moved = true;
                let side = &mut self.sides[to.index()];
                let frame = match side.link.receive(&wire) {
                    Ok(Incoming::Message(online::Message::Deal(frame))) => frame,
                    Ok(_) => {
                        return Err(TableError::Line {
                            seat: to,
                            refusal: online::Refusal::Malformed("a deal frame expected"),
                        })
                    }
                    Err(refusal) => return Err(TableError::Line { seat: to, refusal }),
                };
                let output = side
                    .party
                    .receive(&frame)
                    .map_err(|refusal| side.refused(refusal))?;
                self.post(to, output);
            }
            if !moved && !self.reconnect()? {
                return Ok(());
            }
        }
    }

    /// Both sides make the same call.
    fn both(
        &mut self,
        call: impl Fn(&mut Side<G>) -> Result<Output, Refusal>,
    ) -> Result<(), TableError> {
        for seat in Seat::BOTH {
            let side = &mut self.sides[seat.index()];
            let output = call(side).map_err(|refusal| side.refused(refusal))?;
            self.post(seat, output);
        }
        self.flush()
    }

    /// The opening: the first player (a coin where the rules draw one), then its deal.
    fn open(&mut self) -> Result<(), TableError> {
        let setup = self.sides[0].setup.clone();
        let first = match G::draws_first(&setup) {
            Some(first) => first,
            None => {
                let before = self.sides[0].party.steps().len();
                self.both(|side| side.party.coin())?;
                let coin =
                    self.sides[0].party.steps()[before..]
                        .iter()
                        .find_map(|step| match step {
                            super::DealStep::Coin { first, .. } => Some(*first),
                            _ => None,
                        });
                coin.ok_or(TableError::Disagree {
                    step: 0,
                    what: "the coin",
                })?
            }
        };
        let serves = [G::opening(&setup), G::opening(&setup)];
        let got = self.run(&serves, None)?;
        for seat in Seat::BOTH {
            let side = &mut self.sides[seat.index()];
            side.first = first;
            let (got, done) = &got[seat.index()];
            side.opening = done.clone();
            let state =
                G::start(&setup, first, got).map_err(|error| TableError::Follow { seat, error })?;
            side.view = state.view(seat);
        }
        Ok(())
    }

    /// Runs each side's operations in step; what each learned and did.
    fn run(
        &mut self,
        serves: &[Vec<Serve<G::Card>>; 2],
        wanted: Option<&[G::HiddenMove; 2]>,
    ) -> Result<Results<G::HiddenMove>, TableError> {
        let step = self.sides[0].steps.len();
        if !same_shape(serves) {
            return Err(TableError::Disagree {
                step,
                what: "the deal operations",
            });
        }
        let mut results: Results<G::HiddenMove> =
            [(Vec::new(), Vec::new()), (Vec::new(), Vec::new())];
        let mut serves = serves.clone();
        let mut index = 0;
        while index < serves[0].len() {
            let serve = serves[0][index].clone();
            let per_seat = match &serve {
                Serve::Shuffle { cards } => self.serve_shuffle(cards, false)?,
                Serve::Apart { cards } => self.serve_shuffle(cards, true)?,
                Serve::Packet { count, add } => self.serve_packet(step, *count, add)?,
                Serve::Deal { to, count } => self.serve_deal(step, *to, *count)?,
                Serve::Open { count } => self.serve_open(step, *count)?,
                Serve::Show { by, .. } => self.serve_show(step, *by, &serves[by.index()][index])?,
                Serve::Fact { by } => self.serve_fact(*by, wanted, &mut serves, index)?,
                Serve::Reveal { by, .. } => {
                    self.serve_reveal(step, *by, &serves[by.index()][index])?
                }
                Serve::Reshuffle {
                    count,
                    table,
                    face_down,
                } => self.serve_reshuffle(step, *count, table, *face_down)?,
            };
            for (result, (got, done)) in results.iter_mut().zip(per_seat) {
                result.0.push(got);
                result.1.push(done);
            }
            index += 1;
        }
        Ok(results)
    }

    /// A new stack from cards both know: the pile, or a stack set apart (`apart`).
    fn serve_shuffle(
        &mut self,
        cards: &[u16],
        apart: bool,
    ) -> Result<PerSeat<G::HiddenMove>, TableError> {
        let sources: Vec<Source> = cards.iter().copied().map(Source::Card).collect();
        let stack = self.sides[0].party.stack_count();
        self.both(|side| side.party.shuffle(&sources))?;
        for side in &mut self.sides {
            let positions = side.party.pile(stack);
            if apart {
                side.apart = Some(positions);
            } else {
                side.pile = positions;
                side.apart = None;
            }
        }
        Ok(shuffled())
    }

    /// The pile's bottom `count` positions shuffled with the known cards `add`, back under the
    /// pile.
    fn serve_packet(
        &mut self,
        step: usize,
        count: usize,
        add: &[u16],
    ) -> Result<PerSeat<G::HiddenMove>, TableError> {
        let pile = &self.sides[0].pile;
        if pile.len() < count {
            return Err(TableError::Disagree {
                step,
                what: "the packet",
            });
        }
        let sources: Vec<Source> = pile[pile.len() - count..]
            .iter()
            .copied()
            .map(Source::Position)
            .chain(add.iter().copied().map(Source::Card))
            .collect();
        let stack = self.sides[0].party.stack_count();
        self.both(|side| side.party.shuffle(&sources))?;
        for side in &mut self.sides {
            let keep = side.pile.len().saturating_sub(count);
            side.pile.truncate(keep);
            side.pile.extend(side.party.pile(stack));
        }
        Ok(shuffled())
    }

    /// The next `count` positions of the pile, as both sides take them.
    fn take_both(
        &mut self,
        step: usize,
        count: usize,
        what: &'static str,
    ) -> Result<Vec<Pos>, TableError> {
        let positions = self.sides[0].take(count)?;
        if self.sides[1].take(count)? != positions {
            return Err(TableError::Disagree { step, what });
        }
        Ok(positions)
    }

    /// `count` cards from the pile to `to`; only `to` learns them.
    fn serve_deal(
        &mut self,
        step: usize,
        to: Seat,
        count: usize,
    ) -> Result<PerSeat<G::HiddenMove>, TableError> {
        let positions = self.take_both(step, count, "the cards dealt")?;
        self.both(|side| side.party.deal(to, &positions))?;
        Ok(Seat::BOTH.map(|seat| {
            let party = &self.sides[seat.index()].party;
            let cards =
                (to == seat).then(|| positions.iter().filter_map(|p| party.card_at(*p)).collect());
            let positions = positions.clone();
            (Got::Dealt { to, cards }, Done::Dealt { to, positions })
        }))
    }

    /// `count` cards from the pile turned face up for both.
    fn serve_open(
        &mut self,
        step: usize,
        count: usize,
    ) -> Result<PerSeat<G::HiddenMove>, TableError> {
        let positions = self.take_both(step, count, "the cards opened")?;
        self.both(|side| side.party.open(&positions))?;
        Ok(Seat::BOTH.map(|seat| {
            let party = &self.sides[seat.index()].party;
            let cards = positions.iter().filter_map(|p| party.card_at(*p)).collect();
            let positions = positions.clone();
            (Got::Opened { cards }, Done::Opened { positions })
        }))
    }

    /// `by` shows cards it holds (as its own list of operations names them); the other side
    /// gets them proven.
    fn serve_show(
        &mut self,
        step: usize,
        by: Seat,
        own: &Serve<G::Card>,
    ) -> Result<PerSeat<G::HiddenMove>, TableError> {
        let Serve::Show { cards, .. } = own else {
            return Err(TableError::Disagree {
                step,
                what: "the cards shown",
            });
        };
        let mine = match cards.is_empty() {
            true => (Vec::new(), Vec::new()),
            false => self.show(by, cards)?,
        };
        let theirs = self.sides[by.other().index()].shown_by(by, cards.len())?;
        Ok(Seat::BOTH.map(|seat| {
            let (positions, cards) = if seat == by { &mine } else { &theirs };
            let (positions, cards) = (positions.clone(), cards.clone());
            (Got::Shown { by, cards }, Done::Shown { by, positions })
        }))
    }

    /// A fact `by` states from its own cards (the other side hears it, checked at the audit);
    /// the operations that follow from it go in after `index`.
    fn serve_fact(
        &mut self,
        by: Seat,
        wanted: Option<&[G::HiddenMove; 2]>,
        serves: &mut [Vec<Serve<G::Card>>; 2],
        index: usize,
    ) -> Result<PerSeat<G::HiddenMove>, TableError> {
        let stated = wanted
            .map(|wanted| wanted[by.index()].clone())
            .ok_or(TableError::NoFact { seat: by })?;
        let stated = match self.cheat {
            Some((cheater, Cheat::Lie)) if cheater == by => (self.lie)(&stated),
            _ => stated,
        };
        self.facts[by.other().index()].push_back(stated.clone());
        let heard = self.facts[by.other().index()]
            .pop_front()
            .ok_or(TableError::NoFact { seat: by })?;
        for (i, more) in G::after_fact(&stated).into_iter().enumerate() {
            serves[0].insert(index + 1 + i, more.clone());
            serves[1].insert(index + 1 + i, more);
        }
        let mut per_seat = [(stated, by), (heard, by.other())];
        per_seat.sort_by_key(|(_, seat)| seat.index());
        Ok(per_seat.map(|(fact, _)| (Got::Fact(fact.clone()), Done::Fact(fact))))
    }

    /// `by` uncovers a card it put face down earlier; the other side checks it was one of those.
    fn serve_reveal(
        &mut self,
        step: usize,
        by: Seat,
        own: &Serve<G::Card>,
    ) -> Result<PerSeat<G::HiddenMove>, TableError> {
        let Serve::Reveal { cards, .. } = own else {
            return Err(TableError::Disagree {
                step,
                what: "the card uncovered",
            });
        };
        let holder = &self.sides[by.index()];
        let (positions, ids) =
            Side::<G>::pick(holder.put_aside(), cards).ok_or(TableError::FaceDown { seat: by })?;
        let output = self.sides[by.index()]
            .party
            .show(&ids)
            .map_err(|r| self.sides[by.index()].refused(r))?;
        self.post(by, output);
        self.flush()?;
        let watcher = by.other();
        let (seen, cards) = self.sides[watcher.index()].shown_by(by, ids.len())?;
        let side = &self.sides[watcher.index()];
        let put_down = |pos: &Pos| {
            side.face_down
                .iter()
                .any(|(seat, p, _)| *seat == by && p == pos)
        };
        if !seen.iter().all(put_down) {
            return Err(TableError::FaceDown { seat: by });
        }
        for side in &mut self.sides {
            side.face_down.retain(|(_, pos, _)| !seen.contains(pos));
        }
        let mut per_seat = [(by, positions, ids), (watcher, seen, cards)];
        per_seat.sort_by_key(|(seat, _, _)| seat.index());
        Ok(per_seat
            .map(|(_, positions, cards)| (Got::Shown { by, cards }, Done::Shown { by, positions })))
    }

    /// The discard pile, as both sides work it out from what they saw, shuffled into a new
    /// pile.
    fn serve_reshuffle(
        &mut self,
        step: usize,
        count: usize,
        table: &[G::Card],
        face_down: [usize; 2],
    ) -> Result<PerSeat<G::HiddenMove>, TableError> {
        let piles = [0, 1].map(|i| self.sides[i].discard_pile(table, face_down, count));
        if piles[0] != piles[1] || piles[0].0.len() != count {
            return Err(TableError::Disagree {
                step,
                what: "the discard pile",
            });
        }
        let (sources, used) = piles[0].clone();
        let stack = self.sides[0].party.stack_count();
        let mut own = [sources.clone(), sources];
        if let Some((cheater, Cheat::WrongReshuffle)) = self.cheat {
            let side = &self.sides[cheater.index()];
            let wrong = side.wrong_reshuffle(&own[cheater.index()]);
            self.cheated += usize::from(wrong != own[cheater.index()]);
            own[cheater.index()] = wrong;
        }
        for seat in Seat::BOTH {
            let side = &mut self.sides[seat.index()];
            let output = side
                .party
                .shuffle(&own[seat.index()])
                .map_err(|refusal| side.refused(refusal))?;
            self.post(seat, output);
        }
        self.flush()?;
        for side in &mut self.sides {
            side.pile = side.party.pile(stack);
            side.apart = None;
            side.face_down.retain(|(_, pos, _)| !used.contains(pos));
        }
        Ok(shuffled())
    }

    /// `by` shows `cards` it holds; the other side gets the proven cards. Their positions
    /// and ids.
    fn show(&mut self, by: Seat, cards: &[G::Card]) -> Result<(Vec<Pos>, Vec<u16>), TableError> {
        let side = &mut self.sides[by.index()];
        let (positions, ids) = side.ids_for(cards).ok_or(TableError::Deal {
            seat: by,
            refusal: Refusal::Misuse("this side does not hold that card"),
        })?;
        let output = side.party.show(&ids).map_err(|r| side.refused(r))?;
        self.post(by, output);
        self.flush()?;
        Ok((positions, ids))
    }

    /// The side to act plays `action` (chosen from its own view); both views follow it with
    /// the hidden moves the deal serves. Refused at once where the other side can tell: cards
    /// shown that are not those played, a deal frame that breaks the protocol, a step the rules
    /// do not make.
    pub fn play(&mut self, action: &G::Action) -> Result<(), TableError> {
        let actor = self.to_act().ok_or(TableError::Disagree {
            what: "whose turn it is",
            step: self.sides[0].steps.len(),
        })?;
        for side in &mut self.sides {
            side.playing.clear();
        }
        let watcher = actor.other();
        // The action crosses the line as records write it; the watcher plays what it read.
        let text = G::action_to_json(action).to_string();
        let wire = self.sides[actor.index()]
            .link
            .send(&online::Message::Play { action: text })
            .map_err(|refusal| TableError::Line {
                seat: actor,
                refusal,
            })?;
        self.send(actor, wire);
        let heard = match self.next_message(watcher)? {
            online::Message::Play { action } => serde_json::from_str(&action)
                .ok()
                .and_then(|json| G::action_from_json(&json).ok()),
            _ => None,
        }
        .ok_or(TableError::Line {
            seat: watcher,
            refusal: online::Refusal::Malformed("an action that does not read"),
        })?;
        let actions = {
            let mut both = [action.clone(), action.clone()];
            both[watcher.index()] = heard;
            both
        };
        let shown = [0, 1].map(|i| G::shown(&self.sides[i].view, &actions[i]));
        G::check_seen(&self.sides[watcher.index()].view, &shown[watcher.index()]).map_err(
            |error| TableError::Follow {
                seat: watcher,
                error,
            },
        )?;
        // The actor shows what it plays face up; the other checks it is what the action plays.
        let played = G::played(&self.sides[actor.index()].view, &shown[actor.index()]);
        if !played.is_empty() {
            match self.cheat {
                Some((cheater, Cheat::ShowOtherCards)) if cheater == actor => {
                    let side = &mut self.sides[actor.index()];
                    let ids: Vec<u16> = side
                        .party
                        .hand()
                        .iter()
                        .take(played.len())
                        .map(|(_, id)| *id)
                        .collect();
                    let output = side.party.show(&ids).map_err(|r| side.refused(r))?;
                    self.post(actor, output);
                    self.flush()?;
                }
                _ => {
                    let (positions, _) = self.show(actor, &played)?;
                    self.sides[actor.index()].playing = positions;
                }
            }
        }
        let expected = G::played(&self.sides[watcher.index()].view, &shown[watcher.index()]);
        let (positions, cards) = self.sides[watcher.index()]
            .shown_by(actor, expected.len())
            .map_err(|_| TableError::WrongCardsShown { seat: actor })?;
        self.sides[watcher.index()].playing = positions;
        let cards: Vec<G::Card> = cards.into_iter().map(G::card).collect();
        if !self.sides[watcher.index()].shows.is_empty() || !same_cards(cards, &expected) {
            return Err(TableError::WrongCardsShown { seat: actor });
        }
        self.put_down(actor, &shown)?;
        let mut moves: [Vec<G::HiddenMove>; 2] = [Vec::new(), Vec::new()];
        let mut log: [Vec<Served<G::HiddenMove>>; 2] = [Vec::new(), Vec::new()];
        loop {
            let mut wanted = Vec::with_capacity(2);
            for seat in Seat::BOTH {
                let i = seat.index();
                let view = &self.sides[i].view;
                let next = match self.cheats_here(seat, Cheat::Illegal) {
                    true => G::wanted_unchecked(view, &shown[i], &moves[i]),
                    false => G::wanted(view, &shown[i], &moves[i]),
                }
                .map_err(|error| TableError::Follow { seat, error })?;
                wanted.push(next);
            }
            let (one, two) = match (wanted[0].take(), wanted[1].take()) {
                (None, None) => break,
                (Some(one), Some(two)) => (one, two),
                _ => {
                    return Err(TableError::Disagree {
                        what: "whether the step is complete",
                        step: self.sides[0].steps.len(),
                    })
                }
            };
            let serves = [G::serve(&one), G::serve(&two)];
            let wanted = [one, two];
            let results = self.run(&serves, Some(&wanted))?;
            for (i, (got, done)) in results.into_iter().enumerate() {
                let seat = Seat::BOTH[i];
                let served = G::served(&wanted[i], &got)
                    .map_err(|error| TableError::Follow { seat, error })?;
                moves[i].push(served);
                log[i].push((wanted[i].clone(), done));
            }
        }
        for seat in Seat::BOTH {
            let i = seat.index();
            let unchecked = self.cheats_here(seat, Cheat::Illegal);
            let side = &mut self.sides[i];
            side.view = match unchecked {
                true => G::follow_unchecked(&side.view, &shown[i], &moves[i]),
                false => G::follow(&side.view, &shown[i], &moves[i]),
            }
            .map_err(|error| TableError::Follow { seat, error })?;
            side.steps
                .push((actions[i].clone(), std::mem::take(&mut log[i])));
        }
        Ok(())
    }

    /// The actor puts face down the cards its action hides: it names their positions (never
    /// their cards); the other side checks they are as many, dealt to the actor and in its hand.
    fn put_down(&mut self, actor: Seat, shown: &[G::Shown; 2]) -> Result<(), TableError> {
        let watcher = actor.other();
        let mine = G::put_down(&self.sides[actor.index()].view, &shown[actor.index()]);
        let seen = G::put_down(&self.sides[watcher.index()].view, &shown[watcher.index()]);
        if mine.cards.is_empty() && seen.cards.is_empty() {
            return Ok(());
        }
        let cards: Option<Vec<G::Card>> = mine.cards.iter().copied().collect();
        let side = &self.sides[actor.index()];
        let (positions, _) = cards
            .and_then(|cards| side.ids_for(&cards))
            .ok_or(TableError::FaceDown { seat: actor })?;
        // The positions cross the line; the watcher checks the ones it read.
        let wire = self.sides[actor.index()]
            .link
            .send(&online::Message::PutDown {
                positions: positions.clone(),
            })
            .map_err(|refusal| TableError::Line {
                seat: actor,
                refusal,
            })?;
        self.send(actor, wire);
        let heard = match self.next_message(watcher)? {
            online::Message::PutDown { positions } => positions,
            _ => return Err(TableError::FaceDown { seat: actor }),
        };
        // From here on, both sides work from the positions as read.
        let positions = heard;
        let side = &self.sides[watcher.index()];
        let fits = positions.len() == seen.cards.len()
            && seen.on_table == mine.on_table
            && seen.under_pile == mine.under_pile
            && positions.iter().enumerate().all(|(i, pos)| {
                side.party.fate(*pos) == Some(Fate::Dealt(actor))
                    && !side.face_down.iter().any(|(_, p, _)| p == pos)
                    && !positions[..i].contains(pos)
            });
        if !fits {
            return Err(TableError::FaceDown { seat: actor });
        }
        if mine.under_pile {
            // A packet of the held positions, shuffled by both, under the pile: its holder
            // knows which cards went there, not where they are.
            let sources: Vec<Source> = positions.iter().copied().map(Source::Position).collect();
            let stack = self.sides[0].party.stack_count();
            self.both(|side| side.party.shuffle(&sources))?;
            for side in &mut self.sides {
                let packet = side.party.pile(stack);
                side.pile.extend(packet);
            }
            return Ok(());
        }
        for side in &mut self.sides {
            side.face_down
                .extend(positions.iter().map(|pos| (actor, *pos, mine.on_table)));
        }
        Ok(())
    }

    /// The end: both reveal their seeds, each audits the other's deal, rebuilds every hidden
    /// move with its cards and replays the whole game through the rules. Returns the final
    /// state both audits agree on.
    pub fn finish(&mut self) -> Result<G, TableError> {
        self.both(|side| side.party.finish())?;
        let mut finals = Vec::with_capacity(2);
        for seat in Seat::BOTH {
            finals.push(self.sides[seat.index()].replay()?);
        }
        Ok(finals.swap_remove(0))
    }

    /// The audit's replay as `seat` runs it, once its deal is audited: the start and every
    /// step with its hidden moves, every card filled in.
    pub fn audited_game(&self, seat: Seat) -> Result<(G, FullSteps<G>), TableError> {
        self.sides[seat.index()].audited_game()
    }
}

impl<G: DealtGame> Side<G> {
    fn audited_game(&self) -> Result<(G, FullSteps<G>), TableError> {
        let seat = self.seat;
        let deal = self.audited.as_ref().ok_or(TableError::Deal {
            seat,
            refusal: Refusal::Misuse("the deal is not audited yet"),
        })?;
        let cards = |positions: &[Pos]| -> Vec<u16> {
            positions.iter().filter_map(|pos| deal.card(*pos)).collect()
        };
        let fill = |done: &[Done<G::HiddenMove>]| -> Vec<Got<G::HiddenMove>> {
            done.iter()
                .map(|done| match done {
                    Done::Shuffled => Got::Shuffled,
                    Done::Dealt { to, positions } => Got::Dealt {
                        to: *to,
                        cards: Some(cards(positions)),
                    },
                    Done::Opened { positions } => Got::Opened {
                        cards: cards(positions),
                    },
                    Done::Shown { by, positions } => Got::Shown {
                        by: *by,
                        cards: cards(positions),
                    },
                    Done::Fact(fact) => Got::Fact(fact.clone()),
                })
                .collect()
        };
        let start = G::start(&self.setup, self.first, &fill(&self.opening))
            .map_err(|error| TableError::Follow { seat, error })?;
        let mut steps = Vec::with_capacity(self.steps.len());
        for (action, served) in &self.steps {
            let mut moves = Vec::with_capacity(served.len());
            for (wanted, done) in served {
                let full = G::served(wanted, &fill(done))
                    .map_err(|error| TableError::Follow { seat, error })?;
                moves.push(full);
            }
            steps.push((action.clone(), moves));
        }
        Ok((start, steps))
    }

    fn replay(&self) -> Result<G, TableError> {
        let (start, steps) = self.audited_game()?;
        replay_audited(start, &steps).map_err(TableError::Refused)
    }
}
