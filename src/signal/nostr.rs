//! The few Nostr messages signalling needs (NIP-01): an ephemeral event carrying a sealed
//! signal, a subscription to the room's events, and the relay's answers. Ephemeral kinds
//! (20000–29999, NIP-16) are passed on to subscribers and never stored.
use k256::schnorr::{SigningKey, VerifyingKey};
use sha2::{Digest, Sha256};

use super::error::{random_bytes, SignalError};
use super::json::{quote, Json};
use super::text::{from_hex, to_hex};

/// Touché's signalling events: ephemeral, so relays keep nothing once delivered.
pub const KIND: u64 = 25_050;
/// The tag naming the room (a one-way hash of its secret), which subscriptions filter on.
const ROOM_TAG: &str = "x";
/// An event's content is one sealed signal; anything longer is not ours.
pub const MAX_CONTENT: usize = 2048;

/// A signing key made for one page's life: events of two games are not linked by their key.
pub struct NostrKey(SigningKey);

impl NostrKey {
    pub fn fresh() -> Result<NostrKey, SignalError> {
        // A random 32-byte string is a valid key except with probability about 2⁻¹²⁸.
        loop {
            let bytes: [u8; 32] = random_bytes()?;
            if let Ok(key) = SigningKey::from_bytes(&bytes) {
                return Ok(NostrKey(key));
            }
        }
    }

    pub fn from_bytes(bytes: &[u8; 32]) -> Option<NostrKey> {
        SigningKey::from_bytes(bytes).ok().map(NostrKey)
    }

    /// The x-only public key in hexadecimal, as events name their author.
    pub fn public_hex(&self) -> String {
        to_hex(&self.0.verifying_key().to_bytes())
    }

    /// A signed event of `KIND` tagged with the room, as relays accept it.
    pub fn event(
        &self,
        room_tag: &str,
        content: &str,
        created_at: u64,
    ) -> Result<Event, SignalError> {
        let mut event = Event {
            id: String::new(),
            pubkey: self.public_hex(),
            created_at,
            kind: KIND,
            tags: vec![vec![ROOM_TAG.to_string(), room_tag.to_string()]],
            content: content.to_string(),
            sig: String::new(),
        };
        let id = event.digest();
        let aux: [u8; 32] = random_bytes()?;
        let signature = self
            .0
            .sign_raw(&id, &aux)
            .map_err(|_| SignalError::NoRandomness)?;
        event.id = to_hex(&id);
        event.sig = to_hex(&signature.to_bytes());
        Ok(event)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub id: String,
    pub pubkey: String,
    pub created_at: u64,
    pub kind: u64,
    pub tags: Vec<Vec<String>>,
    pub content: String,
    pub sig: String,
}

impl Event {
    /// NIP-01's serialization that the id hashes: `[0,pubkey,created_at,kind,tags,content]`.
    fn digest(&self) -> [u8; 32] {
        let text = format!(
            "[0,{},{},{},{},{}]",
            quote(&self.pubkey),
            self.created_at,
            self.kind,
            self.tags_json(),
            quote(&self.content)
        );
        Sha256::digest(text.as_bytes()).into()
    }

    /// Whether the id is the hash of the content and the signature the author's.
    pub fn verify(&self) -> bool {
        let digest = self.digest();
        let (Some(id), Some(pubkey), Some(sig)) = (
            from_hex::<32>(&self.id),
            from_hex::<32>(&self.pubkey),
            from_hex::<64>(&self.sig),
        ) else {
            return false;
        };
        let Ok(key) = VerifyingKey::from_bytes(&pubkey) else {
            return false;
        };
        let Ok(signature) = k256::schnorr::Signature::try_from(&sig[..]) else {
            return false;
        };
        id == digest && key.verify_raw(&id, &signature).is_ok()
    }

    /// The room this event is tagged with, if any.
    pub fn room_tag(&self) -> Option<&str> {
        self.tags
            .iter()
            .find(|tag| tag.first().map(String::as_str) == Some(ROOM_TAG))
            .and_then(|tag| tag.get(1))
            .map(String::as_str)
    }

    fn tags_json(&self) -> String {
        let tags: Vec<String> = self
            .tags
            .iter()
            .map(|tag| {
                let items: Vec<String> = tag.iter().map(|item| quote(item)).collect();
                format!("[{}]", items.join(","))
            })
            .collect();
        format!("[{}]", tags.join(","))
    }

    fn to_json(&self) -> String {
        format!(
            "{{\"id\":{},\"pubkey\":{},\"created_at\":{},\"kind\":{},\"tags\":{},\"content\":{},\"sig\":{}}}",
            quote(&self.id),
            quote(&self.pubkey),
            self.created_at,
            self.kind,
            self.tags_json(),
            quote(&self.content),
            quote(&self.sig)
        )
    }

    fn from_json(value: &Json) -> Option<Event> {
        let text = |name| value.field(name).and_then(Json::text).map(str::to_string);
        let tags = value
            .field("tags")?
            .list()?
            .iter()
            .map(|tag| {
                tag.list()?
                    .iter()
                    .map(|item| item.text().map(str::to_string))
                    .collect::<Option<Vec<String>>>()
            })
            .collect::<Option<Vec<Vec<String>>>>()?;
        let content = text("content")?;
        if content.len() > MAX_CONTENT {
            return None;
        }
        Some(Event {
            id: text("id")?,
            pubkey: text("pubkey")?,
            created_at: value.field("created_at")?.whole()?,
            kind: value.field("kind")?.whole()?,
            tags,
            content,
            sig: text("sig")?,
        })
    }
}

/// What a client sends to a relay.
pub fn publish(event: &Event) -> String {
    format!("[\"EVENT\",{}]", event.to_json())
}

/// A subscription to the room's signalling events from `since` (seconds since 1970) on.
pub fn subscribe(subscription: &str, room_tag: &str, since: u64) -> String {
    format!(
        "[\"REQ\",{},{{\"kinds\":[{KIND}],\"#{ROOM_TAG}\":[{}],\"since\":{since}}}]",
        quote(subscription),
        quote(room_tag)
    )
}

pub fn unsubscribe(subscription: &str) -> String {
    format!("[\"CLOSE\",{}]", quote(subscription))
}

/// What a relay says (NIP-01, NIP-20).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelayMessage {
    Event {
        subscription: String,
        event: Event,
    },
    /// Whether it took an event we published, and why not.
    Accepted {
        id: String,
        accepted: bool,
        message: String,
    },
    EndOfStored {
        subscription: String,
    },
    Closed {
        subscription: String,
        message: String,
    },
    Notice {
        message: String,
    },
    /// A message of a NIP we do not use (AUTH, COUNT…).
    Other,
}

impl RelayMessage {
    pub fn parse(text: &str) -> Result<RelayMessage, SignalError> {
        let value = Json::parse(text).ok_or(SignalError::BadRelayMessage)?;
        Self::from_json(&value).ok_or(SignalError::BadRelayMessage)
    }

    fn from_json(value: &Json) -> Option<RelayMessage> {
        let items = value.list()?;
        let text = |i: usize| items.get(i).and_then(Json::text).map(str::to_string);
        Some(match items.first()?.text()? {
            "EVENT" => RelayMessage::Event {
                subscription: text(1)?,
                event: Event::from_json(items.get(2)?)?,
            },
            "OK" => RelayMessage::Accepted {
                id: text(1)?,
                accepted: matches!(items.get(2)?, Json::Bool(true)),
                message: text(3).unwrap_or_default(),
            },
            "EOSE" => RelayMessage::EndOfStored {
                subscription: text(1)?,
            },
            "CLOSED" => RelayMessage::Closed {
                subscription: text(1)?,
                message: text(2).unwrap_or_default(),
            },
            "NOTICE" => RelayMessage::Notice { message: text(1)? },
            _ => RelayMessage::Other,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> NostrKey {
        NostrKey::from_bytes(&[7; 32]).unwrap()
    }

    #[test]
    fn a_published_event_reads_back_and_verifies() {
        let event = key().event("ab12", "sealed\"text", 1_700_000_000).unwrap();
        assert!(event.verify());
        assert_eq!(event.room_tag(), Some("ab12"));
        let relayed = format!("[\"EVENT\",\"s\",{}]", event.to_json());
        assert_eq!(
            RelayMessage::parse(&relayed),
            Ok(RelayMessage::Event {
                subscription: "s".into(),
                event
            })
        );
    }

    #[test]
    fn a_changed_event_no_longer_verifies() {
        let event = key().event("ab12", "hello", 1_700_000_000).unwrap();
        let mut content = event.clone();
        content.content.push('!');
        let mut time = event.clone();
        time.created_at += 1;
        let mut author = event.clone();
        author.pubkey = NostrKey::from_bytes(&[8; 32]).unwrap().public_hex();
        let mut sig = event.clone();
        sig.sig
            .replace_range(0..2, if &sig.sig[0..2] == "00" { "01" } else { "00" });
        for forged in [content, time, author, sig] {
            assert!(!forged.verify(), "{forged:?}");
        }
    }

    /// BIP-340's test vector 0 (secret key 3, zero aux randomness): our signing is the
    /// standard one, so real relays accept our events.
    #[test]
    fn signing_matches_bip340() {
        let mut secret = [0u8; 32];
        secret[31] = 3;
        let key = SigningKey::from_bytes(&secret).unwrap();
        assert_eq!(
            to_hex(&key.verifying_key().to_bytes()).to_uppercase(),
            "F9308A019258C31049344F85F89D5229B531C845836F99B08601F113BCE036F9"
        );
        let signature = key.sign_raw(&[0u8; 32], &[0u8; 32]).unwrap();
        assert_eq!(
            to_hex(&signature.to_bytes()).to_uppercase(),
            "E907831F80848D1069A5371B402410364BDF1C5F8307B0084C55F1CE2DCA821525F66A4A85EA8B71E482A74F382D2CE5EBEEE8FDB2172F477DF4900D310536C0"
        );
    }

    #[test]
    fn the_client_messages_are_what_nip01_says() {
        assert_eq!(
            subscribe("room", "ab", 10),
            "[\"REQ\",\"room\",{\"kinds\":[25050],\"#x\":[\"ab\"],\"since\":10}]"
        );
        assert_eq!(unsubscribe("room"), "[\"CLOSE\",\"room\"]");
        assert!(Json::parse(&publish(&key().event("ab", "c", 1).unwrap())).is_some());
    }

    #[test]
    fn relay_answers_parse_and_garbage_is_refused() {
        assert_eq!(
            RelayMessage::parse("[\"OK\",\"ab\",false,\"rate-limited: slow down\"]"),
            Ok(RelayMessage::Accepted {
                id: "ab".into(),
                accepted: false,
                message: "rate-limited: slow down".into()
            })
        );
        assert_eq!(
            RelayMessage::parse("[\"EOSE\",\"s\"]"),
            Ok(RelayMessage::EndOfStored {
                subscription: "s".into()
            })
        );
        assert_eq!(
            RelayMessage::parse("[\"AUTH\",\"challenge\"]"),
            Ok(RelayMessage::Other)
        );
        for text in [
            "",
            "{}",
            "[]",
            "[1]",
            "[\"EVENT\",\"s\"]",
            "[\"EVENT\",\"s\",{\"id\":1}]",
            "[\"NOTICE\"]",
        ] {
            assert_eq!(
                RelayMessage::parse(text),
                Err(SignalError::BadRelayMessage),
                "{text}"
            );
        }
        let long = key().event("ab", &"a".repeat(MAX_CONTENT + 1), 1).unwrap();
        let relayed = format!("[\"EVENT\",\"s\",{}]", long.to_json());
        assert_eq!(
            RelayMessage::parse(&relayed),
            Err(SignalError::BadRelayMessage)
        );
    }
}
