//! Tests of the `wythoff` section.

use crate::kit::GameSearch;
use grundy::wythoff::*;

fn assert_is_floor_sqrt(n: u128) {
    let r = isqrt(n);
    assert!(
        r.checked_mul(r).is_some_and(|sq| sq <= n),
        "isqrt({n}) = {r} too big"
    );
    let r1 = r + 1;
    assert!(
        r1.checked_mul(r1).map_or(true, |sq| sq > n),
        "isqrt({n}) = {r} too small"
    );
}

#[test]
fn isqrt_is_exact() {
    for n in 0..100_000u128 {
        assert_is_floor_sqrt(n);
    }
    // Around squares of every size, including the largest square in u128.
    let mut roots: Vec<u128> = (0..=64).map(|e| (1u128 << e) - 1).collect();
    roots.extend((1..64).map(|e| 1u128 << e));
    roots.extend((1..64).map(|e| (1u128 << e) + 1));
    roots.extend([3, 10, 1_000_000_007, 4_294_967_297, 123_456_789_012_345_678]);
    for r in roots {
        let sq = r * r;
        for n in [sq.saturating_sub(1), sq, sq.saturating_add(1)] {
            assert_is_floor_sqrt(n);
        }
        assert_eq!(isqrt(sq), r);
        if r > 0 {
            assert_eq!(isqrt(sq - 1), r - 1);
        }
    }
    assert_eq!(isqrt(u128::MAX), u64::MAX as u128);
    assert_eq!(isqrt(u128::MAX - 1), u64::MAX as u128);
    assert_eq!(isqrt(1u128 << 127), 13_043_817_825_332_782_212);
    assert_is_floor_sqrt(1u128 << 127);
}

#[test]
fn matches_exhaustive_search_up_to_60() {
    let mut search = GameSearch::new(|&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| {
        out.extend((0..a).map(|x| (x, b)));
        out.extend((0..b).map(|y| (a, y)));
        out.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    });
    let mut p_positions = 0;
    for a in 0..=60u64 {
        for b in 0..=60u64 {
            let wins = search.first_player_wins((a, b));
            assert_eq!(wythoff_is_losing(a, b), !wins, "({a}, {b})");
            assert_eq!(wythoff_first_player_wins(a, b), wins);
            p_positions += !wins as usize;
            let mut by_search: Vec<(u64, u64)> = (0..a)
                .map(|x| (x, b))
                .chain((0..b).map(|y| (a, y)))
                .chain((1..=a.min(b)).map(|t| (a - t, b - t)))
                .filter(|&q| !search.first_player_wins(q))
                .collect();
            by_search.sort_unstable();
            let mut ours = wythoff_winning_moves(a, b);
            for &(x, y) in &ours {
                assert!(wythoff_is_losing(x, y));
            }
            ours.sort_unstable();
            assert_eq!(ours, by_search, "winning moves from ({a}, {b})");
        }
    }
    // (0,0) and the 2 orders of (1,2), (3,5), …, (37,60): 1 + 2·23.
    assert_eq!(p_positions, 1 + 2 * 23);
}

#[test]
fn pairs_partition_the_positive_integers() {
    // Beatty: every v in 1..=N is exactly one a_j or b_j (j >= 1).
    const N: usize = 100_000;
    let mut seen = vec![0u8; N + 1];
    for k in 1..N as u64 {
        let (a, b) = wythoff_pair(k).unwrap();
        for v in [a, b] {
            if v as usize <= N {
                seen[v as usize] += 1;
            }
        }
        if a as usize <= N {
            assert_eq!(wythoff_partner(a), Some(b));
        }
        if b as usize <= N {
            assert_eq!(wythoff_partner(b), Some(a));
        }
    }
    assert!(seen[1..].iter().all(|&c| c == 1));
}

#[test]
fn exact_at_fibonacci_differences_up_to_the_u64_limit() {
    // floor(F_n·φ) = F_{n+1} - [n even] for n >= 2, because
    // F_n·φ = F_{n+1} - ψ^n with ψ = -1/φ: an exact check independent of isqrt.
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
        assert_eq!(wythoff_pair(f as u64), want, "k = F_{n} = {f}");
        if let Some((a, b)) = want {
            assert!(wythoff_is_losing(a, b) && wythoff_is_losing(b, a));
            assert!(!wythoff_is_losing(a + 1, b + 1));
            assert!(wythoff_winning_moves(a, b).is_empty());
            assert_eq!(wythoff_partner(a), Some(b));
            assert_eq!(wythoff_partner(b), Some(a));
            assert!(wythoff_winning_moves(a + 1, b).contains(&(a, b)));
            assert!(wythoff_winning_moves(a + 5, b + 5).contains(&(a, b)));
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
    assert_eq!(wythoff_pair(102_334_155), Some((165_580_140, 267_914_295)));
    assert!(wythoff_is_losing(267_914_295, 165_580_140));
    assert!(!wythoff_is_losing(165_580_141, 267_914_296));
}

#[test]
fn u64_edges() {
    let max = u64::MAX;
    assert!(wythoff_is_losing(0, 0));
    assert!(!wythoff_is_losing(max, max));
    assert!(!wythoff_is_losing(0, max));
    assert!(!wythoff_is_losing(max, 0));
    // u64::MAX is itself a b_k: k = 7046029254386353130, a_k = 11400714819323198485
    // (checked outside with Python's exact math.isqrt), the largest P-position in u64.
    let a_of_max = 11_400_714_819_323_198_485;
    assert_eq!(
        wythoff_pair(7_046_029_254_386_353_130),
        Some((a_of_max, max))
    );
    assert!(wythoff_is_losing(max, a_of_max));
    assert!(!wythoff_is_losing(max, a_of_max - 1));
    assert_eq!(wythoff_partner(max), Some(a_of_max));
    assert_eq!(
        wythoff_winning_moves(max, max),
        [(max, a_of_max), (a_of_max, max), (0, 0)]
    );
    assert_eq!(wythoff_winning_moves(0, max), [(0, 0)]);
    assert_eq!(wythoff_winning_moves(max, 0), [(0, 0)]);
    // 5k² overflows u128 exactly from k = ceil(√(u128::MAX / 5)) on.
    let k_over = (isqrt(u128::MAX / 5) + 1) as u64;
    assert_eq!(wythoff_pair(k_over), None);
    assert_eq!(wythoff_pair(k_over - 1), None); // fits in u128 but b > u64::MAX
    assert_eq!(wythoff_pair(max), None);
    // Largest P-position in u64: k with b_k <= u64::MAX < b_{k+1}.
    let mut lo = 0u64;
    let mut hi = max / 2; // b_k >= 2k
    while lo < hi {
        let mid = lo + (hi - lo + 1) / 2;
        if wythoff_pair(mid).is_some() {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let (a, b) = wythoff_pair(lo).unwrap();
    assert_eq!((a, b), (a_of_max, max));
    assert!(wythoff_pair(lo + 1).is_none());
    assert!(wythoff_is_losing(b, a));
    assert_eq!(wythoff_partner(a), Some(b));
    assert_eq!(wythoff_partner(b), Some(a));
    assert!(wythoff_winning_moves(a, max).is_empty());
    assert!(wythoff_winning_moves(a + 1, max).contains(&(a, max)));
}
