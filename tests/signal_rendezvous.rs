//! Two players find each other through relays that duplicate, drop, reorder and replay, and by
//! manual codes; strangers, forgers and garbage are ignored or refused, never a panic.
use touche::signal::nostr::{self, NostrKey, RelayMessage};
use touche::signal::sdp::SdpKind;
use touche::signal::text::{from_base64url, to_base64url};
use touche::signal::{Description, Role, RoomSecret, Signal, SignalError, Step};
use touche::signal::{Rendezvous, ANSWER_TIMEOUT_MS, KNOCK_EVERY_MS, MAX_CODE};

const T0: u64 = 1_790_000_000_000;

fn description(kind: SdpKind, ufrag: &str) -> Description {
    let setup = match kind {
        SdpKind::Offer => "actpass",
        SdpKind::Answer => "active",
    };
    let sdp = format!(
        "v=0\r\na=candidate:1 1 udp 2122260223 0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9.local 46243 typ host\r\n\
         a=candidate:2 1 udp 1686052607 203.0.113.7 50113 typ srflx raddr 0.0.0.0 rport 0\r\n\
         a=ice-ufrag:{ufrag}\r\na=ice-pwd:2cCXoG3AQp5pBkYbOz6xeXgh\r\n\
         a=fingerprint:sha-256 8C:71:B1:5A:21:3E:DE:31:74:54:C7:04:A4:A8:F0:87:F2:1C:14:D1:24:62:1B:F3:58:7F:4F:2B:D2:52:62:F2\r\n\
         a=setup:{setup}\r\n"
    );
    Description::from_sdp(kind, &sdp).unwrap()
}

/// A relay's copy of a published event, as a subscriber receives it.
fn relayed(published: &str) -> String {
    let event = published
        .strip_prefix("[\"EVENT\",")
        .and_then(|rest| rest.strip_suffix(']'))
        .expect("a published event");
    format!("[\"EVENT\",\"sub\",{event}]")
}

/// The two sides and what the page would do for their steps; a relay carries every event to
/// both sides (itself included, as relays do) through `deliver`.
struct Meeting {
    sides: [Rendezvous; 2],
    /// Texts in flight to each side.
    inbox: [Vec<String>; 2],
    published: usize,
    answer_used: bool,
    answers_made: usize,
    offers_made: usize,
    now: u64,
}

impl Meeting {
    fn new(room: &RoomSecret) -> Meeting {
        let (host, host_steps) =
            Rendezvous::start(Role::Host, room.clone(), NostrKey::fresh().unwrap(), T0).unwrap();
        let (guest, guest_steps) =
            Rendezvous::start(Role::Guest, room.clone(), NostrKey::fresh().unwrap(), T0).unwrap();
        let mut meeting = Meeting {
            sides: [host, guest],
            inbox: [Vec::new(), Vec::new()],
            published: 0,
            answer_used: false,
            answers_made: 0,
            offers_made: 0,
            now: T0,
        };
        meeting.carry_out(0, host_steps);
        meeting.carry_out(1, guest_steps);
        meeting
    }

    fn carry_out(&mut self, side: usize, steps: Vec<Step>) {
        for step in steps {
            match step {
                Step::Send(text) if text.starts_with("[\"EVENT\"") => {
                    self.published += 1;
                    let copy = relayed(&text);
                    self.inbox[0].push(copy.clone());
                    self.inbox[1].push(copy);
                }
                Step::Send(_) => {}
                Step::MakeOffer { attempt } => {
                    assert_eq!(side, 0);
                    self.offers_made += 1;
                    let offer = description(SdpKind::Offer, "hostA");
                    let steps = self.sides[0].offer_made(attempt, offer, self.now).unwrap();
                    self.carry_out(0, steps);
                }
                Step::UseOffer { description: offer } => {
                    assert_eq!(side, 1);
                    assert_eq!(offer, description(SdpKind::Offer, "hostA"));
                    self.answers_made += 1;
                    let answer = description(SdpKind::Answer, "guestB");
                    let steps = self.sides[1].answer_made(answer, self.now).unwrap();
                    self.carry_out(1, steps);
                }
                Step::UseAnswer {
                    description: answer,
                } => {
                    assert_eq!(side, 0);
                    assert_eq!(answer, description(SdpKind::Answer, "guestB"));
                    self.answer_used = true;
                    // The channel opens: both stop.
                    let steps = self.sides[0].connected();
                    self.carry_out(0, steps);
                    let steps = self.sides[1].connected();
                    self.carry_out(1, steps);
                }
            }
        }
    }

    /// Delivers everything in flight, `filter` deciding per text (drop, pass, pass twice).
    fn deliver(&mut self, mut copies: impl FnMut(usize, &str) -> usize) {
        while self.inbox.iter().any(|inbox| !inbox.is_empty()) {
            for side in 0..2 {
                let texts = std::mem::take(&mut self.inbox[side]);
                for text in texts {
                    for _ in 0..copies(side, &text) {
                        let steps = self.sides[side].on_relay_text(&text, self.now);
                        self.carry_out(side, steps);
                    }
                }
            }
        }
    }

    fn wait(&mut self, ms: u64) {
        self.now += ms;
        for side in 0..2 {
            let steps = self.sides[side].tick(self.now).unwrap();
            self.carry_out(side, steps);
        }
    }
}

#[test]
fn two_players_meet_through_a_relay_and_then_publish_nothing() {
    let room = RoomSecret::fresh().unwrap();
    let mut meeting = Meeting::new(&room);
    meeting.deliver(|_, _| 1);
    assert!(meeting.answer_used);
    assert!(meeting.sides.iter().all(Rendezvous::is_connected));
    // A knock, an offer, an answer.
    assert_eq!(meeting.published, 3);
    for _ in 0..20 {
        meeting.wait(10_000);
    }
    assert_eq!(meeting.published, 3, "published after the channel opened");
}

#[test]
fn relays_that_repeat_every_event_cause_no_second_offer_or_answer() {
    let room = RoomSecret::fresh().unwrap();
    let mut meeting = Meeting::new(&room);
    // Three relays: every event arrives three times.
    meeting.deliver(|_, _| 3);
    assert!(meeting.answer_used);
    assert_eq!((meeting.offers_made, meeting.answers_made), (1, 1));
}

#[test]
fn a_lost_offer_is_sent_again_when_the_guest_knocks_again() {
    let room = RoomSecret::fresh().unwrap();
    let mut meeting = Meeting::new(&room);
    let mut dropped = false;
    meeting.deliver(|side, text| {
        let offer = matches!(
            signal_in(&room, Role::Host, text),
            Some(Signal::Offer { .. })
        );
        if side == 1 && offer && !dropped {
            dropped = true;
            0
        } else {
            1
        }
    });
    // The knock reached the host, the offer was lost: nobody is connected yet.
    assert!(!meeting.answer_used);
    meeting.wait(KNOCK_EVERY_MS);
    meeting.deliver(|_, _| 1);
    assert!(meeting.answer_used);
    assert_eq!(
        meeting.offers_made, 1,
        "the same offer, not a new connection"
    );
}

#[test]
fn an_answer_that_leads_nowhere_starts_a_new_attempt_and_old_signals_are_ignored() {
    let room = RoomSecret::fresh().unwrap();
    let mut meeting = Meeting::new(&room);
    let mut first_offer = None;
    let mut lost_answer = false;
    meeting.deliver(|side, text| {
        if side == 1 && first_offer.is_none() {
            first_offer = Some(text.to_string());
        }
        // The host never hears the answer.
        let answer = matches!(
            signal_in(&room, Role::Guest, text),
            Some(Signal::Answer { .. })
        );
        if side == 0 && answer && !lost_answer {
            lost_answer = true;
            return 0;
        }
        1
    });
    assert!(!meeting.answer_used);
    // The guest gives up on the attempt and knocks with a new one.
    meeting.wait(ANSWER_TIMEOUT_MS);
    // A relay replays the first attempt's offer: the guest ignores it.
    let replay = first_offer.unwrap();
    let steps = meeting.sides[1].on_relay_text(&replay, meeting.now);
    assert!(steps.is_empty());
    meeting.deliver(|_, _| 1);
    assert!(meeting.answer_used);
    assert_eq!((meeting.offers_made, meeting.answers_made), (2, 2));
}

/// The signal a relayed text carries, opened with the room's key as `from` sent it.
fn signal_in(room: &RoomSecret, from: Role, text: &str) -> Option<Signal> {
    let Ok(RelayMessage::Event { event, .. }) = RelayMessage::parse(text) else {
        return None;
    };
    Signal::open(room, from, &from_base64url(&event.content)?).ok()
}

#[test]
fn strangers_forgers_stale_events_and_garbage_are_ignored() {
    let room = RoomSecret::fresh().unwrap();
    let (mut host, _) =
        Rendezvous::start(Role::Host, room.clone(), NostrKey::fresh().unwrap(), T0).unwrap();
    let key = NostrKey::fresh().unwrap();
    let knock = Signal::Knock { attempt: [1; 8] };
    let event_text = |content: String, tag: &str, at: u64| {
        relayed(&nostr::publish(
            &key.event(tag, &content, at / 1000).unwrap(),
        ))
    };
    let sealed = |room: &RoomSecret, signal: &Signal| to_base64url(&signal.seal(room).unwrap());
    let tag = room.tag_hex();
    // Another room's knock, under this room's tag.
    let stranger = RoomSecret::fresh().unwrap();
    let cases = [
        event_text(sealed(&stranger, &knock), &tag, T0),
        // A real knock, but stale (a relay replaying it an hour later).
        event_text(sealed(&room, &knock), &tag, T0 - 3_600_000),
        // A real knock under another tag.
        event_text(sealed(&room, &knock), &stranger.tag_hex(), T0),
        // An offer sent to a host: the role is wrong.
        event_text(
            sealed(
                &room,
                &Signal::Offer {
                    attempt: [1; 8],
                    description: description(SdpKind::Offer, "evil"),
                },
            ),
            &tag,
            T0,
        ),
        event_text("not base64 !".into(), &tag, T0),
        "garbage".into(),
        "[\"EVENT\",\"sub\",{}]".into(),
        "[\"NOTICE\",\"rate limited\"]".into(),
    ];
    for text in &cases {
        assert!(host.on_relay_text(text, T0).is_empty(), "{text}");
    }
    // The real knock is acted on once, then remembered.
    let real = event_text(sealed(&room, &knock), &tag, T0);
    assert_eq!(
        host.on_relay_text(&real, T0),
        vec![Step::MakeOffer { attempt: [1; 8] }]
    );
    assert!(host.on_relay_text(&real, T0).is_empty());
}

#[test]
fn manual_codes_are_short_and_only_open_in_their_room_from_the_right_side() {
    let room = RoomSecret::fresh().unwrap();
    let offer = Signal::Offer {
        attempt: [9; 8],
        description: description(SdpKind::Offer, "hostA"),
    };
    let answer = Signal::Answer {
        attempt: [9; 8],
        description: description(SdpKind::Answer, "guestB"),
    };
    let offer_code = offer.to_code(&room).unwrap();
    let answer_code = answer.to_code(&room).unwrap();
    println!(
        "manual codes: offer {} characters, answer {} characters",
        offer_code.len(),
        answer_code.len()
    );
    assert!(offer_code.len() < 240, "{offer_code}");
    assert!(offer_code
        .bytes()
        .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit()));
    assert_eq!(
        Signal::from_code(&room, Role::Host, &offer_code),
        Ok(offer.clone())
    );
    // As a person pastes it: lower case, in groups, with a line break.
    let typed: String = offer_code
        .to_lowercase()
        .as_bytes()
        .chunks(5)
        .map(|chunk| String::from_utf8_lossy(chunk).into_owned())
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(
        Signal::from_code(&room, Role::Host, &format!("{typed}\n")),
        Ok(offer)
    );
    assert_eq!(
        Signal::from_code(&room, Role::Guest, &answer_code).map(|s| s.attempt()),
        Ok([9; 8])
    );
    // The answer pasted where the offer is expected, another room, a typo, garbage.
    assert_eq!(
        Signal::from_code(&room, Role::Host, &answer_code),
        Err(SignalError::Tampered)
    );
    let other = RoomSecret::fresh().unwrap();
    assert_eq!(
        Signal::from_code(&other, Role::Host, &offer_code),
        Err(SignalError::Tampered)
    );
    let mut typo = offer_code.clone().into_bytes();
    typo[20] = if typo[20] == b'A' { b'B' } else { b'A' };
    assert!(Signal::from_code(&room, Role::Host, &String::from_utf8(typo).unwrap()).is_err());
    for garbage in ["", "TQ", "https://example.org/#x", "TQ0189", "ü"] {
        assert_eq!(
            Signal::from_code(&room, Role::Host, garbage),
            Err(SignalError::BadCode),
            "{garbage}"
        );
    }
    assert_eq!(
        Signal::from_code(&room, Role::Host, &"A".repeat(MAX_CODE + 1)),
        Err(SignalError::TooLarge { cap: MAX_CODE })
    );
}

#[test]
fn mutated_codes_never_panic_and_never_open() {
    let room = RoomSecret::fresh().unwrap();
    let code = Signal::Offer {
        attempt: [3; 8],
        description: description(SdpKind::Offer, "hostA"),
    }
    .to_code(&room)
    .unwrap();
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567 -01";
    let mut state = 0x853c_49e6_748f_ea9bu64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..5_000 {
        let mut bytes = code.clone().into_bytes();
        for _ in 0..(1 + next() % 3) {
            let at = 2 + (next() as usize) % (bytes.len() - 2);
            match next() % 3 {
                0 => bytes[at] = alphabet[(next() as usize) % alphabet.len()],
                1 => {
                    bytes.remove(at);
                }
                _ => bytes.insert(at, alphabet[(next() as usize) % alphabet.len()]),
            }
        }
        let text = String::from_utf8(bytes).unwrap();
        let cleaned: String = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .collect();
        if cleaned != code {
            assert!(
                Signal::from_code(&room, Role::Host, &text).is_err(),
                "{text}"
            );
        }
    }
}
