//! What one player may know. The type has no field for the opponent's hand, the talon order,
//! the discard pile's contents or the opponent's face-down cards (only their counts).
use super::actions::Action;
use super::cards::Card;
use super::chain::{ChainLink, Exchange};
use super::chain::{LinkKind, ShownCard};
use super::errors::SkirmanError;
use super::phase::Phase;
use super::rules::Rules;
use super::state::{AcState, Link, SkirmanGame};
use crate::core::{Outcome, PublicInfo, Rng, Seat};
use serde::Serialize;

/// What everyone at the table sees: counts for every hidden pile, the chain with face-down
/// cards as backs (`ShownCard::FaceDown` carries no card), scores and warnings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
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
pub type SkirmanView = crate::core::View<Public, Private>;

impl PublicInfo for Public {
    fn to_act(&self) -> Option<Seat> {
        self.to_act
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
}

impl SkirmanView {
    /// The viewer's legal actions (empty when it is not the viewer's decision). Legality reads
    /// only public facts and the actor's own cards, so any state consistent with the view
    /// answers as the real one does (`core::game::check_view_contract` tests it).
    pub fn legal_actions(&self) -> Vec<Action> {
        if !self.is_my_turn() {
            return Vec::new();
        }
        SkirmanGame::determinized(self, &mut Rng::seeded(0)).legal()
    }

    /// Why `action` is illegal for the viewer now.
    pub fn check(&self, action: &Action) -> Result<(), SkirmanError> {
        SkirmanGame::determinized(self, &mut Rng::seeded(0)).check_as(self.viewer, action)
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

impl SkirmanGame {
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
            exchanges: self.exchanges.clone(),
            outcome: self.outcome,
        }
    }

    pub fn private_part(&self, seat: Seat) -> Private {
        let (kept, aside) = match &self.ac {
            Some(ac) if ac.defender == seat => (ac.kept.clone(), ac.aside.clone()),
            _ => (Vec::new(), Vec::new()),
        };
        Private {
            hand: self.hands[seat.index()].clone(),
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
    /// from those not in sight.
    pub fn determinized(view: &SkirmanView, rng: &mut Rng) -> SkirmanGame {
        let me = view.viewer;
        let opp = me.other();
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
        rng.shuffle(&mut unknown);
        let mut deal = |n: usize| -> Vec<Card> {
            let at = unknown.len().saturating_sub(n);
            unknown.split_off(at)
        };
        let mut opp_hand = deal(view.opponent_hand() as usize);
        opp_hand.sort();
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
                aside.sort();
                AcState {
                    defender,
                    kept,
                    aside,
                    shown: view.ac_shown,
                }
            }
        });
        let discard = deal(view.discard as usize);
        let talon = unknown;
        let mut hands = [Vec::new(), Vec::new()];
        hands[me.index()] = view.private.hand.clone();
        hands[opp.index()] = opp_hand;
        let actor = view.to_act.unwrap_or(view.attaquant);
        SkirmanGame {
            rules: view.rules,
            rng: rng.fork(),
            talon,
            discard,
            hands,
            chain,
            exchanges: view.exchanges.clone(),
            phase: view.phase,
            actor,
            touches: view.touches,
            warnings: view.warnings,
            pool: view.warning_pool,
            marche_count: view.marche_count,
            feint_defender: view.feint_active.then(|| view.attaquant.other()),
            ac,
            outcome: view.outcome,
        }
    }
}
