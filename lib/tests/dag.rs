//! Tests of the `dag` section.

use crate::kit::{GameSearch, Rng};
use grundy::dag;

/// The graph in the section's form, from edge lists per vertex.
fn csr(adj: &[Vec<u32>]) -> (Vec<u32>, Vec<u32>) {
    let mut start = vec![0];
    for a in adj {
        start.push(start.last().unwrap() + a.len() as u32);
    }
    (start, adj.concat())
}

/// Every DAG on 5 vertices (edges i → j for i < j, then the labels shuffled, some edges
/// doubled): each vertex's value against the searched game of one token.
#[test]
fn every_dag_on_5_vertices() {
    let mut rng = Rng::new(1524);
    let pairs: Vec<(usize, usize)> = (0..5).flat_map(|i| (i + 1..5).map(move |j| (i, j))).collect();
    for mask in 0u32..1 << pairs.len() {
        let mut label: Vec<u32> = (0..5).collect();
        for i in (1..5).rev() {
            label.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let mut adj = vec![Vec::new(); 5];
        for (k, &(i, j)) in pairs.iter().enumerate().filter(|&(k, _)| mask >> k & 1 == 1) {
            adj[label[i] as usize].extend(vec![label[j]; 1 + (k % 3 == 0) as usize]);
        }
        let (start, to) = csr(&adj);
        let g = dag::grundy(&start, &to).unwrap();
        let mut search =
            GameSearch::new(|&v: &u32, out: &mut Vec<u32>| out.extend(&adj[v as usize]));
        for v in 0..5 {
            assert_eq!(g[v as usize] as u64, search.grundy(v), "{adj:?}");
        }
    }
}

/// A graph with a cycle is refused with an edge on the cycle; a path of 10^6 vertices
/// costs no call depth.
#[test]
fn cycles_and_long_paths() {
    let adj = vec![vec![1], vec![2, 3], vec![1], vec![]];
    let (start, to) = csr(&adj);
    assert_eq!(dag::grundy(&start, &to), Err((2, 1)));
    let (start, to) = csr(&[vec![0]]);
    assert_eq!(dag::grundy(&start, &to), Err((0, 0)));
    let n = 1_000_000u32;
    let adj: Vec<Vec<u32>> = (0..n).map(|v| if v + 1 < n { vec![v + 1] } else { vec![] }).collect();
    let (start, to) = csr(&adj);
    let g = dag::grundy(&start, &to).unwrap();
    assert!(g.iter().enumerate().all(|(v, &x)| x == (n - 1 - v as u32) % 2));
}
