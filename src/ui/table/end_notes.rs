//! Under a finished game's summary: the hints each person used, who resigned, and the game's
//! replay and record. A view function (each component type costs a page about half a kilobyte).
use crate::i18n::saves::Text as Saves;
use crate::i18n::Lang;
use yew::prelude::*;

/// What the end panel notes under the summary.
pub struct EndNotes {
    /// The hints each person used, if any was.
    pub hints_used: Option<String>,
    /// Who resigned, in words.
    pub resigned: Option<String>,
    /// Where the game is replayed (a game kept in the history: the newest of it).
    pub replay: Option<String>,
    pub on_download_record: Callback<()>,
}

pub fn end_notes(notes: EndNotes, lang: Lang) -> Html {
    let download = notes.on_download_record;
    html! {
        <>
            if let Some(line) = notes.hints_used {
                <p class="tb-hints-used" data-testid="hints-used">{ line }</p>
            }
            if let Some(line) = notes.resigned {
                <p class="tb-resigned" data-testid="resigned">{ line }</p>
            }
            <div class="eg-dialog-actions tb-end-more">
                if let Some(href) = notes.replay {
                    <a class="eg-btn" data-testid="replay" {href}>{ Saves::Replay.text(lang) }</a>
                }
                <button type="button" class="eg-btn" data-testid="download-record"
                        onclick={Callback::from(move |_| download.emit(()))}>{ Saves::DownloadRecord.text(lang) }</button>
            </div>
        </>
    }
}
