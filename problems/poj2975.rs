//! poj2975: not written yet (placeholder so the package builds).

fn main() {
    eprintln!("error: poj2975 is not implemented yet");
    std::process::exit(2);
}
