//! Tests of the `luogu_p1247` binary.

#[allow(dead_code)]
#[path = "../../../problems/luogu_p1247.rs"]
mod bin;

use crate::kit::run_on_bytes;
use bin::solve;

#[test]
fn samples_and_bad_input() {
    assert_eq!(
        run_on_bytes(b"3\n3 6 9\n", solve),
        ("4 3\n3 6 5\n".into(), Ok(()))
    );
    assert_eq!(
        run_on_bytes(b"4\n15 22 19 10\n", solve),
        ("lose\n".into(), Ok(()))
    );
    assert_eq!(run_on_bytes(b"1\n0\n", solve), ("lose\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"3\r\n3 6 x9", solve);
    assert_eq!(out, "");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (2, 3));
    let (_, res) = run_on_bytes(b"2\n1 2 3\n", solve);
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (2, 3));
}

/// The generated testdata, re-checked by exhaustive search: the first move (smallest
/// pile, then smallest count) to a position lost for the mover.
#[test]
fn generated_cases_match_brute_force() {
    use crate::kit::{sum_of_heaps_moves, GameSearch};
    let mut search = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
    let cases = [
        (
            include_str!("../../../testdata/luogu_p1247/generated-1.in"),
            include_str!("../../../testdata/luogu_p1247/generated-1.out"),
        ),
        (
            include_str!("../../../testdata/luogu_p1247/generated-2.in"),
            include_str!("../../../testdata/luogu_p1247/generated-2.out"),
        ),
        (
            include_str!("../../../testdata/luogu_p1247/generated-3.in"),
            include_str!("../../../testdata/luogu_p1247/generated-3.out"),
        ),
        (
            include_str!("../../../testdata/luogu_p1247/generated-4.in"),
            include_str!("../../../testdata/luogu_p1247/generated-4.out"),
        ),
        (
            include_str!("../../../testdata/luogu_p1247/generated-5.in"),
            include_str!("../../../testdata/luogu_p1247/generated-5.out"),
        ),
        (
            include_str!("../../../testdata/luogu_p1247/generated-6.in"),
            include_str!("../../../testdata/luogu_p1247/generated-6.out"),
        ),
    ];
    for (input, want) in cases {
        let numbers: Vec<u64> = input
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let piles = numbers[1..].to_vec();
        assert_eq!(numbers[0] as usize, piles.len());
        let mut expected = "lose\n".to_string();
        'search: for i in 0..piles.len() {
            for take in 1..=piles[i] {
                let mut next = piles.clone();
                next[i] -= take;
                if !search.first_player_wins(next.clone()) {
                    let sizes: Vec<String> = next.iter().map(u64::to_string).collect();
                    expected = format!("{take} {}\n{}\n", i + 1, sizes.join(" "));
                    break 'search;
                }
            }
        }
        assert_eq!(want, expected, "{piles:?}");
    }
}
