//! HDU 1848 Fibonacci again and again: three piles, a move takes a Fibonacci number.
//! The piles are `m n p`; a move removes 1, 2, 3, 5, 8, … stones from one; the last wins.
//! Input: lines `m n p` (`1 <= m, n, p <= 1000`) ended by `0 0 0`.
//! Output: `Fibo` if the first player wins, else `Nacci`.
//! Cost: O(input) time after one table of 1001 values; O(1) memory.
//! Theory: `lib/grundy.rs`, section `subtraction` (the xor of the piles' values).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::subtraction;
use std::io::{Read, Write};

const MAX_PILE: u64 = 1000;
/// The Fibonacci numbers up to `MAX_PILE`.
const MOVES: [u64; 15] = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let g = subtraction::grundy_table(&MOVES, MAX_PILE as usize + 1);
    loop {
        let m = sc.u64_in(0, MAX_PILE, "the pile m (0 in the end line 0 0 0)")?;
        if m == 0 {
            sc.u64_in(0, 0, "0 (the end line is 0 0 0)")?;
            sc.u64_in(0, 0, "0 (the end line is 0 0 0)")?;
            break;
        }
        let n = sc.u64_in(1, MAX_PILE, "the pile n")?;
        let p = sc.u64_in(1, MAX_PILE, "the pile p")?;
        let sum = g[m as usize] ^ g[n as usize] ^ g[p as usize];
        out.line(if sum != 0 { "Fibo" } else { "Nacci" });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
