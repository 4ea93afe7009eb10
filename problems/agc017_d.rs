//! AtCoder AGC017 D Game on Tree — tree edge deletion (Green Hackenbush), vertex 1 the root:
//! a move deletes an edge and the part no longer holding vertex 1; Alice moves first.
//! Input: `N`, then `N - 1` lines `x y`. Output: `Alice` or `Bob`.
//! Limits: the judge promises `2 <= N <= 1e5`; we take `1 <= N <= 10^6`, any shape (a path
//! of 10^6 vertices included), in linear time. `N = 1` is accepted and answers `Bob`: the
//! game is well defined (Alice has no move and loses) and HDU 3094 rules the same.
//! Rejected: `N = 0`, a vertex outside `1..=N`, a self-loop, an edge closing a cycle, too
//! few edges, anything after the last edge.
//! Theory: `lib/grundy.rs`, section `trees` (colon principle).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::trees::XorLinkedTree;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let n = sc.usize_in(1, 1_000_000, "the number of vertices N")?;
    let mut tree = XorLinkedTree::new();
    tree.read_tree(sc, n)?;
    sc.expect_end()?;
    let value = tree.edge_deletion_grundy(0);
    out.line(if value.expect("read_tree checked it is a tree") != 0 {
        "Alice"
    } else {
        "Bob"
    });
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
