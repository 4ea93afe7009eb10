//! HDU 3537 Daizhenyang's Coin — Mock Turtles: coins in a row numbered from 0; a move flips
//! 1, 2 or 3 coins, the rightmost flipped going from heads to tails; the last mover wins.
//! Input: cases until end of input; each `n` (`0 <= n <= 100`), then `n` heads positions
//! `0 <= a_k < 10^8` (the line may be empty when `n = 0`; a repeated position is one coin).
//! Output: `Yes` if the first player loses, else `No`.
//! Theory: `lib/grundy.rs`, section `coin turning` (coin `i` is worth the `i`-th odious
//! number; the position is the xor).

use grundy::coin_turning::{mock_turtles_coin, position_value};
use grundy::io::{Output, Scanner, SolveResult};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Output<W>) -> SolveResult {
    let mut heads = Vec::with_capacity(100);
    while !sc.at_end() {
        let n = sc.u64_in(0, 100, "the number of heads n")?;
        sc.u64s_in(n, 0, 99_999_999, "a heads position a_k", &mut heads)?;
        out.line(if position_value(&mut heads, mock_turtles_coin) == 0 {
            "Yes"
        } else {
            "No"
        });
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}

#[cfg(test)]
mod tests {
    use super::solve;
    use grundy::io::run_on_bytes;
    use grundy::mex::GameSearch;

    #[test]
    fn sample_and_bad_input() {
        assert_eq!(
            run_on_bytes(b"0\n\n1\n0\n4\n0 1 2 3\n", solve),
            ("Yes\nNo\nYes\n".into(), Ok(()))
        );
        let (out, res) = run_on_bytes(b"2\r\n5 5\r\n2\r\n1 100000000", solve);
        assert_eq!(out, "No\n");
        let err = res.unwrap_err();
        assert_eq!((err.line, err.token_index), (4, 2));
    }

    /// Mock Turtles by definition on the set of heads (sorted), any positions.
    fn moves(heads: &Vec<u32>, out: &mut Vec<Vec<u32>>) {
        let flip = |set: &Vec<u32>, coins: &[u32]| {
            let mut next = set.clone();
            for &c in coins {
                match next.binary_search(&c) {
                    Ok(i) => {
                        next.remove(i);
                    }
                    Err(i) => next.insert(i, c),
                }
            }
            next
        };
        for &r in heads {
            out.push(flip(heads, &[r]));
            for j in 0..r {
                out.push(flip(heads, &[r, j]));
                for k in 0..j {
                    out.push(flip(heads, &[r, j, k]));
                }
            }
        }
    }

    /// The brute force for the stored cases: the row searched directly (small positions).
    fn brute_force(input: &str) -> String {
        let mut tokens = input
            .split_ascii_whitespace()
            .map(|t| t.parse::<u32>().unwrap());
        let mut search = GameSearch::new(moves);
        let mut answer = String::new();
        while let Some(n) = tokens.next() {
            let mut heads: Vec<u32> = (0..n).map(|_| tokens.next().unwrap()).collect();
            heads.sort_unstable();
            heads.dedup();
            answer.push_str(if search.first_player_wins(heads) {
                "No\n"
            } else {
                "Yes\n"
            });
        }
        answer
    }

    /// Every stored generated case (`testdata/hdu3537/random-*.in`) against the brute force.
    #[test]
    fn stored_random_cases_match_brute_force() {
        grundy::testdata::check_stored_cases("hdu3537", "random-", 3, brute_force);
    }
}
