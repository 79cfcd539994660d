//! What every component may ask of the app: the language and a way to change it.
use crate::i18n::Lang;
use yew::prelude::*;

#[derive(Clone, PartialEq)]
pub struct AppContext {
    pub lang: Lang,
    pub set_lang: Callback<Lang>,
}

/// The current language (English if no provider, e.g. in an isolated component test).
#[hook]
pub fn use_lang() -> Lang {
    use_context::<AppContext>()
        .map(|c| c.lang)
        .unwrap_or_default()
}
