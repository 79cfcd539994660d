//! The shared table's computer and hints in a real browser, without the AI worker (the test
//! runner does not serve it): the set-up offers the four strengths and the pace (remembered in
//! localStorage); in hot-seat the person to act has a Hint button, and when the worker cannot be
//! started the hint fails with a sentence, never a panic, and play goes on.
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test web_table_ai`
#![cfg(target_arch = "wasm32")]

use std::time::Duration;
use touche::ui::en_garde::EnGardePage;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

async fn sleep(ms: u64) {
    yew::platform::time::sleep(Duration::from_millis(ms)).await;
}

async fn render() -> Element {
    // Each test starts afresh: no game saved by the one before (the page would offer it).
    gloo::utils::window()
        .local_storage()
        .ok()
        .flatten()
        .map(|s| s.clear());
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    // No language context: English (`use_lang`'s default).
    yew::Renderer::<EnGardePage>::with_root(root.clone()).render();
    sleep(60).await;
    root
}

fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).unwrap()
}

async fn click(root: &Element, selector: &str) {
    let el = find(root, selector).unwrap_or_else(|| panic!("no {selector}"));
    el.dyn_into::<HtmlElement>().unwrap().click();
    sleep(60).await;
}

fn assist_state(root: &Element) -> String {
    find(root, "[data-testid=assist]")
        .and_then(|a| a.get_attribute("data-state"))
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn four_strengths_and_a_remembered_pace_are_offered() {
    let root = render().await;
    for id in [
        "mode-computer-beginner",
        "mode-computer",
        "mode-computer-strong",
        "mode-computer-master",
        "mode-hotseat",
        "pace-fast",
        "pace-normal",
        "pace-slow",
    ] {
        assert!(
            find(&root, &format!("[data-testid={id}]")).is_some(),
            "{id}"
        );
    }
    assert!(find(&root, "[data-testid=mode-computer]:checked").is_some());
    let labels = find(&root, "[data-testid=setup]")
        .unwrap()
        .text_content()
        .unwrap_or_default();
    for word in ["Beginner", "Standard", "Strong", "Master", "Fast", "Slow"] {
        assert!(labels.contains(word), "{word} in {labels}");
    }
    click(&root, "[data-testid=pace-slow]").await;
    let stored = web_sys::window()
        .unwrap()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item("touche.pace")
        .unwrap();
    assert_eq!(stored.as_deref(), Some("slow"));
    assert!(find(&root, "[data-testid=pace-slow]:checked").is_some());
    // No pause to choose between two people.
    click(&root, "[data-testid=mode-hotseat]").await;
    assert!(find(&root, "[data-testid=pace-slow]").is_none());
}

#[wasm_bindgen_test]
async fn a_hint_without_its_worker_fails_in_words_and_play_goes_on() {
    let root = render().await;
    click(&root, "[data-testid=mode-hotseat]").await;
    click(&root, "[data-testid=start-game]").await;
    // Behind the hand-off nobody may ask: no hint button.
    assert!(find(&root, "[data-testid=hint]").is_none());
    click(&root, "[data-testid=handoff-ready]").await;
    assert_eq!(assist_state(&root), "ready");
    click(&root, "[data-testid=hint]").await;
    for _ in 0..50 {
        if assist_state(&root) == "trouble" {
            break;
        }
        sleep(100).await;
    }
    assert_eq!(assist_state(&root), "trouble");
    let said = find(&root, "[data-testid=assist-text]")
        .unwrap()
        .text_content()
        .unwrap_or_default();
    assert!(said.contains("could not start"), "{said}");
    // The hint can be asked again, and the person plays on.
    assert!(find(&root, "[data-testid=hint]").is_some());
    click(&root, "[data-testid=hand] button.eg-card").await;
    click(&root, "[data-testid=move-forward]").await;
    assert!(find(&root, "[data-testid=handoff]").is_some());
}
