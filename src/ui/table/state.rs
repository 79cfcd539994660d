//! The table's reducer: the only code that plays actions on the game. The full state stays in
//! wasm memory; what components receive is decided by `viewer()`.
use super::seats::{SeatKind, Seats};
use super::TableGame;
use crate::core::{Rng, Seat};
use std::rc::Rc;
use yew::Reducible;

/// One log entry: who acted and what happened (public facts only).
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry<E> {
    pub actor: Seat,
    pub events: Vec<E>,
}

pub struct TableState<G: TableGame> {
    pub seats: Seats,
    pub game: G,
    pub log: Vec<LogEntry<G::Event>>,
    /// Hot-seat: the device must change hands before this seat may look.
    pub handoff_to: Option<Seat>,
    /// Hot-seat: who holds the device now.
    pub holder: Option<Seat>,
    /// Play stopped for everyone to read something public: the public part before the action
    /// that caused it.
    pub pause: Option<G::Public>,
    pub refusal: Option<G::Error>,
    /// The last action played and by whom.
    pub last: Option<(Seat, G::Action)>,
    /// Counts actions played (effects and animations key on it).
    pub turn: u32,
    /// The computer players' own randomness (never derived from the deal's seed).
    bot_rng: Rng,
}

impl<G: TableGame> Clone for TableState<G> {
    fn clone(&self) -> Self {
        TableState {
            seats: self.seats.clone(),
            game: self.game.clone(),
            log: self.log.clone(),
            handoff_to: self.handoff_to,
            holder: self.holder,
            pause: self.pause.clone(),
            refusal: self.refusal.clone(),
            last: self.last.clone(),
            turn: self.turn,
            bot_rng: self.bot_rng.clone(),
        }
    }
}

impl<G: TableGame> PartialEq for TableState<G> {
    fn eq(&self, other: &Self) -> bool {
        self.turn == other.turn
            && self.game == other.game
            && self.handoff_to == other.handoff_to
            && self.holder == other.holder
            && self.pause == other.pause
            && self.refusal == other.refusal
            && self.seats == other.seats
    }
}

pub enum Msg<G: TableGame> {
    /// A person plays (ignored unless it is a person's decision and that person may look).
    Play(G::Action),
    /// The computer seat to act plays.
    ComputerTurn,
    /// Hot-seat: the player named on the hand-off screen has the device.
    TakeDevice,
    /// Everyone has read the pause.
    Continue,
}

impl<G: TableGame> TableState<G> {
    pub fn new(seats: Seats, game: G, bot_seed: u64) -> TableState<G> {
        let mut table = TableState {
            seats,
            game,
            log: Vec::new(),
            handoff_to: None,
            holder: None,
            pause: None,
            refusal: None,
            last: None,
            turn: 0,
            bot_rng: Rng::seeded(bot_seed),
        };
        table.handoff_to = table.next_handoff();
        table
    }

    /// The seat whose private part the screen may show now: the only person against the
    /// computer; in hot-seat the seat holding the device, never during a hand-off or a pause.
    pub fn viewer(&self) -> Option<Seat> {
        match self.seats.humans() {
            0 => None,
            1 => self.seats.only_human(),
            _ if self.handoff_to.is_some() || self.pause.is_some() => None,
            _ => self.holder.or(self.game.to_act()),
        }
    }

    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }

    /// A computer is to play (and nothing waits for the people first).
    pub fn computer_to_play(&self) -> bool {
        self.pause.is_none()
            && self
                .game
                .to_act()
                .is_some_and(|s| !self.seats.kind(s).is_human())
    }

    fn next_handoff(&self) -> Option<Seat> {
        if !self.seats.hot_seat() || self.pause.is_some() {
            return None;
        }
        match self.game.to_act() {
            Some(seat) if self.holder != Some(seat) => Some(seat),
            _ => None,
        }
    }

    fn play(&mut self, actor: Seat, action: G::Action) {
        let before = self.game.public();
        match self.game.clone().play(&action) {
            Ok(next) => {
                self.game = next;
                let after = self.game.public();
                self.log.push(LogEntry {
                    actor,
                    events: G::events(&before, actor, &action, &after),
                });
                if G::pauses_after(&before, &after) && self.game.outcome().is_none() {
                    self.pause = Some(before);
                }
                self.last = Some((actor, action));
                self.turn = self.turn.wrapping_add(1);
                self.refusal = None;
                self.handoff_to = self.next_handoff();
            }
            Err(rejected) => self.refusal = Some(rejected.error),
        }
    }
}

impl<G: TableGame> Reducible for TableState<G> {
    type Action = Msg<G>;

    fn reduce(self: Rc<Self>, msg: Msg<G>) -> Rc<Self> {
        let mut table = (*self).clone();
        match msg {
            Msg::Play(action) => {
                let Some(actor) = table.game.to_act() else {
                    return self;
                };
                let may_act = table.seats.kind(actor).is_human()
                    && table.viewer() == Some(actor)
                    && table.handoff_to.is_none()
                    && table.pause.is_none();
                if !may_act {
                    return self;
                }
                table.play(actor, action);
            }
            Msg::ComputerTurn => {
                if !table.computer_to_play() {
                    return self;
                }
                let Some(actor) = table.game.to_act() else {
                    return self;
                };
                let SeatKind::Computer(strength) = table.seats.kind(actor) else {
                    return self;
                };
                // The page offers only the strengths that decide at once; the search is not linked in.
                let mut bot = G::quick_bot(strength, table.bot_rng.next_u64());
                match bot.choose(&table.game.view(actor)) {
                    Some(action) => table.play(actor, action),
                    None => return self,
                }
            }
            Msg::TakeDevice => table.holder = table.handoff_to.take(),
            Msg::Continue => {
                table.pause = None;
                // Everyone read the pause on one screen: whoever is to act next takes the
                // device anew, even the player who held it before.
                table.holder = None;
                table.handoff_to = table.next_handoff();
            }
        }
        Rc::new(table)
    }
}
