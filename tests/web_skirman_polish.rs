//! Skirm'an's finishing touches in a real browser: a tournament survives a reload (saved in
//! `localStorage`, resumed or discarded), and the opening prompt names only the cards of the
//! level in play.
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test web_skirman_polish`
#![cfg(target_arch = "wasm32")]

use std::time::Duration;
use touche::games::skirman::{Level, Phase};
use touche::i18n::skirman::phase_prompt;
use touche::i18n::Lang;
use touche::ui::context::AppContext;
use touche::ui::skirman::tournament::{BoutRequest, TournamentPage, STORAGE_KEY};
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
            <TournamentPage on_play_bout={Callback::from(|_: BoutRequest| {})} persist=true />
        </ContextProvider<AppContext>>
    }
}

fn storage() -> web_sys::Storage {
    gloo::utils::window().local_storage().unwrap().unwrap()
}

fn saved() -> Option<String> {
    storage().get_item(STORAGE_KEY).unwrap()
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(60)).await;
}

async fn mount() -> (Element, yew::AppHandle<Harness>) {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let handle = yew::Renderer::<Harness>::with_root(root.clone()).render();
    settle().await;
    (root, handle)
}

fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).unwrap()
}

async fn click(root: &Element, selector: &str) {
    find(root, selector)
        .unwrap_or_else(|| panic!("no {selector}"))
        .dyn_into::<HtmlElement>()
        .unwrap()
        .click();
    settle().await;
}

/// Starts the default tournament (you and three computers), reloads (unmounts and mounts the
/// page again), resumes it, then reloads and discards it.
#[wasm_bindgen_test]
async fn a_tournament_is_saved_and_offered_back_after_a_reload() {
    storage().remove_item(STORAGE_KEY).unwrap();
    let (root, handle) = mount().await;
    assert!(find(&root, "[data-testid=tournament-setup]").is_some());
    assert!(
        saved().is_none(),
        "nothing saved before a tournament starts"
    );
    click(&root, "[data-testid=tournament-start]").await;
    assert!(find(&root, "[data-testid=bracket]").is_some());
    let first = saved().expect("the running tournament is saved");
    handle.destroy();
    root.remove();

    // "Reload": the saved tournament is offered, with the warning about a bout in progress.
    let (root, handle) = mount().await;
    let offer = find(&root, "[data-testid=tournament-saved]").expect("resume or discard offered");
    let words = offer.text_content().unwrap_or_default();
    assert!(words.contains("4 fencers"), "{words}");
    assert!(words.contains("goes on where it was"), "{words}");
    assert!(find(&root, "[data-testid=tournament-setup]").is_none());
    click(&root, "[data-testid=tournament-resume]").await;
    assert!(find(&root, "[data-testid=bracket]").is_some());
    assert_eq!(
        saved().as_deref(),
        Some(first.as_str()),
        "resuming keeps it as it was"
    );
    handle.destroy();
    root.remove();

    let (root, handle) = mount().await;
    click(&root, "[data-testid=tournament-discard]").await;
    assert!(find(&root, "[data-testid=tournament-setup]").is_some());
    assert!(saved().is_none(), "discarded");
    handle.destroy();
    root.remove();
}

#[wasm_bindgen_test]
fn the_opening_prompt_names_only_the_cards_of_the_level() {
    for lang in Lang::ALL {
        let initiation = phase_prompt(Phase::Open, true, Level::Initiation, lang);
        assert!(!initiation.contains("tactic"), "{initiation}");
        let competition = phase_prompt(Phase::Open, true, Level::Competition, lang);
        assert!(
            competition.contains("tactique") || competition.contains("tactical"),
            "{competition}"
        );
    }
}

/// Issue 28: a damaged tournament is never deleted. It is set aside exactly as stored, said
/// once, offered for download, and forgotten only when the player says so; a new tournament
/// can start meanwhile.
#[wasm_bindgen_test]
async fn a_damaged_tournament_is_kept_aside_and_offered() {
    let aside = format!("{STORAGE_KEY}.unreadable");
    // Text beyond the basic plane too: set aside as it is.
    let damaged = "competition\nv9 \u{1F93A} not a bracket";
    storage().set_item(STORAGE_KEY, damaged).unwrap();
    storage().remove_item(&aside).unwrap();
    let (root, handle) = mount().await;
    let notice = find(&root, "[data-testid=unreadable-stored]").expect("the damage is said");
    let words = notice.text_content().unwrap_or_default();
    assert!(words.contains("could not be read"), "{words}");
    assert_eq!(
        words.matches("could not be read").count(),
        1,
        "said once: {words}"
    );
    assert!(find(&root, "[data-testid=download-kept]").is_some());
    assert_eq!(
        storage().get_item(&aside).unwrap().as_deref(),
        Some(damaged)
    );
    assert!(saved().is_none(), "moved aside, not copied");
    // The player may start a new tournament: the damaged one stays aside.
    click(&root, "[data-testid=tournament-start]").await;
    assert!(saved().is_some());
    assert_eq!(
        storage().get_item(&aside).unwrap().as_deref(),
        Some(damaged)
    );
    click(&root, "[data-testid=forget-kept]").await;
    assert!(find(&root, "[data-testid=unreadable-stored]").is_none());
    assert!(
        storage().get_item(&aside).unwrap().is_none(),
        "forgotten on request"
    );
    handle.destroy();
    root.remove();
    storage().remove_item(STORAGE_KEY).unwrap();
}

/// Fills `localStorage` until the browser refuses; returns the keys to clear.
fn fill_storage() -> Vec<String> {
    let chunk = "x".repeat(256 * 1024);
    let mut keys = Vec::new();
    for i in 0..200 {
        let key = format!("touche.test.fill.{i}");
        if storage().set_item(&key, &chunk).is_err() {
            break;
        }
        keys.push(key);
    }
    let mut small = chunk.len();
    while small > 1 {
        small /= 2;
        let key = format!("touche.test.fill.small.{small}");
        if storage().set_item(&key, &chunk[..small]).is_ok() {
            keys.push(key);
        }
    }
    keys
}

/// Issue 28: with the storage full, the tournament's save fails and the player is told at once,
/// with the download of what is on screen.
#[wasm_bindgen_test]
async fn a_full_storage_is_said_at_once() {
    storage().remove_item(STORAGE_KEY).unwrap();
    let filled = fill_storage();
    let (root, handle) = mount().await;
    click(&root, "[data-testid=tournament-start]").await;
    let said = find(&root, "[data-testid=not-saved]").map(|n| n.text_content().unwrap_or_default());
    for key in &filled {
        storage().remove_item(key).unwrap();
    }
    let said = said.expect("the failed save is said");
    assert!(said.contains("storage is full"), "{said}");
    assert!(saved().is_none());
    handle.destroy();
    root.remove();
}
