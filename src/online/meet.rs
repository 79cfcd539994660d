//! The meeting's cryptography, run in the online worker for the page: the rendezvous over Nostr
//! relays (`signal::Rendezvous`: BIP-340 signatures over secp256k1, the room's tag and sealing
//! key from HKDF-SHA-256, ChaCha20-Poly1305) and the sealing and opening of the codes typed by
//! hand. The page keeps the sockets and the peer connection: it hands the worker what the relays
//! say, the clock and the connections' results (`MeetRequest`), and carries out the steps the
//! worker answers (`MeetAnswer`). None of the cryptography is then in the page's download
//! (docs/online.md, "Size").
//!
//! In bytes, as the rest of `online::worker`'s protocol: a tag, then the fields, lengths before
//! what they measure; a reader that never panics. The worker answers requests in order, and
//! answers each `Seal` and `Open` with exactly one `Code`, `Opened` or `Refused`, so the page
//! matches those replies to its questions by their order.
use super::worker::{put_bytes, Fields};
use crate::signal::nostr::NostrKey;
use crate::signal::{
    Attempt, Description, Rendezvous, Role, RoomSecret, Signal, SignalError, Step,
};

/// The room's secret as the worker receives it.
pub type RoomBytes = [u8; 16];

/// From the page, for the meeting. `now_ms`: milliseconds since 1970, the page's clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeetRequest {
    /// Start meeting in this room (subscribe; a guest knocks).
    Start {
        role: Role,
        room: RoomBytes,
        now_ms: u64,
    },
    /// After a dropped line, or the page's "try again": meet again, a new attempt.
    Restart { now_ms: u64 },
    /// The clock moved (a guest knocks again, or gives an attempt up).
    Tick { now_ms: u64 },
    /// A text from a relay, as it came.
    RelayText { now_ms: u64, text: String },
    /// (Host) The connection for `attempt` has its offer.
    OfferMade {
        attempt: Attempt,
        now_ms: u64,
        description: Description,
    },
    /// (Guest) The connection made from the offer has its answer.
    AnswerMade {
        now_ms: u64,
        description: Description,
    },
    /// The channel is open: answered with `Met`.
    Connected,
    /// A code by hand: this signal sealed with the room's key.
    Seal(Signal),
    /// A code by hand from the other side, `from` that role, to open.
    Open { from: Role, code: String },
}

/// To the page, for the meeting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeetAnswer {
    /// Carry these out, in order.
    Steps(Vec<Step>),
    /// The answer to `Connected`: carry these out (the subscription closed), then let the
    /// relays go.
    Met(Vec<Step>),
    /// The rendezvous could not go on (no randomness for a key or an attempt).
    Failed(SignalError),
    /// A sealed code, the reply to `Seal`.
    Code(String),
    /// The signal in a code, the reply to `Open`.
    Opened(Signal),
    /// Why a `Seal` or an `Open` was refused.
    Refused(SignalError),
}

fn put_role(out: &mut Vec<u8>, role: Role) {
    out.push(match role {
        Role::Host => 0,
        Role::Guest => 1,
    });
}

fn put_u64(out: &mut Vec<u8>, value: u64) {
    out.extend_from_slice(&value.to_le_bytes());
}

impl Fields<'_> {
    fn role(&mut self) -> Option<Role> {
        match self.byte()? {
            0 => Some(Role::Host),
            1 => Some(Role::Guest),
            _ => None,
        }
    }

    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }

    fn array<const N: usize>(&mut self) -> Option<[u8; N]> {
        self.take(N)?.try_into().ok()
    }

    fn description(&mut self) -> Option<Description> {
        Description::from_bytes(self.bytes()?).ok()
    }
}

/// The refusals a code or a seal can meet, in a byte (and the cap of a text too long). An
/// invite's or a description's broken part never crosses: it reads as `BadCode`.
fn put_error(out: &mut Vec<u8>, error: &SignalError) {
    match error {
        SignalError::NoRandomness => out.push(0),
        SignalError::Tampered => out.push(2),
        SignalError::TooLarge { cap } => {
            out.push(3);
            out.extend_from_slice(&u32::try_from(*cap).unwrap_or(u32::MAX).to_le_bytes());
        }
        SignalError::BadRelayMessage => out.push(4),
        SignalError::BadCode
        | SignalError::BadInvite { .. }
        | SignalError::BadDescription { .. } => out.push(1),
    }
}

fn read_error(f: &mut Fields) -> Option<SignalError> {
    Some(match f.byte()? {
        0 => SignalError::NoRandomness,
        1 => SignalError::BadCode,
        2 => SignalError::Tampered,
        3 => SignalError::TooLarge {
            cap: u32::from_le_bytes(f.array()?) as usize,
        },
        4 => SignalError::BadRelayMessage,
        _ => return None,
    })
}

fn put_steps(out: &mut Vec<u8>, steps: &[Step]) {
    out.extend_from_slice(&(steps.len() as u32).to_le_bytes());
    for step in steps {
        match step {
            Step::Send(text) => {
                out.push(0);
                put_bytes(out, text.as_bytes());
            }
            Step::MakeOffer { attempt } => {
                out.push(1);
                out.extend_from_slice(attempt);
            }
            Step::UseOffer { description } => {
                out.push(2);
                put_bytes(out, &description.to_bytes());
            }
            Step::UseAnswer { description } => {
                out.push(3);
                put_bytes(out, &description.to_bytes());
            }
        }
    }
}

fn read_steps(f: &mut Fields) -> Option<Vec<Step>> {
    let n = u32::from_le_bytes(f.array()?);
    // No capacity from the count: a false one fails at its first missing step.
    let mut steps = Vec::new();
    for _ in 0..n {
        steps.push(match f.byte()? {
            0 => Step::Send(f.text()?),
            1 => Step::MakeOffer {
                attempt: f.array()?,
            },
            2 => Step::UseOffer {
                description: f.description()?,
            },
            3 => Step::UseAnswer {
                description: f.description()?,
            },
            _ => return None,
        });
    }
    Some(steps)
}

impl MeetRequest {
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::new();
        match self {
            MeetRequest::Start { role, room, now_ms } => {
                out.push(1);
                put_role(&mut out, *role);
                out.extend_from_slice(room);
                put_u64(&mut out, *now_ms);
            }
            MeetRequest::Restart { now_ms } => {
                out.push(2);
                put_u64(&mut out, *now_ms);
            }
            MeetRequest::Tick { now_ms } => {
                out.push(3);
                put_u64(&mut out, *now_ms);
            }
            MeetRequest::RelayText { now_ms, text } => {
                out.push(4);
                put_u64(&mut out, *now_ms);
                put_bytes(&mut out, text.as_bytes());
            }
            MeetRequest::OfferMade {
                attempt,
                now_ms,
                description,
            } => {
                out.push(5);
                out.extend_from_slice(attempt);
                put_u64(&mut out, *now_ms);
                put_bytes(&mut out, &description.to_bytes());
            }
            MeetRequest::AnswerMade {
                now_ms,
                description,
            } => {
                out.push(6);
                put_u64(&mut out, *now_ms);
                put_bytes(&mut out, &description.to_bytes());
            }
            MeetRequest::Connected => out.push(7),
            MeetRequest::Seal(signal) => {
                out.push(8);
                put_bytes(&mut out, &signal.to_bytes());
            }
            MeetRequest::Open { from, code } => {
                out.push(9);
                put_role(&mut out, *from);
                put_bytes(&mut out, code.as_bytes());
            }
        }
        out
    }

    /// `None` for bytes `encode` does not write (never panics).
    pub fn decode(bytes: &[u8]) -> Option<MeetRequest> {
        let mut f = Fields(bytes);
        let request = match f.byte()? {
            1 => MeetRequest::Start {
                role: f.role()?,
                room: f.array()?,
                now_ms: f.u64()?,
            },
            2 => MeetRequest::Restart { now_ms: f.u64()? },
            3 => MeetRequest::Tick { now_ms: f.u64()? },
            4 => MeetRequest::RelayText {
                now_ms: f.u64()?,
                text: f.text()?,
            },
            5 => MeetRequest::OfferMade {
                attempt: f.array()?,
                now_ms: f.u64()?,
                description: f.description()?,
            },
            6 => MeetRequest::AnswerMade {
                now_ms: f.u64()?,
                description: f.description()?,
            },
            7 => MeetRequest::Connected,
            8 => MeetRequest::Seal(Signal::from_bytes(f.bytes()?).ok()?),
            9 => MeetRequest::Open {
                from: f.role()?,
                code: f.text()?,
            },
            _ => return None,
        };
        f.end(request)
    }
}

impl MeetAnswer {
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::new();
        match self {
            MeetAnswer::Steps(steps) => {
                out.push(1);
                put_steps(&mut out, steps);
            }
            MeetAnswer::Met(steps) => {
                out.push(2);
                put_steps(&mut out, steps);
            }
            MeetAnswer::Failed(error) => {
                out.push(3);
                put_error(&mut out, error);
            }
            MeetAnswer::Code(code) => {
                out.push(4);
                put_bytes(&mut out, code.as_bytes());
            }
            MeetAnswer::Opened(signal) => {
                out.push(5);
                put_bytes(&mut out, &signal.to_bytes());
            }
            MeetAnswer::Refused(error) => {
                out.push(6);
                put_error(&mut out, error);
            }
        }
        out
    }

    /// `None` for bytes `encode` does not write (never panics).
    pub fn decode(bytes: &[u8]) -> Option<MeetAnswer> {
        let mut f = Fields(bytes);
        let answer = match f.byte()? {
            1 => MeetAnswer::Steps(read_steps(&mut f)?),
            2 => MeetAnswer::Met(read_steps(&mut f)?),
            3 => MeetAnswer::Failed(read_error(&mut f)?),
            4 => MeetAnswer::Code(f.text()?),
            5 => MeetAnswer::Opened(Signal::from_bytes(f.bytes()?).ok()?),
            6 => MeetAnswer::Refused(read_error(&mut f)?),
            _ => return None,
        };
        f.end(answer)
    }

    /// Whether this is the reply to a `Seal` or an `Open`.
    pub fn is_reply(&self) -> bool {
        matches!(
            self,
            MeetAnswer::Code(_) | MeetAnswer::Opened(_) | MeetAnswer::Refused(_)
        )
    }
}

/// The worker's side of the meeting: the room and the rendezvous, once the page started it.
#[derive(Default)]
pub struct Meet {
    room: Option<RoomSecret>,
    rendezvous: Option<Rendezvous>,
}

fn steps(steps: Result<Vec<Step>, SignalError>) -> Vec<MeetAnswer> {
    match steps {
        // Most ticks change nothing: nothing to post.
        Ok(steps) if steps.is_empty() => Vec::new(),
        Ok(steps) => vec![MeetAnswer::Steps(steps)],
        Err(error) => vec![MeetAnswer::Failed(error)],
    }
}

impl Meet {
    pub fn handle(&mut self, request: MeetRequest) -> Vec<MeetAnswer> {
        if let MeetRequest::Start { role, room, now_ms } = request {
            let room = RoomSecret::from_bytes(room);
            let started = NostrKey::fresh()
                .and_then(|key| Rendezvous::start(role, room.clone(), key, now_ms));
            self.room = Some(room);
            return match started {
                Ok((rendezvous, first)) => {
                    self.rendezvous = Some(rendezvous);
                    steps(Ok(first))
                }
                Err(error) => {
                    self.rendezvous = None;
                    steps(Err(error))
                }
            };
        }
        if let MeetRequest::Seal(signal) = request {
            let code = self.room().and_then(|room| signal.to_code(room));
            return vec![code.map_or_else(MeetAnswer::Refused, MeetAnswer::Code)];
        }
        if let MeetRequest::Open { from, code } = request {
            let signal = self
                .room()
                .and_then(|room| Signal::from_code(room, from, &code));
            return vec![signal.map_or_else(MeetAnswer::Refused, MeetAnswer::Opened)];
        }
        let Some(rendezvous) = &mut self.rendezvous else {
            // Not started (or its start failed, which the page heard): `Met` is still owed.
            return match request {
                MeetRequest::Connected => vec![MeetAnswer::Met(Vec::new())],
                _ => Vec::new(),
            };
        };
        match request {
            MeetRequest::Restart { now_ms } => steps(rendezvous.restart(now_ms)),
            MeetRequest::Tick { now_ms } => steps(rendezvous.tick(now_ms)),
            MeetRequest::RelayText { now_ms, text } => {
                steps(Ok(rendezvous.on_relay_text(&text, now_ms)))
            }
            MeetRequest::OfferMade {
                attempt,
                now_ms,
                description,
            } => steps(rendezvous.offer_made(attempt, description, now_ms)),
            MeetRequest::AnswerMade {
                now_ms,
                description,
            } => steps(rendezvous.answer_made(description, now_ms)),
            MeetRequest::Connected => vec![MeetAnswer::Met(rendezvous.connected())],
            MeetRequest::Start { .. } | MeetRequest::Seal(_) | MeetRequest::Open { .. } => {
                Vec::new()
            }
        }
    }

    fn room(&self) -> Result<&RoomSecret, SignalError> {
        // A code before the meeting started cannot be sealed or read: no room yet.
        self.room.as_ref().ok_or(SignalError::BadCode)
    }
}
