//! Luogu P1247 取火柴游戏 — Nim: `k` piles, take one or more matches from one pile; whoever
//! takes the last match wins. Print the first winning move.
//! Input: `k` (up to 10^7), then `k` pile sizes (any `u64`).
//! Output: `lose` if the first player loses; otherwise `a b` ("take `a` from pile `b`",
//! 1-based; the smallest `b`, then the smallest `a`) and the `k` pile sizes after that move.
//! Cost: O(k) time; memory 8 bytes per pile, in chunks of at most 64 Ki piles (512 KiB), each
//! reserved once the piles before it are read: a declared `k` reserves one chunk ahead at most.
//! Theory: `lib/grundy.rs`, section `nim`.

use grundy::io::{Output, Scanner, SolveResult};
use grundy::nim;
use std::io::{Read, Write};

/// Our limit on the number of piles.
const MAX_PILES: u64 = 10_000_000;
const CHUNK: usize = 1 << 16;

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let k = sc.u64_in(0, MAX_PILES, "the number of piles k")?;
    let mut chunks: Vec<Vec<u64>> = Vec::new();
    for first in (0..k).step_by(CHUNK) {
        let n = CHUNK.min((k - first) as usize);
        let mut chunk = Vec::with_capacity(n);
        for i in first..first + n as u64 {
            chunk.push(sc.u64("a pile size").map_err(|mut e| {
                e.expected = format!("{} (pile {} of {k})", e.expected, i + 1);
                e
            })?);
        }
        chunks.push(chunk);
    }
    sc.expect_end()?;
    match nim::first_winning_move(chunks.iter().flatten()) {
        None => out.line("lose"),
        Some((i, left)) => {
            let pile = &mut chunks[i / CHUNK][i % CHUNK];
            out.write_u64(*pile - left);
            out.byte(b' ');
            out.write_u64(i as u64 + 1);
            out.byte(b'\n');
            *pile = left;
            out.u64_line(chunks.iter().flatten().copied());
        }
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
