//! Tests of the `hdu3590` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu3590.rs"]
mod bin;

use crate::anti_sg::misere_forest_wins;
use crate::kit::{check_stored_cases, run_on_bytes, Rng};
use bin::solve;

#[test]
fn sample_and_bad_input() {
    let sample = b"2\n2\n1 2\n2\n1 2\n1\n2\n1 2\n";
    assert_eq!(run_on_bytes(sample, solve), ("PP\nQQ\n".into(), Ok(())));
    // Two stalks of two edges at one root: misère Nim on 2, 2, lost for PP.
    assert_eq!(run_on_bytes(b"1\n5\n1 2\n2 3\n1 4\n4 5\n", solve).0, "QQ\n");
    let (out, res) = run_on_bytes(b"1\n2\n1 2\n1\n3\n1 2\n2 1\n", solve);
    let err = res.unwrap_err();
    assert_eq!((out.as_str(), err.line, err.token_index), ("QQ\n", 7, 2));
}

/// The brute force: each case's forest played by its rules under misère play.
fn brute_force(input: &str) -> String {
    let mut t = input.split_whitespace().map(|t| t.parse::<usize>().unwrap());
    let mut answer = String::new();
    while let Some(trees) = t.next() {
        let mut parent: Vec<Option<usize>> = Vec::new();
        for _ in 0..trees {
            let (m, base) = (t.next().unwrap(), parent.len());
            let mut adj = vec![Vec::new(); m];
            for _ in 1..m {
                let (a, b) = (t.next().unwrap() - 1, t.next().unwrap() - 1);
                adj[a].push(b);
                adj[b].push(a);
            }
            // Breadth-first from vertex 1, so that parents come first.
            let (mut order, mut up) = (vec![0], vec![None; m]);
            for i in 0..m {
                for &w in &adj[order[i]] {
                    if w != 0 && up[w].is_none() {
                        up[w] = Some(i);
                        order.push(w);
                    }
                }
            }
            parent.extend(order.iter().map(|&v| up[v].map(|p| p + base)));
        }
        answer.push_str(if misere_forest_wins(&parent) { "PP\n" } else { "QQ\n" });
    }
    answer
}

#[test]
fn random_forests_match_brute_force() {
    let mut rng = Rng::new(3590);
    let mut input = String::new();
    for _ in 0..300 {
        let trees = rng.range(0, 3);
        input += &format!("{trees}\n");
        for _ in 0..trees {
            let m = rng.range(1, 6);
            input += &format!("{m}\n");
            for v in 2..=m {
                let p = rng.range(1, v - 1);
                input +=
                    &if rng.below(2) == 0 { format!("{v} {p}\n") } else { format!("{p} {v}\n") };
            }
        }
    }
    assert_eq!(run_on_bytes(input.as_bytes(), solve).0, brute_force(&input));
    check_stored_cases("hdu3590", "generated-", 1, brute_force);
}
