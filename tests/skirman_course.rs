//! The guided course (issue 12) replayed through the rules: every lesson starts from a legal
//! explicit position, every scripted move and expected answer is legal and accepted, every wrong
//! answer listed is refused for the rule it names (or, when the rules allow it, plays out
//! legally), every lesson asks at least two decisions, and the course plays every card of every
//! level.
use touche::core::walkthrough::{Verdict, Walk, WrongKind};
use touche::core::{Game, RuleError, Seat};
use touche::games::skirman::course::{coverage, Lesson, LEARNER, LESSONS};
use touche::games::skirman::{Action, Card, Level, Phase, Skirman};

/// Plays a lesson with `choice` picking among each decision's answers; returns the walk.
fn replay(lesson: &Lesson, choice: usize) -> Walk<Skirman> {
    let mut walk = lesson
        .walk()
        .unwrap_or_else(|e| panic!("{}: {e:?}", lesson.slug));
    while let Some((i, d)) = walk.asking() {
        let game = walk.game();
        assert_eq!(
            game.to_act(),
            Some(LEARNER),
            "{} decision {i}: the learner decides",
            lesson.slug
        );
        let answer = d.answers[choice.min(d.answers.len() - 1)];
        assert_eq!(answer, answer.canonical(), "{} decision {i}", lesson.slug);
        assert!(
            game.legal_actions().contains(&answer),
            "{} decision {i}: {answer:?} is not legal in {:?}; hand {:?}; legal {:?}",
            lesson.slug,
            game.phase(),
            game.hand(LEARNER),
            game.legal_actions()
        );
        match walk.attempt(&answer) {
            Verdict::Right { step } => assert_eq!(step, i),
            other => panic!("{} decision {i}: {other:?}", lesson.slug),
        }
        walk.play_replies()
            .unwrap_or_else(|e| panic!("{} decision {i}: {e:?}", lesson.slug));
    }
    assert!(walk.finished(), "{}: script ended early", lesson.slug);
    walk
}

#[test]
fn every_lesson_replays_through_the_rules() {
    assert!(LESSONS.len() >= 15, "issue 12: at least 15 lessons");
    for lesson in &LESSONS {
        assert!(
            lesson.steps.len() >= 2,
            "{}: at least two decisions",
            lesson.slug
        );
        let script = lesson.walkthrough().unwrap();
        script
            .verify()
            .unwrap_or_else(|e| panic!("{}: {e:?}", lesson.slug));
        let widest = lesson
            .steps
            .iter()
            .map(|d| d.answers.len())
            .max()
            .unwrap_or(1);
        for choice in 0..widest {
            replay(lesson, choice);
        }
    }
    let mut slugs: Vec<&str> = LESSONS.iter().map(|l| l.slug).collect();
    slugs.sort();
    slugs.dedup();
    assert_eq!(slugs.len(), LESSONS.len(), "slugs are unique");
}

#[test]
fn lessons_follow_the_seeds_progression() {
    // Initiation, then Entraînement, then Compétition (the levels never go back).
    let levels: Vec<Level> = LESSONS.iter().map(|l| l.level).collect();
    assert!(levels.windows(2).all(|w| w[0] <= w[1]), "{levels:?}");
    for level in Level::ALL {
        assert!(levels.contains(&level), "{level:?} has lessons");
    }
}

#[test]
fn every_wrong_answer_is_refused_for_its_rule_or_played_out() {
    let mut count = 0;
    for lesson in &LESSONS {
        let mut walk = lesson.walk().unwrap();
        while let Some((i, d)) = walk.asking() {
            for (w, wrong) in d.wrong.iter().enumerate() {
                count += 1;
                let game: &Skirman = walk.game();
                assert_eq!(wrong.action, wrong.action.canonical());
                assert!(!d.answers.contains(&wrong.action));
                // The learner holds the cards of each wrong answer, so he can try it.
                for card in wrong.action.cards().into_iter().flatten() {
                    assert!(
                        game.hand(LEARNER).contains(&card),
                        "{} decision {i} wrong {w}: {card:?} not in hand {:?}",
                        lesson.slug,
                        game.hand(LEARNER)
                    );
                }
                match wrong.kind {
                    WrongKind::Refused(rule) => match game.check(&wrong.action) {
                        Err(e) => assert_eq!(
                            e.rule_id(),
                            rule,
                            "{} decision {i}: {:?} refused as {e:?}",
                            lesson.slug,
                            wrong.action
                        ),
                        Ok(()) => {
                            panic!("{} decision {i}: {:?} is legal", lesson.slug, wrong.action)
                        }
                    },
                    WrongKind::PlayedOut(then) => {
                        let mut g = game.clone();
                        for a in std::iter::once(&wrong.action).chain(then) {
                            g.play_in_place(a).unwrap_or_else(|e| {
                                panic!("{} decision {i} wrong {w}: {a:?}: {e:?}", lesson.slug)
                            });
                        }
                    }
                }
                // The walk gives this wrong answer its explanation, and stays at the decision.
                let mut probe = walk.clone();
                match probe.attempt(&wrong.action) {
                    Verdict::Wrong {
                        step,
                        wrong: k,
                        played_out,
                    } => {
                        assert_eq!((step, k), (i, w));
                        assert_eq!(
                            played_out.is_some(),
                            matches!(wrong.kind, WrongKind::PlayedOut(_))
                        );
                    }
                    other => panic!("{} decision {i}: {other:?}", lesson.slug),
                }
                assert_eq!(probe, walk, "a wrong answer leaves the lesson where it was");
            }
            let answer = d.answers[0];
            assert_eq!(walk.attempt(&answer), Verdict::Right { step: i });
            walk.play_replies().unwrap();
        }
    }
    println!("wrong answers explained: {count}");
    assert!(count >= 19);
}

#[test]
fn unlisted_answers_get_the_rules_reason_or_a_redirect() {
    let mut walk = LESSONS[0].walk().unwrap();
    // Seat one opens; a flèche is not in his hand: the engine's reason (SK-hand).
    match walk.attempt(&Action::Play(Card::Fleche)) {
        Verdict::Refused(e) => assert_eq!(e.rule_id(), "SK-hand"),
        other => panic!("{other:?}"),
    }
    // Another legal attack is not this lesson's point.
    assert_eq!(
        walk.attempt(&Action::Play(Card::Attack(
            touche::games::skirman::AttackKind::Coupe,
            touche::games::skirman::Line::Octave
        ))),
        Verdict::OtherStep
    );
    // After a right answer the opponent's replies are due: no decision waits until they are
    // played.
    assert_eq!(
        walk.attempt(&Action::Play(Card::Attack(
            touche::games::skirman::AttackKind::CoupDroit,
            touche::games::skirman::Line::Sixte
        ))),
        Verdict::Right { step: 0 }
    );
    assert_eq!(walk.replying(), Some(0));
    assert_eq!(walk.attempt(&Action::Decline), Verdict::NotAsked);
    walk.play_replies().unwrap();
    assert_eq!(walk.asking().map(|(i, _)| i), Some(1));
    let mut done = replay(&LESSONS[0], 0);
    assert_eq!(done.attempt(&Action::Decline), Verdict::NotAsked);
}

#[test]
fn the_course_exercises_every_card_of_every_level() {
    for (level, cards, seen) in coverage() {
        println!("{level:?}: {} of {} cards", seen.len(), cards.len());
        let missing: Vec<&Card> = cards.iter().filter(|c| !seen.contains(c)).collect();
        assert!(missing.is_empty(), "{level:?}: never played {missing:?}");
    }
    for lesson in &LESSONS {
        println!("{}: {} decisions", lesson.slug, lesson.steps.len());
    }
}

#[test]
fn lessons_make_their_point() {
    // SK9: two warnings make a touch; SK15: three marches; SK31: dérobement scores; SK8: the
    // balayage's touch; §6: the flèche's riposte.
    let touches = |slug: &str| {
        let lesson = LESSONS.iter().find(|l| l.slug == slug).unwrap();
        replay(lesson, 0).game().touches()
    };
    assert_eq!(touches("marche"), [1, 0], "SK15");
    assert_eq!(touches("derobement"), [2, 0], "SK31");
    assert_eq!(touches("arbitrage"), [2, 0], "SK9 then JEU VIOLENT");
    assert_eq!(touches("balayage"), [1, 0], "SK8");
    assert_eq!(
        touches("touche-non-valable"),
        [0, 0],
        "TNV cancels the touch"
    );
    // The lesson on the right of way: after the parry the learner is ATTAQUANT.
    let lesson = LESSONS.iter().find(|l| l.slug == "right-of-way").unwrap();
    let mut walk = lesson.walk().unwrap();
    assert_eq!(walk.game().attaquant(), Seat::Two);
    walk.attempt(&Action::Play(Card::Parade(
        touche::games::skirman::Line::Quarte,
    )));
    assert_eq!(walk.game().attaquant(), Seat::One);
    assert_eq!(walk.game().phase(), Phase::Riposte);
    // Every lesson opens with the opponent's moves or the learner's, as its position says.
    for lesson in &LESSONS {
        let first_is_opponent = !lesson.opening.is_empty();
        assert_eq!(
            first_is_opponent,
            lesson.to_move == Seat::Two,
            "{}",
            lesson.slug
        );
    }
}

/// How the page tries `action`: the hand cards to select and the button to press.
fn clicks(action: Action) -> serde_json::Value {
    let cards: Vec<String> = action
        .cards()
        .into_iter()
        .flatten()
        .map(Card::slug)
        .collect();
    let button = match action {
        Action::Play(_) => "learn-play",
        Action::Attente(_) => "learn-attente",
        Action::Discard(_) => "learn-discard",
        Action::PlayTwo(..) => "learn-pair",
        Action::Keep(..) => "learn-keep",
        Action::ThrowAttacks(..) => "learn-pair",
        Action::Decline => "learn-decline",
    };
    serde_json::json!({ "cards": cards, "button": button })
}

/// e2e/course_answers.json is what the end-to-end test clicks: written from the lessons, so it
/// cannot drift from them. `TOUCHE_WRITE_ANSWERS=1` rewrites it.
#[test]
fn the_end_to_end_answers_are_the_lessons() {
    let lessons: Vec<serde_json::Value> = LESSONS
        .iter()
        .map(|lesson| {
            let decisions: Vec<serde_json::Value> = lesson
                .steps
                .iter()
                .map(|d| {
                    let wrong: Vec<serde_json::Value> = d
                        .wrong
                        .iter()
                        .map(|w| {
                            let mut c = clicks(w.action);
                            c["playedOut"] = matches!(w.kind, WrongKind::PlayedOut(_)).into();
                            c
                        })
                        .collect();
                    serde_json::json!({ "answer": clicks(d.answers[0]), "wrong": wrong })
                })
                .collect();
            serde_json::json!({ "slug": lesson.slug, "decisions": decisions })
        })
        .collect();
    let text = serde_json::to_string_pretty(&lessons).unwrap() + "\n";
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/e2e/course_answers.json");
    if std::env::var_os("TOUCHE_WRITE_ANSWERS").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    let saved = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        saved == text,
        "e2e/course_answers.json is out of date: run with TOUCHE_WRITE_ANSWERS=1"
    );
}
