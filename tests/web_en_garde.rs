//! The En Garde page (`TablePage::<EnGarde>`) in a real browser: settings, the table, choosing
//! a card, the hot-seat hand-off that keeps both hands out of the DOM, and the round report
//! (the table's pause) shown over the round that ended, not the next one.
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test web_en_garde`
#![cfg(target_arch = "wasm32")]

use std::time::Duration;
use touche::games::en_garde::{EnGarde, Options, Public, RuleSet};
use touche::i18n::Lang;
use touche::ui::context::AppContext;
use touche::ui::en_garde::EnGardePage;
use touche::ui::table::{PublicProps, TableGame};
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
    // Each test starts afresh: no game saved by the one before (the page would offer it).
    gloo::utils::window()
        .local_storage()
        .ok()
        .flatten()
        .map(|s| s.clear());
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

fn has(root: &Element, selector: &str) -> bool {
    find(root, selector).is_some()
}

fn text(root: &Element, selector: &str) -> String {
    find(root, selector)
        .unwrap_or_else(|| panic!("no {selector}"))
        .text_content()
        .unwrap_or_default()
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

/// No card of either hand anywhere in the page: no hand, no card face, no card attribute.
fn assert_no_hand_in_dom(root: &Element, when: &str) {
    assert!(!has(root, "[data-testid=hand]"), "a hand in the DOM {when}");
    assert!(!has(root, ".eg-card"), "a card face in the DOM {when}");
    assert!(
        !root.inner_html().contains("data-card"),
        "a card value in the DOM {when}"
    );
}

/// The compile-level half of the hand-off guarantee: what the table renders behind a hand-off
/// or a pause is a function of `PublicProps<EnGarde>`, whose game facts are `Public` parts, and
/// `Public` has no field for a card in hand (only the hands' sizes).
#[wasm_bindgen_test]
fn the_public_board_receives_only_public_facts() {
    let _behind_handoff: fn(&PublicProps<EnGarde>) -> Html = <EnGarde as TableGame>::public_board;
    let _pause: fn(&PublicProps<EnGarde>) -> Html = <EnGarde as TableGame>::pause;
    let public: Public = EnGarde::new(RuleSet::default(), Options::default(), 7).public_part();
    let json = serde_json::to_value(&public).unwrap();
    let fields: Vec<&String> = json.as_object().unwrap().keys().collect();
    assert!(fields.iter().any(|f| *f == "hand_sizes"));
    assert!(
        fields
            .iter()
            .all(|f| *f == "hand_sizes" || !f.contains("hand")),
        "a hand field in Public: {fields:?}"
    );
    assert!(!fields.iter().any(|f| *f == "pile" || *f == "rng"));
}

#[wasm_bindgen_test]
async fn starting_a_match_deals_five_cards_and_shows_the_piste() {
    let root = render(Lang::En).await;
    assert!(has(&root, "[data-testid=setup]"));
    assert!(
        has(&root, "[data-testid=rule-set]"),
        "the game's own settings"
    );
    click(&root, "[data-testid=start-game]").await;
    assert!(has(&root, "[data-testid=piste]"));
    assert_eq!(all(&root, "[data-testid=hand] .eg-card").len(), 5);
    assert_eq!(text(&root, "[data-testid=distance]"), "22");
    assert_eq!(text(&root, "[data-testid=pile-count]"), "15");
    assert_eq!(all(&root, "[data-testid=piste] .eg-square").len(), 23);
    // Only seat one's hand is shown: the computer's is a count.
    assert!(text(&root, "[data-testid=opponent-hand]").contains('5'));
}

#[wasm_bindgen_test]
async fn choosing_a_card_offers_its_moves_and_highlights_the_square() {
    let root = render(Lang::Fr).await;
    click(&root, "[data-testid=start-game]").await;
    click(&root, "[data-testid=hand] button.eg-card").await;
    let forward = find(&root, "[data-testid=move-forward]").expect("a forward move is offered");
    assert!(forward.text_content().unwrap().starts_with("Avancer"));
    assert!(has(&root, ".eg-square.reach-forward"));
    // At the start nobody can step back from square 1.
    assert!(!has(&root, "[data-testid=move-back]"));
    // Cancel forgets the choice (board-local state).
    click(&root, "[data-testid=cancel]").await;
    assert!(!has(&root, ".eg-square.reach-forward"));
    click(&root, "[data-testid=hand] button.eg-card").await;
    click(&root, "[data-testid=move-forward]").await;
    let log = text(&root, "[data-testid=log]");
    assert!(log.contains("Manche 1"), "the round's heading: {log}");
    assert!(log.contains("avance"), "the move is logged: {log}");
    // The choice is forgotten once the action is played.
    assert!(!has(&root, ".eg-square.reach-forward"));
}

#[wasm_bindgen_test]
async fn hot_seat_hides_both_hands_until_the_player_takes_the_device() {
    let root = render(Lang::En).await;
    click(&root, "[data-testid=mode-hotseat]").await;
    click(&root, "[data-testid=start-game]").await;
    for turn in 0..4 {
        assert!(has(&root, "[data-testid=handoff]"), "turn {turn}: hand-off");
        assert_no_hand_in_dom(&root, "during the hand-off");
        assert!(has(&root, "[data-testid=public-board] [data-testid=piste]"));
        click(&root, "[data-testid=handoff-ready]").await;
        assert_eq!(all(&root, "[data-testid=hand] .eg-card").len(), 5);
        click(&root, "[data-testid=hand] button.eg-card").await;
        click(&root, "[data-testid=move-forward]").await;
    }
    assert!(has(&root, "[data-testid=handoff]"));
}

/// Clicks `selector` if it is on the page; says whether it was.
async fn click_if(root: &Element, selector: &str) -> bool {
    let there = has(root, selector);
    if there {
        click(root, selector).await;
    }
    there
}

/// One hot-seat decision that ends a round soon: take any hit, attack when possible, else
/// advance, else step back. Returns false when nothing could be clicked.
async fn hasty_step(root: &Element) -> bool {
    if click_if(root, "[data-testid=handoff-ready]").await {
        return true;
    }
    if click_if(root, "[data-testid=take-hit]").await {
        click_if(root, "[data-testid=confirm-take-hit]").await;
        return true;
    }
    let playable = "[data-testid=hand] button.eg-card:not(.unplayable)";
    for i in (0..all(root, playable).len()).rev() {
        let Some(card) = all(root, playable).into_iter().nth(i) else {
            continue;
        };
        card.dyn_into::<HtmlElement>().unwrap().click();
        settle().await;
        for id in ["attack", "move-forward", "move-back", "pass"] {
            if click_if(root, &format!("[data-testid=prompt] [data-testid={id}]")).await {
                return true;
            }
        }
        click_if(root, "[data-testid=cancel]").await;
    }
    click_if(root, "[data-testid=prompt] [data-testid=pass]").await
}

#[wasm_bindgen_test]
async fn the_round_report_shows_the_round_that_ended_not_the_next() {
    let root = render(Lang::En).await;
    click(&root, "[data-testid=mode-hotseat]").await;
    click(&root, "[data-testid=start-game]").await;
    let mut steps = 0;
    while !has(&root, "[data-testid=pause]") {
        assert!(hasty_step(&root).await, "stuck after {steps} steps");
        steps += 1;
        assert!(steps < 400, "no round ended");
    }
    // Behind the report: round 1 as it ended, its scorer lit, nobody to play, no hand.
    let report = text(&root, "[data-testid=pause] [data-testid=round-report]");
    assert!(report.contains("Round over"), "the report: {report}");
    let scored = report.contains("wins round 1");
    let header = text(&root, "[data-testid=scoreboard]");
    assert!(header.contains("Round 1"), "the header: {header}");
    assert!(!header.contains("Round 2"), "the header: {header}");
    assert_ne!(
        text(&root, "[data-testid=pile-count]"),
        "15",
        "not a fresh deal"
    );
    assert_eq!(all(&root, ".eg-light.lit").len(), usize::from(scored));
    assert!(!has(&root, "[data-testid=to-play]"));
    assert_no_hand_in_dom(&root, "during the round report");
    // The report counts the point; the header shows the score as it stood at the hit.
    let score = text(&root, "[data-testid=match-score]");
    assert_eq!(score.contains(" 1"), scored, "the report's score: {score}");
    let lights: Vec<String> = all(&root, "[data-testid=scoreboard] .eg-light-score")
        .iter()
        .map(|e| e.text_content().unwrap_or_default())
        .collect();
    assert_eq!(lights, ["0", "0"], "the header before the point");
    click(&root, "[data-testid=pause-continue]").await;
    // Then the next round, dealt, behind the hand-off.
    assert!(has(&root, "[data-testid=handoff]"));
    assert!(text(&root, "[data-testid=scoreboard]").contains("Round 2"));
    assert_eq!(text(&root, "[data-testid=pile-count]"), "15");
    assert_eq!(text(&root, "[data-testid=distance]"), "22");
    assert_no_hand_in_dom(&root, "during the hand-off after the report");
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
    click(&root, "[data-testid=start-game]").await;
    let marked = all(&root, "[data-testid=to-play]");
    assert_eq!(marked.len(), 1);
    assert!(
        has(&root, "[data-testid=score-one] [data-testid=to-play]"),
        "player 1 opens by default"
    );
}
