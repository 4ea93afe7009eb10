//! Tests of the `staircase` section.

use crate::kit::GameSearch;
use grundy::staircase;
use std::collections::HashMap;

/// Every set of coins on cells 1..=10, played by the rules (a coin slides left onto free
/// cells, over none, not past cell 1): the value against the odd gaps' xor.
#[test]
fn staircase_nim_on_every_strip_of_10_cells() {
    let mut search = GameSearch::new(|&coins: &u16, out: &mut Vec<u16>| {
        for c in (1..=10).filter(|c| coins >> c & 1 == 1) {
            let mut to = c - 1;
            while to >= 1 && coins >> to & 1 == 0 {
                out.push(coins ^ 1 << c ^ 1 << to);
                to -= 1;
            }
        }
    });
    let mut values = [0; 8];
    for coins in (0u16..1 << 11).step_by(2) {
        let cells: Vec<u64> = (1..=10).filter(|&c| coins >> c & 1 == 1).collect();
        let g = search.grundy(coins);
        assert_eq!(staircase::grundy(&cells), g, "{cells:?}");
        values[g.min(7) as usize] += 1;
    }
    assert!(values.iter().all(|&k| k > 0), "{values:?}");
}

/// Who wins (the player to move) in a finite game graph that may have cycles, by retrograde
/// analysis: `Some(true)` a win, `Some(false)` a loss, `None` a draw (neither can force).
pub(crate) fn retrograde<S: Clone + Eq + std::hash::Hash>(
    states: &[S], moves: impl Fn(&S) -> Vec<S>,
) -> HashMap<S, Option<bool>> {
    let index: HashMap<S, usize> = states.iter().cloned().zip(0..).collect();
    let next: Vec<Vec<usize>> =
        states.iter().map(|s| moves(s).iter().map(|t| index[t]).collect()).collect();
    let mut back = vec![Vec::new(); states.len()];
    for (s, ts) in next.iter().enumerate() {
        ts.iter().for_each(|&t| back[t].push(s));
    }
    let mut left: Vec<usize> = next.iter().map(Vec::len).collect();
    let mut result: Vec<Option<bool>> = vec![None; states.len()];
    let mut queue: Vec<usize> = (0..states.len()).filter(|&s| left[s] == 0).collect();
    queue.iter().for_each(|&s| result[s] = Some(false));
    while let Some(t) = queue.pop() {
        for &s in &back[t] {
            if result[s].is_some() {
                continue;
            }
            if result[t] == Some(false) {
                result[s] = Some(true);
                queue.push(s);
            } else {
                left[s] -= 1;
                if left[s] == 0 {
                    result[s] = Some(false);
                    queue.push(s);
                }
            }
        }
    }
    states.iter().cloned().zip(result).collect()
}

/// A Northcott board: the rows' (black, white) columns; and who moves: white if true.
pub(crate) type Board = (Vec<(u64, u64)>, bool);

/// The outcome for the mover of every Northcott board of `n` rows of `m` cells, by the real
/// rules (each player moves only their own piece, either way, over no piece: partizan, with
/// cycles) through a retrograde analysis that allows draws.
pub(crate) fn northcott_outcomes(n: usize, m: u64) -> HashMap<Board, Option<bool>> {
    let rows: Vec<(u64, u64)> =
        (1..=m).flat_map(|a| (1..=m).filter(move |&b| b != a).map(move |b| (a, b))).collect();
    let mut boards: Vec<Vec<(u64, u64)>> = vec![vec![]];
    for _ in 0..n {
        boards = boards
            .iter()
            .flat_map(|b| rows.iter().map(move |&r| [&b[..], &[r]].concat()))
            .collect();
    }
    let states: Vec<Board> =
        boards.iter().flat_map(|b| [(b.clone(), false), (b.clone(), true)]).collect();
    let moves = |(board, white): &Board| {
        let mut out = Vec::new();
        for (i, &(a, b)) in board.iter().enumerate() {
            let (mine, other) = if *white { (b, a) } else { (a, b) };
            let cells = if mine < other { 1..other } else { other + 1..m + 1 };
            for c in cells.filter(|&c| c != mine) {
                let mut next = board.clone();
                next[i] = if *white { (a, c) } else { (c, b) };
                out.push((next, !white));
            }
        }
        out
    };
    retrograde(&states, moves)
}

/// Northcott's game on every board of 1 to 3 rows of 2 to 5 cells: no draw occurs, and the
/// player to move (either one) wins iff the gaps xor to nonzero.
#[test]
fn northcott_by_retrograde_analysis() {
    for m in 2..=5u64 {
        for n in 1..=3usize {
            for (state, result) in northcott_outcomes(n, m) {
                let sum = state.0.iter().fold(0, |s, &(a, b)| s ^ staircase::northcott_heap(a, b));
                assert_eq!(result, Some(sum != 0), "{state:?}");
            }
        }
    }
}

/// Every move to every value, on every strip of 10 cells: `moves_to_value` lists exactly
/// the options the search values at the target.
#[test]
fn staircase_moves_to_every_value() {
    let slides = |&coins: &u16, out: &mut Vec<u16>| {
        for c in (1..=10).filter(|c| coins >> c & 1 == 1) {
            let free = (1..c).rev().take_while(|&to| coins >> to & 1 == 0);
            free.for_each(|to| out.push(coins ^ 1 << c ^ 1 << to));
        }
    };
    let mut search = GameSearch::new(slides);
    for coins in (0u16..1 << 11).step_by(2) {
        let cells: Vec<u64> = (1..=10).filter(|&c| coins >> c & 1 == 1).collect();
        let mut options = Vec::new();
        slides(&coins, &mut options);
        for target in 0..8 {
            let mut want: Vec<u16> =
                options.iter().copied().filter(|&o| search.grundy(o) == target).collect();
            let mut got: Vec<u16> = staircase::moves_to_value(&cells, target)
                .iter()
                .map(|&(j, k)| coins ^ 1 << cells[j] ^ 1 << (cells[j] - k))
                .collect();
            want.sort();
            got.sort();
            assert_eq!(got, want, "{cells:?} to {target}");
        }
    }
}

/// Northcott without retreats (a piece moves toward the other of its row), on every board
/// of two rows of 6 cells: the moves to every value are the options the search values so.
#[test]
fn northcott_moves_to_every_value() {
    let toward = |rows: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
        for i in 0..rows.len() {
            let (me, other) = (rows[i], rows[i ^ 1]);
            let cells: Vec<u64> =
                if me < other { (me + 1..other).collect() } else { (other + 1..me).collect() };
            out.extend(cells.into_iter().map(|c| [&rows[..i], &[c], &rows[i + 1..]].concat()));
        }
    };
    let mut search = GameSearch::new(|rows: &Vec<u64>, out: &mut Vec<Vec<u64>>| toward(rows, out));
    let pairs: Vec<[u64; 2]> =
        (1..=6).flat_map(|a| (1..=6).filter(move |&b| b != a).map(move |b| [a, b])).collect();
    for (r, s) in pairs.iter().flat_map(|r| pairs.iter().map(move |s| (r, s))) {
        let rows = [&r[..], &s[..]].concat();
        let mut options = Vec::new();
        toward(&rows, &mut options);
        for target in 0..8 {
            let mut want: Vec<Vec<u64>> =
                options.iter().filter(|o| search.grundy((*o).clone()) == target).cloned().collect();
            let mut got: Vec<Vec<u64>> = staircase::northcott_moves_to_value(&rows, target)
                .into_iter()
                .map(|(i, c)| [&rows[..i], &[c], &rows[i + 1..]].concat())
                .collect();
            want.sort();
            got.sort();
            assert_eq!(got, want, "{rows:?} to {target}");
        }
    }
}
