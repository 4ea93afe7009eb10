//! hdu3032: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: hdu3032 is not implemented yet");
    std::process::exit(2);
}
