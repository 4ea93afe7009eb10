//! Tests of the `hdu3404` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu3404.rs"]
mod bin;

use crate::kit::{check_stored_cases, run_on_bytes, GameSearch};
use bin::solve;
use grundy::nim_product::product;

const WIN: &str = "Have a try, lxhgww.\n";
const LOSE: &str = "Don't waste your time.\n";

#[test]
fn sample_and_bad_input() {
    let sample = b"2\n2\n1 2\n2 1\n2\n1 1\n2 2\n";
    assert_eq!(run_on_bytes(sample, solve), (format!("{LOSE}{WIN}"), Ok(())));
    assert_eq!(run_on_bytes(b"1\n3\n2 2\n2 2\n1 1\n", solve).0, WIN);
    let (out, res) = run_on_bytes(b"2\n1\n1 1\n1\n0 1\n", solve);
    let err = res.unwrap_err();
    assert_eq!((out.as_str(), err.line, err.token_index), (WIN, 5, 1));
}

/// The brute force for boards within 3×4: the game played by its rules; beyond, the xor of
/// the halving formula's products (the section test checks it against the definition).
fn brute_force(input: &str) -> String {
    let mut search = GameSearch::new(|lit: &Vec<(u64, u64)>, out: &mut Vec<Vec<(u64, u64)>>| {
        for &(x2, y2) in lit {
            for (x1, y1) in (1..=x2).flat_map(|x| (1..=y2).map(move |y| (x, y))) {
                let mut corners = vec![(x1, y1), (x1, y2), (x2, y1), (x2, y2)];
                corners.sort_unstable();
                corners.dedup();
                let mut next: Vec<(u64, u64)> =
                    lit.iter().filter(|c| !corners.contains(c)).copied().collect();
                next.extend(corners.into_iter().filter(|c| !lit.contains(c)));
                next.sort_unstable();
                out.push(next);
            }
        }
    });
    let mut t = input.split_whitespace().map(|t| t.parse::<u64>().unwrap());
    let mut answer = String::new();
    for _ in 0..t.next().unwrap() {
        let n = t.next().unwrap();
        let mut lit: Vec<(u64, u64)> =
            (0..n).map(|_| (t.next().unwrap(), t.next().unwrap())).collect();
        lit.sort_unstable();
        lit.dedup();
        let wins = if lit.iter().all(|&(x, y)| x <= 3 && y <= 4) {
            search.first_player_wins(lit)
        } else {
            lit.iter().fold(0, |s, &(x, y)| s ^ product(x, y, 64)) != 0
        };
        answer.push_str(if wins { WIN } else { LOSE });
    }
    answer
}

#[test]
fn stored_cases_match_brute_force() {
    check_stored_cases("hdu3404", "generated-", 2, brute_force);
}
