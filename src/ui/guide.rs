//! A guided first game (`<game>/learn/`): the game's own board on a stacked position
//! (`core::walkthrough`), one step at a time. Each step outlines what to play (the board's hint
//! outline), refuses anything else with the rules' reason or "this step is about something
//! else", plays the opponent's scripted answers after a short pause, then says what it meant.
//! The step reached is kept in localStorage (`touche.guide.<slug>`), so a reload goes on from
//! there. Generic over `Guided`: a game gives its script; its words are `i18n::walkthrough`'s.
use crate::bots::Strength;
use crate::core::walkthrough::Walkthrough;
use crate::core::{Game, Seat};
use crate::i18n::walkthrough::{self as words, Text};
use crate::ui::browser::reduced_motion;
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use crate::ui::table::storage;
use crate::ui::table::{BoardProps, PublicProps, SeatKind, Seats, TableGame};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

/// A game with a guided first game.
pub trait Guided: TableGame {
    fn walkthrough() -> Walkthrough<Self>;
}

/// The section of a game's page that holds its guide: `<slug>/learn/`.
pub const GUIDE_SECTION: &str = "learn";

fn storage_key<G: Guided>() -> String {
    format!("touche.guide.{}", G::ID.slug())
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// The learner is asked for the step's action.
    Asking,
    /// The opponent's scripted answer `n` comes next.
    Answering(usize),
    /// The step is played: what it meant, then "Next step".
    Explained,
    /// Every step is played.
    Finished,
}

/// Why the learner's action was not played.
#[derive(Clone, PartialEq)]
enum Refused<G: Game> {
    Rule(G::Error),
    OtherStep,
}

#[derive(Clone)]
struct GuideState<G: Guided> {
    walk: Rc<Walkthrough<G>>,
    /// The state before each step, then after the last (`Walkthrough::positions`).
    positions: Rc<Vec<G>>,
    step: usize,
    game: G,
    stage: Stage,
    refused: Option<Refused<G>>,
    last: Option<(Seat, G::Action)>,
    /// What each action of this step did, in order (public facts).
    played: Vec<(Seat, Vec<G::Event>)>,
    turn: u32,
}

impl<G: Guided> GuideState<G> {
    /// At the start of `step` (or finished, past the last).
    fn at(walk: Rc<Walkthrough<G>>, positions: Rc<Vec<G>>, step: usize) -> Self {
        let step = step.min(walk.steps.len());
        let stage = if step == walk.steps.len() {
            Stage::Finished
        } else {
            Stage::Asking
        };
        GuideState {
            game: positions[step].clone(),
            walk,
            positions,
            step,
            stage,
            refused: None,
            last: None,
            played: Vec::new(),
            turn: 0,
        }
    }

    /// Plays `action` by `seat` (already checked against the script).
    fn play(&mut self, seat: Seat, action: &G::Action) {
        let before = self.game.public();
        if self.game.play_in_place(action).is_ok() {
            let events = G::events(&before, seat, action, &self.game.public());
            self.played.push((seat, events));
            self.last = Some((seat, action.clone()));
            self.turn += 1;
        }
    }

    fn after_learner_or_reply(&mut self, next_reply: usize) {
        let replies = self.walk.steps[self.step].replies.len();
        self.stage = if next_reply < replies {
            Stage::Answering(next_reply)
        } else {
            Stage::Explained
        };
    }
}

enum Msg<G: Game> {
    Play(G::Action),
    Answer,
    Next,
    Restart,
}

impl<G: Guided> Reducible for GuideState<G> {
    type Action = Msg<G>;

    fn reduce(self: Rc<Self>, msg: Msg<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        match (msg, self.stage) {
            (Msg::Play(action), Stage::Asking) => {
                let expected = &self.walk.steps[self.step].expect;
                if action == *expected {
                    next.refused = None;
                    next.play(self.walk.learner, &action);
                    next.after_learner_or_reply(0);
                } else {
                    next.refused = Some(match self.game.check(&action) {
                        Err(error) => Refused::Rule(error),
                        Ok(()) => Refused::OtherStep,
                    });
                    next.turn += 1;
                }
            }
            (Msg::Answer, Stage::Answering(n)) => {
                let reply = self.walk.steps[self.step].replies[n].clone();
                next.play(self.walk.learner.other(), &reply);
                next.after_learner_or_reply(n + 1);
            }
            (Msg::Next, Stage::Explained) => {
                next = GuideState::at(self.walk.clone(), self.positions.clone(), self.step + 1);
                // The board resets its own selection when the turn counter moves.
                next.turn = self.turn + 1;
            }
            (Msg::Restart, _) => {
                next = GuideState::at(self.walk.clone(), self.positions.clone(), 0);
                next.turn = self.turn + 1;
            }
            _ => return self,
        }
        Rc::new(next)
    }
}

/// The step a reload goes on from (anything unreadable starts again from the first).
fn saved_step<G: Guided>() -> usize {
    storage::load(&storage_key::<G>())
        .and_then(|text| text.trim().parse::<usize>().ok())
        .unwrap_or(0)
}

#[function_component(Guide)]
pub fn guide<G: Guided>() -> Html {
    let lang = use_lang();
    let script = use_memo((), |_| {
        let walk = G::walkthrough();
        let positions = walk.positions().ok();
        (Rc::new(walk), positions.map(Rc::new))
    });
    let (walk, positions) = (script.0.clone(), script.1.clone());
    let state = {
        let (walk, positions) = (walk.clone(), positions.clone());
        use_reducer(move || {
            let positions = positions
                .unwrap_or_else(|| Rc::new(vec![walk.start.clone(); walk.steps.len() + 1]));
            GuideState::at(walk, positions, saved_step::<G>())
        })
    };
    {
        let step = state.step;
        use_effect_with(step, move |step| {
            // A guide's step is worth no notice: a refused write only restarts it at its start.
            let _ = storage::store(&storage_key::<G>(), &step.to_string());
        });
    }
    {
        // The opponent's scripted answers, one at a time, after a pause to see them.
        let dispatcher = state.dispatcher();
        use_effect_with((state.stage, state.step), move |(stage, _)| {
            let timer = matches!(stage, Stage::Answering(_)).then(|| {
                let pause = if reduced_motion() { 150 } else { 900 };
                Timeout::new(pause, move || dispatcher.dispatch(Msg::Answer))
            });
            move || drop(timer)
        });
    }
    let play_href = Route::Play(G::ID).href();
    let skip = html! {
        <a class="eg-link guide-skip" href={play_href.clone()} data-testid="guide-skip">{ Text::Skip.text(lang) }</a>
    };
    let Some(_) = positions else {
        // A script the rules refuse (its tests say so first): straight to the game.
        return html! {
            <section class="guide" data-testid="guide">
                <h1>{ Text::Title.text(lang) }</h1>
                { skip }
            </section>
        };
    };

    let seats = Seats {
        kinds: [SeatKind::Human, SeatKind::Computer(Strength::Standard)],
        names: [String::new(), String::new()],
    };
    let names = seats.names(lang);
    let steps = walk.steps.len();
    let learner = walk.learner;
    let events: Vec<G::Event> = state
        .played
        .last()
        .map(|(_, events)| events.clone())
        .unwrap_or_default();
    let board = if state.stage == Stage::Finished {
        let props = PublicProps::<G> {
            public: state.game.public(),
            before: None,
            events,
            names: names.clone(),
        };
        // A game the script plays to its end shows how it was scored.
        html! {
            <>
                if state.game.outcome().is_some() { { G::end_summary(&props) } }
                { G::public_board(&props) }
            </>
        }
    } else {
        let on_play = {
            let state = state.clone();
            Callback::from(move |action| state.dispatch(Msg::Play(action)))
        };
        let refusal = state.refused.as_ref().map(|refused| match refused {
            Refused::Rule(error) => G::explain(error, lang),
            Refused::OtherStep => format!(
                "{} {}",
                Text::NotThisStep.text(lang),
                words::step(G::ID, state.step, lang).map_or("", |(ask, _)| ask)
            ),
        });
        G::board(&BoardProps::<G> {
            view: state.game.view(learner),
            names: names.clone(),
            seats: seats.clone(),
            on_play,
            refusal,
            last: state.last.clone(),
            events,
            turn: state.turn,
            thinking: matches!(state.stage, Stage::Answering(_)),
            hint: (state.stage == Stage::Asking).then(|| walk.steps[state.step].expect.clone()),
        })
    };

    let lines = state.played.iter().flat_map(|(_, events)| {
        events
            .iter()
            .map(|event| html! { <li>{ G::event_text(event, &names, lang) }</li> })
            .collect::<Vec<_>>()
    });
    let said = words::step(G::ID, state.step, lang);
    let panel = match state.stage {
        Stage::Finished => {
            let restart = {
                let state = state.clone();
                Callback::from(move |_| state.dispatch(Msg::Restart))
            };
            html! {
                <>
                    <h2 data-testid="guide-finished">{ Text::Finished.text(lang) }</h2>
                    <p data-testid="guide-summary">{ words::summary(G::ID, lang) }</p>
                    <div class="eg-dialog-actions">
                        <a class="eg-btn primary big" href={play_href} data-testid="guide-play" autofocus=true>{ Text::PlayNow.text(lang) }</a>
                        <button type="button" class="eg-btn" data-testid="guide-restart" onclick={restart}>{ Text::Restart.text(lang) }</button>
                    </div>
                </>
            }
        }
        Stage::Asking => html! {
            <>
                if state.step == 0 {
                    <p class="guide-intro" data-testid="guide-intro">{ words::intro(G::ID, lang) }</p>
                }
                <p class="guide-ask" data-testid="guide-ask"><strong>{ said.map_or("", |(ask, _)| ask) }</strong></p>
                <p class="guide-note">{ Text::Highlighted.text(lang) }</p>
            </>
        },
        Stage::Answering(_) => html! {
            <>
                <ul class="guide-log" data-testid="guide-log">{ for lines }</ul>
                <p class="guide-note" data-testid="guide-waiting">{ Text::OpponentPlays.text(lang) }</p>
            </>
        },
        Stage::Explained => {
            let next = {
                let state = state.clone();
                Callback::from(move |_| state.dispatch(Msg::Next))
            };
            html! {
                <>
                    <p class="guide-done" data-testid="guide-done">{ said.map_or("", |(_, done)| done) }</p>
                    <button type="button" class="eg-btn primary" data-testid="guide-next" autofocus=true onclick={next}>
                        { if state.step + 1 == steps { Text::Finished.text(lang) } else { Text::Next.text(lang) } }
                    </button>
                    <ul class="guide-log" data-testid="guide-log">{ for lines }</ul>
                </>
            }
        }
    };
    let progress = words::step_of((state.step + 1).min(steps), steps, lang);
    let stage = match state.stage {
        Stage::Asking => "asking",
        Stage::Answering(_) => "answering",
        Stage::Explained => "explained",
        Stage::Finished => "finished",
    };
    html! {
        <section class={classes!("guide", "tb-page", G::ID.slug())} data-testid="guide"
                 data-step={state.step.to_string()} data-stage={stage}>
            <header class="guide-head">
                <h1>{ Text::Title.text(lang) }</h1>
                <p class="guide-progress" data-testid="guide-progress">{ progress }</p>
                { skip }
            </header>
            <div class="guide-panel" role="status" aria-live="polite" data-testid="guide-panel">{ panel }</div>
            <div class={classes!("tb-table", format!("tb-{}", G::ID.slug()))}>
                <div class="tb-area">{ board }</div>
            </div>
        </section>
    }
}
