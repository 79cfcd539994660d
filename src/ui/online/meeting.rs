//! The automatic way to meet, carried out: `signal::Rendezvous` decides, this does what it says
//! (texts to the relays, a connection made for an offer or from one) until the data channel
//! opens, then closes the relays. The manual way needs none of this: the page shows
//! `Signal::to_code` of a `Connection`'s description and reads the other's code.
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo::timers::callback::Interval;
use wasm_bindgen_futures::spawn_local;

use super::connection::{Connection, ConnectionEvent, Servers};
use super::relays::{RelayEvent, Relays};
use crate::signal::liveness::{Beat, ChannelFrame, Liveness};
use crate::signal::nostr::NostrKey;
use crate::signal::{Rendezvous, Role, RoomSecret, Signal, SignalError, Step};

/// How often the clock is fed to the rendezvous (the guest's knocks are seconds apart).
const TICK_MS: u32 = 1_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeetingEvent {
    /// The data channel is open: the game can start (or go on).
    Connected,
    /// A message from the friend.
    Message(Vec<u8>),
    /// The line dropped (the channel closed, or the friend went silent): the meeting starts
    /// over on its own, and says `Connected` when both are back.
    Dropped,
    /// A connection could not be made (the browser's words, for the log).
    Failed(String),
    /// How many relays are open or still connecting, out of how many.
    Relays { open: usize, of: usize },
    /// An attempt found no direct path between the browsers (the meeting goes on trying).
    NoPath,
    /// The friend's name, as its page says it once the channel opens.
    FriendName(String),
}

struct Inner {
    rendezvous: Rendezvous,
    room: RoomSecret,
    /// The codes are exchanged by hand: the relays are let go and the clock no longer drives
    /// the automatic meeting (its connections would replace the one made by hand).
    by_hand: bool,
    relays: Option<Relays>,
    relay_urls: Vec<String>,
    connection: Option<Rc<Connection>>,
    /// Which connection is the current one: events of an earlier attempt's connection are ignored.
    generation: u32,
    /// Set while the channel is open.
    liveness: Option<Liveness>,
    /// `close` was called: no more reconnecting.
    ended: bool,
    servers: Servers,
    on_event: Rc<dyn Fn(MeetingEvent)>,
    _tick: Option<Interval>,
}

/// A meeting in progress (or done: then it only carries the channel).
#[derive(Clone)]
pub struct Meeting {
    inner: Rc<RefCell<Inner>>,
}

fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

impl Meeting {
    pub fn start(
        role: Role,
        room: RoomSecret,
        relay_urls: Vec<String>,
        servers: Servers,
        on_event: Rc<dyn Fn(MeetingEvent)>,
    ) -> Result<Meeting, SignalError> {
        let (rendezvous, steps) =
            Rendezvous::start(role, room.clone(), NostrKey::fresh()?, now_ms())?;
        let meeting = Meeting {
            inner: Rc::new(RefCell::new(Inner {
                rendezvous,
                room,
                by_hand: false,
                relays: None,
                relay_urls,
                connection: None,
                generation: 0,
                liveness: None,
                ended: false,
                servers,
                on_event,
                _tick: None,
            })),
        };
        meeting.open_relays();
        let weak = Rc::downgrade(&meeting.inner);
        let tick = Interval::new(TICK_MS, move || {
            if let Some(meeting) = Meeting::upgrade(&weak) {
                meeting.tick();
            }
        });
        meeting.inner.borrow_mut()._tick = Some(tick);
        meeting.carry_out(steps);
        Ok(meeting)
    }

    fn upgrade(weak: &Weak<RefCell<Inner>>) -> Option<Meeting> {
        weak.upgrade().map(|inner| Meeting { inner })
    }

    fn open_relays(&self) {
        let weak = Rc::downgrade(&self.inner);
        let on_relay: Rc<dyn Fn(RelayEvent)> = Rc::new(move |event| {
            let Some(meeting) = Meeting::upgrade(&weak) else {
                return;
            };
            match event {
                RelayEvent::Text { text, .. } => {
                    let steps = meeting
                        .inner
                        .borrow_mut()
                        .rendezvous
                        .on_relay_text(&text, now_ms());
                    meeting.carry_out(steps);
                }
                RelayEvent::Lost { .. } => meeting.report_relays(),
            }
        });
        let urls = self.inner.borrow().relay_urls.clone();
        let relays = Relays::connect(&urls, on_relay);
        self.inner.borrow_mut().relays = Some(relays);
    }

    fn report_relays(&self) {
        let (event, on_event) = {
            let inner = self.inner.borrow();
            let open = inner.relays.as_ref().map_or(0, Relays::alive);
            let of = inner.relay_urls.len();
            (MeetingEvent::Relays { open, of }, inner.on_event.clone())
        };
        on_event(event);
    }

    fn emit(&self, event: MeetingEvent) {
        let on_event = self.inner.borrow().on_event.clone();
        on_event(event);
    }

    fn after(&self, steps: Result<Vec<Step>, SignalError>) {
        match steps {
            Ok(steps) => self.carry_out(steps),
            Err(error) => self.emit(MeetingEvent::Failed(error.to_string())),
        }
    }

    fn carry_out(&self, steps: Vec<Step>) {
        for step in steps {
            match step {
                Step::Send(text) => {
                    if let Some(relays) = &self.inner.borrow().relays {
                        relays.send(&text);
                    }
                }
                Step::MakeOffer { attempt } => {
                    let meeting = self.clone();
                    let servers = self.inner.borrow().servers.clone();
                    let (generation, events) = self.new_connection_events();
                    spawn_local(async move {
                        match Connection::offer(&servers, events).await {
                            Ok((connection, offer)) => {
                                if !meeting.keep_connection(generation, connection) {
                                    return;
                                }
                                let steps = meeting.inner.borrow_mut().rendezvous.offer_made(
                                    attempt,
                                    offer,
                                    now_ms(),
                                );
                                meeting.after(steps);
                            }
                            Err(error) => meeting.emit(MeetingEvent::Failed(error.0)),
                        }
                    });
                }
                Step::UseOffer { description } => {
                    let meeting = self.clone();
                    let servers = self.inner.borrow().servers.clone();
                    let (generation, events) = self.new_connection_events();
                    spawn_local(async move {
                        let answered = Connection::answer(&servers, &description, events).await;
                        match answered {
                            Ok((connection, answer)) => {
                                if !meeting.keep_connection(generation, connection) {
                                    return;
                                }
                                let steps = meeting
                                    .inner
                                    .borrow_mut()
                                    .rendezvous
                                    .answer_made(answer, now_ms());
                                meeting.after(steps);
                            }
                            Err(error) => meeting.emit(MeetingEvent::Failed(error.0)),
                        }
                    });
                }
                Step::UseAnswer { description } => {
                    let meeting = self.clone();
                    let connection = self.inner.borrow().connection.clone();
                    spawn_local(async move {
                        if let Some(connection) = connection {
                            if let Err(error) = connection.accept(&description).await {
                                meeting.emit(MeetingEvent::Failed(error.0));
                            }
                        }
                    });
                }
            }
        }
    }

    /// The events of a connection about to be made, which becomes the current one: events of
    /// earlier links (an attempt given up, a dropped line) are ignored.
    fn new_connection_events(&self) -> (u32, Rc<dyn Fn(ConnectionEvent)>) {
        let generation = {
            let mut inner = self.inner.borrow_mut();
            inner.generation += 1;
            inner.generation
        };
        let weak = Rc::downgrade(&self.inner);
        let events = Rc::new(move |event| {
            let Some(meeting) = Meeting::upgrade(&weak) else {
                return;
            };
            if meeting.inner.borrow().generation != generation {
                return;
            }
            match event {
                ConnectionEvent::Open => {
                    let steps = meeting.inner.borrow_mut().rendezvous.connected();
                    meeting.carry_out(steps);
                    // The subscription is closed: let the relays go.
                    let mut inner = meeting.inner.borrow_mut();
                    inner.relays = None;
                    inner.liveness = Some(Liveness::new(now_ms()));
                    drop(inner);
                    meeting.emit(MeetingEvent::Connected);
                }
                ConnectionEvent::Message(bytes) => {
                    if let Some(liveness) = &mut meeting.inner.borrow_mut().liveness {
                        liveness.heard(now_ms());
                    }
                    match ChannelFrame::from_bytes(&bytes) {
                        Some(ChannelFrame::Heartbeat) => {}
                        Some(ChannelFrame::Data(data)) => meeting.emit(MeetingEvent::Message(data)),
                        Some(ChannelFrame::Name(name)) => {
                            meeting.emit(MeetingEvent::FriendName(name))
                        }
                        // Not a channel frame: the line judges it whole (and ends the game
                        // with the reason), as it judges every byte from the friend.
                        None => meeting.emit(MeetingEvent::Message(bytes)),
                    }
                }
                ConnectionEvent::Closed => meeting.dropped(),
                ConnectionEvent::NoPath => meeting.emit(MeetingEvent::NoPath),
            }
        });
        (generation, events)
    }

    /// Keeps a connection made for `generation` if that is still the current one.
    fn keep_connection(&self, generation: u32, connection: Connection) -> bool {
        let mut inner = self.inner.borrow_mut();
        let current = inner.generation == generation;
        if current {
            inner.connection = Some(Rc::new(connection));
        }
        current
    }

    fn tick(&self) {
        let now = now_ms();
        let beat = self.inner.borrow().liveness.map(|line| line.tick(now));
        match beat {
            None if self.inner.borrow().by_hand => {}
            None => {
                let steps = self.inner.borrow_mut().rendezvous.tick(now);
                self.after(steps);
            }
            Some(Beat::SendHeartbeat) => {
                self.send_frame(&ChannelFrame::Heartbeat);
            }
            Some(Beat::Dropped) => self.dropped(),
            Some(Beat::Nothing) => {}
        }
    }

    /// The line is gone: say so, and meet again.
    fn dropped(&self) {
        if self.inner.borrow().ended {
            return;
        }
        self.emit(MeetingEvent::Dropped);
        if self.inner.borrow().by_hand {
            // New codes are needed: the page asks for them.
            let mut inner = self.inner.borrow_mut();
            inner.liveness = None;
            inner.generation += 1;
            return;
        }
        self.reconnect();
    }

    /// Switches to the codes by hand: the relays let go, the automatic meeting stopped.
    fn by_hand(&self) {
        let mut inner = self.inner.borrow_mut();
        inner.by_hand = true;
        inner.relays = None;
    }

    /// The host's code by hand: a fresh connection's offer, sealed for the room.
    pub async fn offer_code(&self) -> Result<String, String> {
        self.by_hand();
        let servers = self.inner.borrow().servers.clone();
        let (generation, events) = self.new_connection_events();
        let (connection, description) =
            Connection::offer(&servers, events).await.map_err(|e| e.0)?;
        if !self.keep_connection(generation, connection) {
            return Err("superseded".into());
        }
        let mut attempt = [0u8; 8];
        getrandom::fill(&mut attempt).map_err(|e| e.to_string())?;
        let room = self.inner.borrow().room.clone();
        Signal::Offer {
            attempt,
            description,
        }
        .to_code(&room)
        .map_err(|e| e.to_string())
    }

    /// The guest's answer code by hand, to the host's offer code.
    pub async fn answer_code(&self, offer: &str) -> Result<String, SignalError> {
        self.by_hand();
        let room = self.inner.borrow().room.clone();
        let Signal::Offer {
            attempt,
            description,
        } = Signal::from_code(&room, Role::Host, offer)?
        else {
            return Err(SignalError::BadCode);
        };
        let servers = self.inner.borrow().servers.clone();
        let (generation, events) = self.new_connection_events();
        let made = Connection::answer(&servers, &description, events).await;
        let (connection, answer) = made.map_err(|_| SignalError::BadCode)?;
        if !self.keep_connection(generation, connection) {
            return Err(SignalError::BadCode);
        }
        Signal::Answer {
            attempt,
            description: answer,
        }
        .to_code(&room)
    }

    /// The host takes the guest's answer code: the channel opens.
    pub async fn use_answer_code(&self, answer: &str) -> Result<(), SignalError> {
        let room = self.inner.borrow().room.clone();
        let Signal::Answer { description, .. } = Signal::from_code(&room, Role::Guest, answer)?
        else {
            return Err(SignalError::BadCode);
        };
        let connection = self.inner.borrow().connection.clone();
        match connection {
            Some(connection) => connection
                .accept(&description)
                .await
                .map_err(|_| SignalError::BadCode),
            None => Err(SignalError::BadCode),
        }
    }

    fn send_frame(&self, frame: &ChannelFrame) -> bool {
        let mut inner = self.inner.borrow_mut();
        let sent = inner.liveness.is_some()
            && inner.connection.as_ref().is_some_and(|connection| {
                connection.is_open() && connection.send(&frame.to_bytes()).is_ok()
            });
        if sent {
            if let Some(liveness) = &mut inner.liveness {
                liveness.sent(now_ms());
            }
        }
        sent
    }

    /// Sends to the friend; `false` if no channel is open (the caller keeps the message and
    /// sends it again once connected).
    /// Tells the friend this player's name (outside the game: again at every connection).
    pub fn send_name(&self, name: &str) -> bool {
        match crate::signal::liveness::clean_name(name) {
            Some(name) => self.send_frame(&ChannelFrame::Name(name)),
            None => false,
        }
    }

    pub fn send(&self, bytes: &[u8]) -> bool {
        self.send_frame(&ChannelFrame::Data(bytes.to_vec()))
    }

    /// Whether the channel is open now.
    pub fn is_connected(&self) -> bool {
        self.inner.borrow().liveness.is_some()
    }

    /// Back to the relays, a new attempt (after a dropped line; also the page's "try again").
    pub fn reconnect(&self) {
        {
            let mut inner = self.inner.borrow_mut();
            inner.liveness = None;
            inner.generation += 1;
            if let Some(connection) = inner.connection.take() {
                connection.close();
            }
        }
        self.open_relays();
        let steps = self.inner.borrow_mut().rendezvous.restart(now_ms());
        self.after(steps);
    }

    /// Cuts the connection as a network failure would (the tests' "pull the cable"): no
    /// goodbye, and this side notices only by the silence, as the other does.
    pub fn cut(&self) {
        if let Some(connection) = &self.inner.borrow().connection {
            connection.close();
        }
    }

    /// Ends the meeting and the channel.
    pub fn close(&self) {
        let mut inner = self.inner.borrow_mut();
        inner.ended = true;
        inner.liveness = None;
        inner.relays = None;
        inner._tick = None;
        if let Some(connection) = inner.connection.take() {
            connection.close();
        }
    }
}
