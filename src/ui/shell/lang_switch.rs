//! FR / EN: two toggle buttons; the choice is stored by the app (localStorage `touche.lang`).
//! A view function of the header's, not a component (a component type costs every page 0.5 KB).
use crate::i18n::shell::Text;
use crate::i18n::Lang;
use crate::ui::context::AppContext;
use yew::prelude::*;

/// The switch for `context`'s language (English, and buttons that do nothing, without one).
pub fn lang_switch(context: Option<&AppContext>) -> Html {
    let lang = context.map(|c| c.lang).unwrap_or_default();
    let button = |target: Lang, short: Text, name: Text| {
        let onclick = context.map(|c| {
            let set_lang = c.set_lang.clone();
            Callback::from(move |_: MouseEvent| set_lang.emit(target))
        });
        let pressed = if target == lang { "true" } else { "false" };
        html! {
            <button
                type="button"
                class="lang-switch__button"
                data-lang={target.code()}
                lang={target.code()}
                aria-pressed={pressed}
                title={name.text(target)}
                {onclick}
            >
                <span aria-hidden="true">{ short.text(lang) }</span>
                <span class="visually-hidden">{ name.text(target) }</span>
            </button>
        }
    };
    html! {
        <div class="lang-switch" role="group" aria-label={Text::Language.text(lang)} data-testid="lang-switch">
            { button(Lang::En, Text::LangEnShort, Text::LangEnName) }
            { button(Lang::Fr, Text::LangFrShort, Text::LangFrName) }
        </div>
    }
}
