//! `grundy period`.
use crate::cli::Failure;
pub fn run(_spec: &str, _max: usize, _json: bool) -> Result<(), Failure> {
    Err(Failure::Cannot("todo".into()))
}
