//! What one player may know. The type has no field for the opponent's hand, the talon order,
//! the discard pile's contents or the opponent's face-down cards (only their counts).
use super::actions::Action;
use super::cards::Card;
use super::chain::{ChainLink, Exchange, History};
use super::chain::{LinkKind, ShownCard};
use super::errors::{Error, SetupError};
use super::hand::Hand;
use super::phase::Phase;
use super::rules::Rules;
use super::state::{AcState, Link, Skirman, HAND, TOUCHES_TO_WIN, WARNING_POOL};
use crate::core::{Game, Outcome, PublicInfo, Rng, Seat};
use serde::{Deserialize, Serialize};

/// What everyone at the table sees: counts for every hidden pile, the chain with face-down
/// cards as backs (`ShownCard::FaceDown` carries no card), scores and warnings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Public {
    pub rules: Rules,
    pub phase: Phase,
    /// Whose decision it is; `None` once the game is over.
    pub to_act: Option<Seat>,
    /// Who has the initiative (the ATTAQUANT).
    pub attaquant: Seat,
    /// Cards in each hand, by `Seat::index`.
    pub hand_sizes: [u8; 2],
    pub talon: u8,
    pub discard: u8,
    /// The exchange in progress, oldest link first; face-down cards show their backs.
    pub chain: Vec<ChainLink>,
    /// Cards each seat has en attente under FEINTEs (face down in the chain).
    pub attente: [u8; 2],
    /// The defender of the ATTAQUE COMPOSÉE in progress, how many cards he kept (not yet
    /// played) and set aside, and the AC's first attack if it was shown with it (SK11 option).
    pub ac_defender: Option<Seat>,
    pub kept: u8,
    pub aside: u8,
    pub ac_shown: Option<Card>,
    /// The defender is under a FEINTE chain (he does not draw).
    pub feint_active: bool,
    pub touches: [u8; 2],
    pub warnings: [u8; 2],
    pub warning_pool: u8,
    /// Consecutive unanswered MARCHEs of the ATTAQUANT (SK15).
    pub marche_count: u8,
    /// Finished exchanges, oldest first (public information only).
    pub exchanges: Vec<Exchange>,
    pub outcome: Option<Outcome>,
}

/// What only one seat sees: its hand, its own face-down cards, and (as the defender of an
/// ATTAQUE COMPOSÉE) the cards it kept and set aside.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Private {
    /// The viewer's hand, sorted.
    pub hand: Vec<Card>,
    /// The viewer's own face-down cards: (index in `Public::chain`, card), oldest first.
    pub face_down: Vec<(usize, Card)>,
    /// Against an ATTAQUE COMPOSÉE: the viewer's 2 kept cards (those not yet played) and the
    /// cards set aside.
    pub kept: Vec<Card>,
    pub aside: Vec<Card>,
}

/// One seat's knowledge of a Skirm'an bout.
pub type View = crate::core::View<Public, Private>;

/// Why a view read from outside (the engine protocol) is not what the seat to act sees in any
/// bout. A view with a problem is never determinized or searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewProblem {
    /// The bout is over: nobody has a decision to make.
    GameOver,
    /// The view is not that of the seat to act.
    NotYourDecision { viewer: Seat },
    /// What an explicit position could not hold either (more copies of a card than the level
    /// has, a hand over 7, touches or warnings out of range).
    Setup(SetupError),
    /// The viewer's hand size in the public part is not the size of its hand.
    HandSizeMismatch { said: u8, holds: u8 },
    /// The warnings in the pool and in front of the players make 3 (SK9).
    WarningPool { said: u8, expected: u8 },
    /// Three MARCHEs in a row score (SK15): the count never exceeds 3.
    MarcheCount { count: u8 },
    /// Hands, talon, discard pile, chain and the cards kept or set aside hold every card of the
    /// level once: `expected` in all.
    CardTotal { found: usize, expected: usize },
    /// The phase does not fit the table: an exchange starts on an empty table and only the
    /// opening waits on one (§7); after a BALAYAGE ET RIPOSTE DOS its player holds the TOUCHE it
    /// announced (SK8).
    PhaseAndTable,
    /// More finished exchanges, or cards in them, than a view may hold (`MAX_EXCHANGES`,
    /// `MAX_EXCHANGE_CARDS`): a longer bout than any played, and more than a search may read.
    TooLong { exchanges: usize, cards: usize },
    /// A finished exchange shows a card more often than the level has it: every card of an
    /// exchange is on the table at once until the exchange ends (SK29). `exchange` from 0.
    ExchangeCards {
        exchange: usize,
        card: Card,
        expected: u8,
        found: usize,
    },
    /// Each part is plausible, but together they describe no position: no state shows this view.
    Unreachable,
}

/// The most finished exchanges a view may hold. The longest of 18 000 bouts of random and of
/// Standard play at every level had 72 exchanges and 303 cards in them.
pub const MAX_EXCHANGES: usize = 500;
/// The most cards (links) the finished exchanges of a view may hold together.
pub const MAX_EXCHANGE_CARDS: usize = 2_500;

/// The first card that `cards` holds more often than `level` has it: (card, copies, found).
fn first_excess(
    cards: impl Iterator<Item = Card>,
    level: super::rules::Level,
) -> Option<(Card, u8, usize)> {
    let mut counted: Vec<(Card, usize)> = Vec::new();
    for card in cards {
        match counted.iter_mut().find(|(c, _)| *c == card) {
            Some((_, n)) => *n += 1,
            None => counted.push((card, 1)),
        }
    }
    counted
        .into_iter()
        .find(|&(card, found)| found > card.count(level) as usize)
        .map(|(card, found)| (card, card.count(level), found))
}

impl PublicInfo for Public {
    fn to_act(&self) -> Option<Seat> {
        self.to_act
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
}

impl View {
    /// Everything that makes this view impossible for the seat to act (empty when it is a view
    /// some bout shows). The engine protocol refuses a view with a problem, so the AI only ever
    /// determinizes consistent views.
    pub fn problems(&self) -> Vec<ViewProblem> {
        let p = &self.public;
        let to_act = match (p.to_act, p.outcome) {
            (Some(seat), None) if p.phase != Phase::Over => seat,
            _ => return vec![ViewProblem::GameOver],
        };
        let mut problems = Vec::new();
        if to_act != self.viewer {
            problems.push(ViewProblem::NotYourDecision {
                viewer: self.viewer,
            });
        }
        let cards_in_history: usize = p.exchanges.iter().map(|e| e.links.len()).sum();
        if p.exchanges.len() > MAX_EXCHANGES || cards_in_history > MAX_EXCHANGE_CARDS {
            // Nothing else is read from a history this long.
            problems.push(ViewProblem::TooLong {
                exchanges: p.exchanges.len(),
                cards: cards_in_history,
            });
            return problems;
        }
        let level = p.rules.level;
        for (index, exchange) in p.exchanges.iter().enumerate() {
            let shown = exchange
                .links
                .iter()
                .filter_map(|l| l.card.and_then(ShownCard::known));
            if let Some((card, expected, found)) = first_excess(shown, level) {
                problems.push(ViewProblem::ExchangeCards {
                    exchange: index,
                    card,
                    expected,
                    found,
                });
            }
        }
        let mut setup = |e: SetupError| problems.push(ViewProblem::Setup(e));
        let mut known: Vec<(Card, usize)> = Vec::new();
        let face_up = p
            .chain
            .iter()
            .filter_map(|l| l.card.and_then(ShownCard::known));
        // The cards of the latest exchanges are still in the discard pile: they count too.
        let in_discard_pile = self.discard_pile_known();
        for &card in self
            .private
            .hand
            .iter()
            .chain(self.private.face_down.iter().map(|(_, c)| c))
            .chain(&self.private.kept)
            .chain(&self.private.aside)
            .chain(face_up.collect::<Vec<_>>().iter())
            .chain(&in_discard_pile)
        {
            match known.iter_mut().find(|(c, _)| *c == card) {
                Some((_, n)) => *n += 1,
                None => known.push((card, 1)),
            }
        }
        for (card, found) in known {
            let expected = card.count(level);
            if found > expected as usize {
                setup(SetupError::WrongCount {
                    card,
                    expected,
                    found,
                });
            }
        }
        for seat in Seat::BOTH {
            let i = seat.index();
            if p.hand_sizes[i] as usize > HAND {
                setup(SetupError::HandTooBig {
                    seat,
                    cards: p.hand_sizes[i] as usize,
                });
            }
            if p.touches[i] >= TOUCHES_TO_WIN {
                setup(SetupError::TouchesOutOfRange {
                    seat,
                    touches: p.touches[i],
                });
            }
            if p.warnings[i] > 1 {
                setup(SetupError::WarningsOutOfRange {
                    seat,
                    warnings: p.warnings[i],
                });
            }
        }
        let holds = self.private.hand.len().min(u8::MAX as usize) as u8;
        let said = p.hand_sizes[self.viewer.index()];
        if said != holds {
            problems.push(ViewProblem::HandSizeMismatch { said, holds });
        }
        let expected = WARNING_POOL.saturating_sub(p.warnings[0].saturating_add(p.warnings[1]));
        if p.warning_pool != expected {
            problems.push(ViewProblem::WarningPool {
                said: p.warning_pool,
                expected,
            });
        }
        if p.marche_count > 3 {
            problems.push(ViewProblem::MarcheCount {
                count: p.marche_count,
            });
        }
        let under_talon = p.rules.options.countered_ac_under_talon;
        let on_table = p
            .chain
            .iter()
            .filter(|l| l.card.is_some() && !(l.link == LinkKind::Thrown && under_talon))
            .count();
        let found = p.hand_sizes.iter().map(|&n| n as usize).sum::<usize>()
            + p.talon as usize
            + p.discard as usize
            + on_table
            + p.kept as usize
            + p.aside as usize;
        let expected = Card::deck(level).len();
        if found != expected {
            problems.push(ViewProblem::CardTotal { found, expected });
        }
        // The cards the viewer plays from: its hand, or its kept cards once the hand is empty
        // against an ATTAQUE COMPOSÉE (SK12).
        let usable = match p.ac_defender {
            Some(d) if d == self.viewer && self.private.hand.is_empty() => &self.private.kept,
            _ => &self.private.hand,
        };
        let touche_due = p.phase == Phase::BalayageTouche;
        if (p.phase == Phase::Open) != p.chain.is_empty()
            || (touche_due && !usable.contains(&Card::Touche))
        {
            problems.push(ViewProblem::PhaseAndTable);
        }
        // Each part holds; together they must be what some state shows (hands are kept sorted).
        if problems.is_empty()
            && (!self.private.hand.is_sorted()
                || Skirman::determinized(self, &mut Rng::seeded(0)).view(self.viewer) != *self)
        {
            problems.push(ViewProblem::Unreachable);
        }
        problems
    }

    /// The viewer's legal actions (empty when it is not the viewer's decision), from the view
    /// alone by the state's own legality (`Situation`).
    pub fn legal_actions(&self) -> Vec<Action> {
        if !self.is_my_turn() {
            return Vec::new();
        }
        self.situation().legal_actions()
    }

    /// Calls `f` with each of the viewer's legal actions, without allocating.
    pub fn for_each_legal(&self, f: impl FnMut(Action)) {
        if self.is_my_turn() {
            self.situation().for_each_legal(f);
        }
    }

    /// Why `action` is illegal for the viewer now.
    pub fn check(&self, action: &Action) -> Result<(), Error> {
        match self.public.to_act {
            Some(seat) if seat != self.viewer => Err(Error::NotYourTurn { seat: self.viewer }),
            _ => self.situation().check(action),
        }
    }

    pub fn hand(&self) -> &[Card] {
        &self.private.hand
    }

    pub fn opponent_hand(&self) -> u8 {
        self.public.hand_sizes[self.viewer.other().index()]
    }

    /// The card of chain link `index` as this viewer knows it: face up, or one of its own
    /// face-down cards.
    pub fn link_card(&self, index: usize) -> Option<Card> {
        let link = self.public.chain.get(index)?;
        match link.card? {
            ShownCard::Up(c) => Some(c),
            ShownCard::FaceDown => self
                .private
                .face_down
                .iter()
                .find(|(i, _)| *i == index)
                .map(|&(_, c)| c),
        }
    }

    /// The face-up cards the viewer knows to be in the discard pile: those of the latest
    /// finished exchanges, back to the last reshuffle. The pile holds, newest first: the cards
    /// discarded in the exchange in progress, then for each finished exchange the cards played
    /// in it (put there when it ended) and those discarded during it. Discarded cards go there
    /// at once and are never shown (SK29); thrown attacks go under the talon instead with the
    /// SK14 option. Cards that stayed face down are in the pile but unknown.
    pub fn discard_pile_known(&self) -> Vec<Card> {
        let under_talon = self.rules.options.countered_ac_under_talon;
        let discarded = |links: &[ChainLink]| {
            links
                .iter()
                .filter(|l| {
                    l.card.is_none()
                        && (l.link == LinkKind::Discard
                            || (l.link == LinkKind::Thrown && !under_talon))
                })
                .count()
        };
        let mut known = Vec::new();
        let mut left = (self.discard as usize).saturating_sub(discarded(&self.chain));
        'history: for exchange in self.exchanges.iter().rev() {
            for link in exchange.links.iter().rev().filter(|l| l.card.is_some()) {
                if left == 0 {
                    break 'history;
                }
                left -= 1;
                if let Some(ShownCard::Up(c)) = link.card {
                    known.push(c);
                }
            }
            left = left.saturating_sub(discarded(&exchange.links));
        }
        known
    }

    /// The viewer's cards en attente, oldest first (the last one counts).
    pub fn attente(&self) -> Vec<Card> {
        self.private.face_down.iter().map(|&(_, c)| c).collect()
    }

    pub fn opponent_attente(&self) -> u8 {
        self.public.attente[self.viewer.other().index()]
    }

    /// The opponent's kept and set-aside counts when it defends an ATTAQUE COMPOSÉE.
    pub fn opponent_kept(&self) -> u8 {
        if self.public.ac_defender == Some(self.viewer.other()) {
            self.public.kept
        } else {
            0
        }
    }

    pub fn opponent_aside(&self) -> u8 {
        if self.public.ac_defender == Some(self.viewer.other()) {
            self.public.aside
        } else {
            0
        }
    }
}

impl Skirman {
    pub fn public_part(&self) -> Public {
        let face_down = |seat: Seat| {
            self.chain
                .iter()
                .filter(|l| l.face_down && l.by == seat)
                .count() as u8
        };
        Public {
            rules: self.rules,
            phase: self.phase,
            to_act: if self.outcome.is_some() {
                None
            } else {
                Some(self.actor)
            },
            attaquant: self.attaquant(),
            hand_sizes: [self.hands[0].len() as u8, self.hands[1].len() as u8],
            talon: self.talon.len() as u8,
            discard: self.discard.len() as u8,
            chain: self.public_links(),
            attente: [face_down(Seat::One), face_down(Seat::Two)],
            ac_defender: self.ac.as_ref().map(|ac| ac.defender),
            kept: self.ac.as_ref().map_or(0, |ac| ac.kept.len() as u8),
            aside: self.ac.as_ref().map_or(0, |ac| ac.aside.len() as u8),
            ac_shown: self.ac.as_ref().and_then(|ac| ac.shown),
            feint_active: self.feint_defender.is_some(),
            touches: self.touches,
            warnings: self.warnings,
            warning_pool: self.pool,
            marche_count: self.marche_count,
            exchanges: self.history.to_vec(),
            outcome: self.outcome,
        }
    }

    pub fn private_part(&self, seat: Seat) -> Private {
        let (kept, aside) = match &self.ac {
            Some(ac) if ac.defender == seat => (ac.kept.clone(), ac.aside.clone()),
            _ => (Vec::new(), Vec::new()),
        };
        Private {
            hand: self.hands[seat.index()].to_vec(),
            face_down: self
                .chain
                .iter()
                .enumerate()
                .filter(|(_, l)| l.face_down && l.by == seat)
                .filter_map(|(i, l)| l.card.map(|c| (i, c)))
                .collect(),
            kept,
            aside,
        }
    }

    /// A full state consistent with `view`: the cards the viewer cannot see (the opponent's
    /// hand, face-down and set-aside cards, the discard pile and the talon) dealt at random
    /// from those not in sight, the cards seen in the discard pile left there.
    pub fn determinized(view: &View, rng: &mut Rng) -> Skirman {
        Dealer::new(view).deal(rng, 1, |_| 0)
    }
}

/// What a view leaves to chance, worked out once so that each world dealt from it costs little
/// more than a shuffle (the search deals one per iteration): the cards not in sight, those
/// known to be in the discard pile, the finished exchanges.
pub struct Dealer<'a> {
    view: &'a View,
    unknown: Vec<Card>,
    known_discard: Vec<Card>,
    history: History,
}

impl<'a> Dealer<'a> {
    pub fn new(view: &'a View) -> Dealer<'a> {
        let under_talon = view.rules.options.countered_ac_under_talon;
        let mut unknown = Card::deck(view.rules.level);
        let mut seen: Vec<Card> = view.private.hand.clone();
        seen.extend(&view.private.kept);
        seen.extend(&view.private.aside);
        for (index, link) in view.chain.iter().enumerate() {
            let on_table = !(link.link == LinkKind::Thrown && under_talon);
            if let (Some(card), true) = (view.link_card(index), on_table) {
                seen.push(card);
            }
        }
        for card in seen {
            if let Some(i) = unknown.iter().position(|c| *c == card) {
                unknown.swap_remove(i);
            }
        }
        // Every card seen so far that cannot have left the discard pile stays in it.
        let mut known_discard = Vec::new();
        for card in view.discard_pile_known() {
            if known_discard.len() >= view.discard as usize {
                break;
            }
            if let Some(i) = unknown.iter().position(|c| *c == card) {
                known_discard.push(unknown.swap_remove(i));
            }
        }
        Dealer {
            view,
            unknown,
            known_discard,
            history: History::from_exchanges(&view.exchanges),
        }
    }

    /// One world, the opponent's hand dealt again (up to `tries` deals in all) until `misfit`
    /// gives it 0; otherwise the deal with the lowest `misfit` is kept.
    pub fn deal(&self, rng: &mut Rng, tries: u32, misfit: impl Fn(&[Card]) -> usize) -> Skirman {
        let view = self.view;
        let me = view.viewer;
        let opp = me.other();
        let mut unknown = self.unknown.clone();
        let mut discard = self.known_discard.clone();
        let hand_size = view.opponent_hand() as usize;
        let mut best: Option<(usize, Vec<Card>)> = None;
        for _ in 0..tries.max(1) {
            rng.shuffle(&mut unknown);
            let score = misfit(&unknown[unknown.len().saturating_sub(hand_size)..]);
            if score == 0 {
                best = None;
                break;
            }
            if best.as_ref().is_none_or(|(b, _)| score < *b) {
                best = Some((score, unknown.clone()));
            }
        }
        if let Some((_, dealt)) = best {
            unknown = dealt;
        }
        let mut deal = |n: usize| -> Vec<Card> {
            let at = unknown.len().saturating_sub(n);
            unknown.split_off(at)
        };
        let mut opp_hand = deal(hand_size);
        opp_hand.sort_unstable();
        let chain: Vec<Link> = view
            .chain
            .iter()
            .enumerate()
            .map(|(index, l)| {
                let (card, face_down) = match l.card {
                    None => (None, false),
                    Some(ShownCard::Up(c)) => (Some(c), false),
                    Some(ShownCard::FaceDown) => match view.link_card(index) {
                        Some(own) => (Some(own), true),
                        None => (deal(1).pop(), true),
                    },
                };
                Link {
                    by: l.by,
                    card,
                    kind: l.link,
                    face_down,
                }
            })
            .collect();
        let ac = view.ac_defender.map(|defender| {
            if defender == me {
                AcState {
                    defender,
                    kept: view.private.kept.clone(),
                    aside: view.private.aside.clone(),
                    shown: view.ac_shown,
                }
            } else {
                let kept = deal(view.opponent_kept() as usize);
                let mut aside = deal(view.opponent_aside() as usize);
                aside.sort_unstable();
                AcState {
                    defender,
                    kept,
                    aside,
                    shown: view.ac_shown,
                }
            }
        });
        discard.extend(deal((view.discard as usize).saturating_sub(discard.len())));
        let talon = unknown;
        let mut hands = [Hand::default(); 2];
        hands[me.index()] = Hand::of(&view.private.hand);
        hands[opp.index()] = Hand::of(&opp_hand);
        let actor = view.to_act.unwrap_or(view.attaquant);
        Skirman {
            rules: view.rules,
            rng: rng.fork(),
            talon,
            discard,
            hands,
            chain,
            history: self.history.clone(),
            phase: view.phase,
            actor,
            touches: view.touches,
            warnings: view.warnings,
            pool: view.warning_pool,
            marche_count: view.marche_count,
            feint_defender: view.feint_active.then(|| view.attaquant.other()),
            ac,
            outcome: view.outcome,
            dealer: Default::default(),
        }
    }
}
