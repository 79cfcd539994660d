//! Play stops for everyone to read something public (a round's report) before going on.
use crate::i18n::table::Text;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PauseScreenProps {
    pub on_continue: Callback<()>,
    /// What the game shows meanwhile (`TableGame::pause`: public facts only).
    pub children: Html,
}

#[function_component(PauseScreen)]
pub fn pause_screen(props: &PauseScreenProps) -> Html {
    let lang = use_lang();
    let on_continue = props.on_continue.clone();
    html! {
        <div class="eg-overlay tb-pause" data-testid="pause">
            <div class="eg-dialog" role="dialog" aria-modal="true" aria-label={Text::PauseTitle.text(lang)}>
                { props.children.clone() }
                <button type="button" class="eg-btn primary" data-testid="pause-continue"
                        onclick={Callback::from(move |_| on_continue.emit(()))} autofocus=true>
                    { Text::Continue.text(lang) }
                </button>
            </div>
        </div>
    }
}
