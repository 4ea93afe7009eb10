//! hdu1907 for `grundy judge`: misère Nim, `T` cases.

use crate::judge::explain;
use crate::judge::spec::*;

#[path = "../hdu1907.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

fn limits(ours: bool) -> (usize, u64) {
    pick(ours, (1000, u64::MAX), (47, 4747))
}

impl Problem for P {
    type Case = Vec<u64>;
    const JUDGE: Judge = Judge::new("HDU 1907", 1000, 32);

    fn max_cases(ours: bool) -> usize {
        pick(ours, usize::MAX, 474)
    }

    fn write(cases: &[Vec<u64>], t: &mut Text) {
        t.line(&[cases.len() as u64]);
        write_lists(cases, t);
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Vec<u64>>)> {
        let (n, hi) = limits(ours);
        let ones: Vec<Vec<u64>> = (1..=n).map(|k| vec![1; k]).collect();
        let one_big: Vec<Vec<u64>> = (1..=8).flat_map(|k| [2, 3, hi].map(|b| {
            let mut v = vec![1; k];
            v.push(b);
            v
        })).collect();
        vec![
            ("all heaps of one sweet, both parities".into(), ones),
            ("one heap above one among heaps of one".into(), one_big),
            ("equal heaps above one".into(), vec![vec![2, 2], vec![3, 3, 1], vec![hi, hi]]),
            ("the largest heaps".into(), vec![vec![hi; n], vec![hi, hi - 1, 1]]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, ours: bool) -> Vec<u64> {
        let (n, hi) = limits(ours);
        let k = count(rng, size, 1, n);
        let top = if rng.coin() { 2 } else { hi };
        (0..k).map(|_| number(rng, size, 1, top)).collect()
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_list(piles, 1, 1)
    }

    const SOLVE: Solve = solver::solve;

    fn explain(piles: &Vec<u64>) -> String {
        explain::heaps("misere-nim", piles)
    }
}
