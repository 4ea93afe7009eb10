//! Tests of the `nim` section.

use crate::kit::{sum_of_heaps_moves, GameSearch};
use grundy::nim::*;

/// All positions of up to 4 piles, each `<= 7`.
fn small_positions() -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for k in 1..=4u32 {
        for code in 0..8u64.pow(k) {
            all.push((0..k).map(|i| code / 8u64.pow(i) % 8).collect());
        }
    }
    all
}

#[test]
fn matches_exhaustive_search() {
    let mut search = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
    let mut winning_positions = 0;
    for piles in small_positions() {
        let wins = search.first_player_wins(piles.clone());
        assert_eq!(nim_first_player_wins(&piles), wins, "{piles:?}");
        // Every winning move found by search, in (pile, count taken) order.
        let mut by_search = Vec::new();
        for i in 0..piles.len() {
            for take in 1..=piles[i] {
                let mut next = piles.clone();
                next[i] -= take;
                if !search.first_player_wins(next) {
                    by_search.push((i, piles[i] - take));
                }
            }
        }
        assert_eq!(by_search.is_empty(), !wins);
        assert_eq!(winning_moves(&piles), by_search, "{piles:?}");
        assert_eq!(count_winning_moves(&piles), by_search.len(), "{piles:?}");
        assert_eq!(first_winning_move(&piles), by_search.first().copied());
        if let Some((i, t)) = first_winning_move(&piles) {
            let mut next = piles.clone();
            next[i] = t;
            assert_eq!(nim_sum(&next), 0);
            winning_positions += 1;
        }
    }
    assert!(winning_positions > 1000);
}

#[test]
fn exact_at_the_u64_edge() {
    let max = u64::MAX;
    assert_eq!(first_winning_move(&[max, 0]), Some((0, 0)));
    assert_eq!(first_winning_move(&[max, max]), None);
    assert_eq!(first_winning_move(&[max, max, 5]), Some((0, max - 5)));
    assert_eq!(count_winning_moves(&[max, 1 << 63, 1]), 1); // only max has bit 62
    assert_eq!(count_winning_moves(&[max, 1 << 63, 3 << 62]), 3);
    assert_eq!(count_winning_moves(&[]), 0);
}
