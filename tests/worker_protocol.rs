//! The AI worker's protocol (`cli::protocol`, written by `core::message`): every request and
//! answer comes back as it went; random and mutated texts never panic a reader, are refused with
//! a reason, and a text that is accepted has exactly that one spelling; the worker answers every
//! message whose id it can read with that id.
//!
//! Seeded (`core::Rng`), so a failure repeats.
use std::panic::{catch_unwind, AssertUnwindSafe};
use touche::bots::Strength;
use touche::cli::protocol::{Answer, Decision, Position, Refusal, Request, MAX_REQUEST_BYTES};
use touche::cli::worker;
use touche::core::message::{decode, encode, DecodeError, Envelope, Message};
use touche::core::{Rng, Seat};
use touche::games::GameId;
use touche::i18n::Lang;

fn cases() -> usize {
    if cfg!(debug_assertions) {
        300
    } else {
        3_000
    }
}

fn requests() -> Vec<Request> {
    let mut all = Vec::new();
    for game in GameId::ALL {
        for lang in Lang::ALL {
            let positions = [
                Position::Saved {
                    save: "line one\nline: two ♥".into(),
                    seat: Seat::One,
                },
                Position::Saved {
                    save: String::new(),
                    seat: Seat::Two,
                },
                Position::View(r#"{"viewer":"one","public":{},"private":{}}"#.into()),
            ];
            for position in positions {
                for strength in Strength::ALL {
                    all.push(Request::Decide {
                        game,
                        strength,
                        seed: u64::MAX,
                        lang,
                        position: position.clone(),
                    });
                }
                all.push(Request::Hint {
                    game,
                    seed: 0,
                    lang,
                    position,
                });
            }
            all.push(Request::Record {
                game,
                lang,
                save: "a\nsave".into(),
            });
            all.push(Request::Import {
                game,
                lang,
                record: "{\"format\": 1}\n:é".into(),
            });
        }
        all.push(Request::Positions {
            game,
            count: 20,
            seed: 7,
        });
    }
    all
}

fn answers() -> Vec<Answer> {
    let decision = Decision {
        index: 4,
        permille: Some(618),
        iterations: 2_000,
        tenths_of_ms: 2_315,
    };
    let unsearched = Decision {
        index: 0,
        permille: None,
        iterations: 0,
        tenths_of_ms: 0,
    };
    vec![
        Answer::Ready,
        Answer::Decided(decision),
        Answer::Decided(unsearched),
        Answer::Hinted {
            decision,
            sentence: "Indice\u{202F}: Avancer de 3 — environ 62\u{202F}% de chances".into(),
        },
        Answer::Hinted {
            decision: unsearched,
            sentence: String::new(),
        },
        Answer::Record("{\n  \"format\": 1\n}".into()),
        Answer::Imported {
            save: "touche-save 1\n3 1 0".into(),
            over: true,
        },
        Answer::Imported {
            save: String::new(),
            over: false,
        },
        Answer::Positions(vec![]),
        Answer::Positions(vec!["{}".into(), String::new(), "{\"a\":\"b:c\"}".into()]),
        Answer::Refused(Refusal::TooLong {
            bytes: 1_572_864,
            max: MAX_REQUEST_BYTES as u64,
        }),
        Answer::Refused(Refusal::Unreadable("field 2 is not a game".into())),
        Answer::Refused(Refusal::Words("le coup d'indice 2 enfreint EG-5".into())),
    ]
}

fn round_trip<M: Message + Clone + PartialEq + std::fmt::Debug>(messages: &[M]) {
    for (n, message) in messages.iter().enumerate() {
        for id in [0, n as u64 + 1, u64::MAX] {
            let text = encode(id, message);
            assert_eq!(
                decode::<M>(&text, usize::MAX),
                Ok(Envelope {
                    id,
                    body: message.clone()
                }),
                "{text:?}"
            );
        }
    }
}

#[test]
fn every_request_and_answer_comes_back_as_it_went() {
    let requests = requests();
    let answers = answers();
    round_trip(&requests);
    round_trip(&answers);
    // Each request has its answer, and only that one; a refusal answers any.
    for request in &requests {
        let matching = answers
            .iter()
            .filter(|a| !matches!(a, Answer::Refused(_)) && a.answers(request))
            .count();
        assert!(matching > 0, "{request:?}");
        assert!(Answer::Refused(Refusal::Words(String::new())).answers(request));
        assert!(!Answer::Ready.answers(request));
    }
    // Every kind of request and answer has a tag of its own.
    let mut tags: Vec<&str> = answers.iter().map(Message::tag).collect();
    tags.dedup();
    let mut unique = tags.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(tags.len(), unique.len(), "{tags:?}");
}

/// A reader's verdict on `text`, caught if it panics.
fn read<M: Message>(text: &str) -> Result<Result<Envelope<M>, DecodeError>, String> {
    catch_unwind(AssertUnwindSafe(|| decode::<M>(text, MAX_REQUEST_BYTES)))
        .map_err(|_| format!("panicked on {text:?}"))
}

/// Whatever `text` is: no panic; a refusal with a reason; an accepted text is the one spelling
/// of what it decodes to. Whether it was accepted.
fn check<M: Message>(text: &str) -> bool {
    match read::<M>(text).unwrap() {
        Ok(Envelope { id, body }) => {
            assert_eq!(encode(id, &body), text, "one spelling");
            true
        }
        Err(error) => {
            assert!(!error.problem.to_string().is_empty(), "{text:?}");
            false
        }
    }
}

fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..=rng.below(3) {
        let at = rng.below(bytes.len() as u32 + 1) as usize;
        match rng.below(6) {
            0 if at < bytes.len() => bytes[at] = rng.next_u64() as u8,
            1 if at < bytes.len() => {
                bytes.remove(at);
            }
            2 => bytes.insert(at, b"0123456789: \n"[rng.below(13) as usize]),
            3 => bytes.truncate(at),
            4 if at < bytes.len() => {
                let end = (at + 1 + rng.below(8) as usize).min(bytes.len());
                let span = bytes[at..end].to_vec();
                bytes.splice(at..at, span);
            }
            _ if at < bytes.len() && bytes[at].is_ascii_digit() => {
                bytes[at] = b'0' + rng.below(10) as u8;
            }
            _ => bytes.insert(at, rng.next_u64() as u8),
        }
    }
    // postMessage carries strings: what reaches a reader is always text.
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn random_and_mutated_texts_never_panic_and_are_refused_with_a_reason() {
    let mut rng = Rng::seeded(0x7e57);
    let valid: Vec<String> = requests()
        .iter()
        .enumerate()
        .map(|(n, r)| encode(n as u64 * 37, r))
        .chain(answers().iter().map(|a| encode(u64::MAX, a)))
        .collect();
    let mut verdicts = [0; 2];
    for _ in 0..cases() {
        let length = rng.below(200) as usize;
        let noise: Vec<u8> = (0..length).map(|_| rng.next_u64() as u8).collect();
        let noise = String::from_utf8_lossy(&noise).into_owned();
        check::<Request>(&noise);
        check::<Answer>(&noise);
        for text in &valid {
            let mutated = mutate(text, &mut rng);
            let accepted = check::<Request>(&mutated) | check::<Answer>(&mutated);
            verdicts[usize::from(accepted)] += 1;
        }
    }
    // Mutations both break messages and make other valid ones (a changed seed, say).
    assert!(
        verdicts.iter().all(|&n| n > 100),
        "refused, accepted: {verdicts:?}"
    );
}

#[test]
fn the_worker_answers_every_message_with_the_id_it_can_read() {
    let clock = || 0.0;
    let mut rng = Rng::seeded(0xa11);
    // Requests the worker answers in microseconds: no search, no calibration positions.
    let quick: Vec<String> = requests()
        .into_iter()
        .filter(|r| match r {
            Request::Decide { strength, .. } => !strength.searches(),
            Request::Positions { .. } | Request::Hint { .. } => false,
            _ => true,
        })
        .enumerate()
        .map(|(n, r)| encode(n as u64 + 1, &r))
        .collect();
    for _ in 0..cases() / 10 {
        for text in &quick {
            let mutated = mutate(text, &mut rng);
            let expected = match decode::<Request>(&mutated, MAX_REQUEST_BYTES) {
                Ok(envelope) => envelope.id,
                Err(error) => error.id.unwrap_or(0),
            };
            let answered = catch_unwind(AssertUnwindSafe(|| worker::answer(&mutated, &clock)))
                .unwrap_or_else(|_| panic!("the worker panicked on {mutated:?}"));
            let answer = decode::<Answer>(&answered, usize::MAX).expect("a readable answer");
            assert_eq!(answer.id, expected, "{mutated:?} → {answered:?}");
            assert!(!matches!(answer.body, Answer::Ready));
        }
    }
}
