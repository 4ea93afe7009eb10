//! What every test shares: the exhaustive game searcher (the oracle of every closed form),
//! a seeded random generator, running a binary's `solve` on bytes, and the check of stored cases.
#![allow(dead_code)]

use grundy::io::{Output, Scanner, SolveResult};
use grundy::mex::mex;
use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// Runs a binary's `solve` over `input`; returns what it wrote and how it ended.
pub fn run_on_bytes<'a, F>(input: &'a [u8], solve: F) -> (String, SolveResult)
where
    F: FnOnce(&mut Scanner<&'a [u8]>, &mut Output<Vec<u8>>) -> SolveResult,
{
    let mut sc = Scanner::new(input);
    let mut out = Output::new(Vec::new());
    let res = solve(&mut sc, &mut out);
    let bytes = out.finish().unwrap_or_default();
    (String::from_utf8_lossy(&bytes).into_owned(), res)
}

/// Memoised search of a finite game given by its move function.
///
/// `moves(p, out)` pushes every position reachable from `p` in one move into `out`
/// (cleared before each call). The game must be finite (no cycles); a cycle panics.
///
/// # Example
/// ```
/// use crate::kit::GameSearch;
/// // Two Nim heaps: the Grundy value is their xor.
/// let mut search = GameSearch::new(|&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| {
///     out.extend((0..a).map(|x| (x, b)));
///     out.extend((0..b).map(|y| (a, y)));
/// });
/// assert_eq!(search.grundy((5, 3)), 5 ^ 3);
/// assert!(!search.first_player_wins((4, 4)));
/// ```
pub struct GameSearch<P, F> {
    moves: F,
    grundy: HashMap<P, u64>,
    misere: HashMap<P, u64>,
    remoteness: HashMap<P, u64>,
}

impl<P, F> GameSearch<P, F>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P, &mut Vec<P>),
{
    /// A search with an empty memo.
    pub fn new(moves: F) -> Self {
        GameSearch {
            moves,
            grundy: HashMap::new(),
            misere: HashMap::new(),
            remoteness: HashMap::new(),
        }
    }

    /// The Grundy value of `start` under normal play.
    ///
    /// # Panics
    /// If the game has a cycle reachable from `start`.
    pub fn grundy(&mut self, start: P) -> u64 {
        evaluate(start, &mut self.moves, &mut self.grundy, |values| mex(values.iter().copied()))
    }

    /// Whether the player to move wins `p` under normal play (the last mover wins).
    ///
    /// # Panics
    /// If the game has a cycle reachable from `p`.
    pub fn first_player_wins(&mut self, p: P) -> bool {
        self.grundy(p) != 0
    }

    /// The remoteness of `p` (moves left when the winner hurries and the loser stalls), by
    /// its definition: 0 with no move, else one more than the least even remoteness of a
    /// move if there is one, else than the largest.
    ///
    /// # Panics
    /// If the game has a cycle reachable from `p`.
    pub fn remoteness(&mut self, p: P) -> u64 {
        evaluate(p, &mut self.moves, &mut self.remoteness, |values| {
            let even = values.iter().filter(|&&r| r % 2 == 0).min();
            match (even, values.iter().max()) {
                (Some(&e), _) => e + 1,
                (None, Some(&odd)) => odd + 1,
                (None, None) => 0,
            }
        })
    }

    /// Whether the player to move wins `p` under misère play (the last mover loses:
    /// a player with no move wins).
    ///
    /// # Panics
    /// If the game has a cycle reachable from `p`.
    pub fn first_player_wins_misere(&mut self, p: P) -> bool {
        // Stored as 1 (the mover wins) or 0.
        let wins = |values: &[u64]| (values.is_empty() || values.contains(&0)) as u64;
        evaluate(p, &mut self.moves, &mut self.misere, wins) == 1
    }
}

/// The move function, for [`GameSearch`] over positions `Vec<u64>`, of a sum of games
/// whose components are numbers (heaps): a move changes exactly one component, by one
/// of `component_moves(n, out)`, which pushes the targets of a component `n`.
///
/// # Example
/// ```
/// use crate::kit::{sum_of_heaps_moves, GameSearch};
/// // Nim: a heap of n moves to any smaller size.
/// let mut nim = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
/// assert_eq!(nim.grundy(vec![3, 5, 6]), 3 ^ 5 ^ 6);
/// ```
pub fn sum_of_heaps_moves<F>(mut component_moves: F) -> impl FnMut(&Vec<u64>, &mut Vec<Vec<u64>>)
where
    F: FnMut(u64, &mut Vec<u64>),
{
    let mut targets = Vec::new();
    move |heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
        for (i, &heap) in heaps.iter().enumerate() {
            targets.clear();
            component_moves(heap, &mut targets);
            for &t in &targets {
                let mut next = heaps.clone();
                next[i] = t;
                out.push(next);
            }
        }
    }
}

/// Post-order evaluation of the game graph below `start` with an explicit stack:
/// `value(p) = combine(values of p's moves, in move order)`, memoised in `memo`.
fn evaluate<P, F, C>(start: P, moves: &mut F, memo: &mut HashMap<P, u64>, combine: C) -> u64
where
    P: Clone + Eq + Hash,
    F: FnMut(&P, &mut Vec<P>),
    C: Fn(&[u64]) -> u64,
{
    if let Some(&v) = memo.get(&start) {
        return v;
    }
    struct Frame<P> {
        pos: P,
        children: Vec<P>,
        values: Vec<u64>,
    }
    let expand = |pos: P, moves: &mut F| {
        let mut children = Vec::new();
        moves(&pos, &mut children);
        Frame { pos, values: Vec::with_capacity(children.len()), children }
    };
    let mut on_stack: HashSet<P> = HashSet::new();
    on_stack.insert(start.clone());
    let mut stack = vec![expand(start, moves)];
    loop {
        let top = stack.last_mut().expect("the stack holds the start until the end");
        if let Some(child) = top.children.get(top.values.len()) {
            if let Some(&v) = memo.get(child) {
                top.values.push(v);
            } else {
                assert!(on_stack.insert(child.clone()), "GameSearch: the game has a cycle");
                let child = child.clone();
                stack.push(expand(child, moves));
            }
            continue;
        }
        let frame = stack.pop().expect("non-empty");
        let v = combine(&frame.values);
        on_stack.remove(&frame.pos);
        memo.insert(frame.pos, v);
        match stack.last_mut() {
            Some(parent) => parent.values.push(v),
            None => return v,
        }
    }
}

/// Checks every `testdata/<problem>/<prefix>*.in` against its `.out`: `brute_force`
/// maps the input text to the expected output text. Returns how many were checked.
///
/// # Panics
/// If a case differs, a file cannot be read, or fewer than `at_least` cases exist.
pub fn check_stored_cases<F>(
    problem: &str, prefix: &str, at_least: usize, mut brute_force: F,
) -> usize
where
    F: FnMut(&str) -> String,
{
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata").join(problem);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(prefix) && name.ends_with(".in"))
        .collect();
    names.sort();
    for name in &names {
        let input = dir.join(name);
        let read = |p: &std::path::Path| {
            std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        };
        let want = read(&input.with_extension("out"));
        assert_eq!(brute_force(&read(&input)), want, "testdata/{problem}/{name}");
    }
    assert!(
        names.len() >= at_least,
        "testdata/{problem}: {} stored {prefix}* cases, expected at least {at_least}",
        names.len()
    );
    names.len()
}

/// A small seeded generator (SplitMix64) for random tests: the same seed, the same cases.
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A value in `0..n` (`n > 0`; the tiny modulo bias does not matter for tests).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// A value in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        match (hi - lo).checked_add(1) {
            Some(span) => lo + self.next_u64() % span,
            None => self.next_u64(),
        }
    }

    /// A signed value in `lo..=hi`.
    pub fn range_i64(&mut self, lo: i64, hi: i64) -> i64 {
        lo.wrapping_add(self.range(0, hi.wrapping_sub(lo) as u64) as i64)
    }
}

/// The test crate's allocator: the system one, counting the bytes each thread holds and the
/// most it held since [`peak_bytes`] last reset it (per thread, so parallel tests do not mix).
struct Counting;

thread_local! {
    static HELD: std::cell::Cell<(isize, isize)> = const { std::cell::Cell::new((0, 0)) };
}

fn count(delta: isize) {
    // `try_with`: a thread being torn down has no counter left; its frees go uncounted.
    let _ = HELD.try_with(|h| {
        let (now, peak) = h.get();
        h.set((now + delta, peak.max(now + delta)));
    });
}

unsafe impl std::alloc::GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        count(layout.size() as isize);
        std::alloc::System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        count(-(layout.size() as isize));
        std::alloc::System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// The most bytes this thread held at once, beyond what it held before, while `f` ran.
pub fn peak_bytes<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let start = HELD.with(|h| {
        let (now, _) = h.get();
        h.set((now, now));
        now
    });
    let value = f();
    (value, (HELD.with(|h| h.get().1) - start) as usize)
}
