//! The player's results against the computer in this game, per rule set and strength, with a
//! reset that asks first. Unreadable statistics are said so, kept, and can be reset.
use super::seats::strength_name;
use super::storage;
use super::TableGame;
use crate::bots::Strength;
use crate::i18n::saves::Text;
use crate::saves::{SettingsText, Stats};
use crate::ui::context::use_lang;
use crate::ui::download::download_text;
use yew::prelude::*;

/// The statistics' section of a game's "your games" page (`FinishedGames`): a hook that gives
/// its view, not a component (each component type costs a page about 0.5 KB gzip).
#[hook]
pub fn use_stats_panel<G: TableGame>() -> Html {
    let lang = use_lang();
    let reset_count = use_state(|| 0u32);
    // The reset's write, refused by the browser.
    let refused = use_state(|| false);
    let confirming = use_state(|| false);
    let stats = storage::stats_text().map(|t| Stats::read(&t));
    let game = G::ID.slug();
    let rows: Vec<Html> = match &stats {
        Some(Ok(stats)) => stats
            .of_game(game)
            .map(|(key, t)| {
                let mut parts = key.splitn(3, '/').skip(1);
                let rules = parts.next().unwrap_or_default();
                let rules = G::Rules::from_text(rules)
                    .map(|r| G::rules_name(&r, lang))
                    .unwrap_or_else(|| rules.to_string());
                let strength = parts
                    .next()
                    .and_then(Strength::from_slug)
                    .map(|s| strength_name(s, lang).to_string())
                    .unwrap_or_default();
                html! {
                    <tr>
                        <th scope="row">{ rules }</th><td>{ strength }</td>
                        <td>{ t.played }</td><td>{ t.won }</td><td>{ t.lost }</td><td>{ t.drawn }</td>
                        <td>{ t.streak }</td><td>{ t.best_streak }</td><td>{ t.hints }</td>
                    </tr>
                }
            })
            .collect(),
        _ => Vec::new(),
    };
    let reset = {
        let (confirming, reset_count) = (confirming.clone(), reset_count.clone());
        let refused = refused.clone();
        Callback::from(move |_| {
            let mut stats = storage::stats_text()
                .and_then(|t| Stats::read(&t).ok())
                .unwrap_or_default();
            stats.reset_game(game);
            refused.set(storage::store_stats(&stats.to_text()).is_err());
            confirming.set(false);
            reset_count.set(*reset_count + 1);
        })
    };
    let ask = {
        let confirming = confirming.clone();
        Callback::from(move |_| confirming.set(true))
    };
    let cancel = {
        let confirming = confirming.clone();
        Callback::from(move |_| confirming.set(false))
    };
    let unreadable = matches!(stats, Some(Err(_)));
    // Unreadable statistics are replaced only by a reset: their text is offered first.
    let download = unreadable.then(|| {
        let text = storage::stats_text().unwrap_or_default();
        Callback::from(move |_: MouseEvent| {
            download_text("touche-statistics.txt", "text/plain", &text);
        })
    });
    let columns = [
        Text::RulesColumn,
        Text::OpponentColumn,
        Text::Played,
        Text::Won,
        Text::Lost,
        Text::Drawn,
        Text::Streak,
        Text::BestStreak,
        Text::Hints,
    ];
    html! {
        <section class="tb-stats" data-testid="stats" aria-labelledby="tb-stats-title">
            <h2 id="tb-stats-title">{ Text::Stats.text(lang) }</h2>
            if rows.is_empty() && !unreadable {
                <p class="tb-muted">{ Text::StatsEmpty.text(lang) }</p>
            } else {
                if unreadable {
                    <p class="tb-muted" role="status">{ Text::StatsUnreadable.text(lang) }</p>
                }
                if let Some(onclick) = download {
                    <button type="button" class="eg-btn" data-testid="stats-download" {onclick}>{ Text::DownloadKept.text(lang) }</button>
                }
                if *refused {
                    <p class="tb-muted" role="alert" data-testid="not-saved">{ Text::NotSavedHelp.text(lang) }</p>
                }
                if !rows.is_empty() {
                    <div class="tb-scroll">
                        <table class="tb-stats-table">
                            <thead><tr>{ for columns.iter().map(|c| html! { <th scope="col">{ c.text(lang) }</th> }) }</tr></thead>
                            <tbody>{ for rows }</tbody>
                        </table>
                    </div>
                }
                if *confirming {
                    <p class="tb-confirm" role="alert">
                        { Text::StatsResetConfirm.text(lang) }
                        <button type="button" class="eg-btn" data-testid="stats-reset-yes" onclick={reset}>{ Text::Yes.text(lang) }</button>
                        <button type="button" class="eg-btn" onclick={cancel}>{ Text::No.text(lang) }</button>
                    </p>
                } else {
                    <button type="button" class="eg-btn" data-testid="stats-reset" onclick={ask}>{ Text::StatsReset.text(lang) }</button>
                }
            }
        </section>
    }
}
