//! Tests of the `poj2975` binary.

#[allow(dead_code)]
#[path = "../../../problems/poj2975.rs"]
mod bin;

use crate::kit::{run_on_bytes, sum_of_heaps_moves, GameSearch};
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(
        run_on_bytes(b"3\n7 11 13\n2\n1000000000 1000000000\n0\n", solve),
        ("3\n0\n".into(), Ok(()))
    );
    let (out, res) = run_on_bytes(b"3\n7 11 13\n2\n5 0\n0\n", solve);
    assert_eq!(out, "3\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (4, 2));
    let (out, res) = run_on_bytes(b"1\n4\n", solve);
    assert_eq!(out, "1\n");
    assert_eq!(res.unwrap_err().line, 3); // no terminating 0
}

/// The brute force for the stored cases: the moves to positions lost for the mover,
/// counted by exhaustive search.
fn brute_force(input: &str) -> String {
    let mut search = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
    let mut numbers = input.split_whitespace().map(|t| t.parse::<u64>().unwrap());
    let mut answer = String::new();
    loop {
        let n = numbers.next().unwrap();
        if n == 0 {
            return answer;
        }
        let piles: Vec<u64> = (0..n).map(|_| numbers.next().unwrap()).collect();
        let mut count = 0;
        for i in 0..piles.len() {
            for t in 0..piles[i] {
                let mut next = piles.clone();
                next[i] = t;
                count += !search.first_player_wins(next) as usize;
            }
        }
        answer.push_str(&format!("{count}\n"));
    }
}

/// Every stored generated case (`testdata/poj2975/generated-*.in`) against the brute force.
#[test]
fn stored_generated_cases_match_brute_force() {
    crate::kit::check_stored_cases("poj2975", "generated-", 2, brute_force);
}

/// One case of 300,000 piles: memory stays at the counter's 2^15 piles, not the case's.
#[test]
fn a_long_case_is_counted_in_bounded_memory() {
    let mut rng = crate::kit::Rng::new(2975);
    let piles: Vec<u64> = (0..300_000).map(|_| 1 + rng.below(1 << 40)).collect();
    let mut input = format!("{}\n", piles.len());
    for p in &piles {
        input.push_str(&format!("{p} "));
    }
    input.push_str("\n0\n");
    let s = piles.iter().fold(0, |s, &p| s ^ p);
    let want = piles.iter().filter(|&&p| p ^ s < p).count();
    let ((out, res), peak) = crate::kit::peak_bytes(|| run_on_bytes(input.as_bytes(), solve));
    assert_eq!((out, res), (format!("{want}\n"), Ok(())));
    assert!(peak < 1 << 20, "{peak} bytes");
}
