//! HDU 2516 取石子游戏: the Fibonacci game on one pile of `n`.
//! The first move takes any number but not all, then each move takes 1..=2×(the opponent's
//! last take); the last stone wins.
//! Input: one `n` per line (`2 <= n`, any u64), ended by a line `0`.
//! Output: `Second win` if the first player loses (n is a Fibonacci number), else `First win`.
//! Cost: O(input) time, O(1) memory. Theory: `lib/grundy.rs`, section `fibonacci_game`.

use grundy::fibonacci_game;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    loop {
        let n = sc.u64("the pile size n (at least 2), or 0 to end")?;
        if n == 0 {
            break;
        }
        if n == 1 {
            return Err(sc.error_at_last("the pile size n (at least 2), or 0 to end"));
        }
        out.line(if fibonacci_game::first_player_wins(n) { "First win" } else { "Second win" });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
