//! Tests of the `circles_game` binary.

#[allow(dead_code)]
#[path = "../../../problems/circles_game.rs"]
mod bin;

use crate::kit::run_on_bytes;
use bin::solve;
use grundy::circles::Circle;

#[test]
fn samples_and_bad_input() {
    let cases: [(&[u8], &str); 4] = [
        (b"1\n0 0 1\n", "Alice\n"),
        (b"2\n0 0 1\n3 0 1\n", "Bob\n"),
        (b"3\r\n0 0 1\r\n0 0 2\r\n5 0 1", "Alice\n"),
        (b"6\n0 0 1\n0 0 2\n0 0 3\n10 0 1\n10 0 2\n20 0 1\n", "Bob\n"),
    ];
    for (input, want) in cases {
        assert_eq!(run_on_bytes(input, solve), (want.to_string(), Ok(())));
    }
    let (out, res) = run_on_bytes(b"3\n0 0 5\n20 0 1\n  3 4 10\n", solve);
    assert_eq!(out, "");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (4, 1));
    assert!(err.to_string().contains("meets circle 1 (0 0 5)"), "{err}");
    let err = run_on_bytes(b"2\n0 0 1\n5 5 0\n", solve).1.unwrap_err();
    assert_eq!((err.line, err.token_index), (3, 3));
    let err = run_on_bytes(b"2\n0 0 1\n5 5 1\n7\n", solve).1.unwrap_err();
    assert_eq!((err.line, err.token_index), (4, 1));
}

/// The game by definition, from the circles tests, for the stored
/// `testdata/circles_game/random-*.in` cases.
fn brute_force_alice_wins(circles: &[(i64, i64, i64)]) -> bool {
    let circles: Vec<Circle> =
        circles.iter().map(|&(x, y, r)| Circle { x: x as i32, y: y as i32, r: r as i32 }).collect();
    crate::circles::game_by_search(&circles)
}

/// The circles of an input text (`N`, then `x y r` per circle).
fn parse(input: &str) -> Vec<(i64, i64, i64)> {
    let numbers: Vec<i64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let circles: Vec<(i64, i64, i64)> =
        numbers[1..].chunks(3).map(|c| (c[0], c[1], c[2])).collect();
    assert_eq!(circles.len() as i64, numbers[0]);
    circles
}

#[test]
fn stored_random_cases_match_brute_force() {
    crate::kit::check_stored_cases("circles_game", "random-", 3, |input| {
        let expected = if brute_force_alice_wins(&parse(input)) { "Alice\n" } else { "Bob\n" };
        assert_eq!(run_on_bytes(input.as_bytes(), solve), (expected.into(), Ok(())));
        expected.to_string()
    });
}

#[test]
fn topcoder_samples() {
    // The solver's answers against the statement's (the stored .out files); the samples
    // small enough for exhaustive search (all but the 21-circle one) against it as well.
    let checked = crate::kit::check_stored_cases("circles_game", "sample-", 7, |input| {
        let (out, res) = run_on_bytes(input.as_bytes(), solve);
        assert_eq!(res, Ok(()));
        let circles = parse(input);
        if circles.len() <= 12 {
            let alice = brute_force_alice_wins(&circles);
            assert_eq!(out, if alice { "Alice\n" } else { "Bob\n" });
        }
        out
    });
    assert_eq!(checked, 7);
}
