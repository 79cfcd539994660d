//! The `touche` command line (native): replay records, run benchmarks. Writes to the given
//! streams and returns an exit code, so tests can drive it without spawning a process.
use crate::core::record::{self, parse_record, Record, Recorded, ReplayError};
use crate::core::{Game, Outcome, RuleError, Seat};
use crate::games::en_garde::{self, EnGarde};
use crate::games::fifes::{self, FifesAndDrums};
use crate::games::skirman::{self, SkirmanGame};
use crate::games::GameId;
use crate::i18n::{en_garde as text, fifes as fifes_text, Explain, Lang, Names};
use std::io::Write;

const USAGE: &str = "usage:
  touche replay FILE [--lang en|fr]   replay a game record, one line per action
  touche bench en-garde [--seconds S] random rounds per second (median)
  touche bench fifes [--seconds S]    random games per second (median)
  touche bench skirman [--seconds S]  random Compétition games per second (median)
  touche export-rules DIR             write the rules documents the site fetches
  touche help";

/// Exit codes: 0 success, 2 bad input (usage, unreadable or malformed file, illegal action).
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let (lang, rest) = match take_option(args, "--lang") {
        Ok((Some(code), rest)) => match Lang::from_code(&code) {
            Some(lang) => (lang, rest),
            None => return usage_error(err, &format!("unknown language {code:?} (en or fr)")),
        },
        Ok((None, rest)) => (Lang::En, rest),
        Err(message) => return usage_error(err, &message),
    };
    match rest
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["replay", path] => replay_file(path, lang, out, err),
        ["bench", rest @ ..] => bench(rest, out, err),
        ["export-rules", dir] => export_rules(dir, out, err),
        ["help"] | ["--help"] | ["-h"] => {
            let _ = writeln!(out, "{USAGE}");
            0
        }
        _ => usage_error(err, "unknown command"),
    }
}

/// Writes the rules documents the site fetches (see `i18n::rules_pages::document_file`).
fn export_rules(dir: &str, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    use crate::i18n::rules_pages::{document_file, to_html};
    if let Err(e) = std::fs::create_dir_all(dir) {
        let _ = writeln!(err, "touche: cannot create {dir}: {e}");
        return 2;
    }
    for game in GameId::ALL {
        for lang in Lang::ALL {
            let path = std::path::Path::new(dir).join(document_file(game, lang));
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

/// Removes `--name VALUE` from `args`.
fn take_option(args: &[String], name: &str) -> Result<(Option<String>, Vec<String>), String> {
    let mut rest = Vec::new();
    let mut value = None;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if arg == name {
            value = Some(
                iter.next()
                    .ok_or_else(|| format!("{name} needs a value"))?
                    .clone(),
            );
        } else {
            rest.push(arg.clone());
        }
    }
    Ok((value, rest))
}

fn replay_file(path: &str, lang: Lang, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            let _ = writeln!(err, "touche: cannot read {path}: {e}");
            return 2;
        }
    };
    let record = match parse_record(&text) {
        Ok(record) => record,
        Err(message) => {
            let _ = writeln!(err, "touche: {path} is not a valid game record: {message}");
            return 2;
        }
    };
    match GameId::from_slug(&record.game) {
        Some(GameId::EnGarde) => replay_en_garde(&record, lang, out, err),
        Some(GameId::FifesAndDrums) => replay_fifes(&record, lang, out, err),
        Some(GameId::Skirman) => replay_skirman(&record, lang, out, err),
        None => {
            let _ = writeln!(err, "touche: {path}: unknown game {:?}", record.game);
            2
        }
    }
}

fn seat_names(lang: Lang) -> [String; 2] {
    match lang {
        Lang::En => ["Player 1".into(), "Player 2".into()],
        Lang::Fr => ["Joueur 1".into(), "Joueur 2".into()],
    }
}

/// Replays `record` as `G`, printing one numbered line per action (`describe`, told from the
/// public views of seat one, so the words are the ones a player could read) and the outcome.
fn replay_and_print<G>(
    record: &Record,
    lang: Lang,
    out: &mut dyn Write,
    err: &mut dyn Write,
    describe: impl Fn(&G::View, Seat, &G::Action, &G::View, &Names) -> Vec<String>,
    outcome: impl Fn(&G, &Names) -> String,
) -> i32
where
    G: Recorded,
    G::Error: Explain,
    G::SetupError: Explain,
{
    let who = Names {
        names: seat_names(lang),
        you: None,
    };
    let result = record::replay::<G>(record, |index, actor, action, before, after| {
        let (b, a) = (before.view(Seat::One), after.view(Seat::One));
        let _ = writeln!(
            out,
            "{:>3}. {}",
            index + 1,
            describe(&b, actor, action, &a, &who).join(" ")
        );
    });
    match result {
        Ok(state) => {
            let word = match lang {
                Lang::En => "Outcome:",
                Lang::Fr => "Résultat :",
            };
            let _ = writeln!(out, "{word} {}", outcome(&state, &who));
            0
        }
        Err(error) => {
            let _ = writeln!(err, "touche: {}", replay_error_text(&error, lang));
            2
        }
    }
}

fn replay_en_garde(record: &Record, lang: Lang, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let describe =
        |b: &en_garde::View, actor, action: &en_garde::Action, a: &en_garde::View, who: &Names| {
            en_garde::events(b, actor, action, a)
                .iter()
                .map(|e| text::event_text(e, who, true, lang))
                .collect()
        };
    let outcome = |state: &EnGarde, who: &Names| {
        let [s1, s2] = state.score();
        let to_play = state.to_act().map(|s| who.of(s)).unwrap_or_default();
        match (state.outcome(), lang) {
            (Some(Outcome::Winner(seat)), Lang::En) => {
                format!("{} wins the match {s1}–{s2}.", who.of(seat))
            }
            (Some(Outcome::Winner(seat)), Lang::Fr) => {
                format!("{} remporte le match {s1}–{s2}.", who.of(seat))
            }
            (_, Lang::En) => format!(
                "match in progress, score {s1}–{s2}, round {}, {to_play} to play.",
                state.round()
            ),
            (_, Lang::Fr) => format!(
                "match en cours, score {s1}–{s2}, manche {}, à {to_play} de jouer.",
                state.round()
            ),
        }
    };
    replay_and_print::<EnGarde>(record, lang, out, err, describe, outcome)
}

fn replay_fifes(record: &Record, lang: Lang, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let describe =
        |b: &fifes::View, actor, action: &fifes::Action, a: &fifes::View, who: &Names| {
            fifes::events(b, actor, action, a)
                .iter()
                .map(|e| fifes_text::event_text(e, who, lang))
                .collect()
        };
    let outcome = |state: &FifesAndDrums, who: &Names| {
        let to_play = state.to_act().map(|s| who.of(s)).unwrap_or_default();
        match (state.phase().report(), lang) {
            (Some(report), _) => fifes_text::report_text(report, who, lang),
            (None, Lang::En) => format!(
                "game in progress after {} turn(s), {to_play} to play.",
                state.turns_played()
            ),
            (None, Lang::Fr) => format!(
                "partie en cours après {} tour(s), à {to_play} de jouer.",
                state.turns_played()
            ),
        }
    };
    replay_and_print::<FifesAndDrums>(record, lang, out, err, describe, outcome)
}

/// One line per action: the links it added to the chain (public cards only) and, when the
/// exchange ended, how, with the score. A discarded or thrown card never lies in the chain (SK29):
/// its name comes from the action itself, which the record holds anyway.
fn skirman_describe(
    b: &skirman::SkirmanView,
    actor: Seat,
    action: &skirman::Action,
    a: &skirman::SkirmanView,
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
    let colon = match lang {
        Lang::En => ":",
        Lang::Fr => " :",
    };
    let mut words = vec![format!("{}{colon}", who.of(actor))];
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
            (skirman::LinkKind::Attente, Some(ShownCard::FaceDown(_))) => String::new(),
            (_, Some(ShownCard::FaceDown(_))) => match lang {
                Lang::En => " (face down)".to_string(),
                Lang::Fr => " (face cachée)".to_string(),
            },
            (_, None) => String::new(),
        };
        let by = if link.by == actor {
            String::new()
        } else {
            format!("{} ", who.of(link.by))
        };
        words.push(format!("[{by}{}{card}]", sk::link_name(link.link, lang)));
    }
    if let (true, Some(exchange)) = (ended, a.exchanges.last()) {
        let [t1, t2] = a.touches;
        let end = crate::i18n::skirman_screen::exchange_end(&exchange.end, &who.names, lang);
        let text = format!("— {end}, {t1}–{t2}.");
        words.push(text);
    }
    words
}

fn replay_skirman(record: &Record, lang: Lang, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let describe =
        |b: &skirman::SkirmanView,
         actor,
         action: &skirman::Action,
         a: &skirman::SkirmanView,
         who: &Names| skirman_describe(b, actor, action, a, who, lang);
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

fn replay_error_text<G>(error: &ReplayError<G>, lang: Lang) -> String
where
    G: Recorded,
    G::Error: Explain,
    G::SetupError: Explain,
{
    match error {
        ReplayError::Malformed(m) => format!("malformed record: {m}"),
        ReplayError::WrongGame { expected, found } => {
            format!("expected a {expected} record, found {found:?}")
        }
        ReplayError::BadRules(m) => format!("bad rules: {m}"),
        ReplayError::BadOptions(m) => format!("bad options: {m}"),
        ReplayError::BadPosition(m) => format!("bad start position: {m}"),
        ReplayError::Setup(problems) => {
            let reasons: Vec<String> = problems
                .iter()
                .map(|p| format!("[{}] {}", p.rule_id(), p.explain(lang)))
                .collect();
            format!(
                "the start position contradicts itself: {}",
                reasons.join("; ")
            )
        }
        ReplayError::UnreadableAction { index, message } => {
            format!("action at index {index} cannot be read: {message}")
        }
        ReplayError::Illegal {
            index,
            action,
            error,
        } => format!(
            "action at index {index} ({}) is illegal, rule {}: {}",
            G::action_to_json(action),
            error.rule_id(),
            error.explain(lang)
        ),
    }
}

fn bench(args: &[&str], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let owned: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (seconds, rest) = match take_option(&owned, "--seconds") {
        Ok((value, rest)) => match value.map(|v| v.parse::<f64>()) {
            None => (3.0, rest),
            Some(Ok(s)) if s > 0.0 && s.is_finite() => (s, rest),
            Some(_) => return usage_error(err, "--seconds needs a positive number"),
        },
        Err(message) => return usage_error(err, &message),
    };
    match rest
        .iter()
        .map(String::as_str)
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
