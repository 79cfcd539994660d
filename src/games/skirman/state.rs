//! The full state of a game of Skirm'an: what is where (hands, talon, discard pile, chain,
//! attente and set-aside cards), touches, warnings, whose decision it is. The §7 machine is
//! spread by concern: `legality` (what may be played now), `resolve` (what an action does),
//! `exchange` (chain, end of exchange, touches, warnings) and `drawing` (refills, reshuffle).
//!
//! Termination: every exchange uses up cards from the hands and the hands only refill from the
//! talon and the discard pile, so an exchange in which nobody draws always ends; with draws,
//! random play ends with probability 1 (the property tests play 100 000 games per level). No
//! cap is needed.
use super::cards::{Card, Line};
use super::chain::{Exchange, ExchangeEnd, History, LinkKind};
use super::follow::SkirmanDealer;
use super::hand::Hand;
use super::phase::Phase;
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
pub struct Skirman {
    pub(super) rules: Rules,
    pub(super) rng: Rng,
    /// The next card to draw is the last element.
    pub(super) talon: Vec<Card>,
    pub(super) discard: Vec<Card>,
    pub(super) hands: [Hand; 2],
    pub(super) chain: Vec<Link>,
    /// The finished exchanges.
    pub(super) history: History,
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
    /// Where hidden cards come from: the seeded talon, or a follower's served moves.
    pub(super) dealer: SkirmanDealer,
}

pub(super) fn remove_one(cards: &mut Vec<Card>, card: Card) -> bool {
    match cards.iter().position(|c| *c == card) {
        Some(i) => {
            cards.remove(i);
            true
        }
        None => false,
    }
}

/// SK5: a card en attente stops an attack in `line` if it is a defensive green answer to it.
pub fn attente_stops(card: Card, line: Line) -> bool {
    card.parries(line) || matches!(card, Card::Retraite | Card::Balayage)
}

impl Skirman {
    /// Shuffles the level's talon from `seed`, deals 7 to each and draws who starts.
    pub fn new(rules: Rules, seed: u64) -> Skirman {
        let mut rng = Rng::seeded(seed);
        let mut talon = Card::deck(rules.level);
        rng.shuffle(&mut talon);
        let first = if rng.coin() { Seat::One } else { Seat::Two };
        let mut game = Skirman {
            rules,
            rng,
            discard: Vec::with_capacity(talon.len()),
            talon,
            hands: [Hand::default(); 2],
            chain: Vec::with_capacity(16),
            history: History::with_capacity(128, 32),
            phase: Phase::Open,
            actor: first,
            touches: [0; 2],
            warnings: [0; 2],
            pool: WARNING_POOL,
            marche_count: 0,
            feint_defender: None,
            ac: None,
            outcome: None,
            dealer: SkirmanDealer::default(),
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
    /// The cards `seat` holds, sorted.
    pub fn hand(&self, seat: Seat) -> Vec<Card> {
        self.hands[seat.index()].to_vec()
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
    /// The finished exchanges, oldest first.
    pub fn exchanges(&self) -> Vec<Exchange> {
        self.history.to_vec()
    }
    /// How many exchanges have ended, and how the last one did.
    pub fn exchange_count(&self) -> usize {
        self.history.len()
    }
    pub fn last_exchange_end(&self) -> Option<ExchangeEnd> {
        self.history.last_end()
    }
    pub fn ac(&self) -> Option<&AcState> {
        self.ac.as_ref()
    }
    /// Who has the initiative.
    pub fn attaquant(&self) -> Seat {
        if self.phase.actor_attacks() || matches!(self.phase, Phase::Over) {
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
        all.extend(self.hands[0].iter());
        all.extend(self.hands[1].iter());
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

    /// Whether a link's card lies in the chain. Discarded cards and the attacks thrown after a
    /// CONTRE-ATTAQUE never enter it (their links carry no card): they go to the discard pile at
    /// once, or under the talon with the SK14 option (SK29).
    pub(super) fn on_table(&self, link: &Link) -> bool {
        link.card.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::skirman::actions::Action;
    use crate::games::skirman::errors::Error as E;
    use crate::games::skirman::phase::Offensive;
    use crate::games::skirman::record::Position;
    use crate::games::skirman::rules::Options;
    use crate::games::skirman::AttackKind::CoupDroit;
    use Line::{Quarte, Sixte};

    /// Seat one attacks with `one`; seat two holds `two`; the rest is the talon.
    fn game(rules: Rules, one: &[Card], two: &[Card]) -> Skirman {
        let hands = [one.to_vec(), two.to_vec()];
        Skirman::from_position(
            rules,
            Position::with_hands(rules.level, hands, Seat::One, 1),
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
        // Not intervening means discarding a card (SK30); declining is refused (SK34).
        let let_go = |g: &mut Skirman| {
            assert_eq!(
                g.check(&Action::Decline),
                Err(E::NoDeclining { phase: g.phase() })
            );
            let card = g.hand(Seat::Two)[0];
            g.play_in_place(&Action::Discard(card)).unwrap();
        };
        for _ in 0..2 {
            g.play_in_place(&Action::Play(Card::Marche)).unwrap();
            let_go(&mut g);
            assert_eq!(g.phase(), Phase::ContTact);
        }
        // The hand was refilled, but the third MARCHE is still in it.
        g.play_in_place(&Action::Play(Card::Marche)).unwrap();
        assert_eq!(g.marche_count(), 3);
        let_go(&mut g);
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
