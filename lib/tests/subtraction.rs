//! Tests of the `subtraction` section.

use crate::kit::GameSearch;
use grundy::subtraction::*;

fn xorshift(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

/// The table for `moves` against exhaustive search, and the single-value form
/// against the table, for piles `< len`.
fn check_against_search(moves: &[u64], len: usize) -> Vec<u64> {
    let table = subtraction_table(moves, len);
    assert_eq!(table.len(), len);
    let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
        out.extend(moves.iter().filter(|&&s| s <= n).map(|&s| n - s))
    });
    for (n, &g) in table.iter().enumerate() {
        assert_eq!(search.grundy(n as u64), g, "S = {moves:?}, n = {n}");
    }
    for n in (0..len).step_by(7) {
        assert_eq!(
            subtraction_grundy(moves, n as u64),
            table[n],
            "S = {moves:?}, n = {n}"
        );
    }
    table
}

#[test]
fn fibonacci_moves() {
    let moves = fibonacci_up_to(1000);
    assert_eq!(moves.len(), 15); // 1 2 3 5 … 987
    check_against_search(&moves, 1001);
}

#[test]
fn powers_of_two_are_n_mod_3() {
    let table = check_against_search(&powers_of_two_up_to(1000), 1001);
    assert!(table
        .iter()
        .enumerate()
        .all(|(n, &g)| g == powers_of_two_grundy(n as u64)));
    // Also with all 64 powers (those above n are never playable).
    let all: Vec<u64> = (0..64).map(|k| 1u64 << k).collect();
    assert_eq!(subtraction_table(&all, 1001), table);
}

#[test]
fn bash_and_take_any() {
    for m in 1..=12u64 {
        let moves: Vec<u64> = (1..=m).collect();
        let table = check_against_search(&moves, 120);
        for (n, &g) in table.iter().enumerate() {
            assert_eq!(g, grundy::bash::bash_grundy(n as u64, m), "m = {m}");
        }
    }
    let any: Vec<u64> = (1..=150).collect();
    let table = check_against_search(&any, 151);
    assert!(table
        .iter()
        .enumerate()
        .all(|(n, &g)| g == take_any_grundy(n as u64)));
}

#[test]
fn random_sets_with_duplicates_and_large_moves() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for round in 0..60 {
        let k = 1 + xorshift(&mut seed) % 8;
        let top = if round % 3 == 0 { 300 } else { 25 };
        let mut moves: Vec<u64> = (0..k).map(|_| 1 + xorshift(&mut seed) % top).collect();
        moves.push(moves[0]); // a duplicate
        check_against_search(&moves, 400);
    }
    // Moves all larger than every pile: every value is 0.
    assert_eq!(subtraction_table(&[50, 60], 50), vec![0; 50]);
    assert_eq!(subtraction_table(&[3], 0), Vec::<u64>::new());
}

#[test]
fn many_moves_near_the_u128_mask_limit() {
    // Up to 127 moves the table works on u128 masks (values up to 127), from 128
    // on it falls back to the stamp engine: both sides of the limit, dense sets
    // (large values) and sparse ones.
    let mut seed = 0x853c_49e6_748f_ea9bu64;
    for k in [63u64, 64, 100, 126, 127, 128, 131] {
        for top in [k + k / 4, 1000] {
            let mut moves: Vec<u64> = (1..=top).collect();
            while moves.len() as u64 > k {
                let at = (xorshift(&mut seed) % moves.len() as u64) as usize;
                moves.swap_remove(at);
            }
            check_against_search(&moves, 700);
        }
        // Bash with m = k: values reach k itself.
        let bash: Vec<u64> = (1..=k).collect();
        let table = subtraction_table(&bash, 600);
        for (n, &g) in table.iter().enumerate() {
            assert_eq!(g, grundy::bash::bash_grundy(n as u64, k), "m = {k}");
        }
    }
}

#[test]
fn reused_tables_match_fresh_ones() {
    // Long, short, long again: stale entries of an earlier, longer table must not
    // leak into a later one (nothing is cleared between sets).
    let mut tables = SubtractionTables::new();
    // Values up to 127 (Bash 127), then a table whose values below 64 sit where
    // the first one had values of 64 and more, and whose own values reach 100.
    for m in [127u64, 100, 127, 80] {
        let bash: Vec<u64> = (1..=m).collect();
        let want: Vec<u64> = (0..500).map(|n| n % (m + 1)).collect();
        assert_eq!(tables.table(&bash, 500), want, "m = {m}");
    }
    let mut seed = 0x5851_f42d_4c95_7f2du64;
    for round in 0..40 {
        let k = 1 + xorshift(&mut seed) % 130;
        let top = [10, 70, 300][round % 3];
        let moves: Vec<u64> = (0..k).map(|_| 1 + xorshift(&mut seed) % top).collect();
        let len = [900, 17, 0, 1, 400][round % 5];
        let set = normalized_moves(&moves, len as u64);
        let want = grundy::mex::grundy_table(len, |i, out| {
            out.extend(set.iter().take_while(|&&s| s <= i).map(|&s| i - s))
        });
        assert_eq!(tables.table(&moves, len), want, "S = {moves:?}, len {len}");
    }
}

#[test]
fn period_finder_on_built_sequences() {
    // Sequences where, as in a subtraction game, each value is a function of the
    // `width` values before it (here of the first and last of them, by a random
    // rule), after `width` free values: eventually periodic.
    let mut seed = 0x1234_5678_9abc_def1u64;
    for _ in 0..300 {
        let width = 1 + (xorshift(&mut seed) % 12) as usize;
        // Values 0 or 1: at most 2^12 windows, so periodic by 2^12 + 12.
        let rule: Vec<u64> = (0..4).map(|_| xorshift(&mut seed) % 2).collect();
        let mut g: Vec<u64> = (0..width).map(|_| xorshift(&mut seed) % 2).collect();
        while g.len() < 20_000 {
            let n = g.len();
            g.push(rule[(2 * g[n - 1] + g[n - width]) as usize]);
        }
        let mut finder = PeriodFinder::new(width);
        let found = (1..=g.len()).find_map(|n| finder.push(&g[..n]).map(|p| (n, p)));
        let (n, p) = found.expect("the sequence is periodic well before its end");
        assert!((n..g.len()).all(|x| g[x] == g[x - p]), "not a period");
    }
    // Values that never repeat a window: no period.
    let g: Vec<u64> = (0..5000).collect();
    let mut finder = PeriodFinder::new(7);
    assert!((1..=g.len()).all(|n| finder.push(&g[..n]).is_none()));
}

#[test]
fn period_finder_is_not_fooled_by_a_hash_collision() {
    // Thue–Morse of length 2^11 and its complement have the same polynomial hash
    // mod 2^64 for every odd base (their difference is a product of eleven factors
    // 1 - B^(2^i), each divisible by 2^(i+1)); only the comparison tells them apart.
    let thue_morse: Vec<u64> = (0..2048u32)
        .map(|j| u64::from(j.count_ones() % 2))
        .collect();
    let complement = thue_morse.iter().map(|&t| 1 - t);
    let g: Vec<u64> = thue_morse.iter().copied().chain(complement).collect();
    let mut finder = PeriodFinder::new(2048);
    for n in 1..=g.len() {
        assert_eq!(finder.push(&g[..n]), None, "n = {n}");
    }
    assert_eq!(finder.checkpoint, 2048);
    assert_eq!(finder.hash, finder.checkpoint_hash, "the collision");
}

#[test]
fn single_value_on_sparse_large_piles() {
    // S = {1000, 3000}: the last n mod 1000 stones are never touched, so a pile of n
    // is the pile n / 1000 of S' = {1, 3}, where every move is odd: g = j mod 2.
    let small = subtraction_table(&[1, 3], 2001);
    assert!(small.iter().enumerate().all(|(j, &g)| g == j as u64 % 2));
    for n in [0u64, 999, 1000, 12_345, 1_000_007, 2_000_999] {
        let want = small[(n / 1000) as usize];
        assert_eq!(subtraction_grundy(&[3000, 1000], n), want, "n = {n}");
    }
}

#[test]
#[should_panic(expected = "at least one stone")]
fn zero_move_is_refused() {
    subtraction_table(&[0, 1], 5);
}
