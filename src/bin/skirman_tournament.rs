//! Skirm'an's tournament page (`skirman/tournament/index.html`; listed in `pages/games.txt`).

touche::browser_main!({
    use touche::ui::skirman::tournament::TournamentApp;
    touche::ui::app::start_section(
        touche::games::GameId::Skirman,
        touche::ui::skirman::TOURNAMENT_SECTION,
        yew::html! { <TournamentApp /> },
    );
});
