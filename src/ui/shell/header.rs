//! The top bar: the site's name (home link), the main navigation and the language switch.
use super::art::LogoMark;
use super::lang_switch::LangSwitch;
use crate::i18n::shell::Text;
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    pub route: Route,
    /// The skip link: first in the banner landmark, so that it is inside one.
    #[prop_or_default]
    pub children: Html,
}

#[function_component(Header)]
pub fn header(props: &HeaderProps) -> Html {
    let lang = use_lang();
    let current = |route: Route| (props.route == route).then_some("page");
    html! {
        <header class="site-header" data-testid="site-header">
            { props.children.clone() }
            <div class="site-header__inner">
                <a class="brand" href={Route::Home.href()} aria-label={Text::HomeLinkLabel.text(lang)}>
                    <LogoMark />
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
                <LangSwitch />
            </div>
        </header>
    }
}
