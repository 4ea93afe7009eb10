//! luogu_p1247 for `grundy judge`: Nim, print the first winning move and the piles after it.

use crate::judge::explain;
use crate::judge::spec::*;

#[path = "../luogu_p1247.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

fn hi(ours: bool) -> u64 {
    pick(ours, u64::MAX, 1_000_000_000)
}

impl Problem for P {
    type Case = Vec<u64>;
    const JUDGE: Judge = Judge::new("Luogu P1247", 1000, 128);

    fn max_cases(_: bool) -> usize {
        1
    }

    fn write(cases: &[Vec<u64>], t: &mut Text) {
        write_lists(cases, t);
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Vec<u64>>)> {
        let hi = hi(ours);
        let one = |what: &str, piles: Vec<u64>| (what.to_string(), vec![piles]);
        vec![
            one("one pile: take it all", vec![5]),
            one("every pile empty: lose", vec![0, 0, 0]),
            one("equal piles: lose", vec![7, 7]),
            one("the move is on the first pile holding the top bit of the xor, not the largest", vec![4, 7, 2]),
            one("the first pile with the top bit is the last pile", vec![1, 1, 6]),
            one("several piles hold the top bit: the first one", vec![12, 13, 14, 2]),
            one("empty piles around the move", vec![0, 9, 0, 3, 0]),
            one("the largest piles", vec![hi, hi - 1, hi / 2, 1]),
            one("piles of 2^30 - 1 and 2^29", vec![(1 << 30) - 1, 1 << 29, 1]),
            one("1 to 10", (1..=10).collect()),
        ]
    }

    fn random(rng: &mut Rng, size: usize, ours: bool) -> Vec<u64> {
        let k = count(rng, size, 1, 1000);
        let mut piles: Vec<u64> = (0..k).map(|_| number(rng, size, 0, hi(ours))).collect();
        if rng.below(3) == 0 {
            // A losing position now and then: the last pile makes the xor 0.
            let x = grundy::nim::sum(&piles[..k - 1]);
            if x <= hi(ours) {
                piles[k - 1] = x;
            }
        }
        piles
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_list(piles, 1, 0)
    }

    const SOLVE: Solve = solver::solve;

    fn explain(piles: &Vec<u64>) -> String {
        explain::heaps("nim", piles)
    }
}
