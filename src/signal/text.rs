//! Bytes as text for links and codes: base64url for the invite's secret (short, safe in a URL
//! fragment), base32 for the manual codes (upper-case letters and digits: a QR code's
//! alphanumeric mode stores them in 5.5 bits a character, half the size of its byte mode), and
//! percent-encoding for names in a link. Decoders check every character and never panic.

const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const BASE32: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/// Packs `bytes` into characters of `bits` bits each from `alphabet`, no padding.
fn encode_bits(bytes: &[u8], bits: u32, alphabet: &[u8]) -> String {
    let mut out = String::with_capacity((bytes.len() * 8).div_ceil(bits as usize));
    let mut buffer: u32 = 0;
    let mut held: u32 = 0;
    let mask = (1u32 << bits) - 1;
    for &byte in bytes {
        buffer = (buffer << 8) | u32::from(byte);
        held += 8;
        while held >= bits {
            held -= bits;
            out.push(char::from(alphabet[((buffer >> held) & mask) as usize]));
        }
        buffer &= (1 << held) - 1;
    }
    if held > 0 {
        out.push(char::from(
            alphabet[((buffer << (bits - held)) & mask) as usize],
        ));
    }
    out
}

/// The inverse of `encode_bits`; `None` on a character outside the alphabet or on leftover bits
/// that are not zero (so every byte string has exactly one text).
fn decode_bits(text: &str, bits: u32, alphabet: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * bits as usize / 8);
    let mut buffer: u32 = 0;
    let mut held: u32 = 0;
    for c in text.bytes() {
        let value = alphabet.iter().position(|&a| a == c)? as u32;
        buffer = (buffer << bits) | value;
        held += bits;
        if held >= 8 {
            held -= 8;
            out.push((buffer >> held) as u8);
        }
        buffer &= (1 << held) - 1;
    }
    (buffer == 0 && held < 8).then_some(out)
}

pub fn to_base64url(bytes: &[u8]) -> String {
    encode_bits(bytes, 6, BASE64URL)
}

pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    decode_bits(text, 6, BASE64URL)
}

pub fn to_base32(bytes: &[u8]) -> String {
    encode_bits(bytes, 5, BASE32)
}

/// Reads base32 as a person may have typed or pasted it: lower case and spaces, dashes and line
/// breaks between groups are accepted.
pub fn from_base32(text: &str) -> Option<Vec<u8>> {
    let cleaned: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    decode_bits(&cleaned, 5, BASE32)
}

/// Lower-case hexadecimal, as Nostr writes ids and keys.
pub fn to_hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for &byte in bytes {
        out.push(char::from(DIGITS[usize::from(byte >> 4)]));
        out.push(char::from(DIGITS[usize::from(byte & 15)]));
    }
    out
}

/// Hexadecimal of exactly `N` bytes, either case.
pub fn from_hex<const N: usize>(text: &str) -> Option<[u8; N]> {
    let digits = text.as_bytes();
    if digits.len() != 2 * N {
        return None;
    }
    let mut out = [0u8; N];
    for (byte, pair) in out.iter_mut().zip(digits.chunks_exact(2)) {
        let high = char::from(pair[0]).to_digit(16)?;
        let low = char::from(pair[1]).to_digit(16)?;
        *byte = (high * 16 + low) as u8;
    }
    Some(out)
}

/// Percent-encodes everything but letters, digits and `-_~` (so `.` and `/`, the invite's
/// separators, never appear inside a field).
pub fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push('%');
            out.push_str(&to_hex(&[byte]).to_ascii_uppercase());
        }
    }
    out
}

/// The inverse of `percent_encode` (any `%XX`, either case); `None` on a broken escape or bytes
/// that are not UTF-8.
pub fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let pair = text.get(i + 1..i + 3)?;
            out.push(from_hex::<1>(pair)?[0]);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_length_round_trips_in_both_alphabets() {
        let bytes: Vec<u8> = (0..=255u8).rev().collect();
        for n in 0..40 {
            let slice = &bytes[..n];
            assert_eq!(from_base64url(&to_base64url(slice)).as_deref(), Some(slice));
            assert_eq!(from_base32(&to_base32(slice)).as_deref(), Some(slice));
        }
    }

    #[test]
    fn known_values() {
        // RFC 4648's test vectors, unpadded.
        assert_eq!(to_base32(b"foobar"), "MZXW6YTBOI");
        assert_eq!(to_base64url(b"foobar"), "Zm9vYmFy");
        assert_eq!(to_base64url(&[0xfb, 0xff]), "-_8");
        assert_eq!(to_hex(&[0, 0xab, 0x10]), "00ab10");
    }

    #[test]
    fn a_typed_code_is_read_leniently() {
        assert_eq!(
            from_base32("mzxw 6ytb-oi\n").as_deref(),
            Some(&b"foobar"[..])
        );
    }

    #[test]
    fn bad_text_is_refused() {
        assert_eq!(from_base64url("ab+c"), None);
        assert_eq!(from_base32("MZXW1"), None);
        // Non-zero leftover bits: not the text of any bytes.
        assert_eq!(from_base64url("Zm8"), Some(b"fo".to_vec()));
        assert_eq!(from_base64url("Zm9"), None);
        assert_eq!(from_hex::<2>("0g00"), None);
        assert_eq!(from_hex::<2>("000"), None);
        assert_eq!(percent_decode("%4"), None);
        assert_eq!(percent_decode("%FF"), None);
    }

    #[test]
    fn names_survive_percent_encoding() {
        for name in ["Anna", "Zoé & Bruno", "a.b/c%d", "李", ""] {
            let encoded = percent_encode(name);
            assert!(!encoded.contains(['.', '/', '&', ' ']));
            assert_eq!(percent_decode(&encoded).as_deref(), Some(name));
        }
    }
}
