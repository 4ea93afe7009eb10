//! Tests of the `mex` section.
use crate::kit::GameSearch;

use grundy::mex::*;

#[test]
fn mex_by_definition() {
    assert_eq!(mex([]), 0);
    assert_eq!(mex([1, 2]), 0);
    assert_eq!(mex([0, 0, 0]), 1);
    assert_eq!(mex([2, 0, 1, 5]), 3);
    assert_eq!(mex([u64::MAX, 0]), 1);
    for set in 0u32..1 << 8 {
        let vals: Vec<u64> = (0..8).filter(|b| set >> b & 1 == 1).collect();
        let want = (0..).find(|v| !vals.contains(v)).unwrap();
        assert_eq!(mex(vals.iter().copied()), want);
    }
}

#[test]
fn table_and_search_agree_on_subtraction_games() {
    for set in [vec![1, 2], vec![1, 3, 4], vec![2, 5], vec![1, 2, 4, 8, 16]] {
        let table =
            grundy_table(200, |i, out| out.extend(set.iter().filter(|&&s| s <= i).map(|&s| i - s)));
        let mut search = GameSearch::new(|&i: &usize, out: &mut Vec<usize>| {
            out.extend(set.iter().filter(|&&s| s <= i).map(|&s| i - s))
        });
        for (i, &g) in table.iter().enumerate() {
            assert_eq!(search.grundy(i), g, "set {set:?}, n = {i}");
        }
    }
    let g = grundy_table(30, |i, out| out.extend((1..=2).filter(|&s| s <= i).map(|s| i - s)));
    assert!(g.iter().enumerate().all(|(i, &v)| v == i as u64 % 3));
}

#[test]
fn nim_heap_values_and_misere_outcomes() {
    let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| out.extend(0..n));
    for n in 0..50 {
        assert_eq!(search.grundy(n), n);
        // Misère, one heap: lost for the mover exactly when one stone is left.
        assert_eq!(search.first_player_wins_misere(n), n != 1);
    }
}

#[test]
fn deep_games_do_not_overflow_the_stack() {
    let mut search = GameSearch::new(|&n: &u32, out: &mut Vec<u32>| {
        if n > 0 {
            out.push(n - 1)
        }
    });
    assert_eq!(search.grundy(1_000_000), 0);
    assert_eq!(search.grundy(999_999), 1);
}

#[test]
#[should_panic(expected = "cycle")]
fn cycles_are_refused() {
    let mut search = GameSearch::new(|&n: &u8, out: &mut Vec<u8>| out.push((n + 1) % 3));
    search.grundy(0);
}
