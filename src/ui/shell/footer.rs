//! The bottom of every page: what the site is, and the credits link.
use crate::i18n::shell::Text;
use crate::ui::context::use_lang;
use crate::ui::route::Route;
use yew::prelude::*;

#[function_component(Footer)]
pub fn footer() -> Html {
    let lang = use_lang();
    html! {
        <footer class="site-footer" data-testid="site-footer">
            <div class="site-footer__inner">
                <p class="site-footer__note">
                    <span>{ Text::FooterNote.text(lang) }</span>
                    <span>{ Text::FooterArt.text(lang) }</span>
                </p>
                <a class="site-footer__link" href={Route::Credits.href()} data-testid="footer-credits">
                    { Text::NavCredits.text(lang) }
                </a>
            </div>
        </footer>
    }
}
