//! HDU 3595 GG and MM — Every-SG over Euclid games: each game is two piles `p q`, a move
//! subtracts a positive multiple of the smaller pile from the larger (down to 0 allowed),
//! a game with a 0 pile is over; every turn the mover must move in every game not yet over;
//! whoever cannot move loses. MM moves first.
//! Input: cases until end of input; each `N` (`0 <= N <= 1000`; `N = 0` ends the input),
//! then `N` lines `p q` (`0 <= p, q <= 1000`).
//! Output: `MM` if the first player wins (the largest step count is odd), else `GG`.
//! Cost: O(input) time (a few divisions per game), O(1) memory.
//! Theory: `lib/grundy.rs`, section `every_sg`.

use grundy::every_sg;
use grundy::io::{Output, Scanner, SolveResult};
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
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
            longest = longest.max(every_sg::euclid_game(p, q).steps);
        }
        out.line(if every_sg::first_player_wins([longest]) {
            "MM"
        } else {
            "GG"
        });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
