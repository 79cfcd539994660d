//! One seat's game against a friend on another device, driven by events: the bytes that
//! arrive, the player's choices and messages. It runs the seat's `deal::side::Side` step by
//! step, starts the next step as soon as it can (this seat's chosen action, the other's
//! action once it arrived, the end), and reports what happened as `Update`s, so a page that
//! holds only the view follows the game from them. No web import: the browser runs it in a
//! worker (the deal's arithmetic takes longer than a frame), the tests run two against each
//! other.
//!
//! The order a page keeps: `choose` an action, `save`, then `advance`; after each update,
//! `save` again. A session resumed from its save (`resume`) replays the updates from the start
//! (the same log) and catches up with the line; a copy of a frame already taken is ignored,
//! so a step half done at a reload is done again without harm.
//!
//! After the end, a rematch: each seat sends its `Rematch` (or `RematchAccepted`, the other
//! having asked); once a seat has sent its own and received the other's, both agreed
//! (`rematch_agreed`), and `next_game` starts the next game on the same line, the seats
//! swapped, a new deal. On each direction of the line, what follows its sender's rematch
//! message is the next game's: messages crossing (both asking at once) agree as well. A seat
//! whose friend was away too long may end the game by forfeit (`claim_forfeit`): outside the
//! line's chain, told to the friend whenever its browser is heard from again.
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll, Waker};

use super::{Link, Message, Preset, Saved};
use crate::core::{Seat, ViewOf};
use crate::deal::game::{DealtGame, FullSteps, Got, Side, TableError, Waiting, Wires};
use crate::deal::side::write_disclosed;

/// What happened, in order, for the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Update<G: DealtGame> {
    /// The opening is dealt: who plays first and what this seat learned of it.
    Opened {
        first: Seat,
        got: Vec<Got<G::HiddenMove>>,
    },
    /// `by` played, as this seat saw it, with the hidden moves as this seat learned them.
    Played {
        by: Seat,
        shown: G::Shown,
        moves: Vec<G::HiddenMove>,
    },
    /// `by` resigned the game.
    Resigned { by: Seat },
    /// The friend's message.
    Said(Preset),
    /// The friend asks for another game, or accepts this seat's asking.
    Rematch { accepted: bool },
    /// Both audits passed: the game from its start with every card, every action checked.
    Audited { start: G, steps: FullSteps<G> },
    /// The game stopped: what was wrong and by whom (the error names the seat).
    Stopped(TableError),
    /// The friend told its name.
    Named(String),
    /// This session is game `game` on its line (a rematch, or a reload during one): this
    /// seat plays `seat` in it. First of a game after the first.
    NextGame { game: u32, seat: Seat },
    /// `by` ended the game by forfeit, the other seat being away too long, or (`on_time`, this
    /// seat's claim only) its time for a move run out.
    Forfeit { by: Seat, on_time: bool },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Open,
    Play,
    Watch,
    Finish,
}

type Running<G> = Pin<Box<dyn Future<Output = (Side<G>, Result<Option<G>, TableError>)>>>;

/// Why the player cannot do that now.
#[derive(Clone, Debug, PartialEq)]
pub enum Refused<E> {
    /// Not this seat's turn, or the game is over.
    NotNow,
    /// The rules refuse it (their error, from this seat's view).
    Rules(E),
}

/// One seat's game.
pub struct Session<G: DealtGame + 'static> {
    seat: Seat,
    game: u32,
    side: Option<Side<G>>,
    running: Option<(Kind, Running<G>)>,
    wires: Rc<Wires>,
    /// The view after the last step done.
    view: ViewOf<G>,
    /// This seat's chosen actions, not yet played (one; several when catching up).
    own: VecDeque<G::Action>,
    resigned: Option<Seat>,
    /// This seat resigns as soon as no step runs.
    resigning: bool,
    over: bool,
    updates: Vec<Update<G>>,
    /// Both audits passed.
    audited: bool,
    /// This seat asked for the next game (or accepted the friend's asking).
    asked: bool,
    /// The friend asked for the next game (or accepted).
    friend_asked: bool,
    /// The friend's name, as it told it.
    friend: Option<String>,
    /// This seat's name, told at the next moment no step runs.
    naming: Option<String>,
    /// Who ended the game by forfeit.
    forfeit: Option<Seat>,
    /// A forfeit to apply once the session has caught up (claimed now, or in the save).
    forfeit_pending: Option<Seat>,
    /// This seat's forfeit is claimed on time (the friend's time for a move ran out).
    on_time: bool,
    /// The save of a new game before its opening runs (its hello is the only frame of it).
    opening: Option<Saved>,
}

impl<G: DealtGame + 'static> Session<G> {
    /// A new game at `seat`, its deal seeded from `seed` (play draws it from the operating
    /// system).
    pub fn new(seat: Seat, setup: G::Setup, seed: [u8; 32]) -> Result<Session<G>, TableError> {
        Ok(Session::with_side(
            Side::new(seat, setup, seed)?,
            VecDeque::new(),
            true,
        ))
    }

    /// The game again from this seat's save.
    pub fn resume(setup: G::Setup, saved: &Saved) -> Result<Session<G>, TableError> {
        let (side, own) = Side::resume(setup, saved)?;
        let mut session = Session::with_side(side, own, false);
        if !saved.friend.is_empty() {
            session.friend = Some(saved.friend.clone());
            session.updates.push(Update::Named(saved.friend.clone()));
        }
        session.forfeit_pending = saved.forfeit;
        session.on_time = saved.on_time;
        Ok(session)
    }

    fn with_side(mut side: Side<G>, own: VecDeque<G::Action>, fresh: bool) -> Session<G> {
        let wires = side.wires();
        let view = side.view().clone();
        let seat = side.seat();
        let game = side.game();
        let opening = fresh.then(|| side.saved(Vec::new()));
        let running: Running<G> = Box::pin(async move {
            let result = side.open().await;
            (side, result.map(|_| None))
        });
        Session {
            seat,
            game,
            side: None,
            running: Some((Kind::Open, running)),
            wires,
            view,
            own,
            resigned: None,
            resigning: false,
            over: false,
            updates: match game {
                0 => Vec::new(),
                game => vec![Update::NextGame { game, seat }],
            },
            audited: false,
            asked: false,
            friend_asked: false,
            friend: None,
            naming: None,
            forfeit: None,
            forfeit_pending: None,
            on_time: false,
            opening,
        }
    }

    /// The game's number on its line (0 first, one more each rematch).
    pub fn game(&self) -> u32 {
        self.game
    }

    /// Both seats asked for the next game: `next_game` starts it.
    pub fn rematch_agreed(&self) -> bool {
        self.asked && self.friend_asked
    }

    /// Asks the friend for the next game, or accepts its asking: only once both audits
    /// passed, once. Whether it was sent.
    pub fn rematch(&mut self) -> bool {
        if !self.audited || self.asked || self.forfeit.is_some() {
            return false;
        }
        let message = match self.friend_asked {
            true => Message::RematchAccepted,
            false => Message::Rematch,
        };
        self.asked = self.say(message);
        self.asked
    }

    /// The next game on this line, both having agreed: the seats swapped, a new deal seeded
    /// from `seed`, the same rules. This session is done with.
    pub fn next_game(&mut self, seed: [u8; 32]) -> Result<Session<G>, TableError> {
        let side = self
            .side
            .as_ref()
            .ok_or(TableError::Resume { seat: self.seat })?;
        let mut next = Session::with_side(side.next_game(seed)?, VecDeque::new(), true);
        next.friend = self.friend.clone();
        Ok(next)
    }

    /// The friend's name, as it told it.
    pub fn friend(&self) -> Option<&str> {
        self.friend.as_deref()
    }

    /// Tells the friend this seat's name (at the next moment no step runs).
    pub fn tell_name(&mut self, name: String) {
        self.naming = Some(name);
    }

    /// Ends the game by forfeit, the friend being away too long (or, `on_time`, its time for a
    /// move run out): recorded in this seat's save, why too, and told to the friend whenever
    /// its browser is heard from again. Refused once the game is over.
    pub fn claim_forfeit(&mut self, on_time: bool) -> bool {
        if self.over {
            return false;
        }
        self.forfeit_pending = Some(self.seat);
        self.on_time = on_time;
        true
    }

    /// Who ended the game by forfeit.
    pub fn forfeit(&self) -> Option<Seat> {
        self.forfeit
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// This seat's view after the last step done.
    pub fn view(&self) -> &ViewOf<G> {
        &self.view
    }

    /// Whether the game is over (ended, resigned and audited, or stopped).
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Whether this seat may choose an action now.
    pub fn may_choose(&self) -> bool {
        !self.over
            && self.resigned.is_none()
            && !self.resigning
            && self.own.is_empty()
            && self.running.is_none()
            && self.view.to_act() == Some(self.seat)
    }

    /// Bytes from the friend's browser.
    pub fn deliver(&mut self, wire: Vec<u8>) {
        self.wires.deliver(wire);
        self.tell_forfeit();
    }

    /// The line is back after a drop: this seat will say how far it got.
    pub fn line_back(&mut self) {
        self.wires.line_back();
        self.tell_forfeit();
    }

    /// After this seat's forfeit, whatever comes from the friend is answered with it.
    fn tell_forfeit(&mut self) {
        if self.forfeit == Some(self.seat) {
            self.wires.send(Link::forfeit());
        }
    }

    /// Bytes to send to the friend's browser, oldest first.
    pub fn outgoing(&mut self) -> Vec<Vec<u8>> {
        self.wires.take_outgoing()
    }

    /// The player's action, checked by the rules from this seat's view. Played at the next
    /// `advance` (save first).
    pub fn choose(&mut self, action: G::Action) -> Result<(), Refused<G::Error>> {
        if !self.may_choose() {
            return Err(Refused::NotNow);
        }
        G::check_in(&self.view, &action).map_err(Refused::Rules)?;
        self.own.push_back(action);
        Ok(())
    }

    /// The player resigns (at the next moment no step runs).
    pub fn resign(&mut self) {
        if !self.over && self.resigned.is_none() {
            self.resigning = true;
        }
    }

    /// A preset message to the friend, or a rematch asked or accepted, sent at once when no
    /// step runs, else refused (`false`).
    pub fn say(&mut self, message: Message) -> bool {
        let Some(side) = self.side.as_mut() else {
            return false;
        };
        match side.say(&message) {
            Ok(()) => true,
            Err(error) => {
                self.stop(error);
                false
            }
        }
    }

    /// This seat's save, with its chosen action not yet played; `None` while a step runs (the
    /// page saves again after the next update).
    pub fn save(&self, setup: Vec<u8>) -> Option<Saved> {
        let mut saved = match &self.side {
            Some(side) => side.saved(setup),
            // A new game whose opening runs: its hello is all it sent.
            None => Saved {
                setup,
                ..self.opening.clone()?
            },
        };
        for action in &self.own {
            write_disclosed::<G>(action, &mut saved.own);
        }
        saved.friend = self.friend.clone().unwrap_or_default();
        saved.forfeit = self.forfeit.or(self.forfeit_pending);
        saved.on_time = self.on_time && saved.forfeit == Some(self.seat);
        Some(saved)
    }

    /// Runs the game as far as what arrived and what the player chose allow; what happened.
    pub fn advance(&mut self) -> Vec<Update<G>> {
        while self.step() {}
        if let Some(by) = self.forfeit_pending.take() {
            if !self.over {
                self.end_by_forfeit(by);
            }
        }
        std::mem::take(&mut self.updates)
    }

    fn end_by_forfeit(&mut self, by: Seat) {
        self.over = true;
        self.forfeit = Some(by);
        let on_time = by == self.seat && self.on_time;
        self.updates.push(Update::Forfeit { by, on_time });
        self.tell_forfeit();
    }

    fn stop(&mut self, error: TableError) {
        if let TableError::Forfeit { by } = error {
            return self.end_by_forfeit(by);
        }
        self.over = true;
        self.updates.push(Update::Stopped(error));
    }

    /// After the end: the friend's messages (a preset, its name, a rematch asked), this
    /// seat's own sent again while catching up from a save, and its name if still untold.
    /// Nothing of the game changes any more: a bad frame is dropped.
    fn after_end(&mut self) {
        let Some(side) = self.side.as_mut() else {
            return;
        };
        let _ = side.read_after_end(self.friend_asked);
        let replayed = side.take_replayed();
        let notices = side.take_notices();
        if let Some(name) = self.naming.take() {
            let _ = side.say(&Message::Name(name));
        }
        if replayed
            .iter()
            .any(|m| matches!(m, Message::Rematch | Message::RematchAccepted))
        {
            self.asked = true;
        }
        for notice in notices {
            self.notice(notice);
        }
    }

    /// One of the friend's messages, outside the game's steps.
    fn notice(&mut self, notice: Message) {
        match notice {
            Message::Resign if self.resigned.is_none() && !self.over => {
                self.resigned = Some(self.seat.other());
                self.updates.push(Update::Resigned {
                    by: self.seat.other(),
                });
            }
            Message::Say(preset) => self.updates.push(Update::Said(preset)),
            // Told once this side's audit passed too (`done`).
            Message::Rematch | Message::RematchAccepted if !self.friend_asked => {
                self.friend_asked = true;
                if self.audited {
                    self.updates.push(Update::Rematch {
                        accepted: notice == Message::RematchAccepted,
                    });
                }
            }
            Message::Name(name) if self.friend.as_ref() != Some(&name) => {
                self.friend = Some(name.clone());
                self.updates.push(Update::Named(name));
            }
            _ => {}
        }
    }

    /// One move forward: a step polled, or the next one started. Whether to go on.
    fn step(&mut self) -> bool {
        if self.forfeit.is_some() {
            return false;
        }
        if let Some((kind, running)) = self.running.as_mut() {
            let kind = *kind;
            let (side, result) = match running
                .as_mut()
                .poll(&mut Context::from_waker(Waker::noop()))
            {
                Poll::Pending => return false,
                Poll::Ready(done) => done,
            };
            self.running = None;
            self.side = Some(side);
            match result {
                Err(error) => self.stop(error),
                Ok(end) => self.done(kind, end),
            }
            // Once more: the next step, or what arrived after the end.
            return true;
        }
        if self.over {
            if self.audited {
                self.after_end();
            }
            return false;
        }
        let Some(side) = self.side.as_mut() else {
            return false;
        };
        if let Err(error) = side.read_until_message() {
            self.stop(error);
            return false;
        }
        if side.take_replayed().contains(&Message::Resign) && self.resigned.is_none() {
            self.resigned = Some(self.seat);
            self.updates.push(Update::Resigned { by: self.seat });
        }
        let notices = side.take_notices();
        for notice in notices {
            self.notice(notice);
        }
        let Some(side) = self.side.as_mut() else {
            return false;
        };
        if let Some(name) = self.naming.take() {
            if let Err(error) = side.say(&Message::Name(name)) {
                self.stop(error);
                return false;
            }
        }
        if self.resigning && self.resigned.is_none() {
            self.resigning = false;
            if let Err(error) = side.say(&Message::Resign) {
                self.stop(error);
                return false;
            }
            self.resigned = Some(self.seat);
            self.own.clear();
            self.updates.push(Update::Resigned { by: self.seat });
        }
        let waiting = side.waiting();
        let to_act = self.view.to_act();
        let kind = match (self.resigned, to_act) {
            // Their action sent before a resignation is played out first.
            (_, Some(actor)) if actor != self.seat && waiting == Some(Waiting::Play) => Kind::Watch,
            // The resigner waits for the other to finish, so that a step under way ends.
            (Some(by), _) if by == self.seat && waiting != Some(Waiting::Disclose) => return false,
            (Some(_), _) | (None, None) => Kind::Finish,
            (None, Some(actor)) if actor == self.seat && !self.own.is_empty() => Kind::Play,
            _ => return false,
        };
        let Some(mut side) = self.side.take() else {
            return false;
        };
        let running: Running<G> = match kind {
            Kind::Play => {
                let action = self.own.pop_front().expect("an action chosen");
                Box::pin(async move {
                    let result = side.play(&action).await;
                    (side, result.map(|_| None))
                })
            }
            Kind::Watch => Box::pin(async move {
                let result = side.watch().await;
                (side, result.map(|_| None))
            }),
            _ => Box::pin(async move {
                let result = side.finish().await;
                (side, result.map(Some))
            }),
        };
        self.running = Some((kind, running));
        true
    }

    /// A step done: the view and what to tell.
    fn done(&mut self, kind: Kind, end: Option<G>) {
        let Some(side) = self.side.as_ref() else {
            return;
        };
        let before = self.view.to_act();
        self.view = side.view().clone();
        let update = match (kind, side.last_step(), end) {
            (Kind::Open, _, _) => {
                let (first, got) = side.opened();
                Update::Opened {
                    first,
                    got: got.to_vec(),
                }
            }
            (Kind::Finish, _, _) => {
                self.over = true;
                match side.audited_game() {
                    Ok((start, steps)) => {
                        self.audited = true;
                        self.updates.push(Update::Audited { start, steps });
                        if self.friend_asked {
                            self.updates.push(Update::Rematch { accepted: false });
                        }
                        return;
                    }
                    Err(error) => Update::Stopped(error),
                }
            }
            (_, Some((shown, moves)), _) => Update::Played {
                by: before.unwrap_or(self.seat),
                shown: shown.clone(),
                moves: moves.clone(),
            },
            (_, None, _) => return,
        };
        self.updates.push(update);
    }
}
