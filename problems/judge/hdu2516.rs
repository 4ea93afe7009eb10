//! hdu2516 for `grundy judge`: the Fibonacci game, one `n` per line, `0` at the end.

use crate::judge::explain;
use crate::judge::spec::*;

#[path = "../hdu2516.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

fn hi(ours: bool) -> u64 {
    pick(ours, u64::MAX, (1 << 31) - 1)
}

/// The Fibonacci numbers 2, 3, 5, … up to `hi`.
fn fibonacci(hi: u64) -> Vec<u64> {
    let (mut out, mut a, mut b) = (Vec::new(), 1u64, 2u64);
    while b <= hi {
        out.push(b);
        (a, b) = (b, a.saturating_add(b));
        if b == u64::MAX {
            break;
        }
    }
    out
}

impl Problem for P {
    type Case = u64;
    const JUDGE: Judge = Judge::new("HDU 2516", 1000, 32);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[u64], t: &mut Text) {
        for &n in cases {
            t.line(&[n]);
        }
        t.line(&[0]);
    }

    fn edges(ours: bool) -> Vec<(String, Vec<u64>)> {
        let hi = hi(ours);
        let fib = fibonacci(hi);
        let near: Vec<u64> = fib.iter().flat_map(|&f| [f - 1, f, f + 1]).filter(|&n| n >= 2 && n <= hi).collect();
        let top: Vec<u64> = fib.iter().rev().take(4).flat_map(|&f| [f, f + 1, f - 1]).filter(|&n| n <= hi).collect();
        vec![
            ("2 to 100".into(), (2..=100).collect()),
            ("the largest Fibonacci numbers within the limit (past 10^9 and near 2^31), and their neighbours".into(), top),
            ("every Fibonacci number within the limit, and its neighbours".into(), near),
            ("the largest n".into(), vec![hi, hi - 1]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, ours: bool) -> u64 {
        let fib = fibonacci(hi(ours));
        if rng.below(3) == 0 {
            fib[rng.index(fib.len().min(size + 4))]
        } else {
            number(rng, size, 2, hi(ours))
        }
    }

    fn shrink(&n: &u64) -> Vec<u64> {
        let mut c: Vec<u64> = fibonacci(n).into_iter().filter(|&f| f < n).collect();
        c.extend(smaller(n, 2));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(&n: &u64) -> String {
        explain::heaps("fibonacci", &[n])
    }
}
