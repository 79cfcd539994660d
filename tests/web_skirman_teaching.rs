//! Skirm'an's teaching widgets in a real browser: the answers panel for a defender under an
//! attack in sixte (groups, a why-not line, collapsing, playing an answer) and under a compound
//! attack no pair of whose hand stops, the foil target and the glossary (what it says when its document cannot be downloaded; the dialog closes).
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test web_skirman_teaching`
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::time::Duration;
use touche::core::{Game, Seat};
use touche::games::skirman::why_not;
use touche::games::skirman::{
    Action, AttackKind, Card, Level, Line, Phase, Position, Rules, Skirman,
};
use touche::i18n::Lang;
use touche::ui::context::AppContext;
use touche::ui::skirman::glossary::{Glossary, GlossaryDialog};
use touche::ui::skirman::target::{target_figure, TargetFigureProps};
use touche::ui::skirman::teaching::{teaching_panel, TeachingPanelProps};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

thread_local! {
    static PLAYED: RefCell<Vec<Action>> = const { RefCell::new(Vec::new()) };
}

const ATTACK: Card = Card::Attack(AttackKind::CoupDroit, Line::Sixte);

/// Seat one attacks in sixte; seat two holds a sixte parry, a contre de quarte, a retreat and
/// four cards that cannot answer (a quarte parry among them).
fn def_attack() -> Skirman {
    let one = vec![
        ATTACK,
        Card::Touche,
        Card::Touche,
        Card::Attack(AttackKind::Coupe, Line::Quarte),
        Card::Parade(Line::Octave),
        Card::Feinte,
        Card::Marche,
    ];
    let two = vec![
        Card::Parade(Line::Sixte),
        Card::Contre(Line::Quarte),
        Card::Retraite,
        Card::Parade(Line::Quarte),
        Card::Touche,
        Card::Attack(AttackKind::Coupe, Line::Octave),
        Card::ToucheNonValable,
    ];
    let position = Position::with_hands(Level::Entrainement, [one, two], Seat::One, 7);
    let game = Skirman::from_position(Rules::new(Level::Entrainement), position).unwrap();
    let game = game.play(&Action::Play(ATTACK)).ok().unwrap();
    assert!(matches!(
        game.view(Seat::Two).phase,
        Phase::DefAttack {
            line: Line::Sixte,
            ..
        }
    ));
    game
}

/// Compétition: seat one plays an ATTAQUE COMPOSÉE; seat two holds no line parry with its own
/// counter (SK13), nor a CONTRE-ATTAQUE, so no pair it may keep stops the attack.
fn def_compound_without_a_stop() -> Skirman {
    let one = vec![
        Card::AttaqueComposee,
        Card::Attack(AttackKind::CoupDroit, Line::Quarte),
        Card::Attack(AttackKind::CoupDroit, Line::Sixte),
        Card::Touche,
    ];
    let two = vec![
        Card::Parade(Line::Quarte),
        Card::Contre(Line::Sixte),
        Card::Touche,
        Card::ToucheNonValable,
        Card::Retraite,
        Card::Marche,
        Card::Feinte,
    ];
    let position = Position::with_hands(Level::Competition, [one, two], Seat::One, 7);
    let game = Skirman::from_position(Rules::new(Level::Competition), position).unwrap();
    let game = game
        .play(&Action::Play(Card::AttaqueComposee))
        .ok()
        .unwrap();
    assert!(matches!(game.view(Seat::Two).phase, Phase::DefAc { .. }));
    game
}

#[derive(Properties, PartialEq)]
struct HarnessProps {
    lang: Lang,
    /// The compound attack of `def_compound_without_a_stop` instead of the attack in sixte.
    compound: bool,
}

#[function_component(PanelHarness)]
fn panel_harness(props: &HarnessProps) -> Html {
    let game = if props.compound {
        def_compound_without_a_stop()
    } else {
        def_attack()
    };
    let view = game.view(Seat::Two);
    let legal = game.legal_actions();
    let unplayable = why_not(&view.private.hand, &legal, |a| game.check(a));
    let collapsed = use_state(|| false);
    let on_toggle = {
        let collapsed = collapsed.clone();
        Callback::from(move |_| collapsed.set(!*collapsed))
    };
    let on_play = Callback::from(|action: Action| PLAYED.with(|p| p.borrow_mut().push(action)));
    let context = AppContext {
        lang: props.lang,
        set_lang: Callback::noop(),
    };
    html! {
        <ContextProvider<AppContext> {context}>
            { teaching_panel(&TeachingPanelProps { view, legal, unplayable, on_play, collapsed: *collapsed, on_toggle }, props.lang) }
            { target_figure(&TargetFigureProps { attack_line: Some(Line::Sixte), parry_line: Some(Line::Quarte), parry_also: None, attacker: None }, props.lang) }
        </ContextProvider<AppContext>>
    }
}

#[function_component(GlossaryHarness)]
fn glossary_harness() -> Html {
    let open = use_state(|| true);
    let on_close = {
        let open = open.clone();
        Callback::from(move |_| open.set(false))
    };
    html! {
        <>
            <div data-testid="page"><Glossary /></div>
            if *open {
                <GlossaryDialog focus={Some(Card::Contre(Line::Quarte))} {on_close} />
            }
        </>
    }
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(60)).await;
}

fn mount() -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
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

/// The panel for seat two, in `lang`, under the attack in sixte or (`compound`) the compound
/// attack, rendered and settled.
async fn render_panel(lang: Lang, compound: bool) -> Element {
    let root = mount();
    yew::Renderer::<PanelHarness>::with_root_and_props(
        root.clone(),
        HarnessProps { lang, compound },
    )
    .render();
    settle().await;
    root
}

async fn click(root: &Element, selector: &str) {
    let el = find(root, selector).unwrap_or_else(|| panic!("no {selector}"));
    el.dyn_into::<HtmlElement>().unwrap().click();
    settle().await;
}

#[wasm_bindgen_test]
async fn the_defender_sees_his_answers_grouped_and_why_the_others_cannot_be_played() {
    let root = render_panel(Lang::En, false).await;
    assert!(text(&root, "[data-testid=teaching-prompt]").contains("attacks in sixte"));
    for group in ["parry", "retreat"] {
        assert!(
            find(
                &root,
                &format!("[data-testid=teaching-panel] [data-category={group}]")
            )
            .is_some(),
            "no {group} group"
        );
    }
    // SK34: holding answers, he may neither decline nor discard.
    for group in ["decline", "discard"] {
        assert!(
            find(&root, &format!("[data-category={group}]")).is_none(),
            "a {group} group beside the answers"
        );
    }
    assert_eq!(
        count(&root, "[data-category=parry] [data-testid=teaching-answer]"),
        2,
        "sixte parry and counter of quarte"
    );
    assert!(text(&root, "[data-category=parry]").contains("CONTRE DE QUARTE (counter-parry)"));
    assert!(
        find(&root, "[data-category=attack]").is_none(),
        "no attack answers an attack"
    );
    let why = text(&root, "[data-testid=why-not]");
    assert!(why.contains("PARADE QUARTE"), "{why}");
    assert!(
        why.contains("sixte"),
        "the reason names the attack's line: {why}"
    );
    assert!(count(&root, "[data-testid=why-not-line]") >= 3);

    click(
        &root,
        "[data-category=retreat] [data-testid=teaching-answer]",
    )
    .await;
    PLAYED.with(|p| assert_eq!(p.borrow().as_slice(), &[Action::Play(Card::Retraite)]));

    let toggle = "[data-testid=teaching-toggle]";
    assert_eq!(
        find(&root, toggle)
            .unwrap()
            .get_attribute("aria-expanded")
            .as_deref(),
        Some("true")
    );
    click(&root, toggle).await;
    assert_eq!(
        find(&root, toggle)
            .unwrap()
            .get_attribute("aria-expanded")
            .as_deref(),
        Some("false")
    );
    assert!(find(&root, "#skt-panel-body")
        .unwrap()
        .has_attribute("hidden"));

    let target = find(&root, "[data-testid=target-figure] svg").unwrap();
    let label = target.get_attribute("aria-label").unwrap();
    assert!(
        label.contains("attack in sixte") && label.contains("parry in quarte"),
        "{label}"
    );
    assert_eq!(count(&root, ".skt-lit.on"), 2);
}

#[wasm_bindgen_test]
async fn the_panel_speaks_french() {
    let root = render_panel(Lang::Fr, false).await;
    assert!(text(&root, "[data-category=parry]").contains("CONTRE DE QUARTE"));
    assert!(text(&root, "[data-testid=why-not]").contains("PARADE QUARTE"));
}

/// Against a compound attack the panel lists only the pairs that stop it (SK13); with none, the
/// "Keep two cards" group says how to keep any two, over no empty list of answers.
#[wasm_bindgen_test]
async fn with_no_pair_that_stops_a_compound_attack_the_panel_says_how_to_keep_any_two() {
    let root = render_panel(Lang::En, true).await;
    let keep =
        find(&root, "[data-testid=teaching-panel] [data-category=keep]").expect("a keep group");
    assert_eq!(
        keep.query_selector_all("[data-testid=teaching-answer]")
            .unwrap()
            .length(),
        0,
        "no pair of this hand stops the attack"
    );
    assert!(
        keep.query_selector("ul").unwrap().is_none(),
        "no empty list of answers"
    );
    let sentence = text(&root, "[data-category=keep] [data-testid=keep-any-two]");
    assert!(sentence.contains("Keep these two"), "{sentence}");
}

/// The glossary is a document the page downloads (`i18n::skirman_glossary`, whose own tests
/// check every card's entry); the test runner serves no such file, so this checks what a player
/// sees when it cannot be loaded: a reason and a way to try again, and a dialog that still closes.
#[wasm_bindgen_test]
async fn the_glossary_says_when_it_cannot_load_and_the_dialog_closes() {
    let root = mount();
    yew::Renderer::<GlossaryHarness>::with_root(root.clone()).render();
    let mut failed = None;
    for _ in 0..50 {
        settle().await;
        failed = find(
            &root,
            "[data-testid=page] [data-testid=glossary] [role=alert]",
        );
        if failed.is_some() {
            break;
        }
    }
    let failed = failed.expect("the glossary reports the failed download");
    assert!(failed
        .text_content()
        .unwrap_or_default()
        .contains("could not be loaded"));
    assert!(find(&failed, "button").is_some(), "a button to try again");
    let dialog = find(&root, "[data-testid=glossary-dialog]").unwrap();
    assert_eq!(dialog.get_attribute("aria-modal").as_deref(), Some("true"));
    click(&root, "[data-testid=glossary-close]").await;
    assert!(find(&root, "[data-testid=glossary-dialog]").is_none());
}
