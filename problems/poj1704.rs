//! POJ 1704 Georgia and Bob — staircase Nim: coins on cells 1, 2, … of a strip slide left,
//! never over another coin; the player who cannot move loses. Georgia moves first.
//! Input: `T`; per case `N` (`1 <= N <= 10^6`), then `N` different cells (`1 <= P_i`, any
//! `u64`, in any order). Output: `Georgia will win` or `Bob will win` (never `Not sure`).
//! Cost: O(N log N) a case (the cells are sorted); memory 8 bytes a cell of one case.
//! Theory: `lib/grundy.rs`, section `staircase`.

use grundy::io::{Output, Scanner, SolveResult};
use grundy::staircase;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let cases = sc.u64("the number of cases T")?;
    let mut cells = Vec::new();
    for _ in 0..cases {
        let n = sc.u64_in(1, 1_000_000, "the number of coins N")?;
        cells.clear();
        for _ in 0..n {
            cells.push(sc.u64_in(1, u64::MAX, "a coin's cell P_i")?);
        }
        cells.sort_unstable();
        if let Some(w) = cells.windows(2).find(|w| w[0] == w[1]) {
            let msg = format!("{n} different cells, but {} holds two coins", w[0]);
            return Err(sc.error_at_last(msg));
        }
        out.line(if staircase::grundy(&cells) != 0 { "Georgia will win" } else { "Bob will win" });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
