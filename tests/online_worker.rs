//! The online worker and its page (issue 30, `online::worker`): two workers, each with a page
//! that holds only its seat's view and follows it from the worker's updates in bytes
//! (`read_update`), play whole games of the three titles, choosing actions by their index
//! among the view's legal actions; both audits pass. A page reloaded mid-game starts a fresh
//! worker from the last save it stored and catches up to the same view. Requests that do not
//! read are refused in words; requests and answers round-trip.
use touche::core::settings_text::SettingsText;
use touche::core::{Rng, Seat, ViewOf};
use touche::deal::game::DealtGame;
use touche::games::en_garde::{self, EnGarde, RuleSet};
use touche::games::fifes::{self, FifesAndDrums};
use touche::games::skirman::{self, Level, Skirman};
use touche::games::GameId;
use touche::i18n::Lang;
use touche::online::worker::{read_update, Answer, OnlineWorker, PageUpdate, Request};
use touche::online::Preset;

struct Page<G: DealtGame> {
    seat: Seat,
    setup: G::Setup,
    view: Option<ViewOf<G>>,
    save: Option<Vec<u8>>,
    audited: bool,
    stopped: Option<String>,
    outbox: Vec<Vec<u8>>,
    played: usize,
}

impl<G: DealtGame> Page<G> {
    fn take(&mut self, answers: Vec<Answer>) {
        for answer in answers {
            match answer {
                Answer::Ready => {}
                Answer::Meet(_) | Answer::Qr { .. } => panic!("no meeting here: {answer:?}"),
                Answer::Send(wire) => self.outbox.push(wire),
                Answer::Saved(save) => self.save = Some(save),
                Answer::Refused(why) => panic!("refused: {why}"),
                Answer::Update(bytes) => match read_update::<G>(&bytes).expect("an update reads") {
                    PageUpdate::Opened { first, got } => {
                        let start = G::start(&self.setup, first, &got).expect("the opening");
                        self.view = Some(start.view(self.seat));
                    }
                    PageUpdate::Played { shown, moves, .. } => {
                        let view = self.view.as_ref().expect("opened");
                        self.view = Some(G::follow(view, &shown, &moves).expect("follows"));
                        self.played += 1;
                    }
                    PageUpdate::Audited => self.audited = true,
                    PageUpdate::Stopped(why) => self.stopped = Some(why),
                    PageUpdate::Resigned { .. }
                    | PageUpdate::Said(_)
                    | PageUpdate::Rematch { .. }
                    | PageUpdate::Named(_)
                    | PageUpdate::NextGame { .. }
                    | PageUpdate::Forfeit { .. } => {}
                },
            }
        }
    }
}

fn game<G: DealtGame>(game: GameId, setup: G::Setup, rules: &str, options: &str, n: u64)
where
    G::Rules: SettingsText,
    G::Options: SettingsText,
{
    let mut workers = [OnlineWorker::default(), OnlineWorker::default()];
    let mut pages = Seat::BOTH.map(|seat| Page::<G> {
        seat,
        setup: setup.clone(),
        view: None,
        save: None,
        audited: false,
        stopped: None,
        outbox: Vec::new(),
        played: 0,
    });
    for seat in Seat::BOTH {
        let start = Request::Start {
            game,
            seat,
            lang: Lang::En,
            rules: rules.into(),
            options: options.into(),
        };
        assert_eq!(Request::decode(&start.encode()), Some(start.clone()));
        let answers = workers[seat.index()].handle(&start.encode());
        pages[seat.index()].take(answers);
    }
    let mut rng = Rng::seeded(n);
    let mut reloaded = 0;
    for _ in 0..100_000 {
        let mut moved = false;
        for i in 0..2 {
            for wire in std::mem::take(&mut pages[i].outbox) {
                moved = true;
                let answers = workers[1 - i].handle(&Request::Deliver(wire).encode());
                pages[1 - i].take(answers);
            }
        }
        if moved {
            continue;
        }
        if pages.iter().all(|p| p.audited) {
            break;
        }
        // A reload now and then: a fresh worker from the page's last save.
        if rng.below(6) == 0 && reloaded < 4 {
            let i = rng.below(2) as usize;
            if let Some(save) = pages[i].save.clone() {
                reloaded += 1;
                workers[i] = OnlineWorker::default();
                let seat = pages[i].seat;
                let before = pages[i].view.clone();
                let played = pages[i].played;
                pages[i] = Page {
                    seat,
                    setup: setup.clone(),
                    view: None,
                    save: Some(save.clone()),
                    audited: false,
                    stopped: None,
                    outbox: Vec::new(),
                    played: 0,
                };
                let answers = workers[i].handle(
                    &Request::Resume {
                        game,
                        lang: Lang::En,
                        save,
                    }
                    .encode(),
                );
                pages[i].take(answers);
                assert_eq!(pages[i].played, played, "seed {n}: caught up");
                assert_eq!(pages[i].view, before, "seed {n}: the same view");
                for j in 0..2 {
                    let answers = workers[j].handle(&Request::LineBack.encode());
                    pages[j].take(answers);
                }
                continue;
            }
        }
        let Some(view) = pages[0].view.clone() else {
            continue;
        };
        let Some(actor) = view.to_act() else { continue };
        let i = actor.index();
        let legal = G::legal_actions_in(pages[i].view.as_ref().expect("opened"));
        let index = rng.below(legal.len() as u32);
        let answers = workers[i].handle(&Request::Choose(index).encode());
        pages[i].take(answers);
        if rng.below(10) == 0 {
            let answers = workers[1 - i].handle(&Request::Say(Preset::Ping).encode());
            pages[1 - i].take(answers);
        }
    }
    assert!(reloaded > 0, "seed {n}: no reload");
    for page in &pages {
        assert!(page.stopped.is_none(), "seed {n}: {:?}", page.stopped);
        assert!(page.audited, "seed {n}: both audits pass");
    }
}

#[test]
fn two_workers_and_their_pages_play_whole_games() {
    for n in 0..2 {
        game::<EnGarde>(
            GameId::EnGarde,
            (RuleSet::ALL[2], en_garde::Options::default()),
            &RuleSet::ALL[2].to_text(),
            &en_garde::Options::default().to_text(),
            n,
        );
        game::<FifesAndDrums>(
            GameId::FifesAndDrums,
            fifes::Options::default(),
            &fifes::RuleSet::default().to_text(),
            &fifes::Options::default().to_text(),
            n,
        );
        let rules = skirman::Rules::new(Level::Entrainement);
        game::<Skirman>(
            GameId::Skirman,
            rules,
            &Level::Entrainement.to_text(),
            &rules.options.to_text(),
            n,
        );
    }
}

#[test]
fn requests_that_do_not_read_are_refused_in_words() {
    let mut worker = OnlineWorker::default();
    let mut rng = Rng::seeded(1);
    for _ in 0..20_000 {
        let bytes: Vec<u8> = (0..rng.below(40)).map(|_| rng.below(256) as u8).collect();
        if let Some(request) = Request::decode(&bytes) {
            assert_eq!(request.encode(), bytes);
        }
        if let Some(answer) = Answer::decode(&bytes) {
            assert_eq!(answer.encode(), bytes);
        }
        let _ = read_update::<EnGarde>(&bytes);
        let _ = read_update::<Skirman>(&bytes);
        let _ = read_update::<FifesAndDrums>(&bytes);
    }
    for bad in [&b""[..], b"\x09", b"\x05\x01"] {
        let answers = worker.handle(bad);
        assert!(matches!(&answers[..], [Answer::Refused(_)]), "{answers:?}");
    }
    // No game yet: a choice is refused; a start with rules that do not read too.
    assert!(matches!(
        &worker.handle(&Request::Choose(0).encode())[..],
        [Answer::Refused(_)]
    ));
    let start = Request::Start {
        game: GameId::EnGarde,
        seat: Seat::One,
        lang: Lang::Fr,
        rules: "chess".into(),
        options: String::new(),
    };
    assert!(matches!(
        &worker.handle(&start.encode())[..],
        [Answer::Refused(_)]
    ));
    let resume = Request::Resume {
        game: GameId::Skirman,
        lang: Lang::Fr,
        save: b"TSnonsense".to_vec(),
    };
    assert!(matches!(
        &worker.handle(&resume.encode())[..],
        [Answer::Refused(_)]
    ));
}

/// The invite's QR code is drawn in the worker (its encoder is kept off the page): the answer
/// names the text it draws and reads back whole; a text too long for a QR code gets none.
#[test]
fn the_worker_draws_qr_codes_for_the_page() {
    let mut worker = OnlineWorker::default();
    let link = "https://example.org/touche/en-garde/online/#v1.room.Zoé";
    let answers = worker.handle(&Request::Qr(link.into()).encode());
    let [answer] = &answers[..] else {
        panic!("one answer: {answers:?}");
    };
    assert_eq!(Answer::decode(&answer.encode()).as_ref(), Some(answer));
    let Answer::Qr {
        text,
        drawing: Some(drawing),
    } = answer
    else {
        panic!("a drawing: {answer:?}");
    };
    assert_eq!(text, link);
    assert_eq!(Some(drawing), touche::signal::qr::qr_drawing(link).as_ref());
    let too_long = "x".repeat(5_000);
    assert_eq!(
        worker.handle(&Request::Qr(too_long.clone()).encode()),
        vec![Answer::Qr {
            text: too_long,
            drawing: None
        }]
    );
}
