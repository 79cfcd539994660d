//! Skirman's online page (`<slug>/online/index.html`; listed in `pages/games.txt`): a game
//! against a friend on another device.

touche::browser_main!({
    use touche::games::skirman::Skirman;
    use touche::games::Registered;
    use touche::ui::online::{OnlinePage, ONLINE_SECTION};
    touche::ui::app::start_section(
        Skirman::ID,
        ONLINE_SECTION,
        yew::html! { <OnlinePage<Skirman> /> },
    );
});
