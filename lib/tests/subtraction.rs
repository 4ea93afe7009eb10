//! Tests of the `subtraction` section.

use crate::kit::{GameSearch, Rng};
use grundy::subtraction;

/// The table for `moves` against exhaustive search, for piles `< len`.
fn check_against_search(moves: &[u64], len: usize) -> Vec<u64> {
    let table = subtraction::grundy_table(moves, len);
    assert_eq!(table.len(), len);
    let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
        out.extend(moves.iter().filter(|&&s| s <= n).map(|&s| n - s))
    });
    for (n, &g) in table.iter().enumerate() {
        assert_eq!(search.grundy(n as u64), g, "S = {moves:?}, n = {n}");
    }
    table
}

#[test]
fn fibonacci_moves() {
    // Moves above every pile are dropped: the whole table of 92 may be passed.
    let table = check_against_search(&grundy::fibonacci_game::FIBONACCI[..15], 1001);
    assert_eq!(grundy::fibonacci_game::FIBONACCI[14], 987);
    let all = subtraction::grundy_table(&grundy::fibonacci_game::FIBONACCI, 1001);
    assert_eq!(all, table);
}

#[test]
fn powers_of_two_are_n_mod_3() {
    let powers: Vec<u64> = (0..10).map(|k| 1 << k).collect();
    let table = check_against_search(&powers, 1001);
    for (n, &g) in table.iter().enumerate() {
        assert_eq!(g, subtraction::powers_of_two_grundy(n as u64));
    }
    let all: Vec<u64> = (0..64).map(|k| 1 << k).collect();
    assert_eq!(subtraction::grundy_table(&all, 1001), table);
}

#[test]
fn bash_and_take_any() {
    for m in 1..=12u64 {
        let moves: Vec<u64> = (1..=m).collect();
        let table = check_against_search(&moves, 120);
        for (n, &g) in table.iter().enumerate() {
            assert_eq!(g, grundy::bash::grundy(n as u64, m), "m = {m}");
        }
    }
    let any: Vec<u64> = (1..=150).collect();
    let table = check_against_search(&any, 151);
    assert!(table.iter().enumerate().all(|(n, &g)| g == n as u64));
}

#[test]
fn random_sets_with_duplicates_and_large_moves() {
    let mut rng = Rng::new(1);
    for round in 0..60 {
        let top = if round % 3 == 0 { 300 } else { 25 };
        let k = rng.range(1, 8);
        let mut moves: Vec<u64> = (0..k).map(|_| rng.range(1, top)).collect();
        moves.push(moves[0]); // a duplicate
        check_against_search(&moves, 400);
    }
    // Moves all larger than every pile: every value is 0.
    assert_eq!(subtraction::grundy_table(&[50, 60], 50), vec![0; 50]);
    assert_eq!(subtraction::grundy_table(&[3], 0), Vec::<u64>::new());
}

#[test]
fn many_moves_on_both_sides_of_the_mask_limit() {
    // Up to 127 moves, one-hot masks in two words (values up to 127, the second word from the
    // first value of 64, wherever it falls in a group); from 128 on, the stamp table. Dense
    // sets (large values) and sparse ones.
    let mut rng = Rng::new(2);
    for k in [63u64, 64, 100, 126, 127, 128, 131] {
        for top in [k + k / 4, 1000] {
            let mut moves: Vec<u64> = (1..=top).collect();
            while moves.len() as u64 > k {
                moves.swap_remove(rng.below(moves.len() as u64) as usize);
            }
            check_against_search(&moves, 700);
        }
        // Bash with m = k: values reach k itself.
        let bash: Vec<u64> = (1..=k).collect();
        let table = subtraction::grundy_table(&bash, 600);
        for (n, &g) in table.iter().enumerate() {
            assert_eq!(g, grundy::bash::grundy(n as u64, k), "m = {k}");
        }
    }
}

#[test]
#[should_panic(expected = "at least one stone")]
fn zero_move_is_refused() {
    subtraction::grundy_table(&[0, 1], 5);
}

/// `(start, p)` by definition: the smallest `p`, then the smallest `start`, such that
/// `g(x + p) = g(x)` for every `x >= start` with `x + p < len` (over a table long enough
/// that the prefix cannot fool it).
fn period_by_definition(g: &[u64], len: usize) -> (usize, usize) {
    (1..len)
        .find_map(|p| {
            let start = (0..len - p).rev().find(|&x| g[x + p] != g[x]).map_or(0, |x| x + 1);
            (start + p <= len / 2).then_some((start, p))
        })
        .unwrap()
}

/// `subtraction::period` as `(start, p)` when certified.
fn certified_period(moves: &[u64], g: &[u64]) -> Option<(usize, usize)> {
    let found = subtraction::period(moves, g);
    found.certified.then_some((found.preperiod, found.period))
}

#[test]
fn periods_match_the_definition() {
    let mut rng = Rng::new(4);
    let mut with_preperiod = 0;
    for round in 0..200 {
        let k = rng.range(1, 4);
        let top = if round % 2 == 0 { 6 } else { 20 };
        let moves: Vec<u64> = (0..k).map(|_| rng.range(1, top)).collect();
        let long = subtraction::grundy_table(&moves, 20_000);
        let want = period_by_definition(&long, long.len());
        let (start, p) = want;
        with_preperiod += (start > 0) as usize;
        // It shows once the first window of w = max S values repeats: at start + w + p.
        let w = *moves.iter().max().unwrap() as usize;
        let shows = start + w + p;
        assert_eq!(certified_period(&moves, &long), Some(want), "{moves:?}");
        assert_eq!(certified_period(&moves, &long[..shows]), Some(want));
        assert_eq!(certified_period(&moves, &long[..shows - 1]), None);
    }
    assert!(with_preperiod > 10, "{with_preperiod}");
    let bash = subtraction::grundy_table(&[1, 2, 3], 100);
    assert_eq!(certified_period(&[1, 2, 3], &bash), Some((0, 4)));
    let powers = subtraction::grundy_table(&[1, 2, 4, 8], 100);
    assert_eq!(certified_period(&[1, 2, 4, 8], &powers), Some((0, 3)));
    assert_eq!(certified_period(&[], &[0, 0, 0]), Some((0, 1)));
}

/// The plain definition: `g(n) = mex { g(n - s) : s ∈ moves, s <= n }`, for `n < len`.
fn table_by_definition(moves: &[u64], len: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..len {
        let reached = moves.iter().filter(|&&s| s as usize <= n);
        g.push(grundy::mex::mex(reached.map(|&s| g[n - s as usize])));
    }
    g
}

#[test]
fn early_stop_and_grouped_moves_match_the_definition() {
    // Moves below 16 only, above only or both (grouped or not); short windows with many
    // moves, long sparse ones; the periods show early, late (after a long preperiod) or not
    // within the table; lengths of every residue mod 16.
    let mut rng = Rng::new(5);
    let mut kinds = [0; 2];
    for round in 0..300 {
        let top = [4, 30, 200, 2000, 10_000][round % 5];
        let k = rng.range(1, [3, 100][round / 5 % 2].min(top));
        let moves: Vec<u64> = (0..k).map(|_| rng.range(1, top)).collect();
        let len = rng.range(0, 12_000) as usize;
        let want = table_by_definition(&moves, len);
        assert_eq!(subtraction::grundy_table(&moves, len), want, "{moves:?} {len}");
        if top <= 200 {
            // Periodic early (the fast table stops there), or not within the table.
            let p = certified_period(&moves, &want).filter(|&(s, p)| s + 200 + p < len / 2);
            kinds[p.is_some() as usize] += 1;
        }
    }
    assert!(kinds[0] > 20 && kinds[1] > 50, "{kinds:?}");
    // The bench's kinds: 100 moves up to 200 (a preperiod beyond 10^4 is common), Bash.
    for round in 0..4 {
        let moves: Vec<u64> = (0..100).map(|_| rng.range(1, 200)).collect();
        assert_eq!(subtraction::grundy_table(&moves, 10_001), table_by_definition(&moves, 10_001));
        let bash: Vec<u64> = (1..=100 + round).collect();
        assert_eq!(subtraction::grundy_table(&bash, 10_001), table_by_definition(&bash, 10_001));
    }
}

#[test]
fn the_period_is_certified_once_it_shows() {
    let mut rng = Rng::new(1536);
    for _ in 0..100 {
        let moves: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(1, 30)).collect();
        let found = subtraction::period(&moves, &subtraction::grundy_table(&moves, 1 << 16));
        assert!(found.certified, "{moves:?}");
        let long = subtraction::grundy_table(&moves, 1 << 18);
        assert_eq!(certified_period(&moves, &long), Some((found.preperiod, found.period)));
    }
    // Max S = 99 and 100 values: no room for 99 equalities a period apart.
    let g = subtraction::grundy_table(&[60, 99], 100);
    assert!(!subtraction::period(&[60, 99], &g).certified);
}
