//! POJ 1067 取石子游戏 — Wythoff's game: two piles; take any positive number from one pile
//! or the same positive number from both; whoever takes the last stone wins.
//! Input: lines `a b` until end of input (any `u64`, `a > b` allowed).
//! Output: per line `1` if the first player wins, else `0`.
//! Theory: `lib/grundy.rs`, section `wythoff` (exact integer test, no floating point).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::wythoff::wythoff_first_player_wins;
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Output<W>) -> SolveResult {
    while !sc.at_end() {
        let a = sc.u64("the pile a")?;
        let b = sc.u64("the pile b")?;
        out.line(if wythoff_first_player_wins(a, b) {
            "1"
        } else {
            "0"
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

    #[test]
    fn sample_and_bad_input() {
        assert_eq!(
            run_on_bytes(b"2 1\n8 4\n4 7\n", solve),
            ("0\n1\n0\n".into(), Ok(()))
        );
        // The f64 formula's wrong pair, then the true P-position at k = 102334155.
        assert_eq!(
            run_on_bytes(b"165580141 267914296\r\n267914295 165580140", solve),
            ("1\n0\n".into(), Ok(()))
        );
        let (out, res) = run_on_bytes(b"2 1\n8 -4\n", solve);
        assert_eq!(out, "0\n");
        let err = res.unwrap_err();
        assert_eq!((err.line, err.token_index), (2, 2));
        let (out, res) = run_on_bytes(b"2 1\n8\n", solve);
        assert_eq!(out, "0\n");
        assert_eq!(res.unwrap_err().line, 3);
    }
}
