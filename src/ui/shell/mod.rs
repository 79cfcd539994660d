//! The site around the games: header, home, rules pages, credits, not-found.
use super::context::use_lang;
use super::en_garde::EnGardePage;
use super::route::Route;
use crate::games::GameId;
use crate::i18n::shell::Text;
use yew::prelude::*;

pub mod panic_panel;

#[derive(Properties, PartialEq)]
pub struct LayoutProps {
    pub route: Route,
}

#[function_component(Layout)]
pub fn layout(props: &LayoutProps) -> Html {
    let lang = use_lang();
    let page = match &props.route {
        Route::Play(GameId::EnGarde) => html! { <EnGardePage /> },
        _ => html! { <p>{ Text::AppName.text(lang) }</p> },
    };
    html! { <main>{ page }</main> }
}
