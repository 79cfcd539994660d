//! The game's log: one line per thing that happened, newest last, built from public facts.
use super::state::LogEntry;
use super::TableGame;
use crate::i18n::table::Text;
use crate::i18n::{Lang, Names};
use crate::ui::context::use_lang;
use std::rc::Rc;
use yew::prelude::*;

/// One line of the log and, for a heading or a key moment, its CSS class.
#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    pub text: String,
    pub class: Option<&'static str>,
}

/// The CSS class of each `LineKind`, in its order.
const CLASSES: [Option<&str>; 3] = [None, Some("tb-log-round"), Some("tb-log-key")];

/// One event in words, with its line's class.
pub fn log_line<G: TableGame>(event: &G::Event, names: &Names, lang: Lang) -> LogLine {
    LogLine {
        text: G::event_text(event, names, lang),
        class: CLASSES[G::event_kind(event) as usize],
    }
}

/// Every event of the game, in words.
pub fn log_lines<G: TableGame>(
    log: &[LogEntry<G::Event>],
    names: &Names,
    lang: Lang,
) -> Vec<LogLine> {
    log.iter()
        .flat_map(|entry| entry.events.iter().map(|e| log_line::<G>(e, names, lang)))
        .collect()
}

/// What the last action did, in words (told once to screen readers).
pub fn last_action_text<G: TableGame>(
    log: &[LogEntry<G::Event>],
    names: &Names,
    lang: Lang,
) -> String {
    let mut said = String::new();
    for event in log.last().map_or(&[][..], |entry| &entry.events) {
        if !said.is_empty() {
            said.push(' ');
        }
        said.push_str(&G::event_text(event, names, lang));
    }
    said
}

#[derive(Properties)]
pub struct TableLogProps {
    /// Made once per change of the log (the same lines are the same `Rc`).
    pub lines: Rc<Vec<LogLine>>,
    /// The play area in words (`TableGame::describe`), under the log.
    pub describe: String,
}

impl PartialEq for TableLogProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.lines, &other.lines) && self.describe == other.describe
    }
}

#[function_component(TableLog)]
pub fn table_log(props: &TableLogProps) -> Html {
    let lang = use_lang();
    let list_ref = use_node_ref();
    {
        // The newest line stays in sight.
        let list_ref = list_ref.clone();
        use_effect_with(props.lines.len(), move |_| {
            if let Some(list) = list_ref.cast::<web_sys::Element>() {
                list.set_scroll_top(list.scroll_height());
            }
        });
    }
    html! {
        <section class="tb-log" aria-labelledby="tb-log-title">
            <h2 id="tb-log-title" class="tb-log-title">{ Text::LogTitle.text(lang) }</h2>
            <ol ref={list_ref} class="tb-log-lines" data-testid="log" tabindex="0" aria-label={Text::LogTitle.text(lang)}>
                if props.lines.is_empty() {
                    <li class="tb-log-empty">{ Text::LogEmpty.text(lang) }</li>
                }
                // Keyed by position: a new line is one node appended. Unkeyed, Yew matches the
                // lines from the end, so every line's text moved up one node on every action
                // (the whole log written, shaped and laid out again: the longest task in play).
                { for props.lines.iter().enumerate().map(|(i, line)| html! { <li key={i} class={line.class}>{ &line.text }</li> }) }
            </ol>
            <details class="tb-describe" data-testid="describe">
                <summary>{ Text::Describe.text(lang) }</summary>
                <p>{ &props.describe }</p>
            </details>
        </section>
    }
}
