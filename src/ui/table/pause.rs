//! Play stops for everyone to read something public (a round's report) before going on.
//! A view function, not a component: each component type costs a page about half a kilobyte.
use crate::i18n::table::Text;
use crate::i18n::Lang;
use yew::prelude::*;

/// `content`: what the game shows meanwhile (`TableGame::pause`: public facts only).
pub fn pause_screen(content: Html, on_continue: Callback<()>, lang: Lang) -> Html {
    html! {
        <div class="eg-overlay tb-pause" data-testid="pause">
            <div class="eg-dialog" role="dialog" aria-modal="true" aria-label={Text::PauseTitle.text(lang)}>
                { content }
                <button type="button" class="eg-btn primary" data-testid="pause-continue"
                        onclick={Callback::from(move |_| on_continue.emit(()))} autofocus=true>
                    { Text::Continue.text(lang) }
                </button>
            </div>
        </div>
    }
}
