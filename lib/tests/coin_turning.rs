//! Tests of the `coin_turning` section.

use crate::kit::GameSearch;
use grundy::coin_turning::{mock_turtles_grundy, Row};

/// The value of the row listing `heads` (in that order, repeats allowed), through one
/// reused `Row`.
fn value(row: &mut Row<u64>, heads: &[u64]) -> u128 {
    row.clear();
    for &h in heads {
        row.insert(h);
    }
    row.grundy(mock_turtles_grundy)
}

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
    let mut row = Row::default();
    // Single coins first: the formula.
    let singles: Vec<u64> = (0..10).map(|i| search.grundy(1u16 << i)).collect();
    assert_eq!(singles, [1, 2, 4, 7, 8, 11, 13, 14, 16, 19]);
    for (i, &g) in singles.iter().enumerate() {
        assert_eq!(mock_turtles_grundy(i as u64), g as u128);
        assert_eq!(g.count_ones() % 2, 1, "odious");
    }
    // Every position: the xor of its coins.
    for heads in 0u16..1 << 10 {
        let listed: Vec<u64> = (0..10).filter(|&i| heads >> i & 1 == 1).collect();
        let want = search.grundy(heads) as u128;
        assert_eq!(value(&mut row, &listed), want, "{heads:b}");
        // Listing every coin twice more changes nothing.
        let tripled: Vec<u64> = listed.iter().flat_map(|&i| [i, i, i]).rev().collect();
        assert_eq!(value(&mut row, &tripled), want);
    }
}

#[test]
fn u64_edges() {
    assert_eq!(mock_turtles_grundy(u64::MAX), 2 * u64::MAX as u128 + 1); // 64 ones: even
    assert_eq!(mock_turtles_grundy(1 << 63), 1 << 64); // one 1 bit: odd
    assert_eq!(mock_turtles_grundy(99_999_999), 199_999_998); // 19 one bits: odd
    assert_eq!(value(&mut Row::default(), &[]), 0);
}

/// Positions are told apart and repeats dropped, in short rows (searched when a hash is met
/// again) and long ones (over 1024 positions: sorted, up to 2^17 where nearly all hashes
/// are shared), and a cleared row forgets everything; against sort and dedup, with a coin's
/// value its position (so a repeat kept twice, or a position lost, shows).
#[test]
fn row_lists_distinct_positions() {
    let mut rng = crate::kit::Rng::new(3537);
    let mut row = Row::<u128>::default();
    for round in 0..2000 {
        let k = rng.below(match round % 200 {
            0 => 1 << 17,
            1..=9 => 5000,
            _ => 120,
        }) as usize;
        let low = rng.below(1 << 16);
        let heads: Vec<u128> = (0..k)
            .map(|_| match rng.below(4) {
                0 => (low + (rng.below(4) << 16)).into(), // few distinct values
                1 => rng.below(100).into(),
                2 => u128::from(rng.below(50)) << 64 | u128::from(rng.below(50)),
                _ => u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64()),
            })
            .collect();
        let mut distinct = heads.clone();
        distinct.sort_unstable();
        distinct.dedup();
        let want = distinct.iter().fold(0, |v, &h| v ^ h);
        row.clear();
        heads.iter().for_each(|&h| row.insert(h));
        assert_eq!(row.grundy(|h| h), want, "round {round}, {k} positions");
    }
}

/// Switch lights (HDU 3404), a 2-D coin turning game, by its rules on every board of 4×4
/// and 3×5 cells (from 1): a move picks a lit `(x2, y2)` and `x1 <= x2`, `y1 <= y2` and
/// switches the corners of the rectangle (one, two or four lights). The value is the xor of
/// `x ⊗ y` over the lit lights (Tartan: a row coin `x` is worth `x` in "turn one or two").
#[test]
fn switch_lights_is_the_xor_of_nim_products() {
    let field = grundy::nim_product::Field::default();
    for (rows, cols) in [(4u32, 4u32), (3, 5)] {
        let bit = |x: u32, y: u32| 1u32 << ((x - 1) * cols + y - 1);
        let mut search = GameSearch::new(|&lit: &u32, out: &mut Vec<u32>| {
            for (x2, y2) in (1..=rows).flat_map(|x| (1..=cols).map(move |y| (x, y))) {
                if lit & bit(x2, y2) == 0 {
                    continue;
                }
                for (x1, y1) in (1..=x2).flat_map(|x| (1..=y2).map(move |y| (x, y))) {
                    // A set of corners: a repeated corner is switched once.
                    let corners = bit(x1, y1) | bit(x1, y2) | bit(x2, y1) | bit(x2, y2);
                    out.push(lit ^ corners);
                }
            }
        });
        for lit in 0u32..1 << (rows * cols) {
            let mut want = 0;
            for (x, y) in (1..=rows).flat_map(|x| (1..=cols).map(move |y| (x, y))) {
                if lit & bit(x, y) != 0 {
                    want ^= field.mul(x as u64, y as u64);
                }
            }
            assert_eq!(search.grundy(lit), want, "{rows}x{cols}: {lit:b}");
        }
    }
}

/// Every move of the lights changing the value by every `d`, on every board of 3×3 and 2×4
/// cells (from 1): `lights_moves_by` lists exactly the options the search values `v ⊕ d`.
#[test]
fn lights_moves_by_every_change() {
    let field = grundy::nim_product::Field::default();
    for (rows, cols) in [(3u32, 3u32), (2, 4)] {
        let bit = |x: u64, y: u64| 1u32 << ((x as u32 - 1) * cols + y as u32 - 1);
        let cells: Vec<(u64, u64)> =
            (1..=rows as u64).flat_map(|x| (1..=cols as u64).map(move |y| (x, y))).collect();
        // (a, b) with 0 for the light's own column or row, as the library has it.
        let switch = |x: u64, y: u64, a: u64, b: u64| {
            let (a, b) = (if a == 0 { x } else { a }, if b == 0 { y } else { b });
            bit(a, b)
                ^ if a == x { 0 } else { bit(x, b) }
                ^ if b == y { 0 } else { bit(a, y) }
                ^ if a == x || b == y { 0 } else { bit(x, y) }
        };
        let moves = |&lit: &u32, out: &mut Vec<u32>| {
            for &(x, y) in cells.iter().filter(|&&(x, y)| lit & bit(x, y) != 0) {
                let corners = (0..x).flat_map(|a| (0..y).map(move |b| (a, b)));
                out.extend(corners.map(|(a, b)| lit ^ switch(x, y, a, b)));
            }
        };
        let mut search = GameSearch::new(moves);
        for lit in 0u32..1 << (rows * cols) {
            let lights: Vec<[u64; 2]> = cells
                .iter()
                .filter(|&&(x, y)| lit & bit(x, y) != 0)
                .map(|&(x, y)| [x, y])
                .collect();
            let mut options = Vec::new();
            moves(&lit, &mut options);
            let v = search.grundy(lit);
            for d in 1..16 {
                let mut want: Vec<u32> =
                    options.iter().copied().filter(|&o| search.grundy(o) == v ^ d).collect();
                let found = grundy::coin_turning::lights_moves_by(&field, &lights, d);
                let mut got: Vec<u32> =
                    found.iter().map(|&([x, y], a, b)| lit ^ switch(x, y, a, b)).collect();
                want.sort();
                got.sort();
                assert_eq!(got, want, "{lights:?} by {d}");
            }
        }
    }
}
