//! `grundy draw`: pictures of a tree (edge deletion), a forest (ancestor deletion), circles
//! (CirclesGame) and Green Hackenbush graphs with their fused form, every node labelled
//! with its Grundy value and the winning moves in red. The analyses are the library's.

use crate::out::{emit, outcome, Failure};
use crate::svg::{value_colour, Svg};
use grundy::io::{InputError, Scanner};
use serde::Serialize;
use serde_json::{json, Value};
use std::path::Path;

/// The most nodes (vertices, circles) a picture holds, all its cases and graphs together.
pub const DRAW_LIMIT: usize = 2000;
/// The most Hackenbush edges a picture holds, all its cases and graphs together (each cut
/// is analysed anew: O(m²)).
pub const EDGE_LIMIT: usize = 4000;

const RED: &str = "#d62728";

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

/// The tokens of a file, read as needed (a picture is bounded whatever the file's size).
type Tokens = Scanner<Box<dyn std::io::Read>>;

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
    pub winning_moves: Vec<Value>,
    /// `--all`: each case's value.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub case_values: Vec<u64>,
}

/// A picture, each case's value, and the winning moves.
type Drawn = (Svg, Vec<u64>, Vec<Value>);

/// A picture of a judge input: the SVG and its report (`svg` left empty). Bad input is
/// one located error.
pub fn report(
    kind: Kind, input: Box<dyn std::io::Read>, all: bool,
) -> Result<(String, DrawReport), String> {
    let mut tokens: Tokens = Scanner::new(input);
    let (picture, values, winning_moves) = match kind {
        Kind::Tree => tree(&mut tokens),
        Kind::Forest => forest(&mut tokens, all),
        Kind::Circles => circles(&mut tokens),
        Kind::Hackenbush => hackenbush(&mut tokens, all),
    }?;
    let report = DrawReport {
        kind: kind_name(kind),
        svg: String::new(),
        value: values[0],
        outcome: outcome(values[0] != 0),
        winning_moves,
        case_values: if all { values } else { Vec::new() },
    };
    Ok((picture.finish(), report))
}

/// The kind's name as typed.
pub fn kind_name(kind: Kind) -> &'static str {
    ["tree", "forest", "circles", "hackenbush"][kind as usize]
}

/// Runs `grundy draw`.
pub fn run(kind: Kind, file: &Path, out: &Path, all: bool, json: bool) -> Result<(), Failure> {
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

/// The report in words: each case on its own with `--all`.
pub fn text(r: &DrawReport) -> String {
    let verdict = |v: u64| {
        let who = if v != 0 { "wins" } else { "loses" };
        format!("value {v}, {}-position: the first player {who}", outcome(v != 0))
    };
    let listed = |case: Option<usize>| {
        let mine = r.winning_moves.iter().filter(|m| case.is_none_or(|c| m["case"] == c + 1));
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
    }
    for (c, &v) in r.case_values.iter().enumerate() {
        text += &format!("{}, case {}: {}\n  {}\n", r.kind, c + 1, verdict(v), listed(Some(c)));
    }
    text + &format!("picture: {}\n", r.svg)
}

/// A winning move in words.
fn describe(m: &Value) -> String {
    let mut words = Vec::new();
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

fn token(e: InputError) -> String {
    e.to_string()
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

/// `Ok` if `edges` (on `0..n`) close no cycle, else the judges' error naming the edge.
fn no_cycle(tokens: &Tokens, n: usize, edges: &[(u32, u32)], shape: &str) -> Result<(), String> {
    let mut sets = grundy::graph::DisjointSets::new(n);
    match edges.iter().all(|&(a, b)| sets.union(a, b)) {
        true => Ok(()),
        false => Err(token(grundy::graph::cycle_error(tokens, edges, shape, |v| v as usize + 1))),
    }
}

/// Positions of a rooted forest: leaves take consecutive slots left to right in
/// depth-first order, a parent sits midway over its first and last child. Iterative.
fn layout(parent: &[Option<usize>]) -> (Vec<f64>, Vec<usize>) {
    let n = parent.len();
    let mut children = vec![Vec::new(); n];
    (0..n).for_each(|v| parent[v].map_or((), |p| children[p].push(v)));
    let (mut slot, mut depth, mut next) = (vec![0.0; n], vec![0usize; n], 0.0);
    for root in (0..n).filter(|&v| parent[v].is_none()) {
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

/// The three caption lines at the top of a picture: what it shows, how to read it, and
/// what the red marks are.
fn captions(svg: &mut Svg, title: &str, legend: &str, red: &str) {
    svg.text(10.0, 22.0, 14.0, "start", "#000", title);
    svg.text(10.0, 40.0, 11.0, "start", "#555", legend);
    svg.text(10.0, 56.0, 11.0, "start", RED, red);
}

/// A node: a circle filled by its value, the value inside, its label beside.
fn node(svg: &mut Svg, (x, y): (f64, f64), value: u64, label: &str, winning: bool) {
    let (stroke, width) = if winning { (RED, 4.0) } else { ("#333", 1.5) };
    svg.circle(x, y, 14.0, &value_colour(value), stroke, width);
    svg.text(x, y + 5.0, 14.0, "middle", "#000", &value.to_string());
    svg.text(x + 17.0, y - 10.0, 10.0, "start", "#777", label);
}

/// "the first player wins" or "loses", by the value.
fn first_player(value: u64) -> &'static str {
    if value != 0 {
        "the first player wins"
    } else {
        "the first player loses"
    }
}

/// A rooted forest drawn from `top` down, each node with `g`; `red_edge(v)` marks the edge
/// above `v`, `red_node(v)` the node; `id(v, edge)` names the move of that edge or node.
/// Returns the height used.
fn draw_forest(
    svg: &mut Svg, top: f64, parent: &[Option<usize>], g: &[u64], red_edge: impl Fn(usize) -> bool,
    red_node: impl Fn(usize) -> bool, id: impl Fn(usize, bool) -> Option<String>,
) -> f64 {
    let (slot, depth) = layout(parent);
    let at = |v: usize| (40.0 + 44.0 * slot[v], top + 40.0 + 70.0 * depth[v] as f64);
    for (v, p) in parent.iter().enumerate() {
        if let Some(p) = *p {
            let (colour, width) = if red_edge(v) { (RED, 4.0) } else { ("#555", 1.5) };
            svg.as_move(id(v, true), |svg| svg.line(at(p), at(v), colour, width, false));
        }
    }
    for (v, &value) in g.iter().enumerate() {
        let label = (v + 1).to_string();
        svg.as_move(id(v, false), |svg| node(svg, at(v), value, &label, red_node(v)));
    }
    50.0 + 70.0 * (1 + depth.iter().max().unwrap_or(&0)) as f64
}

/// The width a forest drawn by [`draw_forest`] needs.
fn forest_width(parent: &[Option<usize>]) -> f64 {
    80.0 + 44.0 * layout(parent).0.iter().cloned().fold(0.0, f64::max)
}

fn tree(tokens: &mut Tokens) -> Result<Drawn, String> {
    let n = node_count(tokens, "the number of vertices N")?;
    let mut edges = Vec::new();
    let add = |a: usize, b: usize| edges.push((a as u32 - 1, b as u32 - 1));
    grundy::graph::read_edges(tokens, n, n - 1, add).map_err(token)?;
    no_cycle(tokens, n, &edges, "a tree")?;
    expect_end(tokens, "the end of input after the N - 1 edges")?;
    let wide: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (a as usize, b as usize)).collect();
    let (parent, g) = grundy::tree_hackenbush::subtree_grundy(n, &wide, 0).ok_or("not a tree")?;
    let cuts = grundy::tree_hackenbush::winning_cuts(&parent, &g);
    let mut svg = Svg::new(forest_width(&parent).max(560.0), 0.0);
    let value = g[0];
    let title = format!("Tree, root 1: value {value} ({})", first_player(value));
    let legend = "In each node: the Grundy value of its subtree; grey: vertex number.";
    captions(&mut svg, &title, legend, "Red edges: the winning cuts (the tree left is worth 0).");
    let cut = |v: usize, _| parent[v].map(|_| format!("cut {}", v + 1));
    let height = draw_forest(&mut svg, 60.0, &parent, &g, |v| cuts.contains(&v), |_| false, cut);
    svg.height = 80.0 + height;
    let (x, y) = (40.0 + 44.0 * layout(&parent).0[0], 100.0);
    svg.rect(x - 18.0, y - 18.0, 36.0, 4.0, "#333", "#333");
    let moves = cuts.iter().map(|&c| json!({"cut": [parent[c].map_or(0, |p| p + 1), c + 1]}));
    Ok((svg, vec![value], moves.collect()))
}

/// Reads `n m` (`n <= left[0]`, `m <= max_edges(n)` and `m <= left[1]`, both then taken
/// from `left`) and `m` edges `a b` on nodes `1..=n`, none a loop if `loops` is false,
/// returned 0-based.
fn read_graph(
    tokens: &mut Tokens, left: &mut [usize; 2], [nodes, edges]: [&str; 2],
    max_edges: impl Fn(usize) -> usize, loops: bool,
) -> Result<(usize, Vec<(u32, u32)>), String> {
    let n = node_count(tokens, nodes)?;
    if n > left[0] {
        let what =
            format!("{nodes}, at most {} more: a picture holds {DRAW_LIMIT} nodes in all", left[0]);
        return Err(token(tokens.error_at_last(what)));
    }
    let m = tokens.usize_in(0, max_edges(n), edges).map_err(token)?;
    if m > left[1] {
        let what =
            format!("{edges}, at most {} more: a picture holds {EDGE_LIMIT} edges in all", left[1]);
        return Err(token(tokens.error_at_last(what)));
    }
    (left[0], left[1]) = (left[0] - n, left[1] - m);
    let mut list = Vec::new();
    for _ in 0..m {
        let a = tokens.usize_in(1, n, "an end of an edge, a node").map_err(token)?;
        let b = tokens.usize_in(1, n, "an end of an edge, a node").map_err(token)?;
        if a == b && !loops {
            return Err(token(tokens.error_at_last(format!("a node other than {a} (no loops)"))));
        }
        list.push((a as u32 - 1, b as u32 - 1));
    }
    Ok((n, list))
}

fn forest(tokens: &mut Tokens, all: bool) -> Result<Drawn, String> {
    let cases = tokens.usize_in(1, usize::MAX, "the number of cases T").map_err(token)?;
    let (mut parts, mut left) = (Vec::new(), [DRAW_LIMIT, DRAW_LIMIT]);
    let what = ["the number of nodes n", "the number of edges m (a forest has at most n - 1)"];
    for _ in 0..if all { cases } else { 1 } {
        let (n, edges) = read_graph(tokens, &mut left, what, |n| n - 1, false)?;
        no_cycle(tokens, n, &edges, "a forest")?;
        let mut forest = grundy::graph::Forest::new(n);
        edges.iter().for_each(|&(a, b)| _ = forest.add_edge(a as usize, b as usize));
        parts.push(forest.parents());
    }
    let width = parts.iter().map(|p| forest_width(p)).fold(560.0, f64::max);
    let mut svg = Svg::new(width, 0.0);
    captions(
        &mut svg,
        "Forest, roots at the top: a move deletes a node and all its ancestors.",
        "In each node: the Grundy value of its subtree; grey: node number.",
        "Red nodes: the winning picks (the forest left is worth 0).",
    );
    let (mut top, mut values, mut moves) = (70.0, Vec::new(), Vec::new());
    for (case, parent) in parts.iter().enumerate() {
        let g = grundy::ancestor_deletion::subtree_grundy(parent);
        let value = grundy::ancestor_deletion::grundy(parent);
        let after = grundy::ancestor_deletion::values_after_pick(parent);
        let who = if value != 0 { "Alice wins" } else { "Bob wins" };
        let caption = format!("case {}: value {value} ({who})", case + 1);
        svg.text(10.0, top + 12.0, 12.0, "start", "#000", &caption);
        let pick = |v: usize, edge: bool| (case == 0 && !edge).then(|| format!("pick {}", v + 1));
        top += draw_forest(&mut svg, top, parent, &g, |_| false, |v| after[v] == 0, pick);
        let picks = (0..parent.len()).filter(|&v| after[v] == 0);
        moves.extend(picks.map(|v| json!({"case": case + 1, "pick": v + 1})));
        values.push(value);
    }
    svg.height = top;
    Ok((svg, values, moves))
}

fn circles(tokens: &mut Tokens) -> Result<Drawn, String> {
    let n = node_count(tokens, "the number of circles N")?;
    let limit = 1_000_000_000;
    let (mut list, mut located) = (Vec::new(), Vec::new());
    for _ in 0..n {
        let x = tokens.i64_in(-limit, limit, "the centre's x").map_err(token)?;
        // Where the circle starts, for an error naming it as the judge does.
        located.push(tokens.error_at_last(""));
        let y = tokens.i64_in(-limit, limit, "the centre's y").map_err(token)?;
        let r = tokens.i64_in(1, limit, "the radius r").map_err(token)?;
        list.push(grundy::circles::Circle { x: x as i32, y: y as i32, r: r as i32 });
    }
    expect_end(tokens, "the end of input after the N circles")?;
    let parent = grundy::circles::containment_forest(&list).map_err(|meet| {
        let (e, c) = (list[meet.0], list[meet.1]);
        let mut at = located.swap_remove(meet.1);
        at.expected = format!(
            "circles with disjoint boundaries, but circle {} ({} {} {}) meets circle {} ({} {} {})",
            meet.1 + 1,
            c.x,
            c.y,
            c.r,
            meet.0 + 1,
            e.x,
            e.y,
            e.r
        );
        token(at)
    })?;
    let g = grundy::ancestor_deletion::subtree_grundy(&parent);
    let value = grundy::ancestor_deletion::grundy(&parent);
    let after = grundy::ancestor_deletion::values_after_pick(&parent);
    let wide: Vec<[i64; 3]> = list.iter().map(|c| [c.x, c.y, c.r].map(i64::from)).collect();
    let bound = |i: usize, s: i64| wide.iter().map(move |c| c[i] + s * c[2]);
    let (x0, x1) = (bound(0, -1).min().unwrap_or(0), bound(0, 1).max().unwrap_or(1));
    let (y0, y1) = (bound(1, -1).min().unwrap_or(0), bound(1, 1).max().unwrap_or(1));
    let scale = 760.0 / ((x1 - x0).max(y1 - y0).max(1) as f64);
    let at = |x: i64, y: i64| (20.0 + (x - x0) as f64 * scale, 80.0 + (y1 - y) as f64 * scale);
    let mut svg = Svg::new(800.0, 100.0 + (y1 - y0) as f64 * scale);
    let who = if value != 0 { "Alice wins" } else { "Bob wins" };
    captions(
        &mut svg,
        &format!("Circles: value {value} ({who}). Colouring inside a circle kills it and every circle around it."),
        "Boxes: the Grundy value of each circle with the circles inside it; #: input order.",
        "Red circles: the winning moves (colour a point inside, outside every smaller circle).",
    );
    // Largest first, so smaller circles and labels are drawn on top.
    let mut by_size: Vec<usize> = (0..n).collect();
    by_size.sort_by_key(|&i| std::cmp::Reverse(list[i].r));
    for &i in &by_size {
        let [x, y, r] = wide[i];
        let (cx, cy) = at(x, y);
        let (stroke, width) = if after[i] == 0 { (RED, 3.0) } else { ("#333", 1.2) };
        let id = Some(format!("circle {}", i + 1));
        svg.as_move(id, |svg| svg.circle(cx, cy, r as f64 * scale, "none", stroke, width));
    }
    for &i in &by_size {
        let [cx, cy, r] = wide[i];
        let radius = r as f64 * scale;
        // Inside at the top of a large circle; to the right of a small one.
        let (x, y) = match radius >= 24.0 {
            true => (at(cx, cy + r).0, at(cx, cy + r).1 + 16.0),
            false => (at(cx, cy).0 + radius + 14.0, at(cx, cy).1 + 4.0),
        };
        svg.as_move(Some(format!("circle {}", i + 1)), |svg| {
            svg.rect(x - 11.0, y - 12.0, 22.0, 16.0, &value_colour(g[i]), "#555");
            svg.text(x, y + 1.0, 12.0, "middle", "#000", &g[i].to_string());
            svg.text(x + 13.0, y + 1.0, 9.0, "start", "#777", &format!("#{}", i + 1));
        });
    }
    let moves = (0..n).filter(|&i| after[i] == 0).map(|i| json!({"circle": i + 1}));
    Ok((svg, vec![value], moves.collect()))
}

/// A graph as read: its node count and edges (0-based).
type Graph = (usize, Vec<(u32, u32)>);

fn hackenbush(tokens: &mut Tokens, all: bool) -> Result<Drawn, String> {
    let mut cases: Vec<Vec<Graph>> = Vec::new();
    let mut left = [DRAW_LIMIT, EDGE_LIMIT];
    let what = ["the number of nodes m", "the number of edges k (at most 4000 are drawn)"];
    while !tokens.at_end() && (all || cases.is_empty()) {
        let what_n = "the number of graphs N (at most 100 are drawn)";
        let count = tokens.usize_in(1, 100, what_n).map_err(token)?;
        let graphs = (0..count).map(|_| read_graph(tokens, &mut left, what, |_| EDGE_LIMIT, true));
        cases.push(graphs.collect::<Result<_, _>>()?);
    }
    if cases.is_empty() {
        return Err(token(tokens.error_at_last("a test case: the number of graphs N")));
    }
    let mut panels = Vec::new();
    let (mut values, mut moves) = (Vec::new(), Vec::new());
    for (c, graphs) in cases.iter().enumerate() {
        let wide = |edges: &[(u32, u32)]| -> Vec<(usize, usize)> {
            edges.iter().map(|&(a, b)| (a as usize, b as usize)).collect()
        };
        let fused: Vec<_> =
            graphs.iter().map(|(_, e)| grundy::hackenbush::fuse(&wide(e), 0)).collect();
        let total = fused.iter().fold(0, |s, f| s ^ f.value[0]);
        for (j, ((n, edges), f)) in graphs.iter().zip(fused).enumerate() {
            // Deleting e wins iff this graph then makes up for the others; an edge away
            // from the ground has fallen off: it is no move.
            let after = grundy::hackenbush::values_after_cut(&wide(edges), 0);
            let winning: Vec<bool> = (0..edges.len())
                .map(|e| f.bridge[e].is_some() && after[e] == total ^ f.value[0])
                .collect();
            for (_, &(x, y)) in edges.iter().enumerate().filter(|&(e, _)| winning[e]) {
                moves.push(json!({"case": c + 1, "graph": j + 1, "cut": [x + 1, y + 1]}));
            }
            panels.push((c, j, *n, edges, f, winning, total));
        }
        values.push(total);
    }
    let verdict = |v: u64| format!("value {v} ({})", first_player(v));
    let title = match &values[..] {
        [v] => verdict(*v),
        _ => {
            let each =
                values.iter().enumerate().map(|(c, &v)| format!("case {}: {}", c + 1, verdict(v)));
            each.collect::<Vec<_>>().join("; ")
        }
    };
    let mut svg = Svg::new(640.0, 0.0);
    captions(
        &mut svg,
        &format!("Green Hackenbush, node 1 on the ground: {title}."),
        "Left: each graph (in a node: the value of the fused part above it). Right: its fused form.",
        "Red edges: the winning cuts. Grey: not joined to the ground (falls off).",
    );
    let (mut top, mut width) = (70.0, 640.0f64);
    for (c, j, n, edges, f, winning, total) in &panels {
        let caption =
            format!("case {}, graph {}: value {} (the sum: {total})", c + 1, j + 1, f.value[0]);
        let id = (*c == 0).then_some(j + 1);
        let (w, h) = draw_hackenbush(&mut svg, top, *n, edges, f, winning, &caption, id);
        (top, width) = (top + h + 30.0, width.max(w + 40.0));
    }
    (svg.width, svg.height) = (width, top);
    Ok((svg, values, moves))
}

/// One Hackenbush graph from `top`: vertices in rows by distance from the ground (at the
/// bottom; those away from it in a last row), its fused form on the right; the edges on
/// the ground are the moves `cut G E` of graph `G = graph`. Returns the width and height used.
#[allow(clippy::too_many_arguments)]
fn draw_hackenbush(
    svg: &mut Svg, top: f64, n: usize, edges: &[(u32, u32)], f: &grundy::hackenbush::Fused,
    winning: &[bool], caption: &str, graph: Option<usize>,
) -> (f64, f64) {
    let mut adjacent = vec![Vec::new(); n];
    for &(x, y) in edges {
        adjacent[x as usize].push(y as usize);
        adjacent[y as usize].push(x as usize);
    }
    let (mut distance, mut rows, mut order) = (vec![usize::MAX; n], vec![vec![0]], vec![0]);
    distance[0] = 0;
    let mut head = 0;
    while let Some(&v) = order.get(head) {
        head += 1;
        for &w in &adjacent[v] {
            if distance[w] == usize::MAX {
                distance[w] = distance[v] + 1;
                if rows.len() <= distance[w] {
                    rows.push(Vec::new());
                }
                rows[distance[w]].push(w);
                order.push(w);
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
            vertex[v] = (60.0 + offset + 60.0 * i as f64, top + height - 40.0 - 70.0 * r as f64);
        }
    }
    let (slot, depth) = layout(&f.parent);
    let fused_width = 120.0 + 60.0 * slot.iter().cloned().fold(0.0, f64::max);
    let component = |c: usize| {
        (graph_width + 70.0 + 60.0 * slot[c], top + height - 40.0 - 70.0 * depth[c] as f64)
    };
    let width = graph_width + 40.0 + fused_width;
    svg.text(10.0, top + 14.0, 12.0, "start", "#000", caption);
    svg.rect(10.0, vertex[0].1 + 16.0, width - 20.0, 5.0, "#6b8e23", "none");
    // Edges: parallel ones bent apart, loops as small rings above their vertex.
    let mut seen = std::collections::HashMap::new();
    for (e, &(x, y)) in edges.iter().enumerate() {
        let k = *seen.entry((x.min(y), x.max(y))).and_modify(|k| *k += 1).or_insert(0) as f64;
        let (colour, stroke) = match (winning[e], f.bridge[e].is_some()) {
            (true, _) => (RED, 4.0),
            (false, true) => ("#2e7d32", 2.0),
            (false, false) => ("#bbbbbb", 1.5),
        };
        let (p, q) = (vertex[x as usize], vertex[y as usize]);
        let id = graph.filter(|_| f.bridge[e].is_some()).map(|g| format!("cut {g} {}", e + 1));
        svg.as_move(id, |svg| {
            if x == y {
                let r = 10.0 + 5.0 * k;
                let d = format!("M {:.1} {:.1} a {r:.1} {r:.1} 0 1 1 0.1 0", p.0, p.1 - 14.0);
                svg.path(&d, colour, stroke, false);
            } else if k == 0.0 {
                svg.line(p, q, colour, stroke, false);
            } else {
                // Bend sideways by alternating offsets.
                let side = if k as u64 % 2 == 1 { 1.0 } else { -1.0 };
                let bend = side * 36.0 * ((k + 1.0) / 2.0).floor();
                let (dx, dy) = (q.0 - p.0, q.1 - p.1);
                let len = (dx * dx + dy * dy).sqrt().max(1.0);
                let (cx, cy) =
                    ((p.0 + q.0) / 2.0 - dy / len * bend, (p.1 + q.1) / 2.0 + dx / len * bend);
                let d = format!("M {:.1} {:.1} Q {cx:.1} {cy:.1} {:.1} {:.1}", p.0, p.1, q.0, q.1);
                svg.path(&d, colour, stroke, false);
            }
        });
    }
    for (v, &p) in vertex.iter().enumerate() {
        match f.component.get(v).copied().flatten() {
            Some(c) => node(svg, p, f.value[c], &(v + 1).to_string(), false),
            None => {
                svg.circle(p.0, p.1, 10.0, "#eeeeee", "#bbbbbb", 1.0);
                svg.text(p.0 + 13.0, p.1 - 8.0, 10.0, "start", "#aaa", &(v + 1).to_string());
            }
        }
    }
    svg.text(graph_width + 40.0, top + 34.0, 11.0, "start", "#555", "fused:");
    for (d, parent) in f.parent.iter().enumerate() {
        if let Some(p) = parent {
            svg.line(component(*p), component(d), "#2e7d32", 2.0, false);
        }
    }
    for (c, &loops) in f.loops.iter().enumerate() {
        let p = component(c);
        let shown = loops.min(6);
        for i in 0..shown {
            let angle =
                -std::f64::consts::FRAC_PI_2 + (i as f64 - (shown as f64 - 1.0) / 2.0) * 0.6;
            svg.circle(
                p.0 + 24.0 * angle.cos(),
                p.1 + 24.0 * angle.sin(),
                9.0,
                "none",
                "#2e7d32",
                2.0,
            );
        }
        if loops > 6 {
            svg.text(p.0 + 18.0, p.1 - 30.0, 10.0, "start", "#2e7d32", &format!("{loops} loops"));
        }
        node(svg, p, f.value[c], "", false);
    }
    (width, height + 20.0)
}
