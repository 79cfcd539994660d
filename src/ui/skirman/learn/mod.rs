//! The guided Skirm'an course (issue 12), on a page of its own (`src/bin/skirman_learn.rs`,
//! `skirman/learn/index.html`): nothing here is in the game page's bundle. The lessons are
//! scripts (`games::skirman::course`) played by the core tutorial engine (`core::walkthrough`);
//! the page shows them with the bout's own widgets (score board, phrase d'armes and target,
//! hand, teaching panel, glossary).
//!
//! Routes in `location.hash` (`route`): `#/` the course, `#/lesson/<slug>` a lesson. Progress is
//! kept in `localStorage` (`progress`).
mod bar;
mod drawing;
mod feedback;
mod final_bout;
mod head;
mod lesson;
mod list;
mod next_link;
pub mod progress;
mod prompt;
pub mod route;
mod sitting;
mod summary;
mod table;

use gloo::events::EventListener;
use lesson::LessonPage;
use list::CourseList;
use route::{current_hash, lesson_in_hash as parse_route};
use yew::prelude::*;

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
