//! A whole online game in a real browser, every part real but the screen (issue 30): two
//! meetings find each other through the test Nostr relay (`e2e/nostr_relay.mjs` on
//! 127.0.0.1:7447, started by `scripts/test.sh wasm-test`), open a WebRTC data channel, and
//! carry the frames of two online workers (`online::worker`, here on the page's thread, which
//! also run each side's meeting: `online::meet`), each with a page that holds only its seat's
//! view and follows it from the worker's updates. The
//! line is cut mid-game: both sides notice, meet again, acknowledge what they received, and the
//! game goes on to its end, where both audits pass.
#![cfg(target_arch = "wasm32")]
use std::cell::RefCell;
use std::rc::Rc;

use touche::core::follow::Follow;
use touche::core::settings_text::SettingsText;
use touche::core::{Game, Rng, Seat, ViewOf};
use touche::deal::game::DealtGame;
use touche::games::fifes::{self, FifesAndDrums};
use touche::games::GameId;
use touche::i18n::Lang;
use touche::online::worker::{read_update, Answer, OnlineWorker, PageUpdate, Request};
use touche::signal::{Role, RoomSecret};
use touche::ui::online::connection::Servers;
use touche::ui::online::meeting::{Meeting, MeetingEvent, ToWorker};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const RELAY: &str = "ws://127.0.0.1:7447";

async fn sleep(ms: u64) {
    yew::platform::time::sleep(std::time::Duration::from_millis(ms)).await;
}

/// One browser: its meeting, its worker, and what its page knows.
#[derive(Default)]
struct Browser {
    meeting: Option<Meeting>,
    worker: OnlineWorker,
    view: Option<ViewOf<FifesAndDrums>>,
    connected: usize,
    dropped: usize,
    audited: bool,
    stopped: Option<String>,
    bytes_sent: usize,
    frames_lost: usize,
}

type Shared = Rc<RefCell<Browser>>;

/// What the worker answers: bytes to the friend, the view followed.
fn answered(browser: &Shared, answers: Vec<Answer>, seat: Seat) {
    for answer in answers {
        match answer {
            Answer::Send(wire) => {
                let mut b = browser.borrow_mut();
                b.bytes_sent += wire.len();
                // Lost while the line is down: the friend's acknowledgement asks for it again.
                let sent = b.meeting.as_ref().is_some_and(|m| m.send(&wire));
                b.frames_lost += usize::from(!sent);
            }
            Answer::Update(bytes) => {
                let update = read_update::<FifesAndDrums>(&bytes).expect("an update reads");
                let mut b = browser.borrow_mut();
                match update {
                    PageUpdate::Opened { first, got } => {
                        let start =
                            FifesAndDrums::start(&fifes::Options::default(), first, &got).unwrap();
                        b.view = Some(start.view(seat));
                    }
                    PageUpdate::Played { shown, moves, .. } => {
                        let view = b.view.as_ref().expect("opened");
                        b.view = Some(FifesAndDrums::follow(view, &shown, &moves).unwrap());
                    }
                    PageUpdate::Audited => b.audited = true,
                    PageUpdate::Stopped(why) => b.stopped = Some(why),
                    _ => {}
                }
            }
            Answer::Refused(why) => browser.borrow_mut().stopped = Some(why),
            Answer::Meet(answer) => {
                let meeting = browser.borrow().meeting.clone();
                if let Some(meeting) = meeting {
                    meeting.heard(answer);
                }
            }
            Answer::Saved(_) | Answer::Ready | Answer::Qr { .. } => {}
        }
    }
}

fn handle(browser: &Shared, request: Request, seat: Seat) {
    let answers = browser.borrow_mut().worker.handle(&request.encode());
    answered(browser, answers, seat);
}

fn join(room: &RoomSecret, role: Role, seat: Seat) -> Shared {
    let browser: Shared = Rc::default();
    let events = {
        let browser = browser.clone();
        Rc::new(move |event: MeetingEvent| match event {
            MeetingEvent::Connected => {
                let again = browser.borrow().connected > 0;
                browser.borrow_mut().connected += 1;
                if again {
                    handle(&browser, Request::LineBack, seat);
                }
            }
            MeetingEvent::Message(bytes) => handle(&browser, Request::Deliver(bytes), seat),
            MeetingEvent::Dropped => browser.borrow_mut().dropped += 1,
            _ => {}
        })
    };
    // The meeting's requests go to the same worker, answered later as a Web Worker would.
    let to_worker: ToWorker = {
        let browser = Rc::downgrade(&browser);
        Rc::new(move |request| {
            let browser = browser.clone();
            wasm_bindgen_futures::spawn_local(async move {
                if let Some(browser) = browser.upgrade() {
                    handle(&browser, Request::Meet(request), seat);
                }
            });
        })
    };
    let meeting = Meeting::start(
        role,
        room.clone(),
        vec![RELAY.to_string()],
        Servers::default(),
        to_worker,
        events,
    );
    browser.borrow_mut().meeting = Some(meeting);
    browser
}

async fn until(what: impl Fn() -> bool, seconds: u32) -> bool {
    for _ in 0..seconds * 20 {
        if what() {
            return true;
        }
        sleep(50).await;
    }
    false
}

#[wasm_bindgen_test]
async fn a_whole_game_over_webrtc_survives_a_cut_line_and_both_audits_pass() {
    let room = RoomSecret::fresh().unwrap();
    let browsers = [
        join(&room, Role::Host, Seat::One),
        join(&room, Role::Guest, Seat::Two),
    ];
    let connected = || browsers.iter().all(|b| b.borrow().connected > 0);
    assert!(until(connected, 30).await, "the two browsers meet");
    let started = js_sys::Date::now();
    for seat in Seat::BOTH {
        let start = Request::Start {
            game: GameId::FifesAndDrums,
            seat,
            lang: Lang::En,
            rules: fifes::RuleSet::default().to_text(),
            options: fifes::Options::default().to_text(),
        };
        handle(&browsers[seat.index()], start, seat);
    }
    let opened = || browsers.iter().all(|b| b.borrow().view.is_some());
    assert!(until(opened, 30).await, "the opening is dealt");
    let mut rng = Rng::seeded(7);
    let mut actions = 0;
    let mut cut = false;
    while !browsers.iter().all(|b| b.borrow().audited) {
        for b in &browsers {
            assert_eq!(b.borrow().stopped, None);
        }
        assert!(
            js_sys::Date::now() - started < 150_000.0,
            "the game ends in time"
        );
        let to_act = browsers[0].borrow().view.as_ref().and_then(|v| v.to_act());
        let other_agrees = to_act == browsers[1].borrow().view.as_ref().and_then(|v| v.to_act());
        let Some(actor) = to_act.filter(|_| other_agrees) else {
            sleep(20).await;
            continue;
        };
        let browser = &browsers[actor.index()];
        let legal = {
            let b = browser.borrow();
            FifesAndDrums::legal_actions_in(b.view.as_ref().unwrap()).len()
        };
        let before = browsers[actor.other().index()].borrow().view.clone();
        handle(browser, Request::Choose(rng.below(legal as u32)), actor);
        actions += 1;
        if actions == 10 {
            // Pull the cable mid-step, the action's frames on their way: no goodbye, both
            // notice, meet again, and what was lost is sent again.
            cut = true;
            browsers[0].borrow().meeting.as_ref().unwrap().cut();
            let noticed = || browsers.iter().all(|b| b.borrow().dropped > 0);
            assert!(until(noticed, 20).await, "both notice the cut");
            let again = || browsers.iter().all(|b| b.borrow().connected > 1);
            assert!(until(again, 40).await, "both meet again");
        }
        // Wait for the step to cross before the next choice.
        let crossed = || browsers[actor.other().index()].borrow().view != before;
        assert!(
            until(crossed, 30).await,
            "action {actions} reaches the friend"
        );
    }
    let seconds = (js_sys::Date::now() - started) / 1000.0;
    let bytes: usize = browsers.iter().map(|b| b.borrow().bytes_sent).sum();
    web_sys::console::log_1(
        &format!(
            "Fifes and Drums online: {actions} actions, {bytes} bytes of frames, {seconds:.1} s, \
             {} frames lost to the cut and resent",
            browsers
                .iter()
                .map(|b| b.borrow().frames_lost)
                .sum::<usize>()
        )
        .into(),
    );
    assert!(cut, "the line was cut mid-game");
    for b in &browsers {
        let b = b.borrow();
        assert!(
            b.view.as_ref().is_some_and(|v| v.to_act().is_none()),
            "the game ended"
        );
        b.meeting.as_ref().unwrap().close();
    }
    assert_eq!(
        browsers[0].borrow().view.as_ref().map(|v| v.public.clone()),
        browsers[1].borrow().view.as_ref().map(|v| v.public.clone()),
        "both see the same end"
    );
}
