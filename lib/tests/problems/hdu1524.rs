//! Tests of the `hdu1524` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu1524.rs"]
mod bin;

use crate::kit::{check_stored_cases, run_on_bytes, GameSearch, Rng};
use bin::solve;

#[test]
fn sample_and_bad_input() {
    let sample =
        b"4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n";
    assert_eq!(run_on_bytes(sample, solve), ("WIN\nWIN\nWIN\nLOSE\nWIN\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"2\n0\n1 0\n1 1\n0\n3\n1 1\n1 2\n1 0\n1 0\n0\n", solve);
    let err = res.unwrap_err();
    assert_eq!((out.as_str(), err.line, err.token_index), ("WIN\n", 9, 2));
    assert!(err.expected.ends_with("the edge 2 -> 0 closes one"));
    let (_, res) = run_on_bytes(b"1\n0\n1 0\n", solve);
    assert_eq!(res.unwrap_err().token, None);
}

/// The brute force: every query's tokens played directly (a multiset of vertices).
fn brute_force(input: &str) -> String {
    let mut t = input.split_whitespace().map(|t| t.parse::<usize>().unwrap());
    let mut answer = String::new();
    while let Some(n) = t.next() {
        let adj: Vec<Vec<usize>> = (0..n)
            .map(|_| {
                let x = t.next().unwrap();
                (0..x).map(|_| t.next().unwrap()).collect()
            })
            .collect();
        let mut search = GameSearch::new(|tokens: &Vec<usize>, out: &mut Vec<Vec<usize>>| {
            for (i, &v) in tokens.iter().enumerate() {
                for &w in &adj[v] {
                    let mut next = tokens.clone();
                    next[i] = w;
                    next.sort_unstable();
                    out.push(next);
                }
            }
        });
        loop {
            let m = t.next().unwrap();
            if m == 0 {
                break;
            }
            let mut tokens: Vec<usize> = (0..m).map(|_| t.next().unwrap()).collect();
            tokens.sort_unstable();
            answer.push_str(if search.first_player_wins(tokens) { "WIN\n" } else { "LOSE\n" });
        }
    }
    answer
}

#[test]
fn random_graphs_match_brute_force() {
    let mut rng = Rng::new(1524);
    let mut input = String::new();
    for _ in 0..200 {
        let n = rng.range(1, 7) as usize;
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let mut adj = vec![Vec::new(); n];
        for i in 0..n {
            for j in i + 1..n {
                for _ in 0..rng.below(4) / 2 {
                    adj[order[i]].push(order[j]);
                }
            }
        }
        input += &format!("{n}\n");
        for a in &adj {
            let list: Vec<String> = a.iter().map(usize::to_string).collect();
            input += &format!("{} {}\n", a.len(), list.join(" "));
        }
        for _ in 0..rng.range(0, 4) {
            let m = rng.range(1, 3);
            let tokens: Vec<String> = (0..m).map(|_| rng.below(n as u64).to_string()).collect();
            input += &format!("{m} {}\n", tokens.join(" "));
        }
        input += "0\n";
    }
    assert_eq!(run_on_bytes(input.as_bytes(), solve).0, brute_force(&input));
    check_stored_cases("hdu1524", "generated-", 1, brute_force);
}
