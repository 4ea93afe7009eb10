//! hdu3537: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: hdu3537 is not implemented yet");
    std::process::exit(2);
}
