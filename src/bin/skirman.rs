//! Skirm'an's page (`skirman/index.html`; listed in `pages/games.txt`).

touche::browser_main!({
    use touche::ui::skirman::SkirmanApp;
    touche::ui::app::start_game(
        touche::games::GameId::Skirman,
        yew::html! { <SkirmanApp /> },
    );
});
