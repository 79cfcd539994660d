//! One game at the table, from its first action to its end: a composition of the table's hooks
//! (its behaviour: `hooks`) and of its widgets (the bar, the dialogs, the log, the game's own
//! board).
use super::assist::{assist_bar, assist_of};
use super::bar::{play_bar, BarPress, PlayBar};
use super::end::EndPanel;
use super::end_notes::{end_notes, EndNotes};
use super::games_page::GAMES_SECTION;
use super::handoff::{hand_off_screen, HandOffScreenProps};
use super::hooks::{
    use_assist, use_autosave, use_computer_turn, use_end_told, use_focus_follows, use_shortcuts,
    use_table_state, Moment,
};
use super::log::{last_action_text, log_lines, TableLog};
use super::pause::pause_screen;
use super::requests::download_record;
use super::saving::{table_save, Saving};
use super::seats::Seats;
use super::shortcuts::{shortcuts as shortcuts_dialog, ShortcutsProps};
use super::state::{Hint, Msg, TableState};
use super::undo_request::undo_request_dialog;
use super::words::status_line;
use super::{BoardProps, PublicProps, TableGame};
use crate::core::{Outcome, Seat};
use crate::i18n::saves::Text as Saves;
use crate::i18n::table::{hints_used_line, Text};
use crate::i18n::{Lang, Names};
use crate::saves::Save;
use crate::ui::context::use_lang;
use crate::ui::not_saved_notice::not_saved_notice;
use crate::ui::route::Route;
use std::rc::Rc;
use yew::prelude::*;

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
    let table = use_table_state(props);
    let confirming_resign = use_state(|| false);
    let root = use_node_ref();
    let status_ref = use_node_ref();
    let shortcuts = use_shortcuts(&root);
    let on_press = use_focus_follows(Moment::of(&table), &root, &status_ref);
    let not_saved = use_autosave(&table, props);
    use_computer_turn(&table, &props.start, lang);
    let on_assist = use_assist(&table, &props.start, lang);
    use_end_told(&table, props.on_end.clone());

    let names = table.seats.names(lang);
    // The log's lines, written again only when the log changes, not on every other render of
    // the table (a hint, the computer thinking, a dialog): the log is not drawn again either.
    let lines = {
        let (table, names) = (table.clone(), names.clone());
        use_memo((table.turn, table.log.len(), lang), move |&(_, _, lang)| {
            log_lines::<G>(&table.log, &names, lang)
        })
    };
    let public = table.game.public();
    let events: Vec<G::Event> = table
        .log
        .last()
        .map(|entry| entry.events.clone())
        .unwrap_or_default();
    let hint = table
        .current_hint()
        .filter(|h| table.human_to_act() == Some(h.seat));
    let area = play_area(&table, hint, &names, &public, &events, lang);
    let assist = assist_bar(assist_of(&table, hint, lang, on_assist));
    // A refused save is said where the player looks: on the table, or inside the end panel
    // (whose modal covers the table).
    let not_saved = not_saved.map(|text| {
        not_saved_notice(
            format!("touche-{}-saved-game.txt", G::ID.slug()),
            text,
            lang,
        )
    });
    let (not_saved, not_saved_at_end) = match table.outcome() {
        Some(_) => (None, not_saved),
        None => (not_saved, None),
    };
    let overlay = overlay(
        &table,
        props,
        &names,
        &public,
        &events,
        not_saved_at_end,
        lang,
    );

    // Undo, redo and resign, while the game is played by people.
    let bar = (table.outcome().is_none() && table.seats.humans() > 0).then(|| {
        let on_press = {
            let (table, confirming) = (table.clone(), confirming_resign.clone());
            Callback::from(move |press| match press {
                BarPress::Undo => table.dispatch(Msg::Undo),
                BarPress::Redo => table.dispatch(Msg::Redo),
                BarPress::AskResign => confirming.set(true),
                BarPress::ConfirmResign(agreed) => {
                    confirming.set(false);
                    if agreed {
                        table.dispatch(Msg::Resign)
                    }
                }
            })
        };
        play_bar(
            PlayBar {
                can_undo: table.can_undo(),
                can_redo: table.can_redo(),
                hot_seat: table.seats.hot_seat(),
                confirming_resign: *confirming_resign,
                on_press,
                on_keys: shortcuts.open.clone(),
            },
            lang,
        )
    });
    let undo_dialog = table.undo_asked.map(|asker| {
        let on_answer = {
            let table = table.clone();
            Callback::from(move |agreed| table.dispatch(Msg::AnswerUndo(agreed)))
        };
        undo_request_dialog(names.of(asker), names.of(asker.other()), on_answer, lang)
    });
    let keys_dialog = shortcuts.showing.then(|| {
        shortcuts_dialog(
            &ShortcutsProps {
                on_close: shortcuts.close.clone(),
            },
            lang,
        )
    });
    // Behind a modal dialog the table can be neither reached nor pressed (and assistive
    // technology, axe's target-size check among them, does not count its buttons).
    let modal = undo_dialog.is_some() || keys_dialog.is_some();
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

    html! {
        <div ref={root} class={classes!("tb-table", format!("tb-{}", G::ID.slug()))} data-testid="table"
             data-mode={if table.seats.hot_seat() { "hotseat" } else { "computer" }} onclick={on_press}>
            <p ref={status_ref} class="tb-status" data-testid="table-status" aria-live="polite" tabindex="-1">{ status }</p>
            { not_saved.unwrap_or_default() }
            // The last action, told once to screen readers (a new node per action, so the same
            // words twice are heard twice).
            <div class="visually-hidden" aria-live="polite" data-testid="announce">
                <p key={table.log.len()}>{ last_action_text::<G>(&table.log, &names, lang) }</p>
            </div>
            // The hint and the bar in one box: on a wide screen one row, the bar as wide as its
            // words need (French's wrapped in a column of its own). The bar is always a node
            // (empty when absent): Yew matches unkeyed siblings from the end, so a dialog that
            // came and went would re-create the board before it (and lose the focus).
            <div class="tb-controls" inert={modal}>
                { assist }
                { bar.unwrap_or_default() }
            </div>
            <div class="tb-area" inert={modal}>{ area }</div>
            <TableLog {lines} describe={G::describe(&public, &names, lang)} />
            { overlay }
            { undo_dialog.unwrap_or_default() }
            { keys_dialog.unwrap_or_default() }
        </div>
    }
}

/// What the play area shows: the full view of the one seat allowed to look, or public facts
/// only (behind a hand-off or a pause, or for a spectator).
fn play_area<G: TableGame>(
    table: &UseReducerHandle<TableState<G>>,
    hint: Option<&Hint<G::Action>>,
    names: &Names,
    public: &G::Public,
    events: &[G::Event],
    lang: Lang,
) -> Html {
    match (table.viewer(), &table.pause, table.handoff_to) {
        (Some(viewer), None, None) => {
            let on_play = {
                let table = table.clone();
                Callback::from(move |action| table.dispatch(Msg::Play(action)))
            };
            G::board(&BoardProps::<G> {
                hint: hint.filter(|h| h.seat == viewer).map(|h| h.action.clone()),
                view: table.game.view(viewer),
                names: names.clone(),
                seats: table.seats.clone(),
                on_play,
                refusal: table.refusal.as_ref().map(|e| G::explain(e, lang)),
                last: table.last.clone(),
                events: events.to_vec(),
                turn: table.turn,
                thinking: table.computer_to_play(),
            })
        }
        _ => G::public_board(&PublicProps::<G> {
            public: public.clone(),
            before: table.pause.clone(),
            events: events.to_vec(),
            names: names.clone(),
        }),
    }
}

/// What covers the table: a pause, the hot-seat hand-off, or the end of the game.
fn overlay<G: TableGame>(
    table: &UseReducerHandle<TableState<G>>,
    props: &TableProps<G>,
    names: &Names,
    public: &G::Public,
    events: &[G::Event],
    not_saved: Option<Html>,
    lang: Lang,
) -> Html {
    let public_props = |before: Option<G::Public>| PublicProps::<G> {
        public: public.clone(),
        before,
        events: events.to_vec(),
        names: names.clone(),
    };
    if let Some(before) = table.pause.clone() {
        let on_continue = {
            let table = table.clone();
            Callback::from(move |_| table.dispatch(Msg::Continue))
        };
        pause_screen(G::pause(&public_props(Some(before))), on_continue, lang)
    } else if let Some(seat) = table.handoff_to {
        let on_ready = {
            let table = table.clone();
            Callback::from(move |_| table.dispatch(Msg::TakeDevice))
        };
        let on_undo = table.can_undo().then(|| {
            let table = table.clone();
            Callback::from(move |_| table.dispatch(Msg::Undo))
        });
        hand_off_screen(
            &HandOffScreenProps {
                seat,
                name: names.of(seat).to_string(),
                on_ready,
                on_undo,
            },
            lang,
        )
    } else if table.outcome().is_some() {
        // A kept game is the newest of the history, replayed on the "your games" page.
        let replay = props.keep_finished.then(|| {
            format!(
                "{}#/replay/latest",
                Route::Section(G::ID, GAMES_SECTION).href()
            )
        });
        let on_download_record = {
            // Written when asked, not on every render of the end panel.
            let (table, start) = (table.clone(), props.start.clone());
            Callback::from(move |_| {
                download_record::<G>(&table_save(&table, &start).unwrap_or_default(), lang)
            })
        };
        html! {
            <EndPanel
                outcome={table.outcome()}
                names={names.clone()}
                you={names.you}
                on_rematch={props.on_rematch.clone()}
                on_settings={props.on_settings.clone()}
                on_continue={props.on_continue.clone()}>
                { not_saved.unwrap_or_default() }
                { G::end_summary(&public_props(None)) }
                { end_notes(EndNotes {
                    hints_used: hints_used(table, names, lang),
                    resigned: resigned(table, names, lang),
                    replay,
                    on_download_record,
                }, lang) }
            </EndPanel>
        }
    } else {
        Html::default()
    }
}

/// The hints each person used, told at the end if any was.
fn hints_used<G: TableGame>(table: &TableState<G>, names: &Names, lang: Lang) -> Option<String> {
    let used: Vec<(String, u32)> = Seat::BOTH
        .into_iter()
        .filter(|s| table.seats.kind(*s).is_human())
        .map(|s| (names.of(s).to_string(), table.hints_used[s.index()]))
        .collect();
    used.iter()
        .any(|(_, n)| *n > 0)
        .then(|| hints_used_line(&used, lang))
}

/// Who resigned, if anyone did.
fn resigned<G: TableGame>(table: &TableState<G>, names: &Names, lang: Lang) -> Option<String> {
    table.resigned.map(|seat| {
        if names.you == Some(seat) {
            Saves::YouResigned.text(lang).to_string()
        } else {
            format!("{} {}.", names.of(seat), Saves::Resigned.text(lang))
        }
    })
}
