//! hdu1846 for `grundy judge`: Bash's game, `C` cases `n m`.

use crate::judge::explain;
use crate::judge::spec::*;

#[path = "../hdu1846.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

fn hi(ours: bool) -> u64 {
    pick(ours, u64::MAX, 1000)
}

impl Problem for P {
    type Case = (u64, u64);
    const JUDGE: Judge = Judge::new("HDU 1846", 1000, 32);

    fn max_cases(ours: bool) -> usize {
        pick(ours, usize::MAX, 100)
    }

    fn write(cases: &[(u64, u64)], t: &mut Text) {
        t.line(&[cases.len() as u64]);
        for &(n, m) in cases {
            t.line(&[n, m]);
        }
    }

    fn edges(ours: bool) -> Vec<(String, Vec<(u64, u64)>)> {
        let hi = hi(ours);
        let grid: Vec<(u64, u64)> = (1..=10).flat_map(|n| (1..=10).map(move |m| (n, m))).collect();
        let mut out: Vec<(String, Vec<(u64, u64)>)> = grid
            .chunks(100)
            .map(|c| ("every n and m up to 10".to_string(), c.to_vec()))
            .collect();
        out.push((
            "multiples of m + 1 and their neighbours at the limits".into(),
            vec![(hi, hi), (hi, hi - 1), (hi - 1, hi), (1, hi), (hi, 1), (1000, 999), (999, 998), (1000, 1)],
        ));
        out
    }

    fn random(rng: &mut Rng, size: usize, ours: bool) -> (u64, u64) {
        let m = number(rng, size, 1, hi(ours));
        if rng.coin() {
            let k = number(rng, size, 1, hi(ours) / m.saturating_add(1)).max(1);
            (k * (m + 1), m)
        } else {
            (number(rng, size, 1, hi(ours)), m)
        }
    }

    fn shrink(&(n, m): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut c: Vec<(u64, u64)> = smaller(n, 1).into_iter().map(|x| (x, m)).collect();
        c.extend(smaller(m, 1).into_iter().map(|y| (n, y)));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(&(n, m): &(u64, u64)) -> String {
        explain::heaps(&format!("bash:{m}"), &[n])
    }
}
