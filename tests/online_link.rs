//! The online line (issue 30, `online::link`, `online::save`): every message between two seats
//! is a numbered frame chained by hash, capped in size; anything replayed, reordered, altered,
//! of the other direction, of another version, over the cap or garbage is refused with its
//! reason and changes nothing; fuzzed frames never panic; a dropped line resumes from the last
//! number received; a saved transcript restores the same line, and a damaged save is refused.
use touche::core::{Rng, Seat};
use touche::deal::Pos;
use touche::online::save::MAX_FRAMES;
use touche::online::{
    Incoming, Link, Message, Preset, Refusal, SaveError, Saved, MAX_ACTION, MAX_DISCLOSED,
    MAX_FRAME, VERSION,
};

fn every_message() -> Vec<Message> {
    let mut all = vec![
        Message::Deal(b"TD any deal frame: the deal checks its own".to_vec()),
        Message::Play {
            shown: vec![2, 3, 1],
        },
        Message::Disclose {
            actions: vec![2, 3, 1, 1, 0],
        },
        Message::PutDown {
            positions: vec![Pos { stack: 1, index: 4 }, Pos { stack: 2, index: 0 }],
        },
        Message::Fact { fact: vec![1, 0] },
        Message::Resign,
        Message::Rematch,
        Message::RematchAccepted,
    ];
    all.extend(Preset::ALL.map(Message::Say));
    all
}

fn received(link: &mut Link, frame: &[u8]) -> Message {
    match link.receive(frame) {
        Ok(Incoming::Message(message)) => message,
        other => panic!("expected a message, got {other:?}"),
    }
}

#[test]
fn every_message_crosses_in_order() {
    let (mut one, mut two) = (Link::new(Seat::One), Link::new(Seat::Two));
    for message in every_message() {
        let frame = one.send(&message).expect("within the caps");
        assert_eq!(received(&mut two, &frame), message);
        let frame = two.send(&message).expect("within the caps");
        assert_eq!(received(&mut one, &frame), message);
    }
    assert_eq!(one.sent(), two.received());
    assert_eq!(two.sent(), one.received());
}

/// Each bad frame is refused with its reason and leaves the receiver as it was: the right frame
/// is taken after it.
#[test]
fn bad_frames_are_refused_with_their_reason_and_change_nothing() {
    let (mut one, mut two) = (Link::new(Seat::One), Link::new(Seat::Two));
    let first = one.send(&Message::Say(Preset::Ping)).unwrap();
    let second = one.send(&Message::Resign).unwrap();
    let mut altered = first.clone();
    altered[12] ^= 1;
    let mut other_version = first.clone();
    other_version[2] = VERSION + 1;
    let mut other_direction = Link::new(Seat::Two);
    let theirs = other_direction.send(&Message::Say(Preset::Ping)).unwrap();
    let mut cut = first.clone();
    cut.pop();
    let huge = vec![0u8; 10 * 1024 * 1024];
    let cases: Vec<(&str, Vec<u8>, Refusal)> = vec![
        (
            "reordered",
            second.clone(),
            Refusal::OutOfOrder {
                number: 1,
                expected: 0,
            },
        ),
        ("altered", altered, Refusal::BrokenChain { number: 0 }),
        (
            "another version",
            other_version,
            Refusal::Version {
                got: VERSION + 1,
                supported: VERSION,
            },
        ),
        (
            "the other direction's chain",
            theirs,
            Refusal::BrokenChain { number: 0 },
        ),
        ("cut short", cut, Refusal::Truncated),
        (
            "garbage",
            b"hello, is it me you're looking for".to_vec(),
            Refusal::NotAFrame,
        ),
        ("empty", Vec::new(), Refusal::Truncated),
        (
            "10 MB",
            huge,
            Refusal::TooLarge {
                size: 10 * 1024 * 1024,
                limit: MAX_FRAME,
            },
        ),
    ];
    for (what, frame, refusal) in cases {
        let before = two.clone();
        assert_eq!(two.receive(&frame), Err(refusal), "{what}");
        assert_eq!(two, before, "{what} changed the receiver");
    }
    assert_eq!(received(&mut two, &first), Message::Say(Preset::Ping));
    assert_eq!(
        two.receive(&first),
        Err(Refusal::Replayed {
            number: 0,
            expected: 1
        })
    );
    assert_eq!(received(&mut two, &second), Message::Resign);
}

/// A kind this version does not know, a preset out of the list, a body over its cap, and a
/// message too long to send: refused with the reason.
#[test]
fn unknown_or_oversized_contents_are_refused() {
    let mut one = Link::new(Seat::One);
    assert!(matches!(
        one.send(&Message::Play { shown: vec![7; 65] }),
        Err(Refusal::Malformed(_))
    ));
    assert!(matches!(
        one.send(&Message::PutDown {
            positions: vec![Pos { stack: 0, index: 0 }; 17]
        }),
        Err(Refusal::Malformed(_))
    ));
    assert!(one.sent().is_empty(), "a refused send sends nothing");
    // Frames made by hand with a valid chain (the digests as online::link makes them): only
    // their content is wrong.
    use sha2::{Digest, Sha256};
    let truncated = |hasher: Sha256| hasher.finalize()[..16].to_vec();
    let start = truncated(
        Sha256::new()
            .chain_update(b"touche-online-chain")
            .chain_update([0u8]),
    );
    let forged = |kind: u8, body: &[u8]| {
        let mut frame = b"TO".to_vec();
        frame.extend([VERSION, kind]);
        frame.extend_from_slice(&0u32.to_le_bytes());
        frame.extend_from_slice(&(body.len() as u32).to_le_bytes());
        frame.extend_from_slice(body);
        let digest = truncated(
            Sha256::new()
                .chain_update(b"touche-online-frame")
                .chain_update(&start)
                .chain_update(&frame),
        );
        frame.extend_from_slice(&digest);
        frame
    };
    let mut two = Link::new(Seat::Two);
    let cases = [
        (99u8, &b""[..], Refusal::UnknownKind(99)),
        (
            6,
            &[42u8][..],
            Refusal::Malformed("an unknown preset message"),
        ),
        (
            5,
            &[1u8][..],
            Refusal::Malformed("bytes left over after the message"),
        ),
        (
            3,
            &[1u8, 2, 3][..],
            Refusal::Malformed("a list of positions"),
        ),
        (
            2,
            &[7u8; MAX_ACTION + 1][..],
            Refusal::Malformed("an action over its cap"),
        ),
        (
            9,
            &[0u8; MAX_DISCLOSED + 1][..],
            Refusal::Malformed("disclosed actions over their cap"),
        ),
    ];
    for (kind, body, refusal) in cases {
        assert_eq!(two.receive(&forged(kind, body)), Err(refusal));
    }
    // The same forger's frame with a good content is taken: the digests above are right.
    assert_eq!(
        two.receive(&forged(5, b"")),
        Ok(Incoming::Message(Message::Resign))
    );
}

/// Random bytes and mutations of real frames (bit flips, cuts, extensions, spliced headers):
/// never a panic, always refused, the receiver unchanged; the real frame is taken after.
#[test]
fn fuzzed_frames_never_panic() {
    let mut rng = Rng::seeded(30);
    let (mut one, mut two) = (Link::new(Seat::One), Link::new(Seat::Two));
    let mut tried = 0;
    for message in every_message().into_iter().cycle().take(40) {
        let frame = one.send(&message).unwrap();
        for _ in 0..80 {
            let mut bad = frame.clone();
            match rng.below(5) {
                0 => {
                    let i = rng.below(bad.len() as u32) as usize;
                    bad[i] ^= 1 << rng.below(8);
                }
                1 => bad.truncate(rng.below(bad.len() as u32) as usize),
                2 => bad.extend((0..1 + rng.below(64)).map(|_| rng.below(256) as u8)),
                3 => {
                    bad = (0..rng.below(200)).map(|_| rng.below(256) as u8).collect();
                }
                _ => {
                    let i = rng.below(12) as usize;
                    bad[i] = rng.below(256) as u8;
                }
            }
            if bad == frame {
                continue;
            }
            let before = two.clone();
            assert!(two.receive(&bad).is_err(), "a mutated frame was taken");
            assert_eq!(two, before);
            tried += 1;
        }
        assert_eq!(received(&mut two, &frame), message);
    }
    assert!(tried > 3000, "{tried}");
}

/// The line drops: frames are lost on the way. The receiver says how many it has; the sender
/// sends the rest again; frames that arrive twice are refused as replayed; nothing is lost.
#[test]
fn a_dropped_line_resumes_from_the_last_number_received() {
    let (mut one, mut two) = (Link::new(Seat::One), Link::new(Seat::Two));
    let messages: Vec<Message> = every_message().into_iter().cycle().take(30).collect();
    let frames: Vec<Vec<u8>> = messages.iter().map(|m| one.send(m).unwrap()).collect();
    for frame in &frames[..11] {
        received(&mut two, frame);
    }
    // 11..30 are lost. The line comes back: two says where it stands.
    assert_eq!(one.unacknowledged().len(), 30);
    let Ok(Incoming::Resend(again)) = one.receive(&two.ack()) else {
        panic!("an acknowledgement");
    };
    assert_eq!(again, frames[11..].to_vec());
    assert_eq!(one.unacknowledged().len(), 19);
    // One frame of the old line arrives late, after the resend began.
    received(&mut two, &again[0]);
    assert!(matches!(
        two.receive(&frames[11]),
        Err(Refusal::Replayed { .. })
    ));
    for frame in &again[1..] {
        received(&mut two, frame);
    }
    assert_eq!(two.received(), one.sent());
    let Ok(Incoming::Resend(none)) = one.receive(&two.ack()) else {
        panic!("an acknowledgement");
    };
    assert!(none.is_empty());
    // An acknowledgement of frames never sent is refused.
    let mut three = Link::new(Seat::Two);
    for message in &messages {
        three.send(message).unwrap();
    }
    let mut lonely = Link::new(Seat::Two);
    let mut ahead = Link::new(Seat::One);
    for frame in three.sent() {
        received(&mut ahead, frame);
    }
    assert_eq!(
        lonely.receive(&ahead.ack()),
        Err(Refusal::AckAhead {
            acknowledged: 30,
            sent: 0
        })
    );
}

fn seed(n: u8) -> [u8; 32] {
    [n; 32]
}

/// Saved at every step and restored: the same line (same transcript, same chain), so the next
/// frames are the same bytes.
#[test]
fn a_save_at_every_step_restores_the_same_line() {
    let (mut one, mut two) = (Link::new(Seat::One), Link::new(Seat::Two));
    for (i, message) in every_message().into_iter().cycle().take(24).enumerate() {
        let (from, to) = match i % 3 {
            0 => (&mut two, &mut one),
            _ => (&mut one, &mut two),
        };
        let frame = from.send(&message).unwrap();
        received(to, &frame);
        for link in [&one, &two] {
            let saved = Saved::of(
                link.seat(),
                0,
                link,
                seed(7),
                b"en-garde abacus".to_vec(),
                vec![2, 1, 4],
            );
            let bytes = saved.encode();
            let back = Saved::decode(&bytes).expect("its own save");
            assert_eq!(back, saved);
            let mut restored = back.link().expect("its own transcript");
            assert_eq!(&restored, link);
            let mut original = link.clone();
            let next = Message::Say(Preset::GoodGame);
            assert_eq!(restored.send(&next), original.send(&next));
        }
    }
}

/// Every cut, every flipped byte, garbage and a transcript that does not follow: refused with
/// the reason, never a panic.
#[test]
fn a_damaged_save_is_refused() {
    let (mut one, mut two) = (Link::new(Seat::One), Link::new(Seat::Two));
    for message in every_message() {
        received(&mut two, &one.send(&message).unwrap());
    }
    let bytes = Saved::of(Seat::Two, 0, &two, seed(3), b"fifes".to_vec(), vec![1, 0]).encode();
    for len in 0..bytes.len() {
        let error = Saved::decode(&bytes[..len]).expect_err("a cut save");
        assert!(
            matches!(error, SaveError::Truncated | SaveError::Damaged),
            "{len}: {error}"
        );
    }
    for i in 0..bytes.len() {
        for bit in [0, 3, 7] {
            let mut bad = bytes.clone();
            bad[i] ^= 1 << bit;
            assert!(Saved::decode(&bad).is_err(), "byte {i} bit {bit}");
        }
    }
    let mut rng = Rng::seeded(5);
    for _ in 0..2000 {
        let garbage: Vec<u8> = (0..rng.below(300)).map(|_| rng.below(256) as u8).collect();
        assert!(Saved::decode(&garbage).is_err());
    }
    let mut other_version = bytes.clone();
    other_version[2] = 9;
    assert_eq!(
        Saved::decode(&other_version),
        Err(SaveError::Version {
            got: 9,
            supported: touche::online::save::SAVE_VERSION
        })
    );
    // Well encoded, but its transcript was tampered with (a frame swapped for another): the
    // checksum is right, the chain is not.
    let mut saved = Saved::decode(&bytes).unwrap();
    saved.received.swap(1, 2);
    let tampered = Saved::decode(&saved.encode()).unwrap();
    assert_eq!(
        tampered.link(),
        Err(SaveError::Transcript(Refusal::OutOfOrder {
            number: 2,
            expected: 1
        }))
    );
    // A count over the cap is refused before anything is allocated.
    let mut content = b"TS".to_vec();
    content.extend([touche::online::save::SAVE_VERSION, 0]);
    content.extend_from_slice(&[0u8; 32]);
    content.extend_from_slice(&0u32.to_le_bytes());
    content.extend_from_slice(&(MAX_FRAMES as u32 + 1).to_le_bytes());
    // The checksum as a save writes it (online::save): the count is what is wrong.
    use sha2::{Digest, Sha256};
    let sum = Sha256::new()
        .chain_update(b"touche-online-save")
        .chain_update(&content)
        .finalize();
    content.extend_from_slice(&sum[..16]);
    assert_eq!(
        Saved::decode(&content),
        Err(SaveError::Malformed("too many frames"))
    );
}
