//! Luogu P1247 取火柴游戏 — Nim: `k` piles, take one or more matches from one pile; whoever
//! takes the last match wins. Print the first winning move.
//! Input: `k` (up to 10^7), then `k` pile sizes (any `u64`).
//! Output: `lose` if the first player loses; otherwise `a b` ("take `a` from pile `b`",
//! 1-based; the smallest `b`, then the smallest `a`) and the `k` pile sizes after that move.
//! Cost: O(k) time; memory 4 bytes a pile in a chunk of 32-bit piles, 8 in one with a larger
//! pile (12 for a moment while it is widened); chunks of at most 64 Ki piles, each reserved
//! when its first pile arrives, never from `k` alone.
//! Theory: `lib/grundy.rs`, section `nim`.

use grundy::io::{Output, Scanner, SolveResult};
use grundy::nim;
use std::io::{Read, Write};

/// Our limit on the number of piles.
const MAX_PILES: u64 = 10_000_000;
const CHUNK: usize = 1 << 16;

/// Up to `CHUNK` piles, in 32 bits each until one needs more (`narrow`), then in 64 (`wide`);
/// one of the two is empty.
#[derive(Default)]
struct Chunk {
    narrow: Vec<u32>,
    wide: Vec<u64>,
}

/// Every pile, chunk after chunk.
fn piles(chunks: &[Chunk]) -> impl Iterator<Item = u64> + Clone + '_ {
    chunks.iter().flat_map(|c| {
        let narrow = c.narrow.iter().map(|&p| u64::from(p));
        narrow.chain(c.wide.iter().copied())
    })
}

/// Every pile when all chunks are narrow (a tighter walk).
fn narrow_piles(chunks: &[Chunk]) -> impl Iterator<Item = u64> + Clone + '_ {
    chunks.iter().flat_map(|c| &c.narrow).map(|&p| u64::from(p))
}

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let k = sc.u64_in(0, MAX_PILES, "the number of piles k")?;
    let mut chunks = Vec::new();
    for first in (0..k).step_by(CHUNK) {
        let n = CHUNK.min((k - first) as usize);
        let mut c = Chunk::default();
        for i in first..first + n as u64 {
            let pile = sc.u64("a pile size").map_err(|mut e| {
                e.expected = format!("{} (pile {} of {k})", e.expected, i + 1);
                e
            })?;
            if i == first {
                c.narrow.reserve_exact(n); // once the chunk's first pile is there
            }
            if pile >> 32 == 0 && c.wide.is_empty() {
                c.narrow.push(pile as u32);
            } else {
                if c.wide.is_empty() {
                    c.wide.reserve_exact(n);
                    c.wide.extend(c.narrow.iter().map(|&p| u64::from(p)));
                    c.narrow = Vec::new();
                }
                c.wide.push(pile);
            }
        }
        chunks.push(c);
    }
    sc.expect_end()?;
    let narrow = chunks.iter().all(|c| c.wide.is_empty());
    let found = if narrow {
        nim::first_winning_move(narrow_piles(&chunks))
    } else {
        nim::first_winning_move(piles(&chunks))
    };
    let Some((i, left)) = found else {
        out.line("lose");
        return Ok(());
    };
    let (c, j) = (&mut chunks[i / CHUNK], i % CHUNK);
    let pile = c.narrow.get(j).map_or_else(|| c.wide[j], |&p| u64::from(p));
    out.write_u64(pile - left);
    out.byte(b' ');
    out.write_u64(i as u64 + 1);
    out.byte(b'\n');
    // The move: `left` is below the pile, so it fits where the pile did.
    match c.narrow.get_mut(j) {
        Some(p) => *p = left as u32,
        None => c.wide[j] = left,
    }
    if narrow {
        out.u64_line(narrow_piles(&chunks));
    } else {
        out.u64_line(piles(&chunks));
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
