//! `touche engine`: a line protocol in the manner of UCI (docs/engine-protocol.md). Each input
//! line is one JSON view — what the seat to act may know, `{"viewer", "public", "private"}` as
//! `Game::view` writes it — and each answer is one line: the chosen action as records write it,
//! or `{"error": "…"}`. A view comes from a stranger, so it is read strictly (unknown keys
//! refused) and checked for consistency (`CliGame::problems`) before any AI sees it; the engine
//! keeps running after a bad line. Blank lines are ignored, end of input ends the session.
use super::games::CliGame;
use crate::bots::Bot;
use crate::core::json_keys::compare_keys;
use crate::i18n::cli::{self as words, Text};
use crate::i18n::{Explain, Lang};
use std::io::{self, BufRead, Read, Write};

/// The longest line read, in bytes (without its line end). A view of a long Skirm'an bout (its
/// finished exchanges included) takes well under this.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// The fields a view writes only when they hold something (En Garde's last retreat, a Fifes and
/// Drums take's split and direction in the history): these alone may be left out, or be `null`.
const FIELDS_WRITTEN_WHEN_SET: &[&str] = &["last_retreat", "split", "direction"];

/// The parser's words in an error line are cut to this many characters.
const MAX_PARSER_WORDS: usize = 300;

/// One engine session: a computer player answering views of `G`.
pub struct Engine<G: CliGame> {
    bot: Box<dyn Bot<G>>,
    /// When set, views of other rules are refused.
    rules: Option<G::Rules>,
    lang: Lang,
}

impl<G: CliGame> Engine<G> {
    pub fn new(bot: Box<dyn Bot<G>>, rules: Option<G::Rules>, lang: Lang) -> Engine<G> {
        Engine { bot, rules, lang }
    }

    /// The answer to one input line (its line end removed): the action's JSON, or an error
    /// line. `None` for a blank line. Never panics, whatever the bytes.
    pub fn answer(&mut self, line: &[u8]) -> Option<String> {
        let reply = match std::str::from_utf8(line) {
            Ok(text) if text.trim().is_empty() => return None,
            Ok(text) => self.decide(text.trim()),
            Err(_) => Err(Text::NotUtf8.text(self.lang).to_string()),
        };
        Some(match reply {
            Ok(action) => action.to_string(),
            Err(message) => error_line(&message),
        })
    }

    fn decide(&mut self, text: &str) -> Result<serde_json::Value, String> {
        let lang = self.lang;
        let view = read_checked_view::<G>(text, self.rules.as_ref(), lang)?;
        // Only a consistent view reaches the rules and the AI; and only an action the rules
        // both list and accept leaves the engine.
        let legal = G::legal_actions_in(&view);
        match self.bot.choose(&view) {
            Some(action) if legal.contains(&action) && G::check_in(&view, &action).is_ok() => {
                Ok(G::action_to_json(&action))
            }
            _ => Err(Text::NoLegalAction.text(lang).to_string()),
        }
    }

    /// Answers every line of `input` on `output`, one line each (blank lines get none), until
    /// the end of the input. A line longer than `MAX_LINE_BYTES` is skipped to its end and gets
    /// an error line. Only an input or output failure stops it early.
    pub fn serve(&mut self, input: &mut dyn BufRead, output: &mut dyn Write) -> io::Result<()> {
        let mut line = Vec::new();
        loop {
            line.clear();
            // Room for the longest line and its `\r\n`: the limit excludes the line end.
            let read = (&mut *input)
                .take(MAX_LINE_BYTES as u64 + 2)
                .read_until(b'\n', &mut line)?;
            if read == 0 {
                return Ok(());
            }
            let ended = line.last() == Some(&b'\n');
            if ended {
                line.pop();
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
            }
            let reply = if line.len() > MAX_LINE_BYTES {
                if !ended {
                    skip_line(input)?;
                }
                Some(error_line(&words::line_too_long(MAX_LINE_BYTES, self.lang)))
            } else {
                self.answer(&line)
            };
            if let Some(reply) = reply {
                writeln!(output, "{reply}")?;
                output.flush()?;
            }
        }
    }
}

/// Reads a view sent from outside (`text`, one JSON object) and checks it the way the engine
/// does: strictly parsed, of `rules` when given, and consistent (`CliGame::problems`). Only
/// such a view may reach the rules and the AI. The error is a sentence in `lang`.
pub fn read_checked_view<G: CliGame>(
    text: &str,
    rules: Option<&G::Rules>,
    lang: Lang,
) -> Result<crate::core::ViewOf<G>, String> {
    if !text.starts_with('{') {
        return Err(Text::NotAnObject.text(lang).to_string());
    }
    let not_a_view = |why: String| {
        let why: String = why.chars().take(MAX_PARSER_WORDS).collect();
        words::not_a_view(G::GAME_ID, &why, lang)
    };
    let view = G::read_view(text).map_err(|e| not_a_view(e.to_string()))?;
    // The types accepted it; every field must be there, and no other (nested ones included).
    let given: serde_json::Value =
        serde_json::from_str(text).map_err(|e| not_a_view(e.to_string()))?;
    compare_keys(&given, &G::view_json(&view), FIELDS_WRITTEN_WHEN_SET)
        .map_err(|problem| not_a_view(problem.to_string()))?;
    if let Some(rules) = rules {
        let found = G::view_rules(&view);
        if found != *rules {
            let [expected, found] = [rules, &found].map(G::rules_slug);
            return Err(words::wrong_rules(&expected, &found, lang));
        }
    }
    let problems = G::problems(&view);
    if !problems.is_empty() {
        let reasons: Vec<String> = problems.iter().map(|p| p.explain(lang)).collect();
        return Err(words::impossible_view(&reasons, lang));
    }
    Ok(view)
}

/// `{"error": "…"}`.
pub fn error_line(message: &str) -> String {
    serde_json::json!({ "error": message }).to_string()
}

/// Reads and drops the rest of a line.
fn skip_line(input: &mut dyn BufRead) -> io::Result<()> {
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            return Ok(());
        }
        match buffer.iter().position(|&b| b == b'\n') {
            Some(at) => {
                input.consume(at + 1);
                return Ok(());
            }
            None => {
                let n = buffer.len();
                input.consume(n);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{Computer, Strength};
    use crate::core::Game;
    use crate::games::en_garde::{EnGarde, Options, RuleSet};

    fn engine() -> Engine<EnGarde> {
        Engine::new(EnGarde::bot(Strength::Standard, 1), None, Lang::En)
    }

    #[test]
    fn a_view_gets_a_legal_action_and_junk_an_error() {
        let game = EnGarde::new(RuleSet::default(), Options::default(), 4);
        let seat = game.to_act().unwrap();
        let line = serde_json::to_string(&game.view(seat)).unwrap();
        let reply = engine().answer(line.as_bytes()).unwrap();
        let action: crate::games::en_garde::Action = serde_json::from_str(&reply).unwrap();
        assert!(game.legal_actions().contains(&action), "{reply}");
        for junk in ["{", "[1]", "{\"viewer\": \"one\"}", "\u{0}"] {
            let reply = engine().answer(junk.as_bytes()).unwrap();
            assert!(reply.starts_with("{\"error\":"), "{junk}: {reply}");
        }
        assert_eq!(engine().answer(b"  \t"), None);
        assert!(engine().answer(&[0xff, b'{']).unwrap().contains("UTF-8"));
    }

    #[test]
    fn the_other_seat_s_view_is_refused() {
        let game = EnGarde::new(RuleSet::default(), Options::default(), 4);
        let idle = game.to_act().unwrap().other();
        let line = serde_json::to_string(&game.view(idle)).unwrap();
        let reply = engine().answer(line.as_bytes()).unwrap();
        assert!(reply.contains("not player"), "{reply}");
    }

    #[test]
    fn an_overlong_line_is_skipped_and_the_session_goes_on() {
        let game = EnGarde::new(RuleSet::default(), Options::default(), 4);
        let view = serde_json::to_string(&game.view(game.to_act().unwrap())).unwrap();
        let long = " ".repeat(MAX_LINE_BYTES) + "x";
        let input = format!("{long}\n\n{view}\r\n{long}");
        let mut out = Vec::new();
        engine()
            .serve(&mut input.as_bytes(), &mut out)
            .expect("in memory");
        let out = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 3, "{out}");
        assert!(lines[0].contains("longer than"), "{}", lines[0]);
        assert!(!lines[1].contains("error"), "{}", lines[1]);
        assert!(lines[2].contains("longer than"), "{}", lines[2]);
    }
}
