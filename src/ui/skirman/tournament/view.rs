//! The bracket, round by round: each match with its two slots (a name, a bye, or "to be
//! decided") and its score; the next match to play has the Play button. A bout between two
//! computers is played out at once; one with a human goes to the parent (`on_play_bout`).
use super::bracket::{self, name};
use super::{level_name, BoutRequest};
use crate::bots::skirman::play_computer_bout;
use crate::games::skirman::{Level, Rules};
use crate::i18n::skirman_tournament::{champion_line, count_line, result_line, Text};
use crate::tournament::{Match, MatchRef, ParticipantKind, Tournament};
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

/// Playing the match at a `MatchRef`: two computers play it out at once (its result is shown
/// as the last one, and the tournament goes to `on_change`); a bout with a human goes to the
/// parent. Returns the last result and the Play button's handler.
#[hook]
fn use_bouts(props: &TournamentViewProps) -> (LastResult, Callback<MatchRef>) {
    let last = use_state(|| None as LastResult);
    let shown = *last;
    let (tournament, level) = (props.tournament.clone(), props.level);
    let (on_change, on_play_bout) = (props.on_change.clone(), props.on_play_bout.clone());
    let play = Callback::from(move |at: MatchRef| {
        let (Some(players), Some(request)) = (
            tournament.get(at).and_then(Match::players),
            BoutRequest::of(&tournament, at, level),
        ) else {
            return;
        };
        match request.kinds {
            [ParticipantKind::Computer(a), ParticipantKind::Computer(b)] => {
                let bot_seeds = [fresh_seed(), fresh_seed()];
                let result = play_computer_bout(Rules::new(level), [a, b], fresh_seed(), bot_seeds);
                let mut next = tournament.clone();
                if next.record_bout(at, result.winner, result.touches).is_ok() {
                    let w = result.winner.index();
                    last.set(Some((players[w], players[1 - w], result.touches)));
                    on_change.emit(next);
                }
            }
            _ => on_play_bout.emit(request),
        }
    });
    (shown, play)
}

#[function_component(TournamentView)]
pub fn tournament_view(props: &TournamentViewProps) -> Html {
    let lang = use_lang();
    let t = &props.tournament;
    let (last, play) = use_bouts(props);
    let next = t.next_match();
    let rounds = (0..t.rounds().len()).map(|r| bracket::round(t, r, next, &play, lang));
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
                    <p class="skt-champion-name">{ name(t, champion) }</p>
                    <p>{ champion_line(&name(t, champion), lang) }</p>
                    <button type="button" class="eg-btn primary big" onclick={on_new} data-testid="new-tournament">
                        { Text::NewTournament.text(lang) }
                    </button>
                </div>
            }
            if let Some((w, l, score)) = last {
                <p class="skt-last" role="status" data-testid="last-result">{ result_line(&name(t, w), &name(t, l), score, lang) }</p>
            }
            <h2 class="visually-hidden">{ Text::Bracket.text(lang) }</h2>
            <div class="skt-bracket" data-testid="bracket">{ for rounds }</div>
        </div>
    }
}
