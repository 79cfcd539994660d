//! Unknown routes: a friendly way back home.
use super::art::PisteArt;
use crate::i18n::shell::Text;
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use yew::prelude::*;

#[function_component(NotFoundPage)]
pub fn not_found_page() -> Html {
    let lang = use_lang();
    html! {
        <section class="page page--narrow not-found" data-testid="not-found">
            <div class="not-found__art"><PisteArt /></div>
            <h1 class="page-title">{ Text::NotFoundTitle.text(lang) }</h1>
            <p class="lead">{ Text::NotFoundText.text(lang) }</p>
            <p><a class="button button--primary" href={Route::Home.href()}>{ Text::BackHome.text(lang) }</a></p>
        </section>
    }
}
