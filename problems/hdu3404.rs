//! HDU 3404 Switch lights — lights on a grid; a move picks a lit light `(x2, y2)` and
//! `x1 <= x2`, `y1 <= y2`, and switches the corners of that rectangle (one, two or four
//! lights); whoever switches the last light off wins. lxhgww moves first.
//! Input: `T`; per case `n`, then `n` lines `x_i y_i` (`1..=2^64 − 1`; a repeated light is
//! one light). Output: `Have a try, lxhgww.` if lxhgww wins, else `Don't waste your time.`
//! Cost: O(n log n) a case (lights sorted, repeats dropped, a nim product each); memory 16
//! bytes a light of one case, plus the product's 1.5 MB tables.
//! Theory: `lib/grundy.rs`, sections `nim_product` and `coin_turning`.

use grundy::io::{Output, Scanner, SolveResult};
use grundy::nim_product::Field;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let cases = sc.u64("the number of cases T")?;
    let (field, mut lights) = (Field::default(), Vec::new());
    for _ in 0..cases {
        let n = sc.u64("the number of lights n")?;
        lights.clear();
        for _ in 0..n {
            let x = sc.u64_in(1, u64::MAX, "a light's row x_i")?;
            let y = sc.u64_in(1, u64::MAX, "a light's column y_i")?;
            lights.push((x, y));
        }
        lights.sort_unstable();
        lights.dedup();
        let value = lights.iter().fold(0, |s, &(x, y)| s ^ field.mul(x, y));
        out.line(if value != 0 {
            "Have a try, lxhgww."
        } else {
            "Don't waste your time."
        });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
