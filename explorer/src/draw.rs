//! `grundy draw`.
use crate::cli::{DrawKind, Failure};
use std::path::Path;
pub fn run(
    _kind: DrawKind,
    _file: &Path,
    _svg: &Path,
    _all: bool,
    _json: bool,
) -> Result<(), Failure> {
    Err(Failure::Cannot("todo".into()))
}
