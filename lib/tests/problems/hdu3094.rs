//! Tests of the `hdu3094` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu3094.rs"]
mod bin;

use crate::kit::run_on_bytes;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    let sample = "3\n3\n1 2\n2 3\n3\n1 2\n1 3\n10\n6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n6 10\n";
    assert_eq!(run_on_bytes(sample.as_bytes(), solve), ("Alice\nBob\nAlice\n".into(), Ok(())));
    assert_eq!(run_on_bytes(b"2\n1\n1\n", solve), ("Bob\nBob\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"2\r\n2\r\n1 2\r\n3\r\n1 2\r\n2 1\r\n", solve);
    assert_eq!(out, "Alice\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (6, 2));
    assert!(err.to_string().contains("cycle"));
}

/// A truncated case naming a far vertex fails without allocating for it.
#[test]
fn a_short_case_with_a_far_vertex_allocates_little() {
    let ((out, res), peak) =
        crate::kit::peak_bytes(|| run_on_bytes(b"2\n2\n1 2\n1000000\n1 1000000\n", solve));
    assert_eq!(out, "Alice\n");
    assert!(res.is_err());
    assert!(peak < 1 << 20, "{peak} bytes");
}
