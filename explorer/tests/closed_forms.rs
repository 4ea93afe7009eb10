//! Every closed form the explorer prints, against the exhaustive searcher of the library's
//! tests (`lib/tests/kit.rs`) on all small positions: value, outcome and the full set of
//! winning moves.

#[path = "../../lib/tests/kit.rs"]
mod kit;

use grundy_explorer::game::{Game, Position};
use grundy_explorer::heaps::{replace_heap, HeapRule, Heaps, Lasker, Octal, Subtraction};
use grundy_explorer::registry::{parse_game, parse_position};
use grundy_explorer::value::{report, ValueReport};
use kit::{GameSearch, Rng};
use std::collections::BTreeSet;

/// The position `p` of the game named `spec`.
fn at(spec: &str, p: &[u64]) -> Position {
    let words: Vec<String> = p.iter().map(u64::to_string).collect();
    parse_position(spec, &words).unwrap()
}

/// What `grundy value` reports of `p`.
fn analyse(spec: &str, p: &[u64]) -> ValueReport {
    report(&at(spec, p)).unwrap()
}

/// A position as a multiset: heaps sorted, empty heaps dropped.
fn normal(heaps: &[u64]) -> Vec<u64> {
    let mut v: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    v.sort_unstable();
    v
}

/// Every position of `count` heaps, each `<= top`.
fn positions(count: usize, top: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|p: Vec<u64>| {
                (0..=top).map(move |h| {
                    let mut q = p.clone();
                    q.push(h);
                    q
                })
            })
            .collect();
    }
    all
}

/// Checks `game` on `positions` against search, the moves of one heap being
/// `options(h)` (the heaps left, without 0s), under normal or misère play.
fn check_heap_game<F>(game: &str, options: F, positions: &[Vec<u64>])
where
    F: Fn(u64) -> Vec<Vec<u64>>,
{
    let misere = parse_game(game).unwrap().misere();
    let moves = |p: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
        for (i, &h) in p.iter().enumerate() {
            for pieces in options(h) {
                out.push(normal(&replace_heap(p, i, &pieces)));
            }
        }
    };
    let mut search = GameSearch::new(moves);
    let mut wins = |p: &[u64]| match misere {
        true => search.first_player_wins_misere(normal(p)),
        false => search.first_player_wins(normal(p)),
    };
    for p in positions {
        let report = analyse(game, p);
        assert_eq!(report.outcome == "N", wins(p), "{game} {p:?}");
        let mut expected = BTreeSet::new();
        for (i, &h) in p.iter().enumerate() {
            for pieces in options(h) {
                let to = replace_heap(p, i, &pieces);
                if !wins(&to) {
                    expected.insert(to);
                }
            }
        }
        let found: BTreeSet<Vec<u64>> = report.winning_moves.iter().map(|m| m.to.clone()).collect();
        assert_eq!(found, expected, "{game} {p:?}");
        assert_eq!(report.winning_moves.len(), found.len(), "{game} {p:?}: repeated");
        assert_eq!(report.winning_move_count, found.len() as u128, "{game} {p:?}");
    }
    if !misere {
        let mut search = GameSearch::new(moves);
        for p in positions {
            let value = analyse(game, p).value;
            assert_eq!(value, Some(search.grundy(normal(p)).into()), "{game} {p:?}");
        }
    }
}

fn single(t: u64) -> Vec<u64> {
    if t == 0 {
        vec![]
    } else {
        vec![t]
    }
}

fn takes(h: u64, amounts: impl IntoIterator<Item = u64>) -> Vec<Vec<u64>> {
    amounts.into_iter().filter(|&s| s <= h).map(|s| single(h - s)).collect()
}

#[test]
fn nim_and_misere_nim() {
    let all: Vec<Vec<u64>> = (1..=3).flat_map(|k| positions(k, 6)).collect();
    let options = |h: u64| takes(h, 1..=h);
    check_heap_game("nim", options, &all);
    let all: Vec<Vec<u64>> = (1..=4).flat_map(|k| positions(k, 4)).collect();
    check_heap_game("misere-nim", options, &all);
}

#[test]
fn bash_and_misere_bash() {
    for m in 1..=5u64 {
        let all: Vec<Vec<u64>> = (1..=3).flat_map(|k| positions(k, 9)).collect();
        check_heap_game(&format!("bash:{m}"), |h| takes(h, 1..=m), &all);
        let one: Vec<Vec<u64>> = (0..=60).map(|h| vec![h]).collect();
        check_heap_game(&format!("misere-bash:{m}"), |h| takes(h, 1..=m), &one);
    }
    // The u64 edge: heaps near 2^64 with m = u64::MAX and m = 1.
    for spec in ["bash:18446744073709551615", "bash:1"] {
        let report = analyse(spec, &[u64::MAX, u64::MAX - 1]);
        assert_eq!(report.outcome, "N");
        for m in &report.winning_moves {
            assert_eq!(analyse(spec, &m.to).outcome, "P", "{spec} {:?}", m.to);
        }
    }
}

#[test]
fn subtraction_sets_including_the_period() {
    let mut rng = Rng::new(7);
    let mut sets: Vec<Vec<u64>> =
        vec![vec![1, 3, 4], vec![2, 5], vec![3, 7, 8], vec![1, 2, 4, 8, 16]];
    for _ in 0..12 {
        let k = rng.range(1, 4);
        sets.push((0..k).map(|_| rng.range(1, 12)).collect());
    }
    for set in sets {
        let spec: Vec<String> = set.iter().map(u64::to_string).collect();
        let game = format!("subtraction:{}", spec.join(","));
        let options = |h: u64| takes(h, set.iter().copied());
        let all: Vec<Vec<u64>> = (1..=2).flat_map(|k| positions(k, 14)).collect();
        check_heap_game(&game, options, &all);
        // Single heaps far beyond the computed table: the period gives them.
        let mut moves = set.clone();
        moves.sort_unstable();
        moves.dedup();
        let s = Subtraction::new(moves);
        assert!(s.table().unwrap().period.certified, "{set:?}");
        let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
            out.extend(set.iter().filter(|&&s| s <= n).map(|&s| n - s))
        });
        for h in (0..3000).step_by(7) {
            assert_eq!(s.value(h).unwrap(), search.grundy(h).into(), "{set:?} heap {h}");
        }
    }
}

#[test]
fn lasker() {
    let options = |h: u64| {
        let mut o = takes(h, 1..=h);
        o.extend((1..=h / 2).map(|a| vec![a, h - a]));
        o
    };
    let all: Vec<Vec<u64>> =
        (1..=2).flat_map(|k| positions(k, 12)).chain(positions(3, 5)).collect();
    check_heap_game("lasker", options, &all);
}

#[test]
fn wythoff() {
    let mut search = GameSearch::new(|&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| {
        out.extend((0..a).map(|x| (x, b)));
        out.extend((0..b).map(|y| (a, y)));
        out.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
    });
    for a in 0..=25u64 {
        for b in 0..=25u64 {
            let report = analyse("wythoff", &[a, b]);
            assert_eq!(report.value, Some(search.grundy((a, b)).into()));
            assert_eq!(report.outcome == "N", search.first_player_wins((a, b)));
            let mut options = Vec::new();
            options.extend((0..a).map(|x| (x, b)));
            options.extend((0..b).map(|y| (a, y)));
            options.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
            let expected: BTreeSet<Vec<u64>> = options
                .into_iter()
                .filter(|&p| !search.first_player_wins(p))
                .map(|(x, y)| vec![x, y])
                .collect();
            let found: BTreeSet<Vec<u64>> =
                report.winning_moves.iter().map(|m| m.to.clone()).collect();
            assert_eq!(found, expected, "({a}, {b})");
            assert_eq!(report.winning_move_count, expected.len() as u128);
        }
    }
}

#[test]
fn fibonacci_every_winning_take() {
    // State: (stones left, most that may be taken).
    let mut search = GameSearch::new(|&(r, k): &(u64, u64), out: &mut Vec<(u64, u64)>| {
        out.extend((1..=k.min(r)).map(|t| (r - t, (2 * t).min(r - t))));
    });
    for n in 0..150u64 {
        for limit in 0..=n {
            let first_move = limit == n.saturating_sub(1);
            if !first_move && n > 60 {
                continue;
            }
            let game = grundy_explorer::whole::Fibonacci;
            let wins = game.first_player_wins(&[n, limit]).unwrap();
            assert_eq!(wins, search.first_player_wins((n, limit)), "{n} limit {limit}");
            let report = game.winning_moves(&[n, limit], 1000).unwrap();
            let expected: BTreeSet<u64> = (1..=limit.min(n))
                .filter(|&t| !search.first_player_wins((n - t, (2 * t).min(n - t))))
                .collect();
            let found: BTreeSet<u64> = report.listed.iter().map(|m| m.take.unwrap()).collect();
            assert_eq!(found, expected, "{n} limit {limit}");
            for m in &report.listed {
                assert_eq!(m.to, [n - m.take.unwrap(), 2 * m.take.unwrap()]);
            }
        }
        // `value` analyses the first move.
        let report = analyse("fibonacci", &[n]);
        let wins = search.first_player_wins((n, n.saturating_sub(1)));
        assert_eq!(report.outcome == "N", wins);
    }
}

#[test]
fn heap_move_checks_accept_exactly_the_options() {
    let lasker = Heaps(Lasker);
    for p in positions(2, 6) {
        let mut legal = BTreeSet::new();
        for (i, &h) in p.iter().enumerate() {
            let mut o = takes(h, 1..=h);
            o.extend((1..=h / 2).map(|a| vec![a, h - a]));
            for pieces in o {
                legal.insert(normal(&replace_heap(&p, i, &pieces)));
            }
        }
        for q in (1..=3).flat_map(|k| positions(k, 6)) {
            let ok = lasker.typed(&p, q.clone()).is_ok();
            assert_eq!(ok, legal.contains(&normal(&q)), "{p:?} -> {q:?}");
        }
    }
}

/// The moves of one heap of an octal game, from the digits (plainly: every `k`, every
/// way to leave 0, 1 or 2 heaps), as sorted lists of the heaps left.
fn octal_options(code: &grundy::octal::Code, h: u64) -> Vec<Vec<u64>> {
    let mut out = BTreeSet::new();
    for k in 0..=h {
        let d = code.digits.get(k as usize).copied().unwrap_or(code.tail);
        let m = h - k;
        if k > 0 && d & 1 != 0 && m == 0 {
            out.insert(vec![]);
        }
        if k > 0 && d & 2 != 0 && m > 0 {
            out.insert(vec![m]);
        }
        if d & 4 != 0 {
            for a in 1..=m / 2 {
                out.insert(vec![a, m - a]);
            }
        }
    }
    out.into_iter().collect()
}

/// The octal game named `spec` (`kayles`, `dawson`, `octal:CODE`).
fn octal(spec: &str) -> Octal {
    let code = match spec {
        "kayles" => "0.77",
        "dawson" => "0.07",
        _ => spec.strip_prefix("octal:").unwrap(),
    };
    Octal::new(spec.into(), grundy::octal::Code::parse(code).unwrap())
}

#[test]
fn octal_games() {
    for spec in [
        "kayles",
        "dawson",
        "octal:0.137",
        "octal:0.6",
        "octal:4.07",
        "octal:0.51",
        "octal:4.3...",
        "octal:0.7...",
        "octal:4.7...",
    ] {
        let o = octal(spec);
        let all: Vec<Vec<u64>> =
            positions(1, 14).into_iter().chain(positions(2, 9)).chain(positions(3, 4)).collect();
        check_heap_game(spec, |h| octal_options(&o.code, h), &all);
        let game = parse_game(spec).unwrap();
        for p in positions(2, 6) {
            let mut legal = BTreeSet::new();
            for (i, &h) in p.iter().enumerate() {
                for pieces in octal_options(&o.code, h) {
                    legal.insert(normal(&replace_heap(&p, i, &pieces)));
                }
            }
            for q in (1..=3).flat_map(|k| positions(k, 6)) {
                let ok = game.typed(&p, q.clone()).is_ok();
                assert_eq!(ok, legal.contains(&normal(&q)), "{spec}: {p:?} -> {q:?}");
            }
        }
    }
}

#[test]
fn octal_values_past_the_table_come_from_the_period() {
    for spec in ["kayles", "dawson", "octal:0.137", "octal:4.07"] {
        let o = octal(spec);
        assert!(o.table().unwrap().period.certified, "{spec}");
        let long = grundy::octal::values(&o.code, 3000);
        for (h, &v) in long.iter().enumerate() {
            assert_eq!(o.value(h as u64).unwrap(), v.into(), "{spec}: heap {h}");
        }
    }
}
