//! What a player can do, and whether it is legal now. Legality depends only on public facts and
//! the actor's own hand, so the same code serves the full state and a player's view (the AI).
use super::cards::{is_card, Hand};
use super::errors::Error;
use super::phase::{AttackKind, Phase};
use super::piste::{Blocked, Direction, Piste};
use super::rules::{Level, RuleSet};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Action {
    /// Play `card` and move that many squares.
    Move { card: u8, direction: Direction },
    /// Play `count` cards of value `card` (= the distance) as an attack.
    Attack { card: u8, count: u8 },
    /// Advanced: move forward `advance` squares, then attack with `count` cards of value `card`.
    AdvanceAttack { advance: u8, card: u8, count: u8 },
    /// Answer the attack with the same number of cards of the same value.
    Parry,
    /// Answer an advance-and-attack by moving back `card` squares.
    Retreat { card: u8 },
    /// Do not (or cannot) answer the attack: the attacker wins the round.
    TakeHit,
    /// Basic deck end: decline the last-chance attack.
    Pass,
}

/// The public facts plus the actor's hand: everything legality needs.
#[derive(Clone, Copy, Debug)]
pub struct Situation<'a> {
    pub rules: RuleSet,
    pub piste: Piste,
    pub phase: Phase,
    pub hand: &'a Hand,
}

fn card_in_hand(hand: &Hand, value: u8, needed: u8) -> Result<(), Error> {
    if !is_card(value) {
        return Err(Error::NoSuchCard { value });
    }
    if needed == 0 {
        return Err(Error::ZeroCount);
    }
    let held = hand.count(value);
    if held < needed {
        return Err(Error::NotInHand {
            value,
            needed,
            held,
        });
    }
    Ok(())
}

fn blocked_error(blocked: Blocked, card: u8, direction: Direction) -> Error {
    match blocked {
        Blocked::ReachesOpponent => Error::MoveReachesOpponent { card },
        Blocked::PassesOpponent => Error::MovePassesOpponent { card },
        Blocked::OffPiste => Error::MoveOffPiste { card, direction },
    }
}

impl Situation<'_> {
    pub fn check(&self, action: &Action) -> Result<(), Error> {
        let Some(actor) = self.phase.actor() else {
            return Err(Error::MatchIsOver);
        };
        let hand = self.hand;
        match (self.phase, *action) {
            (Phase::MatchOver { .. }, _) => Err(Error::MatchIsOver),

            (Phase::Turn { .. }, Action::Move { card, direction }) => {
                card_in_hand(hand, card, 1)?;
                self.piste
                    .step(actor, card, direction)
                    .map(|_| ())
                    .map_err(|b| blocked_error(b, card, direction))
            }
            (Phase::Turn { .. } | Phase::FinalAttack { .. }, Action::Attack { card, count }) => {
                card_in_hand(hand, card, count)?;
                let distance = self.piste.distance();
                if card != distance {
                    return Err(Error::AttackOutOfDistance { card, distance });
                }
                if self.rules.level() == Level::Basic && count > 1 {
                    return Err(Error::BasicAttackIsOneCard);
                }
                Ok(())
            }
            (
                Phase::Turn { .. },
                Action::AdvanceAttack {
                    advance,
                    card,
                    count,
                },
            ) => {
                if self.rules.level() != Level::Advanced {
                    return Err(Error::AdvanceAttackNeedsAdvanced);
                }
                card_in_hand(hand, advance, 1)?;
                let to = self
                    .piste
                    .step(actor, advance, Direction::Forward)
                    .map_err(|_| Error::AdvanceBlocked { card: advance })?;
                // The advance card leaves the hand before the attack cards are counted.
                let mut rest = *hand;
                rest.remove(advance, 1);
                card_in_hand(&rest, card, count)?;
                let distance = self.piste.moved(actor, to).distance();
                if card != distance {
                    return Err(Error::AttackOutOfDistance { card, distance });
                }
                Ok(())
            }
            (Phase::Turn { .. }, Action::Parry | Action::Retreat { .. } | Action::TakeHit) => {
                Err(Error::NoAttackToAnswer)
            }
            (Phase::Turn { .. }, Action::Pass) => Err(Error::CannotPass),

            (Phase::Defend { attack, .. }, Action::Parry) => {
                let held = hand.count(attack.value);
                if held < attack.count {
                    return Err(Error::CannotParry {
                        value: attack.value,
                        count: attack.count,
                        held,
                    });
                }
                Ok(())
            }
            (Phase::Defend { attack, .. }, Action::Retreat { card }) => {
                if attack.kind != AttackKind::Indirect {
                    return Err(Error::RetreatOnlyAgainstAdvance { kind: attack.kind });
                }
                card_in_hand(hand, card, 1)?;
                self.piste
                    .step(actor, card, Direction::Back)
                    .map(|_| ())
                    .map_err(|_| Error::RetreatOffPiste { card })
            }
            (Phase::Defend { .. }, Action::TakeHit) => Ok(()),
            (Phase::Defend { .. }, _) => Err(Error::MustAnswerAttack),

            (Phase::FinalAttack { .. }, Action::Pass) => Ok(()),
            (Phase::FinalAttack { .. }, _) => Err(Error::OnlyAttackNow),
        }
    }

    /// Calls `f` with every legal action, in a fixed order, without allocating.
    pub fn for_each_legal(&self, mut f: impl FnMut(Action)) {
        let Some(actor) = self.phase.actor() else {
            return;
        };
        let hand = self.hand;
        let distance = self.piste.distance();
        let max_attack_cards = |held: u8| {
            if self.rules.level() == Level::Basic {
                held.min(1)
            } else {
                held
            }
        };
        match self.phase {
            Phase::MatchOver { .. } => {}
            Phase::Turn { .. } => {
                // Same answers as `Piste::step`, from two limits computed once (hot path).
                let room_behind = self.piste.advancement(actor);
                for card in hand.distinct() {
                    if card < distance {
                        f(Action::Move {
                            card,
                            direction: Direction::Forward,
                        });
                    }
                    if card <= room_behind {
                        f(Action::Move {
                            card,
                            direction: Direction::Back,
                        });
                    }
                }
                for count in 1..=max_attack_cards(hand.count(distance)) {
                    f(Action::Attack {
                        card: distance,
                        count,
                    });
                }
                if self.rules.level() == Level::Advanced {
                    for advance in hand.distinct() {
                        if advance >= distance {
                            break;
                        }
                        let card = distance - advance;
                        let held = hand.count(card) - u8::from(card == advance);
                        for count in 1..=held {
                            f(Action::AdvanceAttack {
                                advance,
                                card,
                                count,
                            });
                        }
                    }
                }
            }
            Phase::Defend { attack, .. } => {
                if hand.count(attack.value) >= attack.count {
                    f(Action::Parry);
                }
                if attack.kind == AttackKind::Indirect {
                    let room_behind = self.piste.advancement(actor);
                    for card in hand.distinct().filter(|&c| c <= room_behind) {
                        f(Action::Retreat { card });
                    }
                }
                f(Action::TakeHit);
            }
            Phase::FinalAttack { .. } => {
                if hand.count(distance) > 0 {
                    f(Action::Attack {
                        card: distance,
                        count: 1,
                    });
                }
                f(Action::Pass);
            }
        }
    }

    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        self.for_each_legal(|a| actions.push(a));
        actions
    }

    /// EG2: a player on a normal turn with no move, attack or advance-and-attack is stuck.
    /// (An advance-and-attack starts with a legal forward move, so it adds nothing here.)
    pub fn has_legal_action(&self) -> bool {
        let Some(actor) = self.phase.actor() else {
            return false;
        };
        match self.phase {
            Phase::Turn { .. } => {
                let distance = self.piste.distance();
                let room_behind = self.piste.advancement(actor);
                // Forward is legal below the distance, an attack at it, back within the room.
                self.hand
                    .distinct()
                    .any(|v| v <= distance || v <= room_behind)
            }
            Phase::MatchOver { .. } => false,
            Phase::Defend { .. } | Phase::FinalAttack { .. } => true,
        }
    }
}
