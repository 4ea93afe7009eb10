//! HDU 1730 Northcott Game — each row of a board holds Tom's piece and Jerry's; a player
//! moves one of their own pieces to any free cell of its row, never jumping the other piece;
//! whoever cannot move loses. Tom moves first.
//! Input: cases until end of input; each `n m` (`n >= 0`, `m >= 2`, any `u64`), then `n`
//! lines `T_i J_i`, the columns of Tom's and Jerry's pieces (`1..=m`, different).
//! Output: `I WIN!` if Tom wins, else `BAD LUCK!`.
//! Cost: O(input) time, O(1) memory. Theory: `lib/grundy.rs`, section `staircase`.

use grundy::io::{Output, Scanner, SolveResult};
use grundy::staircase;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    while !sc.at_end() {
        let n = sc.u64("the number of rows n")?;
        let m = sc.u64_in(2, u64::MAX, "the number of columns m")?;
        let mut sum = 0;
        for _ in 0..n {
            let t = sc.u64_in(1, m, "the column of Tom's piece T_i")?;
            let j = sc.u64_in(1, m, "the column of Jerry's piece J_i")?;
            if t == j {
                return Err(sc.error_at_last(format!("a column other than {t}, Tom's")));
            }
            sum ^= staircase::northcott_heap(t, j);
        }
        out.line(if sum != 0 { "I WIN!" } else { "BAD LUCK!" });
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
