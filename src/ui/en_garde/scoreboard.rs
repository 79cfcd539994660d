//! Round, rule set, both scores as scoring-machine lights, distance, pile and top discard.
use crate::core::Seat;
use crate::games::en_garde::View;
use crate::i18n::en_garde::Names;
use crate::i18n::en_garde::{rule_set_name, Text};
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScoreboardProps {
    pub view: View,
    pub names: Names,
    /// Which seat just scored (lights up).
    pub scored: Option<Seat>,
    /// Whose decision it is (marked on that player's light).
    pub turn: Option<Seat>,
}

#[function_component(Scoreboard)]
pub fn scoreboard(props: &ScoreboardProps) -> Html {
    let lang = use_lang();
    let view = &props.view;
    let target = view.options.target_score;
    let light = |seat: Seat| {
        let score = view.score[seat.index()];
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
    let discard = view
        .top_discard
        .map(|c| c.to_string())
        .unwrap_or_else(|| Text::NoDiscard.text(lang).into());
    html! {
        <header class="eg-scoreboard" data-testid="scoreboard">
            { light(Seat::One) }
            <div class="eg-facts">
                <div class="eg-round">
                    <strong>{ format!("{} {}", Text::Round.text(lang), view.round) }</strong>
                    <span class="eg-ruleset">{ rule_set_name(view.rules, lang) }</span>
                </div>
                <dl class="eg-stats">
                    <div><dt>{ Text::Distance.text(lang) }</dt><dd data-testid="distance">{ view.distance() }</dd></div>
                    <div><dt>{ Text::DrawPile.text(lang) }</dt><dd data-testid="pile-count">{ view.pile_count }</dd></div>
                    <div><dt>{ Text::TopDiscard.text(lang) }</dt><dd data-testid="top-discard">{ discard }</dd></div>
                </dl>
            </div>
            { light(Seat::Two) }
        </header>
    }
}
