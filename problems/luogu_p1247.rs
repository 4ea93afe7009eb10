//! Luogu P1247 取火柴游戏: Nim on `k` piles of matches; print the first winning move.
//! A move takes one or more matches from one pile; whoever takes the last match wins.
//! Input: `k` (up to 10^7), then `k` pile sizes (any `u64`).
//! Output: `lose` if the first player loses; otherwise `a b` ("take `a` from pile `b`",
//! 1-based; the smallest `b`, then the smallest `a`) and the `k` pile sizes after that move.
//! Cost: O(k) time; the piles in one list, grown as they arrive (never reserved from `k`).
//! Theory: `lib/grundy.rs`, section `nim`.

use grundy::io::{Output, Scanner, SolveResult};
use grundy::nim;
use std::io::{Read, Write};

/// Our limit on the number of piles.
const MAX_PILES: u64 = 10_000_000;

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let k = sc.u64_in(0, MAX_PILES, "the number of piles k")?;
    let mut piles = Vec::new();
    for i in 0..k {
        piles.push(sc.u64("a pile size").map_err(|mut e| {
            e.expected = format!("{} (pile {} of {k})", e.expected, i + 1);
            e
        })?);
    }
    sc.expect_end()?;
    let Some((i, left)) = nim::first_winning_move(&piles) else {
        out.line("lose");
        return Ok(());
    };
    out.write_u64(piles[i] - left);
    out.byte(b' ');
    out.write_u64(i as u64 + 1);
    out.byte(b'\n');
    piles[i] = left;
    out.u64_line(piles.iter().copied());
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
