//! Opening a record (a file, or pasted text): the AI worker reads and checks it exactly as
//! `touche replay` does (a page links no JSON reader), so a refusal names the action's index and
//! the rule it breaks; a good record of this game opens in the replay viewer.
use super::ai::{self, AiError, Answer, Request};
use super::TableGame;
use crate::i18n::saves::Text;
use crate::saves::{read_save, Save};
use crate::ui::context::use_lang;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

/// The largest file sent to the worker: a longer one would be refused unread.
const MAX_BYTES: usize = crate::cli::protocol::MAX_REQUEST_BYTES;

/// The section of a game's "your games" page (`FinishedGames`) that opens a record: a hook that
/// gives its view, not a component (each component type costs a page about 0.5 KB gzip).
/// `on_open` gets a good record of this game, to replay.
#[hook]
pub fn use_record_import<G: TableGame>(on_open: Callback<Rc<Save<G>>>) -> Html {
    let lang = use_lang();
    let problem = use_state(|| None::<String>);
    let busy = use_state(|| false);
    let pasted = use_node_ref();
    let open_text = {
        let (problem, busy, on_open) = (problem.clone(), busy.clone(), on_open.clone());
        Rc::new(move |text: String| {
            // A game against a friend online, as its end panel downloads it: joins the list.
            if G::ONLINE_PAGE {
                let records = crate::online::record::read_list(&text).filter(|r| !r.is_empty());
                if let Some(records) = records {
                    let kept = records
                        .into_iter()
                        .all(|record| crate::ui::online::history::keep(G::ID, record).is_ok());
                    let words = match kept {
                        true => crate::i18n::online_end::GamesText::Added,
                        false => crate::i18n::online_end::GamesText::NotKept,
                    };
                    problem.set(Some(words.text(lang).to_string()));
                    return;
                }
            }
            busy.set(true);
            problem.set(None);
            let request = Request::Import {
                game: G::ID,
                lang,
                record: text,
            };
            let (problem, busy, on_open) = (problem.clone(), busy.clone(), on_open.clone());
            // Every request completes (its answer, a refusal, or the worker's failure): the
            // Open button always comes back.
            let ticket = ai::ask(&request, move |answer| {
                busy.set(false);
                let words = match answer {
                    Ok(Answer::Imported { save, .. }) => match read_save::<G>(&save) {
                        Ok(save) => return on_open.emit(Rc::new(save)),
                        Err(e) => crate::i18n::saves::save_error(&e, lang),
                    },
                    Err(AiError::Refused(why)) => why,
                    // No worker, or an answer of another kind (a worker of another build).
                    Ok(_) | Err(AiError::Unavailable) => crate::i18n::table::Text::AiUnavailable
                        .text(lang)
                        .to_string(),
                };
                problem.set(Some(words));
            });
            std::mem::forget(ticket);
        })
    };
    let on_paste_open = {
        let (pasted, open_text) = (pasted.clone(), open_text.clone());
        Callback::from(move |_| {
            if let Some(area) = pasted.cast::<HtmlTextAreaElement>() {
                let text = area.value();
                if !text.trim().is_empty() {
                    open_text(text);
                }
            }
        })
    };
    let on_file = {
        let (open_text, problem) = (open_text.clone(), problem.clone());
        Callback::from(move |e: Event| {
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            else {
                return;
            };
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            if file.size() > MAX_BYTES as f64 {
                problem.set(Some(crate::i18n::table::too_long_to_read(
                    file.size() as u64,
                    MAX_BYTES as u64,
                    lang,
                )));
                return;
            }
            let open_text = open_text.clone();
            yew::platform::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
                if let Some(text) = text.ok().and_then(|t| t.as_string()) {
                    open_text(text);
                }
            });
            input.set_value("");
        })
    };
    html! {
        <section class="tb-import" data-testid="import" aria-labelledby="tb-import-title">
            <h2 id="tb-import-title">{ Text::OpenRecord.text(lang) }</h2>
            <p class="tb-muted">{ match G::ONLINE_PAGE { true => Text::OpenRecordHelpOnline, false => Text::OpenRecordHelp }.text(lang) }</p>
            <label class="eg-btn tb-file">
                { Text::ChooseFile.text(lang) }
                <input type="file" accept=".json,application/json,.txt,text/plain" data-testid="import-file" onchange={on_file} />
            </label>
            <label class="eg-field">
                <span>{ Text::PasteHere.text(lang) }</span>
                <textarea ref={pasted} rows="3" data-testid="import-text" spellcheck="false" />
            </label>
            <button type="button" class="eg-btn" data-testid="import-open" disabled={*busy} onclick={on_paste_open}>{ Text::Open.text(lang) }</button>
            if let Some(why) = (*problem).clone() {
                <p class="eg-refusal" role="alert" data-testid="import-problem">{ why }</p>
            }
        </section>
    }
}
