//! Tests of the `hdu1907` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu1907.rs"]
mod bin;

use crate::kit::run_on_bytes;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(
        run_on_bytes(b"2\n3\n3 5 1\n1\n1\n", solve),
        ("John\nBrother\n".into(), Ok(()))
    );
    let (out, res) = run_on_bytes(b"2\r\n1\r\n1\r\n2\r\n4 0\r\n", solve);
    assert_eq!(out, "Brother\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (5, 2));
    let (_, res) = run_on_bytes(b"1\n0\n", solve);
    assert_eq!(res.unwrap_err().token.as_deref(), Some("0"));
}

/// The generated testdata, re-checked by exhaustive misère search.
#[test]
fn generated_cases_match_brute_force() {
    use crate::kit::{sum_of_heaps_moves, GameSearch};
    let mut search = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
    let mut input = include_str!("../../../testdata/hdu1907/generated-small.in")
        .split_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let mut want = include_str!("../../../testdata/hdu1907/generated-small.out").lines();
    let cases = input.next().unwrap();
    for _ in 0..cases {
        let n = input.next().unwrap();
        let heaps: Vec<u64> = (0..n).map(|_| input.next().unwrap()).collect();
        let expected = if search.first_player_wins_misere(heaps.clone()) {
            "John"
        } else {
            "Brother"
        };
        assert_eq!(want.next(), Some(expected), "{heaps:?}");
    }
    assert_eq!((input.next(), want.next()), (None, None));
}
