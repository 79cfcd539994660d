//! The app shell in a real browser: home cards, the language switch, the rules pages, the
//! credits and not-found pages.
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test web_shell`
#![cfg(target_arch = "wasm32")]

use std::time::Duration;
use touche::games::GameId;
use touche::i18n::shell::{game_name, Text};
use touche::i18n::Lang;
use touche::ui::context::AppContext;
use touche::ui::route::Route;
use touche::ui::shell::Layout;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

#[derive(Properties, PartialEq)]
struct HarnessProps {
    route: Route,
    lang: Lang,
}

/// The layout with a language state, as `App` provides it, but no storage and no hash.
#[function_component(Harness)]
fn harness(props: &HarnessProps) -> Html {
    let lang = use_state(|| props.lang);
    let context = AppContext {
        lang: *lang,
        set_lang: {
            let lang = lang.clone();
            Callback::from(move |l| lang.set(l))
        },
    };
    html! {
        <ContextProvider<AppContext> {context}>
            <Layout route={props.route.clone()} />
        </ContextProvider<AppContext>>
    }
}

async fn render(route: Route, lang: Lang) -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<Harness>::with_root_and_props(root.clone(), HarnessProps { route, lang })
        .render();
    settle().await;
    root
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(50)).await;
}

fn find(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
}

fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

fn text(element: &Element) -> String {
    element.text_content().unwrap_or_default()
}

fn click(root: &Element, selector: &str) {
    find(root, selector).unchecked_into::<HtmlElement>().click();
}

#[wasm_bindgen_test]
async fn home_shows_three_game_cards() {
    let root = render(Route::Home, Lang::En).await;
    find(&root, "[data-testid=home]");
    assert_eq!(count(&root, "[data-testid^=game-card-]"), 3);
    for game in GameId::ALL {
        let card = find(&root, &format!("[data-testid=game-card-{}]", game.slug()));
        assert!(text(&card).contains(game_name(game, Lang::En)));
        assert!(
            card.query_selector("svg").unwrap().is_some(),
            "{game:?} has its picture"
        );
        let first_link = card.query_selector("a[href]").unwrap().expect("a link");
        let href = first_link.get_attribute("href").unwrap();
        if game.playable() {
            assert_eq!(href, format!("#/{}", game.slug()));
            assert!(card
                .query_selector(&format!("a[href='#/{}/rules']", game.slug()))
                .unwrap()
                .is_some());
        } else {
            assert_eq!(href, format!("#/{}/rules", game.slug()));
        }
    }
    root.remove();
}

#[wasm_bindgen_test]
async fn the_fr_button_switches_to_french() {
    let root = render(Route::Home, Lang::En).await;
    let home = find(&root, "[data-testid=home]");
    let english = text(&home);
    assert!(english.contains(Text::HomeTitle.text(Lang::En)));
    let en = find(&root, "[data-testid=lang-switch] [data-lang=en]");
    let fr = find(&root, "[data-testid=lang-switch] [data-lang=fr]");
    assert_eq!(en.get_attribute("aria-pressed").as_deref(), Some("true"));
    assert_eq!(fr.get_attribute("aria-pressed").as_deref(), Some("false"));

    click(&root, "[data-testid=lang-switch] [data-lang=fr]");
    settle().await;

    let home = find(&root, "[data-testid=home]");
    let french = text(&home);
    assert_ne!(french, english);
    assert!(french.contains(Text::HomeTitle.text(Lang::Fr)));
    assert!(text(&find(&root, "[data-testid=site-header]")).contains(Text::NavHome.text(Lang::Fr)));
    let fr = find(&root, "[data-testid=lang-switch] [data-lang=fr]");
    assert_eq!(fr.get_attribute("aria-pressed").as_deref(), Some("true"));

    click(&root, "[data-testid=lang-switch] [data-lang=en]");
    settle().await;
    assert!(text(&find(&root, "[data-testid=home]")).contains(Text::HomeTitle.text(Lang::En)));
    root.remove();
}

#[wasm_bindgen_test]
async fn each_rules_page_renders_with_its_game() {
    for game in GameId::ALL {
        for lang in Lang::ALL {
            let root = render(Route::Rules(game), lang).await;
            let page = find(&root, "[data-testid=rules-page]");
            assert_eq!(
                page.get_attribute("data-game").as_deref(),
                Some(game.slug())
            );
            // The document itself is fetched from rules/ (served in the end-to-end tests; the
            // test runner has no such files): here the page must say so, never stay blank.
            yew::platform::time::sleep(Duration::from_millis(150)).await;
            let status = find(&page, ".rules__status");
            assert!(
                !text(&status).trim().is_empty(),
                "a loading or failure message is shown"
            );
            assert!(text(&page).contains(&touche::i18n::shell::rules_title(game, lang)));
            // The call to action: play if playable, otherwise back home.
            if game.playable() {
                let play = find(&page, "[data-testid=rules-play]");
                assert_eq!(
                    play.get_attribute("href"),
                    Some(format!("#/{}", game.slug()))
                );
            } else {
                let home = find(&page, "[data-testid=rules-home]");
                assert_eq!(home.get_attribute("href").as_deref(), Some("#/"));
            }
            root.remove();
        }
    }
}

#[wasm_bindgen_test]
async fn credits_and_not_found_pages() {
    let root = render(Route::Credits, Lang::En).await;
    let credits = find(&root, "[data-testid=credits-page]");
    for needle in [
        "Reiner Knizia",
        "Massard-Rostain",
        "P.D. Magnus",
        "CC BY-NC-SA",
    ] {
        assert!(text(&credits).contains(needle), "credits mention {needle}");
    }
    root.remove();

    let root = render(Route::NotFound("nowhere".into()), Lang::Fr).await;
    let page = find(&root, "[data-testid=not-found]");
    assert!(text(&page).contains(Text::NotFoundTitle.text(Lang::Fr)));
    find(&page, "a[href='#/']");
    root.remove();
}

#[wasm_bindgen_test]
async fn the_app_follows_the_hash() {
    let window = gloo::utils::window();
    window.location().set_hash("#/skirman/rules").unwrap();
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let app = yew::Renderer::<touche::ui::app::App>::with_root(root.clone()).render();
    settle().await;
    let page = find(&root, "[data-testid=rules-page]");
    assert_eq!(page.get_attribute("data-game").as_deref(), Some("skirman"));

    window.location().set_hash("#/credits").unwrap();
    yew::platform::time::sleep(Duration::from_millis(150)).await;
    find(&root, "[data-testid=credits-page]");

    window.location().set_hash("#/").unwrap();
    yew::platform::time::sleep(Duration::from_millis(150)).await;
    find(&root, "[data-testid=home]");
    app.destroy();
    root.remove();
}
