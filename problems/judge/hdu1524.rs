//! hdu1524 for `grundy judge`: tokens on a DAG, cases until the end of the input.

use crate::judge::explain;
use crate::judge::spec::*;
use grundy::dag;

#[path = "../hdu1524.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

/// Each position's out-positions, and the queries' chessmen.
type Case = (Vec<Vec<u64>>, Vec<Vec<u64>>);

fn values(out: &[Vec<u64>]) -> Vec<u32> {
    let mut start = vec![0u32];
    out.iter().for_each(|o| start.push(start.last().unwrap() + o.len() as u32));
    let to: Vec<u32> = out.iter().flatten().map(|&w| w as u32).collect();
    dag::grundy(&start, &to).expect("a DAG")
}

/// A DAG on `n` positions: edges to later ones in a random order, `per` at most each.
fn random_dag(rng: &mut Rng, n: usize, per: u64) -> Vec<Vec<u64>> {
    let mut order: Vec<u64> = (0..n as u64).collect();
    rng.shuffle(&mut order);
    let mut out = vec![Vec::new(); n];
    for i in 0..n.saturating_sub(1) {
        for _ in 0..rng.below(per + 1) {
            out[order[i] as usize].push(order[rng.range(i as u64 + 1, n as u64 - 1) as usize]);
        }
    }
    out
}

impl Problem for P {
    type Case = Case;
    const JUDGE: Judge = Judge::new("HDU 1524", 1000, 32);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[Case], t: &mut Text) {
        for (out, queries) in cases {
            t.line(&[out.len() as u64]);
            out.iter().for_each(|o| t.line(&[&[o.len() as u64][..], o].concat()));
            queries.iter().for_each(|q| t.line(&[&[q.len() as u64][..], q].concat()));
            t.line(&[0]);
        }
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Case>)> {
        let n = pick(ours, 1_000_000, 1000);
        let path: Vec<Vec<u64>> = (0..n as u64).map(|v| if v + 1 < n as u64 { vec![v + 1] } else { vec![] }).collect();
        vec![
            ("one position, no edge".into(), vec![(vec![vec![]], vec![vec![0], vec![0, 0]])]),
            ("repeated edges and chessmen sharing a position".into(), vec![(vec![vec![1, 1], vec![]], vec![vec![0], vec![0, 0], vec![0, 1, 1]])]),
            ("the longest path (no recursion)".into(), vec![(path, vec![vec![0], vec![1], vec![0, 1]])]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, ours: bool) -> Case {
        let n = 1 + rng.index((2 * size).min(pick(ours, 1_000_000, 1000)));
        let out = random_dag(rng, n, 3);
        let queries = (0..1 + rng.index(4)).map(|_| (0..1 + rng.index(10)).map(|_| rng.below(n as u64)).collect()).collect();
        (out, queries)
    }

    fn shrink((out, queries): &Case) -> Vec<Case> {
        let mut c: Vec<Case> = fewer(queries, 1).into_iter().map(|q| (out.clone(), q)).collect();
        for v in 0..out.len() {
            for e in 0..out[v].len().min(4) {
                let mut fewer_edges = out.clone();
                fewer_edges[v].remove(e);
                c.push((fewer_edges, queries.clone()));
            }
        }
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain((out, queries): &Case) -> String {
        let g = values(out);
        let shown: Vec<String> = queries.iter().take(4).map(|q| {
            let x = q.iter().fold(0u32, |s, &p| s ^ g[p as usize]);
            format!("chessmen on {} are worth {} (xor {x}: {})", explain::spaced(q), explain::spaced(&q.iter().map(|&p| g[p as usize] as u64).collect::<Vec<_>>()), if x != 0 { "WIN" } else { "LOSE" })
        }).collect();
        format!("each position is worth the mex of its out-positions' values (a post-order of the DAG), and chessmen are a sum: {}", shown.join("; "))
    }
}
