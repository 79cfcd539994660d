//! The example game's table (`TablePage::<Bluff>`, feature `example-game`) in a real browser:
//! the shared table hosts a game it does not name: set-up, the board of the seat that may look,
//! a bid, the computer's answer in the log, and the hot-seat hand-off that keeps both hands
//! out of the DOM.
//!
//! `cargo test --features example-game --target wasm32-unknown-unknown --test web_example_game`
#![cfg(all(target_arch = "wasm32", feature = "example-game"))]

use std::time::Duration;
use touche::games::bluff::Bluff;
use touche::i18n::Lang;
use touche::ui::context::AppContext;
use touche::ui::table::TablePage;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

#[function_component(Harness)]
fn harness() -> Html {
    let context = AppContext {
        lang: Lang::En,
        set_lang: Callback::noop(),
    };
    html! {
        <ContextProvider<AppContext> {context}>
            <TablePage<Bluff> />
        </ContextProvider<AppContext>>
    }
}

async fn render() -> Element {
    gloo::utils::window()
        .local_storage()
        .ok()
        .flatten()
        .map(|s| s.clear());
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<Harness>::with_root(root.clone()).render();
    settle(60).await;
    root
}

async fn settle(ms: u64) {
    yew::platform::time::sleep(Duration::from_millis(ms)).await;
}

fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).unwrap()
}

fn text(root: &Element, selector: &str) -> String {
    find(root, selector)
        .unwrap_or_else(|| panic!("no {selector}"))
        .text_content()
        .unwrap_or_default()
}

async fn click(root: &Element, selector: &str) {
    let el = find(root, selector).unwrap_or_else(|| panic!("no {selector}"));
    el.dyn_into::<HtmlElement>().unwrap().click();
    settle(60).await;
}

#[wasm_bindgen_test]
async fn the_table_deals_a_hand_and_the_computer_answers_a_bid() {
    let root = render().await;
    assert!(find(&root, "[data-testid=setup]").is_some());
    click(&root, "[data-testid=start-game]").await;
    let hand = text(&root, "[data-testid=bluff-hand]");
    assert_eq!(
        hand.split_whitespace()
            .filter(|w| w.parse::<u8>().is_ok())
            .count(),
        3,
        "{hand}"
    );
    click(&root, "[data-testid=bluff-bid]").await;
    // The computer (Standard, on the page) answers after the table's pause.
    for _ in 0..40 {
        if text(&root, "[data-testid=log]").lines().count() > 0
            && (find(&root, "[data-testid=bluff-challenge]").is_some()
                || text(&root, "[data-testid=log]").contains("challenges"))
        {
            break;
        }
        settle(100).await;
    }
    let log = text(&root, "[data-testid=log]");
    assert!(
        log.contains("You bid") || log.contains("bids one 1"),
        "{log}"
    );
    assert!(log.contains("Computer"), "the computer answered: {log}");
}

#[wasm_bindgen_test]
async fn hot_seat_hides_both_hands_until_the_player_takes_the_device() {
    let root = render().await;
    click(&root, "[data-testid=mode-hotseat]").await;
    click(&root, "[data-testid=start-game]").await;
    for turn in 0..3 {
        assert!(
            find(&root, "[data-testid=handoff]").is_some(),
            "turn {turn}: hand-off"
        );
        assert!(
            find(&root, "[data-testid=bluff-hand]").is_none(),
            "a hand behind the hand-off"
        );
        assert!(find(&root, "[data-testid=public-board]").is_some());
        click(&root, "[data-testid=handoff-ready]").await;
        assert!(find(&root, "[data-testid=bluff-hand]").is_some());
        click(&root, "[data-testid=bluff-bid]").await;
    }
}
