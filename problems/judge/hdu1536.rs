//! hdu1536 for `grundy judge`: S-Nim, test cases of a set `S` and positions, `0` at the end.

use crate::judge::explain;
use crate::judge::spec::*;

#[path = "../hdu1536.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

/// The set `S` (any order, repeats allowed) and the positions, each a list of heaps.
type Case = (Vec<u64>, Vec<Vec<u64>>);

const MAX: u64 = 10_000;

impl Problem for P {
    type Case = Case;
    const JUDGE: Judge = Judge::new("HDU 1536", 1000, 32);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[Case], t: &mut Text) {
        for (set, positions) in cases {
            let mut line = vec![set.len() as u64];
            line.extend(set);
            t.line(&line);
            t.line(&[positions.len() as u64]);
            for heaps in positions {
                let mut line = vec![heaps.len() as u64];
                line.extend(heaps);
                t.line(&line);
            }
        }
        t.line(&[0]);
    }

    fn edges(_: bool) -> Vec<(String, Vec<Case>)> {
        let singles: Vec<Vec<u64>> = (0..=30).map(|h| vec![h]).collect();
        let case = |set: Vec<u64>, positions: Vec<Vec<u64>>| (set, positions);
        vec![
            ("S given out of order".into(), vec![case(vec![5, 2], singles.clone()), case(vec![7, 3, 1], singles.clone())]),
            ("S with repeated values".into(), vec![case(vec![2, 2, 3, 3], singles.clone())]),
            ("takes larger than every heap".into(), vec![case(vec![10000, 1], singles.clone()), case(vec![40], singles.clone())]),
            ("empty heaps".into(), vec![case(vec![1, 2], vec![vec![0], vec![0, 0, 0], vec![0, 1]])]),
            (
                "the largest heaps and sets".into(),
                vec![
                    case((1..=100).collect(), vec![vec![MAX; 100]; 100]),
                    case((0..100).map(|i| MAX - i * 97).collect(), vec![vec![MAX, MAX - 1, 9999, 1]; 100]),
                    case(vec![MAX], vec![vec![MAX], vec![MAX - 1], vec![MAX, MAX]]),
                ],
            ),
        ]
    }

    fn random(rng: &mut Rng, size: usize, _: bool) -> Case {
        let k = count(rng, size, 1, 100);
        let set = (0..k).map(|_| number(rng, size, 1, MAX)).collect();
        let m = count(rng, size, 1, 100);
        let positions = (0..m)
            .map(|_| {
                let l = count(rng, size, 1, 100);
                (0..l).map(|_| number(rng, size, 0, MAX)).collect()
            })
            .collect();
        (set, positions)
    }

    fn shrink((set, positions): &Case) -> Vec<Case> {
        let mut c: Vec<Case> = fewer(positions, 1).into_iter().map(|p| (set.clone(), p)).collect();
        c.extend(fewer(set, 1).into_iter().map(|s| (s, positions.clone())));
        for (i, heaps) in positions.iter().enumerate() {
            let mut simpler = fewer(heaps, 1);
            simpler.extend(each_smaller(heaps, |&h| smaller(h, 0)));
            for h in simpler {
                let mut p = positions.clone();
                p[i] = h;
                c.push((set.clone(), p));
            }
        }
        c.extend(each_smaller(set, |&s| smaller(s, 1)).into_iter().map(|s| (s, positions.clone())));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain((set, positions): &Case) -> String {
        let mut s = set.clone();
        s.sort_unstable();
        s.dedup();
        let spec = format!("subtraction:{}", s.iter().map(u64::to_string).collect::<Vec<_>>().join(","));
        let shown: Vec<String> = positions.iter().take(3).map(|h| explain::heaps(&spec, h)).collect();
        shown.join("\n    ")
    }
}
