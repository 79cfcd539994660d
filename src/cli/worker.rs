//! What the browser's AI worker (`src/bin/ai_worker.rs`) answers: the engine protocol's twin
//! over `postMessage`, native code so that it is tested natively. One worker serves every game:
//! each request names its game, and its view is read and checked exactly as `touche engine`
//! reads one (`engine::read_checked_view`), so the search only ever sees a consistent view.
//!
//! Request (one JSON string):
//! `{"id": 7, "game": "en-garde", "kind": "decide" | "hint", "strength": "strong", "seed": 1,
//!   "lang": "fr", "view": {"viewer": …, "public": …, "private": …}}`
//! Answer: `{"id": 7, "action": <the action as records write it>, "index": 2, "value": 0.62,
//! "iterations": 2000, "ms": 231.5}` — `index` is the action's place in `legal_actions_in(view)`
//! (the page reads the action from it, so it needs no JSON reader of actions), `value` the
//! search's estimate of the chance of winning (`null` when nothing was searched: a heuristic
//! decision, or a single legal action), `text` the action in the player's words and `hint` the
//! hint's sentence ("Hint: Forward 3 — about 62 % to win"; the pages link none of these words)
//! — or `{"id": 7, "error": "…"}`.
//!
//! A hint is the search's choice at least at the `Strong` budget, whatever the seat. For the
//! calibration (docs/ai.md), `{"id", "kind": "positions", "game", "count", "seed"}` answers
//! `{"id", "views": [...]}`: views of real positions (`bench::decision_views`).
use super::engine::read_checked_view;
use super::games::CliGame;
use crate::ai::Ismcts;
use crate::bots::Strength;
use crate::core::record::record_from_seed;
use crate::core::{Rng, Seat, ViewOf};
use crate::games::en_garde::EnGarde;
use crate::games::fifes::FifesAndDrums;
use crate::games::skirman::Skirman;
use crate::games::GameId;
use crate::i18n::cli::Text;
use crate::i18n::table::hint_line;
use crate::i18n::Lang;
use crate::saves::{
    move_index, read_save, write_save, Save, SavedKind, SavedSeat, SettingsText, Sitting,
};
use serde::Deserialize;
use serde_json::{json, Value};

/// Longest request read, in bytes: the engine's longest line.
pub const MAX_REQUEST_BYTES: usize = super::engine::MAX_LINE_BYTES;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// The computer's move.
    Decide,
    /// The move the search suggests to a person, with its estimated chance of winning.
    Hint,
    /// Views of real positions, for the calibration.
    Positions,
    /// A game's record (docs/record-format.md), written from its save.
    Record,
    /// A record read and checked as `touche replay` checks it, answered as a save to replay.
    Import,
}

#[derive(Deserialize)]
struct Request {
    #[serde(default)]
    id: u64,
    game: String,
    kind: Kind,
    #[serde(default)]
    strength: Strength,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    lang: Option<String>,
    #[serde(default)]
    view: Option<Value>,
    #[serde(default)]
    count: Option<usize>,
    /// The game as the page saved it (`saves::save`): the worker takes the view of `seat` from
    /// it, so a page sends a few hundred bytes and needs no JSON writer of views.
    #[serde(default)]
    save: Option<String>,
    #[serde(default)]
    seat: Option<u8>,
    /// A record's text (`import`).
    #[serde(default)]
    text: Option<String>,
}

/// The worker's answer to one request (a JSON string). Never panics, whatever the text. `now`
/// gives milliseconds from any fixed origin (the answer's `ms` is the decision's time).
pub fn answer(text: &str, now: &dyn Fn() -> f64) -> String {
    let fail = |id: u64, message: String| json!({ "id": id, "error": message }).to_string();
    if text.len() > MAX_REQUEST_BYTES {
        return fail(
            0,
            crate::i18n::cli::line_too_long(MAX_REQUEST_BYTES, Lang::En),
        );
    }
    let request: Request = match serde_json::from_str(text) {
        Ok(request) => request,
        Err(e) => return fail(0, format!("not a request: {e}")),
    };
    let id = request.id;
    let lang = request
        .lang
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or(Lang::En);
    let Some(game) = GameId::from_slug(&request.game) else {
        return fail(id, format!("unknown game {:?}", request.game));
    };
    if request.kind == Kind::Positions {
        let count = request.count.unwrap_or(20).min(1_000);
        let views = crate::bench::decision_views(game, count, request.seed);
        return json!({ "id": id, "views": views }).to_string();
    }
    let start = now();
    let decided = match game {
        GameId::EnGarde => serve::<EnGarde>(&request, lang),
        GameId::Skirman => serve::<Skirman>(&request, lang),
        GameId::FifesAndDrums => serve::<FifesAndDrums>(&request, lang),
    };
    let ms = now() - start;
    match decided {
        Ok(mut reply) => {
            reply["id"] = json!(id);
            reply["ms"] = json!((ms * 10.0).round() / 10.0);
            reply.to_string()
        }
        Err(message) => fail(id, message),
    }
}

/// One request about a game of `G`, as the answer's fields.
fn serve<G>(request: &Request, lang: Lang) -> Result<Value, String>
where
    G: CliGame<Rules: SettingsText, Options: SettingsText>,
{
    match request.kind {
        Kind::Record => {
            let save = read_save_words::<G>(request.save.as_deref(), lang)?;
            let actions: Vec<G::Action> = save.moves.iter().map(|(_, a)| a.clone()).collect();
            let record = record_from_seed::<G>(&save.rules, &save.options, save.seed, &actions);
            let text = serde_json::to_string_pretty(&record).unwrap_or_default();
            Ok(json!({ "record": text }))
        }
        Kind::Import => import::<G>(request.text.as_deref().unwrap_or_default(), lang),
        _ => {
            let view = match (&request.save, request.seat, &request.view) {
                (Some(save), Some(seat), _) => {
                    let save = read_save_words::<G>(Some(save), lang)?;
                    let seat = Seat::BOTH
                        .into_iter()
                        .find(|s| s.number() == seat)
                        .ok_or_else(|| Text::NotAnObject.text(lang).to_string())?;
                    if save.state.to_act() != Some(seat) {
                        return Err(Text::NoLegalAction.text(lang).to_string());
                    }
                    save.state.view(seat)
                }
                (_, _, Some(view)) => read_checked_view::<G>(&view.to_string(), None, lang)?,
                _ => return Err(Text::NotAnObject.text(lang).to_string()),
            };
            decide::<G>(request, &view, lang)
        }
    }
}

/// A save sent by the page, checked by replaying it through the rules.
fn read_save_words<G>(save: Option<&str>, lang: Lang) -> Result<Save<G>, String>
where
    G: CliGame<Rules: SettingsText, Options: SettingsText>,
{
    read_save::<G>(save.unwrap_or_default()).map_err(|e| crate::i18n::saves::save_error(&e, lang))
}

/// A record of any game, checked as `touche replay` checks it; a record of `G` that starts from
/// a seed comes back as a save (its actions as legal-action indices) for the page's replay.
fn import<G>(text: &str, lang: Lang) -> Result<Value, String>
where
    G: CliGame<Rules: SettingsText, Options: SettingsText>,
{
    let replay = crate::games::import::read_any(text)
        .map_err(|e| crate::i18n::records::any_read_error(&e, lang))?;
    let found = replay.game();
    if found != G::ID {
        return Err(crate::i18n::saves::other_game(found, lang));
    }
    // Read again as `G`: the same checks, which it has just passed.
    let replay = crate::core::import::read::<G>(text)
        .map_err(|_| Text::NoLegalAction.text(lang).to_string())?;
    let crate::core::import::Origin::Seed(seed) = replay.start else {
        return Err(crate::i18n::saves::from_position(lang));
    };
    let mut state = replay.initial.clone();
    let mut indices = Vec::with_capacity(replay.moves.len());
    for step in &replay.moves {
        let index = move_index(&state, &step.action)
            .ok_or_else(|| Text::NoLegalAction.text(lang).to_string())?;
        indices.push(index);
        let _ = state.play_in_place(&step.action);
    }
    let person = SavedSeat {
        kind: SavedKind::Human,
        name: String::new(),
    };
    let sitting = Sitting {
        seats: [person.clone(), person],
        bot_seed: 0,
        hints: [0, 0],
        resigned: None,
    };
    let save = write_save::<G>(&replay.rules, &replay.options, seed, &sitting, &indices);
    Ok(json!({ "save": save, "over": state.outcome().is_some() }))
}

/// The decision (or hint) for one view of `G`, as the answer's fields.
fn decide<G: CliGame>(request: &Request, view: &ViewOf<G>, lang: Lang) -> Result<Value, String> {
    let legal = G::legal_actions_in(view);
    let no_action = || Text::NoLegalAction.text(lang).to_string();
    let strength = match request.kind {
        Kind::Hint if !request.strength.searches() => Strength::Strong,
        _ => request.strength,
    };
    let (action, value, iterations) = if strength.searches() {
        let mut search = Ismcts::new(G::search(strength), Rng::seeded(request.seed));
        let result = search.think::<G>(view).ok_or_else(no_action)?;
        let searched = result.visits > 0;
        let iterations = if searched { result.iterations } else { 0 };
        (result.action, searched.then_some(result.value), iterations)
    } else {
        let action = G::bot(strength, request.seed)
            .choose(view)
            .ok_or_else(no_action)?;
        (action, None, 0)
    };
    // Only an action the rules both list and accept leaves the worker.
    let index = legal
        .iter()
        .position(|a| *a == action)
        .filter(|_| G::check_in(view, &action).is_ok())
        .ok_or_else(no_action)?;
    let text = G::action_text(view, &action, lang);
    Ok(json!({
        "action": G::action_to_json(&action),
        "index": index,
        "value": value.map(|v| (v * 1000.0).round() / 1000.0),
        "iterations": iterations,
        "hint": hint_line(&text, value, lang),
        "text": text,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Computer;
    use crate::core::record::Recorded;
    use crate::core::Game;
    use crate::games::en_garde::{Options, RuleSet};

    fn clock() -> f64 {
        0.0
    }

    fn request(kind: &str, strength: &str, view: &str) -> String {
        format!(
            r#"{{"id":3,"game":"en-garde","kind":"{kind}","strength":"{strength}","seed":5,"view":{view}}}"#
        )
    }

    fn reply(text: &str) -> Value {
        serde_json::from_str(&answer(text, &clock)).expect("an answer is JSON")
    }

    fn opening() -> (EnGarde, String) {
        let game = EnGarde::new(RuleSet::default(), Options::default(), 9);
        let seat = game.to_act().unwrap();
        let view = serde_json::to_string(&game.view(seat)).unwrap();
        (game, view)
    }

    /// A save of an En Garde game after `n` actions (the first legal one each time).
    fn saved(n: usize) -> (EnGarde, String) {
        let rules = RuleSet::default();
        let options = Options::default();
        let mut game = EnGarde::new(rules, options, 4);
        for _ in 0..n {
            let action = game.legal_actions()[0];
            game.play_in_place(&action).unwrap();
        }
        let person = SavedSeat {
            kind: SavedKind::Human,
            name: "Ann \"A\"".into(),
        };
        let sitting = Sitting {
            seats: [person.clone(), person],
            bot_seed: 1,
            hints: [0, 0],
            resigned: None,
        };
        let text = write_save::<EnGarde>(&rules, &options, 4, &sitting, &vec![0; n]);
        (game, text)
    }

    #[test]
    fn a_page_sends_its_save_and_the_seat_to_act() {
        let (game, save) = saved(3);
        let seat = game.to_act().unwrap();
        let asked = json!({"id": 3, "game": "en-garde", "kind": "decide", "strength": "strong",
            "seed": 5, "seat": seat.number(), "save": save});
        let answer = reply(&asked.to_string());
        let index = answer["index"].as_u64().expect("an index") as usize;
        assert!(index < game.legal_actions().len());
        // The same decision as from the view itself.
        let view = serde_json::to_string(&game.view(seat)).unwrap();
        assert_eq!(
            answer["index"],
            reply(&request("decide", "strong", &view))["index"]
        );
        let wrong_seat = json!({"id": 1, "game": "en-garde", "kind": "decide", "strength": "strong",
            "seed": 5, "seat": seat.other().number(), "save": save});
        assert!(reply(&wrong_seat.to_string())["error"].is_string());
    }

    #[test]
    fn records_are_written_from_saves_and_imported_back() {
        let (game, save) = saved(6);
        let written = reply(
            &json!({"id": 2, "game": "en-garde", "kind": "record", "save": save}).to_string(),
        );
        let record = written["record"].as_str().expect("a record");
        let replay =
            crate::core::import::read::<EnGarde>(record).expect("a record touche replay reads");
        assert_eq!(replay.state, game);
        let imported = reply(
            &json!({"id": 3, "game": "en-garde", "kind": "import", "text": record}).to_string(),
        );
        let back = read_save::<EnGarde>(imported["save"].as_str().expect("a save")).unwrap();
        assert_eq!(back.state, game);
        assert_eq!(imported["over"], false);
        // Another game's page, and an illegal action: refused in words, with its index and rule.
        let elsewhere = reply(
            &json!({"id": 4, "game": "skirman", "kind": "import", "text": record}).to_string(),
        );
        assert!(
            elsewhere["error"].as_str().unwrap().contains("En Garde"),
            "{elsewhere}"
        );
        let mut bad: Value = serde_json::from_str(record).unwrap();
        bad["actions"][2] = json!({"type": "retreat", "card": 5});
        let refused = reply(
            &json!({"id": 5, "game": "en-garde", "kind": "import", "text": bad.to_string()})
                .to_string(),
        );
        let why = refused["error"].as_str().expect("an error");
        assert!(
            why.contains("index 2") && why.contains("EG"),
            "names the action and the rule: {why}"
        );
    }

    #[test]
    fn a_decision_is_a_legal_action_with_its_index() {
        let (game, view) = opening();
        for strength in ["beginner", "standard", "strong"] {
            let answer = reply(&request("decide", strength, &view));
            assert_eq!(answer["id"], 3, "{answer}");
            let legal = game.legal_actions();
            let index = answer["index"].as_u64().expect("an index") as usize;
            let action = EnGarde::action_from_json(&answer["action"]).unwrap();
            assert_eq!(legal[index], action);
            assert_eq!(answer["value"].is_null(), strength != "strong");
            assert!(answer["text"].as_str().is_some_and(|t| !t.is_empty()));
        }
    }

    #[test]
    fn a_hint_searches_and_rates_its_move_whatever_the_strength() {
        let (_, view) = opening();
        let answer = reply(&request("hint", "beginner", &view));
        let value = answer["value"].as_f64().expect("a value");
        assert!((0.0..=1.0).contains(&value));
        let percent = (value * 100.0).round();
        let hint = answer["hint"].as_str().unwrap();
        assert!(
            hint.starts_with("Hint: ") && hint.ends_with(&format!("about {percent} % to win")),
            "{hint}"
        );
        assert_eq!(
            answer["iterations"],
            EnGarde::search(Strength::Strong).iterations,
            "a hint searches at least at the Strong budget"
        );
        // The same seed, the same answer.
        assert_eq!(answer, reply(&request("hint", "beginner", &view)));
    }

    #[test]
    fn bad_requests_get_error_answers() {
        let (game, view) = opening();
        let idle = serde_json::to_string(&game.view(game.to_act().unwrap().other())).unwrap();
        for text in [
            "".to_string(),
            "[1]".to_string(),
            r#"{"id":1,"game":"chess","kind":"decide"}"#.to_string(),
            r#"{"id":1,"game":"en-garde","kind":"decide"}"#.to_string(),
            request("decide", "strong", "{}"),
            request("decide", "strong", &idle),
            request("dance", "strong", &view),
            request("decide", "strong", &view.replace("\"hand\"", "\"hands\"")),
        ] {
            let answer = reply(&text);
            assert!(answer["error"].is_string(), "{text} → {answer}");
            assert!(answer.get("action").is_none());
        }
    }

    #[test]
    fn every_game_answers_views_of_its_real_positions() {
        for game in GameId::ALL {
            let positions = reply(&format!(
                r#"{{"id":1,"game":"{}","kind":"positions","count":3,"seed":2}}"#,
                game.slug()
            ));
            let views = positions["views"].as_array().expect("views");
            assert_eq!(views.len(), 3);
            for view in views {
                let text = format!(
                    r#"{{"id":2,"game":"{}","kind":"decide","strength":"standard","view":{}}}"#,
                    game.slug(),
                    view.as_str().unwrap()
                );
                let answer = reply(&text);
                assert!(answer["index"].is_u64(), "{answer}");
            }
        }
    }
}
