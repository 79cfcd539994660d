//! What the browser's AI worker (`src/bin/ai_worker.rs`) answers: the engine protocol's twin
//! over `postMessage`, native code so that it is tested natively. One worker serves every game:
//! each request names its game. Requests and answers are `cli::protocol`'s enums, written by
//! `core::message`; every request is answered with its id, an unreadable or over-long one by a
//! refusal, so that no page waits for ever.
//!
//! A decision's view is read and checked exactly as `touche engine` reads one
//! (`engine::read_checked_view`) or taken from the page's save, so the search only ever sees a
//! consistent view. A hint is the search's choice at the `Strong` budget, whatever the seat.
use super::engine::read_checked_view;
use super::games::CliGame;
use super::protocol::{Answer, Decision, Position, Refusal, Request, MAX_REQUEST_BYTES};
use crate::ai::Ismcts;
use crate::bots::Strength;
use crate::core::message::{decode, encode, Envelope, Problem};
use crate::core::record::record_from_seed;
use crate::core::{Rng, ViewOf};
use crate::i18n::cli::Text;
use crate::i18n::table::hint_line;
use crate::i18n::Lang;
use crate::saves::{
    move_index, read_save, write_save, Save, SavedKind, SavedSeat, SettingsText, Sitting,
};

/// The worker's answer to one message (`core::message` text). Never panics, whatever the text.
/// `now` gives milliseconds from any fixed origin (a decision's time).
pub fn answer(text: &str, now: &dyn Fn() -> f64) -> String {
    let (id, answer) = match decode::<Request>(text, MAX_REQUEST_BYTES) {
        Ok(Envelope { id, body }) => (id, serve_any(&body, now)),
        // A message whose id could not be read is answered with id 0, which no page uses.
        Err(error) => (error.id.unwrap_or(0), refusal(&error.problem)),
    };
    encode(id, &answer)
}

/// The worker's first message: it listens.
pub fn ready() -> String {
    encode(0, &Answer::Ready)
}

/// A message that is not a request the worker reads.
fn refusal(problem: &Problem) -> Answer {
    Answer::Refused(match problem {
        Problem::TooLong { bytes, max } => Refusal::TooLong {
            bytes: *bytes as u64,
            max: *max as u64,
        },
        other => Refusal::Unreadable(other.to_string()),
    })
}

fn serve_any(request: &Request, now: &dyn Fn() -> f64) -> Answer {
    if let Request::Positions { game, count, seed } = *request {
        let count = count.min(1_000) as usize;
        return Answer::Positions(crate::bench::decision_views(game, count, seed));
    }
    let lang = request.lang();
    let start = now();
    let served = crate::dispatch!(request.game(), G => serve::<G>(request, lang));
    let tenths_of_ms = ((now() - start).max(0.0) * 10.0).round() as u64;
    match served {
        Ok(Answer::Decided(decision)) => Answer::Decided(Decision {
            tenths_of_ms,
            ..decision
        }),
        Ok(Answer::Hinted { decision, sentence }) => Answer::Hinted {
            decision: Decision {
                tenths_of_ms,
                ..decision
            },
            sentence,
        },
        Ok(answer) => answer,
        Err(words) => Answer::Refused(Refusal::Words(words)),
    }
}

/// One request about a game of `G`; `Err` holds the refusal's words.
fn serve<G>(request: &Request, lang: Lang) -> Result<Answer, String>
where
    G: CliGame<Rules: SettingsText, Options: SettingsText>,
{
    match request {
        Request::Record { save, .. } => {
            let save = read_save_words::<G>(save, lang)?;
            let actions: Vec<G::Action> = save.moves.iter().map(|(_, a)| a.clone()).collect();
            let record = record_from_seed::<G>(&save.rules, &save.options, save.seed, &actions);
            Ok(Answer::Record(
                serde_json::to_string_pretty(&record).unwrap_or_default(),
            ))
        }
        Request::Import { record, .. } => import::<G>(record, lang),
        Request::Decide {
            strength,
            seed,
            position,
            ..
        } => {
            let view = view_of::<G>(position, lang)?;
            decide::<G>(*strength, *seed, &view, false, lang)
                .map(|(decision, _)| Answer::Decided(decision))
        }
        Request::Hint { seed, position, .. } => {
            let view = view_of::<G>(position, lang)?;
            let (decision, sentence) = decide::<G>(Strength::Strong, *seed, &view, true, lang)?;
            Ok(Answer::Hinted { decision, sentence })
        }
        // Answered before any game is read.
        Request::Positions { .. } => Err(Text::NotAnObject.text(lang).to_string()),
    }
}

/// The acting seat's view: from the page's save, or a view checked as the engine checks it.
fn view_of<G>(position: &Position, lang: Lang) -> Result<ViewOf<G>, String>
where
    G: CliGame<Rules: SettingsText, Options: SettingsText>,
{
    match position {
        Position::Saved { save, seat } => {
            let save = read_save_words::<G>(save, lang)?;
            if save.state.to_act() != Some(*seat) {
                return Err(Text::NoLegalAction.text(lang).to_string());
            }
            Ok(save.state.view(*seat))
        }
        Position::View(view) => read_checked_view::<G>(view, None, lang),
    }
}

/// A save sent by the page, checked by replaying it through the rules.
fn read_save_words<G>(save: &str, lang: Lang) -> Result<Save<G>, String>
where
    G: CliGame<Rules: SettingsText, Options: SettingsText>,
{
    read_save::<G>(save).map_err(|e| crate::i18n::saves::save_error(&e, lang))
}

/// A record of any game, checked as `touche replay` checks it; a record of `G` that starts from
/// a seed comes back as a save (its actions as legal-action indices) for the page's replay.
fn import<G>(text: &str, lang: Lang) -> Result<Answer, String>
where
    G: CliGame<Rules: SettingsText, Options: SettingsText>,
{
    let replay = crate::games::import::read_any(text)
        .map_err(|e| crate::i18n::records::any_read_error_for_players(&e, lang))?;
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
    Ok(Answer::Imported {
        save,
        over: state.outcome().is_some(),
    })
}

/// The decision at `strength` for one view of `G` (its time not yet measured), and its hint
/// sentence in the player's words. `forced_too`: a forced move is searched as well (a hint
/// always says its chance; the computer's own move need not wait for it).
fn decide<G: CliGame>(
    strength: Strength,
    seed: u64,
    view: &ViewOf<G>,
    forced_too: bool,
    lang: Lang,
) -> Result<(Decision, String), String> {
    let legal = G::legal_actions_in(view);
    let no_action = || Text::NoLegalAction.text(lang).to_string();
    let (action, value, iterations) = if strength.searches() {
        let mut search = Ismcts::new(G::search(strength), Rng::seeded(seed));
        let result = if forced_too {
            search.weigh::<G>(view)
        } else {
            search.think::<G>(view)
        };
        let result = result.ok_or_else(no_action)?;
        let searched = result.visits > 0;
        let iterations = if searched { result.iterations } else { 0 };
        (result.action, searched.then_some(result.value), iterations)
    } else {
        let action = G::bot(strength, seed).choose(view).ok_or_else(no_action)?;
        (action, None, 0)
    };
    // Only an action the rules both list and accept leaves the worker.
    let index = legal
        .iter()
        .position(|a| *a == action)
        .filter(|_| G::check_in(view, &action).is_ok())
        .ok_or_else(no_action)?;
    let sentence = hint_line(&G::action_text(view, &action, lang), value, lang);
    let decision = Decision {
        index: index as u64,
        permille: value.map(|v| (v.clamp(0.0, 1.0) * 1000.0).round() as u64),
        iterations: u64::from(iterations),
        tenths_of_ms: 0,
    };
    Ok((decision, sentence))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Computer;
    use crate::core::{Game, Seat};
    use crate::games::en_garde::{EnGarde, Options, RuleSet};
    use crate::games::GameId;

    fn clock() -> f64 {
        0.0
    }

    /// The worker's answer to `request` sent with `id`, and the id it came back with.
    fn ask_with(id: u64, request: &Request) -> (u64, Answer) {
        let text = answer(&encode(id, request), &clock);
        let Envelope { id, body } =
            decode::<Answer>(&text, usize::MAX).expect("an answer the page reads");
        (id, body)
    }

    fn ask(request: &Request) -> Answer {
        let (id, answer) = ask_with(3, request);
        assert_eq!(id, 3, "the answer carries its request's id");
        answer
    }

    fn decide(strength: Strength, position: Position) -> Request {
        Request::Decide {
            game: GameId::EnGarde,
            strength,
            seed: 5,
            lang: Lang::En,
            position,
        }
    }

    fn decided(answer: Answer) -> Decision {
        match answer {
            Answer::Decided(decision) => decision,
            other => panic!("not a decision: {other:?}"),
        }
    }

    fn refused(answer: Answer) -> Refusal {
        match answer {
            Answer::Refused(refusal) => refusal,
            other => panic!("not a refusal: {other:?}"),
        }
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
    fn the_first_message_says_ready() {
        assert_eq!(
            decode::<Answer>(&ready(), usize::MAX),
            Ok(Envelope {
                id: 0,
                body: Answer::Ready
            })
        );
    }

    #[test]
    fn a_page_sends_its_save_and_the_seat_to_act() {
        let (game, save) = saved(3);
        let seat = game.to_act().unwrap();
        let position = |seat| Position::Saved {
            save: save.clone(),
            seat,
        };
        let decision = decided(ask(&decide(Strength::Strong, position(seat))));
        assert!((decision.index as usize) < game.legal_actions().len());
        // The same decision as from the view itself.
        let view = serde_json::to_string(&game.view(seat)).unwrap();
        let from_view = decided(ask(&decide(Strength::Strong, Position::View(view))));
        assert_eq!(decision.index, from_view.index);
        let wrong_seat = ask(&decide(Strength::Strong, position(seat.other())));
        assert!(matches!(refused(wrong_seat), Refusal::Words(w) if !w.is_empty()));
    }

    #[test]
    fn records_are_written_from_saves_and_imported_back() {
        let (game, save) = saved(6);
        let written = ask(&Request::Record {
            game: GameId::EnGarde,
            lang: Lang::En,
            save,
        });
        let Answer::Record(record) = written else {
            panic!("not a record: {written:?}");
        };
        let replay =
            crate::core::import::read::<EnGarde>(&record).expect("a record touche replay reads");
        assert_eq!(replay.state, game);
        let import = |game, record: String| {
            ask(&Request::Import {
                game,
                lang: Lang::En,
                record,
            })
        };
        let Answer::Imported { save, over } = import(GameId::EnGarde, record.clone()) else {
            panic!("not imported");
        };
        assert_eq!(read_save::<EnGarde>(&save).unwrap().state, game);
        assert!(!over);
        // Another game's page, and an illegal action: refused in words, with its index and rule.
        let Refusal::Words(elsewhere) = refused(import(GameId::Skirman, record.clone())) else {
            panic!("not in words");
        };
        assert!(elsewhere.contains("En Garde"), "{elsewhere}");
        let mut bad: serde_json::Value = serde_json::from_str(&record).unwrap();
        bad["actions"][2] = serde_json::json!({"type": "retreat", "card": 5});
        let Refusal::Words(why) = refused(import(GameId::EnGarde, bad.to_string())) else {
            panic!("not in words");
        };
        assert!(
            why.contains("index 2") && why.contains("EG"),
            "names the action and the rule: {why}"
        );
    }

    #[test]
    fn a_decision_is_a_legal_action_with_its_index() {
        let (game, view) = opening();
        for strength in [Strength::Beginner, Strength::Standard, Strength::Strong] {
            let decision = decided(ask(&decide(strength, Position::View(view.clone()))));
            assert!((decision.index as usize) < game.legal_actions().len());
            assert_eq!(decision.permille.is_none(), !strength.searches());
            assert_eq!(decision.iterations > 0, strength.searches());
        }
    }

    #[test]
    fn a_hint_searches_and_rates_its_move() {
        let (_, view) = opening();
        let hint = Request::Hint {
            game: GameId::EnGarde,
            seed: 5,
            lang: Lang::En,
            position: Position::View(view),
        };
        let answer = ask(&hint);
        let Answer::Hinted { decision, sentence } = &answer else {
            panic!("not a hint: {answer:?}");
        };
        let permille = decision.permille.expect("a value");
        assert!(permille <= 1000);
        let percent = (permille as f64 / 10.0).round();
        assert!(
            sentence.starts_with("Hint: ")
                && sentence.ends_with(&format!("about {percent} % to win")),
            "{sentence}"
        );
        assert_eq!(
            decision.iterations,
            u64::from(EnGarde::search(Strength::Strong).iterations),
            "a hint searches at the Strong budget"
        );
        // The same seed, the same answer.
        assert_eq!(answer, ask(&hint));
    }

    #[test]
    fn a_hint_rates_a_forced_move_too() {
        // Games played on by varied legal actions until the one to act has a single one (an
        // attack that cannot be parried nor retreated from: take the hit).
        let forced = (0..200u64)
            .find_map(|seed| {
                let mut game = EnGarde::new(RuleSet::default(), Options::default(), seed);
                for turn in 0..500usize {
                    let seat = game.to_act()?;
                    let legal = game.legal_actions();
                    if legal.len() == 1 {
                        return Some(game.view(seat));
                    }
                    let action = legal[(turn * 7 + seed as usize) % legal.len()];
                    game.play_in_place(&action).unwrap();
                }
                None
            })
            .expect("a forced move in some game");
        let view = serde_json::to_string(&forced).unwrap();
        let hint = Request::Hint {
            game: GameId::EnGarde,
            seed: 5,
            lang: Lang::En,
            position: Position::View(view.clone()),
        };
        let Answer::Hinted { decision, sentence } = ask(&hint) else {
            panic!("not a hint");
        };
        assert_eq!(decision.index, 0);
        assert!(
            decision.permille.is_some(),
            "a forced move's chance: {sentence}"
        );
        assert!(sentence.contains("% to win"), "{sentence}");
        // The computer's own forced move is not searched.
        let move_of = decided(ask(&decide(Strength::Strong, Position::View(view))));
        assert_eq!((move_of.permille, move_of.iterations), (None, 0));
    }

    #[test]
    fn bad_requests_are_refused_with_their_id() {
        let (game, view) = opening();
        let idle = serde_json::to_string(&game.view(game.to_act().unwrap().other())).unwrap();
        for request in [
            decide(Strength::Strong, Position::View("{}".into())),
            decide(Strength::Strong, Position::View(idle)),
            decide(
                Strength::Strong,
                Position::View(view.replace("\"hand\"", "\"hands\"")),
            ),
            decide(
                Strength::Strong,
                Position::Saved {
                    save: "not a save".into(),
                    seat: Seat::One,
                },
            ),
        ] {
            let (id, answer) = ask_with(41, &request);
            assert_eq!(id, 41);
            assert!(matches!(refused(answer), Refusal::Words(w) if !w.is_empty()));
        }
        // Not a request of this protocol: refused as unreadable, with the id when it is there.
        let unreadable = |text: &str| {
            let Envelope { id, body } =
                decode::<Answer>(&answer(text, &clock), usize::MAX).unwrap();
            let Refusal::Unreadable(why) = refused(body) else {
                panic!("not unreadable: {text}");
            };
            assert!(!why.is_empty());
            id
        };
        assert_eq!(unreadable(""), 0);
        assert_eq!(
            unreadable(r#"{"id":1,"game":"en-garde","kind":"decide"}"#),
            0
        );
        assert_eq!(unreadable("touche-ai-request 1 8 dance\n"), 8);
        assert_eq!(unreadable("touche-ai-request 2 9 decide\n"), 9);
        assert_eq!(
            unreadable("touche-ai-request 1 10 decide\n5:chess8:standard1:52:en4:view2:{}"),
            10
        );
    }

    #[test]
    fn an_over_long_request_is_refused_with_its_id_unread() {
        let record = "x".repeat(MAX_REQUEST_BYTES + MAX_REQUEST_BYTES / 2);
        let (id, answer) = ask_with(
            77,
            &Request::Import {
                game: GameId::EnGarde,
                lang: Lang::Fr,
                record,
            },
        );
        assert_eq!(id, 77);
        let Refusal::TooLong { bytes, max } = refused(answer) else {
            panic!("not too long");
        };
        assert!(bytes > max && max == MAX_REQUEST_BYTES as u64);
        assert_eq!(
            refusal(&Problem::TooLong { bytes: 9, max: 8 }),
            Answer::Refused(Refusal::TooLong { bytes: 9, max: 8 })
        );
    }

    #[test]
    fn every_game_answers_views_of_its_real_positions() {
        for game in GameId::ALL {
            let positions = ask(&Request::Positions {
                game,
                count: 3,
                seed: 2,
            });
            let Answer::Positions(views) = positions else {
                panic!("no positions: {positions:?}");
            };
            assert_eq!(views.len(), 3);
            for view in views {
                let answer = ask(&Request::Decide {
                    game,
                    strength: Strength::Standard,
                    seed: 1,
                    lang: Lang::Fr,
                    position: Position::View(view),
                });
                decided(answer);
            }
        }
    }
}
