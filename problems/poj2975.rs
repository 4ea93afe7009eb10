//! POJ 2975 Nim: count the moves that leave a position with nim-sum 0.
//! Input, repeated: `n` (`n >= 1`), then `n` piles (`>= 1`, any `u64`); `n = 0` ends the input.
//! Output: per case the number of winning moves.
//! Cost: O(input) time; memory at most 2^15 piles (256 KiB) and a count per bit for the
//! piles of a longer case.
//! Theory: `lib/grundy.rs`, section `nim` (the piles having the nim-sum's top bit).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::nim;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let mut counter = nim::WinningMoveCounter::default(); // reused by every case
    loop {
        let n = sc.u64("the number of piles n (0 ends the input)")?;
        if n == 0 {
            break;
        }
        counter.clear();
        for _ in 0..n {
            counter.push(sc.u64_in(1, u64::MAX, "a pile size")?);
        }
        out.write_u64(counter.count());
        out.byte(b'\n');
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
