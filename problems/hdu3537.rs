//! HDU 3537 Daizhenyang's Coin: Mock Turtles, a coin-turning game.
//! Coins in a row are numbered from 0; a move flips 1, 2 or 3 coins, the rightmost flipped
//! going from heads to tails; the last mover wins.
//! Input: cases until end of input; each `n` (`0 <= n <= 100`), then `n` heads positions
//! `0 <= a_k < 10^8` (the line may be empty when `n = 0`; a repeated position is one coin).
//! Output: `Yes` if the first player loses, else `No`.
//! Cost: O(input) time (≤ 100 positions per case, repeats found by their low bits); memory
//! one case's ≤ 100 positions and 8 KiB.
//! Theory: `lib/grundy.rs`, section `coin_turning`.

use grundy::coin_turning;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let mut row = coin_turning::Row::default();
    while !sc.at_end() {
        let n = sc.u64_in(0, 100, "the number of heads n")?;
        row.clear();
        for _ in 0..n {
            row.insert(sc.u64_in(0, 99_999_999, "a heads position a_k")?);
        }
        let value = row.grundy(coin_turning::mock_turtles_grundy);
        out.line(if value == 0 { "Yes" } else { "No" });
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
