//! The bottom of every page: what the site is, and the credits link.
use crate::i18n::shell::Text;
use crate::i18n::Lang;
use crate::ui::route::Route;
use yew::prelude::*;

/// A view function of the frame's, not a component (a component type costs every page 0.5 KB).
pub fn footer(lang: Lang) -> Html {
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
