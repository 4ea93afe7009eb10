//! POJ 2311 Cutting Game — a move cuts one sheet of W×H cells along a grid line into two;
//! whoever cuts out a 1×1 sheet wins. The first player cuts first.
//! Input: cases until end of input, each `W H` (`2 <= W, H <= 200`). Output: `WIN` if the
//! first player wins, else `LOSE`.
//! Cost: the table of every sheet up to the largest side read so far, O(s^3) for side s
//! (grown by doubling, each sheet computed once), then O(1) a case; memory 3 (s + 1)^2 bytes.
//! Theory: `lib/grundy.rs`, section `multi_sg` (`cutting_table`).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::multi_sg;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let (mut side, mut table) = (0, Vec::new());
    while !sc.at_end() {
        let w = sc.usize_in(2, 200, "the width W")?;
        let h = sc.usize_in(2, 200, "the height H")?;
        if w.max(h) > side {
            side = w.max(h).max(2 * side).min(200);
            table = multi_sg::cutting_table(&table, side);
        }
        out.bytes(if table[w * (side + 1) + h] != 0 { b"WIN\n" } else { b"LOSE\n" });
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
