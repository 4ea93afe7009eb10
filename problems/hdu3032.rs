//! HDU 3032 Nim or not Nim? — Lasker's Nim: a move takes any positive number from one heap
//! or splits one heap into two non-empty heaps; the last mover wins. Alice moves first.
//! Input: `T`; per case `N` (`>= 1`), then `N` heap sizes (`>= 1`, any `u64`).
//! Output: `Alice` if the first player wins, else `Bob`.
//! Theory: `lib/grundy.rs`, section `multi-sg` (values up to 2^64, xor-ed in `u128`).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::multi_sg::lasker_nim_first_player_wins;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
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
