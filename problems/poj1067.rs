//! poj1067: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: poj1067 is not implemented yet");
    std::process::exit(2);
}
