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
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Output<W>) -> SolveResult {
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

#[cfg(test)]
mod tests {
    use super::solve;
    use grundy::io::run_on_bytes;

    #[test]
    fn samples_and_bad_input() {
        for (input, want) in [
            ("5\n1 2\n2 3\n2 4\n4 5\n", "Alice\n"),
            ("5\n1 2\n2 3\n1 4\n4 5\n", "Bob\n"),
            ("6\n1 2\n2 4\n5 1\n6 3\n3 2\n", "Alice\n"),
            ("7\n1 2\n3 7\n4 6\n2 3\n2 4\n1 5\n", "Bob\n"),
            ("1\n", "Bob\n"),
            ("2\r\n2 1", "Alice\n"),
        ] {
            assert_eq!(run_on_bytes(input.as_bytes(), solve), (want.into(), Ok(())));
        }
        for (input, line, token) in [
            ("4\n1 2\n2 3\n3 1\n", 4, 2),
            ("4\n1 2\n2 5\n3 4\n", 3, 2),
            ("4\n1 2\n3 3\n3 4\n", 3, 2),
            ("0\n", 1, 1),
            ("4\n1 2\n2 3\n", 4, 0),
            ("3\n1 2\n2 3\n3\n", 4, 1),
        ] {
            let (out, res) = run_on_bytes(input.as_bytes(), solve);
            let err = res.unwrap_err();
            assert_eq!(
                (out.as_str(), err.line, err.token_index),
                ("", line, token),
                "{input}"
            );
        }
    }
}
