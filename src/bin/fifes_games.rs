//! FifesAndDrums's "your games" page (`<slug>/games/index.html`; listed in `pages/games.txt`).

touche::browser_main!({
    use touche::games::fifes::FifesAndDrums;
    use touche::games::Registered;
    use touche::ui::table::{GamesPage, GAMES_SECTION};
    touche::ui::app::start_section(
        FifesAndDrums::ID,
        GAMES_SECTION,
        yew::html! { <GamesPage<FifesAndDrums> /> },
    );
});
