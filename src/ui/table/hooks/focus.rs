//! Where the focus goes at the table. After every change (an action, a dialog opening or
//! closing), it goes to the next decision if it was lost, parked on the status line, or on the
//! board whose choices just changed. After a press on the table, once the page has drawn what
//! it changed, it follows the decision (a choice made) or, if it was lost, goes to the next one.
use crate::ui::table::keys;
use crate::ui::table::state::TableState;
use crate::ui::table::TableGame;
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What moves the focus when it changes: the turn, and a pause, a hand-off or an undo request
/// coming or going.
#[derive(Clone, Copy, PartialEq)]
pub struct Moment {
    turn: u32,
    paused: bool,
    handing_off: bool,
    undo_asked: bool,
}

impl Moment {
    pub fn of<G: TableGame>(table: &TableState<G>) -> Moment {
        Moment {
            turn: table.turn,
            paused: table.pause.is_some(),
            handing_off: table.handoff_to.is_some(),
            undo_asked: table.undo_asked.is_some(),
        }
    }
}

/// Keeps the focus on the decision (`root` is the table, `status` its status line); returns the
/// table's press handler.
#[hook]
pub fn use_focus_follows(now: Moment, root: &NodeRef, status: &NodeRef) -> Callback<MouseEvent> {
    {
        let (root, status) = (root.clone(), status.clone());
        let moment = use_mut_ref(|| None::<Moment>);
        use_effect(move || {
            let changed = *moment.borrow() != Some(now);
            *moment.borrow_mut() = Some(now);
            if let Some(root) = root.cast::<web_sys::Element>() {
                let status = status.cast::<web_sys::Element>();
                let active = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.active_element());
                let in_area = active.as_ref().is_some_and(|a| {
                    a.closest(".tb-area, [aria-modal]").ok().flatten().is_some()
                        && root.contains(Some(a.unchecked_ref()))
                });
                keys::refresh_roves(&root);
                if keys::focus_lost(&root, status.as_ref()) || (changed && in_area) {
                    keys::focus_decision(&root, status.as_ref());
                }
            }
        });
    }
    let (root, status) = (root.clone(), status.clone());
    Callback::from(move |event: MouseEvent| {
        let choice = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|t| keys::in_decision(&t));
        let (root, status) = (root.clone(), status.clone());
        Timeout::new(0, move || {
            let (Some(root), status) = (
                root.cast::<web_sys::Element>(),
                status.cast::<web_sys::Element>(),
            ) else {
                return;
            };
            if choice {
                keys::after_choice(&root, status.as_ref());
            } else if keys::focus_lost(&root, status.as_ref()) {
                keys::focus_decision(&root, status.as_ref());
            }
        })
        .forget();
    })
}
