//! hdu1848: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: hdu1848 is not implemented yet");
    std::process::exit(2);
}
