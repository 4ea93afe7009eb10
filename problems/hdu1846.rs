//! HDU 1846 Brave Game: the Bash game, take 1..=m stones, the last one wins.
//! Input: `C`, then `C` lines `n m` (any `u64`, `m >= 1`). Output: `first` or `second` per case.
//! Cost: O(input) time, O(1) memory. Theory: `lib/grundy.rs`, section `bash`.

use grundy::bash;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let cases = sc.u64("the number of cases C")?;
    for _ in 0..cases {
        let n = sc.u64("the pile size n")?;
        let m = sc.u64_in(1, u64::MAX, "the largest take m")?;
        out.line(["second", "first"][bash::first_player_wins(n, m) as usize]);
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
