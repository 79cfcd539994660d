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
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll, Waker};

use super::{Message, Preset, Saved};
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
}

impl<G: DealtGame + 'static> Session<G> {
    /// A new game at `seat`, its deal seeded from `seed` (play draws it from the operating
    /// system).
    pub fn new(seat: Seat, setup: G::Setup, seed: [u8; 32]) -> Result<Session<G>, TableError> {
        Ok(Session::with_side(
            Side::new(seat, setup, seed)?,
            VecDeque::new(),
        ))
    }

    /// The game again from this seat's save.
    pub fn resume(setup: G::Setup, saved: &Saved) -> Result<Session<G>, TableError> {
        let (side, own) = Side::resume(setup, saved)?;
        Ok(Session::with_side(side, own))
    }

    fn with_side(mut side: Side<G>, own: VecDeque<G::Action>) -> Session<G> {
        let wires = side.wires();
        let view = side.view().clone();
        let seat = side.seat();
        let running: Running<G> = Box::pin(async move {
            let result = side.open().await;
            (side, result.map(|_| None))
        });
        Session {
            seat,
            side: None,
            running: Some((Kind::Open, running)),
            wires,
            view,
            own,
            resigned: None,
            resigning: false,
            over: false,
            updates: Vec::new(),
        }
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
    }

    /// The line is back after a drop: this seat will say how far it got.
    pub fn line_back(&mut self) {
        self.wires.line_back();
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
        let side = self.side.as_ref()?;
        let mut saved = side.saved(setup);
        for action in &self.own {
            write_disclosed::<G>(action, &mut saved.own);
        }
        Some(saved)
    }

    /// Runs the game as far as what arrived and what the player chose allow; what happened.
    pub fn advance(&mut self) -> Vec<Update<G>> {
        while self.step() {}
        std::mem::take(&mut self.updates)
    }

    fn stop(&mut self, error: TableError) {
        self.over = true;
        self.updates.push(Update::Stopped(error));
    }

    /// One move forward: a step polled, or the next one started. Whether to go on.
    fn step(&mut self) -> bool {
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
            return !self.over;
        }
        if self.over {
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
        for notice in side.take_notices() {
            match notice {
                Message::Resign if self.resigned.is_none() => {
                    self.resigned = Some(self.seat.other());
                    self.updates.push(Update::Resigned {
                        by: self.seat.other(),
                    });
                }
                Message::Say(preset) => self.updates.push(Update::Said(preset)),
                Message::Rematch => self.updates.push(Update::Rematch { accepted: false }),
                Message::RematchAccepted => self.updates.push(Update::Rematch { accepted: true }),
                _ => {}
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
                    Ok((start, steps)) => Update::Audited { start, steps },
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
