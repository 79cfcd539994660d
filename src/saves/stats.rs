//! The player's results against the computer, per game, rule set and computer strength: played,
//! won, lost, drawn, the current and the best winning streak, and the hints asked for. Games
//! between two people at one device are not counted (neither seat is "the player").
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

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    /// Games won in a row, up to the last game.
    pub streak: u32,
    pub best_streak: u32,
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
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub tallies: BTreeMap<String, Tally>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatsError {
    TooLarge,
    /// Not statistics of this site (the first line).
    NotStats,
    OtherVersion,
    /// Line `line` (1-based) is unreadable, or its counts contradict each other.
    BadLine {
        line: usize,
    },
}

impl Stats {
    pub fn new() -> Stats {
        Stats::default()
    }

    /// `en-garde/abacus-advanced/strong`: the game's id, its rule set's name, the strength.
    pub fn key(game: &str, rules: &str, strength: &str) -> String {
        let key = format!("{game}/{rules}/{strength}").replace(char::is_whitespace, "-");
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

    /// Forgets one game's tallies.
    pub fn reset_game(&mut self, game: &str) {
        self.tallies
            .retain(|k, _| k.split('/').next() != Some(game));
    }

    /// `touche-stats 1`, then one line per tally: key, played, won, lost, drawn, streak, best
    /// streak, hints.
    pub fn to_text(&self) -> String {
        let mut text = format!("touche-stats {STATS_FORMAT}\n");
        for (key, t) in &self.tallies {
            text += &format!(
                "{key} {} {} {} {} {} {} {}\n",
                t.played, t.won, t.lost, t.drawn, t.streak, t.best_streak, t.hints
            );
        }
        text
    }

    /// Reads statistics back from storage. Never panics.
    pub fn read(text: &str) -> std::result::Result<Stats, StatsError> {
        if text.len() > 64 * 1024 {
            return Err(StatsError::TooLarge);
        }
        let mut lines = text.lines();
        match lines.next().and_then(|l| l.strip_prefix("touche-stats ")) {
            None => return Err(StatsError::NotStats),
            Some(v) if v.trim() == STATS_FORMAT.to_string() => {}
            Some(_) => return Err(StatsError::OtherVersion),
        }
        let mut stats = Stats::new();
        for (i, line) in lines.enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            let bad = StatsError::BadLine { line: i + 2 };
            let words: Vec<&str> = line.split(' ').collect();
            let [key, counts @ ..] = &words[..] else {
                return Err(bad);
            };
            let n: Vec<u32> = counts
                .iter()
                .map(|w| w.parse())
                .collect::<std::result::Result<_, _>>()
                .map_err(|_| bad.clone())?;
            let [played, won, lost, drawn, streak, best_streak, hints] = n[..] else {
                return Err(bad);
            };
            let tally = Tally {
                played,
                won,
                lost,
                drawn,
                streak,
                best_streak,
                hints,
            };
            let key_ok = key.split('/').count() == 3 && key.chars().count() <= MAX_KEY_CHARS;
            if !key_ok || !tally.consistent() || stats.tallies.len() >= MAX_TALLIES {
                return Err(bad);
            }
            if stats.tallies.insert(key.to_string(), tally).is_some() {
                return Err(bad);
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
        assert_eq!(
            stats.to_text(),
            "touche-stats 1\nskirman/initiation/strong 2 2 0 0 2 2 2\n"
        );
        let tampered = stats.to_text().replace(" 2 2 0 0 2 2 2", " 2 9 0 0 2 2 2");
        assert_eq!(Stats::read(&tampered), Err(StatsError::BadLine { line: 2 }));
        let older = stats.to_text().replace("touche-stats 1", "touche-stats 0");
        assert_eq!(Stats::read(&older), Err(StatsError::OtherVersion));
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
            let _ = Stats::read(&text[..cut]);
        }
        let mut stats = Stats::read(&text).unwrap();
        stats.reset_game("fifes-and-drums");
        assert_eq!(stats, Stats::new());
    }
}
