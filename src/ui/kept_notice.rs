//! What a page says about a stored value it could not read (`stored::Unreadable`): that nothing
//! is lost, with its download and a way to forget it.
use crate::i18n::saves::Text;
use crate::ui::context::use_lang;
use crate::ui::download::download_text;
use crate::ui::stored::Unreadable;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct KeptNoticeProps {
    /// What could not be read ("Your saved tournament could not be read").
    pub title: AttrValue,
    pub kept: Unreadable,
    /// The download's file name.
    pub file_name: AttrValue,
    /// After the kept copy is forgotten.
    pub on_forget: Callback<()>,
}

#[function_component(KeptNotice)]
pub fn kept_notice(props: &KeptNoticeProps) -> Html {
    let lang = use_lang();
    let on_download = {
        let (file, text) = (props.file_name.clone(), props.kept.text.clone());
        Callback::from(move |_: MouseEvent| {
            download_text(&file, "text/plain", &text);
        })
    };
    let on_forget = {
        let (kept, on_forget) = (props.kept.clone(), props.on_forget.clone());
        Callback::from(move |_: MouseEvent| {
            kept.forget();
            on_forget.emit(());
        })
    };
    let help = if props.kept.moved_aside {
        Text::KeptHelp
    } else {
        Text::KeptInPlaceHelp
    };
    html! {
        <section class="tb-unreadable" role="alert" data-testid="unreadable-stored" data-kept-at={props.kept.kept_at.clone()}>
            <h2>{ props.title.clone() }</h2>
            <p>{ help.text(lang) }</p>
            <div class="eg-dialog-actions">
                <button type="button" class="eg-btn primary" data-testid="download-kept" onclick={on_download}>{ Text::DownloadKept.text(lang) }</button>
                <button type="button" class="eg-btn" data-testid="forget-kept" onclick={on_forget}>{ Text::Dismiss.text(lang) }</button>
            </div>
        </section>
    }
}
