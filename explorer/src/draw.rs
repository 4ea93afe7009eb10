//! `grundy draw`: pictures of a tree (edge deletion), a forest (ancestor deletion), circles
//! (CirclesGame) and Green Hackenbush graphs with their fused form, every node labelled
//! with its Grundy value and the winning moves in red.

use crate::out::{emit, outcome, Failure};
use crate::svg::{value_colour, Svg};
use grundy::circles::Circle;
use grundy::io::{InputError, Scanner};
use serde::Serialize;
use serde_json::json;
use std::collections::VecDeque;
use std::path::Path;

/// The kinds of input `draw` reads.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Kind {
    /// AtCoder AGC017 D: `N`, then `N − 1` edges; root 1; a move deletes an edge.
    Tree,
    /// Luogu P6665: `T` cases of `n m` and edges; a move deletes a node and its ancestors.
    Forest,
    /// TopCoder CirclesGame: `N`, then `x y r`; a move kills a circle and those around it.
    Circles,
    /// POJ 3710: `N` graphs of `m k` and edges, node 1 on the ground; Green Hackenbush.
    Hackenbush,
}

/// The tokens of a file, read as needed.
type Tokens = Scanner<Box<dyn std::io::Read>>;

/// The most nodes (vertices, circles) a picture holds, all its cases and graphs together.
pub const DRAW_LIMIT: usize = 2000;
/// The most Hackenbush edges a picture holds, all its cases and graphs together (each cut
/// is analysed anew: about 1 s at the limit).
pub const EDGE_LIMIT: usize = 4000;

const RED: &str = "#d62728";

/// What `grundy draw --json` prints.
#[derive(Clone, Debug, Serialize)]
pub struct DrawReport {
    pub kind: &'static str,
    /// The picture's file.
    pub svg: String,
    /// The value of the first case drawn.
    pub value: u64,
    pub outcome: &'static str,
    /// Each winning move: `cut` (an edge), `pick` (a node) or `circle`, with its `case` and
    /// `graph` where the file holds several.
    pub winning_moves: Vec<serde_json::Value>,
    /// `--all`: each case's value.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub case_values: Vec<u64>,
}

/// A picture of a judge input: the SVG and its report (`svg` left empty). Bad input is
/// one located error.
pub fn report(
    kind: Kind,
    input: Box<dyn std::io::Read>,
    all: bool,
) -> Result<(String, DrawReport), String> {
    let mut tokens: Tokens = Scanner::new(input);
    let (picture, values, moves) = match kind {
        Kind::Tree => tree(&mut tokens),
        Kind::Forest => forest(&mut tokens, all),
        Kind::Circles => circles(&mut tokens),
        Kind::Hackenbush => hackenbush(&mut tokens, all),
    }?;
    let value = values[0];
    let report = DrawReport {
        kind: ["tree", "forest", "circles", "hackenbush"][kind as usize],
        svg: String::new(),
        value,
        outcome: outcome(value != 0),
        winning_moves: moves,
        case_values: if all { values } else { Vec::new() },
    };
    Ok((picture.finish(), report))
}

/// Runs `grundy draw`.
pub fn run(kind: Kind, file: &Path, out: &Path, all: bool, json: bool) -> Result<(), Failure> {
    // Streamed: a picture holds at most DRAW_LIMIT nodes, whatever the file's size.
    let source = std::fs::File::open(file)
        .and_then(|f| match f.metadata()?.is_dir() {
            true => Err(std::io::Error::other("it is a directory")),
            false => Ok(f),
        })
        .map_err(|e| Failure::Usage(format!("cannot read {}: {e}", file.display())))?;
    let (picture, mut r) = report(kind, Box::new(source), all)
        .map_err(|e| Failure::Usage(format!("{}: {e}", file.display())))?;
    crate::svg::save(out, &picture)?;
    r.svg = out.display().to_string();
    emit(json, &r, &text(&r))
}

/// The report in words: per case where there are several.
pub fn text(r: &DrawReport) -> String {
    let verdict = |v: u64| {
        let who = if v != 0 { "wins" } else { "loses" };
        format!(
            "value {v}, {}-position: the first player {who}",
            outcome(v != 0)
        )
    };
    let listed = |case: Option<usize>| {
        let mine = r
            .winning_moves
            .iter()
            .filter(|m| case.is_none_or(|c| m["case"] == c + 1));
        let words: Vec<String> = mine.map(describe).collect();
        format!("winning moves ({}): {}", words.len(), words.join(", "))
    };
    let mut text = String::new();
    if r.case_values.is_empty() {
        let what = match r.kind {
            "tree" => "tree (edge deletion, root 1)",
            "circles" => "circles",
            "forest" => "forest, case 1",
            _ => "hackenbush, case 1",
        };
        text += &format!("{what}: {}\n{}\n", verdict(r.value), listed(None));
    } else {
        for (c, &v) in r.case_values.iter().enumerate() {
            text += &format!(
                "{}, case {}: {}\n  {}\n",
                r.kind,
                c + 1,
                verdict(v),
                listed(Some(c))
            );
        }
    }
    text + &format!("picture: {}\n", r.svg)
}

/// A winning move in words.
fn describe(m: &serde_json::Value) -> String {
    let mut words = Vec::new();
    if let Some(c) = m.get("case") {
        words.push(format!("case {c}"));
    }
    if let Some(g) = m.get("graph") {
        words.push(format!("graph {g}"));
    }
    if let Some(cut) = m.get("cut") {
        words.push(format!("cut {}-{}", cut[0], cut[1]));
    }
    if let Some(p) = m.get("pick") {
        words.push(format!("pick node {p}"));
    }
    if let Some(c) = m.get("circle") {
        words.push(format!("colour inside circle {c}"));
    }
    words.join(" ")
}

/// A picture, each case's value, and the winning moves.
type Drawn = (Svg, Vec<u64>, Vec<serde_json::Value>);

fn token(e: InputError) -> String {
    e.to_string()
}

// ---- analyses (used by the pictures and by the tests) ----------------------------------

/// A forest given by its edges, each tree rooted at its smallest vertex: the parent of
/// each vertex, the vertices top down, and whether the edges close a cycle (then fewer
/// than `n` minus the roots would do).
fn root_forest(n: usize, edges: &[(u32, u32)]) -> (Vec<Option<usize>>, Vec<usize>, bool) {
    let mut adjacent = vec![Vec::new(); n];
    for &(a, b) in edges {
        adjacent[a as usize].push(b as usize);
        adjacent[b as usize].push(a as usize);
    }
    let (mut parent, mut seen, mut order) = (vec![None; n], vec![false; n], Vec::new());
    for root in 0..n {
        if seen[root] {
            continue;
        }
        let mut head = order.len();
        (seen[root], order) = (true, [order, vec![root]].concat());
        while head < order.len() {
            let v = order[head];
            head += 1;
            for &w in &adjacent[v] {
                if !seen[w] {
                    seen[w] = true;
                    parent[w] = Some(v);
                    order.push(w);
                }
            }
        }
    }
    let roots = parent.iter().filter(|p| p.is_none()).count();
    (parent, order, edges.len() + roots > n)
}

/// The error naming the edge that closes a cycle, if `edges` do (as the judges say it).
fn no_cycle(tokens: &Tokens, n: usize, edges: &[(u32, u32)], shape: &str) -> Result<(), String> {
    match root_forest(n, edges).2 {
        true => Err(token(grundy::trees::cycle_error(
            tokens,
            edges,
            shape,
            |v| v as usize + 1,
        ))),
        false => Ok(()),
    }
}

/// The vertices of the subtree of `v` (given the parents and a top-down order).
fn subtree_mask(parent: &[Option<usize>], order: &[usize], v: usize) -> Vec<bool> {
    let mut inside = vec![false; parent.len()];
    inside[v] = true;
    for &u in order {
        if let Some(p) = parent[u] {
            if inside[p] {
                inside[u] = true;
            }
        }
    }
    inside
}

/// The value of edge deletion on the vertices `keep` of the tree (they hold vertex `root`
/// and are connected), rooted at `root`, by the library.
fn kept_tree_value(parent: &[Option<usize>], keep: &[bool], root: usize) -> u64 {
    let mut index = vec![u32::MAX; parent.len()];
    index[root] = 0;
    let mut next = 1;
    for v in 0..parent.len() {
        if keep[v] && v != root {
            index[v] = next;
            next += 1;
        }
    }
    let edges: Vec<(u32, u32)> = (0..parent.len())
        .filter(|&v| keep[v] && v != root)
        .map(|v| (index[parent[v].expect("not the root")], index[v]))
        .collect();
    let edges: Vec<(usize, usize)> = edges
        .iter()
        .map(|&(a, b)| (a as usize, b as usize))
        .collect();
    grundy::trees::grundy(next as usize, &edges, 0).unwrap_or(0)
}

/// Edge deletion on a tree rooted at 0: the parent of each vertex, the value of each
/// vertex's subtree, and for each non-root vertex `c` the value of the tree left when
/// the edge above `c` is cut. O(n²) calls' worth of work, for pictures.
pub fn tree_analysis(n: usize, edges: &[(u32, u32)]) -> (Vec<Option<usize>>, Vec<u64>, Vec<u64>) {
    let (parent, order, _) = root_forest(n, edges);
    let mut values = vec![0; n];
    let mut after_cut = vec![0; n];
    for v in 0..n {
        let inside = subtree_mask(&parent, &order, v);
        values[v] = kept_tree_value(&parent, &inside, v);
        if v != 0 {
            let outside: Vec<bool> = inside.iter().map(|&i| !i).collect();
            after_cut[v] = kept_tree_value(&parent, &outside, 0);
        }
    }
    (parent, values, after_cut)
}

/// Green Hackenbush on one multigraph (ground 0), and its fused form.
pub struct HackenbushAnalysis {
    /// The value of the graph (library).
    pub value: u64,
    /// The value after deleting each edge.
    pub after: Vec<u64>,
    /// The fused component of each vertex still joined to the ground.
    pub component: Vec<Option<usize>>,
    /// Per component: its parent component (towards the ground), its loops (inner
    /// edges), and its value (the fused part above it, by the library).
    pub component_parent: Vec<Option<usize>>,
    pub loops: Vec<usize>,
    pub component_value: Vec<u64>,
    /// Whether each edge is a bridge (its deletion disconnects its ends).
    pub bridge: Vec<bool>,
}

/// The vertices joined to `start` by the edges for which `use_edge` holds.
fn reach(
    n: usize,
    edges: &[(u32, u32)],
    start: usize,
    use_edge: impl Fn(usize) -> bool,
) -> Vec<bool> {
    let mut adjacent = vec![Vec::new(); n];
    for (e, &(a, b)) in edges.iter().enumerate() {
        if use_edge(e) {
            adjacent[a as usize].push(b as usize);
            adjacent[b as usize].push(a as usize);
        }
    }
    let mut seen = vec![false; n];
    seen[start] = true;
    let mut queue = VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for &w in &adjacent[v] {
            if !seen[w] {
                seen[w] = true;
                queue.push_back(w);
            }
        }
    }
    seen
}

/// Green Hackenbush on a multigraph, node 0 on the ground, by the library.
fn hackenbush_value(edges: &[(u32, u32)]) -> u64 {
    let edges: Vec<(usize, usize)> = edges
        .iter()
        .map(|&(a, b)| (a as usize, b as usize))
        .collect();
    grundy::hackenbush::grundy(&edges, 0)
}

/// See [`HackenbushAnalysis`]. Bridges by deleting each edge in turn: O(m (n + m)).
pub fn hackenbush_analysis(n: usize, edges: &[(u32, u32)]) -> HackenbushAnalysis {
    let value = hackenbush_value(edges);
    let after: Vec<u64> = (0..edges.len())
        .map(|e| {
            let rest: Vec<(u32, u32)> = edges
                .iter()
                .enumerate()
                .filter(|&(f, _)| f != e)
                .map(|(_, &edge)| edge)
                .collect();
            hackenbush_value(&rest)
        })
        .collect();
    let grounded = reach(n, edges, 0, |_| true);
    let bridge: Vec<bool> = edges
        .iter()
        .enumerate()
        .map(|(e, &(a, b))| a != b && !reach(n, edges, a as usize, |f| f != e)[b as usize])
        .collect();
    // Components: joined by edges that are not bridges.
    let mut component = vec![None; n];
    let mut count = 0;
    for v in (0..n).filter(|&v| grounded[v]) {
        if component[v].is_none() {
            let inside = reach(n, edges, v, |e| !bridge[e]);
            for (u, &i) in inside.iter().enumerate() {
                if i {
                    component[u] = Some(count);
                }
            }
            count += 1;
        }
    }
    let mut loops = vec![0; count];
    let mut tree_edges = Vec::new();
    for (e, &(a, b)) in edges.iter().enumerate() {
        if let (Some(ca), Some(cb)) = (component[a as usize], component[b as usize]) {
            if bridge[e] {
                tree_edges.push((ca, cb));
            } else {
                loops[ca] += 1;
            }
        }
    }
    // Root the component tree at the ground's component (0).
    let (component_parent, order) = {
        let as_u32: Vec<(u32, u32)> = tree_edges
            .iter()
            .map(|&(a, b)| (a as u32, b as u32))
            .collect();
        let (parent, order, _) = root_forest(count, &as_u32);
        (parent, order)
    };
    let component_value = (0..count)
        .map(|c| {
            // The fused part above c: c's subtree, each component with its loops.
            let inside = subtree_mask(&component_parent, &order, c);
            let mut index = vec![u32::MAX; count];
            index[c] = 0;
            let mut next = 1;
            for d in (0..count).filter(|&d| inside[d] && d != c) {
                index[d] = next;
                next += 1;
            }
            let mut fused = Vec::new();
            for d in (0..count).filter(|&d| inside[d]) {
                if d != c {
                    let p = component_parent[d].expect("below c");
                    fused.push((index[p], index[d]));
                }
                fused.extend(std::iter::repeat_n((index[d], index[d]), loops[d]));
            }
            hackenbush_value(&fused)
        })
        .collect();
    HackenbushAnalysis {
        value,
        after,
        component,
        component_parent,
        loops,
        component_value,
        bridge,
    }
}

// ---- layout ------------------------------------------------------------------------------

/// Positions of a rooted forest: leaves take consecutive slots left to right in
/// depth-first order, a parent sits midway over its first and last child. Iterative.
fn layout(children: &[Vec<usize>], roots: &[usize]) -> (Vec<f64>, Vec<usize>) {
    let n = children.len();
    let (mut slot, mut depth) = (vec![0.0; n], vec![0usize; n]);
    let mut next = 0.0;
    for &root in roots {
        let mut stack = vec![(root, 0usize)];
        while let Some(&mut (v, ref mut i)) = stack.last_mut() {
            if let Some(&c) = children[v].get(*i) {
                *i += 1;
                depth[c] = depth[v] + 1;
                stack.push((c, 0));
                continue;
            }
            stack.pop();
            slot[v] = match (children[v].first(), children[v].last()) {
                (Some(&f), Some(&l)) => (slot[f] + slot[l]) / 2.0,
                _ => {
                    next += 1.0;
                    next - 1.0
                }
            };
        }
    }
    (slot, depth)
}

fn children_of(parent: &[Option<usize>]) -> (Vec<Vec<usize>>, Vec<usize>) {
    let mut children = vec![Vec::new(); parent.len()];
    let mut roots = Vec::new();
    for (v, p) in parent.iter().enumerate() {
        match p {
            Some(p) => children[*p].push(v),
            None => roots.push(v),
        }
    }
    (children, roots)
}

/// The three caption lines at the top of a picture: what it shows, how to read it, and
/// what the red marks are.
fn captions(svg: &mut Svg, title: &str, legend: &str, red: &str) {
    svg.text(10.0, 22.0, 14.0, "start", "#000", title);
    svg.text(10.0, 40.0, 11.0, "start", "#555", legend);
    svg.text(10.0, 56.0, 11.0, "start", RED, red);
}

/// `Ok` if only blank space is left, else the error at the first extra token.
fn expect_end(tokens: &mut Tokens, expected: &str) -> Result<(), String> {
    tokens.expect_end().map_err(|mut e| {
        e.expected = e.expected.replacen("end of input", expected, 1);
        token(e)
    })
}

/// At most [`DRAW_LIMIT`] nodes, read as `what`.
fn node_count(tokens: &mut Tokens, what: &str) -> Result<usize, String> {
    let what = format!("{what} (at most {DRAW_LIMIT} are drawn)");
    tokens.usize_in(1, DRAW_LIMIT, &what).map_err(token)
}

/// A node: a circle filled by its value, the value inside, its label beside.
fn node(svg: &mut Svg, (x, y): (f64, f64), value: u64, label: &str, winning: bool) {
    let (stroke, width) = if winning { (RED, 4.0) } else { ("#333", 1.5) };
    svg.circle(x, y, 14.0, &value_colour(value), stroke, width);
    svg.text(x, y + 5.0, 14.0, "middle", "#000", &value.to_string());
    svg.text(x + 17.0, y - 10.0, 10.0, "start", "#777", label);
}

// ---- the four kinds ------------------------------------------------------------------------

fn tree(tokens: &mut Tokens) -> Result<Drawn, String> {
    let n = node_count(tokens, "the number of vertices N")?;
    let mut edges = Vec::new();
    let add = |a: usize, b: usize| edges.push((a as u32 - 1, b as u32 - 1));
    grundy::trees::read_edges(tokens, n, n - 1, add).map_err(token)?;
    no_cycle(tokens, n, &edges, "a tree")?;
    expect_end(tokens, "the end of input after the N - 1 edges")?;
    let (parent, values, after_cut) = tree_analysis(n, &edges);
    let (children, roots) = children_of(&parent);
    let (slot, depth) = layout(&children, &roots);
    let at = |v: usize| (40.0 + 44.0 * slot[v], 100.0 + 70.0 * depth[v] as f64);
    let width = 80.0 + 44.0 * slot.iter().cloned().fold(0.0, f64::max);
    let height = 120.0 + 70.0 * *depth.iter().max().unwrap_or(&0) as f64;
    let mut svg = Svg::new(width.max(560.0), height + 20.0);
    let value = values[0];
    captions(
        &mut svg,
        &format!(
            "Tree, root 1: value {value} ({})",
            if value != 0 {
                "the first player wins"
            } else {
                "the first player loses"
            }
        ),
        "In each node: the Grundy value of its subtree; grey: vertex number.",
        "Red edges: the winning cuts (the tree left is worth 0).",
    );
    let mut moves = Vec::new();
    for c in 1..n {
        let p = parent[c].expect("rooted");
        let winning = after_cut[c] == 0;
        let (colour, width) = if winning { (RED, 4.0) } else { ("#555", 1.5) };
        svg.line(at(p), at(c), colour, width, false);
        if winning {
            moves.push(json!({"cut": [p + 1, c + 1]}));
        }
    }
    for (v, &g) in values.iter().enumerate() {
        node(&mut svg, at(v), g, &(v + 1).to_string(), false);
    }
    let (x, y) = at(0);
    svg.rect(x - 18.0, y - 18.0, 36.0, 4.0, "#333", "#333");
    Ok((svg, vec![value], moves))
}

fn forest(tokens: &mut Tokens, all: bool) -> Result<Drawn, String> {
    let cases = tokens
        .usize_in(1, usize::MAX, "the number of cases T")
        .map_err(token)?;
    let shown = if all { cases } else { 1 };
    let mut parts = Vec::new();
    let mut left = [DRAW_LIMIT, DRAW_LIMIT];
    for _ in 0..shown {
        let (n, edges) = read_graph(
            tokens,
            &mut left,
            [
                "the number of nodes n",
                "the number of edges m (a forest has at most n - 1)",
            ],
            |n| n - 1,
            "a node other than the edge's other end (no loops in a forest)",
            |_, a, b| a != b,
        )?;
        let edges: Vec<(u32, u32)> = edges.iter().map(|&(a, b)| (a as u32, b as u32)).collect();
        no_cycle(tokens, n, &edges, "a forest")?;
        parts.push(root_forest(n, &edges).0);
    }
    let mut svg_parts = Vec::new();
    let mut total_height = 70.0;
    let mut width: f64 = 560.0;
    let mut moves = Vec::new();
    let mut values = Vec::new();
    for parent in &parts {
        let g = grundy::ancestor_deletion::subtree_grundy(parent);
        let value = grundy::ancestor_deletion::grundy(parent);
        let after = crate::extra::ancestor_deletion_values_after(parent, &g);
        values.push(value);
        let (children, roots) = children_of(parent);
        let (slot, depth) = layout(&children, &roots);
        let rows = 1 + *depth.iter().max().unwrap_or(&0);
        width = width.max(80.0 + 44.0 * slot.iter().cloned().fold(0.0, f64::max));
        svg_parts.push((total_height, slot, depth, g, after, value));
        total_height += 50.0 + 70.0 * rows as f64;
    }
    let mut svg = Svg::new(width, total_height);
    captions(
        &mut svg,
        "Forest, roots at the top: a move deletes a node and all its ancestors.",
        "In each node: the Grundy value of its subtree; grey: node number.",
        "Red nodes: the winning picks (the forest left is worth 0).",
    );
    for (case, (top, slot, depth, g, after, value)) in svg_parts.into_iter().enumerate() {
        let parent = &parts[case];
        let at = |v: usize| (40.0 + 44.0 * slot[v], top + 40.0 + 70.0 * depth[v] as f64);
        svg.text(
            10.0,
            top + 12.0,
            12.0,
            "start",
            "#000",
            &format!(
                "case {}: value {value} ({})",
                case + 1,
                if value != 0 { "Alice wins" } else { "Bob wins" }
            ),
        );
        for (v, p) in parent.iter().enumerate() {
            if let Some(p) = p {
                svg.line(at(*p), at(v), "#555", 1.5, false);
            }
        }
        for v in 0..parent.len() {
            let winning = after[v] == 0;
            node(&mut svg, at(v), g[v], &(v + 1).to_string(), winning);
            if winning {
                moves.push(json!({"case": case + 1, "pick": v + 1}));
            }
        }
    }
    Ok((svg, values, moves))
}

fn circles(tokens: &mut Tokens) -> Result<Drawn, String> {
    let n = node_count(tokens, "the number of circles N")?;
    let limit = 1_000_000_000;
    let (mut list, mut located) = (Vec::new(), Vec::new());
    for _ in 0..n {
        let x = tokens
            .i64_in(-limit, limit, "the centre's x")
            .map_err(token)?;
        // Where the circle starts, for an error naming it as the judge does.
        located.push(tokens.error_at_last(""));
        let y = tokens
            .i64_in(-limit, limit, "the centre's y")
            .map_err(token)?;
        let r = tokens.i64_in(1, limit, "the radius r").map_err(token)?;
        list.push(Circle {
            x: x as i32,
            y: y as i32,
            r: r as i32,
        }); // each within 10^9
    }
    expect_end(tokens, "the end of input after the N circles")?;
    let parent = grundy::circles::containment_forest(&list).map_err(|meet| {
        let (e, c) = (list[meet.0], list[meet.1]);
        let mut at = located.swap_remove(meet.1);
        at.expected =
            format!(
            "circles with disjoint boundaries, but circle {} ({} {} {}) meets circle {} ({} {} {})",
            meet.1 + 1, c.x, c.y, c.r, meet.0 + 1, e.x, e.y, e.r
        );
        at.to_string()
    })?;
    let g = grundy::ancestor_deletion::subtree_grundy(&parent);
    let value = grundy::ancestor_deletion::grundy(&parent);
    let after = crate::extra::ancestor_deletion_values_after(&parent, &g);
    let wide: Vec<[i64; 3]> = list
        .iter()
        .map(|c| [c.x, c.y, c.r].map(i64::from))
        .collect();
    let (x0, x1) = (
        wide.iter().map(|c| c[0] - c[2]).min().unwrap_or(0),
        wide.iter().map(|c| c[0] + c[2]).max().unwrap_or(1),
    );
    let (y0, y1) = (
        wide.iter().map(|c| c[1] - c[2]).min().unwrap_or(0),
        wide.iter().map(|c| c[1] + c[2]).max().unwrap_or(1),
    );
    let scale = 760.0 / ((x1 - x0).max(y1 - y0).max(1) as f64);
    let at = |x: i64, y: i64| {
        (
            20.0 + (x - x0) as f64 * scale,
            80.0 + (y1 - y) as f64 * scale,
        )
    };
    let mut svg = Svg::new(800.0, 100.0 + (y1 - y0) as f64 * scale);
    captions(&mut svg, &format!(
        "Circles: value {value} ({}). Colouring inside a circle kills it and every circle around it.",
        if value != 0 { "Alice wins" } else { "Bob wins" }
    ), "Boxes: the Grundy value of each circle with the circles inside it; #: input order.", "Red circles: the winning moves (colour a point inside, outside every smaller circle).");
    let mut moves = Vec::new();
    // Largest first, so smaller circles and labels are drawn on top.
    let mut by_size: Vec<usize> = (0..n).collect();
    by_size.sort_by_key(|&i| std::cmp::Reverse(list[i].r));
    for &i in &by_size {
        let [x, y, r] = wide[i];
        let (cx, cy) = at(x, y);
        let winning = after[i] == 0;
        let (stroke, width) = if winning { (RED, 3.0) } else { ("#333", 1.2) };
        svg.circle(cx, cy, r as f64 * scale, "none", stroke, width);
        if winning {
            moves.push(json!({"circle": i + 1}));
        }
    }
    for &i in &by_size {
        let [cx, cy, r] = wide[i];
        let radius = r as f64 * scale;
        // Inside at the top of a large circle; to the right of a small one.
        let (x, y) = if radius >= 24.0 {
            let (x, y) = at(cx, cy + r);
            (x, y + 16.0)
        } else {
            let (x, y) = at(cx, cy);
            (x + radius + 14.0, y + 4.0)
        };
        svg.rect(x - 11.0, y - 12.0, 22.0, 16.0, &value_colour(g[i]), "#555");
        svg.text(x, y + 1.0, 12.0, "middle", "#000", &g[i].to_string());
        svg.text(
            x + 13.0,
            y + 1.0,
            9.0,
            "start",
            "#777",
            &format!("#{}", i + 1),
        );
    }
    moves.sort_by_key(|m| m["circle"].as_u64());
    Ok((svg, vec![value], moves))
}

/// Reads `n m` (`n <= left[0]`, `m <= max_edges(n)` and `m <= left[1]`, both then taken
/// from `left`) and `m` edges `a b` on nodes `1..=n`, returned 0-based; `accept(n, a, b)`
/// may refuse an edge, with the error at it.
fn read_graph(
    tokens: &mut Tokens,
    left: &mut [usize; 2],
    [nodes, edges]: [&str; 2],
    max_edges: impl Fn(usize) -> usize,
    refused: &str,
    mut accept: impl FnMut(usize, usize, usize) -> bool,
) -> Result<(usize, Vec<(usize, usize)>), String> {
    let n = node_count(tokens, nodes)?;
    if n > left[0] {
        let what = format!(
            "{nodes}, at most {} more: a picture holds {DRAW_LIMIT} nodes in all",
            left[0]
        );
        return Err(token(tokens.error_at_last(&what)));
    }
    let m = tokens.usize_in(0, max_edges(n), edges).map_err(token)?;
    if m > left[1] {
        let what = format!(
            "{edges}, at most {} more: a picture holds {EDGE_LIMIT} edges in all",
            left[1]
        );
        return Err(token(tokens.error_at_last(&what)));
    }
    left[0] -= n;
    left[1] -= m;
    let mut list = Vec::new();
    for _ in 0..m {
        let a = tokens
            .usize_in(1, n, "an end of an edge, a node")
            .map_err(token)?
            - 1;
        let b = tokens
            .usize_in(1, n, "an end of an edge, a node")
            .map_err(token)?
            - 1;
        if !accept(n, a, b) {
            return Err(token(tokens.error_at_last(refused)));
        }
        list.push((a, b));
    }
    Ok((n, list))
}

/// One Hackenbush graph as read: vertices and edges (0-based).
struct Graph {
    n: usize,
    edges: Vec<(u32, u32)>,
}

fn hackenbush(tokens: &mut Tokens, all: bool) -> Result<Drawn, String> {
    let mut cases: Vec<Vec<Graph>> = Vec::new();
    let mut left = [DRAW_LIMIT, EDGE_LIMIT];
    while !tokens.at_end() && (all || cases.is_empty()) {
        let count = tokens
            .usize_in(1, 100, "the number of graphs N (at most 100 are drawn)")
            .map_err(token)?;
        let mut graphs = Vec::new();
        for _ in 0..count {
            let (n, edges) = read_graph(
                tokens,
                &mut left,
                [
                    "the number of nodes m",
                    "the number of edges k (at most 4000 are drawn)",
                ],
                |_| EDGE_LIMIT,
                "",
                |_, _, _| true,
            )?;
            let edges = edges
                .into_iter()
                .map(|(a, b)| (a as u32, b as u32))
                .collect();
            graphs.push(Graph { n, edges });
        }
        cases.push(graphs);
    }
    if cases.is_empty() {
        return Err(token(
            tokens.error_at_last("a test case: the number of graphs N"),
        ));
    }
    let mut panels = Vec::new();
    let mut moves = Vec::new();
    let mut values = Vec::new();
    for (c, graphs) in cases.iter().enumerate() {
        let analyses: Vec<HackenbushAnalysis> = graphs
            .iter()
            .map(|g| hackenbush_analysis(g.n, &g.edges))
            .collect();
        let total = analyses.iter().fold(0, |s, a| s ^ a.value);
        values.push(total);
        for (j, (graph, a)) in graphs.iter().zip(analyses).enumerate() {
            // Deleting e wins iff this graph then makes up for the others; an edge not
            // joined to the ground has fallen off: it is no move.
            let winning: Vec<bool> = (graph.edges.iter().zip(&a.after))
                .map(|(&(x, _), &v)| a.component[x as usize].is_some() && v == total ^ a.value)
                .collect();
            for (e, &(x, y)) in graph.edges.iter().enumerate() {
                if winning[e] {
                    moves.push(json!({"case": c + 1, "graph": j + 1, "cut": [x + 1, y + 1]}));
                }
            }
            panels.push((c, j, total, winning, a));
        }
    }
    // Each graph: the graph on the left, its fused form on the right.
    let mut shapes = Vec::new();
    let mut height = 70.0;
    let mut width: f64 = 640.0;
    for (c, j, _, _, a) in &panels {
        let shape = hackenbush_shape(&cases[*c][*j], a);
        width = width.max(shape.width + 40.0);
        let next = height + shape.height + 30.0;
        shapes.push((height, shape));
        height = next;
    }
    let mut svg = Svg::new(width, height);
    let verdict = |v: u64| match v {
        0 => format!("value {v} (the first player loses)"),
        _ => format!("value {v} (the first player wins)"),
    };
    let title = match &values[..] {
        [v] => verdict(*v),
        _ => {
            let each: Vec<String> = values
                .iter()
                .enumerate()
                .map(|(c, &v)| format!("case {}: {}", c + 1, verdict(v)))
                .collect();
            each.join("; ")
        }
    };
    captions(
        &mut svg,
        &format!("Green Hackenbush, node 1 on the ground: {title}."),
        "Left: each graph (in a node: the value of the fused part above it). Right: its fused form.",
        "Red edges: the winning cuts. Grey: not joined to the ground (falls off).",
    );
    for ((top, shape), (c, j, total, winning, a)) in shapes.iter().zip(&panels) {
        let graph = &cases[*c][*j];
        draw_hackenbush(
            &mut svg,
            *top,
            graph,
            a,
            shape,
            winning,
            &format!(
                "case {}, graph {}: value {} (the sum: {total})",
                c + 1,
                j + 1,
                a.value
            ),
        );
    }
    Ok((svg, values, moves))
}

/// Where a Hackenbush graph and its fused form go.
struct Shape {
    /// Vertex positions relative to the panel (graph on the left).
    vertex: Vec<(f64, f64)>,
    /// Component positions (fused form on the right).
    component: Vec<(f64, f64)>,
    width: f64,
    height: f64,
}

fn hackenbush_shape(graph: &Graph, a: &HackenbushAnalysis) -> Shape {
    // Vertices in rows by distance from the ground, the ground at the bottom; vertices
    // not joined to the ground in a last row.
    let n = graph.n;
    let mut adjacent = vec![Vec::new(); n];
    for &(x, y) in &graph.edges {
        adjacent[x as usize].push(y as usize);
        adjacent[y as usize].push(x as usize);
    }
    let mut distance = vec![usize::MAX; n];
    distance[0] = 0;
    let mut queue = VecDeque::from([0]);
    let mut rows: Vec<Vec<usize>> = vec![vec![0]];
    while let Some(v) = queue.pop_front() {
        for &w in &adjacent[v] {
            if distance[w] == usize::MAX {
                distance[w] = distance[v] + 1;
                if rows.len() <= distance[w] {
                    rows.push(Vec::new());
                }
                rows[distance[w]].push(w);
                queue.push_back(w);
            }
        }
    }
    let away: Vec<usize> = (0..n).filter(|&v| distance[v] == usize::MAX).collect();
    if !away.is_empty() {
        rows.push(away);
    }
    let widest = rows.iter().map(Vec::len).max().unwrap_or(1) as f64;
    let graph_width = 60.0 + 60.0 * widest;
    let height = 60.0 + 70.0 * rows.len().max(2) as f64;
    let mut vertex = vec![(0.0, 0.0); n];
    for (r, row) in rows.iter().enumerate() {
        let offset = (widest - row.len() as f64) * 30.0;
        for (i, &v) in row.iter().enumerate() {
            vertex[v] = (
                30.0 + offset + 60.0 * i as f64 + 30.0,
                height - 40.0 - 70.0 * r as f64,
            );
        }
    }
    // The fused form: the component tree upwards from the ground's component.
    let (children, roots) = children_of(&a.component_parent);
    let (slot, depth) = layout(&children, &roots);
    let fused_width = 60.0 + 60.0 * slot.iter().cloned().fold(0.0, f64::max) + 60.0;
    let component = (0..slot.len())
        .map(|c| {
            (
                graph_width + 40.0 + 30.0 + 60.0 * slot[c],
                height - 40.0 - 70.0 * depth[c] as f64,
            )
        })
        .collect();
    Shape {
        vertex,
        component,
        width: graph_width + 40.0 + fused_width,
        height: height + 20.0,
    }
}

fn draw_hackenbush(
    svg: &mut Svg,
    top: f64,
    graph: &Graph,
    a: &HackenbushAnalysis,
    shape: &Shape,
    winning: &[bool],
    caption: &str,
) {
    let at = |p: (f64, f64)| (p.0, p.1 + top);
    svg.text(10.0, top + 14.0, 12.0, "start", "#000", caption);
    let ground_y = at(shape.vertex[0]).1 + 16.0;
    svg.rect(10.0, ground_y, shape.width - 20.0, 5.0, "#6b8e23", "none");
    // Edges: parallel ones bent apart, loops as small rings above their vertex.
    let mut seen = std::collections::HashMap::new();
    for (e, &(x, y)) in graph.edges.iter().enumerate() {
        let key = (x.min(y), x.max(y));
        let k = *seen.entry(key).and_modify(|k| *k += 1).or_insert(0) as f64;
        let grounded = a.component[x as usize].is_some();
        let (colour, width) = match (winning[e], grounded) {
            (true, _) => (RED, 4.0),
            (false, true) => ("#2e7d32", 2.0),
            (false, false) => ("#bbbbbb", 1.5),
        };
        let (p, q) = (at(shape.vertex[x as usize]), at(shape.vertex[y as usize]));
        if x == y {
            let r = 10.0 + 5.0 * k;
            svg.path(
                &format!("M {:.1} {:.1} a {r:.1} {r:.1} 0 1 1 0.1 0", p.0, p.1 - 14.0),
                colour,
                width,
                false,
            );
        } else if k == 0.0 {
            svg.line(p, q, colour, width, false);
        } else {
            // Bend sideways by alternating offsets.
            let side = if k as u64 % 2 == 1 { 1.0 } else { -1.0 };
            let bend = side * 18.0 * ((k + 1.0) / 2.0).floor();
            let (mx, my) = ((p.0 + q.0) / 2.0, (p.1 + q.1) / 2.0);
            let (dx, dy) = (q.0 - p.0, q.1 - p.1);
            let len = (dx * dx + dy * dy).sqrt().max(1.0);
            let (cx, cy) = (mx - dy / len * bend * 2.0, my + dx / len * bend * 2.0);
            svg.path(
                &format!(
                    "M {:.1} {:.1} Q {cx:.1} {cy:.1} {:.1} {:.1}",
                    p.0, p.1, q.0, q.1
                ),
                colour,
                width,
                false,
            );
        }
    }
    for v in 0..graph.n {
        let p = at(shape.vertex[v]);
        match a.component[v] {
            Some(c) => node(svg, p, a.component_value[c], &(v + 1).to_string(), false),
            None => {
                svg.circle(p.0, p.1, 10.0, "#eeeeee", "#bbbbbb", 1.0);
                svg.text(
                    p.0 + 13.0,
                    p.1 - 8.0,
                    10.0,
                    "start",
                    "#aaa",
                    &(v + 1).to_string(),
                );
            }
        }
    }
    // The fused form.
    let fx = shape.component.iter().map(|p| p.0).fold(f64::MAX, f64::min) - 30.0;
    svg.text(fx, top + 34.0, 11.0, "start", "#555", "fused:");
    for (d, parent) in a.component_parent.iter().enumerate() {
        if let Some(p) = parent {
            svg.line(
                at(shape.component[*p]),
                at(shape.component[d]),
                "#2e7d32",
                2.0,
                false,
            );
        }
    }
    for (c, &loops) in a.loops.iter().enumerate() {
        let p = at(shape.component[c]);
        for i in 0..loops.min(6) {
            let angle =
                -std::f64::consts::FRAC_PI_2 + (i as f64 - (loops.min(6) as f64 - 1.0) / 2.0) * 0.6;
            let (lx, ly) = (p.0 + 24.0 * angle.cos(), p.1 + 24.0 * angle.sin());
            svg.circle(lx, ly, 9.0, "none", "#2e7d32", 2.0);
        }
        if loops > 6 {
            svg.text(
                p.0 + 18.0,
                p.1 - 30.0,
                10.0,
                "start",
                "#2e7d32",
                &format!("{loops} loops"),
            );
        }
        node(svg, p, a.component_value[c], "", false);
    }
}
