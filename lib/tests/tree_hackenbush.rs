//! Tests of the `tree_hackenbush` section.

use crate::kit::{GameSearch, Rng};
use grundy::io::Scanner;
use grundy::tree_hackenbush::*;

/// Green Hackenbush by exhaustive search: the state is the bitmask of the remaining
/// edges; a move deletes one, then every edge no longer connected to `ground` is dropped.
/// Any multigraph (loops, parallel edges, parts away from the ground) on vertices `< 64`
/// with at most 20 edges.
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

/// A random tree on `0..n`: vertex `i > 0` hangs below a random earlier one.
pub(crate) fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    (1..n).map(|i| (rng.below(i as u64) as usize, i)).collect()
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
            // Every root for small trees; vertex 0 and one other root for 8 and 9.
            let roots: Vec<usize> =
                if n <= 7 { (0..n).collect() } else { vec![0, 1 + code % (n - 1)] };
            for root in roots {
                let want = edge_deletion_by_search(&edges, root);
                assert_eq!(grundy(n, &edges, root), Some(want), "{parent:?} root {root}");
                // Relabelled (v -> n-1-v), the edges listed backwards and flipped.
                let flipped: Vec<(usize, usize)> =
                    edges.iter().rev().map(|&(a, b)| (n - 1 - b, n - 1 - a)).collect();
                assert_eq!(grundy(n, &flipped, n - 1 - root), Some(want));
            }
            checked += 1;
        }
    }
    // 0! + 1! + ... + 8! parent arrays.
    assert_eq!(checked, 1 + 1 + 2 + 6 + 24 + 120 + 720 + 5040 + 40320);
}

#[test]
fn stalks_and_stars_by_hand() {
    for k in 0..20usize {
        let stalk: Vec<(usize, usize)> = (0..k).map(|i| (i, i + 1)).collect();
        assert_eq!(grundy(k + 1, &stalk, 0), Some(k as u64));
        let star: Vec<(usize, usize)> = (1..=k).map(|i| (0, i)).collect();
        assert_eq!(grundy(k + 1, &star, 0), Some(k as u64 % 2));
    }
}

#[test]
fn paths_of_a_million_vertices_do_not_overflow_the_stack() {
    let n = 1_000_000usize;
    let path: Vec<(usize, usize)> = (0..n - 1).map(|i| (i, i + 1)).collect();
    assert_eq!(grundy(n, &path, 0), Some(n as u64 - 1));
    assert_eq!(grundy(n, &path, n - 1), Some(n as u64 - 1));
    // Rooted in the middle: two stalks, of m and n - 1 - m edges.
    for m in [n / 2, n / 2 - 1, 1234] {
        assert_eq!(grundy(n, &path, m), Some((m ^ (n - 1 - m)) as u64));
    }
}

#[test]
fn non_trees_are_refused() {
    for (n, edges) in [
        (3, vec![(0, 1), (1, 2), (2, 0)]), // a cycle through the root
        (4, vec![(0, 1), (1, 2), (2, 3), (3, 1)]), // a cycle above it
        (2, vec![(0, 1), (1, 0)]),         // parallel edges
        (2, vec![(0, 1), (0, 0)]),         // a loop at the root
        (3, vec![(0, 1), (1, 2), (2, 2)]), // a loop at a leaf
        (3, vec![(0, 1)]),                 // too few edges
        (2, vec![]),                       // no edge at all
        (4, vec![(0, 1), (2, 3), (3, 2)]), // a part away from the root
        (4, vec![(1, 2), (2, 3), (3, 1)]), // the root alone, a triangle
        (3, vec![(0, 1), (1, 3)]),         // a vertex out of range
    ] {
        assert_eq!(grundy(n, &edges, 0), None, "{edges:?}");
    }
    assert_eq!(grundy(3, &[(0, 1), (1, 2)], 3), None); // the root out of range
    assert_eq!((grundy(1, &[], 0), grundy(0, &[], 0)), (Some(0), None));
}

#[test]
fn reading_rejects_what_is_not_a_tree() {
    let read = |s: &str, n| Solver::default().read_grundy(&mut Scanner::new(s.as_bytes()), n);
    assert_eq!(read("1 2\n2 3\n", 3), Ok(2));
    assert_eq!(read("", 1), Ok(0));
    let err = |s: &str, n| {
        let e = read(s, n).unwrap_err();
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
    let (l, t, m) = err("1 2\n2 3\n", 4);
    assert_eq!((l, t), (3, 0));
    assert!(m.contains("end of input"), "{m}");
    // A cycle is found at the end, and named by its first edge closing one.
    let (l, t, m) = err("1 2\n2 3\n3 1\n4 5\n", 5);
    assert_eq!((l, t), (4, 2));
    assert!(m.contains("a tree, but edge 3 (3 1) closes a cycle"), "{m}");
    let (_, _, m) = err("1 2\n2 1\n3 4\n", 4);
    assert!(m.contains("edge 2 (2 1) closes"), "{m}");
}

#[test]
fn one_solver_reused_across_cases_of_every_size() {
    let mut rng = Rng::new(7);
    let mut solver = Solver::default();
    for round in 0..300usize {
        // Sizes up and down, so that stale entries of a larger case would show.
        let n = 1 + (round * 37) % 9;
        let edges = random_tree(&mut rng, n);
        // Shuffle the labels, keeping vertex 0 as label 1 (the root).
        let mut label: Vec<usize> = (1..=n).collect();
        for i in (2..n).rev() {
            label.swap(i, 1 + rng.below(i as u64) as usize);
        }
        let text: String =
            edges.iter().map(|&(a, b)| format!("{} {}\n", label[a], label[b])).collect();
        let value = solver.read_grundy(&mut Scanner::new(text.as_bytes()), n);
        assert_eq!(value, Ok(edge_deletion_by_search(&edges, 0)), "{text}");
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
        for entry in std::fs::read_dir(root.join(problem)).unwrap() {
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

/// Every subtree's value and every winning cut of the trees of at most 8 vertices, every
/// root, against the search (a cut deletes the edge; what falls off is no longer played).
#[test]
fn subtree_values_and_winning_cuts_match_the_search() {
    let mut rng = Rng::new(3094);
    for round in 0..1500 {
        let n = 1 + round % 8;
        let edges = random_tree(&mut rng, n);
        let root = rng.below(n as u64) as usize;
        let (parent, g) = subtree_grundy(n, &edges, root).expect("a tree");
        let mut lost = Vec::new();
        for v in 0..n {
            // The subtree of v: the edges whose lower end has v as an ancestor (or is v).
            let below = |mut x: usize| loop {
                if x == v {
                    return true;
                }
                match parent[x] {
                    Some(p) => x = p,
                    None => return false,
                }
            };
            let inside: Vec<(usize, usize)> =
                edges.iter().copied().filter(|&(a, b)| below(a) && below(b)).collect();
            assert_eq!(
                g[v],
                edge_deletion_by_search(&inside, v),
                "{edges:?} root {root}, vertex {v}"
            );
            if let Some(p) = parent[v] {
                assert!(edges.contains(&(p, v)) || edges.contains(&(v, p)));
                let rest: Vec<(usize, usize)> =
                    edges.iter().copied().filter(|&e| e != (p, v) && e != (v, p)).collect();
                if edge_deletion_by_search(&rest, root) == 0 {
                    lost.push(v);
                }
            } else {
                assert_eq!(v, root);
            }
        }
        assert_eq!(winning_cuts(&parent, &g), lost, "{edges:?} root {root}");
    }
    assert_eq!(subtree_grundy(3, &[(0, 1), (1, 2), (2, 0)], 0), None);
}

/// The tree each cut leaves: the vertices off the subtree, the same tree, parents numbered
/// before their children, worth what the search finds after that cut.
#[test]
fn the_tree_after_each_cut_matches_the_search() {
    let mut rng = Rng::new(17);
    for round in 0..600 {
        let n = 1 + round % 9;
        let edges = random_tree(&mut rng, n);
        let (parent, _) = subtree_grundy(n, &edges, rng.below(n as u64) as usize).unwrap();
        for v in (0..n).filter(|&v| parent[v].is_some()) {
            let below = |x: usize| std::iter::successors(Some(x), |&y| parent[y]).any(|y| y == v);
            let keep: Vec<bool> = (0..n).map(|x| !below(x)).collect();
            let left = after_cut(&parent, v);
            let all = vec![true; left.len()];
            assert_eq!(
                crate::ancestor_deletion::shapes(&left, &all),
                crate::ancestor_deletion::shapes(&parent, &keep)
            );
            assert!((1..left.len()).all(|u| left[u].is_some_and(|p| p < u)), "{left:?}");
            let rest: Vec<(usize, usize)> =
                (0..n).filter_map(|x| parent[x].map(|p| (p, x))).filter(|&(_, x)| x != v).collect();
            let root = (0..n).find(|&x| parent[x].is_none()).unwrap();
            let cut: Vec<(usize, usize)> =
                (0..left.len()).filter_map(|x| left[x].map(|p| (p, x))).collect();
            assert_eq!(
                edge_deletion_by_search(&cut, 0),
                edge_deletion_by_search(&rest, root),
                "{edges:?}, cut above {v}"
            );
        }
    }
}
