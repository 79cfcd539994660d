//! The full state of an En Garde match and how actions change it: turns, refills, rounds.
use super::actions::{Action, Situation};
use super::cards::{full_deck, Hand, DECK_SIZE, HAND_SIZE};
use super::deck_end::LastTurn;
use super::follow::EnGardeDealer;
use super::phase::{Attack, AttackKind, Phase, Retreat};
use super::piste::{Direction, Piste};
use super::round_end::{RoundEndReason, RoundReport};
use super::rules::{Level, Options, RuleSet};
use crate::core::{Rng, Seat};

/// Everything, hidden cards included. Players and the AI only ever get a `View`.
#[derive(Clone, Debug, PartialEq)]
pub struct EnGarde {
    pub(super) rules: RuleSet,
    pub(super) options: Options,
    pub(super) rng: Rng,
    pub(super) score: [u8; 2],
    /// 1-based.
    pub(super) round: u16,
    pub(super) round_starter: Seat,
    pub(super) piste: Piste,
    pub(super) hands: [Hand; 2],
    /// Face down; the top card is the last element.
    pub(super) pile: Vec<u8>,
    /// Face up; only the top one may be looked at (EG19).
    pub(super) top_discard: Option<u8>,
    /// How many of each value were played this round: public, since every card is played face up.
    pub(super) played: [u8; 5],
    pub(super) phase: Phase,
    pub(super) last_round: Option<RoundReport>,
    /// The last turn, if it was a retreat from an attack this round.
    pub(super) last_retreat: Option<Retreat>,
    /// Where hidden cards come from: the seeded pile, or a follower's served moves.
    pub(super) dealer: EnGardeDealer,
}

impl EnGarde {
    pub fn new(rules: RuleSet, options: Options, seed: u64) -> EnGarde {
        let mut rng = Rng::seeded(seed);
        let first = options.first_player.fixed().unwrap_or_else(|| {
            if rng.coin() {
                Seat::One
            } else {
                Seat::Two
            }
        });
        let mut game = EnGarde {
            rules,
            options,
            rng,
            score: [0, 0],
            round: 0,
            // start_round alternates, so store the seat before the first opener.
            round_starter: first.other(),
            piste: Piste::START,
            hands: [Hand::default(); 2],
            pile: Vec::with_capacity(DECK_SIZE),
            top_discard: None,
            played: [0; 5],
            phase: Phase::Turn { player: first },
            last_round: None,
            last_retreat: None,
            dealer: EnGardeDealer::default(),
        };
        game.start_round();
        game
    }

    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn score(&self) -> [u8; 2] {
        self.score
    }

    pub fn round(&self) -> u16 {
        self.round
    }

    pub fn piste(&self) -> Piste {
        self.piste
    }

    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }

    pub fn last_round(&self) -> Option<&RoundReport> {
        self.last_round.as_ref()
    }

    /// The hand of `seat` — for tests, the CLI's full-information tools and card conservation.
    /// Never handed to a player or the AI: they get `view`.
    pub fn hand(&self, seat: Seat) -> Hand {
        self.hands[seat.index()]
    }

    /// Draw pile, top card last (tests and conservation checks only).
    pub fn pile(&self) -> &[u8] {
        &self.pile
    }

    pub fn top_discard(&self) -> Option<u8> {
        self.top_discard
    }

    pub fn played(&self) -> [u8; 5] {
        self.played
    }

    pub(super) fn situation(&self) -> Situation<'_> {
        let actor = self.phase.actor().unwrap_or(Seat::One);
        Situation {
            rules: self.rules,
            piste: self.piste,
            phase: self.phase,
            hand: &self.hands[actor.index()],
        }
    }

    /// Reset the fencers, shuffle all 25 cards, deal five each (the opener first), open the turn.
    fn start_round(&mut self) {
        // Saturating: a record's position can start near the counter's end (see MAX_ROUND).
        self.round = self.round.saturating_add(1);
        self.last_retreat = None;
        self.round_starter = self.round_starter.other();
        self.piste = Piste::START;
        self.pile.clear();
        self.pile.extend_from_slice(&full_deck());
        self.rng.shuffle(&mut self.pile);
        self.hands = [Hand::default(); 2];
        for seat in [self.round_starter, self.round_starter.other()] {
            for _ in 0..HAND_SIZE {
                if let Some(card) = self.pile.pop() {
                    self.hands[seat.index()].add(card);
                }
            }
        }
        self.dealt_round();
        self.top_discard = None;
        self.played = [0; 5];
        self.start_turn(self.round_starter);
    }

    fn play_cards(&mut self, seat: Seat, value: u8, count: u8) {
        self.hands[seat.index()].remove(value, count);
        if count > 0 {
            self.top_discard = Some(value);
            self.played[value as usize - 1] += count;
        }
    }

    /// EG2/EG3: a player with no legal action at the start of a normal turn loses the round.
    pub(super) fn open_turn(&mut self, player: Seat) {
        self.start_turn(player);
    }

    fn start_turn(&mut self, player: Seat) {
        self.phase = Phase::Turn { player };
        if self.is_stuck(player) {
            self.end_round(Some(player.other()), RoundEndReason::Stuck { player });
        }
    }

    /// Refill to five (EG4, EG18); if that empties the pile, the deck-end sequence starts.
    fn end_turn(&mut self, player: Seat, last_turn: LastTurn) {
        let had_cards = !self.pile.is_empty();
        // Local play (the playouts' hot path) has nothing to write down.
        let writes_down = !self.dealer.is_local();
        let hand = &mut self.hands[player.index()];
        let mut drawn = Hand::default();
        while hand.len() < HAND_SIZE {
            match self.pile.pop() {
                Some(card) => {
                    hand.add(card);
                    if writes_down {
                        drawn.add(card);
                    }
                }
                None => break,
            }
        }
        if writes_down {
            self.drew(player, drawn);
        }
        if had_cards && self.pile.is_empty() {
            self.deck_ran_out(player, last_turn);
            return;
        }
        match last_turn {
            LastTurn::Attack(attack) => {
                self.phase = Phase::Defend {
                    defender: player.other(),
                    attack,
                    deck_end: false,
                };
            }
            LastTurn::NotAttack => self.start_turn(player.other()),
        }
    }

    pub(super) fn end_round(&mut self, winner: Option<Seat>, reason: RoundEndReason) {
        self.last_round = Some(RoundReport {
            round: self.round,
            winner,
            reason,
        });
        if let Some(seat) = winner {
            self.score[seat.index()] += 1;
            if self.score[seat.index()] >= self.options.target_score {
                self.phase = Phase::MatchOver { winner: seat };
                return;
            }
        }
        self.start_round();
    }

    fn hit(&mut self, attacker: Seat, attack: Attack, could_parry: bool) {
        let reason = RoundEndReason::Hit {
            attacker,
            value: attack.value,
            count: attack.count,
            could_parry,
        };
        self.end_round(Some(attacker), reason);
    }

    /// Applies an action `check` accepted.
    pub(super) fn apply(&mut self, action: &Action) {
        let Some(actor) = self.phase.actor() else {
            return;
        };
        self.last_retreat = None;
        match (self.phase, *action) {
            (Phase::Turn { .. }, Action::Move { card, direction }) => {
                if let Ok(to) = self.piste.step(actor, card, direction) {
                    self.play_cards(actor, card, 1);
                    self.piste = self.piste.moved(actor, to);
                }
                self.end_turn(actor, LastTurn::NotAttack);
            }
            (Phase::Turn { .. } | Phase::FinalAttack { .. }, Action::Attack { card, count }) => {
                self.play_cards(actor, card, count);
                let attack = Attack {
                    value: card,
                    count,
                    kind: AttackKind::Direct,
                };
                if self.rules.level() == Level::Basic {
                    // Basic: every attack is a hit.
                    self.hit(actor, attack, false);
                } else {
                    self.end_turn(actor, LastTurn::Attack(attack));
                }
            }
            (
                Phase::Turn { .. },
                Action::AdvanceAttack {
                    advance,
                    card,
                    count,
                },
            ) => {
                if let Ok(to) = self.piste.step(actor, advance, Direction::Forward) {
                    self.play_cards(actor, advance, 1);
                    self.piste = self.piste.moved(actor, to);
                }
                self.play_cards(actor, card, count);
                let attack = Attack {
                    value: card,
                    count,
                    kind: AttackKind::Indirect,
                };
                self.end_turn(actor, LastTurn::Attack(attack));
            }
            (
                Phase::Defend {
                    attack, deck_end, ..
                },
                Action::Parry,
            ) => {
                self.play_cards(actor, attack.value, attack.count);
                if deck_end {
                    self.last_attack_answered(false);
                } else {
                    // No refill after a parry: the parrier plays on with fewer cards (EG4).
                    self.start_turn(actor);
                }
            }
            (
                Phase::Defend {
                    attack, deck_end, ..
                },
                Action::Retreat { card },
            ) => {
                if let Ok(to) = self.piste.step(actor, card, Direction::Back) {
                    self.play_cards(actor, card, 1);
                    self.piste = self.piste.moved(actor, to);
                }
                self.last_retreat = Some(Retreat {
                    seat: actor,
                    from: attack,
                    card,
                });
                if deck_end {
                    self.last_attack_answered(true);
                } else {
                    // The retreat is the defender's turn: he refills and the attacker plays.
                    self.end_turn(actor, LastTurn::NotAttack);
                }
            }
            (Phase::Defend { attack, .. }, Action::TakeHit) => {
                let could_parry = self.could_parry(actor, attack.value, attack.count);
                self.hit(actor.other(), attack, could_parry);
            }
            (Phase::FinalAttack { .. }, Action::Pass) => self.final_attack_declined(),
            _ => {}
        }
    }
}
