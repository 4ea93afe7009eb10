//! Tests of the `luogu_p6665` binary.

#[allow(dead_code)]
#[path = "../../../problems/luogu_p6665.rs"]
mod bin;

use crate::kit::run_on_bytes;
use crate::kit::GameSearch;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(
        run_on_bytes(b"2\n2 1\n1 2\n3 2\n1 2\n1 3\n", solve),
        ("Alice\nAlice\n".into(), Ok(()))
    );
    // Isolated nodes: each has g = 1.
    assert_eq!(
        run_on_bytes(b"2\r\n4 0\r\n5 0", solve),
        ("Bob\nAlice\n".into(), Ok(()))
    );
    let (out, res) = run_on_bytes(b"2\n2 1\n1 2\n4 3\n1 2\n2 3\n3 1\n", solve);
    assert_eq!(out, "Alice\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (7, 2));
    assert!(err.to_string().contains("cycle"));
    let err = run_on_bytes(b"1\n3 1\n2 2\n", solve).1.unwrap_err();
    assert_eq!((err.line, err.token_index), (3, 2));
    let err = run_on_bytes(b"1\n3 3\n", solve).1.unwrap_err();
    assert_eq!((err.line, err.token_index), (2, 2));
    let err = run_on_bytes(b"1\n3 2\n1 2\n4 3\n", solve).1.unwrap_err();
    assert_eq!((err.line, err.token_index), (4, 1));
}

/// The game by definition on one case: positions are sets of live nodes; the trees
/// are rooted by a depth-first search from the smallest node of each component.
fn brute_force_first_player_wins(n: usize, edges: &[(usize, usize)]) -> bool {
    assert!(n <= 16);
    let mut parent = vec![usize::MAX; n];
    let mut seen = vec![false; n];
    for root in 0..n {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        let mut stack = vec![root];
        while let Some(v) = stack.pop() {
            for &(a, b) in edges {
                for (x, y) in [(a, b), (b, a)] {
                    if x == v && !seen[y] {
                        seen[y] = true;
                        parent[y] = v;
                        stack.push(y);
                    }
                }
            }
        }
    }
    let up: Vec<u32> = (0..n)
        .map(|u| {
            let (mut mask, mut at) = (0u32, u);
            loop {
                mask |= 1 << at;
                if parent[at] == usize::MAX {
                    return mask;
                }
                at = parent[at];
            }
        })
        .collect();
    let mut search = GameSearch::new(|&live: &u32, out: &mut Vec<u32>| {
        out.extend(
            (0..n)
                .filter(|&u| live >> u & 1 == 1)
                .map(|u| live & !up[u]),
        )
    });
    search.first_player_wins(((1u64 << n) - 1) as u32)
}

/// Every small stored case (`testdata/luogu_p6665/random-*.in`) is re-checked
/// against the brute force.
#[test]
fn stored_random_cases_match_brute_force() {
    crate::kit::check_stored_cases("luogu_p6665", "random-", 3, |input| {
        let mut numbers = input
            .split_ascii_whitespace()
            .map(|t| t.parse::<usize>().unwrap());
        let mut next = || numbers.next().unwrap();
        let mut expected = String::new();
        for _ in 0..next() {
            let (n, m) = (next(), next());
            let edges: Vec<(usize, usize)> = (0..m).map(|_| (next() - 1, next() - 1)).collect();
            let wins = brute_force_first_player_wins(n, &edges);
            expected.push_str(if wins { "Alice\n" } else { "Bob\n" });
        }
        assert_eq!(
            run_on_bytes(input.as_bytes(), solve),
            (expected.clone(), Ok(()))
        );
        expected
    });
}
