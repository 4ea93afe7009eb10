//! Luogu P1247 取火柴游戏 — Nim: `k` piles, take one or more matches from one pile; whoever
//! takes the last match wins. Print the first winning move.
//! Input: `k` (up to 10^7), then `k` pile sizes (any `u64`).
//! Output: `lose` if the first player loses; otherwise `a b` ("take `a` from pile `b`",
//! 1-based; the smallest `b`, then the smallest `a`) and the `k` pile sizes after that move.
//! Theory: `lib/grundy.rs`, section `nim`.

use grundy::io::{Output, Scanner, SolveResult};
use grundy::nim::first_winning_move;
use std::io::{Read, Write};

/// Our limit on the number of piles.
const MAX_PILES: usize = 10_000_000;

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let k = sc.usize_in(0, MAX_PILES, "the number of piles k")?;
    let mut piles = Vec::with_capacity(k);
    for _ in 0..k {
        piles.push(sc.u64("a pile size")?);
    }
    sc.expect_end()?;
    match first_winning_move(&piles) {
        None => out.line("lose"),
        Some((i, left)) => {
            out.u64(piles[i] - left);
            out.byte(b' ');
            out.u64(i as u64 + 1);
            out.byte(b'\n');
            piles[i] = left;
            out.u64_line(piles.iter().copied());
        }
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
