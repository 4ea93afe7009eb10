//! luogu_p1247: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: luogu_p1247 is not implemented yet");
    std::process::exit(2);
}
