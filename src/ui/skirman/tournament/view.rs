//! The bracket, round by round: each match with its two slots (a name, a bye, or "to be
//! decided") and its score; the next match to play has the Play button. A bout between two
//! computers is played out at once; one with a human goes to the parent (`on_play_bout`).
use super::{level_name, BoutRequest};
use crate::bots::skirman::play_computer_bout;
use crate::games::skirman::{Level, Rules};
use crate::i18n::skirman_tournament::{champion_line, count_line, result_line, round_name, Text};
use crate::tournament::{Match, MatchRef, ParticipantKind, Slot, Tournament};
use crate::ui::browser::fresh_seed;
use crate::ui::context::use_lang;
use yew::prelude::*;

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
            let (Some(players), Some(request)) = (
                tournament.get(at).and_then(Match::players),
                BoutRequest::of(&tournament, at, level),
            ) else {
                return;
            };
            match request.kinds {
                [ParticipantKind::Computer(a), ParticipantKind::Computer(b)] => {
                    let bot_seeds = [fresh_seed(), fresh_seed()];
                    let result =
                        play_computer_bout(Rules::new(level), [a, b], fresh_seed(), bot_seeds);
                    let mut next = tournament.clone();
                    if next.record_bout(at, result.winner, result.touches).is_ok() {
                        let w = result.winner.index();
                        last.set(Some((players[w], players[1 - w], result.touches)));
                        on_change.emit(next);
                    }
                }
                _ => on_play_bout.emit(request),
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
