//! HDU 3590 PP and QQ — misère Green Hackenbush on a forest: a move cuts an edge of a tree
//! and removes what no longer hangs from its root (vertex 1); whoever cannot move **wins**.
//! PP moves first.
//! Input: cases until end of input; each `N` (the trees), then per tree `m`
//! (`1 <= m <= 10^6`) and `m − 1` edges `a b` on `1..=m`. Output: `PP` or `QQ`, the winner.
//! Decision: we answer the real game (SJ over root branches, `anti_sg`), which differs from
//! the rule on whole trees' values used by common accepted solutions (docs/problems.md).
//! Cost: O(input) time; memory 24 bytes a vertex of the largest tree.
//! Theory: `lib/grundy.rs`, sections `tree_hackenbush` and `anti_sg`.

use grundy::anti_sg;
use grundy::io::{Output, Scanner, SolveResult};
use grundy::tree_hackenbush::Solver;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let mut solver = Solver::default();
    while !sc.at_end() {
        let (mut sum, mut above_one) = (0, false);
        for _ in 0..sc.u64("the number of trees N")? {
            let m = sc.usize_in(1, 1_000_000, "the number of nodes m")?;
            let (value, above) = solver.read_branches(sc, m)?;
            (sum, above_one) = (sum ^ value, above_one | above);
        }
        out.line(if anti_sg::first_player_wins(sum, above_one) { "PP" } else { "QQ" });
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
