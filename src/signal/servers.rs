//! The player's connection settings: which Nostr relays help the browsers meet, which STUN
//! servers tell a browser its public address, and a TURN server for when no direct path
//! exists. Stored as text (one `key value` a line, like the other settings), read strictly:
//! an address that is not of the right kind is refused with the line that holds it, and a
//! stored text that is damaged falls back to the defaults, never to a panic.

/// Public relays that pass on ephemeral events, used unless the player sets a list.
pub const DEFAULT_RELAYS: [&str; 3] = [
    "wss://relay.damus.io",
    "wss://nos.lol",
    "wss://relay.primal.net",
];
/// Public STUN servers (they learn a browser's address, nothing of the game).
pub const DEFAULT_STUN: [&str; 2] = [
    "stun:stun.l.google.com:19302",
    "stun:stun.cloudflare.com:3478",
];
pub const MAX_RELAYS: usize = 6;
pub const MAX_STUN: usize = 4;
const MAX_ADDRESS: usize = 200;
const MAX_SECRET: usize = 128;
const FORMAT: &str = "touche-connection 1";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub url: String,
    pub username: String,
    pub credential: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConnectionSettings {
    pub relays: Vec<String>,
    pub stun: Vec<String>,
    pub turn: Option<Turn>,
}

impl Default for ConnectionSettings {
    fn default() -> ConnectionSettings {
        ConnectionSettings {
            relays: DEFAULT_RELAYS.iter().map(|r| r.to_string()).collect(),
            stun: DEFAULT_STUN.iter().map(|s| s.to_string()).collect(),
            turn: None,
        }
    }
}

/// What is wrong with a setting, and on which line of the player's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingError {
    /// Not a `wss://` address (or `ws://` to this very computer, for trying a relay of one's
    /// own).
    NotARelay {
        line: usize,
    },
    /// Not a `stun:host:port` address.
    NotStun {
        line: usize,
    },
    /// Not a `turn:` or `turns:` address, or no user name or password with it.
    NotTurn {
        line: usize,
    },
    TooMany {
        line: usize,
        most: usize,
    },
    /// A line this version does not know.
    Unknown {
        line: usize,
    },
}

/// A host name or address: letters, digits, dots, dashes, or a bracketed IPv6 address.
fn host_port(text: &str) -> bool {
    let host = match text.rsplit_once(':') {
        Some((host, port)) if !host.ends_with(':') || host.starts_with('[') => {
            if port.parse::<u16>().map_or(true, |p| p == 0) {
                return false;
            }
            host
        }
        _ => text,
    };
    let bracketed = host.starts_with('[') && host.ends_with(']') && host.len() > 2;
    !host.is_empty()
        && (bracketed
            || host
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-'))
}

/// `wss://host[:port][/path]`, or `ws://` to 127.0.0.1 or localhost.
pub fn is_relay(url: &str) -> bool {
    let local = ["ws://127.0.0.1", "ws://localhost"].iter().any(|prefix| {
        url.strip_prefix(prefix)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with(':') || rest.starts_with('/'))
    });
    let Some(rest) = url.strip_prefix("wss://").or(local.then(|| &url[5..])) else {
        return false;
    };
    let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
    url.len() <= MAX_ADDRESS
        && host_port(authority)
        && path
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-._~/".contains(&b))
}

pub fn is_stun(url: &str) -> bool {
    url.len() <= MAX_ADDRESS && url.strip_prefix("stun:").is_some_and(host_port)
}

fn is_turn(url: &str) -> bool {
    let rest = url
        .strip_prefix("turns:")
        .or_else(|| url.strip_prefix("turn:"));
    let Some(rest) = rest else {
        return false;
    };
    let address = rest.split_once('?').map_or(rest, |(address, _)| address);
    url.len() <= MAX_ADDRESS && host_port(address)
}

impl ConnectionSettings {
    /// The stored text.
    pub fn to_text(&self) -> String {
        let mut text = format!("{FORMAT}\n");
        for relay in &self.relays {
            text.push_str(&format!("relay {relay}\n"));
        }
        for stun in &self.stun {
            text.push_str(&format!("stun {stun}\n"));
        }
        if let Some(turn) = &self.turn {
            text.push_str(&format!(
                "turn {} {} {}\n",
                turn.url, turn.username, turn.credential
            ));
        }
        text
    }

    /// Reads `to_text`'s output (or a player's edit of it). An empty relay list means "only by
    /// hand"; an empty STUN list means "direct paths on this network only".
    pub fn from_text(text: &str) -> Result<ConnectionSettings, SettingError> {
        let mut settings = ConnectionSettings {
            relays: Vec::new(),
            stun: Vec::new(),
            turn: None,
        };
        for (index, line) in text.lines().enumerate() {
            let line_number = index + 1;
            let line = line.trim();
            if line.is_empty() || (index == 0 && line == FORMAT) {
                continue;
            }
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            let value = value.trim();
            match key {
                "relay" => {
                    if !is_relay(value) {
                        return Err(SettingError::NotARelay { line: line_number });
                    }
                    if settings.relays.len() == MAX_RELAYS {
                        return Err(SettingError::TooMany {
                            line: line_number,
                            most: MAX_RELAYS,
                        });
                    }
                    if !settings.relays.iter().any(|r| r == value) {
                        settings.relays.push(value.to_string());
                    }
                }
                "stun" => {
                    if !is_stun(value) {
                        return Err(SettingError::NotStun { line: line_number });
                    }
                    if settings.stun.len() == MAX_STUN {
                        return Err(SettingError::TooMany {
                            line: line_number,
                            most: MAX_STUN,
                        });
                    }
                    if !settings.stun.iter().any(|s| s == value) {
                        settings.stun.push(value.to_string());
                    }
                }
                "turn" => {
                    let parts: Vec<&str> = value.split_whitespace().collect();
                    let [url, username, credential] = parts[..] else {
                        return Err(SettingError::NotTurn { line: line_number });
                    };
                    let fits = |s: &str| s.len() <= MAX_SECRET;
                    if !is_turn(url)
                        || !fits(username)
                        || !fits(credential)
                        || settings.turn.is_some()
                    {
                        return Err(SettingError::NotTurn { line: line_number });
                    }
                    settings.turn = Some(Turn {
                        url: url.to_string(),
                        username: username.to_string(),
                        credential: credential.to_string(),
                    });
                }
                _ => return Err(SettingError::Unknown { line: line_number }),
            }
        }
        Ok(settings)
    }

    /// The stored settings, or the defaults if the stored text is missing or damaged.
    pub fn stored_or_default(stored: Option<&str>) -> ConnectionSettings {
        stored
            .and_then(|text| ConnectionSettings::from_text(text).ok())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_are_valid_and_round_trip() {
        let settings = ConnectionSettings::default();
        assert!(settings.relays.iter().all(|r| is_relay(r)));
        assert!(settings.stun.iter().all(|s| is_stun(s)));
        assert_eq!(
            ConnectionSettings::from_text(&settings.to_text()),
            Ok(settings)
        );
    }

    #[test]
    fn a_players_list_with_a_turn_server_round_trips() {
        let settings = ConnectionSettings {
            relays: vec![
                "wss://relay.example.org/nostr".into(),
                "ws://127.0.0.1:7447".into(),
            ],
            stun: vec![],
            turn: Some(Turn {
                url: "turns:turn.example.org:5349?transport=tcp".into(),
                username: "anna".into(),
                credential: "s3cret".into(),
            }),
        };
        assert_eq!(
            ConnectionSettings::from_text(&settings.to_text()),
            Ok(settings)
        );
    }

    #[test]
    fn addresses_of_the_wrong_kind_are_refused_with_their_line() {
        for (line, error) in [
            (
                "relay https://relay.example.org",
                SettingError::NotARelay { line: 2 },
            ),
            (
                "relay ws://relay.example.org",
                SettingError::NotARelay { line: 2 },
            ),
            (
                "relay ws://127.0.0.1.evil.org",
                SettingError::NotARelay { line: 2 },
            ),
            ("relay wss://", SettingError::NotARelay { line: 2 }),
            ("relay wss://a b", SettingError::NotARelay { line: 2 }),
            ("relay wss://host:0", SettingError::NotARelay { line: 2 }),
            (
                "relay wss://host/?q=<script>",
                SettingError::NotARelay { line: 2 },
            ),
            ("stun stun.example.org", SettingError::NotStun { line: 2 }),
            ("stun stun:host:99999", SettingError::NotStun { line: 2 }),
            (
                "turn turn:host:3478 anna",
                SettingError::NotTurn { line: 2 },
            ),
            ("turn stun:host anna pw", SettingError::NotTurn { line: 2 }),
            ("colour red", SettingError::Unknown { line: 2 }),
        ] {
            let text = format!("{FORMAT}\n{line}\n");
            assert_eq!(ConnectionSettings::from_text(&text), Err(error), "{line}");
        }
        let many: String = (0..=MAX_RELAYS)
            .map(|i| format!("relay wss://r{i}.example\n"))
            .collect();
        assert_eq!(
            ConnectionSettings::from_text(&many),
            Err(SettingError::TooMany {
                line: MAX_RELAYS + 1,
                most: MAX_RELAYS
            })
        );
    }

    #[test]
    fn damaged_stored_text_falls_back_to_the_defaults() {
        assert_eq!(
            ConnectionSettings::stored_or_default(None),
            ConnectionSettings::default()
        );
        assert_eq!(
            ConnectionSettings::stored_or_default(Some("relay \u{0}")),
            ConnectionSettings::default()
        );
        let mut state = 0x1234_5678_9abc_def1u64;
        let base = ConnectionSettings::default().to_text().into_bytes();
        for _ in 0..5_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let mut bytes = base.clone();
            let at = (state as usize) % bytes.len();
            bytes[at] = (state >> 40) as u8;
            let text = String::from_utf8_lossy(&bytes);
            if let Ok(read) = ConnectionSettings::from_text(&text) {
                assert!(read.relays.iter().all(|r| is_relay(r)));
                assert!(read.stun.iter().all(|s| is_stun(s)));
            }
        }
    }
}
