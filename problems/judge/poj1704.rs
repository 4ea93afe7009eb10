//! poj1704 for `grundy judge`: staircase Nim, `T` cases of coins on a strip.

use crate::judge::explain::{self, spaced};
use crate::judge::spec::*;
use grundy::staircase;

#[path = "../poj1704.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

fn limits(ours: bool) -> (usize, u64) {
    pick(ours, (1_000_000, u64::MAX), (1000, 10_000))
}

/// Distinct cells, in the given order.
fn distinct(cells: &[u64]) -> bool {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    sorted.windows(2).all(|w| w[0] < w[1])
}

impl Problem for P {
    type Case = Vec<u64>;
    const JUDGE: Judge = Judge::new("POJ 1704", 1000, 10);

    fn max_cases(ours: bool) -> usize {
        pick(ours, usize::MAX, 20)
    }

    fn write(cases: &[Vec<u64>], t: &mut Text) {
        t.line(&[cases.len() as u64]);
        write_lists(cases, t);
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Vec<u64>>)> {
        let (n, hi) = limits(ours);
        let singles: Vec<Vec<u64>> = [1, 2, 3, hi].iter().map(|&c| vec![c]).collect();
        let packed: Vec<Vec<u64>> = (1..=6).map(|k| (1..=k).rev().collect()).collect();
        vec![
            ("one coin: at the edge it cannot move".into(), singles),
            ("coins packed from cell 1, any order".into(), packed),
            ("pairs whose gaps cancel, and an odd coin paired with the edge".into(), vec![vec![3, 5, 8, 10], vec![2, 4, 5, 7, 8], vec![5, 1, 10]]),
            ("the most coins, spread out".into(), vec![(0..n as u64).map(|i| hi - i * (hi / n as u64)).collect()]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, ours: bool) -> Vec<u64> {
        let (n, hi) = limits(ours);
        let k = count(rng, size, 1, n);
        let mut cells: Vec<u64> = (0..k).map(|_| number(rng, size, 1, hi)).collect();
        cells.sort_unstable();
        cells.dedup();
        rng.shuffle(&mut cells);
        cells
    }

    fn shrink(cells: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut c = fewer(cells, 1);
        c.extend(each_smaller(cells, |&p| smaller(p, 1)).into_iter().filter(|v| distinct(v)));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(cells: &Vec<u64>) -> String {
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        let x = staircase::grundy(&sorted);
        format!(
            "staircase Nim: the coins sorted are {}; pairing them from the right, the free cells inside each pair (and left of a lone first coin) are Nim heaps, and the moves between pairs can be undone; those gaps xor to {x}, {}",
            spaced(&sorted[..sorted.len().min(12)]),
            explain::outcome(x.into())
        )
    }
}
