//! Tests of the `luogu_p6665` binary.

#[allow(dead_code)]
#[path = "../../../problems/luogu_p6665.rs"]
mod bin;

use crate::ancestor_deletion::forest_by_search;
use crate::kit::run_on_bytes;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(
        run_on_bytes(b"2\n2 1\n1 2\n3 2\n1 2\n1 3\n", solve),
        ("Alice\nAlice\n".into(), Ok(()))
    );
    // Isolated nodes: each has g = 1.
    assert_eq!(run_on_bytes(b"2\r\n4 0\r\n5 0", solve), ("Bob\nAlice\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"2\n2 1\n1 2\n4 3\n1 2\n2 3\n3 1\n", solve);
    assert_eq!(out, "Alice\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (7, 2));
    assert!(err.to_string().contains("cycle"));
    let err = run_on_bytes(b"1\n3 1\n2 2\n", solve).1.unwrap_err();
    assert_eq!((err.line, err.token_index), (3, 2));
    let err = run_on_bytes(b"1\n3 3\n", solve).1.unwrap_err();
    assert_eq!((err.line, err.token_index), (2, 2));
    let err = run_on_bytes(b"1\n3 2\n1 2\n4 3\n", solve).1.unwrap_err();
    assert_eq!((err.line, err.token_index), (4, 1));
}

/// Every small stored case (`testdata/luogu_p6665/random-*.in`) is re-checked
/// against the brute force.
#[test]
fn stored_random_cases_match_brute_force() {
    crate::kit::check_stored_cases("luogu_p6665", "random-", 3, |input| {
        let mut numbers = input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
        let mut next = || numbers.next().unwrap();
        let mut expected = String::new();
        for _ in 0..next() {
            let (n, m) = (next(), next());
            let edges: Vec<(usize, usize)> = (0..m).map(|_| (next() - 1, next() - 1)).collect();
            let wins = forest_by_search(n, &edges) != 0;
            expected.push_str(if wins { "Alice\n" } else { "Bob\n" });
        }
        assert_eq!(run_on_bytes(input.as_bytes(), solve), (expected.clone(), Ok(())));
        expected
    });
}

/// A few edges among two million nodes cost what they read, not 16 bytes per label.
#[test]
fn far_labels_allocate_little() {
    let input = b"2\n2000000 1\n1 2000000\n2000000 2\n1999999 3\n3 1000000\n";
    let ((out, res), peak) = crate::kit::peak_bytes(|| run_on_bytes(input, solve));
    assert_eq!((out.as_str(), res), ("Alice\nAlice\n", Ok(())));
    assert!(peak < 1 << 20, "{peak} bytes");
}
