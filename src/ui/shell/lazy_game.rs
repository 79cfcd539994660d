//! The play page of a game that is a second wasm app, loaded on demand (Skirm'an): it keeps the
//! game out of the first load's size budget.
//!
//! `scripts/build-lazy.sh` (a Trunk hook) builds `src/bin/<name>.rs` into `lazy/<name>.js` and
//! `lazy/<name>_bg.wasm`. This page imports that module (relative to `document.baseURI`, so it
//! works under any sub-path), runs its init once per visit of the site, then calls its exports:
//! `mount(element, lang)` when the page opens, `set_lang(lang)` when the language changes and
//! `unmount()` when the page closes. If the download fails (offline) it shows a Retry button.
use crate::games::GameId;
use crate::i18n::shell::{self as t, Text};
use crate::ui::context::use_lang;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

#[wasm_bindgen(inline_js = r#"
const modules = new Map();
// The module `lazy/<name>.js`, initialised: one download per visit of the site. A failed
// import() is remembered by the browser, so a retry asks for a fresh URL (the .wasm next to it
// is found from the module's own URL, without the query).
export function lazy_module(name, attempt) {
    let module = modules.get(name);
    if (!module) {
        const url = new URL(`lazy/${name}.js`, document.baseURI);
        if (attempt > 0) url.search = `retry=${attempt}`;
        const code = import(url.href).then(async (m) => {
            await m.default();
            return m;
        });
        module = Promise.all([code, stylesheet(name, attempt)]).then(([m]) => m);
        modules.set(name, module);
        module.catch(() => modules.delete(name));
    }
    return module;
}
// The game's own styles (`lazy/<name>.css`), also kept out of the first load.
function stylesheet(name, attempt) {
    const id = `lazy-css-${name}`;
    const old = document.getElementById(id);
    if (old && old.dataset.loaded) return Promise.resolve();
    if (old) old.remove();
    return new Promise((resolve, reject) => {
        const link = document.createElement("link");
        link.id = id;
        link.rel = "stylesheet";
        const url = new URL(`lazy/${name}.css`, document.baseURI);
        if (attempt > 0) url.search = `retry=${attempt}`;
        link.href = url.href;
        link.onload = () => { link.dataset.loaded = "1"; resolve(); };
        link.onerror = reject;
        document.head.appendChild(link);
    });
}
export function lazy_call(module, name, a, b) {
    return module[name](a, b);
}
"#)]
extern "C" {
    fn lazy_module(name: &str, attempt: u32) -> js_sys::Promise;
    /// Calls the export `name` of a loaded module.
    #[wasm_bindgen(catch)]
    fn lazy_call(module: &JsValue, name: &str, a: JsValue, b: JsValue) -> Result<JsValue, JsValue>;
}

/// The lazily loaded app of each game that has one (file names under `lazy/`).
fn module_name(game: GameId) -> &'static str {
    match game {
        GameId::Skirman => "skirman",
        GameId::EnGarde => "en-garde",
        GameId::FifesAndDrums => "fifes-and-drums",
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Status {
    Loading,
    Ready,
    Failed,
}

impl Status {
    fn code(self) -> &'static str {
        match self {
            Status::Loading => "loading",
            Status::Ready => "ready",
            Status::Failed => "failed",
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct LazyGameProps {
    pub game: GameId,
}

#[function_component(LazyGame)]
pub fn lazy_game(props: &LazyGameProps) -> Html {
    let lang = use_lang();
    let game = props.game;
    let root = use_node_ref();
    let status = use_state(|| Status::Loading);
    let attempt = use_state(|| 0u32);
    // The loaded module while its app is mounted in `root`.
    let mounted = use_mut_ref(|| None::<JsValue>);
    // The language at the moment the download ends (it may change while it runs).
    let current_lang = use_mut_ref(|| lang);
    *current_lang.borrow_mut() = lang;

    {
        let (root, status, mounted) = (root.clone(), status.clone(), mounted.clone());
        use_effect_with((game, *attempt), move |&(game, attempt)| {
            status.set(Status::Loading);
            let open = Rc::new(Cell::new(true));
            {
                let (open, mounted) = (open.clone(), mounted.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    let loaded = wasm_bindgen_futures::JsFuture::from(lazy_module(
                        module_name(game),
                        attempt,
                    ))
                    .await;
                    if !open.get() {
                        return; // the page closed while the module downloaded
                    }
                    let result = loaded.and_then(|module| {
                        let element = root
                            .cast::<web_sys::Element>()
                            .ok_or_else(|| JsValue::from_str("no mount point"))?;
                        let lang = current_lang.borrow().code();
                        lazy_call(&module, "mount", element.into(), lang.into())?;
                        Ok(module)
                    });
                    match result {
                        Ok(module) => {
                            *mounted.borrow_mut() = Some(module);
                            status.set(Status::Ready);
                        }
                        Err(error) => {
                            web_sys::console::warn_2(
                                &"the game could not be loaded:".into(),
                                &error,
                            );
                            status.set(Status::Failed);
                        }
                    }
                });
            }
            move || {
                open.set(false);
                if let Some(module) = mounted.borrow_mut().take() {
                    let _ = lazy_call(&module, "unmount", JsValue::UNDEFINED, JsValue::UNDEFINED);
                }
            }
        });
    }

    {
        let mounted = mounted.clone();
        use_effect_with(lang, move |lang| {
            if let Some(module) = mounted.borrow().as_ref() {
                let _ = lazy_call(module, "set_lang", lang.code().into(), JsValue::UNDEFINED);
            }
        });
    }

    let retry = {
        let attempt = attempt.clone();
        Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1))
    };
    // Static markup: far less wasm than the same tree written with `html!`.
    let spinner = if crate::ui::browser::reduced_motion() {
        SPINNER_STILL
    } else {
        SPINNER
    };
    let status_html = match *status {
        Status::Loading => html! {
            <p class="rules__status" role="status" aria-busy="true" data-testid="lazy-game-loading">
                { Html::from_html_unchecked(AttrValue::Static(spinner)) }
                { t::loading_game(game, lang) }
            </p>
        },
        Status::Failed => html! {
            <div class="rules__status" role="alert" data-testid="lazy-game-failed">
                <p>{ Text::GameLoadFailed.text(lang) }</p>
                <button type="button" class="button button--secondary" onclick={retry}>{ Text::Retry.text(lang) }</button>
            </div>
        },
        Status::Ready => Html::default(),
    };

    html! {
        <div class="lazy-game" data-testid="lazy-game" data-game={game.slug()} data-state={status.code()}>
            { status_html }
            // The game's own Yew app renders in here; this app never renders children into it.
            <div class="lazy-game__root" ref={root} />
        </div>
    }
}

const SPINNER: &str = concat!(
    r#"<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" "#,
    r#"style="vertical-align:middle;margin-inline-end:.5em">"#,
    r#"<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="3" opacity=".25"/>"#,
    r#"<path d="M12 3a9 9 0 0 1 9 9" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round">"#,
    r#"<animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" "#,
    r#"dur=".9s" repeatCount="indefinite"/></path></svg>"#,
);
/// The spinner without its animation (prefers-reduced-motion).
const SPINNER_STILL: &str = concat!(
    r#"<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" "#,
    r#"style="vertical-align:middle;margin-inline-end:.5em">"#,
    r#"<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="3" opacity=".25"/>"#,
    r#"<path d="M12 3a9 9 0 0 1 9 9" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>"#,
    r#"</svg>"#,
);
