//! Typed messages over a text channel: the AI worker's `postMessage` (`cli::protocol`), and any
//! later channel (a friend's browser) by implementing `Message` for its own enum.
//!
//! A message is one string: a header line `<channel> <version> <id> <tag>\n`, then the
//! variant's fields, each `<byte length>:<text>` with nothing between them. The header's first
//! three words keep this shape in every version, so a message of another version, or one too
//! long to read, is still refused with its id. Every message has exactly one encoding (no
//! leading zeros, no spare bytes): decoding then encoding gives the same text back.
//!
//! No JSON on purpose: a game page reads and writes these with a few hundred bytes of code,
//! where serde_json's reader costs a page about 30 KB gzip (the saves avoid it the same way).
use std::fmt;

/// One kind of message, an enum with a tag per variant.
pub trait Message: Sized {
    /// The first word of every message: a message of another channel is refused.
    const CHANNEL: &'static str;
    /// The protocol's version: a message of another version is refused, never guessed at.
    const VERSION: u64;
    /// The variant's name (ASCII, no space).
    fn tag(&self) -> &'static str;
    /// The variant's fields, in order.
    fn write_fields(&self, fields: &mut Writer);
    /// The variant named `tag`, its fields read in the order `write_fields` writes them.
    fn read_fields(tag: &str, fields: &mut Reader<'_>) -> Result<Self, Problem>;
}

/// A message and the id that ties an answer to its request.
#[derive(Clone, Debug, PartialEq)]
pub struct Envelope<M> {
    pub id: u64,
    pub body: M,
}

/// Why a text is not a message, and its id if the header was readable (so that the refusal can
/// still reach whoever is waiting for it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    pub id: Option<u64>,
    pub problem: Problem,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Longer than the reader accepts: only its header was read.
    TooLong { bytes: usize, max: usize },
    /// No header line `<channel> <version> <id> <tag>`.
    NoHeader,
    /// A message of another channel.
    OtherChannel,
    /// A message of another version of the protocol.
    OtherVersion { found: u64, speaks: u64 },
    /// No variant has this tag.
    UnknownTag,
    /// Field `index` (from 0) is missing or its length is not a length of what follows.
    Field { index: usize },
    /// Field `index` is not `expected` ("a number", "a game", …).
    Value {
        index: usize,
        expected: &'static str,
    },
    /// Bytes after the last field.
    Trailing { bytes: usize },
}

impl fmt::Display for Problem {
    /// In English: a refusal between programs, for whoever debugs them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::TooLong { bytes, max } => {
                write!(f, "the message has {bytes} bytes, at most {max} are read")
            }
            Problem::NoHeader => f.write_str("no header line <channel> <version> <id> <tag>"),
            Problem::OtherChannel => f.write_str("not a message of this channel"),
            Problem::OtherVersion { found, speaks } => {
                write!(
                    f,
                    "version {found} of the protocol; this program speaks {speaks}"
                )
            }
            Problem::UnknownTag => f.write_str("unknown kind of message"),
            Problem::Field { index } => write!(f, "field {index} is missing or cut"),
            Problem::Value { index, expected } => write!(f, "field {index} is not {expected}"),
            Problem::Trailing { bytes } => write!(f, "{bytes} bytes after the last field"),
        }
    }
}

/// The longest header read: channel, version, id and tag are short words.
const MAX_HEADER_BYTES: usize = 128;

/// `body` as the message with this `id`.
pub fn encode<M: Message>(id: u64, body: &M) -> String {
    let mut fields = Writer(String::new());
    body.write_fields(&mut fields);
    let mut text = String::with_capacity(fields.0.len() + 48);
    text.push_str(M::CHANNEL);
    text.push(' ');
    push_number(&mut text, M::VERSION);
    text.push(' ');
    push_number(&mut text, id);
    text.push(' ');
    text.push_str(body.tag());
    text.push('\n');
    text.push_str(&fields.0);
    text
}

/// The message `text` holds, if it has at most `max_bytes`. Never panics, whatever the text.
pub fn decode<M: Message>(text: &str, max_bytes: usize) -> Result<Envelope<M>, DecodeError> {
    let refuse = |id, problem| DecodeError { id, problem };
    let head = &text.as_bytes()[..text.len().min(MAX_HEADER_BYTES)];
    let end = head
        .iter()
        .position(|&b| b == b'\n')
        .ok_or(refuse(None, Problem::NoHeader))?;
    // The header's bytes up to a newline: ASCII newline ends a UTF-8 sequence, so this is a
    // boundary.
    let header = text.get(..end).ok_or(refuse(None, Problem::NoHeader))?;
    let mut words = header.split(' ');
    let (channel, version, id, tag) = (words.next(), words.next(), words.next(), words.next());
    if channel != Some(M::CHANNEL) {
        return Err(refuse(None, Problem::OtherChannel));
    }
    let id = id.and_then(number);
    let (Some(version), Some(tag), None) = (version.and_then(number), tag, words.next()) else {
        return Err(refuse(id, Problem::NoHeader));
    };
    let id = id.ok_or(refuse(None, Problem::NoHeader))?;
    if version != M::VERSION {
        let speaks = M::VERSION;
        return Err(refuse(
            Some(id),
            Problem::OtherVersion {
                found: version,
                speaks,
            },
        ));
    }
    if text.len() > max_bytes {
        let (bytes, max) = (text.len(), max_bytes);
        return Err(refuse(Some(id), Problem::TooLong { bytes, max }));
    }
    let mut fields = Reader {
        rest: &text[end + 1..],
        index: 0,
    };
    let body = M::read_fields(tag, &mut fields).map_err(|problem| refuse(Some(id), problem))?;
    if !fields.rest.is_empty() {
        let bytes = fields.rest.len();
        return Err(refuse(Some(id), Problem::Trailing { bytes }));
    }
    Ok(Envelope { id, body })
}

/// A number as decimal digits, without leading zeros (one spelling per number).
fn number(text: &str) -> Option<u64> {
    let canonical = text == "0" || (!text.starts_with('0') && !text.is_empty());
    if !canonical || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.bytes().try_fold(0u64, |n, digit| {
        n.checked_mul(10)?.checked_add(u64::from(digit - b'0'))
    })
}

fn push_number(text: &mut String, n: u64) {
    // Digits from the lowest, written highest first: no formatting machinery.
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut rest = n;
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &digit in &digits[at..] {
        text.push(char::from(digit));
    }
}

/// Writes a message's fields.
pub struct Writer(String);

impl Writer {
    pub fn text(&mut self, text: &str) {
        push_number(&mut self.0, text.len() as u64);
        self.0.push(':');
        self.0.push_str(text);
    }

    pub fn number(&mut self, n: u64) {
        let mut digits = String::new();
        push_number(&mut digits, n);
        self.text(&digits);
    }

    /// `None` is an empty field.
    pub fn optional_number(&mut self, n: Option<u64>) {
        match n {
            Some(n) => self.number(n),
            None => self.text(""),
        }
    }

    pub fn flag(&mut self, flag: bool) {
        self.text(if flag { "1" } else { "0" });
    }

    /// A count, then each text.
    pub fn texts(&mut self, texts: &[String]) {
        self.number(texts.len() as u64);
        for text in texts {
            self.text(text);
        }
    }
}

/// Reads a message's fields, in order; each refusal names the field.
pub struct Reader<'a> {
    rest: &'a str,
    index: usize,
}

impl<'a> Reader<'a> {
    pub fn text(&mut self) -> Result<&'a str, Problem> {
        let index = self.index;
        let cut = Problem::Field { index };
        let colon = self.rest.find(':').ok_or(cut.clone())?;
        let length = number(&self.rest[..colon]).ok_or(cut.clone())?;
        let start = colon + 1;
        let end = usize::try_from(length)
            .ok()
            .and_then(|n| start.checked_add(n))
            .ok_or(cut.clone())?;
        // `get` refuses an end past the text or inside a character.
        let text = self.rest.get(start..end).ok_or(cut)?;
        self.rest = &self.rest[end..];
        self.index += 1;
        Ok(text)
    }

    /// A field read by `parse`, refused as not `expected` when `parse` gives nothing.
    pub fn parsed<T>(
        &mut self,
        expected: &'static str,
        parse: impl FnOnce(&str) -> Option<T>,
    ) -> Result<T, Problem> {
        let index = self.index;
        parse(self.text()?).ok_or(Problem::Value { index, expected })
    }

    pub fn number(&mut self) -> Result<u64, Problem> {
        self.parsed("a number", number)
    }

    pub fn optional_number(&mut self) -> Result<Option<u64>, Problem> {
        self.parsed("a number or nothing", |text| match text {
            "" => Some(None),
            digits => number(digits).map(Some),
        })
    }

    pub fn flag(&mut self) -> Result<bool, Problem> {
        self.parsed("0 or 1", |text| match text {
            "0" => Some(false),
            "1" => Some(true),
            _ => None,
        })
    }

    pub fn texts(&mut self) -> Result<Vec<String>, Problem> {
        let index = self.index;
        let count = self.number()?;
        // Each text takes at least two bytes ("0:"): a count beyond that is a lie, refused
        // before anything is allocated for it.
        if count > (self.rest.len() / 2) as u64 {
            return Err(Problem::Value {
                index,
                expected: "a count of the texts that follow",
            });
        }
        (0..count)
            .map(|_| self.text().map(str::to_string))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A channel of every kind of field.
    #[derive(Clone, Debug, PartialEq)]
    enum Sample {
        Empty,
        Fields {
            text: String,
            number: u64,
            maybe: Option<u64>,
            flag: bool,
            texts: Vec<String>,
        },
    }

    impl Message for Sample {
        const CHANNEL: &'static str = "sample";
        const VERSION: u64 = 3;

        fn tag(&self) -> &'static str {
            match self {
                Sample::Empty => "empty",
                Sample::Fields { .. } => "fields",
            }
        }

        fn write_fields(&self, fields: &mut Writer) {
            if let Sample::Fields {
                text,
                number,
                maybe,
                flag,
                texts,
            } = self
            {
                fields.text(text);
                fields.number(*number);
                fields.optional_number(*maybe);
                fields.flag(*flag);
                fields.texts(texts);
            }
        }

        fn read_fields(tag: &str, fields: &mut Reader<'_>) -> Result<Self, Problem> {
            match tag {
                "empty" => Ok(Sample::Empty),
                "fields" => Ok(Sample::Fields {
                    text: fields.text()?.to_string(),
                    number: fields.number()?,
                    maybe: fields.optional_number()?,
                    flag: fields.flag()?,
                    texts: fields.texts()?,
                }),
                _ => Err(Problem::UnknownTag),
            }
        }
    }

    fn full() -> Sample {
        Sample::Fields {
            text: "line one\nline: \"two\" é ♥ 12:".into(),
            number: u64::MAX,
            maybe: Some(0),
            flag: true,
            texts: vec![String::new(), "a".into(), "é:3".into()],
        }
    }

    #[test]
    fn messages_come_back_as_they_went() {
        for (id, body) in [
            (0, Sample::Empty),
            (7, full()),
            (u64::MAX, full()),
            (
                1,
                Sample::Fields {
                    text: String::new(),
                    number: 0,
                    maybe: None,
                    flag: false,
                    texts: vec![],
                },
            ),
        ] {
            let text = encode(id, &body);
            assert_eq!(
                decode::<Sample>(&text, usize::MAX),
                Ok(Envelope { id, body })
            );
        }
        assert_eq!(encode(12, &Sample::Empty), "sample 3 12 empty\n");
    }

    #[test]
    fn each_refusal_says_why_and_keeps_the_id_it_could_read() {
        let refused = |text: &str| decode::<Sample>(text, 64).unwrap_err();
        let problem = |text: &str| refused(text).problem;
        assert_eq!(problem(""), Problem::NoHeader);
        assert_eq!(problem("sample 3 1 empty"), Problem::NoHeader);
        assert_eq!(problem("other 3 1 empty\n"), Problem::OtherChannel);
        assert_eq!(
            refused("sample 4 9 empty\n"),
            DecodeError {
                id: Some(9),
                problem: Problem::OtherVersion {
                    found: 4,
                    speaks: 3
                }
            }
        );
        let long = format!("sample 3 5 empty\n{}", "x".repeat(100));
        assert_eq!(
            refused(&long),
            DecodeError {
                id: Some(5),
                problem: Problem::TooLong {
                    bytes: long.len(),
                    max: 64
                }
            }
        );
        assert_eq!(problem("sample 3 05 empty\n"), Problem::NoHeader);
        assert_eq!(problem("sample 3 1 empty extra\n"), Problem::NoHeader);
        assert_eq!(problem("sample 3 1 dance\n"), Problem::UnknownTag);
        assert_eq!(
            problem("sample 3 1 empty\n0:"),
            Problem::Trailing { bytes: 2 }
        );
        assert_eq!(
            problem("sample 3 1 fields\n3:ab"),
            Problem::Field { index: 0 }
        );
        assert_eq!(
            problem("sample 3 1 fields\n2:ab1:x"),
            Problem::Value {
                index: 1,
                expected: "a number"
            }
        );
        assert_eq!(
            problem("sample 3 1 fields\n0:1:10:1:20:"),
            Problem::Value {
                index: 3,
                expected: "0 or 1"
            }
        );
        // A length that ends inside a character.
        assert_eq!(
            problem("sample 3 1 fields\n1:é1:1"),
            Problem::Field { index: 0 }
        );
        // A count of texts larger than what follows could hold.
        assert_eq!(
            problem("sample 3 1 fields\n0:1:10:1:12:991:a"),
            Problem::Value {
                index: 4,
                expected: "a count of the texts that follow"
            }
        );
        for problem in [Problem::NoHeader, Problem::Field { index: 2 }] {
            assert!(!problem.to_string().is_empty());
        }
    }

    #[test]
    fn numbers_have_one_spelling() {
        assert_eq!(number("0"), Some(0));
        assert_eq!(number("18446744073709551615"), Some(u64::MAX));
        for bad in [
            "",
            "00",
            "01",
            "+1",
            "-1",
            "1 ",
            "18446744073709551616",
            "1e3",
            "١",
        ] {
            assert_eq!(number(bad), None, "{bad}");
        }
        for n in [0, 1, 9, 10, 99, 100, u64::MAX] {
            let mut text = String::new();
            push_number(&mut text, n);
            assert_eq!(text, n.to_string());
        }
    }
}
