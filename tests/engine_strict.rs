//! The engine reads a view as `docs/engine-protocol.md` promises: every field, and no other, at
//! every depth (nested objects included: phases, attacks, the last round, the chain, finished
//! exchanges); only the fields the document names as optional may be left out. Every object of
//! real views of every game gets an unknown key added, and every key of it is left out in turn:
//! each such line is refused, naming the key; the real view itself is answered.
use serde_json::Value;
use touche::bots::Strength;
use touche::cli::engine::{Engine, MAX_LINE_BYTES};
use touche::cli::games::CliGame;
use touche::core::{Game, Rng, ViewOf};
use touche::games::en_garde::{EnGarde, Options, RuleSet};
use touche::games::fifes::{self, FifesAndDrums};
use touche::games::skirman::{self, Level, Skirman};
use touche::i18n::Lang;

/// The fields the protocol lets a caller leave out (written only when set).
const OPTIONAL: &[&str] = &["last_retreat", "split", "direction"];

fn engine<G: CliGame>() -> Engine<G> {
    Engine::new(G::bot(Strength::Beginner, 1), None, Lang::En)
}

/// Views of the seat to act, from random legal play: every `every`-th decision of `deals` deals.
fn views<G: Game>(new: impl Fn(u64) -> G, deals: u64, every: usize) -> Vec<ViewOf<G>> {
    let mut views = Vec::new();
    for seed in 0..deals {
        let mut rng = Rng::seeded(seed ^ 0x57_71C7);
        let mut game = new(seed);
        let mut step = 0;
        while let Some(seat) = game.to_act() {
            if step % every == every - 1 {
                views.push(game.view(seat));
            }
            let legal = game.legal_actions();
            game.apply_trusted(&legal[rng.below(legal.len() as u32) as usize]);
            step += 1;
        }
    }
    views
}

/// Paths (as key lists and array indices) of every object in `value`.
fn object_paths(value: &Value, at: &mut Vec<Value>, out: &mut Vec<Vec<Value>>) {
    match value {
        Value::Object(map) => {
            out.push(at.clone());
            for (key, child) in map {
                at.push(Value::String(key.clone()));
                object_paths(child, at, out);
                at.pop();
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                at.push(Value::from(i));
                object_paths(child, at, out);
                at.pop();
            }
        }
        _ => {}
    }
}

fn node<'a>(value: &'a mut Value, path: &[Value]) -> &'a mut Value {
    path.iter().fold(value, |v, step| match step {
        Value::String(key) => &mut v[key.as_str()],
        _ => &mut v[step.as_u64().unwrap_or_default() as usize],
    })
}

/// Every object of every view, with an unknown key and with each key left out, is refused.
fn strictly_read<G: CliGame>(views: &[ViewOf<G>]) -> (usize, usize) {
    let (mut added, mut left_out) = (0, 0);
    let mut engine = engine::<G>();
    for view in views {
        let json = G::view_json(view);
        let line = json.to_string();
        let answer = engine.answer(line.as_bytes()).unwrap();
        assert!(!answer.starts_with("{\"error\""), "{line}\n{answer}");
        let mut paths = Vec::new();
        object_paths(&json, &mut Vec::new(), &mut paths);
        for path in paths {
            let mut with_extra = json.clone();
            if let Value::Object(map) = node(&mut with_extra, &path) {
                map.insert("zz_unknown".into(), Value::from(1));
            }
            let answer = engine.answer(with_extra.to_string().as_bytes()).unwrap();
            assert!(
                answer.starts_with("{\"error\"") && answer.contains("zz_unknown")
                    || answer.contains("expected"),
                "extra key at {path:?} accepted: {answer}"
            );
            assert!(answer.starts_with("{\"error\""), "{path:?}: {answer}");
            added += 1;
            let keys: Vec<String> = match node(&mut json.clone(), &path) {
                Value::Object(map) => map.keys().cloned().collect(),
                _ => Vec::new(),
            };
            for key in keys.iter().filter(|k| !OPTIONAL.contains(&k.as_str())) {
                let mut without = json.clone();
                if let Value::Object(map) = node(&mut without, &path) {
                    map.remove(key);
                }
                let answer = engine.answer(without.to_string().as_bytes()).unwrap();
                assert!(
                    answer.starts_with("{\"error\""),
                    "{key} left out at {path:?} accepted: {answer}"
                );
                left_out += 1;
            }
        }
    }
    (added, left_out)
}

#[test]
fn en_garde_views_are_read_strictly_at_every_depth() {
    let views = views(
        |seed| {
            let rules = RuleSet::ALL[seed as usize % RuleSet::ALL.len()];
            EnGarde::new(rules, Options::default(), seed)
        },
        10,
        9,
    );
    let (added, left_out) = strictly_read::<EnGarde>(&views);
    assert!(added > 500 && left_out > 2_000, "{added} {left_out}");
}

#[test]
fn fifes_views_are_read_strictly_at_every_depth() {
    let views = views(
        |seed| FifesAndDrums::new(fifes::Options::default(), seed),
        4,
        7,
    );
    let (added, left_out) = strictly_read::<FifesAndDrums>(&views);
    assert!(added > 500 && left_out > 2_000, "{added} {left_out}");
}

#[test]
fn skirman_views_are_read_strictly_at_every_depth() {
    let views = views(
        |seed| Skirman::new(skirman::Rules::new(Level::ALL[seed as usize % 3]), seed),
        3,
        20,
    );
    let (added, left_out) = strictly_read::<Skirman>(&views);
    assert!(added > 500 && left_out > 2_000, "{added} {left_out}");
}

/// The nested places the issue named, refused with the key's path.
#[test]
fn unknown_nested_keys_and_left_out_fields_are_named() {
    let game = EnGarde::new(RuleSet::default(), Options::default(), 4);
    let view = EnGarde::view_json(&game.view(game.to_act().unwrap()));
    let mut extra = view.clone();
    extra["public"]["phase"]["speed"] = Value::from(3);
    let answer = engine::<EnGarde>().answer(extra.to_string().as_bytes());
    assert!(answer
        .unwrap()
        .contains("unknown field `public.phase.speed`"));
    for (object, key) in [("options", "target-score"), ("public", "top_discard")] {
        let mut missing = view.clone();
        let target = if object == "options" {
            &mut missing["public"]["options"]
        } else {
            &mut missing["public"]
        };
        target.as_object_mut().unwrap().remove(key);
        let answer = engine::<EnGarde>()
            .answer(missing.to_string().as_bytes())
            .unwrap();
        assert!(answer.contains("missing field"), "{key}: {answer}");
        assert!(answer.contains(key), "{key}: {answer}");
    }
    let game = Skirman::new(skirman::Rules::new(Level::Initiation), 4);
    let mut view = Skirman::view_json(&game.view(game.to_act().unwrap()));
    view["public"]["rules"]
        .as_object_mut()
        .unwrap()
        .remove("level");
    let answer = engine::<Skirman>()
        .answer(view.to_string().as_bytes())
        .unwrap();
    assert!(
        answer.contains("missing field `public.rules.level`"),
        "{answer}"
    );
}

/// The limit is on the line, not its end: 1 MiB followed by `\r\n` is read like `\n`.
#[test]
fn a_line_of_exactly_the_limit_is_read_with_either_line_end() {
    let game = EnGarde::new(RuleSet::default(), Options::default(), 4);
    let view = serde_json::to_string(&game.view(game.to_act().unwrap())).unwrap();
    let line = format!("{view}{}", " ".repeat(MAX_LINE_BYTES - view.len()));
    assert_eq!(line.len(), MAX_LINE_BYTES);
    for end in ["\n", "\r\n"] {
        let input = format!("{line}{end}{line} {end}");
        let mut out = Vec::new();
        engine::<EnGarde>()
            .serve(&mut input.as_bytes(), &mut out)
            .unwrap();
        let out = String::from_utf8(out).unwrap();
        let answers: Vec<&str> = out.lines().collect();
        assert_eq!(answers.len(), 2, "{end:?}");
        assert!(!answers[0].contains("error"), "{end:?}: {}", answers[0]);
        assert!(
            answers[1].contains("longer than"),
            "{end:?}: {}",
            answers[1]
        );
    }
}

/// Finished exchanges are checked against the deck, and a view holds a bounded history.
#[test]
fn a_skirman_history_must_fit_the_deck_and_a_cap() {
    use skirman::{ChainLink, Exchange, ShownCard};
    // A bout with a finished exchange.
    let mut game = Skirman::new(skirman::Rules::new(Level::Competition), 11);
    let mut rng = Rng::seeded(3);
    while game.public().exchanges.is_empty() || game.to_act().is_none() {
        if game.to_act().is_none() {
            game = Skirman::new(skirman::Rules::new(Level::Competition), rng.next_u64());
        }
        let legal = game.legal_actions();
        game.apply_trusted(&legal[rng.below(legal.len() as u32) as usize]);
    }
    let seat = game.to_act().unwrap();
    let real = game.view(seat);
    assert!(skirman::View::problems(&real).is_empty());
    let fleche = |_| ChainLink {
        by: seat,
        card: Some(ShownCard::Up(skirman::Card::Fleche)),
        link: skirman::LinkKind::Attack,
    };
    let end = real.public.exchanges[0].end;
    // Thirty FLÈCHEs in one exchange, where the deck holds one.
    let mut thirty = real.clone();
    thirty.public.exchanges[0] = Exchange {
        links: (0..30).map(fleche).collect(),
        end,
    };
    let problems = thirty.problems();
    assert!(
        problems
            .iter()
            .any(|p| matches!(p, skirman::ViewProblem::ExchangeCards { found: 30, .. })),
        "{problems:?}"
    );
    // Thirty exchanges of one FLÈCHE each, all still in the discard pile.
    let mut spread = real.clone();
    let discarded = (real.public.discard as usize).min(30);
    spread.public.exchanges = (0..discarded)
        .map(|_| Exchange {
            links: vec![fleche(0)],
            end,
        })
        .collect();
    if discarded > 1 {
        assert!(!spread.problems().is_empty());
    }
    // 4 500 invented exchanges: refused for their number, at once.
    let mut long = real.clone();
    long.public.exchanges = vec![real.public.exchanges[0].clone(); 4_500];
    assert_eq!(
        long.problems(),
        vec![skirman::ViewProblem::TooLong {
            exchanges: 4_500,
            cards: 4_500 * real.public.exchanges[0].links.len()
        }]
    );
}
