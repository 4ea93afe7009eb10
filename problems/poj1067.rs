//! POJ 1067 取石子游戏: Wythoff's game on two piles.
//! A move takes any positive number from one pile or the same positive number from both;
//! whoever takes the last stone wins.
//! Input: lines `a b` until end of input (any `u64`, `a > b` allowed).
//! Output: per line `1` if the first player wins, else `0`.
//! Cost: O(input) time, O(1) memory. Theory: `lib/grundy.rs`, section `wythoff`.

use grundy::io::{Output, Scanner, SolveResult};
use grundy::wythoff;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    while !sc.at_end() {
        let a = sc.u64("the pile a")?;
        let b = sc.u64("the pile b")?;
        out.line(if wythoff::first_player_wins(a, b) { "1" } else { "0" });
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
