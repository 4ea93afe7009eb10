//! poj2975 for `grundy judge`: Nim, count the winning moves; cases until `n = 0`.

use crate::judge::explain;
use crate::judge::spec::*;

#[path = "../poj2975.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

fn hi(ours: bool) -> u64 {
    pick(ours, u64::MAX, 1_000_000_000)
}

impl Problem for P {
    type Case = Vec<u64>;
    const JUDGE: Judge = Judge::new("POJ 2975", 1000, 64);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[Vec<u64>], t: &mut Text) {
        write_lists(cases, t);
        t.line(&[0]);
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Vec<u64>>)> {
        let hi = hi(ours);
        vec![
            ("one pile".into(), vec![vec![1], vec![hi]]),
            ("equal piles: no winning move".into(), vec![vec![hi, hi], vec![3, 3], vec![5, 5, 5, 5]]),
            ("every pile holds the top bit".into(), vec![vec![7, 7, 7], vec![4, 5, 6, 7, 1]]),
            ("the largest piles".into(), vec![vec![hi, hi - 1, hi - 2], vec![hi; 1000], vec![1 << 29, (1 << 30) - 1]]),
            ("1000 piles of 1 to 1000".into(), vec![(1..=1000).collect()]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, ours: bool) -> Vec<u64> {
        let k = count(rng, size, 1, 1000);
        (0..k).map(|_| number(rng, size, 1, hi(ours))).collect()
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_list(piles, 1, 1)
    }

    const SOLVE: Solve = solver::solve;

    fn explain(piles: &Vec<u64>) -> String {
        explain::heaps("nim", piles)
    }
}
