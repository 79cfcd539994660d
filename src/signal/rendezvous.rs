//! How two browsers find each other with no server of ours: the signals they exchange (sealed
//! with the room's key, so a relay or anyone holding a code learns nothing and can forge
//! nothing), the manual codes, and the automatic way through public Nostr relays as a state
//! machine with no input or output of its own (the page feeds it the relays' texts and the
//! clock, and carries out its steps).
//!
//! The guest (who opened the link) knocks; the host (who made it) answers each new knock with
//! an offer; the guest answers the offer. Every signal names the guest's attempt, so a signal
//! of an earlier attempt, replayed by a relay or arriving late, is ignored. Once the channel is
//! open, nothing more is published (relays are shared: trystero#91, #192).
use std::collections::VecDeque;

use super::error::SignalError;
use super::nostr::{self, NostrKey, RelayMessage};
use super::room::{RoomSecret, SEAL_OVERHEAD};
use super::sdp::{Description, Reader, SdpKind};
use super::text::{from_base32, from_base64url, to_base32, to_base64url};

const VERSION: u8 = 1;
/// A manual code starts with this, so a pasted link or text is told apart at once.
const CODE_PREFIX: &str = "TQ";
/// The longest code read (ours are about 200 characters).
pub const MAX_CODE: usize = 600;
/// How often a guest knocks while no offer came: often at first, then rarely.
pub const KNOCK_EVERY_MS: u64 = 4_000;
pub const SLOW_KNOCK_EVERY_MS: u64 = 30_000;
const FAST_KNOCKS: u32 = 15;
/// A guest that answered and has no channel this long after starts a new attempt.
pub const ANSWER_TIMEOUT_MS: u64 = 20_000;
/// Events older than this are stale (a relay replaying, a clock far off).
pub const MAX_AGE_S: u64 = 300;
const REMEMBERED_EVENTS: usize = 64;
/// How far back a subscription's `since` reaches: a device whose clock is up to a minute
/// behind the other's still has its fresh events matched.
const SUBSCRIBE_BACK_S: u64 = 60;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Made the invite; makes the offers.
    Host,
    /// Opened the invite; knocks and answers.
    Guest,
}

impl Role {
    fn byte(self) -> u8 {
        match self {
            Role::Host => b'H',
            Role::Guest => b'G',
        }
    }

    pub fn other(self) -> Role {
        match self {
            Role::Host => Role::Guest,
            Role::Guest => Role::Host,
        }
    }
}

pub type Attempt = [u8; 8];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Signal {
    Knock {
        attempt: Attempt,
    },
    Offer {
        attempt: Attempt,
        description: Description,
    },
    Answer {
        attempt: Attempt,
        description: Description,
    },
}

impl Signal {
    pub fn sender(&self) -> Role {
        match self {
            Signal::Knock { .. } | Signal::Answer { .. } => Role::Guest,
            Signal::Offer { .. } => Role::Host,
        }
    }

    pub fn attempt(&self) -> Attempt {
        match self {
            Signal::Knock { attempt }
            | Signal::Offer { attempt, .. }
            | Signal::Answer { attempt, .. } => *attempt,
        }
    }

    fn to_bytes(&self) -> Vec<u8> {
        let kind = match self {
            Signal::Knock { .. } => 0,
            Signal::Offer { .. } => 1,
            Signal::Answer { .. } => 2,
        };
        let mut out = vec![VERSION, kind];
        out.extend_from_slice(&self.attempt());
        if let Signal::Offer { description, .. } | Signal::Answer { description, .. } = self {
            out.extend(description.to_bytes());
        }
        out
    }

    fn from_bytes(bytes: &[u8]) -> Result<Signal, SignalError> {
        let mut reader = Reader(bytes);
        if reader.byte()? != VERSION {
            return Err(SignalError::BadCode);
        }
        let kind = reader.byte()?;
        let attempt = reader.array()?;
        let description = |want: SdpKind| {
            let description = Description::from_bytes(reader.0)?;
            if description.kind == want {
                Ok(description)
            } else {
                Err(SignalError::BadCode)
            }
        };
        match kind {
            0 if reader.0.is_empty() => Ok(Signal::Knock { attempt }),
            1 => Ok(Signal::Offer {
                attempt,
                description: description(SdpKind::Offer)?,
            }),
            2 => Ok(Signal::Answer {
                attempt,
                description: description(SdpKind::Answer)?,
            }),
            _ => Err(SignalError::BadCode),
        }
    }

    /// Sealed with the room's key; the sender's role is authenticated with it, so a host's
    /// signal can never pass for the guest's.
    pub fn seal(&self, room: &RoomSecret) -> Result<Vec<u8>, SignalError> {
        room.seal(&context(self.sender()), &self.to_bytes())
    }

    /// Opens a signal `from` sent; a signal that claims another sender is `Tampered`.
    pub fn open(room: &RoomSecret, from: Role, sealed: &[u8]) -> Result<Signal, SignalError> {
        let signal = Signal::from_bytes(&room.open(&context(from), sealed)?)?;
        if signal.sender() == from {
            Ok(signal)
        } else {
            Err(SignalError::Tampered)
        }
    }

    /// A manual code: the sealed signal in base32 (a QR code's alphanumeric mode).
    pub fn to_code(&self, room: &RoomSecret) -> Result<String, SignalError> {
        Ok(format!("{CODE_PREFIX}{}", to_base32(&self.seal(room)?)))
    }

    /// Reads a code typed or pasted by a person (spaces, dashes and case do not matter).
    pub fn from_code(room: &RoomSecret, from: Role, code: &str) -> Result<Signal, SignalError> {
        if code.len() > MAX_CODE {
            return Err(SignalError::TooLarge { cap: MAX_CODE });
        }
        let code = code.trim();
        let body = code
            .get(..CODE_PREFIX.len())
            .filter(|prefix| prefix.eq_ignore_ascii_case(CODE_PREFIX))
            .and_then(|_| code.get(CODE_PREFIX.len()..))
            .ok_or(SignalError::BadCode)?;
        let sealed = from_base32(body)
            .filter(|sealed| sealed.len() > SEAL_OVERHEAD)
            .ok_or(SignalError::BadCode)?;
        Signal::open(room, from, &sealed)
    }
}

fn context(sender: Role) -> [u8; 17] {
    let mut context = *b"touche signal v1?";
    context[16] = sender.byte();
    context
}

/// What the page does next for the rendezvous.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Send this text to every relay.
    Send(String),
    /// (Host) Make a fresh connection and its offer, and give it to `offer_made`.
    MakeOffer { attempt: Attempt },
    /// (Guest) Make a fresh connection from this offer, and give its answer to `answer_made`.
    UseOffer { description: Description },
    /// (Host) Give this answer to the connection made for the offer.
    UseAnswer { description: Description },
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Phase {
    /// Host: no knock yet. Guest: knocking, no offer yet.
    Waiting,
    /// Host: making the offer for the attempt. Guest: making the answer.
    Making,
    /// Host: offer sent (kept to send again on the same knock). Guest: answer sent.
    Sent { signal: Signal },
    /// The channel is open: nothing more is published.
    Connected,
}

pub struct Rendezvous {
    role: Role,
    room: RoomSecret,
    room_tag: String,
    key: NostrKey,
    subscription: String,
    attempt: Attempt,
    phase: Phase,
    /// When the last knock or answer went out, and how many knocks this attempt.
    last_sent_ms: u64,
    knocks: u32,
    seen: VecDeque<String>,
}

impl Rendezvous {
    /// Subscribes to the room's signals and, as a guest, knocks. `now_ms`: milliseconds since
    /// 1970 (the page's clock).
    pub fn start(
        role: Role,
        room: RoomSecret,
        key: NostrKey,
        now_ms: u64,
    ) -> Result<(Rendezvous, Vec<Step>), SignalError> {
        let room_tag = room.tag_hex();
        let subscription = room_tag[..16].to_string();
        let mut rendezvous = Rendezvous {
            role,
            room,
            room_tag,
            key,
            subscription,
            attempt: [0; 8],
            phase: Phase::Waiting,
            last_sent_ms: now_ms,
            knocks: 0,
            seen: VecDeque::new(),
        };
        let steps = rendezvous.restart(now_ms)?;
        Ok((rendezvous, steps))
    }

    /// After a dropped channel (or at the start): subscribe again and, as a guest, knock with
    /// a new attempt.
    pub fn restart(&mut self, now_ms: u64) -> Result<Vec<Step>, SignalError> {
        self.phase = Phase::Waiting;
        let since = (now_ms / 1000).saturating_sub(SUBSCRIBE_BACK_S);
        let mut steps = vec![Step::Send(nostr::subscribe(
            &self.subscription,
            &self.room_tag,
            since,
        ))];
        if self.role == Role::Guest {
            self.attempt = super::error::random_bytes()?;
            self.knocks = 0;
            steps.push(self.knock(now_ms)?);
        }
        Ok(steps)
    }

    fn knock(&mut self, now_ms: u64) -> Result<Step, SignalError> {
        self.knocks += 1;
        self.last_sent_ms = now_ms;
        self.publish(
            &Signal::Knock {
                attempt: self.attempt,
            },
            now_ms,
        )
    }

    fn publish(&self, signal: &Signal, now_ms: u64) -> Result<Step, SignalError> {
        let content = to_base64url(&signal.seal(&self.room)?);
        let event = self.key.event(&self.room_tag, &content, now_ms / 1000)?;
        Ok(Step::Send(nostr::publish(&event)))
    }

    pub fn is_connected(&self) -> bool {
        self.phase == Phase::Connected
    }

    /// The clock moved: a guest knocks again, or starts over if its answer led nowhere.
    pub fn tick(&mut self, now_ms: u64) -> Result<Vec<Step>, SignalError> {
        if self.role != Role::Guest {
            return Ok(Vec::new());
        }
        let waited = now_ms.saturating_sub(self.last_sent_ms);
        match self.phase {
            Phase::Waiting => {
                let every = if self.knocks < FAST_KNOCKS {
                    KNOCK_EVERY_MS
                } else {
                    SLOW_KNOCK_EVERY_MS
                };
                if waited >= every {
                    return Ok(vec![self.knock(now_ms)?]);
                }
            }
            Phase::Sent { .. } if waited >= ANSWER_TIMEOUT_MS => return self.restart(now_ms),
            _ => {}
        }
        Ok(Vec::new())
    }

    /// A text from a relay. Anything not a fresh, sealed signal of this room from the other
    /// role for the current attempt is ignored (relays pass on other people's events, repeat
    /// ours, and replay).
    pub fn on_relay_text(&mut self, text: &str, now_ms: u64) -> Vec<Step> {
        let Ok(RelayMessage::Event { event, .. }) = RelayMessage::parse(text) else {
            return Vec::new();
        };
        let fresh = event.created_at + MAX_AGE_S >= now_ms / 1000;
        if event.kind != nostr::KIND
            || event.room_tag() != Some(self.room_tag.as_str())
            || !fresh
            || self.seen.contains(&event.id)
        {
            return Vec::new();
        }
        if self.seen.len() == REMEMBERED_EVENTS {
            self.seen.pop_front();
        }
        self.seen.push_back(event.id.clone());
        let Some(sealed) = from_base64url(&event.content) else {
            return Vec::new();
        };
        match Signal::open(&self.room, self.role.other(), &sealed) {
            Ok(signal) => self.on_signal(signal, now_ms),
            Err(_) => Vec::new(),
        }
    }

    /// A signal from the other side, by a relay or a manual code.
    pub fn on_signal(&mut self, signal: Signal, now_ms: u64) -> Vec<Step> {
        if self.phase == Phase::Connected {
            return Vec::new();
        }
        match (self.role, signal) {
            (Role::Host, Signal::Knock { attempt }) => {
                if attempt != self.attempt || self.phase == Phase::Waiting {
                    self.attempt = attempt;
                    self.phase = Phase::Making;
                    return vec![Step::MakeOffer { attempt }];
                }
                // The same knock again: the offer was lost on its way; send it again.
                match &self.phase {
                    Phase::Sent { signal } => self
                        .publish(signal, now_ms)
                        .map(|s| vec![s])
                        .unwrap_or_default(),
                    _ => Vec::new(),
                }
            }
            (
                Role::Host,
                Signal::Answer {
                    attempt,
                    description,
                },
            ) if attempt == self.attempt && matches!(self.phase, Phase::Sent { .. }) => {
                self.phase = Phase::Making;
                vec![Step::UseAnswer { description }]
            }
            (
                Role::Guest,
                Signal::Offer {
                    attempt,
                    description,
                },
            ) if attempt == self.attempt && self.phase == Phase::Waiting => {
                self.phase = Phase::Making;
                vec![Step::UseOffer { description }]
            }
            _ => Vec::new(),
        }
    }

    /// (Host) The offer for `attempt` is ready: publish it. An offer for an attempt the guest
    /// has since given up is dropped.
    pub fn offer_made(
        &mut self,
        attempt: Attempt,
        description: Description,
        now_ms: u64,
    ) -> Result<Vec<Step>, SignalError> {
        if self.role != Role::Host || attempt != self.attempt || self.phase != Phase::Making {
            return Ok(Vec::new());
        }
        let signal = Signal::Offer {
            attempt,
            description,
        };
        let step = self.publish(&signal, now_ms)?;
        self.phase = Phase::Sent { signal };
        Ok(vec![step])
    }

    /// (Guest) The answer is ready: publish it.
    pub fn answer_made(
        &mut self,
        description: Description,
        now_ms: u64,
    ) -> Result<Vec<Step>, SignalError> {
        if self.role != Role::Guest || self.phase != Phase::Making {
            return Ok(Vec::new());
        }
        let signal = Signal::Answer {
            attempt: self.attempt,
            description,
        };
        let step = self.publish(&signal, now_ms)?;
        self.last_sent_ms = now_ms;
        self.phase = Phase::Sent { signal };
        Ok(vec![step])
    }

    /// The channel is open: close the subscription, publish nothing more.
    pub fn connected(&mut self) -> Vec<Step> {
        self.phase = Phase::Connected;
        vec![Step::Send(nostr::unsubscribe(&self.subscription))]
    }
}
