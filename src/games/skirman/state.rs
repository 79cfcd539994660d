//! The full state of a game of Skirm'an and its transitions (§7 and the clarifications
//! SK25–SK34). Legality lives in `check` (and `card_plays`, the card plays it accepts); the
//! effects in `apply`.
//!
//! Drawing (SK1, SK25): whenever the seat to act changes, the player who just played draws back
//! to 7, except the defender during a FEINTE chain (SK17) and anybody during an ATTAQUE
//! COMPOSÉE (SK26). A parry and its riposte, a BATTEMENT and its attack are one turn, so the
//! rule needs no exception for them. After a touch (scored or cancelled) both draw.
//!
//! Termination: every exchange uses up cards from the hands and the hands only refill from the
//! talon and the discard pile, so an exchange in which nobody draws always ends; with draws,
//! random play ends with probability 1 (the property tests play 100 000 games per level). No
//! cap is needed.
use super::actions::Action;
use super::cards::{Card, Line};
use super::chain::{ChainLink, Exchange, ExchangeEnd, LinkKind, ShownCard, TouchCause};
use super::errors::SkirmanError as E;
use super::phase::{Offensive, Phase};
use super::rules::{Level, Rules};
use crate::core::{Outcome, Rng, Seat};

/// Cards in a full hand (§2).
pub const HAND: usize = 7;
/// Touches to win (§3).
pub const TOUCHES_TO_WIN: u8 = 5;
/// AVERTISSEMENT cards (§2).
pub const WARNING_POOL: u8 = 3;

/// One link of the chain on the table, with its card if it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    pub by: Seat,
    pub card: Option<Card>,
    pub kind: LinkKind,
    pub face_down: bool,
}

/// The defender's cards during an ATTAQUE COMPOSÉE (SK11, SK12).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AcState {
    pub defender: Seat,
    /// The kept cards not yet played.
    pub kept: Vec<Card>,
    pub aside: Vec<Card>,
    /// The first attack, shown with the AC (SK11 option).
    pub shown: Option<Card>,
}

/// Everything, hidden cards and talon order included. Players and bots only get a view.
#[derive(Clone, Debug, PartialEq)]
pub struct SkirmanGame {
    pub(super) rules: Rules,
    pub(super) rng: Rng,
    /// The next card to draw is the last element.
    pub(super) talon: Vec<Card>,
    pub(super) discard: Vec<Card>,
    /// Sorted.
    pub(super) hands: [Vec<Card>; 2],
    pub(super) chain: Vec<Link>,
    pub(super) exchanges: Vec<Exchange>,
    pub(super) phase: Phase,
    pub(super) actor: Seat,
    pub(super) touches: [u8; 2],
    pub(super) warnings: [u8; 2],
    pub(super) pool: u8,
    pub(super) marche_count: u8,
    /// The defender under a FEINTE chain (he does not draw).
    pub(super) feint_defender: Option<Seat>,
    pub(super) ac: Option<AcState>,
    pub(super) outcome: Option<Outcome>,
}

fn insert_sorted(hand: &mut Vec<Card>, card: Card) {
    let at = hand.partition_point(|c| *c <= card);
    hand.insert(at, card);
}

fn remove_one(cards: &mut Vec<Card>, card: Card) -> bool {
    match cards.iter().position(|c| *c == card) {
        Some(i) => {
            cards.remove(i);
            true
        }
        None => false,
    }
}

fn copies(cards: &[Card], card: Card) -> usize {
    cards.iter().filter(|c| **c == card).count()
}

/// SK5: a card en attente stops an attack in `line` if it is a defensive green answer to it.
pub fn attente_stops(card: Card, line: Line) -> bool {
    card.parries(line) || matches!(card, Card::Retraite | Card::Balayage)
}

impl SkirmanGame {
    /// Shuffles the level's talon from `seed`, deals 7 to each and draws who starts.
    pub fn new(rules: Rules, seed: u64) -> SkirmanGame {
        let mut rng = Rng::seeded(seed);
        let mut talon = Card::deck(rules.level);
        rng.shuffle(&mut talon);
        let first = if rng.coin() { Seat::One } else { Seat::Two };
        let mut game = SkirmanGame {
            rules,
            rng,
            talon,
            discard: Vec::new(),
            hands: [Vec::with_capacity(HAND), Vec::with_capacity(HAND)],
            chain: Vec::new(),
            exchanges: Vec::new(),
            phase: Phase::Open,
            actor: first,
            touches: [0; 2],
            warnings: [0; 2],
            pool: WARNING_POOL,
            marche_count: 0,
            feint_defender: None,
            ac: None,
            outcome: None,
        };
        game.draw(first);
        game.draw(first.other());
        game
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn level(&self) -> Level {
        self.rules.level
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }
    pub fn touches(&self) -> [u8; 2] {
        self.touches
    }
    pub fn warnings(&self) -> [u8; 2] {
        self.warnings
    }
    pub fn warning_pool(&self) -> u8 {
        self.pool
    }
    pub fn marche_count(&self) -> u8 {
        self.marche_count
    }
    pub fn talon_len(&self) -> usize {
        self.talon.len()
    }
    /// The talon, next card first (tests only).
    pub fn talon_top_first(&self) -> Vec<Card> {
        self.talon.iter().rev().copied().collect()
    }
    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }
    pub fn chain(&self) -> &[Link] {
        &self.chain
    }
    pub fn exchanges(&self) -> &[Exchange] {
        &self.exchanges
    }
    pub fn ac(&self) -> Option<&AcState> {
        self.ac.as_ref()
    }
    /// Who has the initiative.
    pub fn attaquant(&self) -> Seat {
        if self.phase.actor_attacks() || self.phase == Phase::Over {
            self.actor
        } else {
            self.actor.other()
        }
    }

    /// Every card of the game, wherever it is (for conservation checks): talon, discard pile,
    /// hands, chain, kept and set-aside cards.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.talon.clone();
        all.extend(&self.discard);
        all.extend(&self.hands[0]);
        all.extend(&self.hands[1]);
        all.extend(
            self.chain
                .iter()
                .filter(|l| self.on_table(l))
                .filter_map(|l| l.card),
        );
        if let Some(ac) = &self.ac {
            all.extend(&ac.kept);
            all.extend(&ac.aside);
        }
        all
    }

    /// Whether a link's card lies in the chain (thrown attacks go under the talon at once with
    /// the SK14 option).
    pub(super) fn on_table(&self, link: &Link) -> bool {
        link.card.is_some()
            && !(link.kind == LinkKind::Thrown && self.rules.options.countered_ac_under_talon)
    }

    // ----- legality -------------------------------------------------------------------------

    /// The cards the actor can play from: his hand, or his kept cards against an AC (SK12).
    fn usable(&self) -> &[Card] {
        match &self.ac {
            Some(ac) if ac.defender == self.actor && self.hands[self.actor.index()].is_empty() => {
                &ac.kept
            }
            _ => &self.hands[self.actor.index()],
        }
    }

    fn has(&self, card: Card, n: usize) -> bool {
        copies(self.usable(), card) >= n
    }

    fn holds_attack_in(&self, line: Line, except: Option<Card>) -> bool {
        let mut skipped = false;
        self.usable().iter().any(|&c| {
            if Some(c) == except && !skipped {
                skipped = true;
                return false;
            }
            matches!(c, Card::Attack(_, l) if l == line)
        })
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

    fn has_card_play(&self) -> bool {
        let mut plays = Vec::new();
        self.card_plays(&mut plays);
        !plays.is_empty()
    }

    fn discard_free(&self) -> bool {
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
        if self.phase.is_defence() || out.is_empty() {
            out.push(Action::Decline);
        }
        out
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
            Action::Decline => {
                if self.phase.is_defence() {
                    Ok(())
                } else if self.phase == Phase::BalayageTouche {
                    // SK8: the TOUCHE announced by the BALAYAGE must follow (it is always held).
                    Err(E::MustPlayTouche)
                } else if self.legal_without_decline() {
                    Err(E::PassOnlyWhenStuck)
                } else {
                    Ok(())
                }
            }
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

    fn legal_without_decline(&self) -> bool {
        if self.has_card_play() {
            return true;
        }
        self.discard_phase() && !self.hands[self.actor.index()].is_empty()
    }

    fn need(&self, card: Card, n: usize) -> Result<(), E> {
        if self.has(card, n) {
            Ok(())
        } else {
            Err(E::CardNotInHand { card })
        }
    }

    /// The card plays: everything but `Discard` and `Decline`.
    fn check_play(&self, action: &Action) -> Result<(), E> {
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
            Action::Play(Card::PriseDeFer(_)) if phase == Phase::Riposte => Ok(()),
            Action::Play(Card::Touche) if phase == Phase::ContAttack => Ok(()),
            Action::Play(card) => Err(E::CardNotPlayableHere { phase, card }),
            _ => Err(E::NotInThisPhase { phase }),
        }
    }

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

    // ----- effects --------------------------------------------------------------------------

    fn take(&mut self, seat: Seat, card: Card) {
        if !remove_one(&mut self.hands[seat.index()], card) {
            if let Some(ac) = self.ac.as_mut() {
                remove_one(&mut ac.kept, card);
            }
        }
    }

    fn link(&mut self, by: Seat, card: Option<Card>, kind: LinkKind) {
        self.chain.push(Link {
            by,
            card,
            kind,
            face_down: false,
        });
    }

    /// Plays `card` from `by`'s hand onto the chain.
    fn put(&mut self, by: Seat, card: Card, kind: LinkKind) {
        self.take(by, card);
        self.link(by, Some(card), kind);
    }

    /// Refills `seat` to 7, reshuffling the discard pile (only) when the talon is empty (SK21,
    /// SK29).
    pub(super) fn draw(&mut self, seat: Seat) {
        let hand = &mut self.hands[seat.index()];
        while hand.len() < HAND {
            if self.talon.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                std::mem::swap(&mut self.talon, &mut self.discard);
                self.rng.shuffle(&mut self.talon);
            }
            if let Some(card) = self.talon.pop() {
                insert_sorted(hand, card);
            }
        }
    }

    fn public_links(&self) -> Vec<ChainLink> {
        self.chain
            .iter()
            .map(|l| ChainLink {
                by: l.by,
                card: l.card.map(|c| {
                    if l.face_down {
                        ShownCard::FaceDown(None)
                    } else {
                        ShownCard::Up(c)
                    }
                }),
                link: l.kind,
            })
            .collect()
    }

    /// The exchange ends: its cards go to the discard pile (SK29).
    fn end_exchange(&mut self, end: ExchangeEnd) {
        let links = self.public_links();
        let chain = std::mem::take(&mut self.chain);
        for link in &chain {
            if self.on_table(link) {
                if let Some(card) = link.card {
                    self.discard.push(card);
                }
            }
        }
        self.exchanges.push(Exchange { links, end });
        self.feint_defender = None;
        self.marche_count = 0;
    }

    /// The AC sequence is settled: kept and set-aside cards return to the hand (SK12).
    fn finish_ac(&mut self) {
        if let Some(ac) = self.ac.take() {
            let hand = &mut self.hands[ac.defender.index()];
            for card in ac.kept.into_iter().chain(ac.aside) {
                insert_sorted(hand, card);
            }
        }
    }

    fn goto(&mut self, phase: Phase, actor: Seat) {
        self.phase = phase;
        self.actor = actor;
        // SK16: a defender with no card left under a FEINTE is touched.
        if phase == Phase::DefFeinte && self.hands[actor.index()].is_empty() {
            self.score(actor.other(), TouchCause::FeintExhaustion);
        }
    }

    fn score(&mut self, scorer: Seat, cause: TouchCause) {
        self.finish_ac();
        self.end_exchange(ExchangeEnd::Touch { scorer, cause });
        self.touches[scorer.index()] += 1;
        if self.touches[scorer.index()] >= TOUCHES_TO_WIN {
            self.outcome = Some(Outcome::Winner(scorer));
            self.phase = Phase::Over;
            self.actor = scorer;
            return;
        }
        self.draw(scorer);
        self.draw(scorer.other());
        self.phase = Phase::Open;
        self.actor = scorer;
    }

    /// `by` played SORTIE DE PISTE or BOUSCULADE: `receiver` gets a warning (SK9, SK33).
    fn warn(&mut self, receiver: Seat, by: Seat) {
        self.warnings[receiver.index()] += 1;
        self.pool = self.pool.saturating_sub(1);
        if self.warnings[receiver.index()] >= 2 {
            self.warnings[receiver.index()] -= 2;
            self.pool += 2;
            self.score(by, TouchCause::Warnings);
        } else {
            self.finish_ac();
            self.end_exchange(ExchangeEnd::Arbitration {
                by,
                warned: receiver,
            });
            self.draw(by);
            self.goto(Phase::Open, by);
        }
    }

    /// The initiative goes to `to` after a discard or a pass (SK29).
    fn pass_initiative(&mut self, to: Seat) {
        self.finish_ac();
        self.end_exchange(ExchangeEnd::InitiativePassed { to });
        self.goto(Phase::Open, to);
    }

    fn no_draw(&self, seat: Seat) -> bool {
        self.ac.is_some() || self.feint_defender == Some(seat)
    }

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

    fn apply_inner(&mut self, action: &Action) {
        let me = self.actor;
        let you = me.other();
        let phase = self.phase;
        match phase {
            Phase::Over => {}
            Phase::Open | Phase::Riposte | Phase::ContAttack | Phase::ContTact => {
                if phase == Phase::ContAttack && *action != Action::Play(Card::Touche) {
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
                    self.put(me, c, LinkKind::Discard);
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
                    self.put(me, c, LinkKind::Discard);
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
                    // SK28: no discard, the touch is scored at once (SK4: not cancellable).
                    self.link(me, None, LinkKind::Declined);
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
                    let derobement_allowed = phase == Phase::DefPointe;
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
                        Action::Discard(c) => self.put(me, c, LinkKind::Discard),
                        _ => self.link(me, None, LinkKind::Declined),
                    }
                    if phase == Phase::DefMarche && self.marche_count >= 3 {
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
                    let hand = std::mem::take(&mut self.hands[me.index()]);
                    let mut aside = hand;
                    let mut kept = Vec::new();
                    if let Action::Keep(a, b) = *action {
                        for c in [a, b] {
                            if remove_one(&mut aside, c) {
                                kept.push(c);
                            }
                        }
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
                    let mut shown = self.ac.as_ref().and_then(|ac| ac.shown);
                    for c in [a, b] {
                        if shown == Some(c) {
                            shown = None;
                            continue;
                        }
                        self.put(me, c, LinkKind::Thrown);
                        if self.rules.options.countered_ac_under_talon {
                            self.talon.insert(0, c);
                        }
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
                        Action::Discard(c) => self.put(me, c, LinkKind::Discard),
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
    fn ac_answer(&mut self, line: Line, first: Option<Line>) {
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
        let has = ac.kept.contains(&needed);
        if has {
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
    fn open_play(&mut self, action: &Action) {
        let me = self.actor;
        let you = me.other();
        let phase = self.phase;
        let attack_link = if phase == Phase::Riposte {
            LinkKind::Riposte
        } else {
            LinkKind::Attack
        };
        let continuing_marche = phase == Phase::ContTact && self.marche_count > 0;
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
                self.put(me, c, LinkKind::Discard);
                self.pass_initiative(you);
            }
            _ => {
                self.link(me, None, LinkKind::Declined);
                self.pass_initiative(you);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::skirman::record::Position;
    use crate::games::skirman::rules::Options;
    use crate::games::skirman::AttackKind::CoupDroit;
    use Line::{Quarte, Sixte};

    /// Seat one attacks with `one`; seat two holds `two`; the rest is the talon.
    fn game(rules: Rules, one: &[Card], two: &[Card]) -> SkirmanGame {
        let mut talon = Card::deck(rules.level);
        for c in one.iter().chain(two) {
            assert!(remove_one(&mut talon, *c));
        }
        SkirmanGame::from_position(
            rules,
            Position {
                hands: [one.to_vec(), two.to_vec()],
                talon,
                discard: vec![],
                touches: [0, 0],
                warnings: [0, 0],
                to_move: Seat::One,
                seed: 1,
            },
        )
        .unwrap()
    }

    fn comp() -> Rules {
        Rules::new(Level::Competition)
    }

    const CD6: Card = Card::Attack(CoupDroit, Sixte);
    const CD4: Card = Card::Attack(CoupDroit, Quarte);

    #[test]
    fn strict_discard_sk2_sk30() {
        let g = game(comp(), &[CD6, Card::Touche], &[Card::Touche]);
        assert_eq!(
            g.check(&Action::Discard(Card::Touche)),
            Err(E::DiscardOnlyWhenStuck)
        );
        let mut free = comp();
        free.options.free_discard = true;
        let g = game(free, &[CD6, Card::Touche], &[Card::Touche]);
        assert_eq!(g.check(&Action::Discard(Card::Touche)), Ok(()));
        // Stuck: only discards are listed, and no pass.
        let g = game(comp(), &[Card::Touche, Card::Retraite], &[Card::Touche]);
        assert_eq!(
            g.legal_actions(),
            vec![
                Action::Discard(Card::Touche),
                Action::Discard(Card::Retraite)
            ]
        );
    }

    #[test]
    fn parry_lines_balayage_needs_touche_retraite_vs_pdf() {
        let mut g = game(
            comp(),
            &[CD6],
            &[Card::Parade(Quarte), Card::Balayage, Card::Contre(Quarte)],
        );
        g.play_in_place(&Action::Play(CD6)).unwrap();
        assert_eq!(g.to_act(), Some(Seat::Two));
        assert_eq!(
            g.check(&Action::Play(Card::Parade(Quarte))),
            Err(E::WrongParryLine {
                attack: Sixte,
                parry: Card::Parade(Quarte)
            })
        );
        assert_eq!(
            g.check(&Action::Play(Card::Balayage)),
            Err(E::NeedsToucheInHand)
        ); // SK8
        g.play_in_place(&Action::Play(Card::Contre(Quarte)))
            .unwrap();
        assert_eq!(g.phase(), Phase::Riposte);
        assert_eq!(g.attaquant(), Seat::Two);
        // SK25: no draw between the parry and the riposte.
        assert_eq!(g.hand(Seat::Two).len(), 2);
        assert_eq!(g.hand(Seat::One).len(), 7);
    }

    #[test]
    fn no_retraite_against_prise_de_fer_sk7() {
        let mut g = game(
            comp(),
            &[CD6, Card::PriseDeFer(Quarte)],
            &[Card::Parade(Sixte), Card::Retraite],
        );
        g.play_in_place(&Action::Play(CD6)).unwrap();
        g.play_in_place(&Action::Play(Card::Parade(Sixte))).unwrap();
        // Seat two ripostes; seat one parries? He has nothing: make seat two play the PDF.
        assert_eq!(g.to_act(), Some(Seat::Two));
        let mut g2 = game(
            comp(),
            &[Card::PointeEnLigne, Card::Retraite],
            &[Card::PriseDeFer(Quarte)],
        );
        g2.play_in_place(&Action::Play(Card::PointeEnLigne))
            .unwrap();
        g2.play_in_place(&Action::Play(Card::PriseDeFer(Quarte)))
            .unwrap();
        assert_eq!(
            g2.check(&Action::Play(Card::Retraite)),
            Err(E::RetraiteVsPriseDeFer)
        );
    }

    #[test]
    fn three_marches_score_sk15() {
        let mut g = game(
            comp(),
            &[Card::Marche, Card::Marche, Card::Marche],
            &[Card::Touche],
        );
        for _ in 0..2 {
            g.play_in_place(&Action::Play(Card::Marche)).unwrap();
            g.play_in_place(&Action::Decline).unwrap();
            assert_eq!(g.phase(), Phase::ContTact);
        }
        // The hand was refilled, but the third MARCHE is still in it.
        g.play_in_place(&Action::Play(Card::Marche)).unwrap();
        assert_eq!(g.marche_count(), 3);
        g.play_in_place(&Action::Decline).unwrap();
        assert_eq!(g.touches(), [1, 0]);
        assert_eq!(g.phase(), Phase::Open);
        assert_eq!(g.to_act(), Some(Seat::One));
    }

    #[test]
    fn feint_exhaustion_sk16_and_fleche_after_feint_sk27() {
        let mut g = game(comp(), &[Card::Feinte, Card::Fleche], &[Card::Touche]);
        g.play_in_place(&Action::Play(Card::Feinte)).unwrap();
        g.play_in_place(&Action::Attente(Card::Touche)).unwrap();
        assert_eq!(
            g.touches(),
            [1, 0],
            "the defender's hand emptied under the feint"
        );
        let mut g = game(
            comp(),
            &[Card::Feinte, Card::Fleche],
            &[Card::Retraite, Card::Retraite],
        );
        g.play_in_place(&Action::Play(Card::Feinte)).unwrap();
        g.play_in_place(&Action::Attente(Card::Retraite)).unwrap();
        assert_eq!(g.hand(Seat::Two).len(), 1, "no draw under a feint");
        g.play_in_place(&Action::Play(Card::Fleche)).unwrap();
        assert_eq!(g.touches(), [1, 0]);
    }

    #[test]
    fn attente_reveal_sk5() {
        let mut g = game(
            comp(),
            &[Card::Feinte, CD6],
            &[Card::Parade(Sixte), Card::Touche],
        );
        g.play_in_place(&Action::Play(Card::Feinte)).unwrap();
        g.play_in_place(&Action::Attente(Card::Parade(Sixte)))
            .unwrap();
        g.play_in_place(&Action::Play(CD6)).unwrap();
        assert_eq!((g.phase(), g.to_act()), (Phase::Riposte, Some(Seat::Two)));
    }

    #[test]
    fn attaque_composee_sk26() {
        let mut g = game(
            comp(),
            &[Card::AttaqueComposee, CD4, CD6],
            &[Card::Parade(Quarte), Card::Contre(Quarte), Card::Touche],
        );
        g.play_in_place(&Action::Play(Card::AttaqueComposee))
            .unwrap();
        g.play_in_place(&Action::keep(Card::Parade(Quarte), Card::Contre(Quarte)))
            .unwrap();
        assert_eq!(g.ac().unwrap().aside, vec![Card::Touche]);
        // The first attack must leave an attack of the other line.
        g.play_in_place(&Action::Play(CD4)).unwrap();
        assert_eq!(g.phase(), Phase::Ac2 { first_line: Quarte });
        g.play_in_place(&Action::Play(CD6)).unwrap();
        assert_eq!((g.phase(), g.to_act()), (Phase::Riposte, Some(Seat::Two)));
        assert_eq!(
            g.hand(Seat::Two),
            &[Card::Touche],
            "the set-aside card is back (SK12)"
        );
        assert_eq!(
            g.hand(Seat::One).len(),
            7,
            "the attacker draws when the AC ends"
        );
    }

    #[test]
    fn contre_attaque_on_ac_sk14() {
        let mut rules = comp();
        rules.options.countered_ac_under_talon = true;
        let mut g = game(
            rules,
            &[Card::AttaqueComposee, CD4, CD6],
            &[Card::ContreAttaque(Sixte)],
        );
        g.play_in_place(&Action::Play(Card::AttaqueComposee))
            .unwrap();
        g.play_in_place(&Action::Play(Card::ContreAttaque(Sixte)))
            .unwrap();
        assert_eq!(g.legal_actions(), vec![Action::throw(CD4, CD6)]);
        g.play_in_place(&Action::throw(CD4, CD6)).unwrap();
        let talon = g.talon_top_first();
        assert!(talon.ends_with(&[CD4, CD6]) || talon.ends_with(&[CD6, CD4]));
        assert_eq!(
            g.phase(),
            Phase::DefOff {
                kind: Offensive::ContreAttaque,
                line: Sixte,
                derobement_allowed: false
            }
        );
    }

    #[test]
    fn two_warnings_make_a_touch_sk9() {
        let mut g = game(
            comp(),
            &[CD6, CD4],
            &[Card::SortieDePiste, Card::Bousculade],
        );
        g.warnings = [1, 0];
        g.pool = 2;
        g.play_in_place(&Action::Play(CD6)).unwrap();
        g.play_in_place(&Action::Play(Card::SortieDePiste)).unwrap();
        assert_eq!(g.touches(), [0, 1]);
        assert_eq!((g.warnings(), g.warning_pool()), ([0, 0], 3));
    }

    #[test]
    fn battement_needs_an_attack_and_derobement_on_own_pointe_sk31_sk32() {
        let mut g = game(
            comp(),
            &[Card::PointeEnLigne, Card::Derobement],
            &[Card::Battement, Card::Fleche],
        );
        g.play_in_place(&Action::Play(Card::PointeEnLigne)).unwrap();
        assert_eq!(
            g.check(&Action::Play(Card::Battement)),
            Err(E::NeedsAttackToFollow)
        );
        g.play_in_place(&Action::pair(Card::Battement, Card::Fleche))
            .unwrap();
        assert_eq!(
            g.phase(),
            Phase::DefFleche {
                derobement_allowed: true
            }
        );
        g.play_in_place(&Action::Play(Card::Derobement)).unwrap();
        assert_eq!(g.touches(), [1, 0]);
    }

    #[test]
    fn not_in_this_level_sk24() {
        let g = game(Rules::new(Level::Initiation), &[CD6], &[Card::Touche]);
        assert_eq!(
            g.check(&Action::Play(Card::Marche)),
            Err(E::NotInThisLevel { card: Card::Marche })
        );
        let _ = Options::default();
    }
}
