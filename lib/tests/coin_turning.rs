//! Tests of the `coin_turning` section.

use crate::kit::GameSearch;
use grundy::coin_turning::{self, mock_turtles_grundy};

/// Mock Turtles on a row of coins as a bitmask of heads: the rightmost flipped coin
/// `r` is heads; up to two more coins left of it are flipped, whatever they show.
fn moves(&heads: &u16, out: &mut Vec<u16>) {
    for r in 0..16 {
        if heads >> r & 1 == 0 {
            continue;
        }
        let base = heads ^ 1 << r;
        out.push(base);
        for j in 0..r {
            out.push(base ^ 1 << j);
            for k in 0..j {
                out.push(base ^ 1 << j ^ 1 << k);
            }
        }
    }
}

#[test]
fn every_row_of_up_to_10_coins() {
    let mut search = GameSearch::new(moves);
    // Single coins first: the formula.
    let singles: Vec<u64> = (0..10).map(|i| search.grundy(1u16 << i)).collect();
    assert_eq!(singles, [1, 2, 4, 7, 8, 11, 13, 14, 16, 19]);
    for (i, &g) in singles.iter().enumerate() {
        assert_eq!(mock_turtles_grundy(i as u64), g as u128);
        assert_eq!(g.count_ones() % 2, 1, "odious");
    }
    // Every position: the xor of its coins.
    for heads in 0u16..1 << 10 {
        let mut listed: Vec<u64> = (0..10).filter(|&i| heads >> i & 1 == 1).collect();
        let want = search.grundy(heads) as u128;
        assert_eq!(
            coin_turning::grundy(&mut listed, mock_turtles_grundy),
            want,
            "{heads:b}"
        );
        // Listing every coin twice more changes nothing.
        let mut tripled: Vec<u64> = listed.iter().flat_map(|&i| [i, i, i]).rev().collect();
        assert_eq!(
            coin_turning::grundy(&mut tripled, mock_turtles_grundy),
            want
        );
    }
}

#[test]
fn u64_edges() {
    assert_eq!(mock_turtles_grundy(u64::MAX), 2 * u64::MAX as u128 + 1); // 64 ones: even
    assert_eq!(mock_turtles_grundy(1 << 63), 1 << 64); // one 1 bit: odd
    assert_eq!(mock_turtles_grundy(99_999_999), 199_999_998); // 19 one bits: odd
    assert_eq!(coin_turning::grundy(&mut [], mock_turtles_grundy), 0);
}
