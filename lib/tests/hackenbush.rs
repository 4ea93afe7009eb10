//! Tests of the `hackenbush` section.

use crate::kit::Rng;
use crate::tree_hackenbush::{edge_deletion_by_search, random_tree};
use grundy::hackenbush::*;

fn check(edges: &[(usize, usize)], ground: usize) -> u64 {
    let want = edge_deletion_by_search(edges, ground);
    assert_eq!(grundy(edges, ground), want, "ground {ground} edges {edges:?}");
    want
}

fn random_multigraph(rng: &mut Rng, n: u64, m: u64) -> Vec<(usize, usize)> {
    (0..m).map(|_| (rng.below(n) as usize, rng.below(n) as usize)).collect()
}

#[test]
fn random_multigraphs_match_the_search() {
    let mut rng = Rng::new(3710);
    let (mut loops, mut parallel, mut away, mut cyclic, mut nonzero) = (0, 0, 0, 0, 0);
    let mut game = Solver::default();
    for _ in 0..600 {
        let n = 1 + rng.below(7);
        let m = rng.below(9);
        let edges = random_multigraph(&mut rng, n, m);
        let ground = rng.below(n) as usize;
        let value = check(&edges, ground);
        // One solver reused across all graphs, on sparse labels, twice on each graph.
        let label = |v: usize| 100_003 * v + 7;
        game.clear();
        for &(a, b) in &edges {
            game.add_edge(label(a), label(b));
        }
        assert_eq!(game.grundy(label(ground)), value, "{edges:?}");
        // Near labels but the last vertex's (the solver links as it goes, then again by
        // rank), then one more edge after a value was asked.
        let mixed = |v: usize| if v + 1 == n as usize { 5_000_000 } else { v };
        game.clear();
        edges.iter().for_each(|&(a, b)| game.add_edge(mixed(a), mixed(b)));
        assert_eq!(game.grundy(mixed(ground)), value, "{edges:?}");
        let extra = (rng.below(n) as usize, rng.below(n) as usize);
        game.add_edge(mixed(extra.0), mixed(extra.1));
        let more: Vec<(usize, usize)> = edges.iter().copied().chain([extra]).collect();
        let want = edge_deletion_by_search(&more, ground);
        assert_eq!(game.grundy(mixed(ground)), want, "{more:?}");
        // Labels near the top of the range, and a ground no edge touches.
        let high = |v: usize| u32::MAX as usize - 1 - 3 * v;
        game.clear();
        edges.iter().for_each(|&(a, b)| game.add_edge(high(a), high(b)));
        assert_eq!(game.grundy(high(ground)), value, "{edges:?}");
        assert_eq!((game.grundy(high(n as usize)), game.grundy(usize::MAX)), (0, 0));
        game.clear();
        for &(a, b) in &edges {
            game.add_edge(label(a), label(b));
        }
        let other = (ground + 1) % n as usize;
        let want = edge_deletion_by_search(&edges, other);
        assert_eq!(game.grundy(label(other)), want, "{edges:?} ground {other}");
        loops += edges.iter().any(|&(a, b)| a == b) as usize;
        parallel += (0..edges.len()).any(|i| {
            let (a, b) = edges[i];
            edges[..i].contains(&(a, b)) || edges[..i].contains(&(b, a))
        }) as usize;
        // An edge away from the ground: not reached from it at all.
        let mut reached = 1u64 << ground;
        for _ in 0..n {
            for &(a, b) in &edges {
                if reached >> a & 1 == 1 || reached >> b & 1 == 1 {
                    reached |= 1 << a | 1 << b;
                }
            }
        }
        away += edges.iter().any(|&(a, _)| reached >> a & 1 == 0) as usize;
        nonzero += (value != 0) as usize;
        cyclic += (m >= n) as usize;
    }
    // The sample really covers loops, parallel edges and cycles.
    assert!(loops > 100 && parallel > 100 && cyclic > 100 && away > 50 && nonzero > 100);
}

#[test]
fn denser_random_multigraphs_match_the_search() {
    // 9 to 11 edges on 3 to 8 vertices, so that components nest (bridges between
    // cycles between bridges) more than one level deep.
    let mut rng = Rng::new(2024);
    let mut values = std::collections::BTreeSet::new();
    for _ in 0..150 {
        let n = 3 + rng.below(6);
        let m = 9 + rng.below(3);
        let edges = random_multigraph(&mut rng, n, m);
        values.insert(check(&edges, rng.below(n) as usize));
    }
    assert!(values.len() >= 4, "{values:?}");
}

#[test]
fn parts_away_from_the_ground_are_not_played() {
    // A triangle away from the ground, and a loop at an unreachable vertex.
    assert_eq!(check(&[(1, 2), (2, 3), (3, 1), (4, 4)], 0), 0);
    assert_eq!(check(&[(0, 1), (2, 3), (3, 4), (4, 2)], 0), 1);
    assert_eq!(grundy(&[], 5), 0); // no edge at all
}

#[test]
fn small_cycles_and_classic_shapes_by_search() {
    // Cycles of length k through the ground: k mod 2 (derived by search here).
    for k in 1..=8usize {
        let cycle: Vec<(usize, usize)> = (0..k).map(|i| (i, (i + 1) % k)).collect();
        assert_eq!(check(&cycle, 0), (k % 2) as u64, "cycle of {k}");
    }
    // A triangle on the ground, the sample's lollipop (a stalk, a triangle on top), a
    // loop on a stalk, a digon, a theta graph.
    assert_eq!(check(&[(0, 1), (1, 2), (2, 0)], 0), 1);
    assert_eq!(check(&[(0, 1), (1, 2), (1, 3), (2, 3)], 0), 2);
    assert_eq!(check(&[(0, 1), (1, 1)], 0), 2);
    assert_eq!(check(&[(0, 1), (0, 1)], 0), 0);
    check(&[(0, 1), (1, 3), (0, 2), (2, 3), (0, 3)], 0);
    check(&[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 3), (4, 4)], 0);
}

#[test]
fn agrees_with_the_tree_section_on_trees() {
    let mut rng = Rng::new(12345);
    for n in 1..200usize {
        let edges = random_tree(&mut rng, n);
        let root = rng.below(n as u64) as usize;
        assert_eq!(Some(grundy(&edges, root)), grundy::tree_hackenbush::grundy(n, &edges, root));
    }
}

#[test]
fn deep_paths_cycles_and_cycle_chains_do_not_overflow_the_stack() {
    let n = 1_000_000usize;
    let path: Vec<(usize, usize)> = (0..n - 1).map(|i| (i, i + 1)).collect();
    assert_eq!(grundy(&path, 0), n as u64 - 1);
    let m = n / 2;
    assert_eq!(grundy(&path, m), (m ^ (n - 1 - m)) as u64);
    // One long cycle: n edges fused into n loops.
    let mut cycle = path.clone();
    cycle.push((n - 1, 0));
    assert_eq!(grundy(&cycle, 0), n as u64 % 2);
    let mut odd_cycle: Vec<(usize, usize)> = (0..n - 2).map(|i| (i, i + 1)).collect();
    odd_cycle.push((n - 2, 0));
    assert_eq!(grundy(&odd_cycle, 7), 1);
    // A chain of K triangles {3i, 3i+1, 3i+2}, the bridge 3i+2 – 3i+3 between
    // neighbours, the ground at 0. From the top: g = 1, 1 ^ 2 = 3, 1 ^ 4 = 5, …, so
    // the chain is worth 2K - 1.
    let k = 300_000usize;
    let mut chain = Vec::new();
    for i in 0..k {
        let a = 3 * i;
        chain.extend([(a, a + 1), (a + 1, a + 2), (a + 2, a)]);
        if i + 1 < k {
            chain.push((a + 2, a + 3));
        }
    }
    assert_eq!(grundy(&chain, 0), 2 * k as u64 - 1);
    // The formula itself, by search on short chains.
    for k in 1..=2 {
        let short: Vec<(usize, usize)> =
            chain.iter().copied().filter(|&(a, b)| a.max(b) < 3 * k).collect();
        assert_eq!(check(&short, 0), 2 * k as u64 - 1);
    }
}

/// The generated cases `testdata/poj3710/random-*.in` against the search.
#[test]
fn generated_testdata_matches_the_search() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/poj3710");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if !(name.starts_with("random-") && name.ends_with(".in")) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let nums: Vec<usize> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
        let (mut at, mut want) = (0, String::new());
        while at < nums.len() {
            let graphs = nums[at];
            at += 1;
            let mut total = 0;
            for _ in 0..graphs {
                let k = nums[at + 1];
                let edges: Vec<(usize, usize)> =
                    (0..k).map(|i| (nums[at + 2 + 2 * i] - 1, nums[at + 3 + 2 * i] - 1)).collect();
                at += 2 + 2 * k;
                total ^= edge_deletion_by_search(&edges, 0);
            }
            want.push_str(if total != 0 { "Sally\n" } else { "Harry\n" });
        }
        let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
        assert_eq!(out, want, "poj3710/{name}");
        files += 1;
    }
    assert!(files >= 2, "the generated cases are missing");
}

/// The vertices joined to `start` by the edges `keep` allows.
fn reach(edges: &[(usize, usize)], start: usize, keep: impl Fn(usize) -> bool) -> Vec<usize> {
    let mut seen = vec![start];
    while let Some(&(a, b)) = edges.iter().enumerate().find_map(|(e, ab)| {
        let (a, b) = *ab;
        (keep(e) && seen.contains(&a) != seen.contains(&b)).then_some(ab)
    }) {
        seen.push(if seen.contains(&a) { b } else { a });
    }
    seen
}

/// The fused form against the definitions: bridges by deleting the edge, components by
/// the other edges, each component's value by the search on the part above it; and the
/// values after each cut by the search.
#[test]
fn fused_forms_and_cuts_match_the_definitions() {
    let mut rng = Rng::new(710);
    for _ in 0..400 {
        let n = 1 + rng.below(7);
        let m = rng.below(10);
        let edges = random_multigraph(&mut rng, n, m);
        let ground = rng.below(n) as usize;
        let f = fuse(&edges, ground);
        let grounded = reach(&edges, ground, |_| true);
        for (e, &(a, b)) in edges.iter().enumerate() {
            let bridge = a != b && !reach(&edges, a, |f| f != e).contains(&b);
            let want = grounded.contains(&a).then_some(bridge);
            assert_eq!(f.bridge[e], want, "{edges:?} ground {ground}, edge {e}");
        }
        for v in 0..f.component.len() {
            assert_eq!(f.component[v].is_some(), grounded.contains(&v), "{edges:?}");
            let same = reach(&edges, v, |e| f.bridge[e] == Some(false));
            for w in 0..f.component.len() {
                if f.component[v].is_some() {
                    assert_eq!(f.component[v] == f.component[w], same.contains(&w), "{edges:?}");
                }
            }
        }
        assert_eq!((f.component[ground], f.value[0]), (Some(0), grundy(&edges, ground)));
        for c in 0..f.parent.len() {
            // The part above c: the edges whose ends' components have c below them.
            let above = |mut d: usize| loop {
                if d == c {
                    return true;
                }
                match f.parent[d] {
                    Some(p) => d = p,
                    None => return false,
                }
            };
            let inside = |v: usize| f.component[v].is_some_and(above);
            let part: Vec<(usize, usize)> =
                edges.iter().copied().filter(|&(a, b)| inside(a) && inside(b)).collect();
            let base = (0..f.component.len()).find(|&v| f.component[v] == Some(c)).unwrap();
            assert_eq!(f.value[c], edge_deletion_by_search(&part, base), "{edges:?} component {c}");
            let inner = part
                .iter()
                .filter(|&&(a, b)| f.component[a] == Some(c) && f.component[b] == Some(c))
                .count();
            let bridges_inside = (0..edges.len())
                .filter(|&e| {
                    f.bridge[e] == Some(true)
                        && f.component[edges[e].0] == Some(c)
                        && f.component[edges[e].1] == Some(c)
                })
                .count();
            assert_eq!(f.loops[c], inner - bridges_inside, "{edges:?} component {c}");
            assert!(c == 0 || f.parent[c].unwrap() < c);
        }
        let after = values_after_cut(&edges, ground);
        for e in 0..edges.len() {
            let rest: Vec<(usize, usize)> =
                (0..edges.len()).filter(|&f| f != e).map(|f| edges[f]).collect();
            let want = if grounded.contains(&edges[e].0) {
                edge_deletion_by_search(&rest, ground)
            } else {
                grundy(&edges, ground)
            };
            assert_eq!(after[e], want, "{edges:?} cut {e}");
        }
    }
}

/// The graph each cut leaves (ground 0): `None` exactly for the edges away from the
/// ground; else the vertices still joined to the ground, the edges among them, worth what
/// the search finds after that cut.
#[test]
fn the_graph_after_each_cut_matches_the_search() {
    let mut rng = Rng::new(3711);
    for _ in 0..600 {
        let n = 1 + rng.below(7);
        let m = rng.below(10);
        let edges = random_multigraph(&mut rng, n, m);
        let grounded = reach(&edges, 0, |_| true);
        for (e, &(a, _)) in edges.iter().enumerate() {
            let left = after_cut(n as usize, &edges, e);
            assert_eq!(left.is_some(), grounded.contains(&a), "{edges:?}, cut {e}");
            let Some((count, kept)) = left else { continue };
            let rest: Vec<(usize, usize)> =
                (0..edges.len()).filter(|&f| f != e).map(|f| edges[f]).collect();
            let joined = reach(&edges, 0, |f| f != e);
            assert_eq!(count, joined.len(), "{edges:?}, cut {e}");
            let inside = rest.iter().filter(|&&(a, _)| joined.contains(&a)).count();
            assert_eq!(kept.len(), inside, "{edges:?}, cut {e}");
            assert!(kept.iter().all(|&(a, b)| a < count && b < count));
            assert_eq!(
                edge_deletion_by_search(&kept, 0),
                edge_deletion_by_search(&rest, 0),
                "{edges:?}, cut {e}"
            );
        }
    }
}
