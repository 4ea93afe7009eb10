//! poj3710 for `grundy judge`: Green Hackenbush on trees with cycles hung on them;
//! test cases of `N` drawings until the end of the input.

use crate::judge::spec::*;

#[path = "../poj3710.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

/// A drawing grown from node 1: each item hangs on node `at` (node 1 if `at` is not yet
/// there) either a new edge to a new node (`len` 0) or a cycle through `at` of `len`
/// edges (1: a loop, 2: a double edge).
type Drawing = Vec<(usize, usize)>;

fn graph(d: &Drawing) -> (usize, Vec<(usize, usize)>) {
    let (mut m, mut edges) = (1, Vec::new());
    for &(at, len) in d {
        let at = if at <= m { at } else { 1 };
        if len == 0 {
            m += 1;
            edges.push((at, m));
        } else {
            let mut last = at;
            for _ in 1..len {
                m += 1;
                edges.push((last, m));
                last = m;
            }
            edges.push((last, at));
        }
    }
    (m, edges)
}

fn value(d: &Drawing) -> u64 {
    let (_, edges) = graph(d);
    let e: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
    grundy::hackenbush::grundy(&e, 0)
}

impl Problem for P {
    type Case = Vec<Drawing>;
    const JUDGE: Judge = Judge::new("POJ 3710", 1000, 64);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[Vec<Drawing>], t: &mut Text) {
        for drawings in cases {
            t.line(&[drawings.len() as u64]);
            for d in drawings {
                let (m, edges) = graph(d);
                t.line(&[m as u64, edges.len() as u64]);
                for (a, b) in edges {
                    t.line(&[a as u64, b as u64]);
                }
            }
        }
    }

    fn edges(_: bool) -> Vec<(String, Vec<Vec<Drawing>>)> {
        let one = |d: Drawing| vec![d];
        vec![
            ("a loop on the ground, a loop on a stalk".into(), vec![one(vec![(1, 1)]), one(vec![(1, 0), (2, 1)]), one(vec![(1, 1), (1, 1)])]),
            ("double edges".into(), vec![one(vec![(1, 2)]), one(vec![(1, 0), (2, 2)]), one(vec![(1, 2), (1, 2)])]),
            ("odd and even cycles".into(), (1..=8).map(|l| one(vec![(1, 0), (2, l)])).collect()),
            ("cycles on cycles' nodes".into(), vec![one(vec![(1, 3), (2, 3), (3, 1), (4, 2)])]),
            ("the longest path (m = 99)".into(), vec![one((1..=98).map(|v| (v, 0)).collect())]),
            ("the longest cycle (m = 99) and 499 edges".into(), vec![one(vec![(1, 99)]), one((0..499).map(|_| (1, 1)).collect())]),
            ("99 drawings".into(), vec![(0..99).map(|i| vec![(1, i % 4)]).collect()]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, _: bool) -> Vec<Drawing> {
        let n = count(rng, size, 1, 99);
        (0..n)
            .map(|_| {
                let items = count(rng, size, 1, 60);
                let (mut d, mut m, mut k) = (Vec::new(), 1, 0);
                for _ in 0..items {
                    let len = match rng.below(4) {
                        0 | 1 => 0,
                        2 => 1 + rng.index(3),
                        _ => 1 + rng.index(size.min(10)),
                    };
                    let new = len.max(1) - usize::from(len > 0);
                    if m + new > 99 || k + len.max(1) > 499 {
                        break;
                    }
                    d.push((1 + rng.index(m), len));
                    (m, k) = (m + new, k + len.max(1));
                }
                d
            })
            .collect()
    }

    fn shrink(drawings: &Vec<Drawing>) -> Vec<Vec<Drawing>> {
        let mut c = fewer(drawings, 1);
        for (i, d) in drawings.iter().enumerate() {
            let mut simpler = fewer(d, 1);
            simpler.extend(each_smaller(d, |&(at, len)| {
                let mut s: Vec<(usize, usize)> = smaller(len as u64, 1).into_iter().map(|l| (at, l as usize)).collect();
                if at > 1 {
                    s.push((1, len));
                }
                s
            }));
            for s in simpler {
                let mut v = drawings.clone();
                v[i] = s;
                c.push(v);
            }
        }
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(drawings: &Vec<Drawing>) -> String {
        let values: Vec<u64> = drawings.iter().map(value).collect();
        let x = values.iter().fold(0, |s, v| s ^ v);
        let shown: Vec<String> = values.iter().take(10).map(u64::to_string).collect();
        format!(
            "Green Hackenbush, fusion principle: a cycle's nodes fuse into one and its edges become loops, each worth 1 (an odd cycle is worth 1 hanging, an even one 0), then the colon principle on the tree of bridges; the drawings are worth {}{}, xor {x}: {}",
            shown.join(", "),
            if values.len() > 10 { ", …" } else { "" },
            if x != 0 { "not 0, Sally wins" } else { "0, Harry wins" }
        )
    }
}
