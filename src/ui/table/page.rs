//! A game's page: the set-up (seats and the game's own options) with the game left unfinished
//! to continue, the statistics and the finished games to replay; then the table; then a
//! rematch or back to the set-up.
use super::games_page::GAMES_SECTION;
use super::saved::{find_save, seats_of, unreadable, Found};
use super::seats::{strength_name, SeatKind, Seats, SeatsForm};
use super::storage;
use super::table_view::{Saving, Table};
use super::TableGame;
use crate::core::{fresh_seed, Seat};
use crate::i18n::saves::{save_error, saved_summary, Text as Saves};
use crate::i18n::shell::game_name;
use crate::i18n::table::Text;
use crate::saves::{read_save, Save};
use crate::ui::app::{back_on_screen, keep_on_screen};
use crate::ui::context::use_lang;
use crate::ui::download::download_text;
use crate::ui::route::Route;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TablePageProps {
    /// Extra links under the set-up (a game's glossary, its tournament).
    #[prop_or_default]
    pub extra: Html,
    /// The seats the set-up starts with (default: you against the Standard computer).
    #[prop_or_default]
    pub seats: Option<Seats>,
}

/// A game at the table: new from the set-up, or continued from its save.
#[derive(Clone, PartialEq)]
struct Sitting<G: TableGame> {
    rules: G::Rules,
    options: G::Options,
    seats: Seats,
    seed: u64,
    bot_seed: u64,
    /// The game as saved, to go on from.
    resumed: Option<Rc<Save<G>>>,
}

impl<G: TableGame> Sitting<G> {
    /// The saved game, going on.
    fn resuming(save: Rc<Save<G>>) -> Sitting<G> {
        Sitting {
            rules: save.rules.clone(),
            options: save.options.clone(),
            seats: seats_of(&save.sitting.seats),
            seed: save.seed,
            bot_seed: save.sitting.bot_seed,
            resumed: Some(save),
        }
    }
}

#[function_component(TablePage)]
pub fn table_page<G: TableGame>(props: &TablePageProps) -> Html {
    let lang = use_lang();
    let settings = use_state(G::first_settings);
    let seats = use_state(|| props.seats.clone().unwrap_or_default());
    // Read once when the page opens: a game to continue, or a save that could not be read.
    let found = use_state(|| match find_save::<G>() {
        Found::Game(save) => (Some(Rc::new(*save)), None),
        Found::Unreadable { text, error } => (None, Some((text, error))),
        Found::Nothing => (None, unreadable::<G>()),
    });
    // Loaded again for a language switch: the game goes on (or its end panel stays), no
    // question asked.
    let sitting = use_state(|| {
        if !back_on_screen(G::ID.slug()) {
            return None;
        }
        let finished = || {
            read_save::<G>(&storage::finished_on_screen(G::ID)?)
                .ok()
                .map(Rc::new)
        };
        Some(Sitting::<G>::resuming(found.0.clone().or_else(finished)?))
    });

    let start = {
        let (settings, seats, sitting) = (settings.clone(), seats.clone(), sitting.clone());
        move || {
            storage::forget_finished_on_screen(G::ID);
            let (rules, options) = G::record_parts(&settings);
            sitting.set(Some(Sitting {
                rules,
                options,
                seats: (*seats).clone(),
                seed: fresh_seed(),
                bot_seed: fresh_seed(),
                resumed: None,
            }))
        }
    };

    use_effect_with(sitting.is_some(), |&shown| {
        keep_on_screen(G::ID.slug(), shown)
    });

    if let Some(s) = &*sitting {
        let on_rematch = {
            let start = start.clone();
            Callback::from(move |_| start())
        };
        let on_settings = {
            let (sitting, found) = (sitting.clone(), found.clone());
            Callback::from(move |_| {
                storage::forget_finished_on_screen(G::ID);
                found.set((None, found.1.clone()));
                sitting.set(None)
            })
        };
        let saving = Saving::<G> {
            rules: s.rules.clone(),
            options: s.options.clone(),
            seed: s.seed,
        };
        return html! {
            <section class={classes!("tb-page", G::ID.slug())}>
                <h1 class="visually-hidden">{ game_name(G::ID, lang) }</h1>
                <Table<G> key={s.seed.to_string()} seats={s.seats.clone()} start={saving} bot_seed={s.bot_seed}
                          save_key={Some(storage::save_key(G::ID))} keep_finished={true} resumed={s.resumed.clone()}
                          on_rematch={Some(on_rematch)} on_settings={Some(on_settings)} />
            </section>
        };
    }

    let on_seats = {
        let seats = seats.clone();
        Callback::from(move |s: Seats| seats.set(s))
    };
    let on_settings = {
        let settings = settings.clone();
        Callback::from(move |s: G::Settings| settings.set(s))
    };
    let onsubmit = {
        let start = start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            start();
        })
    };
    let resume_offer = found.0.clone().map(|save| {
        let seats_saved = seats_of(&save.sitting.seats);
        let names = seats_saved.names(lang);
        let opponent = match Seat::BOTH.map(|s| seats_saved.kind(s)) {
            [SeatKind::Computer(strength), _] | [_, SeatKind::Computer(strength)] => {
                format!("{} ({})", Text::Computer.text(lang), strength_name(strength, lang))
            }
            _ => names.names.join(" / "),
        };
        let on_continue = {
            let (sitting, save) = (sitting.clone(), save.clone());
            Callback::from(move |_| sitting.set(Some(Sitting::resuming(save.clone()))))
        };
        let on_new = {
            let found = found.clone();
            Callback::from(move |_| found.set((None, found.1.clone())))
        };
        html! {
            <section class="tb-resume eg-setup" data-testid="resume" aria-labelledby="tb-resume-title">
                <h1>{ game_name(G::ID, lang) }</h1>
                <h2 id="tb-resume-title">{ Saves::ContinueTitle.text(lang) }</h2>
                <p>{ saved_summary(&opponent, save.moves.len(), lang) }</p>
                <div class="eg-dialog-actions">
                    <button type="button" class="eg-btn primary big" data-testid="continue-game" autofocus=true onclick={on_continue}>{ Saves::ContinueGame.text(lang) }</button>
                    <button type="button" class="eg-btn" data-testid="new-game" onclick={on_new}>{ Saves::NewGame.text(lang) }</button>
                </div>
            </section>
        }
    });
    let unreadable_notice = found.1.clone().map(|(text, error)| {
        let file = format!("touche-{}-saved-game.txt", G::ID.slug());
        let on_download = Callback::from(move |_| {
            download_text(&file, "text/plain", &text);
        });
        let on_forget = {
            let found = found.clone();
            Callback::from(move |_| {
                storage::remove(&storage::unreadable_key(G::ID));
                found.set((found.0.clone(), None));
            })
        };
        html! {
            <section class="tb-unreadable" role="alert" data-testid="unreadable-save">
                <h2>{ Saves::UnreadableTitle.text(lang) }</h2>
                <p>{ format!("{} {}", Saves::UnreadableTitle.text(lang), save_error(&error, lang)) }</p>
                <p>{ Saves::UnreadableHelp.text(lang) }</p>
                <div class="eg-dialog-actions">
                    <button type="button" class="eg-btn primary" data-testid="download-save" onclick={on_download}>{ Saves::DownloadSave.text(lang) }</button>
                    <button type="button" class="eg-btn" data-testid="forget-save" onclick={on_forget}>{ Saves::Dismiss.text(lang) }</button>
                </div>
            </section>
        }
    });

    html! {
        <section class={classes!("tb-page", G::ID.slug())}>
            { for unreadable_notice }
            if let Some(offer) = resume_offer {
                { offer }
            } else {
                <form class="eg-setup" data-testid="setup" {onsubmit}>
                    <h1>{ game_name(G::ID, lang) }</h1>
                    <fieldset>
                        <legend>{ Text::Settings.text(lang) }</legend>
                        <SeatsForm seats={(*seats).clone()} on_change={on_seats} />
                        { G::settings_form(&settings, on_settings) }
                    </fieldset>
                    <div class="eg-setup-actions">
                        <button type="submit" class="eg-btn primary big" data-testid="start-game">{ Text::Start.text(lang) }</button>
                        <a class="eg-link" href={Route::Rules(G::ID).href()}>{ Text::ReadRules.text(lang) }</a>
                        <a class="eg-link" href={Route::Section(G::ID, GAMES_SECTION).href()} data-testid="your-games-link">{ Saves::YourGames.text(lang) }</a>
                        { props.extra.clone() }
                    </div>
                </form>
            }
        </section>
    }
}
