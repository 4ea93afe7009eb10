//! hdu2516: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: hdu2516 is not implemented yet");
    std::process::exit(2);
}
