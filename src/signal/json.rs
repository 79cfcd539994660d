//! Just enough JSON for a Nostr relay's messages: a reader that never panics, bounded in size
//! and depth, and a string writer. (The pages do without serde_json, for their size.)

/// The largest relay message read; ours are about 1 KB.
pub const MAX_TEXT: usize = 64 * 1024;
const MAX_DEPTH: usize = 8;

#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// A number; its value only when it is a whole number from 0 to `u64::MAX` (all that relay
    /// messages hold: times and kinds), so no float parsing is linked into the page.
    Number(Option<u64>),
    Text(String),
    List(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    pub fn parse(text: &str) -> Option<Json> {
        if text.len() > MAX_TEXT {
            return None;
        }
        let mut parser = Parser {
            bytes: text.as_bytes(),
            at: 0,
        };
        let value = parser.value(0)?;
        parser.space();
        (parser.at == parser.bytes.len()).then_some(value)
    }

    pub fn text(&self) -> Option<&str> {
        match self {
            Json::Text(text) => Some(text),
            _ => None,
        }
    }

    pub fn list(&self) -> Option<&[Json]> {
        match self {
            Json::List(items) => Some(items),
            _ => None,
        }
    }

    /// A whole number from 0 to `u64::MAX`.
    pub fn whole(&self) -> Option<u64> {
        match self {
            Json::Number(n) => *n,
            _ => None,
        }
    }

    pub fn field(&self, name: &str) -> Option<&Json> {
        match self {
            Json::Object(fields) => fields.iter().find(|(key, _)| key == name).map(|(_, v)| v),
            _ => None,
        }
    }
}

struct Parser<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn space(&mut self) {
        while matches!(self.bytes.get(self.at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        self.space();
        let found = self.bytes.get(self.at) == Some(&byte);
        if found {
            self.at += 1;
        }
        found
    }

    fn word(&mut self, word: &str, value: Json) -> Option<Json> {
        let end = self.at.checked_add(word.len())?;
        (self.bytes.get(self.at..end)? == word.as_bytes()).then(|| {
            self.at = end;
            value
        })
    }

    fn value(&mut self, depth: usize) -> Option<Json> {
        if depth > MAX_DEPTH {
            return None;
        }
        self.space();
        match *self.bytes.get(self.at)? {
            b'n' => self.word("null", Json::Null),
            b't' => self.word("true", Json::Bool(true)),
            b'f' => self.word("false", Json::Bool(false)),
            b'"' => self.string().map(Json::Text),
            b'[' => {
                self.at += 1;
                let mut items = Vec::new();
                if self.eat(b']') {
                    return Some(Json::List(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    if self.eat(b']') {
                        return Some(Json::List(items));
                    }
                    if !self.eat(b',') {
                        return None;
                    }
                }
            }
            b'{' => {
                self.at += 1;
                let mut fields = Vec::new();
                if self.eat(b'}') {
                    return Some(Json::Object(fields));
                }
                loop {
                    self.space();
                    let key = self.string()?;
                    if !self.eat(b':') {
                        return None;
                    }
                    fields.push((key, self.value(depth + 1)?));
                    if self.eat(b'}') {
                        return Some(Json::Object(fields));
                    }
                    if !self.eat(b',') {
                        return None;
                    }
                }
            }
            _ => self.number(),
        }
    }

    fn digits(&mut self) -> Option<&[u8]> {
        let start = self.at;
        while matches!(self.bytes.get(self.at), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        (self.at > start).then(|| &self.bytes[start..self.at])
    }

    /// JSON's number grammar: `-? digits (. digits)? ([eE] [+-]? digits)?`.
    fn number(&mut self) -> Option<Json> {
        let negative = self.bytes.get(self.at) == Some(&b'-');
        if negative {
            self.at += 1;
        }
        let whole = self.digits()?;
        let value = whole.iter().try_fold(0u64, |n, d| {
            n.checked_mul(10)?.checked_add(u64::from(d - b'0'))
        });
        let leading_zero = whole.len() > 1 && whole[0] == b'0';
        let mut exact = !negative;
        if self.bytes.get(self.at) == Some(&b'.') {
            self.at += 1;
            self.digits()?;
            exact = false;
        }
        if matches!(self.bytes.get(self.at), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.bytes.get(self.at), Some(b'+' | b'-')) {
                self.at += 1;
            }
            self.digits()?;
            exact = false;
        }
        if leading_zero {
            return None;
        }
        Some(Json::Number(value.filter(|_| exact)))
    }

    fn hex4(&mut self) -> Option<u32> {
        let digits = self.bytes.get(self.at..self.at + 4)?;
        self.at += 4;
        u32::from_str_radix(std::str::from_utf8(digits).ok()?, 16).ok()
    }

    fn string(&mut self) -> Option<String> {
        if self.bytes.get(self.at) != Some(&b'"') {
            return None;
        }
        self.at += 1;
        let mut out = Vec::new();
        loop {
            let byte = *self.bytes.get(self.at)?;
            self.at += 1;
            match byte {
                b'"' => return String::from_utf8(out).ok(),
                b'\\' => {
                    let escape = *self.bytes.get(self.at)?;
                    self.at += 1;
                    let c = match escape {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let first = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&first) {
                                if self.bytes.get(self.at..self.at + 2)? != b"\\u" {
                                    return None;
                                }
                                self.at += 2;
                                let second = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&second) {
                                    return None;
                                }
                                0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                            } else {
                                first
                            };
                            char::from_u32(code)?
                        }
                        _ => return None,
                    };
                    let mut buffer = [0u8; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
                }
                0..=0x1F => return None,
                _ => out.push(byte),
            }
        }
    }
}

/// `text` as a JSON string, quotes included (NIP-01's escapes for an event's id).
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relay_messages_parse() {
        let value = Json::parse(r#" ["EVENT", "s1", {"kind": 25050, "tags": [["x", "ab"]], "content": "a\"b\u00e9\ud83d\ude00", "ok": true, "n": null}] "#)
            .unwrap();
        let items = value.list().unwrap();
        assert_eq!(items[0].text(), Some("EVENT"));
        assert_eq!(items[2].field("kind").and_then(Json::whole), Some(25_050));
        assert_eq!(
            items[2].field("content").and_then(Json::text),
            Some("a\"bé😀")
        );
        assert_eq!(items[2].field("ok"), Some(&Json::Bool(true)));
    }

    #[test]
    fn quoting_round_trips() {
        for text in ["plain", "q\"b\\s", "line\nbreak\u{1}", "é😀"] {
            assert_eq!(Json::parse(&quote(text)), Some(Json::Text(text.into())));
        }
    }

    #[test]
    fn broken_or_hostile_json_is_refused() {
        for text in [
            "",
            "[",
            "[1,]",
            "{\"a\" 1}",
            "\"\\ud800\"",
            "\"\\ud800\\u0041\"",
            "\"a\nb\"",
            "nul",
            "01",
            "-",
            "1.",
            "1e",
            "[1] 2",
            "\"\\x\"",
        ] {
            assert_eq!(Json::parse(text), None, "{text:?}");
        }
        let deep = format!("{}{}", "[".repeat(20), "]".repeat(20));
        assert_eq!(Json::parse(&deep), None);
        assert_eq!(Json::parse(&" ".repeat(MAX_TEXT + 1)), None);
        for (text, whole) in [
            ("0", Some(0)),
            ("25050", Some(25_050)),
            ("18446744073709551615", Some(u64::MAX)),
            ("18446744073709551616", None),
            ("-1", None),
            ("1.5", None),
            ("1e3", None),
            ("1E+999", None),
        ] {
            assert_eq!(Json::parse(text).and_then(|n| n.whole()), whole, "{text}");
        }
    }

    #[test]
    fn random_bytes_never_panic() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let alphabet = b"[]{}\",:\\u0123456789abcdefntrl -.eE\n\xc3\xa9";
        for _ in 0..20_000 {
            let mut text = Vec::new();
            for _ in 0..(state % 40) {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                text.push(alphabet[(state as usize) % alphabet.len()]);
            }
            if let Ok(text) = std::str::from_utf8(&text) {
                let _ = Json::parse(text);
            }
            state = state.wrapping_add(1);
        }
    }
}
