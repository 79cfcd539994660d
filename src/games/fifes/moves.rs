//! Fifes and Drums' hidden moves in bytes (`online::MoveCodec`): a tag, then each card as its
//! index, 0–44 (`Card::index`). Both seats see both moves whole. At most 3 bytes.
use super::cards::Card;
use super::follow::HiddenMove;
use super::state::FifesAndDrums;
use crate::online::move_codec::{MoveCodec, Reader};

/// A card `fits` accepts.
fn read_card(bytes: &mut Reader, fits: fn(Card) -> bool) -> Option<Card> {
    Card::ALL
        .get(usize::from(bytes.byte()?))
        .copied()
        .filter(|&c| fits(c))
}

impl MoveCodec for FifesAndDrums {
    fn write_move(hidden: &HiddenMove, out: &mut Vec<u8>) {
        match *hidden {
            HiddenMove::TurnUp { card } => out.extend([0, card.index() as u8]),
            HiddenMove::ShowSecrets { secrets: [a, b] } => {
                out.extend([1, a.index() as u8, b.index() as u8]);
            }
        }
    }

    fn read_move(bytes: &[u8]) -> Option<HiddenMove> {
        let mut bytes = Reader(bytes);
        let hidden = match bytes.byte()? {
            // The pile holds the basic deck and the Excuse.
            0 => HiddenMove::TurnUp {
                card: read_card(&mut bytes, |c| c.is_basic() || c == Card::TheExcuse)?,
            },
            // Two of the Pawns and Courts.
            1 => {
                let a = read_card(&mut bytes, Card::is_pawn_or_court)?;
                let b = read_card(&mut bytes, Card::is_pawn_or_court).filter(|&b| b != a)?;
                HiddenMove::ShowSecrets { secrets: [a, b] }
            }
            _ => return None,
        };
        bytes.end(hidden)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(hidden: HiddenMove) -> Vec<u8> {
        let mut bytes = Vec::new();
        FifesAndDrums::write_move(&hidden, &mut bytes);
        assert_eq!(FifesAndDrums::read_move(&bytes), Some(hidden));
        bytes
    }

    #[test]
    fn every_card_that_turns_up_and_the_secrets_shown() {
        for card in Card::ALL {
            let hidden = HiddenMove::TurnUp { card };
            let mut bytes = Vec::new();
            FifesAndDrums::write_move(&hidden, &mut bytes);
            let turns_up = card.is_basic() || card == Card::TheExcuse;
            assert_eq!(FifesAndDrums::read_move(&bytes), turns_up.then_some(hidden));
        }
        let secrets = [Card::TheWindow, Card::TheHarvest];
        assert_eq!(round_trip(HiddenMove::ShowSecrets { secrets }), [1, 38, 31]);
    }

    #[test]
    fn what_the_game_cannot_make_is_refused() {
        let refused: [&[u8]; 7] = [
            &[],
            &[2, 0],
            &[0, 45],
            &[0, 0, 0],
            // A secret that is a Crown; the same secret twice; one secret.
            &[1, 39, 31],
            &[1, 31, 31],
            &[1, 31],
        ];
        for bytes in refused {
            assert_eq!(FifesAndDrums::read_move(bytes), None, "{bytes:?}");
        }
    }
}
