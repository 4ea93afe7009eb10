//! Tests of the `poj3710` binary.

#[allow(dead_code)]
#[path = "../../../problems/poj3710.rs"]
mod bin;

use crate::kit::run_on_bytes;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(
        run_on_bytes(b"2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n", solve),
        ("Sally\n".into(), Ok(()))
    );
    // A triangle through the ground (1), two parallel edges (0), a loop (1).
    assert_eq!(
        run_on_bytes(
            b"1\n3 3\n1 2\n2 3\n3 1\n1\n2 2\n1 2\n2 1\n2\n1 1\n1 1\n3 3\n1 2\n2 3\n3 1",
            solve
        ),
        ("Sally\nHarry\nHarry\n".into(), Ok(()))
    );
    let (out, res) = run_on_bytes(b"1\n2 1\n1 2\n1\n3 2\n1 2\n2 4\n", solve);
    assert_eq!(out, "Sally\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (7, 2));
    assert!(err.to_string().contains("1..=3"));
}

/// A far label costs no memory: a graph is held in O(its edges), whatever it names.
#[test]
fn a_far_label_allocates_little() {
    let input = b"1\n1000000 1\n1 1000000\n2\n1000000 1\n999999 1\n1000000 1\n5 1000000\n";
    let ((out, res), peak) = crate::kit::peak_bytes(|| run_on_bytes(input, solve));
    assert_eq!((out.as_str(), res), ("Sally\nSally\n", Ok(())));
    assert!(peak < 1 << 20, "{peak} bytes");
}
