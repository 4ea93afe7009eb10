//! Tests of the `hdu1848` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu1848.rs"]
mod bin;

use crate::kit::run_on_bytes;
use crate::kit::GameSearch;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(run_on_bytes(b"1 1 1\n1 4 1\n0 0 0\n", solve), ("Fibo\nNacci\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"1 1 1\r\n2 0 3\r\n0 0 0", solve);
    assert_eq!(out, "Fibo\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (2, 2));
    let err = run_on_bytes(b"0 0 1\n", solve).1.unwrap_err();
    assert_eq!((err.line, err.token_index), (1, 3));
}

/// The brute force for the stored cases: each pile by exhaustive search, then xor.
fn brute_force(input: &str) -> String {
    let fibonacci = [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
    let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
        out.extend(fibonacci.iter().filter(|&&s| s <= n).map(|&s| n - s))
    });
    let tokens: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut answer = String::new();
    for piles in tokens.chunks(3).take_while(|c| c[0] != 0) {
        let nim_sum = piles.iter().fold(0, |x, &p| x ^ search.grundy(p));
        answer.push_str(if nim_sum != 0 { "Fibo\n" } else { "Nacci\n" });
    }
    answer
}

/// Every stored generated case (`testdata/hdu1848/random-*.in`) against the brute force.
#[test]
fn stored_random_cases_match_brute_force() {
    crate::kit::check_stored_cases("hdu1848", "random-", 3, brute_force);
}
