//! The battlefield track: one space per unit. Space 1 is the front line, nearest the enemy;
//! higher spaces are further back. The track is unbounded toward the rear (§2) and has a hard
//! floor at space 1 (§6.5).
use super::suits::Suit;
use serde::{Deserialize, Serialize};

/// The front line: no unit can go beyond it (§6.5).
pub const FRONT: u8 = 1;
/// The printed track's length. Explicit positions must stay on it; play can in principle go
/// further back (it cannot with the real deck: at most ~39, spec §2).
pub const PRINTED_SPACES: u8 = 45;

/// An Ace's direction (§6.2): toward the enemy (`front`, lower spaces) or away (`back`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    Front,
    Back,
}

/// The space of each unit, indexed by `Suit::index`. Written in JSON as
/// `{"moons": 1, "suns": 4, …}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Track([u8; 6]);

impl Default for Track {
    fn default() -> Track {
        Track::START
    }
}

impl Track {
    /// All six tokens on the front space (§4.4).
    pub const START: Track = Track([FRONT; 6]);

    pub fn new(spaces: [u8; 6]) -> Track {
        Track(spaces)
    }

    pub fn spaces(&self) -> [u8; 6] {
        self.0
    }

    pub fn space(&self, suit: Suit) -> u8 {
        self.0[suit.index()]
    }

    pub fn set(&mut self, suit: Suit, space: u8) {
        self.0[suit.index()] = space;
    }

    /// Where a retreat of `spaces` takes `suit`.
    pub fn retreat_target(&self, suit: Suit, spaces: u8) -> u8 {
        self.space(suit).saturating_add(spaces)
    }

    /// Where a charge of `spaces` takes `suit`: stopped on the front space, the excess lost
    /// (§6.5, A-FD3).
    pub fn charge_target(&self, suit: Suit, spaces: u8) -> u8 {
        self.space(suit).saturating_sub(spaces).max(FRONT)
    }

    /// Where an Ace (either direction) or a Crown (front) takes `suit`: onto the nearest space
    /// strictly beyond its own that holds another token (A-FD4: it lands on it; A-FD5: tokens
    /// sharing its own space do not count), else one space; never past the front (A-FD6,
    /// A-FD12: from space 1 toward the front it stays put).
    pub fn march_target(&self, suit: Suit, direction: Direction) -> u8 {
        let here = self.space(suit);
        let others = Suit::ALL
            .into_iter()
            .filter(|&s| s != suit)
            .map(|s| self.space(s));
        match direction {
            Direction::Front => others
                .filter(|&s| s < here)
                .max()
                .unwrap_or_else(|| here.saturating_sub(1).max(FRONT)),
            Direction::Back => others
                .filter(|&s| s > here)
                .min()
                .unwrap_or_else(|| here.saturating_add(1)),
        }
    }

    /// Dense ranking (§7): a unit scores the number of distinct occupied spaces strictly
    /// nearer the front than its own. Units on one space score the same.
    pub fn points(&self) -> [u8; 6] {
        let mut distinct = self.0;
        distinct.sort_unstable();
        let mut points = [0u8; 6];
        for (p, &space) in points.iter_mut().zip(&self.0) {
            let mut below = 0u8;
            let mut last = None;
            for &s in &distinct {
                if s >= space {
                    break;
                }
                if last != Some(s) {
                    below += 1;
                    last = Some(s);
                }
            }
            *p = below;
        }
        points
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TrackJson {
    moons: u8,
    suns: u8,
    waves: u8,
    leaves: u8,
    wyrms: u8,
    knots: u8,
}

impl Serialize for Track {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let [moons, suns, waves, leaves, wyrms, knots] = self.0;
        TrackJson {
            moons,
            suns,
            waves,
            leaves,
            wyrms,
            knots,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Track {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Track, D::Error> {
        let t = TrackJson::deserialize(d)?;
        Ok(Track([
            t.moons, t.suns, t.waves, t.leaves, t.wyrms, t.knots,
        ]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Suit::*;

    #[test]
    fn dense_ranking_example_from_the_spec() {
        let track = Track([1, 1, 4, 7, 7, 12]);
        assert_eq!(track.points(), [0, 0, 1, 2, 2, 3]);
        assert_eq!(Track([1, 2, 3, 4, 5, 6]).points(), [0, 1, 2, 3, 4, 5]);
        assert_eq!(Track::START.points(), [0; 6]);
        assert_eq!(Track([9, 3, 3, 1, 20, 9]).points(), [2, 1, 1, 0, 3, 2]);
    }

    #[test]
    fn marches_land_on_the_next_token_or_move_one() {
        let track = Track([1, 1, 4, 7, 7, 12]);
        // Waves on 4: back to 7 (the Leaves and Wyrms), front to 1.
        assert_eq!(track.march_target(Waves, Direction::Back), 7);
        assert_eq!(track.march_target(Waves, Direction::Front), 1);
        // Leaves shares 7 with the Wyrms: they are ignored (A-FD5).
        assert_eq!(track.march_target(Leaves, Direction::Back), 12);
        assert_eq!(track.march_target(Leaves, Direction::Front), 4);
        // Knots is rearmost: one space back.
        assert_eq!(track.march_target(Knots, Direction::Back), 13);
        // Moons on the front with the Suns: nothing ahead, stays (A-FD12).
        assert_eq!(track.march_target(Moons, Direction::Front), 1);
        // Alone on 3 with nothing ahead: one space toward the front.
        let alone = Track([3, 5, 5, 5, 5, 5]);
        assert_eq!(alone.march_target(Moons, Direction::Front), 2);
    }

    #[test]
    fn charges_stop_on_the_front() {
        let track = Track([3, 1, 1, 1, 1, 1]);
        assert_eq!(track.charge_target(Moons, 2), 1);
        assert_eq!(track.charge_target(Moons, 7), 1);
        assert_eq!(track.charge_target(Moons, 1), 2);
        assert_eq!(track.retreat_target(Moons, 4), 7);
    }

    #[test]
    fn track_json_names_each_unit() {
        let track = Track([1, 2, 3, 4, 5, 6]);
        let json = serde_json::to_value(track).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"moons":1,"suns":2,"waves":3,"leaves":4,"wyrms":5,"knots":6})
        );
        assert_eq!(serde_json::from_value::<Track>(json).unwrap(), track);
    }
}
