//! Tests of the `remoteness` section.

use crate::kit::{sum_of_heaps_moves, GameSearch};
use grundy::remoteness::{self, Search};

#[test]
fn subtraction_games_match_the_search() {
    for set in [&[1u64, 2][..], &[1, 3, 4], &[2, 5, 7], &[1, 2, 3, 5, 8, 13]] {
        let moves = |n: u64, out: &mut Vec<u64>| {
            out.extend(set.iter().filter(|&&s| s <= n).map(|&s| n - s))
        };
        let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| moves(n, out));
        let mut fast = Search::new(|&n: &u64, out: &mut Vec<u64>| moves(n, out), 1 << 20);
        for n in 0..200 {
            let r = fast.remoteness(n).unwrap();
            assert_eq!(r, search.remoteness(n), "{set:?} heap {n}");
            assert_eq!(r % 2 == 1, search.first_player_wins(n), "{set:?} heap {n}");
        }
    }
}

#[test]
fn searches_of_nim_positions_match_the_kit() {
    let moves = |n: u64, out: &mut Vec<u64>| out.extend(0..n);
    let mut kit = GameSearch::new(sum_of_heaps_moves(moves));
    let mut fast = Search::new(sum_of_heaps_moves(moves), 1 << 20);
    for a in 0..6 {
        for b in 0..6 {
            for c in 0..5 {
                let p = vec![a, b, c];
                assert_eq!(fast.remoteness(p.clone()), Some(kit.remoteness(p.clone())), "{p:?}");
            }
        }
    }
    assert_eq!(remoteness::of_options([]), 0);
    assert_eq!(remoteness::of_options([3, 1, 4, 2]), 3); // the least even, plus one
    assert_eq!(remoteness::of_options([3, 1, 5]), 6); // all odd: the largest, plus one
}

#[test]
fn the_limit_bounds_the_search_and_a_cycle_exhausts_it() {
    let moves = |n: u64, out: &mut Vec<u64>| out.extend(0..n);
    let mut small = Search::new(sum_of_heaps_moves(moves), 10);
    assert_eq!(small.remoteness(vec![3]), Some(1));
    assert_eq!(small.remoteness(vec![5, 5, 5]), None);
    let mut cyclic = Search::new(|&p: &u8, out: &mut Vec<u8>| out.push(1 - p), 1000);
    assert_eq!(cyclic.remoteness(0), None);
}
