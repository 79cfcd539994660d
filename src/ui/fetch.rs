//! Text files the site keeps out of the wasm (the rules documents…), downloaded when a page
//! needs them. One `XMLHttpRequest` and one event listener: far less wasm than `fetch()` with
//! futures, which matters for the first load's budget.
use gloo::events::EventListener;
use web_sys::XmlHttpRequest;

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
