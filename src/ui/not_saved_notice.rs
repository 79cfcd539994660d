//! Said at once when the browser refuses a save (storage full or off): what was saved before is
//! kept, how to free space, and the download of what is on screen.
use crate::i18n::saves::Text;
use crate::ui::context::use_lang;
use crate::ui::download::download_text;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NotSavedNoticeProps {
    pub file_name: AttrValue,
    /// What could not be saved, as its download.
    pub text: AttrValue,
}

#[function_component(NotSavedNotice)]
pub fn not_saved_notice(props: &NotSavedNoticeProps) -> Html {
    let lang = use_lang();
    let on_download = {
        let (file, text) = (props.file_name.clone(), props.text.clone());
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
