//! # grundy-engine — Grundy values of octal games at research scale
//!
//! The values of one take-and-break code ([`grundy::octal::Code`]) heap after heap, into a
//! compact table, on one thread or two, and [`find_period`], which grows that table until
//! the Guy–Smith theorem certifies a period ([`grundy::octal::guy_smith`]). Std only; the
//! rules, the plain mex and the certificate are the library's section `octal`; no judge
//! binary uses this crate, the explorer's `values` and `period` commands do.
//!
//! **Sparse space** (Winning Ways ch. 4, Gangolli–Plambeck 1989). Values with even
//! parity of `v & m` are rare (a subgroup), the others common; in many games nearly all
//! heaps are common (all but 53 in `0.16`). Common xor common is rare, so the common
//! options of heap `n` come from one-heap moves and splits with a rare part, O(k·R) of
//! them for `R` rare heaps. The least common value not among them bounds `G(n)`; the
//! scan of all splits for the rare values below it stops once all have turned up (after
//! a few dozen pairs, typically). The mask with the fewest rare heaps (Walsh–Hadamard
//! transform of the value counts) is re-chosen at each power of two; with a quarter of
//! the heaps rare there is none, and the scan is the plain mex. Both paths are exact.
//!
//! **Cost.** `values(N)`: O(N·(k·R + V + S)) time, O(N + V) memory, for values `< V`
//! and `S ≤ N/2` pairs scanned per heap (O(N³) if the tail splits).
//!
//! **Verified** in `engine/tests/engine.rs`: one thread, two threads and a resumed table
//! against the library's plain mex (`grundy::octal::values`) on long prefixes, the
//! published (pre-period, period) of `0.77` (71, 12), `0.07` (53, 34), `0.137` (52, 34),
//! `0.156` (3479, 349) and `0.16` (105351, 149459), sources named in the test file.

use grundy::octal::{guy_smith, repeating_shift, Code};
use grundy::period::{self, Certificate, Period};
use std::mem::take;

/// Whether `v & mask` has odd parity: `v` is common.
fn common(v: usize, mask: usize) -> bool {
    (v & mask).count_ones() % 2 == 1
}

/// A table of values in the fewest bytes per heap that hold them all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Values {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

/// `each!(values, g => expr)`: `expr` with `g` the table's vector, whatever its width.
macro_rules! each {
    ($values:expr, $g:ident => $e:expr) => {
        match $values {
            Values::U8($g) => $e,
            Values::U16($g) => $e,
            Values::U32($g) => $e,
        }
    };
}

/// A word of a [`Values`] table.
pub trait Word: Copy + Into<u32> + TryFrom<u32> + Sync {}
impl<T: Copy + Into<u32> + TryFrom<u32> + Sync> Word for T {}

impl Default for Values {
    fn default() -> Values {
        Values::U8(Vec::new())
    }
}

impl Values {
    pub fn len(&self) -> usize {
        each!(self, g => g.len())
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The value of heap `i`; panics if `i >= len`.
    #[allow(clippy::useless_conversion)]
    pub fn get(&self, i: usize) -> u32 {
        each!(self, g => g[i].into())
    }
    /// Bytes per value: 1, 2 or 4.
    pub fn width(&self) -> usize {
        each!(self, g => std::mem::size_of_val(&g[..]) / g.len().max(1)).max(1)
    }
    /// The values as `u64`.
    pub fn to_vec(&self) -> Vec<u64> {
        each!(self, g => g.iter().map(|&x| u64::from(Into::<u32>::into(x))).collect())
    }
}

/// Computes the values of one code, heap after heap, into a compact [`Values`] table.
#[derive(Default)]
pub struct Engine {
    code: Code,
    values: Values,
    moves: Moves,
    /// A power of two above every value; the sparse-space mask (0: none); the heaps
    /// `≥ 1` with a rare value; the common and the rare values below `cap`, increasing
    /// (no mask: all rare); the options of the heap in hand, stamped.
    cap: usize,
    mask: usize,
    rare: Vec<usize>,
    commons: Vec<usize>,
    rares: Vec<usize>,
    marks: Stamps,
}

/// A set of values, emptied in O(1): `x` is in it iff `seen[x] == now`.
#[derive(Clone, Default)]
struct Stamps {
    seen: Vec<usize>,
    now: usize,
    /// The rare values not met yet; the sums `(n − j, apart)` of the two-heap splits
    /// of `n`, largest first.
    need: Vec<usize>,
    sums: Vec<(usize, bool)>,
}

impl Stamps {
    fn set(&mut self, x: usize) {
        self.seen[x] = self.now;
    }
    fn has(&self, x: usize) -> bool {
        self.seen[x] == self.now
    }
}

/// The `j < listed` whose digit leaves one heap, two, three (and whether they differ).
#[derive(Clone, Default)]
struct Moves {
    one: Vec<usize>,
    two: Vec<(usize, bool)>,
    three: Vec<(usize, bool)>,
    listed: usize,
}

impl Moves {
    /// Lists the digits of `j <= n`.
    fn list(&mut self, code: &Code, n: usize) {
        let end = code.is_finite().then_some(code.digits.len());
        for j in self.listed..end.unwrap_or(n + 1) {
            let (d, apart) = (code.digit(j as u64), code.digit(j as u64) & 16 != 0);
            (d & 2 != 0).then(|| self.one.push(j));
            (d & 4 != 0).then(|| self.two.push((j, apart)));
            (d & 8 != 0).then(|| self.three.push((j, apart)));
            self.listed = j + 1;
        }
    }

    /// `marks`, emptied: the options of `n` that remove all or leave one heap; its sums.
    fn singles(&self, code: &Code, at: &impl Fn(usize) -> usize, n: usize, marks: &mut Stamps) {
        marks.now += 1;
        let splits = self.two.iter().take_while(|t| t.0 + 1 < n);
        marks.sums.clear();
        marks.sums.extend(splits.map(|&(j, apart)| (n - j, apart)));
        (code.digit(n as u64) & 1 != 0).then(|| marks.set(0));
        let one = self.one.iter().take_while(|&&j| j < n);
        one.for_each(|&j| marks.set(at(n - j)));
    }
}

const CHUNK: usize = 32;

/// Whether every value of `kind` below `v` is in `marks` or the xor of a two-heap split
/// (`marks.sums`, scanned smaller part first, [`CHUNK`] parts at a time, until all
/// have turned up); `marks.need` ends with those that did not, increasing.
fn scan(at: &impl Fn(usize) -> usize, kind: &[usize], marks: &mut Stamps, v: usize) -> bool {
    let (sums, mut need) = (take(&mut marks.sums), take(&mut marks.need));
    need.clear();
    need.extend(kind.iter().take_while(|&&r| r < v).filter(|&&r| !marks.has(r)));
    let mut a = 1;
    while !need.is_empty() && sums.first().is_some_and(|s| 2 * a <= s.0) {
        for &(m, apart) in sums.iter().take_while(|s| 2 * a <= s.0) {
            let (seen, now) = (&mut marks.seen[..], marks.now);
            for b in a..(a + CHUNK).min(m / 2 + 1) {
                (!apart || 2 * b != m).then(|| seen[at(b) ^ at(m - b)] = now);
            }
        }
        need.retain(|&r| !marks.has(r));
        a += CHUNK;
    }
    (marks.need, marks.sums) = (need, sums);
    marks.need.is_empty()
}

impl Engine {
    /// An engine with no value yet.
    pub fn new(code: &Code) -> Engine {
        Engine::resume(code, Values::default())
    }

    /// Goes on from `values`, taken to be the first values of `code`.
    pub fn resume(code: &Code, values: Values) -> Engine {
        let top = (0..values.len()).map(|i| values.get(i) as usize).max();
        let mut engine = Engine { code: code.clone(), ..Engine::default() };
        engine.split(top.unwrap_or(0));
        each!(&values, g => engine.choose_mask(g));
        engine.values = values;
        engine
    }

    pub fn values(&self) -> &Values {
        &self.values
    }

    pub fn into_values(self) -> Values {
        self.values
    }

    /// The sparse-space mask: `v` is rare iff `v & mask` has even parity (0: none chosen).
    pub fn mask(&self) -> u32 {
        self.mask as u32
    }

    /// Computes the values of heaps up to `upto`, on two threads if `threads > 1`;
    /// `progress(n)` hears now and then that heaps `0..n` are done.
    pub fn run(&mut self, upto: usize, threads: usize, progress: &mut dyn FnMut(usize)) {
        let mut values = take(&mut self.values);
        while values.len() <= upto {
            let fits = each!(&mut values, g => {
                g.reserve_exact((upto + 1).saturating_sub(g.capacity()));
                let mut fits = true;
                while fits && g.len() <= upto {
                    let sparse = self.mask != 0 && self.code.is_finite() && g.len() >> 16 > 0;
                    fits = match threads > 1 && sparse {
                        true => self.pipeline(g, upto.min(g.len() | 0xfffff)),
                        false => self.extend(g, upto.min(g.len() | 0xfff)),
                    };
                    progress(g.len());
                }
                fits
            });
            let wide = |g: Vec<u16>| g.into_iter().map(u32::from).collect();
            values = match values {
                Values::U8(g) if !fits => Values::U16(g.into_iter().map(u16::from).collect()),
                Values::U16(g) if !fits => Values::U32(wide(g)),
                values => values,
            };
        }
        self.values = values;
    }

    /// Computes heaps up to `upto` into `g`; false if a value does not fit a `T`.
    fn extend<T: Word>(&mut self, g: &mut Vec<T>, upto: usize) -> bool {
        while g.len() <= upto {
            let n = g.len();
            (n >= 64 && n.is_power_of_two()).then(|| self.choose_mask(g));
            let v = self.next(&|i| g[i].into() as usize, n, false);
            let Ok(w) = T::try_from(v as u32) else {
                return false;
            };
            g.push(w);
            self.record(n, v);
        }
        true
    }

    /// Notes `G(n) = v`.
    fn record(&mut self, n: usize, v: usize) {
        (self.mask != 0 && !common(v, self.mask)).then(|| self.rare.push(n));
        (v >= self.cap).then(|| self.split(v));
    }

    /// As `extend`, in blocks of 2^16 heaps: this thread takes as `G(n)` the least common
    /// value `c` not among the options of `n` it marks (one-heap moves, splits with a rare
    /// part); a second one checks, a block behind, that every rare value below `c` is an
    /// option of `n` (the scan), which makes `c` exact. From the first heap that fails,
    /// the values are computed again, on one thread to the end of its block.
    fn pipeline<T: Word>(&mut self, g: &mut Vec<T>, upto: usize) -> bool {
        let (mut checked, mut fits, moves) = (g.len(), true, self.moves.clone());
        // The rare values the heaps `checked..g.len()` were computed with.
        let mut rares = self.rares.clone();
        loop {
            let start = g.len();
            let end = if fits && start <= upto { upto.min(start | 0xffff) + 1 } else { start };
            if checked == start && end == start {
                return fits;
            }
            g.resize(end, T::try_from(0).ok().expect("0 fits"));
            let (done, fresh) = g.split_at_mut(start);
            let fresh = std::cell::Cell::from_mut(fresh).as_slice_of_cells();
            let (code, seen) = (self.code.clone(), vec![0; self.cap]);
            let (made, failed) = std::thread::scope(|scope| {
                let check = scope.spawn(|| {
                    let at = |i: usize| done[i].into() as usize;
                    let mut marks = Stamps { seen, ..Stamps::default() };
                    (checked..start).find(|&n| {
                        moves.singles(&code, &at, n, &mut marks);
                        !scan(&at, &rares, &mut marks, at(n))
                    })
                });
                let at = |i: usize| -> usize {
                    let x: u32 = match i.checked_sub(start) {
                        Some(f) => fresh[f].get().into(),
                        None => done[i].into(),
                    };
                    x as usize
                };
                let mut made = start;
                while made < end {
                    let v = self.next(&at, made, true);
                    let Ok(w) = T::try_from(v as u32) else { break };
                    fresh[made - start].set(w);
                    self.record(made, v);
                    made += 1;
                }
                (made, check.join().expect("the check does not panic"))
            });
            rares = self.rares.clone();
            g.truncate(failed.unwrap_or(made));
            (checked, fits) = match failed {
                Some(n) => {
                    self.rare.retain(|&a| a < n);
                    let fits = self.extend(g, upto.min(n | 0xffff));
                    (g.len(), fits)
                }
                None => (start, fits && made == end),
            };
            (g.len().is_power_of_two()).then(|| self.choose_mask(g));
        }
    }

    /// `G(n)`, the values of heaps below `n` from `at`; if `guess`, the least common
    /// value not among the options (`G(n)` iff every rare value below it is one).
    fn next(&mut self, at: &impl Fn(usize) -> usize, n: usize, guess: bool) -> usize {
        self.moves.list(&self.code, n);
        let marks = &mut self.marks;
        self.moves.singles(&self.code, at, n, marks);
        for &(j, apart) in self.moves.three.iter().take_while(|t| t.0 + 3 <= n) {
            let m = n - j;
            for (a, b) in (1..=m / 3).flat_map(|a| (a..=(m - a) / 2).map(move |b| (a, b))) {
                if !apart || (a < b && 2 * b < m - a) {
                    marks.set(at(a) ^ at(b) ^ at(m - a - b));
                }
            }
        }
        let (seen, now) = (&mut marks.seen, marks.now);
        for &(m, apart) in marks.sums.iter() {
            for &a in self.rare.iter().take_while(|&&a| a < m) {
                (!apart || 2 * a != m).then(|| seen[at(a) ^ at(m - a)] = now);
            }
        }
        let bound = self.commons.iter().find(|&&c| !marks.has(c));
        let bound = *bound.unwrap_or(&self.cap);
        match guess || scan(at, &self.rares, marks, bound) {
            true => bound,
            false => marks.need[0],
        }
    }

    /// The mask with the fewest rare heaps in `1..n`, if under a quarter of them:
    /// `w[m]` = #even − #odd parities of `G(a) & m`, a Walsh–Hadamard transform.
    fn choose_mask<T: Word>(&mut self, g: &[T]) {
        let (n, cap) = (g.len(), self.cap);
        let mut w = vec![0i64; cap];
        g.iter().skip(1).for_each(|&v| w[v.into() as usize] += 1);
        for h in (0..cap.trailing_zeros()).map(|b| 1 << b) {
            for i in (0..cap).filter(|i| i & h == 0) {
                (w[i], w[i + h]) = (w[i] + w[i + h], w[i] - w[i + h]);
            }
        }
        let best = (1..cap).min_by_key(|&m| w[m]).unwrap_or(0);
        let few = 2 * (n as i64 - 1 + w[best]) < n as i64;
        self.mask = if best > 0 && few { best } else { 0 };
        let rare = |a: &usize| self.mask != 0 && !common(g[*a].into() as usize, self.mask);
        self.rare = (1..n).filter(rare).collect();
        self.split(0);
    }

    /// Makes `cap` a power of two above `v` too; `commons` and `rares` for it.
    fn split(&mut self, v: usize) {
        self.cap = self.cap.max((v + 1).next_power_of_two());
        let mask = self.mask;
        let (commons, rares) = (0..self.cap).partition(|&v| mask != 0 && common(v, mask));
        (self.commons, self.rares) = (commons, rares);
        self.marks.seen.resize(self.cap, 0);
    }
}

/// `G(0), …, G(upto)` for `code`, as `grundy::octal::values` gives them.
/// # Complexity
/// See the crate header: near-linear in a sparse space, O(upto²·k) at worst
/// (O(upto³·k) if a digit leaves three heaps).
pub fn values(code: &Code, upto: usize) -> Vec<u64> {
    let mut engine = Engine::new(code);
    engine.run(upto, 1, &mut |_| {});
    engine.values.to_vec()
}

/// Computes values of `code` (on `threads` threads), up to heap `max` at most, until the
/// Guy–Smith theorem proves them periodic; `progress(n)` hears the largest heap done, now
/// and then, and between rounds (each at most doubling the values) its `false` stops the
/// search.
/// Uncertified, the candidate is [`period::find`]'s up to 2^24 values; past
/// them, the smallest shift repeating the last eighth of the values (else the whole).
/// # Complexity
/// That of [`values`] up to `2·P0 + 2·P + k` (at most twice that), plus linear-time
/// checks at lengths growing by at least 1/8; memory: the values, 1-4 bytes each.
pub fn find_period(
    code: &Code, max: usize, threads: usize, progress: &mut dyn FnMut(usize) -> bool,
) -> Period {
    let k = code.digits.len().saturating_sub(1); // (a larger k only asks for more)
    let certificate = match code.is_finite() {
        true => Certificate::GuySmith(k),
        false => Certificate::Never,
    };
    let (mut engine, mut len) = (Engine::new(code), max.min(63) + 1);
    loop {
        engine.run(len - 1, threads, &mut |n| _ = progress(n - 1));
        let l = engine.values.len();
        let found = each!(&engine.values, g => {
            let period = |(preperiod, period), certified| {
                Period { certified, preperiod, period, checked_upto: l - 1 }
            };
            match code.is_finite().then(|| guy_smith(g, k)).flatten() {
                Some(found) => period(found, true),
                None if l <= 1 << 24 => period::find(g, certificate),
                None => {
                    let (p, z) = repeating_shift(g, l / 8, 1).unwrap_or((l, 0));
                    period((l - p - z, p), false)
                }
            }
        });
        if found.certified || l > max || !progress(l - 1) {
            return found;
        }
        let (p0, p) = (found.preperiod, found.period);
        len = (2 * p0.max(1) + 2 * p + k).clamp(l + l / 8 + 1, 2 * l).min(max.saturating_add(1));
    }
}
