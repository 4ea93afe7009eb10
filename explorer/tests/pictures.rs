//! What `grundy draw` labels and marks, against the exhaustive searcher: subtree values
//! and winning cuts of trees, and the value, the fused form's value and the value after
//! every cut of Hackenbush graphs.

#[path = "../../lib/tests/kit.rs"]
mod kit;

use grundy_explorer::draw::{hackenbush_analysis, tree_analysis};
use kit::{GameSearch, Rng};

/// The edges of `mask` still joined to `ground`.
fn grounded(n: usize, edges: &[(u32, u32)], ground: usize, mask: u32) -> u32 {
    let mut seen = vec![false; n];
    seen[ground] = true;
    let mut kept = 0u32;
    loop {
        let mut grew = false;
        for (e, &(a, b)) in edges.iter().enumerate() {
            let (a, b) = (a as usize, b as usize);
            if mask >> e & 1 == 1 && kept >> e & 1 == 0 && (seen[a] || seen[b]) {
                kept |= 1 << e;
                seen[a] = true;
                seen[b] = true;
                grew = true;
            }
        }
        if !grew {
            return kept;
        }
    }
}

/// Edge deletion on a multigraph: state = the ground vertex and the edges still present
/// (a bit mask); a move deletes one edge and every edge no longer joined to the ground.
fn edge_game(
    n: usize,
    edges: Vec<(u32, u32)>,
) -> impl FnMut(&(usize, u32), &mut Vec<(usize, u32)>) {
    move |&(ground, mask): &(usize, u32), out: &mut Vec<(usize, u32)>| {
        for e in (0..edges.len()).filter(|e| mask >> e & 1 == 1) {
            out.push((ground, grounded(n, &edges, ground, mask & !(1 << e))));
        }
    }
}

#[test]
fn trees_subtree_values_and_winning_cuts() {
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        let n = rng.range(1, 9) as usize;
        let edges: Vec<(u32, u32)> = (1..n)
            .map(|v| (rng.below(v as u64) as u32, v as u32))
            .collect();
        let (parent, values, after_cut) = tree_analysis(n, &edges);
        let mut search = GameSearch::new(edge_game(n, edges.clone()));
        // The edge above v (in the labels given) is the one whose child is v.
        let edge_above = |v: usize| {
            edges
                .iter()
                .position(|&(a, b)| {
                    (a as usize == parent[v].unwrap() && b as usize == v)
                        || (b as usize == parent[v].unwrap() && a as usize == v)
                })
                .unwrap()
        };
        let all = (1u32 << edges.len()) - 1;
        // Subtree of v = the edges below v: those joined to v once the edge above is gone.
        for v in 0..n {
            let mut mask = all;
            if v != 0 {
                mask &= !(1 << edge_above(v));
            }
            let mut below = 0u32;
            let mut grew = true;
            let mut inside = vec![false; n];
            inside[v] = true;
            while grew {
                grew = false;
                for (e, &(a, b)) in edges.iter().enumerate() {
                    if mask >> e & 1 == 1
                        && below >> e & 1 == 0
                        && (inside[a as usize] || inside[b as usize])
                    {
                        below |= 1 << e;
                        inside[a as usize] = true;
                        inside[b as usize] = true;
                        grew = true;
                    }
                }
            }
            assert_eq!(
                values[v],
                search.grundy((v, below)),
                "{edges:?}: subtree of {v}"
            );
            if v != 0 {
                // After the cut above v: the edges still joined to the root.
                let left = all & !below & !(1 << edge_above(v));
                assert_eq!(
                    after_cut[v],
                    search.grundy((0, left)),
                    "{edges:?}: cut above {v}"
                );
            }
        }
        assert_eq!(values[0], search.grundy((0, all)));
    }
}

#[test]
fn hackenbush_values_after_every_cut_and_the_fused_form() {
    let mut rng = Rng::new(9);
    for _ in 0..400 {
        let n = rng.range(1, 5) as usize;
        let k = rng.range(0, 7) as usize;
        let edges: Vec<(u32, u32)> = (0..k)
            .map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32))
            .collect();
        let a = hackenbush_analysis(n, &edges);
        let mut search = GameSearch::new(edge_game(n, edges.clone()));
        let all = if k == 0 { 0 } else { (1u32 << k) - 1 };
        // Edges away from the ground fall off at once.
        let start = grounded(n, &edges, 0, all);
        assert_eq!(a.value, search.grundy((0, start)), "{edges:?}");
        assert_eq!(
            a.component_value[0], a.value,
            "{edges:?}: fusion changes nothing"
        );
        for e in 0..k {
            let left = grounded(n, &edges, 0, all & !(1 << e));
            assert_eq!(a.after[e], search.grundy((0, left)), "{edges:?}: cut {e}");
        }
        for (e, &(x, y)) in edges.iter().enumerate() {
            let inner = !a.bridge[e];
            if let (Some(cx), Some(cy)) = (a.component[x as usize], a.component[y as usize]) {
                assert_eq!(inner, cx == cy, "{edges:?}: edge {e}");
            }
        }
    }
}
