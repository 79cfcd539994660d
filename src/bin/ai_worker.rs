//! The AI worker: the computer players' search, run off the page's thread (a Web Worker built by
//! Trunk from index.html, `data-type="worker"`). Its files (`ai_worker_loader.js`,
//! `ai_worker.js`, `ai_worker_bg.wasm`) are downloaded only when a game asks for the computer's
//! search or a hint (`ui::table::ai`), never with a page: the search is not linked into any
//! page. Each message is one request, each answer one string (`touche::cli::protocol`, answered
//! by `touche::cli::worker`); the first message it sends says it is ready.

touche::browser_main!({
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let request = event.data().as_string().unwrap_or_default();
        let answer = touche::cli::worker::answer(&request, &js_sys::Date::now);
        let _ = replies.post_message(&JsValue::from_str(&answer));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    // Messages sent before the handler was set are lost: the page waits for this one.
    let _ = scope.post_message(&JsValue::from_str(&touche::cli::worker::ready()));
});
