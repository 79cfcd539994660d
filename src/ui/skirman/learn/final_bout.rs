//! The course's last step: a whole bout against the gentlest computer (Beginner) on the game's
//! page, with the teaching panel open (`skirman/#/beginner`).
use super::progress;
use crate::games::GameId;
use crate::i18n::skirman_course::Text;
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use yew::prelude::*;

/// Where the game's page starts that bout, from this page.
fn bout_href() -> String {
    format!("{}#/beginner", Route::Play(GameId::Skirman).href())
}

#[function_component(FinalBout)]
pub fn final_bout() -> Html {
    let lang = use_lang();
    html! {
        <section class="lc-final" data-testid="final-bout" aria-labelledby="lc-final-title">
            <h2 id="lc-final-title">{ Text::FinalBout.text(lang) }</h2>
            <p>{ Text::FinalBoutText.text(lang) }</p>
            <a class="eg-btn primary" data-testid="final-bout-link" href={bout_href()}
               onclick={Callback::from(|_| progress::open_teaching_panel())}>{ Text::FinalBoutLink.text(lang) }</a>
        </section>
    }
}
