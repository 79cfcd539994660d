//! The En Garde page in a real browser: settings, the table, choosing a card, a refused card,
//! and the hot-seat hand-off that keeps the hand out of the DOM.
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test web_en_garde`
#![cfg(target_arch = "wasm32")]

use std::time::Duration;
use touche::i18n::Lang;
use touche::ui::context::AppContext;
use touche::ui::en_garde::EnGardePage;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

#[derive(Properties, PartialEq)]
struct HarnessProps {
    lang: Lang,
}

#[function_component(Harness)]
fn harness(props: &HarnessProps) -> Html {
    let context = AppContext {
        lang: props.lang,
        set_lang: Callback::noop(),
    };
    html! {
        <ContextProvider<AppContext> {context}>
            <EnGardePage />
        </ContextProvider<AppContext>>
    }
}

async fn render(lang: Lang) -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<Harness>::with_root_and_props(root.clone(), HarnessProps { lang }).render();
    settle().await;
    root
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(60)).await;
}

fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).unwrap()
}

fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok())
        .collect()
}

async fn click(root: &Element, selector: &str) {
    let el = find(root, selector).unwrap_or_else(|| panic!("no {selector}"));
    el.dyn_into::<HtmlElement>().unwrap().click();
    settle().await;
}

#[wasm_bindgen_test]
async fn starting_a_match_deals_five_cards_and_shows_the_piste() {
    let root = render(Lang::En).await;
    assert!(find(&root, "[data-testid=en-garde-setup]").is_some());
    click(&root, "[data-testid=start-match]").await;
    assert!(find(&root, "[data-testid=piste]").is_some());
    assert_eq!(all(&root, "[data-testid=hand] .eg-card").len(), 5);
    assert_eq!(
        find(&root, "[data-testid=distance]")
            .unwrap()
            .text_content()
            .unwrap(),
        "22"
    );
    assert_eq!(
        find(&root, "[data-testid=pile-count]")
            .unwrap()
            .text_content()
            .unwrap(),
        "15"
    );
    assert_eq!(all(&root, "[data-testid=piste] .eg-square").len(), 23);
    // Only seat one's hand is shown: the computer's is a count.
    assert!(find(&root, "[data-testid=opponent-hand]")
        .unwrap()
        .text_content()
        .unwrap()
        .contains('5'));
}

#[wasm_bindgen_test]
async fn choosing_a_card_offers_its_moves_and_highlights_the_square() {
    let root = render(Lang::Fr).await;
    click(&root, "[data-testid=start-match]").await;
    click(&root, "[data-testid=hand] button.eg-card").await;
    let forward = find(&root, "[data-testid=move-forward]").expect("a forward move is offered");
    assert!(forward.text_content().unwrap().starts_with("Avancer"));
    assert!(find(&root, ".eg-square.reach-forward").is_some());
    // At the start nobody can step back from square 1.
    assert!(find(&root, "[data-testid=move-back]").is_none());
    click(&root, "[data-testid=move-forward]").await;
    assert!(
        find(&root, "[data-testid=log] li").is_some(),
        "the move is logged"
    );
}

#[wasm_bindgen_test]
async fn hot_seat_hides_the_hand_until_the_player_takes_the_device() {
    let root = render(Lang::En).await;
    click(&root, "[data-testid=mode-hotseat]").await;
    click(&root, "[data-testid=start-match]").await;
    assert!(find(&root, "[data-testid=handoff]").is_some());
    assert!(
        find(&root, "[data-testid=hand]").is_none(),
        "no hand in the DOM during the hand-off"
    );
    assert!(
        !root.inner_html().contains("data-card"),
        "no card value in the DOM"
    );
    click(&root, "[data-testid=handoff-ready]").await;
    assert_eq!(all(&root, "[data-testid=hand] .eg-card").len(), 5);
    // Play a move: the device must change hands again and the hand disappear.
    click(&root, "[data-testid=hand] button.eg-card").await;
    click(&root, "[data-testid=move-forward]").await;
    assert!(find(&root, "[data-testid=handoff]").is_some());
    assert!(find(&root, "[data-testid=hand]").is_none());
}

#[wasm_bindgen_test]
async fn a_panic_shows_a_panel_with_a_reload_button() {
    touche::ui::shell::panic_panel::show("test: <b>not html</b>");
    let panel = gloo::utils::document()
        .query_selector(".panic-panel")
        .unwrap()
        .expect("panel shown");
    assert_eq!(panel.get_attribute("role").as_deref(), Some("alert"));
    assert!(
        panel.query_selector("button").unwrap().is_some(),
        "a reload button"
    );
    assert!(
        panel.inner_html().contains("&lt;b&gt;"),
        "the message is escaped"
    );
    panel.remove();
}

#[wasm_bindgen_test]
async fn the_player_to_move_is_marked() {
    let root = render(Lang::En).await;
    click(&root, "[data-testid=start-match]").await;
    let marked = all(&root, "[data-testid=to-play]");
    assert_eq!(marked.len(), 1);
    assert!(
        find(&root, "[data-testid=score-one] [data-testid=to-play]").is_some(),
        "player 1 opens by default"
    );
}
