//! Tests of the `hdu3537` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu3537.rs"]
mod bin;

use crate::kit::run_on_bytes;
use crate::kit::GameSearch;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(run_on_bytes(b"0\n\n1\n0\n4\n0 1 2 3\n", solve), ("Yes\nNo\nYes\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"2\r\n5 5\r\n2\r\n1 100000000", solve);
    assert_eq!(out, "No\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (4, 2));
}

/// Mock Turtles by definition on the set of heads (sorted), any positions.
fn moves(heads: &Vec<u32>, out: &mut Vec<Vec<u32>>) {
    let flip = |set: &Vec<u32>, coins: &[u32]| {
        let mut next = set.clone();
        for &c in coins {
            match next.binary_search(&c) {
                Ok(i) => {
                    next.remove(i);
                }
                Err(i) => next.insert(i, c),
            }
        }
        next
    };
    for &r in heads {
        out.push(flip(heads, &[r]));
        for j in 0..r {
            out.push(flip(heads, &[r, j]));
            for k in 0..j {
                out.push(flip(heads, &[r, j, k]));
            }
        }
    }
}

/// The brute force for the stored cases: the row searched directly (small positions).
fn brute_force(input: &str) -> String {
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<u32>().unwrap());
    let mut search = GameSearch::new(moves);
    let mut answer = String::new();
    while let Some(n) = tokens.next() {
        let mut heads: Vec<u32> = (0..n).map(|_| tokens.next().unwrap()).collect();
        heads.sort_unstable();
        heads.dedup();
        answer.push_str(if search.first_player_wins(heads) { "No\n" } else { "Yes\n" });
    }
    answer
}

/// Every stored generated case (`testdata/hdu3537/random-*.in`) against the brute force.
#[test]
fn stored_random_cases_match_brute_force() {
    crate::kit::check_stored_cases("hdu3537", "random-", 4, brute_force);
}
