//! HDU 3094 A tree game — tree edge deletion (Green Hackenbush) rooted at vertex 1, many
//! cases; Alice moves first.
//! Input: `T`, then per case `N` and `N - 1` lines `I J`. Output: `Alice` or `Bob` per case;
//! `N = 1` → `Bob` (no move).
//! Limits: the judge promises `T <= 100`, `1 <= N <= 1e5`; we take any `T` and
//! `1 <= N <= 10^6` per case. Rejected: `N = 0`, a vertex outside `1..=N`, a self-loop, a
//! cycle (named by the first edge that closes one), a truncated case, anything after the
//! last case; the answers of the complete earlier cases are still written.
//! Cost: O(N) time per case; memory 24 bytes per vertex of the largest case, reused.
//! Theory: `lib/grundy.rs`, section `tree_hackenbush` (colon principle).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::tree_hackenbush::Solver;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let cases = sc.u64("the number of cases T")?;
    let mut solver = Solver::default(); // reused by every case
    for _ in 0..cases {
        let n = sc.usize_in(1, 1_000_000, "the number of vertices N")?;
        let value = solver.read_grundy(sc, n)?;
        out.line(if value != 0 { "Alice" } else { "Bob" });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
