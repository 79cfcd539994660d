//! The guided Skirm'an course's page (`skirman/learn/index.html`; listed in `pages/games.txt`),
//! apart from the game's page so that nothing of it is in the game's bundle.

touche::browser_main!({
    use touche::ui::skirman::learn::LearnApp;
    touche::ui::app::start_section(
        touche::games::GameId::Skirman,
        touche::ui::skirman::LEARN_SECTION,
        yew::html! { <LearnApp /> },
    );
});
