//! Bluff dealt by two parties (`deal::game`): twelve cards, ids 0..12, two of each face; a
//! joint shuffle and three to each; a challenge makes both seats show their hands.
use super::follow::HiddenMove;
use super::{hand_of, Action, Bluff, Hand, View, COPIES, FACES, HAND};
use crate::core::follow::FollowError;
use crate::core::Seat;
use crate::deal::game::{DealtGame, Got, Serve};

fn faces(ids: &[u16]) -> Option<Hand> {
    (ids.len() == HAND)
        .then(|| hand_of(&ids.iter().map(|id| Bluff::card(*id)).collect::<Vec<u8>>()))
}

impl DealtGame for Bluff {
    type Setup = ();
    /// A face, 1–6.
    type Card = u8;

    fn setup_of(_: super::record::RuleSet, _: super::record::Options) {}

    fn deck(_: &()) -> (&'static str, usize) {
        ("bluff", (FACES * COPIES) as usize)
    }

    fn card(id: u16) -> u8 {
        (id / COPIES as u16) as u8 + 1
    }

    fn draws_first(_: &()) -> Option<Seat> {
        Some(Seat::One)
    }

    fn opening(_: &()) -> Vec<Serve<u8>> {
        Serve::shuffle_and_deal((0..(FACES * COPIES) as u16).collect(), HAND)
    }

    fn start(_: &(), _first: Seat, opening: &[Got<HiddenMove>]) -> Result<Bluff, FollowError> {
        let mut state = Bluff::new(0);
        for got in opening {
            if let Got::Dealt {
                to,
                cards: Some(ids),
            } = got
            {
                state.hands[to.index()] = faces(ids).ok_or(FollowError::Impossible)?;
            }
        }
        Ok(state)
    }

    /// A bid shows no card.
    fn played(_: &View, _: &Action) -> Vec<u8> {
        Vec::new()
    }

    fn serve(wanted: &HiddenMove) -> Vec<Serve<u8>> {
        let HiddenMove::ShowHands { hands } = wanted;
        Seat::BOTH
            .into_iter()
            .map(|by| Serve::Show {
                by,
                cards: hands[by.index()].to_vec(),
            })
            .collect()
    }

    fn served(_: &HiddenMove, got: &[Got<HiddenMove>]) -> Result<HiddenMove, FollowError> {
        match got {
            [Got::Shown { cards: one, .. }, Got::Shown { cards: two, .. }] => {
                match (faces(one), faces(two)) {
                    (Some(one), Some(two)) => Ok(HiddenMove::ShowHands { hands: [one, two] }),
                    _ => Err(FollowError::WrongMove { index: 0 }),
                }
            }
            _ => Err(FollowError::WrongMove { index: 0 }),
        }
    }

    /// Its hand, until a challenge shows both.
    fn held(view: &View) -> Vec<u8> {
        match view.shown {
            Some(_) => Vec::new(),
            None => view.private.hand.to_vec(),
        }
    }
}
