//! The lessons' games (staircase Nim, the Cutting Game) against the exhaustive searcher
//! on all small positions: value, outcome, the full set of winning moves, typed moves.

#[rustfmt::skip]
#[path = "../../lib/tests/kit.rs"]
mod kit;

use grundy_explorer::registry::{parse_game, parse_position};
use grundy_explorer::value::report;
use kit::GameSearch;
use std::collections::BTreeSet;

/// `grundy value GAME p`: the value, whether the mover wins, and the winning moves.
fn analyse(spec: &str, p: &[u64]) -> (Option<u128>, bool, BTreeSet<Vec<u64>>) {
    let words: Vec<String> = p.iter().map(u64::to_string).collect();
    let r = report(&parse_position(spec, &words).unwrap()).unwrap();
    assert_eq!(r.winning_move_count, r.winning_moves.len() as u128);
    (r.value, r.outcome == "N", r.winning_moves.iter().map(|m| m.to.clone()).collect())
}

/// Staircase Nim by its rules on every set of coins within cells 1..=9.
#[test]
fn staircase_on_every_strip_of_9_cells() {
    let moves = |p: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
        for j in 0..p.len() {
            let low = if j > 0 { p[j - 1] } else { 0 };
            out.extend((low + 1..p[j]).map(|to| [&p[..j], &[to], &p[j + 1..]].concat()));
        }
    };
    let mut search = GameSearch::new(moves);
    let game = parse_game("staircase").unwrap();
    for mask in 0u32..1 << 9 {
        let p: Vec<u64> = (1..=9).filter(|c| mask >> (c - 1) & 1 == 1).collect();
        let (value, wins, found) = analyse("staircase", &p);
        assert_eq!(value, Some(search.grundy(p.clone()).into()), "{p:?}");
        assert_eq!(wins, search.first_player_wins(p.clone()));
        let mut options = Vec::new();
        moves(&p, &mut options);
        let lost: BTreeSet<Vec<u64>> =
            options.iter().filter(|q| !search.first_player_wins(q.to_vec())).cloned().collect();
        assert_eq!(found, lost, "{p:?}");
        assert_eq!(game.options(&p, usize::MAX).unwrap().len(), options.len());
        for q in &options {
            let mut typed = q.clone();
            typed.reverse();
            assert_eq!(game.typed(&p, typed).as_ref(), Ok(q));
        }
        if p.len() >= 2 {
            assert!(game.typed(&p, vec![p[0], p[1]]).is_err(), "a coin removed");
            let jump = [&[p[1] - 1][..], &p[1..]].concat();
            assert!(game.typed(&p, jump).is_err() || p[0] + 1 == p[1], "over a coin: {p:?}");
        }
    }
}

/// The Cutting Game played as normal play without strip-leaving cuts (the binary's test
/// checks that against the real game): every position of one or two sheets with sides
/// 2..=6, winning moves compared as sets of sheets.
#[test]
fn cutting_on_small_sheets() {
    let norm = |p: &[u64]| {
        let mut s: Vec<[u64; 2]> = p.chunks(2).map(|s| [s[0].min(s[1]), s[0].max(s[1])]).collect();
        s.sort_unstable();
        s.concat()
    };
    let moves = |p: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
        for (k, s) in p.chunks(2).enumerate() {
            let (w, h) = (s[0], s[1]);
            let rest = [&p[..2 * k], &p[2 * k + 2..]].concat();
            let cuts =
                (2..=w / 2).map(|i| [i, h, w - i, h]).chain((2..=h / 2).map(|j| [w, j, w, h - j]));
            out.extend(cuts.map(|c| norm(&[&rest[..], &c].concat())));
        }
    };
    let mut search = GameSearch::new(moves);
    let game = parse_game("cutting").unwrap();
    let sheets: Vec<[u64; 2]> = (2..=6).flat_map(|w| (2..=6).map(move |h| [w, h])).collect();
    let mut positions: Vec<Vec<u64>> = sheets.iter().map(|s| s.to_vec()).collect();
    positions.extend(sheets.iter().flat_map(|a| sheets.iter().map(move |b| [*a, *b].concat())));
    for p in positions {
        let (value, wins, found) = analyse("cutting", &p);
        assert_eq!(value, Some(search.grundy(norm(&p)).into()), "{p:?}");
        assert_eq!(wins, search.first_player_wins(norm(&p)));
        let mut options = Vec::new();
        moves(&norm(&p), &mut options);
        let lost: BTreeSet<Vec<u64>> =
            options.iter().filter(|q| !search.first_player_wins(q.to_vec())).cloned().collect();
        assert_eq!(found.iter().map(|q| norm(q)).collect::<BTreeSet<_>>(), lost, "{p:?}");
        for q in &options {
            assert!(game.typed(&p, q.clone()).is_ok(), "{p:?} -> {q:?}");
        }
        assert!(game.typed(&p, p.clone()).is_err());
    }
    assert!(parse_position("cutting", &["1".into(), "5".into()]).is_err());
    assert!(parse_position("staircase", &["3".into(), "3".into()]).is_err());
}
