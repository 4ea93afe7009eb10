//! HDU 3404 Switch lights — lights on a grid; a move picks a lit light `(x2, y2)` and
//! `x1 <= x2`, `y1 <= y2`, and switches the corners of that rectangle (one, two or four
//! lights); whoever switches the last light off wins. lxhgww moves first.
//! Input: `T`; per case `n`, then `n` lines `x_i y_i` (`1..=2^64 − 1`; a repeated light is
//! one light). Output: `Have a try, lxhgww.` if lxhgww wins, else `Don't waste your time.`
//! Cost: O(n) a case of distinct hashes (`coin_turning::Row`: a repeat searched while a case
//! has ≤ 1024 lights, a longer case sorted once), O(n log n) at worst, a nim product a light;
//! memory 16 bytes a light of one case, 8 KiB, and the product's 1.5 MB tables.
//! Theory: `lib/grundy.rs`, sections `nim_product` and `coin_turning`.

use grundy::coin_turning::Row;
use grundy::io::{Output, Scanner, SolveResult};
use grundy::nim_product::Field;
use std::io::{Read, Write};

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let cases = sc.u64("the number of cases T")?;
    let (field, mut lights) = (Field::default(), Row::default());
    for _ in 0..cases {
        let n = sc.u64("the number of lights n")?;
        lights.clear();
        for _ in 0..n {
            let x = sc.u64_in(1, u64::MAX, "a light's row x_i")?;
            let y = sc.u64_in(1, u64::MAX, "a light's column y_i")?;
            lights.insert(u128::from(x) << 64 | u128::from(y));
        }
        let value = lights.grundy(|c| field.mul((c >> 64) as u64, c as u64).into());
        out.line(if value != 0 { "Have a try, lxhgww." } else { "Don't waste your time." });
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}
