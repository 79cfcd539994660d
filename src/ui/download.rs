//! Offers a text as a file to download (a saved game, a record), without leaving the page.
use wasm_bindgen::JsCast;

/// Starts the download of `text` as `file_name`; false if the browser refused.
pub fn download_text(file_name: &str, mime: &str, text: &str) -> bool {
    let run = || -> Option<()> {
        let parts = js_sys::Array::of1(&text.into());
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(mime);
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
        let document = web_sys::window()?.document()?;
        let link: web_sys::HtmlAnchorElement =
            document.create_element("a").ok()?.dyn_into().ok()?;
        link.set_href(&url);
        link.set_download(file_name);
        link.click();
        let _ = web_sys::Url::revoke_object_url(&url);
        Some(())
    };
    run().is_some()
}
