//! The site around the games: the frame of every page (header, footer, language switch) and
//! home's pages (home, rules pages, credits, not-found).
//!
//! One component per widget, one file per page. Every string shown comes from `crate::i18n`.
use super::context::AppContext;
use super::route::Route;
use yew::prelude::*;

pub mod art;
pub mod credits;
pub mod footer;
pub mod frame;
pub mod header;
pub mod home;
pub mod lang_switch;
pub mod not_found;
pub mod panic_panel;
pub mod rules;

pub use credits::CreditsPage;
pub use footer::footer;
pub use frame::{frame, use_frame_title};
pub use header::header;
pub use home::HomePage;
pub use lang_switch::lang_switch;
pub use not_found::NotFoundPage;
pub use rules::RulesPage;

#[derive(Properties, PartialEq)]
pub struct LayoutProps {
    pub route: Route,
}

/// Home's pages (`index.html`): home, a game's rules, credits, not-found.
#[function_component(Layout)]
pub fn layout(props: &LayoutProps) -> Html {
    let page = match &props.route {
        Route::Home => html! { <HomePage /> },
        Route::Rules(game) => html! { <RulesPage game={*game} /> },
        Route::Credits => html! { <CreditsPage /> },
        Route::NotFound(_) => html! { <NotFoundPage /> },
        // An old link into a game: the app is sending the browser on to the game's page.
        Route::Play(_) | Route::Section(..) => Html::default(),
    };
    let context = use_context::<AppContext>();
    use_frame_title(
        &props.route,
        context.as_ref().map(|c| c.lang).unwrap_or_default(),
    );
    frame(&props.route, context.as_ref(), page)
}
