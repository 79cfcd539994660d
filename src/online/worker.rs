//! The online worker: one seat's game against a friend (`Session`), run off the page's thread
//! (the deal's arithmetic takes longer than a frame), and its protocol with the page. The page
//! holds the connection and the view; the worker holds the deal. Both speak bytes: a tag,
//! then the fields, lengths before what they measure. No web import: `bin/online_worker.rs`
//! wraps it, the tests drive two of them.
//!
//! The page sends what arrives from the friend (`Deliver`) and what the player does (`Choose`
//! an action by its index among `legal_actions_in(view)`, `Resign`, `Say`); the worker answers
//! with bytes for the friend (`Send`), what happened (`Update`, which the page follows with
//! the game's codecs: `read_update`), the seat's save to store after each (`Saved`), and why a
//! choice was refused.
//!
//! Before the game, the worker also meets the friend for the page (`Meet`, `online::meet`):
//! the page starts it with the meeting and hands it the relays' texts; the worker signs,
//! seals and opens, and answers the steps the page carries out.
use super::meet::{Meet, MeetAnswer, MeetRequest};
use super::session::{Refused, Session, Update};
use super::{Message, Preset, Saved};
use crate::core::settings_text::SettingsText;
use crate::core::{Seat, ViewOf};
use crate::deal::game::{DealtGame, Got};
use crate::games::GameId;
use crate::i18n::{Explain, Lang};
use crate::signal::qr::{qr_drawing, QrDrawing};

/// From the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// A new game at `seat`, its rules and options as a save writes them.
    Start {
        game: GameId,
        seat: Seat,
        lang: Lang,
        rules: String,
        options: String,
    },
    /// The game again from this seat's save.
    Resume {
        game: GameId,
        lang: Lang,
        save: Vec<u8>,
    },
    /// Bytes from the friend.
    Deliver(Vec<u8>),
    /// The line is back after a drop.
    LineBack,
    /// The player's action: its index in `legal_actions_in(view)`.
    Choose(u32),
    Resign,
    Say(Preset),
    /// Ask for another game, or accept the friend's asking.
    Rematch {
        accept: bool,
    },
    /// For the meeting (`online::meet`); answered with `Answer::Meet`, game or no game.
    Meet(MeetRequest),
    /// A QR code of this text, answered with `Answer::Qr` (the encoder stays off the page).
    Qr(String),
    /// This player's name, told to the friend (a new game, not a resumed one).
    Name(String),
    /// End the game by forfeit: the friend was away too long, or (`on_time`) its time for a
    /// move ran out.
    Forfeit {
        on_time: bool,
    },
}

/// To the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The worker listens (its first message).
    Ready,
    /// Bytes for the friend.
    Send(Vec<u8>),
    /// What happened (`write_update`).
    Update(Vec<u8>),
    /// The seat's save, to store.
    Saved(Vec<u8>),
    /// A request refused, in the player's words.
    Refused(String),
    /// For the meeting (`online::meet`).
    Meet(MeetAnswer),
    /// The QR code of `text`; `None` if it holds too much.
    Qr {
        text: String,
        drawing: Option<QrDrawing>,
    },
}

/// The meeting's tag, in requests and answers alike: far from the game's, which may grow.
const MEET_TAG: u8 = 64;
/// The QR code's tag, in requests and answers alike.
const QR_TAG: u8 = 65;

pub(super) fn put_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
    out.extend_from_slice(bytes);
}

/// A reader of fields that never panics.
pub(super) struct Fields<'a>(pub(super) &'a [u8]);

impl<'a> Fields<'a> {
    pub(super) fn byte(&mut self) -> Option<u8> {
        let (first, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(*first)
    }

    pub(super) fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if self.0.len() < n {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }

    pub(super) fn bytes(&mut self) -> Option<&'a [u8]> {
        let len = self.take(4)?;
        let len = u32::from_le_bytes([len[0], len[1], len[2], len[3]]) as usize;
        self.take(len)
    }

    pub(super) fn text(&mut self) -> Option<String> {
        String::from_utf8(self.bytes()?.to_vec()).ok()
    }

    fn seat(&mut self) -> Option<Seat> {
        match self.byte()? {
            0 => Some(Seat::One),
            1 => Some(Seat::Two),
            _ => None,
        }
    }

    pub(super) fn end<T>(&self, value: T) -> Option<T> {
        self.0.is_empty().then_some(value)
    }
}

fn preset_code(preset: Preset) -> u8 {
    Preset::ALL.iter().position(|p| *p == preset).unwrap_or(0) as u8
}

impl Request {
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::new();
        match self {
            Request::Start {
                game,
                seat,
                lang,
                rules,
                options,
            } => {
                out.push(1);
                put_bytes(&mut out, game.slug().as_bytes());
                out.push(seat.index() as u8);
                put_bytes(&mut out, lang.code().as_bytes());
                put_bytes(&mut out, rules.as_bytes());
                put_bytes(&mut out, options.as_bytes());
            }
            Request::Resume { game, lang, save } => {
                out.push(2);
                put_bytes(&mut out, game.slug().as_bytes());
                put_bytes(&mut out, lang.code().as_bytes());
                put_bytes(&mut out, save);
            }
            Request::Deliver(wire) => {
                out.push(3);
                out.extend_from_slice(wire);
            }
            Request::LineBack => out.push(4),
            Request::Choose(index) => {
                out.push(5);
                out.extend_from_slice(&index.to_le_bytes());
            }
            Request::Resign => out.push(6),
            Request::Say(preset) => out.extend([7, preset_code(*preset)]),
            Request::Rematch { accept } => out.extend([8, u8::from(*accept)]),
            Request::Meet(request) => {
                out.push(MEET_TAG);
                out.extend(request.encode());
            }
            Request::Qr(text) => {
                out.push(QR_TAG);
                out.extend_from_slice(text.as_bytes());
            }
            Request::Name(name) => {
                out.push(40);
                out.extend_from_slice(name.as_bytes());
            }
            Request::Forfeit { on_time } => out.extend([41, u8::from(*on_time)]),
        }
        out
    }

    /// `None` for bytes `encode` does not write.
    pub fn decode(bytes: &[u8]) -> Option<Request> {
        let mut f = Fields(bytes);
        let game = |f: &mut Fields| GameId::from_slug(std::str::from_utf8(f.bytes()?).ok()?);
        let lang = |f: &mut Fields| Lang::from_code(std::str::from_utf8(f.bytes()?).ok()?);
        let request = match f.byte()? {
            1 => {
                let game = game(&mut f)?;
                let seat = f.seat()?;
                let lang = lang(&mut f)?;
                Request::Start {
                    game,
                    seat,
                    lang,
                    rules: f.text()?,
                    options: f.text()?,
                }
            }
            2 => Request::Resume {
                game: game(&mut f)?,
                lang: lang(&mut f)?,
                save: f.bytes()?.to_vec(),
            },
            3 => return Some(Request::Deliver(f.0.to_vec())),
            4 => Request::LineBack,
            5 => {
                let b = f.take(4)?;
                Request::Choose(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            }
            6 => Request::Resign,
            7 => Request::Say(*Preset::ALL.get(f.byte()? as usize)?),
            8 => Request::Rematch {
                accept: match f.byte()? {
                    0 => false,
                    1 => true,
                    _ => return None,
                },
            },
            MEET_TAG => return MeetRequest::decode(f.0).map(Request::Meet),
            QR_TAG => return Some(Request::Qr(String::from_utf8(f.0.to_vec()).ok()?)),
            40 => {
                let name = std::str::from_utf8(f.0).ok()?;
                // Empty (no name given), or a name as it may cross.
                let clean = crate::signal::liveness::clean_name(name).unwrap_or_default();
                return (clean == name).then_some(Request::Name(clean));
            }
            41 => Request::Forfeit {
                on_time: match f.byte()? {
                    0 => false,
                    1 => true,
                    _ => return None,
                },
            },
            _ => return None,
        };
        f.end(request)
    }
}

impl Answer {
    pub fn encode(&self) -> Vec<u8> {
        let (tag, body): (u8, &[u8]) = match self {
            Answer::Ready => (0, &[]),
            Answer::Send(bytes) => (1, bytes),
            Answer::Update(bytes) => (2, bytes),
            Answer::Saved(bytes) => (3, bytes),
            Answer::Refused(text) => (4, text.as_bytes()),
            Answer::Meet(answer) => {
                let mut out = vec![MEET_TAG];
                out.extend(answer.encode());
                return out;
            }
            Answer::Qr { text, drawing } => {
                let mut out = vec![QR_TAG];
                put_bytes(&mut out, text.as_bytes());
                if let Some(drawing) = drawing {
                    out.push(drawing.version);
                    out.extend_from_slice(&(drawing.size as u16).to_le_bytes());
                    out.extend_from_slice(drawing.path.as_bytes());
                }
                return out;
            }
        };
        let mut out = vec![tag];
        out.extend_from_slice(body);
        out
    }

    pub fn decode(bytes: &[u8]) -> Option<Answer> {
        let (tag, body) = bytes.split_first()?;
        Some(match tag {
            0 if body.is_empty() => Answer::Ready,
            1 => Answer::Send(body.to_vec()),
            2 => Answer::Update(body.to_vec()),
            3 => Answer::Saved(body.to_vec()),
            4 => Answer::Refused(String::from_utf8(body.to_vec()).ok()?),
            &MEET_TAG => Answer::Meet(MeetAnswer::decode(body)?),
            &QR_TAG => {
                let mut f = Fields(body);
                let text = f.text()?;
                let drawing = match f.byte() {
                    None => None,
                    Some(version) => {
                        let size = f.take(2)?;
                        Some(QrDrawing {
                            version,
                            size: i32::from(u16::from_le_bytes([size[0], size[1]])),
                            path: String::from_utf8(f.0.to_vec()).ok()?,
                        })
                    }
                };
                Answer::Qr { text, drawing }
            }
            _ => return None,
        })
    }
}

/// What happened, as the page receives it: the worker's `Update` with what a page may hold
/// (the audit's whole game stays in the worker; a stop comes as its sentence).
#[derive(Clone, Debug, PartialEq)]
pub enum PageUpdate<G: DealtGame> {
    Opened {
        first: Seat,
        got: Vec<Got<G::HiddenMove>>,
    },
    Played {
        by: Seat,
        shown: G::Shown,
        moves: Vec<G::HiddenMove>,
    },
    Resigned {
        by: Seat,
    },
    Said(Preset),
    Rematch {
        accepted: bool,
    },
    /// Both audits passed: every move checked.
    Audited,
    /// The game stopped: what was wrong and by whom, in the player's words.
    Stopped(String),
    /// The friend told its name.
    Named(String),
    /// The game `game` on the line starts (a rematch, or a reload during one): this seat
    /// plays `seat` in it.
    NextGame {
        game: u32,
        seat: Seat,
    },
    /// `by` ended the game by forfeit; `on_time`: this seat claimed it on time.
    Forfeit {
        by: Seat,
        on_time: bool,
    },
}

fn put_small(out: &mut Vec<u8>, bytes: &[u8]) -> Option<()> {
    out.push(u8::try_from(bytes.len()).ok()?);
    out.extend_from_slice(bytes);
    Some(())
}

fn put_ids(out: &mut Vec<u8>, ids: &[u16]) -> Option<()> {
    out.push(u8::try_from(ids.len()).ok()?);
    for id in ids {
        out.extend_from_slice(&id.to_le_bytes());
    }
    Some(())
}

fn read_ids(f: &mut Fields) -> Option<Vec<u16>> {
    let n = f.byte()? as usize;
    let bytes = f.take(n * 2)?;
    Some(
        bytes
            .chunks_exact(2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .collect(),
    )
}

fn small<'a>(f: &mut Fields<'a>) -> Option<&'a [u8]> {
    let n = f.byte()? as usize;
    f.take(n)
}

fn write_got<G: DealtGame>(got: &Got<G::HiddenMove>, out: &mut Vec<u8>) -> Option<()> {
    match got {
        Got::Shuffled => out.push(0),
        Got::Dealt { to, cards } => {
            out.extend([1, to.index() as u8, u8::from(cards.is_some())]);
            put_ids(out, cards.as_deref().unwrap_or(&[]))?;
        }
        Got::Opened { cards } => {
            out.push(2);
            put_ids(out, cards)?;
        }
        Got::Shown { by, cards } => {
            out.extend([3, by.index() as u8]);
            put_ids(out, cards)?;
        }
        Got::Fact(fact) => {
            out.push(4);
            let mut bytes = Vec::new();
            G::write_move(fact, &mut bytes);
            put_small(out, &bytes)?;
        }
    }
    Some(())
}

fn read_got<G: DealtGame>(f: &mut Fields) -> Option<Got<G::HiddenMove>> {
    Some(match f.byte()? {
        0 => Got::Shuffled,
        1 => {
            let to = f.seat()?;
            let seen = f.byte()?;
            let ids = read_ids(f)?;
            let cards = match seen {
                0 if ids.is_empty() => None,
                1 => Some(ids),
                _ => return None,
            };
            Got::Dealt { to, cards }
        }
        2 => Got::Opened {
            cards: read_ids(f)?,
        },
        3 => {
            let by = f.seat()?;
            Got::Shown {
                by,
                cards: read_ids(f)?,
            }
        }
        4 => Got::Fact(G::read_move(small(f)?)?),
        _ => return None,
    })
}

/// An update in bytes, for the page (`None` if a field is over its size: never in play).
pub fn write_update<G: DealtGame>(update: &Update<G>, me: Seat, lang: Lang) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    match update {
        Update::Opened { first, got } => {
            out.extend([1, first.index() as u8]);
            out.push(u8::try_from(got.len()).ok()?);
            for got in got {
                write_got::<G>(got, &mut out)?;
            }
        }
        Update::Played { by, shown, moves } => {
            out.extend([2, by.index() as u8]);
            let mut bytes = Vec::new();
            G::write_shown(shown, &mut bytes);
            put_small(&mut out, &bytes)?;
            out.push(u8::try_from(moves.len()).ok()?);
            for hidden in moves {
                let mut bytes = Vec::new();
                G::write_move(hidden, &mut bytes);
                put_small(&mut out, &bytes)?;
            }
        }
        Update::Resigned { by } => out.extend([3, by.index() as u8]),
        Update::Said(preset) => out.extend([4, preset_code(*preset)]),
        Update::Rematch { accepted } => out.extend([5, u8::from(*accepted)]),
        Update::Audited { .. } => out.push(6),
        Update::Stopped(error) => {
            out.push(7);
            out.extend_from_slice(crate::i18n::online::stopped(error, me, lang).as_bytes());
        }
        Update::Named(name) => {
            out.push(8);
            out.extend_from_slice(name.as_bytes());
        }
        Update::NextGame { game, seat } => {
            out.push(9);
            out.extend_from_slice(&game.to_le_bytes());
            out.push(seat.index() as u8);
        }
        Update::Forfeit { by, on_time } => out.extend([10, by.index() as u8, u8::from(*on_time)]),
    }
    Some(out)
}

/// Reads what `write_update` wrote; `None` for anything else (never panics).
pub fn read_update<G: DealtGame>(bytes: &[u8]) -> Option<PageUpdate<G>> {
    let mut f = Fields(bytes);
    let update = match f.byte()? {
        1 => {
            let first = f.seat()?;
            let n = f.byte()?;
            let got = (0..n)
                .map(|_| read_got::<G>(&mut f))
                .collect::<Option<Vec<_>>>()?;
            PageUpdate::Opened { first, got }
        }
        2 => {
            let by = f.seat()?;
            let shown = G::read_shown(small(&mut f)?)?;
            let n = f.byte()?;
            let moves = (0..n)
                .map(|_| G::read_move(small(&mut f)?))
                .collect::<Option<Vec<_>>>()?;
            PageUpdate::Played { by, shown, moves }
        }
        3 => PageUpdate::Resigned { by: f.seat()? },
        4 => PageUpdate::Said(*Preset::ALL.get(f.byte()? as usize)?),
        5 => PageUpdate::Rematch {
            accepted: match f.byte()? {
                0 => false,
                1 => true,
                _ => return None,
            },
        },
        6 => PageUpdate::Audited,
        7 => {
            return String::from_utf8(f.0.to_vec())
                .ok()
                .map(PageUpdate::Stopped)
        }
        8 => return String::from_utf8(f.0.to_vec()).ok().map(PageUpdate::Named),
        9 => {
            let b = f.take(4)?;
            PageUpdate::NextGame {
                game: u32::from_le_bytes([b[0], b[1], b[2], b[3]]),
                seat: f.seat()?,
            }
        }
        10 => PageUpdate::Forfeit {
            by: f.seat()?,
            on_time: match f.byte()? {
                0 => false,
                1 => true,
                _ => return None,
            },
        },
        _ => return None,
    };
    f.end(update)
}

/// The game's part of a save: its rules and options as text.
fn setup_text(rules: &str, options: &str) -> Vec<u8> {
    format!("{rules}\n{options}").into_bytes()
}

/// One game's session as the worker holds it.
trait Running {
    fn handle(&mut self, request: Request, answers: &mut Vec<Answer>);
    /// Runs the game as far as it can go, and tells.
    fn advance(&mut self, answers: &mut Vec<Answer>);
}

struct Seated<G: DealtGame + 'static> {
    session: Session<G>,
    setup: Vec<u8>,
    lang: Lang,
    /// The last save given to the page (a forfeit claimed while a step runs marks it).
    last: Option<Saved>,
}

impl<G: DealtGame + 'static> Seated<G>
where
    G::Rules: SettingsText,
    G::Options: SettingsText,
    G::Error: Explain,
{
    fn setup(rules: &str, options: &str) -> Option<G::Setup> {
        Some(G::setup_of(
            G::Rules::from_text(rules)?,
            G::Options::from_text(options)?,
        ))
    }

    fn start(seat: Seat, lang: Lang, rules: &str, options: &str) -> Result<Seated<G>, String> {
        let setup = Seated::<G>::setup(rules, options).ok_or_else(|| unreadable(lang))?;
        let mut seed = [0u8; 32];
        getrandom::fill(&mut seed).map_err(|_| crate::deal::Refusal::NoEntropy.explain(lang))?;
        let session = Session::new(seat, setup, seed)
            .map_err(|e| crate::i18n::online::stopped(&e, seat, lang))?;
        Ok(Seated {
            session,
            setup: setup_text(rules, options),
            lang,
            last: None,
        })
    }

    fn resume(lang: Lang, save: &[u8]) -> Result<Seated<G>, String> {
        let saved = Saved::decode(save).map_err(|e| e.explain(lang))?;
        let text = String::from_utf8(saved.setup.clone()).map_err(|_| unreadable(lang))?;
        let (rules, options) = text.split_once('\n').ok_or_else(|| unreadable(lang))?;
        let setup = Seated::<G>::setup(rules, options).ok_or_else(|| unreadable(lang))?;
        let session = Session::resume(setup, &saved)
            .map_err(|e| crate::i18n::online::stopped(&e, saved.seat, lang))?;
        Ok(Seated {
            session,
            setup: saved.setup.clone(),
            lang,
            last: Some(saved),
        })
    }
}

fn unreadable(lang: Lang) -> String {
    crate::i18n::online::unreadable_game(lang)
}

impl<G: DealtGame + 'static> Running for Seated<G>
where
    G::Error: Explain,
{
    fn handle(&mut self, request: Request, answers: &mut Vec<Answer>) {
        let lang = self.lang;
        match request {
            Request::Deliver(wire) => self.session.deliver(wire),
            Request::LineBack => self.session.line_back(),
            Request::Choose(index) => {
                let view: &ViewOf<G> = self.session.view();
                let chosen = G::legal_actions_in(view).into_iter().nth(index as usize);
                let refusal = match chosen.map(|action| self.session.choose(action)) {
                    None => Some(crate::i18n::online::not_now(lang)),
                    Some(Ok(())) => None,
                    Some(Err(Refused::NotNow)) => Some(crate::i18n::online::not_now(lang)),
                    Some(Err(Refused::Rules(error))) => Some(error.explain(lang)),
                };
                if let Some(refusal) = refusal {
                    answers.push(Answer::Refused(refusal));
                    return;
                }
                // The choice is saved before it goes out.
                self.saved(answers);
            }
            Request::Resign => self.session.resign(),
            Request::Say(preset) => {
                self.session.say(Message::Say(preset));
            }
            // Whether it asks or accepts is the session's to say (messages may cross).
            Request::Rematch { .. } => {
                if self.session.rematch() {
                    // Saved before it goes out: a reload then still knows it asked.
                    self.saved(answers);
                }
            }
            Request::Name(name) => self.session.tell_name(name),
            Request::Forfeit { on_time } => {
                // Saved first (a step may run: then the last save, marked).
                if self.session.claim_forfeit(on_time) {
                    match self.session.save(self.setup.clone()) {
                        Some(_) => self.saved(answers),
                        None => {
                            if let Some(saved) = self.last.as_mut() {
                                saved.forfeit = Some(self.session.seat());
                                saved.on_time = on_time;
                                answers.push(Answer::Saved(saved.encode()));
                            }
                        }
                    }
                }
            }
            // `OnlineWorker::handle` answers these itself.
            Request::Meet(_) | Request::Qr(_) => return,
            Request::Start { .. } | Request::Resume { .. } => {
                answers.push(Answer::Refused(crate::i18n::online::already_playing(lang)));
            }
        }
        self.advance(answers);
    }

    fn advance(&mut self, answers: &mut Vec<Answer>) {
        let updates = self.session.advance();
        for wire in self.session.outgoing() {
            answers.push(Answer::Send(wire));
        }
        self.tell(&updates, answers);
        if !updates.is_empty() {
            self.saved(answers);
        }
        if self.session.rematch_agreed() {
            self.next_game(answers);
        }
    }
}

impl<G: DealtGame + 'static> Seated<G>
where
    G::Error: Explain,
{
    fn tell(&self, updates: &[Update<G>], answers: &mut Vec<Answer>) {
        for update in updates {
            if let Some(bytes) = write_update(update, self.session.seat(), self.lang) {
                answers.push(Answer::Update(bytes));
            }
        }
    }

    /// The session's save for the page to store, if one can be made now.
    fn saved(&mut self, answers: &mut Vec<Answer>) {
        if let Some(saved) = self.session.save(self.setup.clone()) {
            answers.push(Answer::Saved(saved.encode()));
            self.last = Some(saved);
        }
    }

    /// Both agreed to a rematch: the next game on the line, a fresh seed; its save (the new
    /// seed) reaches the page before its first frame goes out.
    fn next_game(&mut self, answers: &mut Vec<Answer>) {
        let lang = self.lang;
        let mut seed = [0u8; 32];
        let next = match getrandom::fill(&mut seed) {
            Ok(()) => self.session.next_game(seed),
            Err(_) => {
                answers.push(Answer::Refused(
                    crate::deal::Refusal::NoEntropy.explain(lang),
                ));
                return;
            }
        };
        match next {
            Ok(next) => {
                self.session = next;
                self.saved(answers);
                self.advance(answers);
            }
            Err(error) => answers.push(Answer::Refused(crate::i18n::online::stopped(
                &error,
                self.session.seat(),
                lang,
            ))),
        }
    }
}

/// The worker: no game until the page starts or resumes one; the meeting meanwhile.
#[derive(Default)]
pub struct OnlineWorker {
    running: Option<Box<dyn Running>>,
    meet: Meet,
}

impl OnlineWorker {
    /// Answers one message from the page (bytes that do not read are refused).
    pub fn handle(&mut self, bytes: &[u8]) -> Vec<Answer> {
        let mut answers = Vec::new();
        let Some(request) = Request::decode(bytes) else {
            answers.push(Answer::Refused(crate::i18n::online::unreadable_request(
                Lang::En,
            )));
            return answers;
        };
        let request = match request {
            Request::Meet(request) => {
                answers.extend(self.meet.handle(request).into_iter().map(Answer::Meet));
                return answers;
            }
            Request::Qr(text) => {
                let drawing = qr_drawing(&text);
                answers.push(Answer::Qr { text, drawing });
                return answers;
            }
            request => request,
        };
        match (&mut self.running, request) {
            (None, Request::Start { game, seat, lang, rules, options }) => {
                self.begin(crate::dispatch!(game, G => Seated::<G>::start(seat, lang, &rules, &options).map(|s| Box::new(s) as Box<dyn Running>)), &mut answers)
            }
            (None, Request::Resume { game, lang, save }) => self.begin(
                crate::dispatch!(game, G => Seated::<G>::resume(lang, &save).map(|s| Box::new(s) as Box<dyn Running>)),
                &mut answers,
            ),
            (Some(running), request) => running.handle(request, &mut answers),
            (None, _) => answers.push(Answer::Refused(
                crate::i18n::online::not_now(Lang::En),
            )),
        }
        answers
    }

    fn begin(&mut self, running: Result<Box<dyn Running>, String>, answers: &mut Vec<Answer>) {
        match running {
            Ok(mut running) => {
                running.advance(answers);
                self.running = Some(running);
            }
            Err(refusal) => answers.push(Answer::Refused(refusal)),
        }
    }
}
