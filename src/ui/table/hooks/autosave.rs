//! Every write of the table to the browser's storage, in one place. The game is saved after
//! every action while it is played; once over, its save goes, and (on a game's page, not a
//! tournament's bout) it joins the history and the statistics, once. A write the browser refuses
//! (storage full) leaves what was saved before as it was, and is said at once: the hook returns
//! the game as its save, for its download.
use crate::core::Outcome;
use crate::saves::{GameResult, SettingsText, Stats};
use crate::ui::table::saved::finished_save;
use crate::ui::table::saving::{table_save, Saving};
use crate::ui::table::seats::SeatKind;
use crate::ui::table::state::TableState;
use crate::ui::table::storage;
use crate::ui::table::{TableGame, TableProps};
use yew::prelude::*;

/// The game as a save when the browser refused to keep it (`None` while every write succeeds).
#[hook]
pub fn use_autosave<G: TableGame>(
    table: &UseReducerHandle<TableState<G>>,
    props: &TableProps<G>,
) -> Option<String> {
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
    let not_saved = use_state(|| None::<String>);
    let refused = not_saved.clone();
    use_effect_with((table.turn, table.moves.len(), table.resigned), move |_| {
        // A chosen position is not saved.
        let Some(key) = key.filter(|_| !from_position) else {
            return;
        };
        let text = table_save(&table, &saving);
        match (table.outcome(), text) {
            (None, Some(text)) => {
                let kept = storage::store(&key, &text).is_ok();
                refused.set((!kept).then_some(text));
            }
            (Some(outcome), text) if !*finished_once.borrow() => {
                *finished_once.borrow_mut() = true;
                let Some(text) = text.filter(|_| keep_finished) else {
                    storage::remove(&key);
                    return;
                };
                storage::keep_finished_on_screen(G::ID, &text);
                // Into the history first: the save goes only once the game is kept there (or,
                // refused, stays as the finished game, which the page moves there later).
                let kept = storage::remember_finished(G::ID, &text, finished_save::<G>).is_ok()
                    || storage::store(&key, &text).is_ok();
                if storage::history(G::ID).contains(&text) {
                    storage::remove(&key);
                }
                let counted = record_result::<G>(&table, &saving, outcome);
                refused.set((!kept || !counted).then_some(text));
                if let Some(on_finished) = on_finished {
                    on_finished.emit(());
                }
            }
            _ => {}
        }
    });
    (*not_saved).clone()
}

/// Counts a finished game against the computer in the statistics (a game between two people
/// counts for neither). False only if the browser refused the write.
fn record_result<G: TableGame>(
    table: &TableState<G>,
    saving: &Saving<G>,
    outcome: Outcome,
) -> bool {
    let Some(person) = table.seats.only_human() else {
        return true;
    };
    let SeatKind::Computer(strength) = table.seats.kind(person.other()) else {
        return true;
    };
    let result = match outcome {
        Outcome::Winner(seat) if seat == person => GameResult::Won,
        Outcome::Winner(_) => GameResult::Lost,
        Outcome::Draw => GameResult::Drawn,
    };
    // Unreadable statistics stay as they are (the panel says so and offers a reset).
    let Ok(mut stats) = storage::stats_text().map_or(Ok(Stats::new()), |t| Stats::read(&t)) else {
        return true;
    };
    let key = Stats::key(G::ID.slug(), &saving.rules.to_text(), strength.slug());
    stats.record(key, result, table.hints_used[person.index()]);
    storage::store_stats(&stats.to_text()).is_ok()
}
