//! The page's side of the AI worker (`src/bin/ai_worker.rs`, protocol in `cli::worker`): one
//! worker per page, started on first need (a game with a searching computer, or a hint), never
//! with the page. Requests and answers are JSON strings; a request carries the game as the page
//! saves it (the worker replays it and takes the acting seat's view), an answer is read with the
//! browser's `JSON.parse`, and the action is taken by its index in `legal_actions_in(view)`: no
//! JSON writer of views, no JSON reader of actions, nor the search, is linked into a page.
use crate::bots::Strength;
use crate::games::GameId;
use crate::i18n::Lang;
use crate::ui::route::Page;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The worker's entry script (Trunk's loader shim, rewritten by scripts/finish_site.py), at the
/// site's root.
const WORKER_FILE: &str = "ai_worker_loader.js";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The computer's move.
    Decide,
    /// The move suggested to a person, with its chance of winning.
    Hint,
    /// The game's record, written from its save (to download a finished game).
    Record,
    /// A record read and checked as `touche replay` does, answered as a save to replay.
    Import,
}

/// What one request asks.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    pub game: GameId,
    pub kind: Kind,
    pub strength: Strength,
    pub seed: u64,
    pub lang: Lang,
    /// The seat to decide for (`Decide`, `Hint`): the worker takes its view from `save`.
    pub seat: Option<crate::core::Seat>,
    /// The game as the page saves it (`saves::save`): a few hundred bytes of text, so a page
    /// needs no JSON writer of views.
    pub save: String,
    /// A record's text (`Import`).
    pub text: String,
}

/// The worker's answer: the action's index in `legal_actions_in(view)` and, for a hint, its
/// sentence in the player's language (the move and its chance of winning: the worker writes it,
/// so the page links none of those words); or a record (`Record`) or a save (`Import`).
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    pub index: usize,
    pub hint: String,
    pub text: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum AiError {
    /// The worker could not be started, or it failed.
    Unavailable,
    /// The worker refused the request (its words).
    Refused(String),
}

type Done = Box<dyn FnOnce(Result<Answer, AiError>)>;

struct Client {
    worker: Worker,
    ready: bool,
    /// Requests written before the worker said it was ready.
    waiting: Vec<String>,
    pending: Vec<(u32, Done)>,
    next_id: u32,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static CLIENT: RefCell<Option<Client>> = const { RefCell::new(None) };
}

/// A request under way: dropping it forgets the answer (the callback is never called).
pub struct Ticket(u32);

impl Drop for Ticket {
    fn drop(&mut self) {
        let id = self.0;
        // Dropped from inside a callback of this module: the entry is already gone.
        let _ = CLIENT.try_with(|c| {
            if let Ok(mut client) = c.try_borrow_mut() {
                if let Some(client) = client.as_mut() {
                    client.pending.retain(|(i, _)| *i != id);
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

/// Sends `request`; `done` gets the answer on a later turn of the event loop, or at once
/// (`AiError::Unavailable`) if no worker can be started.
pub fn ask(request: &Request, done: impl FnOnce(Result<Answer, AiError>) + 'static) -> Ticket {
    let mut done: Option<Done> = Some(Box::new(done));
    let id = CLIENT.with(|c| {
        let mut slot = c.borrow_mut();
        if slot.is_none() {
            *slot = start();
        }
        let client = slot.as_mut()?;
        let id = client.next_id;
        client.next_id = client.next_id.wrapping_add(1);
        let text = request_text(id, request);
        if client.ready {
            let _ = client.worker.post_message(&JsValue::from_str(&text));
        } else {
            client.waiting.push(text);
        }
        client.pending.push((id, done.take()?));
        Some(id)
    });
    // Not stored: no worker. Called outside the borrow, as every callback of this module.
    if let Some(done) = done {
        done(Err(AiError::Unavailable));
    }
    Ticket(id.unwrap_or(u32::MAX))
}

fn request_text(id: u32, r: &Request) -> String {
    let kind = match r.kind {
        Kind::Decide => "decide",
        Kind::Hint => "hint",
        Kind::Record => "record",
        Kind::Import => "import",
    };
    // The browser's JSON writer quotes the texts.
    let quoted = |text: &str| {
        js_sys::JSON::stringify(&JsValue::from_str(text))
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_else(|| "\"\"".into())
    };
    let seat = r.seat.map_or(0, |s| s.number());
    format!(
        r#"{{"id":{id},"game":"{}","kind":"{kind}","strength":"{}","seed":{},"lang":"{}","seat":{seat},"save":{},"text":{}}}"#,
        r.game.slug(),
        r.strength.slug(),
        r.seed,
        r.lang.code(),
        quoted(&r.save),
        quoted(&r.text),
    )
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
        next_id: 1,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// One message from the worker: "ready", or the answer to a request.
fn received(text: &str) {
    let Ok(message) = js_sys::JSON::parse(text) else {
        return;
    };
    let get = |key: &str| {
        js_sys::Reflect::get(&message, &JsValue::from_str(key))
            .ok()
            .filter(|v| !v.is_undefined() && !v.is_null())
    };
    if get("ready").is_some() {
        CLIENT.with(|c| {
            if let Some(client) = c.borrow_mut().as_mut() {
                client.ready = true;
                for text in client.waiting.drain(..) {
                    let _ = client.worker.post_message(&JsValue::from_str(&text));
                }
            }
        });
        return;
    }
    let Some(id) = get("id").and_then(|v| v.as_f64()) else {
        return;
    };
    let text = get("record")
        .or_else(|| get("save"))
        .and_then(|v| v.as_string());
    let result = match (get("error").and_then(|v| v.as_string()), get("index"), text) {
        (Some(why), _, _) => Err(AiError::Refused(why)),
        (None, Some(index), _) => Ok(Answer {
            index: index.as_f64().unwrap_or(f64::MAX) as usize,
            hint: get("hint").and_then(|v| v.as_string()).unwrap_or_default(),
            text: None,
        }),
        (None, None, Some(text)) => Ok(Answer {
            index: 0,
            hint: String::new(),
            text: Some(text),
        }),
        (None, None, None) => Err(AiError::Refused(String::new())),
    };
    let done = CLIENT.with(|c| {
        let mut slot = c.borrow_mut();
        let pending = &mut slot.as_mut()?.pending;
        let at = pending.iter().position(|(i, _)| f64::from(*i) == id)?;
        Some(pending.remove(at).1)
    });
    if let Some(done) = done {
        done(result);
    }
}

/// The worker could not load, or it failed (a trap in the search would be a bug): every request
/// under way fails, and the next one starts a new worker.
fn failed() {
    let Some(client) = CLIENT.with(|c| c.borrow_mut().take()) else {
        return;
    };
    client.worker.terminate();
    // This runs inside `_on_error`: its closure must outlive the call (a few bytes, once).
    std::mem::forget(client._on_error);
    std::mem::forget(client._on_message);
    for (_, done) in client.pending {
        done(Err(AiError::Unavailable));
    }
}
