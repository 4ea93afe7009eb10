//! Games of the later lessons a student can type: staircase Nim (coins on a strip), the
//! Cutting Game (sheets of paper), Northcott's game (two pieces a row) and the lights of
//! 2-D coin turning. Their rules and values are the library's (`staircase`,
//! `multi_sg::cutting_table`, `nim_product`).

use crate::game::{Game, Move, Moves, Table, Values};
use crate::out::Failure;
use std::sync::OnceLock;

/// Staircase Nim: coins on cells 1, 2, …; a move slides one coin left, over none. A
/// position is its cells, ascending.
pub struct Staircase;

/// The free cells left of each coin (up to the coin before it, or the edge).
fn gaps(p: &[u64]) -> Vec<u64> {
    (0..p.len()).map(|j| p[j] - if j > 0 { p[j - 1] } else { 0 } - 1).collect()
}

/// `p` with coin `j` slid left by `k`.
fn slid(p: &[u64], j: usize, k: u64) -> Vec<u64> {
    let mut q = p.to_vec();
    q[j] -= k;
    q
}

impl Game for Staircase {
    fn name(&self) -> String {
        "staircase".into()
    }

    fn start(&self, mut cells: Vec<u64>) -> Result<Vec<u64>, String> {
        cells.sort_unstable();
        if cells.first() == Some(&0) || cells.windows(2).any(|w| w[0] == w[1]) {
            return Err("staircase takes the cells of the coins: different numbers from 1".into());
        }
        Ok(cells)
    }

    fn value(&self, p: &[u64]) -> Result<Option<u128>, Failure> {
        Ok(Some(grundy::staircase::grundy(p).into()))
    }

    fn reason(&self, p: &[u64], _: Option<u128>) -> String {
        let d = gaps(p);
        let odd: Vec<String> = d.iter().rev().step_by(2).map(u64::to_string).collect();
        format!(
            "the free cells left of the 1st, 3rd, 5th… coin from the right are Nim heaps ({}); \
             a move from an even gap onto an odd one is undone by passing it on",
            if odd.is_empty() { "none".into() } else { odd.join(" ^ ") }
        )
    }

    fn moves_to(&self, p: &[u64], target: u128, room: usize) -> Result<Moves, Failure> {
        let found =
            u64::try_from(target).map_or(vec![], |t| grundy::staircase::moves_to_value(p, t));
        let listed = found.iter().take(room).map(|&(j, k)| {
            let why = format!("slide the coin on {} left by {k}, to {}", p[j], p[j] - k);
            Move { to: slid(p, j, k), why, take: None }
        });
        Ok(Moves { listed: listed.collect(), count: found.len() as u128 })
    }

    fn options(&self, p: &[u64], cap: usize) -> Option<Vec<Vec<u64>>> {
        let d = gaps(p);
        if d.iter().map(|&g| u128::from(g)).sum::<u128>() > cap as u128 {
            return None;
        }
        Some((0..p.len()).flat_map(|j| (1..=d[j]).map(move |k| slid(p, j, k))).collect())
    }

    fn some_move(&self, p: &[u64]) -> Option<Vec<u64>> {
        let j = gaps(p).iter().position(|&g| g > 0)?;
        Some(slid(p, j, 1))
    }

    fn typed(&self, from: &[u64], to: Vec<u64>) -> Result<Vec<u64>, String> {
        let to = self.start(to)?;
        let gone: Vec<u64> =
            from.iter().copied().filter(|c| to.binary_search(c).is_err()).collect();
        let new: Vec<u64> = to.iter().copied().filter(|c| from.binary_search(c).is_err()).collect();
        match (&gone[..], &new[..]) {
            ([a], [b])
                if b < a && from.iter().all(|c| c <= b || c >= a) && to.len() == from.len() =>
            {
                Ok(to)
            }
            _ => Err("slide one coin to the left, onto a free cell, over no other coin".into()),
        }
    }

    fn table(&self, _: usize) -> Result<Table, Failure> {
        Err(Failure::Usage(
            "table needs a game of one heap; a staircase position is a set of cells".into(),
        ))
    }
}

/// The Cutting Game's sheets are at most this wide and high.
pub const CUTTING_SIDE: u64 = 200;

/// `g(w, h)` of the Cutting Game, for sides up to [`CUTTING_SIDE`].
fn sheet(w: u64, h: u64) -> u64 {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    let t = TABLE.get_or_init(|| grundy::multi_sg::cutting_table(&[], CUTTING_SIDE as usize));
    t[(w * (CUTTING_SIDE + 1) + h) as usize].into()
}

/// The Cutting Game: cut one sheet in two along a grid line; whoever cuts out a 1×1 wins,
/// so a cut leaving a strip of width 1 is never made: normal play without such cuts. A
/// position is its sheets, `w h` each.
pub struct Cutting;

/// Every cut of the sheets `p` (the library's rule): the sheet's index and the two sheets
/// it leaves.
fn cuts(p: &[u64]) -> Vec<(usize, [u64; 4])> {
    let each = p.chunks(2).enumerate();
    each.flat_map(|(k, s)| grundy::multi_sg::cuts(s[0], s[1]).map(move |c| (k, c))).collect()
}

/// `p` with sheet `k` replaced by `pieces`.
fn cut(p: &[u64], k: usize, pieces: [u64; 4]) -> Vec<u64> {
    let mut q = p[..2 * k].to_vec();
    q.extend(pieces);
    q.extend(&p[2 * k + 2..]);
    q
}

impl Game for Cutting {
    fn name(&self) -> String {
        "cutting".into()
    }

    fn start(&self, numbers: Vec<u64>) -> Result<Vec<u64>, String> {
        let fits = numbers.iter().all(|&s| (2..=CUTTING_SIDE).contains(&s));
        if numbers.len() % 2 == 1 || !fits {
            return Err(format!(
                "cutting takes sheets as `w h` pairs, each side 2 to {CUTTING_SIDE}"
            ));
        }
        Ok(numbers)
    }

    fn value(&self, p: &[u64]) -> Result<Option<u128>, Failure> {
        Ok(Some(p.chunks(2).fold(0, |x, s| x ^ sheet(s[0], s[1])).into()))
    }

    fn reason(&self, p: &[u64], _: Option<u128>) -> String {
        let each: Vec<String> =
            p.chunks(2).map(|s| format!("g({}, {}) = {}", s[0], s[1], sheet(s[0], s[1]))).collect();
        format!(
            "a cut leaving a strip of width 1 lets the opponent cut out the 1×1, so none is made \
             while another exists (2×2, 2×3, 3×2 have no move); a cut splits a sheet into a sum, \
             g(w, h) = mex of g(i, h) ^ g(w − i, h) and by rows: {}",
            each.join(", ")
        )
    }

    fn moves_to(&self, p: &[u64], target: u128, room: usize) -> Result<Moves, Failure> {
        let v = self.value(p)?.unwrap_or(0) as u64;
        let mut listed = Vec::new();
        for (k, c) in cuts(p) {
            let (w, h) = (p[2 * k], p[2 * k + 1]);
            let after = v ^ sheet(w, h) ^ sheet(c[0], c[1]) ^ sheet(c[2], c[3]);
            if u128::from(after) == target {
                let why = format!(
                    "cut {w}×{h} into {}×{} and {}×{}, leaving value {after}",
                    c[0], c[1], c[2], c[3]
                );
                listed.push(Move { to: cut(p, k, c), why, take: None });
            }
        }
        let count = listed.len() as u128;
        listed.truncate(room);
        Ok(Moves { listed, count })
    }

    fn options(&self, p: &[u64], cap: usize) -> Option<Vec<Vec<u64>>> {
        let all = cuts(p);
        (all.len() <= cap).then(|| all.into_iter().map(|(k, c)| cut(p, k, c)).collect())
    }

    fn some_move(&self, p: &[u64]) -> Option<Vec<u64>> {
        cuts(p).first().map(|&(k, c)| cut(p, k, c))
    }

    fn key(&self, p: &[u64]) -> Vec<u64> {
        let mut sheets: Vec<[u64; 2]> =
            p.chunks(2).map(|s| [s[0].min(s[1]), s[0].max(s[1])]).collect();
        sheets.sort_unstable();
        sheets.concat()
    }

    fn typed(&self, from: &[u64], to: Vec<u64>) -> Result<Vec<u64>, String> {
        let to = self.start(to)?;
        let legal =
            cuts(from).into_iter().any(|(k, c)| self.key(&cut(from, k, c)) == self.key(&to));
        match legal {
            true => Ok(to),
            false => {
                Err("cut one sheet in two along a grid line, leaving no strip of width 1".into())
            }
        }
    }

    fn table_limit(&self) -> usize {
        CUTTING_SIDE as usize
    }

    fn table(&self, upto: usize) -> Result<Table, Failure> {
        let g = |w: usize, h: usize| if w.min(h) >= 2 { sheet(w as u64, h as u64) } else { 0 };
        let grid: Vec<Vec<u64>> =
            (0..=upto).map(|w| (0..=upto).map(|h| g(w, h)).collect()).collect();
        Ok(Table {
            outcomes: (0..=upto).map(|h| g(2, h) != 0).collect(),
            values: Some(Values::Grid(grid)),
            note: "sheets: values[w][h] = g(w, h) (a side below 2 is shown as 0); outcomes are those of 2×h".into(),
            ..Table::default()
        })
    }
}

/// Northcott's game (HDU 1730) as the Nim it is: rows `a b`, the cells of the row's two
/// pieces; a move brings one piece toward the other, to a free cell. A piece may also
/// retreat in the real game, but the Nim player answers a retreat by closing the gap again
/// (the library's theorem), so retreats change no outcome and are left out: the game stays
/// finite and impartial.
pub struct Northcott;

/// Each row's Nim heap: the free cells between its pieces.
fn gaps_between(p: &[u64]) -> impl Iterator<Item = u64> + '_ {
    p.chunks(2).map(|r| grundy::staircase::northcott_heap(r[0], r[1]))
}

/// `p` with the first piece of row `i` moved `k` cells toward the second (`first`), or the
/// second toward the first.
fn closer(p: &[u64], i: usize, k: u64, first: bool) -> Vec<u64> {
    let (mut q, j) = (p.to_vec(), 2 * i + usize::from(!first));
    let other = p[2 * i + usize::from(first)];
    q[j] = if q[j] < other { q[j] + k } else { q[j] - k };
    q
}

impl Game for Northcott {
    fn name(&self) -> String {
        "northcott".into()
    }

    fn start(&self, numbers: Vec<u64>) -> Result<Vec<u64>, String> {
        let bad = numbers.len() % 2 == 1
            || numbers.chunks(2).any(|r| r[0] == r[1] || r[0].min(r[1]) == 0);
        match bad {
            true => Err("northcott takes rows as `a b`, the cells (from 1) of the row's two pieces, different".into()),
            false => Ok(numbers),
        }
    }

    fn value(&self, p: &[u64]) -> Result<Option<u128>, Failure> {
        Ok(Some(gaps_between(p).fold(0, |x, g| x ^ g).into()))
    }

    fn reason(&self, p: &[u64], _: Option<u128>) -> String {
        let heaps: Vec<String> = gaps_between(p).map(|g| g.to_string()).collect();
        format!(
            "each row is a Nim heap of the free cells between its pieces ({}); a retreat is \
             answered by closing the gap as much, so it changes nothing",
            heaps.join(" ^ ")
        )
    }

    fn moves_to(&self, p: &[u64], target: u128, room: usize) -> Result<Moves, Failure> {
        let t = u64::try_from(target).ok();
        let found = t.map_or(vec![], |t| grundy::staircase::northcott_moves_to_value(p, t));
        let listed = found.iter().take(room).map(|&(j, c)| {
            let (row, left) = (j / 2 + 1, c.abs_diff(p[j ^ 1]) - 1);
            let why = format!(
                "row {row}: move the piece on {} to {c}, leaving {left} free cells between the pieces",
                p[j]
            );
            let mut to = p.to_vec();
            to[j] = c;
            Move { to, why, take: None }
        });
        Ok(Moves { listed: listed.collect(), count: found.len() as u128 })
    }

    fn options(&self, p: &[u64], cap: usize) -> Option<Vec<Vec<u64>>> {
        if gaps_between(p).map(|g| 2 * u128::from(g)).sum::<u128>() > cap as u128 {
            return None;
        }
        let rows = gaps_between(p).enumerate();
        let all = rows.flat_map(|(i, g)| {
            (1..=g).flat_map(move |k| [closer(p, i, k, true), closer(p, i, k, false)])
        });
        Some(all.collect())
    }

    fn some_move(&self, p: &[u64]) -> Option<Vec<u64>> {
        let i = gaps_between(p).position(|g| g > 0)?;
        Some(closer(p, i, 1, true))
    }

    fn typed(&self, from: &[u64], to: Vec<u64>) -> Result<Vec<u64>, String> {
        let to = self.start(to)?;
        let changed: Vec<usize> =
            (0..from.len()).filter(|&j| to.get(j) != Some(&from[j])).collect();
        let legal = to.len() == from.len()
            && matches!(changed[..], [j] if {
                let (other, was, now) = (from[j ^ 1], from[j], to[j]);
                (was < now && now < other) || (other < now && now < was)
            });
        match legal {
            true => Ok(to),
            false => Err("move one piece toward the other piece of its row, to a free cell".into()),
        }
    }

    fn table(&self, _: usize) -> Result<Table, Failure> {
        Err(Failure::Usage(
            "table needs a game of one heap; a northcott row is a Nim heap of its gap (see nim)"
                .into(),
        ))
    }
}

/// The lights' coordinates are at most this (so every nim product of two of them, and of
/// their xors, lies in GF(2^16)).
pub const LIGHT_SIDE: u64 = 1024;

/// The library's tables of nim products.
fn field() -> &'static grundy::nim_product::Field {
    static FIELD: OnceLock<grundy::nim_product::Field> = OnceLock::new();
    FIELD.get_or_init(Default::default)
}

/// `a ⊗ b`, the nim product.
fn times(a: u64, b: u64) -> u64 {
    field().mul(a, b)
}

/// 2-D coin turning (HDU 3404 Switch lights): lights `x y` that are on (from 1). A move
/// picks a lit light `(x, y)` and `a <= x`, `b <= y`, and switches the corners of that
/// rectangle (one, two or four lights; `a = x` or `b = y` is a line). A position is its lit
/// lights, sorted.
pub struct Lights;

/// The lights switched by the move at `(x, y)` toward `(a, b)`, where 0 stands for `x`
/// (or `y`) itself: the rectangle's corners, a line's ends, or the light alone.
fn corners(x: u64, y: u64, a: u64, b: u64) -> Vec<[u64; 2]> {
    let xs: &[u64] = if a == 0 { &[x] } else { &[a, x] };
    let ys: &[u64] = if b == 0 { &[y] } else { &[b, y] };
    xs.iter().flat_map(|&i| ys.iter().map(move |&j| [i, j])).collect()
}

/// `p` with `lights` switched.
fn switched(p: &[u64], lights: &[[u64; 2]]) -> Vec<u64> {
    let mut on: Vec<[u64; 2]> = p.chunks(2).map(|l| [l[0], l[1]]).collect();
    for l in lights {
        match on.iter().position(|m| m == l) {
            Some(i) => _ = on.swap_remove(i),
            None => on.push(*l),
        }
    }
    on.sort_unstable();
    on.concat()
}

/// The move `(a, b)` at `(x, y)` in the judge's words.
fn switch_words(x: u64, y: u64, a: u64, b: u64) -> String {
    match (a, b) {
        (0, 0) => format!("switch off ({x}, {y})"),
        (0, b) => format!("switch ({x}, {b}) and ({x}, {y})"),
        (a, 0) => format!("switch ({a}, {y}) and ({x}, {y})"),
        (a, b) => format!("switch the corners of ({a}, {b})–({x}, {y})"),
    }
}

impl Game for Lights {
    fn name(&self) -> String {
        "lights".into()
    }

    fn start(&self, numbers: Vec<u64>) -> Result<Vec<u64>, String> {
        let fits = numbers.iter().all(|&c| (1..=LIGHT_SIDE).contains(&c));
        if numbers.len() % 2 == 1 || !fits {
            return Err(format!(
                "lights takes lit lights as `x y` pairs, each from 1 to {LIGHT_SIDE}"
            ));
        }
        let mut on: Vec<[u64; 2]> = numbers.chunks(2).map(|l| [l[0], l[1]]).collect();
        on.sort_unstable();
        on.dedup();
        Ok(on.concat())
    }

    fn value(&self, p: &[u64]) -> Result<Option<u128>, Failure> {
        Ok(Some(p.chunks(2).fold(0, |s, l| s ^ times(l[0], l[1])).into()))
    }

    fn reason(&self, p: &[u64], _: Option<u128>) -> String {
        let each: Vec<String> =
            p.chunks(2).map(|l| format!("{} ⊗ {} = {}", l[0], l[1], times(l[0], l[1]))).collect();
        format!(
            "a move is the product of two moves of \"turn one or two coins, the right one from \
             heads\", where coin x is worth x; so by the Tartan theorem the light (x, y) is worth \
             the nim product x ⊗ y, and the lights xor: {}",
            if each.is_empty() { "none lit".into() } else { each.join(", ") }
        )
    }

    fn moves_to(&self, p: &[u64], target: u128, room: usize) -> Result<Moves, Failure> {
        let d = (self.value(p)?.unwrap_or(0) ^ target) as u64;
        let lights: Vec<[u64; 2]> = p.chunks(2).map(|l| [l[0], l[1]]).collect();
        let found = grundy::coin_turning::lights_moves_by(field(), &lights, d);
        let listed = found.iter().take(room).map(|&([x, y], a, b)| {
            let why = format!("{}, leaving value {target}", switch_words(x, y, a, b));
            Move { to: switched(p, &corners(x, y, a, b)), why, take: None }
        });
        Ok(Moves { listed: listed.collect(), count: found.len() as u128 })
    }

    fn options(&self, p: &[u64], cap: usize) -> Option<Vec<Vec<u64>>> {
        if p.chunks(2).map(|l| u128::from(l[0] * l[1])).sum::<u128>() > cap as u128 {
            return None;
        }
        let moves = p.chunks(2).flat_map(|l| {
            (0..l[0])
                .flat_map(move |a| (0..l[1]).map(move |b| switched(p, &corners(l[0], l[1], a, b))))
        });
        Some(moves.collect())
    }

    fn some_move(&self, p: &[u64]) -> Option<Vec<u64>> {
        p.chunks(2).next().map(|l| switched(p, &corners(l[0], l[1], 0, 0)))
    }

    fn typed(&self, from: &[u64], to: Vec<u64>) -> Result<Vec<u64>, String> {
        let to = self.start(to)?;
        let set = |p: &[u64]| p.chunks(2).map(|l| [l[0], l[1]]).collect::<Vec<_>>();
        let (was, now) = (set(from), set(&to));
        let mut diff: Vec<[u64; 2]> = was.iter().filter(|l| !now.contains(l)).copied().collect();
        diff.extend(now.iter().filter(|l| !was.contains(l)));
        diff.sort_unstable();
        let (x, y) = (diff.iter().map(|l| l[0]).max(), diff.iter().map(|l| l[1]).max());
        let legal = x.zip(y).is_some_and(|(x, y)| {
            let low = |i: usize, top: u64| {
                diff.iter().map(|l| l[i]).min().filter(|&m| m < top).unwrap_or(0)
            };
            let mut c = corners(x, y, low(0, x), low(1, y));
            c.sort_unstable();
            was.contains(&[x, y]) && c == diff
        });
        match legal {
            true => Ok(to),
            false => Err("switch a lit light (x, y) off with the other corners of a rectangle, line or cell reaching up and left from it".into()),
        }
    }

    fn table_limit(&self) -> usize {
        64
    }

    fn table(&self, upto: usize) -> Result<Table, Failure> {
        let grid: Vec<Vec<u64>> =
            (0..=upto as u64).map(|x| (0..=upto as u64).map(|y| times(x, y)).collect()).collect();
        Ok(Table {
            outcomes: (0..=upto).map(|y| y != 0).collect(),
            values: Some(Values::Grid(grid)),
            note: "lights: values[x][y] = x ⊗ y, the nim product (row and column 0 are no lights); outcomes are those of the light (1, y)".into(),
            ..Table::default()
        })
    }
}
