//! The Skirm'an table in a real browser: an Initiation bout against the computer played by
//! clicking, the chain of the phrase d'armes with its arrow labels, and the hot-seat hand-off
//! that keeps each player's hand out of the DOM.
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test web_skirman`
#![cfg(target_arch = "wasm32")]

use std::time::Duration;
use touche::games::skirman::LinkKind;
use touche::i18n::skirman::link_name;
use touche::i18n::Lang;
use touche::ui::skirman::SkirmanApp;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

async fn sleep(ms: u64) {
    yew::platform::time::sleep(Duration::from_millis(ms)).await;
}

async fn settle() {
    sleep(60).await;
}

async fn render() -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    // No language context: the game is in English (`use_lang`'s default).
    yew::Renderer::<SkirmanApp>::with_root(root.clone()).render();
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

/// Waits (computer turns take about a second) until the human may act: a playable card or a
/// "take the attack / pass" button. False if the bout ended first.
async fn wait_for_my_turn(root: &Element) -> bool {
    for _ in 0..100 {
        if find(root, "[data-testid=bout-over]").is_some() {
            return false;
        }
        if find(root, "[data-testid=actions]").is_some() {
            return true;
        }
        sleep(100).await;
    }
    panic!("the human never got a decision");
}

/// Plays one decision by clicking: a highlighted card and its first action, else a dimmed card
/// (a discard when stuck), else "take the attack". Returns the slug of the card played, if any.
async fn play_something(root: &Element) -> Option<String> {
    for selector in [
        "[data-testid=hand] .sk-pick.playable",
        "[data-testid=hand] .sk-pick[aria-disabled=false]",
    ] {
        if let Some(card) = find(root, selector) {
            let slug = card.get_attribute("data-card");
            card.dyn_into::<HtmlElement>().unwrap().click();
            settle().await;
            if find(root, "[data-testid=actions] button.primary").is_some() {
                click(root, "[data-testid=actions] button.primary").await;
                return slug;
            }
            // A card that only plays in a pair: add a second playable card.
            let second = root
                .query_selector_all("[data-testid=hand] .sk-pick.playable:not(.selected)")
                .unwrap();
            for k in 0..second.length() {
                let el: HtmlElement = second.item(k).unwrap().dyn_into().unwrap();
                el.click();
                settle().await;
                if find(root, "[data-testid=actions] button.primary").is_some() {
                    click(root, "[data-testid=actions] button.primary").await;
                    return slug;
                }
                el.click();
                settle().await;
            }
            click(root, "[data-testid=act-clear]").await;
        }
    }
    click(root, "[data-testid=act-decline]").await;
    None
}

#[wasm_bindgen_test]
async fn an_initiation_bout_against_the_computer_is_played_by_clicking() {
    let root = render().await;
    assert!(find(&root, "[data-testid=skirman-setup]").is_some());
    assert!(
        find(&root, "[data-testid=level-initiation]:checked").is_some(),
        "a first bout is at the Initiation level"
    );
    click(&root, "[data-testid=start-game]").await;
    assert!(find(&root, "[data-testid=skirman-table]").is_some());
    assert_eq!(
        count(&root, "[data-testid=hand] .sk-pick"),
        7,
        "seven cards dealt"
    );
    assert!(
        find(&root, "[data-testid=handoff]").is_none(),
        "no hand-off against the computer"
    );
    assert_eq!(count(&root, "[data-testid=scoreboard] .sk-touch-pip"), 10);
    assert!(!find(&root, "[data-testid=prompt-text]")
        .unwrap()
        .text_content()
        .unwrap()
        .is_empty());
    assert!(wait_for_my_turn(&root).await);
    let exchanges = count(&root, "[data-testid=exchange]");
    let played = play_something(&root).await;
    let in_chain = played.as_ref().is_some_and(|slug| {
        find(
            &root,
            &format!("[data-testid=chain-link] .sk-played.one [data-card='{slug}']"),
        )
        .is_some()
    });
    let logged = count(&root, "[data-testid=exchange]") > exchanges;
    assert!(
        in_chain || logged || played.is_none(),
        "the card played is on the table (or its exchange is in the log)"
    );
    assert!(
        find(&root, "[data-testid=refusal]").is_none(),
        "nothing was refused"
    );
    // The seed is never shown.
    assert!(!root.inner_html().contains("seed"));
}

#[wasm_bindgen_test]
async fn the_chain_shows_a_played_card_with_its_arrow_label() {
    let root = render().await;
    click(&root, "[data-testid=start-game]").await;
    for _ in 0..20 {
        if find(&root, "[data-testid=chain-link]").is_some() {
            break;
        }
        if !wait_for_my_turn(&root).await {
            break;
        }
        if find(&root, "[data-testid=chain-link]").is_none() {
            play_something(&root).await;
        }
    }
    let link = find(&root, "[data-testid=chain-link]").expect("a card on the table");
    let label = find(&link, "[data-testid=link-label]")
        .unwrap()
        .text_content()
        .unwrap();
    let kinds = [
        LinkKind::Attack,
        LinkKind::Parry,
        LinkKind::Retreat,
        LinkKind::Riposte,
        LinkKind::Touch,
        LinkKind::Discard,
        LinkKind::Declined,
    ];
    assert!(
        kinds.iter().any(|&k| link_name(k, Lang::En) == label),
        "arrow label {label:?}"
    );
    if link.get_attribute("data-link").as_deref() == Some("attack") {
        assert_eq!(label, link_name(LinkKind::Attack, Lang::En));
        assert!(
            find(&link, ".sk-card[data-card]").is_some(),
            "the attack card is drawn"
        );
    }
}

#[wasm_bindgen_test]
async fn hot_seat_keeps_the_hand_out_of_the_dom_during_the_hand_off() {
    let root = render().await;
    click(&root, "[data-testid=mode-hotseat]").await;
    click(&root, "[data-testid=start-game]").await;
    assert!(find(&root, "[data-testid=handoff]").is_some());
    assert!(
        find(&root, "[data-testid=hand]").is_none(),
        "no hand behind the hand-off screen"
    );
    assert_eq!(count(&root, ".sk-pick"), 0);
    click(&root, "[data-testid=handoff-ready]").await;
    assert_eq!(count(&root, "[data-testid=hand] .sk-pick"), 7);
    let first = find(&root, "[data-testid=prompt] .sk-prompt-who")
        .unwrap()
        .text_content();
    // Play until the other player must act: the hand-off comes back and the hand goes.
    for _ in 0..6 {
        play_something(&root).await;
        if find(&root, "[data-testid=handoff]").is_some() {
            break;
        }
    }
    assert!(find(&root, "[data-testid=handoff]").is_some());
    assert!(find(&root, "[data-testid=hand]").is_none());
    assert!(
        find(&root, ".sk-own-facedown").is_none(),
        "no face-down card of mine is shown"
    );
    click(&root, "[data-testid=handoff-ready]").await;
    assert!(find(&root, "[data-testid=hand]").is_some());
    let second = find(&root, "[data-testid=prompt] .sk-prompt-who")
        .unwrap()
        .text_content();
    assert_ne!(first, second, "the other player now holds the device");
}
