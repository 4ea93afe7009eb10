//! AtCoder AGC017 D Game on Tree — tree edge deletion (Green Hackenbush) rooted at vertex 1:
//! a move deletes an edge and the part no longer holding vertex 1; Alice moves first.
//! Input: `N`, then `N - 1` lines `x y`. Output: `Alice` or `Bob`.
//! Limits: the judge promises `2 <= N <= 1e5`; we take `1 <= N <= 10^6`, any shape (a path
//! of 10^6 vertices included). `N = 1` answers `Bob`: Alice has no move (HDU 3094 rules the
//! same). Rejected: `N = 0`, a vertex outside `1..=N`, a self-loop, a cycle (named by the
//! first edge that closes one), too few edges, anything after the last edge.
//! Cost: O(N) time; memory 24 bytes per vertex read, grown with the edges, not with `N`.
//! Theory: `lib/grundy.rs`, section `tree_hackenbush` (colon principle).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::tree_hackenbush::Solver;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let n = sc.usize_in(1, 1_000_000, "the number of vertices N")?;
    let value = Solver::default().read_grundy(sc, n)?;
    sc.expect_end()?;
    out.line(if value != 0 { "Alice" } else { "Bob" });
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
