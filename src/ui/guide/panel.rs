//! The guide's panel beside the board: at each stage, what to play, the opponent's answers,
//! what the step meant, or the end.
use super::state::Stage;
use crate::games::GameId;
use crate::i18n::walkthrough::{self as words, Text};
use crate::i18n::Lang;
use yew::prelude::*;

/// What the panel holds at a moment of the guide.
pub struct PanelMoment<'a> {
    pub game: GameId,
    pub stage: Stage,
    /// The step shown, and how many there are.
    pub step: usize,
    pub steps: usize,
    /// What the actions of this step did, one line each.
    pub lines: &'a [String],
    pub play_href: &'a str,
}

pub fn guide_panel(
    moment: &PanelMoment<'_>,
    on_next: Callback<MouseEvent>,
    on_restart: Callback<MouseEvent>,
    lang: Lang,
) -> Html {
    let lines = moment.lines.iter().map(|line| html! { <li>{ line }</li> });
    let said = words::step(moment.game, moment.step, lang);
    match moment.stage {
        Stage::Finished => html! {
            <>
                <h2 data-testid="guide-finished">{ Text::Finished.text(lang) }</h2>
                <p data-testid="guide-summary">{ words::summary(moment.game, lang) }</p>
                <div class="eg-dialog-actions">
                    <a class="eg-btn primary big" href={moment.play_href.to_string()} data-testid="guide-play" autofocus=true>{ Text::PlayNow.text(lang) }</a>
                    <button type="button" class="eg-btn" data-testid="guide-restart" onclick={on_restart}>{ Text::Restart.text(lang) }</button>
                </div>
            </>
        },
        Stage::Asking => html! {
            <>
                if moment.step == 0 {
                    <p class="guide-intro" data-testid="guide-intro">{ words::intro(moment.game, lang) }</p>
                }
                <p class="guide-ask" data-testid="guide-ask"><strong>{ said.map_or("", |(ask, _)| ask) }</strong></p>
                <p class="guide-note">{ Text::Highlighted.text(lang) }</p>
            </>
        },
        Stage::Answering(_) => html! {
            <>
                <ul class="guide-log" data-testid="guide-log">{ for lines }</ul>
                <p class="guide-note" data-testid="guide-waiting">{ Text::OpponentPlays.text(lang) }</p>
            </>
        },
        Stage::Explained => html! {
            <>
                <p class="guide-done" data-testid="guide-done">{ said.map_or("", |(_, done)| done) }</p>
                <button type="button" class="eg-btn primary" data-testid="guide-next" autofocus=true onclick={on_next}>
                    { if moment.step + 1 == moment.steps { Text::Finished.text(lang) } else { Text::Next.text(lang) } }
                </button>
                <ul class="guide-log" data-testid="guide-log">{ for lines }</ul>
            </>
        },
    }
}
