//! A seat's saved form: its seed, the game it plays (as its page encodes the set-up), and its
//! transcript. Everything else (its deal's keys, its view, where the game stands) is rebuilt by
//! running the transcript again, so the save holds nothing that could disagree with it.
//!
//! | bytes | field |
//! |---|---|
//! | 2 | `TS` |
//! | 1 | version (`SAVE_VERSION`) |
//! | 1 | seat (0, 1) |
//! | 32 | seed |
//! | 4 + n | the set-up's bytes |
//! | 4 | frames sent, then each as 4 + n |
//! | 4 | frames received, then each as 4 + n |
//! | 4 + n | its own actions, whole (as `Message::Disclose` lists them) |
//! | 4 | version 3: the game's number on the line (0 first; the seats swap each game) |
//! | 40 | version 3: where the game's part of the line starts (`LineStart`: 4 + 16 sent, 4 + 16 received) |
//! | 4 + n | version 3: the friend's name as it told it (UTF-8, may be empty) |
//! | 1 | version 3: a forfeit: 0 none, 1 this seat claimed the game, 2 the friend did, 3 this seat claimed it on time |
//! | 1 | version 3: the first player as the line decided it (a rematch): 0 the rules', 1 seat 1, 2 seat 2 |
//! | 16 | SHA-256 (truncated) of everything before |
//!
//! A version 2 save (before rematches) reads as a line's first game. Decoding never panics:
//! each length is checked against what is left and the caps first.
use std::fmt;

use sha2::{Digest, Sha256};

use super::link::{LineStart, Link, Refusal, MAX_DISCLOSED, MAX_FRAME, MAX_NAME_BYTES};
use crate::core::Seat;

/// Bumped whenever the encoding changes; a save of another version is refused (but version
/// 2, read as a line's first game).
pub const SAVE_VERSION: u8 = 3;
const MAGIC: [u8; 2] = *b"TS";
const CHECKSUM: usize = 16;
/// The most frames one direction of a game may hold (a long Skirm'an bout sends about 600).
pub const MAX_FRAMES: usize = 100_000;
/// The longest set-up.
const MAX_SETUP: usize = 4096;

/// Why a save was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not a save of this kind.
    NotASave,
    /// Another version of the encoding.
    Version { got: u8, supported: u8 },
    /// Cut short.
    Truncated,
    /// Its checksum does not match: damaged.
    Damaged,
    /// A field that does not read (what).
    Malformed(&'static str),
    /// Its transcript does not run again: the frame's reason.
    Transcript(Refusal),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::Explain::explain(self, crate::i18n::Lang::En))
    }
}

impl std::error::Error for SaveError {}

/// A seat's saved form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub seat: Seat,
    /// Every secret of this seat's deal derives from it (`deal::Party::with_seed`).
    pub seed: [u8; 32],
    /// The game and its rules and options, as the page encodes them.
    pub setup: Vec<u8>,
    pub sent: Vec<Vec<u8>>,
    pub received: Vec<Vec<u8>>,
    /// Its own actions, whole (the line carries some only as the other seat may see them).
    pub own: Vec<u8>,
    /// The game's number on the line: 0, then one more each rematch.
    pub game: u32,
    /// Where this game's part of the line starts.
    pub line: LineStart,
    /// The friend's name as it told it (empty until it did).
    pub friend: String,
    /// Who ended the game by forfeit, the other being away too long.
    pub forfeit: Option<Seat>,
    /// This seat's forfeit was claimed on time (the friend's time for a move ran out), not
    /// after a long absence: what its end says, after a reload too.
    pub on_time: bool,
    /// The first player as the line decided it (a rematch: the one who played second), in
    /// place of the rules' coin or option.
    pub first: Option<Seat>,
}

/// The seat a line's end holds in its first game (the host's is seat 1): the seats swap each
/// game, so that the one who played first plays second in the next.
pub fn line_seat(seat: Seat, game: u32) -> Seat {
    match game % 2 {
        0 => seat,
        _ => seat.other(),
    }
}

fn checksum(bytes: &[u8]) -> [u8; CHECKSUM] {
    let full: [u8; 32] = Sha256::new()
        .chain_update(b"touche-online-save")
        .chain_update(bytes)
        .finalize()
        .into();
    let mut sum = [0u8; CHECKSUM];
    sum.copy_from_slice(&full[..CHECKSUM]);
    sum
}

fn put(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
    out.extend_from_slice(bytes);
}

struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], SaveError> {
        if self.bytes.len() < n {
            return Err(SaveError::Truncated);
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Ok(head)
    }

    fn count(&mut self, cap: usize, what: &'static str) -> Result<usize, SaveError> {
        let bytes = self.take(4)?;
        let n = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]) as usize;
        match n <= cap {
            true => Ok(n),
            false => Err(SaveError::Malformed(what)),
        }
    }

    fn u32(&mut self) -> Result<u32, SaveError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn digest(&mut self) -> Result<[u8; 16], SaveError> {
        let mut digest = [0u8; 16];
        digest.copy_from_slice(self.take(16)?);
        Ok(digest)
    }

    fn frames(&mut self) -> Result<Vec<Vec<u8>>, SaveError> {
        let count = self.count(MAX_FRAMES, "too many frames")?;
        // Each frame takes at least its length field: no allocation past what is there.
        let mut frames = Vec::with_capacity(count.min(self.bytes.len() / 4));
        for _ in 0..count {
            let len = self.count(MAX_FRAME, "a frame over its cap")?;
            frames.push(self.take(len)?.to_vec());
        }
        Ok(frames)
    }
}

impl Saved {
    /// The saved form of the seat `seat` of game `game` whose line is `link` and whose own
    /// actions are `own`.
    pub fn of(
        seat: Seat,
        game: u32,
        link: &Link,
        seed: [u8; 32],
        setup: Vec<u8>,
        own: Vec<u8>,
    ) -> Saved {
        Saved {
            seat,
            seed,
            setup,
            sent: link.sent().to_vec(),
            received: link.received().to_vec(),
            own,
            game,
            line: link.start(),
            friend: String::new(),
            forfeit: None,
            on_time: false,
            first: None,
        }
    }

    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(&MAGIC);
        out.push(SAVE_VERSION);
        out.push(self.seat.index() as u8);
        out.extend_from_slice(&self.seed);
        put(&mut out, &self.setup);
        for frames in [&self.sent, &self.received] {
            out.extend_from_slice(&(frames.len() as u32).to_le_bytes());
            for frame in frames.iter() {
                put(&mut out, frame);
            }
        }
        put(&mut out, &self.own);
        out.extend_from_slice(&self.game.to_le_bytes());
        for (count, digest) in [
            (self.line.sent, self.line.sent_digest),
            (self.line.received, self.line.received_digest),
        ] {
            out.extend_from_slice(&count.to_le_bytes());
            out.extend_from_slice(&digest);
        }
        put(&mut out, self.friend.as_bytes());
        out.push(match self.forfeit {
            None => 0,
            Some(by) if by == self.seat && self.on_time => 3,
            Some(by) if by == self.seat => 1,
            Some(_) => 2,
        });
        out.push(match self.first {
            None => 0,
            Some(Seat::One) => 1,
            Some(Seat::Two) => 2,
        });
        let sum = checksum(&out);
        out.extend_from_slice(&sum);
        out
    }

    /// Reads a save; refused with a reason if it is not one, of another version, damaged,
    /// cut short or malformed. Its transcript is not run here (`link`).
    pub fn decode(bytes: &[u8]) -> Result<Saved, SaveError> {
        if bytes.len() < 4 {
            return Err(SaveError::Truncated);
        }
        if bytes[0..2] != MAGIC {
            return Err(SaveError::NotASave);
        }
        let version = bytes[2];
        if version != SAVE_VERSION && version != 2 {
            return Err(SaveError::Version {
                got: bytes[2],
                supported: SAVE_VERSION,
            });
        }
        if bytes.len() < 4 + 32 + CHECKSUM {
            return Err(SaveError::Truncated);
        }
        let (content, sum) = bytes.split_at(bytes.len() - CHECKSUM);
        if checksum(content) != sum {
            return Err(SaveError::Damaged);
        }
        let mut reader = Reader {
            bytes: &content[3..],
        };
        let seat = match reader.take(1)?[0] {
            0 => Seat::One,
            1 => Seat::Two,
            _ => return Err(SaveError::Malformed("a seat is 0 or 1")),
        };
        let mut seed = [0u8; 32];
        seed.copy_from_slice(reader.take(32)?);
        let setup_len = reader.count(MAX_SETUP, "a set-up over its cap")?;
        let setup = reader.take(setup_len)?.to_vec();
        let sent = reader.frames()?;
        let received = reader.frames()?;
        let own_len = reader.count(MAX_DISCLOSED, "own actions over their cap")?;
        let own = reader.take(own_len)?.to_vec();
        let (mut game, mut line, mut friend, mut forfeit) = (0, LineStart::first(seat), "", None);
        let (mut first, mut on_time) = (None, false);
        if version == SAVE_VERSION {
            game = reader.u32()?;
            line.sent = reader.u32()?;
            line.sent_digest = reader.digest()?;
            line.received = reader.u32()?;
            line.received_digest = reader.digest()?;
            let len = reader.count(MAX_NAME_BYTES, "a name over its cap")?;
            friend = std::str::from_utf8(reader.take(len)?)
                .map_err(|_| SaveError::Malformed("a name that is not UTF-8"))?;
            let byte = reader.take(1)?[0];
            forfeit = match byte {
                0 => None,
                1 | 3 => Some(seat),
                2 => Some(seat.other()),
                _ => return Err(SaveError::Malformed("a forfeit is 0, 1, 2 or 3")),
            };
            on_time = byte == 3;
            first = match reader.take(1)?[0] {
                0 => None,
                1 => Some(Seat::One),
                2 => Some(Seat::Two),
                _ => return Err(SaveError::Malformed("a first player is 0, 1 or 2")),
            };
        }
        if !reader.bytes.is_empty() {
            return Err(SaveError::Malformed("bytes left over after the save"));
        }
        Ok(Saved {
            seat,
            seed,
            setup,
            sent,
            received,
            own,
            game,
            line,
            friend: friend.to_string(),
            forfeit,
            on_time,
            first,
        })
    }

    /// The line rebuilt from the transcript, every frame checked again.
    pub fn link(&self) -> Result<Link, SaveError> {
        Link::restore_from(
            line_seat(self.seat, self.game),
            self.line,
            &self.sent,
            &self.received,
        )
        .map_err(SaveError::Transcript)
    }
}
