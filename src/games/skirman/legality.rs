//! Which actions are legal now (§7, SK2/SK30 for discards, SK34 for `Decline`), decided from a
//! `Situation`: the few facts legality reads (public ones and the actor's own cards). The full
//! state (`Skirman::situation`) and the actor's view (`View::situation`) both build one, so the
//! engine, the screen and the computer players ask exactly the same question. Nothing here
//! allocates: the search enumerates legal actions millions of times.
//!
//! SK34: there is no declining a defence. A defender who holds a legal answer must play it; he
//! discards only when no card play is legal (SK30; against a FLÈCHE he then discards a card of
//! his choice and the touch is scored, SK28). Against MARCHE / POINTE EN LIGNE he may always
//! discard instead of intervening, and against a TOUCHE he may concede while holding a TOUCHE NON
//! VALABLE. `Decline` is therefore only the concession of a TOUCHE, or the move of a player who
//! has nothing else he may do (an empty hand; fewer than two cards to keep against an ATTAQUE
//! COMPOSÉE; no TOUCHE to follow a BALAYAGE, which SK8 makes unreachable).
use super::actions::Action;
use super::cards::{Card, Line};
use super::errors::Error as E;
use super::hand::Hand;
use super::phase::{Offensive, Phase};
use super::rules::Rules;
use super::state::Skirman;
use super::view::View;
use crate::core::Seat;
use std::ops::ControlFlow::{self, Break, Continue};

/// Everything legality needs, and nothing more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Situation {
    pub rules: Rules,
    pub phase: Phase,
    /// The seat to decide; `None` once the bout is over.
    pub actor: Option<Seat>,
    /// The actor's hand: what he plays and discards from.
    pub hand: Hand,
    /// Defending an ATTAQUE COMPOSÉE with the rest of his hand set aside, the cards he kept: he
    /// plays from these instead (SK12).
    pub kept: Option<Hand>,
    /// The ATTAQUE COMPOSÉE's first attack, shown with it (SK11 option): after a
    /// CONTRE-ATTAQUE it is one of the two attacks thrown (SK26).
    pub ac_shown: Option<Card>,
}

impl Skirman {
    /// The legality facts of the seat to act.
    pub fn situation(&self) -> Situation {
        let hand = self.hands[self.actor.index()];
        let kept = match &self.ac {
            Some(ac) if ac.defender == self.actor && hand.is_empty() => Some(Hand::of(&ac.kept)),
            _ => None,
        };
        Situation {
            rules: self.rules,
            phase: self.phase,
            actor: self.outcome.is_none().then_some(self.actor),
            hand,
            kept,
            ac_shown: self.ac.as_ref().and_then(|ac| ac.shown),
        }
    }
}

impl View {
    /// The legality facts as the viewer knows them: those of the seat to act when it is the
    /// viewer's decision (`legal_actions` and `check` ask only then).
    pub fn situation(&self) -> Situation {
        let hand = Hand::of(&self.private.hand);
        let kept = match self.public.ac_defender {
            Some(d) if d == self.viewer && hand.is_empty() => Some(Hand::of(&self.private.kept)),
            _ => None,
        };
        Situation {
            rules: self.public.rules,
            phase: self.public.phase,
            actor: self.public.to_act.filter(|_| self.public.outcome.is_none()),
            hand,
            kept,
            ac_shown: self.public.ac_shown,
        }
    }
}

/// The hand cards no legal action uses (other than discarding them), each with the rules'
/// reason: `check(Play(card))`, or if that passes, the first error among the pairs using it.
/// Cards appear once each, in hand order. `check` is the state's or the view's.
pub fn why_not(
    hand: &[Card],
    legal: &[Action],
    check: impl Fn(&Action) -> Result<(), E>,
) -> Vec<(Card, E)> {
    let mut out: Vec<(Card, E)> = Vec::new();
    for &card in hand {
        if out.iter().any(|(c, _)| *c == card) || legal.iter().any(|a| a.uses(card)) {
            continue;
        }
        let reason = check(&Action::Play(card)).err().or_else(|| {
            hand.iter()
                .find_map(|&other| check(&Action::pair(card, other)).err())
        });
        if let Some(reason) = reason {
            out.push((card, reason));
        }
    }
    out
}

impl View {
    /// The viewer's hand cards it cannot play now, each with the reason (`why_not`); empty when
    /// it is not the viewer's decision.
    pub fn unplayable(&self) -> Vec<(Card, E)> {
        let legal = self.legal_actions();
        if legal.is_empty() {
            return Vec::new();
        }
        why_not(&self.private.hand, &legal, |a| self.check(a))
    }
}

impl Situation {
    /// Why `action` is illegal now, or `Ok`.
    pub fn check(&self, action: &Action) -> Result<(), E> {
        if self.actor.is_none() {
            return Err(E::GameIsOver);
        }
        if action.canonical() != *action {
            return Err(E::PairOrder);
        }
        for card in action.cards().into_iter().flatten() {
            if card.count(self.rules.level) == 0 {
                return Err(E::NotInThisLevel { card });
            }
        }
        match *action {
            Action::Decline => self.check_decline(self.has_card_play()),
            Action::Discard(card) => {
                if !self.discard_phase() {
                    return Err(E::NotInThisPhase { phase: self.phase });
                }
                if !self.hand.contains(card) {
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

    /// Calls `f` with every legal action, in a fixed order (card plays, discards, `Decline`),
    /// without allocating: exactly the actions `check` accepts.
    pub fn for_each_legal(&self, mut f: impl FnMut(Action)) {
        if self.actor.is_none() {
            return;
        }
        let mut has_play = false;
        let _ = self.card_plays(|a| {
            has_play = true;
            f(a);
            Continue(())
        });
        if self.discard_phase() && (!has_play || self.discard_free()) {
            for (card, _) in self.hand.distinct() {
                f(Action::Discard(card));
            }
        }
        if self.check_decline(has_play).is_ok() {
            f(Action::Decline);
        }
    }

    /// The legal actions in `for_each_legal`'s order.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        self.for_each_legal(|a| actions.push(a));
        actions
    }

    /// The cards the actor plays from.
    fn usable(&self) -> &Hand {
        self.kept.as_ref().unwrap_or(&self.hand)
    }

    fn has(&self, card: Card, n: usize) -> bool {
        self.usable().count(card) >= n
    }

    fn need(&self, card: Card, n: usize) -> Result<(), E> {
        if self.has(card, n) {
            Ok(())
        } else {
            Err(E::CardNotInHand { card })
        }
    }

    /// Whether the actor holds a simple attack in `line` besides (one copy of) `except`.
    fn holds_attack_in(&self, line: Line, except: Option<Card>) -> bool {
        self.usable().holds_attack_in(line, except)
    }

    fn discard_phase(&self) -> bool {
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

    /// SK2 option, or not intervening on MARCHE / POINTE EN LIGNE (SK30).
    fn discard_free(&self) -> bool {
        self.rules.options.free_discard || matches!(self.phase, Phase::DefMarche | Phase::DefPointe)
    }

    fn has_card_play(&self) -> bool {
        self.card_plays(|_| Break(())).is_break()
    }

    /// SK34: whether `Decline` is allowed now (`has_play`: some card play is legal). Against a
    /// TOUCHE the defender may always concede (even holding a TOUCHE NON VALABLE); anywhere else
    /// `Decline` is only for a player with no legal card play and nothing to discard.
    fn check_decline(&self, has_play: bool) -> Result<(), E> {
        match self.phase {
            Phase::DefTouche => Ok(()),
            // SK8: the TOUCHE announced by the BALAYAGE must follow.
            Phase::BalayageTouche if has_play => Err(E::MustPlayTouche),
            phase if has_play || (self.discard_phase() && !self.hand.is_empty()) => {
                if phase.actor_attacks() {
                    Err(E::PassOnlyWhenStuck)
                } else {
                    Err(E::NoDeclining { phase })
                }
            }
            _ => Ok(()),
        }
    }

    /// Calls `f` with every legal card play (not discards, not `Decline`) in a fixed order, until
    /// `f` breaks.
    fn card_plays(&self, f: impl FnMut(Action) -> ControlFlow<()>) -> ControlFlow<()> {
        if self.actor.is_none() {
            return Continue(());
        }
        self.with_rule(Candidates { situation: self, f })
    }

    /// The candidate card plays of the phase, each offered to `f` if `rule` accepts it. The
    /// cards come from the hand, so most candidates need only the rule.
    #[inline]
    fn candidates(
        &self,
        shape: Shape,
        rule: impl Fn(&Action) -> Result<(), E>,
        mut f: impl FnMut(Action) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        // `held`: the cards are known to be in hand, only the rule remains to check.
        let mut offer = |a: Action, held: bool| {
            let ok = if held {
                rule(&a)
            } else {
                self.check_held(&a).and_then(|()| rule(&a))
            };
            if ok.is_ok() {
                f(a)
            } else {
                Continue(())
            }
        };
        let cards = self.usable();
        // Whether a pair of `a` and `b` (held) is in hand.
        let pair_held = |a: Card, b: Card, copies_of_a: usize| a != b || copies_of_a >= 2;
        match shape {
            Shape::Feinte => {
                for (c, _) in cards.distinct() {
                    offer(Action::Play(c), true)?;
                }
                for (c, _) in cards.distinct() {
                    offer(Action::Attente(c), true)?;
                }
            }
            Shape::Keep => {
                for (c, _) in cards.distinct() {
                    offer(Action::Play(c), true)?;
                }
                for (a, n) in cards.distinct() {
                    for (b, _) in cards.distinct_from_card(a) {
                        if pair_held(a, b, n) {
                            offer(Action::Keep(a, b), true)?;
                        }
                    }
                }
            }
            Shape::Throw => {
                for (a, n) in cards.distinct() {
                    if let Some(shown) = self.ac_shown {
                        offer(Action::throw(shown, a), true)?;
                    } else {
                        for (b, _) in cards.distinct_from_card(a) {
                            if pair_held(a, b, n) {
                                offer(Action::ThrowAttacks(a, b), true)?;
                            }
                        }
                    }
                }
            }
            Shape::Fleche => {
                offer(Action::PlayTwo(Card::Retraite, Card::Retraite), false)?;
                offer(
                    Action::pair(Card::Parade(Line::Quarte), Card::Parade(Line::Sixte)),
                    false,
                )?;
                for (c, _) in cards.distinct() {
                    offer(Action::Play(c), true)?;
                }
            }
            Shape::Beat => {
                for (c, _) in cards.distinct() {
                    offer(Action::Play(c), true)?;
                }
                let beats = cards.count(Card::Battement);
                for (c, _) in cards.distinct() {
                    if beats > 0 && pair_held(Card::Battement, c, beats) {
                        offer(Action::PlayTwo(Card::Battement, c), true)?;
                    }
                }
            }
            Shape::Singles => {
                for (c, _) in cards.distinct() {
                    offer(Action::Play(c), true)?;
                }
                if self.rules.options.ac_first_attack_shown {
                    let acs = cards.count(Card::AttaqueComposee);
                    for (c, _) in cards.distinct() {
                        if acs > 0 && pair_held(Card::AttaqueComposee, c, acs) {
                            offer(Action::PlayTwo(Card::AttaqueComposee, c), true)?;
                        }
                    }
                }
            }
        }
        Continue(())
    }

    /// The card plays: everything but `Discard` and `Decline`. Membership first, then the rule.
    fn check_play(&self, action: &Action) -> Result<(), E> {
        self.check_held(action)?;
        self.with_rule(CheckOne(action))
    }

    /// Whether the actor holds the cards `action` takes from his hand.
    fn check_held(&self, action: &Action) -> Result<(), E> {
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
                // An attack shown with the AC lies in the chain: only the other one comes from
                // the hand.
                let from_hand = match self.ac_shown {
                    None => [Some(a), Some(b)],
                    Some(s) if s == a => [Some(b), None],
                    Some(s) if s == b => [Some(a), None],
                    Some(_) => return Err(E::ThrowNeedsQuarteAndSixte),
                };
                for c in from_hand.into_iter().flatten() {
                    self.need(c, copies_in(&from_hand, c))?;
                }
            }
            Action::Discard(_) | Action::Decline => {}
        }
        Ok(())
    }

    /// Hands `user` the phase's rule for a card play whose cards are held: the one place that
    /// says which answers each state of the §7 machine accepts. Chosen once, the rule is then
    /// asked of every candidate without matching the phase again.
    fn with_rule<U: WithRule>(&self, user: U) -> U::Out {
        let phase = self.phase;
        let not_here = move |card: Card| E::CardNotPlayableHere { phase, card };
        match phase {
            Phase::Over => user.call(Shape::Singles, |_: &Action| Err(E::GameIsOver)),
            Phase::Open | Phase::Riposte | Phase::ContAttack | Phase::ContTact => {
                user.call(Shape::Singles, |action: &Action| self.check_open(action))
            }
            Phase::AfterFeinte => user.call(Shape::Singles, |action: &Action| match *action {
                Action::Play(
                    Card::Feinte
                    | Card::Attack(..)
                    | Card::Fleche
                    | Card::Marche
                    | Card::PointeEnLigne,
                ) => Ok(()),
                Action::Play(c) => Err(not_here(c)),
                _ => Err(E::NotInThisPhase { phase }),
            }),
            Phase::DefAttack {
                line,
                derobement_allowed,
            } => user.call(Shape::Singles, |action: &Action| {
                self.check_defence(action, line, derobement_allowed, false)
            }),
            Phase::DefOff {
                kind,
                line,
                derobement_allowed,
            } => user.call(Shape::Singles, |action: &Action| {
                self.check_defence(
                    action,
                    line,
                    derobement_allowed,
                    kind == Offensive::PriseDeFer,
                )
            }),
            Phase::DefFleche { derobement_allowed } => {
                user.call(Shape::Fleche, |action: &Action| match *action {
                    Action::PlayTwo(Card::Retraite, Card::Retraite) => Ok(()),
                    Action::PlayTwo(a, b)
                        if Action::pair(a, b)
                            == Action::pair(
                                Card::Parade(Line::Quarte),
                                Card::Parade(Line::Sixte),
                            ) =>
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
                })
            }
            Phase::DefTouche => user.call(Shape::Singles, |action: &Action| match *action {
                Action::Play(Card::ToucheNonValable) => Ok(()),
                Action::Play(c) => Err(not_here(c)),
                _ => Err(E::NotInThisPhase { phase }),
            }),
            Phase::DefMarche | Phase::DefPointe => {
                user.call(Shape::Beat, |action: &Action| match *action {
                    Action::PlayTwo(Card::Battement, c)
                        if c.is_simple_attack() || c == Card::Fleche =>
                    {
                        Ok(())
                    }
                    Action::PlayTwo(Card::Battement, _) => Err(E::NeedsAttackToFollow),
                    Action::Play(Card::Battement) => Err(E::NeedsAttackToFollow),
                    Action::Play(Card::Arret(_)) if matches!(phase, Phase::DefMarche) => Ok(()),
                    Action::Play(Card::PriseDeFer(_)) if matches!(phase, Phase::DefPointe) => {
                        Ok(())
                    }
                    Action::Play(c) => Err(not_here(c)),
                    _ => Err(E::NotInThisPhase { phase }),
                })
            }
            Phase::DefFeinte => user.call(Shape::Feinte, |action: &Action| match *action {
                Action::Play(Card::ContreAttaque(_)) | Action::Attente(_) => Ok(()),
                Action::Play(c) => Err(not_here(c)),
                _ => Err(E::NotInThisPhase { phase }),
            }),
            Phase::DefAc { .. } => user.call(Shape::Keep, |action: &Action| match *action {
                Action::Play(Card::ContreAttaque(_)) | Action::Keep(..) => Ok(()),
                Action::Play(Card::Balayage) => Err(E::BalayageOnlyVsSimpleAttack),
                Action::Play(c) => Err(not_here(c)),
                _ => Err(E::NotInThisPhase { phase }),
            }),
            Phase::Ac1 => user.call(Shape::Singles, |action: &Action| match *action {
                Action::Play(c @ Card::Attack(_, l))
                    if l.is_high() && self.holds_attack_in(l.other_high(), Some(c)) =>
                {
                    Ok(())
                }
                Action::Play(c) => Err(E::AcWrongAttack { card: c }),
                _ => Err(E::NotInThisPhase { phase }),
            }),
            Phase::Ac2 { first_line } => {
                user.call(Shape::Singles, |action: &Action| match *action {
                    Action::Play(Card::Attack(_, l)) if l == first_line.other_high() => Ok(()),
                    Action::Play(c) => Err(E::AcWrongAttack { card: c }),
                    _ => Err(E::NotInThisPhase { phase }),
                })
            }
            Phase::AcThrow => user.call(Shape::Throw, |action: &Action| match *action {
                Action::ThrowAttacks(Card::Attack(_, la), Card::Attack(_, lb))
                    if la.is_high() && lb == la.other_high() =>
                {
                    Ok(())
                }
                Action::ThrowAttacks(..) => Err(E::ThrowNeedsQuarteAndSixte),
                _ => Err(E::NotInThisPhase { phase }),
            }),
            Phase::DefBalayage => user.call(Shape::Singles, |action: &Action| match *action {
                Action::Play(Card::JeuViolent | Card::SortieDePiste | Card::Bousculade) => Ok(()),
                Action::Play(c) => Err(not_here(c)),
                _ => Err(E::NotInThisPhase { phase }),
            }),
            Phase::BalayageTouche => user.call(Shape::Singles, |action: &Action| match *action {
                Action::Play(Card::Touche) => Ok(()),
                _ => Err(E::MustPlayTouche),
            }),
        }
    }

    #[inline]
    fn check_open(&self, action: &Action) -> Result<(), E> {
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
            Action::Play(Card::PriseDeFer(_)) if matches!(phase, Phase::Riposte) => Ok(()),
            Action::Play(Card::Touche) if matches!(phase, Phase::ContAttack) => Ok(()),
            Action::Play(card) => Err(E::CardNotPlayableHere { phase, card }),
            _ => Err(E::NotInThisPhase { phase }),
        }
    }

    #[inline]
    fn check_defence(
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

fn copies_in(cards: &[Option<Card>; 2], card: Card) -> usize {
    cards.iter().filter(|&&c| c == Some(card)).count()
}

/// What is done with the phase's rule (`Situation::with_rule`).
trait WithRule {
    type Out;
    fn call(self, shape: Shape, rule: impl Fn(&Action) -> Result<(), E>) -> Self::Out;
}

/// Which card plays a state can offer (a known constant where the rule is chosen, so the
/// enumeration does not match the phase again).
#[derive(Clone, Copy)]
enum Shape {
    /// Each card alone (and, SK11 option, an ATTAQUE COMPOSÉE with its first attack).
    Singles,
    /// Each card alone, then each card face down (DEF_FEINTE).
    Feinte,
    /// Each card alone, then each pair to keep (DEF_AC).
    Keep,
    /// A quarte and a sixte attack to throw (after a CONTRE-ATTAQUE on an AC).
    Throw,
    /// The two pairs that stop a FLÈCHE, then each card alone.
    Fleche,
    /// Each card alone, then BATTEMENT with each card (DEF_MARCHE, DEF_POINTE).
    Beat,
}

/// Check one card play.
struct CheckOne<'a>(&'a Action);

impl WithRule for CheckOne<'_> {
    type Out = Result<(), E>;
    fn call(self, _: Shape, rule: impl Fn(&Action) -> Result<(), E>) -> Result<(), E> {
        rule(self.0)
    }
}

/// Offer every legal card play to `f`.
struct Candidates<'s, F> {
    situation: &'s Situation,
    f: F,
}

impl<F: FnMut(Action) -> ControlFlow<()>> WithRule for Candidates<'_, F> {
    type Out = ControlFlow<()>;
    #[inline]
    fn call(self, shape: Shape, rule: impl Fn(&Action) -> Result<(), E>) -> ControlFlow<()> {
        self.situation.candidates(shape, rule, self.f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn why_not_lists_each_unusable_card_once_with_its_reason() {
        let phase = Phase::DefAttack {
            line: Line::Sixte,
            derobement_allowed: false,
        };
        let parry = Card::Parade(Line::Sixte);
        let wrong = Card::Parade(Line::Quarte);
        let hand = [parry, wrong, wrong, Card::Touche];
        let legal = [Action::Play(parry), Action::Decline];
        let check = |action: &Action| match action {
            Action::Play(c) if *c == parry => Ok(()),
            Action::Play(c) if *c == wrong => Err(E::WrongParryLine {
                attack: Line::Sixte,
                parry: *c,
            }),
            Action::Play(c) => Err(E::CardNotPlayableHere { phase, card: *c }),
            _ => Err(E::NotInThisPhase { phase }),
        };
        let reasons = why_not(&hand, &legal, check);
        assert_eq!(reasons.len(), 2);
        assert_eq!(reasons[0].0, wrong);
        assert!(matches!(reasons[1].1, E::CardNotPlayableHere { .. }));
    }
}
