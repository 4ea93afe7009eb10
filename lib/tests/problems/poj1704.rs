//! Tests of the `poj1704` binary.

#[allow(dead_code)]
#[path = "../../../problems/poj1704.rs"]
mod bin;

use crate::kit::{check_stored_cases, run_on_bytes, GameSearch, Rng};
use bin::solve;

#[test]
fn sample_and_bad_input() {
    let sample = b"2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n";
    let want = "Bob will win\nGeorgia will win\n";
    assert_eq!(run_on_bytes(sample, solve), (want.into(), Ok(())));
    let (out, res) = run_on_bytes(b"2\n1\n4\n3\n7 2 7\n", solve);
    let err = res.unwrap_err();
    assert_eq!((out.as_str(), err.line, err.token_index), ("Georgia will win\n", 5, 3));
    assert!(err.expected.contains("7 holds two coins"));
}

/// The brute force: each case's strip played by its rules (coins slide left over none).
fn brute_force(input: &str) -> String {
    let mut search = GameSearch::new(|coins: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
        for i in 0..coins.len() {
            let low = if i > 0 { coins[i - 1] } else { 0 };
            for to in low + 1..coins[i] {
                let mut next = coins.clone();
                next[i] = to;
                out.push(next);
            }
        }
    });
    let mut t = input.split_whitespace().map(|t| t.parse::<u64>().unwrap());
    let mut answer = String::new();
    for _ in 0..t.next().unwrap() {
        let n = t.next().unwrap();
        let mut coins: Vec<u64> = (0..n).map(|_| t.next().unwrap()).collect();
        coins.sort_unstable();
        let wins = search.first_player_wins(coins);
        answer.push_str(if wins { "Georgia will win\n" } else { "Bob will win\n" });
    }
    answer
}

#[test]
fn random_strips_match_brute_force() {
    let mut rng = Rng::new(1704);
    for _ in 0..50 {
        let mut input = String::from("20\n");
        for _ in 0..20 {
            let mut cells: Vec<u64> = (1..=14).filter(|_| rng.below(3) == 0).collect();
            cells.push(15 + rng.below(3));
            cells.reverse();
            let list: Vec<String> = cells.iter().map(u64::to_string).collect();
            input += &format!("{}\n{}\n", cells.len(), list.join(" "));
        }
        assert_eq!(run_on_bytes(input.as_bytes(), solve).0, brute_force(&input), "{input}");
    }
    check_stored_cases("poj1704", "generated-", 1, brute_force);
}
