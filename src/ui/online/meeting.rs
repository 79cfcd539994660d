//! The meeting carried out. `signal::Rendezvous` decides, in the online worker (`online::meet`:
//! the signatures, the room's keys and the sealing are the worker's, not in this page's
//! download); this does what it answers (texts to the relays, a connection made for an offer
//! or from one) until the data channel opens, then closes the relays. It hands the worker what
//! the relays say, the clock and the connections' descriptions (SDP, which the worker reads and
//! rebuilds); the worker answers in order. The codes by hand are sealed and opened by the worker
//! too.
use std::cell::RefCell;
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::rc::{Rc, Weak};
use std::task::{Context, Poll, Waker};

use gloo::timers::callback::Interval;
use wasm_bindgen_futures::spawn_local;

use super::connection::{Connection, ConnectionEvent, Servers};
use super::relays::{RelayEvent, Relays};
use crate::online::meet::{MeetAnswer, MeetRequest, MeetStep};
use crate::signal::liveness::{Beat, ChannelFrame, Liveness};
use crate::signal::{Attempt, Role, RoomSecret, SignalError};

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
}

/// Where the meeting's requests go: the online worker (`Request::Meet`), whose answers come
/// back to `Meeting::heard`.
pub type ToWorker = Rc<dyn Fn(MeetRequest)>;

/// A reply the worker owes (to `Seal` or `Open`), and who waits for it.
#[derive(Default)]
struct Reply {
    answer: Option<MeetAnswer>,
    waker: Option<Waker>,
}

/// Waits for a reply.
struct Awaited(Rc<RefCell<Reply>>);

impl Future for Awaited {
    type Output = MeetAnswer;

    fn poll(self: Pin<&mut Self>, context: &mut Context<'_>) -> Poll<MeetAnswer> {
        let mut reply = self.0.borrow_mut();
        match reply.answer.take() {
            Some(answer) => Poll::Ready(answer),
            None => {
                reply.waker = Some(context.waker().clone());
                Poll::Pending
            }
        }
    }
}

struct Inner {
    to_worker: ToWorker,
    /// The replies owed, in the order asked (the worker answers in order).
    replies: VecDeque<Rc<RefCell<Reply>>>,
    /// The channel opened and the relays are kept until the worker's `Met` (the
    /// subscription's close goes to them); a new meeting meanwhile cancels that.
    letting_go: bool,
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
    /// Starts meeting in `room` through the relays (and by codes, if the page asks for them);
    /// the worker's answers must be given to `heard`.
    pub fn start(
        role: Role,
        room: RoomSecret,
        relay_urls: Vec<String>,
        servers: Servers,
        to_worker: ToWorker,
        on_event: Rc<dyn Fn(MeetingEvent)>,
    ) -> Meeting {
        let meeting = Meeting {
            inner: Rc::new(RefCell::new(Inner {
                to_worker,
                replies: VecDeque::new(),
                letting_go: false,
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
        meeting.tell(MeetRequest::Start {
            role,
            room: room.to_bytes(),
            now_ms: now_ms(),
        });
        meeting
    }

    /// A request to the worker (no borrow held: a worker on this thread may answer at once).
    fn tell(&self, request: MeetRequest) {
        let to_worker = self.inner.borrow().to_worker.clone();
        to_worker(request);
    }

    /// A request whose reply (`Code`, `Opened` or `Refused`) is awaited.
    fn ask(&self, request: MeetRequest) -> Awaited {
        let reply = Rc::new(RefCell::new(Reply::default()));
        self.inner.borrow_mut().replies.push_back(reply.clone());
        self.tell(request);
        Awaited(reply)
    }

    /// What the worker answered for the meeting.
    pub fn heard(&self, answer: MeetAnswer) {
        if answer.is_reply() {
            let reply = self.inner.borrow_mut().replies.pop_front();
            if let Some(reply) = reply {
                let waker = {
                    let mut reply = reply.borrow_mut();
                    reply.answer = Some(answer);
                    reply.waker.take()
                };
                if let Some(waker) = waker {
                    waker.wake();
                }
            }
            return;
        }
        if self.inner.borrow().ended {
            return;
        }
        match answer {
            MeetAnswer::Steps(steps) => self.carry_out(steps),
            MeetAnswer::Met(steps) => {
                if std::mem::take(&mut self.inner.borrow_mut().letting_go) {
                    self.carry_out(steps);
                    // The subscription is closed: let the relays go.
                    self.inner.borrow_mut().relays = None;
                }
            }
            MeetAnswer::Failed(why) => self.emit(MeetingEvent::Failed(why)),
            MeetAnswer::Code(_) | MeetAnswer::Opened { .. } | MeetAnswer::Refused(_) => {}
        }
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
                RelayEvent::Text { text, .. } => meeting.tell(MeetRequest::RelayText {
                    now_ms: now_ms(),
                    text,
                }),
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

    /// Carries out the worker's steps. A connection is made or used only while meeting
    /// automatically: not once the channel is open (a step answered before it opened would
    /// replace it), nor by hand (the connection made for the codes stays).
    fn carry_out(&self, steps: Vec<MeetStep>) {
        for step in steps {
            let connecting = !matches!(step, MeetStep::Send(_));
            let meeting = {
                let inner = self.inner.borrow();
                !inner.by_hand && inner.liveness.is_none()
            };
            if connecting && !meeting {
                continue;
            }
            match step {
                MeetStep::Send(text) => {
                    if let Some(relays) = &self.inner.borrow().relays {
                        relays.send(&text);
                    }
                }
                MeetStep::MakeOffer { attempt } => {
                    let meeting = self.clone();
                    let servers = self.inner.borrow().servers.clone();
                    let (generation, events) = self.new_connection_events();
                    spawn_local(async move {
                        match Connection::offer(&servers, events).await {
                            Ok((connection, offer)) => {
                                if !meeting.keep_connection(generation, connection) {
                                    return;
                                }
                                meeting.tell(MeetRequest::OfferMade {
                                    attempt,
                                    now_ms: now_ms(),
                                    sdp: offer,
                                });
                            }
                            Err(error) => meeting.emit(MeetingEvent::Failed(error.0)),
                        }
                    });
                }
                MeetStep::UseOffer { sdp } => {
                    let meeting = self.clone();
                    let servers = self.inner.borrow().servers.clone();
                    let (generation, events) = self.new_connection_events();
                    spawn_local(async move {
                        let answered = Connection::answer(&servers, &sdp, events).await;
                        match answered {
                            Ok((connection, answer)) => {
                                if !meeting.keep_connection(generation, connection) {
                                    return;
                                }
                                meeting.tell(MeetRequest::AnswerMade {
                                    now_ms: now_ms(),
                                    sdp: answer,
                                });
                            }
                            Err(error) => meeting.emit(MeetingEvent::Failed(error.0)),
                        }
                    });
                }
                MeetStep::UseAnswer { sdp } => {
                    let meeting = self.clone();
                    let connection = self.inner.borrow().connection.clone();
                    spawn_local(async move {
                        if let Some(connection) = connection {
                            if let Err(error) = connection.accept(&sdp).await {
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
                    {
                        let mut inner = meeting.inner.borrow_mut();
                        inner.liveness = Some(Liveness::new(now_ms()));
                        inner.letting_go = inner.relays.is_some();
                    }
                    // Answered with `Met`: the subscription's close, then the relays let go.
                    meeting.tell(MeetRequest::Connected);
                    meeting.emit(MeetingEvent::Connected);
                }
                ConnectionEvent::Message(bytes) => {
                    if let Some(liveness) = &mut meeting.inner.borrow_mut().liveness {
                        liveness.heard(now_ms());
                    }
                    match ChannelFrame::from_bytes(&bytes) {
                        Some(ChannelFrame::Heartbeat) => {}
                        Some(ChannelFrame::Data(data)) => meeting.emit(MeetingEvent::Message(data)),
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
            None => self.tell(MeetRequest::Tick { now_ms: now }),
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
        let (connection, sdp) = Connection::offer(&servers, events).await.map_err(|e| e.0)?;
        if !self.keep_connection(generation, connection) {
            return Err("superseded".into());
        }
        let mut attempt = [0u8; 8];
        getrandom::fill(&mut attempt).map_err(|e| e.to_string())?;
        self.seal(Role::Host, attempt, sdp)
            .await
            .map_err(|e| e.to_string())
    }

    /// A code of this side's connection (`by` the host: its offer; the guest: its answer),
    /// sealed by the worker with the room's key.
    async fn seal(&self, by: Role, attempt: Attempt, sdp: String) -> Result<String, SignalError> {
        match self.ask(MeetRequest::Seal { by, attempt, sdp }).await {
            MeetAnswer::Code(code) => Ok(code),
            MeetAnswer::Refused(error) => Err(error),
            _ => Err(SignalError::BadCode),
        }
    }

    /// The other side's code, opened by the worker (checked to come from `from`, in this room,
    /// unchanged): its attempt and its description's SDP.
    async fn open(&self, from: Role, code: &str) -> Result<(Attempt, String), SignalError> {
        let code = code.to_string();
        match self.ask(MeetRequest::Open { from, code }).await {
            MeetAnswer::Opened { attempt, sdp } => Ok((attempt, sdp)),
            MeetAnswer::Refused(error) => Err(error),
            _ => Err(SignalError::BadCode),
        }
    }

    /// The guest's answer code by hand, to the host's offer code.
    pub async fn answer_code(&self, offer: &str) -> Result<String, SignalError> {
        self.by_hand();
        let (attempt, offer) = self.open(Role::Host, offer).await?;
        let servers = self.inner.borrow().servers.clone();
        let (generation, events) = self.new_connection_events();
        let made = Connection::answer(&servers, &offer, events).await;
        let (connection, answer) = made.map_err(|_| SignalError::BadCode)?;
        if !self.keep_connection(generation, connection) {
            return Err(SignalError::BadCode);
        }
        self.seal(Role::Guest, attempt, answer).await
    }

    /// The host takes the guest's answer code: the channel opens.
    pub async fn use_answer_code(&self, answer: &str) -> Result<(), SignalError> {
        let (_, answer) = self.open(Role::Guest, answer).await?;
        let connection = self.inner.borrow().connection.clone();
        match connection {
            Some(connection) => connection
                .accept(&answer)
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
            inner.letting_go = false;
            inner.generation += 1;
            if let Some(connection) = inner.connection.take() {
                connection.close();
            }
        }
        self.open_relays();
        self.tell(MeetRequest::Restart { now_ms: now_ms() });
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
