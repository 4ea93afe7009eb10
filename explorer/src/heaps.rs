//! Heap games: a position is a sum of heaps, worth the xor of their values. One
//! [`HeapRule`] per game says what one heap is worth and which moves it has; [`Heaps`]
//! makes it a [`Game`]. The values are the library's; only tables are kept here.

use crate::game::{closed, Game, Move, Moves, Period, PeriodSearch, Table, Values, TABLE_LIMIT};
use crate::out::Failure;
use grundy::octal::Code;
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

/// Work a command may start on one game's values, in seconds (see [`grow`]).
pub const SECONDS: f64 = 10.0;

/// The rule of one heap.
pub trait HeapRule: Send + Sync {
    /// The game's name as typed.
    fn name(&self) -> String;
    /// The Grundy value of a heap of `h`, or why it is beyond the explorer's limits.
    fn value(&self, h: u64) -> Result<u128, String>;
    /// How one heap's value is found (`g(n) = n`).
    fn rule(&self) -> String;
    /// Whether a move may remove `k` stones and leave `pieces` (0, 1 or 2) heaps.
    fn allows(&self, k: u64, pieces: usize) -> bool;
    /// The moves of a heap of `h` leaving value `target`, as the heaps left (no 0; `[]`
    /// for nothing) with a reason; pushes at most `room` into `out`, returns the count.
    fn options_of_value(
        &self, h: u64, target: u128, room: usize, out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String>;
    /// The period of one heap's values where a closed form gives it, and a note.
    fn period(&self) -> (Option<Period>, String) {
        (None, String::new())
    }
    /// The largest table.
    fn table_limit(&self) -> usize {
        TABLE_LIMIT
    }
    /// `g(0..=upto)`, the period where one is known, and a note.
    fn table(&self, upto: usize) -> Result<(Vec<u64>, Option<Period>, String), String> {
        let values = (0..=upto as u64).map(|h| self.value(h).map(|v| v as u64));
        let (period, note) = self.period();
        Ok((values.collect::<Result<_, _>>()?, period, note))
    }
    /// See [`Game::find_period`]; `Err` says why there is none to look for.
    fn find_period(
        &self, max: usize, seconds: f64, progress: &mut dyn FnMut(usize),
    ) -> Result<PeriodSearch, String> {
        let _ = (max, seconds, progress);
        Err(crate::game::no_period(&self.name()))
    }
}

/// The heaps left by a move to a single heap of `t` (`[]` for `t = 0`).
fn single(t: u64) -> Vec<u64> {
    [t][..(t > 0) as usize].to_vec()
}

/// `heaps` with heap `i` replaced by `pieces` (`0` if there are none).
pub fn replace_heap(heaps: &[u64], i: usize, pieces: &[u64]) -> Vec<u64> {
    let mut to = heaps[..i].to_vec();
    to.extend_from_slice(if pieces.is_empty() { &[0] } else { pieces });
    to.extend_from_slice(&heaps[i + 1..]);
    to
}

/// A game whose position is a sum of heaps of one rule.
pub struct Heaps<R>(pub R);

impl<R: HeapRule> Heaps<R> {
    /// Every move of one heap of `h`, as the heaps left; `None` if more than `cap`.
    fn heap_options(&self, h: u64, cap: usize) -> Option<Vec<Vec<u64>>> {
        let split = (0..=h.min(2)).any(|k| self.0.allows(k, 2));
        if h as u128 * if split { h as u128 / 2 + 1 } else { 1 } > cap as u128 {
            return None;
        }
        let mut all = Vec::new();
        for k in 0..=h {
            let m = h - k;
            all.extend((k == h && self.0.allows(k, 0)).then(Vec::new));
            all.extend((k > 0 && m > 0 && self.0.allows(k, 1)).then(|| vec![m]));
            all.extend((1..=m / 2).filter(|_| self.0.allows(k, 2)).map(|a| vec![a, m - a]));
        }
        all.sort_unstable();
        all.dedup();
        Some(all)
    }
}

impl<R: HeapRule> Game for Heaps<R> {
    fn name(&self) -> String {
        self.0.name()
    }

    fn start(&self, numbers: Vec<u64>) -> Result<Vec<u64>, String> {
        match numbers.is_empty() {
            true => Err("a position needs at least one heap".into()),
            false => Ok(numbers),
        }
    }

    fn value(&self, p: &[u64]) -> Result<Option<u128>, Failure> {
        let values = p.iter().map(|&h| self.0.value(h)).collect::<Result<Vec<_>, _>>()?;
        Ok(Some(values.iter().fold(0, |s, v| s ^ v)))
    }

    fn reason(&self, p: &[u64], value: Option<u128>) -> String {
        let values: Vec<String> =
            p.iter().map(|&h| self.0.value(h).unwrap_or(0).to_string()).collect();
        match p {
            [h] => format!("one heap of {h}, and {}", self.0.rule()),
            _ => {
                format!("the heaps' values xor to {} = {}", values.join(" ^ "), value.unwrap_or(0))
            }
        }
    }

    fn moves_to(&self, p: &[u64], target: u128, room: usize) -> Result<Moves, Failure> {
        let values = p.iter().map(|&h| self.0.value(h)).collect::<Result<Vec<_>, _>>()?;
        let sum = values.iter().fold(target, |s, &v| s ^ v);
        let (mut moves, mut found) = (Moves::default(), Vec::new());
        for (i, (&h, &v)) in p.iter().zip(&values).enumerate() {
            let left = room - moves.listed.len();
            moves.count += self.0.options_of_value(h, v ^ sum, left, &mut found)?;
            moves.listed.extend(found.drain(..).map(|(pieces, why)| Move {
                to: replace_heap(p, i, &pieces),
                why: match target {
                    0 => format!("heap {}: {why}, so the xor becomes 0", i + 1),
                    t => format!("heap {}: {why}, so this part is worth {t}", i + 1),
                },
                take: None,
            }));
        }
        Ok(moves)
    }

    fn options(&self, p: &[u64], cap: usize) -> Option<Vec<Vec<u64>>> {
        let mut all = Vec::new();
        for (i, &h) in p.iter().enumerate() {
            let found = self.heap_options(h, cap - all.len())?;
            all.extend(found.iter().map(|pieces| replace_heap(p, i, pieces)));
        }
        Some(all)
    }

    /// The smallest removal of the first heap that has a move.
    fn some_move(&self, p: &[u64]) -> Option<Vec<u64>> {
        let allows = |k, n| self.0.allows(k, n);
        p.iter().enumerate().find_map(|(i, &h)| {
            let pieces = (0..=h.min(1 << 20)).find_map(|k| match h - k {
                0 if allows(k, 0) => Some(vec![]),
                m if m > 0 && k > 0 && allows(k, 1) => Some(vec![m]),
                m if m >= 2 && allows(k, 2) => Some(vec![1, m - 1]),
                _ => None,
            })?;
            Some(replace_heap(p, i, &pieces))
        })
    }

    fn key(&self, p: &[u64]) -> Vec<u64> {
        let mut kept: Vec<u64> = p.iter().copied().filter(|&h| h > 0).collect();
        kept.sort_unstable();
        kept
    }

    /// Heaps in any order, 0s ignored: one heap `h` of `from` must have become the heaps
    /// of `to` that are not in the rest, by a move of the rule.
    fn typed(&self, from: &[u64], to: Vec<u64>) -> Result<Vec<u64>, String> {
        let (before, after) = (self.key(from), self.key(&to));
        if before == after {
            return Err("that is the same position: a move must change it".into());
        }
        let mut reason = None;
        for (i, &h) in before.iter().enumerate() {
            // What is left of `after` once the untouched heaps are taken out of it.
            let mut pieces = after.clone();
            let untouched = before[..i].iter().chain(&before[i + 1..]);
            let found =
                untouched.map(|u| pieces.iter().position(|p| p == u).map(|j| pieces.remove(j)));
            if !found.fold(true, |all, f| all & f.is_some()) || pieces.len() > 2 {
                continue;
            }
            let left: u128 = pieces.iter().map(|&p| u128::from(p)).sum();
            let what = ["nothing", "one heap", "two heaps"][pieces.len()];
            match left.cmp(&u128::from(h)) {
                std::cmp::Ordering::Greater => {}
                _ if self.0.allows(h - left as u64, pieces.len()) => return Ok(to),
                _ => {
                    reason.get_or_insert(format!(
                        "{} does not allow taking {} from a heap of {h} and leaving {what}",
                        self.name(),
                        h - left as u64
                    ));
                }
            }
        }
        Err(reason.unwrap_or_else(|| {
            "a move changes exactly one heap (into at most two heaps where splitting is allowed)"
                .into()
        }))
    }

    fn table_limit(&self) -> usize {
        self.0.table_limit()
    }

    fn table(&self, upto: usize) -> Result<Table, Failure> {
        let (values, period, note) = self.0.table(upto)?;
        let outcomes = values.iter().map(|&v| v != 0).collect();
        Ok(Table { values: Some(Values::Strip(values)), outcomes, period, note })
    }

    fn find_period(
        &self, max: usize, seconds: f64, progress: &mut dyn FnMut(usize),
    ) -> Result<PeriodSearch, Failure> {
        Ok(self.0.find_period(max, seconds, progress)?)
    }
}

/// Computes `f(n)` for `n = first, 4·first, …` up to `upto`, until `done` holds, within
/// `seconds`: before each step its time is predicted from the last (cost growing as
/// `n^power`), and a step the budget cannot hold is not started. Returns the last result,
/// its `n`, and whether it was `done` or reached `upto` (`false`: the budget stopped it).
pub fn grow<T>(
    first: usize, upto: usize, seconds: f64, power: i32, mut f: impl FnMut(usize) -> T,
    done: impl Fn(&T) -> bool,
) -> (T, usize, bool) {
    let start = Instant::now();
    let mut n = first.clamp(1, upto.max(1));
    loop {
        let step = Instant::now();
        let result = f(n);
        if n >= upto || done(&result) {
            return (result, n, true);
        }
        let next = n.saturating_mul(4).min(upto);
        let predicted = step.elapsed().as_secs_f64() * (next as f64 / n as f64).powi(power);
        if start.elapsed().as_secs_f64() + predicted > seconds {
            return (result, n, false);
        }
        n = next;
    }
}

/// The refusal when [`grow`] stopped at heap `reached` short of `upto`.
fn too_slow(game: &str, upto: usize, reached: usize) -> String {
    format!(
        "{game}: the values of heaps up to {upto} would take more than {SECONDS} s (those up \
         to {reached} were computed); ask for smaller heaps"
    )
}

/// Nim: a heap may be lowered to any smaller size; its value is its size.
pub struct Nim;

impl HeapRule for Nim {
    fn name(&self) -> String {
        "nim".into()
    }

    fn value(&self, h: u64) -> Result<u128, String> {
        Ok(h.into())
    }

    fn rule(&self) -> String {
        "a Nim heap is worth its size".into()
    }

    fn allows(&self, k: u64, pieces: usize) -> bool {
        k > 0 && pieces <= 1
    }

    fn options_of_value(
        &self, h: u64, target: u128, room: usize, out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String> {
        let t = target as u64;
        if target < u128::from(h) && room > 0 {
            out.push((single(t), format!("take {} from {h}: value {t}", h - t)));
        }
        Ok(u128::from(target < u128::from(h)))
    }

    fn period(&self) -> (Option<Period>, String) {
        (closed(0, 1, 1, "g(n) = n"), "Nim: a heap is its own value".into())
    }
}

/// Bash: take 1..=m; the value is `h mod (m + 1)`.
pub struct Bash(pub u64);

impl HeapRule for Bash {
    fn name(&self) -> String {
        format!("bash:{}", self.0)
    }

    fn value(&self, h: u64) -> Result<u128, String> {
        Ok(grundy::bash::grundy(h, self.0).into())
    }

    fn rule(&self) -> String {
        format!("g(n) = n mod {}", u128::from(self.0) + 1)
    }

    fn allows(&self, k: u64, pieces: usize) -> bool {
        (1..=self.0).contains(&k) && pieces <= 1
    }

    fn options_of_value(
        &self, h: u64, target: u128, room: usize, out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String> {
        let t = u64::try_from(target).ok().and_then(|t| grundy::bash::move_to_value(h, self.0, t));
        if let Some(t) = t.filter(|_| room > 0) {
            let modulus = u128::from(self.0) + 1;
            out.push((single(t), format!("take {} from {h}: {t} mod {modulus} = {target}", h - t)));
        }
        Ok(u128::from(t.is_some()))
    }

    fn period(&self) -> (Option<Period>, String) {
        let period = closed(0, u128::from(self.0) + 1, 0, "g(n) = n mod (M + 1)");
        (period, "Bash: purely periodic".into())
    }

    fn find_period(
        &self, max: usize, seconds: f64, progress: &mut dyn FnMut(usize),
    ) -> Result<PeriodSearch, String> {
        let _ = (max, seconds, progress);
        if self.0 > crate::game::SUBTRACTION_MOVE_LIMIT {
            return Err(crate::game::no_period(&self.name()));
        }
        let period = self.0 as usize + 1;
        let found =
            grundy::period::Period { certified: true, preperiod: 0, period, checked_upto: period };
        let how = format!("by the closed form g(n) = n mod {period}");
        Ok(PeriodSearch { found, what: self.name(), how, stopped: String::new() })
    }
}

/// Lasker's Nim: take any number, or split a heap into two non-empty heaps.
pub struct Lasker;

impl HeapRule for Lasker {
    fn name(&self) -> String {
        "lasker".into()
    }

    fn value(&self, h: u64) -> Result<u128, String> {
        Ok(grundy::multi_sg::lasker_grundy(h))
    }

    fn rule(&self) -> String {
        "g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3".into()
    }

    fn allows(&self, k: u64, pieces: usize) -> bool {
        (k > 0 && pieces <= 1) || (k == 0 && pieces == 2)
    }

    fn options_of_value(
        &self, h: u64, target: u128, room: usize, out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String> {
        let mut found = Vec::new();
        let count = grundy::multi_sg::lasker_options(h, target, room, &mut found);
        let g = grundy::multi_sg::lasker_grundy;
        out.extend(found.into_iter().map(|pieces| {
            let why = match pieces[..] {
                [a, b] => {
                    format!("split {h} into {a} + {b}: values {} ^ {} = {target}", g(a), g(b))
                }
                _ => format!("take {} from {h}: value {target}", h - pieces.first().unwrap_or(&0)),
            };
            (pieces, why)
        }));
        Ok(count)
    }

    fn period(&self) -> (Option<Period>, String) {
        (closed(1, 4, 4, &self.rule()), "Lasker's Nim: arithmetic-periodic".into())
    }
}

/// The values of one heap of a game, and what is known of their period (the library's
/// one result type): `g(n)` for every `n` once certified, else for `n < values.len()`.
#[derive(Clone, Debug)]
pub struct Periodic {
    pub values: Vec<u64>,
    pub period: grundy::period::Period,
}

impl Periodic {
    /// Values with no period known.
    fn exact(values: Vec<u64>) -> Periodic {
        let checked_upto = values.len() - 1;
        let period =
            grundy::period::Period { certified: false, preperiod: 0, period: 1, checked_upto };
        Periodic { values, period }
    }

    /// `g(h)`, or `None` if `h` is beyond the table and no period is known.
    pub fn value(&self, h: u64) -> Option<u64> {
        self.values.get(self.period.index(h)?).copied()
    }

    /// The certified `(preperiod, period)`.
    fn certified(&self) -> Option<(usize, usize)> {
        self.period.certified.then_some((self.period.preperiod, self.period.period))
    }
}

/// The moves of a heap of `h` to value `target` by removals `(k, digit)` (octal digits:
/// 1 leave nothing, 2 one heap, 4 two), the values `g` of single heaps and the `splits` of
/// a heap; pushes at most `room` into `out` and returns the count.
#[allow(clippy::type_complexity)]
fn scan(
    h: u64, target: u128, room: usize, out: &mut Vec<(Vec<u64>, String)>,
    removals: impl Iterator<Item = (u64, u8)>, g: &dyn Fn(u64) -> Result<u64, String>,
    splits: &dyn Fn(u64, usize, &mut Vec<(u64, u64)>) -> Result<u128, String>,
) -> Result<u128, String> {
    let mut count = 0;
    let mut found = Vec::new();
    for (k, d) in removals.take_while(|&(k, _)| k <= h) {
        let m = h - k;
        let mut one = |pieces: Vec<u64>, why: String, count: &mut u128| {
            *count += 1;
            if out.len() < room {
                out.push((pieces, why));
            }
        };
        if d & 1 != 0 && m == 0 && target == 0 {
            one(vec![], format!("take all {h}"), &mut count);
        }
        if d & 2 != 0 && m > 0 && u128::from(g(m)?) == target {
            one(vec![m], format!("take {k} from {h}, leaving {m} of value {target}"), &mut count);
        }
        if d & 4 != 0 && m >= 2 {
            found.clear();
            count += splits(m, room.saturating_sub(out.len()), &mut found)?;
            for &(a, b) in &found {
                let how = match k {
                    0 => format!("split {h} into {a} + {b}"),
                    _ => format!("take {k} from {h} and split the rest into {a} + {b}"),
                };
                out.push((vec![a, b], format!("{how}: values {} ^ {} = {target}", g(a)?, g(b)?)));
            }
        }
    }
    Ok(count)
}

/// The largest table a subtraction game gets while its period is looked for.
pub const SUBTRACTION_TABLE_LIMIT: usize = 1 << 21;

/// A subtraction game: take `s` for some `s` in the set.
pub struct Subtraction {
    /// The set, ascending.
    pub moves: Vec<u64>,
    /// Its values with their period, once something asks for it.
    table: OnceLock<Result<Periodic, String>>,
    /// Before that, values of heaps up to twice the largest asked, computed as asked.
    direct: Mutex<Vec<u64>>,
}

impl Subtraction {
    /// The game with move set `moves` (ascending, distinct, positive).
    pub fn new(moves: Vec<u64>) -> Subtraction {
        Subtraction { moves, table: OnceLock::new(), direct: Mutex::new(Vec::new()) }
    }

    /// Values and period from tables of growing length up to `max`, within `seconds`;
    /// whether the search ended by itself (not by the budget).
    fn search(&self, max: usize, seconds: f64) -> (Periodic, bool) {
        let width = *self.moves.last().expect("a non-empty set") as usize;
        let compute = |len: usize| {
            let values = grundy::subtraction::grundy_table(&self.moves, len);
            let period = grundy::subtraction::period(&self.moves, &values);
            Periodic { values, period }
        };
        // The first step is small: its time predicts the next (the cost grows as |S|·len).
        let first = (4 * width + 64).min(max).min(4096);
        let (table, _, finished) = grow(first, max, seconds, 1, compute, |t| t.period.certified);
        (table, finished)
    }

    /// The values and the period (computed on the first call).
    pub fn table(&self) -> Result<&Periodic, String> {
        let found = self.table.get_or_init(|| {
            let (table, finished) = self.search(SUBTRACTION_TABLE_LIMIT, SECONDS);
            match finished {
                true => Ok(table),
                false => Err(too_slow(&self.name(), SUBTRACTION_TABLE_LIMIT, table.values.len())),
            }
        });
        found.as_ref().map_err(Clone::clone)
    }

    fn g(&self, h: u64) -> Result<u64, String> {
        if self.table.get().is_none() && h < SUBTRACTION_TABLE_LIMIT as u64 {
            // A few small heaps need not wait for a long period search.
            let mut direct = self.direct.lock().unwrap_or_else(|e| e.into_inner());
            if direct.len() <= h as usize {
                let len = (2 * h as usize + 64).min(SUBTRACTION_TABLE_LIMIT);
                let table = |len| grundy::subtraction::grundy_table(&self.moves, len);
                let (values, reached, _) = grow(4096.min(len), len, SECONDS, 1, table, |_| false);
                if reached <= h as usize {
                    return Err(too_slow(&self.name(), len, reached));
                }
                *direct = values;
            }
            return Ok(direct[h as usize]);
        }
        let table = self.table()?;
        let known = table.values.len();
        let beyond =
            || format!("no period found in the first {known} values; heap {h} is beyond them");
        table.value(h).ok_or_else(beyond)
    }
}

impl HeapRule for Subtraction {
    fn name(&self) -> String {
        let set: Vec<String> = self.moves.iter().map(u64::to_string).collect();
        format!("subtraction:{}", set.join(","))
    }

    fn value(&self, h: u64) -> Result<u128, String> {
        self.g(h).map(u128::from)
    }

    fn rule(&self) -> String {
        "g(n) = mex of g(n - s) for the s in S up to n".into()
    }

    fn allows(&self, k: u64, pieces: usize) -> bool {
        pieces <= 1 && self.moves.binary_search(&k).is_ok()
    }

    fn options_of_value(
        &self, h: u64, target: u128, room: usize, out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String> {
        let removals = self.moves.iter().map(|&s| (s, 3));
        scan(h, target, room, out, removals, &|m| self.g(m), &|_, _, _| Ok(0))
    }

    fn table(&self, upto: usize) -> Result<(Vec<u64>, Option<Period>, String), String> {
        let values = (0..=upto as u64).map(|h| self.g(h)).collect::<Result<_, _>>()?;
        let period = self.table()?.certified().and_then(|(preperiod, period)| {
            let source = "max S equal values a period apart, by a Z-function";
            closed(preperiod, period as u128, 0, source)
        });
        Ok((values, period, "subtraction game".into()))
    }

    fn find_period(
        &self, max: usize, seconds: f64, progress: &mut dyn FnMut(usize),
    ) -> Result<PeriodSearch, String> {
        let (table, finished) = self.search(max.min(SUBTRACTION_TABLE_LIMIT), seconds);
        let checked_upto = table.values.len() - 1;
        progress(checked_upto);
        let w = self.moves.last().copied().unwrap_or(0);
        // An uncertified search names no candidate.
        let (preperiod, period) = table.certified().unwrap_or((0, 0));
        let found = grundy::period::Period { preperiod, period, checked_upto, ..table.period };
        Ok(PeriodSearch {
            found,
            what: self.name(),
            how: format!(
                "from the values of heaps 0..={checked_upto}: max S = {w} values in a row a \
                 period apart fix every later value"
            ),
            stopped: match finished {
                true => "the explorer's limit for subtraction tables".into(),
                false => format!("stopped by the time budget, --seconds {seconds}"),
            },
        })
    }
}

/// How many values an octal game gets while its period is looked for (`value`, `play`).
pub const OCTAL_SEARCH: usize = 4096;

/// Without a certified period, `value` and `play` compute values exactly for heaps below
/// this (as `table --upto` does), within [`SECONDS`].
pub const OCTAL_VALUE_LIMIT: usize = 100_000;

/// The heaps an octal code with an infinite tail gets values for. No period of such a code
/// is ever certified (Guy–Smith needs a last non-zero digit), so these are all it has: with
/// splits in the tail heap `n` has `n²/4` splitting options and the table costs O(N³)
/// (1,024 heaps of `4.7...`: 0.1 s), without them O(N²).
pub fn infinite_code_limit(code: &Code) -> usize {
    if code.tail & 4 != 0 {
        1024
    } else {
        OCTAL_SEARCH
    }
}

/// An octal game `d0.d1d2…` (Kayles `0.77`, Dawson's Kayles `0.07`, …).
pub struct Octal {
    /// Its name as typed (`kayles`, `octal:0.6`).
    pub name: String,
    pub code: Code,
    table: OnceLock<Result<Periodic, String>>,
    /// Exact values past a search that certified nothing, grown (to twice the heap asked)
    /// when a larger heap is asked.
    more: Mutex<Periodic>,
}

impl Octal {
    /// The game with this code; its values are computed when first needed.
    pub fn new(name: String, code: Code) -> Octal {
        let (table, more) = (OnceLock::new(), Mutex::new(Periodic::exact(vec![0])));
        Octal { name, code, table, more }
    }

    /// `G(0..=upto)` within [`SECONDS`], or why not.
    fn values(&self, upto: usize) -> Result<Vec<u64>, String> {
        let f = |n| grundy_engine::values(&self.code, n);
        match grow(64, upto, SECONDS, 2, f, |_| false) {
            (values, _, true) => Ok(values),
            (_, reached, false) => Err(too_slow(&self.name, upto, reached)),
        }
    }

    /// The values: with the certified period if [`OCTAL_SEARCH`] values find one, else
    /// exactly those values; for an infinite code, no search: the values of heaps up to
    /// [`infinite_code_limit`].
    pub fn table(&self) -> Result<&Periodic, String> {
        let found = self.table.get_or_init(|| {
            if !self.code.is_finite() {
                let values = self.values(infinite_code_limit(&self.code))?;
                return Ok(Periodic::exact(values));
            }
            let found = self.search(OCTAL_SEARCH, SECONDS, &mut |_| {}).found;
            let upto = match found.certified {
                true => found.preperiod + found.period,
                false => found.checked_upto,
            };
            let values = self.values(upto)?;
            let period = grundy::period::Period { checked_upto: values.len() - 1, ..found };
            Ok(Periodic { values, period })
        });
        found.as_ref().map_err(Clone::clone)
    }

    fn search(&self, max: usize, seconds: f64, progress: &mut dyn FnMut(usize)) -> PeriodSearch {
        // A round at most doubles the values: at most three times the time before it, if
        // quadratic, with the checks; so a round starts only in the first eighth of the budget.
        let start = Instant::now();
        let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
        let found = grundy_engine::find_period(&self.code, max, threads, &mut |n| {
            progress(n);
            8.0 * start.elapsed().as_secs_f64() <= seconds
        });
        let (checked_upto, finished) =
            (found.checked_upto, found.certified || found.checked_upto >= max);
        PeriodSearch {
            found,
            what: format!("{} (code {})", self.name, self.code),
            how: format!("by the Guy–Smith theorem from the values of heaps 0..={checked_upto}"),
            stopped: match finished {
                true => format!("--max {max}"),
                false => format!("stopped by the time budget, --seconds {seconds}"),
            },
        }
    }

    /// `f` of a table holding heap `h`: the first, or values computed past it (finite
    /// codes, `h` below [`OCTAL_VALUE_LIMIT`]).
    fn with_table<T>(&self, h: u64, f: impl FnOnce(&Periodic) -> T) -> Result<T, String> {
        let table = self.table()?;
        if table.value(h).is_some() {
            return Ok(f(table));
        }
        let known = table.values.len();
        if !self.code.is_finite() {
            return Err(format!(
                "octal code {} has an infinite tail, so no period is ever certified: values \
                 are computed for heaps up to {}, and heap {h} is beyond them",
                self.code,
                known - 1
            ));
        } else if h >= OCTAL_VALUE_LIMIT as u64 {
            return Err(format!(
                "octal code {}: no period certified within the first {known} values, and heap \
                 {h} is not below {OCTAL_VALUE_LIMIT}, our limit for values without one",
                self.code
            ));
        }
        let mut more = self.more.lock().unwrap_or_else(|e| e.into_inner());
        if more.values.len() <= h as usize {
            *more = Periodic::exact(self.values((2 * h as usize).min(OCTAL_VALUE_LIMIT - 1))?);
        }
        Ok(f(&more))
    }

    fn g(&self, h: u64) -> Result<u64, String> {
        self.with_table(h, |t| t.value(h).expect("computed up to h"))
    }
}

impl HeapRule for Octal {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn value(&self, h: u64) -> Result<u128, String> {
        self.g(h).map(u128::from)
    }

    fn rule(&self) -> String {
        format!("the values of octal code {}", self.code)
    }

    fn allows(&self, k: u64, pieces: usize) -> bool {
        pieces <= 2 && self.code.digit(k) & [1, 2, 4][pieces] != 0
    }

    fn options_of_value(
        &self, h: u64, target: u128, room: usize, out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String> {
        let last = self.code.last_move().unwrap_or(h);
        let removals = (0..=last).map(|k| (k, self.code.digit(k))).filter(|&(_, d)| d != 0);
        let splits = |m: u64, left: usize, found: &mut Vec<(u64, u64)>| {
            let Ok(target) = u64::try_from(target) else { return Ok(0) };
            let count = self.with_table(h, |t| {
                grundy::octal::splits_of_value(&t.values, &t.period, m, target, left, found)
            })?;
            count.ok_or_else(|| format!("the values of the splits of {m} are not known"))
        };
        scan(h, target, room, out, removals, &|m| self.g(m), &splits)
    }

    fn table_limit(&self) -> usize {
        match self.code.is_finite() {
            true => TABLE_LIMIT,
            false => infinite_code_limit(&self.code),
        }
    }

    fn table(&self, upto: usize) -> Result<(Vec<u64>, Option<Period>, String), String> {
        // Exactly, however far the period search went.
        let values = self.values(upto)?;
        if !self.code.is_finite() {
            let note = format!(
                "octal game {}: an infinite tail, so no period is certified (Guy–Smith needs a \
                 last non-zero digit)",
                self.code
            );
            return Ok((values, None, note));
        }
        let first = self.table()?;
        // A longer search when the table reaches past the first one.
        let searched = first.values.len().max(upto + 1);
        let longer = (!first.period.certified && upto >= first.values.len())
            .then(|| self.search(searched, SECONDS, &mut |_| {}))
            .map(|search| search.found)
            .filter(|found| found.certified)
            .map(|found| (found.preperiod, found.period));
        let period = first.certified().or(longer).and_then(|(preperiod, period)| {
            let source = format!("grundy_engine::find_period, code {} (Guy–Smith)", self.code);
            closed(preperiod, period as u128, 0, &source)
        });
        let note = match period {
            Some(_) => format!("octal game {}", self.code),
            None => format!(
                "octal game {}: no period certified within the first {searched} values (see \
                 grundy period)",
                self.code
            ),
        };
        Ok((values, period, note))
    }

    fn find_period(
        &self, max: usize, seconds: f64, progress: &mut dyn FnMut(usize),
    ) -> Result<PeriodSearch, String> {
        match self.code.is_finite() {
            true => Ok(self.search(max, seconds, progress)),
            false => Err(format!(
                "{} has an infinite tail: the Guy–Smith theorem certifies periods of finite \
                 codes only (those with a last non-zero digit)",
                self.name
            )),
        }
    }
}
