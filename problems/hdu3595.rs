//! hdu3595: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: hdu3595 is not implemented yet");
    std::process::exit(2);
}
