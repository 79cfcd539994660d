//! The app shell in a real browser: home cards, the language switch, the rules pages, the
//! credits and not-found pages, a game page's frame, and the links between the site's pages.
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test web_shell`
#![cfg(target_arch = "wasm32")]

use std::time::Duration;
use touche::games::GameId;
use touche::i18n::shell::{game_name, page_title, Text};
use touche::i18n::Lang;
use touche::ui::app::{GameApp, GameAppProps};
use touche::ui::context::AppContext;
use touche::ui::route::{moved_to_game_page, Page, Route};
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
    assert_eq!(
        count(&root, "[data-testid^=game-card-]") as usize,
        GameId::ALL.len()
    );
    for game in GameId::ALL {
        let card = find(&root, &format!("[data-testid=game-card-{}]", game.slug()));
        assert!(text(&card).contains(game_name(game, Lang::En)));
        assert!(
            card.query_selector("svg").unwrap().is_some(),
            "{game:?} has its picture"
        );
        let first_link = card.query_selector("a[href]").unwrap().expect("a link");
        let href = first_link.get_attribute("href").unwrap();
        // A game has its own page, next to home's (relative: any sub-path works).
        assert_eq!(href, format!("{}/", game.slug()));
        assert!(card
            .query_selector(&format!("a[href='#/{}/rules']", game.slug()))
            .unwrap()
            .is_some());
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
            // The call to action: play.
            let play = find(&page, "[data-testid=rules-play]");
            assert_eq!(
                play.get_attribute("href"),
                Some(format!("{}/", game.slug()))
            );
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

#[wasm_bindgen_test]
fn home_parses_its_hash_routes() {
    assert_eq!(Route::parse(""), Route::Home);
    assert_eq!(Route::parse("#/"), Route::Home);
    assert_eq!(Route::parse("#/credits"), Route::Credits);
    assert_eq!(
        Route::parse("#/skirman/rules"),
        Route::Rules(GameId::Skirman)
    );
    assert_eq!(Route::parse("#/nowhere"), Route::NotFound("nowhere".into()));
    // Old links into a game, from when the games lived inside home.
    assert_eq!(Route::parse("#/en-garde"), Route::Play(GameId::EnGarde));
    assert_eq!(
        Route::parse("#/skirman/glossary"),
        Route::Play(GameId::Skirman)
    );
}

#[wasm_bindgen_test]
fn links_from_home_and_from_a_game_page() {
    let home = |r: Route| r.href_from(Page::Home);
    assert_eq!(home(Route::Home), "#/");
    assert_eq!(home(Route::Credits), "#/credits");
    assert_eq!(home(Route::Rules(GameId::EnGarde)), "#/en-garde/rules");
    assert_eq!(home(Route::Play(GameId::FifesAndDrums)), "fifes-and-drums/");

    let game = |r: Route| r.href_from(Page::Game(GameId::Skirman));
    assert_eq!(game(Route::Home), "../#/");
    assert_eq!(game(Route::Credits), "../#/credits");
    assert_eq!(game(Route::Rules(GameId::Skirman)), "../#/skirman/rules");
    assert_eq!(game(Route::Play(GameId::EnGarde)), "../en-garde/");
    assert_eq!(game(Route::Play(GameId::Skirman)), "#/");
    let tournament = Route::Section(GameId::Skirman, "tournament");
    assert_eq!(game(tournament.clone()), "tournament/");
    assert_eq!(home(tournament.clone()), "skirman/tournament/");

    // A section's page is two folders down.
    let section = |r: Route| r.href_from(Page::Section(GameId::Skirman, "tournament"));
    assert_eq!(section(Route::Home), "../../#/");
    assert_eq!(section(Route::Play(GameId::Skirman)), "../");
    assert_eq!(section(Route::Play(GameId::EnGarde)), "../../en-garde/");
    assert_eq!(section(tournament), "#/");
    assert_eq!(
        section(Route::Rules(GameId::Skirman)),
        "../../#/skirman/rules"
    );
    // This test runs on no page of the site: links are home's.
    assert_eq!(Page::current(), Page::Home);
    assert_eq!(Route::Credits.href(), "#/credits");
}

#[wasm_bindgen_test]
fn old_links_into_a_game_go_on_to_its_page() {
    let moved = |hash: &str| moved_to_game_page(hash);
    assert_eq!(moved("#/en-garde").as_deref(), Some("en-garde/"));
    assert_eq!(
        moved("#/fifes-and-drums/").as_deref(),
        Some("fifes-and-drums/")
    );
    assert_eq!(
        moved("#/skirman/glossary/parade-quarte").as_deref(),
        Some("skirman/#/glossary/parade-quarte")
    );
    assert_eq!(
        moved("#/skirman/tournament").as_deref(),
        Some("skirman/#/tournament")
    );
    for stays in ["", "#/", "#/credits", "#/skirman/rules", "#/nowhere"] {
        assert_eq!(moved(stays), None, "{stays}");
    }
}

/// A game page: the site's header (with the language switch) and footer around the game, which
/// follows the language.
#[wasm_bindgen_test]
async fn a_game_page_frames_the_game() {
    #[function_component(FakeGame)]
    fn fake_game() -> Html {
        let lang = touche::ui::context::use_lang();
        html! { <section data-testid="fake-game" data-lang={lang.code()}>{ "game" }</section> }
    }

    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let app = yew::Renderer::<GameApp>::with_root_and_props(
        root.clone(),
        GameAppProps {
            route: Route::Play(GameId::Skirman),
            children: html! { <FakeGame /> },
        },
    )
    .render();
    settle().await;
    find(&root, "[data-testid=site-header] [data-testid=lang-switch]");
    find(&root, "[data-testid=site-footer]");
    let main = find(&root, "main#main");
    assert_eq!(main.get_attribute("data-width").as_deref(), Some("wide"));
    find(&main, "[data-testid=fake-game]");
    assert_eq!(
        document.title(),
        page_title(Some(game_name(GameId::Skirman, Lang::En)), Lang::En)
    );

    for lang in [Lang::Fr, Lang::En] {
        click(
            &root,
            &format!("[data-testid=lang-switch] [data-lang={}]", lang.code()),
        );
        settle().await;
        let game = find(&root, "[data-testid=fake-game]");
        assert_eq!(
            game.get_attribute("data-lang").as_deref(),
            Some(lang.code())
        );
        let html_lang = document.document_element().unwrap().get_attribute("lang");
        assert_eq!(html_lang.as_deref(), Some(lang.code()));
        let stored = gloo::utils::window()
            .local_storage()
            .unwrap()
            .unwrap()
            .get_item("touche.lang")
            .unwrap();
        assert_eq!(stored.as_deref(), Some(lang.code()), "shared by every page");
    }
    app.destroy();
    root.remove();
}
