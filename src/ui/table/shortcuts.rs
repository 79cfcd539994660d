//! The list of keyboard shortcuts (the "?" key, or the bar's button): a modal dialog the table's
//! keys module keeps the focus in; Escape or its button closes it.
use crate::i18n::table::Text;
use crate::i18n::Lang;
use yew::prelude::*;

pub struct ShortcutsProps {
    pub on_close: Callback<()>,
}

/// A view function, not a component (a component type costs its page 0.5 KB gzip).
pub fn shortcuts(props: &ShortcutsProps, lang: Lang) -> Html {
    let close = props.on_close.clone();
    let rows = [
        ("Tab", Text::KeysTab),
        ("← → ↑ ↓", Text::KeysArrows),
        ("Enter · Space", Text::KeysAct),
        ("Escape", Text::KeysEscape),
        ("?", Text::KeysHelp),
    ]
    .map(|(keys, what)| html! { <><dt><kbd>{ keys }</kbd></dt><dd>{ what.text(lang) }</dd></> });
    html! {
        <div class="eg-overlay tb-keys" data-testid="shortcuts">
            <div class="eg-dialog" role="dialog" aria-modal="true" aria-labelledby="tb-keys-title">
                <h2 id="tb-keys-title">{ Text::KeysTitle.text(lang) }</h2>
                <dl class="tb-keys-list">{ for rows }</dl>
                <div class="eg-dialog-actions">
                    <button type="button" class="eg-btn primary" data-cancel="" data-testid="shortcuts-close"
                            onclick={Callback::from(move |_| close.emit(()))}>{ Text::KeysClose.text(lang) }</button>
                </div>
            </div>
        </div>
    }
}
