//! HDU 3094 A tree game — tree edge deletion (Green Hackenbush) rooted at vertex 1, many
//! cases; Alice moves first.
//! Input: `T`, then per case `N` and `N - 1` lines `I J`. Output: `Alice` or `Bob` per case;
//! `N = 1` → `Bob` (no move).
//! Limits: the judge promises `T <= 100`, `1 <= N <= 1e5`; we take any `T` and
//! `1 <= N <= 10^6` per case, in linear time. Rejected: a vertex outside `1..=N`, a
//! self-loop, an edge closing a cycle, a truncated case, anything after the last case;
//! the answers of the complete earlier cases are still written.
//! Theory: `lib/grundy.rs`, section `trees` (colon principle).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::trees::XorLinkedTree;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let cases = sc.u64("the number of cases T")?;
    let mut tree = XorLinkedTree::new(); // reused by every case
    for _ in 0..cases {
        let n = sc.usize_in(1, 1_000_000, "the number of vertices N")?;
        tree.read_tree(sc, n)?;
        let value = tree.edge_deletion_grundy(0);
        out.line(if value.expect("read_tree checked it is a tree") != 0 {
            "Alice"
        } else {
            "Bob"
        });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
