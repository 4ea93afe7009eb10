//! Games of the later lessons a student can type: staircase Nim (coins on a strip) and the
//! Cutting Game (sheets of paper). Their rules and values are the library's (`staircase`,
//! `multi_sg::cutting_table`).

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
        let (d, v) = (gaps(p), grundy::staircase::grundy(p));
        let want = v ^ target as u64; // the value's change (a move changes one odd gap)
        let mut listed = Vec::new();
        for j in 0..p.len() {
            // Coin j is the (n − j)-th from the right: its own gap is odd-numbered, or the
            // gap of the coin after it is, and grows by as much as coin j moves.
            let k = if (p.len() - j) % 2 == 1 {
                d[j].checked_sub(d[j] ^ want)
            } else {
                (d[j + 1] ^ want).checked_sub(d[j + 1])
            };
            match k {
                Some(k) if k >= 1 && k <= d[j] && u128::from(v ^ want) == target => {
                    let why = format!("slide the coin on {} left by {k}, to {}", p[j], p[j] - k);
                    listed.push(Move { to: slid(p, j, k), why, take: None });
                }
                _ => {}
            }
        }
        let count = listed.len() as u128;
        listed.truncate(room);
        Ok(Moves { listed, count })
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
    static TABLE: OnceLock<Vec<u16>> = OnceLock::new();
    let t = TABLE.get_or_init(|| grundy::multi_sg::cutting_table(CUTTING_SIDE as usize));
    t[(w * (CUTTING_SIDE + 1) + h) as usize].into()
}

/// The Cutting Game: cut one sheet in two along a grid line; whoever cuts out a 1×1 wins,
/// so a cut leaving a strip of width 1 is never made: normal play without such cuts. A
/// position is its sheets, `w h` each.
pub struct Cutting;

/// Every cut of the sheets `p`: the sheet's index and the two sheets it leaves.
fn cuts(p: &[u64]) -> Vec<(usize, [u64; 4])> {
    let mut out = Vec::new();
    for (k, s) in p.chunks(2).enumerate() {
        let (w, h) = (s[0], s[1]);
        out.extend((2..=w / 2).map(|i| (k, [i, h, w - i, h])));
        out.extend((2..=h / 2).map(|j| (k, [w, j, w, h - j])));
    }
    out
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
