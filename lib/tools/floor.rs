//! floor: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: floor is not implemented yet");
    std::process::exit(2);
}
