//! A game's page: the set-up (seats and the game's own options), then the table, then a rematch
//! or back to the set-up.
use super::seats::{Seats, SeatsForm};
use super::table_view::Table;
use super::TableGame;
use crate::core::fresh_seed;
use crate::i18n::shell::game_name;
use crate::i18n::table::Text;
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TablePageProps {
    /// Extra links under the set-up (a game's glossary, its tournament).
    #[prop_or_default]
    pub extra: Html,
}

#[derive(Clone, PartialEq)]
struct Sitting<S> {
    settings: S,
    seats: Seats,
    seed: u64,
    bot_seed: u64,
}

#[function_component(TablePage)]
pub fn table_page<G: TableGame>(props: &TablePageProps) -> Html {
    let lang = use_lang();
    let settings = use_state(G::first_settings);
    let seats = use_state(Seats::default);
    let sitting = use_state(|| None::<Sitting<G::Settings>>);

    let start = {
        let (settings, seats, sitting) = (settings.clone(), seats.clone(), sitting.clone());
        move || {
            sitting.set(Some(Sitting {
                settings: (*settings).clone(),
                seats: (*seats).clone(),
                seed: fresh_seed(),
                bot_seed: fresh_seed(),
            }))
        }
    };

    match &*sitting {
        Some(s) => {
            let on_rematch = {
                let start = start.clone();
                Callback::from(move |_| start())
            };
            let on_settings = {
                let sitting = sitting.clone();
                Callback::from(move |_| sitting.set(None))
            };
            html! {
                <section class={classes!("tb-page", G::ID.slug())}>
                    <Table<G> key={s.seed.to_string()} seats={s.seats.clone()} game={G::start(&s.settings, s.seed)}
                              bot_seed={s.bot_seed} on_rematch={Some(on_rematch)} on_settings={Some(on_settings)} />
                </section>
            }
        }
        None => {
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
                start();
            });
            html! {
                <section class={classes!("tb-page", G::ID.slug())}>
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
                            { props.extra.clone() }
                        </div>
                    </form>
                </section>
            }
        }
    }
}
