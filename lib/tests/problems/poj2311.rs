//! Tests of the `poj2311` binary.

#[allow(dead_code)]
#[path = "../../../problems/poj2311.rs"]
mod bin;

use crate::kit::{check_stored_cases, run_on_bytes, GameSearch};
use crate::multi_sg::cutting_moves;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(run_on_bytes(b"2 2\n3 2\n4 2\n", solve), ("LOSE\nLOSE\nWIN\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"2 2\n1 2\n", solve);
    let err = res.unwrap_err();
    assert_eq!((out.as_str(), err.line, err.token_index), ("LOSE\n", 2, 1));
}

/// The brute force: the real cutting game (a 1×1 cut wins), searched.
fn brute_force(input: &str) -> String {
    let mut search = GameSearch::new(cutting_moves);
    let sides: Vec<u8> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut wins = |s: &[u8]| search.first_player_wins(vec![(s[0].min(s[1]), s[0].max(s[1]))]);
    sides.chunks(2).map(|s| if wins(s) { "WIN\n" } else { "LOSE\n" }).collect()
}

/// Sheets in an order that grows the binary's table several times, against the search.
#[test]
fn growing_table_matches_brute_force() {
    let input = "2 2\n3 4\n2 6\n6 6\n5 3\n4 4\n6 2\n2 3\n5 5\n";
    assert_eq!(run_on_bytes(input.as_bytes(), solve).0, brute_force(input));
    check_stored_cases("poj2311", "generated-small", 1, brute_force);
}
