//! The page's side of the AI worker (`src/bin/ai_worker.rs`): one worker per page, started on
//! first need (a game with a searching computer, or a hint), never with the page. Requests and
//! answers are `cli::protocol`'s enums, written and read by `core::message` (a compact text: no
//! JSON reader or writer is linked into a page). A decision request carries the game as the page
//! saves it (the worker replays it and takes the acting seat's view), and the action comes back
//! as its index in `legal_actions_in(view)`: no JSON of views or actions, nor the search, on
//! the page.
//!
//! Every request completes, once: with its answer, a refusal in the player's words (one too
//! long for the worker is refused here, unsent), or `AiError::Unavailable` when the worker cannot
//! start, fails, answers what this page cannot read, or stays silent for `SILENCE_MS`.
pub use crate::cli::protocol::{Answer, Decision, Position, Request};
use crate::cli::protocol::{Refusal, MAX_REQUEST_BYTES};
use crate::core::message::{decode, encode, Envelope};
use crate::i18n::Lang;
use crate::ui::route::Page;
use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The worker's entry script (Trunk's loader shim, rewritten by scripts/finish_site.py), at the
/// site's root.
const WORKER_FILE: &str = "ai_worker_loader.js";

/// How long the worker may stay silent while a request waits (its download included) before it
/// is taken for lost: far above Master's longest decision or the longest record's import.
const SILENCE_MS: u32 = 120_000;

#[derive(Clone, Debug, PartialEq)]
pub enum AiError {
    /// The worker could not be started, or it failed.
    Unavailable,
    /// The worker refused the request (its words).
    Refused(String),
}

type Done = Box<dyn FnOnce(Result<Answer, AiError>)>;

/// A request sent, waiting for its answer.
struct Pending {
    id: u64,
    /// The language of the request's words, for a refusal the page words itself.
    lang: Lang,
    done: Done,
}

struct Client {
    worker: Worker,
    ready: bool,
    /// Requests written before the worker said it was ready.
    waiting: Vec<String>,
    pending: Vec<Pending>,
    /// Fails every request if the worker stays silent too long while some wait.
    watchdog: Option<Timeout>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static CLIENT: RefCell<Option<Client>> = const { RefCell::new(None) };
    /// Ids of requests, never reused while the page lives (across restarts of the worker).
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
}

/// A request under way: dropping it forgets the answer (the callback is never called).
pub struct Ticket(u64);

impl Drop for Ticket {
    fn drop(&mut self) {
        let id = self.0;
        // Dropped from inside a callback of this module: the entry is already gone.
        let _ = CLIENT.try_with(|c| {
            if let Ok(mut client) = c.try_borrow_mut() {
                if let Some(client) = client.as_mut() {
                    client.pending.retain(|p| p.id != id);
                }
            }
        });
    }
}

/// Starts the worker now if it is not running (a game that will need it has begun), so that
/// its download and compilation overlap the first moves.
pub fn warm() {
    CLIENT.with(|c| {
        let mut client = c.borrow_mut();
        if client.is_none() {
            *client = start();
        }
    });
}

/// Sends `request`; `done` gets the answer (never `Answer::Refused` nor `Answer::Ready`: a
/// refusal is `AiError::Refused`) on a later turn of the event loop, or at once if the request
/// is too long for the worker (`AiError::Refused`) or no worker can be started
/// (`AiError::Unavailable`).
pub fn ask(request: &Request, done: impl FnOnce(Result<Answer, AiError>) + 'static) -> Ticket {
    let id = NEXT_ID.with(|next| next.replace(next.get().wrapping_add(1)));
    let lang = request.lang();
    let text = encode(id, request);
    if text.len() > MAX_REQUEST_BYTES {
        // The worker would refuse it unread: say so without sending it.
        done(Err(too_long(text.len(), MAX_REQUEST_BYTES, lang)));
        return Ticket(id);
    }
    let pending = Pending {
        id,
        lang,
        done: Box::new(done),
    };
    let unsent = CLIENT.with(|c| {
        let mut slot = c.borrow_mut();
        if slot.is_none() {
            *slot = start();
        }
        let Some(client) = slot.as_mut() else {
            return Some(pending);
        };
        if client.ready {
            let _ = client.worker.post_message(&JsValue::from_str(&text));
        } else {
            client.waiting.push(text);
        }
        client.pending.push(pending);
        if client.watchdog.is_none() {
            client.watchdog = Some(watchdog());
        }
        None
    });
    // No worker. Called outside the borrow, as every callback of this module.
    if let Some(pending) = unsent {
        (pending.done)(Err(AiError::Unavailable));
    }
    Ticket(id)
}

fn too_long(bytes: usize, max: usize, lang: Lang) -> AiError {
    AiError::Refused(crate::i18n::table::too_long_to_read(
        bytes as u64,
        max as u64,
        lang,
    ))
}

/// A timer that fails every request under way if it fires (re-armed by each answer).
fn watchdog() -> Timeout {
    Timeout::new(SILENCE_MS, || {
        let waiting = CLIENT.with(|c| {
            let mut slot = c.borrow_mut();
            let client = slot.as_mut()?;
            // This closure is running: it must outlive the call (a few bytes, rarely).
            if let Some(timer) = client.watchdog.take() {
                std::mem::forget(timer.cancel());
            }
            Some(!client.pending.is_empty())
        });
        if waiting == Some(true) {
            web_sys::console::error_1(&"The computer's search said nothing for two minutes".into());
            failed();
        }
    })
}

fn start() -> Option<Client> {
    let file = Page::current().site_file(WORKER_FILE);
    let worker = Worker::new(&file).ok()?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
        if let Some(text) = event.data().as_string() {
            received(&text);
        }
    });
    // Say what failed: the worker's file, and the worker's own words if it gave any (its loader
    // names the file and the HTTP status when the WebAssembly cannot be fetched).
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        let why = event
            .dyn_ref::<web_sys::ErrorEvent>()
            .map(|e| e.message())
            .filter(|m| !m.is_empty())
            .unwrap_or_else(|| "it could not be downloaded or started".into());
        web_sys::console::error_1(
            &format!("The computer's search ({file}) could not start: {why}").into(),
        );
        failed()
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Client {
        worker,
        ready: false,
        waiting: Vec::new(),
        pending: Vec::new(),
        watchdog: None,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// One message from the worker: "ready", or the answer to a request.
fn received(text: &str) {
    let Ok(Envelope { id, body }) = decode::<Answer>(text, usize::MAX) else {
        // Not this page's protocol (a worker of another build): start afresh.
        web_sys::console::error_1(
            &"The computer's search answered in a form this page does not read".into(),
        );
        failed();
        return;
    };
    let pending = CLIENT.with(|c| {
        let mut slot = c.borrow_mut();
        let client = slot.as_mut()?;
        let answered = if matches!(body, Answer::Ready) {
            client.ready = true;
            for text in client.waiting.drain(..) {
                let _ = client.worker.post_message(&JsValue::from_str(&text));
            }
            None
        } else {
            let at = client.pending.iter().position(|p| p.id == id);
            at.map(|at| client.pending.remove(at))
        };
        // The worker is alive: the silence counts afresh, if anything still waits.
        client.watchdog = (!client.pending.is_empty()).then(watchdog);
        answered
    });
    let Some(Pending { lang, done, .. }) = pending else {
        return;
    };
    done(match body {
        Answer::Refused(Refusal::TooLong { bytes, max }) => {
            Err(too_long(bytes as usize, max as usize, lang))
        }
        Answer::Refused(Refusal::Unreadable(why) | Refusal::Words(why)) => {
            Err(AiError::Refused(why))
        }
        answer => Ok(answer),
    });
}

/// The worker could not load, failed (a trap in the search would be a bug), answered what this
/// page cannot read, or stayed silent: every request under way fails, and the next one starts a
/// new worker.
fn failed() {
    let Some(client) = CLIENT.with(|c| c.borrow_mut().take()) else {
        return;
    };
    client.worker.terminate();
    // This runs inside `_on_error`, `_on_message` or the watchdog: their closures must outlive
    // the call (a few bytes, once).
    std::mem::forget(client._on_error);
    std::mem::forget(client._on_message);
    if let Some(timer) = client.watchdog {
        std::mem::forget(timer.cancel());
    }
    for pending in client.pending {
        (pending.done)(Err(AiError::Unavailable));
    }
}
