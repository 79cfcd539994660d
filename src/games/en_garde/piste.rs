//! The 23-square piste. Seat one starts on square 1 and moves forward toward 23; seat two starts
//! on 23 and moves forward toward 1. Distance = pos(two) − pos(one).
use crate::core::Seat;
use serde::{Deserialize, Serialize};

pub const FIRST_SQUARE: u8 = 1;
pub const LAST_SQUARE: u8 = 23;
/// Ferti marks it in red; the advancement tiebreak is "nearer the centre" (EG1).
pub const CENTRE_SQUARE: u8 = 12;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    Forward,
    Back,
}

/// Both fencers' squares, indexed by seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piste(pub [u8; 2]);

/// Why a step is not possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocked {
    /// It would land on the opponent's square (that is an attack, not a move).
    ReachesOpponent,
    /// It would pass the opponent.
    PassesOpponent,
    /// It would leave the piste behind the fencer.
    OffPiste,
}

impl Default for Piste {
    fn default() -> Piste {
        Piste::START
    }
}

impl Piste {
    pub const START: Piste = Piste([FIRST_SQUARE, LAST_SQUARE]);

    pub fn square(self, seat: Seat) -> u8 {
        self.0[seat.index()]
    }

    pub fn distance(self) -> u8 {
        self.0[1].saturating_sub(self.0[0])
    }

    /// Where `seat` would stand after `steps` in `direction`, if that is a legal move.
    pub fn step(self, seat: Seat, steps: u8, direction: Direction) -> Result<u8, Blocked> {
        let here = self.square(seat) as i16;
        let sign: i16 = match (seat, direction) {
            (Seat::One, Direction::Forward) | (Seat::Two, Direction::Back) => 1,
            (Seat::One, Direction::Back) | (Seat::Two, Direction::Forward) => -1,
        };
        let target = here + sign * steps as i16;
        if direction == Direction::Forward {
            let distance = self.distance() as i16;
            if steps as i16 == distance {
                return Err(Blocked::ReachesOpponent);
            }
            if steps as i16 > distance {
                return Err(Blocked::PassesOpponent);
            }
        }
        if target < FIRST_SQUARE as i16 || target > LAST_SQUARE as i16 {
            return Err(Blocked::OffPiste);
        }
        Ok(target as u8)
    }

    pub fn moved(self, seat: Seat, to: u8) -> Piste {
        let mut squares = self.0;
        squares[seat.index()] = to;
        Piste(squares)
    }

    /// Squares gained from the fencer's own end (EG1).
    pub fn advancement(self, seat: Seat) -> u8 {
        match seat {
            Seat::One => self.0[0] - FIRST_SQUARE,
            Seat::Two => LAST_SQUARE - self.0[1],
        }
    }

    /// On the piste, in order, on different squares.
    pub fn is_valid(self) -> bool {
        let [a, b] = self.0;
        (FIRST_SQUARE..=LAST_SQUARE).contains(&a)
            && (FIRST_SQUARE..=LAST_SQUARE).contains(&b)
            && a < b
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forward_moves_stop_short_of_the_opponent() {
        let piste = Piste([5, 9]);
        assert_eq!(piste.step(Seat::One, 3, Direction::Forward), Ok(8));
        assert_eq!(
            piste.step(Seat::One, 4, Direction::Forward),
            Err(Blocked::ReachesOpponent)
        );
        assert_eq!(
            piste.step(Seat::One, 5, Direction::Forward),
            Err(Blocked::PassesOpponent)
        );
        assert_eq!(piste.step(Seat::Two, 3, Direction::Forward), Ok(6));
        assert_eq!(
            piste.step(Seat::Two, 4, Direction::Forward),
            Err(Blocked::ReachesOpponent)
        );
    }

    #[test]
    fn back_moves_stay_on_the_piste() {
        let piste = Piste([3, 21]);
        assert_eq!(piste.step(Seat::One, 2, Direction::Back), Ok(1));
        assert_eq!(
            piste.step(Seat::One, 3, Direction::Back),
            Err(Blocked::OffPiste)
        );
        assert_eq!(piste.step(Seat::Two, 2, Direction::Back), Ok(23));
        assert_eq!(
            piste.step(Seat::Two, 3, Direction::Back),
            Err(Blocked::OffPiste)
        );
    }

    #[test]
    fn advancement_counts_from_each_end() {
        let piste = Piste([9, 16]);
        assert_eq!(piste.advancement(Seat::One), 8);
        assert_eq!(piste.advancement(Seat::Two), 7);
        assert_eq!(
            Piste([11, 13]).advancement(Seat::One),
            Piste([11, 13]).advancement(Seat::Two)
        );
    }
}
