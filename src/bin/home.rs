//! Home's app (`index.html`: home, the rules pages, credits), built by Trunk. Each game has its
//! own page and app (`src/bin/<game>.rs`, listed in `pages/games.txt`).

touche::browser_main!({
    touche::ui::app::start();
});
