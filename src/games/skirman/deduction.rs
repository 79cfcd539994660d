//! What anyone at the table can deduce about a hand from the plays so far. Under the strict
//! discard rule (SK2) a player who discards held no card it could have played instead; a player
//! who concedes a TOUCHE (SK34 allows it even holding a TOUCHE NON VALABLE) is taken to hold no
//! TOUCHE NON VALABLE, as nobody gives a touch away. Each such moment leaves a `Lack`: the hand
//! held none of `cards` then, so now it holds at most as many of them as it has drawn since.
//! The search samples the opponent's hidden hand with these (`ai::Searchable::sampler`).
//!
//! `likely_lacks` are readings rather than facts, for Master's closer model: a player who
//! answers a simple attack with a RETRAITE probably held no parry of its line (a RETRAITE also
//! stops a FLÈCHE and answers every line, so players keep it while a parry will do).
//!
//! Only the answers that are legal whatever else happened are counted (a simple attack is
//! always met by its line parry, its contre or a RETRAITE; an opening may always be a simple
//! attack or a FLÈCHE), and exchanges with FEINTEs or an ATTAQUE COMPOSÉE, where the hand in
//! use is not the whole hand, are left out. So a `Lack` never rules out a hand the player can
//! hold.
use super::cards::Card;
use super::chain::{ChainLink, LinkKind};
use super::state::HAND;
use super::view::Public;
use crate::core::Seat;

/// A hand held none of `cards` when it showed it; `drawn_since` bounds the cards it has drawn
/// since (one for each card it played or discarded in that turn, from its start, and since).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lack {
    pub cards: Vec<Card>,
    pub drawn_since: u32,
}

impl Lack {
    /// Whether `hand` can be the hand that showed this lack.
    pub fn allows(&self, hand: &[Card]) -> bool {
        let held = hand.iter().filter(|c| self.cards.contains(c)).count();
        held as u32 <= self.drawn_since
    }
}

/// What a link by a seat (given the link before it and the one before that, in its exchange)
/// shows or suggests the seat lacked.
type Reading = fn(Seat, &ChainLink, Option<&ChainLink>, Option<&ChainLink>) -> Option<Vec<Card>>;

/// A simple attack or a FLÈCHE: what an opening or a riposte can always be.
fn opening(card: Card) -> bool {
    card.is_simple_attack() || card == Card::Fleche
}

fn cards_where(keep: impl Fn(Card) -> bool) -> Vec<Card> {
    Card::ALL.into_iter().filter(|&c| keep(c)).collect()
}

/// Whether an exchange lets a player answer from part of its hand only (the attente cards
/// under FEINTEs, the 2 cards kept against an ATTAQUE COMPOSÉE).
fn partial_hands(links: &[ChainLink]) -> bool {
    links.iter().any(|l| {
        matches!(
            l.link,
            LinkKind::Feint | LinkKind::Attente | LinkKind::Compound | LinkKind::Keep
        )
    })
}

/// The card `link` shows face up, if any.
fn card_of(link: &ChainLink) -> Option<Card> {
    link.card.and_then(|c| c.known())
}

/// The cards `link` (by `seat`, after `previous` in its exchange) shows `seat` lacked.
fn shown_lack(
    seat: Seat,
    link: &ChainLink,
    previous: Option<&ChainLink>,
    before_previous: Option<&ChainLink>,
) -> Option<Vec<Card>> {
    match link.link {
        LinkKind::Discard => match previous {
            // The opening of an exchange: no simple attack, no FLÈCHE.
            None => Some(cards_where(opening)),
            Some(p) => match (p.by == seat, p.link, card_of(p)) {
                // Against a simple attack: no parry of its line, no RETRAITE.
                (false, _, Some(Card::Attack(_, line))) => {
                    Some(cards_where(|c| c.parries(line) || c == Card::Retraite))
                }
                // The riposte after its own parry or retreat.
                (true, LinkKind::Parry | LinkKind::Retreat, _) => Some(cards_where(opening)),
                // Its attack went unanswered (the opponent discarded): no TOUCHE either.
                (false, LinkKind::Discard, _)
                    if before_previous.is_some_and(|b| {
                        b.by == seat && card_of(b).is_some_and(Card::is_simple_attack)
                    }) =>
                {
                    Some(cards_where(|c| opening(c) || c == Card::Touche))
                }
                _ => None,
            },
        },
        LinkKind::Declined
            if previous.is_some_and(|p| p.by != seat && p.link == LinkKind::Touch) =>
        {
            Some(vec![Card::ToucheNonValable])
        }
        _ => None,
    }
}

/// The cards a RETRAITE by `seat` answering `previous`, a simple attack, suggests `seat` lacked:
/// the parries of the attack's line.
fn retreat_suggests(
    seat: Seat,
    link: &ChainLink,
    previous: Option<&ChainLink>,
    _before_previous: Option<&ChainLink>,
) -> Option<Vec<Card>> {
    let attack = previous.filter(|p| p.by != seat && link.link == LinkKind::Retreat)?;
    match card_of(attack) {
        Some(Card::Attack(_, line)) => Some(cards_where(|c| c.parries(line))),
        _ => None,
    }
}

/// Whether `link` took a card out of its player's hand (to be replaced by a draw).
fn drew(link: &ChainLink) -> bool {
    link.card.is_some() || matches!(link.link, LinkKind::Discard | LinkKind::Thrown)
}

impl Public {
    /// What the plays so far show `seat`'s hand lacks now (empty with the SK2 `free_discard`
    /// option, except for a conceded TOUCHE). Lacks that a full hand of draws has made
    /// meaningless are dropped.
    pub fn lacks(&self, seat: Seat) -> Vec<Lack> {
        self.lacks_by(seat, shown_lack)
    }

    /// What `seat`'s plays suggest, without proving, its hand lacks now (`retreat_suggests`),
    /// with the same bounds as `lacks`.
    pub fn likely_lacks(&self, seat: Seat) -> Vec<Lack> {
        self.lacks_by(seat, retreat_suggests)
    }

    /// The lacks that `shown` reads in `seat`'s links (each given the link before it and the
    /// one before that, in its exchange).
    fn lacks_by(&self, seat: Seat, shown: Reading) -> Vec<Lack> {
        let mut lacks: Vec<Lack> = Vec::new();
        let exchanges = self.exchanges.iter().map(|e| e.links.as_slice());
        for links in exchanges.chain(std::iter::once(self.chain.as_slice())) {
            let whole_hands = !partial_hands(links);
            for (i, link) in links.iter().enumerate() {
                if link.by != seat {
                    continue;
                }
                if drew(link) {
                    for lack in &mut lacks {
                        lack.drawn_since += 1;
                    }
                }
                let previous = i.checked_sub(1).and_then(|p| links.get(p));
                let before_previous = i.checked_sub(2).and_then(|p| links.get(p));
                if let Some(cards) = shown(seat, link, previous, before_previous) {
                    // This turn's cards, this one included, are replaced at its end, after
                    // this moment (no draw between a parry and its riposte, SK1).
                    let drawn_since = links[..=i]
                        .iter()
                        .rev()
                        .take_while(|l| l.by == seat)
                        .filter(|l| drew(l))
                        .count() as u32;
                    let forced = link.link != LinkKind::Discard || !self.rules.options.free_discard;
                    if whole_hands && forced {
                        lacks.push(Lack { cards, drawn_since });
                    }
                }
            }
            lacks.retain(|l| l.drawn_since < HAND as u32);
        }
        lacks
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::skirman::{Action, AttackKind, Level, Line, Position, Rules, Skirman};

    const CD6: Card = Card::Attack(AttackKind::CoupDroit, Line::Sixte);
    const CD4: Card = Card::Attack(AttackKind::CoupDroit, Line::Quarte);

    fn bout(level: Level, free_discard: bool, one: &[Card], two: &[Card]) -> Skirman {
        let mut rules = Rules::new(level);
        rules.options.free_discard = free_discard;
        let hands = [one.to_vec(), two.to_vec()];
        Skirman::from_position(rules, Position::with_hands(level, hands, Seat::One, 1)).unwrap()
    }

    fn play(game: &mut Skirman, actions: &[Action]) {
        for a in actions {
            game.play_in_place(a).unwrap();
        }
    }

    /// Seat two, holding no sixte parry, discards against seat one's sixte attack.
    fn discard_against_sixte(free_discard: bool) -> Skirman {
        let defender = [Card::Parade(Line::Quarte), Card::Touche, CD4];
        let mut game = bout(
            Level::Initiation,
            free_discard,
            &[CD6, Card::Touche],
            &defender,
        );
        play(
            &mut game,
            &[Action::Play(CD6), Action::Discard(Card::Touche)],
        );
        game
    }

    #[test]
    fn a_discard_against_an_attack_shows_no_parry_of_its_line_sk2() {
        let game = discard_against_sixte(false);
        let lacks = game.view(Seat::One).public.lacks(Seat::Two);
        assert_eq!(lacks.len(), 1);
        let lack = &lacks[0];
        assert_eq!(lack.drawn_since, 1);
        assert!(lack.cards.contains(&Card::Parade(Line::Sixte)));
        assert!(lack.cards.contains(&Card::Retraite));
        assert!(!lack.cards.contains(&Card::Parade(Line::Quarte)));
        // The real hand is always allowed; a hand with two sixte parries is not.
        assert!(lack.allows(&game.hand(Seat::Two)));
        assert!(!lack.allows(&[Card::Parade(Line::Sixte), Card::Retraite]));
        // Nothing about the attacker.
        assert!(game.view(Seat::Two).public.lacks(Seat::One).is_empty());
    }

    #[test]
    fn a_free_discard_shows_nothing_sk2_option() {
        let game = discard_against_sixte(true);
        assert!(game.view(Seat::One).public.lacks(Seat::Two).is_empty());
    }

    #[test]
    fn a_conceded_touche_shows_no_touche_non_valable_sk34() {
        let defender = [Card::Parade(Line::Quarte), CD4];
        let mut game = bout(Level::Initiation, false, &[CD6, Card::Touche], &defender);
        play(
            &mut game,
            &[
                Action::Play(CD6),
                Action::Discard(CD4),
                Action::Play(Card::Touche),
                Action::Decline,
            ],
        );
        let lacks = game.view(Seat::One).public.lacks(Seat::Two);
        assert!(lacks
            .iter()
            .any(|l| l.cards == [Card::ToucheNonValable] && l.drawn_since == 0));
        assert!(lacks.iter().all(|l| l.allows(&game.hand(Seat::Two))));
    }

    #[test]
    fn a_retreat_from_a_simple_attack_suggests_no_parry_of_its_line() {
        // Seat two could have parried in sixte, and retreats: the reading is likely, not sure.
        let defender = [Card::Parade(Line::Sixte), Card::Retraite, CD4];
        let mut game = bout(Level::Initiation, false, &[CD6, Card::Touche], &defender);
        play(
            &mut game,
            &[Action::Play(CD6), Action::Play(Card::Retraite)],
        );
        let public = game.view(Seat::One).public;
        assert!(public.lacks(Seat::Two).is_empty());
        let likely = public.likely_lacks(Seat::Two);
        assert_eq!(likely.len(), 1);
        assert_eq!(likely[0].drawn_since, 1);
        assert!(likely[0].cards.contains(&Card::Parade(Line::Sixte)));
        assert!(likely[0].cards.contains(&Card::Contre(Line::Quarte)));
        assert!(!likely[0].cards.contains(&Card::Retraite));
        // It may have drawn one parry since (its RETRAITE is replaced), not two.
        assert!(likely[0].allows(&[Card::Parade(Line::Sixte), CD4]));
        assert!(!likely[0].allows(&[Card::Parade(Line::Sixte), Card::Contre(Line::Quarte)]));
        assert!(likely[0].allows(&[Card::Parade(Line::Quarte), CD4]));
        // A parry suggests nothing.
        let mut parried = bout(Level::Initiation, false, &[CD6, Card::Touche], &defender);
        play(
            &mut parried,
            &[Action::Play(CD6), Action::Play(Card::Parade(Line::Sixte))],
        );
        assert!(parried
            .view(Seat::One)
            .public
            .likely_lacks(Seat::Two)
            .is_empty());
    }

    #[test]
    fn random_bouts_never_rule_out_the_real_hand() {
        use crate::bots::{play_out, Computer, Strength};
        let mut checked = [0u32; 2];
        for level in [Level::Initiation, Level::Entrainement, Level::Competition] {
            for seed in 0..40 {
                let mut game = Skirman::new(Rules::new(level), seed);
                // A random player may concede holding a TOUCHE NON VALABLE; the heuristic never
                // does, so only its lacks include that one.
                let random = seed % 2 == 0;
                let strength = if random {
                    Strength::Beginner
                } else {
                    Strength::Standard
                };
                let mut bots = [
                    Skirman::bot(strength, seed),
                    Skirman::bot(strength, seed + 1),
                ];
                for _ in 0..300 {
                    if play_out(&mut game, &mut bots, 1) == 0 {
                        break;
                    }
                    for seat in [Seat::One, Seat::Two] {
                        let hand = game.hand(seat);
                        let lacks = game.view(seat.other()).public.lacks(seat);
                        let certain = lacks
                            .iter()
                            .filter(|l| !random || l.cards != [Card::ToucheNonValable]);
                        for lack in certain {
                            checked[usize::from(lack.cards == [Card::ToucheNonValable])] += 1;
                            assert!(
                                lack.allows(&hand),
                                "{level:?} seed {seed}: {lack:?} {hand:?}"
                            );
                        }
                    }
                }
            }
        }
        // Both kinds of lack were met often enough for the test to mean something.
        assert!(checked[0] > 500 && checked[1] > 50, "{checked:?}");
    }
}
