//! Fifes and Drums' page (`fifes-and-drums/index.html`; listed in `pages/games.txt`).

touche::browser_main!({
    use touche::ui::fifes::FifesPage;
    touche::ui::app::start_game(
        touche::games::GameId::FifesAndDrums,
        yew::html! { <FifesPage /> },
    );
});
