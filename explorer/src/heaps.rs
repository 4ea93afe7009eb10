//! Heap games: a position is a sum of heaps, worth the xor of their values. One
//! [`HeapRule`] per game says what one heap is worth and where it may go; [`Heaps`] makes
//! it a [`Game`].

use crate::game::{Game, Move, Moves, Period, PeriodSearch, Table, SUBTRACTION_MOVE_LIMIT};
use crate::out::Failure;
use grundy::octal::Code;
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

/// The largest `--upto` for one-heap tables.
pub const TABLE_LIMIT: usize = 100_000;

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
    /// The moves of a heap of `h` leaving value `target`, as the heaps left (no 0; `[]`
    /// for nothing) with a reason; pushes at most `room` into `out`, returns the count.
    fn options_of_value(
        &self,
        h: u64,
        target: u128,
        room: usize,
        out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String>;
    /// Every move of a heap of `h` (the heaps left), `None` if more than `cap`.
    fn options(&self, h: u64, cap: usize) -> Option<Vec<Vec<u64>>>;
    /// `Ok` if a heap of `h` may become `pieces` (no 0 among them), else why not.
    fn check_option(&self, h: u64, pieces: &[u64]) -> Result<(), String>;
    /// A move of a heap of `h` changing as little as possible.
    fn some_option(&self, h: u64) -> Option<Vec<u64>> {
        self.options(h, h as usize)
            .and_then(|o| o.into_iter().max_by_key(|p| p.iter().sum::<u64>()))
            .or_else(|| {
                (h > 0)
                    .then(|| single(h - 1))
                    .filter(|p| self.check_option(h, p).is_ok())
            })
    }
    /// The largest table.
    fn table_limit(&self) -> usize {
        TABLE_LIMIT
    }
    /// `g(0..=upto)`, the period where one is known, and a note.
    fn table(&self, upto: usize) -> Result<(Vec<u64>, Option<Period>, String), String>;
    /// See [`Game::find_period`]; `Err` says why there is none to look for.
    fn find_period(
        &self,
        max: usize,
        seconds: f64,
        progress: &mut dyn FnMut(usize),
    ) -> Result<PeriodSearch, String> {
        let _ = (max, seconds, progress);
        Err(crate::game::no_period(&self.name()))
    }
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

/// `heaps` with heap `i` replaced by `pieces` (`0` if there are none).
pub fn replace_heap(heaps: &[u64], i: usize, pieces: &[u64]) -> Vec<u64> {
    let mut to = heaps[..i].to_vec();
    if pieces.is_empty() {
        to.push(0);
    }
    to.extend_from_slice(pieces);
    to.extend_from_slice(&heaps[i + 1..]);
    to
}

/// A closed-form period.
fn closed(preperiod: usize, period: u128, saltus: u64, source: &str) -> Option<Period> {
    let source = source.into();
    Some(Period {
        preperiod,
        period,
        saltus,
        certified: true,
        source,
    })
}

/// A game whose position is a sum of heaps of one rule.
pub struct Heaps<R>(pub R);

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
        let mut sum = 0;
        for &h in p {
            sum ^= self.0.value(h)?;
        }
        Ok(Some(sum))
    }

    fn reason(&self, p: &[u64], value: Option<u128>) -> String {
        let values: Vec<String> = p
            .iter()
            .map(|&h| self.0.value(h).unwrap_or(0).to_string())
            .collect();
        match p {
            [h] => format!("one heap of {h}, and {}", self.0.rule()),
            _ => format!(
                "the heaps' values xor to {} = {}",
                values.join(" ^ "),
                value.unwrap_or(0)
            ),
        }
    }

    fn moves_to(&self, p: &[u64], target: u128, room: usize) -> Result<Moves, Failure> {
        let values = p
            .iter()
            .map(|&h| self.0.value(h))
            .collect::<Result<Vec<_>, _>>()?;
        let sum = values.iter().fold(target, |s, &v| s ^ v);
        let mut moves = Moves::default();
        let mut found = Vec::new();
        for (i, (&h, &v)) in p.iter().zip(&values).enumerate() {
            found.clear();
            let left = room - moves.listed.len();
            moves.count += self.0.options_of_value(h, v ^ sum, left, &mut found)?;
            moves
                .listed
                .extend(found.drain(..).map(|(pieces, why)| Move {
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
            let found = self.0.options(h, cap - all.len())?;
            all.extend(found.iter().map(|pieces| replace_heap(p, i, pieces)));
        }
        Some(all)
    }

    fn some_move(&self, p: &[u64]) -> Option<Vec<u64>> {
        let mut heaps = p.iter().enumerate();
        heaps.find_map(|(i, &h)| {
            self.0
                .some_option(h)
                .map(|pieces| replace_heap(p, i, &pieces))
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
            if i > 0 && before[i - 1] == h {
                continue;
            }
            // What is left of `after` once the untouched heaps are taken out of it.
            let mut pieces = after.clone();
            let untouched = before[..i].iter().chain(&before[i + 1..]);
            if untouched
                .map(|u| pieces.iter().position(|p| p == u).map(|j| pieces.remove(j)))
                .all(|found| found.is_some())
                && pieces.len() <= 2
            {
                match self.0.check_option(h, &pieces) {
                    Ok(()) => return Ok(to),
                    Err(why) => {
                        reason.get_or_insert(why);
                    }
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
        Ok(Table {
            values: Some(values),
            grid: None,
            outcomes,
            period,
            note,
        })
    }

    fn find_period(
        &self,
        max: usize,
        seconds: f64,
        progress: &mut dyn FnMut(usize),
    ) -> Result<PeriodSearch, Failure> {
        Ok(self.0.find_period(max, seconds, progress)?)
    }
}

/// Computes `f(n)` for `n = first, 4·first, …` up to `upto`, until `done` holds, within
/// `seconds`: before each step its time is predicted from the last (cost growing as
/// `n^power`), and a step the budget cannot hold is not started. Returns the last result,
/// its `n`, and whether it was `done` or reached `upto` (`false`: the budget stopped it).
pub fn grow<T>(
    first: usize,
    upto: usize,
    seconds: f64,
    power: i32,
    mut f: impl FnMut(usize) -> T,
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

    fn options(&self, h: u64, cap: usize) -> Option<Vec<Vec<u64>>> {
        (h <= cap as u64).then(|| (0..h).map(single).collect())
    }

    fn check_option(&self, h: u64, pieces: &[u64]) -> Result<(), String> {
        one_piece(h, pieces).map(|_| ())
    }

    fn some_option(&self, h: u64) -> Option<Vec<u64>> {
        (h > 0).then(|| single(h - 1))
    }

    fn table(&self, upto: usize) -> Result<(Vec<u64>, Option<Period>, String), String> {
        let period = closed(0, 1, 1, "g(n) = n");
        Ok((
            (0..=upto as u64).collect(),
            period,
            "Nim: a heap is its own value".into(),
        ))
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
        let v = u128::from(grundy::bash::grundy(h, self.0));
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

    fn options(&self, h: u64, cap: usize) -> Option<Vec<Vec<u64>>> {
        let low = h.saturating_sub(self.0);
        (h - low <= cap as u64).then(|| (low..h).map(single).collect())
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

    fn table(&self, upto: usize) -> Result<(Vec<u64>, Option<Period>, String), String> {
        let values = (0..=upto as u64)
            .map(|h| grundy::bash::grundy(h, self.0))
            .collect();
        let period = closed(0, u128::from(self.0) + 1, 0, "g(n) = n mod (M + 1)");
        Ok((values, period, "Bash: purely periodic".into()))
    }

    fn find_period(
        &self,
        max: usize,
        seconds: f64,
        progress: &mut dyn FnMut(usize),
    ) -> Result<PeriodSearch, String> {
        if self.0 > SUBTRACTION_MOVE_LIMIT {
            return Err(format!(
                "period needs bash:M with M <= {SUBTRACTION_MOVE_LIMIT}"
            ));
        }
        Subtraction::new((1..=self.0).collect()).find_period(max, seconds, progress)
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

    fn options_of_value(
        &self,
        h: u64,
        target: u128,
        room: usize,
        out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String> {
        let mut found = Vec::new();
        let count = crate::extra::lasker_options_of_value(h, target, room, &mut found);
        let g = grundy::multi_sg::lasker_grundy;
        out.extend(found.into_iter().map(|pieces| {
            let why = match pieces[..] {
                [a, b] => format!(
                    "split {h} into {a} + {b}: values {} ^ {} = {target}",
                    g(a),
                    g(b)
                ),
                _ => format!(
                    "take {} from {h}: value {target}",
                    h - pieces.first().unwrap_or(&0)
                ),
            };
            (pieces, why)
        }));
        Ok(count)
    }

    fn options(&self, h: u64, cap: usize) -> Option<Vec<Vec<u64>>> {
        let mut all = Nim.options(h, cap)?;
        all.extend((1..=h / 2).map(|a| vec![a, h - a]));
        (all.len() <= cap).then_some(all)
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

    fn table(&self, upto: usize) -> Result<(Vec<u64>, Option<Period>, String), String> {
        let values = (0..=upto as u64).map(|h| grundy::multi_sg::lasker_grundy(h) as u64);
        let period = closed(1, 4, 4, &self.rule());
        Ok((
            values.collect(),
            period,
            "Lasker's Nim: arithmetic-periodic".into(),
        ))
    }
}

/// The values of one heap of a game, known exactly up to `values.len()` and, with a
/// period, for every heap: `g(n) = g(preperiod + (n − preperiod) mod period)`.
#[derive(Clone, Debug, Default)]
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
        Some(self.values[start + ((h - start as u64) % p as u64) as usize])
    }
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
        Subtraction {
            moves,
            table: OnceLock::new(),
            direct: Mutex::new(Vec::new()),
        }
    }

    /// Values and period from tables of growing length up to [`SUBTRACTION_TABLE_LIMIT`]
    /// (or as far as [`SECONDS`] allows).
    fn search(&self, max: usize, seconds: f64) -> (Periodic, bool) {
        let width = *self.moves.last().expect("a non-empty set") as usize;
        let compute = |len: usize| {
            let values = grundy::subtraction::grundy_table(&self.moves, len);
            let period = grundy::subtraction::period(&self.moves, &values);
            Periodic { values, period }
        };
        let first = (4 * width + 64).min(max);
        let (table, _, finished) = grow(first, max, seconds, 1, compute, |t| t.period.is_some());
        (table, finished)
    }

    /// The values and the period (computed on the first call).
    pub fn table(&self) -> Result<&Periodic, String> {
        let found = self.table.get_or_init(|| {
            let (table, finished) = self.search(SUBTRACTION_TABLE_LIMIT, SECONDS);
            match finished || table.period.is_some() {
                true => Ok(table),
                false => Err(too_slow(
                    &self.name(),
                    SUBTRACTION_TABLE_LIMIT,
                    table.values.len(),
                )),
            }
        });
        found.as_ref().map_err(Clone::clone)
    }

    fn g(&self, h: u64) -> Result<u64, String> {
        if self.table.get().is_none() && h < SUBTRACTION_TABLE_LIMIT as u64 {
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
        table.value(h).ok_or_else(|| {
            format!(
                "no period found in the first {} values; heap {h} is beyond them",
                table.values.len()
            )
        })
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

    fn options(&self, h: u64, cap: usize) -> Option<Vec<Vec<u64>>> {
        let found: Vec<Vec<u64>> = self
            .moves
            .iter()
            .take_while(|&&s| s <= h)
            .map(|&s| single(h - s))
            .collect();
        (found.len() <= cap).then_some(found)
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

    fn table(&self, upto: usize) -> Result<(Vec<u64>, Option<Period>, String), String> {
        let values = (0..=upto as u64)
            .map(|h| self.g(h))
            .collect::<Result<_, _>>()?;
        let period = self.table()?.period.map(|(preperiod, period)| Period {
            preperiod,
            period: period as u128,
            saltus: 0,
            certified: true,
            source: "max S equal values a period apart, by a Z-function".into(),
        });
        Ok((values, period, "subtraction game".into()))
    }

    fn find_period(
        &self,
        max: usize,
        seconds: f64,
        progress: &mut dyn FnMut(usize),
    ) -> Result<PeriodSearch, String> {
        let (table, finished) = self.search(max.min(SUBTRACTION_TABLE_LIMIT), seconds);
        let checked_upto = table.values.len() - 1;
        progress(checked_upto);
        let w = self.moves.last().copied().unwrap_or(0);
        let (preperiod, period) = table.period.unwrap_or((0, 0));
        Ok(PeriodSearch {
            certified: table.period.is_some(),
            preperiod,
            period,
            checked_upto,
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

/// Splits scanned one by one below this total (the periodic count takes over above).
pub const DIRECT_SPLITS: u64 = 100_000;

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
        let (table, more) = (OnceLock::new(), Mutex::new(Periodic::default()));
        Octal {
            name,
            code,
            table,
            more,
        }
    }

    /// `G(0..=upto)` within [`SECONDS`], or why not.
    fn values(&self, upto: usize) -> Result<Vec<u64>, String> {
        let f = |n| grundy::octal::values(&self.code, n);
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
                return Ok(Periodic {
                    values,
                    period: None,
                });
            }
            let found = self.search(OCTAL_SEARCH, SECONDS, &mut |_| {});
            let upto = match found.certified {
                true => found.preperiod + found.period,
                false => found.checked_upto,
            };
            let period = found.certified.then_some((found.preperiod, found.period));
            Ok(Periodic {
                values: self.values(upto)?,
                period,
            })
        });
        found.as_ref().map_err(Clone::clone)
    }

    fn search(&self, max: usize, seconds: f64, progress: &mut dyn FnMut(usize)) -> PeriodSearch {
        let f = |n| grundy::octal::find_period(&self.code, n, progress);
        let (found, _, finished) = grow(1024, max, seconds, 2, f, |p| p.certified);
        PeriodSearch {
            certified: found.certified,
            preperiod: found.preperiod,
            period: found.period,
            checked_upto: found.checked_upto,
            what: format!("{} (code {})", self.name, self.code),
            how: format!(
                "by the Guy–Smith theorem from the values of heaps 0..={}",
                found.checked_upto
            ),
            stopped: match finished {
                true => format!("--max {max}"),
                false => format!("stopped by the time budget, --seconds {seconds}"),
            },
        }
    }

    /// `g(h)` by the table, or by values computed past it (finite codes, `h` below
    /// [`OCTAL_VALUE_LIMIT`]).
    fn with_table<T>(&self, h: u64, f: impl FnOnce(&Periodic) -> T) -> Result<T, String> {
        let table = self.table()?;
        if table.value(h).is_some() {
            return Ok(f(table));
        }
        if !self.code.is_finite() || h >= OCTAL_VALUE_LIMIT as u64 {
            return Err(self.beyond(h, table.values.len()));
        }
        let mut more = self.more.lock().unwrap_or_else(|e| e.into_inner());
        if more.values.len() <= h as usize {
            more.values = self.values((2 * h as usize).min(OCTAL_VALUE_LIMIT - 1))?;
        }
        Ok(f(&more))
    }

    fn g(&self, h: u64) -> Result<u64, String> {
        self.with_table(h, |t| t.value(h).expect("computed up to h"))
    }

    /// Why heap `h` has no value here.
    fn beyond(&self, h: u64, known: usize) -> String {
        if self.code.is_finite() {
            format!(
                "octal code {}: no period certified within the first {known} values, and heap \
                 {h} is not below {OCTAL_VALUE_LIMIT}, our limit for values without one",
                self.code
            )
        } else {
            format!(
                "octal code {} has an infinite tail, so no period is ever certified: values \
                 are computed for heaps up to {}, and heap {h} is beyond them",
                self.code,
                known - 1
            )
        }
    }

    /// The digit of removing `k`, the bits that mean nothing masked off.
    fn digit(&self, k: u64) -> u8 {
        let d = usize::try_from(k)
            .ok()
            .and_then(|k| self.code.digits.get(k));
        d.map_or(self.code.tail, |&d| d) & if k == 0 { 4 } else { 7 }
    }

    /// The `k` that may be removed from a heap of `h`, ascending, with their digits.
    fn removals(&self, h: u64) -> impl Iterator<Item = (u64, u8)> + '_ {
        let last = match self.code.is_finite() {
            true => self.code.digits.len() as u64 - 1,
            false => h,
        };
        (0..=last.min(h))
            .map(move |k| (k, self.digit(k)))
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
        let v = table.value(x).map(u128::from);
        v.ok_or_else(|| format!("the value of heap {x} is not known"))
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
            .map(|i| Ok(g(start + i)? ^ g(m - start - i)? == target))
            .collect::<Result<_, String>>()?;
        for (i, _) in matching.iter().enumerate().filter(|(_, &hit)| hit) {
            let first = start + i as u64;
            if first <= half {
                count += u128::from((half - first) / p + 1);
            }
        }
        let mut a = start;
        while matching.contains(&true) && out.len() < room && a <= half {
            if matching[((a - start) % p) as usize] {
                out.push((a, m - a));
            }
            a += 1;
        }
    }
    Ok(count)
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

    fn options_of_value(
        &self,
        h: u64,
        target: u128,
        room: usize,
        out: &mut Vec<(Vec<u64>, String)>,
    ) -> Result<u128, String> {
        let mut count = 0;
        let mut splits = Vec::new();
        for (k, d) in self.removals(h) {
            let m = h - k;
            let mut one = |pieces: Vec<u64>, value: u128| {
                if value == target {
                    count += 1;
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
                one(vec![], 0);
            }
            if d & 2 != 0 && m > 0 {
                one(vec![m], self.g(m)?.into());
            }
            if d & 4 != 0 && m >= 2 {
                splits.clear();
                let left = room.saturating_sub(out.len());
                let f =
                    |t: &Periodic| splits_of_value(t, m, target, left, DIRECT_SPLITS, &mut splits);
                count += self.with_table(h, f)??;
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

    fn options(&self, h: u64, cap: usize) -> Option<Vec<Vec<u64>>> {
        let bound = u128::from(h) * u128::from(h / 2 + 1) + u128::from(h) + 1;
        (bound <= cap as u128).then(|| self.code.options(h))
    }

    fn check_option(&self, h: u64, pieces: &[u64]) -> Result<(), String> {
        let left: u128 = pieces.iter().map(|&p| u128::from(p)).sum();
        if left > u128::from(h) || (left == u128::from(h) && pieces.len() < 2) {
            return Err(format!("a move must take stones from the heap of {h}"));
        }
        let k = h - left as u64;
        let bit = [1, 2, 4][pieces.len().min(2)];
        if pieces.len() > 2 || self.digit(k) & bit == 0 {
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
            match () {
                _ if d & 1 != 0 && m == 0 => Some(vec![]),
                _ if d & 2 != 0 && m > 0 => Some(vec![m]),
                _ if d & 4 != 0 && m >= 2 => Some(vec![1, m - 1]),
                _ => None,
            }
        })
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
        let longer = (first.period.is_none() && upto >= first.values.len())
            .then(|| self.search(searched, SECONDS, &mut |_| {}))
            .filter(|found| found.certified)
            .map(|found| (found.preperiod, found.period));
        let period = first.period.or(longer).map(|(preperiod, period)| Period {
            preperiod,
            period: period as u128,
            saltus: 0,
            certified: true,
            source: format!("octal::find_period, code {} (Guy–Smith)", self.code),
        });
        let note = match period {
            Some(_) => format!("octal game {}", self.code),
            None => format!(
                "octal game {}: no period certified within the first {} values (see grundy \
                 period)",
                self.code, searched
            ),
        };
        Ok((values, period, note))
    }

    fn find_period(
        &self,
        max: usize,
        seconds: f64,
        progress: &mut dyn FnMut(usize),
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
