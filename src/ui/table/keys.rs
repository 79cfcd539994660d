//! Keyboard play at the table, written once for every game from a few marks its widgets put in
//! their markup:
//! - `data-decision="N"` on what holds a decision's controls (a hand, a display, a prompt's
//!   buttons): after an action, or once a dialog closes, the focus goes to the decision with the
//!   highest `N` that has an enabled button (ties: the first in the page), onto its primary
//!   button if enabled, else the chosen item, else its first usable button. Never to the page's
//!   body: with no decision, the status line takes it.
//! - `data-rove` on a list (its value, if any, selects the items; buttons otherwise): one tab stop
//!   (roving tabindex); the arrow keys, Home and End move within it.
//! - `data-cancel` on the button that drops a choice: Escape presses it.
//! - a modal dialog (`aria-modal="true"`) keeps Tab inside and Escape presses its `data-cancel`.
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent};

fn document() -> Option<web_sys::Document> {
    web_sys::window().and_then(|w| w.document())
}

fn all(root: &Element, selector: &str) -> Vec<Element> {
    let Ok(list) = root.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .collect()
}

/// Focuses `element` without the browser's scroll (which centres it, taking the board away), then
/// scrolls only as far as needed to show it whole, below the sticky header.
fn focus(element: &Element) -> bool {
    match element.dyn_ref::<HtmlElement>() {
        Some(el) => {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = el.focus_with_options(&options);
            reveal(element);
            document()
                .and_then(|d| d.active_element())
                .is_some_and(|a| &a == element)
        }
        None => false,
    }
}

/// Focuses `element` and scrolls nothing (a page opening keeps its top in view, and Enter on
/// its primary control works at once).
pub fn focus_quietly(element: &Element) {
    if let Some(el) = element.dyn_ref::<HtmlElement>() {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = el.focus_with_options(&options);
    }
}

fn reveal(element: &Element) {
    // "nearest": no scroll if it is in view; the html's scroll-padding keeps it below the header.
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    options.set_inline(web_sys::ScrollLogicalPosition::Nearest);
    element.scroll_into_view_with_scroll_into_view_options(&options);
}

fn usable(element: &Element) -> bool {
    !element.has_attribute("disabled")
        && element.get_attribute("aria-disabled").as_deref() != Some("true")
        && element.client_width() > 0
}

fn enabled(element: &Element) -> bool {
    !element.has_attribute("disabled") && element.client_width() > 0
}

/// The items of a roving list.
fn rove_items(group: &Element) -> Vec<Element> {
    let selector = group
        .get_attribute("data-rove")
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "button".to_string());
    all(group, &selector)
        .into_iter()
        .filter(|e| enabled(e) && e.closest("[data-rove]").ok().flatten().as_ref() == Some(group))
        .collect()
}

/// One tab stop per roving list: `current` if it is an item, else the one it already has, else
/// the pressed item, else the first usable one.
fn set_rove(group: &Element, current: Option<&Element>) {
    let (items, chosen) = rove_choice(group, current);
    apply_rove(&items, chosen.as_ref());
}

/// A roving list's items and its tab stop (`set_rove`), read without writing anything.
fn rove_choice(group: &Element, current: Option<&Element>) -> (Vec<Element>, Option<Element>) {
    let items = rove_items(group);
    let chosen = current
        .filter(|c| items.contains(c))
        .cloned()
        .or_else(|| {
            items
                .iter()
                .find(|e| e.get_attribute("tabindex").as_deref() == Some("0") && usable(e))
                .cloned()
        })
        .or_else(|| {
            items
                .iter()
                .find(|e| e.get_attribute("aria-pressed").as_deref() == Some("true"))
                .cloned()
        })
        .or_else(|| items.iter().find(|e| usable(e)).cloned())
        .or_else(|| items.first().cloned());
    (items, chosen)
}

/// Gives `chosen` the tab stop of its list, the other `items` none (only what changes is set).
fn apply_rove(items: &[Element], chosen: Option<&Element>) {
    for item in items {
        let index = if Some(item) == chosen { "0" } else { "-1" };
        if item.get_attribute("tabindex").as_deref() != Some(index) {
            let _ = item.set_attribute("tabindex", index);
        }
    }
}

/// Every roving list under `root` keeps one tab stop (the focused item's, if it holds focus).
/// Every list is read before any is written: a write between two reads of the layout (an item's
/// width) would make the browser lay the page out again for the second read.
pub fn refresh_roves(root: &Element) {
    let active = document().and_then(|d| d.active_element());
    let choices: Vec<(Vec<Element>, Option<Element>)> = all(root, "[data-rove]")
        .iter()
        .map(|group| {
            let current = active
                .as_ref()
                .filter(|a| group.contains(Some(a.unchecked_ref())));
            rove_choice(group, current)
        })
        .collect();
    for (items, chosen) in &choices {
        apply_rove(items, chosen.as_ref());
    }
}

/// The open modal dialog under `root` (the last one, if several).
fn open_dialog(root: &Element) -> Option<Element> {
    all(root, "[aria-modal=\"true\"]").pop()
}

/// The decision to act on now: the highest `data-decision` with an enabled button.
fn top_decision(root: &Element) -> Option<Element> {
    let mut best: Option<(i32, Element)> = None;
    for el in all(root, "[data-decision]") {
        let rank: i32 = el
            .get_attribute("data-decision")
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        if !all(&el, "button").iter().any(enabled) {
            continue;
        }
        if best.as_ref().is_none_or(|(r, _)| rank > *r) {
            best = Some((rank, el));
        }
    }
    best.map(|(_, el)| el)
}

/// Where the focus goes in a decision (or a dialog): its enabled primary button, else its
/// roving list's tab stop, else its first usable button, else its first enabled one.
fn preferred(container: &Element) -> Option<Element> {
    let buttons: Vec<Element> = all(container, "button")
        .into_iter()
        .filter(enabled)
        .collect();
    let primary = buttons
        .iter()
        .find(|b| b.has_attribute("autofocus") || b.matches(".primary").unwrap_or(false));
    let rove = buttons.iter().find(|b| {
        b.get_attribute("tabindex").as_deref() == Some("0")
            && b.closest("[data-rove]").ok().flatten().is_some()
    });
    primary
        .or(rove)
        .or_else(|| buttons.iter().find(|b| usable(b)))
        .or_else(|| buttons.first())
        .cloned()
}

/// Puts the focus on the next decision: inside an open dialog, else the top decision, else the
/// status line (`fallback`).
pub fn focus_decision(root: &Element, fallback: Option<&Element>) {
    refresh_roves(root);
    let target = match open_dialog(root) {
        Some(dialog) => preferred(&dialog).or(Some(dialog)),
        None => top_decision(root).and_then(|d| {
            set_rove_in(&d);
            preferred(&d)
        }),
    };
    if let Some(target) = target {
        if focus(&target) {
            return;
        }
    }
    if let Some(fallback) = fallback {
        focus(fallback);
    }
}

fn set_rove_in(decision: &Element) {
    if decision.has_attribute("data-rove") {
        set_rove(decision, None);
    }
}

/// Whether the focus is lost (on the body, or on an element gone or disabled), or parked on
/// `fallback`, or (with a dialog open) outside it.
pub fn focus_lost(root: &Element, fallback: Option<&Element>) -> bool {
    let Some(active) = document().and_then(|d| d.active_element()) else {
        return true;
    };
    if let Some(dialog) = open_dialog(root) {
        return !dialog.contains(Some(active.unchecked_ref()));
    }
    let body = document().and_then(|d| d.body());
    body.is_some_and(|b| b.unchecked_ref::<Element>() == &active)
        || !active.is_connected()
        || active.has_attribute("disabled")
        || fallback == Some(&active)
}

/// Whether `element` is a choice inside a decision (a card, a prompt's button).
pub fn in_decision(element: &Element) -> bool {
    element.closest("[data-decision]").ok().flatten().is_some()
}

/// After the player pressed something inside a decision: the focus follows the decision (onto
/// the next one, or onto the primary button once it is enabled), unless it is still on a choice
/// of the top decision with no primary button to go to.
pub fn after_choice(root: &Element, fallback: Option<&Element>) {
    // A dialog just opened places the focus itself (the glossary on its card): only moved if
    // it is outside the dialog.
    if focus_lost(root, fallback) {
        focus_decision(root, fallback);
        return;
    }
    if open_dialog(root).is_some() {
        return;
    }
    let active = document().and_then(|d| d.active_element());
    let Some(top) = top_decision(root) else {
        return;
    };
    let inside = active
        .as_ref()
        .is_some_and(|a| top.contains(Some(a.unchecked_ref())));
    let goes = preferred(&top);
    let to_primary = goes
        .as_ref()
        .is_some_and(|g| g.matches(".primary").unwrap_or(false) && Some(g) != active.as_ref());
    if !inside || to_primary {
        focus_decision(root, fallback);
    }
}

/// What a key does at the table; `true` if it was used (the caller prevents its default).
pub fn on_key(root: &Element, event: &KeyboardEvent) -> bool {
    let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return false;
    };
    if matches!(target.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA") {
        return false;
    }
    if event.ctrl_key() || event.meta_key() || event.alt_key() {
        return false;
    }
    let dialog = open_dialog(root);
    match event.key().as_str() {
        "Escape" => {
            let scope = dialog.unwrap_or_else(|| root.clone());
            let cancel = all(&scope, "[data-cancel]").into_iter().find(enabled);
            match cancel.and_then(|c| c.dyn_into::<HtmlElement>().ok()) {
                Some(button) => {
                    button.click();
                    true
                }
                None => false,
            }
        }
        "Tab" => {
            let Some(dialog) = dialog else {
                return false;
            };
            let stops: Vec<Element> = all(&dialog, "button, a[href], [tabindex=\"0\"]")
                .into_iter()
                .filter(enabled)
                .collect();
            let (Some(first), Some(last)) = (stops.first(), stops.last()) else {
                return true;
            };
            let inside = dialog.contains(Some(target.unchecked_ref()));
            if !inside {
                focus(first);
                true
            } else if event.shift_key() && &target == first {
                focus(last);
                true
            } else if !event.shift_key() && &target == last {
                focus(first);
                true
            } else {
                false
            }
        }
        key @ ("ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End") => {
            let Some(group) = target.closest("[data-rove]").ok().flatten() else {
                return false;
            };
            let items = rove_items(&group);
            let Some(at) = items.iter().position(|e| e == &target) else {
                return false;
            };
            let last = items.len().saturating_sub(1);
            let next = match key {
                "ArrowLeft" | "ArrowUp" => at.checked_sub(1).unwrap_or(last),
                "ArrowRight" | "ArrowDown" => {
                    if at >= last {
                        0
                    } else {
                        at + 1
                    }
                }
                "Home" => 0,
                _ => last,
            };
            if let Some(item) = items.get(next) {
                set_rove(&group, Some(item));
                focus(item);
            }
            true
        }
        _ => false,
    }
}
