//! HDU 3032 Nim or not Nim?: Lasker's Nim, where a move may also split a heap in two.
//! A move takes any positive number from one heap or splits one heap into two non-empty
//! heaps; the last mover wins. Alice moves first.
//! Input: `T`; per case `N` (`>= 1`), then `N` heap sizes (`>= 1`, any `u64`).
//! Output: `Alice` if the first player wins, else `Bob`.
//! Cost: O(input) time, O(1) memory (the heaps' values are xor-ed as read).
//! Theory: `lib/grundy.rs`, section `multi_sg` (values up to 2^64, so `u128`).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::multi_sg;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let cases = sc.u64("the number of cases T")?;
    for _ in 0..cases {
        let n = sc.u64_in(1, u64::MAX, "the number of heaps N")?;
        let mut sum = 0;
        for _ in 0..n {
            sum ^= multi_sg::lasker_grundy(sc.u64_in(1, u64::MAX, "a heap size")?);
        }
        out.line(if sum != 0 { "Alice" } else { "Bob" });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
