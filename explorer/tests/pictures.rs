//! What `grundy draw` marks, against the exhaustive searcher: the winning cuts of random
//! trees and Hackenbush multigraphs, and the winning picks of forests.

#[path = "../../lib/tests/kit.rs"]
mod kit;

use grundy_explorer::draw::{report, Kind};
use kit::{GameSearch, Rng};
use serde_json::json;

/// The edges of `mask` still joined to `ground`.
fn grounded(n: usize, edges: &[(u32, u32)], ground: usize, mask: u32) -> u32 {
    let mut seen = vec![false; n];
    seen[ground] = true;
    let mut kept = 0u32;
    loop {
        let mut grew = false;
        for (e, &(a, b)) in edges.iter().enumerate() {
            let (a, b) = (a as usize, b as usize);
            if mask >> e & 1 == 1 && kept >> e & 1 == 0 && (seen[a] || seen[b]) {
                kept |= 1 << e;
                seen[a] = true;
                seen[b] = true;
                grew = true;
            }
        }
        if !grew {
            return kept;
        }
    }
}

/// Edge deletion on a multigraph: state = the edges still present (a bit mask); a move
/// deletes one edge and every edge no longer joined to the ground (node 0).
fn edge_game(n: usize, edges: Vec<(u32, u32)>) -> impl FnMut(&u32, &mut Vec<u32>) {
    move |&mask: &u32, out: &mut Vec<u32>| {
        for e in (0..edges.len()).filter(|e| mask >> e & 1 == 1) {
            out.push(grounded(n, &edges, 0, mask & !(1 << e)));
        }
    }
}

/// The winning cuts `draw` reports for `input`, and the value.
fn drawn(kind: Kind, input: String) -> (u64, Vec<serde_json::Value>) {
    let (_, r) = report(kind, Box::new(std::io::Cursor::new(input.into_bytes())), false).unwrap();
    (r.value, r.winning_moves)
}

/// A random tree of 1 to `most` vertices (each joined to an earlier one), its edges 0-based
/// and its input (each edge written child first if `flipped`).
fn random_tree(rng: &mut Rng, most: u64, flipped: bool) -> (usize, Vec<(u32, u32)>, String) {
    let n = rng.range(1, most) as usize;
    let edges: Vec<(u32, u32)> = (1..n).map(|v| (rng.below(v as u64) as u32, v as u32)).collect();
    let mut input = format!("{n}\n");
    for &(a, b) in &edges {
        let (x, y) = if flipped { (b, a) } else { (a, b) };
        input += &format!("{} {}\n", x + 1, y + 1);
    }
    (n, edges, input)
}

#[test]
fn trees_winning_cuts() {
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        let (n, edges, input) = random_tree(&mut rng, 9, false);
        let (value, moves) = drawn(Kind::Tree, input);
        let mut search = GameSearch::new(edge_game(n, edges.clone()));
        let all = (1u32 << edges.len()) - 1;
        assert_eq!(value, search.grundy(all), "{edges:?}");
        let mut expected: Vec<serde_json::Value> = edges
            .iter()
            .enumerate()
            .filter(|&(e, _)| !search.first_player_wins(grounded(n, &edges, 0, all & !(1 << e))))
            .map(|(_, &(a, b))| json!({"cut": [a + 1, b + 1]}))
            .collect();
        let mut found = moves.clone();
        let key = |m: &serde_json::Value| m.to_string();
        expected.sort_by_key(key);
        found.sort_by_key(key);
        assert_eq!(found, expected, "{edges:?}");
    }
}

#[test]
fn hackenbush_winning_cuts_with_loops_and_parallel_edges() {
    let mut rng = Rng::new(9);
    for _ in 0..300 {
        let n = rng.range(1, 5) as usize;
        let m = rng.range(0, 8) as usize;
        let edges: Vec<(u32, u32)> =
            (0..m).map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32)).collect();
        let mut input = format!("1\n{n} {m}\n");
        edges.iter().for_each(|&(a, b)| input += &format!("{} {}\n", a + 1, b + 1));
        let (value, moves) = drawn(Kind::Hackenbush, input);
        let mut search = GameSearch::new(edge_game(n, edges.clone()));
        let all = grounded(n, &edges, 0, (1u32 << m) - 1);
        assert_eq!(value, search.grundy(all), "{edges:?}");
        let expected = (0..m)
            .filter(|&e| all >> e & 1 == 1)
            .filter(|&e| !search.first_player_wins(grounded(n, &edges, 0, all & !(1 << e))))
            .count();
        assert_eq!(moves.len(), expected, "{edges:?}");
    }
}

/// The edges of a tree or forest input (its first case), 0-based.
fn edges_of(input: &str, skip: usize) -> Vec<(u32, u32)> {
    let t: Vec<u32> = input.split_whitespace().skip(skip).map(|w| w.parse().unwrap()).collect();
    t.chunks(2).map(|e| (e[0] - 1, e[1] - 1)).collect()
}

/// `grundy board` on `input`: the value and remoteness against `search` of `start`, and each
/// move's value against the search of the input it leaves (read anew by `at`), the values
/// of the moves being those of the options of `start`.
fn check_board<P: Clone + Ord + std::hash::Hash, F: FnMut(&P, &mut Vec<P>)>(
    kind: Kind, input: &str, search: &mut GameSearch<P, F>, start: P, at: impl Fn(&str) -> P,
    options: Vec<P>,
) {
    let r = grundy_explorer::board::report(kind, input, "", &[]).unwrap();
    assert_eq!(r.value, search.grundy(start.clone()), "{input}");
    assert_eq!(r.remoteness.map(u64::from), Some(search.remoteness(start)), "{input}");
    let mut want: Vec<u64> = options.into_iter().map(|o| search.grundy(o)).collect();
    let mut got = Vec::new();
    for m in &r.moves {
        let after =
            grundy_explorer::board::report(kind, input, "", std::slice::from_ref(&m.id)).unwrap();
        assert_eq!(m.value, search.grundy(at(&after.input)), "{input} {}", m.id);
        assert_eq!((m.wins, after.value), (m.value == 0, m.value), "{input} {}", m.id);
        got.push(m.value);
    }
    want.sort_unstable();
    got.sort_unstable();
    assert_eq!(got, want, "{input}");
    if let Some(best) = r.best {
        assert_eq!(r.moves[best].wins, r.value != 0, "{input}");
    }
}

/// Edge deletion on a tree rooted at 0, the position its edges `(a, b)`, `a < b`, sorted,
/// vertices numbered `0..n` (so two positions compare whole).
#[allow(clippy::ptr_arg)] // the searcher hands its positions by reference
fn tree_moves(e: &Vec<(u32, u32)>, out: &mut Vec<Vec<(u32, u32)>>) {
    let (n, all) = (e.len() + 1, (1u32 << e.len()) - 1);
    for cut in 0..e.len() {
        let kept = grounded(n, e, 0, all & !(1 << cut));
        let left: Vec<(u32, u32)> =
            (0..e.len()).filter(|f| kept >> f & 1 == 1).map(|f| e[f]).collect();
        let mut used: Vec<u32> = left.iter().flat_map(|&(a, b)| [a, b]).collect();
        used.push(0);
        used.sort_unstable();
        used.dedup();
        let at = |v: u32| used.binary_search(&v).unwrap() as u32;
        out.push(canon(&left.iter().map(|&(a, b)| (at(a), at(b))).collect::<Vec<_>>()));
    }
}

fn canon(e: &[(u32, u32)]) -> Vec<(u32, u32)> {
    let mut e: Vec<(u32, u32)> = e.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    e.sort_unstable();
    e
}

#[test]
fn board_moves_on_trees_leave_what_the_search_finds() {
    let mut rng = Rng::new(12);
    for _ in 0..150 {
        let (_, edges, input) = random_tree(&mut rng, 8, true);
        let mut search = GameSearch::new(tree_moves);
        let (start, mut options) = (canon(&edges), Vec::new());
        tree_moves(&start, &mut options);
        check_board(Kind::Tree, &input, &mut search, start, |t| canon(&edges_of(t, 1)), options);
    }
}

/// Ancestor deletion on a forest given by its parents: pick a node, delete it and its
/// ancestors; the nodes left keep their order.
#[allow(clippy::ptr_arg)] // the searcher hands its positions by reference
fn forest_moves(parent: &Vec<Option<u8>>, out: &mut Vec<Vec<Option<u8>>>) {
    for v in 0..parent.len() {
        let mut gone = vec![false; parent.len()];
        let mut u = Some(v as u8);
        while let Some(w) = u {
            gone[w as usize] = true;
            u = parent[w as usize];
        }
        let new: Vec<u8> = (0..parent.len())
            .scan(0u8, |k, w| {
                *k += u8::from(!gone[w]);
                Some(k.wrapping_sub(1))
            })
            .collect();
        let left = (0..parent.len()).filter(|&w| !gone[w]);
        out.push(
            left.map(|w| parent[w].filter(|&p| !gone[p as usize]).map(|p| new[p as usize]))
                .collect(),
        );
    }
}

/// The parents of a forest input's first case, each tree rooted at its least node.
fn forest_of(input: &str) -> Vec<Option<u8>> {
    let t: Vec<usize> = input.split_whitespace().map(|w| w.parse().unwrap()).collect();
    let mut forest = grundy::graph::Forest::new(t[1]);
    t[3..3 + 2 * t[2]].chunks(2).for_each(|e| _ = forest.add_edge(e[0] - 1, e[1] - 1));
    forest.parents().iter().map(|p| p.map(|p| p as u8)).collect()
}

#[test]
fn board_moves_on_forests_leave_what_the_search_finds() {
    let mut rng = Rng::new(13);
    for _ in 0..150 {
        let n = rng.range(1, 8) as usize;
        let mut edges = Vec::new();
        for v in 1..n {
            if rng.below(4) > 0 {
                edges.push((rng.below(v as u64) as usize, v));
            }
        }
        let mut input = format!("1\n{n} {}\n", edges.len());
        edges.iter().for_each(|&(a, b)| input += &format!("{} {}\n", b + 1, a + 1));
        let start = forest_of(&input);
        let mut search = GameSearch::new(forest_moves);
        let mut options = Vec::new();
        forest_moves(&start, &mut options);
        check_board(Kind::Forest, &input, &mut search, start, forest_of, options);
    }
}
