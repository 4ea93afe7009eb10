//! hdu3537 for `grundy judge`: Mock Turtles, cases until the end of the input.

use crate::judge::explain;
use crate::judge::spec::*;
use grundy::coin_turning;

#[path = "../hdu3537.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

const HI: u64 = 99_999_999;

impl Problem for P {
    type Case = Vec<u64>;
    const JUDGE: Judge = Judge::new("HDU 3537", 1000, 32);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[Vec<u64>], t: &mut Text) {
        write_lists(cases, t);
    }

    fn edges(_: bool) -> Vec<(String, Vec<Vec<u64>>)> {
        let singles: Vec<Vec<u64>> = (0..=40).map(|c| vec![c]).collect();
        vec![
            ("no coin heads up".into(), vec![vec![]]),
            ("a coin listed twice is one coin".into(), vec![vec![4, 4], vec![0, 0], vec![1, 2, 1], vec![7, 7, 7]]),
            ("each single coin from 0 to 40".into(), singles),
            ("the largest positions".into(), vec![vec![HI], vec![HI, HI - 1, 0], (0..100).map(|i| HI - i).collect()]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, _: bool) -> Vec<u64> {
        let k = count(rng, size, 0, 100);
        let mut coins: Vec<u64> = (0..k).map(|_| number(rng, size, 0, HI)).collect();
        if k >= 2 && rng.coin() {
            // A repeated coin.
            let i = rng.index(k);
            coins[rng.index(k)] = coins[i];
        }
        coins
    }

    fn shrink(coins: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut c = fewer(coins, 0);
        if coins.len() == 1 {
            c.push(Vec::new());
        }
        c.extend(each_smaller(coins, |&p| smaller(p, 0)));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(coins: &Vec<u64>) -> String {
        let mut distinct = coins.clone();
        distinct.sort_unstable();
        distinct.dedup();
        let values: Vec<u128> = distinct.iter().map(|&c| coin_turning::mock_turtles_grundy(c)).collect();
        let x = values.iter().fold(0, |s, v| s ^ v);
        let terms: Vec<String> = distinct.iter().zip(&values).take(12).map(|(c, v)| format!("coin {c} is worth {v}")).collect();
        format!(
            "Mock Turtles: a position is the sum of its distinct heads-up coins (a coin listed twice is still one coin), and coin i is worth the i-th odious number, 2i or 2i + 1 whichever has an odd count of one bits; {}; the xor is {x}, {}: {}",
            if terms.is_empty() { "no coin".into() } else { terms.join(", ") },
            explain::outcome(x),
            if x == 0 { "Yes" } else { "No" }
        )
    }
}
