//! HDU 2516 取石子游戏 — the Fibonacci game: one pile of `n`; the first move takes any
//! number but not all, then each move takes 1..=2×(the opponent's last take); the last
//! stone wins.
//! Input: one `n` per line (`2 <= n`, any u64), ended by a line `0`.
//! Output: `Second win` if the first player loses (n is a Fibonacci number), else `First win`.
//! Theory: `lib/grundy.rs`, section `fibonacci game`.

use grundy::fibonacci_game::first_player_wins;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Output<W>) -> SolveResult {
    loop {
        let n = sc.u64("the pile size n (at least 2), or 0 to end")?;
        if n == 0 {
            break;
        }
        if n == 1 {
            return Err(sc.error_at_last("the pile size n (at least 2), or 0 to end"));
        }
        out.line(if first_player_wins(n) {
            "First win"
        } else {
            "Second win"
        });
    }
    sc.expect_end()
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
        for n in input
            .split_ascii_whitespace()
            .map(|t| t.parse::<u64>().unwrap())
        {
            if n == 0 {
                break;
            }
            let first_wins = search.first_player_wins((n, n - 1));
            answer.push_str(if first_wins {
                "First win\n"
            } else {
                "Second win\n"
            });
        }
        answer
    }

    /// Every stored generated case (`testdata/hdu2516/random-*.in`) against the brute force.
    #[test]
    fn stored_random_cases_match_brute_force() {
        grundy::testdata::check_stored_cases("hdu2516", "random-", 1, brute_force);
    }
}
