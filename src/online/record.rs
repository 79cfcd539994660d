//! A finished online game as one seat keeps it in its history (`<slug>/games/`) and offers it
//! for download: against whom, how it ended, and the game as this seat saw it — the worker's
//! updates for the page (`online::worker::write_update`: the opening and each action as this
//! seat learned them), nothing more. A card this seat never saw is not in it: there is no full
//! game here, only the view, so a replay shows this seat's view alone. A game stopped (a move
//! or a frame refused) also keeps the seat's save, its transcript of the line, for whoever
//! wants to look into it.
//!
//! Text, one field a line, entries apart by a line `--`; read strictly (`read_list`: any line
//! that does not read refuses the whole list, which the page then keeps aside, `ui::stored`).
//! When the game ended (`ended`, seconds since the epoch) is an optional line: entries kept
//! before it was written read as they are, without a date.
//! The head-to-head against each friend is counted from every entry; beyond `REPLAYS_KEPT`
//! games the oldest keep their result and let their replay go.
use crate::core::Seat;
use crate::signal::text::{from_base64url, percent_decode, percent_encode, to_base64url};

/// The first line of an entry.
const MAGIC: &str = "touche-online 1";
const SEPARATOR: &str = "\n--\n";
/// How many online games keep their replay.
pub const REPLAYS_KEPT: usize = 12;

/// How a game ended for this seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    Won,
    Lost,
    Drawn,
    /// A move or a frame of the game was refused (the friend cheated, or a fault): neither
    /// won nor lost.
    Stopped,
}

/// Why it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum How {
    /// By the rules, both audits passed.
    Rules,
    /// A resignation, both audits passed.
    Resigned,
    /// A forfeit: one seat ended the game, the other away too long (nobody checked it).
    Forfeit,
    /// Stopped: see `reason`.
    Stopped,
}

/// One finished online game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineRecord {
    /// The room and the game's number on its line: a game is kept once.
    pub id: String,
    /// The friend's name (empty: unknown).
    pub friend: String,
    pub seat: Seat,
    pub ending: Ending,
    pub how: How,
    /// When it ended, in seconds since the epoch (`None`: an entry kept before this was).
    pub ended: Option<u64>,
    /// Why it stopped, in the player's words, as said then.
    pub reason: String,
    /// The rules and options, as a save writes them.
    pub rules: String,
    pub options: String,
    /// The worker's updates for the page, in order: the game as this seat saw it. Empty once
    /// its replay was let go.
    pub updates: Vec<Vec<u8>>,
    /// This seat's save at a stop: its transcript of the line.
    pub transcript: Option<Vec<u8>>,
}

/// A game's id: the room (by a hash of its secret's text: the id says nothing of it) and the
/// game's number on its line.
pub fn record_id(room: &str, game: u32) -> String {
    // FNV-1a, 64 bits: enough to tell two rooms of one player apart.
    let hash = room.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("{hash:016x}.{game}")
}

impl Ending {
    fn word(self) -> &'static str {
        match self {
            Ending::Won => "won",
            Ending::Lost => "lost",
            Ending::Drawn => "drawn",
            Ending::Stopped => "stopped",
        }
    }

    fn from_word(word: &str) -> Option<Ending> {
        [Ending::Won, Ending::Lost, Ending::Drawn, Ending::Stopped]
            .into_iter()
            .find(|e| e.word() == word)
    }
}

impl How {
    fn word(self) -> &'static str {
        match self {
            How::Rules => "rules",
            How::Resigned => "resigned",
            How::Forfeit => "forfeit",
            How::Stopped => "stopped",
        }
    }

    fn from_word(word: &str) -> Option<How> {
        [How::Rules, How::Resigned, How::Forfeit, How::Stopped]
            .into_iter()
            .find(|h| h.word() == word)
    }
}

/// A single line: no line break may hide in a field.
fn one_line(text: &str) -> bool {
    !text.contains(['\n', '\r'])
}

impl OnlineRecord {
    /// The entry as text (`read` reads it back).
    pub fn to_text(&self) -> String {
        let mut lines = vec![
            MAGIC.to_string(),
            format!("id {}", percent_encode(&self.id)),
            format!("friend {}", percent_encode(&self.friend)),
            format!("seat {}", self.seat.number()),
            format!("result {}", self.ending.word()),
            format!("how {}", self.how.word()),
        ];
        if let Some(ended) = self.ended {
            lines.push(format!("ended {ended}"));
        }
        if !self.reason.is_empty() {
            lines.push(format!("reason {}", percent_encode(&self.reason)));
        }
        lines.push(format!("rules {}", percent_encode(&self.rules)));
        lines.push(format!("options {}", percent_encode(&self.options)));
        for update in &self.updates {
            lines.push(format!("u {}", to_base64url(update)));
        }
        if let Some(transcript) = &self.transcript {
            lines.push(format!("transcript {}", to_base64url(transcript)));
        }
        lines.join("\n")
    }

    /// Reads an entry; `None` for any line that does not read or a field missing.
    pub fn read(text: &str) -> Option<OnlineRecord> {
        let mut lines = text.trim_end_matches('\n').lines();
        if lines.next()? != MAGIC {
            return None;
        }
        let mut field = |name: &str| -> Option<String> {
            let line = lines.next()?;
            percent_decode(line.strip_prefix(name)?.strip_prefix(' ')?)
        };
        let id = field("id")?;
        let friend = field("friend")?;
        let seat = match field("seat")?.as_str() {
            "1" => Seat::One,
            "2" => Seat::Two,
            _ => return None,
        };
        let ending = Ending::from_word(&field("result")?)?;
        let how = How::from_word(&field("how")?)?;
        let mut record = OnlineRecord {
            id,
            friend,
            seat,
            ending,
            how,
            ended: None,
            reason: String::new(),
            rules: String::new(),
            options: String::new(),
            updates: Vec::new(),
            transcript: None,
        };
        let mut rest = text.lines().skip(6).peekable();
        if let Some(ended) = rest.next_if(|l| l.starts_with("ended ")) {
            // Digits only (no sign, no overflow), read by hand: `str::parse` would link a
            // number reader into the page.
            let digits = &ended["ended ".len()..];
            if digits.is_empty() {
                return None;
            }
            let seconds = digits.bytes().try_fold(0u64, |n, b| {
                let digit = b.checked_sub(b'0').filter(|d| *d < 10)?;
                n.checked_mul(10)?.checked_add(u64::from(digit))
            })?;
            record.ended = Some(seconds);
        }
        if let Some(reason) = rest.next_if(|l| l.starts_with("reason ")) {
            record.reason = percent_decode(&reason["reason ".len()..])?;
        }
        record.rules = percent_decode(rest.next()?.strip_prefix("rules ")?)?;
        record.options = percent_decode(rest.next()?.strip_prefix("options ")?)?;
        for line in rest {
            if let Some(update) = line.strip_prefix("u ") {
                if record.transcript.is_some() {
                    return None;
                }
                record.updates.push(from_base64url(update)?);
            } else if let Some(transcript) = line.strip_prefix("transcript ") {
                if record.transcript.is_some() {
                    return None;
                }
                record.transcript = Some(from_base64url(transcript)?);
            } else {
                return None;
            }
        }
        [
            &record.id,
            &record.friend,
            &record.reason,
            &record.rules,
            &record.options,
        ]
        .iter()
        .all(|f| one_line(f))
        .then_some(record)
    }
}

/// The online games of a history, newest first; `None` if any entry does not read.
pub fn read_list(text: &str) -> Option<Vec<OnlineRecord>> {
    text.split(SEPARATOR)
        .filter(|entry| !entry.trim().is_empty())
        .map(OnlineRecord::read)
        .collect()
}

/// The list as text, newest first.
pub fn write_list(records: &[OnlineRecord]) -> String {
    records
        .iter()
        .map(OnlineRecord::to_text)
        .collect::<Vec<_>>()
        .join(SEPARATOR)
}

/// `record` added in front of `records`, unless a game of its id is there already (a reload
/// at the end shows the end again). Beyond `REPLAYS_KEPT` games, the oldest keep their result
/// and let their replay and transcript go. Whether it was added.
pub fn remember(records: &mut Vec<OnlineRecord>, record: OnlineRecord) -> bool {
    if records.iter().any(|r| r.id == record.id) {
        return false;
    }
    records.insert(0, record);
    for old in records.iter_mut().skip(REPLAYS_KEPT) {
        old.updates.clear();
        old.transcript = None;
    }
    true
}

/// The entries of a list as stored, each as its lines (split at the separator's line): line
/// by line, no string search (what the online page links).
fn entries(list: &str) -> Vec<Vec<&str>> {
    let mut all = vec![Vec::new()];
    for line in list.lines() {
        match line {
            "--" => all.push(Vec::new()),
            line => all.last_mut().expect("one at least").push(line),
        }
    }
    all.retain(|e| e.iter().any(|l| !l.trim().is_empty()));
    all
}

/// `entry` added in front of the list `list` as stored, unless a game of its id is there
/// already (`None`); beyond `REPLAYS_KEPT` games, the oldest lose their replay and transcript
/// lines. Text only, no reading: what the online page links (the games page reads the list
/// strictly, `read_list`).
pub fn prepend(list: &str, entry: &OnlineRecord) -> Option<String> {
    let id = format!("id {}", percent_encode(&entry.id));
    let old = entries(list);
    if old.iter().any(|e| e.contains(&id.as_str())) {
        return None;
    }
    let mut text = entry.to_text();
    for (i, lines) in old.iter().enumerate() {
        text.push_str(SEPARATOR);
        let mut first = true;
        for line in lines {
            if i + 1 >= REPLAYS_KEPT && (line.starts_with("u ") || line.starts_with("transcript "))
            {
                continue;
            }
            if !first {
                text.push('\n');
            }
            text.push_str(line);
            first = false;
        }
    }
    Some(text)
}

/// The head-to-head against `friend` in the list as stored, read line by line (the online
/// page's end panel; `head_to_head` reads the whole list).
pub fn tally(list: &str, friend: &str) -> HeadToHead {
    let wanted = format!("friend {}", percent_encode(friend));
    let mut h = HeadToHead {
        friend: friend.to_string(),
        ..HeadToHead::default()
    };
    for lines in entries(list) {
        if !lines.contains(&wanted.as_str()) {
            continue;
        }
        let result = lines.iter().find_map(|l| l.strip_prefix("result "));
        match result.and_then(Ending::from_word) {
            Some(Ending::Won) => h.won += 1,
            Some(Ending::Lost) => h.lost += 1,
            Some(Ending::Drawn) => h.drawn += 1,
            Some(Ending::Stopped) => h.stopped += 1,
            None => {}
        }
    }
    h
}

/// Games against one friend: won, lost, drawn, stopped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeadToHead {
    pub friend: String,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    pub stopped: u32,
}

impl HeadToHead {
    pub fn played(&self) -> u32 {
        self.won + self.lost + self.drawn + self.stopped
    }
}

/// The head-to-head against each friend (by name, as each told it), the friend of the newest
/// game first.
pub fn head_to_head(records: &[OnlineRecord]) -> Vec<HeadToHead> {
    let mut all: Vec<HeadToHead> = Vec::new();
    for record in records {
        let at = match all.iter().position(|h| h.friend == record.friend) {
            Some(at) => at,
            None => {
                all.push(HeadToHead {
                    friend: record.friend.clone(),
                    ..HeadToHead::default()
                });
                all.len() - 1
            }
        };
        let h = &mut all[at];
        match record.ending {
            Ending::Won => h.won += 1,
            Ending::Lost => h.lost += 1,
            Ending::Drawn => h.drawn += 1,
            Ending::Stopped => h.stopped += 1,
        }
    }
    all
}
