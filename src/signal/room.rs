//! A room: the secret two friends share through the invite link's fragment (which a browser
//! never sends to any server), the keys derived from it, and the invite itself.
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use hkdf::Hkdf;
use sha2::Sha256;

use super::error::{random_bytes, SignalError};
use super::text::{from_base64url, percent_decode, percent_encode, to_base64url, to_hex};

pub const SECRET_BYTES: usize = 16;
/// A sealed message: nonce, ciphertext, tag.
const NONCE_BYTES: usize = 12;
const TAG_BYTES: usize = 16;
pub const SEAL_OVERHEAD: usize = NONCE_BYTES + TAG_BYTES;
/// The longest invite fragment read (a game's settings and a name fit with room to spare).
pub const MAX_INVITE: usize = 1024;
/// The longest player name in an invite, in characters.
pub const MAX_NAME: usize = 40;
const INVITE_PREFIX: &str = "invite=1.";

/// 128 random bits, known only to the two players.
#[derive(Clone, PartialEq, Eq)]
pub struct RoomSecret([u8; SECRET_BYTES]);

impl std::fmt::Debug for RoomSecret {
    /// Never prints the secret (logs, panics, test failures).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RoomSecret(tag {})", &self.tag_hex()[..8])
    }
}

impl RoomSecret {
    pub fn fresh() -> Result<RoomSecret, SignalError> {
        random_bytes().map(RoomSecret)
    }

    pub fn from_bytes(bytes: [u8; SECRET_BYTES]) -> RoomSecret {
        RoomSecret(bytes)
    }

    /// The secret itself, for the online worker that seals and signs for the page.
    pub fn to_bytes(&self) -> [u8; SECRET_BYTES] {
        self.0
    }

    pub fn to_text(&self) -> String {
        to_base64url(&self.0)
    }

    pub fn from_text(text: &str) -> Option<RoomSecret> {
        let bytes = from_base64url(text)?;
        bytes.try_into().ok().map(RoomSecret)
    }

    fn derive(&self, label: &[u8]) -> [u8; 32] {
        let mut out = [0u8; 32];
        // 32 bytes is far under HKDF-SHA-256's limit, so `expand` cannot fail.
        if Hkdf::<Sha256>::new(Some(b"touche room v1"), &self.0)
            .expand(label, &mut out)
            .is_err()
        {
            out = [0; 32];
        }
        out
    }

    /// What relays see of the room: a one-way name for it, so both players find each other's
    /// messages without the relay learning the secret.
    pub fn tag_hex(&self) -> String {
        to_hex(&self.derive(b"tag"))
    }

    fn cipher(&self) -> ChaCha20Poly1305 {
        ChaCha20Poly1305::new(Key::from_slice(&self.derive(b"seal")))
    }

    /// Encrypts and authenticates `plain` with the room's key (ChaCha20-Poly1305, a fresh
    /// random nonce). `context` is authenticated too: who sends, and for what.
    pub fn seal(&self, context: &[u8], plain: &[u8]) -> Result<Vec<u8>, SignalError> {
        let nonce: [u8; NONCE_BYTES] = random_bytes()?;
        self.seal_with_nonce(context, plain, nonce)
    }

    fn seal_with_nonce(
        &self,
        context: &[u8],
        plain: &[u8],
        nonce: [u8; NONCE_BYTES],
    ) -> Result<Vec<u8>, SignalError> {
        let sealed = self
            .cipher()
            .encrypt(
                Nonce::from_slice(&nonce),
                Payload {
                    msg: plain,
                    aad: context,
                },
            )
            .map_err(|_| SignalError::TooLarge { cap: plain.len() })?;
        let mut out = nonce.to_vec();
        out.extend(sealed);
        Ok(out)
    }

    /// Opens what `seal` made with the same secret and context; anything else is `Tampered`.
    pub fn open(&self, context: &[u8], sealed: &[u8]) -> Result<Vec<u8>, SignalError> {
        if sealed.len() < SEAL_OVERHEAD {
            return Err(SignalError::Tampered);
        }
        let (nonce, body) = sealed.split_at(NONCE_BYTES);
        self.cipher()
            .decrypt(
                Nonce::from_slice(nonce),
                Payload {
                    msg: body,
                    aad: context,
                },
            )
            .map_err(|_| SignalError::Tampered)
    }
}

/// What a link invites to: the room, the game's page slug, the game's settings as the page
/// writes them (opaque here) and the inviter's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    pub room: RoomSecret,
    pub game: String,
    pub settings: String,
    pub host: String,
}

impl Invite {
    /// The link's fragment, without `#`: `invite=1.<secret>.<game>.<settings>.<host>`.
    pub fn to_fragment(&self) -> String {
        format!(
            "{INVITE_PREFIX}{}.{}.{}.{}",
            self.room.to_text(),
            percent_encode(&self.game),
            percent_encode(&self.settings),
            percent_encode(&self.host)
        )
    }

    /// Reads a fragment (with or without `#`); every field is checked.
    pub fn from_fragment(fragment: &str) -> Result<Invite, SignalError> {
        let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
        if fragment.len() > MAX_INVITE {
            return Err(SignalError::TooLarge { cap: MAX_INVITE });
        }
        let rest = fragment
            .strip_prefix(INVITE_PREFIX)
            .ok_or(SignalError::BadInvite { what: "version" })?;
        let fields: Vec<&str> = rest.split('.').collect();
        let [secret, game, settings, host] = fields[..] else {
            return Err(SignalError::BadInvite { what: "fields" });
        };
        let room = RoomSecret::from_text(secret).ok_or(SignalError::BadInvite { what: "room" })?;
        let field = |text: &str, what| percent_decode(text).ok_or(SignalError::BadInvite { what });
        let game = field(game, "game")?;
        if game.is_empty() || !game.bytes().all(|b| b.is_ascii_lowercase() || b == b'-') {
            return Err(SignalError::BadInvite { what: "game" });
        }
        let host = field(host, "name")?;
        if host.chars().count() > MAX_NAME || host.chars().any(char::is_control) {
            return Err(SignalError::BadInvite { what: "name" });
        }
        Ok(Invite {
            room,
            game,
            settings: field(settings, "settings")?,
            host,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room(byte: u8) -> RoomSecret {
        RoomSecret::from_bytes([byte; SECRET_BYTES])
    }

    #[test]
    fn a_sealed_message_opens_only_with_its_room_and_context() {
        let sealed = room(1).seal(b"host", b"offer").unwrap();
        assert_eq!(sealed.len(), 5 + SEAL_OVERHEAD);
        assert_eq!(room(1).open(b"host", &sealed).unwrap(), b"offer");
        assert_eq!(room(2).open(b"host", &sealed), Err(SignalError::Tampered));
        assert_eq!(room(1).open(b"guest", &sealed), Err(SignalError::Tampered));
        for i in 0..sealed.len() {
            let mut flipped = sealed.clone();
            flipped[i] ^= 0x40;
            assert_eq!(room(1).open(b"host", &flipped), Err(SignalError::Tampered));
        }
        for n in 0..SEAL_OVERHEAD + 1 {
            assert!(room(1).open(b"host", &sealed[..n]).is_err());
        }
    }

    #[test]
    fn two_seals_of_one_message_differ() {
        let a = room(1).seal(b"", b"same").unwrap();
        let b = room(1).seal(b"", b"same").unwrap();
        assert_ne!(a, b);
    }

    #[test]
    fn the_tag_does_not_show_the_secret_and_differs_per_room() {
        assert_ne!(room(1).tag_hex(), room(2).tag_hex());
        assert_eq!(room(1).tag_hex().len(), 64);
        assert!(!format!("{:?}", room(1)).contains(&room(1).to_text()));
    }

    #[test]
    fn an_invite_round_trips_through_its_fragment() {
        let invite = Invite {
            room: RoomSecret::fresh().unwrap(),
            game: "fifes-and-drums".into(),
            settings: "rules=standard; first=coin".into(),
            host: "Zoé.B/%".into(),
        };
        let fragment = invite.to_fragment();
        assert!(fragment.len() < 140, "{fragment}");
        assert_eq!(Invite::from_fragment(&format!("#{fragment}")), Ok(invite));
    }

    #[test]
    fn broken_invites_say_what_is_wrong() {
        let good = Invite {
            room: room(3),
            game: "en-garde".into(),
            settings: String::new(),
            host: "Anna".into(),
        }
        .to_fragment();
        let secret = room(3).to_text();
        let cases = [
            ("invite=2.x.en-garde..Anna".to_string(), "version"),
            (good.replace(".Anna", ""), "fields"),
            (good.replace(&secret, "short"), "room"),
            (good.replace("en-garde", "EN%20GARDE"), "game"),
            (good.replace("Anna", &"a".repeat(41)), "name"),
            (good.replace("Anna", "%0A"), "name"),
            (good.replace("Anna", "%E9"), "name"),
        ];
        for (fragment, what) in cases {
            assert_eq!(
                Invite::from_fragment(&fragment),
                Err(SignalError::BadInvite { what }),
                "{fragment}"
            );
        }
        assert_eq!(
            Invite::from_fragment(&"a".repeat(MAX_INVITE + 1)),
            Err(SignalError::TooLarge { cap: MAX_INVITE })
        );
    }
}
