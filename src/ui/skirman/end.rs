//! The end of the bout: the winner, the score, and where to go next (Rematch, New game, Home;
//! or Continue back to the tournament).
use super::chain::seat_class;
use crate::core::Seat;
use crate::i18n::skirman_screen::{winner_line, Text};
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EndProps {
    pub winner: Seat,
    pub touches: [u8; 2],
    pub names: [String; 2],
    pub on_continue: Option<Callback<()>>,
    pub on_rematch: Option<Callback<()>>,
    pub on_new_game: Option<Callback<()>>,
}

#[function_component(EndScreen)]
pub fn end_screen(props: &EndProps) -> Html {
    let lang = use_lang();
    let button = |cb: &Option<Callback<()>>, label: Text, id: &str, primary: bool| {
        cb.clone().map(|cb| html! {
            <button type="button" class={classes!("eg-btn", primary.then_some("primary"))} data-testid={id.to_string()}
                    onclick={Callback::from(move |_| cb.emit(()))}>{ label.text(lang) }</button>
        })
    };
    html! {
        <div class="eg-overlay" data-testid="bout-over">
            <div class={classes!("eg-dialog", "sk-end", format!("won-{}", seat_class(props.winner)))}
                 role="dialog" aria-modal="true" aria-labelledby="sk-end-title">
                <h2 id="sk-end-title">{ Text::BoutOver.text(lang) }</h2>
                <p class="sk-end-winner" data-testid="winner">{ winner_line(&props.names[props.winner.index()], props.touches, lang) }</p>
                <div class="sk-end-names"><span class="p1">{ &props.names[0] }</span><span class="p2">{ &props.names[1] }</span></div>
                <p class="sk-end-score" data-testid="final-score">
                    <span class="p1">{ props.touches[0] }</span><span aria-hidden="true">{ "–" }</span><span class="p2">{ props.touches[1] }</span>
                </p>
                <div class="eg-dialog-actions">
                    { for button(&props.on_continue, Text::Continue, "continue", true) }
                    { for button(&props.on_rematch, Text::Rematch, "rematch", true) }
                    { for button(&props.on_new_game, Text::NewGame, "new-game", false) }
                    if props.on_continue.is_none() {
                        <a class="eg-btn" href={Route::Home.href()} data-testid="home">{ Text::Home.text(lang) }</a>
                    }
                </div>
            </div>
        </div>
    }
}
