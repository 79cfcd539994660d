//! Whether the friend is still there. A data channel can stay "open" for minutes after the
//! network is gone (peerjs#769), so each side sends a heartbeat when it has sent nothing for a
//! while, and counts the line dropped when it has heard nothing for longer. Every message on
//! the channel is framed: a heartbeat, the game's bytes, or the sender's name (said once the
//! channel opens; outside the game, so not in its transcript).

/// A heartbeat goes out after this long without sending anything.
pub const HEARTBEAT_MS: u64 = 3_000;
/// Silence this long means the line dropped (the "within about 15 s", with the
/// meeting's one-second clock on top).
pub const DROPPED_AFTER_MS: u64 = 12_000;
const _: () = assert!(DROPPED_AFTER_MS + 1_000 <= 15_000 && HEARTBEAT_MS * 3 < DROPPED_AFTER_MS);

const HEARTBEAT: u8 = 0;
const DATA: u8 = 1;

/// What crosses the channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChannelFrame {
    Heartbeat,
    Data(Vec<u8>),
}

/// A name as it may cross: trimmed, control characters out, `MAX_NAME` characters at most;
/// `None` if nothing is left.
pub fn clean_name(name: &str) -> Option<String> {
    let name: String = name
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(super::MAX_NAME)
        .collect();
    (!name.is_empty()).then_some(name)
}

impl ChannelFrame {
    pub fn to_bytes(&self) -> Vec<u8> {
        match self {
            ChannelFrame::Heartbeat => vec![HEARTBEAT],
            ChannelFrame::Data(bytes) => {
                let mut out = Vec::with_capacity(bytes.len() + 1);
                out.push(DATA);
                out.extend_from_slice(bytes);
                out
            }
        }
    }

    /// `None` for anything else (the caller ends the game: the friend speaks another language).
    pub fn from_bytes(bytes: &[u8]) -> Option<ChannelFrame> {
        match bytes.split_first()? {
            (&HEARTBEAT, []) => Some(ChannelFrame::Heartbeat),
            (&DATA, rest) => Some(ChannelFrame::Data(rest.to_vec())),
            _ => None,
        }
    }
}

/// What to do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Beat {
    Nothing,
    SendHeartbeat,
    /// Heard nothing for `DROPPED_AFTER_MS`.
    Dropped,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Liveness {
    last_heard_ms: u64,
    last_sent_ms: u64,
}

impl Liveness {
    /// A channel that just opened: heard and sent now.
    pub fn new(now_ms: u64) -> Liveness {
        Liveness {
            last_heard_ms: now_ms,
            last_sent_ms: now_ms,
        }
    }

    pub fn heard(&mut self, now_ms: u64) {
        self.last_heard_ms = self.last_heard_ms.max(now_ms);
    }

    pub fn sent(&mut self, now_ms: u64) {
        self.last_sent_ms = self.last_sent_ms.max(now_ms);
    }

    pub fn tick(&self, now_ms: u64) -> Beat {
        if now_ms.saturating_sub(self.last_heard_ms) >= DROPPED_AFTER_MS {
            Beat::Dropped
        } else if now_ms.saturating_sub(self.last_sent_ms) >= HEARTBEAT_MS {
            Beat::SendHeartbeat
        } else {
            Beat::Nothing
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_round_trip_and_strangers_are_refused() {
        for frame in [
            ChannelFrame::Heartbeat,
            ChannelFrame::Data(Vec::new()),
            ChannelFrame::Data(vec![0, 1, 255]),
        ] {
            assert_eq!(ChannelFrame::from_bytes(&frame.to_bytes()), Some(frame));
        }
        for bytes in [&[][..], &[0, 0], &[2], &[2, 0xff], &[255, 1]] {
            assert_eq!(ChannelFrame::from_bytes(bytes), None, "{bytes:?}");
        }
    }

    #[test]
    fn a_quiet_side_beats_and_a_silent_friend_is_dropped() {
        let mut line = Liveness::new(1_000);
        assert_eq!(line.tick(1_000 + HEARTBEAT_MS - 1), Beat::Nothing);
        assert_eq!(line.tick(1_000 + HEARTBEAT_MS), Beat::SendHeartbeat);
        line.sent(1_000 + HEARTBEAT_MS);
        line.heard(1_000 + HEARTBEAT_MS);
        assert_eq!(line.tick(1_000 + 2 * HEARTBEAT_MS - 1), Beat::Nothing);
        // The friend goes silent; we keep beating; the line is dropped in time.
        let heard = 1_000 + HEARTBEAT_MS;
        let mut now = heard;
        while line.tick(now) != Beat::Dropped {
            if line.tick(now) == Beat::SendHeartbeat {
                line.sent(now);
            }
            now += 500;
        }
        assert_eq!(now - heard, DROPPED_AFTER_MS);
        // A late clock never moves "heard" back.
        line.heard(0);
        assert_eq!(line.tick(now), Beat::Dropped);
    }
}
