//! `grundy board`: play on a picture. A tree, forest, circles or Hackenbush input (what
//! `grundy draw` reads) is a position; each edge cut, node picked or circle coloured is a
//! move, and the position it leaves is written back as a judge input (the first case only).
//! Values and the positions moves leave are the library's; the picture is `draw`'s, each move a
//! group `data-move="ID"`.

use crate::draw::{self, Kind};
use crate::game;
use crate::out::{emit, outcome, Failure};
use crate::svg::Svg;
use grundy::circles::Circle;
use serde::Serialize;

/// Remoteness is searched only on positions of at most this many nodes and edges (circles)
/// in all, and through at most [`SEARCH_LIMIT`] positions.
pub const SEARCH_SIZE: usize = 24;
/// See [`SEARCH_SIZE`].
pub const SEARCH_LIMIT: usize = 5_000;

/// A position, nodes numbered from 0. Trees and forests are parent arrays whose roots are
/// the least node of their tree (vertex 0 for a tree), as the judges root them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Shape {
    Tree(Vec<Option<usize>>),
    Forest(Vec<Option<usize>>),
    Circles(Vec<[i64; 3]>),
    /// Each graph: its node count and edges; node 0 on the ground.
    Hackenbush(Vec<(usize, Vec<(usize, usize)>)>),
}

/// One move and what it leaves.
#[derive(Clone, Debug, Serialize)]
pub struct BoardMove {
    /// The move as `--move` and the picture's `data-move` name it: `cut V` (the tree's edge
    /// above vertex V), `pick V`, `circle I`, `cut G E` (edge E of Hackenbush graph G).
    pub id: String,
    pub label: String,
    /// Whether it wins for the player making it (it leaves value 0).
    pub wins: bool,
    pub value: u64,
    /// Moves left after it under perfect play (`null` if not searched).
    pub remoteness: Option<u32>,
    pub why: String,
}

/// What `grundy board --json` prints.
#[derive(Clone, Debug, Serialize)]
pub struct BoardReport {
    pub kind: &'static str,
    /// The position as a judge input (after the moves made).
    pub input: String,
    /// The picture: the SVG itself (the command line writes it to `--svg`).
    pub svg: String,
    pub value: u64,
    pub outcome: &'static str,
    pub reason: String,
    /// Moves left under perfect play (`null` if not searched).
    pub remoteness: Option<u32>,
    pub moves: Vec<BoardMove>,
    /// Index in `moves` of the perfect opponent's move (`null`: the game is over).
    pub best: Option<usize>,
    pub note: String,
}

/// The numbers of an input already read by `draw` (so valid), from `at`.
fn numbers(input: &str) -> Vec<i64> {
    let text = input.strip_prefix('\u{feff}').unwrap_or(input);
    text.split_whitespace().map(|w| w.parse().unwrap_or(0)).collect()
}

/// The first case of a valid input of `kind`, or the empty position `empty_input` gives.
fn read(kind: Kind, input: &str) -> Shape {
    let t = numbers(input);
    let at = |i: usize| t.get(i).map_or(0, |&x| x as usize);
    let edges = |from: usize, m: usize| -> Vec<(usize, usize)> {
        (0..m).map(|e| (at(from + 2 * e) - 1, at(from + 2 * e + 1) - 1)).collect()
    };
    match kind {
        Kind::Tree => {
            let n = at(0);
            let (parent, _) = grundy::tree_hackenbush::subtree_grundy(n, &edges(1, n - 1), 0)
                .unwrap_or((vec![None], vec![0]));
            Shape::Tree(parent)
        }
        Kind::Forest => {
            let mut forest = grundy::graph::Forest::new(at(1));
            edges(3, at(2)).iter().for_each(|&(a, b)| _ = forest.add_edge(a, b));
            Shape::Forest(forest.parents())
        }
        Kind::Circles => {
            Shape::Circles((0..at(0)).map(|i| [t[1 + 3 * i], t[2 + 3 * i], t[3 + 3 * i]]).collect())
        }
        Kind::Hackenbush => {
            let (mut graphs, mut i) = (Vec::new(), 1);
            for _ in 0..at(0) {
                let (n, m) = (at(i), at(i + 1));
                graphs.push((n, edges(i + 2, m)));
                i += 2 + 2 * m;
            }
            Shape::Hackenbush(graphs)
        }
    }
}

/// The input of a position with nothing left, where the judge's format has no such input
/// (forests and circles count from 1): the page and `--move` reach it.
fn empty_input(kind: Kind) -> Option<&'static str> {
    match kind {
        Kind::Forest => Some("1\n0 0\n"),
        Kind::Circles => Some("0\n"),
        _ => None,
    }
}

/// The containment forest of circles (valid: no two boundaries meet).
fn containment(c: &[[i64; 3]]) -> Vec<Option<usize>> {
    let list: Vec<Circle> =
        c.iter().map(|&[x, y, r]| Circle { x: x as i32, y: y as i32, r: r as i32 }).collect();
    grundy::circles::containment_forest(&list).unwrap_or_else(|_| vec![None; c.len()])
}

impl Shape {
    fn value(&self) -> u64 {
        match self {
            Shape::Tree(parent) => {
                let edges: Vec<(usize, usize)> =
                    (0..parent.len()).filter_map(|v| parent[v].map(|p| (p, v))).collect();
                grundy::tree_hackenbush::grundy(parent.len(), &edges, 0).unwrap_or(0)
            }
            Shape::Forest(parent) => grundy::ancestor_deletion::grundy(parent),
            Shape::Circles(c) => grundy::ancestor_deletion::grundy(&containment(c)),
            Shape::Hackenbush(graphs) => {
                graphs.iter().fold(0, |s, (_, e)| s ^ grundy::hackenbush::grundy(e, 0))
            }
        }
    }

    /// Nodes and edges (circles) in all.
    fn size(&self) -> usize {
        match self {
            Shape::Tree(p) | Shape::Forest(p) => p.len(),
            Shape::Circles(c) => c.len(),
            Shape::Hackenbush(g) => g.iter().map(|(n, e)| n + e.len()).sum(),
        }
    }

    /// Every move: its id, its label and the position it leaves, each made when reached (a
    /// position's moves together would take the square of its size).
    fn moves(&self) -> Box<dyn Iterator<Item = (String, String, Shape)> + '_> {
        match self {
            Shape::Tree(parent) => Box::new(
                (0..parent.len()).filter_map(|v| parent[v].map(|p| (p, v))).map(|(p, v)| {
                    let left = Shape::Tree(grundy::tree_hackenbush::after_cut(parent, v));
                    (format!("cut {}", v + 1), format!("cut edge {}–{}", p + 1, v + 1), left)
                }),
            ),
            Shape::Forest(parent) => Box::new((0..parent.len()).map(|v| {
                let left = Shape::Forest(grundy::ancestor_deletion::after_pick(parent, v));
                (format!("pick {}", v + 1), format!("pick node {}", v + 1), left)
            })),
            Shape::Circles(c) => {
                let parent = containment(c);
                Box::new((0..c.len()).map(move |i| {
                    let gone = grundy::ancestor_deletion::picked(&parent, i);
                    let left = (0..c.len()).filter(|&j| !gone[j]).map(|j| c[j]).collect();
                    let label = format!("colour inside circle {}", i + 1);
                    (format!("circle {}", i + 1), label, Shape::Circles(left))
                }))
            }
            Shape::Hackenbush(graphs) => {
                let each = graphs.iter().enumerate().flat_map(move |(g, (n, edges))| {
                    edges.iter().enumerate().filter_map(move |(e, &(a, b))| {
                        // None: away from the ground, no move.
                        let after = grundy::hackenbush::after_cut(*n, edges, e)?;
                        let mut left = graphs.clone();
                        left[g] = after;
                        let id = format!("cut {} {}", g + 1, e + 1);
                        let (g, a, b, e) = (g + 1, a + 1, b + 1, e + 1);
                        let label = format!("graph {g}: cut edge {a}–{b} (edge {e})");
                        Some((id, label, Shape::Hackenbush(left)))
                    })
                });
                Box::new(each)
            }
        }
    }

    /// The judge input of this position (one case).
    fn input(&self) -> String {
        let edges = |parent: &[Option<usize>]| -> String {
            let e = (0..parent.len())
                .filter_map(|v| parent[v].map(|p| format!("{} {}\n", p + 1, v + 1)));
            e.collect()
        };
        match self {
            Shape::Tree(p) => format!("{}\n{}", p.len(), edges(p)),
            Shape::Forest(p) => {
                format!("1\n{} {}\n{}", p.len(), p.iter().flatten().count(), edges(p))
            }
            Shape::Circles(c) => {
                let rows: String = c.iter().map(|[x, y, r]| format!("{x} {y} {r}\n")).collect();
                format!("{}\n{rows}", c.len())
            }
            Shape::Hackenbush(graphs) => {
                let mut text = format!("{}\n", graphs.len());
                for (n, e) in graphs {
                    text += &format!("{n} {}\n", e.len());
                    e.iter().for_each(|(a, b)| text += &format!("{} {}\n", a + 1, b + 1));
                }
                text
            }
        }
    }
}

/// How the value is found, one line.
fn reason(kind: Kind, value: u64) -> String {
    let how = match kind {
        Kind::Tree => "by the colon principle each vertex is worth the xor of (child's value + 1) over its children",
        Kind::Forest => "each tree is worth the mex of the values its picks leave, and the forest the xor of its trees",
        Kind::Circles => "circles around circles make a forest, and colouring in a circle picks it and every circle around it: the forest game",
        Kind::Hackenbush => "cycles fuse into loops at a vertex (the fusion principle), then the colon principle; the graphs are a sum",
    };
    format!("{how}: value {value}")
}

/// The report of the position `input` (of `kind`, read from `from`: a file's name or empty)
/// after the moves `ids`, in order. Bad input is `draw`'s one located error; an unknown move
/// names some of the moves there are.
pub fn report(kind: Kind, input: &str, from: &str, ids: &[String]) -> Result<BoardReport, Failure> {
    let usage = |e: String| Failure::Usage(e);
    let empty = empty_input(kind).is_some_and(|e| numbers(e) == numbers(input));
    if !empty {
        let source = Box::new(std::io::Cursor::new(input.as_bytes().to_vec()));
        let located = |e: String| if from.is_empty() { e } else { format!("{from}: {e}") };
        draw::report(kind, source, false).map_err(|e| usage(located(e)))?;
    }
    let mut shape = read(kind, input);
    for id in ids {
        let words: Vec<&str> = id.split_whitespace().collect();
        let id = words.join(" ");
        let Some(found) = shape.moves().find(|m| m.0 == id) else {
            let known: Vec<String> = shape.moves().map(|m| m.0).take(6).collect();
            let more = if shape.moves().nth(6).is_some() { ", …" } else { "" };
            let some = match known.is_empty() {
                true => "none: the game is over".into(),
                false => known.join(", ") + more,
            };
            return Err(usage(format!(
                "no move {} in this position (moves: {some})",
                crate::out::quoted(&id)
            )));
        };
        shape = found.2;
    }
    let text = shape.input();
    let svg = if shape.size() == 0 {
        let mut svg = Svg::new(560.0, 60.0);
        svg.text(10.0, 30.0, 14.0, "start", "#333", "Nothing is left: the player to move loses.");
        svg.finish()
    } else {
        let source = Box::new(std::io::Cursor::new(text.clone().into_bytes()));
        draw::report(kind, source, false).map_err(usage)?.0
    };
    let value = shape.value();
    // Remoteness by the library's search where the position is small.
    let mut search = grundy::remoteness::Search::new(
        |s: &Shape, out: &mut Vec<Shape>| out.extend(s.moves().map(|m| m.2)),
        SEARCH_LIMIT,
    );
    let small = shape.size() <= SEARCH_SIZE;
    let remoteness = small.then(|| search.remoteness(shape.clone())).flatten();
    let mut judged = Vec::new();
    let mut moves = Vec::new();
    for (id, label, left) in shape.moves() {
        let after = left.value();
        let r = remoteness
            .and_then(|_| search.remoteness(left))
            .map(|r| u32::try_from(r).unwrap_or(u32::MAX));
        judged.push(r.map(|r| (after != 0, r)));
        let why = match after {
            0 => "leaves value 0: every answer leaves a non-zero value, from which a move back to 0 exists".into(),
            v => format!("leaves value {v}, not 0: the opponent has a winning move"),
        };
        moves.push(BoardMove { id, label, wins: after == 0, value: after, remoteness: r, why });
    }
    let judged: Option<Vec<(bool, u32)>> = judged.into_iter().collect();
    // The computer's move: by remoteness where searched, else the first winning move, else
    // the first move.
    let best = match judged {
        Some(j) if remoteness.is_some() => game::pick(&j),
        _ => moves.iter().position(|m| m.wins).or((!moves.is_empty()).then_some(0)),
    };
    let mut note = String::new();
    if remoteness.is_none() {
        note = format!(
            "remoteness not searched: more than {SEARCH_SIZE} nodes and edges, or {SEARCH_LIMIT} positions"
        );
    }
    if numbers(input).first() > Some(&1)
        && matches!(kind, Kind::Forest | Kind::Hackenbush)
        && ids.is_empty()
    {
        note = format!("{note}{}the first case is played", if note.is_empty() { "" } else { "; " });
    }
    Ok(BoardReport {
        kind: draw::kind_name(kind),
        input: text,
        svg,
        value,
        outcome: outcome(value != 0),
        reason: reason(kind, value),
        remoteness: remoteness.map(|r| u32::try_from(r).unwrap_or(u32::MAX)),
        moves,
        best,
        note,
    })
}

/// The report in words.
pub fn text(r: &BoardReport, svg: Option<&std::path::Path>) -> String {
    let mut text = format!("{} (value {}, outcome {}): {}\n", r.kind, r.value, r.outcome, r.reason);
    if let Some(rem) = r.remoteness {
        text += &format!("remoteness {rem}: moves left under perfect play\n");
    }
    text += &format!("moves ({}):\n", r.moves.len());
    for (i, m) in r.moves.iter().enumerate() {
        let what = format!("--move '{}'", m.id);
        text += &crate::moves::move_line(Some(i) == r.best, &what, m.wins, m.remoteness, &m.why);
    }
    if !r.note.is_empty() {
        text += &format!("note: {}\n", r.note);
    }
    text += &format!("the position as input:\n{}", r.input);
    if let Some(path) = svg {
        text += &format!("picture: {}\n", path.display());
    }
    text
}

/// Runs `grundy board`.
pub fn run(
    kind: Kind, file: &std::path::Path, ids: &[String], svg: Option<&std::path::Path>, json: bool,
) -> Result<(), Failure> {
    let input = std::fs::read_to_string(file)
        .map_err(|e| Failure::Usage(format!("cannot read {}: {e}", file.display())))?;
    let r = report(kind, &input, &file.display().to_string(), ids)?;
    if let Some(path) = svg {
        crate::svg::save(path, &r.svg)?;
    }
    emit(json, &r, &text(&r, svg))
}
