//! Skirm'an's browser entry: a second wasm app, loaded on demand by the site's play page
//! (`ui/shell/lazy_game.rs`) so it stays out of the first load. `scripts/build-lazy.sh` (a Trunk
//! hook) builds it into `lazy/skirman.js` + `lazy/skirman_bg.wasm`.
//!
//! The exports live here, not in the library: an export in the library would be kept alive in
//! the main app's wasm too, and the game would be back in the first load.

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::RefCell;
    use touche::i18n::Lang;
    use touche::ui::skirman::{SkirmanApp, SkirmanProps};
    use wasm_bindgen::prelude::*;
    use yew::AppHandle;

    thread_local! {
        static APP: RefCell<Option<AppHandle<SkirmanApp>>> = const { RefCell::new(None) };
    }

    fn props(lang: &str) -> SkirmanProps {
        SkirmanProps {
            lang: Lang::from_code(lang).unwrap_or_default(),
        }
    }

    /// Renders the game into `root` (replacing the app if one is already mounted).
    #[wasm_bindgen]
    pub fn mount(root: web_sys::Element, lang: &str) {
        unmount();
        let app = yew::Renderer::<SkirmanApp>::with_root_and_props(root, props(lang)).render();
        APP.with(|a| *a.borrow_mut() = Some(app));
    }

    /// The site's language changed.
    #[wasm_bindgen]
    pub fn set_lang(lang: &str) {
        APP.with(|a| {
            if let Some(app) = a.borrow_mut().as_mut() {
                app.update(props(lang));
            }
        });
    }

    /// The page closed: tear the app down (its DOM goes with it); `mount` may be called again.
    #[wasm_bindgen]
    pub fn unmount() {
        if let Some(app) = APP.with(|a| a.borrow_mut().take()) {
            app.destroy();
        }
    }

    /// Runs once, when the module is initialised: the same panic panel as the site's.
    pub fn start() {
        yew::set_custom_panic_hook(Box::new(|info| {
            let message = info.to_string();
            web_sys::console::error_1(&message.clone().into());
            touche::ui::shell::panic_panel::show(&message);
        }));
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    web::start();
}

/// Native builds have no browser: this binary only exists for the web build.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the `skirman` binary runs in the browser, loaded by the site: use `trunk serve` (see README.md)");
    std::process::exit(2);
}
