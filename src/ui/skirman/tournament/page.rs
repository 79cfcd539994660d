//! The tournament from its set-up to its champion: it keeps the running tournament (and, with
//! `persist`, saves it between visits, offering to resume or discard a saved one), and records
//! the bouts the parent played at the table.
use super::setup::TournamentSetup;
use super::view::TournamentView;
use super::{level_name, BoutRequest, BRACKET_HASH};
use crate::games::skirman::Level;
use crate::i18n::skirman_tournament::{saved_line, Text};
use crate::tournament::{Participant, Tournament};
use crate::ui::app::{back_on_screen, keep_on_screen};
use crate::ui::context::use_lang;
use crate::ui::kept_notice::KeptNotice;
use crate::ui::not_saved_notice::not_saved_notice;
use crate::ui::skirman::storage::{
    forget_tournament, kept_tournament, load_tournament, save_tournament, tournament_text, Running,
};
use crate::ui::stored::Loaded;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TournamentPageProps {
    /// A bout with a human in it: open the bout table for it.
    pub on_play_bout: Callback<BoutRequest>,
    /// Keep the tournament in `localStorage` (`STORAGE_KEY`) and, on mount, offer to resume or
    /// discard a saved one. The app's route sets it; tests that mount the page leave it off.
    #[prop_or_default]
    pub persist: bool,
}

/// The bracket, for `keep_on_screen`.
const ON_SCREEN: &str = "skirman-tournament";

/// Set-up, then the bracket, keeping the tournament between bouts (and, with `persist`, between
/// visits).
#[function_component(TournamentPage)]
pub fn tournament_page(props: &TournamentPageProps) -> Html {
    let lang = use_lang();
    // Back from a bout (`BRACKET_HASH`) or loaded again for a language switch: the saved
    // tournament at once.
    let back_from_bout = props.persist
        && (back_on_screen(ON_SCREEN)
            || web_sys::window()
                .and_then(|w| w.location().hash().ok())
                .is_some_and(|hash| hash == BRACKET_HASH));
    // What storage held: a tournament to offer (or to show at once, back from a bout), or one
    // that could not be read, kept until the player downloads or forgets it.
    let persist = props.persist;
    let found = use_memo((), move |_| match persist.then(load_tournament) {
        None => (None, None),
        Some(Loaded::Read(running)) => (Some(running), kept_tournament()),
        Some(Loaded::Unreadable(kept)) => (None, Some(kept)),
        Some(Loaded::Absent) => (None, kept_tournament()),
    });
    let kept = use_state(|| found.1.clone());
    let running = use_state(|| found.0.clone().filter(|_| back_from_bout));
    use_effect_with((running.is_some(), props.persist), |&(shown, persist)| {
        if persist {
            keep_on_screen(ON_SCREEN, shown);
        }
    });
    let last_setup = use_state(|| None::<(Vec<Participant>, Level)>);
    // A tournament saved by an earlier visit, waiting for "resume" or "discard".
    let saved = use_state(|| found.0.clone().filter(|_| !back_from_bout));
    // Whether the last save was refused (storage full): said at once, with the download.
    let not_saved = use_state(|| false);
    {
        let not_saved = not_saved.clone();
        let persist = props.persist && saved.is_none();
        use_effect_with(((*running).clone(), persist), move |(running, persist)| {
            if let (Some(running), true) = (running, *persist) {
                not_saved.set(save_tournament(running).is_err());
            }
        });
    }
    let kept_notice = (*kept).clone().map(|unreadable| {
        let kept = kept.clone();
        html! {
            <KeptNotice title={Text::TournamentUnreadable.text(lang)} kept={unreadable}
                        file_name="touche-skirman-tournament.txt"
                        on_forget={Callback::from(move |()| kept.set(None))} />
        }
    });
    // Kept where it was (too big to set aside): nothing may be saved over it yet.
    if kept.as_ref().is_some_and(|k| !k.moved_aside) {
        return html! { <section class="skt" data-testid="tournament">{ kept_notice }</section> };
    }
    if let Some(waiting) = (*saved).clone() {
        let played = waiting
            .tournament
            .rounds()
            .iter()
            .flatten()
            .filter(|m| m.is_played() && !m.is_bye())
            .count();
        let resume = {
            let (running, saved) = (running.clone(), saved.clone());
            Callback::from(move |_: MouseEvent| {
                running.set(Some(waiting.clone()));
                saved.set(None);
            })
        };
        let discard = {
            let saved = saved.clone();
            Callback::from(move |_: MouseEvent| {
                forget_tournament();
                saved.set(None);
            })
        };
        let summary = (*saved).as_ref().map(|w| {
            saved_line(
                w.tournament.participants().len(),
                level_name(w.level).text(lang),
                played,
                lang,
            )
        });
        return html! {
            <section class="skt" data-testid="tournament">
                { kept_notice }
                <div class="skt-saved" data-testid="tournament-saved" role="region" aria-labelledby="skt-saved-title">
                    <h2 id="skt-saved-title">{ Text::SavedTitle.text(lang) }</h2>
                    <p class="skt-saved-summary">{ summary }</p>
                    <p class="skt-saved-hint">{ Text::SavedHint.text(lang) }</p>
                    <div class="skt-saved-actions">
                        <button type="button" class="eg-btn primary" data-testid="tournament-resume" onclick={resume}>{ Text::Resume.text(lang) }</button>
                        <button type="button" class="eg-btn" data-testid="tournament-discard" onclick={discard}>{ Text::Discard.text(lang) }</button>
                    </div>
                </div>
            </section>
        };
    }
    let body = match &*running {
        None => {
            let on_start = {
                let (running, last_setup) = (running.clone(), last_setup.clone());
                Callback::from(move |(participants, level): (Vec<Participant>, Level)| {
                    if let Ok(tournament) = Tournament::new(participants.clone()) {
                        last_setup.set(Some((participants, level)));
                        running.set(Some(Running { tournament, level }));
                    }
                })
            };
            html! { <TournamentSetup {on_start} initial={(*last_setup).clone()} /> }
        }
        Some(r) => {
            let on_change = {
                let (running, level) = (running.clone(), r.level);
                Callback::from(move |tournament| running.set(Some(Running { tournament, level })))
            };
            let on_new = {
                let running = running.clone();
                Callback::from(move |_| {
                    forget_tournament();
                    running.set(None);
                })
            };
            html! {
                <TournamentView tournament={r.tournament.clone()} level={r.level} {on_change}
                                on_play_bout={props.on_play_bout.clone()} {on_new} />
            }
        }
    };
    let not_saved_notice = (*running).as_ref().filter(|_| *not_saved).map(|r| {
        let text = tournament_text(r);
        not_saved_notice("touche-skirman-tournament.txt".into(), text, lang)
    });
    html! { <section class="skt" data-testid="tournament">{ kept_notice }{ not_saved_notice }{ body }</section> }
}
