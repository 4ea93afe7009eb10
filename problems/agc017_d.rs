//! agc017_d: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: agc017_d is not implemented yet");
    std::process::exit(2);
}
