//! Skirm'an's hidden moves in bytes (`online::MoveCodec`): a tag, then the fields, a seat as 0
//! or 1, a card as its place in `Card::ALL` (0–37), a list of cards last, its length what is
//! left. A draw ends with its cards only for the seat that drew them. A draw back to 7 takes 10
//! bytes at most; a reshuffle 4 and one per card on the table.
use super::cards::Card;
use super::follow::HiddenMove;
use super::rules::Level;
use super::state::{Skirman, HAND};
use crate::online::move_codec::{MoveCodec, Reader};

/// The most cards a talon holds (§2, Compétition).
const TALON: usize = 104;

/// Its place in `Card::ALL`; past the end for a card that does not exist (never read back).
fn card_byte(card: Card) -> u8 {
    card.index().map_or(u8::MAX, |i| i as u8)
}

/// The rest of the bytes, cards of which the talon holds enough copies.
fn read_cards(bytes: Reader) -> Option<Vec<Card>> {
    let cards = bytes
        .0
        .iter()
        .map(|&b| Card::ALL.get(usize::from(b)).copied())
        .collect::<Option<Vec<Card>>>()?;
    let copies = |c: &Card| cards.iter().filter(|d| *d == c).count();
    let held = |c: &Card| copies(c) <= usize::from(c.count(Level::Competition));
    cards.iter().all(held).then_some(cards)
}

impl MoveCodec for Skirman {
    fn write_move(hidden: &HiddenMove, out: &mut Vec<u8>) {
        match hidden {
            HiddenMove::Draw { seat, count, cards } => {
                out.extend([0, seat.index() as u8, *count]);
                out.extend(cards.iter().flatten().map(|&c| card_byte(c)));
            }
            HiddenMove::Reshuffle {
                cards,
                table,
                face_down: [one, two],
            } => {
                out.extend([1, *cards, *one, *two]);
                out.extend(table.iter().map(|&c| card_byte(c)));
            }
            HiddenMove::Reveal { seat, card } => {
                out.extend([2, seat.index() as u8, card_byte(*card)]);
            }
            HiddenMove::AcAnswer { seat, holds, card } => {
                out.extend([3, seat.index() as u8, u8::from(*holds), card_byte(*card)]);
            }
        }
    }

    fn read_move(bytes: &[u8]) -> Option<HiddenMove> {
        let mut bytes = Reader(bytes);
        let card = |bytes: &mut Reader| Card::ALL.get(usize::from(bytes.byte()?)).copied();
        let hidden = match bytes.byte()? {
            0 => {
                let seat = bytes.seat()?;
                let count = bytes.byte().filter(|&c| (1..=HAND as u8).contains(&c))?;
                let cards = if bytes.is_empty() {
                    None
                } else {
                    Some(read_cards(bytes).filter(|c| c.len() == usize::from(count))?)
                };
                return Some(HiddenMove::Draw { seat, count, cards });
            }
            1 => {
                let cards = bytes.byte().filter(|&c| c > 0)?;
                let face_down = [bytes.byte()?, bytes.byte()?];
                let table = read_cards(bytes)?;
                let total = [cards, face_down[0], face_down[1]].map(usize::from);
                if total.iter().sum::<usize>() + table.len() > TALON {
                    return None;
                }
                return Some(HiddenMove::Reshuffle {
                    cards,
                    table,
                    face_down,
                });
            }
            2 => HiddenMove::Reveal {
                seat: bytes.seat()?,
                card: card(&mut bytes)?,
            },
            3 => HiddenMove::AcAnswer {
                seat: bytes.seat()?,
                holds: bytes.bool()?,
                card: card(&mut bytes)?,
            },
            _ => return None,
        };
        bytes.end(hidden)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::follow::Follow;
    use crate::core::Seat;
    use crate::games::skirman::cards::Line;

    fn round_trip(hidden: HiddenMove) -> Vec<u8> {
        let mut bytes = Vec::new();
        Skirman::write_move(&hidden, &mut bytes);
        assert_eq!(Skirman::read_move(&bytes), Some(hidden));
        bytes
    }

    #[test]
    fn a_draw_back_to_seven_and_as_the_other_seat_sees_it() {
        let cards = vec![Card::Touche; 5]
            .into_iter()
            .chain([Card::Parade(Line::Sixte), Card::JeuViolent])
            .collect::<Vec<Card>>();
        let draw = HiddenMove::Draw {
            seat: Seat::Two,
            count: 7,
            cards: Some(cards),
        };
        assert_eq!(
            round_trip(draw.clone()),
            [0, 1, 7, 13, 13, 13, 13, 13, 14, 37]
        );
        let unseen = Skirman::seen_by(&draw, Seat::One);
        assert_eq!(round_trip(unseen), [0, 1, 7]);
    }

    #[test]
    fn a_reshuffle_reveals_and_answers() {
        let reshuffle = HiddenMove::Reshuffle {
            cards: 41,
            table: vec![Card::Feinte, Card::Fleche],
            face_down: [1, 0],
        };
        assert_eq!(round_trip(reshuffle), [1, 41, 1, 0, 22, 12]);
        let reveal = HiddenMove::Reveal {
            seat: Seat::One,
            card: Card::Contre(Line::Quarte),
        };
        assert_eq!(round_trip(reveal), [2, 0, 25]);
        let answer = HiddenMove::AcAnswer {
            seat: Seat::Two,
            holds: false,
            card: Card::Parade(Line::Octave),
        };
        assert_eq!(round_trip(answer), [3, 1, 0, 16]);
    }

    #[test]
    fn what_the_game_cannot_make_is_refused() {
        let refused: [&[u8]; 14] = [
            &[],
            &[4, 0, 0],
            // Draws: of 8 cards, of 0, by seat 2, 2 counted with 3 cards, 2 Flèches, card 38.
            &[0, 0, 8],
            &[0, 0, 0],
            &[0, 2, 1],
            &[0, 0, 2, 13, 13, 13],
            &[0, 0, 2, 12, 12],
            &[0, 0, 1, 38],
            // Reshuffles: of no card, of more than the talon's 104.
            &[1, 0, 0, 0],
            &[1, 100, 3, 2],
            &[1, 98, 2, 2, 13, 13, 13],
            // A card left over; an answer that is 2; a missing card.
            &[2, 0, 25, 0],
            &[3, 1, 2, 16],
            &[3, 1, 1],
        ];
        for bytes in refused {
            assert_eq!(Skirman::read_move(bytes), None, "{bytes:?}");
        }
    }
}
