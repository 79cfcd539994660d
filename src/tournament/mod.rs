//! A knockout tournament ("tableau", direct elimination) for up to 16 participants (spec SK22).
//!
//! Game-agnostic: it knows participants, matches, winners and scores, never a game's rules. The
//! bracket has the next power of two of slots; the missing places are byes. Participants are
//! seeded in the order given (index 0 is seed 1) and placed by the standard seeding order
//! (seed 1 meets the last seed, seed 2 the second-to-last…, and seeds 1 and 2 can meet only in
//! the final). Byes are the highest "seeds", so each bye faces a real participant (never another
//! bye), the byes are spread over the bracket, and a bye advances its opponent at once.
//! No web imports: the screen keeps a `Tournament` and draws `rounds()`.
use crate::core::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

mod text;

/// The fewest and most participants a tournament accepts.
pub const MIN_PARTICIPANTS: usize = 2;
pub const MAX_PARTICIPANTS: usize = 16;

pub use crate::bots::Strength;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ParticipantKind {
    Human,
    Computer(Strength),
}

impl ParticipantKind {
    pub fn is_human(self) -> bool {
        self == ParticipantKind::Human
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    pub name: String,
    pub kind: ParticipantKind,
}

impl Participant {
    pub fn new(name: impl Into<String>, kind: ParticipantKind) -> Participant {
        Participant {
            name: name.into(),
            kind,
        }
    }
}

/// One side of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Slot {
    /// A participant, by index into `participants()`.
    Player(usize),
    /// No opponent: the other side advances without playing (first round only).
    Bye,
    /// The winner of an earlier match, not known yet.
    Awaiting,
}

impl Slot {
    pub fn player(self) -> Option<usize> {
        match self {
            Slot::Player(i) => Some(i),
            _ => None,
        }
    }
}

/// A match of the bracket. `score` is in slot order (`score[0]` belongs to `slots[0]`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    pub slots: [Slot; 2],
    /// The participant who goes through, once known (a bye's opponent from the start).
    pub winner: Option<usize>,
    /// The recorded score of a played match; `None` for a bye or a match not played yet.
    pub score: Option<[u8; 2]>,
}

impl Match {
    /// A participant against a bye: decided without playing.
    pub fn is_bye(&self) -> bool {
        self.slots.contains(&Slot::Bye)
    }

    /// Both sides known and no result yet.
    pub fn is_ready(&self) -> bool {
        self.winner.is_none() && self.slots.iter().all(|s| s.player().is_some())
    }

    /// Played to a result (not a bye).
    pub fn is_played(&self) -> bool {
        self.score.is_some()
    }

    /// Which slot (0 or 1) holds `participant`.
    pub fn slot_of(&self, participant: usize) -> Option<usize> {
        self.slots
            .iter()
            .position(|&s| s == Slot::Player(participant))
    }

    /// The two participants, when both are known.
    pub fn players(&self) -> Option<[usize; 2]> {
        Some([self.slots[0].player()?, self.slots[1].player()?])
    }
}

/// Where a match is: its round (0 = first) and its index within the round, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct MatchRef {
    pub round: usize,
    pub index: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TournamentError {
    /// Fewer than 2 or more than 16 participants.
    ParticipantCount(usize),
    /// No such match in this bracket.
    NoSuchMatch(MatchRef),
    /// A side of the match is not known yet.
    NotReady(MatchRef),
    /// The match already has a winner (played, or decided by a bye).
    AlreadyPlayed(MatchRef),
    /// The declared winner is not one of the two players of the match.
    NotInMatch { at: MatchRef, winner: usize },
    /// The score does not put the declared winner ahead.
    ScoreContradictsWinner { at: MatchRef, score: [u8; 2] },
}

impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TournamentError::ParticipantCount(n) => write!(
                f,
                "a tournament needs {MIN_PARTICIPANTS} to {MAX_PARTICIPANTS} participants, not {n}"
            ),
            TournamentError::NoSuchMatch(m) => {
                write!(f, "no match {} in round {}", m.index, m.round)
            }
            TournamentError::NotReady(m) => write!(
                f,
                "match {} of round {} is still waiting for a player",
                m.index, m.round
            ),
            TournamentError::AlreadyPlayed(m) => write!(
                f,
                "match {} of round {} already has a winner",
                m.index, m.round
            ),
            TournamentError::NotInMatch { at, winner } => write!(
                f,
                "participant {winner} does not play match {} of round {}",
                at.index, at.round
            ),
            TournamentError::ScoreContradictsWinner { at, score } => write!(
                f,
                "score {}-{} does not put the winner of match {} of round {} ahead",
                score[0], score[1], at.index, at.round
            ),
        }
    }
}

impl std::error::Error for TournamentError {}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    participants: Vec<Participant>,
    /// Round by round, first round first; the last round is the final (one match).
    rounds: Vec<Vec<Match>>,
}

/// The seeds (1-based) in bracket order for a bracket of `size` (a power of two): adjacent
/// pairs meet in the first round. 8 → [1, 8, 4, 5, 2, 7, 3, 6].
pub fn seeding_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let n = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, n + 1 - s]).collect();
    }
    order
}

impl Tournament {
    /// A bracket for `participants` in seed order (the first is seed 1). Byes are decided at
    /// once, so `next_match` is the first real match.
    pub fn new(participants: Vec<Participant>) -> Result<Tournament, TournamentError> {
        let n = participants.len();
        if !(MIN_PARTICIPANTS..=MAX_PARTICIPANTS).contains(&n) {
            return Err(TournamentError::ParticipantCount(n));
        }
        let size = n.next_power_of_two();
        let order = seeding_order(size);
        let slot = |seed: usize| {
            if seed <= n {
                Slot::Player(seed - 1)
            } else {
                Slot::Bye
            }
        };
        let mut rounds = Vec::new();
        rounds.push(
            order
                .chunks(2)
                .map(|pair| Match {
                    slots: [slot(pair[0]), slot(pair[1])],
                    winner: None,
                    score: None,
                })
                .collect::<Vec<_>>(),
        );
        let mut matches = size / 4;
        while matches >= 1 {
            rounds.push(vec![
                Match {
                    slots: [Slot::Awaiting; 2],
                    winner: None,
                    score: None,
                };
                matches
            ]);
            matches /= 2;
        }
        let mut tournament = Tournament {
            participants,
            rounds,
        };
        for index in 0..tournament.rounds[0].len() {
            let m = &tournament.rounds[0][index];
            if m.is_bye() {
                let advancing = m.slots.iter().find_map(|s| s.player());
                let advancing = advancing.expect("a bye always faces a participant");
                tournament.decide(MatchRef { round: 0, index }, advancing, None);
            }
        }
        Ok(tournament)
    }

    pub fn participants(&self) -> &[Participant] {
        &self.participants
    }

    pub fn participant(&self, index: usize) -> Option<&Participant> {
        self.participants.get(index)
    }

    /// The number of slots of the first round (a power of two).
    pub fn bracket_size(&self) -> usize {
        self.rounds[0].len() * 2
    }

    pub fn bye_count(&self) -> usize {
        self.bracket_size() - self.participants.len()
    }

    /// Every round, first to final, each match top to bottom.
    pub fn rounds(&self) -> &[Vec<Match>] {
        &self.rounds
    }

    pub fn get(&self, at: MatchRef) -> Option<&Match> {
        self.rounds.get(at.round)?.get(at.index)
    }

    /// The next match to play: the first ready match in bracket order (round by round, top to
    /// bottom). `None` once a champion is known.
    pub fn next_match(&self) -> Option<MatchRef> {
        self.rounds.iter().enumerate().find_map(|(round, matches)| {
            matches
                .iter()
                .position(Match::is_ready)
                .map(|index| MatchRef { round, index })
        })
    }

    /// Records the result of a ready match: `winner` is a participant index, `score` is in slot
    /// order. The winner goes through to the next round.
    pub fn record_result(
        &mut self,
        at: MatchRef,
        winner: usize,
        score: [u8; 2],
    ) -> Result<(), TournamentError> {
        let m = self.get(at).ok_or(TournamentError::NoSuchMatch(at))?;
        if m.winner.is_some() {
            return Err(TournamentError::AlreadyPlayed(at));
        }
        if !m.is_ready() {
            return Err(TournamentError::NotReady(at));
        }
        let slot = m
            .slot_of(winner)
            .ok_or(TournamentError::NotInMatch { at, winner })?;
        if score[slot] <= score[1 - slot] {
            return Err(TournamentError::ScoreContradictsWinner { at, score });
        }
        self.decide(at, winner, Some(score));
        Ok(())
    }

    /// Records a two-seat bout played with `slots[0]` in seat one and `slots[1]` in seat two:
    /// `touches` is `[seat one, seat two]`, as a game reports it.
    pub fn record_bout(
        &mut self,
        at: MatchRef,
        winner: Seat,
        touches: [u8; 2],
    ) -> Result<(), TournamentError> {
        let m = self.get(at).ok_or(TournamentError::NoSuchMatch(at))?;
        if m.winner.is_some() {
            return Err(TournamentError::AlreadyPlayed(at));
        }
        let player = m.slots[winner.index()]
            .player()
            .ok_or(TournamentError::NotReady(at))?;
        self.record_result(at, player, touches)
    }

    /// The winner of the final, once played.
    pub fn champion(&self) -> Option<usize> {
        self.rounds.last()?.first()?.winner
    }

    pub fn is_finished(&self) -> bool {
        self.champion().is_some()
    }

    fn decide(&mut self, at: MatchRef, winner: usize, score: Option<[u8; 2]>) {
        let m = &mut self.rounds[at.round][at.index];
        m.winner = Some(winner);
        m.score = score;
        if let Some(next) = self.rounds.get_mut(at.round + 1) {
            next[at.index / 2].slots[at.index % 2] = Slot::Player(winner);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;
    use std::collections::HashSet;

    fn people(n: usize) -> Vec<Participant> {
        (0..n)
            .map(|i| {
                let kind = if i % 3 == 0 {
                    ParticipantKind::Human
                } else {
                    ParticipantKind::Computer(Strength::Standard)
                };
                Participant::new(format!("P{}", i + 1), kind)
            })
            .collect()
    }

    fn ceil_log2(n: usize) -> usize {
        n.next_power_of_two().trailing_zeros() as usize
    }

    #[test]
    fn seeding_order_is_the_standard_one() {
        assert_eq!(seeding_order(1), vec![1]);
        assert_eq!(seeding_order(2), vec![1, 2]);
        assert_eq!(seeding_order(4), vec![1, 4, 2, 3]);
        assert_eq!(seeding_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
        let sixteen = seeding_order(16);
        assert_eq!(sixteen[..4], [1, 16, 8, 9]);
        for pair in sixteen.chunks(2) {
            assert_eq!(pair[0] + pair[1], 17);
        }
    }

    #[test]
    fn every_size_plays_to_one_champion() {
        for n in MIN_PARTICIPANTS..=MAX_PARTICIPANTS {
            let mut rng = Rng::seeded(n as u64);
            let mut t = Tournament::new(people(n)).unwrap();
            let size = n.next_power_of_two();
            assert_eq!(t.bracket_size(), size, "n={n}");
            assert_eq!(t.rounds().len(), ceil_log2(n), "n={n}");
            assert_eq!(t.bye_count(), size - n, "n={n}");
            let byes = t.rounds()[0].iter().filter(|m| m.is_bye()).count();
            assert_eq!(byes, size - n, "n={n}: one first-round match per bye");
            // Each bye faces a participant, who is through already.
            for m in &t.rounds()[0] {
                assert_ne!(m.slots, [Slot::Bye; 2], "n={n}: bye against bye");
                if m.is_bye() {
                    assert!(m.winner.is_some() && m.score.is_none());
                }
            }
            // Every participant appears exactly once in the first round.
            let mut first: Vec<usize> = t.rounds()[0]
                .iter()
                .flat_map(|m| m.slots.iter().filter_map(|s| s.player()))
                .collect();
            first.sort();
            assert_eq!(first, (0..n).collect::<Vec<_>>(), "n={n}");
            // Byes go to the top seeds.
            for seed in 0..size - n {
                let m = t.rounds()[0].iter().find(|m| m.slot_of(seed).is_some());
                assert!(m.unwrap().is_bye(), "n={n}: seed {} has no bye", seed + 1);
            }

            let mut played = 0;
            while let Some(at) = t.next_match() {
                assert!(t.champion().is_none());
                let m = t.get(at).unwrap().clone();
                assert!(m.is_ready(), "n={n}: {at:?} is not ready");
                // Bracket order: nothing earlier is still open.
                for (r, round) in t.rounds().iter().enumerate() {
                    for (i, other) in round.iter().enumerate() {
                        if (r, i) < (at.round, at.index) {
                            assert!(!other.is_ready(), "n={n}: {r}/{i} skipped");
                        }
                    }
                }
                let [a, b] = m.players().unwrap();
                let (winner, score) = if rng.coin() {
                    (a, [5, rng.below(5) as u8])
                } else {
                    (b, [rng.below(5) as u8, 5])
                };
                t.record_result(at, winner, score).unwrap();
                played += 1;
            }
            assert!(t.is_finished(), "n={n}: no champion");
            // Each played match knocks one participant out; a bye knocks nobody out.
            assert_eq!(played, n - 1, "n={n}: matches played");
            assert_eq!(played + t.bye_count(), size - 1, "n={n}: played + byes");

            // Nobody plays twice in a round; winners are players of their match.
            for (r, round) in t.rounds().iter().enumerate() {
                let mut seen = HashSet::new();
                for m in round {
                    for p in m.slots.iter().filter_map(|s| s.player()) {
                        assert!(seen.insert(p), "n={n}: {p} twice in round {r}");
                    }
                    let w = m.winner.expect("every match decided");
                    assert!(m.slot_of(w).is_some());
                    if r > 0 {
                        assert!(!m.is_bye(), "n={n}: a bye after the first round");
                    }
                }
            }
            // The champion won every match they played in.
            let champion = t.champion().unwrap();
            for round in t.rounds() {
                for m in round {
                    if m.slot_of(champion).is_some() {
                        assert_eq!(m.winner, Some(champion));
                    }
                }
            }
        }
    }

    #[test]
    fn byes_are_spread_over_the_bracket() {
        // 12 of 16: four byes, one in each quarter.
        let t = Tournament::new(people(12)).unwrap();
        let quarters: Vec<usize> = t.rounds()[0]
            .chunks(2)
            .map(|q| q.iter().filter(|m| m.is_bye()).count())
            .collect();
        assert_eq!(quarters, vec![1, 1, 1, 1]);
        // 5 of 8: three byes, seeds 1, 2, 3; seeds 4 and 5 play.
        let t = Tournament::new(people(5)).unwrap();
        let ready: Vec<_> = t.rounds()[0].iter().filter(|m| m.is_ready()).collect();
        assert_eq!(ready.len(), 1);
        assert_eq!(ready[0].players(), Some([3, 4]));
        // Seeds 1 and 2 are in opposite halves.
        let half = |p: usize| {
            t.rounds()[0]
                .iter()
                .position(|m| m.slot_of(p).is_some())
                .unwrap()
                / 2
        };
        assert_ne!(half(0), half(1));
    }

    #[test]
    fn participant_counts_outside_2_to_16_are_refused() {
        for n in [0, 1, 17, 20] {
            assert_eq!(
                Tournament::new(people(n)),
                Err(TournamentError::ParticipantCount(n))
            );
        }
    }

    #[test]
    fn bad_results_are_refused_and_change_nothing() {
        let mut t = Tournament::new(people(3)).unwrap();
        // 3 of 4: seed 1 has a bye, seeds 2 and 3 play; the final waits.
        let bye = MatchRef { round: 0, index: 0 };
        let open = MatchRef { round: 0, index: 1 };
        let fin = MatchRef { round: 1, index: 0 };
        assert_eq!(t.next_match(), Some(open));
        assert_eq!(t.get(fin).unwrap().slots, [Slot::Player(0), Slot::Awaiting]);
        let before = t.clone();
        let nowhere = MatchRef { round: 0, index: 7 };
        assert_eq!(
            t.record_result(nowhere, 1, [5, 0]),
            Err(TournamentError::NoSuchMatch(nowhere))
        );
        let nowhere = MatchRef { round: 5, index: 0 };
        assert_eq!(
            t.record_result(nowhere, 1, [5, 0]),
            Err(TournamentError::NoSuchMatch(nowhere))
        );
        assert_eq!(
            t.record_result(bye, 0, [5, 0]),
            Err(TournamentError::AlreadyPlayed(bye))
        );
        assert_eq!(
            t.record_result(fin, 0, [5, 0]),
            Err(TournamentError::NotReady(fin))
        );
        assert_eq!(
            t.record_result(open, 0, [5, 0]),
            Err(TournamentError::NotInMatch {
                at: open,
                winner: 0
            })
        );
        assert_eq!(
            t.record_result(open, 2, [5, 3]),
            Err(TournamentError::ScoreContradictsWinner {
                at: open,
                score: [5, 3]
            })
        );
        assert_eq!(
            t.record_result(open, 1, [4, 4]),
            Err(TournamentError::ScoreContradictsWinner {
                at: open,
                score: [4, 4]
            })
        );
        assert_eq!(t, before, "refused results leave the bracket as it was");

        t.record_result(open, 2, [3, 5]).unwrap();
        assert_eq!(
            t.record_result(open, 1, [5, 3]),
            Err(TournamentError::AlreadyPlayed(open))
        );
        assert_eq!(t.next_match(), Some(fin));
        assert_eq!(t.get(fin).unwrap().players(), Some([0, 2]));
        t.record_result(fin, 0, [5, 4]).unwrap();
        assert_eq!(t.champion(), Some(0));
        assert_eq!(t.next_match(), None);
        assert_eq!(
            t.record_result(fin, 2, [4, 5]),
            Err(TournamentError::AlreadyPlayed(fin))
        );
        assert!(!TournamentError::AlreadyPlayed(fin).to_string().is_empty());
    }

    #[test]
    fn serde_round_trip_mid_tournament() {
        let mut t = Tournament::new(people(6)).unwrap();
        let at = t.next_match().unwrap();
        let [a, _] = t.get(at).unwrap().players().unwrap();
        t.record_result(at, a, [5, 2]).unwrap();
        let json = serde_json::to_string(&t).unwrap();
        let back: Tournament = serde_json::from_str(&json).unwrap();
        assert_eq!(back, t);
        assert_eq!(back.next_match(), t.next_match());
    }

    #[test]
    fn a_bout_result_maps_seats_to_slots() {
        let mut t = Tournament::new(people(4)).unwrap();
        let at = t.next_match().unwrap();
        let [one, two] = t.get(at).unwrap().players().unwrap();
        assert_eq!(
            t.record_bout(at, Seat::Two, [5, 3]),
            Err(TournamentError::ScoreContradictsWinner { at, score: [5, 3] })
        );
        t.record_bout(at, Seat::Two, [3, 5]).unwrap();
        let m = t.get(at).unwrap();
        assert_eq!(m.winner, Some(two));
        assert_ne!(m.winner, Some(one));
        assert_eq!(m.score, Some([3, 5]));
        let fin = MatchRef { round: 1, index: 0 };
        assert_eq!(
            t.record_bout(fin, Seat::One, [5, 0]),
            Err(TournamentError::NotReady(fin))
        );
    }

    #[test]
    fn two_participants_play_one_final() {
        let mut t = Tournament::new(people(2)).unwrap();
        assert_eq!(t.rounds().len(), 1);
        assert_eq!(t.bye_count(), 0);
        let at = t.next_match().unwrap();
        assert_eq!(at, MatchRef { round: 0, index: 0 });
        t.record_result(at, 1, [2, 5]).unwrap();
        assert_eq!(t.champion(), Some(1));
    }
}
