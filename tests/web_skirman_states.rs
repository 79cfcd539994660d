//! Rare Skirm'an states reached by clicking in a hot-seat bout that starts from an explicit
//! position (the shared table's `game` prop): a DÉROBEMENT against a BATTEMENT on one's own POINTE
//! EN LIGNE (SK31), a SORTIE DE PISTE giving a warning (SK33), and JEU VIOLENT. At every
//! hand-off no hand is in the page.
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test web_skirman_states`
#![cfg(target_arch = "wasm32")]

use std::time::Duration;
use touche::core::Seat;
use touche::games::skirman::{AttackKind, Card, Level, Line, Position, Rules, Skirman};
use touche::ui::table::{Saving, SeatKind, Seats, Table};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(60)).await;
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
    settle().await;
}

/// The device changes hands: nobody's hand is in the page until the next player is ready.
async fn hand_over(root: &Element) {
    assert!(
        find(root, "[data-testid=handoff]").is_some(),
        "a hand-off screen"
    );
    assert!(
        find(root, "[data-testid=hand]").is_none(),
        "no hand during the hand-off"
    );
    click(root, "[data-testid=handoff-ready]").await;
    assert!(find(root, "[data-testid=hand]").is_some());
}

/// Selects the hand cards `slugs` and confirms with the action bar's `act` button.
async fn play(root: &Element, slugs: &[&str], act: &str) {
    for slug in slugs {
        click(root, &format!("[data-testid=hand] [data-card={slug}]")).await;
    }
    click(root, &format!("[data-testid=actions] [data-testid={act}]")).await;
    assert!(
        find(root, "[data-testid=refusal]").is_none(),
        "{slugs:?} refused: {}",
        text(root, "[data-testid=refusal]")
    );
}

fn position(one: Vec<Card>, two: Vec<Card>) -> Skirman {
    let position = Position::with_hands(Level::Competition, [one, two], Seat::One, 3);
    Skirman::from_position(Rules::new(Level::Competition), position).expect("a valid position")
}

#[derive(Properties, PartialEq)]
struct HarnessProps {
    game: Skirman,
}

/// Two people at the shared table, Red and Green, playing on from `game`.
#[function_component(Harness)]
fn harness(props: &HarnessProps) -> Html {
    let seats = Seats {
        kinds: [SeatKind::Human, SeatKind::Human],
        names: ["Red".into(), "Green".into()],
    };
    let start = Saving::<Skirman> {
        rules: Level::Competition,
        options: Default::default(),
        seed: 0,
    };
    html! { <Table<Skirman> {seats} {start} position={Some(props.game.clone())} bot_seed={1} /> }
}

async fn mount(game: Skirman) -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<Harness>::with_root_and_props(root.clone(), HarnessProps { game }).render();
    settle().await;
    root
}

const SIXTE: Card = Card::Attack(AttackKind::CoupDroit, Line::Sixte);

#[wasm_bindgen_test]
async fn derobement_jeu_violent_and_sortie_de_piste_by_clicking() {
    let one = vec![
        Card::PointeEnLigne,
        Card::Derobement,
        Card::Attack(AttackKind::Coupe, Line::Sixte),
        Card::SortieDePiste,
        Card::Touche,
        Card::Parade(Line::Quarte),
        Card::Marche,
    ];
    let two = vec![
        Card::Battement,
        SIXTE,
        Card::JeuViolent,
        Card::Attack(AttackKind::CoupDroit, Line::Quarte),
        Card::Touche,
        Card::Retraite,
        Card::Parade(Line::Octave),
    ];
    let root = mount(position(one, two)).await;

    // SK31: Red's point in line, Green's beat and attack, Red's dérobement scores.
    hand_over(&root).await;
    play(&root, &["pointe-en-ligne"], "act-play").await;
    hand_over(&root).await;
    play(&root, &["battement", "coup-droit-sixte"], "act-pair").await;
    hand_over(&root).await;
    play(&root, &["derobement"], "act-play").await;
    assert_eq!(
        text(&root, "[data-testid=touches-1]"),
        "1",
        "the dérobement scores"
    );
    assert_eq!(text(&root, "[data-testid=touches-2]"), "0");
    let log = text(&root, "[data-testid=log]");
    assert!(
        log.contains("DÉROBEMENT (evasion)"),
        "the exchange is in the log: {log}"
    );

    // The scorer restarts (SK10): Red attacks, Green's JEU VIOLENT is a touch for Green.
    assert!(
        find(&root, "[data-testid=handoff]").is_none(),
        "Red plays on"
    );
    play(&root, &["coupe-sixte"], "act-play").await;
    hand_over(&root).await;
    play(&root, &["jeu-violent"], "act-play").await;
    assert_eq!(
        text(&root, "[data-testid=touches-2]"),
        "1",
        "jeu violent scores"
    );

    // Green restarts; Red's SORTIE DE PISTE cancels the attack and warns Green (SK33).
    assert!(
        find(&root, "[data-testid=handoff]").is_none(),
        "Green plays on"
    );
    play(&root, &["coup-droit-quarte"], "act-play").await;
    hand_over(&root).await;
    play(&root, &["sortie-de-piste"], "act-play").await;
    let warnings = text(&root, "[data-testid=warnings-2]");
    assert!(warnings.contains('1'), "Green holds a warning: {warnings}");
    assert_eq!(text(&root, "[data-testid=touches-1]"), "1");
    assert_eq!(text(&root, "[data-testid=touches-2]"), "1");
    assert!(
        find(&root, "[data-testid=handoff]").is_none(),
        "the arbitration card gave Red the initiative"
    );
}
