#[test]
fn zz_bench() {
    let n: u64 = std::env::var("ZZ_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20000);
    let t = std::time::Instant::now();
    let c = touche::bench::play_skirman_games(touche::games::skirman::Level::Competition, 7, n);
    println!("ZZ {c} {:.3}s", t.elapsed().as_secs_f64());
}
