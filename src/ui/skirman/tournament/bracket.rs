//! The bracket's rounds as drawn: each match with its two slots (a name, a bye, or "to be
//! decided") and its score, the next one to play with the Play button.
use crate::i18n::skirman_tournament::{round_name, Text};
use crate::i18n::Lang;
use crate::tournament::{Match, MatchRef, Slot, Tournament};
use yew::prelude::*;

/// Round `round` of `t`, its matches paired as they feed the next round.
pub fn round(
    t: &Tournament,
    round: usize,
    next: Option<MatchRef>,
    play: &Callback<MatchRef>,
    lang: Lang,
) -> Html {
    let matches = &t.rounds()[round];
    let cell = |index: usize| match_cell(t, MatchRef { round, index }, next, play, lang);
    let body = if matches.len() == 1 {
        html! { <div class="skt-pair">{ cell(0) }</div> }
    } else {
        html! {
            { for (0..matches.len() / 2).map(|p| html! {
                <div class="skt-pair">
                    { cell(2 * p) }
                    { cell(2 * p + 1) }
                </div>
            }) }
        }
    };
    html! {
        <section class="skt-round" data-testid={format!("round-{round}")} aria-label={round_name(matches.len(), lang)}>
            <h3 class="skt-round-name">{ round_name(matches.len(), lang) }</h3>
            <div class="skt-round-body">{ body }</div>
        </section>
    }
}

fn match_cell(
    t: &Tournament,
    at: MatchRef,
    next: Option<MatchRef>,
    play: &Callback<MatchRef>,
    lang: Lang,
) -> Html {
    let m = &t.rounds()[at.round][at.index];
    let is_next = next == Some(at);
    let onclick = {
        let play = play.clone();
        Callback::from(move |_: MouseEvent| play.emit(at))
    };
    let (round, index) = (at.round, at.index);
    html! {
        <div class={classes!("skt-cell", m.winner.is_some().then_some("decided"))}>
            <div class={classes!("skt-match", m.is_bye().then_some("bye"), is_next.then_some("next"))}
                 data-testid={format!("match-{round}-{index}")}
                 aria-current={is_next.then_some("step")}>
                { slot(t, m, 0, lang) }
                { slot(t, m, 1, lang) }
                if is_next {
                    <button type="button" class="eg-btn primary skt-play" {onclick} data-testid="play-bout">
                        { Text::PlayBout.text(lang) }
                    </button>
                }
            </div>
        </div>
    }
}

/// Slot `s` of match `m`: who (and whether a computer), won or lost, and the score.
fn slot(t: &Tournament, m: &Match, s: usize, lang: Lang) -> Html {
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
            (name(t, i), state, kind)
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
}

/// Participant `i`'s name.
pub fn name(t: &Tournament, i: usize) -> String {
    t.participant(i).map(|p| p.name.clone()).unwrap_or_default()
}
