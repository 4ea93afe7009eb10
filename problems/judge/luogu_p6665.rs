//! luogu_p6665 for `grundy judge`: a forest, erase a node with all its ancestors; `T` cases.

use crate::judge::shapes::{self, Graph};
use crate::judge::spec::*;

#[path = "../luogu_p6665.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

fn n_max(ours: bool) -> usize {
    pick(ours, 2_000_000, 100_000)
}

impl Problem for P {
    type Case = Graph;
    const JUDGE: Judge = Judge::new("Luogu P6665", 1000, 512);

    fn max_cases(ours: bool) -> usize {
        pick(ours, usize::MAX, 10)
    }

    fn write(cases: &[Graph], t: &mut Text) {
        t.line(&[cases.len() as u64]);
        for g in cases {
            t.line(&[g.n as u64, g.edges.len() as u64]);
            for &(a, b) in &g.edges {
                t.line(&[a as u64, b as u64]);
            }
        }
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Graph>)> {
        let n = n_max(ours);
        let isolated = |n| Graph { n, edges: vec![] };
        let mut two_paths = shapes::path(n);
        two_paths.edges.remove(n / 2 - 1);
        vec![
            ("single nodes, no edges".into(), (1..=5).map(isolated).chain([isolated(n)]).collect()),
            ("short paths and stars".into(), (2..=5).flat_map(|k| [shapes::path(k), shapes::star(k)]).collect()),
            (format!("the deepest tree: a path of {n} nodes (recursion {n} deep)"), vec![shapes::path(n)]),
            (format!("a star of {n} nodes"), vec![shapes::star(n)]),
            ("a path cut in two: two trees".into(), vec![two_paths, shapes::path(n)]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, _: bool) -> Graph {
        let n = 1 + rng.index(4 * size);
        let mut g = shapes::random_tree(rng, n);
        let keep = g.edges.len() - rng.index(g.edges.len().min(3) + 1).min(g.edges.len());
        g.edges.truncate(keep);
        g
    }

    fn shrink(g: &Graph) -> Vec<Graph> {
        shapes::shrink_forest(g)
    }

    const SOLVE: Solve = solver::solve;

    fn explain(g: &Graph) -> String {
        // Each tree rooted at its lowest-numbered node: parents from a search in label order.
        let mut adj = vec![Vec::new(); g.n];
        for &(a, b) in &g.edges {
            adj[a - 1].push(b - 1);
            adj[b - 1].push(a - 1);
        }
        let mut parent = vec![None; g.n];
        let mut seen = vec![false; g.n];
        for r in 0..g.n {
            if seen[r] {
                continue;
            }
            seen[r] = true;
            let mut stack = vec![r];
            while let Some(v) = stack.pop() {
                for &w in &adj[v] {
                    if !seen[w] {
                        seen[w] = true;
                        parent[w] = Some(v);
                        stack.push(w);
                    }
                }
            }
        }
        let v = grundy::ancestor_deletion::grundy(&parent);
        format!(
            "a forest of {} nodes, each tree rooted at its lowest node, is worth {v}: g(v) = (X | (2^h - 1)) + 1 with X the xor of the children's values and h the trailing ones of N(v) = or of (N(c) + 1); {v} is {}",
            g.n,
            if v != 0 { "not 0: Alice wins" } else { "0: Bob wins" }
        )
    }
}
