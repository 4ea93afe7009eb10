//! hdu3094: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: hdu3094 is not implemented yet");
    std::process::exit(2);
}
