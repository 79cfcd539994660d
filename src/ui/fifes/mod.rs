//! The Fifes and Drums page: settings, then the battlefield. One component per widget; the
//! reducer in `table` is the only code that touches the rules.
mod display;
pub mod table;
mod track;

use crate::core::Seat;
use crate::games::fifes::{Card, GameReport, Suit, Suits, Track, View};
use crate::games::GameId;
use crate::i18n::fifes::{
    card_name, event_text, excuse_reminder, report_text, score_detail, suit_name, Names,
    Text as Rules,
};
use crate::i18n::fifes_screen::{points_label, space_label, turn_line, Text};
use crate::i18n::{Explain, Lang};
use crate::ui::browser::{fresh_seed, reduced_motion};
use crate::ui::context::use_lang;
use crate::ui::handoff::HandOff;
use crate::ui::mode::ModeChoice;
use crate::ui::route::Route;
use crate::ui::suit_symbol::suit_symbol;
use display::{Chooser, DisplayView};
use gloo::timers::callback::Timeout;
use table::{Mode, Msg, Settings, Table};
use track::TrackView;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

fn names(mode: Mode, lang: Lang) -> Names {
    match mode {
        Mode::VsComputer => Names {
            names: [
                Text::You.text(lang).into(),
                Text::Computer.text(lang).into(),
            ],
            you: Some(Seat::One),
        },
        Mode::HotSeat => Names {
            names: [
                Text::PlayerOne.text(lang).into(),
                Text::PlayerTwo.text(lang).into(),
            ],
            you: None,
        },
    }
}

#[derive(Clone, Copy, PartialEq)]
struct Game {
    settings: Settings,
    seed: u64,
}

#[function_component(FifesPage)]
pub fn fifes_page() -> Html {
    let current = use_state(|| None::<Game>);
    let last = use_state(Settings::default);
    match *current {
        None => {
            let on_start = {
                let (current, last) = (current.clone(), last.clone());
                Callback::from(move |settings: Settings| {
                    last.set(settings);
                    current.set(Some(Game {
                        settings,
                        seed: fresh_seed(),
                    }));
                })
            };
            html! { <section class="fifes"><SetupForm initial={*last} {on_start} /></section> }
        }
        Some(game) => {
            let on_rematch = {
                let current = current.clone();
                Callback::from(move |_| {
                    current.set(Some(Game {
                        settings: game.settings,
                        seed: fresh_seed(),
                    }))
                })
            };
            let on_settings = {
                let current = current.clone();
                Callback::from(move |_| current.set(None))
            };
            html! {
                <section class="fifes">
                    <Battlefield key={game.seed.to_string()} settings={game.settings} seed={game.seed} {on_rematch} {on_settings} />
                </section>
            }
        }
    }
}

#[derive(Properties, PartialEq)]
struct SetupProps {
    initial: Settings,
    on_start: Callback<Settings>,
}

#[function_component(SetupForm)]
fn setup_form(props: &SetupProps) -> Html {
    use crate::games::fifes::FirstPlayer;
    let lang = use_lang();
    let settings = use_state(|| props.initial);
    let s = *settings;
    let on_mode = {
        let settings = settings.clone();
        Callback::from(move |mode| settings.set(Settings { mode, ..*settings }))
    };
    let on_first = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            let first_player = match e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .as_str()
            {
                "player-one" => FirstPlayer::PlayerOne,
                "player-two" => FirstPlayer::PlayerTwo,
                _ => FirstPlayer::Random,
            };
            settings.set(Settings {
                first_player,
                ..*settings
            });
        })
    };
    let option = |value: &str, label: Rules, on: bool| html! { <option value={value.to_string()} selected={on}>{ label.text(lang) }</option> };
    let start = {
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_start.emit(s);
        })
    };
    html! {
        <form class="eg-setup" data-testid="fifes-setup" onsubmit={start}>
            <h1>{ Rules::GameName.text(lang) }<span class="eg-by">{ Rules::Designer.text(lang) }</span></h1>
            <fieldset>
                <legend>{ Text::Settings.text(lang) }</legend>
                <ModeChoice mode={s.mode} on_change={on_mode} />
                <label class="eg-field">
                    <span>{ Rules::FirstPlayerLabel.text(lang) }</span>
                    <select data-testid="first-player" onchange={on_first}>
                        { option("random", Rules::FirstPlayerRandom, s.first_player == FirstPlayer::Random) }
                        { option("player-one", Rules::FirstPlayerOne, s.first_player == FirstPlayer::PlayerOne) }
                        { option("player-two", Rules::FirstPlayerTwo, s.first_player == FirstPlayer::PlayerTwo) }
                    </select>
                </label>
            </fieldset>
            <div class="eg-setup-actions">
                <button type="submit" class="eg-btn primary big" data-testid="start-game">{ Text::Start.text(lang) }</button>
                <a class="eg-link" href={Route::Rules(GameId::FifesAndDrums).href()}>{ Text::ReadRules.text(lang) }</a>
            </div>
        </form>
    }
}

#[derive(Properties, PartialEq)]
struct BattlefieldProps {
    settings: Settings,
    seed: u64,
    on_rematch: Callback<()>,
    on_settings: Callback<()>,
}

#[function_component(Battlefield)]
fn battlefield(props: &BattlefieldProps) -> Html {
    let lang = use_lang();
    let table = use_reducer(|| Table::new(props.settings, props.seed));
    {
        let handle = table.clone();
        use_effect_with(
            (table.animation, table.computer_to_play()),
            move |&(_, computer)| {
                let timeout = computer.then(|| {
                    let delay = if reduced_motion() { 150 } else { 1000 };
                    Timeout::new(delay, move || handle.dispatch(Msg::ComputerTurn))
                });
                move || drop(timeout)
            },
        );
    }
    let view = table.view();
    let who = names(table.settings.mode, lang);
    let may_look = table.viewer().is_some();
    let my_turn = may_look && view.is_my_turn();
    let send = |msg: fn() -> Msg| {
        let t = table.clone();
        Callback::from(move |_| t.dispatch(msg()))
    };
    let on_consider = {
        let t = table.clone();
        Callback::from(move |c: Card| t.dispatch(Msg::Consider(c)))
    };
    let on_share = {
        let t = table.clone();
        Callback::from(move |k: u8| t.dispatch(Msg::SetShare(k)))
    };
    let on_direction = {
        let t = table.clone();
        Callback::from(move |d| t.dispatch(Msg::SetDirection(d)))
    };
    let preview = table
        .choice
        .action()
        .and_then(|a| view.preview(&a).ok())
        .filter(|_| my_turn);
    let favoured = if may_look {
        view.my_units()
    } else {
        Suits::NONE
    };
    let actor = view.phase.actor();

    html! {
        <div class="fd-table" data-testid="fifes-table">
            <StatusPanel view={view.clone()} who={who.clone()} {may_look} {actor} computer_thinking={table.computer_to_play()} />
            <TrackView track={view.track} points={view.points} {favoured} display={view.display.to_vec()} {preview} />
            <div class="fd-main">
                <div class="fd-play">
                    <DisplayView view={view.clone()} choice={table.choice} {my_turn} {on_consider} />
                    if my_turn {
                        <Chooser view={view.clone()} choice={table.choice} {on_share} {on_direction}
                                 on_confirm={send(|| Msg::Confirm)} on_cancel={send(|| Msg::Cancel)} />
                    }
                    if let Some(error) = table.refusal {
                        <p class="eg-refusal" role="alert">{ error.explain(lang) }</p>
                    }
                </div>
                <Log lines={table.log.clone()} who={who.clone()} />
            </div>
            if let Some(report) = view.phase.report().cloned() {
                <EndScreen {report} track={view.track} who={who.clone()} on_rematch={props.on_rematch.clone()} on_settings={props.on_settings.clone()} />
            } else if let Some(seat) = table.handoff_to {
                <HandOff {seat} title={format!("{} — {}", Text::HandOffTitle.text(lang), who.of(seat))}
                    hint={Text::HandOffHint.text(lang).to_string()} ready={Text::HandOffReady.text(lang).to_string()}
                    on_ready={send(|| Msg::TakeDevice)} />
            }
        </div>
    }
}

fn secret_card(card: Card, lang: Lang) -> Html {
    let suits = card.suits().iter().map(|&s| html! {
        <span class="fd-chip"><svg viewBox="-13 -13 26 26" aria-hidden="true"><circle class="fd-token-disc" r="12" />{ suit_symbol(s) }</svg>
        <span>{ suit_name(s, lang) }</span></span>
    });
    html! {
        <div class="fd-secret" data-testid="my-card" data-card={card.slug()}>
            <strong>{ card_name(card, lang) }</strong>
            <span class="fd-suits">{ for suits }</span>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct StatusProps {
    view: View,
    who: Names,
    may_look: bool,
    actor: Option<Seat>,
    computer_thinking: bool,
}

#[function_component(StatusPanel)]
fn status_panel(props: &StatusProps) -> Html {
    let lang = use_lang();
    let view = &props.view;
    let turn_text = match (props.actor, props.computer_thinking) {
        (_, true) => Rules::ComputerThinking.text(lang).to_string(),
        (Some(seat), _) if props.may_look && seat == view.viewer => {
            Rules::YourTurn.text(lang).to_string()
        }
        (Some(seat), _) => format!("{} — {}", props.who.of(seat), Text::ToPlay.text(lang)),
        (None, _) => Rules::GameOver.text(lang).to_string(),
    };
    html! {
        <header class="fd-status" data-testid="fifes-status">
            <div class="fd-status-turn">
                <strong data-testid="turn-text">{ turn_text }</strong>
                <span>{ turn_line(view.turns_played() + 1, lang) }</span>
            </div>
            if props.may_look {
                <div class="fd-status-card">
                    <span class="fd-label">{ Rules::YourCard.text(lang) }</span>
                    { secret_card(view.my_card(), lang) }
                    <span class="fd-score" data-testid="my-score">
                        { Text::YourScoreNow.text(lang) }{ if lang == Lang::Fr { " : " } else { ": " } }<strong>{ view.my_score() }</strong>
                    </span>
                </div>
            }
            <div class="fd-status-pile">
                <span class="fd-label">{ Rules::DrawPile.text(lang) }</span>
                <strong data-testid="pile-count">{ view.pile_count }</strong>
                <span class="fd-excuse" data-testid="excuse-reminder">{ excuse_reminder(view, lang) }</span>
                <span class="fd-secret-note">{ Rules::OpponentCard.text(lang) }</span>
            </div>
        </header>
    }
}

#[derive(Properties, PartialEq)]
struct LogProps {
    lines: Vec<(u16, crate::games::fifes::Event)>,
    who: Names,
}

#[function_component(Log)]
fn log(props: &LogProps) -> Html {
    let lang = use_lang();
    let list_ref = use_node_ref();
    {
        let list_ref = list_ref.clone();
        use_effect_with(props.lines.len(), move |_| {
            if let Some(list) = list_ref.cast::<web_sys::Element>() {
                list.set_scroll_top(list.scroll_height());
            }
        });
    }
    let mut turn = 0;
    let mut items = Vec::new();
    for (i, (t, event)) in props.lines.iter().enumerate() {
        if *t != turn {
            turn = *t;
            items.push(html! { <li key={format!("t{i}")} class="eg-log-round">{ format!("{} {turn}", Text::Turn.text(lang)) }</li> });
        }
        items.push(html! { <li key={i}>{ event_text(event, &props.who, lang) }</li> });
    }
    html! {
        <aside class="eg-side">
            <section class="eg-log" data-testid="log">
                <h3>{ Rules::Log.text(lang) }</h3>
                <ol ref={list_ref} aria-live="polite">{ for items }</ol>
            </section>
        </aside>
    }
}

#[derive(Properties, PartialEq)]
struct EndProps {
    report: GameReport,
    track: Track,
    who: Names,
    on_rematch: Callback<()>,
    on_settings: Callback<()>,
}

/// Both secret cards revealed, then the scoring step by step: the units from the front, their
/// points, and each player's sum.
#[function_component(EndScreen)]
fn end_screen(props: &EndProps) -> Html {
    let lang = use_lang();
    let report = &props.report;
    // From the front (dense ranking, §7).
    let mut units: Vec<Suit> = Suit::ALL.to_vec();
    units.sort_by_key(|s| props.track.space(*s));
    let rows = units.iter().map(|&suit| {
        let owners: Vec<&str> = Seat::BOTH.iter().filter(|&&p| report.secrets[p.index()].suits().contains(&suit)).map(|&p| props.who.of(p)).collect();
        html! {
            <tr>
                <th scope="row"><span class="fd-chip"><svg viewBox="-13 -13 26 26" aria-hidden="true"><circle class="fd-token-disc" r="12" />{ suit_symbol(suit) }</svg><span>{ suit_name(suit, lang) }</span></span></th>
                <td>{ space_label(props.track.space(suit), lang) }</td>
                <td>{ points_label(report.points[suit.index()], lang) }</td>
                <td>{ owners.join(", ") }</td>
            </tr>
        }
    });
    let cards = Seat::BOTH.iter().map(|&seat| html! {
        <li data-testid={format!("revealed-{}", seat.number())}>
            <span class="fd-label">{ props.who.of(seat) }</span>
            { secret_card(report.secrets[seat.index()], lang) }
            <p class="fd-sum">{ score_detail(report.secrets[seat.index()], &report.points, lang) }</p>
        </li>
    });
    let rematch = props.on_rematch.clone();
    let settings = props.on_settings.clone();
    html! {
        <div class="eg-overlay" data-testid="game-over">
            <div class="eg-dialog fd-end" role="dialog" aria-modal="true" aria-labelledby="fd-end-title">
                <h2 id="fd-end-title">{ Rules::GameOver.text(lang) }</h2>
                <p class="fd-result" data-testid="result">{ report_text(report, &props.who, lang) }</p>
                <h3>{ Text::SecretCards.text(lang) }</h3>
                <ul class="fd-revealed">{ for cards }</ul>
                <h3>{ Text::ScoringTitle.text(lang) }</h3>
                <p class="fd-hint">{ Text::ScoringRule.text(lang) }</p>
                <table class="eg-deckout fd-scoring"><tbody>{ for rows }</tbody></table>
                <div class="eg-dialog-actions">
                    <button type="button" class="eg-btn primary" data-testid="rematch" onclick={Callback::from(move |_| rematch.emit(()))}>{ Rules::Rematch.text(lang) }</button>
                    <button type="button" class="eg-btn" data-testid="change-settings" onclick={Callback::from(move |_| settings.emit(()))}>{ Text::ChangeSettings.text(lang) }</button>
                </div>
            </div>
        </div>
    }
}
