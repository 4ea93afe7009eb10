//! Tests of the `hdu1730` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu1730.rs"]
mod bin;

use crate::kit::{check_stored_cases, run_on_bytes, Rng};
use crate::staircase::{northcott_outcomes, Board};
use bin::solve;
use std::collections::HashMap;

#[test]
fn sample_and_bad_input() {
    let sample = b"3 6\n4 5\n1 2\n1 2\n3 6\n4 5\n1 3\n1 2\n";
    assert_eq!(run_on_bytes(sample, solve), ("BAD LUCK!\nI WIN!\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"1 5\n1 2\n1 5\n3 3\n", solve);
    let err = res.unwrap_err();
    assert_eq!((out.as_str(), err.line, err.token_index), ("BAD LUCK!\n", 4, 2));
}

/// The brute force: the real partizan game's retrograde analysis, Tom (black) to move.
fn brute_force(input: &str) -> String {
    let mut outcomes: HashMap<(usize, u64), HashMap<Board, Option<bool>>> = HashMap::new();
    let mut t = input.split_whitespace().map(|t| t.parse::<u64>().unwrap());
    let mut answer = String::new();
    while let Some(n) = t.next() {
        let m = t.next().unwrap();
        let board: Vec<(u64, u64)> =
            (0..n).map(|_| (t.next().unwrap(), t.next().unwrap())).collect();
        let all =
            outcomes.entry((n as usize, m)).or_insert_with(|| northcott_outcomes(n as usize, m));
        let wins = all[&(board, false)].expect("no draws");
        answer.push_str(if wins { "I WIN!\n" } else { "BAD LUCK!\n" });
    }
    answer
}

#[test]
fn random_boards_match_brute_force() {
    let mut rng = Rng::new(1730);
    let mut input = String::new();
    for _ in 0..300 {
        let (n, m) = (rng.range(1, 3), rng.range(2, 5));
        input += &format!("{n} {m}\n");
        for _ in 0..n {
            let a = rng.range(1, m);
            let b = (a + rng.range(1, m - 1) - 1) % m + 1;
            input += &format!("{a} {b}\n");
        }
    }
    assert_eq!(run_on_bytes(input.as_bytes(), solve).0, brute_force(&input));
    check_stored_cases("hdu1730", "generated-", 1, brute_force);
}
