//! Fifes and Drums dealt by two parties (`deal::game`): a card's deck id is its place in
//! `Card::ALL`. The opening: the 8 Pawns and Courts shuffled apart and one dealt to each seat
//! (its favoured units, the other six set aside unseen); the 36 basic cards shuffled, their
//! bottom five shuffled again with the Excuse into the packet under the pile; five turned face
//! up for the display. Each refill turns the pile's next card up for both; at the Excuse both
//! seats show their secret card.
use super::actions::{Action, DISPLAY_SIZE};
use super::cards::{basic_deck, Card, PAWNS_AND_COURTS};
use super::follow::HiddenMove;
use super::rules::{FirstPlayer, Options};
use super::state::{FifesAndDrums, EXCUSE_PACKET};
use super::view::View;
use crate::core::follow::FollowError;
use crate::core::Seat;
use crate::deal::game::{DealtGame, Got, Serve};

fn id(card: Card) -> u16 {
    Card::ALL.iter().position(|c| *c == card).unwrap_or(0) as u16
}

fn ids(cards: impl Iterator<Item = Card>) -> Vec<u16> {
    cards.map(id).collect()
}

impl DealtGame for FifesAndDrums {
    type Setup = Options;
    type Card = Card;

    fn setup_of(_: super::rules::RuleSet, options: Options) -> Options {
        options
    }

    fn deck(_: &Options) -> (&'static str, usize) {
        ("fifes-and-drums", Card::ALL.len())
    }

    fn card(id: u16) -> Card {
        Card::ALL
            .get(id as usize)
            .copied()
            .unwrap_or(Card::TheExcuse)
    }

    fn draws_first(options: &Options) -> Option<Seat> {
        options.first_player.fixed()
    }

    fn opening(_: &Options) -> Vec<Serve<Card>> {
        vec![
            Serve::Apart {
                cards: ids(PAWNS_AND_COURTS.into_iter()),
            },
            Serve::Deal {
                to: Seat::One,
                count: 1,
            },
            Serve::Deal {
                to: Seat::Two,
                count: 1,
            },
            Serve::Shuffle {
                cards: ids(basic_deck()),
            },
            Serve::Packet {
                count: EXCUSE_PACKET - 1,
                add: vec![id(Card::TheExcuse)],
            },
            Serve::Open {
                count: DISPLAY_SIZE,
            },
        ]
    }

    fn start(
        options: &Options,
        first: Seat,
        opening: &[Got<HiddenMove>],
    ) -> Result<FifesAndDrums, FollowError> {
        let fixed = Options {
            first_player: match first {
                Seat::One => FirstPlayer::PlayerOne,
                Seat::Two => FirstPlayer::PlayerTwo,
            },
        };
        let mut state = FifesAndDrums::new(fixed, 0);
        state.options = *options;
        if opening.is_empty() {
            return Ok(state);
        }
        let mut secrets = [None; 2];
        let mut display = None;
        for got in opening {
            match got {
                Got::Dealt { to, cards } => {
                    if let Some([secret]) = cards.as_deref() {
                        secrets[to.index()] = Some(Self::card(*secret));
                    }
                }
                Got::Opened { cards } => display = Some(cards),
                _ => {}
            }
        }
        let display = display
            .filter(|cards| cards.len() == DISPLAY_SIZE)
            .ok_or(FollowError::Impossible)?;
        for (slot, card) in state.display.iter_mut().zip(display) {
            *slot = Self::card(*card);
        }
        for (held, dealt) in state.secrets.iter_mut().zip(secrets) {
            if let Some(card) = dealt {
                *held = card;
            }
        }
        if let [Some(_), Some(_)] = secrets {
            for (slot, card) in state.set_aside.iter_mut().zip(
                PAWNS_AND_COURTS
                    .into_iter()
                    .filter(|c| !state.secrets.contains(c)),
            ) {
                *slot = card;
            }
        }
        // The pile's cards come from the deal as they turn up; its count is the rules'.
        let unseen: Vec<Card> = basic_deck()
            .filter(|c| !state.display.contains(c))
            .chain([Card::TheExcuse])
            .collect();
        state.pile = unseen.into_iter().rev().collect();
        Ok(state)
    }

    /// A take shows nothing from a hand: the display is face up.
    /// Every action is public (a card of the display, its split or direction), so the other
    /// seat's action is checked whole at once, before any card is turned up for it.
    fn check_seen(view: &View, shown: &Action) -> Result<(), FollowError> {
        view.check(shown).map_err(|_| FollowError::Impossible)
    }

    fn played(_: &View, _: &Action) -> Vec<Card> {
        Vec::new()
    }

    fn serve(wanted: &HiddenMove) -> Vec<Serve<Card>> {
        match wanted {
            HiddenMove::TurnUp { .. } => vec![Serve::Open { count: 1 }],
            HiddenMove::ShowSecrets { secrets } => Seat::BOTH
                .into_iter()
                .map(|by| Serve::Show {
                    by,
                    cards: vec![secrets[by.index()]],
                })
                .collect(),
        }
    }

    fn served(wanted: &HiddenMove, got: &[Got<HiddenMove>]) -> Result<HiddenMove, FollowError> {
        match (wanted, got) {
            (HiddenMove::TurnUp { .. }, [Got::Opened { cards }]) => match cards.as_slice() {
                [card] => Ok(HiddenMove::TurnUp {
                    card: Self::card(*card),
                }),
                _ => Err(FollowError::WrongMove { index: 0 }),
            },
            (
                HiddenMove::ShowSecrets { .. },
                [Got::Shown { cards: one, .. }, Got::Shown { cards: two, .. }],
            ) => match (one.as_slice(), two.as_slice()) {
                ([one], [two]) => Ok(HiddenMove::ShowSecrets {
                    secrets: [Self::card(*one), Self::card(*two)],
                }),
                _ => Err(FollowError::WrongMove { index: 0 }),
            },
            _ => Err(FollowError::WrongMove { index: 0 }),
        }
    }

    /// Its secret card, until both are shown at the end.
    fn held(view: &View) -> Vec<Card> {
        if view.is_over() {
            Vec::new()
        } else {
            vec![view.private.card]
        }
    }
}
