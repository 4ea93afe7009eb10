//! Luogu P1247 取火柴游戏 — Nim: `k` piles, take one or more matches from one pile; whoever
//! takes the last match wins. Print the first winning move.
//! Input: `k` (up to 10^7), then `k` pile sizes (any `u64`).
//! Output: `lose` if the first player loses; otherwise `a b` ("take `a` from pile `b`",
//! 1-based; the smallest `b`, then the smallest `a`) and the `k` pile sizes after that move.
//! Cost: O(k) time; memory 4 bytes per pile while the piles fit in 32 bits, 8 at most, in
//! chunks of at most 64 Ki piles, each reserved once the piles before it are read: a declared
//! `k` reserves one chunk ahead at most.
//! Theory: `lib/grundy.rs`, section `nim`.

use grundy::io::{Output, Scanner, SolveResult};
use grundy::nim;
use std::io::{Read, Write};

/// Our limit on the number of piles.
const MAX_PILES: u64 = 10_000_000;
const CHUNK: usize = 1 << 16;

/// Up to `CHUNK` piles: the low 32 bits of each, and from the first pile of 2^32 or more,
/// the high 32 bits of all of them (`high` is empty or as long as the chunk).
struct Chunk {
    low: Vec<u32>,
    high: Vec<u32>,
}

/// Every pile, chunk after chunk.
fn piles(chunks: &[Chunk]) -> impl Iterator<Item = u64> + Clone + '_ {
    chunks.iter().flat_map(|c| {
        let high = move |j| c.high.get(j).map_or(0, |&h| u64::from(h) << 32);
        c.low
            .iter()
            .enumerate()
            .map(move |(j, &low)| high(j) | u64::from(low))
    })
}

/// Every pile when none has high bits (faster).
fn low_piles(chunks: &[Chunk]) -> impl Iterator<Item = u64> + Clone + '_ {
    chunks
        .iter()
        .flat_map(|c| &c.low)
        .map(|&low| u64::from(low))
}

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let k = sc.u64_in(0, MAX_PILES, "the number of piles k")?;
    let mut chunks = Vec::new();
    for first in (0..k).step_by(CHUNK) {
        let n = CHUNK.min((k - first) as usize);
        let mut chunk = Chunk {
            low: Vec::with_capacity(n),
            high: Vec::new(),
        };
        for i in first..first + n as u64 {
            let pile = sc.u64("a pile size").map_err(|mut e| {
                e.expected = format!("{} (pile {} of {k})", e.expected, i + 1);
                e
            })?;
            if pile >> 32 != 0 {
                chunk.high.resize(n, 0);
                chunk.high[(i - first) as usize] = (pile >> 32) as u32;
            }
            chunk.low.push(pile as u32);
        }
        chunks.push(chunk);
    }
    sc.expect_end()?;
    let narrow = chunks.iter().all(|c| c.high.is_empty());
    let found = if narrow {
        nim::first_winning_move(low_piles(&chunks))
    } else {
        nim::first_winning_move(piles(&chunks))
    };
    let Some((i, left)) = found else {
        out.line("lose");
        return Ok(());
    };
    let (chunk, j) = (&mut chunks[i / CHUNK], i % CHUNK);
    let high = chunk.high.get(j).map_or(0, |&h| u64::from(h) << 32);
    out.write_u64((high | u64::from(chunk.low[j])) - left);
    out.byte(b' ');
    out.write_u64(i as u64 + 1);
    out.byte(b'\n');
    // The move (`left` is below the pile, so it has high bits only if the pile had).
    chunk.low[j] = left as u32;
    if let Some(h) = chunk.high.get_mut(j) {
        *h = (left >> 32) as u32;
    }
    if narrow {
        out.u64_line(low_piles(&chunks));
    } else {
        out.u64_line(piles(&chunks));
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
