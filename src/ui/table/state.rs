//! The table's reducer: the only code that plays actions on the game. The full state stays in
//! wasm memory; what components receive is decided by `viewer()`.
use super::ai::AiError;
use super::seats::{SeatKind, Seats};
use super::TableGame;
use crate::core::{Rng, Seat};
use crate::saves::move_index;
use std::rc::Rc;
use yew::Reducible;

/// A move suggested to the seat to act, for the turn it was asked on.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<A> {
    pub turn: u32,
    pub seat: Seat,
    pub action: A,
    /// In words, with the search's estimate of the chance of winning.
    pub text: String,
}

/// What went wrong with the AI worker, and for which turn.
#[derive(Clone, Debug, PartialEq)]
pub struct Trouble {
    pub turn: u32,
    pub error: AiError,
}

/// One log entry: who acted and what happened (public facts only).
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry<E> {
    pub actor: Seat,
    pub events: Vec<E>,
}

pub struct TableState<G: TableGame> {
    pub seats: Seats,
    /// The game before its first action (undo replays from it; a save starts from it).
    pub initial: G,
    /// Every action played so far, and by whom.
    pub moves: Vec<(Seat, G::Action)>,
    /// Each move's index among the legal actions of its moment (how a save writes it), found
    /// once when it is played.
    pub move_indices: Vec<Option<usize>>,
    /// What undo took back, most recent last, one decision (with the computer's answers) each.
    pub redo: Vec<Vec<(Seat, G::Action)>>,
    /// Hot-seat: this seat asked to take back the last move; the other must agree.
    pub undo_asked: Option<Seat>,
    /// This seat resigned: the game is over, the other seat won.
    pub resigned: Option<Seat>,
    /// The AI worker can take this game (it started from a deal, which a save holds): the
    /// search strengths and hints go there; otherwise every computer decides on the page.
    pub worker: bool,
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
    /// Hints shown to each seat in this game.
    pub hints_used: [u32; 2],
    /// The hint shown (only for its turn).
    pub hint: Option<Hint<G::Action>>,
    /// A hint was asked on this turn and its answer is awaited.
    pub hint_asked: Option<u32>,
    /// The last hint could not be had.
    pub hint_trouble: Option<Trouble>,
    /// The computer's move could not be had from the worker: play waits for a retry.
    pub computer_trouble: Option<Trouble>,
    /// Counts retries: the computer's turn is asked anew when it changes.
    pub attempt: u32,
    /// The computer players' own randomness (never derived from the deal's seed).
    bot_rng: Rng,
    /// Seeds the searches, one per turn (`ai_seed`).
    bot_seed: u64,
}

impl<G: TableGame> Clone for TableState<G> {
    fn clone(&self) -> Self {
        TableState {
            seats: self.seats.clone(),
            initial: self.initial.clone(),
            moves: self.moves.clone(),
            move_indices: self.move_indices.clone(),
            redo: self.redo.clone(),
            undo_asked: self.undo_asked,
            resigned: self.resigned,
            worker: self.worker,
            game: self.game.clone(),
            log: self.log.clone(),
            handoff_to: self.handoff_to,
            holder: self.holder,
            pause: self.pause.clone(),
            refusal: self.refusal.clone(),
            last: self.last.clone(),
            turn: self.turn,
            hints_used: self.hints_used,
            hint: self.hint.clone(),
            hint_asked: self.hint_asked,
            hint_trouble: self.hint_trouble.clone(),
            computer_trouble: self.computer_trouble.clone(),
            attempt: self.attempt,
            bot_rng: self.bot_rng.clone(),
            bot_seed: self.bot_seed,
        }
    }
}

impl<G: TableGame> PartialEq for TableState<G> {
    fn eq(&self, other: &Self) -> bool {
        self.turn == other.turn
            && self.game == other.game
            && self.moves.len() == other.moves.len()
            && self.redo.len() == other.redo.len()
            && self.undo_asked == other.undo_asked
            && self.resigned == other.resigned
            && self.handoff_to == other.handoff_to
            && self.holder == other.holder
            && self.pause == other.pause
            && self.refusal == other.refusal
            && self.seats == other.seats
            && self.hints_used == other.hints_used
            && self.hint == other.hint
            && self.hint_asked == other.hint_asked
            && self.hint_trouble == other.hint_trouble
            && self.computer_trouble == other.computer_trouble
            && self.attempt == other.attempt
    }
}

pub enum Msg<G: TableGame> {
    /// A person plays (ignored unless it is a person's decision and that person may look).
    Play(G::Action),
    /// The computer seat to act plays at once (a strength that decides on the page).
    ComputerTurn,
    /// The AI worker's move for the computer, asked on `turn` (stale answers are ignored): the
    /// index of the action in `legal_actions_in` of the seat's view.
    ComputerAnswer { turn: u32, index: usize },
    /// The AI worker could not give the computer's move asked on `turn`.
    ComputerFailed { turn: u32, error: AiError },
    /// Ask the worker again for the computer's move.
    Retry,
    /// A hint was asked for the seat to act.
    HintAsked,
    /// The worker's hint for the move asked on `turn`.
    HintAnswer {
        turn: u32,
        index: usize,
        text: String,
    },
    /// No hint could be had for `turn`.
    HintFailed { turn: u32, error: AiError },
    /// Hot-seat: the player named on the hand-off screen has the device.
    TakeDevice,
    /// Everyone has read the pause.
    Continue,
    /// Against the computer: take back the person's last decision (and the computer's answer).
    /// In hot-seat: the seat holding the device asks to take back the last move.
    Undo,
    /// Hot-seat: the other player agrees (true) or not to take back the last move.
    AnswerUndo(bool),
    /// Play again what undo took back.
    Redo,
    /// The seat deciding now (the person, against the computer) gives up the game.
    Resign,
}

impl<G: TableGame> TableState<G> {
    pub fn new(seats: Seats, game: G, bot_seed: u64) -> TableState<G> {
        let mut table = TableState {
            seats,
            initial: game.clone(),
            moves: Vec::new(),
            move_indices: Vec::new(),
            redo: Vec::new(),
            undo_asked: None,
            resigned: None,
            worker: true,
            game,
            log: Vec::new(),
            handoff_to: None,
            holder: None,
            pause: None,
            refusal: None,
            last: None,
            turn: 0,
            hints_used: [0, 0],
            hint: None,
            hint_asked: None,
            hint_trouble: None,
            computer_trouble: None,
            attempt: 0,
            bot_rng: Rng::seeded(bot_seed),
            bot_seed,
        };
        table.handoff_to = table.next_handoff();
        table
    }

    /// A game continued from its save: the moves are played again through the rules (the log
    /// and the counters follow); a move the rules refuse ends the replay there.
    pub fn resumed(
        seats: Seats,
        initial: G,
        moves: &[(Seat, G::Action)],
        bot_seed: u64,
        hints: [u32; 2],
        resigned: Option<Seat>,
    ) -> TableState<G> {
        let mut table = TableState::new(seats, initial, bot_seed);
        table.replay(moves);
        table.hints_used = hints;
        table.resigned = resigned;
        table
    }

    /// Whether the AI worker may take this game's computer turns and hints (see `worker`).
    pub fn with_worker(mut self, worker: bool) -> TableState<G> {
        self.worker = worker;
        self
    }

    /// How the game ended: by the rules, or by a resignation.
    pub fn outcome(&self) -> Option<crate::core::Outcome> {
        match self.resigned {
            Some(seat) => Some(crate::core::Outcome::Winner(seat.other())),
            None => self.game.outcome(),
        }
    }

    /// Plays `moves` from the start again (after an undo, or to resume): the game, its log and
    /// its last action as if they had just been played; no pause; the device changes hands
    /// anew in hot-seat.
    fn replay(&mut self, moves: &[(Seat, G::Action)]) {
        self.game = self.initial.clone();
        self.log.clear();
        self.moves.clear();
        self.move_indices.clear();
        self.last = None;
        for (actor, action) in moves {
            if self.game.to_act() != Some(*actor) {
                break;
            }
            let turn = self.turn;
            self.play(*actor, action.clone());
            if self.turn == turn {
                break;
            }
        }
        self.pause = None;
        self.refusal = None;
        self.holder = None;
        self.undo_asked = None;
        // Answers the worker gives for the game before this replay are stale.
        self.turn = self.turn.wrapping_add(1);
        self.handoff_to = self.next_handoff();
    }

    /// What one undo takes back now, if anything: against the computer, the computer's moves
    /// since the person's last decision and that decision; in hot-seat, the last move.
    fn undo_step(&self) -> Option<usize> {
        if self.outcome().is_some() || self.moves.is_empty() {
            return None;
        }
        if self.seats.hot_seat() {
            return Some(1);
        }
        let human = self.seats.only_human()?;
        let last_human = self.moves.iter().rposition(|(s, _)| *s == human)?;
        Some(self.moves.len() - last_human)
    }

    pub fn can_undo(&self) -> bool {
        self.undo_step().is_some() && self.undo_asked.is_none()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty() && self.outcome().is_none() && self.undo_asked.is_none()
    }

    fn take_back(&mut self) {
        let Some(n) = self.undo_step() else {
            return;
        };
        let keep = self.moves.len() - n;
        let taken = self.moves.split_off(keep);
        self.move_indices.truncate(keep);
        let moves = std::mem::take(&mut self.moves);
        self.redo.push(taken);
        self.replay(&moves);
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
            && self.resigned.is_none()
            && self.undo_asked.is_none()
            && self
                .game
                .to_act()
                .is_some_and(|s| !self.seats.kind(s).is_human())
    }

    /// The seat to act, if it is a person who may act now (no hand-off, no pause): the one a
    /// hint is for.
    pub fn human_to_act(&self) -> Option<Seat> {
        let seat = self.game.to_act()?;
        (self.seats.kind(seat).is_human()
            && self.resigned.is_none()
            && self.undo_asked.is_none()
            && self.viewer() == Some(seat)
            && self.handoff_to.is_none()
            && self.pause.is_none())
        .then_some(seat)
    }

    /// The strength of the computer to play now, if one is (and nothing waits for the people).
    pub fn computer_strength(&self) -> Option<crate::bots::Strength> {
        match self.game.to_act().map(|s| self.seats.kind(s)) {
            Some(SeatKind::Computer(strength)) if self.pause.is_none() => Some(strength),
            _ => None,
        }
    }

    /// Seeds the computer players (kept in a save, so a continued game's computer is the same).
    pub fn bot_seed(&self) -> u64 {
        self.bot_seed
    }

    /// The seed of a search asked on this turn (`salt` tells a hint from the computer's move):
    /// from the table's own seed, never from the deal's.
    pub fn ai_seed(&self, salt: u64) -> u64 {
        let turn = u64::from(self.turn) | u64::from(self.attempt) << 32;
        Rng::seeded(self.bot_seed ^ turn.rotate_left(17) ^ salt).next_u64()
    }

    /// The hint to show now: the one asked on this turn, if any.
    pub fn current_hint(&self) -> Option<&Hint<G::Action>> {
        self.hint.as_ref().filter(|h| h.turn == self.turn)
    }

    /// The action at `index` among what the seat to act may do, as its view lists it (the
    /// order the worker saw).
    fn action_at(&self, seat: Seat, index: usize) -> Option<G::Action> {
        G::legal_actions_in(&self.game.view(seat))
            .into_iter()
            .nth(index)
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
        let index = move_index(&self.game, &action);
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
                self.moves.push((actor, action.clone()));
                self.move_indices.push(index);
                self.last = Some((actor, action));
                self.turn = self.turn.wrapping_add(1);
                self.refusal = None;
                self.hint = None;
                self.hint_asked = None;
                self.hint_trouble = None;
                self.computer_trouble = None;
                self.handoff_to = self.next_handoff();
            }
            Err(rejected) => self.refusal = Some(rejected.error),
        }
    }
}

impl<G: TableGame> Reducible for TableState<G> {
    type Action = Msg<G>;

    /// A message the table cannot take now is ignored: the same state comes back, and nothing
    /// is drawn again.
    fn reduce(self: Rc<Self>, msg: Msg<G>) -> Rc<Self> {
        let mut table = (*self).clone();
        let changed = match msg {
            Msg::Play(action) => table.person_plays(action),
            Msg::ComputerTurn => table.computer_plays_here(),
            Msg::ComputerAnswer { turn, index } => table.computer_answer(turn, index),
            Msg::ComputerFailed { turn, error } => {
                let current = turn == table.turn && table.computer_strength().is_some();
                if current {
                    table.computer_trouble = Some(Trouble { turn, error });
                }
                current
            }
            Msg::Retry => {
                table.computer_trouble = None;
                table.attempt = table.attempt.wrapping_add(1);
                true
            }
            Msg::HintAsked => {
                let may_ask = table.human_to_act().is_some() && table.worker;
                if may_ask {
                    table.hint_asked = Some(table.turn);
                    table.hint_trouble = None;
                }
                may_ask
            }
            Msg::HintAnswer { turn, index, text } => table.hint_answer(turn, index, text),
            Msg::HintFailed { turn, error } => {
                let awaited = turn == table.turn && table.hint_asked == Some(turn);
                if awaited {
                    table.hint_asked = None;
                    table.hint_trouble = Some(Trouble { turn, error });
                }
                awaited
            }
            Msg::Undo => table.undo(),
            Msg::AnswerUndo(agreed) => {
                let asked = table.undo_asked.take().is_some();
                if asked && agreed {
                    table.take_back();
                }
                asked
            }
            Msg::Redo => table.play_again(),
            Msg::Resign => table.resign(),
            Msg::TakeDevice => {
                table.holder = table.handoff_to.take();
                true
            }
            Msg::Continue => {
                table.pause = None;
                // Everyone read the pause on one screen: whoever is to act next takes the
                // device anew, even the player who held it before.
                table.holder = None;
                table.handoff_to = table.next_handoff();
                true
            }
        };
        if changed {
            Rc::new(table)
        } else {
            self
        }
    }
}

/// What the longer messages do; each says whether the table changed (`false`: ignored).
impl<G: TableGame> TableState<G> {
    fn person_plays(&mut self, action: G::Action) -> bool {
        let Some(actor) = self.human_to_act() else {
            return false;
        };
        // A new decision: what undo took back is gone.
        self.redo.clear();
        self.play(actor, action);
        true
    }

    fn computer_plays_here(&mut self) -> bool {
        if !self.computer_to_play() {
            return false;
        }
        let Some(actor) = self.game.to_act() else {
            return false;
        };
        let SeatKind::Computer(strength) = self.seats.kind(actor) else {
            return false;
        };
        // Only the strengths that decide at once play here; the search is not linked into a
        // page (it answers `ComputerAnswer`, from the worker).
        if strength.searches() && self.worker {
            return false;
        }
        let mut bot = G::quick_bot(strength, self.bot_rng.next_u64());
        match bot.choose(&self.game.view(actor)) {
            Some(action) => {
                self.play(actor, action);
                true
            }
            None => false,
        }
    }

    fn computer_answer(&mut self, turn: u32, index: usize) -> bool {
        let Some(actor) = self.game.to_act() else {
            return false;
        };
        if turn != self.turn || self.computer_strength().is_none() {
            return false;
        }
        // The worker's answer is checked by the rules like any other move: an index out of
        // range or a refused action is an error shown, and play waits.
        let played = self.action_at(actor, index).map(|action| {
            self.play(actor, action);
            self.turn != turn
        });
        if played != Some(true) {
            self.refusal = None;
            self.computer_trouble = Some(Trouble {
                turn,
                error: AiError::Refused(String::new()),
            });
        }
        true
    }

    fn hint_answer(&mut self, turn: u32, index: usize, text: String) -> bool {
        let Some(seat) = self.human_to_act() else {
            return false;
        };
        if turn != self.turn || self.hint_asked != Some(turn) {
            return false;
        }
        self.hint_asked = None;
        match self.action_at(seat, index) {
            Some(action) => {
                self.hints_used[seat.index()] += 1;
                self.hint = Some(Hint {
                    turn,
                    seat,
                    action,
                    text,
                });
            }
            None => {
                self.hint_trouble = Some(Trouble {
                    turn,
                    error: AiError::Refused(String::new()),
                })
            }
        }
        true
    }

    fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        if self.seats.hot_seat() {
            // Asked for the player who made the last move; the other must agree.
            let Some(&(asker, _)) = self.moves.last() else {
                return false;
            };
            self.undo_asked = Some(asker);
        } else {
            self.take_back();
        }
        true
    }

    /// Redo: plays again the last step undo took back.
    fn play_again(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        let Some(step) = self.redo.pop() else {
            return false;
        };
        let mut moves = self.moves.clone();
        moves.extend(step);
        self.replay(&moves);
        true
    }

    fn resign(&mut self) -> bool {
        if self.outcome().is_some() {
            return false;
        }
        let Some(seat) = self.seats.only_human().or(self.holder).or(self.to_act()) else {
            return false;
        };
        self.resigned = Some(seat);
        self.undo_asked = None;
        self.handoff_to = None;
        self.pause = None;
        self.turn = self.turn.wrapping_add(1);
        true
    }
}
