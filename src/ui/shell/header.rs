//! The top bar: the site's name (home link), the main navigation and the language switch.
use super::art::logo_mark;
use super::lang_switch::lang_switch;
use crate::i18n::shell::Text;
use crate::ui::context::AppContext;
use crate::ui::route::Route;
use yew::prelude::*;

/// The header of the page at `route`, in `context`'s language (English without one), opening
/// with `skip` (the skip link: first in the banner landmark, so that it is inside one). A view
/// function of the frame's, not a component (a component type costs every page 0.5 KB).
pub fn header(route: &Route, context: Option<&AppContext>, skip: Html) -> Html {
    let lang = context.map(|c| c.lang).unwrap_or_default();
    let current = |at: Route| (*route == at).then_some("page");
    html! {
        <header class="site-header" data-testid="site-header">
            { skip }
            <div class="site-header__inner">
                <a class="brand" href={Route::Home.href()} aria-label={Text::HomeLinkLabel.text(lang)}>
                    { logo_mark() }
                    <span class="brand__name">{ Text::AppName.text(lang) }</span>
                </a>
                <nav class="site-nav" aria-label={Text::MainNav.text(lang)}>
                    <a href={Route::Home.href()} aria-current={current(Route::Home)} data-testid="nav-home">
                        { Text::NavHome.text(lang) }
                    </a>
                    <a href={Route::Credits.href()} aria-current={current(Route::Credits)} data-testid="nav-credits">
                        { Text::NavCredits.text(lang) }
                    </a>
                </nav>
                { lang_switch(context) }
            </div>
        </header>
    }
}
