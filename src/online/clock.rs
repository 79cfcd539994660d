//! The move clock the host may set for an online game: a time per move, the same for both. It
//! runs on each page (there is no server to keep it): when the friend's time for a move is up,
//! the page offers to claim the win, as after a long absence (`Request::Forfeit`); a player
//! whose own time is up is told the friend may claim it. It travels in the invitation's
//! settings, as a third line (`clock 60`); an invitation without it has no clock.

/// The times per move the host chooses from, in seconds.
pub const CHOICES: [u32; 4] = [30, 60, 180, 600];

const PREFIX: &str = "clock ";

/// A time per move, in seconds: one of `CHOICES`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveClock(u32);

impl MoveClock {
    pub fn of_seconds(seconds: u32) -> Option<MoveClock> {
        CHOICES.contains(&seconds).then_some(MoveClock(seconds))
    }

    pub fn seconds(self) -> u32 {
        self.0
    }

    /// The time per move in milliseconds.
    pub fn ms(self) -> f64 {
        f64::from(self.0) * 1000.0
    }

    /// The settings' line for it.
    pub fn to_line(self) -> String {
        format!("{PREFIX}{}", self.0)
    }

    /// `None` for anything but a line `to_line` writes.
    pub fn from_line(line: &str) -> Option<MoveClock> {
        let digits = line.strip_prefix(PREFIX)?;
        if digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        MoveClock::of_seconds(digits.parse().ok()?)
    }

    /// Milliseconds left of a move begun at `since_ms`, at `now_ms` (0 once it is up; a clock
    /// set back counts from `since_ms` anyway).
    pub fn left_ms(self, since_ms: f64, now_ms: f64) -> f64 {
        let spent = (now_ms - since_ms).max(0.0);
        (self.ms() - spent).max(0.0)
    }

    pub fn is_up(self, since_ms: f64, now_ms: f64) -> bool {
        self.left_ms(since_ms, now_ms) <= 0.0
    }
}

/// An online game's settings: the rules' line, the options' line and perhaps the clock's.
/// `None` if there is no options line or the third line is not a clock.
pub fn split_settings(text: &str) -> Option<(&str, &str, Option<MoveClock>)> {
    let mut lines = text.split('\n');
    let rules = lines.next()?;
    let options = lines.next()?;
    let clock = match lines.next() {
        None => None,
        Some(line) => Some(MoveClock::from_line(line)?),
    };
    lines.next().is_none().then_some((rules, options, clock))
}

/// The settings' text `split_settings` reads.
pub fn join_settings(rules: &str, options: &str, clock: Option<MoveClock>) -> String {
    match clock {
        None => format!("{rules}\n{options}"),
        Some(clock) => format!("{rules}\n{options}\n{}", clock.to_line()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_line_reads_back_and_nothing_else_does() {
        for seconds in CHOICES {
            let clock = MoveClock::of_seconds(seconds).unwrap();
            assert_eq!(MoveClock::from_line(&clock.to_line()), Some(clock));
        }
        for line in [
            "",
            "clock",
            "clock ",
            "clock 45",
            "clock 060",
            "clock +60",
            "clock 60 ",
            "Clock 60",
            "clock 99999999999999999999",
        ] {
            assert_eq!(MoveClock::from_line(line), None, "{line:?}");
        }
    }

    #[test]
    fn settings_keep_their_lines_and_an_old_invitation_has_no_clock() {
        let minute = MoveClock::of_seconds(60);
        for clock in [None, minute] {
            let text = join_settings("classic", "first=coin", clock);
            assert_eq!(
                split_settings(&text),
                Some(("classic", "first=coin", clock))
            );
        }
        assert_eq!(split_settings("classic"), None);
        assert_eq!(split_settings("classic\nx\nclock 7"), None);
        assert_eq!(split_settings("classic\nx\nclock 60\n"), None);
    }

    #[test]
    fn the_time_left_counts_down_to_zero() {
        let clock = MoveClock::of_seconds(30).unwrap();
        assert_eq!(clock.left_ms(1_000.0, 1_000.0), 30_000.0);
        assert_eq!(clock.left_ms(1_000.0, 500.0), 30_000.0, "a clock set back");
        assert!(!clock.is_up(0.0, 29_999.0));
        assert!(clock.is_up(0.0, 30_000.0));
        assert_eq!(clock.left_ms(0.0, 45_000.0), 0.0);
    }
}
