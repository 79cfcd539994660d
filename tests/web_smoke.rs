//! Browser smoke test: the whole app mounts and renders. Runs in headless Chromium with
//! `cargo test --target wasm32-unknown-unknown` (see scripts/test.sh); native builds skip it.
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use touche::ui::app::App;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn app_renders_the_site_name() {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .expect("a document");
    let root = document.create_element("div").expect("a div");
    document
        .body()
        .expect("a body")
        .append_child(&root)
        .expect("append the root");

    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::platform::time::sleep(Duration::from_millis(50)).await;

    let html = root.inner_html();
    assert!(!html.trim().is_empty(), "the app rendered nothing");
    assert!(html.contains("Touché"), "no \"Touché\" in: {html}");
}
