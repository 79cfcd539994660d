//! The meeting run by the online worker for the page (`online::meet`): every request and answer
//! comes back as it went, inside the worker's protocol too; random and mutated bytes never
//! panic a reader; two workers meet through a relay with their pages doing only what the
//! workers answer (the browser's SDP in, SDP rebuilt out), and seal and open each other's codes
//! by hand.
//!
//! Seeded (`core::Rng`), so a failure repeats.
use touche::core::Rng;
use touche::online::meet::{Meet, MeetAnswer, MeetRequest, MeetStep};
use touche::online::worker::{Answer, OnlineWorker, Request};
use touche::signal::sdp::SdpKind;
use touche::signal::{Description, Role, RoomSecret, SignalError};

const T0: u64 = 1_790_000_000_000;

/// A browser's SDP (the lines that matter, as Chromium writes them).
fn browser_sdp(kind: SdpKind, ufrag: &str) -> String {
    let setup = match kind {
        SdpKind::Offer => "actpass",
        SdpKind::Answer => "active",
    };
    format!(
        "v=0\r\na=candidate:1 1 udp 2122260223 0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9.local 46243 typ host\r\n\
         a=candidate:2 1 udp 1686052607 203.0.113.7 50113 typ srflx raddr 0.0.0.0 rport 0\r\n\
         a=candidate:3 1 udp 1686052607 2001:db8::7 50114 typ srflx raddr :: rport 0\r\n\
         a=ice-ufrag:{ufrag}\r\na=ice-pwd:2cCXoG3AQp5pBkYbOz6xeXgh\r\n\
         a=fingerprint:sha-256 8C:71:B1:5A:21:3E:DE:31:74:54:C7:04:A4:A8:F0:87:F2:1C:14:D1:24:62:1B:F3:58:7F:4F:2B:D2:52:62:F2\r\n\
         a=setup:{setup}\r\n"
    )
}

fn description(kind: SdpKind, ufrag: &str) -> Description {
    Description::from_sdp(kind, &browser_sdp(kind, ufrag)).unwrap()
}

/// The description an SDP rebuilt by the worker carries.
fn read(kind: SdpKind, sdp: &str) -> Description {
    Description::from_sdp(kind, sdp).expect("the worker's SDP reads")
}

fn requests() -> Vec<MeetRequest> {
    let offer = browser_sdp(SdpKind::Offer, "hostA");
    let answer = browser_sdp(SdpKind::Answer, "guestB");
    vec![
        MeetRequest::Start {
            role: Role::Host,
            room: [7; 16],
            now_ms: T0,
        },
        MeetRequest::Start {
            role: Role::Guest,
            room: [0xff; 16],
            now_ms: u64::MAX,
        },
        MeetRequest::Restart { now_ms: 0 },
        MeetRequest::Tick { now_ms: T0 + 1 },
        MeetRequest::RelayText {
            now_ms: T0,
            text: "[\"EVENT\",\"s\",{\"content\":\"é\"}]".into(),
        },
        MeetRequest::RelayText {
            now_ms: T0,
            text: String::new(),
        },
        MeetRequest::OfferMade {
            attempt: [1, 2, 3, 4, 5, 6, 7, 8],
            now_ms: T0,
            sdp: offer.clone(),
        },
        MeetRequest::AnswerMade {
            now_ms: T0,
            sdp: answer.clone(),
        },
        MeetRequest::Connected,
        MeetRequest::Seal {
            by: Role::Host,
            attempt: [1; 8],
            sdp: offer,
        },
        MeetRequest::Seal {
            by: Role::Guest,
            attempt: [2; 8],
            sdp: answer,
        },
        MeetRequest::Open {
            from: Role::Guest,
            code: "TQ ABCD-efgh".into(),
        },
        MeetRequest::Open {
            from: Role::Host,
            code: String::new(),
        },
    ]
}

fn answers() -> Vec<MeetAnswer> {
    let offer = description(SdpKind::Offer, "hostA").to_sdp(1);
    let answer = description(SdpKind::Answer, "guestB").to_sdp(2);
    vec![
        MeetAnswer::Steps(Vec::new()),
        MeetAnswer::Steps(vec![
            MeetStep::Send("[\"REQ\",\"ab\",{}]".into()),
            MeetStep::MakeOffer { attempt: [3; 8] },
            MeetStep::UseOffer { sdp: offer.clone() },
            MeetStep::UseAnswer {
                sdp: answer.clone(),
            },
        ]),
        MeetAnswer::Met(vec![MeetStep::Send("[\"CLOSE\",\"ab\"]".into())]),
        MeetAnswer::Failed("no randomness from the system".into()),
        MeetAnswer::Code("TQABC".into()),
        MeetAnswer::Opened {
            attempt: [4; 8],
            sdp: offer,
        },
        MeetAnswer::Opened {
            attempt: [5; 8],
            sdp: answer,
        },
        MeetAnswer::Refused(SignalError::BadCode),
        MeetAnswer::Refused(SignalError::BadDescription {
            what: "fingerprint",
        }),
        MeetAnswer::Refused(SignalError::Tampered),
        MeetAnswer::Refused(SignalError::TooLarge { cap: 600 }),
        MeetAnswer::Refused(SignalError::BadRelayMessage),
    ]
}

#[test]
fn every_request_and_answer_comes_back_as_it_went() {
    for request in requests() {
        let bytes = request.encode();
        assert_eq!(
            MeetRequest::decode(&bytes),
            Some(request.clone()),
            "{request:?}"
        );
        // Cut short or with a byte more, it does not read.
        for n in 0..bytes.len() {
            assert_eq!(
                MeetRequest::decode(&bytes[..n]),
                None,
                "{request:?} cut at {n}"
            );
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(MeetRequest::decode(&longer), None, "{request:?} and a byte");
        // Inside the worker's protocol.
        let wrapped = Request::Meet(request);
        assert_eq!(Request::decode(&wrapped.encode()), Some(wrapped));
    }
    for answer in answers() {
        let bytes = answer.encode();
        assert_eq!(
            MeetAnswer::decode(&bytes),
            Some(answer.clone()),
            "{answer:?}"
        );
        for n in 0..bytes.len() {
            assert_eq!(
                MeetAnswer::decode(&bytes[..n]),
                None,
                "{answer:?} cut at {n}"
            );
        }
        let wrapped = Answer::Meet(answer);
        assert_eq!(Answer::decode(&wrapped.encode()), Some(wrapped));
    }
}

/// A broken part of an invite never crosses to the page: it reads as a code's refusal.
#[test]
fn refusals_the_page_never_gets_read_as_a_bad_code() {
    for error in [
        SignalError::BadInvite { what: "room" },
        SignalError::BadDescription {
            what: "a part nobody names",
        },
    ] {
        let bytes = MeetAnswer::Refused(error).encode();
        assert_eq!(
            MeetAnswer::decode(&bytes),
            Some(MeetAnswer::Refused(SignalError::BadCode))
        );
    }
}

#[test]
fn random_and_mutated_bytes_never_panic_a_reader() {
    let mut rng = Rng::seeded(30);
    let valid: Vec<Vec<u8>> = requests()
        .iter()
        .map(MeetRequest::encode)
        .chain(answers().iter().map(MeetAnswer::encode))
        .collect();
    for round in 0..60_000 {
        let bytes: Vec<u8> = if round % 2 == 0 {
            (0..rng.below(80)).map(|_| rng.below(256) as u8).collect()
        } else {
            let mut bytes = valid[rng.below(valid.len() as u32) as usize].clone();
            for _ in 0..=rng.below(3) {
                if bytes.is_empty() {
                    break;
                }
                let at = rng.below(bytes.len() as u32) as usize;
                match rng.below(3) {
                    0 => bytes[at] = rng.below(256) as u8,
                    1 => bytes.truncate(at),
                    _ => bytes.insert(at, rng.below(256) as u8),
                }
            }
            bytes
        };
        // What reads writes back to something that reads the same.
        if let Some(request) = MeetRequest::decode(&bytes) {
            assert_eq!(MeetRequest::decode(&request.encode()), Some(request));
        }
        if let Some(answer) = MeetAnswer::decode(&bytes) {
            assert_eq!(MeetAnswer::decode(&answer.encode()), Some(answer));
        }
        let mut wrapped = vec![64];
        wrapped.extend_from_slice(&bytes);
        let _ = Request::decode(&wrapped);
        let _ = Answer::decode(&wrapped);
    }
}

/// One side: its worker (the real one, in bytes) and what its page does with the steps.
struct Side {
    worker: OnlineWorker,
    role: Role,
    /// Texts the page sent to the relay, in order.
    sent: Vec<String>,
    /// Requests the page makes of the worker after carrying out a step (a connection's
    /// description ready, the channel open), answered in order.
    later: Vec<MeetRequest>,
    connected: bool,
}

impl Side {
    fn new(role: Role) -> Side {
        Side {
            worker: OnlineWorker::default(),
            role,
            sent: Vec::new(),
            later: Vec::new(),
            connected: false,
        }
    }

    fn ask(&mut self, request: MeetRequest) -> Vec<MeetAnswer> {
        let bytes = Request::Meet(request).encode();
        self.worker
            .handle(&bytes)
            .into_iter()
            .map(|answer| match Answer::decode(&answer.encode()) {
                Some(Answer::Meet(answer)) => answer,
                other => panic!("not the meeting's: {other:?}"),
            })
            .collect()
    }

    /// Tells the worker, and carries out what it answers as the page does.
    fn tell(&mut self, request: MeetRequest) {
        for answer in self.ask(request) {
            match answer {
                MeetAnswer::Steps(steps) | MeetAnswer::Met(steps) => self.carry_out(steps),
                other => panic!("{:?}: {other:?}", self.role),
            }
        }
    }

    fn carry_out(&mut self, steps: Vec<MeetStep>) {
        for step in steps {
            match step {
                MeetStep::Send(text) => self.sent.push(text),
                MeetStep::MakeOffer { attempt } => {
                    assert_eq!(self.role, Role::Host);
                    self.later.push(MeetRequest::OfferMade {
                        attempt,
                        now_ms: T0,
                        sdp: browser_sdp(SdpKind::Offer, "hostA"),
                    });
                }
                MeetStep::UseOffer { sdp } => {
                    assert_eq!(self.role, Role::Guest);
                    assert_eq!(
                        read(SdpKind::Offer, &sdp),
                        description(SdpKind::Offer, "hostA")
                    );
                    self.later.push(MeetRequest::AnswerMade {
                        now_ms: T0,
                        sdp: browser_sdp(SdpKind::Answer, "guestB"),
                    });
                }
                MeetStep::UseAnswer { sdp } => {
                    assert_eq!(self.role, Role::Host);
                    assert_eq!(
                        read(SdpKind::Answer, &sdp),
                        description(SdpKind::Answer, "guestB")
                    );
                    self.connected = true;
                }
            }
        }
    }
}

/// A relay's copy of a published event, as a subscriber receives it.
fn relayed(published: &str) -> Option<String> {
    let event = published.strip_prefix("[\"EVENT\",")?.strip_suffix(']')?;
    Some(format!("[\"EVENT\",\"sub\",{event}]"))
}

#[test]
fn two_workers_meet_through_a_relay_for_their_pages() {
    let room = RoomSecret::fresh().unwrap();
    let mut sides = [Side::new(Role::Host), Side::new(Role::Guest)];
    for side in &mut sides {
        let role = side.role;
        side.tell(MeetRequest::Start {
            role,
            room: room.to_bytes(),
            now_ms: T0,
        });
        assert!(side.sent[0].starts_with("[\"REQ\""), "subscribes first");
    }
    // The relay passes every event to both (the sender too, as relays do); each page hands
    // the worker every text.
    let mut relay: Vec<String> = Vec::new();
    let (mut published, mut delivered) = ([0, 0], [0, 0]);
    for _ in 0..20 {
        for (i, side) in sides.iter_mut().enumerate() {
            let later = std::mem::take(&mut side.later);
            for request in later {
                side.tell(request);
            }
            relay.extend(side.sent[published[i]..].iter().filter_map(|t| relayed(t)));
            published[i] = side.sent.len();
        }
        for (i, side) in sides.iter_mut().enumerate() {
            for text in relay[delivered[i]..].iter().cloned() {
                side.tell(MeetRequest::RelayText { now_ms: T0, text });
            }
            delivered[i] = relay.len();
        }
        if sides[0].connected {
            break;
        }
    }
    assert!(sides[0].connected, "the host used the guest's answer");
    let published: usize = sides
        .iter()
        .map(|s| {
            s.sent
                .iter()
                .filter(|t| t.starts_with("[\"EVENT\""))
                .count()
        })
        .sum();
    assert_eq!(published, 3, "a knock, an offer, an answer");
    // The channel opened: the worker closes the subscription, and publishes nothing more.
    for side in &mut sides {
        let met = side.ask(MeetRequest::Connected);
        assert!(
            matches!(&met[..], [MeetAnswer::Met(steps)] if matches!(&steps[..], [MeetStep::Send(close)] if close.starts_with("[\"CLOSE\""))),
            "{met:?}"
        );
        for minute in 1..10 {
            assert_eq!(
                side.ask(MeetRequest::Tick {
                    now_ms: T0 + minute * 60_000
                }),
                []
            );
        }
    }
}

#[test]
fn codes_by_hand_are_sealed_and_opened_by_the_workers() {
    let room = RoomSecret::fresh().unwrap();
    let mut host = Meet::default();
    let mut guest = Meet::default();
    let offer = MeetRequest::Seal {
        by: Role::Host,
        attempt: [6; 8],
        sdp: browser_sdp(SdpKind::Offer, "hostA"),
    };
    // No room yet: nothing to seal with.
    assert_eq!(
        host.handle(offer.clone()),
        [MeetAnswer::Refused(SignalError::BadCode)]
    );
    for (meet, role) in [(&mut host, Role::Host), (&mut guest, Role::Guest)] {
        meet.handle(MeetRequest::Start {
            role,
            room: room.to_bytes(),
            now_ms: T0,
        });
    }
    let [MeetAnswer::Code(code)] = &host.handle(offer)[..] else {
        panic!("an offer code");
    };
    assert!(code.starts_with("TQ"));
    // The guest opens it, typed loosely: the attempt, and an SDP of the same description.
    let typed = code.to_lowercase().replace("tq", "TQ ");
    let opened = guest.handle(MeetRequest::Open {
        from: Role::Host,
        code: typed,
    });
    let [MeetAnswer::Opened { attempt, sdp }] = &opened[..] else {
        panic!("the offer opens: {opened:?}");
    };
    assert_eq!(*attempt, [6; 8]);
    assert_eq!(
        read(SdpKind::Offer, sdp),
        description(SdpKind::Offer, "hostA")
    );
    // The guest's answer the same way; the host cannot pass its code off as the guest's.
    let answer = guest.handle(MeetRequest::Seal {
        by: Role::Guest,
        attempt: [6; 8],
        sdp: browser_sdp(SdpKind::Answer, "guestB"),
    });
    let [MeetAnswer::Code(answer)] = &answer[..] else {
        panic!("an answer code: {answer:?}");
    };
    assert!(matches!(
        &host.handle(MeetRequest::Open {
            from: Role::Guest,
            code: answer.clone()
        })[..],
        [MeetAnswer::Opened {
            attempt: [6, 6, 6, 6, 6, 6, 6, 6],
            ..
        }]
    ));
    assert_eq!(
        host.handle(MeetRequest::Open {
            from: Role::Guest,
            code: code.clone(),
        }),
        [MeetAnswer::Refused(SignalError::Tampered)]
    );
    // A browser description that lacks a field is refused with its name.
    assert_eq!(
        host.handle(MeetRequest::Seal {
            by: Role::Host,
            attempt: [7; 8],
            sdp: browser_sdp(SdpKind::Offer, "hostA").replace("a=fingerprint", "a=other"),
        }),
        [MeetAnswer::Refused(SignalError::BadDescription {
            what: "fingerprint"
        })]
    );
    // Another room's worker cannot open it; a code too long or broken is refused.
    let mut stranger = Meet::default();
    stranger.handle(MeetRequest::Start {
        role: Role::Guest,
        room: RoomSecret::fresh().unwrap().to_bytes(),
        now_ms: T0,
    });
    assert_eq!(
        stranger.handle(MeetRequest::Open {
            from: Role::Host,
            code: code.clone(),
        }),
        [MeetAnswer::Refused(SignalError::Tampered)]
    );
    for (bad, error) in [
        (
            "TQ".to_string() + &"A".repeat(700),
            SignalError::TooLarge { cap: 600 },
        ),
        ("hello".to_string(), SignalError::BadCode),
        (code[..code.len() - 3].to_string(), SignalError::Tampered),
    ] {
        let answers = guest.handle(MeetRequest::Open {
            from: Role::Host,
            code: bad.clone(),
        });
        // A code cut short may not even read as base32.
        assert!(
            answers == [MeetAnswer::Refused(error.clone())]
                || answers == [MeetAnswer::Refused(SignalError::BadCode)],
            "{bad}: {answers:?}"
        );
    }
}

/// The meeting answers with or without a game, and a game's requests still need one.
#[test]
fn the_meeting_runs_before_the_game_and_leaves_the_game_alone() {
    let mut worker = OnlineWorker::default();
    let answers = worker.handle(
        &Request::Meet(MeetRequest::Start {
            role: Role::Guest,
            room: [1; 16],
            now_ms: T0,
        })
        .encode(),
    );
    // A guest subscribes and knocks at once.
    assert!(
        matches!(&answers[..], [Answer::Meet(MeetAnswer::Steps(steps))] if steps.len() == 2),
        "{answers:?}"
    );
    assert!(matches!(
        &worker.handle(&Request::Choose(0).encode())[..],
        [Answer::Refused(_)]
    ));
    // Not started: a connected channel still gets its `Met`, other requests nothing.
    let mut fresh = OnlineWorker::default();
    assert_eq!(
        fresh.handle(&Request::Meet(MeetRequest::Connected).encode()),
        [Answer::Meet(MeetAnswer::Met(Vec::new()))]
    );
    assert_eq!(
        fresh.handle(&Request::Meet(MeetRequest::Tick { now_ms: T0 }).encode()),
        []
    );
}
