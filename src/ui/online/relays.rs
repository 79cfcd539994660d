//! The automatic way to meet: one WebSocket per Nostr relay of the player's list. Texts go to
//! every relay that is open (those still connecting get them once open); every text a relay
//! sends is handed on with the relay's URL. What the texts mean is `signal::Rendezvous`'s.
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, WebSocket};

struct Relay {
    url: String,
    socket: WebSocket,
    /// Texts sent before the socket opened.
    pending: Rc<RefCell<Vec<String>>>,
    _handlers: [Closure<dyn FnMut(JsValue)>; 3],
}

/// What a relay connection reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelayEvent {
    Text {
        url: String,
        text: String,
    },
    /// The relay closed or could not be reached (the others go on).
    Lost {
        url: String,
    },
}

pub struct Relays {
    relays: Vec<Relay>,
}

impl Relays {
    /// Connects to every URL that the browser accepts (an address that is not `ws:`/`wss:`,
    /// or one the page's Content-Security-Policy forbids, is left out and reported lost).
    pub fn connect(urls: &[String], on_event: Rc<dyn Fn(RelayEvent)>) -> Relays {
        let mut relays = Vec::new();
        for url in urls {
            match WebSocket::new(url) {
                Ok(socket) => relays.push(Relay::new(url, socket, on_event.clone())),
                Err(_) => on_event(RelayEvent::Lost { url: url.clone() }),
            }
        }
        Relays { relays }
    }

    pub fn send(&self, text: &str) {
        for relay in &self.relays {
            if relay.socket.ready_state() == WebSocket::OPEN {
                let _ = relay.socket.send_with_str(text);
            } else if relay.socket.ready_state() == WebSocket::CONNECTING {
                relay.pending.borrow_mut().push(text.to_string());
            }
        }
    }

    /// How many relays are open or still connecting: none means the relays cannot help.
    pub fn alive(&self) -> usize {
        self.relays
            .iter()
            .filter(|relay| {
                let state = relay.socket.ready_state();
                state == WebSocket::OPEN || state == WebSocket::CONNECTING
            })
            .count()
    }

    pub fn urls(&self) -> Vec<String> {
        self.relays.iter().map(|relay| relay.url.clone()).collect()
    }
}

impl Relay {
    fn new(url: &str, socket: WebSocket, on_event: Rc<dyn Fn(RelayEvent)>) -> Relay {
        let pending: Rc<RefCell<Vec<String>>> = Rc::default();
        let waiting = pending.clone();
        let opened = socket.clone();
        let open = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            for text in waiting.borrow_mut().drain(..) {
                let _ = opened.send_with_str(&text);
            }
        });
        let (event, address) = (on_event.clone(), url.to_string());
        let message = Closure::<dyn FnMut(JsValue)>::new(move |message: JsValue| {
            let text = message
                .dyn_into::<MessageEvent>()
                .ok()
                .and_then(|message| message.data().as_string());
            if let Some(text) = text {
                event(RelayEvent::Text {
                    url: address.clone(),
                    text,
                });
            }
        });
        let address = url.to_string();
        let closed = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            on_event(RelayEvent::Lost {
                url: address.clone(),
            })
        });
        socket.set_onopen(Some(open.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(message.as_ref().unchecked_ref()));
        socket.set_onclose(Some(closed.as_ref().unchecked_ref()));
        Relay {
            url: url.to_string(),
            socket,
            pending,
            _handlers: [open, message, closed],
        }
    }
}

impl Drop for Relays {
    /// Leaving closes every relay: nothing stays subscribed after the page stops needing it.
    fn drop(&mut self) {
        for relay in &self.relays {
            relay.socket.set_onopen(None);
            relay.socket.set_onmessage(None);
            relay.socket.set_onclose(None);
            let _ = relay.socket.close();
        }
    }
}
