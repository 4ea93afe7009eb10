//! Tests of the `trees` section.

use crate::kit::GameSearch;
use grundy::io::Scanner;
use grundy::trees::*;

/// Green Hackenbush by exhaustive search: the state is the bitmask of the
/// remaining edges; a move deletes one, then every edge no longer connected to
/// `ground` is dropped. Any multigraph (loops, parallel edges, parts away from the
/// ground) on vertices `< 64` with at most 20 edges.
pub(crate) fn edge_deletion_by_search(edges: &[(usize, usize)], ground: usize) -> u64 {
    assert!(edges.len() <= 20);
    let grounded = |mask: u32| -> u32 {
        let mut reached = 1u64 << ground;
        loop {
            let mut grew = false;
            for (i, &(a, b)) in edges.iter().enumerate() {
                if mask >> i & 1 == 1 && (reached >> a & 1) != (reached >> b & 1) {
                    reached |= 1 << a | 1 << b;
                    grew = true;
                }
            }
            if !grew {
                break;
            }
        }
        let mut kept = 0;
        for (i, &(a, _)) in edges.iter().enumerate() {
            if mask >> i & 1 == 1 && reached >> a & 1 == 1 {
                kept |= 1 << i;
            }
        }
        kept
    };
    let mut search = GameSearch::new(|&mask: &u32, out: &mut Vec<u32>| {
        for i in 0..edges.len() {
            if mask >> i & 1 == 1 {
                out.push(grounded(mask & !(1 << i)));
            }
        }
    });
    search.grundy(grounded((1u32 << edges.len()) - 1))
}

fn to_u32(edges: &[(usize, usize)]) -> Vec<(u32, u32)> {
    edges.iter().map(|&(a, b)| (a as u32, b as u32)).collect()
}

/// Every parent array `parent[i] < i` of 1..=9 vertices, i.e. every labelled tree
/// whose labels increase away from vertex 0; rooted at 0 and at other vertices.
#[test]
fn every_tree_of_at_most_9_vertices_matches_the_search() {
    let mut checked = 0;
    for n in 1..=9usize {
        // The parent arrays, numbered in mixed radix: parent[i] is digit i, in 0..i.
        let arrays: usize = (1..n).product();
        for code in 0..arrays {
            let mut rest = code;
            let mut parent = vec![0usize; n];
            for (i, p) in parent.iter_mut().enumerate().skip(1) {
                *p = rest % i;
                rest /= i;
            }
            let edges: Vec<(usize, usize)> = (1..n).map(|i| (parent[i], i)).collect();
            let e32 = to_u32(&edges);
            // Every root for small trees; vertex 0 and one other root for 8 and 9.
            let roots: Vec<usize> = if n <= 7 {
                (0..n).collect()
            } else {
                vec![0, 1 + code % (n - 1)]
            };
            for root in roots {
                let want = edge_deletion_by_search(&edges, root);
                assert_eq!(
                    edge_deletion_grundy(n, &e32, root),
                    want,
                    "parents {parent:?} root {root}"
                );
                // Relabelled (v -> n-1-v) with the edges listed backwards and
                // flipped: the same game.
                let relabelled: Vec<(u32, u32)> = e32
                    .iter()
                    .rev()
                    .map(|&(a, b)| ((n - 1) as u32 - b, (n - 1) as u32 - a))
                    .collect();
                assert_eq!(edge_deletion_grundy(n, &relabelled, n - 1 - root), want);
            }
            checked += 1;
        }
    }
    // 0! + 1! + ... + 8! parent arrays.
    assert_eq!(checked, 1 + 1 + 2 + 6 + 24 + 120 + 720 + 5040 + 40320);
}

#[test]
fn stalks_and_stars_by_hand() {
    for k in 0..20u32 {
        let stalk: Vec<(u32, u32)> = (0..k).map(|i| (i, i + 1)).collect();
        assert_eq!(edge_deletion_grundy(k as usize + 1, &stalk, 0), k as u64);
        let star: Vec<(u32, u32)> = (1..=k).map(|i| (0, i)).collect();
        assert_eq!(
            edge_deletion_grundy(k as usize + 1, &star, 0),
            (k % 2) as u64
        );
    }
}

#[test]
fn paths_of_a_million_vertices_do_not_overflow_the_stack() {
    let n = 1_000_000u32;
    let path: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
    assert_eq!(edge_deletion_grundy(n as usize, &path, 0), (n - 1) as u64);
    assert_eq!(
        edge_deletion_grundy(n as usize, &path, n as usize - 1),
        (n - 1) as u64
    );
    // Rooted in the middle: two stalks, of m and n - 1 - m edges.
    for m in [n / 2, n / 2 - 1, 1234] {
        let want = (m ^ (n - 1 - m)) as u64;
        assert_eq!(edge_deletion_grundy(n as usize, &path, m as usize), want);
    }
    let odd: Vec<(u32, u32)> = (0..n - 2).map(|i| (i, i + 1)).collect();
    assert_eq!(
        edge_deletion_grundy(n as usize - 1, &odd, (n as usize - 2) / 2),
        0
    );
}

#[test]
fn reading_rejects_what_is_not_a_tree() {
    let read = |s: &str, n| read_tree_edges(&mut Scanner::new(s.as_bytes()), n);
    assert_eq!(read("1 2\n2 3\n", 3).unwrap(), [(0, 1), (1, 2)]);
    assert_eq!(read("", 1).unwrap(), []);
    // XorLinkedTree::read_tree makes the same checks, with the same errors.
    let mut tree = XorLinkedTree::new();
    let mut err = |s: &str, n| {
        let e = read(s, n).unwrap_err();
        let again = tree.read_tree(&mut Scanner::new(s.as_bytes()), n);
        assert_eq!(again, Err(e.clone()));
        (e.line, e.token_index, e.to_string())
    };
    let (l, t, m) = err("1 2\n2 4\n", 3);
    assert_eq!((l, t), (2, 2));
    assert!(m.contains("1..=3"), "{m}");
    let (l, t, m) = err("1 2\n0 3\n", 3);
    assert_eq!((l, t), (2, 1));
    assert!(m.contains("1..=3"), "{m}");
    let (l, t, m) = err("1 2\n3 3\n", 3);
    assert_eq!((l, t), (2, 2));
    assert!(m.contains("self-loop"), "{m}");
    let (l, t, m) = err("1 2\n2 3\n3 1\n", 4);
    assert_eq!((l, t), (3, 2));
    assert!(m.contains("cycle"), "{m}");
    let (l, t, m) = err("1 2\n2 3\n", 4);
    assert_eq!((l, t), (3, 0));
    assert!(m.contains("end of input"), "{m}");
    // Parallel edges close a cycle of length 2.
    let (l, t, _) = err("1 2\n2 1\n", 3);
    assert_eq!((l, t), (2, 2));
}

#[test]
fn peeling_rejects_non_trees() {
    let peel = |n: usize, edges: &[(usize, usize)]| {
        let mut tree = XorLinkedTree::new();
        tree.reset(n);
        for &(a, b) in edges {
            tree.add_edge(a, b);
        }
        tree.edge_deletion_grundy(0)
    };
    assert_eq!(peel(1, &[]), Some(0));
    assert_eq!(peel(3, &[(0, 1), (1, 2)]), Some(2));
    for (n, edges) in [
        (3, vec![(0, 1), (1, 2), (2, 0)]), // a cycle through the root
        (4, vec![(0, 1), (1, 2), (2, 3), (3, 1)]), // a cycle above it
        (2, vec![(0, 1), (1, 0)]),         // parallel edges
        (2, vec![(0, 1), (0, 0)]),         // a loop at the root
        (3, vec![(0, 1), (1, 2), (2, 2)]), // a loop at a leaf
        (3, vec![(0, 1)]),                 // too few edges
        (2, vec![]),                       // no edge at all
        (4, vec![(0, 1), (2, 3), (3, 2)]), // a part away from the root
        (4, vec![(0, 1), (2, 3)]),         // two leaves joined, no root
        (5, vec![(0, 1), (2, 3), (3, 4), (4, 2)]), // a triangle away from it
    ] {
        assert_eq!(peel(n, &edges), None, "{edges:?}");
    }
}

#[test]
fn one_tree_reused_across_cases_of_every_size() {
    let mut tree = XorLinkedTree::new();
    let mut seed = 7u64;
    for round in 0..300usize {
        // Sizes up and down, so stale entries of a larger case would show.
        let n = 1 + (round * 37) % 9;
        let edges: Vec<(usize, usize)> = (1..n)
            .map(|i| {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((seed >> 33) as usize % i, i)
            })
            .collect();
        let root = (seed >> 40) as usize % n;
        let text: String = edges
            .iter()
            .map(|&(a, b)| format!("{} {}\n", a + 1, b + 1))
            .collect();
        tree.read_tree(&mut Scanner::new(text.as_bytes()), n)
            .unwrap();
        let want = edge_deletion_by_search(&edges, root);
        assert_eq!(tree.edge_deletion_grundy(root), Some(want), "{edges:?}");
    }
}

/// Reads the whitespace-separated numbers of a testdata file.
fn numbers(path: &std::path::Path) -> Vec<usize> {
    std::fs::read_to_string(path)
        .unwrap()
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

/// The generated cases of agc017_d and hdu3094 (`random-*.in`) against the search.
#[test]
fn generated_testdata_matches_the_search() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
    let mut files = 0;
    for (problem, many_cases) in [("agc017_d", false), ("hdu3094", true)] {
        let dir = root.join(problem);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_str().unwrap().to_string();
            if !(name.starts_with("random-") && name.ends_with(".in")) {
                continue;
            }
            let nums = numbers(&path);
            let (cases, mut at) = if many_cases { (nums[0], 1) } else { (1, 0) };
            let mut want = String::new();
            for _ in 0..cases {
                let n = nums[at];
                let edges: Vec<(usize, usize)> = (0..n - 1)
                    .map(|i| (nums[at + 1 + 2 * i] - 1, nums[at + 2 + 2 * i] - 1))
                    .collect();
                at += 2 * n - 1;
                let alice = edge_deletion_by_search(&edges, 0) != 0;
                want.push_str(if alice { "Alice\n" } else { "Bob\n" });
            }
            assert_eq!(at, nums.len(), "{name}");
            let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
            assert_eq!(out, want, "{problem}/{name}");
            files += 1;
        }
    }
    assert!(files >= 4, "the generated cases are missing");
}
