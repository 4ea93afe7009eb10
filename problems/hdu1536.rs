//! HDU 1536 / POJ 2960 S-Nim: Nim where a move removes `s ∈ S` stones from one heap.
//! The last mover wins.
//! Input, repeated: a line `k s_1 … s_k` (`1 <= k <= 100`, `1 <= s_i <= 10000`, any order,
//! duplicates allowed); a line `m` (`1 <= m <= 100`); `m` lines `l h_1 … h_l`
//! (`1 <= l <= 100`, `0 <= h_i <= 10000`). A line `0` ends the input.
//! Output: per test case one line of `m` letters, `W` (winning) or `L` (losing).
//! Cost: O(input + k·h) time per case (`h` its largest heap); memory one case's: ≤ 10^4 heaps.
//! Theory: `lib/grundy.rs`, section `subtraction` (the xor of the heaps' values).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::subtraction;
use std::io::{Read, Write};

const MAX: u64 = 10_000;

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let mut moves = Vec::new();
    // The test case's heaps, position after position; `ends[j]`: where position j's heaps end.
    let (mut heaps, mut ends) = (Vec::new(), Vec::new());
    loop {
        let k = sc.u64_in(0, 100, "the size k of S (0 to end)")?;
        if k == 0 {
            break;
        }
        moves.clear();
        for _ in 0..k {
            moves.push(sc.u64_in(1, MAX, "a move s_i")?);
        }
        let m = sc.u64_in(1, 100, "the number of positions m")?;
        heaps.clear();
        ends.clear();
        for _ in 0..m {
            let l = sc.u64_in(1, 100, "the number of heaps l")?;
            for _ in 0..l {
                heaps.push(sc.usize_in(0, MAX as usize, "a heap size h_i")?);
            }
            ends.push(heaps.len());
        }
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let g = subtraction::grundy_table(&moves, largest + 1);
        let mut start = 0;
        for &end in &ends {
            let sum = heaps[start..end].iter().fold(0, |s, &h| s ^ g[h]);
            out.byte(if sum != 0 { b'W' } else { b'L' });
            start = end;
        }
        out.byte(b'\n');
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
