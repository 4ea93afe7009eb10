//! Tests of the `nim` section.

use crate::kit::{sum_of_heaps_moves, GameSearch};
use grundy::nim;

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

fn counted(piles: &[u64]) -> u64 {
    let mut counter = nim::WinningMoveCounter::default();
    for &p in piles {
        counter.push(p);
    }
    counter.count()
}

#[test]
fn matches_exhaustive_search() {
    let mut search = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
    let mut winning_positions = 0;
    for piles in small_positions() {
        let wins = search.first_player_wins(piles.clone());
        assert_eq!(nim::first_player_wins(&piles), wins, "{piles:?}");
        assert_eq!(
            nim::first_player_wins_misere(&piles),
            search.first_player_wins_misere(piles.clone()),
            "misère {piles:?}"
        );
        // Every winning move found by search, by pile then by count taken.
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
        assert_eq!(nim::winning_moves(&piles), by_search, "{piles:?}");
        let mut misere = Vec::new();
        for i in 0..piles.len() {
            for left in 0..piles[i] {
                let mut next = piles.clone();
                next[i] = left;
                if !search.first_player_wins_misere(next) {
                    misere.push((i, left));
                }
            }
        }
        let wins_misere = nim::first_player_wins_misere(&piles);
        let some_stone = piles.iter().any(|&p| p > 0); // with none, the mover has won
        assert_eq!(misere.is_empty(), !wins_misere || !some_stone, "misère {piles:?}");
        assert_eq!(nim::winning_moves_misere(&piles), misere, "misère {piles:?}");
        assert_eq!(counted(&piles), by_search.len() as u64, "{piles:?}");
        assert_eq!(nim::first_winning_move(&piles), by_search.first().copied());
        winning_positions += wins as usize;
    }
    assert!(winning_positions > 1000);
}

#[test]
fn piles_in_chunks_are_one_list() {
    let chunks = [vec![], vec![3, 6], vec![], vec![9]];
    assert_eq!(nim::sum(chunks.iter().flatten()), 12);
    assert_eq!(nim::first_winning_move(chunks.iter().flatten()), Some((2, 5)));
    // Or computed on the fly: 3, 6, 9 again.
    let computed = (1..=3).map(|k| 3 * k);
    assert_eq!(nim::sum(computed.clone()), 12);
    assert_eq!(nim::first_winning_move(computed), Some((2, 5)));
}

#[test]
fn exact_at_the_u64_edge() {
    let max = u64::MAX;
    assert_eq!(nim::first_winning_move([max, 0]), Some((0, 0)));
    assert_eq!(nim::first_winning_move([max, max]), None);
    assert_eq!(nim::first_winning_move([max, max, 5]), Some((0, max - 5)));
    assert_eq!(counted(&[max, 1 << 63, 1]), 1); // only max has bit 62
    assert_eq!(counted(&[max, 1 << 63, 3 << 62]), 3);
    assert_eq!(counted(&[]), 0);
    assert_eq!(counted(&[max; 5]), 5);
    assert!(nim::first_player_wins_misere(&[1, max, max]));
    assert!(!nim::first_player_wins_misere(&[max, max]));
    assert!(nim::first_player_wins_misere(&[]));
    assert_eq!(nim::winning_moves_misere(&[max, 1, 1]), [(0, 1)]); // leave three single stones
    let both = [(0, max ^ 5), (1, max ^ 5), (2, 0)]; // each leaves nim-sum 0, big piles
    assert_eq!(nim::winning_moves_misere(&[max, max, 5]), both);
    assert!(nim::winning_moves_misere(&[max, max]).is_empty());
}

#[test]
fn counter_is_exact_across_flushes() {
    // Long lists cross the counter's flush every 2^15 piles.
    let mut rng = crate::kit::Rng::new(2975);
    let flush = 1 << 15;
    let mut reused = nim::WinningMoveCounter::default();
    for len in [1000, flush - 1, flush, flush + 1, 2 * flush, 2 * flush + 7] {
        for bits in [1, 3, 64] {
            let piles: Vec<u64> =
                (0..len).map(|_| rng.next_u64() >> (64 - bits) | (bits == 64) as u64).collect();
            let expected = nim::winning_moves(&piles).len() as u64;
            assert_eq!(counted(&piles), expected, "len {len}, bits {bits}");
            // A cleared counter forgets the lists before.
            reused.clear();
            piles.iter().for_each(|&p| reused.push(p));
            assert_eq!(reused.count(), expected, "reused, len {len}, bits {bits}");
        }
    }
    // All piles equal to u64::MAX: the count is the number of piles, whenever it is odd.
    assert_eq!(counted(&vec![u64::MAX; 777]), 777);
    assert_eq!(counted(&vec![u64::MAX; 2 * flush + 1]), 2 * flush as u64 + 1);
}
