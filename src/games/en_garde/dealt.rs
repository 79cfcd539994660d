//! En Garde dealt by two parties (`deal::game`): the 25 cards are deck ids 0..25, five ids per
//! value; a round is a joint shuffle of all 25 and five dealt to each; a refill deals from the
//! pile's top; every card played is shown by its holder; the deck-end comparison shows both
//! hands; the facts of a hand (stuck, a last-chance attack, a hit that could be parried) are
//! stated by its holder and checked at the audit.
use super::cards::{Hand, COPIES_PER_VALUE, DECK_SIZE, HAND_SIZE};
use super::follow::{cards_played, HiddenMove};
use super::phase::Phase;
use super::round_end::RoundEndReason;
use super::rules::{FirstPlayer, Options, RuleSet};
use super::state::EnGarde;
use super::view::View;
use super::Action;
use crate::core::follow::FollowError;
use crate::core::Seat;
use crate::deal::game::{DealtGame, Got, Serve};

/// A new round: all 25 shuffled, five to each.
fn round() -> Vec<Serve<u8>> {
    Serve::shuffle_and_deal((0..DECK_SIZE as u16).collect(), HAND_SIZE as usize)
}

fn hand_of(ids: &[u16]) -> Hand {
    Hand::from_cards(&ids.iter().map(|id| EnGarde::card(*id)).collect::<Vec<u8>>())
}

/// The hands dealt to each seat by `got` (`None` where this side did not see them).
fn dealt_hands(got: &[Got<HiddenMove>]) -> [Option<Hand>; 2] {
    let mut hands = [None; 2];
    for got in got {
        if let Got::Dealt {
            to,
            cards: Some(ids),
        } = got
        {
            hands[to.index()] = Some(hand_of(ids));
        }
    }
    hands
}

impl DealtGame for EnGarde {
    type Setup = (RuleSet, Options);
    /// A value, 1–5.
    type Card = u8;

    fn setup_of(rules: RuleSet, options: Options) -> Self::Setup {
        (rules, options)
    }

    fn deck(_: &Self::Setup) -> (&'static str, usize) {
        ("en-garde", DECK_SIZE)
    }

    fn card(id: u16) -> u8 {
        (id / COPIES_PER_VALUE as u16) as u8 + 1
    }

    fn draws_first((_, options): &Self::Setup) -> Option<Seat> {
        options.first_player.fixed()
    }

    fn opening(_: &Self::Setup) -> Vec<Serve<u8>> {
        round()
    }

    fn start(
        (rules, options): &Self::Setup,
        first: Seat,
        opening: &[Got<HiddenMove>],
    ) -> Result<EnGarde, FollowError> {
        let fixed = Options {
            first_player: match first {
                Seat::One => FirstPlayer::PlayerOne,
                Seat::Two => FirstPlayer::PlayerTwo,
            },
            ..*options
        };
        let mut state = EnGarde::new(*rules, fixed, 0);
        state.options = *options;
        let hands = dealt_hands(opening);
        for (held, dealt) in state.hands.iter_mut().zip(hands) {
            if let Some(hand) = dealt {
                if hand.len() != HAND_SIZE {
                    return Err(FollowError::Impossible);
                }
                *held = hand;
            }
        }
        if let [Some(one), Some(two)] = hands {
            // Every card known (the audit): the pile is the rest.
            let mut rest =
                Hand::from_cards(&(0..DECK_SIZE as u16).map(Self::card).collect::<Vec<_>>());
            for value in one.cards().into_iter().chain(two.cards()) {
                rest.remove(value, 1);
            }
            state.pile = rest.cards();
        }
        Ok(state)
    }

    fn played(view: &View, action: &Action) -> Vec<u8> {
        cards_played(view.phase, action)
    }

    fn serve(wanted: &HiddenMove) -> Vec<Serve<u8>> {
        match wanted {
            HiddenMove::Deal { .. } => round(),
            HiddenMove::Draw { seat, count, .. } => vec![Serve::Deal {
                to: *seat,
                count: *count as usize,
            }],
            HiddenMove::Stuck { seat, .. }
            | HiddenMove::FinalAttack { seat, .. }
            | HiddenMove::CouldParry { seat, .. } => vec![Serve::Fact { by: *seat }],
            HiddenMove::ShowHands { hands } => Seat::BOTH
                .into_iter()
                .map(|by| Serve::Show {
                    by,
                    cards: hands[by.index()].cards(),
                })
                .collect(),
        }
    }

    fn served(wanted: &HiddenMove, got: &[Got<HiddenMove>]) -> Result<HiddenMove, FollowError> {
        match (wanted, got) {
            (HiddenMove::Deal { .. }, _) => Ok(HiddenMove::Deal {
                hands: dealt_hands(got),
            }),
            (HiddenMove::Draw { seat, count, .. }, [Got::Dealt { cards, .. }]) => {
                Ok(HiddenMove::Draw {
                    seat: *seat,
                    count: *count,
                    cards: cards.as_deref().map(hand_of),
                })
            }
            (_, [Got::Fact(fact)]) => Ok(fact.clone()),
            (
                HiddenMove::ShowHands { .. },
                [Got::Shown { cards: one, .. }, Got::Shown { cards: two, .. }],
            ) => Ok(HiddenMove::ShowHands {
                hands: [hand_of(one), hand_of(two)],
            }),
            _ => Err(FollowError::WrongMove { index: 0 }),
        }
    }

    fn held(view: &View) -> Vec<u8> {
        // The match ended at a deck-end comparison: both hands were shown and are public.
        let shown = view.last_round.as_ref().is_some_and(|report| {
            matches!(&report.reason, RoundEndReason::DeckOut(out) if out.revealed_hands.is_some())
        });
        if shown && matches!(view.phase, Phase::MatchOver { .. }) {
            return Vec::new();
        }
        view.private.hand.cards()
    }
}
