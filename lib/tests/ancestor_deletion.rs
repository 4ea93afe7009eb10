//! Tests of the `ancestor_deletion` section.

use crate::kit::{GameSearch, Rng};
use grundy::ancestor_deletion::*;
use grundy::io::Scanner;

/// Children of every node in one array (CSR): the children of `v` are
/// `children[start[v]..start[v + 1]]`, in increasing order of label.
fn children_csr(parent: &[Option<usize>]) -> (Vec<usize>, Vec<usize>) {
    let n = parent.len();
    let mut start = vec![0usize; n + 1];
    for (v, p) in parent.iter().enumerate() {
        if let Some(p) = *p {
            assert!(p < n, "ancestor_deletion: the parent of node {v} is {p}, not a node");
            start[p + 1] += 1;
        }
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut children = vec![0usize; start[n]];
    for (v, p) in parent.iter().enumerate() {
        if let Some(p) = *p {
            children[fill[p]] = v;
            fill[p] += 1;
        }
    }
    (start, children)
}

/// The nodes in BFS order from the roots (every parent before its children).
fn top_down_order(parent: &[Option<usize>], start: &[usize], children: &[usize]) -> Vec<usize> {
    let n = parent.len();
    let mut order: Vec<usize> = (0..n).filter(|&v| parent[v].is_none()).collect();
    order.reserve(n - order.len());
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        order.extend_from_slice(&children[start[v]..start[v + 1]]);
    }
    // Each node has one parent, so it is queued at most once; a node on (or below) a
    // cycle is never reached from a root.
    assert!(order.len() == n, "ancestor_deletion: the parent array has a cycle");
    order
}

/// `g(v)` for every node `v`: the Grundy value of the subtree rooted at `v`, computed
/// by the definition (`mex` over every `u` in subtree(v) of the xor of the subtrees
/// hanging off `v..u`). The reference for [`subtree_grundy`].
///
/// `parent[v]` is the parent of `v`, `None` for a root; any labelling is accepted.
///
/// O(Σ_v |subtree(v)|) time — O(n²) for a path — and O(n) memory; iterative.
fn subtree_grundy_by_definition(parent: &[Option<usize>]) -> Vec<u64> {
    let n = parent.len();
    let (start, children) = children_csr(parent);
    let order = top_down_order(parent, &start, &children);
    let mut g = vec![0u64; n];
    let mut children_xor = vec![0u64; n];
    // seen[x] == v + 1  <=>  x ∈ S(v). At most |subtree(v)| <= n values are marked,
    // so the mex is at most n and n + 1 slots suffice.
    let mut seen = vec![0usize; n + 1];
    let mut stack: Vec<(usize, u64)> = Vec::new();
    for &v in order.iter().rev() {
        // (u, xor of the subtrees hanging off the path v..u once it is deleted)
        stack.push((v, children_xor[v]));
        while let Some((u, left)) = stack.pop() {
            if left < seen.len() as u64 {
                seen[left as usize] = v + 1;
            }
            for &c in &children[start[u]..start[u + 1]] {
                // Extending the path to c: c's subtree no longer hangs off, its children's do.
                stack.push((c, left ^ g[c] ^ children_xor[c]));
            }
        }
        let mex = seen.iter().position(|&s| s != v + 1).unwrap_or(n + 1);
        g[v] = mex as u64;
        if let Some(p) = parent[v] {
            children_xor[p] ^= g[v];
        }
    }
    g
}

/// The game by definition: a position is the set of live nodes (a bit mask).
/// Returns the Grundy value of every subtree and of the whole forest.
fn search_values(parent: &[Option<usize>]) -> (Vec<u64>, u64) {
    let n = parent.len();
    assert!(n <= 16);
    // up[u] = u and all its ancestors.
    let up: Vec<u32> = (0..n)
        .map(|u| {
            let (mut mask, mut at) = (0u32, Some(u));
            while let Some(x) = at {
                mask |= 1 << x;
                at = parent[x];
            }
            mask
        })
        .collect();
    let mut search = GameSearch::new(|&live: &u32, out: &mut Vec<u32>| {
        for (u, &path) in up.iter().enumerate() {
            if live >> u & 1 == 1 {
                out.push(live & !path);
            }
        }
    });
    let per_node = (0..n)
        .map(|v| {
            let subtree = (0..n).filter(|&u| up[u] >> v & 1 == 1).fold(0u32, |m, u| m | 1 << u);
            search.grundy(subtree)
        })
        .collect();
    let all = search.grundy(((1u64 << n) - 1) as u32);
    (per_node, all)
}

fn shuffle<T>(rng: &mut Rng, v: &mut [T]) {
    for i in (1..v.len()).rev() {
        v.swap(i, rng.below(i as u64 + 1) as usize);
    }
}

/// A random forest on n nodes with random labels; `spread` bounds how far back a
/// parent is in creation order (1 = paths, n = uniform random recursive trees).
fn random_forest(rng: &mut Rng, n: usize, spread: usize, root_odds: usize) -> Vec<Option<usize>> {
    let mut label: Vec<usize> = (0..n).collect();
    shuffle(rng, &mut label);
    let mut parent = vec![None; n];
    for i in 1..n {
        if rng.below(root_odds as u64) != 0 {
            let back = 1 + rng.below(spread.min(i) as u64) as usize;
            parent[label[i]] = Some(label[i - back]);
        }
    }
    parent
}

#[test]
fn every_forest_of_up_to_7_nodes_matches_the_game_search() {
    let mut forests = 0;
    for n in 0..=7usize {
        // parent[i] in {none, 0, .., i-1}: a mixed-radix counter, digit i has i + 1 values.
        let mut digits = vec![0usize; n];
        loop {
            let parent: Vec<Option<usize>> = digits.iter().map(|&d| d.checked_sub(1)).collect();
            let (want, want_all) = search_values(&parent);
            assert_eq!(subtree_grundy_by_definition(&parent), want, "{parent:?}");
            assert_eq!(subtree_grundy(&parent), want, "{parent:?}");
            assert_eq!(grundy(&parent), want_all, "{parent:?}");
            assert_eq!(first_player_wins(&parent), want_all != 0);
            // Every parent here comes before its node.
            assert_eq!(play_ordered(n, |v| parent[v]), want_all, "{parent:?}");
            forests += 1;
            let mut i = 0;
            while i < n && digits[i] == i {
                digits[i] = 0;
                i += 1;
            }
            if i == n {
                break;
            }
            digits[i] += 1;
        }
    }
    // 1 + 1! + 2! + ... + 7!
    assert_eq!(forests, 1 + 1 + 2 + 6 + 24 + 120 + 720 + 5040);
}

#[test]
fn random_small_forests_match_definition_and_search() {
    let mut rng = Rng::new(4730);
    for round in 0..3000 {
        let n = 1 + rng.below(12) as usize;
        let spread = 1 + rng.below(n as u64) as usize;
        let parent = random_forest(&mut rng, n, spread, 2 + round % 7);
        let fast = subtree_grundy(&parent);
        assert_eq!(fast, subtree_grundy_by_definition(&parent), "{parent:?}");
        if n <= 10 {
            let (want, want_all) = search_values(&parent);
            assert_eq!(fast, want, "{parent:?}");
            assert_eq!(grundy(&parent), want_all, "{parent:?}");
        }
    }
}

/// `parent` relabelled in top-down order, so that every parent comes before its children.
fn parents_first(parent: &[Option<usize>]) -> Vec<Option<usize>> {
    let (start, children) = children_csr(parent);
    let order = top_down_order(parent, &start, &children);
    let mut rank = vec![0; parent.len()];
    for (r, &v) in order.iter().enumerate() {
        rank[v] = r;
    }
    order.iter().map(|&v| parent[v].map(|p| rank[p])).collect()
}

#[test]
fn play_ordered_on_a_path_of_a_million_nodes() {
    // Root first: worth its length.
    let n = 1_000_000;
    assert_eq!(play_ordered(n, |v| v.checked_sub(1)), n as u64);
}

#[test]
#[should_panic(expected = "a parent after its node")]
fn play_ordered_refuses_a_parent_after_its_node() {
    play_ordered(3, |v| [None, Some(2), None][v]);
}

#[test]
fn larger_random_forests_match_the_definition() {
    let mut rng = Rng::new(6665);
    for round in 0..200 {
        let n = 1 + rng.below(if round % 10 == 0 { 3000 } else { 300 }) as usize;
        let spread = [1, 2, 3, 10, n][round % 5];
        let parent = random_forest(&mut rng, n, spread, [1000, 50, 3][round % 3]);
        let g = subtree_grundy_by_definition(&parent);
        assert_eq!(subtree_grundy(&parent), g, "n = {n}, spread = {spread}");
        // The same forest relabelled parents first, for `play_ordered`.
        let roots = (0..n).filter(|&v| parent[v].is_none());
        let ordered = parents_first(&parent);
        let want = roots.fold(0, |x, v| x ^ g[v]);
        assert_eq!(play_ordered(n, |v| ordered[v]), want, "n = {n}, spread = {spread}");
    }
}

/// Brooms: a random tree hanging below a long handle of single children, each of which
/// takes the first gap above its child's value in a rich set.
#[test]
fn brooms_match_the_definition() {
    let mut rng = Rng::new(4731);
    for round in 0..60 {
        let (bush, handle) = (1 + rng.below(400) as usize, rng.below(400) as usize);
        let spread = [2, 3, 10, bush][round % 4];
        let mut parent = random_forest(&mut rng, bush, spread, 1 << 40);
        let root = parent.iter().position(Option::is_none).unwrap();
        parent[root] = Some(bush);
        parent.extend((bush..bush + handle).map(|v| Some(v + 1)));
        parent.push(None);
        assert_eq!(
            subtree_grundy(&parent),
            subtree_grundy_by_definition(&parent),
            "bush {bush}, handle {handle}, spread {spread}"
        );
    }
}

#[test]
fn path_and_star_of_a_million_nodes() {
    let n: usize = 1_000_000;
    // A path rooted at 0, and the same path rooted at n - 1: g = its length.
    let down: Vec<Option<usize>> = (0..n).map(|i| i.checked_sub(1)).collect();
    let g = subtree_grundy(&down);
    assert!(g.iter().enumerate().all(|(i, &v)| v == (n - i) as u64));
    let up: Vec<Option<usize>> = (0..n).map(|i| Some(i + 1).filter(|&p| p < n)).collect();
    assert_eq!(grundy(&up), n as u64);
    // A star: S = {n - 1 mod 2, n - 2 mod 2} = {0, 1}, so g = 2.
    let star: Vec<Option<usize>> = (0..n).map(|i| Some(0).filter(|_| i > 0)).collect();
    assert_eq!(grundy(&star), 2);
    // n isolated nodes: xor of n ones.
    assert_eq!(grundy(&vec![None; n]), n as u64 % 2);
}

#[test]
#[should_panic(expected = "cycle")]
fn a_parent_cycle_is_refused() {
    subtree_grundy(&[None, Some(2), Some(3), Some(1)]);
}

/// Roots each tree of the forest `edges` on `0..n` at its smallest node, by a plain search.
pub(crate) fn root_by_search(n: usize, edges: &[(usize, usize)]) -> Vec<Option<usize>> {
    let mut parent = vec![None; n];
    let mut seen = vec![false; n];
    for root in 0..n {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        let mut stack = vec![root];
        while let Some(v) = stack.pop() {
            for &(a, b) in edges {
                for (x, y) in [(a, b), (b, a)] {
                    if x == v && !seen[y] {
                        seen[y] = true;
                        parent[y] = Some(v);
                        stack.push(y);
                    }
                }
            }
        }
    }
    parent
}

/// The value of the forest `edges` on `0..n` (at most 16 nodes), each tree rooted at its
/// smallest node, by exhaustive search.
pub(crate) fn forest_by_search(n: usize, edges: &[(usize, usize)]) -> u64 {
    search_values(&root_by_search(n, edges)).1
}

/// Whether `edges` on `0..n` form a forest: as many edges as nodes minus trees.
fn is_forest(n: usize, edges: &[(usize, usize)]) -> bool {
    let trees = root_by_search(n, edges).iter().filter(|p| p.is_none()).count();
    edges.iter().all(|&(a, b)| a != b) && edges.len() + trees == n
}

/// Runs [`Solver::read_grundy`] on the forest `edges` on `0..n`, written with the labels
/// `label[v]` (a permutation of `1..=n`).
fn read_forest(solver: &mut Solver, n: usize, edges: &[(usize, usize)], label: &[usize]) -> u64 {
    let text: String = edges.iter().map(|&(a, b)| format!("{} {}\n", label[a], label[b])).collect();
    solver.read_grundy(&mut Scanner::new(text.as_bytes()), n, edges.len()).unwrap()
}

/// The edges of a parent array, each pair and the list in random order.
fn edges_of(rng: &mut Rng, parent: &[Option<usize>]) -> Vec<(usize, usize)> {
    let mut edges: Vec<(usize, usize)> = (0..parent.len())
        .filter_map(|v| parent[v].map(|p| if rng.below(2) == 0 { (v, p) } else { (p, v) }))
        .collect();
    shuffle(rng, &mut edges);
    edges
}

#[test]
fn the_solver_on_small_random_forests_matches_the_search() {
    let (mut rng, mut solver) = (Rng::new(1), Solver::default());
    for round in 0..1500 {
        let n = 1 + rng.below(10) as usize;
        let spread = 1 + rng.below(n as u64) as usize;
        let shape = random_forest(&mut rng, n, spread, 2 + round % 5);
        let edges = edges_of(&mut rng, &shape);
        let mut label: Vec<usize> = (1..=n).collect();
        shuffle(&mut rng, &mut label);
        // The search roots each tree at its smallest node: relabel the nodes by label.
        let by_label: Vec<(usize, usize)> =
            edges.iter().map(|&(a, b)| (label[a] - 1, label[b] - 1)).collect();
        let want = forest_by_search(n, &by_label);
        assert_eq!(read_forest(&mut solver, n, &edges, &label), want, "{by_label:?}");
    }
}

#[test]
fn the_solver_on_larger_random_forests_matches_the_definition() {
    let (mut rng, mut solver) = (Rng::new(2), Solver::default());
    for round in 0..200 {
        let n = 1 + rng.below(if round % 10 == 0 { 1500 } else { 150 }) as usize;
        let spread = [1, 2, 3, 10, n][round % 5];
        let shape = random_forest(&mut rng, n, spread, [1000, 50, 3][round % 3]);
        let edges = edges_of(&mut rng, &shape);
        let identity: Vec<usize> = (1..=n).collect();
        let want = grundy(&root_by_search(n, &edges));
        assert_eq!(read_forest(&mut solver, n, &edges, &identity), want, "n = {n}");
    }
}

#[test]
fn the_solver_names_the_first_edge_closing_a_cycle() {
    let (mut rng, mut solver) = (Rng::new(3), Solver::default());
    for _ in 0..300 {
        let n = 2 + rng.below(9) as usize;
        let mut edges = Vec::new();
        while is_forest(n, &edges) {
            let (a, b) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
            if a != b {
                edges.push((a, b));
            }
        }
        let (at, (a, b)) = (edges.len(), edges[edges.len() - 1]);
        edges.push((0, 1));
        let text: String = edges.iter().map(|&(a, b)| format!("{} {}\n", a + 1, b + 1)).collect();
        let mut sc = Scanner::new(text.as_bytes());
        let err = solver.read_grundy(&mut sc, n, edges.len()).unwrap_err();
        let want = format!("a forest, but edge {at} ({} {}) closes a cycle", a + 1, b + 1);
        assert_eq!((err.line, err.expected), (edges.len(), want), "{text}");
        // The solver is left clean, after a cycle and after a truncated case.
        let truncated = solver.read_grundy(&mut Scanner::new(text.as_bytes()), n, edges.len() + 1);
        assert!(truncated.is_err());
        let mut sc = Scanner::new(&b"3 1\n1 2\n5 4\n"[..]);
        assert_eq!(solver.read_grundy(&mut sc, 6, 3), Ok(1));
    }
}

#[test]
fn sparse_labels_are_renumbered_in_order() {
    // A few edges among two million nodes: the labels are ranked (so memory follows the
    // edges), the least label still roots its tree, and a cycle is named by its labels.
    let (mut rng, mut solver) = (Rng::new(4), Solver::default());
    let big = 2_000_000;
    for round in 0..500 {
        let n = 2 + rng.below(11) as usize;
        let shape = random_forest(&mut rng, n, 1 + round % n, 2 + round % 5);
        let edges = edges_of(&mut rng, &shape);
        let mut label: Vec<usize> = (0..n).map(|_| 1 + rng.below(big as u64) as usize).collect();
        label.sort_unstable();
        label.dedup();
        if label.len() < n {
            continue;
        }
        shuffle(&mut rng, &mut label);
        // By rank of label: the search's node k is the k-th smallest label.
        let mut sorted = label.clone();
        sorted.sort_unstable();
        let rank = |v: usize| sorted.binary_search(&label[v]).unwrap();
        let by_rank: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (rank(a), rank(b))).collect();
        let want = forest_by_search(n, &by_rank) ^ ((big - n) as u64 & 1);
        let text: String =
            edges.iter().map(|&(a, b)| format!("{} {}\n", label[a], label[b])).collect();
        let got = solver.read_grundy(&mut Scanner::new(text.as_bytes()), big, edges.len());
        assert_eq!(got, Ok(want), "{text}");
    }
    let text = "1999999 7\n7 1000\n1000 1999999\n";
    let err = solver.read_grundy(&mut Scanner::new(text.as_bytes()), big, 3).unwrap_err();
    assert!(err.expected.ends_with("edge 3 (1000 1999999) closes a cycle"), "{err}");
    assert_eq!(solver.read_grundy(&mut Scanner::new(&b"3 1\n1 2\n5 4\n"[..]), 6, 3), Ok(1));
}

#[test]
fn the_solver_costs_nothing_for_isolated_nodes() {
    let mut solver = Solver::default();
    let mut read = |text: &str, n, m| solver.read_grundy(&mut Scanner::new(text.as_bytes()), n, m);
    // Two million isolated nodes, a thousand times: each is worth 1.
    for _ in 0..1000 {
        assert_eq!(read("", 2_000_000, 0), Ok(0));
        assert_eq!(read("", 1_999_999, 0), Ok(1));
    }
    // One edge between far labels: a path of two nodes (2) and 1999998 isolated ones.
    assert_eq!(read("2000000 1\n", 2_000_000, 1), Ok(2));
    assert_eq!(read("1 2000000\n", 2_000_000, 1), Ok(2));
    assert_eq!(read("5 3\n", 2_000_000, 1), Ok(2));
    assert_eq!(read("7 3\n", 1_999_999, 1), Ok(3));
    // Labels up to 60 for 5 edges, a matching: more nodes than 4 per edge, so the leaves
    // are gathered from the edges' ends, all 10 of them leaves. 5 paths of two and 90 nodes.
    assert_eq!(read("1 60\n2 59\n3 58\n4 57\n5 56\n", 100, 5), Ok(2));
}

#[test]
fn paths_of_a_million_nodes_given_by_edges() {
    // 0 - 1 - ... - (n-1) relabelled so that the smallest label sits at `at`: the root
    // has arms of at and n - 1 - at nodes (g of an arm = its length).
    let n: usize = 1_000_000;
    let mut solver = Solver::default();
    for at in [0, 1, n / 2, n - 1] {
        let mut label: Vec<usize> = (1..=n).collect();
        label.swap(0, at);
        let edges: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
        let (left, right) = (at as u64, (n - 1 - at) as u64);
        // S(root) = {left ^ right} ∪ {a ^ right : a < left} ∪ {left ^ b : b < right}.
        let mut reachable: Vec<u64> = vec![left ^ right];
        reachable.extend((0..left).map(|a| a ^ right));
        reachable.extend((0..right).map(|b| left ^ b));
        reachable.sort_unstable();
        reachable.dedup();
        let mex = reachable.iter().enumerate().find(|&(i, &v)| i as u64 != v);
        let want = mex.map_or(reachable.len() as u64, |(i, _)| i as u64);
        assert_eq!(read_forest(&mut solver, n, &edges, &label), want, "at = {at}");
    }
}

/// Trees of paths: chains of random lengths (some of hundreds of nodes) hung below random
/// nodes of the chains before, so that children of very different values and octaves
/// (high bits in both) meet at one parent.
#[test]
fn trees_of_long_and_short_paths_match_the_definition() {
    let mut rng = Rng::new(47301);
    for round in 0..300 {
        let mut parent: Vec<Option<usize>> = Vec::new();
        for _ in 0..1 + rng.below(if round % 4 == 0 { 60 } else { 12 }) {
            let len = [1, 2, 3, 1 + rng.below(500)][rng.below(4) as usize] as usize;
            let mut up = (!parent.is_empty() && rng.below(8) != 0)
                .then(|| rng.below(parent.len() as u64) as usize);
            for _ in 0..len {
                parent.push(up);
                up = Some(parent.len() - 1);
            }
        }
        assert_eq!(
            subtree_grundy(&parent),
            subtree_grundy_by_definition(&parent),
            "round {round}: {parent:?}"
        );
    }
}

/// Hangs `count` paths of `1..=len` nodes below random nodes of `parent` (not empty).
fn hang_paths(rng: &mut Rng, parent: &mut Vec<Option<usize>>, count: usize, len: u64) {
    for _ in 0..count {
        let mut up = Some(rng.below(parent.len() as u64) as usize);
        for _ in 0..1 + rng.below(len) {
            parent.push(up);
            up = Some(parent.len() - 1);
        }
    }
}

/// `S(v)` for every node `v`, given the values `g`: the xor of the subtrees hanging off
/// the path `v..u`, for every `u` in subtree(v), sorted. O(Σ_v |subtree(v)|).
fn reachable_sets(parent: &[Option<usize>], g: &[u64]) -> Vec<Vec<u64>> {
    let (start, children) = children_csr(parent);
    let below = |u: usize| children[start[u]..start[u + 1]].iter().map(|&c| g[c]);
    let x: Vec<u64> = (0..parent.len()).map(|u| below(u).fold(0, |a, b| a ^ b)).collect();
    (0..parent.len())
        .map(|v| {
            let (mut set, mut stack) = (Vec::new(), vec![(v, x[v])]);
            while let Some((u, left)) = stack.pop() {
                set.push(left);
                let kids = &children[start[u]..start[u + 1]];
                stack.extend(kids.iter().map(|&c| (c, left ^ g[c] ^ x[c])));
            }
            set.sort_unstable();
            set.dedup();
            set
        })
        .collect()
}

/// `g(v)` for every node by the octave recurrence, O(n): `N(v) = OR_c (N(c) + 1)` over
/// the children `c`, `h(v)` the trailing ones of `N(v)`, `g(v) = (X(v) | (2^h − 1)) + 1`.
/// Also `N`, for the test of the reachable sets.
fn subtree_grundy_by_octaves(parent: &[Option<usize>]) -> (Vec<u64>, Vec<u64>) {
    let (start, children) = children_csr(parent);
    let n = parent.len();
    let (mut g, mut octaves, mut x) = (vec![0u64; n], vec![0u64; n], vec![0u64; n]);
    for &v in top_down_order(parent, &start, &children).iter().rev() {
        g[v] = (x[v] | (octaves[v] ^ (octaves[v] + 1)) >> 1) + 1;
        if let Some(p) = parent[v] {
            (octaves[p], x[p]) = (octaves[p] | (octaves[v] + 1), x[p] ^ g[v]);
        }
    }
    (g, octaves)
}

/// **Octaves.** `T(v) = S(v) ⊕ X(v)` is `{0}` and whole octaves `[2^j, 2^(j+1))`, those
/// of the set bits `j` of `N(v)` (the recurrence above). Why, by induction: a leaf has
/// `T = {0}`, `N = 0`. With `h` the trailing ones of `N(v)`, `T(v)` holds `[0, 2^h)` and
/// misses `[2^h, 2^(h+1))`, so `S(v)` holds the `2^h`-block of `X(v)` and misses its
/// sibling block; as `[0, X(v)] ⊆ S(v)` (`g > X`), that sibling lies above, so
/// `g(v) = (X(v) | (2^h − 1)) + 1` and `d = X(v) ⊕ g(v)` is in `[2^h, 2^(h+1))`. Then
/// `S(v) ⊕ g(v) = T(v) ⊕ d` swaps `[0, 2^h)` into `[2^h, 2^(h+1))` and keeps the higher
/// octaves: the octaves of `N(v) + 1`. And `T(parent) = {0} ∪ ⋃_c (S(c) ⊕ g(c))`, a union
/// of octaves: those of the OR. The library computes `g` so; here the sets themselves are
/// built by the definition and compared with the octaves.
#[test]
fn reachable_sets_are_zero_and_whole_octaves() {
    let mut rng = Rng::new(2_u64.pow(6));
    for round in 0..400 {
        let n = 1 + rng.below(if round % 8 == 0 { 400 } else { 90 }) as usize;
        let spread = [1, 2, 3, 10, n][round % 5];
        let mut parent = random_forest(&mut rng, n, spread, [1000, 30, 4][round % 3]);
        hang_paths(&mut rng, &mut parent, round % 4, 150);
        let g = subtree_grundy_by_definition(&parent);
        let (by_octaves, octaves) = subtree_grundy_by_octaves(&parent);
        assert_eq!(by_octaves, g, "{parent:?}");
        assert_eq!(subtree_grundy(&parent), g, "{parent:?}");
        let (start, children) = children_csr(&parent);
        for (v, set) in reachable_sets(&parent, &g).iter().enumerate() {
            let x = children[start[v]..start[v + 1]].iter().fold(0, |a, &c| a ^ g[c]);
            let mut t: Vec<u64> = set.iter().map(|&s| s ^ x).collect();
            t.sort_unstable();
            let bits = (0..32).filter(|j| octaves[v] >> j & 1 == 1);
            let want: Vec<u64> =
                std::iter::once(0).chain(bits.flat_map(|j| 1 << j..2 << j)).collect();
            assert_eq!(t, want, "node {v} of {parent:?}");
        }
    }
}

/// The library's evaluation (peeling from the leaves, every tree rooted at its least node and
/// the path to it turned round) against a plain top-down pass of the octave recurrence, on
/// larger forests (paths, random trees, long paths hung below them).
#[test]
fn large_forests_match_the_octave_recurrence() {
    let mut rng = Rng::new(4732);
    for round in 0..12 {
        let n = 20_000 + rng.below(40_000) as usize;
        let spread = [1, 2, 3, 10, 100, n][round % 6];
        let mut parent = random_forest(&mut rng, n, spread, [1 << 40, 500][round % 2]);
        let paths = rng.below(200) as usize;
        hang_paths(&mut rng, &mut parent, paths, 300);
        assert_eq!(
            subtree_grundy(&parent),
            subtree_grundy_by_octaves(&parent).0,
            "round {round}, n = {n}, spread = {spread}"
        );
    }
}

#[test]
fn values_after_each_pick_match_the_search() {
    let mut rng = Rng::new(11);
    for round in 0..600 {
        let n = 1 + rng.below(9) as usize;
        let parent = random_forest(&mut rng, n, n, 2 + round % 5);
        let up: Vec<u32> = (0..n)
            .map(|u| std::iter::successors(Some(u), |&x| parent[x]).fold(0, |m, x| m | 1 << x))
            .collect();
        let mut search = GameSearch::new(|&live: &u32, out: &mut Vec<u32>| {
            out.extend((0..n).filter(|&u| live >> u & 1 == 1).map(|u| live & !up[u]));
        });
        let after = values_after_pick(&parent);
        for u in 0..n {
            let all = (1u32 << n) - 1;
            assert_eq!(after[u], search.grundy(all & !up[u]), "{parent:?}, pick {u}");
        }
    }
}

/// The trees of the forest `parent` on the nodes `keep`, each as a canonical string
/// (`(` its children's strings, sorted, `)`), sorted: equal iff the forests are the same
/// up to renumbering.
pub(crate) fn shapes(parent: &[Option<usize>], keep: &[bool]) -> Vec<String> {
    fn shape(v: usize, parent: &[Option<usize>], keep: &[bool]) -> String {
        let mut children: Vec<String> = (0..parent.len())
            .filter(|&c| keep[c] && parent[c] == Some(v))
            .map(|c| shape(c, parent, keep))
            .collect();
        children.sort();
        format!("({})", children.concat())
    }
    let roots = (0..parent.len()).filter(|&v| keep[v] && parent[v].map_or(true, |p| !keep[p]));
    let mut trees: Vec<String> = roots.map(|v| shape(v, parent, keep)).collect();
    trees.sort();
    trees
}

/// The forest each pick leaves: the nodes off the picked path, the same trees, parents
/// numbered before their children, worth what the search finds after that pick.
#[test]
fn the_forest_after_each_pick_matches_the_search() {
    let mut rng = Rng::new(6665);
    for round in 0..600 {
        let n = 1 + rng.below(9) as usize;
        let parent = random_forest(&mut rng, n, n, 2 + round % 5);
        let up =
            |u: usize| std::iter::successors(Some(u), |&x| parent[x]).fold(0, |m, x| m | 1 << x);
        let mut search = GameSearch::new(|&live: &u32, out: &mut Vec<u32>| {
            out.extend((0..n).filter(|&u| live >> u & 1 == 1).map(|u| live & !up(u)));
        });
        for v in 0..n {
            let gone = picked(&parent, v);
            assert_eq!((0..n).filter(|&u| gone[u]).fold(0, |m, u| m | 1 << u), up(v));
            let left = after_pick(&parent, v);
            let keep: Vec<bool> = gone.iter().map(|g| !g).collect();
            assert_eq!(shapes(&left, &vec![true; left.len()]), shapes(&parent, &keep));
            assert!((0..left.len()).all(|u| left[u].map_or(true, |p| p < u)), "{left:?}");
            let live = ((1u32 << n) - 1) & !up(v);
            assert_eq!(grundy(&left), search.grundy(live), "{parent:?}, pick {v}");
        }
    }
}
