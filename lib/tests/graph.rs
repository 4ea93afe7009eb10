//! Tests of the `graph` section.

use crate::kit::Rng;
use grundy::graph::*;
use grundy::io::Scanner;

/// Whether the edges have a cycle, by a plain search: some edge joins two vertices that
/// the other edges already connect.
fn has_cycle(edges: &[(u32, u32)]) -> bool {
    (0..edges.len()).any(|i| {
        let (a, b) = edges[i];
        let mut reached = vec![a];
        let mut k = 0;
        while k < reached.len() {
            let v = reached[k];
            k += 1;
            for (j, &(x, y)) in edges.iter().enumerate() {
                for (p, q) in [(x, y), (y, x)] {
                    if j != i && p == v && !reached.contains(&q) {
                        reached.push(q);
                    }
                }
            }
        }
        reached.contains(&b)
    })
}

/// Peeling counts every edge exactly on forests, visits each vertex of a tree without
/// a pinned vertex but its last one with its parent, and that last one alone; edges added
/// one by one or all at once (`add_edges`) peel alike.
#[test]
fn peeling_random_multigraphs() {
    let mut rng = Rng::new(17);
    let (mut forests, mut cyclic) = (0, 0);
    let mut peeler = Peeler::<u32>::default();
    for _ in 0..2000 {
        let n = 1 + rng.below(8) as u32;
        let m = rng.below(n as u64 + 2) as usize;
        let edges: Vec<(u32, u32)> =
            (0..m).map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32)).collect();
        peeler.clear();
        for &(a, b) in &edges {
            peeler.add_edge(a as usize, b as usize);
        }
        let (mut lone, mut parents) = (0, vec![None; n as usize]);
        let peeled = peeler.peel(|v, _, parent| match parent {
            Some((p, _)) => parents[v] = Some(p),
            None => lone += 1,
        });
        // The same edges added at once peel the same way.
        let mut batch = Peeler::<u32>::default();
        batch.add_edges(&edges);
        let mut visits = Vec::new();
        batch.peel(|v, _, parent| visits.push((v, parent.map(|(p, _)| p))));
        let parent_of = |&(v, p): &(usize, Option<usize>)| p.is_none() || parents[v] == p;
        assert!(visits.iter().all(parent_of), "{edges:?}");
        assert_eq!(visits.iter().filter(|v| v.1.is_none()).count(), lone, "{edges:?}");
        assert_eq!(visits.iter().filter(|v| v.1.is_some()).count(), peeled, "{edges:?}");
        let is_forest = !has_cycle(&edges);
        assert_eq!(peeled == m, is_forest, "{edges:?}");
        if is_forest {
            forests += 1;
            // Each parent is a neighbour; a tree with an edge ends in one lone vertex.
            for (v, p) in parents.iter().enumerate() {
                if let Some(p) = *p {
                    let (v, p) = (v as u32, p as u32);
                    assert!(edges.contains(&(v, p)) || edges.contains(&(p, v)));
                }
            }
            let touched = (0..n).filter(|&v| edges.iter().any(|&(a, b)| a == v || b == v));
            assert_eq!(lone, touched.count() - m, "{edges:?}");
        } else {
            cyclic += 1;
        }
    }
    assert!(forests > 300 && cyclic > 300, "{forests} {cyclic}");
}

/// The cycle error names the first edge `i` such that edges `..=i` have a cycle.
#[test]
fn the_cycle_error_names_the_first_edge_closing_a_cycle() {
    let mut rng = Rng::new(99);
    let sc = Scanner::new(&b"x"[..]);
    for _ in 0..500 {
        let n = 2 + rng.below(8) as u32;
        let mut edges: Vec<(u32, u32)> = Vec::new();
        while !has_cycle(&edges) {
            edges.push((rng.range(1, n as u64) as u32, rng.range(1, n as u64) as u32));
        }
        let at = edges.len();
        edges.extend((0..rng.below(4)).map(|_| (1, 1 + rng.below(n as u64) as u32)));
        let (a, b) = edges[at - 1];
        let err = cycle_error(&sc, &edges, "a forest", |v| v as usize);
        let want = format!("a forest, but edge {at} ({a} {b}) closes a cycle");
        assert_eq!(err.expected, want, "{edges:?}");
    }
}

/// `Forest` against a plain search: an edge is refused exactly when the earlier ones
/// already join its ends, and every tree is rooted at its least node.
#[test]
fn forests_built_edge_by_edge() {
    let mut rng = Rng::new(6665);
    for _ in 0..1000 {
        let n = 1 + rng.below(9) as usize;
        let mut forest = Forest::new(n);
        let mut kept: Vec<(usize, usize)> = Vec::new();
        for _ in 0..rng.below(12) {
            let (a, b) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
            let as_u32: Vec<(u32, u32)> =
                kept.iter().chain([&(a, b)]).map(|&(x, y)| (x as u32, y as u32)).collect();
            let closes = has_cycle(&as_u32) || a == b;
            assert_eq!(forest.add_edge(a, b), !closes, "{kept:?} + {a} {b}");
            if !closes {
                kept.push((a, b));
            }
        }
        assert_eq!(
            forest.parents(),
            crate::ancestor_deletion::root_by_search(n, &kept),
            "{kept:?}"
        );
    }
    let mut sets = DisjointSets::new(4);
    assert!(sets.union(0, 1) && sets.union(2, 3) && !sets.union(1, 0) && sets.union(3, 0));
    assert_eq!(sets.root(1), sets.root(2));
}

/// `sparse_labels` lists the labels, sorted and once each, exactly when the largest is over
/// `2m + 64` for `m` edges (by hand at the threshold).
#[test]
fn sparse_labels_exactly_over_the_threshold() {
    assert_eq!(sparse_labels(&[]), Vec::<u32>::new());
    assert_eq!(sparse_labels(&[(3, 65)]), Vec::<u32>::new()); // 66 = 2·1 + 64 labels
    assert_eq!(sparse_labels(&[(3, 66)]), [3, 66]);
    assert_eq!(sparse_labels(&[(66, 3)]), [3, 66]);
    let none = Vec::<u32>::new();
    assert_eq!(sparse_labels(&[(5, 69), (69, 5), (7, 1)]), none); // 70 = 2·3 + 64 labels
    assert_eq!(sparse_labels(&[(5, 70), (70, 5), (7, 1)]), [1, 5, 7, 70]);
    assert_eq!(sparse_labels(&[(u32::MAX - 1, 0)]), [0, u32::MAX - 1]);
}
