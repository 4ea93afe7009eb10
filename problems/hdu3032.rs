//! HDU 3032 Nim or not Nim? — Lasker's Nim: a move takes any positive number from one heap
//! or splits one heap into two non-empty heaps; the last mover wins. Alice moves first.
//! Input: `T`; per case `N` (`>= 1`), then `N` heap sizes (`>= 1`, any `u64`).
//! Output: `Alice` if the first player wins, else `Bob`.
//! Theory: `lib/grundy.rs`, section `multi-sg` (values up to 2^64, xor-ed in `u128`).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::multi_sg::lasker_nim_first_player_wins;
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Output<W>) -> SolveResult {
    let cases = sc.u64("the number of cases T")?;
    let mut heaps = Vec::new();
    for _ in 0..cases {
        let n = sc.u64_in(1, u64::MAX, "the number of heaps N")?;
        sc.u64s_in(n, 1, u64::MAX, "a heap size", &mut heaps)?;
        out.line(if lasker_nim_first_player_wins(&heaps) {
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
        assert_eq!(
            run_on_bytes(b"2\n3\n2 2 3\n2\n3 3\n", solve),
            ("Alice\nBob\n".into(), Ok(()))
        );
        // g(u64::MAX) = 2^64: only another u64::MAX cancels it.
        assert_eq!(
            run_on_bytes(
                b"2\n2\n18446744073709551615 18446744073709551615\n1\n18446744073709551615",
                solve
            ),
            ("Bob\nAlice\n".into(), Ok(()))
        );
        let (out, res) = run_on_bytes(b"2\n1\n4\n0\n", solve);
        assert_eq!(out, "Alice\n");
        let err = res.unwrap_err();
        assert_eq!((err.line, err.token_index), (4, 1));
    }

    /// The generated testdata, re-checked by exhaustive search over multisets of heaps.
    #[test]
    fn generated_cases_match_brute_force() {
        use grundy::mex::GameSearch;
        let mut search = GameSearch::new(|heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
            for i in 0..heaps.len() {
                let mut rest = heaps.clone();
                let h = rest.remove(i);
                let options = (0..h)
                    .map(|t| if t > 0 { vec![t] } else { vec![] })
                    .chain((1..=h / 2).map(|j| vec![j, h - j]));
                for pieces in options {
                    let mut next = rest.clone();
                    next.extend(pieces);
                    next.sort_unstable();
                    out.push(next);
                }
            }
        });
        let mut input = include_str!("../testdata/hdu3032/generated-small.in")
            .split_whitespace()
            .map(|t| t.parse::<u64>().unwrap());
        let mut want = include_str!("../testdata/hdu3032/generated-small.out").lines();
        let cases = input.next().unwrap();
        for _ in 0..cases {
            let n = input.next().unwrap();
            let mut heaps: Vec<u64> = (0..n).map(|_| input.next().unwrap()).collect();
            heaps.sort_unstable();
            let expected = if search.first_player_wins(heaps.clone()) {
                "Alice"
            } else {
                "Bob"
            };
            assert_eq!(want.next(), Some(expected), "{heaps:?}");
        }
        assert_eq!((input.next(), want.next()), (None, None));
    }
}
