//! What a problem tells the judge: its limits, how to write an input, theory-aware edge
//! inputs, random cases, how to shrink a case, the exact answer and its explanation.
//! One implementation per problem lives in `problems/judge/<name>.rs`.

use grundy::io::{Output, Scanner, SolveResult};
pub use grundy_tools::inputs::{Rng, Text};
use std::cell::RefCell;
use std::io::{Read, Write};
use std::rc::Rc;

/// The judge's published limits.
pub struct Judge {
    /// Where the problem is judged, e.g. "POJ 1067".
    pub site: &'static str,
    pub time_ms: u64,
    pub memory_mb: u64,
}

impl Judge {
    /// The limits of `site`: milliseconds and megabytes.
    pub const fn new(site: &'static str, time_ms: u64, memory_mb: u64) -> Judge {
        Judge { site, time_ms, memory_mb }
    }
}

/// A problem the judge can test a program on.
pub trait Problem: 'static {
    /// One case of the input (a position, a tree, a set with its positions…).
    type Case: Clone;
    const JUDGE: Judge;
    /// Whether the bench's judge-scale inputs keep within the judge's limits (where the
    /// judge's are tiny, they follow ours and run only with `--our-limits`).
    const BIG_WITHIN_JUDGE_LIMITS: bool = true;
    /// The most cases one input holds (1 when the format holds exactly one).
    fn max_cases(ours: bool) -> usize;
    /// A whole input holding `cases` (counts, terminators and all).
    fn write(cases: &[Self::Case], t: &mut Text);
    /// Theory-aware inputs: what each one tests, and its cases.
    fn edges(ours: bool) -> Vec<(String, Vec<Self::Case>)>;
    /// A random case; `size` (from 1) grows through the run: items and magnitudes.
    fn random(rng: &mut Rng, size: usize, ours: bool) -> Self::Case;
    /// Valid cases simpler than `case`, the boldest first.
    fn shrink(case: &Self::Case) -> Vec<Self::Case>;
    /// The problem's own solver (`solve` of `problems/<name>.rs`): the exact answers.
    const SOLVE: Solve;
    /// Why the answer to `case` is what it is: the value, the winning move, the theorem.
    fn explain(case: &Self::Case) -> String;
    /// `Ok` if `got` is a right output for `input`, whose exact output is `expected`;
    /// otherwise where it goes wrong. Token by token unless a statement allows several
    /// outputs.
    fn check(_input: &[u8], expected: &[u8], got: &[u8]) -> Result<(), String> {
        tokens(expected, got)
    }
}

/// A judge binary's `solve`, on any reader and writer.
pub type Solve = fn(&mut Scanner<Box<dyn Read>>, &mut Output<Box<dyn Write>>) -> SolveResult;

/// A writer into a buffer shared with its creator.
#[derive(Clone, Default)]
struct Shared(Rc<RefCell<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The output of `solve` on `input`, or why our own solver rejects the input.
pub fn answer(input: &[u8], solve: Solve) -> Result<Vec<u8>, String> {
    let buffer = Shared::default();
    let mut out = Output::new(Box::new(buffer.clone()) as Box<dyn Write>);
    let source: Box<dyn Read> = Box::new(std::io::Cursor::new(input.to_vec()));
    let result = solve(&mut Scanner::new(source), &mut out);
    out.finish().map_err(|e| e.to_string())?;
    result.map_err(|e| format!("our own solver rejects this input: {e}"))?;
    let bytes = buffer.0.borrow_mut().split_off(0);
    Ok(bytes)
}

/// `solve` from stdin to stdout, as the judge binary itself runs; exit code 0, or 1 with
/// one `error:` line.
pub fn serve(solve: Solve) -> i32 {
    let mut out = Output::new(Box::new(std::io::stdout()) as Box<dyn Write>);
    let source: Box<dyn Read> = Box::new(std::io::stdin());
    let result = solve(&mut Scanner::new(source), &mut out);
    let message = match (result, out.finish()) {
        (Err(e), _) => e.to_string(),
        (_, Err(e)) => format!("cannot write the output: {e}"),
        _ => return 0,
    };
    eprintln!("error: {message}");
    1
}

/// Compares two outputs token by token (any blank run separates tokens, so trailing
/// spaces and a missing final newline are fine); on a mismatch, says where.
pub fn tokens(expected: &[u8], got: &[u8]) -> Result<(), String> {
    let lines = |b: &[u8]| -> Vec<(usize, Vec<u8>)> {
        let mut v = Vec::new();
        for (l, line) in b.split(|&c| c == b'\n').enumerate() {
            for t in line.split(|c| c.is_ascii_whitespace()).filter(|t| !t.is_empty()) {
                v.push((l + 1, t.to_vec()));
            }
        }
        v
    };
    let (e, g) = (lines(expected), lines(got));
    for i in 0..e.len().max(g.len()) {
        match (e.get(i), g.get(i)) {
            (Some(a), Some(b)) if a.1 == b.1 => {}
            (Some(a), Some(b)) => {
                return Err(format!(
                    "line {}: expected \"{}\", got \"{}\"",
                    a.0,
                    show(&a.1),
                    show(&b.1)
                ))
            }
            (Some(a), None) => {
                return Err(format!(
                    "line {}: expected \"{}\", got the end of the output",
                    a.0,
                    show(&a.1)
                ))
            }
            (None, Some(b)) => {
                return Err(format!(
                    "line {}: output goes on after the answer: \"{}\"",
                    b.0,
                    show(&b.1)
                ))
            }
            (None, None) => {}
        }
    }
    Ok(())
}

fn show(token: &[u8]) -> String {
    let s = String::from_utf8_lossy(token);
    let mut t: String = s.chars().take(40).collect::<String>().escape_debug().to_string();
    if s.chars().count() > 40 {
        t.push('…');
    }
    t
}

/// A number for a random case of `size`: half the time small (near `lo`), else with a
/// random bit length; always in `lo..=hi`.
pub fn number(rng: &mut Rng, size: usize, lo: u64, hi: u64) -> u64 {
    let small = lo.saturating_add(2 * size as u64 + 2).min(hi);
    if rng.coin() {
        rng.range(lo, small)
    } else {
        let bits = 1 + rng.below(64) as u32;
        let v = rng.next() >> (64 - bits);
        lo.saturating_add(v % (hi - lo).saturating_add(1).max(1)).min(hi).max(lo)
    }
}

/// How many items a random case of `size` holds, at most `max` and at least `min`.
pub fn count(rng: &mut Rng, size: usize, min: usize, max: usize) -> usize {
    rng.range(min as u64, size.clamp(min, max) as u64) as usize
}

/// Simpler versions of a number in `lo..=v`: `lo`, halves towards it, `v - 1`.
pub fn smaller(v: u64, lo: u64) -> Vec<u64> {
    let mut c = Vec::new();
    if v > lo {
        c.push(lo);
        let mut d = (v - lo) / 2;
        while d > 0 {
            c.push(v - d);
            d /= 2;
        }
        c.retain(|&x| x < v);
        c.dedup();
    }
    c
}

/// `list` without the items in `range`, for each chunk size from half down to one item.
pub fn fewer<T: Clone>(list: &[T], min: usize) -> Vec<Vec<T>> {
    let mut out = Vec::new();
    let mut chunk = list.len() / 2;
    while chunk >= 1 {
        let mut at = 0;
        while at < list.len() && list.len() - chunk >= min {
            let mut v = list[..at].to_vec();
            v.extend_from_slice(&list[(at + chunk).min(list.len())..]);
            out.push(v);
            at += chunk;
            if out.len() > 64 {
                return out;
            }
        }
        chunk /= 2;
    }
    out
}

/// Each item of `list` replaced by each of its simpler versions (`f`), one at a time.
pub fn each_smaller<T: Clone>(list: &[T], f: impl Fn(&T) -> Vec<T>) -> Vec<Vec<T>> {
    let mut out = Vec::new();
    for (i, x) in list.iter().enumerate() {
        for y in f(x) {
            let mut v = list.to_vec();
            v[i] = y;
            out.push(v);
        }
    }
    out
}

/// `ours` under our limits, `judge` under the judge's.
pub fn pick<T>(ours_limits: bool, ours: T, judge: T) -> T {
    if ours_limits {
        ours
    } else {
        judge
    }
}

/// Cases of one list each, every list a line `n` and a line of its `n` numbers.
pub fn write_lists(cases: &[Vec<u64>], t: &mut Text) {
    for list in cases {
        t.line(&[list.len() as u64]);
        t.line(list);
    }
}

/// Shorter lists (at least `min` long) and lists with one number lowered (to `lo` at least).
pub fn shrink_list(list: &[u64], min: usize, lo: u64) -> Vec<Vec<u64>> {
    let mut c = fewer(list, min);
    c.extend(each_smaller(list, |&x| smaller(x, lo)));
    c
}
