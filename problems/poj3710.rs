//! poj3710: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: poj3710 is not implemented yet");
    std::process::exit(2);
}
