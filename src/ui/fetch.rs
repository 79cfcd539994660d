//! Text files the site keeps out of the wasm (the rules documents…), downloaded when a page
//! needs them. One `XMLHttpRequest` and one event listener: far less wasm than `fetch()` with
//! futures, which matters for the first load's budget.
use gloo::events::EventListener;
use web_sys::XmlHttpRequest;
use yew::prelude::*;

/// A download under way. Dropping it aborts the request, and its callback is never called.
pub struct Download {
    request: XmlHttpRequest,
    _done: EventListener,
}

impl Drop for Download {
    fn drop(&mut self) {
        let _ = self.request.abort();
    }
}

/// Downloads `url` (relative to the page) as text and calls `done` with it, or with `None` if
/// the request fails or the server does not answer 200. `None` if no request could be made, in
/// which case `done` has already been called.
pub fn fetch_text(url: &str, done: impl FnOnce(Option<String>) + 'static) -> Option<Download> {
    let Some(request) = XmlHttpRequest::new()
        .ok()
        .filter(|r| r.open("GET", url).is_ok())
    else {
        done(None);
        return None;
    };
    let listener = {
        let request = request.clone();
        // `loadend` follows success, failure and abort alike.
        EventListener::once(&request.clone(), "loadend", move |_| {
            let ok = request.status().ok() == Some(200);
            done(ok.then(|| request.response_text().ok().flatten()).flatten());
        })
    };
    // `send` only throws on a request that is not freshly opened.
    let _ = request.send();
    Some(Download {
        request,
        _done: listener,
    })
}

/// A text document a page shows as it arrives (the rules, Skirm'an's glossary).
#[derive(Clone, PartialEq)]
pub enum Fetched {
    Loading,
    Ready(AttrValue),
    Failed,
}

/// Downloads `url` whenever it changes, and again on the returned callback (a "Try again"
/// button); what arrived counts only for the `url` asked now. Leaving the page, or asking for
/// another `url`, aborts a download still under way.
#[hook]
pub fn use_fetched_text(url: String) -> (Fetched, Callback<MouseEvent>) {
    let arrived = use_state(|| None::<(String, Option<AttrValue>)>);
    let attempt = use_state(|| 0u32);
    {
        let arrived = arrived.clone();
        use_effect_with((url.clone(), *attempt), move |(url, _)| {
            arrived.set(None);
            let asked = url.clone();
            let download = fetch_text(url, move |text| {
                arrived.set(Some((asked, text.map(AttrValue::from))))
            });
            move || drop(download)
        });
    }
    let retry = Callback::from(move |_| attempt.set(*attempt + 1));
    let fetched = match &*arrived {
        Some((asked, Some(text))) if *asked == url => Fetched::Ready(text.clone()),
        Some((asked, None)) if *asked == url => Fetched::Failed,
        _ => Fetched::Loading,
    };
    (fetched, retry)
}
