//! A tournament as a few lines of text, for the browser's storage (`localStorage`): who takes
//! part, in seed order, and the results recorded so far.
//!
//! ```text
//! tournament 1
//! p human Ada Lovelace
//! p standard Computer 2
//! p master Computer 3
//! r 0 1 2 5 3
//! ```
//!
//! A `p` line is a participant (`human` or a computer's strength, `Strength::slug`, then the
//! name: the rest of the line); an `r` line is a played match: round, index, winner, and the score in slot order.
//! Reading builds the bracket again with `Tournament::new` and replays every result through
//! `record_result`, so a damaged or edited text is refused (`None`) and never gives a bracket
//! the rules would not have produced. Hand-written rather than JSON so that the browser build
//! carries no JSON library (it counts against the game page's size budget).
use super::{MatchRef, Participant, ParticipantKind, Strength, Tournament};

const HEADER: &str = "tournament 1";

/// `human`, or the computer's strength (`Strength::slug`).
fn kind_code(kind: ParticipantKind) -> &'static str {
    match kind {
        ParticipantKind::Human => "human",
        ParticipantKind::Computer(strength) => strength.slug(),
    }
}

fn kind_from_code(code: &str) -> Option<ParticipantKind> {
    match code {
        "human" => Some(ParticipantKind::Human),
        _ => Strength::from_slug(code).map(ParticipantKind::Computer),
    }
}

impl Tournament {
    /// The text form (see the module's documentation). A line break in a name is written as a
    /// space, the only change a round trip makes.
    pub fn to_text(&self) -> String {
        let mut text = String::from(HEADER);
        for p in self.participants() {
            text.push_str("\np ");
            text.push_str(kind_code(p.kind));
            text.push(' ');
            text.extend(
                p.name
                    .chars()
                    .map(|c| if c == '\n' || c == '\r' { ' ' } else { c }),
            );
        }
        for (round, matches) in self.rounds().iter().enumerate() {
            for (index, m) in matches.iter().enumerate() {
                if let (Some(winner), Some([a, b])) = (m.winner, m.score) {
                    let numbers = [round, index, winner, usize::from(a), usize::from(b)];
                    text.push_str("\nr");
                    for n in numbers {
                        text.push(' ');
                        text.push_str(&n.to_string());
                    }
                }
            }
        }
        text
    }

    /// Reads the text form back; `None` if it is not one, or if its participants or results
    /// break the tournament's rules.
    pub fn from_text(text: &str) -> Option<Tournament> {
        let mut lines = text.lines();
        if lines.next()? != HEADER {
            return None;
        }
        let mut participants = Vec::new();
        let mut results = Vec::new();
        for line in lines {
            match line.split_once(' ')? {
                ("p", rest) if results.is_empty() => {
                    let (kind, name) = rest.split_once(' ').unwrap_or((rest, ""));
                    participants.push(Participant::new(name, kind_from_code(kind)?));
                }
                ("r", rest) => {
                    let numbers: Vec<usize> = rest
                        .split(' ')
                        .map(|n| n.parse().ok())
                        .collect::<Option<_>>()?;
                    let [round, index, winner, a, b] = numbers[..] else {
                        return None;
                    };
                    let score = [u8::try_from(a).ok()?, u8::try_from(b).ok()?];
                    results.push((MatchRef { round, index }, winner, score));
                }
                _ => return None,
            }
        }
        let mut tournament = Tournament::new(participants).ok()?;
        for (at, winner, score) in results {
            tournament.record_result(at, winner, score).ok()?;
        }
        Some(tournament)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;

    fn people(n: usize) -> Vec<Participant> {
        (0..n)
            .map(|i| {
                let kind = match i % 5 {
                    0 => ParticipantKind::Human,
                    k => ParticipantKind::Computer(Strength::ALL[k - 1]),
                };
                Participant::new(format!("Fencer {}", i + 1), kind)
            })
            .collect()
    }

    /// Plays `matches` random results (or until the champion).
    fn play(t: &mut Tournament, rng: &mut Rng, matches: usize) {
        for _ in 0..matches {
            let Some(at) = t.next_match() else { return };
            let players = t.get(at).unwrap().players().unwrap();
            let slot = rng.below(2) as usize;
            let mut score = [rng.below(5) as u8; 2];
            score[slot] = 5;
            t.record_result(at, players[slot], score).unwrap();
        }
    }

    #[test]
    fn every_size_round_trips_at_every_step() {
        for n in super::super::MIN_PARTICIPANTS..=super::super::MAX_PARTICIPANTS {
            let mut rng = Rng::seeded(n as u64);
            let mut t = Tournament::new(people(n)).unwrap();
            loop {
                assert_eq!(
                    Tournament::from_text(&t.to_text()).as_ref(),
                    Some(&t),
                    "n={n}"
                );
                if t.is_finished() {
                    break;
                }
                play(&mut t, &mut rng, 1);
            }
        }
    }

    #[test]
    fn the_format_is_the_documented_one() {
        let mut t = Tournament::new(people(3)).unwrap();
        let at = t.next_match().unwrap();
        let players = t.get(at).unwrap().players().unwrap();
        t.record_result(at, players[1], [2, 5]).unwrap();
        let text = t.to_text();
        assert_eq!(
            text,
            format!(
                "tournament 1\np human Fencer 1\np beginner Fencer 2\np standard Fencer 3\nr {} {} {} 2 5",
                at.round, at.index, players[1]
            )
        );
    }

    #[test]
    fn names_keep_their_spaces_and_lose_line_breaks() {
        let t = Tournament::new(vec![
            Participant::new("  Ada  Lovelace ", ParticipantKind::Human),
            Participant::new("Two\nlines", ParticipantKind::Human),
            Participant::new("", ParticipantKind::Computer(Strength::Master)),
        ])
        .unwrap();
        let back = Tournament::from_text(&t.to_text()).unwrap();
        let names: Vec<&str> = back
            .participants()
            .iter()
            .map(|p| p.name.as_str())
            .collect();
        assert_eq!(names, ["  Ada  Lovelace ", "Two lines", ""]);
    }

    #[test]
    fn damaged_or_impossible_texts_are_refused() {
        let mut rng = Rng::seeded(7);
        let mut t = Tournament::new(people(5)).unwrap();
        play(&mut t, &mut rng, 2);
        let good = t.to_text();
        assert!(Tournament::from_text(&good).is_some());
        let last_r = good.rfind("\nr ").unwrap();
        // Participants only: seeds 4 and 5 (indexes 3 and 4) meet in match 1 of round 0.
        let head = &good[..good.find("\nr ").unwrap()];
        assert!(Tournament::from_text(&format!("{head}\nr 0 1 3 5 3")).is_some());
        for bad in [
            String::new(),
            "tournament 2".to_string(),
            good.replace("tournament 1", "{}"),
            good.replace("p human", "p robot"),
            good.replace("\np ", "\nq "),
            format!("{good}\np human Late"),
            // one participant only
            "tournament 1\np human Alone".to_string(),
            // a result for a match that is not ready, or played twice
            format!("{good}\nr 2 0 0 5 0"),
            format!("{good}{}", &good[last_r..]),
            // a player who is not in the match, a score that does not put the winner ahead
            format!("{head}\nr 0 1 0 5 3"),
            format!("{head}\nr 0 1 3 3 5"),
            // numbers out of range, missing or not numbers
            format!("{head}\nr 0 1 3 500 3"),
            format!("{head}\nr 0 1"),
            format!("{head}\nr x 1 3 5 3"),
        ] {
            assert_eq!(Tournament::from_text(&bad), None, "{bad:?}");
        }
    }
}
