//! Round, rule set, both scores as scoring-machine lights, distance, pile and top discard.
use crate::core::Seat;
use crate::games::en_garde::Public;
use crate::i18n::en_garde::Names;
use crate::i18n::en_garde::{round_heading, rule_set_name, Text};
use crate::i18n::Lang;
use yew::prelude::*;

pub struct ScoreboardProps {
    /// Public facts only: the scoreboard is the same for both seats and behind a hand-off.
    pub public: Public,
    pub names: Names,
    /// Which seat just scored (lights up).
    pub scored: Option<Seat>,
    /// Whose decision it is (marked on that player's light).
    pub turn: Option<Seat>,
}

/// A view function of the board's, not a component (a component type costs its page 0.5 KB).
pub fn scoreboard(props: &ScoreboardProps, lang: Lang) -> Html {
    let public = &props.public;
    let target = public.options.target_score;
    let light = |seat: Seat| {
        let score = public.score[seat.index()];
        let pips = (0..target).map(|i| {
            html! { <span class={classes!("eg-pip", (i < score).then_some("on"))} aria-hidden="true"></span> }
        });
        let side = if seat == Seat::One { "one" } else { "two" };
        let lit = (props.scored == Some(seat)).then_some("lit");
        let active = props.turn == Some(seat);
        html! {
            <div class={classes!("eg-light", format!("eg-light-{side}"), lit, active.then_some("active"))}
                 data-testid={format!("score-{side}")}>
                <span class="eg-light-lamp" aria-hidden="true">
                    { if seat == Seat::One { "●" } else { "◆" } }
                </span>
                <span class="eg-light-name">{ &props.names.of(seat) }</span>
                <span class="eg-light-score" aria-label={format!("{} {}", Text::Score.text(lang), score)}>{ score }</span>
                <span class="eg-pips">{ for pips }</span>
                if active {
                    <span class="eg-to-play" data-testid="to-play">{ Text::ToPlay.text(lang) }</span>
                }
            </div>
        }
    };
    let discard = public
        .top_discard
        .map(|c| c.to_string())
        .unwrap_or_else(|| Text::NoDiscard.text(lang).into());
    html! {
        <header class="eg-scoreboard" data-testid="scoreboard">
            { light(Seat::One) }
            <div class="eg-facts">
                <div class="eg-round">
                    <strong>{ round_heading(public.round, lang) }</strong>
                    <span class="eg-ruleset">{ rule_set_name(public.rules, lang) }</span>
                </div>
                <dl class="eg-stats">
                    <div><dt>{ Text::Distance.text(lang) }</dt><dd data-testid="distance">{ public.distance() }</dd></div>
                    <div><dt>{ Text::DrawPile.text(lang) }</dt><dd data-testid="pile-count">{ public.pile_count }</dd></div>
                    <div><dt>{ Text::TopDiscard.text(lang) }</dt><dd data-testid="top-discard">{ discard }</dd></div>
                </dl>
            </div>
            { light(Seat::Two) }
        </header>
    }
}
