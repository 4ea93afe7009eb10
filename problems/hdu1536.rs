//! hdu1536: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: hdu1536 is not implemented yet");
    std::process::exit(2);
}
