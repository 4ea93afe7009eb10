//! nim_product_64 for `grundy judge`: nim products of `u64` pairs.

use crate::judge::spec::*;
use grundy::nim_product::Field;

#[path = "../nim_product_64.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

impl Problem for P {
    type Case = (u64, u64);
    const JUDGE: Judge = Judge::new("Library Checker nim_product_64", 10_000, 1024);

    fn max_cases(ours: bool) -> usize {
        pick(ours, usize::MAX, 1_000_000)
    }

    fn write(cases: &[(u64, u64)], t: &mut Text) {
        t.line(&[cases.len() as u64]);
        cases.iter().for_each(|&(a, b)| t.line(&[a, b]));
    }

    fn edges(_: bool) -> Vec<(String, Vec<(u64, u64)>)> {
        let m = u64::MAX;
        let fermat = (0..6).map(|k| 1u64 << (1 << k)).filter(|&f| f != 0);
        vec![
            ("0, 1 and the largest factors".into(), vec![(0, m), (1, m), (m, m), (m, m - 1)]),
            ("Fermat 2-powers squared: F ⊗ F = 3F/2".into(), fermat.map(|f| (f, f)).chain([(1 << 32, 1 << 32)]).collect()),
            ("powers of two across the 16- and 32-bit halves".into(), (0..64).map(|i| (1 << i, 1 << (63 - i))).collect()),
        ]
    }

    fn random(rng: &mut Rng, size: usize, _: bool) -> (u64, u64) {
        (number(rng, size, 0, u64::MAX), number(rng, size, 0, u64::MAX))
    }

    fn shrink(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut c: Vec<(u64, u64)> = smaller(a, 0).into_iter().map(|x| (x, b)).collect();
        c.extend(smaller(b, 0).into_iter().map(|y| (a, y)));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(&(a, b): &(u64, u64)) -> String {
        format!(
            "{a} ⊗ {b} = {}: below each Fermat 2-power F = 2^(2^k), x ⊗ F = x·F and F ⊗ F = 3F/2, so a product splits into three half products (Karatsuba) and one by F/2",
            Field::default().mul(a, b)
        )
    }
}
