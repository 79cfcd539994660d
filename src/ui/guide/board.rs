//! The game's own board in the guide: live while a step is asked (what to play outlined, a
//! refusal in words), its public board once the guide is over (with how the game was scored
//! when the script plays it to its end).
use super::state::{GuideState, Refused, Stage};
use super::Guided;
use crate::i18n::walkthrough::{self as words, Text};
use crate::i18n::{Lang, Names};
use crate::ui::table::{BoardProps, PublicProps, Seats};

/// The board for `state`, seen by the learner sitting at `seats` under `names`.
pub fn guide_board<G: Guided>(
    state: &GuideState<G>,
    seats: &Seats,
    names: Names,
    lang: Lang,
    on_play: yew::Callback<G::Action>,
) -> yew::Html {
    let game = state.walk.game();
    let stage = state.stage();
    let events: Vec<G::Event> = state
        .played
        .last()
        .map(|(_, events)| events.clone())
        .unwrap_or_default();
    if stage == Stage::Finished {
        let props = PublicProps::<G> {
            public: game.public(),
            before: None,
            events,
            names,
        };
        return yew::html! {
            <>
                if game.outcome().is_some() { { G::end_summary(&props) } }
                { G::public_board(&props) }
            </>
        };
    }
    let refusal = state.refused.as_ref().map(|refused| match refused {
        Refused::Rule(error) => G::explain(error, lang),
        Refused::OtherStep => format!(
            "{} {}",
            Text::NotThisStep.text(lang),
            words::step(G::ID, state.step, lang).map_or("", |(ask, _)| ask)
        ),
    });
    let hint = match stage {
        Stage::Asking => state
            .walk
            .asking()
            .and_then(|(_, step)| step.expected())
            .cloned(),
        _ => None,
    };
    G::board(&BoardProps::<G> {
        view: game.view(state.walk.learner()),
        names,
        seats: seats.clone(),
        on_play,
        refusal,
        last: state.last.clone(),
        events,
        turn: state.turn,
        thinking: matches!(stage, Stage::Answering(_)),
        hint,
    })
}
