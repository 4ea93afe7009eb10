//! bench: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: bench is not implemented yet");
    std::process::exit(2);
}
