//! One game at the table, from its first action to its end.
use super::end::EndPanel;
use super::handoff::HandOffScreen;
use super::log::{LogLine, TableLog};
use super::seats::Seats;
use super::state::{Msg, TableState};
use super::words::status_line;
use super::{BoardProps, PublicProps, TableGame};
use crate::core::Outcome;
use crate::i18n::table::Text;
use crate::ui::browser::reduced_motion;
use crate::ui::context::use_lang;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

#[derive(Properties)]
pub struct TableProps<G: TableGame> {
    pub seats: Seats,
    /// The game as it starts (a fresh deal, or a chosen position).
    pub game: G,
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
}

impl<G: TableGame> PartialEq for TableProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.seats == other.seats
            && self.game == other.game
            && self.bot_seed == other.bot_seed
            && self.on_rematch == other.on_rematch
            && self.on_settings == other.on_settings
            && self.on_end == other.on_end
            && self.on_continue == other.on_continue
    }
}

#[function_component(Table)]
pub fn table<G: TableGame>(props: &TableProps<G>) -> Html {
    let lang = use_lang();
    let table = {
        let (seats, game, seed) = (props.seats.clone(), props.game.clone(), props.bot_seed);
        use_reducer(move || TableState::new(seats, game, seed))
    };

    // The computer plays after a short pause, so its move can be followed.
    {
        let handle = table.clone();
        use_effect_with(
            (table.turn, table.computer_to_play()),
            move |&(_, computer)| {
                let timeout = computer.then(|| {
                    let delay = if reduced_motion() { 150 } else { 900 };
                    Timeout::new(delay, move || handle.dispatch(Msg::ComputerTurn))
                });
                move || drop(timeout)
            },
        );
    }
    // Tell the owner once when the game ends.
    {
        let on_end = props.on_end.clone();
        let outcome = table.game.outcome();
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
    let over = table.game.outcome().is_some();
    let events: Vec<G::Event> = table
        .log
        .last()
        .map(|entry| entry.events.clone())
        .unwrap_or_default();

    // What the play area shows: one seat's full view, or public facts only.
    let area = match (table.viewer(), &table.pause, table.handoff_to) {
        (Some(viewer), None, None) => {
            let props = BoardProps::<G> {
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
        html! { <HandOffScreen {seat} name={names.of(seat).to_string()} {on_ready} /> }
    } else if over {
        html! {
            <EndPanel
                outcome={table.game.outcome()}
                names={names.clone()}
                you={names.you}
                on_rematch={props.on_rematch.clone()}
                on_settings={props.on_settings.clone()}
                on_continue={props.on_continue.clone()}>
                { G::end_summary(&PublicProps::<G> { public: public.clone(), before: None, events: events.clone(), names: names.clone() }) }
            </EndPanel>
        }
    } else {
        Html::default()
    };

    let status = status_line(
        table.to_act(),
        table.computer_to_play(),
        table.viewer(),
        &names,
        lang,
    );
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
        <div class={classes!("tb-table", format!("tb-{}", G::ID.slug()))} data-testid="table"
             data-mode={if table.seats.hot_seat() { "hotseat" } else { "computer" }}>
            <p class="tb-status" data-testid="table-status" aria-live="polite">{ status }</p>
            <div class="tb-area">{ area }</div>
            <TableLog lines={log_lines} />
            { overlay }
        </div>
    }
}
