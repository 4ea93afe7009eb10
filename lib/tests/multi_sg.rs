//! Tests of the `multi_sg` section.

use crate::kit::GameSearch;
use grundy::multi_sg;

/// The Multi-SG theorem as a table, `g(0), …, g(n-1)` of one heap: `moves(x, out)` pushes
/// every option from a heap of `x` as the heaps it leaves (`[]`, `[y]`, `[i, j]`, …), each
/// smaller than `x`; an option's value is the xor of its pieces' values (a split is a sum).
/// `out` is cleared before each call. Panics if a piece is not smaller than its heap.
fn grundy_table<F>(n: usize, mut moves: F) -> Vec<u64>
where
    F: FnMut(usize, &mut Vec<Vec<usize>>),
{
    let mut g = Vec::with_capacity(n);
    let mut options = Vec::new();
    for x in 0..n {
        options.clear();
        moves(x, &mut options);
        let value = |pieces: &Vec<usize>| {
            let small = pieces.iter().all(|&p| p < x);
            assert!(small, "multi_sg: a piece of heap {x} is not smaller");
            pieces.iter().fold(0, |s, &p| s ^ g[p])
        };
        let values: Vec<u64> = options.iter().map(value).collect();
        g.push(grundy::mex::mex(values));
    }
    g
}

#[test]
fn closed_form_matches_the_split_and_take_search() {
    let g = grundy_table(61, |x, out| {
        out.extend((0..x).map(|y| vec![y]));
        out.extend((1..=x / 2).map(|i| vec![i, x - i]));
    });
    assert_eq!(g.len(), 61);
    for (x, &v) in g.iter().enumerate() {
        assert_eq!(multi_sg::lasker_grundy(x as u64), v as u128, "heap {x}");
    }
    // Without splits it is plain Nim: g(x) = x.
    let nim = grundy_table(61, |x, out| out.extend((0..x).map(|y| vec![y])));
    assert!(nim.len() == 61 && nim.iter().enumerate().all(|(x, &v)| v == x as u64));
}

/// Every multiset of heaps with total <= 11, searched directly as one game.
#[test]
fn xor_of_closed_forms_decides_sums() {
    let mut search = GameSearch::new(|heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
        for i in 0..heaps.len() {
            let rest = || {
                let mut r = heaps.clone();
                r.remove(i);
                r
            };
            let h = heaps[i];
            let mut push = |mut next: Vec<u64>| {
                next.sort_unstable();
                out.push(next);
            };
            for t in 0..h {
                let mut next = rest();
                if t > 0 {
                    next.push(t);
                }
                push(next);
            }
            for j in 1..=h / 2 {
                let mut next = rest();
                next.extend([j, h - j]);
                push(next);
            }
        }
    });
    // All partitions of totals 0..=11 into parts >= 1, as sorted vectors.
    let mut partitions = vec![vec![]];
    let mut frontier: Vec<Vec<u64>> = vec![vec![]];
    while let Some(p) = frontier.pop() {
        let total: u64 = p.iter().sum();
        let start = p.last().copied().unwrap_or(1);
        for part in start..=11 - total {
            let mut q = p.clone();
            q.push(part);
            partitions.push(q.clone());
            frontier.push(q);
        }
    }
    assert_eq!(partitions.len(), 1 + 1 + 2 + 3 + 5 + 7 + 11 + 15 + 22 + 30 + 42 + 56);
    for heaps in partitions {
        let xor = heaps.iter().fold(0u128, |s, &h| s ^ multi_sg::lasker_grundy(h));
        assert_eq!(search.grundy(heaps.clone()) as u128, xor, "{heaps:?}");
    }
}

#[test]
fn u64_edges() {
    assert_eq!(multi_sg::lasker_grundy(u64::MAX), 1u128 << 64);
    assert_eq!(multi_sg::lasker_grundy(u64::MAX - 1), (u64::MAX - 1) as u128);
    assert_eq!(multi_sg::lasker_grundy(u64::MAX - 3), (u64::MAX - 4) as u128);
    let wins = |heaps: &[u64]| heaps.iter().fold(0, |s, &h| s ^ multi_sg::lasker_grundy(h)) != 0;
    assert!(wins(&[u64::MAX, 1 << 63]));
    assert!(!wins(&[u64::MAX, u64::MAX]));
    // 2^64 cannot be cancelled by any other u64 heap's value but another 2^64.
    assert!(wins(&[u64::MAX, u64::MAX, u64::MAX]));
}

/// `grundy_table` against `kit::GameSearch` on the multiset of heaps, for games whose splits
/// matter: Grundy's game (split a heap into two unequal ones) and Kayles (take 1 or 2 stones,
/// leaving the rest as up to two heaps).
#[test]
fn tables_of_splitting_games_match_the_search() {
    fn grundys_game(x: usize, out: &mut Vec<Vec<usize>>) {
        out.extend((1..x.div_ceil(2)).map(|i| vec![i, x - i]));
    }
    fn kayles(x: usize, out: &mut Vec<Vec<usize>>) {
        for take in 1..=x.min(2) {
            out.extend((0..=(x - take) / 2).map(|i| vec![i, x - take - i]));
        }
    }
    for (name, moves) in [("Grundy's game", grundys_game as fn(_, &mut _)), ("Kayles", kayles)] {
        let mut search = GameSearch::new(|heaps: &Vec<usize>, out: &mut Vec<Vec<usize>>| {
            let mut options = Vec::new();
            for i in 0..heaps.len() {
                options.clear();
                moves(heaps[i], &mut options);
                for pieces in &options {
                    let mut next = heaps.clone();
                    next.remove(i);
                    next.extend(pieces.iter().filter(|&&p| p > 0));
                    next.sort_unstable();
                    out.push(next);
                }
            }
        });
        let table = grundy_table(25, moves);
        assert_eq!(table.len(), 25, "{name}");
        for (x, &g) in table.iter().enumerate() {
            assert_eq!(g, search.grundy(vec![x]), "{name}, heap {x}");
        }
    }
}

#[test]
#[should_panic(expected = "is not smaller")]
fn a_piece_as_large_as_its_heap_is_refused() {
    grundy_table(3, |x, out| out.push(vec![x]));
}

/// Sheets `(w, h)` with `w <= h`, sorted; `[(0, 0)]` once someone has cut out a 1×1.
pub(crate) type Sheets = Vec<(u8, u8)>;

/// The Cutting Game by its real rules: any cut of any sheet; cutting out a 1×1 sheet wins
/// at once, as a move to a position with no moves.
pub(crate) fn cutting_moves(sheets: &Sheets, out: &mut Vec<Sheets>) {
    for (k, &(w, h)) in sheets.iter().enumerate() {
        let cuts = (1..w).map(|i| [(i, h), (w - i, h)]).chain((1..h).map(|j| [(w, j), (w, h - j)]));
        for pieces in cuts {
            if pieces.contains(&(1, 1)) {
                out.push(vec![(0, 0)]);
                continue;
            }
            let mut next = sheets.clone();
            next.remove(k);
            next.extend(pieces.map(|(a, b)| (a.min(b), a.max(b))));
            next.sort_unstable();
            out.push(next);
        }
    }
}

/// Every sheet and every pair of sheets with sides 2..=6 against the table.
#[test]
fn cutting_table_matches_the_real_cutting_game() {
    let mut search = GameSearch::new(cutting_moves);
    let t = multi_sg::cutting_table(&[], 6);
    let g = |w: u8, h: u8| t[w as usize * 7 + h as usize];
    assert_eq!((g(2, 2), g(2, 3), g(3, 2), g(4, 2)), (0, 0, 0, 1));
    for w in 2..=6 {
        for h in 2..=6 {
            let sheet = (w.min(h), w.max(h));
            assert_eq!(search.first_player_wins(vec![sheet]), g(w, h) != 0, "{w}x{h}");
            for (w2, h2) in [(2, 2), (2, 4), (3, 3), (2, 5), (3, 4)] {
                let mut two = vec![sheet, (w2, h2)];
                two.sort_unstable();
                let want = g(w, h) != g(w2, h2);
                assert_eq!(search.first_player_wins(two), want, "{w}x{h} + {w2}x{h2}");
            }
        }
    }
    // A larger table starts with the smaller one (the binary grows its table).
    let big = multi_sg::cutting_table(&[], 40);
    assert!((0..7).all(|w| (0..7).all(|h| big[w * 41 + h] == t[w * 7 + h])));
}

/// The mex of the cuts' values by definition, with a list of the values seen.
fn cutting_plain(n: usize) -> Vec<u8> {
    let s = n + 1;
    let mut g = vec![0u8; s * s];
    for w in 2..s {
        for h in 2..s {
            let mut seen = Vec::new();
            seen.extend((2..=w - 2).map(|i| g[i * s + h] ^ g[(w - i) * s + h]));
            seen.extend((2..=h - 2).map(|j| g[w * s + j] ^ g[w * s + h - j]));
            g[w * s + h] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    g
}

/// The table, built at once and grown from smaller ones, against the definition up to the
/// judge's side 200 (where the largest value is 9).
#[test]
fn cutting_table_matches_its_definition() {
    let plain = cutting_plain(200);
    assert_eq!(multi_sg::cutting_table(&[], 200), plain);
    assert_eq!(plain.iter().max(), Some(&9));
    let mut grown = Vec::new();
    for side in [2, 3, 5, 17, 64, 150, 200] {
        grown = multi_sg::cutting_table(&grown, side);
        let s = side + 1;
        let want = (0..s * s).map(|i| plain[i / s * 201 + i % s]);
        assert!(grown.iter().copied().eq(want), "side {side}");
    }
}

/// Every option of a heap of `h` by definition, as the heaps it leaves, with its value.
fn options_by_definition(h: u64) -> Vec<(Vec<u64>, u128)> {
    let g = multi_sg::lasker_grundy;
    let takes = (0..h).map(|t| (if t == 0 { vec![] } else { vec![t] }, g(t)));
    takes.chain((1..=h / 2).map(|a| (vec![a, h - a], g(a) ^ g(h - a)))).collect()
}

#[test]
fn lasker_options_are_every_option_of_the_value() {
    for h in 0..=300u64 {
        let every = options_by_definition(h);
        for target in 0..=2 * h as u128 + 8 {
            let want: Vec<Vec<u64>> =
                every.iter().filter(|o| o.1 == target).map(|o| o.0.clone()).collect();
            let mut out = Vec::new();
            let count = multi_sg::lasker_options(h, target, usize::MAX, &mut out);
            assert_eq!((count, &out), (want.len() as u128, &want), "h = {h}, target {target}");
            let mut few = Vec::new();
            assert_eq!(multi_sg::lasker_options(h, target, 2, &mut few), count);
            assert_eq!(few[..], want[..want.len().min(2)], "h = {h}, target {target}");
        }
    }
    // Huge heaps: each listed option has the value, the count is at least the listed.
    let mut rng = crate::kit::Rng::new(3);
    for _ in 0..300 {
        let (h, target) = (rng.next_u64(), u128::from(rng.next_u64() >> rng.below(64)));
        let mut out = Vec::new();
        let count = multi_sg::lasker_options(h, target, 40, &mut out);
        assert!(out.len() as u128 <= count);
        for pieces in out {
            let value = pieces.iter().fold(0, |s, &p| s ^ multi_sg::lasker_grundy(p));
            assert_eq!(value, target);
            let sum: u128 = pieces.iter().map(|&p| u128::from(p)).sum();
            assert!(sum < u128::from(h) || (pieces.len() == 2 && sum == u128::from(h)));
        }
    }
}

/// The heaps left when heap `i` becomes `pieces`, sorted.
fn after(heaps: &[u64], i: usize, pieces: Vec<u64>) -> Vec<u64> {
    let mut next = heaps.to_vec();
    next.remove(i);
    next.extend(pieces);
    next.sort_unstable();
    next
}

/// Every winning move of positions of up to 3 heaps of total <= 14: those the search finds
/// lost, and no other.
#[test]
fn lasker_winning_moves_match_the_search() {
    let every = |heaps: &[u64]| -> Vec<Vec<u64>> {
        let options = |i: usize| options_by_definition(heaps[i]).into_iter();
        (0..heaps.len()).flat_map(|i| options(i).map(move |o| after(heaps, i, o.0))).collect()
    };
    let mut search =
        GameSearch::new(|heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>| out.extend(every(heaps)));
    for code in 0..15u64 * 15 * 15 {
        let heaps: Vec<u64> =
            [code % 15, code / 15 % 15, code / 225].into_iter().filter(|&h| h > 0).collect();
        if heaps.iter().sum::<u64>() > 14 || heaps.windows(2).any(|w| w[0] > w[1]) {
            continue;
        }
        let s = heaps.iter().fold(0, |s, &h| s ^ multi_sg::lasker_grundy(h));
        let mut ours = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let mut out = Vec::new();
            multi_sg::lasker_options(h, s ^ multi_sg::lasker_grundy(h), usize::MAX, &mut out);
            ours.extend(out.into_iter().map(|pieces| after(&heaps, i, pieces)));
        }
        let mut lost: Vec<Vec<u64>> =
            every(&heaps).into_iter().filter(|q| !search.first_player_wins(q.clone())).collect();
        for list in [&mut ours, &mut lost] {
            list.sort();
            list.dedup();
        }
        assert_eq!(ours, lost, "{heaps:?}");
    }
}

/// `cuts` leave the positions of the real game's cuts that leave no strip of width 1 (a
/// strip hands the opponent the 1×1), for every sheet up to 12×12; the table is the mex
/// over them.
#[test]
fn cuts_are_the_cuts_that_leave_no_strip() {
    let t = multi_sg::cutting_table(&[], 12);
    let g = |w: u64, h: u64| t[w as usize * 13 + h as usize];
    for (w, h) in (2..=12u8).flat_map(|w| (2..=12).map(move |h| (w, h))) {
        let mut real = Vec::new();
        cutting_moves(&vec![(w.min(h), w.max(h))], &mut real);
        let mut want: Vec<Sheets> =
            real.into_iter().filter(|s| s.iter().all(|&(a, _)| a >= 2)).collect();
        let sheets = |c: [u64; 4]| {
            let c = c.map(|x| x as u8);
            let mut s = vec![(c[0].min(c[1]), c[0].max(c[1])), (c[2].min(c[3]), c[2].max(c[3]))];
            s.sort_unstable();
            s
        };
        let (w, h) = (u64::from(w), u64::from(h));
        let mut got: Vec<Sheets> = multi_sg::cuts(w, h).map(sheets).collect();
        want.sort();
        got.sort();
        want.dedup();
        got.dedup();
        assert_eq!(got, want, "{w}x{h}");
        let values = multi_sg::cuts(w, h).map(|c| u64::from(g(c[0], c[1]) ^ g(c[2], c[3])));
        assert_eq!(u64::from(g(w, h)), grundy::mex::mex(values), "{w}x{h}");
    }
}
