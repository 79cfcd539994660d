//! Said at once when the browser refuses a save (storage full or off): what was saved before is
//! kept, how to free space, and the download of what is on screen.
use crate::i18n::saves::Text;
use crate::i18n::Lang;
use crate::ui::download::download_text;
use yew::prelude::*;

/// `text`: what could not be saved, offered as `file_name`. A view function, not a component:
/// each component type costs a page about half a kilobyte.
pub fn not_saved_notice(file_name: String, text: String, lang: Lang) -> Html {
    let on_download = {
        let (file, text) = (file_name, text);
        Callback::from(move |_: MouseEvent| {
            download_text(&file, "text/plain", &text);
        })
    };
    html! {
        <section class="tb-unreadable" role="alert" data-testid="not-saved">
            <h2>{ Text::NotSavedTitle.text(lang) }</h2>
            <p>{ Text::NotSavedHelp.text(lang) }</p>
            <div class="eg-dialog-actions">
                <button type="button" class="eg-btn primary" data-testid="download-not-saved" onclick={on_download}>{ Text::DownloadKept.text(lang) }</button>
            </div>
        </section>
    }
}
