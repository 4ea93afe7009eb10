//! HDU 1907 John / POJ 3480 — misère Nim: heaps of M&Ms, a move eats one or more of one
//! colour, whoever eats the last one loses. John moves first.
//! Input: `T`; per case `N` (`>= 1`), then `N` heap sizes (`>= 1`, any `u64`).
//! Output: `John` if the first player wins, else `Brother`.
//! Theory: `lib/grundy.rs`, section `anti-sg, misère` (SJ theorem).

use grundy::anti_sg::misere_nim_first_player_wins;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
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
