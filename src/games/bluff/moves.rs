//! Bluff's hidden move in bytes (`online::MoveCodec`): a tag, then the six faces of the two
//! hands shown, seat one's first, each hand in ascending order. 7 bytes.
use super::follow::HiddenMove;
use super::{Bluff, Hand, COPIES, FACES, HAND};
use crate::online::move_codec::{MoveCodec, Reader};

impl MoveCodec for Bluff {
    fn write_move(hidden: &HiddenMove, out: &mut Vec<u8>) {
        let HiddenMove::ShowHands { hands } = hidden;
        out.push(0);
        out.extend(hands.iter().flatten());
    }

    fn read_move(bytes: &[u8]) -> Option<HiddenMove> {
        let mut bytes = Reader(bytes);
        bytes.below(1)?;
        let mut hands = [[0; HAND]; 2];
        for face in hands.iter_mut().flatten() {
            *face = bytes.byte().filter(|f| (1..=FACES).contains(f))?;
        }
        let ascending = |hand: &Hand| hand.is_sorted();
        let copies = |face| hands.iter().flatten().filter(|&&f| f == face).count();
        let dealt = (1..=FACES).all(|face| copies(face) <= COPIES.into());
        (hands.iter().all(ascending) && dealt).then_some(())?;
        bytes.end(HiddenMove::ShowHands { hands })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_hands_shown_take_seven_bytes() {
        let hidden = HiddenMove::ShowHands {
            hands: [[1, 1, 6], [2, 5, 6]],
        };
        let mut bytes = Vec::new();
        Bluff::write_move(&hidden, &mut bytes);
        assert_eq!(bytes, [0, 1, 1, 6, 2, 5, 6]);
        assert_eq!(Bluff::read_move(&bytes), Some(hidden));
    }

    #[test]
    fn what_the_game_cannot_make_is_refused() {
        let refused: [&[u8]; 7] = [
            &[],
            &[1, 1, 1, 6, 2, 5, 6],
            // A face 7; a hand out of order; three 1s; a face missing; one left over.
            &[0, 1, 1, 7, 2, 5, 6],
            &[0, 1, 6, 1, 2, 5, 6],
            &[0, 1, 1, 6, 1, 5, 6],
            &[0, 1, 1, 6, 2, 5],
            &[0, 1, 1, 6, 2, 5, 6, 6],
        ];
        for bytes in refused {
            assert_eq!(Bluff::read_move(bytes), None, "{bytes:?}");
        }
    }
}
