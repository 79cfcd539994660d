//! What an accepted action does: the transitions of the §7 state machine, one arm per state.
use super::actions::Action;
use super::cards::{Card, Line};
use super::chain::{ExchangeEnd, LinkKind, TouchCause};
use super::phase::{Offensive, Phase};
use super::state::*;

impl Skirman {
    /// Applies an action `check` accepted.
    pub(super) fn apply(&mut self, action: &Action) {
        if self.outcome.is_some() {
            return;
        }
        let me = self.actor;
        self.apply_inner(action);
        if self.outcome.is_none() && self.actor != me && !self.no_draw(me) {
            self.draw(me);
        }
    }

    pub(super) fn apply_inner(&mut self, action: &Action) {
        let me = self.actor;
        let you = me.other();
        let phase = self.phase;
        match phase {
            Phase::Over => {}
            Phase::Open | Phase::Riposte | Phase::ContAttack | Phase::ContTact => {
                if matches!(phase, Phase::ContAttack) && *action != Action::Play(Card::Touche) {
                    // The AC sequence ends unless its TOUCHE comes (SK12).
                    self.finish_ac();
                }
                self.open_play(action);
            }
            Phase::AfterFeinte => match *action {
                Action::Play(Card::Feinte) => {
                    self.put(me, Card::Feinte, LinkKind::Feint);
                    self.marche_count = 0;
                    self.goto(Phase::DefFeinte, you);
                }
                Action::Play(c @ Card::Attack(_, line)) => {
                    self.put(me, c, LinkKind::Attack);
                    self.marche_count = 0;
                    self.feint_defender = None;
                    let last = self
                        .chain
                        .iter()
                        .rposition(|l| l.kind == LinkKind::Attente && l.by == you);
                    let stopped = match last {
                        Some(i) => {
                            self.chain[i].face_down = false;
                            self.reveal_attente(i);
                            self.link(you, None, LinkKind::Reveal);
                            self.chain[i].card.is_some_and(|c| attente_stops(c, line))
                        }
                        None => false,
                    };
                    if stopped {
                        self.goto(Phase::Riposte, you);
                    } else {
                        self.goto(Phase::ContAttack, me);
                    }
                }
                Action::Play(Card::Fleche) => {
                    // SK27: one attente card never stops a FLÈCHE.
                    self.put(me, Card::Fleche, LinkKind::Attack);
                    self.score(me, TouchCause::Fleche);
                }
                Action::Play(Card::Marche | Card::PointeEnLigne) => {
                    // SK17: the defender draws at once.
                    self.feint_defender = None;
                    self.draw(you);
                    self.open_play(action);
                }
                Action::Discard(c) => {
                    self.discard_from_hand(me, c);
                    self.feint_defender = None;
                    self.pass_initiative(you);
                    self.draw(you);
                }
                _ => {
                    self.link(me, None, LinkKind::Declined);
                    self.feint_defender = None;
                    self.pass_initiative(you);
                    self.draw(you);
                }
            },
            Phase::DefAttack { .. } | Phase::DefOff { .. } => match *action {
                Action::Play(c @ (Card::Parade(_) | Card::Contre(_))) => {
                    self.put(me, c, LinkKind::Parry);
                    self.goto(Phase::Riposte, me);
                }
                Action::Play(Card::Retraite) => {
                    self.put(me, Card::Retraite, LinkKind::Retreat);
                    self.goto(Phase::Riposte, me);
                }
                Action::Play(Card::Balayage) => {
                    self.put(me, Card::Balayage, LinkKind::Sweep);
                    self.goto(Phase::DefBalayage, you);
                }
                Action::Play(c @ (Card::SortieDePiste | Card::Bousculade)) => {
                    self.put(me, c, LinkKind::Arbitration);
                    self.warn(you, me);
                }
                Action::Play(Card::JeuViolent) => {
                    self.put(me, Card::JeuViolent, LinkKind::Violent);
                    self.score(me, TouchCause::JeuViolent);
                }
                Action::Play(Card::Derobement) => {
                    self.put(me, Card::Derobement, LinkKind::Evade);
                    self.score(me, TouchCause::Derobement);
                }
                Action::Discard(c) => {
                    self.discard_from_hand(me, c);
                    self.goto(Phase::ContAttack, you);
                }
                _ => {
                    self.link(me, None, LinkKind::Declined);
                    self.goto(Phase::ContAttack, you);
                }
            },
            Phase::DefFleche { .. } => match *action {
                Action::PlayTwo(a, b) => {
                    let kind = if a == Card::Retraite {
                        LinkKind::Retreat
                    } else {
                        LinkKind::Parry
                    };
                    self.put(me, a, kind);
                    self.put(me, b, kind);
                    self.goto(Phase::Riposte, me);
                }
                Action::Play(Card::Derobement) => {
                    self.put(me, Card::Derobement, LinkKind::Evade);
                    self.score(me, TouchCause::Derobement);
                }
                _ => {
                    // SK28: the defender who cannot stop the FLÈCHE discards a card of his
                    // choice (nothing with an empty hand), then the touch is scored at once with
                    // no TOUCHE (SK4: not cancellable).
                    match *action {
                        Action::Discard(c) => self.discard_from_hand(me, c),
                        _ => self.link(me, None, LinkKind::Declined),
                    }
                    self.score(you, TouchCause::Fleche);
                }
            },
            Phase::DefTouche => match *action {
                Action::Play(Card::ToucheNonValable) => {
                    self.put(me, Card::ToucheNonValable, LinkKind::Cancel);
                    self.finish_ac();
                    self.end_exchange(ExchangeEnd::Cancelled { by: me });
                    self.draw(me);
                    self.draw(you);
                    self.goto(Phase::Open, me);
                }
                _ => {
                    self.link(me, None, LinkKind::Declined);
                    self.score(you, TouchCause::Touche);
                }
            },
            Phase::DefMarche | Phase::DefPointe => match *action {
                Action::PlayTwo(Card::Battement, attack) => {
                    self.marche_count = 0;
                    self.put(me, Card::Battement, LinkKind::Beat);
                    self.put(me, attack, LinkKind::Attack);
                    let derobement_allowed = matches!(phase, Phase::DefPointe);
                    let next = match attack {
                        Card::Attack(_, line) => Phase::DefAttack {
                            line,
                            derobement_allowed,
                        },
                        _ => Phase::DefFleche { derobement_allowed },
                    };
                    self.goto(next, you);
                }
                Action::Play(c @ (Card::Arret(line) | Card::PriseDeFer(line))) => {
                    self.marche_count = 0;
                    self.put(me, c, LinkKind::Counter);
                    let (kind, derobement_allowed) = match c {
                        Card::Arret(_) => (Offensive::Arret, false),
                        _ => (Offensive::PriseDeFer, true),
                    };
                    self.goto(
                        Phase::DefOff {
                            kind,
                            line,
                            derobement_allowed,
                        },
                        you,
                    );
                }
                _ => {
                    match *action {
                        Action::Discard(c) => self.discard_from_hand(me, c),
                        _ => self.link(me, None, LinkKind::Declined),
                    }
                    if matches!(phase, Phase::DefMarche) && self.marche_count >= 3 {
                        self.score(you, TouchCause::Marches);
                    } else {
                        self.goto(Phase::ContTact, you);
                    }
                }
            },
            Phase::DefFeinte => match *action {
                Action::Play(c @ Card::ContreAttaque(line)) => {
                    self.feint_defender = None;
                    self.put(me, c, LinkKind::Counter);
                    self.goto(
                        Phase::DefOff {
                            kind: Offensive::ContreAttaque,
                            line,
                            derobement_allowed: false,
                        },
                        you,
                    );
                }
                Action::Attente(c) => {
                    self.take(me, c);
                    self.chain.push(Link {
                        by: me,
                        card: Some(c),
                        kind: LinkKind::Attente,
                        face_down: true,
                    });
                    if self.hands[me.index()].is_empty() {
                        self.score(you, TouchCause::FeintExhaustion);
                    } else {
                        self.goto(Phase::AfterFeinte, you);
                    }
                }
                _ => self.score(you, TouchCause::FeintExhaustion),
            },
            Phase::DefAc { first_attack } => match *action {
                Action::Play(c @ Card::ContreAttaque(_)) => {
                    self.put(me, c, LinkKind::Counter);
                    self.goto(Phase::AcThrow, you);
                }
                _ => {
                    let mut aside = std::mem::take(&mut self.hands[me.index()]).to_vec();
                    let mut kept = Vec::new();
                    match *action {
                        Action::Keep(a, b) => {
                            for c in [a, b] {
                                if remove_one(&mut aside, c) {
                                    kept.push(c);
                                }
                            }
                        }
                        // SK34: `Decline` is legal here only with fewer than two cards in hand
                        // (nothing to choose): he keeps what he holds.
                        _ => kept = std::mem::take(&mut aside),
                    }
                    if let Some(ac) = self.ac.as_mut() {
                        ac.kept = kept;
                        ac.aside = aside;
                    }
                    self.link(me, None, LinkKind::Keep);
                    match first_attack {
                        Some(Card::Attack(_, line)) => self.ac_answer(line, None),
                        _ => self.goto(Phase::Ac1, you),
                    }
                }
            },
            Phase::Ac1 | Phase::Ac2 { .. } => match *action {
                Action::Play(c @ Card::Attack(_, line)) => {
                    self.put(me, c, LinkKind::Attack);
                    let first = match phase {
                        Phase::Ac2 { first_line } => Some(first_line),
                        _ => None,
                    };
                    self.ac_answer(line, first);
                }
                _ => {
                    self.link(me, None, LinkKind::Declined);
                    self.pass_initiative(you);
                }
            },
            Phase::AcThrow => {
                if let Action::ThrowAttacks(a, b) = *action {
                    // SK26/SK14: the two attacks are discarded, not played: they go to the
                    // discard pile at once (under the talon with the SK14 option) and never
                    // enter the chain. An attack shown with the AC (SK11 option) was played: it
                    // stays in the chain.
                    let mut shown = self.ac.as_ref().and_then(|ac| ac.shown);
                    for c in [a, b] {
                        if shown == Some(c) {
                            shown = None;
                            continue;
                        }
                        self.take(me, c);
                        if self.rules.options.countered_ac_under_talon {
                            self.talon.insert(0, c);
                        } else {
                            self.discard.push(c);
                        }
                        self.link(me, None, LinkKind::Thrown);
                    }
                }
                self.finish_ac();
                self.draw(me);
                self.draw(you);
                let line = self
                    .chain
                    .iter()
                    .rev()
                    .find_map(|l| match l.card {
                        Some(Card::ContreAttaque(line)) if l.kind == LinkKind::Counter => {
                            Some(line)
                        }
                        _ => None,
                    })
                    .unwrap_or(Line::Sixte);
                self.goto(
                    Phase::DefOff {
                        kind: Offensive::ContreAttaque,
                        line,
                        derobement_allowed: false,
                    },
                    me,
                );
            }
            Phase::DefBalayage => match *action {
                Action::Play(Card::JeuViolent) => {
                    self.put(me, Card::JeuViolent, LinkKind::Violent);
                    self.score(me, TouchCause::JeuViolent);
                }
                Action::Play(c @ (Card::SortieDePiste | Card::Bousculade)) => {
                    self.put(me, c, LinkKind::Arbitration);
                    self.warn(you, me);
                }
                _ => {
                    match *action {
                        Action::Discard(c) => self.discard_from_hand(me, c),
                        _ => self.link(me, None, LinkKind::Declined),
                    }
                    self.goto(Phase::BalayageTouche, you);
                }
            },
            Phase::BalayageTouche => match *action {
                Action::Play(Card::Touche) => {
                    self.put(me, Card::Touche, LinkKind::Touch);
                    self.goto(Phase::DefTouche, you);
                }
                _ => {
                    self.link(me, None, LinkKind::Declined);
                    self.pass_initiative(you);
                }
            },
        }
    }

    /// The kept cards answer an AC attack in `line` (SK26): the line parry against the first,
    /// then the contre of that same parry against the second (SK13).
    pub(super) fn ac_answer(&mut self, line: Line, first: Option<Line>) {
        let Some(ac) = self.ac.as_ref() else {
            self.goto(Phase::ContAttack, self.actor);
            return;
        };
        let attacker = ac.defender.other();
        let defender = ac.defender;
        let needed = match first {
            None => Card::Parade(line),
            Some(first_line) => Card::Contre(first_line),
        };
        if self.ac_holds(defender, needed) {
            if let Some(ac) = self.ac.as_mut() {
                remove_one(&mut ac.kept, needed);
            }
            self.link(defender, Some(needed), LinkKind::Parry);
            match first {
                None => self.goto(Phase::Ac2 { first_line: line }, attacker),
                Some(_) => {
                    self.finish_ac();
                    self.goto(Phase::Riposte, defender);
                }
            }
        } else {
            self.link(defender, None, LinkKind::Declined);
            self.goto(Phase::ContAttack, attacker);
        }
    }

    /// An opening play (OPEN, RIPOSTE, CONT_ATTACK, CONT_TACT, and MARCHE / POINTE after a
    /// feint).
    pub(super) fn open_play(&mut self, action: &Action) {
        let me = self.actor;
        let you = me.other();
        let phase = self.phase;
        let attack_link = if matches!(phase, Phase::Riposte) {
            LinkKind::Riposte
        } else {
            LinkKind::Attack
        };
        let continuing_marche = matches!(phase, Phase::ContTact) && self.marche_count > 0;
        if *action != Action::Play(Card::Marche) {
            self.marche_count = 0;
        }
        match *action {
            Action::Play(c @ Card::Attack(_, line)) => {
                self.put(me, c, attack_link);
                self.goto(
                    Phase::DefAttack {
                        line,
                        derobement_allowed: false,
                    },
                    you,
                );
            }
            Action::Play(Card::Fleche) => {
                self.put(me, Card::Fleche, attack_link);
                self.goto(
                    Phase::DefFleche {
                        derobement_allowed: false,
                    },
                    you,
                );
            }
            Action::Play(Card::Marche) => {
                self.put(me, Card::Marche, LinkKind::Tactical);
                self.marche_count = if continuing_marche {
                    self.marche_count + 1
                } else {
                    1
                };
                self.goto(Phase::DefMarche, you);
            }
            Action::Play(Card::PointeEnLigne) => {
                self.put(me, Card::PointeEnLigne, LinkKind::Tactical);
                self.goto(Phase::DefPointe, you);
            }
            Action::Play(Card::Feinte) => {
                self.put(me, Card::Feinte, LinkKind::Feint);
                self.feint_defender = Some(you);
                self.goto(Phase::DefFeinte, you);
            }
            Action::Play(Card::AttaqueComposee) | Action::PlayTwo(Card::AttaqueComposee, _) => {
                self.put(me, Card::AttaqueComposee, LinkKind::Compound);
                let shown = match *action {
                    Action::PlayTwo(_, first) => {
                        self.put(me, first, attack_link);
                        Some(first)
                    }
                    _ => None,
                };
                self.ac = Some(AcState {
                    defender: you,
                    kept: Vec::new(),
                    aside: Vec::new(),
                    shown,
                });
                self.goto(
                    Phase::DefAc {
                        first_attack: shown,
                    },
                    you,
                );
            }
            Action::Play(c @ Card::PriseDeFer(line)) => {
                self.put(me, c, LinkKind::Counter);
                self.goto(
                    Phase::DefOff {
                        kind: Offensive::PriseDeFer,
                        line,
                        derobement_allowed: false,
                    },
                    you,
                );
            }
            Action::Play(Card::Touche) => {
                self.put(me, Card::Touche, LinkKind::Touch);
                self.goto(Phase::DefTouche, you);
            }
            Action::Discard(c) => {
                self.discard_from_hand(me, c);
                self.pass_initiative(you);
            }
            _ => {
                self.link(me, None, LinkKind::Declined);
                self.pass_initiative(you);
            }
        }
    }
}
