//! POJ 3710 Christmas Game: Green Hackenbush on graphs with cycles.
//! Each test case is a sum of graphs, node 1 of each on the ground; a move cuts an edge and
//! removes everything no longer connected to the ground. Sally moves first.
//! Input: test cases until end of input; each `N` (graphs), then per graph `m k` (nodes,
//! edges) and `k` lines `a b`. Output: `Sally` or `Harry` per test case.
//! Limits: the judge promises `N < 100`, `m < 100`, `k < 500`; we take `1 <= N`,
//! `1 <= m <= 10^6`, `0 <= k <= 10^6`. Parallel edges, self-loops and any cycle shape are
//! accepted (spec Decision); edges away from node 1 are not played.
//! Rejected: `N = 0`, `m = 0`, a node outside `1..=m`, a truncated case; the answers of
//! the complete earlier cases are still written.
//! Cost: O(k) time per graph, whatever `m` (O(k log k) if its labels are sparse); memory
//! O(k), reused: 16 bytes per edge, 8 per node, 20 per level of the search, and 8 more per
//! edge while far labels come first (peak RSS 44 to 60 MiB on a path of 10^6 edges).
//! Theory: `lib/grundy.rs`, section `hackenbush` (fusion and colon principles).

use grundy::hackenbush::Solver;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let mut game = Solver::default(); // reused by every graph
    while !sc.at_end() {
        let graphs = sc.u64_in(1, u64::MAX, "the number of graphs N")?;
        let mut total = 0;
        for _ in 0..graphs {
            let m = sc.usize_in(1, 1_000_000, "the number of nodes m")?;
            let k = sc.usize_in(0, 1_000_000, "the number of edges k")?;
            game.clear();
            for _ in 0..k {
                let a = sc.usize_in(1, m, "an end of an edge, a node")?;
                let b = sc.usize_in(1, m, "an end of an edge, a node")?;
                game.add_edge(a, b);
            }
            total ^= game.grundy(1);
        }
        out.line(if total != 0 { "Sally" } else { "Harry" });
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
