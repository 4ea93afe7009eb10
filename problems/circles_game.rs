//! circles_game: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: circles_game is not implemented yet");
    std::process::exit(2);
}
