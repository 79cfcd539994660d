//! The `touche` command line (native): replay records, run benchmarks, pit computer strengths
//! against each other (`arena`), answer views as an engine (`engine`). Writes to the given
//! streams and returns an exit code, so tests can drive it without spawning a process.
//! Records are read by `core::import`, the checked reader the browser uses too; the sentences
//! come from the translation table (`i18n::records`, `i18n::cli`).
pub mod arena;
pub mod engine;
pub mod games;
pub mod protocol;
pub mod worker;

use crate::bots::Strength;
use crate::core::import::{self, RecordError, MAX_RECORD_BYTES};
use crate::core::narration::LineKind;
use crate::core::record::Record;
use crate::games::GameId;
use crate::i18n::records as words;
use crate::i18n::{Lang, Names};
use games::CliGame;
use std::ffi::OsStr;
use std::io::{BufRead, Read, Write};
use std::path::Path;

const USAGE: &str = "usage:
  touche replay FILE [--lang en|fr]   replay a game record, one line per action
  touche arena GAME [--rules R] --a STRENGTH --b STRENGTH --games N [--seed S] [--jobs J]
      STRENGTH A against STRENGTH B on duplicate deals: each deal is played twice, the sides
      swapped (N is rounded up to an even number). Prints A's wins, draws and losses, then last
      `A won W of N (P%, 95% CI [LO%, HI%])`: a draw counts half a win, the interval is
      Wilson's. The same seed gives the same result (default: a fresh seed, printed); J threads
      (1 to 64; default: all cores). An option given twice or an unknown one is refused.
  touche engine GAME --strength STRENGTH [--rules R] [--seed S]
      reads one JSON view per line on standard input (the seat to act's view), answers one
      line per view: the action as records write it, or {\"error\": \"...\"}
      (docs/engine-protocol.md). With --rules, views of other rules are refused.
  touche bench en-garde [--seconds S] random rounds per second (median)
  touche bench fifes [--seconds S]    random games per second (median)
  touche bench skirman [--seconds S]  random Compétition games per second (median)
  touche bench ai GAME [--seconds S]  search iterations per second (median over decisions)
  touche bench decisions GAME         Strong and Master decision times (median, p95) over the
                                      calibration positions, as the AI worker answers them
  touche export-rules DIR             write the rules documents and the Skirm'an glossary the site fetches
  touche help

  GAME: en-garde | skirman | fifes-and-drums
  R (as in records): en-garde abacus-basic | abacus-classic | abacus-advanced | ferti-classic |
     ferti-advanced; skirman initiation | entrainement | competition; fifes-and-drums standard
     (the default: its only rule set)
  STRENGTH: beginner | standard | strong | master";

/// Exit codes: 0 success, 2 bad input (usage, unreadable or malformed file, illegal action).
/// Arguments need not be UTF-8 (a file name may not be); options and commands must be.
/// `touche engine` reads the process's standard input.
pub fn run<S: AsRef<OsStr>>(args: &[S], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    // Read (and locked) only by `touche engine`, when it reads.
    let mut input = std::io::BufReader::new(std::io::stdin());
    run_with_input(args, &mut input, out, err)
}

/// `run`, with `touche engine` reading `input`.
pub fn run_with_input<S: AsRef<OsStr>>(
    args: &[S],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
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
        [command, rest @ ..] if *command == "arena" => arena_command(rest, lang, out, err),
        [command, rest @ ..] if *command == "engine" => engine_command(rest, lang, input, out, err),
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
    use crate::i18n::{rules_pages, skirman_glossary};
    if let Err(e) = std::fs::create_dir_all(dir) {
        let _ = writeln!(err, "touche: cannot create {}: {e}", dir.display());
        return 2;
    }
    let rules = GameId::ALL.into_iter().flat_map(|game| {
        Lang::ALL.map(|lang| {
            let file = rules_pages::document_file(game, lang);
            (file, rules_pages::to_html(game, lang))
        })
    });
    let glossary = Lang::ALL.map(|lang| {
        let file = skirman_glossary::document_file(lang);
        (file, skirman_glossary::to_html(lang))
    });
    for (file, html) in rules.chain(glossary) {
        let path = dir.join(file);
        if let Err(e) = std::fs::write(&path, html) {
            let _ = writeln!(err, "touche: cannot write {}: {e}", path.display());
            return 2;
        }
        let _ = writeln!(out, "wrote {}", path.display());
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
            if value.is_some() {
                return Err(format!("{name} is given twice"));
            }
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
        let game = crate::games::import::game_of(&record)?;
        Ok((record, game))
    });
    match parsed {
        Ok((record, game)) => {
            crate::dispatch!(game, G => replay_and_print::<G>(&record, lang, out, err))
        }
        Err(problem) => {
            let _ = writeln!(err, "touche: {}", words::not_a_record(name, &problem, lang));
            2
        }
    }
}

/// Replays `record` as `G`, printing one numbered line per action (the game's `Narrated` lines,
/// told from the public parts: the sentences of the browser's log) and the outcome.
fn replay_and_print<G: CliGame>(
    record: &Record,
    lang: Lang,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let who = Names {
        names: words::seat_names(lang),
        you: None,
    };
    let result = import::read_record_with::<G>(record, |step| {
        let (b, a) = (step.before.public(), step.after.public());
        // The log's sentences; its headings give way to the action's number.
        let said: Vec<String> = G::events(&b, step.actor, step.action, &a)
            .iter()
            .filter(|event| G::event_kind(event) != LineKind::Heading)
            .map(|event| G::event_text(event, &who, lang))
            .collect();
        let _ = writeln!(out, "{:>3}. {}", step.index + 1, said.join("; "));
    });
    match result {
        Ok(replay) => {
            let word = words::Text::Outcome.text(lang);
            let _ = writeln!(out, "{word} {}", G::outcome_text(&replay.state, &who, lang));
            0
        }
        Err(error) => {
            let _ = writeln!(err, "touche: {}", words::read_error(&error, lang));
            2
        }
    }
}

/// The most games one arena plays (a bound that keeps every count in range).
const MAX_ARENA_GAMES: u32 = 10_000_000;

/// The values of the options `names` (UTF-8 only), and the other arguments.
fn take_options<'a, const N: usize>(
    args: &[&'a OsStr],
    names: [&str; N],
) -> Result<([Option<&'a str>; N], Vec<&'a OsStr>), String> {
    let mut values = [None; N];
    let mut rest = args.to_vec();
    for (value, name) in values.iter_mut().zip(names) {
        let (found, others) = take_option(&rest, name)?;
        *value = match found {
            Some(v) => Some(
                v.to_str()
                    .ok_or_else(|| format!("{name} needs UTF-8 text"))?,
            ),
            None => None,
        };
        rest = others;
    }
    if let Some(unknown) = rest.iter().find(|a| a.to_string_lossy().starts_with("--")) {
        return Err(format!(
            "unknown option {} (this command takes {})",
            unknown.to_string_lossy(),
            names.join(", ")
        ));
    }
    Ok((values, rest))
}

/// `--name VALUE` read as a number, or `default` when left out.
fn number<T: std::str::FromStr>(value: Option<&str>, name: &str, default: T) -> Result<T, String> {
    match value {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|_| format!("{name} needs a whole number, not {v:?}")),
    }
}

fn strength(value: Option<&str>, name: &str) -> Result<Strength, String> {
    let value =
        value.ok_or_else(|| format!("{name} is needed (beginner, standard, strong or master)"))?;
    Strength::from_slug(value).ok_or_else(|| {
        format!("unknown strength {value:?} for {name} (beginner, standard, strong or master)")
    })
}

/// The game a command names: `en-garde`, `skirman`, `fifes-and-drums` (or `fifes`).
fn game_named(rest: &[&OsStr], command: &str) -> Result<GameId, String> {
    match rest {
        [name] => {
            let name = name.to_str().unwrap_or_default();
            let name = if name == "fifes" {
                "fifes-and-drums"
            } else {
                name
            };
            GameId::from_slug(name).ok_or_else(|| {
                format!("unknown game {name:?} (en-garde, skirman or fifes-and-drums)")
            })
        }
        _ => Err(format!(
            "{command} needs one game: en-garde, skirman or fifes-and-drums"
        )),
    }
}

fn arena_command(args: &[&OsStr], lang: Lang, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let parsed = take_options(
        args,
        ["--rules", "--a", "--b", "--games", "--seed", "--jobs"],
    )
    .and_then(|([rules, a, b, games, seed, jobs], rest)| {
        let game = game_named(&rest, "arena")?;
        let games = number(games, "--games", 0u32)?;
        if !(1..=MAX_ARENA_GAMES).contains(&games) {
            return Err(format!(
                "--games needs a positive number of games, at most {MAX_ARENA_GAMES}"
            ));
        }
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let jobs = number(jobs, "--jobs", cores.min(arena::MAX_JOBS))?;
        if !(1..=arena::MAX_JOBS).contains(&jobs) {
            return Err(format!("--jobs needs 1 to {} threads", arena::MAX_JOBS));
        }
        let settings = arena::ArenaSettings {
            rules,
            strengths: [strength(a, "--a")?, strength(b, "--b")?],
            games,
            seed: number(seed, "--seed", crate::core::fresh_seed())?,
            jobs,
        };
        Ok((game, settings))
    });
    match parsed {
        Ok((game, s)) => crate::dispatch!(game, G => arena::run_arena::<G>(&s, lang, out, err)),
        Err(message) => usage_error(err, &message),
    }
}

fn engine_command(
    args: &[&OsStr],
    lang: Lang,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let parsed = take_options(args, ["--strength", "--rules", "--seed"]).and_then(
        |([level, rules, seed], rest)| {
            let game = game_named(&rest, "engine")?;
            let level = strength(level, "--strength")?;
            let seed = number(seed, "--seed", crate::core::fresh_seed())?;
            Ok((game, level, rules, seed))
        },
    );
    let (game, level, rules, seed) = match parsed {
        Ok(settings) => settings,
        Err(message) => return usage_error(err, &message),
    };
    fn serve<G: CliGame>(
        level: Strength,
        rules: Option<&str>,
        seed: u64,
        lang: Lang,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> i32 {
        let rules = match rules.map(|name| G::rules_named(Some(name))).transpose() {
            Ok(rules) => rules,
            Err(message) => return usage_error(err, &message),
        };
        let mut engine = engine::Engine::<G>::new(G::bot(level, seed), rules, lang);
        match engine.serve(input, out) {
            Ok(()) => 0,
            Err(e) => {
                let _ = writeln!(err, "touche: {e}");
                1
            }
        }
    }
    crate::dispatch!(game, G => serve::<G>(level, rules, seed, lang, input, out, err))
}

/// The game a benchmark names (`fifes` stands for Fifes and Drums).
fn bench_game(name: &str) -> Option<GameId> {
    GameId::from_slug(if name == "fifes" {
        "fifes-and-drums"
    } else {
        name
    })
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
        ["ai", game] => {
            let Some(game) = bench_game(game) else {
                return usage_error(err, "bench ai needs a game: en-garde, fifes or skirman");
            };
            let start = std::time::Instant::now();
            let now = || start.elapsed().as_secs_f64();
            let _ = writeln!(out, "{}", crate::bench::ai_report(game, seconds, &now, ""));
            0
        }
        ["decisions", game] => {
            let Some(game) = bench_game(game) else {
                return usage_error(
                    err,
                    "bench decisions needs a game: en-garde, fifes or skirman",
                );
            };
            let start = std::time::Instant::now();
            let now = || start.elapsed().as_secs_f64() * 1000.0;
            let _ = writeln!(out, "{}", crate::bench::decisions_report(game, &now, ""));
            0
        }
        [game] => {
            let Some(game) = bench_game(game) else {
                return usage_error(
                    err,
                    "bench needs a game: en-garde, fifes or skirman (or ai GAME, or decisions GAME)",
                );
            };
            let start = std::time::Instant::now();
            let now = || start.elapsed().as_secs_f64();
            let report = crate::bench::random_play_report(game, seconds, &now, "");
            let _ = writeln!(out, "{report}");
            0
        }
        _ => usage_error(
            err,
            "bench needs a game: en-garde, fifes or skirman (or ai GAME, or decisions GAME)",
        ),
    }
}
