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
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Output<W>) -> SolveResult {
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

#[cfg(test)]
mod tests {
    use super::solve;
    use grundy::io::run_on_bytes;

    #[test]
    fn sample_and_bad_input() {
        let sample =
            "3\n3\n1 2\n2 3\n3\n1 2\n1 3\n10\n6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n6 10\n";
        assert_eq!(
            run_on_bytes(sample.as_bytes(), solve),
            ("Alice\nBob\nAlice\n".into(), Ok(()))
        );
        assert_eq!(
            run_on_bytes(b"2\n1\n1\n", solve),
            ("Bob\nBob\n".into(), Ok(()))
        );
        let (out, res) = run_on_bytes(b"2\r\n2\r\n1 2\r\n3\r\n1 2\r\n2 1\r\n", solve);
        assert_eq!(out, "Alice\n");
        let err = res.unwrap_err();
        assert_eq!((err.line, err.token_index), (6, 2));
        assert!(err.to_string().contains("cycle"));
    }
}
