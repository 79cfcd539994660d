//! EnGarde's guided first game (`<slug>/learn/index.html`; listed in `pages/games.txt`).

touche::browser_main!({
    use touche::games::en_garde::EnGarde;
    use touche::games::Registered;
    use touche::ui::guide::{Guide, GUIDE_SECTION};
    touche::ui::app::start_section(
        EnGarde::ID,
        GUIDE_SECTION,
        yew::html! { <Guide<EnGarde> /> },
    );
});
