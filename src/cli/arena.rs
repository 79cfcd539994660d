//! `touche arena`: two computer strengths on duplicate deals (each deal played twice, the sides
//! swapped), on several threads, reproducible from the seed (`ai::arena`).
use super::games::CliGame;
use crate::ai::arena::arena;
use crate::bots::Strength;
use crate::i18n::{cli as words, shell, Lang};
use std::io::Write;

/// The most threads an arena runs on (`--jobs` above it is refused).
pub const MAX_JOBS: usize = 64;

/// What one arena run plays.
pub struct ArenaSettings<'a> {
    pub rules: Option<&'a str>,
    pub strengths: [Strength; 2],
    pub games: u32,
    pub seed: u64,
    pub jobs: usize,
}

/// Plays the series and prints the header, A's tally and, last, `A won W of N (P%, 95% CI [LO%,
/// HI%])`. Exit code 0, or 2 for unknown rules.
pub fn run_arena<G: CliGame>(
    settings: &ArenaSettings,
    lang: Lang,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32
where
    G::Rules: Sync,
{
    let rules = match G::rules_named(settings.rules) {
        Ok(rules) => rules,
        Err(message) => {
            let _ = writeln!(err, "touche: {message}");
            return 2;
        }
    };
    let [a, b] = settings.strengths;
    // Deals come in pairs, one game from each side.
    let games = settings.games.div_ceil(2) * 2;
    let jobs = settings.jobs.clamp(1, MAX_JOBS);
    let _ = writeln!(
        out,
        "{}",
        words::arena_header(
            shell::game_name(G::ID, lang),
            &G::rules_slug(&rules),
            [a.slug(), b.slug()],
            games,
            settings.seed,
            jobs,
            lang,
        )
    );
    let result = arena(
        |seed| G::new_game(rules.clone(), G::Options::default(), seed),
        |seed| G::bot(a, seed),
        |seed| G::bot(b, seed),
        games,
        settings.seed,
        jobs,
    );
    let _ = writeln!(
        out,
        "{}",
        words::arena_tally(
            result.a_wins,
            result.draws,
            result.b_wins,
            result.unfinished,
            lang
        )
    );
    let _ = writeln!(
        out,
        "{}",
        words::arena_summary(result.a_points(), result.games, result.a_share(), lang)
    );
    0
}
