//! En Garde's page (`en-garde/index.html`; listed in `pages/games.txt`).

touche::browser_main!({
    use touche::ui::en_garde::EnGardePage;
    touche::ui::app::start_game(
        touche::games::GameId::EnGarde,
        yew::html! { <EnGardePage /> },
    );
});
