//! `grundy moves` (the page's model) against the exhaustive searcher of the library's tests
//! on every small position: the legal moves, which of them win, the value of a sum of
//! different games, remoteness, and the perfect opponent's choice.

#[path = "../../lib/tests/kit.rs"]
mod kit;

use grundy_explorer::moves;
use kit::GameSearch;
use std::collections::{BTreeSet, HashMap};

/// The games of the test, with their moves written out plainly.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Nim,
    Kayles,
    Wythoff,
    Bash3,
    Lasker,
}

/// A position: each part's heaps (heap games sorted, no 0s; Wythoff's two piles as they are).
type Pos = Vec<Vec<u64>>;

fn normal(kind: Kind, part: &[u64]) -> Vec<u64> {
    if let Kind::Wythoff = kind {
        return part.to_vec();
    }
    let mut v: Vec<u64> = part.iter().copied().filter(|&h| h > 0).collect();
    v.sort_unstable();
    v
}

/// What one heap (or Wythoff's pair) may become.
fn part_moves(kind: Kind, part: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let heap_game = |out: &mut Vec<Vec<u64>>, options: &dyn Fn(u64) -> Vec<Vec<u64>>| {
        for (i, &h) in part.iter().enumerate() {
            for pieces in options(h) {
                let mut next: Vec<u64> = part[..i].to_vec();
                next.extend(&pieces);
                next.extend(&part[i + 1..]);
                out.push(normal(kind, &next));
            }
        }
    };
    match kind {
        Kind::Nim => heap_game(&mut out, &|h| (0..h).map(|t| vec![t]).collect()),
        Kind::Bash3 => {
            heap_game(&mut out, &|h| (h.saturating_sub(3)..h).map(|t| vec![t]).collect())
        }
        // Knock down one pin or two neighbours; what stands left and right stays.
        Kind::Kayles => heap_game(&mut out, &|h| {
            let mut o = Vec::new();
            for take in 1..=2.min(h) {
                for left in 0..=h - take {
                    o.push(vec![left, h - take - left]);
                }
            }
            o
        }),
        Kind::Lasker => heap_game(&mut out, &|h| {
            let mut o: Vec<Vec<u64>> = (0..h).map(|t| vec![t]).collect();
            o.extend((1..h).map(|a| vec![a, h - a]));
            o
        }),
        Kind::Wythoff => {
            let (a, b) = (part[0], part[1]);
            out.extend((0..a).map(|x| vec![x, b]));
            out.extend((0..b).map(|y| vec![a, y]));
            out.extend((1..=a.min(b)).map(|k| vec![a - k, b - k]));
        }
    }
    out
}

fn options(kinds: &[Kind], p: &Pos) -> Vec<Pos> {
    let mut out = Vec::new();
    for (i, &k) in kinds.iter().enumerate() {
        for next in part_moves(k, &p[i]) {
            let mut q = p.clone();
            q[i] = next;
            out.push(q);
        }
    }
    out
}

/// The textbook remoteness: 0 with no move (won in misère play); a won position
/// 1 + the least remoteness of a lost option, a lost one 1 + the greatest.
fn remoteness(
    kinds: &[Kind], p: &Pos, misere: bool, memo: &mut HashMap<Pos, (bool, u32)>,
) -> (bool, u32) {
    if let Some(&r) = memo.get(p) {
        return r;
    }
    let children: Vec<(bool, u32)> =
        options(kinds, p).iter().map(|q| remoteness(kinds, q, misere, memo)).collect();
    let lost = children.iter().filter(|c| !c.0).map(|c| c.1).min();
    let r = match (children.is_empty(), lost) {
        (true, _) => (misere, 0),
        (false, Some(l)) => (true, l + 1),
        (false, None) => (false, children.iter().map(|c| c.1).max().unwrap() + 1),
    };
    memo.insert(p.clone(), r);
    r
}

fn name(kind: Kind) -> &'static str {
    match kind {
        Kind::Nim => "nim",
        Kind::Kayles => "kayles",
        Kind::Wythoff => "wythoff",
        Kind::Bash3 => "bash:3",
        Kind::Lasker => "lasker",
    }
}

/// The report's position `line` read back as a [`Pos`].
fn read(kinds: &[Kind], line: &str) -> Pos {
    line.split(" + ")
        .zip(kinds)
        .map(|(part, &k)| {
            let heaps: Vec<u64> = part.split(' ').skip(1).map(|w| w.parse().unwrap()).collect();
            normal(k, &heaps)
        })
        .collect()
}

/// Checks every report of `kinds` at the positions `starts` against the searcher.
fn check(kinds: &[Kind], starts: &[Pos], misere: bool) -> usize {
    let moves_of = |p: &Pos, out: &mut Vec<Pos>| out.extend(options(kinds, p));
    let mut search = GameSearch::new(moves_of);
    let mut memo = HashMap::new();
    for start in starts {
        let mut words = Vec::new();
        for (i, (&k, part)) in kinds.iter().zip(start).enumerate() {
            if i > 0 {
                words.push("+".to_string());
            }
            let game = if misere { format!("misere-{}", name(k)) } else { name(k).to_string() };
            words.push(game);
            words.extend(part.iter().map(u64::to_string));
            if part.is_empty() {
                words.push("0".into());
            }
        }
        let p = moves::position(&words[0], &words[1..], None)
            .unwrap_or_else(|e| panic!("{words:?}: {e:?}"));
        let r = moves::report(&p).unwrap();
        let at = format!("{words:?}");
        let start = read(kinds, &r.position);
        let (wins, rem) = remoteness(kinds, &start, misere, &mut memo);
        if misere {
            assert_eq!(wins, search.first_player_wins_misere(start.clone()), "{at}");
            assert_eq!(r.value, None, "{at}");
        } else {
            let g = search.grundy(start.clone());
            assert_eq!(r.value, Some(u128::from(g)), "{at}");
            assert_eq!(r.mex, Some(g), "{at}: the mex of the options' values");
        }
        assert_eq!(r.outcome, if wins { "N" } else { "P" }, "{at}");
        assert_eq!(r.remoteness, Some(rem), "{at}");
        assert!(r.all_moves_listed, "{at}");
        let listed: BTreeSet<Pos> = r.moves.iter().map(|m| read(kinds, &m.to)).collect();
        let legal: BTreeSet<Pos> = options(kinds, &start).into_iter().collect();
        assert_eq!(listed, legal, "{at}: the legal moves");
        for m in &r.moves {
            let after = read(kinds, &m.to);
            let (w, rm) = remoteness(kinds, &after, misere, &mut memo);
            assert_eq!(m.wins, !w, "{at} -> {}", m.to);
            assert_eq!(m.remoteness, Some(rm), "{at} -> {}", m.to);
            if !misere {
                assert_eq!(m.value, Some(u128::from(search.grundy(after))), "{at} -> {}", m.to);
            }
        }
        match r.best {
            None => assert!(r.moves.is_empty(), "{at}"),
            Some(b) => {
                let best = &r.moves[b];
                // Won: the quickest win; lost: the longest resistance.
                assert_eq!(best.wins, wins, "{at}");
                assert_eq!(best.remoteness.map(|x| x + 1), Some(rem), "{at}");
            }
        }
    }
    starts.len()
}

/// Every tuple of `count` numbers `<= top`.
fn tuples(count: usize, top: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|p: Vec<u64>| (0..=top).map(move |x| [p.clone(), vec![x]].concat()))
            .collect();
    }
    all
}

fn singles(count: usize, top: u64) -> Vec<Pos> {
    tuples(count, top).into_iter().map(|t| vec![t]).collect()
}

#[test]
fn heap_games_alone_match_the_searcher() {
    assert_eq!(check(&[Kind::Nim], &singles(3, 4), false), 125);
    check(&[Kind::Kayles], &singles(2, 7), false);
    check(&[Kind::Bash3], &singles(2, 9), false);
    check(&[Kind::Lasker], &singles(2, 5), false);
    check(&[Kind::Wythoff], &singles(2, 6), false);
}

#[test]
fn misere_nim_matches_the_searcher() {
    check(&[Kind::Nim], &singles(3, 3), true);
    check(&[Kind::Bash3], &singles(1, 12), true);
}

#[test]
fn sums_of_different_games_match_the_searcher() {
    let mut starts = Vec::new();
    for t in tuples(4, 3) {
        starts.push(vec![vec![t[0] + 2], vec![t[1]], vec![t[2], t[3]]]);
    }
    assert_eq!(check(&[Kind::Kayles, Kind::Nim, Kind::Wythoff], &starts, false), 256);
    let starts: Vec<Pos> =
        tuples(3, 4).into_iter().map(|t| vec![vec![t[0]], vec![t[1], t[2]]]).collect();
    check(&[Kind::Lasker, Kind::Bash3], &starts, false);
}

#[test]
fn parts_without_a_grundy_value_stand_alone() {
    let words = |s: &str| s.split(' ').map(String::from).collect::<Vec<_>>();
    for bad in [
        "misere-nim 3 + nim 2",
        "nim 2 + fibonacci 5",
        "nim 1 +",
        "+ nim 1",
        "nim 1 + + nim 2",
        "nim 3 --limit",
    ] {
        let w = words(bad);
        assert!(moves::position(&w[0], &w[1..], None).is_err(), "{bad}");
    }
    assert!(
        moves::position("nim", &words("3"), Some(2)).is_err(),
        "a limit is the Fibonacci game's"
    );
}
