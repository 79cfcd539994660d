//! If the wasm panics, show a panel with a reload button instead of a frozen page.
use crate::i18n::shell::Text;
use crate::i18n::Lang;

/// Yew's renderer replaces a hook set with `std::panic::set_hook` by its own, so the panel is
/// installed through Yew's custom hook.
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&message.clone().into());
        show(&message);
    }));
}

/// Adds the error panel to the page (public so a browser test can check it).
pub fn show(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else { return };
    let Ok(panel) = document.create_element("div") else {
        return;
    };
    panel.set_class_name("panic-panel");
    let _ = panel.set_attribute("role", "alert");
    // The app may be half-torn-down: read the language from the <html lang> it last set.
    let lang = document
        .document_element()
        .and_then(|e| e.get_attribute("lang"))
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or_default();
    let title = Text::PanicTitle.text(lang);
    let button = Text::PanicReload.text(lang);
    let escaped = message.replace('&', "&amp;").replace('<', "&lt;");
    panel.set_inner_html(&format!(
        "<h2>{title}</h2><pre>{escaped}</pre><button type=\"button\" onclick=\"location.reload()\">{button}</button>"
    ));
    let _ = body.append_child(&panel);
}
