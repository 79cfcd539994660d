//! What one player may know. The type has no field for the opponent's hand, the talon order,
//! the discard pile's contents or the opponent's face-down cards (only their counts).
use super::cards::Card;
use super::chain::{ChainLink, Exchange};
use super::chain::{LinkKind, ShownCard};
use super::phase::Phase;
use super::rules::Rules;
use super::state::{AcState, Link, SkirmanGame};
use crate::core::{Outcome, Rng, Seat};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SkirmanView {
    pub viewer: Seat,
    pub rules: Rules,
    pub phase: Phase,
    /// Whose decision it is; `None` once the game is over.
    pub to_act: Option<Seat>,
    /// Who has the initiative (the ATTAQUANT).
    pub attaquant: Seat,
    /// The viewer's hand, sorted.
    pub hand: Vec<Card>,
    pub opponent_hand: u8,
    pub talon: u8,
    pub discard: u8,
    /// The exchange in progress, oldest link first. The viewer's own face-down cards are
    /// `FaceDown(Some(card))`, the opponent's `FaceDown(None)`.
    pub chain: Vec<ChainLink>,
    /// The viewer's cards en attente under FEINTEs (the last one counts), and the opponent's
    /// count.
    pub attente: Vec<Card>,
    pub opponent_attente: u8,
    /// Against an ATTAQUE COMPOSÉE: the viewer's 2 kept cards (those not yet played) and the
    /// cards set aside; the opponent's counts.
    pub kept: Vec<Card>,
    pub aside: Vec<Card>,
    pub opponent_kept: u8,
    pub opponent_aside: u8,
    /// The defender of the ATTAQUE COMPOSÉE in progress, and its first attack if it was shown
    /// with it (SK11 option).
    pub ac_defender: Option<Seat>,
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

impl SkirmanView {
    pub fn is_my_turn(&self) -> bool {
        self.to_act == Some(self.viewer)
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
}

impl SkirmanGame {
    pub fn view_for(&self, viewer: Seat) -> SkirmanView {
        let opp = viewer.other();
        let chain: Vec<ChainLink> = self
            .chain
            .iter()
            .map(|l| ChainLink {
                by: l.by,
                card: l.card.map(|c| match (l.face_down, l.by == viewer) {
                    (false, _) => ShownCard::Up(c),
                    (true, true) => ShownCard::FaceDown(Some(c)),
                    (true, false) => ShownCard::FaceDown(None),
                }),
                link: l.kind,
            })
            .collect();
        let face_down = |seat: Seat| {
            self.chain
                .iter()
                .filter(move |l| l.face_down && l.by == seat)
                .filter_map(|l| l.card)
        };
        let (kept, aside, opponent_kept, opponent_aside) = match &self.ac {
            Some(ac) if ac.defender == viewer => (ac.kept.clone(), ac.aside.clone(), 0, 0),
            Some(ac) => (
                Vec::new(),
                Vec::new(),
                ac.kept.len() as u8,
                ac.aside.len() as u8,
            ),
            None => (Vec::new(), Vec::new(), 0, 0),
        };
        SkirmanView {
            viewer,
            rules: self.rules,
            phase: self.phase,
            to_act: if self.outcome.is_some() {
                None
            } else {
                Some(self.actor)
            },
            attaquant: self.attaquant(),
            hand: self.hands[viewer.index()].clone(),
            opponent_hand: self.hands[opp.index()].len() as u8,
            talon: self.talon.len() as u8,
            discard: self.discard.len() as u8,
            chain,
            attente: face_down(viewer).collect(),
            opponent_attente: face_down(opp).count() as u8,
            kept,
            aside,
            opponent_kept,
            opponent_aside,
            ac_defender: self.ac.as_ref().map(|ac| ac.defender),
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

    /// A full state consistent with `view`: the cards the viewer cannot see (the opponent's
    /// hand, face-down and set-aside cards, the discard pile and the talon) dealt at random
    /// from those not in sight.
    pub fn determinized(view: &SkirmanView, rng: &mut Rng) -> SkirmanGame {
        let me = view.viewer;
        let opp = me.other();
        let under_talon = view.rules.options.countered_ac_under_talon;
        let mut unknown = Card::deck(view.rules.level);
        let mut seen: Vec<Card> = view.hand.clone();
        seen.extend(&view.kept);
        seen.extend(&view.aside);
        for link in &view.chain {
            let on_table = !(link.link == LinkKind::Thrown && under_talon);
            if let (Some(card), true) = (link.card.and_then(|c| c.known()), on_table) {
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
        let mut opp_hand = deal(view.opponent_hand as usize);
        opp_hand.sort();
        let chain: Vec<Link> = view
            .chain
            .iter()
            .map(|l| {
                let (card, face_down) = match l.card {
                    None => (None, false),
                    Some(ShownCard::Up(c)) => (Some(c), false),
                    Some(ShownCard::FaceDown(Some(c))) => (Some(c), true),
                    Some(ShownCard::FaceDown(None)) => (deal(1).pop(), true),
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
                    kept: view.kept.clone(),
                    aside: view.aside.clone(),
                    shown: view.ac_shown,
                }
            } else {
                let kept = deal(view.opponent_kept as usize);
                let mut aside = deal(view.opponent_aside as usize);
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
        hands[me.index()] = view.hand.clone();
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
