//! poj1067 for `grundy judge`: Wythoff's game, lines `a b` until the end of the input.

use crate::judge::explain;
use crate::judge::spec::*;
use grundy::wythoff;

#[path = "../poj1067.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

fn hi(ours: bool) -> u64 {
    pick(ours, u64::MAX, 1_000_000_000)
}

/// The k-th losing pair, if both piles are at most `hi`.
fn pair(k: u64, hi: u64) -> Option<(u64, u64)> {
    wythoff::pair(k).filter(|p| p.1 <= hi)
}

impl Problem for P {
    type Case = (u64, u64);
    const JUDGE: Judge = Judge::new("POJ 1067", 1000, 10);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[(u64, u64)], t: &mut Text) {
        for &(a, b) in cases {
            t.line(&[a, b]);
        }
    }

    fn edges(ours: bool) -> Vec<(String, Vec<(u64, u64)>)> {
        let hi = hi(ours);
        let mut fib_pairs = Vec::new();
        let (mut f, mut g) = (1u64, 2u64);
        while let Some((a, b)) = pair(f, hi) {
            fib_pairs.extend([(a, b), (b, a), (a + 1, b + 1), (a, b + 1), (a - 1, b)]);
            (f, g) = (g, f.saturating_add(g));
        }
        let mut near_top = Vec::new();
        let top = hi / 3;
        for k in (top.saturating_sub(20)..=top).chain(102_334_150..102_334_160) {
            if let Some((a, b)) = pair(k, hi) {
                near_top.extend([(a, b), (b, a), (a, b - 1)]);
            }
        }
        let small = (0..=12).flat_map(|a| (0..=12).map(move |b| (a, b))).collect();
        vec![
            ("0 0: no move, the first player loses".into(), vec![(0, 0)]),
            ("every pair of piles up to 12".into(), small),
            ("equal piles: take both".into(), vec![(1, 1), (7, 7), (hi, hi), (hi - 1, hi - 1)]),
            ("one empty pile".into(), vec![(0, 1), (5, 0), (0, hi), (hi, 0)]),
            (
                "losing pairs at Fibonacci k (where the floating-point golden ratio drifts), and their neighbours".into(),
                fib_pairs,
            ),
            ("losing pairs at the largest k within the limits".into(), near_top),
        ]
    }

    fn random(rng: &mut Rng, size: usize, ours: bool) -> (u64, u64) {
        let hi = hi(ours);
        match rng.below(3) {
            0 => {
                let k = number(rng, size, 0, hi / 3);
                let (a, b) = pair(k, hi).unwrap_or((0, 0));
                if rng.coin() {
                    (a, b)
                } else {
                    (b, a)
                }
            }
            _ => (number(rng, size, 0, hi), number(rng, size, 0, hi)),
        }
    }

    fn shrink(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut c = Vec::new();
        if a > b {
            c.push((b, a));
        }
        // A losing pair shrinks along the losing pairs: to the k-th for smaller k.
        if wythoff::is_losing(a, b) && a.max(b) > 0 {
            let k = a.max(b) - a.min(b);
            for j in smaller(k, 0) {
                c.extend(wythoff::pair(j));
            }
        }
        c.extend(smaller(a, 0).into_iter().map(|x| (x, b)));
        c.extend(smaller(b, 0).into_iter().map(|y| (a, y)));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(&(a, b): &(u64, u64)) -> String {
        explain::heaps("wythoff", &[a, b])
    }
}
