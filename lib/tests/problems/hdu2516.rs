//! Tests of the `hdu2516` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu2516.rs"]
mod bin;

use crate::kit::run_on_bytes;
use crate::kit::GameSearch;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(
        run_on_bytes(b"2\n13\n10000\n0\n", solve),
        ("Second win\nSecond win\nFirst win\n".into(), Ok(()))
    );
    let (out, res) = run_on_bytes(b"4\r\n1\r\n0", solve);
    assert_eq!(out, "First win\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (2, 1));
    let (out, res) = run_on_bytes(b"12200160415121876738\n", solve);
    assert_eq!(out, "Second win\n");
    assert_eq!(res.unwrap_err().token, None); // no terminating 0
}

/// The brute force for the stored cases: search over (stones left, largest take).
fn brute_force(input: &str) -> String {
    let mut search = GameSearch::new(|&(left, cap): &(u64, u64), out: &mut Vec<(u64, u64)>| {
        out.extend((1..=cap.min(left)).map(|t| (left - t, (2 * t).min(left - t))))
    });
    let mut answer = String::new();
    for n in input.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap()) {
        if n == 0 {
            break;
        }
        let first_wins = search.first_player_wins((n, n - 1));
        answer.push_str(if first_wins { "First win\n" } else { "Second win\n" });
    }
    answer
}

/// Every stored generated case (`testdata/hdu2516/random-*.in`) against the brute force.
#[test]
fn stored_random_cases_match_brute_force() {
    crate::kit::check_stored_cases("hdu2516", "random-", 3, brute_force);
}
