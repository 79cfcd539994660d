//! Two sides joined by an in-memory line, in lock step: the tests and the benchmark. Each
//! side works from its own view and its own party only, exactly as in a browser; the table
//! only carries bytes between them, drops the line where a test says, and brings it back
//! when both sides wait.
use std::cell::Cell;
use std::collections::VecDeque;
use std::future::Future;
use std::pin::{pin, Pin};
use std::rc::Rc;
use std::task::{Context, Poll, Waker};

use super::game::{Cheat, DealtGame, TableError};
use super::side::{FullSteps, Side, Wires};
use super::Party;
use crate::core::Seat;
use crate::online;

/// The in-memory line: what it carried, and where it drops.
struct Line {
    wires: [Rc<Wires>; 2],
    bytes: usize,
    frames: usize,
    drops: VecDeque<usize>,
    down: bool,
    reconnections: usize,
}

impl Line {
    /// Carries what each side wrote to the other; whether anything was written.
    fn carry(&mut self) -> bool {
        let mut moved = false;
        for from in Seat::BOTH {
            for wire in self.wires[from.index()].take_outgoing() {
                moved = true;
                self.bytes += wire.len();
                if self.drops.front() == Some(&self.frames) {
                    self.drops.pop_front();
                    self.down = true;
                    // What was in flight is lost with the line.
                    self.wires.iter().for_each(|w| w.lose_incoming());
                }
                self.frames += 1;
                if !self.down {
                    self.wires[from.other().index()].deliver(wire);
                }
            }
        }
        moved
    }

    /// The line comes back, if it was down: each side acknowledges what it received and the
    /// other resends the rest.
    fn reconnect(&mut self) -> bool {
        if !self.down {
            return false;
        }
        self.down = false;
        self.reconnections += 1;
        self.wires.iter().for_each(|w| w.line_back());
        true
    }

    /// Runs one step on both sides until both are done, carrying bytes between them. A side
    /// that refuses stops; the other runs on until it is done, refuses too or waits in vain.
    /// Of two refusals, the honest side's is the verdict (the cheater's own side cannot
    /// follow its cheat); both waiting with nothing on the line is a disagreement.
    fn drive<G: DealtGame>(
        &mut self,
        sides: &mut [Side<G>; 2],
        steps: [Step<'_, G>; 2],
        cheater: Option<Seat>,
    ) -> Result<[Option<G>; 2], TableError> {
        let done = [Cell::new(false), Cell::new(false)];
        let stop = Cell::new(false);
        let [one, two] = sides;
        let [first, second] = steps;
        let mut futures = [
            pin!(one.in_table(first, &done[0], &stop)),
            pin!(two.in_table(second, &done[1], &stop)),
        ];
        let mut cx = Context::from_waker(Waker::noop());
        let mut results = [None, None];
        let mut refused = Vec::new();
        loop {
            for (i, future) in futures.iter_mut().enumerate() {
                if results[i].is_some() {
                    continue;
                }
                if let Poll::Ready(result) = future.as_mut().poll(&mut cx) {
                    if let Err(error) = &result {
                        refused.push((Seat::BOTH[i], error.clone()));
                    }
                    results[i] = Some(result);
                }
            }
            if done.iter().all(Cell::get) && !stop.replace(true) {
                continue;
            }
            let moved = self.carry();
            if results.iter().all(Option::is_some) || (!refused.is_empty() && !moved) {
                break;
            }
            if !moved && !self.reconnect() {
                return Err(TableError::Disagree {
                    step: 0,
                    what: "the next step: both sides wait for the other",
                });
            }
        }
        let verdict = match refused.as_slice() {
            [] => None,
            [(seat, first), (_, second), ..] if Some(*seat) == cheater => Some(second.clone()),
            [(_, first), ..] => Some(first.clone()),
        };
        match (verdict, results) {
            (Some(error), _) => Err(error),
            (None, [Some(Ok(a)), Some(Ok(b))]) => Ok([a, b]),
            (None, _) => Err(TableError::Disagree {
                step: 0,
                what: "the end of a step",
            }),
        }
    }
}

/// One step, as the table runs it on a side.
enum Step<'a, G: DealtGame> {
    Open,
    Play(&'a G::Action),
    Watch,
    Finish,
}

/// Ready on the second poll: a side that is done lets the other run.
struct Yield(bool);

impl Future for Yield {
    type Output = ();

    fn poll(mut self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<()> {
        match std::mem::replace(&mut self.0, true) {
            true => Poll::Ready(()),
            false => Poll::Pending,
        }
    }
}

impl<G: DealtGame> Side<G> {
    /// Runs `step`, says it is `done`, then goes on reading the line (acknowledgements,
    /// resends, what comes early for the next step) until the table says `stop`.
    async fn in_table(
        &mut self,
        step: Step<'_, G>,
        done: &Cell<bool>,
        stop: &Cell<bool>,
    ) -> Result<Option<G>, TableError> {
        let result = match step {
            Step::Open => self.open().await.map(|_| None),
            Step::Play(action) => self.play(action).await.map(|_| None),
            Step::Watch => self.watch().await.map(|_| None),
            Step::Finish => self.finish().await.map(Some),
        };
        done.set(true);
        if result.is_ok() {
            while !stop.get() {
                self.pump()?;
                Yield(false).await;
            }
        }
        result
    }
}

/// Two sides joined by an in-memory line.
pub struct Table<G: DealtGame> {
    sides: [Side<G>; 2],
    line: Line,
    /// The side that cheats, and how (tests only).
    pub cheat: Option<(Seat, Cheat)>,
    /// How many times the cheat was played (tests only).
    pub cheated: usize,
    /// The side whose deal deviates from the protocol (tests only).
    deviant: Option<Seat>,
    lie: fn(&G::HiddenMove) -> G::HiddenMove,
}

impl<G: DealtGame> Table<G> {
    /// Two sides seeded from `seeds` (reproducible: tests and benchmarks; play uses
    /// `Side::fresh`), the opening dealt.
    pub fn new(setup: G::Setup, seeds: [[u8; 32]; 2]) -> Result<Table<G>, TableError> {
        let deck = Side::<G>::deck(&setup)?;
        let sides = Seat::BOTH.map(|seat| {
            let (party, hello) = Party::with_seed(seat, deck.clone(), seeds[seat.index()]);
            Side::with_party(seat, setup.clone(), party, hello)
        });
        Table::open(sides)
    }

    /// Two sides seeded by the operating system, as in play.
    pub fn fresh(setup: G::Setup) -> Result<Table<G>, TableError> {
        let deck = Side::<G>::deck(&setup)?;
        let sides = Seat::BOTH.map(|seat| {
            let (party, hello) = Party::new(seat, deck.clone())
                .map_err(|refusal| TableError::Deal { seat, refusal })?;
            Side::with_party(seat, setup.clone(), party, hello)
        });
        Table::open(sides)
    }

    fn open(sides: [Result<Side<G>, TableError>; 2]) -> Result<Table<G>, TableError> {
        let [one, two] = sides;
        let sides = [one?, two?];
        let line = Line {
            wires: [sides[0].wires(), sides[1].wires()],
            bytes: 0,
            frames: 0,
            drops: VecDeque::new(),
            down: false,
            reconnections: 0,
        };
        let mut table = Table {
            sides,
            line,
            cheat: None,
            cheated: 0,
            deviant: None,
            lie: |m: &G::HiddenMove| m.clone(),
        };
        table
            .line
            .drive(&mut table.sides, [Step::Open, Step::Open], None)?;
        Ok(table)
    }

    pub fn side(&self, seat: Seat) -> &Side<G> {
        &self.sides[seat.index()]
    }

    /// Whose turn it is, as both views say.
    pub fn to_act(&self) -> Option<Seat> {
        self.sides[0].view().to_act()
    }

    /// Every frame's bytes so far, both directions (resent ones and acknowledgements too).
    pub fn bytes(&self) -> usize {
        self.line.bytes
    }

    /// Frames sent so far, both directions (resent ones too).
    pub fn frames(&self) -> usize {
        self.line.frames
    }

    /// The line drops at the frame numbered `frame` (counted as `frames`): that frame and
    /// every one after it are lost until both sides wait, then it comes back.
    pub fn drop_at(&mut self, frame: usize) {
        self.line.drops.push_back(frame);
    }

    /// How many times the line came back.
    pub fn reconnections(&self) -> usize {
        self.line.reconnections
    }

    /// Bytes from a third party or a dishonest peer reach `to` now, before anything else in
    /// flight (tests): refused with the line's reason, `to` unchanged; a message that does
    /// read (a well-formed frame of the next number) is refused too, as out of step.
    pub fn inject(&mut self, to: Seat, bytes: &[u8]) -> Result<(), TableError> {
        let mut link = self.sides[to.index()].link().clone();
        let refusal = match link.receive(bytes) {
            Err(refusal) => refusal,
            Ok(_) => online::Refusal::Malformed("a message out of step"),
        };
        Err(TableError::Line { seat: to, refusal })
    }

    /// Makes `seat`'s side of the deal deviate from the protocol (tests).
    pub fn deviate(&mut self, seat: Seat, deviation: Option<super::Deviation>) {
        self.sides[seat.index()].deviate(deviation);
        self.deviant = deviation.map(|_| seat);
    }

    /// The frames on their way to `to`, oldest first (tests: a dishonest peer replays or
    /// reorders them).
    pub fn in_flight(&self, to: Seat) -> Vec<Vec<u8>> {
        self.line.wires[to.index()].pending()
    }

    /// `seat`'s browser reloads between two steps (tests): its side is rebuilt from its save
    /// alone and catches up from it, with no help from the other side; what was in flight to
    /// it is lost with the old page, and the line comes back when both wait.
    pub fn reload(&mut self, seat: Seat, setup: G::Setup) -> Result<(), TableError> {
        let old = &self.sides[seat.index()];
        let steps = old.steps_played();
        let (mut side, mut own) = Side::<G>::resume(setup, &old.saved(Vec::new()))?;
        {
            let mut catching_up = pin!(side.catch_up(&mut own, steps));
            match catching_up
                .as_mut()
                .poll(&mut Context::from_waker(Waker::noop()))
            {
                Poll::Ready(result) => result?,
                Poll::Pending => return Err(TableError::Resume { seat }),
            }
        }
        if !own.is_empty() {
            return Err(TableError::Resume { seat });
        }
        self.line.wires[seat.index()] = side.wires();
        self.sides[seat.index()] = side;
        self.line.down = true;
        Ok(())
    }

    /// How a lying side turns a fact into its lie (tests of `Cheat::Lie`).
    pub fn set_lie(&mut self, lie: fn(&G::HiddenMove) -> G::HiddenMove) {
        self.lie = lie;
    }

    /// Each side learns how it cheats (tests), before a step.
    fn arm(&mut self) {
        for side in &mut self.sides {
            let seat = side.seat();
            side.cheat = self.cheat.filter(|(s, _)| *s == seat).map(|(_, c)| c);
            side.lie = self.lie;
        }
    }

    /// The side to act plays `action` (chosen from its own view), the other watches; both
    /// views follow it with the hidden moves the deal serves. Refused at once where the other
    /// side can tell: cards shown that are not those played, a deal frame that breaks the
    /// protocol, a step the rules do not make.
    pub fn play(&mut self, action: &G::Action) -> Result<(), TableError> {
        let actor = self.to_act().ok_or(TableError::Disagree {
            what: "whose turn it is",
            step: self.sides[0].steps_played(),
        })?;
        self.arm();
        let steps = match actor {
            Seat::One => [Step::Play(action), Step::Watch],
            Seat::Two => [Step::Watch, Step::Play(action)],
        };
        let cheater = self.cheat.map(|(seat, _)| seat).or(self.deviant);
        let result = self.line.drive(&mut self.sides, steps, cheater);
        self.cheated = self.sides.iter().map(|side| side.cheated).sum();
        result.map(|_| ())
    }

    /// The end: both disclose their actions and reveal their seeds, each audits the other's
    /// deal, rebuilds every hidden move with its cards and replays the whole game through the
    /// rules. Returns the final state both audits agree on.
    pub fn finish(&mut self) -> Result<G, TableError> {
        self.arm();
        let cheater = self.cheat.map(|(seat, _)| seat).or(self.deviant);
        let [end, _] = self
            .line
            .drive(&mut self.sides, [Step::Finish, Step::Finish], cheater)?;
        end.ok_or(TableError::Disagree {
            step: 0,
            what: "the end",
        })
    }

    /// The audit's replay as `seat` runs it, once its deal is audited: the start and every
    /// step with its hidden moves, every card filled in.
    pub fn audited_game(&self, seat: Seat) -> Result<(G, FullSteps<G>), TableError> {
        self.sides[seat.index()].audited_game()
    }
}
