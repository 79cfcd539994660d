//! The page's side of the online worker (`src/bin/online_worker.rs`): started when the online
//! page starts meeting the friend, it runs the meeting's cryptography (`online::meet`), then
//! the seat's deal, off the page's thread. Requests and answers are `online::worker`'s, in
//! bytes; requests written before the worker said it was ready wait.
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

use crate::online::worker::{Answer, Request};
use crate::ui::route::Page;

/// The worker's entry script (rewritten by scripts/finish_site.py), at the site's root.
const WORKER_FILE: &str = "online_worker_loader.js";

struct State {
    ready: bool,
    waiting: Vec<Vec<u8>>,
}

struct Client {
    worker: Worker,
    state: Rc<RefCell<State>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

/// A running online worker (the meeting and the game share it); dropping the last clone ends
/// the worker.
#[derive(Clone)]
pub struct WorkerClient(Rc<Client>);

impl WorkerClient {
    /// Starts the worker; its answers go to `on_answer`, and `on_failed` hears once if it
    /// cannot start or fails (its file and the browser's words, for the console).
    pub fn start(
        on_answer: Rc<dyn Fn(Answer)>,
        on_failed: Rc<dyn Fn(String)>,
    ) -> Result<WorkerClient, String> {
        let file = Page::current().site_file(WORKER_FILE);
        let worker = Worker::new(&file).map_err(|_| file.clone())?;
        let state = Rc::new(RefCell::new(State {
            ready: false,
            waiting: Vec::new(),
        }));
        let (ready_state, sender) = (state.clone(), worker.clone());
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let bytes = js_sys::Uint8Array::new(&event.data()).to_vec();
            match Answer::decode(&bytes) {
                Some(Answer::Ready) => {
                    let waiting = {
                        let mut state = ready_state.borrow_mut();
                        state.ready = true;
                        std::mem::take(&mut state.waiting)
                    };
                    for request in waiting {
                        post(&sender, &request);
                    }
                }
                Some(answer) => on_answer(answer),
                None => on_failed("an answer that does not read".into()),
            }
        });
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            let why = event
                .dyn_ref::<web_sys::ErrorEvent>()
                .map(|e| e.message())
                .filter(|m| !m.is_empty())
                .unwrap_or_else(|| "it could not be downloaded or started".into());
            web_sys::console::error_1(&format!("The online game ({file}): {why}").into());
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(WorkerClient(Rc::new(Client {
            worker,
            state,
            _on_message: on_message,
            _on_error: on_error,
        })))
    }

    /// Sends a request now, or once the worker is ready.
    pub fn send(&self, request: &Request) {
        let bytes = request.encode();
        let mut state = self.0.state.borrow_mut();
        match state.ready {
            true => post(&self.0.worker, &bytes),
            false => state.waiting.push(bytes),
        }
    }
}

fn post(worker: &Worker, bytes: &[u8]) {
    let _ = worker.post_message(&js_sys::Uint8Array::from(bytes));
}

impl Drop for Client {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}
