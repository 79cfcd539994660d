//! `touche replay FILE`, `touche bench GAME`: see `touche help`. Arguments are read as OS
//! strings: a file name need not be UTF-8.
fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let code = touche::cli::run(&args, &mut std::io::stdout(), &mut std::io::stderr());
    std::process::exit(code);
}
