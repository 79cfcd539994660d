//! The guided Skirm'an course (issue 12), on a page of its own (`src/bin/skirman_learn.rs`,
//! `skirman/learn/index.html`): nothing here is in the game page's bundle. The lessons are data
//! played by the engine (`games::skirman::course`); the page shows them with the bout's own
//! widgets (score board, phrase d'armes and target, hand, teaching panel, glossary).
//!
//! Routes in `location.hash`: `#/` the course, `#/lesson/<slug>` a lesson. Progress is kept in
//! `localStorage` (`progress`).
mod bar;
mod drawing;
mod final_bout;
mod lesson;
mod list;
pub mod progress;

use crate::games::skirman::course::lesson_in_hash as parse_route;
use gloo::events::EventListener;
use lesson::LessonPage;
use list::CourseList;
use yew::prelude::*;

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

#[function_component(LearnApp)]
pub fn learn_app() -> Html {
    let lang = crate::ui::context::use_lang();
    let route = use_state(|| parse_route(&current_hash()));
    let done = use_state(progress::load);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    route.set(parse_route(&current_hash()));
                    if let Some(w) = web_sys::window() {
                        w.scroll_to_with_x_and_y(0.0, 0.0);
                    }
                })
            });
            move || drop(listener)
        });
    }
    let on_finished = {
        let done = done.clone();
        Callback::from(move |_| done.set(progress::load()))
    };
    let on_reset = {
        let done = done.clone();
        Callback::from(move |_| {
            progress::reset();
            done.set(Vec::new());
        })
    };
    html! {
        <section class="skirman lc-page" data-testid="skirman-learn" data-lang={lang.code()}>
            if let Some(index) = *route {
                <LessonPage key={index} {index} {on_finished} />
            } else {
                <CourseList done={(*done).clone()} {on_reset} />
            }
        </section>
    }
}
