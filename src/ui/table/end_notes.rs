//! Under a finished game's summary: the hints each person used, who resigned, and the game's
//! replay and record.
use crate::i18n::saves::Text as Saves;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EndNotesProps {
    /// The hints each person used, if any was.
    pub hints_used: Option<String>,
    /// Who resigned, in words.
    pub resigned: Option<String>,
    /// Where the game is replayed (a game kept in the history: the newest of it).
    pub replay: Option<String>,
    pub on_download_record: Callback<()>,
}

#[function_component(EndNotes)]
pub fn end_notes(props: &EndNotesProps) -> Html {
    let lang = use_lang();
    let download = props.on_download_record.clone();
    html! {
        <>
            if let Some(line) = props.hints_used.clone() {
                <p class="tb-hints-used" data-testid="hints-used">{ line }</p>
            }
            if let Some(line) = props.resigned.clone() {
                <p class="tb-resigned" data-testid="resigned">{ line }</p>
            }
            <div class="eg-dialog-actions tb-end-more">
                if let Some(href) = props.replay.clone() {
                    <a class="eg-btn" data-testid="replay" {href}>{ Saves::Replay.text(lang) }</a>
                }
                <button type="button" class="eg-btn" data-testid="download-record"
                        onclick={Callback::from(move |_| download.emit(()))}>{ Saves::DownloadRecord.text(lang) }</button>
            </div>
        </>
    }
}
