//! The automatic way to meet, for real: two meetings in one page find each other through the
//! test Nostr relay (`e2e/nostr_relay.mjs`, which `scripts/test.sh wasm-test` starts on
//! 127.0.0.1:7447), open a WebRTC channel, carry bytes, and then publish nothing more. Each
//! meeting's cryptography (`online::meet`, the online worker's part) runs here on the page's
//! thread, its answers given back later as a Web Worker's would be.
#![cfg(target_arch = "wasm32")]
use std::cell::RefCell;
use std::rc::Rc;

use touche::online::meet::Meet;
use touche::signal::{Role, RoomSecret};
use touche::ui::online::connection::Servers;
use touche::ui::online::meeting::{Meeting, MeetingEvent, ToWorker};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const RELAY: &str = "ws://127.0.0.1:7447";
const STATS: &str = "http://127.0.0.1:7447/stats";

type Seen = Rc<RefCell<Vec<MeetingEvent>>>;

fn recorder() -> (Seen, Rc<dyn Fn(MeetingEvent)>) {
    let seen: Seen = Rc::default();
    let log = seen.clone();
    (seen, Rc::new(move |event| log.borrow_mut().push(event)))
}

/// Yew's own timer (as tests/web_smoke.rs uses it).
async fn sleep(ms: u64) {
    yew::platform::time::sleep(std::time::Duration::from_millis(ms)).await;
}

async fn until(seen: &Seen, wanted: impl Fn(&[MeetingEvent]) -> bool, seconds: u32) -> bool {
    for _ in 0..seconds * 10 {
        if wanted(&seen.borrow()) {
            return true;
        }
        sleep(100).await;
    }
    false
}

/// A meeting whose worker's part runs on this thread, answering after the request returns.
fn start(role: Role, room: &RoomSecret, events: Rc<dyn Fn(MeetingEvent)>) -> Meeting {
    let desk: Rc<RefCell<Meet>> = Rc::default();
    let slot: Rc<RefCell<Option<Meeting>>> = Rc::default();
    // A cycle (the meeting holds its worker, which answers the meeting): the test's to keep.
    let to_worker: ToWorker = {
        let slot = slot.clone();
        Rc::new(move |request| {
            let (desk, slot) = (desk.clone(), slot.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let answers = desk.borrow_mut().handle(request);
                let meeting = slot.borrow().clone();
                if let Some(meeting) = meeting {
                    for answer in answers {
                        meeting.heard(answer);
                    }
                }
            });
        })
    };
    let relays = vec![RELAY.to_string()];
    let meeting = Meeting::start(
        role,
        room.clone(),
        relays,
        Servers::default(),
        to_worker,
        events,
    );
    *slot.borrow_mut() = Some(meeting.clone());
    meeting
}

/// A host and a guest of a fresh room, both meeting through the test relay.
fn meet() -> [(Meeting, Seen); 2] {
    let room = RoomSecret::fresh().unwrap();
    [Role::Host, Role::Guest].map(|role| {
        let (seen, events) = recorder();
        (start(role, &room, events), seen)
    })
}

/// Events the relay accepted so far.
async fn relay_events() -> u64 {
    let window = web_sys::window().unwrap();
    let response = JsFuture::from(window.fetch_with_str(STATS))
        .await
        .expect("the test relay is not running: start `node e2e/nostr_relay.mjs 7447`");
    let response: web_sys::Response = response.into();
    let json = JsFuture::from(response.json().unwrap()).await.unwrap();
    js_sys::Reflect::get(&json, &"events".into())
        .unwrap()
        .as_f64()
        .unwrap() as u64
}

#[wasm_bindgen_test]
async fn two_browsers_meet_through_a_relay_and_then_stay_quiet() {
    let before = relay_events().await;
    let [(host, host_seen), (guest, guest_seen)] = meet();
    let connected = |events: &[MeetingEvent]| events.contains(&MeetingEvent::Connected);
    assert!(
        until(&host_seen, connected, 30).await,
        "host: {:?}",
        host_seen.borrow()
    );
    assert!(
        until(&guest_seen, connected, 30).await,
        "guest: {:?}",
        guest_seen.borrow()
    );
    assert!(host.send(b"touche"));
    assert!(guest.send(b"riposte"));
    assert!(
        until(
            &guest_seen,
            |e| e.contains(&MeetingEvent::Message(b"touche".to_vec())),
            10
        )
        .await
    );
    assert!(
        until(
            &host_seen,
            |e| e.contains(&MeetingEvent::Message(b"riposte".to_vec())),
            10
        )
        .await
    );
    // A knock (again if the host was not yet listening), an offer, an answer.
    let published = relay_events().await - before;
    assert!((3..=6).contains(&published), "{published} events");
    // Connected: nothing more goes to the relay, though the guest's clock ticks on.
    sleep(6_000).await;
    assert_eq!(relay_events().await - before, published);
    host.close();
    guest.close();
}

/// The line is cut with no goodbye: both sides say so within 15 s, meet again on their own,
/// and the channel carries bytes again.
#[wasm_bindgen_test]
async fn a_cut_line_is_noticed_and_both_sides_meet_again() {
    let [(host, host_seen), (guest, guest_seen)] = meet();
    let connected = |events: &[MeetingEvent]| events.contains(&MeetingEvent::Connected);
    assert!(until(&host_seen, connected, 30).await);
    assert!(until(&guest_seen, connected, 30).await);
    let cut_at = js_sys::Date::now();
    host.cut();
    let dropped = |events: &[MeetingEvent]| events.contains(&MeetingEvent::Dropped);
    assert!(
        until(&guest_seen, dropped, 16).await,
        "guest: {:?}",
        guest_seen.borrow()
    );
    assert!(
        until(&host_seen, dropped, 16).await,
        "host: {:?}",
        host_seen.borrow()
    );
    let noticed_ms = js_sys::Date::now() - cut_at;
    let again = |events: &[MeetingEvent]| {
        events
            .iter()
            .skip_while(|e| **e != MeetingEvent::Dropped)
            .any(|e| *e == MeetingEvent::Connected)
    };
    assert!(
        until(&host_seen, again, 40).await,
        "host: {:?}",
        host_seen.borrow()
    );
    assert!(
        until(&guest_seen, again, 40).await,
        "guest: {:?}",
        guest_seen.borrow()
    );
    let back_ms = js_sys::Date::now() - cut_at;
    web_sys::console::log_1(
        &format!("cut noticed by both after {noticed_ms} ms, connected again after {back_ms} ms")
            .into(),
    );
    assert!(host.send(b"again"));
    assert!(
        until(
            &guest_seen,
            |e| e.contains(&MeetingEvent::Message(b"again".to_vec())),
            10
        )
        .await
    );
    host.close();
    guest.close();
}
