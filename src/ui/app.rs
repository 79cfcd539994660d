//! The root component: language (remembered in localStorage) and the current hash route.
use super::context::AppContext;
use super::route::Route;
use super::shell;
use crate::i18n::Lang;
use gloo::events::EventListener;
use yew::prelude::*;

const LANG_KEY: &str = "touche.lang";

fn stored_lang() -> Option<Lang> {
    let storage = web_sys::window()?.local_storage().ok()??;
    Lang::from_code(&storage.get_item(LANG_KEY).ok()??)
}

/// First visit: the browser's language if it is French, else English.
fn initial_lang() -> Lang {
    stored_lang().unwrap_or_else(|| {
        let browser = web_sys::window()
            .and_then(|w| w.navigator().language())
            .unwrap_or_default();
        if browser.starts_with("fr") {
            Lang::Fr
        } else {
            Lang::En
        }
    })
}

fn current_route() -> Route {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    Route::parse(&hash)
}

#[function_component(App)]
pub fn app() -> Html {
    let lang = use_state(initial_lang);
    let route = use_state(current_route);

    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "hashchange", move |_| {
                    route.set(current_route());
                    if let Some(w) = web_sys::window() {
                        w.scroll_to_with_x_and_y(0.0, 0.0);
                    }
                })
            });
            move || drop(listener)
        });
    }

    {
        let lang = *lang;
        use_effect_with(lang, move |lang| {
            if let Some(window) = web_sys::window() {
                if let Ok(Some(storage)) = window.local_storage() {
                    let _ = storage.set_item(LANG_KEY, lang.code());
                }
                if let Some(root) = window.document().and_then(|d| d.document_element()) {
                    let _ = root.set_attribute("lang", lang.code());
                }
            }
        });
    }

    let context = AppContext {
        lang: *lang,
        set_lang: {
            let lang = lang.clone();
            Callback::from(move |l| lang.set(l))
        },
    };

    html! {
        <ContextProvider<AppContext> context={context}>
            <shell::Layout route={(*route).clone()} />
        </ContextProvider<AppContext>>
    }
}

/// Installs the panic panel and mounts the app on `<body>`.
pub fn start() {
    super::shell::panic_panel::install();
    yew::Renderer::<App>::new().render();
}
