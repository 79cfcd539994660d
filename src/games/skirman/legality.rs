//! Which actions are legal now (§7, SK2/SK30 for discards, SK34 for `Decline`): `check_action`
//! decides, and `card_plays` lists the card plays it accepts. Nothing here changes the state.
//!
//! SK34: there is no declining a defence. A defender who holds a legal answer must play it; he
//! discards only when no card play is legal (SK30; against a FLÈCHE he then discards a card of
//! his choice and the touch is scored, SK28). Against MARCHE / POINTE EN LIGNE he may always
//! discard instead of intervening, and against a TOUCHE he may concede while holding a TOUCHE NON
//! VALABLE. `Decline` is therefore only the concession of a TOUCHE, or the move of a player who
//! has nothing else he may do (an empty hand; fewer than two cards to keep against an ATTAQUE
//! COMPOSÉE).
use super::actions::Action;
use super::cards::{Card, Line};
use super::errors::Error as E;
use super::phase::{Offensive, Phase};
use super::state::*;

impl Skirman {
    /// The cards the actor can play from: his hand, or his kept cards against an AC (SK12).
    pub(super) fn usable(&self) -> &[Card] {
        match &self.ac {
            Some(ac) if ac.defender == self.actor && self.hands[self.actor.index()].is_empty() => {
                &ac.kept
            }
            _ => &self.hands[self.actor.index()],
        }
    }

    pub(super) fn has(&self, card: Card, n: usize) -> bool {
        copies(self.usable(), card) >= n
    }

    pub(super) fn holds_attack_in(&self, line: Line, except: Option<Card>) -> bool {
        let mut skipped = false;
        self.usable().iter().any(|&c| {
            if Some(c) == except && !skipped {
                skipped = true;
                return false;
            }
            matches!(c, Card::Attack(_, l) if l == line)
        })
    }

    pub(super) fn discard_phase(&self) -> bool {
        matches!(
            self.phase,
            Phase::Open
                | Phase::Riposte
                | Phase::ContAttack
                | Phase::ContTact
                | Phase::AfterFeinte
                | Phase::DefAttack { .. }
                | Phase::DefOff { .. }
                | Phase::DefFleche { .. }
                | Phase::DefBalayage
                | Phase::DefMarche
                | Phase::DefPointe
        )
    }

    /// Every legal card play (not discards, not `Decline`), in a fixed order.
    pub(super) fn card_plays(&self, out: &mut Vec<Action>) {
        if self.outcome.is_some() {
            return;
        }
        let hand = self.usable();
        let mut distinct: Vec<Card> = hand.to_vec();
        distinct.dedup();
        let push = |a: Action, out: &mut Vec<Action>| {
            if self.check_play(&a).is_ok() {
                out.push(a);
            }
        };
        match self.phase {
            Phase::DefFeinte => {
                for &c in &distinct {
                    push(Action::Play(c), out);
                }
                for &c in &distinct {
                    push(Action::Attente(c), out);
                }
            }
            Phase::DefAc { .. } => {
                for &c in &distinct {
                    push(Action::Play(c), out);
                }
                for (i, &a) in distinct.iter().enumerate() {
                    for &b in &distinct[i..] {
                        push(Action::Keep(a, b), out);
                    }
                }
            }
            Phase::AcThrow => {
                let shown = self.ac.as_ref().and_then(|ac| ac.shown);
                for (i, &a) in distinct.iter().enumerate() {
                    if let Some(s) = shown {
                        push(Action::throw(s, a), out);
                    } else {
                        for &b in &distinct[i..] {
                            push(Action::ThrowAttacks(a, b), out);
                        }
                    }
                }
            }
            Phase::DefFleche { .. } => {
                push(Action::PlayTwo(Card::Retraite, Card::Retraite), out);
                push(
                    Action::pair(Card::Parade(Line::Quarte), Card::Parade(Line::Sixte)),
                    out,
                );
                for &c in &distinct {
                    push(Action::Play(c), out);
                }
            }
            Phase::DefMarche | Phase::DefPointe => {
                for &c in &distinct {
                    push(Action::Play(c), out);
                }
                for &c in &distinct {
                    push(Action::PlayTwo(Card::Battement, c), out);
                }
            }
            _ => {
                for &c in &distinct {
                    push(Action::Play(c), out);
                }
                if self.rules.options.ac_first_attack_shown {
                    for &c in &distinct {
                        push(Action::PlayTwo(Card::AttaqueComposee, c), out);
                    }
                }
            }
        }
    }

    pub(super) fn has_card_play(&self) -> bool {
        let mut plays = Vec::new();
        self.card_plays(&mut plays);
        !plays.is_empty()
    }

    pub(super) fn discard_free(&self) -> bool {
        self.rules.options.free_discard || matches!(self.phase, Phase::DefMarche | Phase::DefPointe)
    }

    pub fn legal(&self) -> Vec<Action> {
        let mut out = Vec::new();
        if self.outcome.is_some() {
            return out;
        }
        self.card_plays(&mut out);
        if self.discard_phase() && (out.is_empty() || self.discard_free()) {
            let mut distinct: Vec<Card> = self.hands[self.actor.index()].clone();
            distinct.dedup();
            out.extend(distinct.into_iter().map(Action::Discard));
        }
        if self.check_decline().is_ok() {
            out.push(Action::Decline);
        }
        out
    }

    /// SK34: whether `Decline` is allowed now. Against a TOUCHE the defender may always concede
    /// (even holding a TOUCHE NON VALABLE); anywhere else `Decline` is only for a player with
    /// no legal card play and nothing to discard.
    pub(super) fn check_decline(&self) -> Result<(), E> {
        match self.phase {
            Phase::DefTouche => Ok(()),
            // SK8: the TOUCHE announced by the BALAYAGE must follow (it is always held).
            Phase::BalayageTouche if self.has_card_play() => Err(E::MustPlayTouche),
            phase if self.legal_without_decline() => {
                if phase.actor_attacks() {
                    Err(E::PassOnlyWhenStuck)
                } else {
                    Err(E::NoDeclining { phase })
                }
            }
            _ => Ok(()),
        }
    }

    pub fn check_action(&self, action: &Action) -> Result<(), E> {
        if self.outcome.is_some() {
            return Err(E::GameIsOver);
        }
        if action.canonical() != *action {
            return Err(E::PairOrder);
        }
        let cards: [Option<Card>; 2] = match *action {
            Action::Play(c) | Action::Discard(c) | Action::Attente(c) => [Some(c), None],
            Action::PlayTwo(a, b) | Action::Keep(a, b) | Action::ThrowAttacks(a, b) => {
                [Some(a), Some(b)]
            }
            Action::Decline => [None, None],
        };
        for card in cards.into_iter().flatten() {
            if card.count(self.rules.level) == 0 {
                return Err(E::NotInThisLevel { card });
            }
        }
        match *action {
            Action::Decline => self.check_decline(),
            Action::Discard(card) => {
                if !self.discard_phase() {
                    return Err(E::NotInThisPhase { phase: self.phase });
                }
                if copies(&self.hands[self.actor.index()], card) == 0 {
                    return Err(E::CardNotInHand { card });
                }
                if !self.discard_free() && self.has_card_play() {
                    return Err(E::DiscardOnlyWhenStuck);
                }
                Ok(())
            }
            _ => self.check_play(action),
        }
    }

    pub(super) fn legal_without_decline(&self) -> bool {
        if self.has_card_play() {
            return true;
        }
        self.discard_phase() && !self.hands[self.actor.index()].is_empty()
    }

    pub(super) fn need(&self, card: Card, n: usize) -> Result<(), E> {
        if self.has(card, n) {
            Ok(())
        } else {
            Err(E::CardNotInHand { card })
        }
    }

    /// The card plays: everything but `Discard` and `Decline`.
    pub(super) fn check_play(&self, action: &Action) -> Result<(), E> {
        let phase = self.phase;
        let not_here = |card: Card| E::CardNotPlayableHere { phase, card };
        // Membership first.
        match *action {
            Action::Play(c) | Action::Attente(c) => self.need(c, 1)?,
            Action::PlayTwo(a, b) | Action::Keep(a, b) => {
                if a == b {
                    self.need(a, 2)?
                } else {
                    self.need(a, 1)?;
                    self.need(b, 1)?
                }
            }
            Action::ThrowAttacks(a, b) => {
                let shown = self.ac.as_ref().and_then(|ac| ac.shown);
                let mut from_hand: Vec<Card> = vec![a, b];
                if let Some(s) = shown {
                    if !remove_one(&mut from_hand, s) {
                        return Err(E::ThrowNeedsQuarteAndSixte);
                    }
                }
                for c in &from_hand {
                    self.need(*c, copies(&from_hand, *c))?;
                }
            }
            Action::Discard(_) | Action::Decline => {}
        }
        match phase {
            Phase::Over => Err(E::GameIsOver),
            Phase::Open | Phase::Riposte | Phase::ContAttack | Phase::ContTact => {
                self.check_open(action)
            }
            Phase::AfterFeinte => match *action {
                Action::Play(
                    c @ (Card::Feinte
                    | Card::Attack(..)
                    | Card::Fleche
                    | Card::Marche
                    | Card::PointeEnLigne),
                ) => {
                    let _ = c;
                    Ok(())
                }
                Action::Play(c) => Err(not_here(c)),
                _ => Err(E::NotInThisPhase { phase }),
            },
            Phase::DefAttack {
                line,
                derobement_allowed,
            } => self.check_defence(action, line, derobement_allowed, false),
            Phase::DefOff {
                kind,
                line,
                derobement_allowed,
            } => self.check_defence(
                action,
                line,
                derobement_allowed,
                kind == Offensive::PriseDeFer,
            ),
            Phase::DefFleche { derobement_allowed } => match *action {
                Action::PlayTwo(Card::Retraite, Card::Retraite) => Ok(()),
                Action::PlayTwo(a, b)
                    if Action::pair(a, b)
                        == Action::pair(Card::Parade(Line::Quarte), Card::Parade(Line::Sixte)) =>
                {
                    Ok(())
                }
                Action::Play(Card::Derobement) if derobement_allowed => Ok(()),
                Action::Play(Card::Derobement) => Err(E::DerobementNotAllowed),
                Action::Play(Card::Balayage) => Err(E::BalayageOnlyVsSimpleAttack),
                Action::Play(Card::Parade(_) | Card::Retraite | Card::Contre(_))
                | Action::PlayTwo(..) => Err(E::FlecheNeedsTwo),
                Action::Play(c) => Err(not_here(c)),
                _ => Err(E::NotInThisPhase { phase }),
            },
            Phase::DefTouche => match *action {
                Action::Play(Card::ToucheNonValable) => Ok(()),
                Action::Play(c) => Err(not_here(c)),
                _ => Err(E::NotInThisPhase { phase }),
            },
            Phase::DefMarche | Phase::DefPointe => match *action {
                Action::PlayTwo(Card::Battement, c)
                    if c.is_simple_attack() || c == Card::Fleche =>
                {
                    Ok(())
                }
                Action::PlayTwo(Card::Battement, _) => Err(E::NeedsAttackToFollow),
                Action::Play(Card::Battement) => Err(E::NeedsAttackToFollow),
                Action::Play(Card::Arret(_)) if phase == Phase::DefMarche => Ok(()),
                Action::Play(Card::PriseDeFer(_)) if phase == Phase::DefPointe => Ok(()),
                Action::Play(c) => Err(not_here(c)),
                _ => Err(E::NotInThisPhase { phase }),
            },
            Phase::DefFeinte => match *action {
                Action::Play(Card::ContreAttaque(_)) | Action::Attente(_) => Ok(()),
                Action::Play(c) => Err(not_here(c)),
                _ => Err(E::NotInThisPhase { phase }),
            },
            Phase::DefAc { .. } => match *action {
                Action::Play(Card::ContreAttaque(_)) | Action::Keep(..) => Ok(()),
                Action::Play(Card::Balayage) => Err(E::BalayageOnlyVsSimpleAttack),
                Action::Play(c) => Err(not_here(c)),
                _ => Err(E::NotInThisPhase { phase }),
            },
            Phase::Ac1 => match *action {
                Action::Play(c @ Card::Attack(_, l))
                    if l.is_high() && self.holds_attack_in(l.other_high(), Some(c)) =>
                {
                    Ok(())
                }
                Action::Play(c) => Err(E::AcWrongAttack { card: c }),
                _ => Err(E::NotInThisPhase { phase }),
            },
            Phase::Ac2 { first_line } => match *action {
                Action::Play(Card::Attack(_, l)) if l == first_line.other_high() => Ok(()),
                Action::Play(c) => Err(E::AcWrongAttack { card: c }),
                _ => Err(E::NotInThisPhase { phase }),
            },
            Phase::AcThrow => match *action {
                Action::ThrowAttacks(a @ Card::Attack(_, la), b @ Card::Attack(_, lb))
                    if la.is_high() && lb == la.other_high() =>
                {
                    let _ = (a, b);
                    Ok(())
                }
                Action::ThrowAttacks(..) => Err(E::ThrowNeedsQuarteAndSixte),
                _ => Err(E::NotInThisPhase { phase }),
            },
            Phase::DefBalayage => match *action {
                Action::Play(Card::JeuViolent | Card::SortieDePiste | Card::Bousculade) => Ok(()),
                Action::Play(c) => Err(not_here(c)),
                _ => Err(E::NotInThisPhase { phase }),
            },
            Phase::BalayageTouche => match *action {
                Action::Play(Card::Touche) => Ok(()),
                _ => Err(E::MustPlayTouche),
            },
        }
    }

    pub(super) fn check_open(&self, action: &Action) -> Result<(), E> {
        let phase = self.phase;
        let shown_option = self.rules.options.ac_first_attack_shown;
        match *action {
            Action::Play(
                Card::Attack(..) | Card::Fleche | Card::Marche | Card::PointeEnLigne | Card::Feinte,
            ) => Ok(()),
            Action::Play(Card::AttaqueComposee) => {
                if shown_option {
                    Err(E::NotInThisPhase { phase })
                } else if self.holds_attack_in(Line::Quarte, None)
                    && self.holds_attack_in(Line::Sixte, None)
                {
                    Ok(())
                } else {
                    Err(E::AcNeedsQuarteAndSixte)
                }
            }
            Action::PlayTwo(Card::AttaqueComposee, first) if shown_option => match first {
                Card::Attack(_, l) if l.is_high() => {
                    if self.holds_attack_in(l.other_high(), Some(first)) {
                        Ok(())
                    } else {
                        Err(E::AcNeedsQuarteAndSixte)
                    }
                }
                c => Err(E::AcWrongAttack { card: c }),
            },
            Action::Play(Card::PriseDeFer(_)) if phase == Phase::Riposte => Ok(()),
            Action::Play(Card::Touche) if phase == Phase::ContAttack => Ok(()),
            Action::Play(card) => Err(E::CardNotPlayableHere { phase, card }),
            _ => Err(E::NotInThisPhase { phase }),
        }
    }

    pub(super) fn check_defence(
        &self,
        action: &Action,
        line: Line,
        derobement_allowed: bool,
        prise_de_fer: bool,
    ) -> Result<(), E> {
        let phase = self.phase;
        match *action {
            Action::Play(c @ (Card::Parade(_) | Card::Contre(_))) => {
                if c.parries(line) {
                    Ok(())
                } else {
                    Err(E::WrongParryLine {
                        attack: line,
                        parry: c,
                    })
                }
            }
            Action::Play(Card::Retraite) if prise_de_fer => Err(E::RetraiteVsPriseDeFer),
            Action::Play(Card::Retraite) => Ok(()),
            Action::Play(Card::Balayage) => {
                if self.has(Card::Touche, 1) {
                    Ok(())
                } else {
                    Err(E::NeedsToucheInHand)
                }
            }
            Action::Play(Card::SortieDePiste | Card::Bousculade | Card::JeuViolent) => Ok(()),
            Action::Play(Card::Derobement) if derobement_allowed => Ok(()),
            Action::Play(Card::Derobement) => Err(E::DerobementNotAllowed),
            Action::Play(card) => Err(E::CardNotPlayableHere { phase, card }),
            _ => Err(E::NotInThisPhase { phase }),
        }
    }
}
