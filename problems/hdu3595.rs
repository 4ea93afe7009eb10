//! HDU 3595 GG and MM: Every-SG over Euclid games.
//! Each game is two piles `p q`, a move subtracts a positive multiple of the smaller pile
//! from the larger (down to 0 allowed), a game with a 0 pile is over; every turn the mover must move in every game not yet over;
//! whoever cannot move loses. MM moves first.
//! Input: cases until end of input; each `N` (`0 <= N <= 1000`; `N = 0` ends the input),
//! then `N` lines `p q` (`0 <= p, q <= 1000`).
//! Output: `MM` if the first player wins (the largest step count is odd), else `GG`.
//! Cost: O(input) time: a few divisions per game for the first 2^14 games, then one lookup
//! in the table of all 1001^2 pairs (1 MB, built once); O(1) memory before.
//! Theory: `lib/grundy.rs`, section `every_sg`.

use grundy::every_sg;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    // Games one by one, then (from the 2^14th on) all 1001^2 answers at once, from a table.
    let (mut table, mut asked) = (Vec::new(), 0);
    while !sc.at_end() {
        let n = sc.u64_in(0, 1000, "the number of games N (0 to end)")?;
        if n == 0 {
            break;
        }
        // Only the longest game can decide the sum: keep its steps.
        let mut longest = 0;
        for _ in 0..n {
            let p = sc.u64_in(0, 1000, "a pile p")?;
            let q = sc.u64_in(0, 1000, "a pile q")?;
            let steps = match table.get((p.min(q) * 1001 + p.max(q)) as usize) {
                Some(&steps) => u64::from(steps),
                None => every_sg::euclid_game(p, q).steps,
            };
            asked += 1;
            if asked == 1 << 14 {
                table = every_sg::euclid_table(1000);
            }
            longest = longest.max(steps);
        }
        out.line(if every_sg::first_player_wins([longest]) { "MM" } else { "GG" });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
