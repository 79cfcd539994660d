//! The messages of the deal and their binary frames: typed, versioned, numbered, chained by
//! hash, bounded in size. Decoding never panics: every length is checked against what is left
//! and against the caps before anything is read or allocated.
use curve25519_dalek::ristretto::RistrettoPoint;
use curve25519_dalek::scalar::Scalar;

use super::crypto::{compress, decompress, sha256, Proof};
use super::error::Refusal;
use super::Pos;
use crate::core::Seat;

/// Bumped whenever a message or a derivation changes; a frame of another version is refused.
pub const VERSION: u8 = 1;
/// The largest deck (and so the longest list in a message).
pub const MAX_CARDS: usize = 300;
/// The largest frame: a locking pass of a full deck of `MAX_CARDS` (128 bytes a card) fits.
pub const MAX_FRAME: usize = 40 * 1024;
/// The largest secret a seat may commit to (a favoured unit is one card: two bytes).
pub const MAX_SECRET: usize = 64;
const MAGIC: [u8; 2] = *b"TD";
/// magic, version, kind, sequence number, body length.
const HEADER: usize = 2 + 1 + 1 + 4 + 4;
const DIGEST: usize = 32;

/// Every message of the protocol. Points are ristretto255 points, keys are scalars.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// First message of each side: which deck, and the commitment to its seed.
    Hello {
        deck: [u8; 32],
        deck_size: u16,
        seed_commitment: [u8; 32],
    },
    /// The second seat swaps its position locks on earlier stacks for one key (proven).
    Prepass {
        stack: u16,
        points: Vec<RistrettoPoint>,
        global: RistrettoPoint,
        proofs: Vec<Proof>,
    },
    /// A shuffle pass: masked with the sender's stack key and reordered (checked at the audit).
    Mask {
        stack: u16,
        points: Vec<RistrettoPoint>,
        global: RistrettoPoint,
    },
    /// A locking pass: one key per position, committed and proven.
    Lock {
        stack: u16,
        points: Vec<RistrettoPoint>,
        commitments: Vec<RistrettoPoint>,
        proofs: Vec<Proof>,
    },
    /// The sender's keys for positions dealt to the receiver or opened to both.
    Keys {
        positions: Vec<Pos>,
        keys: Vec<Scalar>,
    },
    /// The sender shows cards it was dealt: which positions, which cards, its keys for them.
    Show {
        positions: Vec<Pos>,
        cards: Vec<u16>,
        keys: Vec<Scalar>,
    },
    /// A coin toss: the first seat's commitment to its nonce.
    CoinCommit { coin: u16, digest: [u8; 32] },
    /// A coin toss: the second seat's nonce, in the clear.
    CoinNonce { coin: u16, nonce: [u8; 32] },
    /// A coin toss: the first seat opens its commitment.
    CoinReveal { coin: u16, nonce: [u8; 32] },
    /// A secret of the sender's (number `secret`), committed to now and disclosed later.
    Commit { secret: u16, digest: [u8; 32] },
    /// The sender discloses a secret it committed to.
    Disclose {
        secret: u16,
        nonce: [u8; 32],
        value: Vec<u8>,
    },
    /// End of the game: the sender's seed, from which every key it used derives.
    Finish { seed: [u8; 32] },
}

impl Message {
    /// The message's name in plain words, for refusals and audit reports.
    pub fn name(&self) -> &'static str {
        kind_name(self.kind())
    }

    fn kind(&self) -> u8 {
        match self {
            Message::Hello { .. } => 1,
            Message::Prepass { .. } => 2,
            Message::Mask { .. } => 3,
            Message::Lock { .. } => 4,
            Message::Keys { .. } => 5,
            Message::Show { .. } => 6,
            Message::CoinCommit { .. } => 7,
            Message::CoinNonce { .. } => 8,
            Message::CoinReveal { .. } => 9,
            Message::Commit { .. } => 10,
            Message::Disclose { .. } => 11,
            Message::Finish { .. } => 12,
        }
    }
}

pub(crate) fn kind_name(kind: u8) -> &'static str {
    match kind {
        1 => "hello",
        2 => "pre-pass",
        3 => "shuffle pass",
        4 => "locking pass",
        5 => "keys",
        6 => "show",
        7 => "coin commitment",
        8 => "coin nonce",
        9 => "coin reveal",
        10 => "secret commitment",
        11 => "secret disclosure",
        12 => "final keys",
        _ => "unknown message",
    }
}

/// Where a side's chain starts: its seat, so a frame of the other direction never fits. (The
/// deck is checked by the hello, which names it.)
pub(crate) fn chain_start(sender: Seat) -> [u8; 32] {
    sha256(&[b"chain", &[sender.index() as u8]])
}

fn frame_digest(previous: &[u8; 32], header_and_body: &[u8]) -> [u8; 32] {
    sha256(&[b"frame", previous, header_and_body])
}

/// Encodes `message` as frame number `seq` of a chain whose last digest is `previous`. Returns
/// the frame and its digest (the next frame's `previous`).
pub(crate) fn encode(message: &Message, seq: u32, previous: &[u8; 32]) -> (Vec<u8>, [u8; 32]) {
    let mut body = Vec::new();
    write_body(message, &mut body);
    let mut frame = Vec::with_capacity(HEADER + body.len() + DIGEST);
    frame.extend_from_slice(&MAGIC);
    frame.push(VERSION);
    frame.push(message.kind());
    frame.extend_from_slice(&seq.to_le_bytes());
    frame.extend_from_slice(&(body.len() as u32).to_le_bytes());
    frame.extend_from_slice(&body);
    let digest = frame_digest(previous, &frame);
    frame.extend_from_slice(&digest);
    (frame, digest)
}

/// Decodes a frame expected to be number `seq` of the chain whose last digest is `previous`.
/// Returns the message and the frame's digest.
pub(crate) fn decode(
    frame: &[u8],
    seq: u32,
    previous: &[u8; 32],
) -> Result<(Message, [u8; 32]), Refusal> {
    if frame.len() > MAX_FRAME {
        return Err(Refusal::TooLarge {
            size: frame.len(),
            limit: MAX_FRAME,
        });
    }
    if frame.len() < HEADER + DIGEST {
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
    let kind = frame[3];
    let got = u32::from_le_bytes([frame[4], frame[5], frame[6], frame[7]]);
    if got != seq {
        return Err(if got < seq {
            Refusal::Replayed {
                number: got,
                expected: seq,
            }
        } else {
            Refusal::OutOfOrder {
                number: got,
                expected: seq,
            }
        });
    }
    let body_len = u32::from_le_bytes([frame[8], frame[9], frame[10], frame[11]]) as usize;
    if frame.len() != HEADER + body_len + DIGEST {
        return Err(Refusal::Malformed(
            "the length field does not match the frame",
        ));
    }
    let (content, digest) = frame.split_at(HEADER + body_len);
    let expected = frame_digest(previous, content);
    if digest != expected {
        return Err(Refusal::BrokenChain { number: got });
    }
    let mut reader = Reader {
        bytes: &content[HEADER..],
    };
    let message = read_body(kind, &mut reader)?;
    if !reader.bytes.is_empty() {
        return Err(Refusal::Malformed("bytes left over after the message"));
    }
    Ok((message, expected))
}

fn write_points(points: &[RistrettoPoint], out: &mut Vec<u8>) {
    out.extend_from_slice(&(points.len() as u16).to_le_bytes());
    for point in points {
        out.extend_from_slice(&compress(point));
    }
}

fn write_scalars(scalars: &[Scalar], out: &mut Vec<u8>) {
    out.extend_from_slice(&(scalars.len() as u16).to_le_bytes());
    for scalar in scalars {
        out.extend_from_slice(scalar.as_bytes());
    }
}

fn write_proofs(proofs: &[Proof], out: &mut Vec<u8>) {
    out.extend_from_slice(&(proofs.len() as u16).to_le_bytes());
    for proof in proofs {
        out.extend_from_slice(proof.challenge.as_bytes());
        out.extend_from_slice(proof.response.as_bytes());
    }
}

fn write_positions(positions: &[Pos], out: &mut Vec<u8>) {
    out.extend_from_slice(&(positions.len() as u16).to_le_bytes());
    for pos in positions {
        out.extend_from_slice(&pos.stack.to_le_bytes());
        out.extend_from_slice(&pos.index.to_le_bytes());
    }
}

fn write_body(message: &Message, out: &mut Vec<u8>) {
    match message {
        Message::Hello {
            deck,
            deck_size,
            seed_commitment,
        } => {
            out.extend_from_slice(deck);
            out.extend_from_slice(&deck_size.to_le_bytes());
            out.extend_from_slice(seed_commitment);
        }
        Message::Prepass {
            stack,
            points,
            global,
            proofs,
        } => {
            out.extend_from_slice(&stack.to_le_bytes());
            write_points(points, out);
            out.extend_from_slice(&compress(global));
            write_proofs(proofs, out);
        }
        Message::Mask {
            stack,
            points,
            global,
        } => {
            out.extend_from_slice(&stack.to_le_bytes());
            write_points(points, out);
            out.extend_from_slice(&compress(global));
        }
        Message::Lock {
            stack,
            points,
            commitments,
            proofs,
        } => {
            out.extend_from_slice(&stack.to_le_bytes());
            write_points(points, out);
            write_points(commitments, out);
            write_proofs(proofs, out);
        }
        Message::Keys { positions, keys } => {
            write_positions(positions, out);
            write_scalars(keys, out);
        }
        Message::Show {
            positions,
            cards,
            keys,
        } => {
            write_positions(positions, out);
            out.extend_from_slice(&(cards.len() as u16).to_le_bytes());
            for card in cards {
                out.extend_from_slice(&card.to_le_bytes());
            }
            write_scalars(keys, out);
        }
        Message::CoinCommit {
            coin,
            digest: bytes,
        }
        | Message::CoinNonce { coin, nonce: bytes }
        | Message::CoinReveal { coin, nonce: bytes }
        | Message::Commit {
            secret: coin,
            digest: bytes,
        } => {
            out.extend_from_slice(&coin.to_le_bytes());
            out.extend_from_slice(bytes);
        }
        Message::Disclose {
            secret,
            nonce,
            value,
        } => {
            out.extend_from_slice(&secret.to_le_bytes());
            out.extend_from_slice(nonce);
            out.extend_from_slice(&(value.len() as u16).to_le_bytes());
            out.extend_from_slice(value);
        }
        Message::Finish { seed } => out.extend_from_slice(seed),
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn take(&mut self, count: usize) -> Result<&'a [u8], Refusal> {
        if count > self.bytes.len() {
            return Err(Refusal::Truncated);
        }
        let (head, rest) = self.bytes.split_at(count);
        self.bytes = rest;
        Ok(head)
    }

    fn u16(&mut self) -> Result<u16, Refusal> {
        let bytes = self.take(2)?;
        Ok(u16::from_le_bytes([bytes[0], bytes[1]]))
    }

    fn array(&mut self) -> Result<[u8; 32], Refusal> {
        let mut array = [0; 32];
        array.copy_from_slice(self.take(32)?);
        Ok(array)
    }

    fn point(&mut self) -> Result<RistrettoPoint, Refusal> {
        decompress(self.array()?).ok_or(Refusal::Malformed("a point is not on the curve"))
    }

    fn scalar(&mut self) -> Result<Scalar, Refusal> {
        Option::from(Scalar::from_canonical_bytes(self.array()?))
            .ok_or(Refusal::Malformed("a key is not a canonical scalar"))
    }

    /// A list's length, checked against the deck cap and against the bytes left (each item
    /// takes at least `item_size`), before anything is allocated.
    fn count(&mut self, item_size: usize) -> Result<usize, Refusal> {
        let count = self.u16()? as usize;
        if count > MAX_CARDS {
            return Err(Refusal::Malformed("a list is longer than the largest deck"));
        }
        if count * item_size > self.bytes.len() {
            return Err(Refusal::Truncated);
        }
        Ok(count)
    }

    fn points(&mut self) -> Result<Vec<RistrettoPoint>, Refusal> {
        let count = self.count(32)?;
        (0..count).map(|_| self.point()).collect()
    }

    fn scalars(&mut self) -> Result<Vec<Scalar>, Refusal> {
        let count = self.count(32)?;
        (0..count).map(|_| self.scalar()).collect()
    }

    fn proofs(&mut self) -> Result<Vec<Proof>, Refusal> {
        let count = self.count(64)?;
        (0..count)
            .map(|_| {
                Ok(Proof {
                    challenge: self.scalar()?,
                    response: self.scalar()?,
                })
            })
            .collect()
    }

    fn positions(&mut self) -> Result<Vec<Pos>, Refusal> {
        let count = self.count(4)?;
        (0..count)
            .map(|_| {
                Ok(Pos {
                    stack: self.u16()?,
                    index: self.u16()?,
                })
            })
            .collect()
    }
}

fn read_body(kind: u8, reader: &mut Reader) -> Result<Message, Refusal> {
    Ok(match kind {
        1 => Message::Hello {
            deck: reader.array()?,
            deck_size: reader.u16()?,
            seed_commitment: reader.array()?,
        },
        2 => Message::Prepass {
            stack: reader.u16()?,
            points: reader.points()?,
            global: reader.point()?,
            proofs: reader.proofs()?,
        },
        3 => Message::Mask {
            stack: reader.u16()?,
            points: reader.points()?,
            global: reader.point()?,
        },
        4 => Message::Lock {
            stack: reader.u16()?,
            points: reader.points()?,
            commitments: reader.points()?,
            proofs: reader.proofs()?,
        },
        5 => Message::Keys {
            positions: reader.positions()?,
            keys: reader.scalars()?,
        },
        6 => {
            let positions = reader.positions()?;
            let count = reader.count(2)?;
            let cards = (0..count).map(|_| reader.u16()).collect::<Result<_, _>>()?;
            Message::Show {
                positions,
                cards,
                keys: reader.scalars()?,
            }
        }
        7 => Message::CoinCommit {
            coin: reader.u16()?,
            digest: reader.array()?,
        },
        8 => Message::CoinNonce {
            coin: reader.u16()?,
            nonce: reader.array()?,
        },
        9 => Message::CoinReveal {
            coin: reader.u16()?,
            nonce: reader.array()?,
        },
        10 => Message::Commit {
            secret: reader.u16()?,
            digest: reader.array()?,
        },
        11 => {
            let secret = reader.u16()?;
            let nonce = reader.array()?;
            let len = reader.u16()? as usize;
            if len > MAX_SECRET {
                return Err(Refusal::Malformed("a secret is longer than allowed"));
            }
            Message::Disclose {
                secret,
                nonce,
                value: reader.take(len)?.to_vec(),
            }
        }
        12 => Message::Finish {
            seed: reader.array()?,
        },
        other => return Err(Refusal::UnknownKind(other)),
    })
}
