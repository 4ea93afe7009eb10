//! Tests of the `hackenbush` section.

use crate::trees::edge_deletion_by_search;
use grundy::hackenbush::*;
use grundy::trees::edge_deletion_grundy;

fn to_u32(edges: &[(usize, usize)]) -> Vec<(u32, u32)> {
    edges.iter().map(|&(a, b)| (a as u32, b as u32)).collect()
}

fn check(n: usize, edges: &[(usize, usize)], ground: usize) -> u64 {
    let want = edge_deletion_by_search(edges, ground);
    assert_eq!(
        hackenbush_grundy(n, &to_u32(edges), ground),
        want,
        "n {n} ground {ground} edges {edges:?}"
    );
    want
}

#[test]
fn random_multigraphs_match_the_search() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move |bound: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % bound) as usize
    };
    let (mut loops, mut parallel, mut away, mut cyclic, mut nonzero) = (0, 0, 0, 0, 0);
    let mut game = Hackenbush::new();
    for _ in 0..600 {
        let n = 1 + next(7);
        let m = next(9);
        let edges: Vec<(usize, usize)> = (0..m).map(|_| (next(n as u64), next(n as u64))).collect();
        let ground = next(n as u64);
        let value = check(n, &edges, ground);
        // One solver reused across all graphs, and twice on the same graph.
        game.reset(n);
        for &(a, b) in &edges {
            game.add_edge(a, b);
        }
        assert_eq!(game.grundy(ground), value, "{edges:?}");
        let other = (ground + 1) % n;
        let want = edge_deletion_by_search(&edges, other);
        assert_eq!(game.grundy(other), want, "{edges:?} ground {other}");
        loops += edges.iter().any(|&(a, b)| a == b) as usize;
        parallel += (0..m).any(|i| {
            (0..i).any(|j| {
                let (a, b) = edges[i];
                edges[j] == (a, b) || edges[j] == (b, a)
            })
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
    // Larger than above: 9 to 11 edges on 3 to 8 vertices, so that components
    // nest (bridges between cycles between bridges) more than one level deep.
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |bound: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % bound) as usize
    };
    let mut values = std::collections::BTreeSet::new();
    for _ in 0..150 {
        let n = 3 + next(6);
        let m = 9 + next(3);
        let edges: Vec<(usize, usize)> = (0..m).map(|_| (next(n as u64), next(n as u64))).collect();
        values.insert(check(n, &edges, next(n as u64)));
    }
    assert!(values.len() >= 4, "{values:?}");
}

#[test]
fn disconnected_parts_are_not_played() {
    // A triangle away from the ground, and a loop at an unreachable vertex.
    assert_eq!(check(5, &[(1, 2), (2, 3), (3, 1), (4, 4)], 0), 0);
    assert_eq!(check(5, &[(0, 1), (2, 3), (3, 4), (4, 2)], 0), 1);
}

#[test]
fn small_cycles_and_classic_shapes_by_search() {
    // Cycles of length k through the ground: value k mod 2 (derived by search here).
    for k in 1..=8usize {
        let cycle: Vec<(usize, usize)> = (0..k).map(|i| (i, (i + 1) % k)).collect();
        assert_eq!(check(k, &cycle, 0), (k % 2) as u64, "cycle of {k}");
    }
    // A triangle on the ground, then the sample's "lollipop" (a stalk, a triangle
    // on top), a loop on a stalk, a digon, a theta graph.
    let triangle = check(3, &[(0, 1), (1, 2), (2, 0)], 0);
    let lollipop = check(4, &[(0, 1), (1, 2), (1, 3), (2, 3)], 0);
    assert_eq!((triangle, lollipop), (1, 2));
    assert_eq!(check(2, &[(0, 1), (1, 1)], 0), 2);
    assert_eq!(check(2, &[(0, 1), (0, 1)], 0), 0);
    check(4, &[(0, 1), (1, 3), (0, 2), (2, 3), (0, 3)], 0);
    check(
        5,
        &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 3), (4, 4)],
        0,
    );
}

#[test]
fn agrees_with_the_tree_section_on_trees() {
    let mut seed = 12345u64;
    for n in 1..200usize {
        let edges: Vec<(u32, u32)> = (1..n)
            .map(|i| {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((seed >> 33) as usize % i, i)
            })
            .map(|(p, i)| (p as u32, i as u32))
            .collect();
        let root = (seed >> 40) as usize % n;
        assert_eq!(
            hackenbush_grundy(n, &edges, root),
            edge_deletion_grundy(n, &edges, root)
        );
    }
}

#[test]
fn deep_paths_cycles_and_cycle_chains_do_not_overflow_the_stack() {
    let n = 1_000_000u32;
    let path: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
    assert_eq!(hackenbush_grundy(n as usize, &path, 0), (n - 1) as u64);
    let m = n / 2;
    assert_eq!(
        hackenbush_grundy(n as usize, &path, m as usize),
        (m ^ (n - 1 - m)) as u64
    );
    // One long cycle: n edges fused into n loops.
    let mut cycle = path.clone();
    cycle.push((n - 1, 0));
    assert_eq!(hackenbush_grundy(n as usize, &cycle, 0), (n % 2) as u64);
    let mut odd_cycle: Vec<(u32, u32)> = (0..n - 2).map(|i| (i, i + 1)).collect();
    odd_cycle.push((n - 2, 0));
    assert_eq!(hackenbush_grundy(n as usize - 1, &odd_cycle, 7), 1);
    // A chain of K triangles {3i, 3i+1, 3i+2}, the bridge 3i+2 – 3i+3 between
    // neighbours, the ground at 0. By the formula from the top: g = 1, 1 ^ 2 = 3,
    // 1 ^ 4 = 5, …, so the whole chain is worth 2K - 1.
    let k = 300_000u32;
    let mut chain = Vec::new();
    for i in 0..k {
        let a = 3 * i;
        chain.extend([(a, a + 1), (a + 1, a + 2), (a + 2, a)]);
        if i + 1 < k {
            chain.push((a + 2, a + 3));
        }
    }
    assert_eq!(
        hackenbush_grundy(3 * k as usize, &chain, 0),
        2 * k as u64 - 1
    );
    // Check the formula itself by search on short chains.
    for k in 1..=2u32 {
        let short: Vec<(usize, usize)> = chain
            .iter()
            .filter(|&&(a, b)| a < 3 * k && b < 3 * k)
            .map(|&(a, b)| (a as usize, b as usize))
            .collect();
        assert_eq!(check(3 * k as usize, &short, 0), 2 * k as u64 - 1);
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
        let nums: Vec<usize> = text
            .split_ascii_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let mut at = 0;
        let mut want = String::new();
        while at < nums.len() {
            let graphs = nums[at];
            at += 1;
            let mut total = 0;
            for _ in 0..graphs {
                let (_, k) = (nums[at], nums[at + 1]);
                let edges: Vec<(usize, usize)> = (0..k)
                    .map(|i| (nums[at + 2 + 2 * i] - 1, nums[at + 3 + 2 * i] - 1))
                    .collect();
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
