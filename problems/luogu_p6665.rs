//! Luogu P6665 / BZOJ 4730 — a forest, each tree rooted at its smallest node; a move
//! deletes a live node and all its ancestors. Alice moves first; who cannot move loses.
//! Input: `T`, then per case `n m` and `m` lines `a b` (undirected edges of a forest).
//! Output: `Alice` or `Bob` per case. Our limit: `n <= 2·10^6` per case, any `T`.
//! Theory: `lib/grundy.rs`, section `ancestor_deletion` (tries with xor tags, trie merge).

use grundy::ancestor_deletion::EdgeForest;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::{Read, Write};

/// Our limit on `n` per case (the judge's is 10^5).
const MAX_NODES: usize = 2_000_000;

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let cases = sc.u64("the number of cases T")?;
    for _ in 0..cases {
        let n = sc.usize_in(1, MAX_NODES, "the number of nodes n")?;
        let m = sc.usize_in(
            0,
            n - 1,
            "the number of edges m (a forest has at most n - 1)",
        )?;
        let mut forest = EdgeForest::new(n);
        for _ in 0..m {
            let a = sc.usize_in(1, n, "an edge endpoint a")? - 1;
            let b = sc.usize_in(1, n, "an edge endpoint b")? - 1;
            if a == b {
                return Err(sc.error_at_last("an endpoint other than a (no self-loops)"));
            }
            if !forest.add_edge(a, b) {
                return Err(sc.error_at_last("an edge that does not close a cycle (a forest)"));
            }
        }
        out.line(if forest.grundy() != 0 { "Alice" } else { "Bob" });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
