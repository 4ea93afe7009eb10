//! Tests of the `hdu3595` binary.

#[allow(dead_code)]
#[path = "../../../problems/hdu3595.rs"]
mod bin;

use crate::kit::run_on_bytes;
use crate::kit::GameSearch;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(run_on_bytes(b"3\n1 1\n1 1\n1 1\n1\n3 2\n", solve), ("MM\nGG\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"1\r\n3 2\r\n2\r\n1 1\r\n1001 5", solve);
    assert_eq!(out, "GG\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (5, 1));
    assert_eq!(run_on_bytes(b"1\n0 5\n0\n", solve), ("GG\n".into(), Ok(())));
}

/// Moves of the whole sum: every game not over moves (games kept as given).
fn sum_moves(games: &Vec<(u32, u32)>, out: &mut Vec<Vec<(u32, u32)>>) {
    let mut partial = vec![Vec::new()];
    let mut live = false;
    for &(a, b) in games {
        let (big, small) = (a.max(b), a.min(b));
        let moves: Vec<(u32, u32)> = match big.checked_div(small) {
            None => vec![(a, b)], // over: stays as it is
            Some(q) => {
                live = true;
                (1..=q).map(|k| (big - k * small, small)).collect()
            }
        };
        partial = partial
            .iter()
            .flat_map(|p: &Vec<(u32, u32)>| {
                moves.iter().map(move |&m| {
                    let mut q = p.clone();
                    q.push(m);
                    q
                })
            })
            .collect();
    }
    if live {
        out.extend(partial);
    }
}

/// The brute force for the stored cases: the whole sum game searched directly.
fn brute_force(input: &str) -> String {
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<u32>().unwrap());
    let mut search = GameSearch::new(sum_moves);
    let mut answer = String::new();
    while let Some(n) = tokens.next() {
        if n == 0 {
            break;
        }
        let games: Vec<(u32, u32)> =
            (0..n).map(|_| (tokens.next().unwrap(), tokens.next().unwrap())).collect();
        answer.push_str(if search.first_player_wins(games) { "MM\n" } else { "GG\n" });
    }
    answer
}

/// Every stored generated case (`testdata/hdu3595/random-*.in`) against the brute force.
#[test]
fn stored_random_cases_match_brute_force() {
    crate::kit::check_stored_cases("hdu3595", "random-", 4, brute_force);
}

/// Past 2^14 games the binary answers from a table of all pairs: the answers stay those
/// of the composed rule, game by game.
#[test]
fn the_table_answers_as_the_rule_does() {
    let mut rng = crate::kit::Rng::new(35950);
    let (mut input, mut want) = (String::new(), String::new());
    for _ in 0..60 {
        let n = 1 + rng.below(1000);
        input.push_str(&format!("{n}\n"));
        let mut longest = 0;
        for _ in 0..n {
            let (p, q) = (rng.below(1001), rng.below(1001));
            input.push_str(&format!("{p} {q}\n"));
            longest = longest.max(grundy::every_sg::euclid_game(p, q).steps);
        }
        want.push_str(if longest % 2 == 1 { "MM\n" } else { "GG\n" });
    }
    input.push_str("0\n");
    assert_eq!(run_on_bytes(input.as_bytes(), solve), (want, Ok(())));
}
