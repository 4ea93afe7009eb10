//! Luogu P6665 / BZOJ 4730: on a forest, a move deletes a node and all its ancestors.
//! Each tree is rooted at its least node. Alice moves first; who cannot move loses.
//! Input: `T`, then per case `n m` and `m` lines `a b` (the edges of a forest).
//! Output: `Alice` or `Bob` per case.
//! Limits: the judge promises `T <= 10`, `n <= 1e5`, sum of `n <= 2e5`; we take any `T` and
//! `1 <= n <= 2·10^6` per case. Rejected: `n = 0`, `m > n - 1`, a node outside `1..=n`, a
//! self-loop, a cycle (named by the first edge that closes one, a repeated edge included), a
//! truncated case, anything after the last case; the answers of the complete earlier cases
//! are still written.
//! Cost: O(m log m) time per case, whatever `n`; memory O(m): ~24 bytes per node index
//! (labels, or their ranks when sparse) and ~8 per edge, reused.
//! Theory: `lib/grundy.rs`, section `ancestor_deletion` (mex over paths, octaves).

use grundy::ancestor_deletion::Solver;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let cases = sc.u64("the number of cases T")?;
    let mut solver = Solver::default(); // reused by every case
    for _ in 0..cases {
        let n = sc.usize_in(1, 2_000_000, "the number of nodes n")?;
        let m = sc.usize_in(0, n - 1, "the number of edges m (a forest has at most n - 1)")?;
        let value = solver.read_grundy(sc, n, m)?;
        out.line(if value != 0 { "Alice" } else { "Bob" });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
