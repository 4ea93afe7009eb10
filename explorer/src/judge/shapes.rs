//! Trees, forests and lists for the problem descriptions: random shapes (deep paths,
//! stars, caterpillars, random trees) and the shrinking steps that keep them valid.

use super::spec::{Rng, Text};

/// A graph on vertices `1..=n`.
#[derive(Clone, Debug)]
pub struct Graph {
    pub n: usize,
    pub edges: Vec<(usize, usize)>,
}

/// A tree on `1..=n` rooted at 1 of a random shape: a deep path, a star, a caterpillar,
/// a broom or a random recursive tree; labels other than the root shuffled, edges
/// shuffled and turned at random.
pub fn random_tree(rng: &mut Rng, n: usize) -> Graph {
    let shape = rng.below(6);
    let mut parent = vec![0usize; n + 1];
    for (v, p) in parent.iter_mut().enumerate().skip(2) {
        *p = match shape {
            0 => v - 1,
            1 => 1,
            2 if v % 2 == 0 => (v - 2).max(1),
            2 => v - 1,
            3 if v <= n / 2 + 1 => v - 1,
            3 => n / 2 + 1,
            _ => 1 + rng.index(v - 1),
        };
    }
    let mut labels: Vec<usize> = (0..=n).collect();
    rng.shuffle(&mut labels[2..]);
    let mut edges: Vec<(usize, usize)> = (2..=n)
        .map(|v| {
            let (a, b) = (labels[parent[v]], labels[v]);
            if rng.coin() {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    Graph { n, edges }
}

/// The path 1 - 2 - … - n, rooted at its end: the deepest tree.
pub fn path(n: usize) -> Graph {
    Graph { n, edges: (1..n).map(|v| (v, v + 1)).collect() }
}

/// The star with centre 1.
pub fn star(n: usize) -> Graph {
    Graph { n, edges: (2..=n).map(|v| (1, v)).collect() }
}

/// The graph on the vertices with `keep[v]`, renumbered in order from 1, with the edges
/// between kept vertices.
pub fn induced(g: &Graph, keep: &[bool]) -> Graph {
    let mut label = vec![0; g.n + 1];
    let mut n = 0;
    for v in 1..=g.n {
        if keep[v] {
            n += 1;
            label[v] = n;
        }
    }
    let edges = g
        .edges
        .iter()
        .filter(|&&(a, b)| keep[a] && keep[b])
        .map(|&(a, b)| (label[a], label[b]))
        .collect();
    Graph { n, edges }
}

/// Vertices in breadth-first order from `root` over the edges (unreached ones left out).
fn bfs(g: &Graph, root: usize) -> Vec<usize> {
    let mut adj = vec![Vec::new(); g.n + 1];
    for &(a, b) in &g.edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    let mut seen = vec![false; g.n + 1];
    let mut order = vec![root];
    seen[root] = true;
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &w in &adj[v] {
            if !seen[w] {
                seen[w] = true;
                order.push(w);
            }
        }
    }
    order
}

/// Smaller trees still rooted at 1: the first n - n/2^j vertices in breadth-first order
/// for each j, then (for small trees) each leaf removed in turn.
pub fn shrink_tree(g: &Graph) -> Vec<Graph> {
    let order = bfs(g, 1);
    let mut out = Vec::new();
    // n - n/2, n - n/4, …, n - 1: near the smallest failing size this converges like a
    // binary search (a stack overflow fails above a depth, not below).
    let mut sizes: Vec<usize> = (1..usize::BITS).map(|j| g.n - (g.n >> j)).collect();
    sizes.push(g.n.saturating_sub(1));
    sizes.retain(|&k| k >= 1 && k < g.n);
    sizes.dedup();
    for k in sizes {
        let mut keep = vec![false; g.n + 1];
        for &v in &order[..k] {
            keep[v] = true;
        }
        out.push(induced(g, &keep));
    }
    if g.n <= 64 {
        let mut degree = vec![0; g.n + 1];
        for &(a, b) in &g.edges {
            degree[a] += 1;
            degree[b] += 1;
        }
        for v in 2..=g.n {
            if degree[v] == 1 {
                let mut keep = vec![true; g.n + 1];
                keep[v] = false;
                out.push(induced(g, &keep));
            }
        }
    }
    out
}

/// Smaller forests: fewer edges (each dropped in turn, for small forests), fewer vertices
/// (the last half, quarter, or each one in turn).
pub fn shrink_forest(g: &Graph) -> Vec<Graph> {
    let mut out = Vec::new();
    for k in [g.n / 2, g.n / 4] {
        if k >= 1 && k < g.n {
            let keep: Vec<bool> = (0..=g.n).map(|v| v >= 1 && v <= g.n - k).collect();
            out.push(induced(g, &keep));
        }
    }
    if g.n <= 64 {
        for v in 1..=g.n {
            if g.n > 1 {
                let mut keep = vec![true; g.n + 1];
                keep[v] = false;
                out.push(induced(g, &keep));
            }
        }
        for i in 0..g.edges.len() {
            let mut e = g.edges.clone();
            e.remove(i);
            out.push(Graph { n: g.n, edges: e });
        }
    }
    out
}

/// The tree's value by the colon principle, explained.
pub fn explain_tree(g: &Graph, first: &str, second: &str) -> String {
    let edges: Vec<(usize, usize)> = g.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
    match grundy::tree_hackenbush::grundy(g.n, &edges, 0) {
        Some(v) => format!(
            "a tree of {} vertices rooted at 1 is worth g(1) = {v} (colon principle: a vertex is worth the xor of g(child) + 1 over its children); {v} is {}: {}",
            g.n,
            if v != 0 { "not 0, the first player wins" } else { "0, the first player loses" },
            if v != 0 { first } else { second }
        ),
        None => "not a tree".into(),
    }
}

pub fn write_tree(g: &Graph, t: &mut Text) {
    t.line(&[g.n as u64]);
    for &(a, b) in &g.edges {
        t.line(&[a as u64, b as u64]);
    }
}

/// Trees for the edge cases: tiny ones, then the deepest path, a star, a path rooted in
/// its middle, a broom, all of `n` vertices.
pub fn edge_trees(n: usize) -> Vec<(String, Graph)> {
    let mut middle = path(n);
    for e in &mut middle.edges {
        // Swap labels 1 and n/2, so the root sits in the middle of the path.
        let swap = |v: usize| {
            if v == 1 {
                n / 2
            } else if v == n / 2 {
                1
            } else {
                v
            }
        };
        *e = (swap(e.0), swap(e.1));
    }
    let mut broom = path(n / 2);
    broom.edges.extend((n / 2 + 1..=n).map(|v| (n / 2, v)));
    broom.n = n;
    vec![
        ("two vertices".into(), path(2)),
        ("a path of 3, of 4, a star of 4".into(), path(4)),
        (
            format!(
                "the deepest tree: a path of {n} vertices rooted at its end (recursion {n} deep)"
            ),
            path(n),
        ),
        (format!("a star of {n} vertices"), star(n)),
        (format!("a path of {n} rooted in its middle"), middle),
        (format!("a broom: a path of {} with {} leaves at its end", n / 2, n - n / 2), broom),
    ]
}
