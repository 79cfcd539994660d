//! A Skirm'an tournament bout with a human (`skirman/bout/index.html`; listed in
//! `pages/games.txt`).

touche::browser_main!({
    use touche::ui::skirman::tournament::TournamentBoutApp;
    touche::ui::app::start_section(
        touche::games::GameId::Skirman,
        touche::ui::skirman::BOUT_SECTION,
        yew::html! { <TournamentBoutApp /> },
    );
});
