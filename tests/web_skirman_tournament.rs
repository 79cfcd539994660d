//! The Skirm'an tournament screen in a real browser: a four-computer tournament played to its
//! champion by clicking, byes drawn in an incomplete bracket, and a bout with a human handed to
//! the parent.
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test web_skirman_tournament`
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::time::Duration;
use touche::i18n::Lang;
use touche::tournament::ParticipantKind;
use touche::ui::context::AppContext;
use touche::ui::skirman::tournament::{BoutRequest, TournamentPage};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlSelectElement};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

thread_local! {
    static REQUESTS: RefCell<Vec<BoutRequest>> = const { RefCell::new(Vec::new()) };
}

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
    let on_play_bout = Callback::from(|r: BoutRequest| REQUESTS.with(|q| q.borrow_mut().push(r)));
    html! {
        <ContextProvider<AppContext> {context}>
            <TournamentPage {on_play_bout} />
        </ContextProvider<AppContext>>
    }
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(60)).await;
}

async fn render(lang: Lang) -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<Harness>::with_root_and_props(root.clone(), HarnessProps { lang }).render();
    settle().await;
    root
}

fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).unwrap()
}

fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
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
    settle().await;
}

async fn select(root: &Element, selector: &str, value: &str) {
    let el: HtmlSelectElement = find(root, selector)
        .unwrap_or_else(|| panic!("no {selector}"))
        .dyn_into()
        .unwrap();
    el.set_value(value);
    el.dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    settle().await;
}

#[wasm_bindgen_test]
async fn four_computers_play_to_a_champion_by_clicking() {
    let asked_before = REQUESTS.with(|q| q.borrow().len());
    let root = render(Lang::En).await;
    assert_eq!(count(&root, ".skt-row"), 4, "four fencers to begin with");
    // The first row is a human by default: make it a computer too.
    select(&root, "[data-testid=participant-kind-0]", "standard").await;
    select(&root, "[data-testid=tournament-level]", "competition").await;
    click(&root, "[data-testid=tournament-start]").await;

    assert!(find(&root, "[data-testid=bracket]").is_some());
    assert_eq!(count(&root, ".skt-round"), 2, "semi-finals and final");
    assert_eq!(count(&root, ".skt-match"), 3);
    assert_eq!(count(&root, ".skt-match.bye"), 0);
    assert_eq!(
        text(&root, "[data-testid=round-1] .skt-round-name"),
        "Final"
    );

    for bout in 1..=3 {
        assert!(find(&root, "[data-testid=champion]").is_none());
        assert_eq!(count(&root, ".skt-match.next"), 1, "one highlighted match");
        click(&root, "[data-testid=play-bout]").await;
        let last = text(&root, "[data-testid=last-result]");
        assert!(last.contains(" beats ") && last.contains("5–"), "{last}");
        assert_eq!(
            count(&root, ".skt-slot.won"),
            bout,
            "one winner per bout played"
        );
    }
    assert!(find(&root, "[data-testid=play-bout]").is_none());
    let champion = text(&root, "[data-testid=champion] .skt-champion-name");
    assert!(champion.starts_with("Fencer "), "{champion}");
    let final_winner = text(&root, "[data-testid=match-1-0] .skt-slot.won .skt-name");
    assert!(
        final_winner.starts_with(&champion),
        "{final_winner} / {champion}"
    );
    assert_eq!(
        REQUESTS.with(|q| q.borrow().len()),
        asked_before,
        "no human bout"
    );

    click(&root, "[data-testid=new-tournament]").await;
    assert!(find(&root, "[data-testid=tournament-setup]").is_some());
    assert_eq!(count(&root, ".skt-row"), 4, "the last line-up is kept");
}

#[wasm_bindgen_test]
async fn an_incomplete_bracket_shows_its_byes_and_hands_human_bouts_over() {
    let asked_before = REQUESTS.with(|q| q.borrow().len());
    let root = render(Lang::Fr).await;
    click(&root, "[data-testid=participant-add]").await;
    assert_eq!(count(&root, ".skt-row"), 5);
    assert_eq!(
        text(&root, "[data-testid=participant-count]"),
        "5 escrimeurs · 3 exempts"
    );
    click(&root, "[data-testid=tournament-start]").await;
    assert_eq!(count(&root, ".skt-round"), 3);
    assert_eq!(count(&root, ".skt-match.bye"), 3);
    assert_eq!(count(&root, ".skt-slot.bye"), 3);
    assert!(text(&root, ".skt-slot.bye").contains("exempt"));
    // Seeds 4 and 5 (two computers) play first; seed 1 (the human) has a bye.
    click(&root, "[data-testid=play-bout]").await;
    // Next in bracket order: seed 1 (human) against the winner, in the second round.
    click(&root, "[data-testid=play-bout]").await;
    let requests = REQUESTS.with(|q| q.borrow()[asked_before..].to_vec());
    assert_eq!(requests.len(), 1, "the human's bout goes to the parent");
    assert_eq!(requests[0].kinds[0], ParticipantKind::Human);
    assert_eq!(requests[0].names[0], "Escrimeur 1");
    assert_eq!(requests[0].at.round, 1);
}
