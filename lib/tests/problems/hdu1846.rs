//! Tests of the `hdu1846` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu1846.rs"]
mod bin;

use crate::kit::{run_on_bytes, GameSearch};
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(run_on_bytes(b"2\n23 2\n4 3\n", solve), ("first\nsecond\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"3\r\n23 2\r\n4 3\r\n5 0", solve);
    assert_eq!(out, "first\nsecond\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (4, 2));
}

/// The brute force for the stored cases: exhaustive search of each pile.
fn brute_force(input: &str) -> String {
    let numbers: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut answer = String::new();
    for case in numbers[1..].chunks(2) {
        let (n, m) = (case[0], case[1]);
        let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
            out.extend((1..=m.min(n)).map(|t| n - t))
        });
        answer.push_str(if search.first_player_wins(n) { "first\n" } else { "second\n" });
    }
    answer
}

/// Every stored case of many small games (`testdata/hdu1846/many-*.in`) against the brute force.
#[test]
fn stored_many_cases_match_brute_force() {
    crate::kit::check_stored_cases("hdu1846", "many-", 1, brute_force);
}
