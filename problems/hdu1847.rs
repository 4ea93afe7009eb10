//! HDU 1847 Good Luck in CET-4 Everybody! — `n` cards, a move takes a power of two
//! (1, 2, 4, …), the last card wins; Kiki moves first.
//! Input: one `n` per line (`1 <= n <= 1000`) until end of input.
//! Output: `Kiki` if the first player wins (`n mod 3 != 0`), else `Cici`.
//! Theory: `lib/grundy.rs`, section `subtraction games` (powers of two: `g = n mod 3`).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::subtraction::powers_of_two_grundy;
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Output<W>) -> SolveResult {
    while !sc.at_end() {
        let n = sc.u64_in(1, 1000, "the number of cards n")?;
        out.line(if powers_of_two_grundy(n) != 0 {
            "Kiki"
        } else {
            "Cici"
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
            run_on_bytes(b"1\n3\n", solve),
            ("Kiki\nCici\n".into(), Ok(()))
        );
        let (out, res) = run_on_bytes(b"1000\r\n999\r\n1001", solve);
        assert_eq!(out, "Kiki\nCici\n");
        let err = res.unwrap_err();
        assert_eq!((err.line, err.token_index), (3, 1));
    }

    /// The brute force for the stored cases: exhaustive search over the moves 2^k <= n.
    fn brute_force(input: &str) -> String {
        let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
            out.extend(
                (0..11)
                    .map(|k| 1u64 << k)
                    .filter(|&s| s <= n)
                    .map(|s| n - s),
            )
        });
        let mut answer = String::new();
        for n in input
            .split_ascii_whitespace()
            .map(|t| t.parse::<u64>().unwrap())
        {
            answer.push_str(if search.first_player_wins(n) {
                "Kiki\n"
            } else {
                "Cici\n"
            });
        }
        answer
    }

    /// Every stored generated case (`testdata/hdu1847/random-*.in`) against the brute force.
    #[test]
    fn stored_random_cases_match_brute_force() {
        grundy::testdata::check_stored_cases("hdu1847", "random-", 1, brute_force);
    }
}
