//! The online game at the table: this seat's view only, followed from the worker's updates
//! (`Follow::follow`), the game's own board, the log, resign and preset messages, the state of
//! the line, and the end with the audit's verdict.
use std::rc::Rc;

use yew::prelude::*;

use super::page::game_key;
use crate::core::view::PublicInfo;
use crate::core::{Outcome, Seat, ViewOf};
use crate::deal::game::DealtGame;
use crate::i18n::online::preset;
use crate::i18n::online_page::{friend_says, resigned, OnlineText as T};
use crate::i18n::table::result_title;
use crate::i18n::{Lang, Names};
use crate::online::worker::{PageUpdate, Request};
use crate::online::Preset;
use crate::ui::context::use_lang;
use crate::ui::table::{
    log_line, BoardProps, LogLine, PublicProps, SeatKind, Seats, TableGame, TableLog,
};

/// What the page knows of the game: its seat's view and what it saw happen.
pub struct OnlineState<G: TableGame + DealtGame> {
    pub seat: Seat,
    setup: G::Setup,
    pub view: Option<ViewOf<G>>,
    /// Every action's events, for the log.
    log: Vec<(Seat, Vec<G::Event>)>,
    events: Vec<G::Event>,
    last: Option<(Seat, G::Action)>,
    turn: u32,
    pub connected_once: bool,
    dropped: bool,
    audited: bool,
    stopped: Option<String>,
    resigned: Option<Seat>,
    said: Option<Preset>,
    refusal: Option<String>,
    /// This seat chose an action that is on its way.
    sending: bool,
}

impl<G: TableGame + DealtGame> OnlineState<G> {
    pub fn new(seat: Seat, setup: G::Setup) -> OnlineState<G> {
        OnlineState {
            seat,
            setup,
            view: None,
            log: Vec::new(),
            events: Vec::new(),
            last: None,
            turn: 0,
            connected_once: false,
            dropped: false,
            audited: false,
            stopped: None,
            resigned: None,
            said: None,
            refusal: None,
            sending: false,
        }
    }

    fn copy(&self) -> OnlineState<G> {
        OnlineState {
            seat: self.seat,
            setup: self.setup.clone(),
            view: self.view.clone(),
            log: self.log.clone(),
            events: self.events.clone(),
            last: self.last.clone(),
            turn: self.turn,
            connected_once: self.connected_once,
            dropped: self.dropped,
            audited: self.audited,
            stopped: self.stopped.clone(),
            resigned: self.resigned,
            said: self.said,
            refusal: self.refusal.clone(),
            sending: self.sending,
        }
    }

    fn my_turn(&self) -> bool {
        self.view.as_ref().and_then(|v| v.to_act()) == Some(self.seat)
    }

    fn over(&self) -> bool {
        self.stopped.is_some()
            || self.resigned.is_some()
            || self.view.as_ref().is_some_and(|v| v.to_act().is_none())
    }
}

impl<G: TableGame + DealtGame> PartialEq for OnlineState<G> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

pub enum StateMsg<G: DealtGame> {
    Update(PageUpdate<G>),
    Connected,
    Dropped,
    Chose,
    Refused(String),
    Stopped(String),
}

impl<G: TableGame + DealtGame> Reducible for OnlineState<G> {
    type Action = StateMsg<G>;

    fn reduce(self: Rc<Self>, msg: StateMsg<G>) -> Rc<Self> {
        let mut next = self.copy();
        match msg {
            StateMsg::Connected => {
                next.connected_once = true;
                next.dropped = false;
            }
            StateMsg::Dropped => next.dropped = true,
            StateMsg::Chose => {
                next.sending = true;
                next.refusal = None;
            }
            StateMsg::Refused(why) => {
                next.sending = false;
                next.refusal = Some(why);
            }
            StateMsg::Stopped(why) => next.stopped = Some(why),
            StateMsg::Update(update) => next.take(update),
        }
        Rc::new(next)
    }
}

impl<G: TableGame + DealtGame> OnlineState<G> {
    fn take(&mut self, update: PageUpdate<G>) {
        match update {
            PageUpdate::Opened { first, got } => {
                match <G as DealtGame>::start(&self.setup, first, &got) {
                    Ok(start) => self.view = Some(start.view(self.seat)),
                    Err(_) => self.stopped = Some(String::new()),
                }
            }
            PageUpdate::Played { by, shown, moves } => {
                let Some(view) = &self.view else { return };
                let before = view.public.clone();
                match G::follow(view, &shown, &moves) {
                    Ok(after) => {
                        let told = G::told(&shown);
                        self.events = G::events(&before, by, &told, &after.public);
                        self.log.push((by, self.events.clone()));
                        self.last = Some((by, told));
                        self.view = Some(after);
                        self.turn += 1;
                        self.sending = false;
                        self.refusal = None;
                    }
                    Err(_) => self.stopped = Some(String::new()),
                }
            }
            PageUpdate::Resigned { by } => self.resigned = Some(by),
            PageUpdate::Said(said) => self.said = Some(said),
            PageUpdate::Rematch { .. } => {}
            PageUpdate::Audited => self.audited = true,
            PageUpdate::Stopped(why) => self.stopped = Some(why),
        }
    }
}

#[derive(Properties)]
pub struct OnlineTableProps<G: TableGame + DealtGame> {
    pub state: UseReducerHandle<OnlineState<G>>,
    pub send: Callback<Request>,
    pub names: [String; 2],
}

impl<G: TableGame + DealtGame> PartialEq for OnlineTableProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state && self.send == other.send && self.names == other.names
    }
}

#[function_component(OnlineTable)]
pub fn online_table<G: TableGame + DealtGame>(props: &OnlineTableProps<G>) -> Html {
    let lang = use_lang();
    let state = &props.state;
    let seat = state.seat;
    let names = Names {
        names: props.names.clone(),
        you: Some(seat),
    };
    let Some(view) = state.view.clone() else {
        if state.stopped.is_some() {
            return stopped_panel(state.stopped.as_deref(), lang);
        }
        return match state.connected_once {
            true => {
                html! { <p class="ol-status" role="status" data-testid="online-dealing">{ T::Dealing.text(lang) }</p> }
            }
            false => Html::default(),
        };
    };
    let lines: Rc<Vec<LogLine>> = Rc::new(
        state
            .log
            .iter()
            .flat_map(|(_, events)| events.iter().map(|e| log_line::<G>(e, &names, lang)))
            .collect(),
    );
    let on_play = {
        let (state, send, view) = (state.clone(), props.send.clone(), view.clone());
        Callback::from(move |action: G::Action| {
            if state.over() || !state.my_turn() || state.sending {
                return;
            }
            match G::legal_actions_in(&view).iter().position(|a| *a == action) {
                Some(index) => {
                    state.dispatch(StateMsg::Chose);
                    send.emit(Request::Choose(index as u32));
                }
                None => {
                    let why = G::check_in(&view, &action)
                        .err()
                        .map(|e| G::explain(&e, lang))
                        .unwrap_or_default();
                    state.dispatch(StateMsg::Refused(why));
                }
            }
        })
    };
    let board = G::board(&BoardProps::<G> {
        view: view.clone(),
        names: names.clone(),
        seats: Seats {
            kinds: [SeatKind::Human, SeatKind::Human],
            names: props.names.clone(),
        },
        on_play,
        refusal: state.refusal.clone(),
        last: state.last.clone(),
        events: state.events.clone(),
        turn: state.turn,
        thinking: !state.my_turn() && !state.over(),
        hint: None,
    });
    let status = status_line(state, &view, &names, lang);
    let resign = {
        let send = props.send.clone();
        Callback::from(move |_| send.emit(Request::Resign))
    };
    let say = |p: Preset| {
        let send = props.send.clone();
        Callback::from(move |_| send.emit(Request::Say(p)))
    };
    html! {
        <div class={classes!("tb-table", "ol-table", format!("tb-{}", G::ID.slug()))} data-testid="table" data-mode="online"
             data-turn={match (state.over(), state.my_turn()) { (true, _) => "over", (false, true) => "mine", (false, false) => "theirs" }}>
            <p class="tb-status" data-testid="table-status" aria-live="polite">{ status }</p>
            if state.dropped && !state.over() {
                <p class="ol-dropped" role="alert" data-testid="online-dropped">{ T::Dropped.text(lang) }</p>
            }
            if let Some(said) = state.said {
                <p class="ol-said" role="status" data-testid="online-said">{ friend_says(preset(said, lang), lang) }</p>
            }
            <div class="tb-controls">
                <div class="tb-bar" role="group">
                    if !state.over() {
                        <button type="button" class="eg-btn" onclick={resign} data-testid="online-resign">{ T::Resign.text(lang) }</button>
                        <button type="button" class="eg-btn" onclick={say(Preset::GoodGame)} data-testid="online-say">{ preset(Preset::GoodGame, lang) }</button>
                        <button type="button" class="eg-btn" onclick={say(Preset::YourTurn)}>{ preset(Preset::YourTurn, lang) }</button>
                    }
                </div>
            </div>
            <div class="tb-area">{ board }</div>
            if state.over() {
                { end_panel(state, &view, &names, lang) }
            }
            <TableLog {lines} describe={G::describe(&view.public, &names, lang)} />
        </div>
    }
}

fn status_line<G: TableGame + DealtGame>(
    state: &OnlineState<G>,
    view: &ViewOf<G>,
    names: &Names,
    lang: Lang,
) -> String {
    if let Some(why) = &state.stopped {
        return format!("{} {why}", T::Stopped.text(lang));
    }
    if let Some(by) = state.resigned {
        return resigned(by == state.seat, lang);
    }
    if state.over() {
        return result_title(view.public.outcome(), names, lang);
    }
    match state.my_turn() {
        true => T::YourTurn.text(lang).into(),
        false => T::FriendThinking.text(lang).into(),
    }
}

fn stopped_panel(why: Option<&str>, lang: Lang) -> Html {
    html! {
        <div class="ol-panel" role="alert" data-testid="online-stopped">
            <p>{ T::Stopped.text(lang) }{ " " }{ why.unwrap_or_default() }</p>
            <a class="eg-btn" href="./">{ T::NewGame.text(lang) }</a>
        </div>
    }
}

fn end_panel<G: TableGame + DealtGame>(
    state: &OnlineState<G>,
    view: &ViewOf<G>,
    names: &Names,
    lang: Lang,
) -> Html {
    let title = match state.resigned {
        Some(by) => resigned(by == state.seat, lang),
        None => result_title(view.public.outcome(), names, lang),
    };
    let outcome = match state.resigned {
        Some(by) => Some(Outcome::Winner(by.other())),
        None => view.public.outcome(),
    };
    let verdict = match (&state.stopped, state.audited) {
        (Some(why), _) => format!("{} {why}", T::Stopped.text(lang)),
        (None, true) => T::Checked.text(lang).into(),
        (None, false) => T::Checking.text(lang).into(),
    };
    // The finished game leaves this device's "game under way": the next visit starts anew.
    html! {
        <div class="ol-end" data-testid="online-end" data-outcome={format!("{outcome:?}")}>
            <h2>{ title }</h2>
            <p data-testid="online-verdict" role="status">{ verdict }</p>
            { G::end_summary(&PublicProps::<G> {
                public: view.public.clone(),
                before: None,
                events: Vec::new(),
                names: names.clone(),
            }) }
            <a class="eg-btn primary" href="./" onclick={Callback::from(|_| crate::ui::stored::remove(&game_key::<G>()))}>{ T::NewGame.text(lang) }</a>
        </div>
    }
}
