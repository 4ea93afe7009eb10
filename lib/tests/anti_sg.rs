//! Tests of the `anti_sg` section.

use crate::kit::{sum_of_heaps_moves, GameSearch};
use grundy::anti_sg;
use grundy::tree_hackenbush::Solver;

#[test]
fn misere_nim_is_the_sj_rule_on_heap_sizes() {
    let mut search = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
    let mut losing = 0;
    for k in 0..=4u32 {
        for code in 0..7u64.pow(k) {
            let heaps: Vec<u64> = (0..k).map(|i| code / 7u64.pow(i) % 7).collect();
            let wins = search.first_player_wins_misere(heaps.clone());
            let sum = heaps.iter().fold(0, |s, &h| s ^ h);
            let some_above_one = heaps.iter().any(|&h| h > 1);
            assert_eq!(anti_sg::first_player_wins(sum, some_above_one), wins, "{heaps:?}");
            losing += !wins as usize;
        }
    }
    assert!(losing > 100);
}

/// Components of the game "from n, move to n - 1, n - 3 or 0": SG value 0 only at
/// n = 0, where no move is left, so the SJ theorem applies to sums of them.
#[test]
fn sj_theorem_on_another_game() {
    let component_moves = |n: u64, out: &mut Vec<u64>| {
        if n > 0 {
            out.extend([n - 1, 0]);
        }
        if n >= 3 {
            out.push(n - 3);
        }
    };
    let mut single = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| component_moves(n, out));
    let sg: Vec<u64> = (0..=9).map(|n| single.grundy(n)).collect();
    assert!(sg[1..].iter().all(|&g| g > 0), "the condition of the theorem");
    assert!(sg.iter().any(|&g| g > 1), "values above 1 occur: {sg:?}");
    let mut sum = GameSearch::new(sum_of_heaps_moves(component_moves));
    for k in 0..=3u32 {
        for code in 0..10u64.pow(k) {
            let heaps: Vec<u64> = (0..k).map(|i| code / 10u64.pow(i) % 10).collect();
            let values: Vec<u64> = heaps.iter().map(|&h| sg[h as usize]).collect();
            let want = anti_sg::first_player_wins(
                values.iter().fold(0, |s, &v| s ^ v),
                values.iter().any(|&v| v > 1),
            );
            assert_eq!(sum.first_player_wins_misere(heaps.clone()), want, "{heaps:?}");
        }
    }
}

/// Misère Green Hackenbush on every forest of at most 7 vertices (each vertex's parent is an
/// earlier vertex or none: a root), searched as the real game on the set of edges left (a
/// cut removes an edge and every edge above it), against the SJ rule on the root branches
/// `g(c) + 1` (`tree_hackenbush::Solver::read_branches`). The rule on whole trees' values fails.
#[test]
fn misere_forests_by_root_branches() {
    let mut wrong_by_trees = 0;
    let mut parents: Vec<Vec<Option<usize>>> = vec![vec![None]];
    for n in 2..=7 {
        parents = parents
            .iter()
            .flat_map(|p| {
                (0..=p.len()).map(move |c| [&p[..], &[(c < p.len()).then_some(c)]].concat())
            })
            .collect();
        for parent in &parents {
            let wins = misere_forest_wins(parent);
            // Each tree read as the binary reads it: vertex 1 is the root.
            let (mut sum, mut above_one, mut above_one_by_trees) = (0, false, false);
            for root in (0..n).filter(|&v| parent[v].is_none()) {
                let (mut label, mut input) = (vec![0; n], String::new());
                let members: Vec<usize> = (0..n).filter(|&v| top(parent, v) == root).collect();
                for (i, &v) in members.iter().enumerate() {
                    label[v] = i + 1;
                }
                input.push_str(&format!("{} ", members.len()));
                for &v in &members[1..] {
                    input.push_str(&format!("{} {} ", label[v], label[parent[v].unwrap()]));
                }
                let mut sc = grundy::io::Scanner::new(input.as_bytes());
                let n_tree = sc.usize_in(1, 9, "m").unwrap();
                let (value, above) = Solver::default().read_branches(&mut sc, n_tree).unwrap();
                (sum, above_one) = (sum ^ value, above_one | above);
                above_one_by_trees |= value > 1;
            }
            assert_eq!(anti_sg::first_player_wins(sum, above_one), wins, "{parent:?}");
            wrong_by_trees +=
                (anti_sg::first_player_wins(sum, above_one_by_trees) != wins) as usize;
        }
    }
    assert!(wrong_by_trees > 0);
}

/// The root of `v`'s tree.
fn top(parent: &[Option<usize>], mut v: usize) -> usize {
    while let Some(p) = parent[v] {
        v = p;
    }
    v
}

/// Misère Green Hackenbush on the forest of `parent` (a root has none; at most 32 vertices),
/// searched by its rules on the set of edges left: a cut removes an edge and every edge
/// above it.
pub(crate) fn misere_forest_wins(parent: &[Option<usize>]) -> bool {
    let n = parent.len();
    // above[v]: the bit of v's edge (to its parent) and of every edge above it.
    let mut above: Vec<u32> = (0..n).map(|v| (parent[v].is_some() as u32) << v).collect();
    for v in (0..n).rev() {
        if let Some(p) = parent[v] {
            above[p] |= above[v];
        }
    }
    let edges: u32 = (0..n).filter(|&v| parent[v].is_some()).map(|v| 1 << v).sum();
    let mut search = GameSearch::new(|&left: &u32, out: &mut Vec<u32>| {
        out.extend((0..n).filter(|&v| left >> v & 1 == 1).map(|v| left & !above[v]));
    });
    search.first_player_wins_misere(edges)
}
