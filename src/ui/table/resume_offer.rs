//! The game left unfinished on this page, offered to continue (or a new one).
use super::seats::{strength_name, SeatKind, Seats};
use crate::core::Seat;
use crate::games::GameId;
use crate::i18n::saves::{saved_summary, Text as Saves};
use crate::i18n::shell::game_name;
use crate::i18n::table::Text;
use crate::i18n::Lang;
use yew::prelude::*;

/// The offer (a view function, not a component: each component type costs a page about half a
/// kilobyte).
pub struct ResumeOffer {
    pub game: GameId,
    /// Who the saved game is against, in words (`opponent`).
    pub opponent: String,
    /// How many moves were played.
    pub moves: usize,
    pub on_continue: Callback<()>,
    pub on_new: Callback<()>,
}

/// Who a saved game is against: the computer and its strength, or the people's names.
pub fn opponent(seats: &Seats, lang: Lang) -> String {
    match Seat::BOTH.map(|s| seats.kind(s)) {
        [SeatKind::Computer(strength), _] | [_, SeatKind::Computer(strength)] => {
            format!(
                "{} ({})",
                Text::Computer.text(lang),
                strength_name(strength, lang)
            )
        }
        _ => seats.names(lang).names.join(" / "),
    }
}

pub fn resume_offer(props: ResumeOffer, lang: Lang) -> Html {
    let (on_continue, on_new) = (props.on_continue, props.on_new);
    html! {
        <section class="tb-resume eg-setup" data-testid="resume" aria-labelledby="tb-resume-title">
            <h1>{ game_name(props.game, lang) }</h1>
            <h2 id="tb-resume-title">{ Saves::ContinueTitle.text(lang) }</h2>
            <p>{ saved_summary(&props.opponent, props.moves, lang) }</p>
            <div class="eg-dialog-actions">
                <button type="button" class="eg-btn primary big" data-testid="continue-game" data-primary="" autofocus=true
                        onclick={Callback::from(move |_| on_continue.emit(()))}>{ Saves::ContinueGame.text(lang) }</button>
                <button type="button" class="eg-btn" data-testid="new-game"
                        onclick={Callback::from(move |_| on_new.emit(()))}>{ Saves::NewGame.text(lang) }</button>
            </div>
        </section>
    }
}
