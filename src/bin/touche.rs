//! `touche replay FILE`, `touche bench GAME`: see `touche help`.
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = touche::cli::run(&args, &mut std::io::stdout(), &mut std::io::stderr());
    std::process::exit(code);
}
