//! hdu1847 for `grundy judge`: one pile, take a power of two; `n` per line to the end.

use crate::judge::explain;
use crate::judge::spec::*;

#[path = "../hdu1847.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

impl Problem for P {
    type Case = u64;
    const JUDGE: Judge = Judge::new("HDU 1847", 1000, 32);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[u64], t: &mut Text) {
        for &n in cases {
            t.line(&[n]);
        }
    }

    fn edges(_: bool) -> Vec<(String, Vec<u64>)> {
        vec![
            ("1".into(), vec![1]),
            ("every n from 1 to 1000".into(), (1..=1000).collect()),
        ]
    }

    fn random(rng: &mut Rng, size: usize, _: bool) -> u64 {
        number(rng, size, 1, 1000)
    }

    fn shrink(&n: &u64) -> Vec<u64> {
        smaller(n, 1)
    }

    const SOLVE: Solve = solver::solve;

    fn explain(&n: &u64) -> String {
        explain::heaps("subtraction:1,2,4,8,16,32,64,128,256,512", &[n])
    }
}
