//! Tests of the `hdu3032` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu3032.rs"]
mod bin;

use crate::kit::{run_on_bytes, GameSearch};
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(run_on_bytes(b"2\n3\n2 2 3\n2\n3 3\n", solve), ("Alice\nBob\n".into(), Ok(())));
    // g(u64::MAX) = 2^64: only another u64::MAX cancels it.
    assert_eq!(
        run_on_bytes(
            b"2\n2\n18446744073709551615 18446744073709551615\n1\n18446744073709551615",
            solve
        ),
        ("Bob\nAlice\n".into(), Ok(()))
    );
    let (out, res) = run_on_bytes(b"2\n1\n4\n0\n", solve);
    assert_eq!(out, "Alice\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (4, 1));
}

/// The brute force for the stored cases: exhaustive search over multisets of heaps.
fn brute_force(input: &str) -> String {
    // Lasker's Nim by definition, on sorted multisets of heaps.
    let mut search = GameSearch::new(|heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
        for i in 0..heaps.len() {
            let mut rest = heaps.clone();
            let h = rest.remove(i);
            let options = (0..h)
                .map(|t| if t > 0 { vec![t] } else { vec![] })
                .chain((1..=h / 2).map(|j| vec![j, h - j]));
            for pieces in options {
                let mut next = rest.clone();
                next.extend(pieces);
                next.sort_unstable();
                out.push(next);
            }
        }
    });
    let mut numbers = input.split_whitespace().map(|t| t.parse::<u64>().unwrap());
    let mut answer = String::new();
    for _ in 0..numbers.next().unwrap() {
        let n = numbers.next().unwrap();
        let mut heaps: Vec<u64> = (0..n).map(|_| numbers.next().unwrap()).collect();
        heaps.sort_unstable();
        let wins = search.first_player_wins(heaps);
        answer.push_str(if wins { "Alice\n" } else { "Bob\n" });
    }
    answer
}

/// Every stored generated case (`testdata/hdu3032/generated-*.in`) against the brute force.
#[test]
fn stored_generated_cases_match_brute_force() {
    crate::kit::check_stored_cases("hdu3032", "generated-", 2, brute_force);
}
