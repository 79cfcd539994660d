//! What just happened, told from public facts only: computed from two views and the action, so
//! a log built from events can never mention a hidden card.
use super::actions::Action;
use super::phase::Phase;
use super::piste::Direction;
use super::round_end::RoundReport;
use super::view::Public;
use crate::core::Seat;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Moved {
        seat: Seat,
        card: u8,
        direction: Direction,
        from: u8,
        to: u8,
    },
    Attacked {
        seat: Seat,
        card: u8,
        count: u8,
    },
    AdvancedAndAttacked {
        seat: Seat,
        advance: u8,
        from: u8,
        to: u8,
        card: u8,
        count: u8,
    },
    Parried {
        seat: Seat,
        card: u8,
        count: u8,
    },
    Retreated {
        seat: Seat,
        card: u8,
        from: u8,
        to: u8,
    },
    TookHit {
        seat: Seat,
    },
    DeclinedFinalAttack {
        seat: Seat,
    },
    /// The last card was drawn: the deck-end sequence has begun.
    PileEmptied,
    RoundEnded(RoundReport),
    MatchWon {
        seat: Seat,
    },
}

/// Events produced by `action`, played by `actor`, between two views of the same viewer.
pub fn events(before: &Public, actor: Seat, action: &Action, after: &Public) -> Vec<Event> {
    let mut out = Vec::new();
    let from = before.piste.square(actor);
    let round_over = after.round != before.round || matches!(after.phase, Phase::MatchOver { .. });
    // After a round ends the fencers are reset: the square reached is not in `after`.
    let step_to =
        |card: u8, direction: Direction| before.piste.step(actor, card, direction).unwrap_or(from);
    match *action {
        Action::Move { card, direction } => out.push(Event::Moved {
            seat: actor,
            card,
            direction,
            from,
            to: step_to(card, direction),
        }),
        Action::Attack { card, count } => out.push(Event::Attacked {
            seat: actor,
            card,
            count,
        }),
        Action::AdvanceAttack {
            advance,
            card,
            count,
        } => out.push(Event::AdvancedAndAttacked {
            seat: actor,
            advance,
            from,
            to: step_to(advance, Direction::Forward),
            card,
            count,
        }),
        Action::Parry => {
            if let Phase::Defend { attack, .. } = before.phase {
                out.push(Event::Parried {
                    seat: actor,
                    card: attack.value,
                    count: attack.count,
                });
            }
        }
        Action::Retreat { card } => out.push(Event::Retreated {
            seat: actor,
            card,
            from,
            to: step_to(card, Direction::Back),
        }),
        Action::TakeHit => out.push(Event::TookHit { seat: actor }),
        Action::Pass => out.push(Event::DeclinedFinalAttack { seat: actor }),
    }
    if !round_over && before.pile_count > 0 && after.pile_count == 0 {
        out.push(Event::PileEmptied);
    }
    if round_over {
        if before.pile_count > 0 && deck_out(after) {
            out.push(Event::PileEmptied);
        }
        if let Some(report) = &after.last_round {
            out.push(Event::RoundEnded(report.clone()));
        }
        if let Phase::MatchOver { winner } = after.phase {
            out.push(Event::MatchWon { seat: winner });
        }
    }
    out
}

fn deck_out(after: &Public) -> bool {
    matches!(
        after.last_round.as_ref().map(|r| &r.reason),
        Some(super::round_end::RoundEndReason::DeckOut(_))
    )
}
