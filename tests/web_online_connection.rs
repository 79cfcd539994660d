//! A real RTCPeerConnection between two links in one page, set up by the manual codes alone:
//! the browser's offer reduced to a code, read back, the remote description rebuilt from its
//! fields (by the online worker's part, `online::meet`, here on the page's thread), and bytes
//! crossing both ways on the data channel.
#![cfg(target_arch = "wasm32")]
use std::cell::RefCell;
use std::rc::Rc;

use touche::online::meet::{Meet, MeetAnswer, MeetRequest};
use touche::signal::sdp::SdpKind;
use touche::signal::{Description, Role, RoomSecret};
use touche::ui::online::connection::{Connection, ConnectionEvent, Servers};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

type Seen = Rc<RefCell<Vec<ConnectionEvent>>>;

fn recorder() -> (Seen, Rc<dyn Fn(ConnectionEvent)>) {
    let seen: Seen = Rc::default();
    let log = seen.clone();
    (seen, Rc::new(move |event| log.borrow_mut().push(event)))
}

/// Yew's own timer (as tests/web_smoke.rs uses it).
async fn sleep(ms: u64) {
    yew::platform::time::sleep(std::time::Duration::from_millis(ms)).await;
}

async fn until(seen: &Seen, wanted: impl Fn(&[ConnectionEvent]) -> bool) -> bool {
    for _ in 0..200 {
        if wanted(&seen.borrow()) {
            return true;
        }
        sleep(50).await;
    }
    false
}

/// A side's code of its description, as its worker seals it.
fn seal(worker: &mut Meet, by: Role, sdp: String) -> String {
    let sealed = worker.handle(MeetRequest::Seal {
        by,
        attempt: [1; 8],
        sdp,
    });
    match &sealed[..] {
        [MeetAnswer::Code(code)] => code.clone(),
        other => panic!("no code: {other:?}"),
    }
}

/// The SDP in the other side's code, as this side's worker opens and rebuilds it.
fn open(worker: &mut Meet, from: Role, code: String) -> String {
    match &worker.handle(MeetRequest::Open { from, code })[..] {
        [MeetAnswer::Opened { sdp, .. }] => sdp.clone(),
        other => panic!("the code does not read back: {other:?}"),
    }
}

#[wasm_bindgen_test]
async fn two_links_connect_by_manual_codes_and_carry_bytes_both_ways() {
    let room = RoomSecret::fresh().unwrap();
    // No STUN server: host candidates only, as on one machine or one network.
    let servers = Servers::default();
    let (host_seen, host_events) = recorder();
    let (guest_seen, guest_events) = recorder();

    // Each side's worker, in the same room.
    let mut workers = [Meet::default(), Meet::default()];
    for (worker, role) in workers.iter_mut().zip([Role::Host, Role::Guest]) {
        worker.handle(MeetRequest::Start {
            role,
            room: room.to_bytes(),
            now_ms: js_sys::Date::now() as u64,
        });
    }
    let (host, offer) = Connection::offer(&servers, host_events).await.unwrap();
    let candidates = Description::from_sdp(SdpKind::Offer, &offer)
        .unwrap()
        .candidates;
    assert!(!candidates.is_empty(), "no candidate gathered");
    let offer_code = seal(&mut workers[0], Role::Host, offer);
    let offer = open(&mut workers[1], Role::Host, offer_code);
    let (guest, answer) = Connection::answer(&servers, &offer, guest_events)
        .await
        .unwrap();
    let answer_code = seal(&mut workers[1], Role::Guest, answer);
    let answer = open(&mut workers[0], Role::Guest, answer_code);
    host.accept(&answer).await.unwrap();

    let open = |events: &[ConnectionEvent]| events.contains(&ConnectionEvent::Open);
    assert!(
        until(&host_seen, open).await,
        "host: {:?}",
        host_seen.borrow()
    );
    assert!(
        until(&guest_seen, open).await,
        "guest: {:?}",
        guest_seen.borrow()
    );
    host.send(b"en garde").unwrap();
    guest.send(&[0, 255, 7]).unwrap();
    assert!(
        until(&guest_seen, |e| e
            .contains(&ConnectionEvent::Message(b"en garde".to_vec())))
        .await
    );
    assert!(
        until(&host_seen, |e| e
            .contains(&ConnectionEvent::Message(vec![0, 255, 7])))
        .await
    );

    // One side leaves: the other is told.
    drop(host);
    assert!(until(&guest_seen, |e| e.contains(&ConnectionEvent::Closed)).await);
}

#[wasm_bindgen_test]
async fn a_code_is_drawn_as_a_qr_code_with_a_name_for_screen_readers() {
    use touche::ui::online::qr_code::{QrCode, QrCodeProps};
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    use touche::online::worker::{Answer, OnlineWorker, Request};
    // Drawn as the page has it drawn: by the online worker's code, through its protocol.
    let draw = yew::Callback::from(|(text, answer): (String, yew::Callback<_>)| {
        let bytes = OnlineWorker::default().handle(&Request::Qr(text).encode())[0].encode();
        if let Some(Answer::Qr { drawing, .. }) = Answer::decode(&bytes) {
            answer.emit(drawing);
        }
    });
    let props = QrCodeProps {
        text: "TQABCDEFGH234567".into(),
        label: "QR code of the offer".into(),
        draw,
    };
    yew::Renderer::<QrCode>::with_root_and_props(root.clone(), props).render();
    sleep(50).await;
    let svg = root
        .query_selector("svg[role=img]")
        .unwrap()
        .expect("an svg");
    assert_eq!(
        svg.get_attribute("aria-label").as_deref(),
        Some("QR code of the offer")
    );
    // Version 1 with its quiet zone: 21 + 8 modules across.
    assert_eq!(svg.get_attribute("viewBox").as_deref(), Some("0 0 29 29"));
    let path = root.query_selector("path").unwrap().unwrap();
    assert!(path.get_attribute("d").unwrap().starts_with("M4 4h7v1h-7z"));
}
