//! HDU 1907 John / POJ 3480: misère Nim on heaps of M&Ms.
//! A move eats one or more of one colour; whoever eats the last one loses. John moves first.
//! Input: `T`; per case `N` (`>= 1`), then `N` heap sizes (`>= 1`, any `u64`).
//! Output: `John` if the first player wins, else `Brother`.
//! Cost: O(input) time, O(1) memory (the heaps are folded as read).
//! Theory: `lib/grundy.rs`, section `anti_sg` (SJ theorem; a Nim heap's value is its size).

use grundy::anti_sg;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let cases = sc.u64("the number of cases T")?;
    for _ in 0..cases {
        let n = sc.u64_in(1, u64::MAX, "the number of heaps N")?;
        let (mut sum, mut some_above_one) = (0, false);
        for _ in 0..n {
            let heap = sc.u64_in(1, u64::MAX, "a heap size")?;
            sum ^= heap;
            some_above_one |= heap > 1;
        }
        out.line(if anti_sg::first_player_wins(sum, some_above_one) { "John" } else { "Brother" });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
