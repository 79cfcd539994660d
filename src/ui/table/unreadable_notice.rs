//! A save this page could not read: why, with the save to download (nothing is lost) or to
//! dismiss.
use crate::games::GameId;
use crate::i18n::saves::{save_error, Text as Saves};
use crate::i18n::Lang;
use crate::ui::download::download_text;
use crate::ui::table::saved::Kept;
use yew::prelude::*;

/// The notice (a view function, not a component: each component type costs a page about half a
/// kilobyte).
pub struct UnreadableNotice {
    pub game: GameId,
    /// The save as it was found, and why it could not be read.
    pub kept: Kept,
    pub on_dismiss: Callback<()>,
}

pub fn unreadable_notice(props: UnreadableNotice, lang: Lang) -> Html {
    let on_download = {
        let file = format!("touche-{}-saved-game.txt", props.game.slug());
        let text = props.kept.kept.text.clone();
        Callback::from(move |_| {
            download_text(&file, "text/plain", &text);
        })
    };
    let on_dismiss = props.on_dismiss;
    html! {
        <section class="tb-unreadable" role="alert" data-testid="unreadable-save">
            <h2>{ Saves::UnreadableTitle.text(lang) }</h2>
            if let Some(error) = &props.kept.error {
                <p>{ sentence(save_error(error, lang)) }</p>
            }
            <p>{ if props.kept.kept.moved_aside { Saves::UnreadableHelp.text(lang) } else { Saves::KeptInPlaceHelp.text(lang) } }</p>
            <div class="eg-dialog-actions">
                <button type="button" class="eg-btn primary" data-testid="download-save" onclick={on_download}>{ Saves::DownloadSave.text(lang) }</button>
                <button type="button" class="eg-btn" data-testid="forget-save"
                        onclick={Callback::from(move |_| on_dismiss.emit(()))}>{ Saves::Dismiss.text(lang) }</button>
            </div>
        </section>
    }
}

/// The reason as a sentence of its own: its first letter a capital. ASCII only, on purpose:
/// every reason starts with one, and `char::to_uppercase` links Unicode's case tables (7 KB gzip
/// on a game page).
fn sentence(mut reason: String) -> String {
    if let Some(first) = reason.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    reason
}
