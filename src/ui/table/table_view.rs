//! One game at the table, from its first action to its end.
use super::ai::AiError;
use super::ai::{self, Answer, Position, Request, Ticket};
use super::assist::{assist_bar, Assist};
use super::end::EndPanel;
use super::games_page::GAMES_SECTION;
use super::handoff::HandOffScreen;
use super::keys;
use super::log::{LogLine, TableLog};
use super::pace::Pace;
use super::saved::saved_seats;
use super::seats::{SeatKind, Seats};
use super::shortcuts::Shortcuts;
use super::state::{Msg, TableState, Trouble};
use super::storage;
use super::words::status_line;
use super::{BoardProps, PublicProps, TableGame};
use crate::core::{Outcome, Seat};
use crate::i18n::saves::{undo_request, Text as Saves};
use crate::i18n::table::{hints_used_line, Text};
use crate::i18n::Lang;
use crate::saves::{write_save, GameResult, Save, SettingsText, Sitting, Stats};
use crate::ui::context::use_lang;
use crate::ui::download::download_text;
use crate::ui::route::Route;
use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Salts of the searches' seeds: the computer's move and a hint on one turn differ.
const DECIDE_SALT: u64 = 1;
const HINT_SALT: u64 = 2;

/// Where the worker decides: the table's save and `seat`, whose view (what that seat may know,
/// nothing more) the worker takes.
fn position<G: TableGame>(table: &TableState<G>, start: &Saving<G>, seat: Seat) -> Position {
    Position::Saved {
        save: table_save(table, start).unwrap_or_default(),
        seat,
    }
}

/// The table's game as a save: what the worker reads to take a seat's view, and what the page
/// keeps. `None` only if an action is not where the rules list it (never, for played actions).
fn table_save<G: TableGame>(table: &TableState<G>, start: &Saving<G>) -> Option<String> {
    let sitting = Sitting {
        seats: saved_seats(&table.seats),
        bot_seed: table.bot_seed(),
        hints: table.hints_used,
        resigned: table.resigned,
    };
    let indices: Option<Vec<usize>> = table.move_indices.iter().copied().collect();
    Some(write_save::<G>(
        &start.rules,
        &start.options,
        start.seed,
        &sitting,
        &indices?,
    ))
}

/// Asks the worker to write the game's record (docs/record-format.md), then downloads it.
fn download_record<G: TableGame>(save: &str, lang: Lang) {
    let request = Request::Record {
        game: G::ID,
        lang,
        save: save.to_string(),
    };
    let ticket = ai::ask(&request, move |answer| {
        if let Ok(Answer::Record(text)) = answer {
            download_text(
                &format!("touche-{}.json", G::ID.slug()),
                "application/json",
                &text,
            );
        }
    });
    // The download is wanted even if the table goes meanwhile.
    std::mem::forget(ticket);
}

#[derive(Properties)]
pub struct TableProps<G: TableGame> {
    pub seats: Seats,
    /// How the game starts: its rules, options and deal.
    pub start: Saving<G>,
    /// A chosen position to play on from instead of `start`'s deal (a test, a lesson). Such a
    /// game is not saved, and its computer decides on the page (the worker's requests carry
    /// saves, which start from a deal).
    #[prop_or_default]
    pub position: Option<G>,
    /// Seeds the computer players' own randomness.
    pub bot_seed: u64,
    /// Play again with the same settings; `None` hides the button (a tournament bout).
    #[prop_or_default]
    pub on_rematch: Option<Callback<()>>,
    /// Back to the set-up.
    #[prop_or_default]
    pub on_settings: Option<Callback<()>>,
    /// Told once when the game ends, with the public facts it ended on (a tournament records
    /// the score).
    #[prop_or_default]
    pub on_end: Option<Callback<(Outcome, G::Public)>>,
    /// Leave the finished game (back to a tournament's bracket); `None` hides the button.
    #[prop_or_default]
    pub on_continue: Option<Callback<()>>,
    /// Where the game is saved after every action while it is played (the page's key, or a
    /// tournament's bout); `None`: nothing is kept. The save goes once the game ends.
    #[prop_or_default]
    pub save_key: Option<String>,
    /// Once over, the game joins the page's history and statistics (not a tournament's bout).
    #[prop_or_default]
    pub keep_finished: bool,
    /// The game continued from its save: its moves, hints and resignation.
    #[prop_or_default]
    pub resumed: Option<Rc<Save<G>>>,
    /// Told once when a saved game ends (the page reads its statistics again).
    #[prop_or_default]
    pub on_finished: Option<Callback<()>>,
}

/// How the table's game starts, as its save and its record write it.
#[derive(Clone, Debug, PartialEq)]
pub struct Saving<G: TableGame> {
    pub rules: G::Rules,
    pub options: G::Options,
    pub seed: u64,
}

impl<G: TableGame> PartialEq for TableProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.seats == other.seats
            && self.start == other.start
            && self.position == other.position
            && self.save_key == other.save_key
            && self.keep_finished == other.keep_finished
            && self.bot_seed == other.bot_seed
            && self.on_rematch == other.on_rematch
            && self.on_settings == other.on_settings
            && self.on_end == other.on_end
            && self.on_continue == other.on_continue
            && self.resumed.as_ref().map(Rc::as_ptr) == other.resumed.as_ref().map(Rc::as_ptr)
            && self.on_finished == other.on_finished
    }
}

#[function_component(Table)]
pub fn table<G: TableGame>(props: &TableProps<G>) -> Html {
    let lang = use_lang();
    let table = {
        let (seats, seed) = (props.seats.clone(), props.bot_seed);
        let start = props.start.clone();
        let position = props.position.clone();
        let from_position = position.is_some();
        let resumed = props.resumed.clone();
        use_reducer(move || match resumed {
            Some(save) => TableState::resumed(
                seats,
                save.initial.clone(),
                &save.moves,
                seed,
                save.sitting.hints,
                save.sitting.resigned,
            ),
            None => TableState::new(
                seats,
                position.unwrap_or_else(|| G::new_game(start.rules, start.options, start.seed)),
                seed,
            )
            .with_worker(!from_position),
        })
    };
    let confirming_resign = use_state(|| false);
    let showing_keys = use_state(|| false);
    let root = use_node_ref();
    let status_ref = use_node_ref();
    // Where the focus was when the shortcuts opened: it goes back there when they close.
    let before_keys = use_mut_ref(|| None::<web_sys::HtmlElement>);

    // Keys anywhere on the page while the table is on it: "?" lists the shortcuts; arrows,
    // Escape and Tab in dialogs as `keys` says.
    {
        let (root, showing_keys, before_keys) =
            (root.clone(), showing_keys.clone(), before_keys.clone());
        use_effect_with((), move |_| {
            let listener = web_sys::window()
                .and_then(|w| w.document())
                .map(|document| {
                    // Not passive: the keys it uses must not also scroll the page or type a "?".
                    let active = gloo::events::EventListenerOptions::enable_prevent_default();
                    gloo::events::EventListener::new_with_options(
                        &document,
                        "keydown",
                        active,
                        move |event| {
                            let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                                return;
                            };
                            let Some(root) = root.cast::<web_sys::Element>() else {
                                return;
                            };
                            if event.default_prevented() {
                                return;
                            }
                            let typing = event
                                .target()
                                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                                .is_some_and(|t| {
                                    matches!(t.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                                });
                            if event.key() == "?" && !typing {
                                event.prevent_default();
                                *before_keys.borrow_mut() = web_sys::window()
                                    .and_then(|w| w.document())
                                    .and_then(|d| d.active_element())
                                    .and_then(|a| a.dyn_into::<web_sys::HtmlElement>().ok());
                                showing_keys.set(true);
                            } else if keys::on_key(&root, event) {
                                event.prevent_default();
                            }
                        },
                    )
                });
            move || drop(listener)
        });
    }
    // After every change at the table (an action, a dialog opening or closing), the focus goes
    // to the next decision if it was lost, parked on the status line, or on the board whose
    // choices just changed.
    {
        let (root, status_ref) = (root.clone(), status_ref.clone());
        let moment = use_mut_ref(|| None::<(u32, bool, bool, bool)>);
        let now = (
            table.turn,
            table.pause.is_some(),
            table.handoff_to.is_some(),
            table.undo_asked.is_some(),
        );
        use_effect(move || {
            let changed = moment.borrow().as_ref() != Some(&now);
            *moment.borrow_mut() = Some(now);
            if let Some(root) = root.cast::<web_sys::Element>() {
                let status = status_ref.cast::<web_sys::Element>();
                let active = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.active_element());
                let in_area = active.as_ref().is_some_and(|a| {
                    a.closest(".tb-area, [aria-modal]").ok().flatten().is_some()
                        && root.contains(Some(a.unchecked_ref()))
                });
                keys::refresh_roves(&root);
                if keys::focus_lost(&root, status.as_ref()) || (changed && in_area) {
                    keys::focus_decision(&root, status.as_ref());
                }
            }
        });
    }
    // A press on the table: once the page has drawn what it changed, the focus follows the
    // decision (a choice made) or, if it was lost, goes to the next one.
    let on_press = {
        let (root, status_ref) = (root.clone(), status_ref.clone());
        Callback::from(move |event: MouseEvent| {
            let choice = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|t| keys::in_decision(&t));
            let (root, status_ref) = (root.clone(), status_ref.clone());
            Timeout::new(0, move || {
                let (Some(root), status) = (
                    root.cast::<web_sys::Element>(),
                    status_ref.cast::<web_sys::Element>(),
                ) else {
                    return;
                };
                if choice {
                    keys::after_choice(&root, status.as_ref());
                } else if keys::focus_lost(&root, status.as_ref()) {
                    keys::focus_decision(&root, status.as_ref());
                }
            })
            .forget();
        })
    };

    // The game is saved after every action; once over, it joins the history and the
    // statistics (once), and its save goes.
    {
        // A finished game shown again (a reload for a language switch) is not counted twice.
        let resumed_over = props
            .resumed
            .as_ref()
            .is_some_and(|s| s.state.outcome().is_some());
        let finished_once = use_mut_ref(|| resumed_over);
        let saving = props.start.clone();
        let key = props.save_key.clone();
        let keep_finished = props.keep_finished;
        let from_position = props.position.is_some();
        let on_finished = props.on_finished.clone();
        let table = table.clone();
        use_effect_with((table.turn, table.moves.len(), table.resigned), move |_| {
            if let Some(key) = key.filter(|_| !from_position) {
                let text = table_save(&table, &saving);
                match (table.outcome(), text) {
                    (None, Some(text)) => {
                        storage::store(&key, &text);
                    }
                    (Some(outcome), text) if !*finished_once.borrow() => {
                        *finished_once.borrow_mut() = true;
                        storage::remove(&key);
                        if keep_finished {
                            if let Some(text) = text {
                                storage::remember_finished(G::ID, &text);
                                storage::keep_finished_on_screen(G::ID, &text);
                            }
                            record_result::<G>(&table, &saving, outcome);
                            if let Some(on_finished) = on_finished {
                                on_finished.emit(());
                            }
                        }
                    }
                    _ => {}
                }
            }
        });
    }

    // The search runs in the AI worker: a game with a searching computer starts it at once, so
    // its download overlaps the first moves.
    {
        let searching = table
            .seats
            .kinds
            .iter()
            .any(|k| matches!(k, SeatKind::Computer(s) if s.searches()));
        use_effect_with(searching, |&searching| {
            if searching {
                ai::warm();
            }
        });
    }
    // The computer plays after the pause chosen in the set-up, so its move can be followed. A
    // strength that decides at once plays on the page; the search is asked of the worker at
    // once, and its move is played no sooner than the pause. A stale answer (the turn moved
    // on, the table is gone) is dropped.
    {
        let handle = table.clone();
        let start = props.start.clone();
        let strength = table
            .computer_strength()
            .filter(|_| table.computer_trouble.is_none());
        use_effect_with(
            (table.turn, table.attempt, strength),
            move |&(turn, _, strength)| {
                let delay = Pace::load().delay_ms();
                let alive = Rc::new(Cell::new(true));
                let later: Rc<RefCell<Option<Timeout>>> = Rc::default();
                let mut ticket: Option<Ticket> = None;
                match (strength, handle.game.to_act()) {
                    (Some(strength), Some(seat)) if strength.searches() && handle.worker => {
                        let started = js_sys::Date::now();
                        let request = Request::Decide {
                            game: G::ID,
                            strength,
                            seed: handle.ai_seed(DECIDE_SALT),
                            lang,
                            position: position(&handle, &start, seat),
                        };
                        let (alive, later) = (alive.clone(), later.clone());
                        ticket = Some(ai::ask(&request, move |answer| {
                            if !alive.get() {
                                return;
                            }
                            let msg = match answer {
                                Ok(Answer::Decided(decision)) => Msg::ComputerAnswer {
                                    turn,
                                    index: usize::try_from(decision.index).unwrap_or(usize::MAX),
                                },
                                // An answer of another kind: refused without words.
                                Ok(_) => Msg::ComputerFailed {
                                    turn,
                                    error: AiError::Refused(String::new()),
                                },
                                Err(error) => Msg::ComputerFailed { turn, error },
                            };
                            let wait = f64::from(delay) - (js_sys::Date::now() - started);
                            if wait >= 1.0 {
                                let play = Timeout::new(wait as u32, move || handle.dispatch(msg));
                                *later.borrow_mut() = Some(play);
                            } else {
                                handle.dispatch(msg);
                            }
                        }));
                    }
                    (Some(_), Some(_)) => {
                        let play = Timeout::new(delay, move || handle.dispatch(Msg::ComputerTurn));
                        *later.borrow_mut() = Some(play);
                    }
                    _ => {}
                }
                move || {
                    alive.set(false);
                    drop(later.take());
                    drop(ticket);
                }
            },
        );
    }
    // The bar's button: try the computer's move again after a failure, or ask a hint (the
    // search's move for the person to act, from that seat's view; dropped if the turn has
    // moved on).
    let hint_ticket = use_mut_ref(|| None::<Ticket>);
    let on_assist = {
        let table = table.clone();
        let start = props.start.clone();
        Callback::from(move |_| {
            if table.computer_trouble.is_some() {
                table.dispatch(Msg::Retry);
                return;
            }
            let Some(seat) = table.human_to_act() else {
                return;
            };
            let turn = table.turn;
            table.dispatch(Msg::HintAsked);
            let request = Request::Hint {
                game: G::ID,
                seed: table.ai_seed(HINT_SALT),
                lang,
                position: position(&table, &start, seat),
            };
            let handle = table.clone();
            let ticket = ai::ask(&request, move |answer| {
                handle.dispatch(match answer {
                    Ok(Answer::Hinted { decision, sentence }) => Msg::HintAnswer {
                        turn,
                        index: usize::try_from(decision.index).unwrap_or(usize::MAX),
                        text: sentence,
                    },
                    // An answer of another kind: refused without words.
                    Ok(_) => Msg::HintFailed {
                        turn,
                        error: AiError::Refused(String::new()),
                    },
                    Err(error) => Msg::HintFailed { turn, error },
                })
            });
            *hint_ticket.borrow_mut() = Some(ticket);
        })
    };
    // Tell the owner once when the game ends.
    {
        let on_end = props.on_end.clone();
        let outcome = table.outcome();
        let public = outcome.map(|_| table.game.public());
        use_effect_with(outcome, move |outcome| {
            if let (Some(on_end), Some(outcome), Some(public)) = (on_end, outcome, public) {
                on_end.emit((*outcome, public));
            }
        });
    }

    let names = table.seats.names(lang);
    let public = table.game.public();
    let on_play = {
        let table = table.clone();
        Callback::from(move |action| table.dispatch(Msg::Play(action)))
    };
    let refusal = table.refusal.as_ref().map(|e| G::explain(e, lang));
    let over = table.outcome().is_some();
    let events: Vec<G::Event> = table
        .log
        .last()
        .map(|entry| entry.events.clone())
        .unwrap_or_default();

    let hint = table
        .current_hint()
        .filter(|h| table.human_to_act() == Some(h.seat));
    // What the play area shows: one seat's full view, or public facts only.
    let area = match (table.viewer(), &table.pause, table.handoff_to) {
        (Some(viewer), None, None) => {
            let props = BoardProps::<G> {
                hint: hint.filter(|h| h.seat == viewer).map(|h| h.action.clone()),
                view: table.game.view(viewer),
                names: names.clone(),
                seats: table.seats.clone(),
                on_play,
                refusal,
                last: table.last.clone(),
                events: events.clone(),
                turn: table.turn,
                thinking: table.computer_to_play(),
            };
            G::board(&props)
        }
        _ => G::public_board(&PublicProps::<G> {
            public: public.clone(),
            before: table.pause.clone(),
            events: events.clone(),
            names: names.clone(),
        }),
    };

    // The hints each person used, told at the end if any was.
    let hints_used = {
        let used: Vec<(String, u32)> = Seat::BOTH
            .into_iter()
            .filter(|s| table.seats.kind(*s).is_human())
            .map(|s| (names.of(s).to_string(), table.hints_used[s.index()]))
            .collect();
        used.iter()
            .any(|(_, n)| *n > 0)
            .then(|| hints_used_line(&used, lang))
    };
    let assist = {
        let trouble = |t: &Option<Trouble>, words: Text| {
            t.as_ref()
                .filter(|t| t.turn == table.turn)
                .map(|t| match &t.error {
                    AiError::Unavailable => Text::AiUnavailable.text(lang).to_string(),
                    AiError::Refused(why) if why.is_empty() => words.text(lang).to_string(),
                    AiError::Refused(why) => format!("{} ({why})", words.text(lang)),
                })
        };
        let hint_button = Some(("hint", Text::Hint.text(lang)));
        let (state, text, button) = if over || table.pause.is_some() {
            ("", None, None)
        } else if let Some(why) = trouble(&table.computer_trouble, Text::AiRefused) {
            (
                "trouble",
                Some(why),
                Some(("ai-retry", Text::Retry.text(lang))),
            )
        } else if table.computer_to_play() {
            (
                "thinking",
                Some(Text::ComputerThinking.text(lang).to_string()),
                None,
            )
        } else if table.human_to_act().is_none() {
            ("", None, None)
        } else if table.hint_asked == Some(table.turn) {
            (
                "looking",
                Some(Text::HintLooking.text(lang).to_string()),
                None,
            )
        } else if let Some(h) = hint {
            ("hint", Some(h.text.clone()), None)
        } else if let Some(why) = trouble(&table.hint_trouble, Text::NoHint) {
            ("trouble", Some(why), hint_button)
        } else {
            ("ready", None, hint_button)
        };
        assist_bar(Assist {
            state,
            text,
            button,
            on_click: on_assist,
        })
    };

    let overlay = if let Some(before) = table.pause.clone() {
        let on_continue = {
            let table = table.clone();
            Callback::from(move |_| table.dispatch(Msg::Continue))
        };
        html! {
            <div class="eg-overlay tb-pause" data-testid="pause">
                <div class="eg-dialog" role="dialog" aria-modal="true" aria-label={Text::PauseTitle.text(lang)}>
                    { G::pause(&PublicProps::<G> { public: public.clone(), before: Some(before), events: events.clone(), names: names.clone() }) }
                    <button type="button" class="eg-btn primary" data-testid="pause-continue" onclick={on_continue} autofocus=true>
                        { Text::Continue.text(lang) }
                    </button>
                </div>
            </div>
        }
    } else if let Some(seat) = table.handoff_to {
        let on_ready = {
            let table = table.clone();
            Callback::from(move |_| table.dispatch(Msg::TakeDevice))
        };
        let on_undo = table.can_undo().then(|| {
            let table = table.clone();
            Callback::from(move |_| table.dispatch(Msg::Undo))
        });
        html! { <HandOffScreen {seat} name={names.of(seat).to_string()} {on_ready} {on_undo} /> }
    } else if over {
        html! {
            <EndPanel
                outcome={table.outcome()}
                names={names.clone()}
                you={names.you}
                on_rematch={props.on_rematch.clone()}
                on_settings={props.on_settings.clone()}
                on_continue={props.on_continue.clone()}>
                { G::end_summary(&PublicProps::<G> { public: public.clone(), before: None, events: events.clone(), names: names.clone() }) }
                if let Some(line) = hints_used.clone() {
                    <p class="tb-hints-used" data-testid="hints-used">{ line }</p>
                }
                if let Some(seat) = table.resigned {
                    <p class="tb-resigned" data-testid="resigned">{
                        if names.you == Some(seat) { Saves::YouResigned.text(lang).to_string() } else { format!("{} {}.", names.of(seat), Saves::Resigned.text(lang)) }
                    }</p>
                }
                <div class="eg-dialog-actions tb-end-more">
                    // A kept game is the newest of the history, replayed on the "your games" page.
                    if props.keep_finished {
                        <a class="eg-btn" data-testid="replay"
                           href={format!("{}#/replay/latest", Route::Section(G::ID, GAMES_SECTION).href())}>
                            { Saves::Replay.text(lang) }
                        </a>
                    }
                    <button type="button" class="eg-btn" data-testid="download-record" onclick={{
                        // Written when asked, not on every render of the end panel.
                        let (table, start) = (table.clone(), props.start.clone());
                        Callback::from(move |_| {
                            download_record::<G>(&table_save(&table, &start).unwrap_or_default(), lang)
                        })
                    }}>{ Saves::DownloadRecord.text(lang) }</button>
                </div>
            </EndPanel>
        }
    } else {
        Html::default()
    };

    let open_keys = {
        let (showing_keys, before_keys) = (showing_keys.clone(), before_keys.clone());
        Callback::from(move |e: MouseEvent| {
            *before_keys.borrow_mut() = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok());
            showing_keys.set(true)
        })
    };
    // Undo, redo and resign, while the game is played by people.
    let bar = (!over && table.seats.humans() > 0).then(|| {
        let send = |msg: fn() -> Msg<G>| {
            let table = table.clone();
            Callback::from(move |_: MouseEvent| table.dispatch(msg()))
        };
        let undo_label = if table.seats.hot_seat() { Saves::UndoAsk } else { Saves::Undo };
        let resign = if *confirming_resign {
            let no = {
                let confirming = confirming_resign.clone();
                Callback::from(move |_| confirming.set(false))
            };
            let yes = {
                let (table, confirming) = (table.clone(), confirming_resign.clone());
                Callback::from(move |_| {
                    confirming.set(false);
                    table.dispatch(Msg::Resign)
                })
            };
            html! {
                <span class="tb-confirm" role="alert">
                    { Saves::ResignConfirm.text(lang) }
                    <button type="button" class="eg-btn" data-testid="resign-yes" onclick={yes}>{ Saves::Yes.text(lang) }</button>
                    <button type="button" class="eg-btn" data-testid="resign-no" onclick={no}>{ Saves::No.text(lang) }</button>
                </span>
            }
        } else {
            let ask = {
                let confirming = confirming_resign.clone();
                Callback::from(move |_| confirming.set(true))
            };
            html! { <button type="button" class="eg-btn" data-testid="resign" onclick={ask}>{ Saves::Resign.text(lang) }</button> }
        };
        html! {
            <div class="tb-bar" role="toolbar" aria-label={Saves::Undo.text(lang)}>
                <button type="button" class="eg-btn" data-testid="undo" disabled={!table.can_undo()} onclick={send(|| Msg::Undo)}>{ undo_label.text(lang) }</button>
                <button type="button" class="eg-btn" data-testid="redo" disabled={!table.can_redo()} onclick={send(|| Msg::Redo)}>{ Saves::Redo.text(lang) }</button>
                { resign }
                <button type="button" class="eg-btn" data-testid="keys" aria-keyshortcuts="?" onclick={open_keys.clone()}>{ Text::KeysTitle.text(lang) }</button>
            </div>
        }
    });
    // Hot-seat: the other player agrees to take back the last move, or not.
    let undo_dialog = table.undo_asked.map(|asker| {
        let answer = |agreed: bool| {
            let table = table.clone();
            Callback::from(move |_| table.dispatch(Msg::AnswerUndo(agreed)))
        };
        html! {
            <div class="eg-overlay tb-undo" data-testid="undo-request">
                <div class="eg-dialog" role="dialog" aria-modal="true" aria-labelledby="tb-undo-title">
                    <h2 id="tb-undo-title">{ undo_request(names.of(asker), lang) }</h2>
                    <p>{ names.of(asker.other()) }</p>
                    <div class="eg-dialog-actions">
                        <button type="button" class="eg-btn primary" data-testid="undo-agree" autofocus=true onclick={answer(true)}>{ Saves::UndoAgree.text(lang) }</button>
                        <button type="button" class="eg-btn" data-testid="undo-refuse" onclick={answer(false)}>{ Saves::UndoRefuse.text(lang) }</button>
                    </div>
                </div>
            </div>
        }
    });

    let keys_dialog = showing_keys.then(|| {
        let on_close = {
            let (showing_keys, before_keys) = (showing_keys.clone(), before_keys.clone());
            Callback::from(move |_| {
                // Back where it was before the dialog goes (so the focus is never lost).
                if let Some(previous) = before_keys.borrow_mut().take().filter(|p| p.is_connected())
                {
                    let _ = previous.focus();
                }
                showing_keys.set(false);
            })
        };
        html! { <Shortcuts {on_close} /> }
    });
    // The last action, told once to screen readers (a new node per action, so the same words
    // twice are heard twice).
    let announce = table
        .log
        .last()
        .map(|entry| {
            entry
                .events
                .iter()
                .map(|e| G::event_text(e, &names, lang))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_default();
    // While play is paused (a round's report), nothing of the next round shows yet: no turn,
    // no hint.
    let status = if table.pause.is_some() {
        Text::PauseTitle.text(lang).to_string()
    } else {
        status_line(
            table.to_act(),
            table.computer_to_play(),
            table.viewer(),
            &names,
            lang,
        )
    };
    let log_lines: Vec<LogLine> = table
        .log
        .iter()
        .flat_map(|entry| {
            entry.events.iter().map(|e| LogLine {
                text: G::event_text(e, &names, lang),
                class: G::event_class(e),
            })
        })
        .collect();

    html! {
        <div ref={root} class={classes!("tb-table", format!("tb-{}", G::ID.slug()))} data-testid="table"
             data-mode={if table.seats.hot_seat() { "hotseat" } else { "computer" }} onclick={on_press}>
            <p ref={status_ref} class="tb-status" data-testid="table-status" aria-live="polite" tabindex="-1">{ status }</p>
            <div class="visually-hidden" aria-live="polite" data-testid="announce">
                <p key={table.log.len()}>{ announce }</p>
            </div>
            { assist }
            // Always one node each (empty when absent): Yew matches unkeyed siblings from the end,
            // so a dialog that came and went would re-create the board before it (and lose the
            // focus).
            { bar.unwrap_or_default() }
            <div class="tb-area">{ area }</div>
            <TableLog lines={log_lines} describe={G::describe(&public, &names, lang)} />
            { overlay }
            { undo_dialog.unwrap_or_default() }
            { keys_dialog.unwrap_or_default() }
        </div>
    }
}

/// Counts a finished game against the computer in the statistics (a game between two people
/// counts for neither).
fn record_result<G: TableGame>(table: &TableState<G>, saving: &Saving<G>, outcome: Outcome) {
    let Some(person) = table.seats.only_human() else {
        return;
    };
    let SeatKind::Computer(strength) = table.seats.kind(person.other()) else {
        return;
    };
    let result = match outcome {
        Outcome::Winner(seat) if seat == person => GameResult::Won,
        Outcome::Winner(_) => GameResult::Lost,
        Outcome::Draw => GameResult::Drawn,
    };
    // Unreadable statistics stay as they are (the panel says so and offers a reset).
    let Ok(mut stats) = storage::stats_text().map_or(Ok(Stats::new()), |t| Stats::read(&t)) else {
        return;
    };
    let key = Stats::key(G::ID.slug(), &saving.rules.to_text(), strength.slug());
    stats.record(key, result, table.hints_used[person.index()]);
    storage::store_stats(&stats.to_text());
}
