//! Skirm'an at the shared table in a real browser: an Initiation bout against the computer
//! played by clicking, the chain of the phrase d'armes with its arrow labels, the hot-seat
//! hand-off that keeps every hand out of the DOM, and the log's events (told from public facts).
//!
//! Why a hand-off cannot show a hand, by type: while the device changes hands the shared table
//! renders `TableGame::public_board`, which receives a `PublicProps<Skirman>`, whose only
//! game data is a `games::skirman::Public`: it has counts for the hands and the cards en attente
//! or set aside, and no field that could hold one of those cards (`Private` is handed to
//! `TableGame::board` only, for the seat allowed to look). The tests below check the DOM.
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test web_skirman`
#![cfg(target_arch = "wasm32")]

use std::time::Duration;
use touche::core::{Game, Seat};
use touche::games::skirman::{events, Event};
use touche::games::skirman::{
    Action, AttackKind, Card, Level, Line, LinkKind, Position, Rules, Skirman,
};
use touche::i18n::skirman::link_name;
use touche::i18n::Lang;
use touche::ui::skirman::card::with_break_points;
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
    // Each test starts afresh: no game saved by the one before (the page would offer it).
    gloo::utils::window()
        .local_storage()
        .ok()
        .flatten()
        .map(|s| s.clear());
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

/// The log's lines (not its "nothing played yet" placeholder).
const LOG_LINES: &str = "[data-testid=log] li:not(.tb-log-empty)";

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

/// Waits (computer turns take about a second) until the human may act: a playable card or a
/// "take the attack / pass" button. False if the bout ended first.
async fn wait_for_my_turn(root: &Element) -> bool {
    for _ in 0..100 {
        if find(root, "[data-testid=game-over]").is_some() {
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
    assert!(find(&root, "[data-testid=setup]").is_some());
    assert!(
        find(&root, "[data-testid=level-initiation]:checked").is_some(),
        "a first bout is at the Initiation level"
    );
    click(&root, "[data-testid=start-game]").await;
    assert!(find(&root, "[data-testid=table] [data-testid=board]").is_some());
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
    let logged_before = count(&root, LOG_LINES);
    let played = play_something(&root).await;
    let in_chain = played.as_ref().is_some_and(|slug| {
        find(
            &root,
            &format!("[data-testid=chain-link] .sk-played.one [data-card='{slug}']"),
        )
        .is_some()
    });
    assert!(
        count(&root, LOG_LINES) > logged_before,
        "the move is in the log"
    );
    // A discarded card goes straight to the discard pile: its link has no card (SK29).
    let discarded = find(
        &root,
        "[data-testid=chain-link][data-link=discard] .sk-played.one.sk-no-card",
    )
    .is_some();
    let log = text(&root, "[data-testid=log]");
    assert!(
        in_chain || discarded || played.is_none() || log.contains("Exchange 1:"),
        "the card played is on the table (or discarded, or it ended the exchange): {log}"
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

/// What the page says outside the piste and the log (where the cards played are public): its
/// text and every accessible name.
fn private_surface(root: &Element) -> String {
    let copy: Element = root.clone_node_with_deep(true).unwrap().dyn_into().unwrap();
    for selector in ["[data-testid=chain-area]", "[data-testid=log]"] {
        let found = copy.query_selector_all(selector).unwrap();
        for k in 0..found.length() {
            let el: Element = found.item(k).unwrap().dyn_into().unwrap();
            el.remove();
        }
    }
    let mut words = copy.text_content().unwrap_or_default();
    let labelled = copy.query_selector_all("[aria-label], [title]").unwrap();
    for k in 0..labelled.length() {
        let el: Element = labelled.item(k).unwrap().dyn_into().unwrap();
        for attr in ["aria-label", "title"] {
            words.push(' ');
            words.push_str(&el.get_attribute(attr).unwrap_or_default());
        }
    }
    // A card's name as a card face writes it, with its soft hyphens: as the name, to look for.
    words.replace('\u{ad}', "")
}

/// The names of the hand's cards on screen.
fn hand_names(root: &Element) -> Vec<String> {
    let cards = root
        .query_selector_all("[data-testid=hand] .sk-card-name")
        .unwrap();
    (0..cards.length())
        .map(|k| {
            let shown = cards.item(k).unwrap().text_content().unwrap_or_default();
            // Long words may break at soft hyphens, and only there: without them, the text is
            // the name itself, as the card's accessible name says it.
            let name = shown.replace('\u{ad}', "");
            assert_eq!(with_break_points(&name), shown);
            name
        })
        .collect()
}

#[wasm_bindgen_test]
fn long_card_names_break_between_syllables() {
    let shown = |name: &str| with_break_points(name).replace('\u{ad}', "-");
    assert_eq!(shown("DÉGAGEMENT QUARTE"), "DÉ-GA-GE-MENT QUARTE");
    assert_eq!(shown("AVERTISSEMENT"), "AVER-TIS-SE-MENT");
    assert_eq!(shown("BATTEMENT"), "BAT-TE-MENT");
    assert_eq!(shown("CONTRE-ATTAQUE SIXTE"), "CON-TRE-AT-TA-QUE SIXTE");
    // Before two consonants that sound as one.
    assert_eq!(shown("RETRAITE"), "RE-TRAITE");
    assert_eq!(shown("PARADE SEPTIME"), "PA-RADE SEP-TIME");
    // Punctuation ends a word: a name in a sentence breaks as on its card.
    assert_eq!(
        shown("attaque\u{202F}: DÉGAGEMENT SIXTE, par Anna"),
        "at-ta-que\u{202F}: DÉ-GA-GE-MENT SIXTE, par Anna"
    );
    assert_eq!(shown("Evasion (dérobement)"), "Eva-sion (dé-ro-be-ment)");
    assert_eq!(
        shown("Straight thrust in sixte"),
        "Straight thrust in sixte"
    );
    for card in Card::ALL {
        for lang in [Lang::En, Lang::Fr] {
            let name = touche::i18n::skirman::card_name(card, lang);
            let marked = with_break_points(&name);
            assert_eq!(
                marked.replace('\u{ad}', ""),
                name,
                "only soft hyphens are added"
            );
            for piece in marked.split(['\u{ad}', ' ', '-']) {
                assert!(
                    piece.is_empty() || piece.chars().count() >= 2,
                    "{name}: a piece of one letter, {piece:?}"
                );
            }
        }
    }
}

/// At a hand-off: no hand, no control, no card face outside the piste (a card en attente shows
/// its back there).
fn assert_nothing_private(root: &Element, handoff: usize) {
    for selector in [
        "[data-testid=hand]",
        ".sk-pick",
        "[data-testid^=card-info-]",
        "[data-testid=actions]",
        "[data-testid=teaching-panel]",
        "[data-testid=why-not]",
        ".sk-own-facedown",
    ] {
        assert!(
            find(root, selector).is_none(),
            "hand-off {handoff}: {selector} is in the page"
        );
    }
    let cards = root.query_selector_all("[data-card]").unwrap();
    for k in 0..cards.length() {
        let el: Element = cards.item(k).unwrap().dyn_into().unwrap();
        let card = el.get_attribute("data-card").unwrap_or_default();
        let on_piste = el.closest("[data-testid=chain-area]").unwrap().is_some();
        assert!(
            on_piste || card == "back",
            "hand-off {handoff}: card {card} outside the piste"
        );
    }
}

#[wasm_bindgen_test]
async fn hot_seat_keeps_every_hand_out_of_the_dom_during_the_hand_off() {
    let root = render().await;
    click(&root, "[data-testid=mode-hotseat]").await;
    click(&root, "[data-testid=start-game]").await;
    assert!(find(&root, "[data-testid=table][data-mode=hotseat]").is_some());
    let mut last_hand: Vec<String> = Vec::new();
    let mut whose: Vec<String> = Vec::new();
    for handoff in 1..=5 {
        if find(&root, "[data-testid=game-over]").is_some() {
            break;
        }
        assert!(
            find(&root, "[data-testid=handoff]").is_some(),
            "hand-off {handoff} is up"
        );
        assert!(find(&root, "[data-testid=public-board]").is_some());
        assert_nothing_private(&root, handoff);
        let surface = private_surface(&root);
        let public = format!(
            "{} {}",
            text(&root, "[data-testid=chain-area]"),
            text(&root, "[data-testid=log]")
        )
        .replace('\u{ad}', "");
        click(&root, "[data-testid=handoff-ready]").await;
        let hand = hand_names(&root);
        assert!(!hand.is_empty(), "the hand shows once the player is ready");
        // Neither the hand of the player who just gave the device nor the one about to show
        // was named anywhere (one-word names are also the screen's words: "Touch", "Retreat").
        for name in last_hand.iter().chain(&hand) {
            if name.contains(' ') && !public.contains(name.as_str()) {
                assert!(
                    !surface.contains(name.as_str()),
                    "hand-off {handoff}: {name} was in the page"
                );
            }
        }
        whose.push(text(&root, "[data-testid=prompt] .sk-prompt-who"));
        // Play until the device must change hands again.
        for _ in 0..8 {
            last_hand = hand_names(&root);
            play_something(&root).await;
            if find(&root, "[data-testid=handoff]").is_some()
                || find(&root, "[data-testid=game-over]").is_some()
            {
                break;
            }
        }
    }
    assert!(whose.len() >= 3, "hand-offs seen: {whose:?}");
    assert!(
        whose.windows(2).all(|w| w[0] != w[1]),
        "the device goes to the other player each time: {whose:?}"
    );
}

// ---------------------------------------------------------------- the log's events

const SIXTE_THRUST: Card = Card::Attack(AttackKind::CoupDroit, Line::Sixte);

fn game() -> Skirman {
    let one = vec![
        SIXTE_THRUST,
        Card::Touche,
        Card::Touche,
        Card::Parade(Line::Octave),
        Card::Marche,
        Card::Attack(AttackKind::Coupe, Line::Octave),
        Card::Feinte,
    ];
    let two = vec![
        Card::Parade(Line::Quarte),
        Card::Parade(Line::Octave),
        Card::Touche,
        Card::Parade(Line::Septime),
        Card::Marche,
        Card::Attack(AttackKind::Coupe, Line::Quarte),
        Card::Feinte,
    ];
    let position = Position::with_hands(Level::Entrainement, [one, two], Seat::One, 5);
    Skirman::from_position(Rules::new(Level::Entrainement), position).unwrap()
}

fn step(game: Skirman, action: Action) -> (Skirman, Vec<Event>) {
    let before = game.public();
    let next = game.play(&action).ok().unwrap();
    let events = events(&before, &next.public());
    (next, events)
}

#[wasm_bindgen_test]
fn an_attack_is_one_link_with_its_card() {
    let (_, events) = step(game(), Action::Play(SIXTE_THRUST));
    assert_eq!(
        events,
        vec![Event::Link {
            by: Seat::One,
            kind: LinkKind::Attack,
            card: Some(SIXTE_THRUST),
        }]
    );
}

#[wasm_bindgen_test]
fn an_unanswered_attack_and_a_conceded_touch_end_the_exchange_with_the_score() {
    let (game, _) = step(game(), Action::Play(SIXTE_THRUST));
    // Green has no answer to sixte: he discards (SK30; no declining, SK34), and the discarded
    // card is not on the table (SK29); Red plays his TOUCHE, Green concedes.
    let (game, discarded) = step(game, Action::Discard(Card::Marche));
    assert!(matches!(
        discarded.as_slice(),
        [Event::Link {
            by: Seat::Two,
            card: None,
            ..
        }]
    ));
    let (game, touch) = step(game, Action::Play(Card::Touche));
    assert_eq!(
        touch,
        vec![Event::Link {
            by: Seat::One,
            kind: LinkKind::Touch,
            card: Some(Card::Touche),
        }]
    );
    let (_, events) = step(game, Action::Decline);
    let ended = events.iter().find_map(|e| match e {
        Event::Ended {
            number, touches, ..
        } => Some((*number, *touches)),
        _ => None,
    });
    assert_eq!(ended, Some((1, [1, 0])), "{events:?}");
    assert!(
        matches!(events.first(), Some(Event::Link { by: Seat::Two, .. })),
        "the concession comes first: {events:?}"
    );
}

#[wasm_bindgen_test]
fn a_face_down_card_is_never_named() {
    let game = game();
    let (game, _) = step(game, Action::Play(Card::Feinte));
    let attente = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Attente(_)))
        .expect("an attente under the feint");
    let (_, events) = step(game, attente);
    assert_eq!(
        events,
        vec![Event::Link {
            by: Seat::Two,
            kind: LinkKind::Attente,
            card: None,
        }]
    );
}
