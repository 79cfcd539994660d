//! The end of a game: who won, the game's own summary, and what to do next.
use crate::core::{Outcome, Seat};
use crate::i18n::table::{result_title, Text};
use crate::i18n::Names;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EndPanelProps {
    pub outcome: Option<Outcome>,
    pub names: Names,
    pub you: Option<Seat>,
    pub on_rematch: Option<Callback<()>>,
    pub on_settings: Option<Callback<()>>,
    /// Leave the finished game (a tournament's bracket).
    #[prop_or_default]
    pub on_continue: Option<Callback<()>>,
    /// The game's summary (public facts only).
    #[prop_or_default]
    pub children: Html,
}

#[function_component(EndPanel)]
pub fn end_panel(props: &EndPanelProps) -> Html {
    let lang = use_lang();
    let title = result_title(props.outcome, &props.names, lang);
    let button = |cb: &Option<Callback<()>>, label: Text, id: &str, primary: bool| {
        cb.clone().map(|cb| {
            html! {
                <button type="button" class={classes!("eg-btn", primary.then_some("primary"))} data-testid={id.to_string()}
                        autofocus={primary} onclick={Callback::from(move |_| cb.emit(()))}>
                    { label.text(lang) }
                </button>
            }
        })
    };
    html! {
        <div class="eg-overlay tb-end" data-testid="game-over">
            <div class="eg-dialog" role="dialog" aria-modal="true" aria-labelledby="game-over-title">
                <h2 id="game-over-title">{ title }</h2>
                { props.children.clone() }
                <div class="eg-dialog-actions">
                    { button(&props.on_continue, Text::Continue, "continue", true) }
                    { button(&props.on_rematch, Text::Rematch, "rematch", true) }
                    { button(&props.on_settings, Text::NewSettings, "new-settings", false) }
                </div>
            </div>
        </div>
    }
}
