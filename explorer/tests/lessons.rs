//! The lessons' games (staircase Nim, the Cutting Game) against the exhaustive searcher
//! on all small positions: value, outcome, the full set of winning moves, typed moves.

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

/// `grundy value GAME p` against `search` (whose moves are `moves`): the value, the outcome,
/// and the winning moves, which are the options the search finds lost. Returns the options.
fn check_value<F: FnMut(&Vec<u64>, &mut Vec<Vec<u64>>)>(
    spec: &str, p: &[u64], search: &mut GameSearch<Vec<u64>, F>,
    moves: impl Fn(&Vec<u64>, &mut Vec<Vec<u64>>),
) -> Vec<Vec<u64>> {
    let (value, wins, found) = analyse(spec, p);
    assert_eq!(value, Some(search.grundy(p.to_vec()).into()), "{p:?}");
    assert_eq!(wins, search.first_player_wins(p.to_vec()));
    let mut options = Vec::new();
    moves(&p.to_vec(), &mut options);
    let lost: BTreeSet<Vec<u64>> =
        options.iter().filter(|q| !search.first_player_wins(q.to_vec())).cloned().collect();
    assert_eq!(found, lost, "{p:?}");
    options
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
        let options = check_value("staircase", &p, &mut search, moves);
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

/// Northcott's game (pieces brought toward each other) by its rules on every board of one
/// or two rows of 5 cells.
#[test]
fn northcott_on_every_board_of_two_rows_of_5_cells() {
    let moves = |p: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
        for j in 0..p.len() {
            let other = p[j ^ 1];
            let cells = if p[j] < other { p[j] + 1..other } else { other + 1..p[j] };
            out.extend(cells.map(|c| {
                let mut q = p.clone();
                q[j] = c;
                q
            }));
        }
    };
    let mut search = GameSearch::new(moves);
    let game = parse_game("northcott").unwrap();
    let rows: Vec<[u64; 2]> =
        (1..=5).flat_map(|a| (1..=5).map(move |b| [a, b])).filter(|r| r[0] != r[1]).collect();
    let mut positions: Vec<Vec<u64>> = rows.iter().map(|r| r.to_vec()).collect();
    positions.extend(rows.iter().flat_map(|a| rows.iter().map(move |b| [*a, *b].concat())));
    for p in positions {
        let options = check_value("northcott", &p, &mut search, moves);
        let listed: BTreeSet<Vec<u64>> =
            game.options(&p, usize::MAX).unwrap().into_iter().collect();
        assert_eq!(listed, options.iter().cloned().collect(), "{p:?}");
        for q in &options {
            assert_eq!(game.typed(&p, q.clone()).as_ref(), Ok(q));
        }
        // A jump over the other piece, and a move of two pieces, are refused.
        let mut over = p.clone();
        over[0] = if p[0] < p[1] { p[1] + 1 } else { p[1].saturating_sub(1) };
        assert!(over[0] == 0 || game.typed(&p, over).is_err(), "{p:?}");
        if p.len() == 4 && p[0].abs_diff(p[1]) > 1 && p[2].abs_diff(p[3]) > 1 {
            let both = [
                p[0] + u64::from(p[0] < p[1]) * 2 - 1,
                p[1],
                p[2] + u64::from(p[2] < p[3]) * 2 - 1,
                p[3],
            ];
            assert!(game.typed(&p, both.to_vec()).is_err(), "{p:?}");
        }
    }
}

/// 2-D coin turning (HDU 3404) by the statement's rule on every set of lit lights of the
/// 3×3 grid and of 2×4: the value, the winning moves and every typed move.
#[test]
fn lights_on_every_small_grid() {
    // A position: the lit lights as a bit mask over `(x, y)`, x in 1..=w, y in 1..=h.
    for (w, h) in [(3u64, 3u64), (2, 4), (4, 2)] {
        let bit = |x: u64, y: u64| 1u32 << ((x - 1) * h + (y - 1));
        let moves = |m: &u32, out: &mut Vec<u32>| {
            for x2 in 1..=w {
                for y2 in (1..=h).filter(|&y2| m & bit(x2, y2) != 0) {
                    for x1 in 1..=x2 {
                        for y1 in 1..=y2 {
                            let mut flip = bit(x2, y2) | bit(x1, y2) | bit(x2, y1) | bit(x1, y1);
                            if x1 == x2 || y1 == y2 {
                                flip = bit(x1, y1) | bit(x2, y2); // a line, or one cell
                            }
                            out.push(m ^ flip);
                        }
                    }
                }
            }
        };
        let lights = |m: u32| -> Vec<u64> {
            let on = (1..=w).flat_map(|x| (1..=h).map(move |y| (x, y)));
            on.filter(|&(x, y)| m & bit(x, y) != 0).flat_map(|(x, y)| [x, y]).collect()
        };
        let mut search = GameSearch::new(moves);
        let game = parse_game("lights").unwrap();
        for m in 1u32..1 << (w * h) {
            let p = lights(m);
            let (value, wins, found) = analyse("lights", &p);
            assert_eq!(value, Some(search.grundy(m).into()), "{p:?}");
            assert_eq!(wins, search.first_player_wins(m));
            let mut options = Vec::new();
            moves(&m, &mut options);
            let lost: BTreeSet<Vec<u64>> = options
                .iter()
                .filter(|&&q| !search.first_player_wins(q))
                .map(|&q| lights(q))
                .collect();
            assert_eq!(found, lost, "{p:?}");
            let listed: BTreeSet<Vec<u64>> =
                game.options(&p, usize::MAX).unwrap().into_iter().collect();
            assert_eq!(listed, options.iter().map(|&q| lights(q)).collect(), "{p:?}");
            for &q in &options {
                assert_eq!(game.typed(&p, lights(q)), Ok(lights(q)), "{p:?}");
            }
            // Switching on a light alone, or only lights that are off, is no move.
            let off = (1..=w)
                .flat_map(|x| (1..=h).map(move |y| (x, y)))
                .find(|&(x, y)| m & bit(x, y) == 0);
            if let Some((x, y)) = off {
                assert!(game.typed(&p, lights(m | bit(x, y))).is_err(), "{p:?}");
            }
        }
    }
}
