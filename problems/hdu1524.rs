//! HDU 1524 / POJ 2425 A Chess Game — tokens on the positions of a directed acyclic graph; a
//! move slides one token along an edge; whoever cannot move loses.
//! Input: cases until end of input; each `N` (`1 <= N <= 10^6`), then per position `i` in
//! `0..N` a line `X_i` and `X_i` out-positions (in `0..N`; `10^6` at most a line, repeats
//! allowed); then queries `M p_1 … p_M` (any `M`, positions in `0..N`) until one with `M = 0`.
//! Output: `WIN` if the first player wins a query, else `LOSE`.
//! Rejected: a position outside `0..N`, a cycle (named by the edge that closes one).
//! Cost: O(N + edges) a case, O(M) a query; memory 12 bytes a position and 4 an edge.
//! Theory: `lib/grundy.rs`, section `dag`.

use grundy::dag;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let (mut start, mut to) = (Vec::new(), Vec::new());
    while !sc.at_end() {
        let n = sc.u64_in(1, 1_000_000, "the number of positions N")? as u32;
        start.clear();
        to.clear();
        start.push(0);
        for _ in 0..n {
            let room = (u32::MAX - 1 - to.len() as u32).min(1_000_000);
            for _ in 0..sc.u64_in(0, room.into(), "the number of out-positions X_i")? {
                to.push(sc.u64_in(0, (n - 1).into(), "an out-position")? as u32);
            }
            start.push(to.len() as u32);
        }
        let g = dag::grundy(&start, &to).map_err(|(v, w)| {
            sc.error_at_last(format!("a graph without cycles, but the edge {v} -> {w} closes one"))
        })?;
        loop {
            let m = sc.u64("the number of chessmen M (0 ends the case)")?;
            if m == 0 {
                break;
            }
            let mut sum = 0;
            for _ in 0..m {
                sum ^= g[sc.u64_in(0, (n - 1).into(), "a chessman's position")? as usize];
            }
            out.line(if sum != 0 { "WIN" } else { "LOSE" });
        }
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
