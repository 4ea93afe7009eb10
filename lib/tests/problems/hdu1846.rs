//! Tests of the `hdu1846` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu1846.rs"]
mod bin;

use crate::kit::run_on_bytes;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(
        run_on_bytes(b"2\n23 2\n4 3\n", solve),
        ("first\nsecond\n".into(), Ok(()))
    );
    let (out, res) = run_on_bytes(b"3\r\n23 2\r\n4 3\r\n5 0", solve);
    assert_eq!(out, "first\nsecond\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (4, 2));
}
