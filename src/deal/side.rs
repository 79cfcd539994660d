//! One seat of a two-party game, run on its own: its view, its side of the deal, its end of the
//! line and its log. It reaches the other seat only through bytes (`Wires`): a browser delivers
//! what its data channel received and sends what the side wrote; the tests' `Table` joins two
//! sides in memory. Nothing in a side holds the other seat's hidden cards.
//!
//! Each step is an `async` method that runs until it needs a frame from the other seat, then
//! waits for `Wires::deliver`: the step's code reads as the protocol does, in order, and the
//! same code serves a browser's event loop and the tests' lock-step harness.
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::sync::Arc;
use std::task::{Context, Poll, Waker};

use super::game::{same_cards, Cheat, DealtGame, Got, PutDown, Serve, TableError};
use super::{Deal, DealStep, Deck, Event, Fate, Output, Party, Pos, Refusal, Source};
use crate::core::follow::{replay_audited, Follow};
use crate::core::{Game, Seat, ViewOf};
use crate::online::{self, Incoming, Link, Saved};

/// The bytes between a side and the other seat: what arrived and is not read yet, what the side
/// wrote and is not sent yet. Shared between the side and whoever carries its bytes.
#[derive(Default)]
pub struct Wires {
    incoming: RefCell<VecDeque<Vec<u8>>>,
    outgoing: RefCell<VecDeque<Vec<u8>>>,
    /// The line came back after a drop: the side says how far it got (`Link::ack`).
    line_back: Cell<bool>,
    waker: RefCell<Option<Waker>>,
}

impl Wires {
    /// Bytes from the other seat, in the order they came.
    pub fn deliver(&self, wire: Vec<u8>) {
        self.incoming.borrow_mut().push_back(wire);
        self.wake();
    }

    /// The line is back after a drop: the side will acknowledge what it received, so the
    /// other resends the rest.
    pub fn line_back(&self) {
        self.line_back.set(true);
        self.wake();
    }

    /// What the side wrote since the last call, oldest first.
    pub fn take_outgoing(&self) -> Vec<Vec<u8>> {
        self.outgoing.borrow_mut().drain(..).collect()
    }

    /// What arrived and is not read yet (tests: a dishonest peer replays it).
    pub fn pending(&self) -> Vec<Vec<u8>> {
        self.incoming.borrow().iter().cloned().collect()
    }

    /// Everything not read yet is lost (the line dropped).
    pub fn lose_incoming(&self) {
        self.incoming.borrow_mut().clear();
    }

    /// Bytes for the other seat, after what the side wrote (a forfeit, outside the line).
    pub fn send(&self, wire: Vec<u8>) {
        self.outgoing.borrow_mut().push_back(wire);
    }

    fn next(&self) -> Option<Vec<u8>> {
        self.incoming.borrow_mut().pop_front()
    }

    fn has_news(&self) -> bool {
        !self.incoming.borrow().is_empty() || self.line_back.get()
    }

    fn wake(&self) {
        if let Some(waker) = self.waker.borrow_mut().take() {
            waker.wake();
        }
    }
}

/// Waits until bytes arrive or the line comes back.
struct News<'a>(&'a Wires);

impl Future for News<'_> {
    type Output = ();

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        if self.0.has_news() {
            return Poll::Ready(());
        }
        *self.0.waker.borrow_mut() = Some(cx.waker().clone());
        Poll::Pending
    }
}

/// The game message that waits for a step (`Side::waiting`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    Play,
    Disclose,
    Other,
}

/// What a side did for one `Serve`, kept for the audit (the positions; cards come from the
/// revealed deal).
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Done<M> {
    Shuffled,
    Dealt { to: Seat, positions: Vec<Pos> },
    Opened { positions: Vec<Pos> },
    Shown { by: Seat, positions: Vec<Pos> },
    Fact(M),
}

/// One hidden move as this side served it: the move its rules wanted and what was done.
type Served<M> = (M, Vec<Done<M>>);

/// An action as this side knows it: its own whole, the other seat's as it saw it played
/// (whole once the other discloses it at the end).
#[derive(Clone, Debug, PartialEq)]
enum Played<A, S> {
    Own(A),
    Seen(S),
}

/// A step as a side logged it: the action and its hidden moves as served.
type Logged<G> = (
    Played<<G as Game>::Action, <G as Follow>::Shown>,
    Vec<Served<<G as Follow>::HiddenMove>>,
);

/// Every step with its hidden moves, every card in them: what the audit replays.
pub type FullSteps<G> = Vec<(<G as Game>::Action, Vec<<G as Follow>::HiddenMove>)>;

/// What a side learned and did for one `Serve`.
type Result1<M> = Result<(Got<M>, Done<M>), TableError>;

/// One seat: its view, its side of the deal and its log.
pub struct Side<G: DealtGame> {
    seat: Seat,
    /// The game's number on its line (0 first; one more each rematch).
    game: u32,
    /// The first player as the line decided it (a rematch: the one who played second), in
    /// place of the rules' coin or option.
    first_fixed: Option<Seat>,
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
    /// What the opening dealt, as this seat learned it.
    opened: Vec<Got<G::HiddenMove>>,
    steps: Vec<Logged<G>>,
    /// The last action as this seat saw it played, and its hidden moves as it learned them:
    /// what a page holding only the view needs to follow it (`Follow::follow`).
    last: Option<(G::Shown, Vec<G::HiddenMove>)>,
    audited: Option<Deal>,
    /// The other seat's actions, whole, as it disclosed them at the end.
    disclosed: Option<Vec<G::Action>>,
    /// Its end of the line: every frame it sent and received.
    link: Link,
    wires: Rc<Wires>,
    /// Frames sent before a reload, that this side writes again as it catches up: checked,
    /// not sent twice.
    sent_before: VecDeque<Vec<u8>>,
    /// The game's messages received and not yet taken by a step.
    messages: VecDeque<online::Message>,
    /// The player's own messages (resign, a preset, a rematch), for the page.
    notices: VecDeque<online::Message>,
    /// This seat's own such messages, sent again while catching up from a save.
    replayed: Vec<online::Message>,
    /// How this side cheats (tests only), how its lies read, and how often it cheated.
    pub(super) cheat: Option<Cheat>,
    pub(super) lie: fn(&G::HiddenMove) -> G::HiddenMove,
    pub(super) cheated: usize,
}

impl<G: DealtGame> Side<G> {
    /// The side at `seat`, its deal seeded from `seed` (every secret of it derives from the
    /// seed: play draws it from the operating system, `fresh`). Its hello is written; the
    /// opening runs in `open`.
    pub fn new(seat: Seat, setup: G::Setup, seed: [u8; 32]) -> Result<Side<G>, TableError> {
        let deck = Side::<G>::deck(&setup)?;
        let (party, hello) = Party::with_seed(seat, deck, seed);
        Side::with_party(seat, setup, party, hello)
    }

    /// The next game on this side's line (a rematch both agreed to): the seats swap, a new
    /// deal seeded from `seed`, the same rules; the line goes on, numbers and chain, so that
    /// nothing of this game can be taken for the next. What arrived and was not read is the
    /// next game's (the other seat's frames after its own rematch message), and waits for it.
    pub fn next_game(&self, seed: [u8; 32]) -> Result<Side<G>, TableError> {
        let seat = self.seat.other();
        let deck = Side::<G>::deck(&self.setup)?;
        let (party, hello) = Party::with_seed(seat, deck, seed);
        // The player's messages since this game's last frame (a preset, the rematch) stay
        // with the line, to be resent if lost.
        let keep = self
            .link
            .sent()
            .iter()
            .rposition(|frame| !online::message_of(frame).is_some_and(|m| is_notice(&m)))
            .map_or(0, |last| last + 1);
        let link = self.link.next_game(keep);
        // The seats swap: the seat that played first is now the other player's, who so plays
        // first in its turn.
        let first = self.first;
        let mut side = Side::start(
            seat,
            self.game + 1,
            self.setup.clone(),
            party,
            link,
            VecDeque::new(),
            None,
        )?;
        side.first_fixed = Some(first);
        while let Some(wire) = self.wires.next() {
            side.wires.incoming.borrow_mut().push_back(wire);
        }
        side.wires.line_back.set(self.wires.line_back.get());
        side.post(hello)?;
        Ok(side)
    }

    /// The side again from its save (a reload, a closed tab): the same seed, the frames it
    /// received delivered again, and its own actions to play again as it chose them (the
    /// caller plays them in turn: `play`). What it writes as it catches up is what it sent
    /// before, checked and not sent twice; then it goes on live. A transcript that does not
    /// run again stops it (`TableError::Resume`).
    pub fn resume(
        setup: G::Setup,
        saved: &Saved,
    ) -> Result<(Side<G>, VecDeque<G::Action>), TableError> {
        let seat = saved.seat;
        let own = read_disclosed::<G>(&saved.own).ok_or(TableError::Resume { seat })?;
        let deck = Side::<G>::deck(&setup)?;
        let (party, hello) = Party::with_seed(seat, deck, saved.seed);
        let sent = saved.sent.iter().cloned().collect();
        let link = Link::from(online::save::line_seat(seat, saved.game), saved.line);
        let mut side = Side::start(seat, saved.game, setup, party, link, sent, Some(hello))?;
        side.first_fixed = saved.first;
        for wire in &saved.received {
            side.wires.deliver(wire.clone());
        }
        Ok((side, own.into()))
    }

    /// This side's saved form: its seed, the set-up as the page encodes it, its line and its
    /// own actions. It holds this seat's secrets: it stays in this browser.
    pub fn saved(&self, setup: Vec<u8>) -> Saved {
        let mut saved = Saved::of(
            self.seat,
            self.game,
            &self.link,
            self.party.secrets.seed(),
            setup,
            self.own_actions(),
        );
        saved.first = self.first_fixed;
        saved
    }

    /// This side's own actions so far, whole, each as its length then its bytes.
    fn own_actions(&self) -> Vec<u8> {
        let mut bytes = Vec::new();
        for (played, _) in &self.steps {
            if let Played::Own(action) = played {
                write_disclosed::<G>(action, &mut bytes);
            }
        }
        bytes
    }

    /// The side at `seat`, seeded by the operating system (play).
    pub fn fresh(seat: Seat, setup: G::Setup) -> Result<Side<G>, TableError> {
        let deck = Side::<G>::deck(&setup)?;
        let (party, hello) =
            Party::new(seat, deck).map_err(|refusal| TableError::Deal { seat, refusal })?;
        Side::with_party(seat, setup, party, hello)
    }

    pub(super) fn deck(setup: &G::Setup) -> Result<Arc<Deck>, TableError> {
        let (label, size) = G::deck(setup);
        Deck::new(label, size)
            .map(Arc::new)
            .map_err(|refusal| TableError::Deal {
                seat: Seat::One,
                refusal,
            })
    }

    pub(super) fn with_party(
        seat: Seat,
        setup: G::Setup,
        party: Party,
        hello: Output,
    ) -> Result<Side<G>, TableError> {
        Side::start(
            seat,
            0,
            setup,
            party,
            Link::new(seat),
            VecDeque::new(),
            Some(hello),
        )
    }

    fn start(
        seat: Seat,
        game: u32,
        setup: G::Setup,
        party: Party,
        link: Link,
        sent_before: VecDeque<Vec<u8>>,
        hello: Option<Output>,
    ) -> Result<Side<G>, TableError> {
        // Replaced by the view the opening deals (`open`).
        let view = G::start(&setup, Seat::One, &[])
            .map_err(|error| TableError::Follow { seat, error })?
            .view(seat);
        let mut side = Side {
            seat,
            game,
            first_fixed: None,
            setup,
            first: Seat::One,
            party,
            view,
            pile: Vec::new(),
            apart: None,
            shows: VecDeque::new(),
            playing: Vec::new(),
            face_down: Vec::new(),
            opening: Vec::new(),
            opened: Vec::new(),
            steps: Vec::new(),
            last: None,
            audited: None,
            disclosed: None,
            link,
            wires: Rc::new(Wires::default()),
            sent_before,
            messages: VecDeque::new(),
            notices: VecDeque::new(),
            replayed: Vec::new(),
            cheat: None,
            lie: |m: &G::HiddenMove| m.clone(),
            cheated: 0,
        };
        if let Some(hello) = hello {
            side.post(hello)?;
        }
        Ok(side)
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The game's number on its line.
    pub fn game(&self) -> u32 {
        self.game
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

    /// Makes this side's deal deviate from the protocol (tests).
    pub fn deviate(&mut self, deviation: Option<super::Deviation>) {
        self.party.deviate(deviation);
    }

    /// The bytes between this side and the other seat.
    pub fn wires(&self) -> Rc<Wires> {
        self.wires.clone()
    }

    /// The first player and what the opening dealt, as this seat learned it.
    pub fn opened(&self) -> (Seat, &[Got<G::HiddenMove>]) {
        (self.first, &self.opened)
    }

    /// The last action as this seat saw it played and its hidden moves as it learned them.
    pub fn last_step(&self) -> Option<&(G::Shown, Vec<G::HiddenMove>)> {
        self.last.as_ref()
    }

    /// The set-up this game was dealt with.
    pub fn setup(&self) -> &G::Setup {
        &self.setup
    }

    /// How many actions this side has followed.
    pub fn steps_played(&self) -> usize {
        self.steps.len()
    }

    /// The player's messages received (resign, presets, rematch), oldest first.
    pub fn take_notices(&mut self) -> Vec<online::Message> {
        self.notices.drain(..).collect()
    }

    /// Sends one of the player's messages (resign, a preset, a rematch) at once.
    pub fn say(&mut self, message: &online::Message) -> Result<(), TableError> {
        self.send(message)
    }

    /// Reads what arrived without waiting, between steps: the player's messages land in
    /// `take_notices`, the game's wait for their step (`waiting`).
    pub fn read_arrived(&mut self) -> Result<(), TableError> {
        self.pump()
    }

    /// Reads what arrived, a frame at a time, until a game message waits for a step (or
    /// nothing more arrived): no further, as `until` (a side catching up from its save has
    /// every later frame already).
    pub fn read_until_message(&mut self) -> Result<(), TableError> {
        self.replay_notices()?;
        while self.messages.is_empty() && self.read_one()? {}
        Ok(())
    }

    /// After the game: reads what arrived while it is the player's messages, acknowledgements
    /// or copies, and stops after the other seat's rematch message (what follows it is the
    /// next game's, and waits for it) — or, once it came (`hold`), before anything else. Any
    /// other frame is dropped: the game is over and checked, nothing of it can change. A
    /// forfeit is `Err`, as in play.
    pub fn read_after_end(&mut self, hold: bool) -> Result<(), TableError> {
        self.replay_notices()?;
        if self.wires.line_back.replace(false) {
            let ack = self.link.ack();
            self.wires.send(ack);
        }
        let mut hold = hold;
        loop {
            let Some(wire) = self.wires.incoming.borrow().front().cloned() else {
                return Ok(());
            };
            let notice = online::message_of(&wire).is_some_and(|m| is_notice(&m));
            let control = !notice && online::message_of(&wire).is_none();
            if hold && !notice && !control && !self.link.is_copy(&wire) {
                return Ok(());
            }
            match self.read_one() {
                Ok(_) => {}
                Err(TableError::Forfeit { by }) => return Err(TableError::Forfeit { by }),
                // Dropped: `read_one` changed nothing.
                Err(_) => {}
            }
            // A game message after the end is dropped too.
            self.messages.clear();
            if notice
                && matches!(
                    self.notices.back(),
                    Some(online::Message::Rematch | online::Message::RematchAccepted)
                )
            {
                hold = true;
            }
        }
    }

    /// The next game message from the other seat that arrived and waits for a step: its
    /// action (`watch` takes it) or its disclosure at the end (`finish` takes it).
    pub fn waiting(&self) -> Option<Waiting> {
        match self.messages.front()? {
            online::Message::Play { .. } => Some(Waiting::Play),
            online::Message::Disclose { .. } => Some(Waiting::Disclose),
            _ => Some(Waiting::Other),
        }
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

    // ---- The line ---------------------------------------------------------------------------

    fn refused(&self, refusal: Refusal) -> TableError {
        TableError::Deal {
            seat: self.seat,
            refusal,
        }
    }

    fn line(&self, refusal: online::Refusal) -> TableError {
        TableError::Line {
            seat: self.seat,
            refusal,
        }
    }

    fn send(&mut self, message: &online::Message) -> Result<(), TableError> {
        self.replay_notices()?;
        let wire = self.link.send(message).map_err(|r| self.line(r))?;
        match self.sent_before.pop_front() {
            None => self.wires.send(wire),
            Some(before) if before == wire => {}
            Some(_) => return Err(TableError::Resume { seat: self.seat }),
        }
        Ok(())
    }

    /// While catching up from a save: the player's own messages it sent next (resign, a
    /// preset, a rematch), which no step writes again, sent again in their place in the chain
    /// (not twice on the line), and noted (`take_replayed`).
    fn replay_notices(&mut self) -> Result<(), TableError> {
        while let Some(notice) = self.sent_before.front().and_then(|f| online::message_of(f)) {
            if !is_notice(&notice) {
                break;
            }
            let wire = self.link.send(&notice).map_err(|r| self.line(r))?;
            if self.sent_before.pop_front() != Some(wire) {
                return Err(TableError::Resume { seat: self.seat });
            }
            self.replayed.push(notice);
        }
        Ok(())
    }

    /// The player's own messages sent again while catching up from a save, oldest first.
    pub fn take_replayed(&mut self) -> Vec<online::Message> {
        std::mem::take(&mut self.replayed)
    }

    /// The deal's output: its frames on the line, what it taught this side noted.
    fn post(&mut self, output: Output) -> Result<(), TableError> {
        for event in output.events {
            match event {
                Event::Shown { by, pos, card } if by != self.seat => {
                    self.shows.push_back((by, pos, card))
                }
                Event::Audited(deal) => self.audited = Some(*deal),
                _ => {}
            }
        }
        for frame in output.frames {
            self.send(&online::Message::Deal(frame))?;
        }
        Ok(())
    }

    /// Reads everything that arrived (see `read_one`).
    pub(super) fn pump(&mut self) -> Result<(), TableError> {
        while self.read_one()? {}
        Ok(())
    }

    /// Reads the next frame that arrived, if any: a deal frame goes to the party, a game
    /// message waits for its step, an acknowledgement sends the rest again. A refused frame
    /// stops the game (`Err`), this side unchanged by it. Whether a frame was read.
    fn read_one(&mut self) -> Result<bool, TableError> {
        if self.wires.line_back.replace(false) {
            let ack = self.link.ack();
            self.wires.send(ack);
        }
        let Some(wire) = self.wires.next() else {
            return Ok(false);
        };
        let incoming = match self.link.receive(&wire) {
            // A copy of a frame already taken (resent across a reload or a drop, or from a
            // game before on this line) changes nothing; a frame of a number already taken
            // with other bytes is refused.
            Err(online::Refusal::Replayed { .. }) if self.link.is_copy(&wire) => return Ok(true),
            other => other.map_err(|r| self.line(r))?,
        };
        match incoming {
            Incoming::Resend(frames) => frames.into_iter().for_each(|f| self.wires.send(f)),
            Incoming::Forfeit => {
                return Err(TableError::Forfeit {
                    by: self.seat.other(),
                })
            }
            Incoming::Message(online::Message::Deal(frame)) => {
                let output = self.party.receive(&frame).map_err(|r| self.refused(r))?;
                self.post(output)?;
            }
            Incoming::Message(notice) if is_notice(&notice) => self.notices.push_back(notice),
            Incoming::Message(message) => self.messages.push_back(message),
        }
        Ok(true)
    }

    /// Reads what arrives, a frame at a time, until `done` holds: no further than the step
    /// needs (a side catching up from its save has every later frame already, and a card
    /// shown before this side dealt it would not be its holder's yet).
    async fn until(&mut self, done: impl Fn(&Self) -> bool) -> Result<(), TableError> {
        loop {
            if done(self) {
                return Ok(());
            }
            if !self.read_one()? {
                let wires = self.wires.clone();
                News(&wires).await;
            }
        }
    }

    /// The next game message from the other seat.
    async fn next_message(&mut self) -> Result<online::Message, TableError> {
        self.until(|side| !side.messages.is_empty()).await?;
        self.messages
            .pop_front()
            .ok_or_else(|| self.line(online::Refusal::Truncated))
    }

    /// A call of the deal, then what the other side answers until the step is done.
    async fn call(
        &mut self,
        call: impl FnOnce(&mut Party) -> Result<Output, Refusal>,
    ) -> Result<(), TableError> {
        let output = call(&mut self.party).map_err(|r| self.refused(r))?;
        self.post(output)?;
        self.until(|side| !side.party.is_busy()).await
    }

    // ---- The game ---------------------------------------------------------------------------

    /// The opening: both hellos, the first player (a coin where the rules draw one), then its
    /// deal. The view is the game's start as this seat sees it.
    pub async fn open(&mut self) -> Result<(), TableError> {
        self.until(|side| !side.party.is_busy()).await?;
        let first = match self.first_fixed.or(G::draws_first(&self.setup)) {
            Some(first) => first,
            None => {
                let before = self.party.steps().len();
                self.call(|party| party.coin()).await?;
                self.party.steps()[before..]
                    .iter()
                    .find_map(|step| match step {
                        DealStep::Coin { first, .. } => Some(*first),
                        _ => None,
                    })
                    .ok_or(TableError::Disagree {
                        step: 0,
                        what: "the coin",
                    })?
            }
        };
        let (got, done) = self.run(G::opening(&self.setup), None).await?;
        self.first = first;
        self.opening = done;
        self.opened.clone_from(&got);
        let state = G::start(&self.setup, first, &got).map_err(|error| TableError::Follow {
            seat: self.seat,
            error,
        })?;
        self.view = state.view(self.seat);
        Ok(())
    }

    /// This seat plays `action` (chosen from its own view): it crosses the line as the other
    /// seat may see it, the cards it plays face up are shown, those it hides put face down by
    /// position, then both run the hidden moves the rules make.
    pub async fn play(&mut self, action: &G::Action) -> Result<(), TableError> {
        if self.view.to_act() != Some(self.seat) {
            return Err(self.not_in_turn());
        }
        let mut bytes = Vec::new();
        G::write_shown(&G::shown_to_other(&self.view, action), &mut bytes);
        self.send(&online::Message::Play { shown: bytes })?;
        let shown = G::shown(&self.view, action);
        self.playing.clear();
        let played = G::played(&self.view, &shown);
        if !played.is_empty() {
            if self.cheat == Some(Cheat::ShowOtherCards) {
                let ids: Vec<u16> = (self.party.hand().iter())
                    .take(played.len())
                    .map(|(_, id)| *id)
                    .collect();
                let output = self.party.show(&ids).map_err(|r| self.refused(r))?;
                self.post(output)?;
            } else {
                self.playing = self.show(&played)?.0;
            }
        }
        let mine = G::put_down(&self.view, &shown);
        if !mine.cards.is_empty() {
            let cards: Option<Vec<G::Card>> = mine.cards.iter().copied().collect();
            let (positions, _) = cards
                .and_then(|cards| self.ids_for(&cards))
                .ok_or(TableError::FaceDown { seat: self.seat })?;
            self.send(&online::Message::PutDown {
                positions: positions.clone(),
            })?;
            self.lay_down(self.seat, &mine, &positions).await?;
        }
        self.hidden_moves(Played::Own(action.clone()), shown).await
    }

    /// The other seat plays: its action as this seat sees it, the cards it shows checked
    /// against it, the positions it puts face down checked as cards it holds, then the hidden
    /// moves. Refused at once where this seat can tell.
    pub async fn watch(&mut self) -> Result<(), TableError> {
        let actor = self.seat.other();
        if self.view.to_act() != Some(actor) {
            return Err(self.not_in_turn());
        }
        let shown = match self.next_message().await? {
            online::Message::Play { shown } => G::read_shown(&shown),
            _ => None,
        }
        .ok_or_else(|| self.line(online::Refusal::Malformed("an action that does not read")))?;
        G::check_seen(&self.view, &shown).map_err(|error| TableError::Follow {
            seat: self.seat,
            error,
        })?;
        let expected = G::played(&self.view, &shown);
        self.until(|side| side.shows.len() >= expected.len())
            .await?;
        let (positions, cards) = self
            .shown_by(actor, expected.len())
            .map_err(|_| TableError::WrongCardsShown { seat: actor })?;
        self.playing = positions;
        let cards: Vec<G::Card> = cards.into_iter().map(G::card).collect();
        // Shows after these are the actor's next steps (a hand shown at the deck's end).
        if !same_cards(cards, &expected) {
            return Err(TableError::WrongCardsShown { seat: actor });
        }
        let seen = G::put_down(&self.view, &shown);
        if !seen.cards.is_empty() {
            let positions = match self.next_message().await? {
                online::Message::PutDown { positions } => positions,
                _ => return Err(TableError::FaceDown { seat: actor }),
            };
            let fits = positions.len() == seen.cards.len()
                && positions.iter().enumerate().all(|(i, pos)| {
                    self.party.fate(*pos) == Some(Fate::Dealt(actor))
                        && !self.face_down.iter().any(|(_, p, _)| p == pos)
                        && !positions[..i].contains(pos)
                });
            if !fits {
                return Err(TableError::FaceDown { seat: actor });
            }
            self.lay_down(actor, &seen, &positions).await?;
        }
        self.hidden_moves(Played::Seen(shown.clone()), shown).await
    }

    /// After `resume`: the opening and the first `steps` actions again, this seat's own
    /// played from `own` in turn, the other's from the frames delivered.
    pub async fn catch_up(
        &mut self,
        own: &mut VecDeque<G::Action>,
        steps: usize,
    ) -> Result<(), TableError> {
        self.open().await?;
        while self.steps.len() < steps {
            match self.view.to_act() == Some(self.seat) {
                true => {
                    let action = own
                        .pop_front()
                        .ok_or(TableError::Resume { seat: self.seat })?;
                    self.play(&action).await?;
                }
                false => self.watch().await?,
            }
        }
        Ok(())
    }

    fn not_in_turn(&self) -> TableError {
        TableError::Disagree {
            what: "whose turn it is",
            step: self.steps.len(),
        }
    }

    /// Cards `by` puts face down at `positions`: kept apart, or (SK14) shuffled by both into a
    /// packet under the pile, so that their holder no longer knows where they are.
    async fn lay_down(
        &mut self,
        by: Seat,
        put: &PutDown<G::Card>,
        positions: &[Pos],
    ) -> Result<(), TableError> {
        if put.under_pile {
            let sources: Vec<Source> = positions.iter().copied().map(Source::Position).collect();
            let stack = self.party.stack_count();
            self.call(|party| party.shuffle(&sources)).await?;
            let packet = self.party.pile(stack);
            self.pile.extend(packet);
            return Ok(());
        }
        self.face_down
            .extend(positions.iter().map(|pos| (by, *pos, put.on_table)));
        Ok(())
    }

    /// The hidden moves the rules make after an action, served one by one, then the view
    /// follows the step.
    async fn hidden_moves(
        &mut self,
        played: Played<G::Action, G::Shown>,
        shown: G::Shown,
    ) -> Result<(), TableError> {
        let seat = self.seat;
        let unchecked = self.cheat == Some(Cheat::Illegal) && matches!(played, Played::Own(_));
        let mut moves = Vec::new();
        let mut log = Vec::new();
        loop {
            let next = match unchecked {
                true => G::wanted_unchecked(&self.view, &shown, &moves),
                false => G::wanted(&self.view, &shown, &moves),
            }
            .map_err(|error| TableError::Follow { seat, error })?;
            let Some(wanted) = next else { break };
            let (got, done) = self.run(G::serve(&wanted), Some(&wanted)).await?;
            let served =
                G::served(&wanted, &got).map_err(|error| TableError::Follow { seat, error })?;
            moves.push(served);
            log.push((wanted, done));
        }
        self.view = match unchecked {
            true => G::follow_unchecked(&self.view, &shown, &moves),
            false => G::follow(&self.view, &shown, &moves),
        }
        .map_err(|error| TableError::Follow { seat, error })?;
        self.steps.push((played, log));
        self.last = Some((shown, moves));
        Ok(())
    }

    /// Runs the deal operations of one hidden move (or of the opening), in order: what this
    /// side learned and did.
    async fn run(
        &mut self,
        mut serves: Vec<Serve<G::Card>>,
        wanted: Option<&G::HiddenMove>,
    ) -> Result<(Vec<Got<G::HiddenMove>>, Vec<Done<G::HiddenMove>>), TableError> {
        let step = self.steps.len();
        let (mut got, mut done) = (Vec::new(), Vec::new());
        let mut index = 0;
        while index < serves.len() {
            let (learned, did) = match serves[index].clone() {
                Serve::Shuffle { cards } => self.serve_shuffle(&cards, false).await?,
                Serve::Apart { cards } => self.serve_shuffle(&cards, true).await?,
                Serve::Packet { count, add } => self.serve_packet(step, count, &add).await?,
                Serve::Deal { to, count } => self.serve_deal(to, count).await?,
                Serve::Open { count } => self.serve_open(count).await?,
                Serve::Show { by, cards } => self.serve_show(by, &cards).await?,
                Serve::Reveal { by, cards } => self.serve_reveal(by, &cards).await?,
                Serve::Reshuffle {
                    count,
                    table,
                    face_down,
                } => self.serve_reshuffle(step, count, &table, face_down).await?,
                Serve::Fact { by } => {
                    let fact = self.serve_fact(by, wanted).await?;
                    for (i, more) in G::after_fact(&fact).into_iter().enumerate() {
                        serves.insert(index + 1 + i, more);
                    }
                    (Got::Fact(fact.clone()), Done::Fact(fact))
                }
            };
            got.push(learned);
            done.push(did);
            index += 1;
        }
        Ok((got, done))
    }

    /// A new stack from cards both know: the pile, or a stack set apart (`apart`).
    async fn serve_shuffle(&mut self, cards: &[u16], apart: bool) -> Result1<G::HiddenMove> {
        let sources: Vec<Source> = cards.iter().copied().map(Source::Card).collect();
        let stack = self.party.stack_count();
        self.call(|party| party.shuffle(&sources)).await?;
        let positions = self.party.pile(stack);
        match apart {
            true => self.apart = Some(positions),
            false => {
                self.pile = positions;
                self.apart = None;
            }
        }
        Ok((Got::Shuffled, Done::Shuffled))
    }

    /// The pile's bottom `count` positions shuffled with the known cards `add`, back under the
    /// pile.
    async fn serve_packet(
        &mut self,
        step: usize,
        count: usize,
        add: &[u16],
    ) -> Result1<G::HiddenMove> {
        if self.pile.len() < count {
            return Err(TableError::Disagree {
                step,
                what: "the packet",
            });
        }
        let keep = self.pile.len() - count;
        let sources: Vec<Source> = self.pile[keep..]
            .iter()
            .copied()
            .map(Source::Position)
            .chain(add.iter().copied().map(Source::Card))
            .collect();
        let stack = self.party.stack_count();
        self.call(|party| party.shuffle(&sources)).await?;
        self.pile.truncate(keep);
        let packet = self.party.pile(stack);
        self.pile.extend(packet);
        Ok((Got::Shuffled, Done::Shuffled))
    }

    fn take(&mut self, count: usize) -> Result<Vec<Pos>, TableError> {
        let from = self.apart.as_mut().unwrap_or(&mut self.pile);
        if from.len() < count {
            return Err(self.refused(Refusal::Misuse("the pile has fewer cards than dealt")));
        }
        Ok(from.drain(..count).collect())
    }

    /// `count` cards from the pile to `to`; only `to` learns them.
    async fn serve_deal(&mut self, to: Seat, count: usize) -> Result1<G::HiddenMove> {
        let positions = self.take(count)?;
        self.call(|party| party.deal(to, &positions)).await?;
        let cards = (to == self.seat).then(|| self.cards_at(&positions));
        Ok((Got::Dealt { to, cards }, Done::Dealt { to, positions }))
    }

    /// `count` cards from the pile turned face up for both.
    async fn serve_open(&mut self, count: usize) -> Result1<G::HiddenMove> {
        let positions = self.take(count)?;
        self.call(|party| party.open(&positions)).await?;
        let cards = self.cards_at(&positions);
        Ok((Got::Opened { cards }, Done::Opened { positions }))
    }

    fn cards_at(&self, positions: &[Pos]) -> Vec<u16> {
        positions
            .iter()
            .filter_map(|p| self.party.card_at(*p))
            .collect()
    }

    /// `by` shows cards it holds (as this side's own operations name them: the holder's
    /// cards; the other side counts them) and the other gets them proven.
    async fn serve_show(&mut self, by: Seat, cards: &[G::Card]) -> Result1<G::HiddenMove> {
        let (positions, cards) = match (by == self.seat, cards.is_empty()) {
            (_, true) => (Vec::new(), Vec::new()),
            (true, false) => self.show(cards)?,
            (false, false) => {
                self.until(|side| side.shows.len() >= cards.len()).await?;
                self.shown_by(by, cards.len())?
            }
        };
        Ok((Got::Shown { by, cards }, Done::Shown { by, positions }))
    }

    /// `by` uncovers cards it put face down earlier; the other side checks they were those.
    async fn serve_reveal(&mut self, by: Seat, cards: &[G::Card]) -> Result1<G::HiddenMove> {
        let (positions, ids) = if by == self.seat {
            let (positions, ids) = Side::<G>::pick(self.put_aside(), cards)
                .ok_or(TableError::FaceDown { seat: by })?;
            let output = self.party.show(&ids).map_err(|r| self.refused(r))?;
            self.post(output)?;
            (positions, ids)
        } else {
            self.until(|side| side.shows.len() >= cards.len()).await?;
            let (seen, ids) = self.shown_by(by, cards.len())?;
            let put_down = |pos: &Pos| {
                self.face_down
                    .iter()
                    .any(|(seat, p, _)| *seat == by && p == pos)
            };
            if !seen.iter().all(put_down) {
                return Err(TableError::FaceDown { seat: by });
            }
            (seen, ids)
        };
        self.face_down
            .retain(|(_, pos, _)| !positions.contains(pos));
        Ok((Got::Shown { by, cards: ids }, Done::Shown { by, positions }))
    }

    /// The discard pile, as this side works it out from what it saw, shuffled into a new pile.
    async fn serve_reshuffle(
        &mut self,
        step: usize,
        count: usize,
        table: &[G::Card],
        face_down: [usize; 2],
    ) -> Result1<G::HiddenMove> {
        let (sources, used) = self.discard_pile(table, face_down, count);
        if sources.len() != count {
            return Err(TableError::Disagree {
                step,
                what: "the discard pile",
            });
        }
        let own = match self.cheat {
            Some(Cheat::WrongReshuffle) => {
                let wrong = self.wrong_reshuffle(&sources);
                self.cheated += usize::from(wrong != sources);
                wrong
            }
            _ => sources,
        };
        let stack = self.party.stack_count();
        self.call(|party| party.shuffle(&own)).await?;
        self.pile = self.party.pile(stack);
        self.apart = None;
        self.face_down.retain(|(_, pos, _)| !used.contains(pos));
        Ok((Got::Shuffled, Done::Shuffled))
    }

    /// A fact `by` states from its own cards: this side states it, or hears it (checked at the
    /// audit).
    async fn serve_fact(
        &mut self,
        by: Seat,
        wanted: Option<&G::HiddenMove>,
    ) -> Result<G::HiddenMove, TableError> {
        let wanted = wanted.ok_or(TableError::NoFact { seat: by })?;
        if by == self.seat {
            let stated = match self.cheat {
                Some(Cheat::Lie) => (self.lie)(wanted),
                _ => wanted.clone(),
            };
            let mut fact = Vec::new();
            G::write_fact(&stated, &mut fact);
            self.send(&online::Message::Fact { fact })?;
            return Ok(stated);
        }
        match self.next_message().await? {
            online::Message::Fact { fact } => G::read_fact(wanted, &fact),
            _ => None,
        }
        .ok_or(TableError::NoFact { seat: by })
    }

    /// This side shows `cards` it holds: their positions and ids.
    fn show(&mut self, cards: &[G::Card]) -> Result<(Vec<Pos>, Vec<u16>), TableError> {
        let (positions, ids) = self.ids_for(cards).ok_or(TableError::Deal {
            seat: self.seat,
            refusal: Refusal::Misuse("this side does not hold that card"),
        })?;
        let output = self.party.show(&ids).map_err(|r| self.refused(r))?;
        self.post(output)?;
        Ok((positions, ids))
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
        if self.shows.len() < count || self.shows.iter().take(count).any(|(s, _, _)| *s != by) {
            return Err(TableError::WrongCardsShown { seat: by });
        }
        Ok(self
            .shows
            .drain(..count)
            .map(|(_, pos, card)| (pos, card))
            .unzip())
    }

    // ---- The end ----------------------------------------------------------------------------

    /// The end: this side discloses its own actions whole, reveals its seed, audits the other's
    /// deal, rebuilds every hidden move with its cards and replays the whole game through the
    /// rules. The final state, as this side's audit finds it.
    pub async fn finish(&mut self) -> Result<G, TableError> {
        let actions = self.own_actions();
        self.send(&online::Message::Disclose { actions })?;
        self.call(|party| party.finish()).await?;
        let disclosed = match self.next_message().await? {
            online::Message::Disclose { actions } => read_disclosed::<G>(&actions),
            _ => None,
        }
        .ok_or(TableError::Disclosed {
            seat: self.seat.other(),
        })?;
        self.disclosed = Some(disclosed);
        self.replay()
    }

    /// The audit's replay as this side runs it, once its deal is audited: the start and every
    /// step with its hidden moves, every card filled in.
    pub fn audited_game(&self) -> Result<(G, FullSteps<G>), TableError> {
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
        let mut disclosed = self.disclosed.iter().flatten();
        let mut steps = Vec::with_capacity(self.steps.len());
        for (played, served) in &self.steps {
            let action = match played {
                Played::Own(action) => action.clone(),
                Played::Seen(_) => disclosed
                    .next()
                    .cloned()
                    .ok_or(TableError::Disclosed { seat: seat.other() })?,
            };
            let mut moves = Vec::with_capacity(served.len());
            for (wanted, done) in served {
                let full = G::served(wanted, &fill(done))
                    .map_err(|error| TableError::Follow { seat, error })?;
                moves.push(full);
            }
            steps.push((action, moves));
        }
        if disclosed.next().is_some() {
            return Err(TableError::Disclosed { seat: seat.other() });
        }
        Ok((start, steps))
    }

    /// The other seat's disclosed actions must be those this seat saw played; then the whole
    /// game through the rules.
    fn replay(&self) -> Result<G, TableError> {
        let (start, steps) = self.audited_game()?;
        let mut state = start.clone();
        for ((action, moves), (played, _)) in steps.iter().zip(&self.steps) {
            if let Played::Seen(seen) = played {
                if G::shown(&state.view(self.seat), action) != *seen {
                    return Err(TableError::Disclosed {
                        seat: self.seat.other(),
                    });
                }
            }
            // An illegal move is named by the replay below, with its rule.
            if state.check(action).is_err() || state.apply_audited(action, moves).is_err() {
                break;
            }
        }
        replay_audited(start, &steps).map_err(TableError::Refused)
    }
}

/// A player's message (resign, a preset, a rematch): outside the game's steps.
fn is_notice(message: &online::Message) -> bool {
    matches!(
        message,
        online::Message::Resign
            | online::Message::Say(_)
            | online::Message::Rematch
            | online::Message::RematchAccepted
            | online::Message::Name(_)
    )
}

/// One action of a list of actions a seat discloses (or keeps in its save): its length, then
/// its bytes (`read_disclosed`).
pub fn write_disclosed<G: DealtGame>(action: &G::Action, out: &mut Vec<u8>) {
    let mut one = Vec::new();
    G::write_action(action, &mut one);
    out.push(one.len() as u8);
    out.extend_from_slice(&one);
}

/// The actions a seat disclosed: each as its length, then its bytes.
fn read_disclosed<G: DealtGame>(mut bytes: &[u8]) -> Option<Vec<G::Action>> {
    let mut actions = Vec::new();
    while let [len, rest @ ..] = bytes {
        let len = *len as usize;
        if rest.len() < len {
            return None;
        }
        actions.push(G::read_action(&rest[..len])?);
        bytes = &rest[len..];
    }
    Some(actions)
}
