//! En Garde's hidden moves in bytes (`online::MoveCodec`): a tag, then the fields. A seat is
//! 0 or 1; a hand is two bytes, little-endian, its count of each value 1–5 in three bits (value
//! 1 lowest, the top bit 0), or `FF FF` for a hand the seat did not see. At most 5 bytes.
use super::cards::{Hand, COPIES_PER_VALUE, HAND_SIZE, VALUES};
use super::follow::HiddenMove;
use super::state::EnGarde;
use crate::online::move_codec::{MoveCodec, Reader};

const UNSEEN: u16 = 0xFFFF;

fn write_hand(hand: Option<Hand>, out: &mut Vec<u8>) {
    let bits = hand.map_or(UNSEEN, |hand| {
        (0..)
            .zip(hand.counts())
            .fold(0, |bits, (i, count)| bits | (u16::from(count) << (3 * i)))
    });
    out.extend_from_slice(&bits.to_le_bytes());
}

/// A hand of at most 5 cards, `Some(None)` for an unseen one.
fn read_hand(bytes: &mut Reader) -> Option<Option<Hand>> {
    let bits = u16::from_le_bytes([bytes.byte()?, bytes.byte()?]);
    if bits == UNSEEN {
        return Some(None);
    }
    let mut hand = Hand::default();
    for value in VALUES {
        let count = (bits >> (3 * (value - 1))) & 7;
        for _ in 0..count {
            hand.add(value);
        }
    }
    // At most 5 cards: no count of 6 or 7 (three bits), nothing in the top bit.
    (bits >> 15 == 0 && hand.len() <= HAND_SIZE).then_some(Some(hand))
}

/// Two hands that the 25 cards can hold together (five of each value).
fn fit(a: &Hand, b: &Hand) -> bool {
    VALUES
        .into_iter()
        .all(|value| a.count(value) + b.count(value) <= COPIES_PER_VALUE)
}

impl MoveCodec for EnGarde {
    fn write_move(hidden: &HiddenMove, out: &mut Vec<u8>) {
        match *hidden {
            HiddenMove::Deal { hands } => {
                out.push(0);
                for hand in hands {
                    write_hand(hand, out);
                }
            }
            HiddenMove::Draw { seat, count, cards } => {
                out.extend([1, seat.index() as u8, count]);
                write_hand(cards, out);
            }
            HiddenMove::Stuck { seat, stuck: fact }
            | HiddenMove::FinalAttack { seat, holds: fact }
            | HiddenMove::CouldParry { seat, could: fact } => {
                let tag = match hidden {
                    HiddenMove::Stuck { .. } => 2,
                    HiddenMove::FinalAttack { .. } => 3,
                    _ => 4,
                };
                out.extend([tag, seat.index() as u8, u8::from(fact)]);
            }
            HiddenMove::ShowHands { hands } => {
                out.push(5);
                for hand in hands {
                    write_hand(Some(hand), out);
                }
            }
        }
    }

    fn read_move(bytes: &[u8]) -> Option<HiddenMove> {
        let mut bytes = Reader(bytes);
        let hidden = match bytes.byte()? {
            0 => {
                let hands = [read_hand(&mut bytes)?, read_hand(&mut bytes)?];
                let dealt = |hand: &Option<Hand>| hand.is_none_or(|h| h.len() == HAND_SIZE);
                if !hands.iter().all(dealt) {
                    return None;
                }
                if let [Some(a), Some(b)] = &hands {
                    fit(a, b).then_some(())?;
                }
                HiddenMove::Deal { hands }
            }
            1 => {
                let seat = bytes.seat()?;
                let count = bytes.byte().filter(|c| (1..=HAND_SIZE).contains(c))?;
                let cards = read_hand(&mut bytes)?;
                cards.is_none_or(|h| h.len() == count).then_some(())?;
                HiddenMove::Draw { seat, count, cards }
            }
            tag @ 2..=4 => {
                let seat = bytes.seat()?;
                let fact = bytes.bool()?;
                match tag {
                    2 => HiddenMove::Stuck { seat, stuck: fact },
                    3 => HiddenMove::FinalAttack { seat, holds: fact },
                    _ => HiddenMove::CouldParry { seat, could: fact },
                }
            }
            5 => {
                let [Some(a), Some(b)] = [read_hand(&mut bytes)?, read_hand(&mut bytes)?] else {
                    return None;
                };
                fit(&a, &b).then_some(())?;
                HiddenMove::ShowHands { hands: [a, b] }
            }
            _ => return None,
        };
        bytes.end(hidden)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Seat;

    fn round_trip(hidden: HiddenMove) -> Vec<u8> {
        let mut bytes = Vec::new();
        EnGarde::write_move(&hidden, &mut bytes);
        assert_eq!(EnGarde::read_move(&bytes), Some(hidden));
        bytes
    }

    #[test]
    fn a_deal_seen_by_one_seat_keeps_the_other_hand_unseen() {
        let hand = Hand::from_cards(&[1, 1, 3, 5, 5]);
        let bytes = round_trip(HiddenMove::Deal {
            hands: [None, Some(hand)],
        });
        // Counts 2, 0, 1, 0, 2 in three bits each.
        let bits: u16 = 2 | (1 << 6) | (2 << 12);
        let [lo, hi] = bits.to_le_bytes();
        assert_eq!(bytes, [0, 0xFF, 0xFF, lo, hi]);
    }

    #[test]
    fn the_largest_moves_take_five_bytes() {
        let full = |cards: &[u8]| Hand::from_cards(cards);
        let moves = [
            HiddenMove::Deal {
                hands: [Some(full(&[5; 5])), Some(full(&[1, 2, 3, 4, 4]))],
            },
            HiddenMove::Draw {
                seat: Seat::Two,
                count: 5,
                cards: Some(full(&[2, 2, 2, 2, 2])),
            },
            HiddenMove::Draw {
                seat: Seat::One,
                count: 3,
                cards: None,
            },
            HiddenMove::ShowHands {
                hands: [full(&[1, 2]), full(&[])],
            },
        ];
        for hidden in moves {
            assert_eq!(round_trip(hidden).len(), 5);
        }
        let fact = HiddenMove::CouldParry {
            seat: Seat::Two,
            could: true,
        };
        assert_eq!(round_trip(fact), [4, 1, 1]);
    }

    #[test]
    fn what_the_game_cannot_make_is_refused() {
        let refused: [&[u8]; 12] = [
            &[],
            &[6, 0, 0],
            // A dealt hand of 4 cards; 6 cards of value 1 in two hands.
            &[0, 4, 0, 0xFF, 0xFF],
            &[0, 5, 0, 33, 0],
            // A draw by seat 2, of 0 cards, counting 2 cards with 3.
            &[1, 2, 1, 0xFF, 0xFF],
            &[1, 0, 0, 0xFF, 0xFF],
            &[1, 0, 2, 3, 0],
            // A count of 6, the top bit.
            &[1, 0, 1, 6, 0],
            &[1, 0, 1, 1, 0x80],
            // A fact that is 2; bytes left over; a shown hand unseen.
            &[2, 0, 2],
            &[3, 1, 1, 0],
            &[5, 0xFF, 0xFF, 0, 0],
        ];
        for bytes in refused {
            assert_eq!(EnGarde::read_move(bytes), None, "{bytes:?}");
        }
    }
}
