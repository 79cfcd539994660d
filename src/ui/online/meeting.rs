//! The automatic way to meet, carried out: `signal::Rendezvous` decides, this does what it says
//! (texts to the relays, a connection made for an offer or from one) until the data channel
//! opens, then closes the relays. The manual way needs none of this: the page shows
//! `Signal::to_code` of a `Link`'s description and reads the other's code.
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo::timers::callback::Interval;
use wasm_bindgen_futures::spawn_local;

use super::link::{Link, LinkEvent, Servers};
use super::relays::{RelayEvent, Relays};
use crate::signal::nostr::NostrKey;
use crate::signal::{Rendezvous, Role, RoomSecret, SignalError, Step};

/// How often the clock is fed to the rendezvous (the guest's knocks are seconds apart).
const TICK_MS: u32 = 1_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeetingEvent {
    /// The data channel is open: the game can start (or go on).
    Connected,
    /// A message from the friend.
    Message(Vec<u8>),
    /// The channel closed.
    Closed,
    /// A connection could not be made (the browser's words, for the log).
    Failed(String),
    /// How many relays are reachable now, out of how many.
    Relays { open: usize, of: usize },
}

struct Inner {
    rendezvous: Rendezvous,
    relays: Option<Relays>,
    relay_urls: Vec<String>,
    link: Option<Rc<Link>>,
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
        let (rendezvous, steps) = Rendezvous::start(role, room, NostrKey::fresh()?, now_ms())?;
        let meeting = Meeting {
            inner: Rc::new(RefCell::new(Inner {
                rendezvous,
                relays: None,
                relay_urls,
                link: None,
                servers,
                on_event,
                _tick: None,
            })),
        };
        meeting.open_relays();
        let weak = Rc::downgrade(&meeting.inner);
        let tick = Interval::new(TICK_MS, move || {
            if let Some(meeting) = Meeting::upgrade(&weak) {
                let steps = meeting.inner.borrow_mut().rendezvous.tick(now_ms());
                meeting.after(steps);
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
            let open = inner.relays.as_ref().map_or(0, Relays::open);
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
                    spawn_local(async move {
                        match Link::offer(&servers, meeting.link_events()).await {
                            Ok((link, offer)) => {
                                meeting.inner.borrow_mut().link = Some(Rc::new(link));
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
                    spawn_local(async move {
                        let answered =
                            Link::answer(&servers, &description, meeting.link_events()).await;
                        match answered {
                            Ok((link, answer)) => {
                                meeting.inner.borrow_mut().link = Some(Rc::new(link));
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
                    let link = self.inner.borrow().link.clone();
                    spawn_local(async move {
                        if let Some(link) = link {
                            if let Err(error) = link.accept(&description).await {
                                meeting.emit(MeetingEvent::Failed(error.0));
                            }
                        }
                    });
                }
            }
        }
    }

    /// The events of the link being made: only the newest link's count (an earlier attempt's
    /// connection closing is not the game's channel closing).
    fn link_events(&self) -> Rc<dyn Fn(LinkEvent)> {
        let weak = Rc::downgrade(&self.inner);
        Rc::new(move |event| {
            let Some(meeting) = Meeting::upgrade(&weak) else {
                return;
            };
            match event {
                LinkEvent::Open => {
                    let steps = meeting.inner.borrow_mut().rendezvous.connected();
                    meeting.carry_out(steps);
                    // The subscription is closed: let the relays go.
                    meeting.inner.borrow_mut().relays = None;
                    meeting.emit(MeetingEvent::Connected);
                }
                LinkEvent::Message(bytes) => meeting.emit(MeetingEvent::Message(bytes)),
                LinkEvent::Closed => meeting.emit(MeetingEvent::Closed),
            }
        })
    }

    /// Sends to the friend; `false` if no channel is open.
    pub fn send(&self, bytes: &[u8]) -> bool {
        let link = self.inner.borrow().link.clone();
        link.is_some_and(|link| link.is_open() && link.send(bytes).is_ok())
    }

    /// After a dropped channel: back to the relays, a new attempt.
    pub fn reconnect(&self) {
        self.inner.borrow_mut().link = None;
        self.open_relays();
        let steps = self.inner.borrow_mut().rendezvous.restart(now_ms());
        self.after(steps);
    }

    /// Ends the meeting and the channel.
    pub fn close(&self) {
        let mut inner = self.inner.borrow_mut();
        inner.relays = None;
        inner._tick = None;
        if let Some(link) = inner.link.take() {
            link.close();
        }
    }
}
