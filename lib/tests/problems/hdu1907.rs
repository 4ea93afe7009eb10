//! Tests of the `hdu1907` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu1907.rs"]
mod bin;

use crate::kit::{run_on_bytes, sum_of_heaps_moves, GameSearch};
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(run_on_bytes(b"2\n3\n3 5 1\n1\n1\n", solve), ("John\nBrother\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"2\r\n1\r\n1\r\n2\r\n4 0\r\n", solve);
    assert_eq!(out, "Brother\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (5, 2));
    let (_, res) = run_on_bytes(b"1\n0\n", solve);
    assert_eq!(res.unwrap_err().token.as_deref(), Some("0"));
}

/// The brute force for the stored cases: exhaustive misère search.
fn brute_force(input: &str) -> String {
    let mut search = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
    let mut numbers = input.split_whitespace().map(|t| t.parse::<u64>().unwrap());
    let mut answer = String::new();
    for _ in 0..numbers.next().unwrap() {
        let n = numbers.next().unwrap();
        let heaps: Vec<u64> = (0..n).map(|_| numbers.next().unwrap()).collect();
        let wins = search.first_player_wins_misere(heaps);
        answer.push_str(if wins { "John\n" } else { "Brother\n" });
    }
    answer
}

/// Every stored generated case (`testdata/hdu1907/generated-*.in`) against the brute force.
#[test]
fn stored_generated_cases_match_brute_force() {
    crate::kit::check_stored_cases("hdu1907", "generated-", 2, brute_force);
}
