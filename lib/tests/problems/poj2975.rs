//! Tests of the `poj2975` binary.

#[allow(dead_code)]
#[path = "../../../problems/poj2975.rs"]
mod bin;

use crate::kit::run_on_bytes;
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

/// The generated testdata, re-checked by exhaustive search (moves to lost positions).
#[test]
fn generated_cases_match_brute_force() {
    use crate::kit::{sum_of_heaps_moves, GameSearch};
    let mut search = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
    let mut input = include_str!("../../../testdata/poj2975/generated-small.in")
        .split_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let mut want = include_str!("../../../testdata/poj2975/generated-small.out").lines();
    let mut cases = 0;
    loop {
        let n = input.next().unwrap();
        if n == 0 {
            break;
        }
        let piles: Vec<u64> = (0..n).map(|_| input.next().unwrap()).collect();
        let mut count = 0;
        for i in 0..piles.len() {
            for t in 0..piles[i] {
                let mut next = piles.clone();
                next[i] = t;
                count += !search.first_player_wins(next) as usize;
            }
        }
        assert_eq!(want.next(), Some(count.to_string().as_str()), "{piles:?}");
        cases += 1;
    }
    assert_eq!((want.next(), cases), (None, 40));
}
