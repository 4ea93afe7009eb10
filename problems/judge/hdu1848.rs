//! hdu1848 for `grundy judge`: three piles, take a Fibonacci number; `0 0 0` at the end.

use crate::judge::explain;
use crate::judge::spec::*;

#[path = "../hdu1848.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

impl Problem for P {
    type Case = [u64; 3];
    const JUDGE: Judge = Judge::new("HDU 1848", 1000, 32);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[[u64; 3]], t: &mut Text) {
        for c in cases {
            t.line(c);
        }
        t.line(&[0, 0, 0]);
    }

    fn edges(_: bool) -> Vec<(String, Vec<[u64; 3]>)> {
        let small = (1..=8).flat_map(|a| (1..=8).flat_map(move |b| (1..=8).map(move |c| [a, b, c])));
        vec![
            ("every triple of piles up to 8".into(), small.collect()),
            ("one pile from 1 to 1000 with two piles of 1".into(), (1..=1000).map(|n| [n, 1, 1]).collect()),
            ("the largest piles".into(), vec![[1000, 1000, 1000], [1000, 999, 998], [987, 987, 1], [1000, 1, 1]]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, _: bool) -> [u64; 3] {
        [0; 3].map(|_| number(rng, size, 1, 1000))
    }

    fn shrink(c: &[u64; 3]) -> Vec<[u64; 3]> {
        each_smaller(c, |&p| smaller(p, 1))
            .into_iter()
            .map(|v| [v[0], v[1], v[2]])
            .collect()
    }

    const SOLVE: Solve = solver::solve;

    fn explain(c: &[u64; 3]) -> String {
        explain::heaps("subtraction:1,2,3,5,8,13,21,34,55,89,144,233,377,610,987", c)
    }
}
