//! Tests of the `wythoff` section.

use crate::kit::{GameSearch, Rng};
use grundy::wythoff;

/// `floor(√n)`, digit by digit in base 4 (the textbook method).
fn isqrt(n: u128) -> u128 {
    let (mut rest, mut root) = (n, 0u128);
    let mut bit = 1u128 << 126;
    while bit > n {
        bit >>= 2;
    }
    while bit != 0 {
        if rest >= root + bit {
            rest -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    root
}

/// The oracle: `(a_k, b_k)` from `a_k = floor((k + √(5k²)) / 2)`, with `isqrt`.
pub fn pair_by_isqrt(k: u64) -> Option<(u64, u64)> {
    let k = k as u128;
    let a = (k + isqrt((k * k).checked_mul(5)?)) / 2;
    let b = u64::try_from(a + k).ok()?;
    Some((a as u64, b))
}

#[test]
fn the_oracle_is_a_square_root() {
    for n in (0..100_000u128).chain([u128::MAX, u128::MAX - 1, 1 << 127]) {
        let r = isqrt(n);
        assert!(r * r <= n && (r + 1).checked_mul(r + 1).map_or(true, |s| s > n), "{n}");
    }
    assert_eq!(isqrt(u128::MAX), u64::MAX as u128);
}

#[test]
fn the_constant_is_floor_of_2_64_over_phi() {
    // y = 2^64/φ solves y² + 2^64·y = 2^128: F is below y, F + 1 above.
    let f = wythoff::INV_PHI_2_64 as u128;
    assert!((f * f).checked_add(f << 64).is_some());
    assert!(((f + 1) * (f + 1)).checked_add((f + 1) << 64).is_none());
}

/// The moves of Wythoff's game by definition.
fn moves(&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>) {
    out.extend((0..a).map(|x| (x, b)));
    out.extend((0..b).map(|y| (a, y)));
    out.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
}

#[test]
fn matches_exhaustive_search_up_to_60() {
    let mut search = GameSearch::new(moves);
    let mut p_positions = 0;
    for a in 0..=60u64 {
        for b in 0..=60u64 {
            let wins = search.first_player_wins((a, b));
            assert_eq!(wythoff::is_losing(a, b), !wins, "({a}, {b})");
            assert_eq!(wythoff::first_player_wins(a, b), wins);
            p_positions += !wins as usize;
            let mut all = Vec::new();
            moves(&(a, b), &mut all);
            let mut by_search: Vec<(u64, u64)> =
                all.into_iter().filter(|&q| !search.first_player_wins(q)).collect();
            by_search.sort_unstable();
            let mut ours = wythoff::winning_moves(a, b);
            ours.sort_unstable();
            assert_eq!(ours, by_search, "winning moves from ({a}, {b})");
        }
    }
    // (0,0) and the 2 orders of (1,2), (3,5), …, (37,60): 1 + 2·23.
    assert_eq!(p_positions, 1 + 2 * 23);
}

#[test]
fn the_value_grid_matches_the_search() {
    let mut search = GameSearch::new(moves);
    for n in [0, 1, 40, 70] {
        let grid = wythoff::grundy_grid(n);
        assert_eq!(grid.len(), n + 1);
        for (a, row) in grid.iter().enumerate() {
            for (b, &v) in row.iter().enumerate() {
                assert_eq!(v, search.grundy((a as u64, b as u64)), "({a}, {b}) in {n}");
            }
        }
    }
}

#[test]
fn pairs_match_the_square_root_formula() {
    let mut rng = Rng::new(7);
    let bound = u64::MAX / 5 * 2;
    let edges = [1 << 30, (1 << 30) - 1, bound, bound + 1, 7_046_029_254_386_353_131];
    let random = (0..200_000).map(|_| rng.next_u64() >> rng.below(64));
    for k in (0..100_000).chain(edges).chain(random) {
        let want = pair_by_isqrt(k);
        assert_eq!(wythoff::pair(k), want, "k = {k}");
        if let Some((a, b)) = want {
            assert!(wythoff::is_losing(a, b) && wythoff::is_losing(b, a), "k = {k}");
            assert!(!wythoff::is_losing(a + 1, b));
            assert!(a == 0 || !wythoff::is_losing(a - 1, b));
            assert_eq!(wythoff::partner(a), Some(b));
            assert_eq!(wythoff::partner(b), Some(a));
        }
    }
}

#[test]
fn partners_of_random_values() {
    let mut rng = Rng::new(8);
    for _ in 0..100_000 {
        let v = rng.next_u64() >> rng.below(64);
        match wythoff::partner(v) {
            Some(w) => {
                let (lo, hi) = (v.min(w), v.max(w));
                assert_eq!(pair_by_isqrt(hi - lo), Some((lo, hi)), "v = {v}");
            }
            // Only an a_k whose b_k = a_k + k overflows: k near v / φ.
            None => assert!(v > u64::MAX / 2, "v = {v}"),
        }
    }
}

#[test]
fn pairs_partition_the_positive_integers() {
    // Beatty: every v in 1..=N is exactly one a_j or b_j (j >= 1).
    const N: usize = 100_000;
    let mut seen = vec![0u8; N + 1];
    for k in 1..N as u64 {
        let (a, b) = wythoff::pair(k).unwrap();
        for v in [a, b] {
            if v as usize <= N {
                seen[v as usize] += 1;
            }
        }
    }
    assert!(seen[1..].iter().all(|&c| c == 1));
}

#[test]
fn exact_at_fibonacci_differences_up_to_the_u64_limit() {
    // floor(F_n·φ) = F_{n+1} - [n even] for n >= 2, because
    // F_n·φ = F_{n+1} - ψ^n with ψ = -1/φ: an exact check independent of square roots.
    let (mut f, mut next) = (1u128, 2u128); // F_2, F_3
    let mut n = 2;
    let mut last_fitting = 0;
    while f <= u64::MAX as u128 {
        let a = next - (n % 2 == 0) as u128;
        let b = a + f;
        let want = if b <= u64::MAX as u128 {
            last_fitting = f;
            Some((a as u64, b as u64))
        } else {
            None
        };
        assert_eq!(wythoff::pair(f as u64), want, "k = F_{n} = {f}");
        if let Some((a, b)) = want {
            assert!(wythoff::winning_moves(a, b).is_empty());
            assert!(wythoff::winning_moves(a + 1, b).contains(&(a, b)));
            assert!(wythoff::winning_moves(a + 5, b + 5).contains(&(a, b)));
        }
        (f, next) = (next, f + next);
        n += 1;
    }
    assert_eq!(last_fitting, 4_660_046_610_375_530_309); // F_91
}

#[test]
fn the_double_precision_trap() {
    // k = 102334155 = F_40: the double-precision formula (int)(k * (sqrt(5) + 1) / 2) gives
    // 165580141 (found by a scratch C program); exactly, 165580140 < k·φ < 165580141:
    // (2·165580140 - k)² < 5k² < (2·165580141 - k)².
    let k: u128 = 102_334_155;
    assert!((2 * 165_580_140 - k).pow(2) < 5 * k * k);
    assert!(5 * k * k < (2 * 165_580_141 - k).pow(2));
    assert_eq!(wythoff::pair(102_334_155), Some((165_580_140, 267_914_295)));
    assert!(wythoff::is_losing(267_914_295, 165_580_140));
    assert!(!wythoff::is_losing(165_580_141, 267_914_296));
}

#[test]
fn u64_edges() {
    let max = u64::MAX;
    assert!(wythoff::is_losing(0, 0));
    assert!(!wythoff::is_losing(max, max));
    assert!(!wythoff::is_losing(0, max) && !wythoff::is_losing(max, 0));
    // u64::MAX is itself b_k for k = 7046029254386353130, with a_k = 11400714819323198485
    // (checked outside with Python's exact math.isqrt): the largest P-position in u64.
    let a_of_max = 11_400_714_819_323_198_485;
    assert_eq!(wythoff::pair(7_046_029_254_386_353_130), Some((a_of_max, max)));
    assert_eq!(wythoff::pair(7_046_029_254_386_353_131), None);
    assert!(wythoff::is_losing(max, a_of_max));
    assert!(!wythoff::is_losing(max, a_of_max - 1));
    assert_eq!(wythoff::partner(max), Some(a_of_max));
    assert_eq!(wythoff::partner(max - 1), None); // an a_k whose b_k overflows
    assert_eq!(wythoff::partner(0), Some(0));
    assert_eq!(wythoff::winning_moves(max, max), [(max, a_of_max), (a_of_max, max), (0, 0)]);
    assert_eq!(wythoff::winning_moves(0, max), [(0, 0)]);
    assert_eq!(wythoff::winning_moves(max, 0), [(0, 0)]);
    assert!(wythoff::winning_moves(a_of_max, max).is_empty());
    assert_eq!(wythoff::pair(max), None);
}
