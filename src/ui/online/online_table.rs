//! The online game at the table: this seat's view only, followed from the worker's updates
//! (`Follow::follow`), the game's own board, the log, resign and preset messages, the state of
//! the line (and, the friend away too long, the offer of a forfeit), and the end
//! (`OnlineEnd`: the verdict, the record, the rematch, the head-to-head).
use std::rc::Rc;

use yew::prelude::*;

use super::forfeit_offer::{forfeit_wait_ms, start_clock, time_the_move, ForfeitOffer};
use super::online_end::{end_key, end_title, OnlineEnd};
use crate::core::view::PublicInfo;
use crate::core::{Seat, ViewOf};
use crate::deal::game::DealtGame;
use crate::i18n::online::{preset, quoted};
use crate::i18n::online_end::{game_number, per_move, EndText};
use crate::i18n::online_page::{friend_says, OnlineText as T};
use crate::i18n::{Lang, Names};
use crate::online::clock::MoveClock;
use crate::online::worker::{read_update, PageUpdate, Request};
use crate::online::Preset;
use crate::signal::Invite;
use crate::ui::context::use_lang;
use crate::ui::table::{log_line, BoardProps, LogLine, SeatKind, Seats, TableGame, TableLog};

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
    /// The game's number on the line (0 first; the seats swap each rematch).
    pub game: u32,
    /// The friend's name, as it told it.
    pub friend: Option<String>,
    /// This seat asked for a rematch (or accepted).
    pub asked: bool,
    /// The friend asked for a rematch.
    pub friend_asked: bool,
    /// Who ended the game by forfeit.
    pub forfeit: Option<Seat>,
    /// The worker's updates of this game as they came (the opening, each action): the game
    /// as this seat saw it, for the history.
    pub updates: Vec<Vec<u8>>,
    /// Since when the friend's line is down (ms since the epoch).
    away_since: Option<f64>,
    /// The friend is away long enough to offer a forfeit.
    away_long: bool,
    /// The time per move, if the host set one.
    pub clock: Option<MoveClock>,
    /// When the move under way began on this page (ms since the epoch; again at each
    /// connection and when the player gives the friend more time).
    turn_since: f64,
    /// The time for this move is up (the friend's: the claim is offered).
    time_up: bool,
    /// This seat claimed the win on time (the forfeit then says why; kept in the save).
    pub won_on_time: bool,
}

impl<G: TableGame + DealtGame> OnlineState<G> {
    pub fn new(seat: Seat, setup: G::Setup, clock: Option<MoveClock>) -> OnlineState<G> {
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
            game: 0,
            friend: None,
            asked: false,
            friend_asked: false,
            forfeit: None,
            updates: Vec::new(),
            away_since: None,
            away_long: false,
            clock,
            turn_since: now(),
            time_up: false,
            won_on_time: false,
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
            game: self.game,
            friend: self.friend.clone(),
            asked: self.asked,
            friend_asked: self.friend_asked,
            forfeit: self.forfeit,
            updates: self.updates.clone(),
            away_since: self.away_since,
            away_long: self.away_long,
            clock: self.clock,
            turn_since: self.turn_since,
            time_up: self.time_up,
            won_on_time: self.won_on_time,
        }
    }

    fn my_turn(&self) -> bool {
        self.view.as_ref().and_then(|v| v.to_act()) == Some(self.seat)
    }

    pub fn over(&self) -> bool {
        self.stopped.is_some()
            || self.resigned.is_some()
            || self.forfeit.is_some()
            || self.view.as_ref().is_some_and(|v| v.to_act().is_none())
    }

    pub fn audited(&self) -> bool {
        self.audited
    }

    pub fn stopped(&self) -> Option<&str> {
        self.stopped.as_deref()
    }

    pub fn resigned(&self) -> Option<Seat> {
        self.resigned
    }

    /// The seat this page's player held in the line's first game (the host's is seat 1).
    pub fn line_seat(&self) -> Seat {
        crate::online::save::line_seat(self.seat, self.game)
    }
}

fn now() -> f64 {
    js_sys::Date::now()
}

impl<G: TableGame + DealtGame> PartialEq for OnlineState<G> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

pub enum StateMsg<G: DealtGame> {
    Update(PageUpdate<G>),
    /// An update as the worker wrote it (kept for the history, then taken).
    Arrived(Vec<u8>),
    /// This seat asked for a rematch.
    AskedRematch,
    /// The friend's line has been down the whole wait.
    AwayLong,
    /// The player keeps waiting: the offer comes again after another wait.
    KeepWaiting,
    /// The time for this move ran out on this page's clock.
    TimeUp,
    /// The player gives the friend another full time for this move.
    MoreTime,
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
                next.turn_since = now();
                next.time_up = false;
                next.connected_once = true;
                next.dropped = false;
                next.away_since = None;
                next.away_long = false;
            }
            StateMsg::Dropped => {
                next.dropped = true;
                next.away_since = next.away_since.or(Some(now()));
            }
            StateMsg::AwayLong => {
                next.away_long = next
                    .away_since
                    .is_some_and(|since| now() - since >= forfeit_wait_ms())
            }
            StateMsg::KeepWaiting => {
                next.away_since = next.away_since.map(|_| now());
                next.away_long = false;
            }
            StateMsg::TimeUp => {
                next.time_up =
                    !next.over() && next.clock.is_some_and(|c| c.is_up(next.turn_since, now()));
            }
            StateMsg::MoreTime => {
                next.turn_since = now();
                next.time_up = false;
            }
            StateMsg::AskedRematch => next.asked = true,
            StateMsg::Arrived(bytes) => match read_update::<G>(&bytes) {
                Some(update) => {
                    match update {
                        PageUpdate::Opened { .. } => next.updates = vec![bytes],
                        PageUpdate::Played { .. } => next.updates.push(bytes),
                        _ => {}
                    }
                    next.take(update)
                }
                None => next.stopped = Some(String::new()),
            },
            StateMsg::Chose => {
                next.sending = true;
                next.refusal = None;
            }
            // Before the game showed (a start or a saved game the worker refuses): the end.
            StateMsg::Refused(why) if next.view.is_none() => next.stopped = Some(why),
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
        if matches!(
            update,
            PageUpdate::Opened { .. } | PageUpdate::Played { .. } | PageUpdate::NextGame { .. }
        ) {
            // A new move begins: its clock starts.
            self.turn_since = now();
            self.time_up = false;
        }
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
            PageUpdate::Rematch { .. } => self.friend_asked = true,
            PageUpdate::Audited => self.audited = true,
            PageUpdate::Stopped(why) => self.stopped = Some(why),
            PageUpdate::Named(name) => self.friend = Some(name).filter(|n| !n.trim().is_empty()),
            PageUpdate::Forfeit { by, on_time } => {
                self.forfeit = Some(by);
                self.won_on_time = on_time;
            }
            // The next game on the line: a fresh table, the seats swapped; the line's state
            // and the friend's name stay.
            PageUpdate::NextGame { game, seat } => {
                let fresh = OnlineState::new(seat, self.setup.clone(), self.clock);
                *self = OnlineState {
                    game,
                    friend: self.friend.take(),
                    connected_once: self.connected_once,
                    dropped: self.dropped,
                    away_since: self.away_since,
                    away_long: self.away_long,
                    ..fresh
                };
            }
        }
    }
}

#[derive(Properties)]
pub struct OnlineTableProps<G: TableGame + DealtGame> {
    pub state: UseReducerHandle<OnlineState<G>>,
    pub send: Callback<Request>,
    /// By the seats of the line's first game (the host's first).
    pub names: [String; 2],
    pub invite: Invite,
}

impl<G: TableGame + DealtGame> PartialEq for OnlineTableProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state
            && self.send == other.send
            && self.names == other.names
            && self.invite == other.invite
    }
}

/// The names by the seats of this game: swapped in odd games, the friend as it named itself.
fn names_now<G: TableGame + DealtGame>(state: &OnlineState<G>, first: &[String; 2]) -> [String; 2] {
    let mut names = match state.game % 2 {
        0 => first.clone(),
        _ => [first[1].clone(), first[0].clone()],
    };
    if let Some(friend) = &state.friend {
        names[state.seat.other().index()] = friend.clone();
    }
    names
}

#[function_component(OnlineTable)]
pub fn online_table<G: TableGame + DealtGame>(props: &OnlineTableProps<G>) -> Html {
    let lang = use_lang();
    let state = &props.state;
    let seat = state.seat;
    let seat_names = names_now(state, &props.names);
    let names = Names {
        names: seat_names.clone(),
        you: Some(seat),
    };
    let Some(view) = state.view.clone() else {
        if state.stopped.is_some() {
            return html! { <OnlineEnd<G> key={end_key(state)} state={state.clone()} send={props.send.clone()} names={names.clone()} invite={props.invite.clone()} /> };
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
            names: seat_names.clone(),
        },
        on_play,
        refusal: state.refusal.clone(),
        last: state.last.clone(),
        events: state.events.clone(),
        turn: state.turn,
        // The status line says the friend is thinking (the board's would say the computer).
        thinking: false,
        hint: None,
    });
    // Ended outside the rules (resigned, forfeit, stopped): the board stays as it stands,
    // without its prompt for a move that will never come (online.css), and inert.
    let ended_aside = state.over() && view.public.outcome().is_none();
    let status = status_line(state, &names, lang);
    let resign = {
        let send = props.send.clone();
        Callback::from(move |_| send.emit(Request::Resign))
    };
    let say = |p: Preset| {
        let send = props.send.clone();
        Callback::from(move |_| send.emit(Request::Say(p)))
    };
    // What the line and the friend say, and the end, above the game's own grid: in view first
    // on a phone and on a desktop alike.
    html! {
        <>
            <div class="ol-notices">
                if state.dropped && !state.over() {
                    <p class="ol-dropped" role="alert" data-testid="online-dropped">{ T::Dropped.text(lang) }</p>
                }
                if let (Some(clock), false) = (state.clock, state.over()) {
                    <p class="ol-clock" data-testid="online-clock" data-up={state.time_up.to_string()}>
                        // The friend's time up is the offer's to say (below).
                        { match state.time_up && state.my_turn() {
                            true => EndText::YourTimeUp.text(lang).to_string(),
                            false => per_move(clock.seconds(), lang),
                        } }
                        // The time left, drawn by the stylesheet over the move's time.
                        <span class="ol-clock-bar" key={(state.turn_since as u64).to_string()} aria-hidden="true"
                              style={format!("animation-duration:{}ms", clock.left_ms(state.turn_since, now()) as u64)}></span>
                    </p>
                }
                if state.time_up && !state.dropped && !state.over() && !state.my_turn() {
                    <ForfeitOffer why={EndText::FriendTimeUp} claim={EndText::ClaimOnTime}
                                  on_wait={{ let s = state.clone(); Callback::from(move |_| { s.dispatch(StateMsg::MoreTime); time_the_move(&s) }) }}
                                  on_claim={{ let send = props.send.clone(); Callback::from(move |_| send.emit(Request::Forfeit { on_time: true })) }} />
                }
                if state.away_long && state.dropped && !state.over() {
                    <ForfeitOffer on_wait={{ let s = state.clone(); Callback::from(move |_| { s.dispatch(StateMsg::KeepWaiting); start_clock(s.clone()) }) }}
                                  on_claim={{ let send = props.send.clone(); Callback::from(move |_| send.emit(Request::Forfeit { on_time: false })) }} />
                }
                if let Some(said) = state.said {
                    <p class="ol-said" role="status" data-testid="online-said">{ friend_says(preset(said, lang), lang) }</p>
                }
                if state.over() {
                    <OnlineEnd<G> key={end_key(state)} state={state.clone()} send={props.send.clone()} names={names.clone()} invite={props.invite.clone()} />
                }
            </div>
            <div class={classes!("tb-table", "ol-table", format!("tb-{}", G::ID.slug()))} data-testid="table" data-mode="online"
                 data-turn={match (state.over(), state.my_turn()) { (true, _) => "over", (false, true) => "mine", (false, false) => "theirs" }}>
                <p class="tb-status" data-testid="table-status" aria-live="polite">
                    if state.game > 0 {
                        <span data-testid="online-game-number">{ game_number(state.game + 1, lang) }</span>{ " · " }
                    }
                    { status }
                </p>
                <div class="tb-controls">
                    <div class="tb-bar" role="group">
                        if !state.over() {
                            <button type="button" class="eg-btn" onclick={resign} data-testid="online-resign">{ T::Resign.text(lang) }</button>
                            <button type="button" class="eg-btn" onclick={say(Preset::GoodGame)} data-testid="online-say">{ quoted(preset(Preset::GoodGame, lang), lang) }</button>
                            <button type="button" class="eg-btn" onclick={say(Preset::YourTurn)}>{ quoted(preset(Preset::YourTurn, lang), lang) }</button>
                        }
                    </div>
                </div>
                <div class="tb-area" inert={ended_aside} data-ended-aside={ended_aside.then_some("")}>{ board }</div>
                <TableLog {lines} describe={G::describe(&view.public, &names, lang)} />
            </div>
        </>
    }
}

fn status_line<G: TableGame + DealtGame>(
    state: &OnlineState<G>,
    names: &Names,
    lang: Lang,
) -> String {
    // A stop says its reason here (the end panel's verdict says it there).
    if let Some(why) = &state.stopped {
        return format!("{} {why}", T::Stopped.text(lang));
    }
    if let Some(title) = end_title(state, names, lang) {
        return title;
    }
    // A friend whose line is down is not thinking: the game waits for it.
    match (state.my_turn(), state.dropped) {
        (true, _) => T::YourTurn.text(lang).into(),
        (false, false) => T::FriendThinking.text(lang).into(),
        (false, true) => T::FriendAway.text(lang).into(),
    }
}
