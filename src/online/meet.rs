//! The meeting's cryptography, run in the online worker for the page: the rendezvous over Nostr
//! relays (`signal::Rendezvous`: BIP-340 signatures over secp256k1, the room's tag and sealing
//! key from HKDF-SHA-256, ChaCha20-Poly1305) and the sealing and opening of the codes typed by
//! hand, and the connection descriptions read from and rebuilt into the browser's SDP
//! (`signal::Description`). The page keeps the sockets and the peer connection: it hands the
//! worker what the relays say, the clock and its connections' SDP (`MeetRequest`), and carries
//! out the steps the worker answers (`MeetAnswer`, `MeetStep`). None of that is then in the
//! page's download (docs/online.md, "Size").
//!
//! In bytes, as the rest of `online::worker`'s protocol: a tag, then the fields, lengths before
//! what they measure; a reader that never panics. The worker answers requests in order, and
//! answers each `Seal` and `Open` with exactly one `Code`, `Opened` or `Refused`, so the page
//! matches those replies to its questions by their order.
use super::worker::{put_bytes, Fields};
use crate::signal::nostr::NostrKey;
use crate::signal::sdp::SdpKind;
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
    /// (Host) The connection for `attempt` has its offer (the browser's SDP, every candidate
    /// in it).
    OfferMade {
        attempt: Attempt,
        now_ms: u64,
        sdp: String,
    },
    /// (Guest) The connection made from the offer has its answer (SDP).
    AnswerMade { now_ms: u64, sdp: String },
    /// The channel is open: answered with `Met`.
    Connected,
    /// A code by hand of this page's connection: the host's offer or the guest's answer (`by`),
    /// for `attempt`, sealed with the room's key.
    Seal {
        by: Role,
        attempt: Attempt,
        sdp: String,
    },
    /// A code by hand from the other side, `from` that role (an offer from the host, an answer
    /// from the guest), to open.
    Open { from: Role, code: String },
}

/// What the page does next for the meeting: `signal::Step` with the descriptions rebuilt as
/// SDP for the browser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeetStep {
    /// Send this text to every relay.
    Send(String),
    /// (Host) Make a fresh connection and its offer; tell `OfferMade`.
    MakeOffer { attempt: Attempt },
    /// (Guest) Make a fresh connection from this offer; tell `AnswerMade`.
    UseOffer { sdp: String },
    /// (Host) Give this answer to the connection made for the offer.
    UseAnswer { sdp: String },
}

/// To the page, for the meeting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeetAnswer {
    /// Carry these out, in order.
    Steps(Vec<MeetStep>),
    /// The answer to `Connected`: carry these out (the subscription closed), then let the
    /// relays go.
    Met(Vec<MeetStep>),
    /// The rendezvous could not go on (no randomness for a key or an attempt, a connection
    /// description that lacks a field), in words for the console.
    Failed(String),
    /// A sealed code, the reply to `Seal`.
    Code(String),
    /// The offer or answer in a code (its attempt, its SDP), the reply to `Open`.
    Opened { attempt: Attempt, sdp: String },
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
}

/// The parts of a connection description a refusal may name (`SignalError::BadDescription`).
const DESCRIPTION_PARTS: [&str; 4] = ["ice-ufrag", "ice-pwd", "fingerprint", "setup"];

/// The refusals a code or a seal can meet, in a byte (and the cap of a text too long, or the
/// description's part). An invite's broken part never crosses: it reads as `BadCode`.
fn put_error(out: &mut Vec<u8>, error: &SignalError) {
    match error {
        SignalError::NoRandomness => out.push(0),
        SignalError::Tampered => out.push(2),
        SignalError::TooLarge { cap } => {
            out.push(3);
            out.extend_from_slice(&u32::try_from(*cap).unwrap_or(u32::MAX).to_le_bytes());
        }
        SignalError::BadRelayMessage => out.push(4),
        SignalError::BadDescription { what } => {
            match DESCRIPTION_PARTS.iter().position(|part| part == what) {
                Some(part) => out.extend([5, part as u8]),
                None => out.push(1),
            }
        }
        SignalError::BadCode | SignalError::BadInvite { .. } => out.push(1),
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
        5 => SignalError::BadDescription {
            what: DESCRIPTION_PARTS.get(usize::from(f.byte()?))?,
        },
        _ => return None,
    })
}

fn put_steps(out: &mut Vec<u8>, steps: &[MeetStep]) {
    out.extend_from_slice(&(steps.len() as u32).to_le_bytes());
    for step in steps {
        match step {
            MeetStep::Send(text) => {
                out.push(0);
                put_bytes(out, text.as_bytes());
            }
            MeetStep::MakeOffer { attempt } => {
                out.push(1);
                out.extend_from_slice(attempt);
            }
            MeetStep::UseOffer { sdp } => {
                out.push(2);
                put_bytes(out, sdp.as_bytes());
            }
            MeetStep::UseAnswer { sdp } => {
                out.push(3);
                put_bytes(out, sdp.as_bytes());
            }
        }
    }
}

fn read_steps(f: &mut Fields) -> Option<Vec<MeetStep>> {
    let n = u32::from_le_bytes(f.array()?);
    // No capacity from the count: a false one fails at its first missing step.
    let mut steps = Vec::new();
    for _ in 0..n {
        steps.push(match f.byte()? {
            0 => MeetStep::Send(f.text()?),
            1 => MeetStep::MakeOffer {
                attempt: f.array()?,
            },
            2 => MeetStep::UseOffer { sdp: f.text()? },
            3 => MeetStep::UseAnswer { sdp: f.text()? },
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
                sdp,
            } => {
                out.push(5);
                out.extend_from_slice(attempt);
                put_u64(&mut out, *now_ms);
                put_bytes(&mut out, sdp.as_bytes());
            }
            MeetRequest::AnswerMade { now_ms, sdp } => {
                out.push(6);
                put_u64(&mut out, *now_ms);
                put_bytes(&mut out, sdp.as_bytes());
            }
            MeetRequest::Connected => out.push(7),
            MeetRequest::Seal { by, attempt, sdp } => {
                out.push(8);
                put_role(&mut out, *by);
                out.extend_from_slice(attempt);
                put_bytes(&mut out, sdp.as_bytes());
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
                sdp: f.text()?,
            },
            6 => MeetRequest::AnswerMade {
                now_ms: f.u64()?,
                sdp: f.text()?,
            },
            7 => MeetRequest::Connected,
            8 => MeetRequest::Seal {
                by: f.role()?,
                attempt: f.array()?,
                sdp: f.text()?,
            },
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
            MeetAnswer::Failed(why) => {
                out.push(3);
                put_bytes(&mut out, why.as_bytes());
            }
            MeetAnswer::Code(code) => {
                out.push(4);
                put_bytes(&mut out, code.as_bytes());
            }
            MeetAnswer::Opened { attempt, sdp } => {
                out.push(5);
                out.extend_from_slice(attempt);
                put_bytes(&mut out, sdp.as_bytes());
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
            3 => MeetAnswer::Failed(f.text()?),
            4 => MeetAnswer::Code(f.text()?),
            5 => MeetAnswer::Opened {
                attempt: f.array()?,
                sdp: f.text()?,
            },
            6 => MeetAnswer::Refused(read_error(&mut f)?),
            _ => return None,
        };
        f.end(answer)
    }

    /// Whether this is the reply to a `Seal` or an `Open`.
    pub fn is_reply(&self) -> bool {
        matches!(
            self,
            MeetAnswer::Code(_) | MeetAnswer::Opened { .. } | MeetAnswer::Refused(_)
        )
    }
}

/// The worker's side of the meeting: the room and the rendezvous, once the page started it.
#[derive(Default)]
pub struct Meet {
    room: Option<RoomSecret>,
    rendezvous: Option<Rendezvous>,
}

/// A description rebuilt as a whole SDP for the browser (any number for its `o=` line).
fn sdp_of(description: &Description) -> String {
    description.to_sdp(crate::core::rng::fresh_seed() >> 2)
}

/// The rendezvous's steps as the page carries them out.
fn page_steps(steps: Vec<Step>) -> Vec<MeetStep> {
    steps
        .into_iter()
        .map(|step| match step {
            Step::Send(text) => MeetStep::Send(text),
            Step::MakeOffer { attempt } => MeetStep::MakeOffer { attempt },
            Step::UseOffer { description } => MeetStep::UseOffer {
                sdp: sdp_of(&description),
            },
            Step::UseAnswer { description } => MeetStep::UseAnswer {
                sdp: sdp_of(&description),
            },
        })
        .collect()
}

fn steps(steps: Result<Vec<Step>, SignalError>) -> Vec<MeetAnswer> {
    match steps {
        // Most ticks change nothing: nothing to post.
        Ok(steps) if steps.is_empty() => Vec::new(),
        Ok(steps) => vec![MeetAnswer::Steps(page_steps(steps))],
        Err(error) => vec![MeetAnswer::Failed(error.to_string())],
    }
}

/// What a side's connection description is: the host's an offer, the guest's an answer.
fn kind_of(role: Role) -> SdpKind {
    match role {
        Role::Host => SdpKind::Offer,
        Role::Guest => SdpKind::Answer,
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
        if let MeetRequest::Seal { by, attempt, sdp } = request {
            let code = Description::from_sdp(kind_of(by), &sdp).and_then(|description| {
                let signal = match by {
                    Role::Host => Signal::Offer {
                        attempt,
                        description,
                    },
                    Role::Guest => Signal::Answer {
                        attempt,
                        description,
                    },
                };
                signal.to_code(self.room()?)
            });
            return vec![code.map_or_else(MeetAnswer::Refused, MeetAnswer::Code)];
        }
        if let MeetRequest::Open { from, code } = request {
            let opened = self
                .room()
                .and_then(|room| Signal::from_code(room, from, &code))
                .and_then(|signal| match signal {
                    Signal::Offer {
                        attempt,
                        description,
                    }
                    | Signal::Answer {
                        attempt,
                        description,
                    } => Ok(MeetAnswer::Opened {
                        attempt,
                        sdp: sdp_of(&description),
                    }),
                    // A knock is never a code.
                    Signal::Knock { .. } => Err(SignalError::BadCode),
                });
            return vec![opened.unwrap_or_else(MeetAnswer::Refused)];
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
                sdp,
            } => steps(
                Description::from_sdp(SdpKind::Offer, &sdp)
                    .and_then(|offer| rendezvous.offer_made(attempt, offer, now_ms)),
            ),
            MeetRequest::AnswerMade { now_ms, sdp } => steps(
                Description::from_sdp(SdpKind::Answer, &sdp)
                    .and_then(|answer| rendezvous.answer_made(answer, now_ms)),
            ),
            MeetRequest::Connected => vec![MeetAnswer::Met(page_steps(rendezvous.connected()))],
            MeetRequest::Start { .. } | MeetRequest::Seal { .. } | MeetRequest::Open { .. } => {
                Vec::new()
            }
        }
    }

    fn room(&self) -> Result<&RoomSecret, SignalError> {
        // A code before the meeting started cannot be sealed or read: no room yet.
        self.room.as_ref().ok_or(SignalError::BadCode)
    }
}
