//! Tests of the `anti_sg` section.

use crate::kit::{sum_of_heaps_moves, GameSearch};
use grundy::anti_sg;

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
            assert_eq!(
                anti_sg::first_player_wins(sum, some_above_one),
                wins,
                "{heaps:?}"
            );
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
    assert!(
        sg[1..].iter().all(|&g| g > 0),
        "the condition of the theorem"
    );
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
            assert_eq!(
                sum.first_player_wins_misere(heaps.clone()),
                want,
                "{heaps:?}"
            );
        }
    }
}
