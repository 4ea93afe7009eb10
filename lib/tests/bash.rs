//! Tests of the `bash` section.

use crate::kit::GameSearch;
use grundy::bash;

#[test]
fn matches_exhaustive_search_in_both_plays() {
    for m in 1..=40u64 {
        let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
            out.extend((1..=m.min(n)).map(|t| n - t))
        });
        for n in 0..=40u64 {
            assert_eq!(bash::grundy(n, m), search.grundy(n), "n={n} m={m}");
            assert_eq!(bash::first_player_wins(n, m), search.first_player_wins(n));
            assert_eq!(
                bash::first_player_wins_misere(n, m),
                search.first_player_wins_misere(n),
                "misère n={n} m={m}"
            );
            match bash::winning_take(n, m) {
                Some(t) => {
                    assert!((1..=m).contains(&t) && t <= n);
                    assert!(!search.first_player_wins(n - t));
                }
                None => assert!(!search.first_player_wins(n)),
            }
        }
    }
}

#[test]
fn exact_at_the_u64_edge() {
    let max = u64::MAX;
    assert_eq!(bash::grundy(max, max), max);
    assert!(bash::first_player_wins(max, max));
    assert_eq!(bash::grundy(max, max - 1), 0); // u64::MAX = 1 · (max - 1 + 1) + 0
    assert_eq!(bash::grundy(0, max), 0);
    assert_eq!(bash::grundy(max, 1), 1); // odd
    assert!(!bash::first_player_wins_misere(1, max));
    assert!(bash::first_player_wins_misere(0, max));
}

#[test]
#[should_panic(expected = "m >= 1")]
fn no_move_is_refused() {
    bash::grundy(5, 0);
}

#[test]
fn moves_to_a_value_and_remoteness_match_the_search() {
    for m in 1..=40u64 {
        let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
            out.extend((1..=m.min(n)).map(|t| n - t))
        });
        for n in 0..=40u64 {
            assert_eq!(bash::remoteness(n, m), search.remoteness(n), "n={n} m={m}");
            for target in 0..=m + 1 {
                let want = (1..=m.min(n)).map(|t| n - t).find(|&t| t % (m + 1) == target);
                assert_eq!(bash::move_to_value(n, m, target), want, "n={n} m={m} {target}");
            }
        }
    }
    let max = u64::MAX;
    assert_eq!(bash::remoteness(max, 1), max);
    assert_eq!(bash::remoteness(max, max), 1);
    assert_eq!(bash::move_to_value(max, max, 0), Some(0));
    assert_eq!(bash::move_to_value(max, max - 1, 1), Some(1)); // take max - 1
    assert_eq!(bash::move_to_value(max, max - 1, max), None); // no value max
    assert_eq!(bash::move_to_value(max, 1, 0), Some(max - 1));
}
