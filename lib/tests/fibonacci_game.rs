//! Tests of the `fibonacci_game` section.

use crate::kit::GameSearch;
use grundy::fibonacci_game::{self, FIBONACCI};

/// (stones left, largest take allowed, capped at the stones left).
fn moves(&(left, cap): &(u32, u32), out: &mut Vec<(u32, u32)>) {
    out.extend((1..=cap.min(left)).map(|t| (left - t, (2 * t).min(left - t))));
}

#[test]
fn matches_exhaustive_search_below_200() {
    let mut search = GameSearch::new(moves);
    let mut fibonacci_seen = 0;
    for n in 0..200u32 {
        // The first move takes 1..=n-1 (not all).
        let start = (n, n.saturating_sub(1));
        let wins = search.first_player_wins(start);
        assert_eq!(fibonacci_game::first_player_wins(n as u64), wins, "n = {n}");
        fibonacci_seen += (!wins && n >= 1) as u32;
        let smallest_winning =
            (1..n).find(|&t| !search.first_player_wins((n - t, (2 * t).min(n - t))));
        assert_eq!(
            fibonacci_game::winning_take(n as u64),
            smallest_winning.map(u64::from),
            "n = {n}"
        );
    }
    assert_eq!(fibonacci_seen, 11); // 1 2 3 5 8 13 21 34 55 89 144
}

#[test]
fn zeckendorf_is_a_sum_of_non_consecutive_fibonacci_numbers() {
    let check = |n: u64| {
        let terms = fibonacci_game::zeckendorf(n);
        let sum: u128 = terms.iter().map(|&t| t as u128).sum();
        assert_eq!(sum, n as u128, "n = {n}");
        let idx: Vec<usize> =
            terms.iter().map(|t| FIBONACCI.binary_search(t).expect("a Fibonacci number")).collect();
        assert!(idx.windows(2).all(|w| w[0] >= w[1] + 2), "n = {n}: {terms:?}");
        if n >= 2 && terms.len() > 1 {
            assert_eq!(fibonacci_game::winning_take(n), terms.last().copied());
        }
    };
    for n in 0..5000 {
        check(n);
    }
    let top = FIBONACCI[91];
    for n in [u64::MAX, u64::MAX - 1, top - 1, top, top + 1, FIBONACCI[90] + 1] {
        check(n);
    }
}

#[test]
fn u64_edges() {
    let top = FIBONACCI[91];
    assert_eq!(top, 12_200_160_415_121_876_738);
    assert!(top.checked_add(FIBONACCI[90]).is_none()); // the table is complete
    assert!(FIBONACCI.windows(3).all(|w| w[2] == w[1] + w[0]));
    assert_eq!(fibonacci_game::zeckendorf(top), [top]);
    assert!(!fibonacci_game::first_player_wins(top));
    assert_eq!(fibonacci_game::winning_take(top + 1), Some(1));
    assert_eq!(fibonacci_game::winning_take(top - 1), Some(1)); // F_93 - 1 = F_92 + F_90 + … + F_2 (F_1 = F_2 = 1)
    assert_eq!(
        fibonacci_game::zeckendorf(u64::MAX).iter().map(|&t| t as u128).sum::<u128>(),
        u64::MAX as u128
    );
    assert_eq!(fibonacci_game::zeckendorf(u64::MAX)[0], top);
    assert!(fibonacci_game::first_player_wins(u64::MAX));
    assert!(
        !fibonacci_game::first_player_wins(0)
            && !fibonacci_game::first_player_wins(1)
            && !fibonacci_game::first_player_wins(2)
    );
    assert_eq!(fibonacci_game::winning_take(4), Some(1));
}

#[test]
fn every_winning_take_under_every_limit_matches_the_search() {
    let mut search = GameSearch::new(moves);
    for n in 0..150u32 {
        for limit in 0..=n {
            let want: Vec<u64> = (1..=limit)
                .filter(|&t| !search.first_player_wins((n - t, (2 * t).min(n - t))))
                .map(u64::from)
                .collect();
            let got = fibonacci_game::winning_takes(n as u64, limit as u64);
            assert_eq!(got, want, "n = {n}, limit {limit}");
        }
    }
    for n in [u64::MAX, u64::MAX - 1, FIBONACCI[91], FIBONACCI[91] + 1] {
        let takes = fibonacci_game::winning_takes(n, n - 1);
        assert_eq!(takes.first().copied(), fibonacci_game::winning_take(n), "{n}");
    }
}
