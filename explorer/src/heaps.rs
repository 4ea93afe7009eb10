//! Heap games: the rule of one heap (its value, its moves), for games whose positions are
//! sums of heaps (a position's value is the xor of its heaps' values).

use crate::{extra, games};

/// One heap's rule.
pub trait HeapRule {
    /// The Grundy value of a heap of `h`, or why it cannot be computed.
    fn value(&self, h: u64) -> Result<u128, String>;

    /// The moves of a heap of `h` that leave value `target`, each as the heaps left
    /// (never a 0; `[]` when nothing is left) with a one-line reason; pushes at most
    /// `room` of them into `out` and returns how many there are in all.
    fn options_of_value(
        &self,
        h: u64,
        target: u128,
        room: usize,
        out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String>;

    /// `Ok` if a heap of `h` may become `pieces` (no 0 among them), else why not.
    fn check_option(&self, h: u64, pieces: &[u64]) -> Result<(), String>;

    /// A move from a heap of `h` changing as little as possible, `None` if it has none.
    fn some_option(&self, h: u64) -> Option<Vec<u64>>;
}

/// The heaps left by a move to a single heap of `t` (`[]` for `t = 0`).
fn single(t: u64) -> Vec<u64> {
    if t == 0 {
        vec![]
    } else {
        vec![t]
    }
}

/// The one piece of `pieces`, 0 if empty, or an error for a split.
fn one_piece(h: u64, pieces: &[u64]) -> Result<u64, String> {
    match pieces {
        [] => Ok(0),
        [t] if *t < h => Ok(*t),
        [t] => Err(format!("a move must make the heap of {h} smaller, not {t}")),
        _ => Err(format!("a heap of {h} cannot be split in this game")),
    }
}

/// Nim: a heap may be lowered to any smaller size; its value is its size.
pub struct Nim;

impl HeapRule for Nim {
    fn value(&self, h: u64) -> Result<u128, String> {
        Ok(h.into())
    }

    fn options_of_value(
        &self,
        h: u64,
        target: u128,
        room: usize,
        out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String> {
        if target >= u128::from(h) {
            return Ok(0);
        }
        if room > 0 {
            let t = target as u64;
            out.push((single(t), format!("take {} from {h}: value {t}", h - t)));
        }
        Ok(1)
    }

    fn check_option(&self, h: u64, pieces: &[u64]) -> Result<(), String> {
        one_piece(h, pieces).map(|_| ())
    }

    fn some_option(&self, h: u64) -> Option<Vec<u64>> {
        (h > 0).then(|| single(h - 1))
    }
}

/// Bash: take 1..=m; the value is `h mod (m + 1)`.
pub struct Bash(pub u64);

impl HeapRule for Bash {
    fn value(&self, h: u64) -> Result<u128, String> {
        Ok(games::bash_value(h, self.0).into())
    }

    fn options_of_value(
        &self,
        h: u64,
        target: u128,
        room: usize,
        out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String> {
        // The heaps h - 1, …, h - m have every residue mod m + 1 but h's own: the one
        // with residue `target` is h - d.
        let modulus = u128::from(self.0) + 1;
        let v = u128::from(games::bash_value(h, self.0));
        if target >= modulus || target == v {
            return Ok(0);
        }
        let d = (v + modulus - target) % modulus;
        if d > u128::from(h) {
            return Ok(0);
        }
        let t = h - d as u64;
        if room > 0 {
            out.push((
                single(t),
                format!("take {d} from {h}: {t} mod {modulus} = {target}"),
            ));
        }
        Ok(1)
    }

    fn check_option(&self, h: u64, pieces: &[u64]) -> Result<(), String> {
        let t = one_piece(h, pieces)?;
        if h - t > self.0 {
            return Err(format!("at most {} may be taken, not {}", self.0, h - t));
        }
        Ok(())
    }

    fn some_option(&self, h: u64) -> Option<Vec<u64>> {
        Nim.some_option(h)
    }
}

/// Lasker's Nim: take any number, or split a heap into two non-empty heaps.
pub struct Lasker;

impl HeapRule for Lasker {
    fn value(&self, h: u64) -> Result<u128, String> {
        Ok(games::lasker_value(h))
    }

    fn options_of_value(
        &self,
        h: u64,
        target: u128,
        room: usize,
        out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String> {
        let mut found = Vec::new();
        let count = extra::lasker_options_of_value(h, target, room, &mut found);
        out.extend(found.into_iter().map(|pieces| {
            let why = match pieces[..] {
                [a, b] => format!(
                    "split {h} into {a} + {b}: values {} ^ {} = {target}",
                    games::lasker_value(a),
                    games::lasker_value(b)
                ),
                _ => {
                    let t = pieces.first().copied().unwrap_or(0);
                    format!("take {} from {h}: value {target}", h - t)
                }
            };
            (pieces, why)
        }));
        Ok(count)
    }

    fn check_option(&self, h: u64, pieces: &[u64]) -> Result<(), String> {
        match pieces {
            [a, b] if a.checked_add(*b) == Some(h) => Ok(()),
            [a, b] => Err(format!(
                "a split of {h} must keep every stone, but {a} + {b} is not {h}"
            )),
            _ => one_piece(h, pieces).map(|_| ()),
        }
    }

    fn some_option(&self, h: u64) -> Option<Vec<u64>> {
        Nim.some_option(h)
    }
}

/// The values of one heap of a game, known exactly up to `values.len()` and, with a
/// period, for every heap: `g(n) = g(preperiod + (n − preperiod) mod period)`.
#[derive(Clone, Debug)]
pub struct Periodic {
    /// `g(0..len)`.
    pub values: Vec<u64>,
    /// `Some((preperiod, period))` once certified.
    pub period: Option<(usize, usize)>,
}

impl Periodic {
    /// The least period and preperiod, given that `g(x) = g(x − p)` for every `x >= n`
    /// (`n <= values.len()`).
    pub fn normalized(values: Vec<u64>, n: usize, p: usize) -> Periodic {
        let base = n - p;
        // Exact in the table; beyond it, by the period.
        let at = |x: usize| {
            values[if x < values.len() {
                x
            } else {
                base + (x - base) % p
            }]
        };
        let least = (1..=p)
            .filter(|d| p % d == 0)
            .find(|&d| (base..base + p).all(|x| at(x) == at(x + d)))
            .unwrap_or(p);
        let mut start = base;
        while start > 0 && values[start - 1] == at(start - 1 + least) {
            start -= 1;
        }
        Periodic {
            values,
            period: Some((start, least)),
        }
    }

    /// `g(h)`, or `None` if `h` is beyond the table and no period is known.
    pub fn value(&self, h: u64) -> Option<u64> {
        if h < self.values.len() as u64 {
            return Some(self.values[h as usize]);
        }
        let (start, p) = self.period?;
        let (start64, p64) = (start as u64, p as u64);
        Some(self.values[start + ((h - start64) % p64) as usize])
    }
}

/// The largest table a subtraction game gets while its period is looked for.
pub const SUBTRACTION_TABLE_LIMIT: usize = 1 << 21;

/// A subtraction game: take `s` for some `s` in the set.
pub struct Subtraction {
    /// The set, ascending.
    pub moves: Vec<u64>,
    /// Its values.
    pub table: Periodic,
}

impl Subtraction {
    /// The game with move set `moves` (ascending, distinct, positive); looks for a period
    /// in tables of doubling length up to [`SUBTRACTION_TABLE_LIMIT`].
    pub fn new(moves: Vec<u64>) -> Subtraction {
        let width = *moves.last().expect("a non-empty set") as usize;
        let mut len = (4 * width + 64).min(SUBTRACTION_TABLE_LIMIT);
        loop {
            let values = games::subtraction_values(&moves, len);
            if let Some((n, p)) = games::subtraction_period(&moves, &values) {
                let table = Periodic::normalized(values, n, p);
                return Subtraction { moves, table };
            }
            if len == SUBTRACTION_TABLE_LIMIT {
                let table = Periodic {
                    values,
                    period: None,
                };
                return Subtraction { moves, table };
            }
            len = (len * 4).min(SUBTRACTION_TABLE_LIMIT);
        }
    }

    fn g(&self, h: u64) -> Result<u64, String> {
        self.table.value(h).ok_or_else(|| {
            format!(
                "no period found in the first {} values; heap {h} is beyond them",
                self.table.values.len()
            )
        })
    }
}

impl HeapRule for Subtraction {
    fn value(&self, h: u64) -> Result<u128, String> {
        self.g(h).map(u128::from)
    }

    fn options_of_value(
        &self,
        h: u64,
        target: u128,
        room: usize,
        out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String> {
        let mut count = 0;
        for &s in self.moves.iter().take_while(|&&s| s <= h) {
            if u128::from(self.g(h - s)?) == target {
                count += 1;
                if out.len() < room {
                    let t = h - s;
                    out.push((
                        single(t),
                        format!("take {s} from {h}: value of {t} is {target}"),
                    ));
                }
            }
        }
        Ok(count)
    }

    fn check_option(&self, h: u64, pieces: &[u64]) -> Result<(), String> {
        let t = one_piece(h, pieces)?;
        if self.moves.binary_search(&(h - t)).is_err() {
            return Err(format!("{} is not in the subtraction set", h - t));
        }
        Ok(())
    }

    fn some_option(&self, h: u64) -> Option<Vec<u64>> {
        self.moves
            .first()
            .filter(|&&s| s <= h)
            .map(|&s| single(h - s))
    }
}
