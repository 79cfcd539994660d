//! The `touche` command line (native only): replay records, run benchmarks.
use std::io::Write;

/// Runs the CLI with `args` (without the program name); returns the exit code.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let _ = (args, out);
    let _ = writeln!(err, "usage: touche replay FILE | touche bench GAME");
    2
}
