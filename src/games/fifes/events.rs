//! What just happened, told from public facts only: computed from two views of one viewer and
//! the action, so a log built from events can never mention a hidden card (the secret cards
//! appear only in the final report, when both are revealed).
use super::actions::{Action, UnitMove};
use super::cards::Card;
use super::scoring::GameReport;
use super::view::Public;
use crate::core::Seat;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Event {
    /// `seat` took `card` from display slot `slot` (0–4).
    Took {
        seat: Seat,
        card: Card,
        slot: u8,
    },
    /// One unit moved (or, for an Ace toward the front from space 1, stayed: A-FD12).
    Moved {
        unit_move: UnitMove,
    },
    /// The slot was refilled with `card`.
    Revealed {
        slot: u8,
        card: Card,
    },
    /// The refill turned up the Excuse: the enemy overruns the lines (§7).
    ExcuseRevealed {
        slot: u8,
    },
    GameOver {
        report: GameReport,
    },
}

/// Events produced by `action`, taken by `actor`, between two views of the same viewer.
pub fn events(before: &Public, actor: Seat, action: &Action, after: &Public) -> Vec<Event> {
    let mut out = Vec::with_capacity(5);
    let Ok(resolution) = before.preview(action) else {
        return out;
    };
    let slot = resolution.slot as u8;
    out.push(Event::Took {
        seat: actor,
        card: action.card,
        slot,
    });
    out.extend(
        resolution
            .moves()
            .map(|unit_move| Event::Moved { unit_move }),
    );
    let revealed = after
        .display
        .get(resolution.slot)
        .copied()
        .unwrap_or(Card::TheExcuse);
    if revealed == Card::TheExcuse {
        out.push(Event::ExcuseRevealed { slot });
    } else {
        out.push(Event::Revealed {
            slot,
            card: revealed,
        });
    }
    if let Some(report) = after.phase.report() {
        out.push(Event::GameOver {
            report: report.clone(),
        });
    }
    out
}
