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
    /// Its values with their period, once something asks for it ([`Subtraction::table`]).
    table: std::cell::OnceCell<Periodic>,
    /// Before that, the values of heaps up to twice the largest asked, computed as asked
    /// (a few heaps of a game of many moves need not wait for a long period search).
    direct: std::cell::RefCell<Vec<u64>>,
}

impl Subtraction {
    /// The game with move set `moves` (ascending, distinct, positive).
    pub fn new(moves: Vec<u64>) -> Subtraction {
        Subtraction {
            moves,
            table: std::cell::OnceCell::new(),
            direct: std::cell::RefCell::new(Vec::new()),
        }
    }

    /// The values and the period, looked for in tables of growing length up to
    /// [`SUBTRACTION_TABLE_LIMIT`] (computed on the first call).
    pub fn table(&self) -> &Periodic {
        self.table.get_or_init(|| {
            let moves = &self.moves;
            let width = *moves.last().expect("a non-empty set") as usize;
            let mut len = (4 * width + 64).min(SUBTRACTION_TABLE_LIMIT);
            loop {
                let values = games::subtraction_values(moves, len);
                let period = games::subtraction_period(moves, &values);
                if period.is_some() || len == SUBTRACTION_TABLE_LIMIT {
                    return Periodic { values, period };
                }
                len = (len * 4).min(SUBTRACTION_TABLE_LIMIT);
            }
        })
    }

    fn g(&self, h: u64) -> Result<u64, String> {
        if self.table.get().is_none() && h < SUBTRACTION_TABLE_LIMIT as u64 {
            let mut direct = self.direct.borrow_mut();
            if direct.len() <= h as usize {
                let len = (2 * h as usize + 64).min(SUBTRACTION_TABLE_LIMIT);
                *direct = games::subtraction_values(&self.moves, len);
            }
            return Ok(direct[h as usize]);
        }
        self.table().value(h).ok_or_else(|| {
            format!(
                "no period found in the first {} values; heap {h} is beyond them",
                self.table().values.len()
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

/// How many values an octal game gets while its period is looked for (`value`, `play`).
pub const OCTAL_SEARCH: usize = 4096;

/// Without a certified period, `value` and `play` compute values exactly for heaps below
/// this (as `table --upto` does): a few seconds for the slowest short codes.
pub const OCTAL_VALUE_LIMIT: usize = 100_000;

/// The heaps an octal code with an infinite tail gets values for. No period of such a code
/// is ever certified (Guy–Smith needs a last non-zero digit), so these are all it has: with
/// splits in the tail heap `n` has `n²/4` splitting options and the table costs O(N³)
/// (1,024 heaps of `4.7...`: 0.1 s), without them O(N²).
pub fn infinite_code_limit(code: &games::OctalCode) -> usize {
    if code.tail & 4 != 0 {
        1024
    } else {
        OCTAL_SEARCH
    }
}

/// Splits scanned one by one below this total (the periodic count takes over above).
pub const DIRECT_SPLITS: u64 = 100_000;

/// An octal game `d0.d1d2…` (Kayles `0.77`, Dawson's Kayles `0.07`, …).
pub struct Octal {
    /// Its code.
    pub code: games::OctalCode,
    table: std::cell::OnceCell<Periodic>,
    /// Exact values past a search that certified nothing, grown (to twice the heap asked)
    /// when a larger heap is asked.
    more: std::cell::RefCell<Periodic>,
}

impl Octal {
    /// The game with this code; its values are computed when first needed.
    pub fn new(code: games::OctalCode) -> Octal {
        Octal {
            code,
            table: std::cell::OnceCell::new(),
            more: std::cell::RefCell::new(Periodic {
                values: Vec::new(),
                period: None,
            }),
        }
    }

    /// The values: with the certified period if [`OCTAL_SEARCH`] values find one, else
    /// exactly those values; for an infinite code, no search: the values of heaps up to
    /// [`infinite_code_limit`].
    pub fn table(&self) -> &Periodic {
        self.table.get_or_init(|| {
            if !self.code.is_finite() {
                let upto = infinite_code_limit(&self.code);
                let values = games::octal_values(&self.code, upto);
                return Periodic {
                    values,
                    period: None,
                };
            }
            let found = games::octal_period(&self.code, OCTAL_SEARCH, &mut |_| {});
            if found.certified {
                let (p0, p) = (found.preperiod, found.period);
                Periodic {
                    values: games::octal_values(&self.code, p0 + p),
                    period: Some((p0, p)),
                }
            } else {
                Periodic {
                    values: games::octal_values(&self.code, found.checked_upto),
                    period: None,
                }
            }
        })
    }

    /// The values that answer heap `h` if the search's do not: for a finite code and `h`
    /// below [`OCTAL_VALUE_LIMIT`], exact values up to twice `h`, computed once.
    fn more_for(&self, h: u64) -> Result<Option<std::cell::Ref<'_, Periodic>>, String> {
        if self.table().value(h).is_some() {
            return Ok(None);
        }
        if !self.code.is_finite() || h >= OCTAL_VALUE_LIMIT as u64 {
            return Err(self.beyond(h));
        }
        if self.more.borrow().values.len() <= h as usize {
            let upto = (2 * h as usize).min(OCTAL_VALUE_LIMIT - 1);
            self.more.borrow_mut().values = games::octal_values(&self.code, upto);
        }
        Ok(Some(self.more.borrow()))
    }

    fn g(&self, h: u64) -> Result<u64, String> {
        let more = self.more_for(h)?;
        let table = more.as_deref().unwrap_or(self.table());
        Ok(table.value(h).expect("computed up to h"))
    }

    /// Why heap `h` has no value here.
    fn beyond(&self, h: u64) -> String {
        let known = self.table().values.len();
        if self.code.is_finite() {
            format!(
                "octal code {}: no period certified within the first {known} values, and heap {h} is not below {OCTAL_VALUE_LIMIT}, our limit for values without one",
                self.code
            )
        } else {
            format!(
                "octal code {} has an infinite tail, so no period is ever certified: values are computed for heaps up to {}, and heap {h} is beyond them",
                self.code,
                known - 1
            )
        }
    }

    /// The `k` that may be removed from a heap of `h`, ascending.
    fn removals(&self, h: u64) -> impl Iterator<Item = (u64, u8)> + '_ {
        let last = games::octal_last_move(&self.code).unwrap_or(h).min(h);
        (0..=last)
            .map(move |k| (k, games::octal_digit(&self.code, k)))
            .filter(|&(_, d)| d != 0)
    }
}

/// The splits `a + b = m`, `1 <= a <= b`, with `g(a) ^ g(b) = target`: pushes at most
/// `room` of them (ascending `a`) into `out` and returns how many there are.
///
/// Below `direct` (or with no period) every split is looked at. Above, with period `p`
/// from `p0`: the splits with `a < p0 + p` one by one; for larger `a` both `a` and
/// `b >= m/2` lie in the periodic part, so `g(a) ^ g(b)` depends only on `a mod p`, and
/// each matching residue class is counted whole. O(p0 + p + room·p).
pub fn splits_of_value(
    table: &Periodic,
    m: u64,
    target: u128,
    room: usize,
    direct: u64,
    out: &mut Vec<(u64, u64)>,
) -> Result<u128, String> {
    let half = m / 2;
    let g = |x: u64| {
        table
            .value(x)
            .map(u128::from)
            .ok_or_else(|| format!("the value of heap {x} is not known"))
    };
    let mut count = 0u128;
    let periodic = match table.period {
        Some((p0, p)) if m > direct && half >= 2 * (p0 + p) as u64 => {
            Some((p0 as u64 + p as u64, p as u64))
        }
        _ => None,
    };
    let one_by_one = periodic.map_or(half, |(start, _)| start - 1);
    for a in 1..=one_by_one {
        if g(a)? ^ g(m - a)? == target {
            count += 1;
            if out.len() < room {
                out.push((a, m - a));
            }
        }
    }
    if let Some((start, p)) = periodic {
        let matching: Vec<bool> = (0..p)
            .map(|i| -> Result<bool, String> {
                let a = start + i;
                Ok(g(a)? ^ g(m - a)? == target)
            })
            .collect::<Result<_, _>>()?;
        for (i, _) in matching.iter().enumerate().filter(|(_, &hit)| hit) {
            let first = start + i as u64;
            if first <= half {
                count += u128::from((half - first) / p + 1);
            }
        }
        if matching.contains(&true) {
            let mut a = start;
            while out.len() < room && a <= half {
                if matching[((a - start) % p) as usize] {
                    out.push((a, m - a));
                }
                a += 1;
            }
        }
    }
    Ok(count)
}

impl HeapRule for Octal {
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
        let mut splits = Vec::new();
        let more = self.more_for(h)?;
        let table = more.as_deref().unwrap_or(self.table());
        for (k, d) in self.removals(h) {
            let m = h - k;
            let mut single_move = |pieces: Vec<u64>, value: u128, count: &mut u128| {
                if value == target {
                    *count += 1;
                    if out.len() < room {
                        let why = match pieces[..] {
                            [] => format!("take all {h}"),
                            _ => format!("take {k} from {h}, leaving {m} of value {value}"),
                        };
                        out.push((pieces, why));
                    }
                }
            };
            if d & 1 != 0 && m == 0 {
                single_move(vec![], 0, &mut count);
            }
            if d & 2 != 0 && m > 0 {
                single_move(vec![m], self.g(m)?.into(), &mut count);
            }
            if d & 4 != 0 && m >= 2 {
                splits.clear();
                let room_left = room.saturating_sub(out.len());
                count += splits_of_value(table, m, target, room_left, DIRECT_SPLITS, &mut splits)?;
                for &(a, b) in &splits {
                    let how = match k {
                        0 => format!("split {h} into {a} + {b}"),
                        _ => format!("take {k} from {h} and split the rest into {a} + {b}"),
                    };
                    let why = format!("{how}: values {} ^ {} = {target}", self.g(a)?, self.g(b)?);
                    out.push((vec![a, b], why));
                }
            }
        }
        Ok(count)
    }

    fn check_option(&self, h: u64, pieces: &[u64]) -> Result<(), String> {
        let left: u128 = pieces.iter().map(|&p| u128::from(p)).sum();
        if left > u128::from(h) || (left == u128::from(h) && pieces.len() < 2) {
            return Err(format!("a move must take stones from the heap of {h}"));
        }
        let k = h - left as u64;
        let bit = [1, 2, 4][pieces.len().min(2)];
        if pieces.len() > 2 || games::octal_digit(&self.code, k) & bit == 0 {
            let what = ["nothing", "one heap", "two heaps"][pieces.len().min(2)];
            return Err(format!(
                "code {} does not allow removing {k} and leaving {what}",
                self.code
            ));
        }
        Ok(())
    }

    fn some_option(&self, h: u64) -> Option<Vec<u64>> {
        self.removals(h).find_map(|(k, d)| {
            let m = h - k;
            if d & 1 != 0 && m == 0 {
                Some(vec![])
            } else if d & 2 != 0 && m > 0 {
                Some(vec![m])
            } else if d & 4 != 0 && m >= 2 {
                Some(vec![1, m - 1])
            } else {
                None
            }
        })
    }
}
