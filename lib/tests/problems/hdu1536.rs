//! Tests of the `hdu1536` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu1536.rs"]
mod bin;

use crate::kit::run_on_bytes;
use crate::kit::GameSearch;
use bin::solve;

const SAMPLE: &[u8] =
    b"2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n";

#[test]
fn sample_and_bad_input() {
    assert_eq!(run_on_bytes(SAMPLE, solve), ("LWW\nWWL\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"1 1\r\n1\r\n1 3\r\n2 3 3\r\n1\r\n1 10001\r\n0", solve);
    assert_eq!(out, "W\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (6, 2));
}

/// The brute force for the stored cases: each heap by exhaustive search, then xor.
fn brute_force(input: &str) -> String {
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let mut answer = String::new();
    loop {
        let k = tokens.next().unwrap();
        if k == 0 {
            return answer;
        }
        let moves: Vec<u64> = (0..k).map(|_| tokens.next().unwrap()).collect();
        let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
            out.extend(moves.iter().filter(|&&s| s <= n).map(|&s| n - s))
        });
        for _ in 0..tokens.next().unwrap() {
            let l = tokens.next().unwrap();
            let nim_sum = (0..l).fold(0, |x, _| x ^ search.grundy(tokens.next().unwrap()));
            answer.push(if nim_sum != 0 { 'W' } else { 'L' });
        }
        answer.push('\n');
    }
}

/// Every stored generated case (`testdata/hdu1536/random-*.in`) against the brute force.
#[test]
fn stored_random_cases_match_brute_force() {
    crate::kit::check_stored_cases("hdu1536", "random-", 4, brute_force);
}
