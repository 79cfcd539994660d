//! Skirm'an dealt by two parties (`deal::game`): the deck ids are the 104 cards of the
//! Compétition deck (`Card::deck`), each level shuffling those of its cards; seven to each after
//! a coin for the first attacker. A card played is shown by its holder; a discard, a card en
//! attente and thrown attacks are put face down (their positions named, never their cards); a
//! card en attente uncovered is shown from there; the holder of an ATTAQUE COMPOSÉE's kept cards
//! says whether it kept the stopping card, and plays it face up at once; when the talon runs out
//! the discard pile, shown cards and face-down ones, is shuffled into a new talon (SK21). With
//! the SK14 option the thrown attacks go under the talon instead, reshuffled by both on the way.
use super::actions::Action;
use super::cards::Card;
use super::errors::Error;
use super::follow::{HiddenMove, Shown};
use super::hand::Hand;
use super::rules::{Level, Rules};
use super::state::{Skirman, HAND};
use super::view::View;
use crate::core::follow::{want_serving, Follow, FollowError};
use crate::core::{Game, Rng, Seat};
use crate::deal::game::{DealtGame, Got, PutDown, Serve};

fn deck() -> Vec<Card> {
    Card::deck(Level::Competition)
}

fn level_ids(level: Level) -> Vec<u16> {
    let deck = deck();
    (0..deck.len() as u16)
        .filter(|id| deck[*id as usize].count(level) > 0)
        .collect()
}

fn cards_of(ids: &[u16]) -> Vec<Card> {
    ids.iter().map(|id| Skirman::card(*id)).collect()
}

impl DealtGame for Skirman {
    type Setup = Rules;
    type Card = Card;

    fn setup_of(level: Level, options: super::rules::Options) -> Rules {
        Rules { level, options }
    }

    fn deck(_: &Rules) -> (&'static str, usize) {
        ("skirman", deck().len())
    }

    fn card(id: u16) -> Card {
        deck().get(id as usize).copied().unwrap_or(Card::Touche)
    }

    /// The first attacker is always drawn (§3).
    fn draws_first(_: &Rules) -> Option<Seat> {
        None
    }

    fn opening(rules: &Rules) -> Vec<Serve<Card>> {
        Serve::shuffle_and_deal(level_ids(rules.level), HAND)
    }

    fn start(
        rules: &Rules,
        first: Seat,
        opening: &[Got<HiddenMove>],
    ) -> Result<Skirman, FollowError> {
        // A seed whose coin gives `first` (one in two does): the rest is replaced.
        let mut state = (0..64)
            .map(|seed| Skirman::new(*rules, seed))
            .find(|state| state.actor == first)
            .ok_or(FollowError::Impossible)?;
        let mut known = [None, None];
        for got in opening {
            if let Got::Dealt {
                to,
                cards: Some(ids),
            } = got
            {
                if ids.len() != HAND {
                    return Err(FollowError::Impossible);
                }
                known[to.index()] = Some(cards_of(ids));
            }
        }
        for (held, dealt) in state.hands.iter_mut().zip(&known) {
            if let Some(cards) = dealt {
                *held = Hand::of(cards);
            }
        }
        if let [Some(one), Some(two)] = &known {
            // Every card known (the audit): the talon is the rest.
            let mut talon = Card::deck(rules.level);
            for card in one.iter().chain(two) {
                if let Some(i) = talon.iter().position(|c| c == card) {
                    talon.swap_remove(i);
                }
            }
            state.talon = talon;
        }
        Ok(state)
    }

    fn played(_: &View, shown: &Shown) -> Vec<Card> {
        match shown {
            Shown::Open(Action::Play(card)) => vec![*card],
            Shown::Open(Action::PlayTwo(a, b)) => vec![*a, *b],
            _ => Vec::new(),
        }
    }

    fn put_down(view: &View, shown: &Shown) -> PutDown<Card> {
        let (cards, on_table) = match *shown {
            Shown::Open(Action::Discard(card)) => (vec![Some(card)], false),
            Shown::Open(Action::Attente(card)) => (vec![Some(card)], true),
            Shown::Open(Action::ThrowAttacks(a, b)) => {
                let mut ac_shown = view.ac_shown;
                let mut thrown = Vec::new();
                for card in [a, b] {
                    if ac_shown == Some(card) {
                        ac_shown = None;
                    } else {
                        thrown.push(Some(card));
                    }
                }
                (thrown, false)
            }
            Shown::Discard => (vec![None], false),
            Shown::Attente => (vec![None], true),
            Shown::Throw { cards } => (vec![None; cards as usize], false),
            _ => (Vec::new(), false),
        };
        let thrown = matches!(
            shown,
            Shown::Open(Action::ThrowAttacks(..)) | Shown::Throw { .. }
        );
        PutDown {
            cards,
            on_table,
            under_pile: thrown && view.rules.options.countered_ac_under_talon,
        }
    }

    fn serve(wanted: &HiddenMove) -> Vec<Serve<Card>> {
        match wanted {
            HiddenMove::Draw { seat, count, .. } => vec![Serve::Deal {
                to: *seat,
                count: *count as usize,
            }],
            HiddenMove::Reshuffle {
                cards,
                table,
                face_down,
            } => vec![Serve::Reshuffle {
                count: *cards as usize,
                table: table.clone(),
                face_down: face_down.map(usize::from),
            }],
            HiddenMove::Reveal { seat, card } => vec![Serve::Reveal {
                by: *seat,
                cards: vec![*card],
            }],
            HiddenMove::AcAnswer { seat, .. } => vec![Serve::Fact { by: *seat }],
        }
    }

    /// The stopping card a holder says it kept is played face up at once: it shows it.
    fn after_fact(fact: &HiddenMove) -> Vec<Serve<Card>> {
        match fact {
            HiddenMove::AcAnswer {
                seat,
                holds: true,
                card,
            } => vec![Serve::Show {
                by: *seat,
                cards: vec![*card],
            }],
            _ => Vec::new(),
        }
    }

    fn served(wanted: &HiddenMove, got: &[Got<HiddenMove>]) -> Result<HiddenMove, FollowError> {
        match (wanted, got) {
            (HiddenMove::Draw { seat, count, .. }, [Got::Dealt { cards, .. }]) => {
                Ok(HiddenMove::Draw {
                    seat: *seat,
                    count: *count,
                    cards: cards.as_deref().map(cards_of),
                })
            }
            (HiddenMove::Reshuffle { .. }, [Got::Shuffled]) => Ok(wanted.clone()),
            (HiddenMove::Reveal { seat, .. }, [Got::Shown { cards, .. }]) => match cards.as_slice()
            {
                [card] => Ok(HiddenMove::Reveal {
                    seat: *seat,
                    card: Self::card(*card),
                }),
                _ => Err(FollowError::WrongMove { index: 0 }),
            },
            (HiddenMove::AcAnswer { .. }, [Got::Fact(fact), rest @ ..]) => {
                let shown = match rest {
                    [] => None,
                    [Got::Shown { cards, .. }] => Some(cards_of(cards)),
                    _ => return Err(FollowError::WrongMove { index: 0 }),
                };
                match (fact, shown.as_deref()) {
                    (HiddenMove::AcAnswer { holds: false, .. }, None) => Ok(fact.clone()),
                    (
                        HiddenMove::AcAnswer {
                            holds: true, card, ..
                        },
                        Some([shown]),
                    ) if shown == card => Ok(fact.clone()),
                    _ => Err(FollowError::WrongMove { index: 0 }),
                }
            }
            _ => Err(FollowError::WrongMove { index: 0 }),
        }
    }

    /// Its hand, and against an ATTAQUE COMPOSÉE its kept and set-aside cards (its cards en
    /// attente are face down: the deal counts them apart).
    fn held(view: &View) -> Vec<Card> {
        let private = &view.private;
        private
            .hand
            .iter()
            .chain(&private.kept)
            .chain(&private.aside)
            .copied()
            .collect()
    }

    /// A card play is checked on the watcher's stand-in, where the actor holds the cards it
    /// shows: whether it may play them here depends on the exchange, which both see. Other
    /// actions (a discard, declining, cards put face down) depend on hidden cards: the audit's.
    fn check_seen(view: &View, shown: &Shown) -> Result<(), FollowError> {
        if view.to_act == Some(view.viewer)
            || !matches!(shown, Shown::Open(Action::Play(_) | Action::PlayTwo(..)))
        {
            return Ok(());
        }
        let (state, action) = Skirman::stand_in(view, shown)?;
        match state.check(&action) {
            // What the actor must also hold (a TOUCHE after a BALAYAGE, SK8; an attack after a
            // BATTEMENT, SK32; a quarte and a sixte attack for an ATTAQUE COMPOSÉE, SK26) is
            // among its hidden cards: the audit's.
            Ok(())
            | Err(
                Error::NeedsToucheInHand
                | Error::NeedsAttackToFollow
                | Error::AcNeedsQuarteAndSixte,
            ) => Ok(()),
            Err(_) => Err(FollowError::Impossible),
        }
    }

    fn wanted_unchecked(
        view: &View,
        shown: &Shown,
        moves: &[HiddenMove],
    ) -> Result<Option<HiddenMove>, FollowError> {
        match own_action(view, shown) {
            Some(action) => want_serving(
                &mut Skirman::determinized(view, &mut Rng::seeded(0)),
                &action,
                moves,
                |game| &mut game.dealer,
            ),
            None => Self::wanted(view, shown, moves),
        }
    }

    fn follow_unchecked(
        view: &View,
        shown: &Shown,
        moves: &[HiddenMove],
    ) -> Result<View, FollowError> {
        match own_action(view, shown) {
            Some(action) => {
                let mut state = Skirman::determinized(view, &mut Rng::seeded(0));
                state.apply_served(&action, moves)?;
                Ok(state.view(view.viewer))
            }
            None => Self::follow(view, shown, moves),
        }
    }
}

/// The viewer's own action, which its stand-in would check against its cards.
fn own_action(view: &View, shown: &Shown) -> Option<Action> {
    match *shown {
        Shown::Open(action) if view.to_act == Some(view.viewer) => Some(action),
        _ => None,
    }
}
