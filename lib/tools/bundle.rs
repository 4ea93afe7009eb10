//! bundle: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: bundle is not implemented yet");
    std::process::exit(2);
}
