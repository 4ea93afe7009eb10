//! What `grundy draw` marks, against the exhaustive searcher: the winning cuts of random
//! trees and Hackenbush multigraphs, and the winning picks of forests.

// The library's test kit keeps the library's formatting, not the explorer's.
#[rustfmt::skip]
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

#[test]
fn trees_winning_cuts() {
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        let n = rng.range(1, 9) as usize;
        let edges: Vec<(u32, u32)> =
            (1..n).map(|v| (rng.below(v as u64) as u32, v as u32)).collect();
        let mut input = format!("{n}\n");
        edges.iter().for_each(|&(a, b)| input += &format!("{} {}\n", a + 1, b + 1));
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
