//! A seat's game against a friend on another device, as a browser runs it (issue 30,
//! `online::Session`): two sessions joined only by the bytes each writes, each deciding from
//! its own view. Every game of the three titles ends with both audits passed; a page that
//! holds only the view follows it from the updates (`Follow::follow`) and gets the session's
//! own view at every step; a reload at any moment (after a choice, mid-step, with frames in
//! flight lost) loses nothing and replays the same updates; a resignation crossing the other's
//! action ends the game for both, audited; garbage from the friend stops the game with its
//! reason and never panics.
use touche::core::{Rng, Seat, ViewOf};
use touche::deal::game::{DealtGame, TableError};
use touche::games::en_garde::{self, EnGarde, RuleSet};
use touche::games::fifes::{self, FifesAndDrums};
use touche::games::skirman::{self, Level, Skirman};
use touche::online::{Message, Preset, Session, Update};

fn seed(n: u64, seat: Seat) -> [u8; 32] {
    let mut rng = Rng::seeded(n * 2 + seat.index() as u64);
    let mut bytes = [0u8; 32];
    for chunk in bytes.chunks_mut(8) {
        chunk.copy_from_slice(&rng.next_u64().to_le_bytes());
    }
    bytes
}

/// A page that holds only its seat's view, following the updates.
struct Page<G: DealtGame> {
    seat: Seat,
    setup: G::Setup,
    view: Option<ViewOf<G>>,
    log: Vec<String>,
    resigned: Option<Seat>,
    audited: bool,
    stopped: Option<TableError>,
}

impl<G: DealtGame + std::fmt::Debug + 'static> Page<G> {
    fn new(seat: Seat, setup: G::Setup) -> Page<G> {
        Page {
            seat,
            setup,
            view: None,
            log: Vec::new(),
            resigned: None,
            audited: false,
            stopped: None,
        }
    }

    fn take(&mut self, updates: Vec<Update<G>>) {
        for update in updates {
            self.log.push(format!("{update:?}"));
            match update {
                Update::Opened { first, got } => {
                    let start = G::start(&self.setup, first, &got).expect("the opening");
                    self.view = Some(start.view(self.seat));
                }
                Update::Played { shown, moves, .. } => {
                    let view = self.view.as_ref().expect("opened first");
                    self.view = Some(G::follow(view, &shown, &moves).expect("the view follows"));
                }
                Update::Resigned { by } => self.resigned = Some(by),
                Update::Audited { .. } => self.audited = true,
                Update::Stopped(error) => self.stopped = Some(error),
                Update::Said(_)
                | Update::Rematch { .. }
                | Update::Named(_)
                | Update::NextGame { .. }
                | Update::Forfeit { .. } => {}
            }
        }
    }
}

/// Both sessions run until neither can go on; bytes cross in order. Whether any moved.
fn exchange<G: DealtGame + std::fmt::Debug + 'static>(
    sessions: &mut [Session<G>; 2],
    pages: &mut [Page<G>; 2],
) {
    loop {
        let mut moved = false;
        for i in 0..2 {
            let updates = sessions[i].advance();
            pages[i].take(updates);
            let out = sessions[i].outgoing();
            moved |= !out.is_empty();
            for wire in out {
                sessions[1 - i].deliver(wire);
            }
        }
        if !moved {
            for i in 0..2 {
                let updates = sessions[i].advance();
                pages[i].take(updates);
            }
            if sessions.iter_mut().all(|s| s.outgoing().is_empty()) {
                return;
            }
        }
    }
}

struct Options {
    reload_every: Option<u32>,
    resign_at: Option<usize>,
}

/// One game between two sessions with random players; the pages' logs.
fn game<G: DealtGame + std::fmt::Debug + 'static>(
    setup: G::Setup,
    n: u64,
    options: Options,
) -> [Vec<String>; 2] {
    let mut sessions = Seat::BOTH
        .map(|seat| Session::<G>::new(seat, setup.clone(), seed(n, seat)).expect("a session"));
    let mut pages = Seat::BOTH.map(|seat| Page::<G>::new(seat, setup.clone()));
    let mut rng = Rng::seeded(n);
    let mut actions = 0;
    for _ in 0..20_000 {
        exchange(&mut sessions, &mut pages);
        for page in &pages {
            assert!(page.stopped.is_none(), "seed {n}: {:?}", page.stopped);
        }
        if sessions.iter().all(|s| s.is_over()) {
            break;
        }
        // A reload: the save, a fresh session from it, its updates replayed from the start.
        if let Some(every) = options.reload_every {
            if rng.below(every) == 0 {
                let i = rng.below(2) as usize;
                if let Some(saved) = sessions[i].save(Vec::new()) {
                    let seat = Seat::BOTH[i];
                    let mut fresh = Session::<G>::resume(setup.clone(), &saved).expect("resume");
                    let mut page = Page::<G>::new(seat, setup.clone());
                    // What was in flight to it is lost with the old page.
                    let _ = sessions[1 - i].outgoing();
                    page.take(fresh.advance());
                    // The game's log (a preset message is read whenever it comes).
                    let game_log = |log: &[String]| -> Vec<String> {
                        log.iter()
                            .filter(|l| !l.starts_with("Said("))
                            .cloned()
                            .collect()
                    };
                    let (after, before) = (game_log(&page.log), game_log(&pages[i].log));
                    assert_eq!(after, before[..after.len()], "seed {n}: the same log");
                    assert!(after.len() + 1 >= before.len(), "seed {n}: caught up");
                    sessions[i] = fresh;
                    pages[i] = page;
                    sessions[0].line_back();
                    sessions[1].line_back();
                    continue;
                }
            }
        }
        let Some(actor) = sessions[0]
            .view()
            .to_act()
            .filter(|_| !sessions[0].is_over())
        else {
            continue;
        };
        if options.resign_at == Some(actions) {
            // The one not to act resigns while the other plays: both end, audited.
            let other = actor.other().index();
            sessions[other].resign();
        }
        let i = actor.index();
        if sessions[i].may_choose() {
            let legal = G::legal_actions_in(sessions[i].view());
            let action = legal[rng.below(legal.len() as u32) as usize].clone();
            sessions[i].choose(action).expect("a legal action");
            actions += 1;
            if actions % 7 == 0 {
                // Refused or not, the game goes on.
                let _ = sessions[1 - i].say(Message::Say(Preset::GoodGame));
            }
        }
    }
    for (page, session) in pages.iter().zip(&sessions) {
        assert!(page.audited, "seed {n}: audited: {:?}", page.log.last());
        assert!(session.is_over());
        assert_eq!(
            page.view.as_ref(),
            Some(session.view()),
            "seed {n}: the page's view"
        );
        if options.resign_at.is_some() {
            assert!(page.resigned.is_some(), "seed {n}: a resignation");
        }
    }
    pages.map(|p| p.log)
}

fn every_title(options: fn(u64) -> Options) {
    for n in 0..2 {
        for rules in [RuleSet::ALL[0], RuleSet::ALL[4]] {
            game::<EnGarde>((rules, en_garde::Options::default()), n, options(n));
        }
        game::<FifesAndDrums>(fifes::Options::default(), n, options(n));
        game::<Skirman>(skirman::Rules::new(Level::Competition), n, options(n));
    }
}

#[test]
fn two_sessions_play_whole_games_and_both_audits_pass() {
    every_title(|_| Options {
        reload_every: None,
        resign_at: None,
    });
}

#[test]
fn a_reload_at_any_moment_loses_nothing() {
    every_title(|_| Options {
        reload_every: Some(4),
        resign_at: None,
    });
}

#[test]
fn a_resignation_ends_the_game_for_both_audited() {
    every_title(|n| Options {
        reload_every: None,
        resign_at: Some(3 + n as usize * 5),
    });
}

/// Garbage, a replayed frame with other bytes, or a 10 MB message from the friend stops the
/// game on the receiving side with the line's reason: no panic, the game over.
#[test]
fn bytes_that_are_not_the_protocol_stop_the_game_with_their_reason() {
    let setup = (RuleSet::ALL[1], en_garde::Options::default());
    for bad in [b"garbage".to_vec(), vec![0u8; 10 * 1024 * 1024], Vec::new()] {
        let mut sessions =
            Seat::BOTH.map(|seat| Session::<EnGarde>::new(seat, setup, seed(5, seat)).unwrap());
        let mut pages = Seat::BOTH.map(|seat| Page::<EnGarde>::new(seat, setup));
        exchange(&mut sessions, &mut pages);
        sessions[1].deliver(bad);
        let updates = sessions[1].advance();
        assert!(
            matches!(
                updates.last(),
                Some(Update::Stopped(TableError::Line {
                    seat: Seat::Two,
                    ..
                }))
            ),
            "{updates:?}"
        );
        assert!(sessions[1].is_over());
    }
}
