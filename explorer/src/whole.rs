//! Games analysed as a whole position rather than heap by heap: misère Nim, misère Bash,
//! Wythoff's game and the Fibonacci game.

use crate::game::{closed, Game, Move, Moves, Period, Table, Values};
use crate::heaps::{Bash, Heaps, Nim};
use crate::out::Failure;
use std::sync::Mutex;

/// `Ok(numbers)` if there are `k` of them, else the refusal naming `what` is needed.
fn exactly(game: &str, k: usize, what: &str, numbers: Vec<u64>) -> Result<Vec<u64>, String> {
    match numbers.len() {
        n if n == k => Ok(numbers),
        1 => Err(format!("{game} takes {what}, but 1 number was given")),
        n => Err(format!("{game} takes {what}, but {n} numbers were given")),
    }
}

/// Outcomes of one heap `0..=upto`, a period and a note: a table without values.
fn outcomes(
    game: &dyn Game, upto: usize, period: Option<Period>, note: &str,
) -> Result<Table, Failure> {
    let outcomes = (0..=upto as u64)
        .map(|h| game.first_player_wins(&game.start(vec![h])?))
        .collect::<Result<_, Failure>>()?;
    Ok(Table { outcomes, period, note: note.into(), ..Table::default() })
}

/// Misère Nim: who takes the last stone loses.
pub struct MisereNim;

impl Game for MisereNim {
    fn name(&self) -> String {
        "misere-nim".into()
    }

    fn start(&self, numbers: Vec<u64>) -> Result<Vec<u64>, String> {
        Heaps(Nim).start(numbers)
    }

    fn misere(&self) -> bool {
        true
    }

    fn first_player_wins(&self, p: &[u64]) -> Result<bool, Failure> {
        Ok(grundy::nim::first_player_wins_misere(p))
    }

    fn reason(&self, _: &[u64], _: Option<u128>) -> String {
        "misère Nim (Bouton): the mover wins iff (some heap > 1 and the nim-sum is not 0) or \
         (every heap <= 1 and the nim-sum is 0); misère play has no Grundy value"
            .into()
    }

    fn winning_moves(&self, p: &[u64], room: usize) -> Result<Moves, Failure> {
        let all = grundy::nim::winning_moves_misere(p);
        // Each listed move holds the whole position: list a few, count them all.
        let listed = all.iter().take(room).map(|&(i, t)| {
            let to = crate::heaps::replace_heap(p, i, &[t][..(t > 0) as usize]);
            let ones = to.iter().filter(|&&h| h == 1).count();
            let why = if to.iter().all(|&h| h <= 1) {
                let heaps = if ones == 1 { "heap" } else { "heaps" };
                format!("leaves {ones} {heaps} of one stone, an odd number: the opponent takes the last")
            } else {
                "leaves nim-sum 0 with a heap above 1: play Nim until the last big heap, then \
                 leave an odd number of ones"
                    .into()
            };
            Move { to, why: format!("heap {}: {why}", i + 1), take: None }
        });
        Ok(Moves { listed: listed.collect(), count: all.len() as u128 })
    }

    fn options(&self, p: &[u64], cap: usize) -> Option<Vec<Vec<u64>>> {
        Heaps(Nim).options(p, cap)
    }

    fn some_move(&self, p: &[u64]) -> Option<Vec<u64>> {
        Heaps(Nim).some_move(p)
    }

    fn key(&self, p: &[u64]) -> Vec<u64> {
        Heaps(Nim).key(p)
    }

    fn typed(&self, from: &[u64], to: Vec<u64>) -> Result<Vec<u64>, String> {
        Heaps(Nim).typed(from, to)
    }

    fn table(&self, upto: usize) -> Result<Table, Failure> {
        let note = "misère play: outcomes only; one heap is lost iff it holds exactly 1";
        outcomes(self, upto, None, note)
    }
}

/// Misère Bash on one heap: take 1..=M; who takes the last stone loses.
pub struct MisereBash(pub u64);

impl Game for MisereBash {
    fn name(&self) -> String {
        format!("misere-bash:{}", self.0)
    }

    fn start(&self, numbers: Vec<u64>) -> Result<Vec<u64>, String> {
        let what = "exactly one heap (the library solves one misère Bash heap; a misère sum is \
                    not decided by Grundy values)";
        exactly(&self.name(), 1, what, numbers)
    }

    fn misere(&self) -> bool {
        true
    }

    fn first_player_wins(&self, p: &[u64]) -> Result<bool, Failure> {
        Ok(grundy::bash::first_player_wins_misere(p[0], self.0))
    }

    fn reason(&self, _: &[u64], _: Option<u128>) -> String {
        let modulus = u128::from(self.0) + 1;
        format!(
            "misère Bash: the mover loses iff n mod {modulus} = 1; misère play has no Grundy value"
        )
    }

    fn winning_moves(&self, p: &[u64], _: usize) -> Result<Moves, Failure> {
        let (n, modulus) = (p[0], u128::from(self.0) + 1);
        // A lost misère pile is one of normal value 1.
        let t = grundy::bash::move_to_value(n, self.0, 1);
        let listed: Vec<Move> = Vec::from_iter(t.map(|t| Move {
            to: vec![t],
            why: format!(
                "take {}: leaves {t}, one more than a multiple of {modulus}; keep it so and the \
                 opponent takes the last stone",
                n - t
            ),
            take: None,
        }));
        Ok(Moves { count: listed.len() as u128, listed })
    }

    fn options(&self, p: &[u64], cap: usize) -> Option<Vec<Vec<u64>>> {
        Heaps(Bash(self.0)).options(p, cap)
    }

    fn some_move(&self, p: &[u64]) -> Option<Vec<u64>> {
        (p[0] > 0).then(|| vec![p[0] - 1])
    }

    fn typed(&self, from: &[u64], to: Vec<u64>) -> Result<Vec<u64>, String> {
        // "0 12" is not a position of one heap: refused, not read as a sum.
        let to = self.start(to)?;
        Heaps(Bash(self.0)).typed(from, to)
    }

    fn table(&self, upto: usize) -> Result<Table, Failure> {
        let period = closed(0, u128::from(self.0) + 1, 0, "the mover loses iff n mod (M + 1) = 1");
        outcomes(self, upto, period, "misère play: outcomes only (no Grundy values)")
    }
}

/// Wythoff values are computed (as a grid) for piles up to this; beyond, only the outcome.
pub const WYTHOFF_VALUE_LIMIT: u64 = 1000;

/// Wythoff's game: take from one pile, or the same number from both.
#[derive(Default)]
pub struct Wythoff {
    /// `g(a, b)` for `a, b` up to its side, grown to twice the pile asked.
    grid: Mutex<Vec<Vec<u64>>>,
}

impl Wythoff {
    /// `f` of the grid holding `(a, b)`, `None` past [`WYTHOFF_VALUE_LIMIT`].
    fn with_grid<T>(&self, a: u64, b: u64, f: impl FnOnce(&[Vec<u64>]) -> T) -> Option<T> {
        let top = a.max(b);
        if top > WYTHOFF_VALUE_LIMIT {
            return None;
        }
        let mut grid = self.grid.lock().unwrap_or_else(|e| e.into_inner());
        if grid.len() <= top as usize {
            *grid = grundy::wythoff::grundy_grid((2 * top).min(WYTHOFF_VALUE_LIMIT) as usize);
        }
        Some(f(&grid))
    }

    fn beyond(&self) -> Failure {
        let limit = WYTHOFF_VALUE_LIMIT;
        Failure::Usage(format!("Wythoff values are computed only for piles up to {limit}"))
    }
}

impl Game for Wythoff {
    fn name(&self) -> String {
        "wythoff".into()
    }

    fn start(&self, numbers: Vec<u64>) -> Result<Vec<u64>, String> {
        exactly("wythoff", 2, "exactly two piles", numbers)
    }

    fn value(&self, p: &[u64]) -> Result<Option<u128>, Failure> {
        let (a, b) = (p[0] as usize, p[1] as usize);
        Ok(self.with_grid(p[0], p[1], |g| u128::from(g[a][b])))
    }

    fn first_player_wins(&self, p: &[u64]) -> Result<bool, Failure> {
        Ok(!grundy::wythoff::is_losing(p[0], p[1]))
    }

    fn reason(&self, p: &[u64], value: Option<u128>) -> String {
        let (a, b) = (p[0], p[1]);
        let reason = if grundy::wythoff::is_losing(a, b) {
            let k = a.abs_diff(b);
            format!(
                "({}, {}) is the P-position (a_{k}, b_{k}) of Wythoff's pairs",
                a.min(b),
                a.max(b)
            )
        } else {
            "it is not one of Wythoff's pairs (a_k, b_k) = (floor(k·φ), floor(k·φ) + k)".into()
        };
        match value {
            Some(_) => format!("{reason}; the value is the mex over the row, column and diagonal"),
            None => {
                format!("{reason}; values are computed only for piles up to {WYTHOFF_VALUE_LIMIT}")
            }
        }
    }

    fn moves_to(&self, p: &[u64], target: u128, room: usize) -> Result<Moves, Failure> {
        let (a, b) = (p[0], p[1]);
        let targets: Vec<(u64, u64)> = if target == 0 {
            grundy::wythoff::winning_moves(a, b)
        } else {
            self.value(p)?.ok_or_else(|| self.beyond())?;
            let to = self.options(p, usize::MAX).unwrap_or_default();
            let value = |q: &Vec<u64>| self.value(q).ok().flatten();
            to.iter().filter(|q| value(q) == Some(target)).map(|q| (q[0], q[1])).collect()
        };
        let listed = targets.iter().take(room).map(|&(x, y)| {
            let how = if x == a {
                format!("take {} from the second pile", b - y)
            } else if y == b {
                format!("take {} from the first pile", a - x)
            } else {
                format!("take {} from both piles", a - x)
            };
            let k = x.abs_diff(y);
            let why = match target {
                0 => format!(
                    "{how}: ({}, {}) is the P-position (a_{k}, b_{k}), a_k = floor(k·φ), b_k = a_k + k",
                    x.min(y),
                    x.max(y)
                ),
                _ => format!("{how}, leaving ({x}, {y}) of value {target}"),
            };
            Move { to: vec![x, y], why, take: None }
        });
        Ok(Moves { listed: listed.collect(), count: targets.len() as u128 })
    }

    fn options(&self, p: &[u64], cap: usize) -> Option<Vec<Vec<u64>>> {
        let (a, b) = (p[0], p[1]);
        if u128::from(a) + u128::from(b) + u128::from(a.min(b)) > cap as u128 {
            return None;
        }
        let mut all: Vec<Vec<u64>> = (0..a).map(|x| vec![x, b]).collect();
        all.extend((0..b).map(|y| vec![a, y]));
        all.extend((1..=a.min(b)).map(|k| vec![a - k, b - k]));
        Some(all)
    }

    fn some_move(&self, p: &[u64]) -> Option<Vec<u64>> {
        match (p[0], p[1]) {
            (0, 0) => None,
            (0, b) => Some(vec![0, b - 1]),
            (a, b) => Some(vec![a - 1, b]),
        }
    }

    fn typed(&self, from: &[u64], to: Vec<u64>) -> Result<Vec<u64>, String> {
        let (a, b) = (from[0], from[1]);
        let legal = |x: u64, y: u64| {
            (x == a && y < b) || (y == b && x < a) || (x < a && y <= b && a - x == b - y)
        };
        match to[..] {
            [x, y] if legal(x, y) => Ok(to),
            [x, y] if legal(y, x) => Err(format!(
                "pile order matters: the piles are ({a}, {b}) in that order; did you mean {y} {x}?"
            )),
            [_, _] => Err("take from one pile, or the same number from both".into()),
            _ => Err("type exactly two piles".into()),
        }
    }

    fn table_limit(&self) -> usize {
        WYTHOFF_VALUE_LIMIT as usize
    }

    fn table(&self, upto: usize) -> Result<Table, Failure> {
        let grid = grundy::wythoff::grundy_grid(upto);
        let pairs: Vec<String> = (0..)
            .map_while(|k| grundy::wythoff::pair(k).filter(|&(a, _)| a as usize <= upto))
            .map(|(a, b)| format!("({a}, {b})"))
            .collect();
        Ok(Table {
            outcomes: grid[0].iter().map(|&v| v != 0).collect(),
            values: Some(Values::Grid(grid)),
            note: format!(
                "two piles: values[a][b] = g(a, b); outcomes are those of (0, b). P-positions \
                 (a_k, b_k): {}",
                pairs.join(" ")
            ),
            ..Table::default()
        })
    }
}

/// `n` as the sum of its Zeckendorf terms, `8 + 2`.
fn zeckendorf(n: u64) -> String {
    let terms: Vec<String> =
        grundy::fibonacci_game::zeckendorf(n).iter().map(u64::to_string).collect();
    terms.join(" + ")
}

/// The Fibonacci game: the first move takes 1 to n − 1 stones, each later one at most
/// twice the one before. A position is `[stones, most that may be taken]`.
pub struct Fibonacci;

impl Game for Fibonacci {
    fn name(&self) -> String {
        "fibonacci".into()
    }

    fn start(&self, numbers: Vec<u64>) -> Result<Vec<u64>, String> {
        let n = exactly("fibonacci", 1, "exactly one heap", numbers)?[0];
        Ok(vec![n, n.saturating_sub(1)])
    }

    fn shown<'a>(&self, p: &'a [u64]) -> &'a [u64] {
        &p[..1]
    }

    fn summable(&self) -> bool {
        false
    }

    fn first_player_wins(&self, p: &[u64]) -> Result<bool, Failure> {
        // On the first move the library's rule decides; later the limit does.
        match p[1] == p[0].saturating_sub(1) {
            true => Ok(grundy::fibonacci_game::first_player_wins(p[0])),
            false => Ok(self.winning_moves(p, 1)?.count > 0),
        }
    }

    fn reason(&self, p: &[u64], _: Option<u128>) -> String {
        let (n, limit) = (p[0], p[1]);
        if n <= 1 || limit == 0 {
            "no stone may be taken".to_string()
        } else if grundy::fibonacci_game::is_fibonacci(n) && limit == n - 1 {
            format!("{n} is a Fibonacci number: the first player loses (Whinihan)")
        } else {
            format!(
                "{n} = {} (Zeckendorf): the mover wins iff the limit {limit} reaches the smallest term",
                zeckendorf(n)
            )
        }
    }

    fn winning_moves(&self, p: &[u64], _: usize) -> Result<Moves, Failure> {
        let listed = grundy::fibonacci_game::winning_takes(p[0], p[1]).into_iter().map(|take| {
            let rest = p[0] - take;
            let why = match grundy::fibonacci_game::zeckendorf(rest).last() {
                None => "take them all".to_string(),
                Some(z) => format!(
                    "take {take}: leaves {rest} = {}, whose smallest Zeckendorf term {z} exceeds \
                     2·{take} = {}: the opponent cannot take it whole",
                    zeckendorf(rest),
                    2 * u128::from(take)
                ),
            };
            Move { to: vec![rest, take.saturating_mul(2)], why, take: Some(take) }
        });
        let listed: Vec<Move> = listed.collect();
        Ok(Moves { count: listed.len() as u128, listed })
    }

    fn options(&self, p: &[u64], cap: usize) -> Option<Vec<Vec<u64>>> {
        let most = p[1].min(p[0]);
        (most <= cap as u64).then(|| (1..=most).map(|t| vec![p[0] - t, 2 * t]).collect())
    }

    fn some_move(&self, p: &[u64]) -> Option<Vec<u64>> {
        (p[0] > 0 && p[1] > 0).then(|| vec![p[0] - 1, 2])
    }

    fn key(&self, p: &[u64]) -> Vec<u64> {
        vec![p[0], p[1].min(p[0])]
    }

    fn typed(&self, from: &[u64], to: Vec<u64>) -> Result<Vec<u64>, String> {
        let [left] = to[..] else {
            return Err("type one number: the heap left".into());
        };
        if left >= from[0] {
            return Err("take at least one stone".into());
        }
        let take = from[0] - left;
        if take > from[1] {
            return Err(format!("at most {} may be taken now, not {take}", from[1]));
        }
        Ok(vec![left, take.saturating_mul(2)])
    }

    fn table(&self, upto: usize) -> Result<Table, Failure> {
        let note = "outcomes only: a heap is lost iff it is a Fibonacci number (or at most 1)";
        outcomes(self, upto, None, note)
    }
}
