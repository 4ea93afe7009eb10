//! Tests of the `poj1067` binary.

#[allow(dead_code)]
#[path = "../../../problems/poj1067.rs"]
mod bin;

use crate::kit::{run_on_bytes, GameSearch};
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(run_on_bytes(b"2 1\n8 4\n4 7\n", solve), ("0\n1\n0\n".into(), Ok(())));
    // The double-precision formula's wrong pair, then the true P-position at k = 102334155.
    assert_eq!(
        run_on_bytes(b"165580141 267914296\r\n267914295 165580140", solve),
        ("1\n0\n".into(), Ok(()))
    );
    let (out, res) = run_on_bytes(b"2 1\n8 -4\n", solve);
    assert_eq!(out, "0\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (2, 2));
    let (out, res) = run_on_bytes(b"2 1\n8\n", solve);
    assert_eq!(out, "0\n");
    assert_eq!(res.unwrap_err().line, 3);
}

/// The brute force for the stored cases: pairs up to 60 by exhaustive search, larger ones
/// by the square-root oracle of the wythoff tests.
fn brute_force(input: &str) -> String {
    let mut search = GameSearch::new(|&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| {
        out.extend((0..a).map(|x| (x, b)));
        out.extend((0..b).map(|y| (a, y)));
        out.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    });
    let numbers: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut answer = String::new();
    for pair in numbers.chunks(2) {
        let (lo, hi) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
        let wins = if hi <= 60 {
            search.first_player_wins((lo, hi))
        } else {
            crate::wythoff::pair_by_isqrt(hi - lo) != Some((lo, hi))
        };
        answer.push_str(if wins { "1\n" } else { "0\n" });
    }
    answer
}

/// Every stored generated case (`testdata/poj1067/generated-*.in`) against the brute force.
#[test]
fn stored_generated_cases_match_brute_force() {
    crate::kit::check_stored_cases("poj1067", "generated-", 3, brute_force);
}
