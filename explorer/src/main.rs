//! The `grundy` command (see `grundy --help`).

fn main() {
    std::process::exit(grundy_explorer::cli::main());
}
