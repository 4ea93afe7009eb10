//! HDU 1907 John / POJ 3480 — misère Nim: heaps of M&Ms, a move eats one or more of one
//! colour, whoever eats the last one loses. John moves first.
//! Input: `T`; per case `N` (`>= 1`), then `N` heap sizes (`>= 1`, any `u64`).
//! Output: `John` if the first player wins, else `Brother`.
//! Theory: `lib/grundy.rs`, section `anti-sg, misère` (SJ theorem).

use grundy::anti_sg::misere_nim_first_player_wins;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::Write;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Output<W>) -> SolveResult {
    let cases = sc.u64("the number of cases T")?;
    let mut heaps = Vec::new();
    for _ in 0..cases {
        let n = sc.u64_in(1, u64::MAX, "the number of heaps N")?;
        sc.u64s_in(n, 1, u64::MAX, "a heap size", &mut heaps)?;
        out.line(if misere_nim_first_player_wins(&heaps) {
            "John"
        } else {
            "Brother"
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
            run_on_bytes(b"2\n3\n3 5 1\n1\n1\n", solve),
            ("John\nBrother\n".into(), Ok(()))
        );
        let (out, res) = run_on_bytes(b"2\r\n1\r\n1\r\n2\r\n4 0\r\n", solve);
        assert_eq!(out, "Brother\n");
        let err = res.unwrap_err();
        assert_eq!((err.line, err.token_index), (5, 2));
        let (_, res) = run_on_bytes(b"1\n0\n", solve);
        assert_eq!(res.unwrap_err().token.as_deref(), Some("0"));
    }

    /// The generated testdata, re-checked by exhaustive misère search.
    #[test]
    fn generated_cases_match_brute_force() {
        use grundy::mex::{sum_of_heaps_moves, GameSearch};
        let mut search = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
        let mut input = include_str!("../testdata/hdu1907/generated-small.in")
            .split_whitespace()
            .map(|t| t.parse::<u64>().unwrap());
        let mut want = include_str!("../testdata/hdu1907/generated-small.out").lines();
        let cases = input.next().unwrap();
        for _ in 0..cases {
            let n = input.next().unwrap();
            let heaps: Vec<u64> = (0..n).map(|_| input.next().unwrap()).collect();
            let expected = if search.first_player_wins_misere(heaps.clone()) {
                "John"
            } else {
                "Brother"
            };
            assert_eq!(want.next(), Some(expected), "{heaps:?}");
        }
        assert_eq!((input.next(), want.next()), (None, None));
    }
}
