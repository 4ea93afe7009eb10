//! HDU 1847 Good Luck in CET-4 Everybody!: `n` cards, a move takes a power of two.
//! The powers are 1, 2, 4, …; the last card wins; Kiki moves first.
//! Input: one `n` per line (`1 <= n <= 1000`) until end of input.
//! Output: `Kiki` if the first player wins (`n mod 3 != 0`), else `Cici`.
//! Cost: O(input) time, O(1) memory. Theory: `lib/grundy.rs`, section `subtraction`.

use grundy::io::{Output, Scanner, SolveResult};
use grundy::subtraction;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    while !sc.at_end() {
        let n = sc.u64_in(1, 1000, "the number of cards n")?;
        out.line(if subtraction::powers_of_two_grundy(n) != 0 { "Kiki" } else { "Cici" });
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
