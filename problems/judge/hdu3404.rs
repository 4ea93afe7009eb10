//! hdu3404 for `grundy judge`: Switch lights (2-D coin turning), `T` cases.

use crate::judge::explain;
use crate::judge::spec::*;
use grundy::nim_product::Field;

#[path = "../hdu3404.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

impl Problem for P {
    type Case = Vec<(u64, u64)>;
    const JUDGE: Judge = Judge::new("HDU 3404", 1000, 32);

    fn max_cases(ours: bool) -> usize {
        pick(ours, usize::MAX, 100)
    }

    fn write(cases: &[Vec<(u64, u64)>], t: &mut Text) {
        t.line(&[cases.len() as u64]);
        for lights in cases {
            t.line(&[lights.len() as u64]);
            lights.iter().for_each(|&(x, y)| t.line(&[x, y]));
        }
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Vec<(u64, u64)>>)> {
        let hi = pick(ours, u64::MAX, 10_000);
        vec![
            ("no light, one light, a light on the corner (1, 1)".into(), vec![vec![], vec![(1, 1)], vec![(2, 3)]]),
            ("lights mirrored across the diagonal cancel (x ⊗ y = y ⊗ x)".into(), vec![vec![(1, 2), (2, 1)], vec![(3, 7), (7, 3), (5, 5)]]),
            ("the largest coordinates".into(), vec![vec![(hi, hi)], vec![(hi, 1), (1, hi)], vec![(hi, hi - 1), (hi - 1, hi)]]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, ours: bool) -> Vec<(u64, u64)> {
        let hi = pick(ours, u64::MAX, 10_000);
        let mut lights: Vec<(u64, u64)> = (0..count(rng, size, 0, 1000)).map(|_| (number(rng, size, 1, hi), number(rng, size, 1, hi))).collect();
        lights.sort_unstable();
        lights.dedup();
        rng.shuffle(&mut lights);
        lights
    }

    fn shrink(lights: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        let mut c = fewer(lights, 0);
        let nearer = |&(x, y): &(u64, u64)| -> Vec<(u64, u64)> {
            let mut v: Vec<(u64, u64)> = smaller(x, 1).into_iter().map(|a| (a, y)).collect();
            v.extend(smaller(y, 1).into_iter().map(|b| (x, b)));
            v
        };
        c.extend(each_smaller(lights, nearer).into_iter().filter(|v| {
            let mut s = v.clone();
            s.sort_unstable();
            s.windows(2).all(|w| w[0] != w[1])
        }));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(lights: &Vec<(u64, u64)>) -> String {
        let f = Field::default();
        let values: Vec<u64> = lights.iter().map(|&(x, y)| f.mul(x, y)).collect();
        let x = values.iter().fold(0, |s, v| s ^ v);
        format!(
            "a move is a product of 'turn one or two coins' on the rows and on the columns, where coin x is worth x; by the Tartan theorem light (x, y) is worth the nim product x ⊗ y: {}; the xor is {x}, {}",
            explain::spaced(&values[..values.len().min(12)]),
            explain::outcome(x.into())
        )
    }
}
