//! The Skirm'an tournament screen: a set-up form (2–16 fencers, each a human or the computer,
//! and the card level), then the bracket. The bracket lives in `crate::tournament`; this file
//! only draws it and feeds it results.
//!
//! * `TournamentSetup` emits the participants (in seeding order) and the level.
//! * `TournamentView` is controlled: it shows the `tournament` it is given and emits the updated
//!   one through `on_change`. A computer-vs-computer bout is played out at once with
//!   `bots::skirman::play_computer_bout`; a bout with a human is handed to the parent through
//!   `on_play_bout` (the parent opens the bout table, then records the result with
//!   `Tournament::record_bout(at, winner_seat, touches)`, slot 0 sitting in seat one).
//! * `TournamentPage` strings the two together and keeps the state, for a parent that only
//!   wants to open the bout table: it takes the finished bout back through its `result` prop.
use crate::bots::skirman::play_computer_bout;
use crate::core::Seat;
use crate::games::skirman::{Level, Rules};
use crate::i18n::skirman_tournament::{
    champion_line, count_line, default_name, result_line, round_name, saved_line, Text,
};
use crate::i18n::Lang;
use crate::tournament::{
    Match, MatchRef, Participant, ParticipantKind, Slot, Strength, Tournament, MAX_PARTICIPANTS,
    MIN_PARTICIPANTS,
};
use crate::ui::browser::fresh_seed;
use crate::ui::context::use_lang;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// What the parent needs to open the bout table: the match, who sits in seat one and seat two
/// (slot 0, slot 1), their names, and the card level.
#[derive(Clone, Debug, PartialEq)]
pub struct BoutRequest {
    pub at: MatchRef,
    pub kinds: [ParticipantKind; 2],
    pub names: [String; 2],
    pub level: Level,
}

/// A finished bout, as the bout table reports it: the winning seat and `[seat one, seat two]`
/// touches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoutReport {
    pub at: MatchRef,
    pub winner: Seat,
    pub touches: [u8; 2],
}

fn kind_value(kind: ParticipantKind) -> &'static str {
    match kind {
        ParticipantKind::Human => "human",
        ParticipantKind::Computer(Strength::Beginner) => "beginner",
        ParticipantKind::Computer(Strength::Fair) => "fair",
    }
}

fn kind_from_value(value: &str) -> ParticipantKind {
    match value {
        "beginner" => ParticipantKind::Computer(Strength::Beginner),
        "fair" => ParticipantKind::Computer(Strength::Fair),
        _ => ParticipantKind::Human,
    }
}

fn kind_label(kind: ParticipantKind) -> Text {
    match kind {
        ParticipantKind::Human => Text::KindHuman,
        ParticipantKind::Computer(Strength::Beginner) => Text::KindBeginner,
        ParticipantKind::Computer(Strength::Fair) => Text::KindFair,
    }
}

fn level_name(level: Level) -> Text {
    match level {
        Level::Initiation => Text::LevelInitiation,
        Level::Entrainement => Text::LevelEntrainement,
        Level::Competition => Text::LevelCompetition,
    }
}

/// The form's starting rows: you, then three computers.
fn initial_rows(lang: Lang) -> Vec<Participant> {
    (1..=4)
        .map(|n| {
            let kind = match n {
                1 => ParticipantKind::Human,
                2 => ParticipantKind::Computer(Strength::Beginner),
                _ => ParticipantKind::Computer(Strength::Fair),
            };
            Participant::new(default_name(n, lang), kind)
        })
        .collect()
}

#[derive(Properties, PartialEq)]
pub struct TournamentSetupProps {
    /// The participants in seeding order (the first gets the first bye) and the card level.
    pub on_start: Callback<(Vec<Participant>, Level)>,
    #[prop_or_default]
    pub initial: Option<(Vec<Participant>, Level)>,
}

#[function_component(TournamentSetup)]
pub fn tournament_setup(props: &TournamentSetupProps) -> Html {
    let lang = use_lang();
    let rows = {
        let initial = props.initial.clone();
        use_state(move || initial.map(|i| i.0).unwrap_or_else(|| initial_rows(lang)))
    };
    let level = {
        let initial = props.initial.as_ref().map(|i| i.1);
        use_state(move || initial.unwrap_or(Level::Initiation))
    };
    // Untouched default names ("Fencer 2") follow the site's language.
    {
        let rows = rows.clone();
        use_effect_with(lang, move |&lang| {
            let renamed: Vec<Participant> = rows
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let mut p = p.clone();
                    if Lang::ALL.iter().any(|&l| p.name == default_name(i + 1, l)) {
                        p.name = default_name(i + 1, lang);
                    }
                    p
                })
                .collect();
            if renamed != *rows {
                rows.set(renamed);
            }
        });
    }
    let missing_name = use_state(|| false);
    let n = rows.len();

    let edit = |i: usize, f: fn(&mut Participant, String)| {
        let rows = rows.clone();
        move |value: String| {
            let mut next = (*rows).clone();
            if let Some(p) = next.get_mut(i) {
                f(p, value);
            }
            rows.set(next);
        }
    };
    let add = {
        let rows = rows.clone();
        Callback::from(move |_: MouseEvent| {
            if rows.len() < MAX_PARTICIPANTS {
                let mut next = (*rows).clone();
                next.push(Participant::new(
                    default_name(next.len() + 1, lang),
                    ParticipantKind::Computer(Strength::Fair),
                ));
                rows.set(next);
            }
        })
    };
    let on_level = {
        let level = level.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            level.set(
                Level::ALL
                    .into_iter()
                    .find(|l| l.slug() == value)
                    .unwrap_or(Level::Initiation),
            );
        })
    };
    let start = {
        let (rows, level, missing_name) = (rows.clone(), level.clone(), missing_name.clone());
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let participants: Vec<Participant> = rows
                .iter()
                .map(|p| Participant::new(p.name.trim(), p.kind))
                .collect();
            if participants.iter().any(|p| p.name.is_empty()) {
                missing_name.set(true);
                return;
            }
            missing_name.set(false);
            on_start.emit((participants, *level));
        })
    };

    let row = |i: usize, p: &Participant| {
        let on_name = {
            let set = edit(i, |p, v| p.name = v);
            Callback::from(move |e: InputEvent| {
                set(e.target_unchecked_into::<HtmlInputElement>().value())
            })
        };
        let on_kind = {
            let set = edit(i, |p, v| p.kind = kind_from_value(&v));
            Callback::from(move |e: Event| {
                set(e.target_unchecked_into::<HtmlSelectElement>().value())
            })
        };
        let remove = {
            let rows = rows.clone();
            Callback::from(move |_: MouseEvent| {
                if rows.len() > MIN_PARTICIPANTS {
                    let mut next = (*rows).clone();
                    next.remove(i);
                    rows.set(next);
                }
            })
        };
        let option = |kind: ParticipantKind| {
            html! {
                <option value={kind_value(kind)} selected={p.kind == kind}>{ kind_label(kind).text(lang) }</option>
            }
        };
        let seed = (i + 1).to_string();
        html! {
            <li class="skt-row" data-testid={format!("participant-{i}")}>
                <span class="skt-seed" aria-hidden="true">{ seed }</span>
                <input type="text" maxlength="24" value={p.name.clone()} oninput={on_name}
                       aria-label={format!("{} {}", Text::NameLabel.text(lang), i + 1)}
                       data-testid={format!("participant-name-{i}")} />
                <select onchange={on_kind} aria-label={format!("{} {}", Text::KindLabel.text(lang), i + 1)}
                        data-testid={format!("participant-kind-{i}")}>
                    { option(ParticipantKind::Human) }
                    { option(ParticipantKind::Computer(Strength::Beginner)) }
                    { option(ParticipantKind::Computer(Strength::Fair)) }
                </select>
                <button type="button" class="skt-remove" onclick={remove} disabled={n <= MIN_PARTICIPANTS}
                        aria-label={format!("{} {}", Text::Remove.text(lang), p.name)} title={Text::Remove.text(lang)}
                        data-testid={format!("participant-remove-{i}")}>{ "✕" }</button>
            </li>
        }
    };
    let byes = n.next_power_of_two() - n;

    html! {
        <form class="eg-setup skt-setup" data-testid="tournament-setup" onsubmit={start}>
            <h1>{ Text::Title.text(lang) }<span class="eg-by">{ Text::Subtitle.text(lang) }</span></h1>
            <fieldset>
                <legend>{ Text::ParticipantsLegend.text(lang) }</legend>
                <p class="skt-hint">{ Text::ParticipantsHint.text(lang) }</p>
                <ol class="skt-rows">
                    { for rows.iter().enumerate().map(|(i, p)| row(i, p)) }
                </ol>
                <p class="skt-hint" data-testid="participant-count">{ count_line(n, byes, lang) }</p>
                <button type="button" class="eg-btn skt-add" onclick={add} disabled={n >= MAX_PARTICIPANTS}
                        data-testid="participant-add">{ Text::AddParticipant.text(lang) }</button>
                <label class="eg-field skt-level">
                    <span>{ Text::LevelLabel.text(lang) }</span>
                    <select onchange={on_level} data-testid="tournament-level">
                        { for Level::ALL.into_iter().map(|l| html! {
                            <option value={l.slug()} selected={*level == l}>{ level_name(l).text(lang) }</option>
                        }) }
                    </select>
                </label>
            </fieldset>
            if *missing_name {
                <p class="skt-error" role="alert">{ Text::NameMissing.text(lang) }</p>
            }
            <div class="eg-setup-actions">
                <button type="submit" class="eg-btn primary big" data-testid="tournament-start">{ Text::Start.text(lang) }</button>
            </div>
        </form>
    }
}

#[derive(Properties, PartialEq)]
pub struct TournamentViewProps {
    pub tournament: Tournament,
    pub level: Level,
    /// The tournament after a computer bout was played out.
    pub on_change: Callback<Tournament>,
    /// A bout with a human in it: open the bout table, then record its result.
    pub on_play_bout: Callback<BoutRequest>,
    /// "New tournament", once there is a champion.
    pub on_new: Callback<()>,
}

/// The last result shown above the bracket: winner, loser, score in slot order.
type LastResult = Option<(usize, usize, [u8; 2])>;

#[function_component(TournamentView)]
pub fn tournament_view(props: &TournamentViewProps) -> Html {
    let lang = use_lang();
    let t = &props.tournament;
    let last = use_state(|| None as LastResult);
    let next = t.next_match();
    let name = |i: usize| t.participant(i).map(|p| p.name.clone()).unwrap_or_default();

    let play = {
        let (tournament, level, last) = (t.clone(), props.level, last.clone());
        let (on_change, on_play_bout) = (props.on_change.clone(), props.on_play_bout.clone());
        Callback::from(move |at: MatchRef| {
            let Some(players) = tournament.get(at).and_then(Match::players) else {
                return;
            };
            let kinds = players.map(|i| tournament.participants()[i].kind);
            match kinds {
                [ParticipantKind::Computer(a), ParticipantKind::Computer(b)] => {
                    let result = play_computer_bout(Rules::new(level), [a, b], fresh_seed());
                    let mut next = tournament.clone();
                    if next.record_bout(at, result.winner, result.touches).is_ok() {
                        let w = result.winner.index();
                        last.set(Some((players[w], players[1 - w], result.touches)));
                        on_change.emit(next);
                    }
                }
                _ => on_play_bout.emit(BoutRequest {
                    at,
                    kinds,
                    names: players.map(|i| tournament.participants()[i].name.clone()),
                    level,
                }),
            }
        })
    };

    let slot_html = |m: &Match, s: usize| {
        let seat = if s == 0 { "seat-one" } else { "seat-two" };
        let (label, state, kind) = match m.slots[s] {
            Slot::Player(i) => {
                let state = match m.winner {
                    Some(w) if w == i => Some("won"),
                    Some(_) => Some("lost"),
                    None => None,
                };
                let kind = t
                    .participant(i)
                    .filter(|p| !p.kind.is_human())
                    .map(|_| Text::Computer.text(lang));
                (name(i), state, kind)
            }
            Slot::Bye => (Text::Bye.text(lang).to_string(), Some("bye"), None),
            Slot::Awaiting => (
                Text::ToBeDecided.text(lang).to_string(),
                Some("empty"),
                None,
            ),
        };
        // A bye's opponent goes through without a "won" mark.
        let state = if m.is_bye() && state == Some("won") {
            None
        } else {
            state
        };
        html! {
            <div class={classes!("skt-slot", seat, state)} data-testid={format!("slot-{s}")}>
                <span class="skt-name">
                    <span class="skt-who">{ label }</span>
                    if let Some(k) = kind { <span class="skt-kind">{ k }</span> }
                </span>
                <span class="skt-score">{ m.score.map(|sc| sc[s].to_string()).unwrap_or_default() }</span>
            </div>
        }
    };

    let match_html = |round: usize, index: usize, m: &Match| {
        let at = MatchRef { round, index };
        let is_next = next == Some(at);
        let onclick = {
            let play = play.clone();
            Callback::from(move |_: MouseEvent| play.emit(at))
        };
        html! {
            <div class={classes!("skt-cell", m.winner.is_some().then_some("decided"))}>
                <div class={classes!("skt-match", m.is_bye().then_some("bye"), is_next.then_some("next"))}
                     data-testid={format!("match-{round}-{index}")}
                     aria-current={is_next.then_some("step")}>
                    { slot_html(m, 0) }
                    { slot_html(m, 1) }
                    if is_next {
                        <button type="button" class="eg-btn primary skt-play" {onclick} data-testid="play-bout">
                            { Text::PlayBout.text(lang) }
                        </button>
                    }
                </div>
            </div>
        }
    };

    let rounds = t.rounds().iter().enumerate().map(|(r, matches)| {
        let body = if matches.len() == 1 {
            html! { <div class="skt-pair">{ match_html(r, 0, &matches[0]) }</div> }
        } else {
            html! {
                { for matches.chunks(2).enumerate().map(|(p, pair)| html! {
                    <div class="skt-pair">
                        { match_html(r, 2 * p, &pair[0]) }
                        { match_html(r, 2 * p + 1, &pair[1]) }
                    </div>
                }) }
            }
        };
        html! {
            <section class="skt-round" data-testid={format!("round-{r}")} aria-label={round_name(matches.len(), lang)}>
                <h3 class="skt-round-name">{ round_name(matches.len(), lang) }</h3>
                <div class="skt-round-body">{ body }</div>
            </section>
        }
    });

    let on_new = {
        let on_new = props.on_new.clone();
        Callback::from(move |_: MouseEvent| on_new.emit(()))
    };

    html! {
        <div class="skt-view" data-testid="tournament-view">
            <header class="skt-head">
                <h1>{ Text::Title.text(lang) }</h1>
                <span class="skt-hint">
                    { format!("{} · {}", level_name(props.level).text(lang),
                              count_line(t.participants().len(), t.bye_count(), lang)) }
                </span>
            </header>
            if let Some(champion) = t.champion() {
                <div class="skt-champion" role="status" data-testid="champion">
                    <span class="skt-champion-label">{ Text::Champion.text(lang) }</span>
                    <p class="skt-champion-name">{ name(champion) }</p>
                    <p>{ champion_line(&name(champion), lang) }</p>
                    <button type="button" class="eg-btn primary big" onclick={on_new} data-testid="new-tournament">
                        { Text::NewTournament.text(lang) }
                    </button>
                </div>
            }
            if let Some((w, l, score)) = *last {
                <p class="skt-last" role="status" data-testid="last-result">{ result_line(&name(w), &name(l), score, lang) }</p>
            }
            <h2 class="visually-hidden">{ Text::Bracket.text(lang) }</h2>
            <div class="skt-bracket" data-testid="bracket">{ for rounds }</div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct TournamentPageProps {
    /// A bout with a human in it: open the bout table for it.
    pub on_play_bout: Callback<BoutRequest>,
    /// The bout the parent finished last (recorded once; a repeat is ignored).
    #[prop_or_default]
    pub result: Option<BoutReport>,
    /// Keep the tournament in `localStorage` (`STORAGE_KEY`) and, on mount, offer to resume or
    /// discard a saved one. The app's route sets it; tests that mount the page leave it off.
    #[prop_or_default]
    pub persist: bool,
}

/// Where the running tournament is saved between visits.
pub const STORAGE_KEY: &str = "touche.skirman.tournament";

#[derive(Clone, PartialEq)]
struct Running {
    tournament: Tournament,
    level: Level,
}

impl Running {
    /// The saved form: the level's slug on the first line, then `Tournament::to_text`.
    fn to_text(&self) -> String {
        format!("{}\n{}", self.level.slug(), self.tournament.to_text())
    }

    fn from_text(text: &str) -> Option<Running> {
        let (level, tournament) = text.split_once('\n')?;
        Some(Running {
            level: Level::ALL.into_iter().find(|l| l.slug() == level)?,
            tournament: Tournament::from_text(tournament)?,
        })
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

fn load_saved() -> Option<Running> {
    Running::from_text(&storage()?.get_item(STORAGE_KEY).ok().flatten()?)
}

fn save(running: Option<&Running>) {
    let Some(s) = storage() else { return };
    let _ = match running {
        Some(running) => s.set_item(STORAGE_KEY, &running.to_text()),
        None => s.remove_item(STORAGE_KEY),
    };
}

/// Set-up, then the bracket, keeping the tournament between bouts (and, with `persist`, between
/// visits).
#[function_component(TournamentPage)]
pub fn tournament_page(props: &TournamentPageProps) -> Html {
    let lang = use_lang();
    let running = use_state(|| None::<Running>);
    let last_setup = use_state(|| None::<(Vec<Participant>, Level)>);
    // A tournament saved by an earlier visit, waiting for "resume" or "discard".
    let saved = {
        let persist = props.persist;
        use_state(move || if persist { load_saved() } else { None })
    };
    {
        let persist = props.persist && saved.is_none();
        use_effect_with(((*running).clone(), persist), move |(running, persist)| {
            if *persist {
                save(running.as_ref());
            }
        });
    }
    {
        let running = running.clone();
        use_effect_with(props.result, move |result| {
            if let (Some(report), Some(r)) = (result, (*running).clone()) {
                let mut tournament = r.tournament;
                if tournament
                    .record_bout(report.at, report.winner, report.touches)
                    .is_ok()
                {
                    running.set(Some(Running {
                        tournament,
                        level: r.level,
                    }));
                }
            }
        });
    }
    if let Some(waiting) = (*saved).clone() {
        let played = waiting
            .tournament
            .rounds()
            .iter()
            .flatten()
            .filter(|m| m.is_played() && !m.is_bye())
            .count();
        let resume = {
            let (running, saved) = (running.clone(), saved.clone());
            Callback::from(move |_: MouseEvent| {
                running.set(Some(waiting.clone()));
                saved.set(None);
            })
        };
        let discard = {
            let saved = saved.clone();
            Callback::from(move |_: MouseEvent| {
                save(None);
                saved.set(None);
            })
        };
        let summary = (*saved).as_ref().map(|w| {
            saved_line(
                w.tournament.participants().len(),
                level_name(w.level).text(lang),
                played,
                lang,
            )
        });
        return html! {
            <section class="skt" data-testid="tournament">
                <div class="skt-saved" data-testid="tournament-saved" role="region" aria-labelledby="skt-saved-title">
                    <h2 id="skt-saved-title">{ Text::SavedTitle.text(lang) }</h2>
                    <p class="skt-saved-summary">{ summary }</p>
                    <p class="skt-saved-hint">{ Text::SavedHint.text(lang) }</p>
                    <div class="skt-saved-actions">
                        <button type="button" class="eg-btn primary" data-testid="tournament-resume" onclick={resume}>{ Text::Resume.text(lang) }</button>
                        <button type="button" class="eg-btn" data-testid="tournament-discard" onclick={discard}>{ Text::Discard.text(lang) }</button>
                    </div>
                </div>
            </section>
        };
    }
    let body = match &*running {
        None => {
            let on_start = {
                let (running, last_setup) = (running.clone(), last_setup.clone());
                Callback::from(move |(participants, level): (Vec<Participant>, Level)| {
                    if let Ok(tournament) = Tournament::new(participants.clone()) {
                        last_setup.set(Some((participants, level)));
                        running.set(Some(Running { tournament, level }));
                    }
                })
            };
            html! { <TournamentSetup {on_start} initial={(*last_setup).clone()} /> }
        }
        Some(r) => {
            let on_change = {
                let (running, level) = (running.clone(), r.level);
                Callback::from(move |tournament| running.set(Some(Running { tournament, level })))
            };
            let on_new = {
                let running = running.clone();
                Callback::from(move |_| running.set(None))
            };
            html! {
                <TournamentView tournament={r.tournament.clone()} level={r.level} {on_change}
                                on_play_bout={props.on_play_bout.clone()} {on_new} />
            }
        }
    };
    html! { <section class="skt" data-testid="tournament">{ body }</section> }
}
