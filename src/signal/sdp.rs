//! A connection description reduced to what a data channel needs: the ICE username fragment and
//! password, the DTLS certificate's fingerprint, the DTLS role and the UDP candidates. That is
//! about 90 bytes where the browser's SDP is about 600 characters, so a manual code fits a QR
//! code a phone reads at a glance. The other side rebuilds a whole SDP from these fields
//! (fippo's minimal-webrtc; w3c/webrtc-pc#2907: rebuild, never edit the local description).
use std::net::{Ipv4Addr, Ipv6Addr};

use super::error::SignalError;

const VERSION: u8 = 1;
/// Candidates kept in a description: enough for a host, a reflexive and a relayed path on
/// two interfaces each, and a bound on a code's size.
pub const MAX_CANDIDATES: usize = 8;
const MAX_ICE_TEXT: usize = 64;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SdpKind {
    Offer,
    Answer,
}

/// Who starts DTLS (`a=setup`): the offerer says `actpass`, the answerer picks a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DtlsRole {
    ActPass,
    Active,
    Passive,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CandidateKind {
    Host,
    ServerReflexive,
    PeerReflexive,
    Relayed,
}

/// A candidate's address: an IP, or the random `.local` name a browser shows instead of a
/// private address (mDNS), kept as its 16 UUID bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    V4([u8; 4]),
    V6([u8; 16]),
    Mdns([u8; 16]),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub kind: CandidateKind,
    pub address: Address,
    pub port: u16,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Description {
    pub kind: SdpKind,
    pub ufrag: String,
    pub pwd: String,
    /// SHA-256 of the DTLS certificate.
    pub fingerprint: [u8; 32],
    pub role: DtlsRole,
    pub candidates: Vec<Candidate>,
}

fn bad(what: &'static str) -> SignalError {
    SignalError::BadDescription { what }
}

/// ICE's characters (RFC 8445: letters, digits, `+` and `/`), within `min..=MAX_ICE_TEXT`.
fn ice_text(text: &str, min: usize, what: &'static str) -> Result<String, SignalError> {
    let fits = (min..=MAX_ICE_TEXT).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/');
    fits.then(|| text.to_string()).ok_or(bad(what))
}

fn mdns_name(host: &str) -> Option<[u8; 16]> {
    let uuid = host.strip_suffix(".local")?;
    let digits: String = uuid.chars().filter(|&c| c != '-').collect();
    let shape: Vec<usize> = uuid.split('-').map(str::len).collect();
    if shape != [8, 4, 4, 4, 12] {
        return None;
    }
    super::text::from_hex::<16>(&digits)
}

fn address(text: &str) -> Option<Address> {
    if let Ok(ip) = text.parse::<Ipv4Addr>() {
        return Some(Address::V4(ip.octets()));
    }
    if let Ok(ip) = text.parse::<Ipv6Addr>() {
        return Some(Address::V6(ip.octets()));
    }
    mdns_name(text).map(Address::Mdns)
}

/// `candidate:<foundation> <component> <transport> <priority> <address> <port> typ <type> …`;
/// only component 1 over UDP (a data channel needs nothing else).
fn candidate(line: &str) -> Option<Candidate> {
    let fields: Vec<&str> = line.split_ascii_whitespace().collect();
    let [_, component, transport, _, host, port, typ, kind, ..] = fields[..] else {
        return None;
    };
    if component != "1" || !transport.eq_ignore_ascii_case("udp") || typ != "typ" {
        return None;
    }
    let kind = match kind {
        "host" => CandidateKind::Host,
        "srflx" => CandidateKind::ServerReflexive,
        "prflx" => CandidateKind::PeerReflexive,
        "relay" => CandidateKind::Relayed,
        _ => return None,
    };
    Some(Candidate {
        kind,
        address: address(host)?,
        port: port.parse().ok()?,
    })
}

impl Description {
    /// Reads the fields from a browser's SDP (session or media level, any line ending).
    pub fn from_sdp(kind: SdpKind, sdp: &str) -> Result<Description, SignalError> {
        let mut ufrag = None;
        let mut pwd = None;
        let mut fingerprint = None;
        let mut role = None;
        let mut candidates = Vec::new();
        for line in sdp.lines().map(str::trim) {
            let Some(attribute) = line.strip_prefix("a=") else {
                continue;
            };
            let (name, value) = attribute.split_once(':').unwrap_or((attribute, ""));
            match name {
                "ice-ufrag" => ufrag = Some(ice_text(value, 4, "ice-ufrag")?),
                "ice-pwd" => pwd = Some(ice_text(value, 22, "ice-pwd")?),
                "fingerprint" => {
                    if let Some(hex) = value.strip_prefix("sha-256 ") {
                        let digits: String = hex.trim().split(':').collect();
                        fingerprint =
                            Some(super::text::from_hex::<32>(&digits).ok_or(bad("fingerprint"))?);
                    }
                }
                "setup" => {
                    role = Some(match value {
                        "actpass" => DtlsRole::ActPass,
                        "active" => DtlsRole::Active,
                        "passive" => DtlsRole::Passive,
                        _ => return Err(bad("setup")),
                    })
                }
                "candidate" => {
                    if let Some(found) = candidate(attribute) {
                        if candidates.len() < MAX_CANDIDATES && !candidates.contains(&found) {
                            candidates.push(found);
                        }
                    }
                }
                _ => {}
            }
        }
        Ok(Description {
            kind,
            ufrag: ufrag.ok_or(bad("ice-ufrag"))?,
            pwd: pwd.ok_or(bad("ice-pwd"))?,
            fingerprint: fingerprint.ok_or(bad("fingerprint"))?,
            role: role.ok_or(bad("setup"))?,
            candidates,
        })
    }

    /// A whole SDP for a data channel only, from the fields (`session`: any number, for
    /// the `o=` line). All candidates are in it and gathering is over.
    pub fn to_sdp(&self, session: u64) -> String {
        let role = match self.role {
            DtlsRole::ActPass => "actpass",
            DtlsRole::Active => "active",
            DtlsRole::Passive => "passive",
        };
        let fingerprint: Vec<String> = self
            .fingerprint
            .iter()
            .map(|b| super::text::to_hex(&[*b]).to_ascii_uppercase())
            .collect();
        let mut sdp = format!(
            "v=0\r\no=- {session} 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
             c=IN IP4 0.0.0.0\r\n"
        );
        for (i, candidate) in self.candidates.iter().enumerate() {
            let (kind, preference, related) = match candidate.kind {
                CandidateKind::Host => ("host", 126u32, ""),
                CandidateKind::PeerReflexive => ("prflx", 110, " raddr 0.0.0.0 rport 0"),
                CandidateKind::ServerReflexive => ("srflx", 100, " raddr 0.0.0.0 rport 0"),
                CandidateKind::Relayed => ("relay", 0, " raddr 0.0.0.0 rport 0"),
            };
            // RFC 8445 §5.1.2.1, component 1; earlier candidates first among equals.
            let priority = (preference << 24) | ((65_535 - i as u32) << 8) | 255;
            let host = match candidate.address {
                Address::V4(octets) => Ipv4Addr::from(octets).to_string(),
                Address::V6(octets) => Ipv6Addr::from(octets).to_string(),
                Address::Mdns(uuid) => {
                    let hex = super::text::to_hex(&uuid);
                    format!(
                        "{}-{}-{}-{}-{}.local",
                        &hex[..8],
                        &hex[8..12],
                        &hex[12..16],
                        &hex[16..20],
                        &hex[20..]
                    )
                }
            };
            sdp.push_str(&format!(
                "a=candidate:{i} 1 udp {priority} {host} {} typ {kind}{related}\r\n",
                candidate.port
            ));
        }
        sdp.push_str(&format!(
            "a=end-of-candidates\r\na=ice-ufrag:{}\r\na=ice-pwd:{}\r\n\
             a=fingerprint:sha-256 {}\r\na=setup:{role}\r\na=mid:0\r\na=sctp-port:5000\r\n\
             a=max-message-size:262144\r\n",
            self.ufrag,
            self.pwd,
            fingerprint.join(":")
        ));
        sdp
    }

    /// The compact bytes: version, kind and role, the two ICE texts, the fingerprint, then
    /// each candidate as a kind-and-family byte, its address and its port.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = vec![VERSION];
        let kind = match self.kind {
            SdpKind::Offer => 0,
            SdpKind::Answer => 1,
        };
        let role = match self.role {
            DtlsRole::ActPass => 0,
            DtlsRole::Active => 1,
            DtlsRole::Passive => 2,
        };
        out.push(kind | (role << 1));
        for text in [&self.ufrag, &self.pwd] {
            out.push(text.len() as u8);
            out.extend_from_slice(text.as_bytes());
        }
        out.extend_from_slice(&self.fingerprint);
        out.push(self.candidates.len() as u8);
        for candidate in &self.candidates {
            let kind = match candidate.kind {
                CandidateKind::Host => 0,
                CandidateKind::ServerReflexive => 1,
                CandidateKind::PeerReflexive => 2,
                CandidateKind::Relayed => 3,
            };
            let (family, bytes): (u8, &[u8]) = match &candidate.address {
                Address::V4(octets) => (0, octets),
                Address::V6(octets) => (1, octets),
                Address::Mdns(uuid) => (2, uuid),
            };
            out.push(kind | (family << 2));
            out.extend_from_slice(bytes);
            out.extend_from_slice(&candidate.port.to_be_bytes());
        }
        out
    }

    /// Reads `to_bytes`'s output; every length is checked against what is left.
    pub fn from_bytes(bytes: &[u8]) -> Result<Description, SignalError> {
        let mut reader = Reader(bytes);
        if reader.byte()? != VERSION {
            return Err(SignalError::BadCode);
        }
        let flags = reader.byte()?;
        let kind = match flags & 1 {
            0 => SdpKind::Offer,
            _ => SdpKind::Answer,
        };
        let role = match flags >> 1 {
            0 => DtlsRole::ActPass,
            1 => DtlsRole::Active,
            2 => DtlsRole::Passive,
            _ => return Err(SignalError::BadCode),
        };
        let mut text = |min, what| {
            let len = usize::from(reader.byte()?);
            let raw = std::str::from_utf8(reader.take(len)?).map_err(|_| SignalError::BadCode)?;
            ice_text(raw, min, what)
        };
        let ufrag = text(4, "ice-ufrag")?;
        let pwd = text(22, "ice-pwd")?;
        let fingerprint = reader.array::<32>()?;
        let count = usize::from(reader.byte()?);
        if count > MAX_CANDIDATES {
            return Err(SignalError::BadCode);
        }
        let mut candidates = Vec::with_capacity(count);
        for _ in 0..count {
            let tag = reader.byte()?;
            let kind = match tag & 3 {
                0 => CandidateKind::Host,
                1 => CandidateKind::ServerReflexive,
                2 => CandidateKind::PeerReflexive,
                _ => CandidateKind::Relayed,
            };
            let address = match tag >> 2 {
                0 => Address::V4(reader.array()?),
                1 => Address::V6(reader.array()?),
                2 => Address::Mdns(reader.array()?),
                _ => return Err(SignalError::BadCode),
            };
            let port = u16::from_be_bytes(reader.array()?);
            candidates.push(Candidate {
                kind,
                address,
                port,
            });
        }
        if !reader.0.is_empty() {
            return Err(SignalError::BadCode);
        }
        Ok(Description {
            kind,
            ufrag,
            pwd,
            fingerprint,
            role,
            candidates,
        })
    }
}

/// Reads bytes front to back; running short is `BadCode`.
pub(super) struct Reader<'a>(pub &'a [u8]);

impl<'a> Reader<'a> {
    pub fn take(&mut self, n: usize) -> Result<&'a [u8], SignalError> {
        if n > self.0.len() {
            return Err(SignalError::BadCode);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    pub fn byte(&mut self) -> Result<u8, SignalError> {
        Ok(self.take(1)?[0])
    }

    pub fn array<const N: usize>(&mut self) -> Result<[u8; N], SignalError> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An offer as Chromium writes it for one data channel, with a private address hidden
    /// behind mDNS, a public reflexive one, a TCP candidate and an RTP-era second component.
    const CHROMIUM_OFFER: &str = "v=0\r\n\
o=- 4215775240449105457 2 IN IP4 127.0.0.1\r\n\
s=-\r\n\
t=0 0\r\n\
a=group:BUNDLE 0\r\n\
a=extmap-allow-mixed\r\n\
a=msid-semantic: WMS\r\n\
m=application 50113 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 203.0.113.7\r\n\
a=candidate:1467250027 1 udp 2122260223 0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9.local 46243 typ host generation 0 network-id 1\r\n\
a=candidate:1467250028 2 udp 2122260222 0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9.local 46244 typ host generation 0 network-id 1\r\n\
a=candidate:2004380127 1 tcp 1518280447 192.168.0.196 9 typ host tcptype active generation 0\r\n\
a=candidate:842163049 1 udp 1686052607 203.0.113.7 50113 typ srflx raddr 0.0.0.0 rport 0 generation 0\r\n\
a=candidate:9 1 udp 1 2001:db8::1 3478 typ relay raddr 0.0.0.0 rport 0\r\n\
a=ice-ufrag:vAQx\r\n\
a=ice-pwd:2cCXoG3AQp5pBkYbOz6xeXgh\r\n\
a=ice-options:trickle\r\n\
a=fingerprint:sha-256 8C:71:B1:5A:21:3E:DE:31:74:54:C7:04:A4:A8:F0:87:F2:1C:14:D1:24:62:1B:F3:58:7F:4F:2B:D2:52:62:F2\r\n\
a=setup:actpass\r\n\
a=mid:0\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:262144\r\n";

    fn offer() -> Description {
        Description::from_sdp(SdpKind::Offer, CHROMIUM_OFFER).unwrap()
    }

    #[test]
    fn the_fields_a_data_channel_needs_are_read() {
        let offer = offer();
        assert_eq!(offer.ufrag, "vAQx");
        assert_eq!(offer.pwd, "2cCXoG3AQp5pBkYbOz6xeXgh");
        assert_eq!(offer.role, DtlsRole::ActPass);
        assert_eq!(offer.fingerprint[0], 0x8C);
        assert_eq!(offer.fingerprint[31], 0xF2);
        let kinds: Vec<CandidateKind> = offer.candidates.iter().map(|c| c.kind).collect();
        // Component 2 and TCP are left out.
        assert_eq!(
            kinds,
            [
                CandidateKind::Host,
                CandidateKind::ServerReflexive,
                CandidateKind::Relayed
            ]
        );
        assert_eq!(offer.candidates[1].address, Address::V4([203, 0, 113, 7]));
    }

    #[test]
    fn the_compact_bytes_round_trip_and_are_small() {
        let offer = offer();
        let bytes = offer.to_bytes();
        assert!(bytes.len() < 120, "{} bytes", bytes.len());
        assert_eq!(Description::from_bytes(&bytes), Ok(offer));
    }

    #[test]
    fn a_rebuilt_sdp_reads_back_to_the_same_fields() {
        let offer = offer();
        let rebuilt = offer.to_sdp(7);
        assert!(rebuilt.contains("0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9.local 46243 typ host"));
        assert!(rebuilt.contains("2001:db8::1 3478 typ relay raddr"));
        assert_eq!(Description::from_sdp(SdpKind::Offer, &rebuilt), Ok(offer));
    }

    #[test]
    fn a_description_without_a_needed_field_says_which() {
        for (line, what) in [
            ("a=ice-ufrag:vAQx\r\n", "ice-ufrag"),
            ("a=ice-pwd:2cCXoG3AQp5pBkYbOz6xeXgh\r\n", "ice-pwd"),
            ("a=setup:actpass\r\n", "setup"),
        ] {
            assert_eq!(
                Description::from_sdp(SdpKind::Offer, &CHROMIUM_OFFER.replace(line, "")),
                Err(SignalError::BadDescription { what })
            );
        }
        let short_pwd = CHROMIUM_OFFER.replace("2cCXoG3AQp5pBkYbOz6xeXgh", "short");
        assert_eq!(
            Description::from_sdp(SdpKind::Offer, &short_pwd),
            Err(SignalError::BadDescription { what: "ice-pwd" })
        );
        let injected = CHROMIUM_OFFER.replace("a=ice-ufrag:vAQx", "a=ice-ufrag:vA\nQx");
        assert!(Description::from_sdp(SdpKind::Offer, &injected).is_err());
    }

    #[test]
    fn every_truncation_and_garbage_is_refused_without_panic() {
        let bytes = offer().to_bytes();
        for n in 0..bytes.len() {
            assert!(Description::from_bytes(&bytes[..n]).is_err(), "{n}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(Description::from_bytes(&longer).is_err());
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let mut mutated = bytes.clone();
            let at = (state as usize) % mutated.len();
            mutated[at] = (state >> 32) as u8;
            if let Ok(read) = Description::from_bytes(&mutated) {
                assert_eq!(Description::from_bytes(&read.to_bytes()), Ok(read));
            }
        }
    }
}
