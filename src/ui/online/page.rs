//! A game's online page (`<slug>/online/`): invite a friend (a link, a QR code, or codes by
//! hand), or accept an invitation; then the game, each browser showing only its own seat, the
//! deal run by both (`online::worker`, in a Web Worker); a dropped line met again on its own;
//! the end with the audit's verdict. A reload goes on from the game's save.
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::connection::Servers;
use super::connection_settings::ConnectionSettingsForm;
use super::copy_button::copy_button;
use super::forfeit_offer::{away, time_the_move};
use super::meeting::{Meeting, MeetingEvent, ToWorker};
use super::online_table::{OnlineState, OnlineTable, StateMsg};
use super::qr_code::{DrawQr, QrCode};
use super::worker_client::WorkerClient;
use crate::core::settings_text::SettingsText;
use crate::core::Seat;
use crate::deal::game::DealtGame;
use crate::i18n::online_end::{per_move, EndText as E};
use crate::i18n::online_page::{connecting_to, invited, OnlineText as T};
use crate::i18n::shell::game_name;
use crate::i18n::Lang;
use crate::online::clock::{join_settings, split_settings, MoveClock, CHOICES};
use crate::online::worker::{Answer, Request};
use crate::signal::qr::QrDrawing;
use crate::signal::servers::ConnectionSettings;
use crate::signal::text::{from_base64url, to_base64url};
use crate::signal::{Invite, Role, RoomSecret};
use crate::ui::browser;
use crate::ui::context::use_lang;
use crate::ui::download::download_text;
use crate::ui::stored::{self, Loaded, Unreadable};
use crate::ui::table::TableGame;

/// Where the connection settings are kept (`signal::servers`, as text).
pub const CONNECTION_KEY: &str = "touche-connection";
/// The player's name for online games, offered again in the next invitation or acceptance
/// (the worker tells it to the friend once per game, in the game's line).
const NAME_KEY: &str = "touche-online-name";

fn stored_name() -> String {
    browser::stored(NAME_KEY).unwrap_or_default()
}

fn store_name(name: &str) -> String {
    let name = crate::signal::liveness::clean_name(name).unwrap_or_default();
    browser::store(NAME_KEY, &name);
    name
}

/// The game under way on this device, per game: the role, the invitation, the seat's save.
pub(super) fn game_key<G: TableGame>() -> String {
    format!("touche-online-{}", G::ID.slug())
}

/// What a device keeps of its online game.
#[derive(Clone, PartialEq)]
struct Kept {
    role: Role,
    invite: String,
    save: Option<Vec<u8>>,
}

fn load_kept<G: TableGame>() -> Option<Kept> {
    read_kept(&browser::stored(&game_key::<G>())?)
}

/// The game under way as stored: the role, the invitation, perhaps the save; nothing more.
fn read_kept(text: &str) -> Option<Kept> {
    let mut lines = text.lines();
    let role = match lines.next()? {
        "host" => Role::Host,
        "guest" => Role::Guest,
        _ => return None,
    };
    let invite = lines.next()?.to_string();
    Invite::from_fragment(&invite).ok()?;
    let save = match lines.next() {
        Some(save) => Some(from_base64url(save)?),
        None => None,
    };
    lines
        .next()
        .is_none()
        .then_some(Kept { role, invite, save })
}

/// The seat's save of the game under way on this device (its transcript of the line).
pub(super) fn kept_save<G: TableGame>() -> Option<Vec<u8>> {
    load_kept::<G>()?.save
}

fn store_kept<G: TableGame>(kept: &Kept) {
    let role = match kept.role {
        Role::Host => "host",
        Role::Guest => "guest",
    };
    let mut text = format!("{role}\n{}", kept.invite);
    if let Some(save) = &kept.save {
        text.push('\n');
        text.push_str(&to_base64url(save));
    }
    browser::store(&game_key::<G>(), &text);
}

/// The invitation's game settings: the rules and the options as a save writes them.
fn settings_text<G: TableGame>(settings: &G::Settings, clock: Option<MoveClock>) -> String {
    let (rules, options) = G::record_parts(settings);
    join_settings(&rules.to_text(), &options.to_text(), clock)
}

fn parts<G: TableGame>(text: &str) -> Option<(G::Rules, G::Options, String, String)> {
    let (rules, options, _) = split_settings(text)?;
    Some((
        G::Rules::from_text(rules)?,
        G::Options::from_text(options)?,
        rules.to_string(),
        options.to_string(),
    ))
}

fn clock_of(settings: &str) -> Option<MoveClock> {
    split_settings(settings)?.2
}

fn location_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

fn set_location_hash(fragment: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_hash(fragment);
    }
}

fn page_url_with(fragment: &str) -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}#{fragment}")
}

/// What the page shows first.
#[derive(Clone, PartialEq)]
enum Stage {
    /// Choose the rules and invite.
    Setup,
    /// An invitation to accept.
    Join(Invite),
    /// The link does not read.
    BadLink,
    /// Meeting, then the game.
    Game { role: Role, invite: Invite },
    /// The game under way on this device does not read: kept as stored, offered for download
    /// (until then nothing writes a new one).
    Damaged(Unreadable),
}

fn first_stage<G: TableGame>() -> Stage {
    let hash = location_hash();
    let key = game_key::<G>();
    let kept = match stored::load_checked(&key, read_kept) {
        Loaded::Read(kept) => Some(kept),
        Loaded::Unreadable(unreadable) => return Stage::Damaged(unreadable),
        Loaded::Absent => match stored::kept_aside(&key) {
            Some(unreadable) => return Stage::Damaged(unreadable),
            None => None,
        },
    };
    if hash.len() > 1 {
        let Ok(invite) = Invite::from_fragment(&hash) else {
            return Stage::BadLink;
        };
        if invite.game != G::ID.slug() || parts::<G>(&invite.settings).is_none() {
            return Stage::BadLink;
        }
        return match kept.filter(|k| k.invite == hash.trim_start_matches('#')) {
            Some(kept) => Stage::Game {
                role: kept.role,
                invite,
            },
            None => Stage::Join(invite),
        };
    }
    let kept = kept.and_then(|k| Some((k.role, Invite::from_fragment(&k.invite).ok()?)));
    match kept.filter(|(_, invite)| parts::<G>(&invite.settings).is_some()) {
        Some((role, invite)) => {
            set_location_hash(&invite.to_fragment());
            Stage::Game { role, invite }
        }
        None => Stage::Setup,
    }
}

#[function_component(OnlinePage)]
pub fn online_page<G: TableGame + DealtGame>() -> Html
where
    G::Rules: SettingsText,
    G::Options: SettingsText,
{
    let lang = use_lang();
    let stage = use_state(first_stage::<G>);
    let body = match (*stage).clone() {
        Stage::Setup => html! { <SetupForm<G> stage={stage.clone()} /> },
        Stage::Join(invite) => html! { <JoinForm<G> stage={stage.clone()} {invite} /> },
        Stage::Damaged(kept) => {
            let download = {
                let (file, text) = (
                    format!("touche-{}-online-game.txt", G::ID.slug()),
                    kept.text.clone(),
                );
                Callback::from(move |_: MouseEvent| {
                    download_text(&file, "text/plain", &text);
                })
            };
            let forget = {
                let (kept, stage) = (kept.clone(), stage.clone());
                Callback::from(move |_: MouseEvent| {
                    kept.forget();
                    stage.set(first_stage::<G>());
                })
            };
            html! {
                <div class="ol-panel" role="alert" data-testid="unreadable-stored" data-kept-at={kept.kept_at.clone()}>
                    <h1>{ game_name(G::ID, lang) }</h1>
                    <p>{ T::GameUnreadable.text(lang) }</p>
                    <div class="ol-row">
                        <button type="button" class="eg-btn primary" data-testid="download-kept" onclick={download}>{ T::DownloadIt.text(lang) }</button>
                        <button type="button" class="eg-btn" data-testid="forget-kept" onclick={forget}>{ T::ForgetIt.text(lang) }</button>
                    </div>
                </div>
            }
        }
        Stage::BadLink => html! {
            <div class="ol-panel" data-testid="online-bad-link">
                <h1>{ game_name(G::ID, lang) }</h1>
                <p role="alert">{ T::BadLink.text(lang) }</p>
                <a class="eg-btn" href="./">{ T::NewGame.text(lang) }</a>
            </div>
        },
        Stage::Game { role, invite } => html! { <OnlineGame<G> {role} {invite} /> },
    };
    html! { <section class={classes!("tb-page", "ol-page", G::ID.slug())}>{ body }</section> }
}

#[derive(Properties, PartialEq)]
struct SetupProps {
    stage: UseStateHandle<Stage>,
}

#[function_component(SetupForm)]
fn setup_form<G: TableGame + DealtGame>(props: &SetupProps) -> Html {
    let lang = use_lang();
    let settings = use_state(G::first_settings);
    let name = use_state(stored_name);
    let clock = use_state(|| None::<MoveClock>);
    let on_clock = {
        let clock = clock.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            clock.set(select.value().parse().ok().and_then(MoveClock::of_seconds));
        })
    };
    let on_settings = {
        let settings = settings.clone();
        Callback::from(move |s: G::Settings| settings.set(s))
    };
    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            name.set(input.value());
        })
    };
    let onsubmit = {
        let (stage, settings, name, clock) = (
            props.stage.clone(),
            settings.clone(),
            name.clone(),
            clock.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Ok(room) = RoomSecret::fresh() else {
                return;
            };
            let host = store_name(&name);
            let invite = Invite {
                room,
                game: G::ID.slug().to_string(),
                settings: settings_text::<G>(&settings, *clock),
                host,
            };
            let fragment = invite.to_fragment();
            store_kept::<G>(&Kept {
                role: Role::Host,
                invite: fragment.clone(),
                save: None,
            });
            set_location_hash(&fragment);
            stage.set(Stage::Game {
                role: Role::Host,
                invite,
            });
        })
    };
    html! {
        <form class="eg-setup" data-testid="online-setup" {onsubmit}>
            <h1>{ game_name(G::ID, lang) }</h1>
            <p class="ol-lead">{ T::PlayOnlineHint.text(lang) }</p>
            <fieldset>
                <legend>{ T::PlayOnline.text(lang) }</legend>
                <label class="eg-field"><span>{ T::YourName.text(lang) }</span>
                    <input type="text" maxlength="40" autocomplete="nickname" data-testid="online-name"
                           value={(*name).clone()} oninput={on_name} />
                </label>
                { G::settings_form(&settings, on_settings) }
                <label class="eg-field"><span>{ E::MoveTime.text(lang) }</span>
                    <select data-testid="online-clock-choice" onchange={on_clock}>
                        <option value="" selected={clock.is_none()}>{ E::NoClock.text(lang) }</option>
                        { for CHOICES.iter().map(|&s| html! {
                            <option value={s.to_string()} selected={clock.is_some_and(|c| c.seconds() == s)}>{ per_move(s, lang) }</option>
                        }) }
                    </select>
                </label>
            </fieldset>
            <div class="eg-setup-actions">
                <button type="submit" class="eg-btn primary big" data-testid="online-invite" data-primary="">
                    { T::Invite.text(lang) }
                </button>
                <a class="eg-link" href="../">{ T::Back.text(lang) }</a>
            </div>
            <ConnectionSettingsForm />
        </form>
    }
}

#[derive(Properties, PartialEq)]
struct JoinProps {
    stage: UseStateHandle<Stage>,
    invite: Invite,
}

/// Who invites to what; the guest's name, and accept.
#[function_component(JoinForm)]
fn join_form<G: TableGame + DealtGame>(props: &JoinProps) -> Html
where
    G::Rules: SettingsText,
    G::Options: SettingsText,
{
    let lang = use_lang();
    let name = use_state(stored_name);
    let invite = &props.invite;
    let rules = parts::<G>(&invite.settings)
        .map(|(rules, _, _, _)| G::rules_name(&rules, lang))
        .unwrap_or_default();
    let host = match invite.host.is_empty() {
        true => T::Friend.text(lang).to_string(),
        false => invite.host.clone(),
    };
    let mut said = invited(&host, game_name(G::ID, lang), &rules, lang);
    if let Some(clock) = clock_of(&invite.settings) {
        said = format!("{said} {}.", per_move(clock.seconds(), lang));
    }
    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            name.set(input.value());
        })
    };
    let onsubmit = {
        let (invite, stage, name) = (invite.clone(), props.stage.clone(), name.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            store_name(&name);
            store_kept::<G>(&Kept {
                role: Role::Guest,
                invite: invite.to_fragment(),
                save: None,
            });
            stage.set(Stage::Game {
                role: Role::Guest,
                invite: invite.clone(),
            });
        })
    };
    html! {
        <form class="eg-setup ol-panel" data-testid="online-join" {onsubmit}>
            <h1>{ game_name(G::ID, lang) }</h1>
            <p class="ol-lead" data-testid="online-invited">{ said }</p>
            <label class="eg-field"><span>{ T::YourName.text(lang) }</span>
                <input type="text" maxlength="40" autocomplete="nickname" data-testid="online-guest-name"
                       value={(*name).clone()} oninput={on_name} />
            </label>
            <div class="eg-setup-actions">
                <button type="submit" class="eg-btn primary big" data-testid="online-accept" data-primary="">
                    { T::Accept.text(lang) }
                </button>
            </div>
            <ConnectionSettingsForm />
        </form>
    }
}

#[derive(Properties, PartialEq)]
struct GameProps {
    role: Role,
    invite: Invite,
}

/// The link between this page, its worker and the friend's browser.
struct Wiring {
    meeting: Option<Meeting>,
    /// Started with the meeting (whose cryptography it runs), then runs the game too.
    worker: Option<WorkerClient>,
    /// Where the game's answers go, once the game started.
    game: Option<Rc<dyn Fn(Answer)>>,
    /// QR codes asked of the worker, not drawn yet: the text and who waits for it.
    qr: Vec<(String, Callback<Option<QrDrawing>>)>,
}

/// QR codes drawn by the worker (sent once it is started, if it is not yet).
fn draw_qr(wiring: &Rc<RefCell<Wiring>>) -> DrawQr {
    let wiring = Rc::downgrade(wiring);
    Callback::from(
        move |(text, answer): (String, Callback<Option<QrDrawing>>)| {
            let Some(wiring) = wiring.upgrade() else {
                return;
            };
            let mut wiring = wiring.borrow_mut();
            if let Some(worker) = &wiring.worker {
                worker.send(&Request::Qr(text.clone()));
            }
            wiring.qr.push((text, answer));
        },
    )
}

#[function_component(OnlineGame)]
fn online_game<G: TableGame + DealtGame>(props: &GameProps) -> Html
where
    G::Rules: SettingsText,
    G::Options: SettingsText,
{
    let lang = use_lang();
    let seat = match props.role {
        Role::Host => Seat::One,
        Role::Guest => Seat::Two,
    };
    let settings = props.invite.settings.clone();
    let state = use_reducer(move || {
        // `first_stage` let only settings that read reach here.
        let (rules, options) = match parts::<G>(&settings) {
            Some((rules, options, _, _)) => (rules, options),
            None => G::record_parts(&G::first_settings()),
        };
        OnlineState::<G>::new(seat, G::setup_of(rules, options), clock_of(&settings))
    });
    let wiring = use_mut_ref(|| Wiring {
        meeting: None,
        worker: None,
        game: None,
        qr: Vec::new(),
    });
    let trouble = use_state(|| None::<Trouble>);
    let invite_text = props.invite.to_fragment();
    {
        let (state, wiring, invite) = (state.clone(), wiring.clone(), props.invite.clone());
        let (role, trouble) = (props.role, trouble.setter());
        use_effect_with((), move |_| {
            start::<G>(role, seat, invite, state, wiring.clone(), trouble, lang);
            move || {
                let mut wiring = wiring.borrow_mut();
                if let Some(meeting) = wiring.meeting.take() {
                    meeting.close();
                }
                wiring.worker = None;
            }
        });
    }
    let send = {
        let wiring = wiring.clone();
        Callback::from(move |request: Request| {
            if let Some(worker) = &wiring.borrow().worker {
                worker.send(&request);
            }
        })
    };
    let names = {
        let host = match props.invite.host.is_empty() {
            true => T::Friend.text(lang).to_string(),
            false => props.invite.host.clone(),
        };
        let you = crate::i18n::table::Text::You.text(lang).to_string();
        let friend = T::Friend.text(lang).to_string();
        match props.role {
            Role::Host => [you, friend],
            Role::Guest => [host, you],
        }
    };
    // Over, nothing to meet for (a forfeit is told whenever the friend is heard from again).
    // A game resumed before the friend is back shows its table, the codes by hand below it
    // (the link is the page's own address).
    let waiting = !state.connected_once && !state.over();
    let resumed = waiting && state.view.is_some();
    let trouble = trouble.map(|trouble| {
        let said = match trouble {
            Trouble::NoRelay => T::NoRelay,
            Trouble::NoPath => T::NoDirectPath,
        };
        html! { <p class="ol-trouble" role="alert" data-testid="online-trouble">{ said.text(lang) }</p> }
    });
    html! {
        <>
            if waiting && !resumed {
                { waiting_panel(props.role, &props.invite.host, &invite_text, wiring.clone(), trouble, lang) }
            } else {
                <h1 class="visually-hidden">{ game_name(G::ID, lang) }{ " — " }{ T::PlayOnline.text(lang) }</h1>
                { for trouble }
            }
            <OnlineTable<G> state={state.clone()} {send} {names} invite={props.invite.clone()} />
            if resumed {
                <ByHand role={props.role} wiring={wiring.clone()} />
            }
        </>
    }
}

/// What stands in the way of meeting, said until the two are connected.
#[derive(Clone, Copy, PartialEq)]
enum Trouble {
    /// Every relay of the list is out of reach (or the list is empty).
    NoRelay,
    /// An attempt found no direct path between the browsers.
    NoPath,
}

/// The meeting (relays, or codes by hand) and, once connected, the worker.
fn start<G: TableGame + DealtGame>(
    role: Role,
    seat: Seat,
    invite: Invite,
    state: UseReducerHandle<OnlineState<G>>,
    wiring: Rc<RefCell<Wiring>>,
    trouble: UseStateSetter<Option<Trouble>>,
    lang: Lang,
) where
    G::Rules: SettingsText,
    G::Options: SettingsText,
{
    let settings =
        ConnectionSettings::stored_or_default(browser::stored(CONNECTION_KEY).as_deref());
    let servers = Servers {
        stun: settings.stun.clone(),
        turn: settings
            .turn
            .as_ref()
            .map(|t| (t.url.clone(), t.username.clone(), t.credential.clone())),
    };
    let on_event: Rc<dyn Fn(MeetingEvent)> = {
        let (state, wiring, invite) = (state.clone(), wiring.clone(), invite.clone());
        Rc::new(move |event| match event {
            MeetingEvent::Connected => {
                trouble.set(None);
                state.dispatch(StateMsg::Connected);
                time_the_move(&state);
                let started = wiring.borrow().game.is_some();
                match started {
                    true => {
                        if let Some(worker) = &wiring.borrow().worker {
                            worker.send(&Request::LineBack);
                        }
                    }
                    false => start_worker::<G>(seat, &invite, state.clone(), wiring.clone(), lang),
                }
            }
            MeetingEvent::Message(bytes) => {
                if let Some(worker) = &wiring.borrow().worker {
                    worker.send(&Request::Deliver(bytes));
                }
            }
            MeetingEvent::Dropped => away(&state),
            MeetingEvent::Failed(why) => {
                web_sys::console::log_1(&format!("online: {why}").into());
            }
            MeetingEvent::Relays { open: 0, .. } => trouble.set(Some(Trouble::NoRelay)),
            MeetingEvent::Relays { .. } => {}
            MeetingEvent::NoPath => trouble.set(Some(Trouble::NoPath)),
        })
    };
    // The worker's answers: the meeting's to the meeting, the rest to the game once started.
    let on_answer: Rc<dyn Fn(Answer)> = {
        let wiring = Rc::downgrade(&wiring);
        Rc::new(move |answer| {
            let Some(wiring) = wiring.upgrade() else {
                return;
            };
            match answer {
                Answer::Meet(answer) => {
                    let meeting = wiring.borrow().meeting.clone();
                    if let Some(meeting) = meeting {
                        meeting.heard(answer);
                    }
                }
                Answer::Qr { text, drawing } => {
                    let answered: Vec<_> = {
                        let mut wiring = wiring.borrow_mut();
                        let (answered, waiting) = std::mem::take(&mut wiring.qr)
                            .into_iter()
                            .partition(|(asked, _)| *asked == text);
                        wiring.qr = waiting;
                        answered
                    };
                    for (_, answer) in answered {
                        answer.emit(drawing.clone());
                    }
                }
                answer => {
                    let game = wiring.borrow().game.clone();
                    if let Some(game) = game {
                        game(answer);
                    }
                }
            }
        })
    };
    let on_failed: Rc<dyn Fn(String)> = {
        let state = state.clone();
        Rc::new(move |_| state.dispatch(StateMsg::Stopped(T::WorkerFailed.text(lang).into())))
    };
    let Ok(worker) = WorkerClient::start(on_answer, on_failed) else {
        state.dispatch(StateMsg::Stopped(T::WorkerFailed.text(lang).into()));
        return;
    };
    // QR codes asked before the worker was there.
    let asked: Vec<String> = wiring.borrow().qr.iter().map(|(t, _)| t.clone()).collect();
    for text in asked {
        worker.send(&Request::Qr(text));
    }
    wiring.borrow_mut().worker = Some(worker);
    let to_worker: ToWorker = {
        let wiring = Rc::downgrade(&wiring);
        Rc::new(move |request| {
            if let Some(worker) = wiring
                .upgrade()
                .as_ref()
                .and_then(|w| w.borrow().worker.clone())
            {
                worker.send(&Request::Meet(request));
            }
        })
    };
    narrow_policy(&settings.relays);
    let meeting = Meeting::start(
        role,
        invite.room.clone(),
        settings.relays,
        servers,
        to_worker,
        on_event,
    );
    wiring.borrow_mut().meeting = Some(meeting);
    // A game under way resumes at once, the friend here or not: its table shows, and while
    // the friend stays away the forfeit's clock runs (`forfeit_offer`).
    if load_kept::<G>().is_some_and(|kept| kept.save.is_some()) {
        start_worker::<G>(seat, &invite, state.clone(), wiring, lang);
        away(&state);
    }
}

fn start_worker<G: TableGame + DealtGame>(
    seat: Seat,
    invite: &Invite,
    state: UseReducerHandle<OnlineState<G>>,
    wiring: Rc<RefCell<Wiring>>,
    lang: Lang,
) where
    G::Rules: SettingsText,
    G::Options: SettingsText,
{
    let fragment = invite.to_fragment();
    let on_answer: Rc<dyn Fn(Answer)> = {
        let (state, wiring) = (state.clone(), wiring.clone());
        let role = match seat {
            Seat::One => Role::Host,
            Seat::Two => Role::Guest,
        };
        Rc::new(move |answer| match answer {
            Answer::Send(wire) => {
                if let Some(meeting) = &wiring.borrow().meeting {
                    // Lost if the line is down: the friend asks for it again when back.
                    meeting.send(&wire);
                }
            }
            Answer::Update(bytes) => {
                state.dispatch(StateMsg::Arrived(bytes));
                time_the_move(&state);
            }
            Answer::Saved(save) => store_kept::<G>(&Kept {
                role,
                invite: fragment.clone(),
                save: Some(save),
            }),
            Answer::Refused(why) => state.dispatch(StateMsg::Refused(why)),
            // The meeting's go to the meeting (`start`).
            Answer::Ready | Answer::Meet(_) | Answer::Qr { .. } => {}
        })
    };
    let Some(worker) = wiring.borrow().worker.clone() else {
        return;
    };
    let kept = load_kept::<G>().and_then(|k| k.save);
    let request = match (kept, parts::<G>(&invite.settings)) {
        (Some(save), _) => Request::Resume {
            game: G::ID,
            lang,
            save,
        },
        (None, Some((_, _, rules, options))) => Request::Start {
            game: G::ID,
            seat,
            lang,
            rules,
            options,
        },
        (None, None) => {
            state.dispatch(StateMsg::Stopped(T::BadLink.text(lang).into()));
            return;
        }
    };
    let resuming = matches!(request, Request::Resume { .. });
    wiring.borrow_mut().game = Some(on_answer);
    worker.send(&request);
    if resuming {
        // What the friend sent while this page was away comes again.
        worker.send(&Request::LineBack);
    } else {
        // The name the friend's history will call this player.
        // (The invitation's is checked as it is read; the guest's as it is typed. The worker
        // refuses a name that is not one.)
        let name = match seat {
            Seat::One => invite.host.clone(),
            Seat::Two => stored_name(),
        };
        if !name.is_empty() {
            worker.send(&Request::Name(name));
        }
    }
}

/// Before the friend is here: the link to send (host), the codes by hand (both).
fn waiting_panel(
    role: Role,
    host: &str,
    fragment: &str,
    wiring: Rc<RefCell<Wiring>>,
    trouble: Option<Html>,
    lang: Lang,
) -> Html {
    let link = page_url_with(fragment);
    let invite = (role == Role::Host).then(|| {
        html! {
            <div class="ol-invite" data-testid="online-invitation">
                <label class="ol-field">{ T::InviteLink.text(lang) }
                    <input type="text" readonly=true value={link.clone()} data-testid="online-link" />
                </label>
                <div class="ol-row">
                    { copy_button(&link, T::Copy.text(lang), "eg-btn primary", "online-copy", lang) }
                    if can_share() {
                        <button type="button" class="eg-btn" onclick={Callback::from({ let link = link.clone(); move |_| share(&link) })}>{ T::Share.text(lang) }</button>
                    }
                </div>
                <QrCode text={link.clone()} label={T::QrLabel.text(lang)} draw={draw_qr(&wiring)} />
            </div>
        }
    });
    html! {
        <div class="ol-panel" data-testid="online-waiting">
            <h1>{ crate::i18n::online_page::OnlineText::PlayOnline.text(lang) }</h1>
            { for invite }
            <p class="ol-status" role="status" data-testid="online-connecting">
                { match role { Role::Host => T::WaitingFriend.text(lang).to_string(), Role::Guest => connecting_to(host, lang) } }
            </p>
            { for trouble }
            <ByHand {role} {wiring} />
            <ConnectionSettingsForm />
        </div>
    }
}

#[derive(Properties)]
struct ByHandProps {
    role: Role,
    wiring: Rc<RefCell<Wiring>>,
}

impl PartialEq for ByHandProps {
    fn eq(&self, other: &Self) -> bool {
        self.role == other.role && Rc::ptr_eq(&self.wiring, &other.wiring)
    }
}

/// The codes by hand: the host makes an offer code and takes the answer; the guest takes the
/// offer and makes the answer.
#[function_component(ByHand)]
fn by_hand(props: &ByHandProps) -> Html {
    let lang = use_lang();
    let mine = use_state(|| None::<String>);
    let theirs = use_state(String::new);
    let problem = use_state(|| None::<String>);
    // Read at the press: the meeting starts after the first render.
    let make = {
        let (mine, problem, wiring) = (mine.clone(), problem.clone(), props.wiring.clone());
        Callback::from(move |_| {
            let (mine, problem) = (mine.clone(), problem.clone());
            let meeting = wiring.borrow().meeting.clone();
            wasm_bindgen_futures::spawn_local(async move {
                if let Some(meeting) = meeting {
                    match meeting.offer_code().await {
                        Ok(code) => mine.set(Some(code)),
                        Err(why) => problem.set(Some(why)),
                    }
                }
            });
        })
    };
    let on_theirs = {
        let theirs = theirs.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
            theirs.set(input.value());
        })
    };
    let role = props.role;
    let use_code = {
        let (mine, theirs, problem, wiring) = (
            mine.clone(),
            theirs.clone(),
            problem.clone(),
            props.wiring.clone(),
        );
        Callback::from(move |_| {
            let (mine, problem) = (mine.clone(), problem.clone());
            let meeting = wiring.borrow().meeting.clone();
            let code = (*theirs).clone();
            wasm_bindgen_futures::spawn_local(async move {
                let Some(meeting) = meeting else { return };
                let result = match role {
                    Role::Host => meeting.use_answer_code(&code).await.map(|_| None),
                    Role::Guest => meeting.answer_code(&code).await.map(Some),
                };
                match result {
                    Ok(Some(answer)) => mine.set(Some(answer)),
                    Ok(None) => {}
                    Err(error) => problem.set(Some(crate::i18n::signal::refusal(&error, lang))),
                }
            });
        })
    };
    html! {
        <details class="ol-by-hand" data-testid="online-by-hand">
            <summary>{ T::ByHand.text(lang) }</summary>
            if role == Role::Host && mine.is_none() {
                <button type="button" class="eg-btn" onclick={make} data-testid="online-make-code">{ T::MakeCode.text(lang) }</button>
            }
            if let Some(code) = &*mine {
                <label class="ol-field">{ T::YourCode.text(lang) }
                    <textarea readonly=true rows="4" data-testid="online-my-code" value={code.clone()} />
                </label>
                { copy_button(code, T::CopyCode.text(lang), "eg-btn", "online-copy-code", lang) }
                <QrCode text={code.clone()} label={T::YourCode.text(lang)} draw={draw_qr(&props.wiring)} />
            }
            if role == Role::Guest || mine.is_some() {
                <label class="ol-field">{ T::TheirCode.text(lang) }
                    <textarea rows="4" data-testid="online-their-code" value={(*theirs).clone()} oninput={on_theirs} />
                </label>
                <button type="button" class="eg-btn" onclick={use_code} data-testid="online-use-code">{ T::UseCode.text(lang) }</button>
            }
            if let Some(problem) = &*problem {
                <p role="alert">{ problem.clone() }</p>
            }
        </details>
    }
}

/// The page's static policy lets it reach any secure WebSocket; before the first socket opens,
/// a second policy names exactly the configured relays (a browser enforces every policy of a
/// page, so one added later can only narrow what is allowed). A changed relay list takes
/// effect at the page's next load.
fn narrow_policy(relays: &[String]) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document
        .query_selector("meta[data-relays]")
        .ok()
        .flatten()
        .is_some()
    {
        return;
    }
    let (Some(head), Ok(meta)) = (document.head(), document.create_element("meta")) else {
        return;
    };
    // Only addresses the settings accepted (`signal::servers::is_relay`) reach here.
    let allowed: Vec<&str> = relays.iter().map(String::as_str).collect();
    let _ = meta.set_attribute("http-equiv", "Content-Security-Policy");
    let _ = meta.set_attribute(
        "content",
        &format!("connect-src 'self' {}", allowed.join(" ")),
    );
    let _ = meta.set_attribute("data-relays", "");
    let _ = head.append_child(&meta);
}

fn navigator() -> Option<web_sys::Navigator> {
    web_sys::window().map(|w| w.navigator())
}

fn can_share() -> bool {
    navigator()
        .is_some_and(|n| js_sys::Reflect::get(&n, &"share".into()).is_ok_and(|f| f.is_function()))
}

fn share(link: &str) {
    let Some(navigator) = navigator() else { return };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &link.into());
    if let Ok(share) = js_sys::Reflect::get(&navigator, &"share".into()) {
        if let Ok(share) = share.dyn_into::<js_sys::Function>() {
            let _ = share.call1(&navigator, &data);
        }
    }
}
