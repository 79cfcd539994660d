//! The `touche` command line (native): replay records, run benchmarks. Writes to the given
//! streams and returns an exit code, so tests can drive it without spawning a process.
//! Records are read by `core::import`, the checked reader the browser uses too; the sentences
//! come from the translation table (`i18n::records`).
use crate::core::import::{self, RecordError, MAX_RECORD_BYTES};
use crate::core::record::{Record, Recorded};
use crate::core::{Game, Outcome, Seat};
use crate::games::en_garde::{self, EnGarde};
use crate::games::fifes::{self, FifesAndDrums};
use crate::games::skirman::{self, SkirmanGame};
use crate::games::GameId;
use crate::i18n::records as words;
use crate::i18n::{en_garde as text, fifes as fifes_text, Explain, Lang, Names};
use std::ffi::OsStr;
use std::io::{Read, Write};
use std::path::Path;

const USAGE: &str = "usage:
  touche replay FILE [--lang en|fr]   replay a game record, one line per action
  touche bench en-garde [--seconds S] random rounds per second (median)
  touche bench fifes [--seconds S]    random games per second (median)
  touche bench skirman [--seconds S]  random Compétition games per second (median)
  touche export-rules DIR             write the rules documents the site fetches
  touche help";

/// Exit codes: 0 success, 2 bad input (usage, unreadable or malformed file, illegal action).
/// Arguments need not be UTF-8 (a file name may not be); options and commands must be.
pub fn run<S: AsRef<OsStr>>(args: &[S], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let args: Vec<&OsStr> = args.iter().map(AsRef::as_ref).collect();
    let (lang, rest) = match take_option(&args, "--lang") {
        Ok((Some(code), rest)) => match code.to_str().and_then(Lang::from_code) {
            Some(lang) => (lang, rest),
            None => return usage_error(err, &format!("unknown language {code:?} (en or fr)")),
        },
        Ok((None, rest)) => (Lang::En, rest),
        Err(message) => return usage_error(err, &message),
    };
    match rest.as_slice() {
        [command, path] if *command == "replay" => replay_file(Path::new(path), lang, out, err),
        [command, rest @ ..] if *command == "bench" => bench(rest, out, err),
        [command, dir] if *command == "export-rules" => export_rules(Path::new(dir), out, err),
        [command] if ["help", "--help", "-h"].iter().any(|h| command == h) => {
            let _ = writeln!(out, "{USAGE}");
            0
        }
        _ => usage_error(err, "unknown command"),
    }
}

/// Writes the rules documents the site fetches (see `i18n::rules_pages::document_file`).
fn export_rules(dir: &Path, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    use crate::i18n::rules_pages::{document_file, to_html};
    if let Err(e) = std::fs::create_dir_all(dir) {
        let _ = writeln!(err, "touche: cannot create {}: {e}", dir.display());
        return 2;
    }
    for game in GameId::ALL {
        for lang in Lang::ALL {
            let path = dir.join(document_file(game, lang));
            if let Err(e) = std::fs::write(&path, to_html(game, lang)) {
                let _ = writeln!(err, "touche: cannot write {}: {e}", path.display());
                return 2;
            }
            let _ = writeln!(out, "wrote {}", path.display());
        }
    }
    0
}

fn usage_error(err: &mut dyn Write, message: &str) -> i32 {
    let _ = writeln!(err, "touche: {message}\n{USAGE}");
    2
}

/// An option's value, if given, and the other arguments.
type Taken<'a> = (Option<&'a OsStr>, Vec<&'a OsStr>);

/// Removes `--name VALUE` from `args`.
fn take_option<'a>(args: &[&'a OsStr], name: &str) -> Result<Taken<'a>, String> {
    let mut rest = Vec::new();
    let mut value = None;
    let mut iter = args.iter();
    while let Some(&arg) = iter.next() {
        if arg == name {
            value = Some(*iter.next().ok_or_else(|| format!("{name} needs a value"))?);
        } else {
            rest.push(arg);
        }
    }
    Ok((value, rest))
}

enum FileProblem {
    Io(std::io::Error),
    TooLarge(u64),
}

/// Reads at most `MAX_RECORD_BYTES` (+1, to tell a file that is larger). A larger file is
/// refused by its length, unread; a stream (no length) once past the limit.
fn read_capped(path: &Path) -> Result<Vec<u8>, FileProblem> {
    let file = std::fs::File::open(path).map_err(FileProblem::Io)?;
    let limit = MAX_RECORD_BYTES as u64;
    if let Ok(meta) = file.metadata() {
        if meta.len() > limit {
            return Err(FileProblem::TooLarge(meta.len()));
        }
    }
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(FileProblem::Io)?;
    if bytes.len() as u64 > limit {
        return Err(FileProblem::TooLarge(bytes.len() as u64));
    }
    Ok(bytes)
}

fn replay_file(path: &Path, lang: Lang, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let name = path.display().to_string();
    match read_capped(path) {
        Ok(bytes) => replay_bytes(&name, &bytes, lang, out, err),
        Err(FileProblem::Io(e)) => {
            let _ = writeln!(
                err,
                "touche: {}",
                words::cannot_read(&name, &e.to_string(), lang)
            );
            2
        }
        Err(FileProblem::TooLarge(bytes)) => {
            let problem = RecordError::TooLarge { bytes };
            let _ = writeln!(
                err,
                "touche: {}",
                words::not_a_record(&name, &problem, lang)
            );
            2
        }
    }
}

/// `touche replay` on the content of a file called `name`: one line per checked action on
/// `out`, then the outcome (exit 0); or, on `err`, why the record was refused (exit 2). Never
/// panics, whatever the bytes.
pub fn replay_bytes(
    name: &str,
    bytes: &[u8],
    lang: Lang,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let parsed = import::parse_record_bytes(bytes).and_then(|record| {
        let game = import::game_of(&record)?;
        Ok((record, game))
    });
    match parsed {
        Ok((record, GameId::EnGarde)) => replay_en_garde(&record, lang, out, err),
        Ok((record, GameId::FifesAndDrums)) => replay_fifes(&record, lang, out, err),
        Ok((record, GameId::Skirman)) => replay_skirman(&record, lang, out, err),
        Err(problem) => {
            let _ = writeln!(err, "touche: {}", words::not_a_record(name, &problem, lang));
            2
        }
    }
}

/// Replays `record` as `G`, printing one numbered line per action (`describe`, told from the
/// public views of seat one, so the words are the ones a player could read) and the outcome.
fn replay_and_print<G>(
    record: &Record,
    lang: Lang,
    out: &mut dyn Write,
    err: &mut dyn Write,
    describe: impl Fn(&G::Public, Seat, &G::Action, &G::Public, &Names) -> Vec<String>,
    outcome: impl Fn(&G, &Names) -> String,
) -> i32
where
    G: Recorded,
    G::Error: Explain,
    G::SetupError: Explain,
{
    let who = Names {
        names: words::seat_names(lang),
        you: None,
    };
    let result = import::read_record_with::<G>(record, |step| {
        let (b, a) = (step.before.public(), step.after.public());
        let _ = writeln!(
            out,
            "{:>3}. {}",
            step.index + 1,
            describe(&b, step.actor, step.action, &a, &who).join(" ")
        );
    });
    match result {
        Ok(replay) => {
            let word = words::Text::Outcome.text(lang);
            let _ = writeln!(out, "{word} {}", outcome(&replay.state, &who));
            0
        }
        Err(error) => {
            let _ = writeln!(err, "touche: {}", words::read_error(&error, lang));
            2
        }
    }
}

fn replay_en_garde(record: &Record, lang: Lang, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let describe = |b: &en_garde::Public,
                    actor,
                    action: &en_garde::Action,
                    a: &en_garde::Public,
                    who: &Names| {
        en_garde::events(b, actor, action, a)
            .iter()
            .map(|e| text::event_text(e, who, true, lang))
            .collect()
    };
    let outcome = |state: &EnGarde, who: &Names| {
        let winner = match state.outcome() {
            Some(Outcome::Winner(seat)) => Some(who.of(seat)),
            _ => None,
        };
        let to_play = state.to_act().map(|s| who.of(s)).unwrap_or_default();
        words::en_garde_outcome(winner, state.score(), state.round(), to_play, lang)
    };
    replay_and_print::<EnGarde>(record, lang, out, err, describe, outcome)
}

fn replay_fifes(record: &Record, lang: Lang, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let describe =
        |b: &fifes::Public, actor, action: &fifes::Action, a: &fifes::Public, who: &Names| {
            fifes::events(b, actor, action, a)
                .iter()
                .map(|e| fifes_text::event_text(e, who, lang))
                .collect()
        };
    let outcome = |state: &FifesAndDrums, who: &Names| {
        let to_play = state.to_act().map(|s| who.of(s)).unwrap_or_default();
        match state.phase().report() {
            Some(report) => fifes_text::report_text(report, who, lang),
            None => words::fifes_in_progress(state.turns_played(), to_play, lang),
        }
    };
    replay_and_print::<FifesAndDrums>(record, lang, out, err, describe, outcome)
}

/// One line per action: the links it added to the chain (public cards only) and, when the
/// exchange ended, how, with the score. A discarded or thrown card never lies in the chain (SK29):
/// its name comes from the action itself, which the record holds anyway.
fn skirman_describe(
    b: &skirman::Public,
    actor: Seat,
    action: &skirman::Action,
    a: &skirman::Public,
    who: &Names,
    lang: Lang,
) -> Vec<String> {
    use crate::i18n::skirman as sk;
    use skirman::ShownCard;
    let ended = a.exchanges.len() > b.exchanges.len();
    let links: &[skirman::ChainLink] = match a.exchanges.last() {
        Some(exchange) if ended => &exchange.links,
        _ => &a.chain,
    };
    let mut line = vec![words::speaker(who.of(actor), lang)];
    // A reveal names the attente card it turned over (now face up in the chain).
    let revealed = links
        .iter()
        .rev()
        .filter(|l| l.link == skirman::LinkKind::Attente)
        .find_map(|l| match l.card {
            Some(ShownCard::Up(card)) => Some(card),
            _ => None,
        });
    // The cards that went to the discard pile (or under the talon) with this action, in order;
    // an attack shown with its ATTAQUE COMPOSÉE (SK11 option) stays in the chain.
    let mut set_down: Vec<skirman::Card> = match *action {
        skirman::Action::Discard(card) => vec![card],
        skirman::Action::ThrowAttacks(x, y) => {
            let mut cards = vec![x, y];
            if let Some(i) = cards.iter().position(|c| Some(*c) == b.ac_shown) {
                cards.remove(i);
            }
            cards
        }
        _ => Vec::new(),
    };
    set_down.reverse();
    for link in links.iter().skip(b.chain.len()) {
        let card = match (link.link, link.card) {
            (skirman::LinkKind::Discard | skirman::LinkKind::Thrown, None) if link.by == actor => {
                set_down
                    .pop()
                    .map(|card| format!(" {}", sk::card_name(card, lang)))
                    .unwrap_or_default()
            }
            (skirman::LinkKind::Reveal, None) => revealed
                .map(|card| format!(" {}", sk::card_name(card, lang)))
                .unwrap_or_default(),
            (_, Some(ShownCard::Up(card))) => format!(" {}", sk::card_name(card, lang)),
            (skirman::LinkKind::Attente, Some(ShownCard::FaceDown)) => String::new(),
            (_, Some(ShownCard::FaceDown)) => format!(" {}", words::Text::FaceDown.text(lang)),
            (_, None) => String::new(),
        };
        let by = if link.by == actor {
            String::new()
        } else {
            format!("{} ", who.of(link.by))
        };
        line.push(format!("[{by}{}{card}]", sk::link_name(link.link, lang)));
    }
    if let (true, Some(exchange)) = (ended, a.exchanges.last()) {
        let [t1, t2] = a.touches;
        let end = crate::i18n::skirman_screen::exchange_end(&exchange.end, &who.names, lang);
        line.push(format!("— {end}, {t1}–{t2}."));
    }
    line
}

fn replay_skirman(record: &Record, lang: Lang, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let describe =
        |b: &skirman::Public, actor, action: &skirman::Action, a: &skirman::Public, who: &Names| {
            skirman_describe(b, actor, action, a, who, lang)
        };
    let outcome = |state: &SkirmanGame, who: &Names| {
        let winner = match state.outcome() {
            Some(Outcome::Winner(seat)) => Some(who.of(seat)),
            _ => None,
        };
        let to_play = state.to_act().map(|s| who.of(s)).unwrap_or_default();
        crate::i18n::skirman_screen::bout_status(winner, to_play, state.touches(), lang)
    };
    replay_and_print::<SkirmanGame>(record, lang, out, err, describe, outcome)
}

fn bench(args: &[&OsStr], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let (seconds, rest) = match take_option(args, "--seconds") {
        Ok((value, rest)) => match value.map(|v| v.to_str().unwrap_or_default().parse::<f64>()) {
            None => (3.0, rest),
            Some(Ok(s)) if s > 0.0 && s.is_finite() => (s, rest),
            Some(_) => return usage_error(err, "--seconds needs a positive number"),
        },
        Err(message) => return usage_error(err, &message),
    };
    match rest
        .iter()
        .map(|arg| arg.to_str().unwrap_or_default())
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["en-garde"] => {
            let start = std::time::Instant::now();
            let now = || start.elapsed().as_secs_f64();
            let _ = writeln!(
                out,
                "En Garde: random legal play, one core, {seconds} s in all"
            );
            let (rates, median) = crate::bench::en_garde_rates(seconds, &now);
            for (rules, rate) in rates {
                let _ = writeln!(out, "  {:<16} {:>12.0} rounds/s", rules.name(), rate);
            }
            let _ = writeln!(out, "{median:.0} rounds/s");
            0
        }
        ["fifes"] | ["fifes-and-drums"] => {
            let start = std::time::Instant::now();
            let now = || start.elapsed().as_secs_f64();
            let _ = writeln!(
                out,
                "Fifes and Drums: random legal play, whole games, one core, {seconds} s in all"
            );
            let rate = crate::bench::fifes_rate(seconds, &now);
            let _ = writeln!(out, "{rate:.0} games/s");
            0
        }
        ["skirman"] => {
            let start = std::time::Instant::now();
            let now = || start.elapsed().as_secs_f64();
            let _ = writeln!(
                out,
                "Skirm'an: random legal play, whole Compétition games, one core, {seconds} s in all"
            );
            let rate = crate::bench::skirman_rate(seconds, &now);
            let _ = writeln!(out, "{rate:.0} games/s");
            0
        }
        _ => usage_error(err, "bench needs a game: en-garde, fifes or skirman"),
    }
}
