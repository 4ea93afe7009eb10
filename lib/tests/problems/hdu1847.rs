//! Tests of the `hdu1847` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu1847.rs"]
mod bin;

use crate::kit::run_on_bytes;
use crate::kit::GameSearch;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(run_on_bytes(b"1\n3\n", solve), ("Kiki\nCici\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"1000\r\n999\r\n1001", solve);
    assert_eq!(out, "Kiki\nCici\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (3, 1));
}

/// The brute force for the stored cases: exhaustive search over the moves 2^k <= n.
fn brute_force(input: &str) -> String {
    let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
        out.extend((0..11).map(|k| 1u64 << k).filter(|&s| s <= n).map(|s| n - s))
    });
    let mut answer = String::new();
    for n in input.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap()) {
        answer.push_str(if search.first_player_wins(n) { "Kiki\n" } else { "Cici\n" });
    }
    answer
}

/// Every stored generated case (`testdata/hdu1847/random-*.in`) against the brute force.
#[test]
fn stored_random_cases_match_brute_force() {
    crate::kit::check_stored_cases("hdu1847", "random-", 2, brute_force);
}
