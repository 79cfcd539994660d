//! The player's results against the computer, per game, rule set and computer strength: played,
//! won, lost, drawn, the current and the best winning streak, and the hints asked for. Games
//! between two people at one device are not counted (neither seat is "the player").
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The version of the statistics format.
pub const STATS_FORMAT: u32 = 1;
/// At most this many tallies are kept (games × rule sets × strengths is far fewer).
pub const MAX_TALLIES: usize = 200;
/// A key is cut to this many characters.
const MAX_KEY_CHARS: usize = 80;

/// How one finished game went, for the person who played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result {
    Won,
    Lost,
    Drawn,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tally {
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    /// Games won in a row, up to the last game.
    pub streak: u32,
    pub best_streak: u32,
    #[serde(default)]
    pub hints: u32,
}

impl Tally {
    pub fn add(&mut self, result: Result, hints: u32) {
        self.played = self.played.saturating_add(1);
        self.hints = self.hints.saturating_add(hints);
        match result {
            Result::Won => {
                self.won = self.won.saturating_add(1);
                self.streak = self.streak.saturating_add(1);
                self.best_streak = self.best_streak.max(self.streak);
            }
            Result::Lost => {
                self.lost = self.lost.saturating_add(1);
                self.streak = 0;
            }
            Result::Drawn => {
                self.drawn = self.drawn.saturating_add(1);
                self.streak = 0;
            }
        }
    }

    /// The counts agree with each other (a tampered entry may not).
    fn consistent(&self) -> bool {
        self.won as u64 + self.lost as u64 + self.drawn as u64 == self.played as u64
            && self.streak <= self.won
            && self.best_streak >= self.streak
            && self.best_streak <= self.won
    }
}

/// Every tally, keyed by `game/rules/strength` (see `Stats::key`), in a fixed order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stats {
    pub stats: u32,
    pub tallies: BTreeMap<String, Tally>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatsError {
    TooLarge,
    Malformed(String),
    OtherVersion {
        found: u32,
    },
    /// A tally whose counts contradict each other, or a key no game writes.
    Inconsistent {
        key: String,
    },
}

impl Stats {
    pub fn new() -> Stats {
        Stats {
            stats: STATS_FORMAT,
            tallies: BTreeMap::new(),
        }
    }

    /// `en-garde/abacus-advanced/strong`: the game's id, its rule set's name, the strength.
    pub fn key(game: &str, rules: &str, strength: &str) -> String {
        let key = format!("{game}/{rules}/{strength}");
        key.chars().take(MAX_KEY_CHARS).collect()
    }

    pub fn record(&mut self, key: String, result: Result, hints: u32) {
        if self.tallies.len() >= MAX_TALLIES && !self.tallies.contains_key(&key) {
            return;
        }
        self.tallies.entry(key).or_default().add(result, hints);
    }

    /// The tallies of one game, in key order.
    pub fn of_game<'a>(&'a self, game: &'a str) -> impl Iterator<Item = (&'a str, &'a Tally)> {
        self.tallies
            .iter()
            .filter(move |(k, _)| k.split('/').next() == Some(game))
            .map(|(k, t)| (k.as_str(), t))
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads statistics back from storage. Never panics.
    pub fn read(text: &str) -> std::result::Result<Stats, StatsError> {
        if text.len() > 256 * 1024 {
            return Err(StatsError::TooLarge);
        }
        let value: serde_json::Value = serde_json::from_str(text)
            .map_err(|e| StatsError::Malformed(crate::core::import::clip(&e.to_string())))?;
        match value.get("stats").and_then(|v| v.as_u64()) {
            Some(v) if v == STATS_FORMAT as u64 => {}
            Some(v) => {
                return Err(StatsError::OtherVersion {
                    found: v.min(u32::MAX as u64) as u32,
                })
            }
            None => return Err(StatsError::Malformed("no \"stats\" version".into())),
        }
        let stats: Stats = serde_json::from_value(value)
            .map_err(|e| StatsError::Malformed(crate::core::import::clip(&e.to_string())))?;
        if stats.tallies.len() > MAX_TALLIES {
            return Err(StatsError::TooLarge);
        }
        for (key, tally) in &stats.tallies {
            let parts = key.split('/').count();
            if parts != 3 || key.chars().count() > MAX_KEY_CHARS || !tally.consistent() {
                return Err(StatsError::Inconsistent {
                    key: crate::core::import::clip(key),
                });
            }
        }
        Ok(stats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_count_wins_in_a_row() {
        let mut t = Tally::default();
        for r in [
            Result::Won,
            Result::Won,
            Result::Lost,
            Result::Won,
            Result::Drawn,
        ] {
            t.add(r, 1);
        }
        assert_eq!((t.played, t.won, t.lost, t.drawn), (5, 3, 1, 1));
        assert_eq!((t.streak, t.best_streak, t.hints), (0, 2, 5));
    }

    #[test]
    fn stats_round_trip_and_refuse_tampering() {
        let mut stats = Stats::new();
        let key = Stats::key("skirman", "initiation", "strong");
        stats.record(key.clone(), Result::Won, 0);
        stats.record(key.clone(), Result::Won, 2);
        assert_eq!(Stats::read(&stats.to_text()), Ok(stats.clone()));
        let tampered = stats.to_text().replace("\"won\":2", "\"won\":9");
        assert!(matches!(
            Stats::read(&tampered),
            Err(StatsError::Inconsistent { .. })
        ));
        let older = stats.to_text().replace("\"stats\":1", "\"stats\":0");
        assert_eq!(
            Stats::read(&older),
            Err(StatsError::OtherVersion { found: 0 })
        );
        assert_eq!(stats.of_game("skirman").count(), 1);
        assert_eq!(stats.of_game("en-garde").count(), 0);
    }

    #[test]
    fn truncated_stats_never_panic() {
        let mut stats = Stats::new();
        stats.record(
            Stats::key("fifes-and-drums", "standard", "master"),
            Result::Lost,
            0,
        );
        let text = stats.to_text();
        for cut in 0..text.len() {
            assert!(Stats::read(&text[..cut]).is_err());
        }
    }
}
