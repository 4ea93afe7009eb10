//! HDU 1536 / POJ 2960 S-Nim — Nim where a move removes exactly `s` stones from one heap,
//! `s` from a set `S`; the last mover wins.
//! Input, repeated: a line `k s_1 … s_k` (`1 <= k <= 100`, `1 <= s_i <= 10000`, any order,
//! duplicates allowed); a line `m` (`1 <= m <= 100`); `m` lines `l h_1 … h_l`
//! (`1 <= l <= 100`, `0 <= h_i <= 10000`). A line `0` ends the input.
//! Output: per test case one line of `m` letters, `W` (winning) or `L` (losing).
//! Theory: `lib/grundy.rs`, section `subtraction games` (one table per `S`, up to the
//! largest heap of the test case; the xor of the heaps' values).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::subtraction::SubtractionTables;
use std::io::{Read, Write};

const MAX: u64 = 10_000;

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let mut moves = Vec::new();
    let mut positions: Vec<Vec<usize>> = Vec::new();
    let mut tables = SubtractionTables::new();
    loop {
        let k = sc.u64_in(0, 100, "the size k of S (0 to end)")?;
        if k == 0 {
            break;
        }
        moves.clear();
        for _ in 0..k {
            moves.push(sc.u64_in(1, MAX, "a move s_i")?);
        }
        let m = sc.usize_in(1, 100, "the number of positions m")?;
        positions.clear();
        let mut largest = 0;
        for _ in 0..m {
            let l = sc.usize_in(1, 100, "the number of heaps l")?;
            let mut heaps = Vec::with_capacity(l);
            for _ in 0..l {
                let h = sc.usize_in(0, MAX as usize, "a heap size h_i")?;
                largest = largest.max(h);
                heaps.push(h);
            }
            positions.push(heaps);
        }
        let table = tables.table(&moves, largest + 1);
        for heaps in &positions {
            let nim_sum = heaps.iter().fold(0, |x, &h| x ^ table[h]);
            out.byte(if nim_sum != 0 { b'W' } else { b'L' });
        }
        out.byte(b'\n');
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
