//! luogu_p6665: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: luogu_p6665 is not implemented yet");
    std::process::exit(2);
}
