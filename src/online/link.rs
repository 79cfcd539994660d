//! The line between two seats: every message as a frame, typed, versioned, numbered from 0 in
//! its sender's direction, chained by hash to the sender's previous frame and capped in size.
//! Decoding never panics: every length is checked against what is left and against the caps
//! before anything is read or allocated, and a refused frame changes nothing.
//!
//! | bytes | field |
//! |---|---|
//! | 2 | `TO` |
//! | 1 | version (`VERSION`) |
//! | 1 | kind (`Message`; 127 an acknowledgement) |
//! | 4 | number (an acknowledgement: how many frames its sender received) |
//! | 4 | body length |
//! | n | body |
//! | 16 | SHA-256 (truncated) over (the sender's previous digest, header, body); none on an acknowledgement |
//!
//! An acknowledgement is outside the chain: it carries no game, only where to resume, and a
//! forged one can only cause a resend, which the receiver's chain then checks. So is a forfeit
//! (kind 126, no body): the sender ended the game, the other seat being away too long; it ends
//! the receiver's game and gains nothing to forge, since each seat records its games locally.
//!
//! One line carries the games of one room in turn (a rematch): the numbers and the chain go on
//! from one game to the next, so a frame of a game before can never be taken for one of the
//! next. Each game's `Link` keeps only its own frames (`Link::next_game`): where it starts is a
//! `LineStart`, and a frame from before it is a copy, dropped.
use std::fmt;

use sha2::{Digest, Sha256};

use crate::core::Seat;
use crate::deal::{self, Pos};

/// Bumped whenever a frame changes; a frame of another version is refused.
pub const VERSION: u8 = 2;
/// The longest action in a frame, as its game writes it (`deal::LineCodec`).
pub const MAX_ACTION: usize = 64;
/// The longest list of disclosed actions: thousands of actions of a few bytes.
pub const MAX_DISCLOSED: usize = 32 * 1024;
/// The largest frame: a deal frame of the largest size in its envelope.
pub const MAX_FRAME: usize = deal::MAX_FRAME + HEADER + DIGEST;
const MAGIC: [u8; 2] = *b"TO";
/// magic, version, kind, number, body length.
const HEADER: usize = 2 + 1 + 1 + 4 + 4;
const DIGEST: usize = 16;
const ACK: u8 = 127;
const FORFEIT: u8 = 126;
/// The longest name a player tells the other (`signal::MAX_NAME` characters of UTF-8).
pub const MAX_NAME_BYTES: usize = crate::signal::MAX_NAME * 4;
/// The most positions one action puts face down.
const MAX_POSITIONS: usize = 16;
/// The longest fact about a hand, as its game encodes it.
const MAX_FACT: usize = 64;

/// A message a player picks from a list: no free text crosses the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    GoodGame,
    YourTurn,
    Ping,
    WellPlayed,
    Thanks,
}

impl Preset {
    pub const ALL: [Preset; 5] = [
        Preset::GoodGame,
        Preset::YourTurn,
        Preset::Ping,
        Preset::WellPlayed,
        Preset::Thanks,
    ];

    fn code(self) -> u8 {
        match self {
            Preset::GoodGame => 1,
            Preset::YourTurn => 2,
            Preset::Ping => 3,
            Preset::WellPlayed => 4,
            Preset::Thanks => 5,
        }
    }

    fn from_code(code: u8) -> Option<Preset> {
        Preset::ALL.into_iter().find(|preset| preset.code() == code)
    }
}

/// Every message between the two seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// A frame of the deal (`deal::Party`), whole: the deal checks its own chain too.
    Deal(Vec<u8>),
    /// The sender's action as the receiver may see it (`deal::LineCodec::write_shown`): no
    /// card the sender hides crosses the line.
    Play { shown: Vec<u8> },
    /// The positions of the cards the sender's action puts face down (never the cards).
    PutDown { positions: Vec<Pos> },
    /// A fact the rules ask of the sender's hand, as its game encodes it (checked at the
    /// audit).
    Fact { fact: Vec<u8> },
    /// The sender resigns the game.
    Resign,
    /// A preset message.
    Say(Preset),
    /// The sender asks for another game (the first player swaps).
    Rematch,
    /// The sender accepts the other's rematch.
    RematchAccepted,
    /// At the end, the sender's own actions whole, for the audit (each as its length, then
    /// its bytes).
    Disclose { actions: Vec<u8> },
    /// The sender's name, as its player gave it (at most `signal::MAX_NAME` characters, no
    /// control character): what the other's history calls this friend.
    Name(String),
}

impl Message {
    fn kind(&self) -> u8 {
        match self {
            Message::Deal(_) => 1,
            Message::Play { .. } => 2,
            Message::PutDown { .. } => 3,
            Message::Fact { .. } => 4,
            Message::Resign => 5,
            Message::Say(_) => 6,
            Message::Rematch => 7,
            Message::RematchAccepted => 8,
            Message::Disclose { .. } => 9,
            Message::Name(_) => 10,
        }
    }

    fn write_body(&self, out: &mut Vec<u8>) {
        match self {
            Message::Deal(frame) => out.extend_from_slice(frame),
            Message::Play { shown } => out.extend_from_slice(shown),
            Message::Disclose { actions } => out.extend_from_slice(actions),
            Message::PutDown { positions } => {
                for pos in positions {
                    out.extend_from_slice(&pos.stack.to_le_bytes());
                    out.extend_from_slice(&pos.index.to_le_bytes());
                }
            }
            Message::Fact { fact } => out.extend_from_slice(fact),
            Message::Say(preset) => out.push(preset.code()),
            Message::Name(name) => out.extend_from_slice(name.as_bytes()),
            Message::Resign | Message::Rematch | Message::RematchAccepted => {}
        }
    }

    fn read_body(kind: u8, body: &[u8]) -> Result<Message, Refusal> {
        let empty = |message: Message| match body.is_empty() {
            true => Ok(message),
            false => Err(Refusal::Malformed("bytes left over after the message")),
        };
        match kind {
            1 if body.len() <= deal::MAX_FRAME => Ok(Message::Deal(body.to_vec())),
            1 => Err(Refusal::Malformed("a deal frame over its cap")),
            2 if body.len() > MAX_ACTION => Err(Refusal::Malformed("an action over its cap")),
            2 => Ok(Message::Play {
                shown: body.to_vec(),
            }),
            3 if body.len() % 4 != 0 || body.len() / 4 > MAX_POSITIONS => {
                Err(Refusal::Malformed("a list of positions"))
            }
            3 => Ok(Message::PutDown {
                positions: body
                    .chunks_exact(4)
                    .map(|p| Pos {
                        stack: u16::from_le_bytes([p[0], p[1]]),
                        index: u16::from_le_bytes([p[2], p[3]]),
                    })
                    .collect(),
            }),
            4 if body.len() > MAX_FACT => Err(Refusal::Malformed("a fact over its cap")),
            4 => Ok(Message::Fact {
                fact: body.to_vec(),
            }),
            5 => empty(Message::Resign),
            6 => match body {
                [code] => Preset::from_code(*code)
                    .map(Message::Say)
                    .ok_or(Refusal::Malformed("an unknown preset message")),
                _ => Err(Refusal::Malformed("a preset message is one byte")),
            },
            7 => empty(Message::Rematch),
            8 => empty(Message::RematchAccepted),
            9 if body.len() > MAX_DISCLOSED => {
                Err(Refusal::Malformed("disclosed actions over their cap"))
            }
            9 => Ok(Message::Disclose {
                actions: body.to_vec(),
            }),
            10 => match std::str::from_utf8(body) {
                Ok(name)
                    if body.len() <= MAX_NAME_BYTES
                        && name.chars().count() <= crate::signal::MAX_NAME
                        && !name.chars().any(char::is_control) =>
                {
                    Ok(Message::Name(name.to_string()))
                }
                _ => Err(Refusal::Malformed("a name")),
            },
            other => Err(Refusal::UnknownKind(other)),
        }
    }
}

/// Why a frame was refused. Nothing changed on the receiving side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Over `MAX_FRAME`.
    TooLarge { size: usize, limit: usize },
    /// Shorter than a header and a digest, or than its length field says.
    Truncated,
    /// Not a frame of this protocol.
    NotAFrame,
    /// Another version of the protocol.
    Version { got: u8, supported: u8 },
    /// A kind of message this version does not know.
    UnknownKind(u8),
    /// Behind the number expected: a frame already received.
    Replayed { number: u32, expected: u32 },
    /// Ahead of the number expected: a frame is missing before it.
    OutOfOrder { number: u32, expected: u32 },
    /// Its digest does not follow from the sender's previous frame: altered or forged.
    BrokenChain { number: u32 },
    /// A field that does not read (what).
    Malformed(&'static str),
    /// An acknowledgement of more frames than were sent.
    AckAhead { acknowledged: u32, sent: u32 },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::Explain::explain(self, crate::i18n::Lang::En))
    }
}

impl std::error::Error for Refusal {}

/// What a received frame brought.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// The next message from the other seat.
    Message(Message),
    /// The other seat has received this many frames: these are the ones it lacks, to send
    /// again (empty when it has them all).
    Resend(Vec<Vec<u8>>),
    /// The other seat ended the game by forfeit (this one was away too long).
    Forfeit,
}

/// Where a game's part of the line starts: how many frames each direction carried before it,
/// and the chain's digest at that point. A line's first game starts at 0 from each seat's
/// chain start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineStart {
    pub sent: u32,
    pub sent_digest: [u8; DIGEST],
    pub received: u32,
    pub received_digest: [u8; DIGEST],
}

impl LineStart {
    /// The start of a line's first game at `me`.
    pub fn first(me: Seat) -> LineStart {
        LineStart {
            sent: 0,
            sent_digest: chain_start(me),
            received: 0,
            received_digest: chain_start(me.other()),
        }
    }

    /// The same point seen from the other seat.
    fn mirrored(self) -> LineStart {
        LineStart {
            sent: self.received,
            sent_digest: self.received_digest,
            received: self.sent,
            received_digest: self.sent_digest,
        }
    }
}

/// One seat's end of the line: its numbered, chained frames out, the other seat's checked in,
/// and both kept (the transcript) for a resend and for the save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    me: Seat,
    /// Where this game's part of the line starts (the frames before are not kept).
    start: LineStart,
    sent: Vec<Vec<u8>>,
    received: Vec<Vec<u8>>,
    out_digest: [u8; DIGEST],
    in_digest: [u8; DIGEST],
    acknowledged: u32,
}

fn chain_start(sender: Seat) -> [u8; DIGEST] {
    truncated(
        Sha256::new()
            .chain_update(b"touche-online-chain")
            .chain_update([sender.index() as u8]),
    )
}

fn truncated(hasher: Sha256) -> [u8; DIGEST] {
    let full: [u8; 32] = hasher.finalize().into();
    let mut digest = [0u8; DIGEST];
    digest.copy_from_slice(&full[..DIGEST]);
    digest
}

/// The digest a frame ends with: the chain's state after it.
fn last_digest(frame: &[u8]) -> [u8; DIGEST] {
    let mut digest = [0u8; DIGEST];
    if frame.len() >= DIGEST {
        digest.copy_from_slice(&frame[frame.len() - DIGEST..]);
    }
    digest
}

fn frame_digest(previous: &[u8; DIGEST], content: &[u8]) -> [u8; DIGEST] {
    truncated(
        Sha256::new()
            .chain_update(b"touche-online-frame")
            .chain_update(previous)
            .chain_update(content),
    )
}

fn header(kind: u8, number: u32, body_len: usize) -> Vec<u8> {
    let mut frame = Vec::with_capacity(HEADER + body_len + DIGEST);
    frame.extend_from_slice(&MAGIC);
    frame.push(VERSION);
    frame.push(kind);
    frame.extend_from_slice(&number.to_le_bytes());
    frame.extend_from_slice(&(body_len as u32).to_le_bytes());
    frame
}

/// The header's fields once the frame is checked for size, magic and version: kind, number,
/// body length.
fn read_header(frame: &[u8]) -> Result<(u8, u32, usize), Refusal> {
    if frame.len() > MAX_FRAME {
        return Err(Refusal::TooLarge {
            size: frame.len(),
            limit: MAX_FRAME,
        });
    }
    if frame.len() < HEADER {
        return Err(Refusal::Truncated);
    }
    if frame[0..2] != MAGIC {
        return Err(Refusal::NotAFrame);
    }
    if frame[2] != VERSION {
        return Err(Refusal::Version {
            got: frame[2],
            supported: VERSION,
        });
    }
    let number = u32::from_le_bytes([frame[4], frame[5], frame[6], frame[7]]);
    let body = u32::from_le_bytes([frame[8], frame[9], frame[10], frame[11]]) as usize;
    Ok((frame[3], number, body))
}

/// The message a frame of this seat's own carries, read without the chain (a frame it sent
/// before a reload, read back from its save); `None` if it does not read.
pub fn message_of(frame: &[u8]) -> Option<Message> {
    let (kind, _, len) = read_header(frame).ok()?;
    let body = frame.get(HEADER..HEADER.checked_add(len)?)?;
    Message::read_body(kind, body).ok()
}

impl Link {
    /// The line of a fresh game at `me`.
    pub fn new(me: Seat) -> Link {
        Link::from(me, LineStart::first(me))
    }

    /// The line at `me` from `start` on (a game after the first), no frame yet.
    pub fn from(me: Seat, start: LineStart) -> Link {
        Link {
            me,
            start,
            sent: Vec::new(),
            received: Vec::new(),
            out_digest: start.sent_digest,
            in_digest: start.received_digest,
            acknowledged: start.sent,
        }
    }

    /// Where this game's part of the line starts.
    pub fn start(&self) -> LineStart {
        self.start
    }

    /// The line for the next game on it: numbers and chain go on. It keeps the frames sent
    /// from `keep_sent_from` (an index into `sent`: the player's messages since this game's
    /// last frame, still to resend if lost), and none received (the next frame from the other
    /// seat is the next game's).
    pub fn next_game(&self, keep_sent_from: usize) -> Link {
        let keep = keep_sent_from.min(self.sent.len());
        let sent_digest = match keep {
            0 => self.start.sent_digest,
            n => last_digest(&self.sent[n - 1]),
        };
        let received = self.start.received + self.received.len() as u32;
        let start = LineStart {
            sent: self.start.sent + keep as u32,
            sent_digest,
            received,
            received_digest: self.in_digest,
        };
        Link {
            me: self.me,
            start,
            sent: self.sent[keep..].to_vec(),
            received: Vec::new(),
            out_digest: self.out_digest,
            in_digest: self.in_digest,
            acknowledged: self.acknowledged.max(start.sent),
        }
    }

    /// The frame that tells the other seat this one ended the game by forfeit (outside the
    /// chain, like an acknowledgement).
    pub fn forfeit() -> Vec<u8> {
        header(FORFEIT, 0, 0)
    }

    /// Whether `wire` is a copy of a frame already taken: one this line took with these very
    /// bytes, or one from before this game's part of the line (a game before; dropped).
    pub fn is_copy(&self, wire: &[u8]) -> bool {
        let Ok((_, number, _)) = read_header(wire) else {
            return false;
        };
        match number.checked_sub(self.start.received) {
            None => true,
            Some(i) => self.received.get(i as usize).is_some_and(|f| f == wire),
        }
    }

    /// The line rebuilt from its transcript (a save): every frame checked again, in order, as
    /// when it crossed. Refused, with the first frame's reason, if any does not fit.
    pub fn restore(me: Seat, sent: &[Vec<u8>], received: &[Vec<u8>]) -> Result<Link, Refusal> {
        Link::restore_from(me, LineStart::first(me), sent, received)
    }

    /// `restore` for a game's part of the line that starts at `start`.
    pub fn restore_from(
        me: Seat,
        start: LineStart,
        sent: &[Vec<u8>],
        received: &[Vec<u8>],
    ) -> Result<Link, Refusal> {
        let mut link = Link::from(me, start);
        let mut mirror = Link::from(me.other(), start.mirrored());
        for frame in sent {
            mirror.take(frame)?;
            link.out_digest = mirror.in_digest;
            link.sent.push(frame.clone());
        }
        for frame in received {
            link.take(frame)?;
        }
        Ok(link)
    }

    pub fn seat(&self) -> Seat {
        self.me
    }

    /// Every frame this seat sent, in order.
    pub fn sent(&self) -> &[Vec<u8>] {
        &self.sent
    }

    /// Every frame this seat received and accepted, in order.
    pub fn received(&self) -> &[Vec<u8>] {
        &self.received
    }

    /// The frames sent that the other seat has not acknowledged yet.
    pub fn unacknowledged(&self) -> &[Vec<u8>] {
        let from = self.acknowledged.saturating_sub(self.start.sent) as usize;
        &self.sent[from.min(self.sent.len())..]
    }

    /// `message` as the next frame out (kept in the transcript). Refused if it is over a cap
    /// (a text or a list too long), so that the other seat never has to refuse it.
    pub fn send(&mut self, message: &Message) -> Result<Vec<u8>, Refusal> {
        let mut body = Vec::new();
        message.write_body(&mut body);
        Message::read_body(message.kind(), &body)?;
        let number = self.start.sent + self.sent.len() as u32;
        let mut frame = header(message.kind(), number, body.len());
        frame.extend_from_slice(&body);
        let digest = frame_digest(&self.out_digest, &frame);
        frame.extend_from_slice(&digest);
        self.out_digest = digest;
        self.sent.push(frame.clone());
        Ok(frame)
    }

    /// The acknowledgement to send after a dropped line (or now and then): how many frames
    /// this seat has received.
    pub fn ack(&self) -> Vec<u8> {
        header(ACK, self.start.received + self.received.len() as u32, 0)
    }

    /// Takes one frame from the other seat. A refused frame changes nothing: the next valid
    /// frame is still welcome.
    pub fn receive(&mut self, frame: &[u8]) -> Result<Incoming, Refusal> {
        let (kind, number, body) = read_header(frame)?;
        if kind == ACK {
            if body != 0 || frame.len() != HEADER {
                return Err(Refusal::Malformed("an acknowledgement has no body"));
            }
            let sent = self.start.sent + self.sent.len() as u32;
            if number > sent {
                return Err(Refusal::AckAhead {
                    acknowledged: number,
                    sent,
                });
            }
            self.acknowledged = self.acknowledged.max(number);
            // Behind this game's start: the other seat had it all when this game began (a
            // late acknowledgement from the game before).
            let from = number.saturating_sub(self.start.sent) as usize;
            return Ok(Incoming::Resend(self.sent[from..].to_vec()));
        }
        if kind == FORFEIT {
            if body != 0 || frame.len() != HEADER || number != 0 {
                return Err(Refusal::Malformed("a forfeit has no body"));
            }
            return Ok(Incoming::Forfeit);
        }
        self.take(frame).map(Incoming::Message)
    }

    fn take(&mut self, frame: &[u8]) -> Result<Message, Refusal> {
        let (kind, number, body_len) = read_header(frame)?;
        let expected = self.start.received + self.received.len() as u32;
        if number < expected {
            return Err(Refusal::Replayed { number, expected });
        }
        if number > expected {
            return Err(Refusal::OutOfOrder { number, expected });
        }
        if frame.len() != HEADER + body_len + DIGEST {
            return Err(match frame.len() < HEADER + body_len + DIGEST {
                true => Refusal::Truncated,
                false => Refusal::Malformed("the length field does not match the frame"),
            });
        }
        let (content, digest) = frame.split_at(HEADER + body_len);
        let next = frame_digest(&self.in_digest, content);
        if digest != next {
            return Err(Refusal::BrokenChain { number });
        }
        let message = Message::read_body(kind, &content[HEADER..])?;
        self.in_digest = next;
        self.received.push(frame.to_vec());
        Ok(message)
    }
}
