//! The online worker: one seat's game against a friend on another device (`online::worker`),
//! run off the page's thread, since the fair deal's arithmetic takes longer than a frame.
//! Built once by home's build (index.html, `data-type="worker"`); an online page starts it
//! (`ui::online::worker_client`). Each message from the page is one request in bytes; each
//! answer is posted as bytes; the first message it sends says it is ready.

touche::browser_main!({
    use std::cell::RefCell;
    use touche::online::worker::{Answer, OnlineWorker};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let worker = RefCell::new(OnlineWorker::default());
    let post = move |answer: &Answer| {
        let bytes = js_sys::Uint8Array::from(answer.encode().as_slice());
        let _ = replies.post_message(&bytes);
    };
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let request = js_sys::Uint8Array::new(&event.data()).to_vec();
        let answers = worker.borrow_mut().handle(&request);
        for answer in &answers {
            post(answer);
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    // Messages sent before the handler was set are lost: the page waits for this one.
    let ready = js_sys::Uint8Array::from(Answer::Ready.encode().as_slice());
    let _ = scope.post_message(&ready);
});
