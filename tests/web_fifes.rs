//! The Fifes and Drums page in a real browser: settings, the track with six tokens, the display
//! of five, a split preview with ghost tokens, and the hot-seat hand-off that keeps the secret
//! card out of the DOM.
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test web_fifes`
#![cfg(target_arch = "wasm32")]

use std::time::Duration;
use touche::i18n::Lang;
use touche::ui::context::AppContext;
use touche::ui::fifes::FifesPage;
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
            <FifesPage />
        </ContextProvider<AppContext>>
    }
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(60)).await;
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
    yew::Renderer::<Harness>::with_root(root.clone()).render();
    settle().await;
    root
}

fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).unwrap()
}

fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

async fn click(root: &Element, selector: &str) {
    let el = find(root, selector).unwrap_or_else(|| panic!("no {selector}"));
    el.dyn_into::<HtmlElement>().unwrap().click();
    settle().await;
}

#[wasm_bindgen_test]
async fn a_new_game_shows_the_track_the_display_and_my_card() {
    let root = render().await;
    click(&root, "[data-testid=start-game]").await;
    assert_eq!(count(&root, "[data-testid=track] .fd-token"), 6);
    assert_eq!(
        count(&root, "[data-testid=track] .fd-token[data-space='1']"),
        6,
        "all units start on the front space"
    );
    assert_eq!(count(&root, "[data-testid=display] .fd-card"), 5);
    assert!(find(&root, "[data-testid=my-card]").is_some());
    assert_eq!(
        find(&root, "[data-testid=pile-count]")
            .unwrap()
            .text_content()
            .unwrap(),
        "32"
    );
    assert_eq!(
        count(&root, "[data-testid=track] .fd-token.favoured"),
        3,
        "my three units are marked"
    );
}

#[wasm_bindgen_test]
async fn a_numbered_card_previews_its_split_with_ghost_tokens() {
    let root = render().await;
    // Seat one opens, so the display is clickable at once.
    let select: web_sys::HtmlSelectElement = find(&root, "[data-testid=first-player]")
        .unwrap()
        .dyn_into()
        .unwrap();
    select.set_value("player-one");
    select
        .dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    settle().await;
    click(&root, "[data-testid=start-game]").await;
    let mut found = false;
    for slot in 0..5 {
        click(&root, &format!("[data-testid=display-{slot}]")).await;
        if find(&root, "[data-testid=split-1]").is_some() {
            found = true;
            break;
        }
    }
    if !found {
        // No numbered card dealt (very rare): nothing to preview in this deal.
        return;
    }
    click(&root, "[data-testid=split-1]").await;
    assert!(
        count(&root, "[data-testid^=ghost-]") >= 1,
        "ghost tokens show the landing spaces"
    );
    assert!(find(&root, "[data-testid=preview] li").is_some());
    click(&root, "[data-testid=confirm]").await;
    assert!(
        find(&root, "[data-testid=log] li").is_some(),
        "the turn is logged"
    );
}

#[wasm_bindgen_test]
async fn hot_seat_keeps_the_secret_card_out_of_the_dom_during_the_hand_off() {
    let root = render().await;
    click(&root, "[data-testid=mode-hotseat]").await;
    click(&root, "[data-testid=start-game]").await;
    assert!(find(&root, "[data-testid=handoff]").is_some());
    assert!(find(&root, "[data-testid=my-card]").is_none());
    assert_eq!(
        count(&root, "[data-testid=track] .fd-token.favoured"),
        0,
        "no favoured units shown either"
    );
    click(&root, "[data-testid=handoff-ready]").await;
    assert!(find(&root, "[data-testid=my-card]").is_some());
}

/// The compile-level half of the hand-off guarantee: what the table renders behind a hand-off
/// is a function of `PublicProps<FifesAndDrums>`, whose game facts are `Public` parts, and
/// `Public` has no field for a secret card before the game's end report (A-FD10).
#[wasm_bindgen_test]
fn the_public_board_receives_only_public_facts() {
    use touche::core::Game;
    use touche::games::fifes::{FifesAndDrums, Options, Public};
    use touche::ui::table::{PublicProps, TableGame};
    let _behind_handoff: fn(&PublicProps<FifesAndDrums>) -> Html =
        <FifesAndDrums as TableGame>::public_board;
    let public: Public = FifesAndDrums::new(Options::default(), 7).public();
    let json = serde_json::to_value(&public).unwrap();
    let fields: Vec<&String> = json.as_object().unwrap().keys().collect();
    // Exactly these public facts: a new field must be added here knowingly.
    assert_eq!(
        fields,
        [
            "discards",
            "display",
            "excuse_may_come_next",
            "first_player",
            "history",
            "options",
            "phase",
            "pile_count",
            "points",
            "safe_refills",
            "track"
        ]
    );
    assert!(
        !json.to_string().contains("secrets"),
        "no report (with its secret cards) before the end"
    );
}
