//! A game's page: the set-up (seats and the game's own options) with the game left unfinished
//! to continue, the statistics and the finished games to replay; then the table; then a
//! rematch or back to the set-up.
use super::games_page::GAMES_SECTION;
use super::keys;
use super::resume_offer::{opponent, resume_offer, ResumeOffer};
use super::saved::{find_save, seats_of, unreadable, Found, Kept};
use super::saving::Saving;
use super::seats::{Seats, SeatsForm};
use super::storage;
use super::table_view::Table;
use super::unreadable_notice::{unreadable_notice, UnreadableNotice};
use super::TableGame;
use crate::core::fresh_seed;
use crate::i18n::saves::Text as Saves;
use crate::i18n::shell::game_name;
use crate::i18n::table::Text;
use crate::i18n::Lang;
use crate::saves::{read_save, Save};
use crate::ui::app::{back_on_screen, keep_on_screen};
use crate::ui::context::use_lang;
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

/// What the page found in storage when it opened: a game to continue, and a save that could
/// not be read.
type Opening<G> = (Option<Rc<Save<G>>>, Option<Kept>);

/// Read once when the page opens.
fn found_on_opening<G: TableGame>() -> Opening<G> {
    match find_save::<G>() {
        Found::Game(save) => (Some(Rc::new(*save)), unreadable::<G>()),
        Found::Unreadable(kept) => (None, Some(kept)),
        Found::Nothing => (None, unreadable::<G>()),
    }
}

/// Loaded again for a language switch: the game goes on (or its end panel stays), no question
/// asked.
fn back_on_screen_sitting<G: TableGame>(saved: Option<Rc<Save<G>>>) -> Option<Sitting<G>> {
    if !back_on_screen(G::ID.slug()) {
        return None;
    }
    let finished = || {
        read_save::<G>(&storage::finished_on_screen(G::ID)?)
            .ok()
            .map(Rc::new)
    };
    Some(Sitting::<G>::resuming(saved.or_else(finished)?))
}

#[function_component(TablePage)]
pub fn table_page<G: TableGame>(props: &TablePageProps) -> Html {
    let lang = use_lang();
    let settings = use_state(G::first_settings);
    let seats = use_state(|| props.seats.clone().unwrap_or_default());
    let found = use_state(found_on_opening::<G>);
    let sitting = use_state(|| back_on_screen_sitting::<G>(found.0.clone()));

    let start = {
        let (settings, seats, sitting) = (settings.clone(), seats.clone(), sitting.clone());
        Callback::from(move |()| {
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
        })
    };

    use_effect_with(sitting.is_some(), |&shown| {
        keep_on_screen(G::ID.slug(), shown)
    });

    // The set-up (or the offer to continue) shown: its primary control has the focus, without a
    // scroll, so that Enter starts the game at once.
    let opening = use_node_ref();
    {
        let opening = opening.clone();
        use_effect_with((sitting.is_some(), found.0.is_some()), move |_| {
            let primary = opening
                .cast::<web_sys::Element>()
                .and_then(|page| page.query_selector("[data-primary]").ok().flatten());
            if let Some(primary) = primary {
                keys::focus_quietly(&primary);
            }
        });
    }

    if let Some(s) = &*sitting {
        let on_settings = {
            let (sitting, found) = (sitting.clone(), found.clone());
            Callback::from(move |_| {
                storage::forget_finished_on_screen(G::ID);
                found.set((None, found.1.clone()));
                sitting.set(None)
            })
        };
        return at_table(s, start, on_settings, lang);
    }

    let on_seats = {
        let seats = seats.clone();
        Callback::from(move |s: Seats| seats.set(s))
    };
    let on_settings = {
        let settings = settings.clone();
        Callback::from(move |s: G::Settings| settings.set(s))
    };
    let onsubmit = Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        start.emit(());
    });
    let resume_offer = found.0.clone().map(|save| {
        let on_continue = {
            let (sitting, save) = (sitting.clone(), save.clone());
            Callback::from(move |_| sitting.set(Some(Sitting::resuming(save.clone()))))
        };
        let on_new = {
            let found = found.clone();
            Callback::from(move |_| found.set((None, found.1.clone())))
        };
        resume_offer(
            ResumeOffer {
                game: G::ID,
                opponent: opponent(&seats_of(&save.sitting.seats), lang),
                moves: save.moves.len(),
                on_continue,
                on_new,
            },
            lang,
        )
    });
    let unreadable_notice = found.1.clone().map(|kept| {
        let on_dismiss = {
            let found = found.clone();
            Callback::from(move |_| {
                if let Some(kept) = &found.1 {
                    kept.kept.forget();
                }
                found.set((found.0.clone(), None));
            })
        };
        unreadable_notice(
            UnreadableNotice {
                game: G::ID,
                kept,
                on_dismiss,
            },
            lang,
        )
    });
    // Still under the save's own key (too big to set aside): no game may start and save over
    // it until the player has downloaded or forgotten it.
    let blocked = found.1.as_ref().is_some_and(|k| !k.kept.moved_aside);

    html! {
        <section class={classes!("tb-page", G::ID.slug())} ref={opening}>
            { for unreadable_notice }
            if blocked {
            } else if let Some(offer) = resume_offer {
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
                        <button type="submit" class="eg-btn primary big" data-testid="start-game" data-primary="">{ Text::Start.text(lang) }</button>
                        <a class="eg-link" href={Route::Rules(G::ID).href()}>{ Text::ReadRules.text(lang) }</a>
                        <a class="eg-link" href={Route::Section(G::ID, GAMES_SECTION).href()} data-testid="your-games-link">{ Saves::YourGames.text(lang) }</a>
                        if G::ONLINE_PAGE {
                            <a class="eg-link" href={Route::Section(G::ID, crate::ui::online::ONLINE_SECTION).href()} data-testid="play-online-link">{ crate::i18n::online_page::OnlineText::PlayOnline.text(lang) }</a>
                        }
                        { props.extra.clone() }
                    </div>
                </form>
            }
        </section>
    }
}

/// The game at the table, saved as it goes; a rematch starts anew with the same settings.
fn at_table<G: TableGame>(
    s: &Sitting<G>,
    on_rematch: Callback<()>,
    on_settings: Callback<()>,
    lang: Lang,
) -> Html {
    let saving = Saving::<G> {
        rules: s.rules.clone(),
        options: s.options.clone(),
        seed: s.seed,
    };
    html! {
        <section class={classes!("tb-page", G::ID.slug())}>
            <h1 class="visually-hidden">{ game_name(G::ID, lang) }</h1>
            <Table<G> key={s.seed.to_string()} seats={s.seats.clone()} start={saving} bot_seed={s.bot_seed}
                      save_key={Some(storage::save_key(G::ID))} keep_finished={true} resumed={s.resumed.clone()}
                      on_rematch={Some(on_rematch)} on_settings={Some(on_settings)} />
        </section>
    }
}
