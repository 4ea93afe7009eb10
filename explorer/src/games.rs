//! The adapter: every call from the explorer into the library `grundy` is in this file,
//! so a renamed library function is fixed here and nowhere else. Each wrapper says what
//! it computes; the theory is in the library's section headers.

use grundy::io::{InputError, Scanner};

// ---- nim, misère nim -------------------------------------------------------------------

/// The nim-sum (xor) of the heaps.
pub fn nim_sum(heaps: &[u64]) -> u64 {
    grundy::nim::sum(heaps)
}

/// Every winning Nim move as `(heap index, new size)`, in heap order.
pub fn nim_winning_moves(heaps: &[u64]) -> Vec<(usize, u64)> {
    grundy::nim::winning_moves(heaps)
}

/// Whether the player to move wins misère Nim (taking the last stone loses).
pub fn misere_nim_first_player_wins(heaps: &[u64]) -> bool {
    grundy::nim::first_player_wins_misere(heaps)
}

// ---- bash ----------------------------------------------------------------------------------

/// The Grundy value `n mod (m + 1)` of a Bash heap (take 1..=m).
pub fn bash_value(n: u64, m: u64) -> u64 {
    grundy::bash::grundy(n, m)
}

/// Whether the player to move wins one Bash heap under misère play.
pub fn misere_bash_first_player_wins(n: u64, m: u64) -> bool {
    grundy::bash::first_player_wins_misere(n, m)
}

// ---- wythoff -------------------------------------------------------------------------------

/// Whether `(a, b)` is lost for the player to move.
pub fn wythoff_is_losing(a: u64, b: u64) -> bool {
    grundy::wythoff::is_losing(a, b)
}

/// Every Wythoff move from `(a, b)` to a P-position, as the new `(a, b)`.
pub fn wythoff_winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    grundy::wythoff::winning_moves(a, b)
}

/// The `k`-th P-position `(a_k, b_k)`, `None` beyond `u64`.
pub fn wythoff_pair(k: u64) -> Option<(u64, u64)> {
    grundy::wythoff::pair(k)
}

// ---- fibonacci game ------------------------------------------------------------------------

/// Whether the first player wins the Fibonacci game on a heap of `n`.
pub fn fibonacci_first_player_wins(n: u64) -> bool {
    grundy::fibonacci_game::first_player_wins(n)
}

/// The Zeckendorf terms of `n`, largest first.
pub fn zeckendorf(n: u64) -> Vec<u64> {
    grundy::fibonacci_game::zeckendorf(n)
}

/// The smallest winning first take (the smallest Zeckendorf term), `None` if lost.
pub fn fibonacci_winning_take(n: u64) -> Option<u64> {
    grundy::fibonacci_game::winning_take(n)
}

/// Whether `n` is one of 1, 2, 3, 5, 8, …
pub fn is_fibonacci(n: u64) -> bool {
    grundy::fibonacci_game::is_fibonacci(n)
}

// ---- lasker --------------------------------------------------------------------------------

/// The Grundy value of one heap of Lasker's Nim (`2^64` at `u64::MAX`, hence `u128`).
pub fn lasker_value(n: u64) -> u128 {
    grundy::multi_sg::lasker_grundy(n)
}

// ---- mex -----------------------------------------------------------------------------------

/// The least natural number not among `values`.
pub fn mex<I: IntoIterator<Item = u64>>(values: I) -> u64 {
    grundy::mex::mex(values)
}

// ---- graphs: trees, forests, circles, hackenbush ------------------------------------------

/// Grundy value of edge deletion (Green Hackenbush) on a tree on `0..n`, rooted at `root`.
pub fn tree_value(n: usize, edges: &[(u32, u32)], root: usize) -> u64 {
    let edges: Vec<(usize, usize)> = edges
        .iter()
        .map(|&(a, b)| (a as usize, b as usize))
        .collect();
    grundy::tree_hackenbush::grundy(n, &edges, root).expect("the edges form a tree")
}

/// The Grundy value of every subtree of the ancestor-deletion game on a rooted forest.
pub fn ancestor_deletion_subtree_values(parent: &[Option<usize>]) -> Vec<u64> {
    grundy::ancestor_deletion::subtree_grundy(parent)
}

/// The Grundy value of the ancestor-deletion game on a rooted forest.
pub fn ancestor_deletion_value(parent: &[Option<usize>]) -> u64 {
    grundy::ancestor_deletion::grundy(parent)
}

/// A circle for [`containment_forest`]: centre `(x, y)`, radius `r`.
pub type Circle = grundy::circles::Circle;

/// The containment forest of circles (`parent[j]` = smallest circle containing `j`), or
/// why the circles are not a game (two boundaries meeting). Radii must be positive and
/// `|x|, |y|, r <= 2^30` (the library panics otherwise).
pub fn containment_forest(circles: &[Circle]) -> Result<Vec<Option<usize>>, String> {
    grundy::circles::containment_forest(circles).map_err(|meet| {
        format!(
            "circles with disjoint boundaries, but circle {} meets circle {}",
            meet.1 + 1,
            meet.0 + 1
        )
    })
}

/// A forest on `0..n` built edge by edge; each tree is rooted at its smallest node.
/// (Plumbing for drawing a file: disjoint sets refuse a cycle, a search roots the trees.)
pub struct Forest {
    link: Vec<usize>,
    next: Vec<Vec<usize>>,
}

impl Forest {
    /// `n` isolated nodes.
    pub fn new(n: usize) -> Self {
        Forest {
            link: (0..n).collect(),
            next: vec![Vec::new(); n],
        }
    }

    fn root(&mut self, mut x: usize) -> usize {
        while self.link[x] != x {
            self.link[x] = self.link[self.link[x]];
            x = self.link[x];
        }
        x
    }

    /// Adds the edge `a - b`; false (and nothing added) if it would close a cycle.
    pub fn add_edge(&mut self, a: usize, b: usize) -> bool {
        let (ra, rb) = (self.root(a), self.root(b));
        if ra == rb {
            return false;
        }
        self.link[ra] = rb;
        self.next[a].push(b);
        self.next[b].push(a);
        true
    }

    /// The parent of every node (`None` for the roots, the smallest node of each tree).
    pub fn parents(self) -> Vec<Option<usize>> {
        let n = self.next.len();
        let mut parent = vec![None; n];
        let mut seen = vec![false; n];
        for start in 0..n {
            if seen[start] {
                continue;
            }
            seen[start] = true;
            let mut stack = vec![start];
            while let Some(v) = stack.pop() {
                for &w in &self.next[v] {
                    if !seen[w] {
                        seen[w] = true;
                        parent[w] = Some(v);
                        stack.push(w);
                    }
                }
            }
        }
        parent
    }
}

/// Green Hackenbush on a multigraph on `0..n` (loops, parallel edges), `ground` on the ground.
pub fn hackenbush_value(n: usize, edges: &[(u32, u32)], ground: usize) -> u64 {
    let _ = n; // the library numbers vertices as it meets them
    let edges: Vec<(usize, usize)> = edges
        .iter()
        .map(|&(a, b)| (a as usize, b as usize))
        .collect();
    grundy::hackenbush::grundy(&edges, ground)
}

// ---- reading input files -------------------------------------------------------------------

/// Tokens of an input file, with errors that name the line and token.
pub struct Tokens(Scanner<Box<dyn std::io::Read>>);

/// Why an input file was rejected (line, token, what was expected).
pub type TokenError = InputError;

impl Tokens {
    /// Tokens read from `source` as they are needed (64 KiB at a time).
    pub fn new(source: impl std::io::Read + 'static) -> Self {
        Tokens(Scanner::new(Box::new(source)))
    }

    /// A number in `lo..=hi`.
    pub fn usize_in(&mut self, lo: usize, hi: usize, what: &str) -> Result<usize, TokenError> {
        self.0.usize_in(lo, hi, what)
    }

    /// A signed number in `lo..=hi`.
    pub fn i64_in(&mut self, lo: i64, hi: i64, what: &str) -> Result<i64, TokenError> {
        self.0.i64_in(lo, hi, what)
    }

    /// The `n - 1` edges of a tree on vertices `1..=n`, returned 0-based, checked to form
    /// a tree (no vertex out of range, no loop, no cycle).
    pub fn tree_edges(&mut self, n: usize) -> Result<Vec<(u32, u32)>, TokenError> {
        let mut edges = Vec::new();
        let add = |a: usize, b: usize| edges.push((a as u32 - 1, b as u32 - 1));
        grundy::graph::read_edges(&mut self.0, n, n.saturating_sub(1), add)?;
        let mut forest = Forest::new(n);
        for (i, &(a, b)) in edges.iter().enumerate() {
            if !forest.add_edge(a as usize, b as usize) {
                let what = format!(
                    "edge {} ({} {}) closes a cycle: a tree",
                    i + 1,
                    a + 1,
                    b + 1
                );
                return Err(self.0.error_at_last(what));
            }
        }
        Ok(edges)
    }

    /// True if only blank space is left.
    pub fn at_end(&mut self) -> bool {
        self.0.at_end()
    }

    /// `Ok` if only blank space is left, else an error at the first extra token (read so
    /// that the error names it, not the last good one).
    pub fn expect_end(&mut self, expected: &str) -> Result<(), TokenError> {
        self.0.expect_end().map_err(|mut e| {
            e.expected = e.expected.replacen("end of input", expected, 1);
            e
        })
    }

    /// An error at the last token read.
    pub fn error_at_last(&self, expected: &str) -> TokenError {
        self.0.error_at_last(expected)
    }
}

// ---- subtraction games ---------------------------------------------------------------------

/// `g(0..len)` of the subtraction game with move set `moves`.
pub fn subtraction_values(moves: &[u64], len: usize) -> Vec<u64> {
    grundy::subtraction::grundy_table(moves, len)
}

/// The least period of a subtraction game's values `g` (computed by
/// [`subtraction_values`]) and where it starts: `Some((start, p))` means `g(x + p) = g(x)`
/// for every `x >= start`, certified by two equal windows of `max S` values inside `g`.
pub fn subtraction_period(moves: &[u64], g: &[u64]) -> Option<(usize, usize)> {
    let found = grundy::subtraction::period(moves, g);
    found.certified.then_some((found.preperiod, found.period))
}

// ---- octal games ---------------------------------------------------------------------------

/// An octal code `d0.d1d2…` (what removing `k` stones from a heap may leave).
pub type OctalCode = grundy::octal::Code;

/// What [`octal_period`] established.
pub type OctalPeriodicity = grundy::period::Period;

/// Reads `0.77`, `.07`, `4.3...`: octal digits only (hexadecimal digits and `!` are for
/// `grundy values`, whose engine knows three-heap splits and heaps that must differ).
pub fn octal_code(text: &str) -> Result<OctalCode, String> {
    let code = grundy::octal::Code::parse(text)?;
    let wide = code.tail > 7 || code.digits.iter().any(|&d| d > 7);
    if wide {
        return Err(format!(
            "octal code {text:?}: digits 0-7 only here (grundy values takes hexadecimal digits and '!')"
        ));
    }
    Ok(code)
}

/// The octal code of the subtraction game with move set `set`.
pub fn octal_subtraction(set: &[u64]) -> OctalCode {
    grundy::octal::Code::subtraction(set)
}

/// `G(0..=upto)`.
pub fn octal_values(code: &OctalCode, upto: usize) -> Vec<u64> {
    grundy::octal::values(code, upto)
}

/// The certified period (Guy–Smith), computing at most `max` values; `progress` hears
/// the largest heap computed now and then.
pub fn octal_period(
    code: &OctalCode,
    max: usize,
    progress: &mut dyn FnMut(usize),
) -> OctalPeriodicity {
    grundy::octal::find_period(code, max, progress)
}

/// The digit of removing `k` stones, with the bits that mean nothing masked off (bit 1:
/// nothing left, bit 2: one heap, bit 4: two heaps; for `k = 0` only bit 4).
pub fn octal_digit(code: &OctalCode, k: u64) -> u8 {
    let d = usize::try_from(k)
        .ok()
        .and_then(|k| code.digits.get(k))
        .map_or(code.tail, |&d| d);
    d & if k == 0 { 4 } else { 7 }
}

/// The largest `k` with a non-zero digit, `None` for an infinite code.
pub fn octal_last_move(code: &OctalCode) -> Option<u64> {
    code.is_finite().then(|| code.digits.len() as u64 - 1)
}
