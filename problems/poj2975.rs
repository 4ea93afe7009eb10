//! POJ 2975 Nim — count the moves that leave a position with nim-sum 0.
//! Input, repeated: `n` (`n >= 1`), then `n` piles (`>= 1`, any `u64`); `n = 0` ends the input.
//! Output: per case the number of winning moves.
//! Theory: `lib/grundy.rs`, section `nim` (the piles having the nim-sum's top bit).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::nim::count_winning_moves;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let mut piles = Vec::new();
    loop {
        let n = sc.u64("the number of piles n (0 ends the input)")?;
        if n == 0 {
            break;
        }
        sc.u64s_in(n, 1, u64::MAX, "a pile size", &mut piles)?;
        out.u64(count_winning_moves(&piles) as u64);
        out.byte(b'\n');
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
