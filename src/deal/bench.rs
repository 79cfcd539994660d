//! What a fair deal costs: both sides' time on one core for each game's opening deal, a draw
//! and the end-of-game audit, and the bytes exchanged. Shared by `examples/deal_bench.rs`
//! (native) and the `deal-bench-wasm` binary (node).
use std::sync::Arc;

use super::{Deck, Output, Party, Pos, Refusal, Source};
use crate::core::Seat;

/// A game's opening deal, as its rules set the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    /// 25 cards shuffled, 5 to each.
    EnGarde,
    /// A favoured unit to each from the 8 Pawns and Courts, the 36 basic cards shuffled, the
    /// Excuse shuffled with five of their bottom cards, five turned face up.
    Fifes,
    /// Skirm'an's deck of `n` (61, 90 or 104), 7 to each.
    Skirman(u16),
}

impl Opening {
    pub const ALL: [Opening; 4] = [
        Opening::EnGarde,
        Opening::Fifes,
        Opening::Skirman(61),
        Opening::Skirman(104),
    ];

    pub fn name(self) -> String {
        match self {
            Opening::EnGarde => "En Garde (25)".into(),
            Opening::Fifes => "Fifes and Drums (45)".into(),
            Opening::Skirman(n) => format!("Skirm'an ({n})"),
        }
    }

    fn deck_size(self) -> u16 {
        match self {
            Opening::EnGarde => 25,
            Opening::Fifes => 45,
            Opening::Skirman(n) => n,
        }
    }
}

/// The cost of one game's deal.
#[derive(Clone, Debug)]
pub struct DealCost {
    pub opening: Opening,
    /// Hellos, every shuffle and the opening hands (or display), both sides, milliseconds.
    pub deal_ms: f64,
    /// One card drawn to one seat, milliseconds.
    pub draw_ms: f64,
    /// Both sides' final keys and audits, milliseconds.
    pub audit_ms: f64,
    /// The fastest of the repeats (of the draws), the figure least disturbed by a busy machine.
    pub deal_best_ms: f64,
    pub draw_best_ms: f64,
    pub audit_best_ms: f64,
    pub deal_bytes: usize,
    pub draw_bytes: usize,
    pub audit_bytes: usize,
}

/// Two honest parties over an in-memory channel.
struct Pair {
    parties: [Party; 2],
    bytes: usize,
}

impl Pair {
    fn exchange(&mut self, mut outputs: [Output; 2]) -> Result<(), Refusal> {
        loop {
            let mut moved = false;
            for from in 0..2 {
                let frames = std::mem::take(&mut outputs[from].frames);
                for frame in frames {
                    moved = true;
                    self.bytes += frame.len();
                    let reply = self.parties[1 - from].receive(&frame)?;
                    outputs[1 - from].frames.extend(reply.frames);
                }
            }
            if !moved {
                return Ok(());
            }
        }
    }

    fn both(
        &mut self,
        step: impl Fn(&mut Party) -> Result<Output, Refusal>,
    ) -> Result<(), Refusal> {
        let one = step(&mut self.parties[0])?;
        let two = step(&mut self.parties[1])?;
        self.exchange([one, two])
    }

    fn top(&self, stack: u16, count: usize) -> Vec<Pos> {
        self.parties[0]
            .pile(stack)
            .into_iter()
            .take(count)
            .collect()
    }

    fn shuffle(&mut self, sources: &[Source]) -> Result<u16, Refusal> {
        let stack = self.parties[0].stack_count();
        self.both(|party| party.shuffle(sources))?;
        Ok(stack)
    }

    fn deal_top(&mut self, to: Seat, stack: u16, count: usize) -> Result<(), Refusal> {
        let positions = self.top(stack, count);
        self.both(|party| party.deal(to, &positions))
    }
}

fn cards(range: std::ops::Range<u16>) -> Vec<Source> {
    range.map(Source::Card).collect()
}

/// Sets the opening up; returns the stack later draws come from.
fn open_table(pair: &mut Pair, opening: Opening) -> Result<u16, Refusal> {
    match opening {
        Opening::EnGarde | Opening::Skirman(_) => {
            let hand = if opening == Opening::EnGarde { 5 } else { 7 };
            let stack = pair.shuffle(&cards(0..opening.deck_size()))?;
            pair.deal_top(Seat::One, stack, hand)?;
            pair.deal_top(Seat::Two, stack, hand)?;
            Ok(stack)
        }
        Opening::Fifes => {
            let units = pair.shuffle(&cards(37..45))?;
            pair.deal_top(Seat::One, units, 1)?;
            pair.deal_top(Seat::Two, units, 1)?;
            let basic = pair.shuffle(&cards(1..37))?;
            let mut packet: Vec<Source> = pair.parties[0].pile(basic)[31..]
                .iter()
                .map(|pos| Source::Position(*pos))
                .collect();
            packet.push(Source::Card(0));
            pair.shuffle(&packet)?;
            let display = pair.top(basic, 5);
            pair.both(|party| party.open(&display))?;
            Ok(basic)
        }
    }
}

/// Measures `repeats` whole deals of `opening` (seeded: the figures do not depend on the
/// operating system's randomness), `now` giving seconds.
pub fn measure(
    opening: Opening,
    repeats: usize,
    now: &dyn Fn() -> f64,
) -> Result<DealCost, Refusal> {
    let deck = Arc::new(Deck::new("bench", opening.deck_size() as usize)?);
    let (mut deal_s, mut draw_s, mut audit_s) = (0.0, 0.0, 0.0);
    let (mut deal_bytes, mut draw_bytes, mut audit_bytes) = (0, 0, 0);
    let mut draws = 0;
    let mut best = [f64::INFINITY; 3];
    for repeat in 0..repeats.max(1) {
        let start = now();
        let mut seed = [0u8; 32];
        seed[..8].copy_from_slice(&(repeat as u64).to_le_bytes());
        let (one, hello_one) = Party::with_seed(Seat::One, deck.clone(), seed);
        seed[31] = 1;
        let (two, hello_two) = Party::with_seed(Seat::Two, deck.clone(), seed);
        let mut pair = Pair {
            parties: [one, two],
            bytes: 0,
        };
        pair.exchange([hello_one, hello_two])?;
        let stack = open_table(&mut pair, opening)?;
        let elapsed = now() - start;
        deal_s += elapsed;
        best[0] = best[0].min(elapsed);
        deal_bytes += pair.bytes;
        // Draws: one card at a time, alternately, up to ten.
        for (turn, _) in pair.parties[0].pile(stack).iter().take(10).enumerate() {
            let before = pair.bytes;
            let start = now();
            pair.deal_top(Seat::BOTH[turn % 2], stack, 1)?;
            let elapsed = now() - start;
            draw_s += elapsed;
            best[1] = best[1].min(elapsed);
            draw_bytes += pair.bytes - before;
            draws += 1;
        }
        let before = pair.bytes;
        let start = now();
        pair.both(Party::finish)?;
        let elapsed = now() - start;
        audit_s += elapsed;
        best[2] = best[2].min(elapsed);
        audit_bytes += pair.bytes - before;
    }
    let repeats = repeats.max(1) as f64;
    let draws = draws.max(1) as f64;
    Ok(DealCost {
        opening,
        deal_ms: deal_s * 1000.0 / repeats,
        draw_ms: draw_s * 1000.0 / draws,
        audit_ms: audit_s * 1000.0 / repeats,
        deal_best_ms: best[0] * 1000.0,
        draw_best_ms: best[1] * 1000.0,
        audit_best_ms: best[2] * 1000.0,
        deal_bytes: (deal_bytes as f64 / repeats) as usize,
        draw_bytes: (draw_bytes as f64 / draws) as usize,
        audit_bytes: (audit_bytes as f64 / repeats) as usize,
    })
}

/// The report of every game's cost, one line each: mean (best) milliseconds, then bytes.
pub fn report(repeats: usize, now: &dyn Fn() -> f64, target: &str) -> String {
    let mut report = format!(
        "Fair deal{target}: both sides on one core, {repeats} deals, mean (best) ms\n\
         {:<21} {:>17} {:>13} {:>17} {:>10} {:>10} {:>11}\n",
        "deck", "deal ms", "draw ms", "audit ms", "deal bytes", "draw bytes", "audit bytes"
    );
    for opening in Opening::ALL {
        match measure(opening, repeats, now) {
            Ok(cost) => report.push_str(&format!(
                "{:<21} {:>8.1} ({:>6.1}) {:>5.2} ({:>4.2}) {:>8.1} ({:>6.1}) {:>10} {:>10} {:>11}\n",
                opening.name(),
                cost.deal_ms,
                cost.deal_best_ms,
                cost.draw_ms,
                cost.draw_best_ms,
                cost.audit_ms,
                cost.audit_best_ms,
                cost.deal_bytes,
                cost.draw_bytes,
                cost.audit_bytes
            )),
            Err(refusal) => report.push_str(&format!("{}: refused: {refusal}\n", opening.name())),
        }
    }
    report
}
