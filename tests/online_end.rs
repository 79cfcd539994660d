//! The end of an online game (issue 30), as the page drives its online worker: a rematch both
//! agree to (asked then accepted, or asked by both at once, the messages crossing) starts the
//! next game on the same line, the seats swapped and a new deal, and a reload during it
//! resumes it; a frame of the game before arriving late is not taken for the next; the
//! friend's name crosses once and survives reloads and rematches; a forfeit claimed after a
//! long absence ends the game for the claimer at once and for the friend when its browser
//! is heard from again, reloads on either side keeping it. And the history's entries (one
//! seat's view, the head-to-head by friend) read back as written, and refuse damage.
use touche::core::follow::Follow;
use touche::core::settings_text::SettingsText;
use touche::core::view::PublicInfo;
use touche::core::Game;
use touche::core::{Outcome, Rng, Seat, ViewOf};
use touche::deal::game::DealtGame;
use touche::games::fifes::{self, FifesAndDrums};
use touche::games::GameId;
use touche::i18n::Lang;
use touche::online::record::{
    head_to_head, read_list, record_id, remember, write_list, Ending, How, OnlineRecord,
    REPLAYS_KEPT,
};
use touche::online::worker::{read_update, Answer, OnlineWorker, PageUpdate, Request};
use touche::online::Saved;

type G = FifesAndDrums;

/// A page: only its seat's view, followed from the worker's updates in bytes.
struct Page {
    seat: Seat,
    game: u32,
    view: Option<ViewOf<G>>,
    save: Option<Vec<u8>>,
    audited: bool,
    stopped: Option<String>,
    rematch_asked: bool,
    friend: Option<String>,
    forfeit: Option<Seat>,
    /// The forfeit was this seat's claim on time.
    on_time: bool,
    outbox: Vec<Vec<u8>>,
    played: usize,
    /// Every update's bytes since the game started (what the history keeps).
    updates: Vec<Vec<u8>>,
}

impl Page {
    fn new(seat: Seat) -> Page {
        Page {
            seat,
            game: 0,
            view: None,
            save: None,
            audited: false,
            stopped: None,
            rematch_asked: false,
            friend: None,
            forfeit: None,
            on_time: false,
            outbox: Vec::new(),
            played: 0,
            updates: Vec::new(),
        }
    }

    fn take(&mut self, answers: Vec<Answer>) {
        for answer in answers {
            match answer {
                Answer::Ready | Answer::Meet(_) | Answer::Qr { .. } => {}
                Answer::Send(wire) => self.outbox.push(wire),
                Answer::Saved(save) => self.save = Some(save),
                Answer::Refused(why) => panic!("refused: {why}"),
                Answer::Update(bytes) => {
                    let update = read_update::<G>(&bytes).expect("an update reads");
                    match update {
                        PageUpdate::Opened { first, got } => {
                            let start =
                                G::start(&fifes::Options::default(), first, &got).expect("opening");
                            self.view = Some(start.view(self.seat));
                            self.updates = vec![bytes];
                        }
                        PageUpdate::Played { shown, moves, .. } => {
                            let view = self.view.as_ref().expect("opened");
                            self.view = Some(G::follow(view, &shown, &moves).expect("follows"));
                            self.played += 1;
                            self.updates.push(bytes);
                        }
                        PageUpdate::Audited => self.audited = true,
                        PageUpdate::Stopped(why) => self.stopped = Some(why),
                        PageUpdate::Rematch { .. } => self.rematch_asked = true,
                        PageUpdate::Named(name) => self.friend = Some(name),
                        PageUpdate::NextGame { game, seat } => {
                            let friend = self.friend.take();
                            let outbox = std::mem::take(&mut self.outbox);
                            let save = self.save.take();
                            *self = Page::new(seat);
                            self.game = game;
                            self.friend = friend;
                            self.outbox = outbox;
                            self.save = save;
                        }
                        PageUpdate::Forfeit { by, on_time } => {
                            self.forfeit = Some(by);
                            self.on_time = on_time;
                        }
                        PageUpdate::Resigned { .. } | PageUpdate::Said(_) => {}
                    }
                }
            }
        }
    }

    fn over(&self) -> bool {
        self.audited || self.stopped.is_some() || self.forfeit.is_some()
    }
}

struct Line {
    workers: [OnlineWorker; 2],
    /// By the line's seat (the host's is 0): each follows its seat from game to game.
    pages: [Page; 2],
    rng: Rng,
    /// Every frame that crossed, by direction (sender's line seat), for late copies.
    crossed: [Vec<Vec<u8>>; 2],
}

fn setup_text() -> (String, String) {
    (
        fifes::RuleSet::default().to_text(),
        fifes::Options::default().to_text(),
    )
}

impl Line {
    fn new(n: u64, names: [&str; 2]) -> Line {
        let mut line = Line {
            workers: [OnlineWorker::default(), OnlineWorker::default()],
            pages: Seat::BOTH.map(Page::new),
            rng: Rng::seeded(n),
            crossed: [Vec::new(), Vec::new()],
        };
        let (rules, options) = setup_text();
        for seat in Seat::BOTH {
            let i = seat.index();
            let start = Request::Start {
                game: GameId::FifesAndDrums,
                seat,
                lang: Lang::En,
                rules: rules.clone(),
                options: options.clone(),
            };
            line.handle(i, start);
            line.handle(i, Request::Name(names[i].to_string()));
        }
        line
    }

    fn handle(&mut self, i: usize, request: Request) {
        assert_eq!(Request::decode(&request.encode()), Some(request.clone()));
        let answers = self.workers[i].handle(&request.encode());
        self.pages[i].take(answers);
    }

    /// Carries every frame in flight, in order, until none is left.
    fn carry(&mut self) {
        loop {
            let mut moved = false;
            for i in 0..2 {
                for wire in std::mem::take(&mut self.pages[i].outbox) {
                    moved = true;
                    self.crossed[i].push(wire.clone());
                    self.handle(1 - i, Request::Deliver(wire));
                }
            }
            if !moved {
                return;
            }
        }
    }

    /// Loses what is in flight (the line dropped).
    fn drop_line(&mut self) {
        for page in &mut self.pages {
            page.outbox.clear();
        }
    }

    fn line_back(&mut self) {
        for i in 0..2 {
            self.handle(i, Request::LineBack);
        }
        self.carry();
    }

    /// A fresh worker and page `i`, resumed from its last save (the page at `seat`).
    fn resume(&mut self, i: usize, seat: Seat) {
        let save = self.pages[i].save.clone().expect("a save");
        self.workers[i] = OnlineWorker::default();
        self.pages[i] = Page::new(seat);
        self.pages[i].save = Some(save.clone());
        self.handle(
            i,
            Request::Resume {
                game: GameId::FifesAndDrums,
                lang: Lang::En,
                save,
            },
        );
    }

    /// A fresh worker from page `i`'s last save; its view caught up as before.
    fn reload(&mut self, i: usize) {
        let (view, played, game, seat) = {
            let p = &self.pages[i];
            (p.view.clone(), p.played, p.game, p.seat)
        };
        self.resume(i, Seat::BOTH[i]);
        let p = &self.pages[i];
        assert_eq!((p.game, p.seat), (game, seat), "the same game and seat");
        assert_eq!(p.played, played, "caught up");
        assert_eq!(p.view, view, "the same view");
        self.line_back();
    }

    /// Random legal actions until both pages are over (`each` after every action).
    fn play(&mut self, mut each: impl FnMut(&mut Line, usize)) -> usize {
        let mut actions = 0;
        for round in 0..10_000 {
            if round > 9_000 {
                panic!(
                    "stuck: games {:?} {:?}, audited {:?} {:?}, stopped {:?} {:?}, to act {:?} {:?}",
                    self.pages[0].game,
                    self.pages[1].game,
                    self.pages[0].audited,
                    self.pages[1].audited,
                    self.pages[0].stopped,
                    self.pages[1].stopped,
                    self.pages[0].view.as_ref().map(|v| v.to_act()),
                    self.pages[1].view.as_ref().map(|v| v.to_act()),
                );
            }
            self.carry();
            if self.pages.iter().all(Page::over) || self.pages.iter().any(|p| p.forfeit.is_some()) {
                return actions;
            }
            let Some(actor) = self.pages[0].view.as_ref().and_then(|v| v.to_act()) else {
                continue;
            };
            // The page of the line seat that plays `actor` in this game.
            let i = (0..2)
                .find(|&i| self.pages[i].seat == actor)
                .expect("a seat");
            let view = self.pages[i].view.clone().expect("opened");
            if view.to_act() != Some(actor) {
                continue;
            }
            let legal = G::legal_actions_in(&view);
            let index = self.rng.below(legal.len() as u32);
            self.handle(i, Request::Choose(index));
            actions += 1;
            each(self, actions);
        }
        unreachable!("the game ends or the loop says why it is stuck");
    }

    /// The outcome for line seat `i`'s player.
    fn won(&self, i: usize) -> Option<bool> {
        let page = &self.pages[i];
        match page.view.as_ref()?.public.outcome()? {
            Outcome::Winner(seat) => Some(seat == page.seat),
            Outcome::Draw => None,
        }
    }
}

/// The line seat (the host's is 0) of the player who plays first in the game just dealt.
fn first_player(line: &Line) -> usize {
    let first = line.pages[0]
        .view
        .as_ref()
        .and_then(|v| v.to_act())
        .expect("dealt");
    (0..2).find(|&i| line.pages[i].seat == first).unwrap()
}

#[test]
fn a_rematch_asked_then_accepted_swaps_the_seats_and_deals_anew() {
    let mut line = Line::new(1, ["Anna", "Bruno"]);
    line.carry();
    assert_eq!(line.pages[0].friend.as_deref(), Some("Bruno"));
    assert_eq!(line.pages[1].friend.as_deref(), Some("Anna"));
    let first = first_player(&line);
    line.play(|_, _| {});
    assert!(line.pages.iter().all(|p| p.audited), "both audits pass");
    let first_hand = line.pages[0].updates[0].clone();
    // The host asks; the friend sees it and accepts.
    line.handle(0, Request::Rematch { accept: false });
    line.carry();
    assert!(line.pages[1].rematch_asked, "the friend sees the asking");
    assert_eq!(line.pages[0].game, 0, "nothing starts on one asking");
    line.handle(1, Request::Rematch { accept: true });
    line.carry();
    for page in &line.pages {
        assert_eq!(page.game, 1, "the next game");
        assert!(page.view.is_some(), "dealt");
    }
    assert_eq!(line.pages[0].seat, Seat::Two, "the seats swap");
    assert_eq!(line.pages[1].seat, Seat::One);
    assert_eq!(
        first_player(&line),
        1 - first,
        "the other player plays first now"
    );
    assert_ne!(line.pages[0].updates[0], first_hand, "a new deal");
    assert_eq!(
        line.pages[0].friend.as_deref(),
        Some("Bruno"),
        "the name stays"
    );
    // Reloads during the second game resume it (and a drop of the line, a copy of a frame
    // of the first game arriving late).
    let late = line.crossed[1][3].clone();
    let actions = line.play(|line, n| match n {
        3 => line.reload(0),
        6 => line.reload(1),
        8 => {
            line.handle(0, Request::Deliver(late.clone()));
            line.drop_line();
            line.line_back();
        }
        _ => {}
    });
    assert!(actions > 8);
    for page in &line.pages {
        assert!(
            page.audited,
            "the second game's audits pass: {:?}",
            page.stopped
        );
        assert_eq!(page.game, 1);
    }
    assert_eq!(line.pages[0].friend.as_deref(), Some("Bruno"));
    assert_eq!(line.pages[1].friend.as_deref(), Some("Anna"));
    // A third, asked by both at once.
    line.handle(0, Request::Rematch { accept: false });
    line.handle(1, Request::Rematch { accept: false });
    line.carry();
    assert_eq!([line.pages[0].game, line.pages[1].game], [2, 2]);
    assert_eq!(line.pages[0].seat, Seat::One, "swapped back");
    assert_eq!(first_player(&line), first, "and the first player too");
    line.play(|_, _| {});
    assert!(line.pages.iter().all(|p| p.audited));
}

/// The messages crossing, each side reloaded at the worst moments: after asking (the save
/// knows it asked), and after both agreed but before the next game's save was stored (the
/// next game starts again from the agreement, with a new deal: nothing of it went out).
#[test]
fn crossing_rematches_and_reloads_around_them_agree() {
    for n in 0..3 {
        let mut line = Line::new(10 + n, ["", "Zoé"]);
        line.play(|_, _| {});
        line.handle(0, Request::Rematch { accept: false });
        line.reload(0);
        assert_eq!(line.pages[0].game, 0);
        assert!(!line.pages[0].rematch_asked);
        match n {
            0 => {
                line.carry();
                line.handle(1, Request::Rematch { accept: true });
            }
            1 => {
                // The host's asking is lost in a drop as the guest asks: crossing.
                line.drop_line();
                line.handle(1, Request::Rematch { accept: false });
                line.line_back();
            }
            _ => {
                line.carry();
                let answers = line.workers[1].handle(&Request::Rematch { accept: true }.encode());
                // The page stores the first save (the game before, both agreed) and sends
                // what comes before the next game's save; then it is reloaded.
                let next = answers
                    .iter()
                    .position(
                        |a| matches!(a, Answer::Saved(s) if Saved::decode(s).unwrap().game == 1),
                    )
                    .expect("the next game's save");
                let (before, _) = answers.split_at(next);
                for answer in before {
                    match answer {
                        Answer::Saved(save) => {
                            assert_eq!(Saved::decode(save).unwrap().game, 0);
                            line.pages[1].save = Some(save.clone());
                        }
                        // The friend gets it while this page is gone; what it answers is lost.
                        Answer::Send(wire) => line.handle(0, Request::Deliver(wire.clone())),
                        _ => {}
                    }
                }
                line.pages[0].outbox.clear();
                let save = line.pages[1].save.clone().unwrap();
                line.workers[1] = OnlineWorker::default();
                line.pages[1] = Page::new(Seat::Two);
                line.handle(
                    1,
                    Request::Resume {
                        game: GameId::FifesAndDrums,
                        lang: Lang::En,
                        save,
                    },
                );
            }
        }
        line.carry();
        line.line_back();
        assert_eq!([line.pages[0].game, line.pages[1].game], [1, 1], "seed {n}");
        line.play(|line, a| {
            if a == 2 {
                line.reload(1);
            }
        });
        assert!(line.pages.iter().all(|p| p.audited), "seed {n}");
    }
}

/// A late frame of the game before, or garbage after the end, changes nothing.
#[test]
fn after_the_end_nothing_changes_the_game() {
    let mut line = Line::new(4, ["A", "B"]);
    line.play(|_, _| {});
    let old = line.crossed[0][5].clone();
    line.handle(1, Request::Deliver(old));
    line.handle(1, Request::Deliver(b"garbage".to_vec()));
    line.carry();
    assert!(line.pages[1].audited && line.pages[1].stopped.is_none());
    // And the rematch still works.
    line.handle(1, Request::Rematch { accept: false });
    line.carry();
    line.handle(0, Request::Rematch { accept: true });
    line.carry();
    assert_eq!([line.pages[0].game, line.pages[1].game], [1, 1]);
}

#[test]
fn a_forfeit_ends_the_game_for_both_and_survives_reloads() {
    let mut line = Line::new(7, ["Anna", "Bruno"]);
    line.play(|line, n| {
        if n == 5 {
            // The guest is gone: what it would send is lost; the host claims the game.
            line.drop_line();
            line.handle(0, Request::Forfeit { on_time: false });
            line.drop_line();
        }
    });
    assert_eq!(
        line.pages[0].forfeit,
        Some(Seat::One),
        "claimed by the host"
    );
    assert_eq!(line.pages[1].forfeit, None, "the guest does not know yet");
    // The host reloads: still ended by its forfeit.
    line.reload_over(0);
    assert_eq!(line.pages[0].forfeit, Some(Seat::One));
    // The guest comes back: the line is back, it learns it.
    line.line_back();
    assert_eq!(
        line.pages[1].forfeit,
        Some(Seat::One),
        "the guest learns it"
    );
    assert!(line.pages.iter().all(|p| !p.audited && p.stopped.is_none()));
    line.reload_over(1);
    assert_eq!(
        line.pages[1].forfeit,
        Some(Seat::One),
        "kept in the guest's save"
    );
    // No rematch after a forfeit.
    line.handle(0, Request::Rematch { accept: false });
    line.carry();
    assert!(!line.pages[1].rematch_asked);
    // A forfeit once over is refused quietly.
    let mut done = Line::new(8, ["A", "B"]);
    done.play(|_, _| {});
    done.handle(0, Request::Forfeit { on_time: false });
    assert_eq!(done.pages[0].forfeit, None);
}

/// A win claimed on time says so after a reload too (the save keeps why); the friend learns a
/// forfeit, nothing more; a claim after a long absence is not on time.
#[test]
fn a_win_on_time_is_still_on_time_after_a_reload() {
    let mut line = Line::new(11, ["Anna", "Bruno"]);
    line.play(|line, n| {
        if n == 4 {
            line.handle(0, Request::Forfeit { on_time: true });
        }
    });
    assert_eq!(
        (line.pages[0].forfeit, line.pages[0].on_time),
        (Some(Seat::One), true)
    );
    line.reload_over(0);
    assert_eq!(
        (line.pages[0].forfeit, line.pages[0].on_time),
        (Some(Seat::One), true),
        "still on time after a reload"
    );
    line.line_back();
    line.reload_over(1);
    assert_eq!(
        (line.pages[1].forfeit, line.pages[1].on_time),
        (Some(Seat::One), false),
        "the friend learns a forfeit by the other seat"
    );
    // A save of before (version 3, its forfeit byte 1: a claim after an absence) reads as such.
    let save = Saved::decode(line.pages[0].save.as_ref().unwrap()).unwrap();
    assert!(save.on_time && save.forfeit == Some(Seat::One));
    let older = Saved {
        on_time: false,
        ..save.clone()
    };
    let decoded = Saved::decode(&older.encode()).unwrap();
    assert_eq!((decoded.forfeit, decoded.on_time), (Some(Seat::One), false));
    let mut away = Line::new(12, ["Anna", "Bruno"]);
    away.play(|line, n| {
        if n == 4 {
            line.handle(1, Request::Forfeit { on_time: false });
        }
    });
    away.reload_over(1);
    assert_eq!(
        (away.pages[1].forfeit, away.pages[1].on_time),
        (Some(Seat::Two), false)
    );
}

impl Line {
    /// A reload of a page whose game is over by forfeit: the same ending.
    fn reload_over(&mut self, i: usize) {
        let seat = self.pages[i].seat;
        self.resume(i, seat);
    }
}

fn record(id: &str, friend: &str, ending: Ending) -> OnlineRecord {
    OnlineRecord {
        id: id.into(),
        friend: friend.into(),
        seat: Seat::Two,
        ending,
        how: How::Rules,
        ended: Some(1_764_403_200),
        reason: String::new(),
        rules: "fifes".into(),
        options: "first 1".into(),
        updates: vec![vec![1, 2, 3], vec![]],
        transcript: None,
    }
}

/// How the line's first game ended for seat one.
fn seat_one_ending(line: &Line) -> Ending {
    match line.won(0) {
        Some(true) => Ending::Won,
        Some(false) => Ending::Lost,
        None => Ending::Drawn,
    }
}

#[test]
fn the_history_reads_back_and_counts_each_friend() {
    let mut line = Line::new(3, ["Anna", "Bruno Ém"]);
    line.play(|_, _| {});
    let mine = OnlineRecord {
        id: record_id("room", 0),
        friend: "Bruno Ém\u{301}".into(),
        seat: Seat::One,
        ending: seat_one_ending(&line),
        how: How::Rules,
        // Kept before the date was: read as it is, without one.
        ended: None,
        reason: String::new(),
        rules: setup_text().0,
        options: setup_text().1,
        updates: line.pages[0].updates.clone(),
        transcript: None,
    };
    // The replay from the entry: this seat's views, the same as the page's.
    let mut view: Option<ViewOf<G>> = None;
    for bytes in &mine.updates {
        view = Some(match read_update::<G>(bytes).unwrap() {
            PageUpdate::Opened { first, got } => G::start(&fifes::Options::default(), first, &got)
                .unwrap()
                .view(Seat::One),
            PageUpdate::Played { shown, moves, .. } => {
                G::follow(view.as_ref().unwrap(), &shown, &moves).unwrap()
            }
            other => panic!("{other:?}"),
        });
    }
    assert_eq!(view, line.pages[0].view);
    let mut list = vec![record("a.0", "Zoé", Ending::Won)];
    assert!(remember(&mut list, mine.clone()));
    assert!(!remember(&mut list, mine.clone()), "one game is kept once");
    let mut stopped = record("a.1", "Zoé", Ending::Stopped);
    stopped.how = How::Stopped;
    stopped.reason = "The deal was refused: a wrong key.".into();
    stopped.transcript = Some(vec![0, 255, 7]);
    assert!(remember(&mut list, stopped));
    let text = write_list(&list);
    assert_eq!(read_list(&text), Some(list.clone()));
    assert_eq!(read_list(""), Some(vec![]));
    // An entry as kept before the date was written (no `ended` line) reads, without a date;
    // one dated reads with it; a date that does not read refuses the list (kept aside).
    let undated = write_list(std::slice::from_ref(&mine));
    assert!(!undated.contains("\nended "));
    assert_eq!(read_list(&undated).unwrap()[0].ended, None);
    let dated = OnlineRecord {
        ended: Some(1_764_403_200),
        ..mine.clone()
    };
    let dated_text = write_list(std::slice::from_ref(&dated));
    assert!(dated_text.contains("\nended 1764403200\n"));
    assert_eq!(read_list(&dated_text), Some(vec![dated]));
    for bad in [
        "ended -1",
        "ended ",
        "ended 1e9",
        "ended 99999999999999999999999",
    ] {
        assert_eq!(
            read_list(&dated_text.replace("ended 1764403200", bad)),
            None,
            "{bad}"
        );
    }
    let h = head_to_head(&list);
    assert_eq!(h.len(), 2);
    assert_eq!(
        (h[0].friend.as_str(), h[0].won, h[0].stopped),
        ("Zoé", 1, 1)
    );
    assert_eq!(h[1].played(), 1);
    // Damage: every cut inside a field, and lines swapped, do not read.
    for cut in [10, 30, text.len() - 3] {
        let damaged = &text[..cut];
        if let Some(read) = read_list(damaged) {
            assert_ne!(read, list, "cut at {cut}");
        }
    }
    assert_eq!(read_list(&text.replacen("seat 2", "seat 3", 1)), None);
    assert_eq!(
        read_list(&text.replacen("result won", "result wonn", 1)),
        None
    );
    assert_eq!(read_list(&format!("{text}\nu !!")), None);
    // Beyond the replays kept, the oldest keep their result only.
    for i in 0..REPLAYS_KEPT + 3 {
        remember(&mut list, record(&format!("b.{i}"), "Yan", Ending::Lost));
    }
    assert!(list[REPLAYS_KEPT..].iter().all(|r| r.updates.is_empty()));
    assert_eq!(head_to_head(&list)[0].lost, REPLAYS_KEPT as u32 + 3);
    assert_eq!(read_list(&write_list(&list)), Some(list));
}

/// The online page writes the list as text without reading it (`prepend`) and counts the
/// head-to-head line by line (`tally`): the same list and counts as the strict reader's.
#[test]
fn the_end_panel_keeps_and_counts_as_the_reader_does() {
    let mut text = String::new();
    let mut list = Vec::new();
    let mut rng = Rng::seeded(9);
    for i in 0..REPLAYS_KEPT + 6 {
        let friend = ["Zoé", "Yan", "", "a b%c"][rng.below(4) as usize];
        let ending =
            [Ending::Won, Ending::Lost, Ending::Drawn, Ending::Stopped][rng.below(4) as usize];
        let mut r = record(&format!("c.{i}"), friend, ending);
        if ending == Ending::Stopped {
            r.transcript = Some(vec![i as u8; 5]);
        }
        text = touche::online::record::prepend(&text, &r).expect("a new game");
        assert_eq!(
            touche::online::record::prepend(&text, &r),
            None,
            "kept once"
        );
        remember(&mut list, r);
        assert_eq!(read_list(&text).as_ref(), Some(&list), "game {i}");
        for h in head_to_head(&list) {
            assert_eq!(touche::online::record::tally(&text, &h.friend), h);
        }
    }
}

/// The online game the end-to-end tests open on "your games" (e2e/fixtures/online-fifes.txt,
/// `e2e/games_online.test.mjs`): one seat's record of a whole game, as its end panel downloads
/// it. `TOUCHE_WRITE_FIXTURES=1` writes it again (after a change of the updates' bytes);
/// otherwise it must still read, and replay as the page follows it.
#[test]
fn the_end_to_end_record_still_reads_and_replays() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/e2e/fixtures/online-fifes.txt");
    if std::env::var_os("TOUCHE_WRITE_FIXTURES").is_some() {
        let mut line = Line::new(3, ["Anna", "Bruno"]);
        line.play(|_, _| {});
        let (rules, options) = setup_text();
        let record = OnlineRecord {
            id: record_id("e2e fixture", 0),
            friend: "Bruno".into(),
            seat: Seat::One,
            ending: seat_one_ending(&line),
            how: How::Rules,
            ended: Some(1_764_403_200),
            reason: String::new(),
            rules,
            options,
            updates: line.pages[0].updates.clone(),
            transcript: None,
        };
        std::fs::write(path, format!("{}\n", record.to_text())).expect("the fixture written");
    }
    let text = std::fs::read_to_string(path).expect("e2e/fixtures/online-fifes.txt");
    let records = read_list(&text).expect("the fixture reads");
    assert_eq!(records.len(), 1);
    let record = &records[0];
    assert!(record.ended.is_some() && record.updates.len() > 20);
    let mut view: Option<ViewOf<G>> = None;
    for bytes in &record.updates {
        view = Some(match read_update::<G>(bytes).expect("an update reads") {
            PageUpdate::Opened { first, got } => G::start(&fifes::Options::default(), first, &got)
                .expect("opening")
                .view(record.seat),
            PageUpdate::Played { shown, moves, .. } => {
                G::follow(view.as_ref().expect("opened"), &shown, &moves).expect("follows")
            }
            other => panic!("{other:?}"),
        });
    }
    assert!(
        view.expect("a view").public.outcome().is_some(),
        "a whole game"
    );
}
