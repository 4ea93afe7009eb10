//! hdu1907: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: hdu1907 is not implemented yet");
    std::process::exit(2);
}
