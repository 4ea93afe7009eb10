//! # grundy — exact solvers for impartial combinatorial games
//!
//! One section (`pub mod`) per topic, std only; every binary in `problems/` is a thin
//! `solve(input, output)` over them. Everything rests on two facts:
//! - **Sprague–Grundy.** A position of a finite impartial game under normal play (who cannot
//!   move loses) is a Nim heap of `g = mex { g(q) : q a move from p }`; it is lost iff `g = 0`.
//! - **Sums.** A sum of games (a move in exactly one component) is worth the xor of the parts.
//!
//! A section names another as `super::name`, so that a bundle can hold sections in a
//! `mod grundy { … }`, and opens with what it computes, the theorem with a one-line reason,
//! the cost, and its tests (`lib/tests/<section>.rs`).

// ==== io ====

pub mod io {
    //! Streaming input and buffered output. The [`Scanner`] parses blank-separated integers from
    //! one 64 KiB buffer; [`Output`] buffers the answers; [`run`] wires a `solve` to stdin and
    //! stdout and turns an input error into one `error: line L, token T "…": expected …` line,
    //! exit 1.
    //!
    //! **Input.** Blanks: space, tab, LF, CR, VT, FF; a line ends with LF, CRLF or a lone CR; a
    //! UTF-8 byte-order mark may open it. A number token has at most 64 bytes (a longer one is
    //! rejected). **Lazy locations.** Per token only a count is kept; line ends (vectorised) and
    //! then token starts are counted as bytes leave the buffer, and an error is located from those
    //! totals. **Cost.** O(input) time, 64 KiB memory. **Faults.** A failed write to stdout exits
    //! 1; a panic prints one `error: internal` line. **Verified:** `lib/tests/io.rs` (every read
    //! size and line end, bad tokens located as by a whole-input tokenizer, proconio).

    use std::fmt;
    use std::io::{self, BufWriter, ErrorKind, Read, StdinLock as In, StdoutLock as Out, Write};

    /// Where and why the input was rejected.
    #[derive(Debug, PartialEq)]
    pub struct InputError {
        /// 1-based line of the offending token (of the end of input, if none).
        pub line: usize,
        /// 1-based index of the token within its line; 0 at the end of input.
        pub token_index: usize,
        /// The offending token (its first 40 bytes, shown escaped), or `None` at the end of input.
        pub token: Option<String>,
        /// What was expected there.
        pub expected: String,
    }

    impl fmt::Display for InputError {
        fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
            write!(f, "line {}", self.line)?;
            match self.token {
                Some(ref t) => write!(f, ", token {} \"{}\": ", self.token_index, t.escape_debug()),
                None => write!(f, ": unexpected end of input, "),
            }?;
            write!(f, "expected {}", self.expected)
        }
    }

    /// What every binary's `solve` returns.
    pub type SolveResult = Result<(), InputError>;

    const BLOCK: usize = 1 << 16;
    /// The longest number token: 64 bytes, so a number never straddles a refill.
    const TOKEN: usize = 64;

    fn is_blank(b: u8) -> bool {
        b == b' ' || b.wrapping_sub(b'\t') < 5
    }

    /// The neighbours `(b[i], b[i + 1])` with `f`, counted 224 at a time in bytes (vectorised).
    fn pairs(b: &[u8], f: impl Fn(u8, u8) -> bool) -> usize {
        let n = |(c, d): (&[u8], _)| c.iter().zip(d).fold(0, |n, (&x, &y)| n + f(x, y) as u8);
        let d = b.get(1..).unwrap_or(b).chunks(224);
        b.chunks(224).zip(d).map(n).map(usize::from).sum()
    }

    /// Line ends in `b`: each LF, and each CR not followed by LF within `b`.
    fn line_ends(b: &[u8]) -> usize {
        let ends = b.starts_with(b"\n") as usize + b.ends_with(b"\r") as usize;
        pairs(b, |x, y| (x == b'\r') | (y == b'\n')) + ends
    }

    /// Blank-separated tokens of a reader, parsed as integers.
    /// # Example
    /// ```
    /// let mut sc = grundy::io::Scanner::new(&b"\xEF\xBB\xBF2\r\n7 x"[..]);
    /// assert_eq!(sc.u64_in(1, 9, "n"), Ok(2));
    /// assert_eq!(sc.u64("a pile"), Ok(7));
    /// let e = sc.u64("a pile").unwrap_err().to_string();
    /// assert_eq!(e, "line 2, token 2 \"x\": expected a pile, an integer in 0..=18446744073709551615");
    /// ```
    pub struct Scanner<R> {
        src: R,
        buf: Vec<u8>,
        len: usize,
        pos: usize,
        /// `None` while input may follow; then `Some("")`, or why reading stopped.
        end: Option<String>,
        /// Line ends before `buf` (a CR is dropped only with the byte after it).
        lines: usize,
        /// Tokens started, and started before the line that is open at `buf[0]`.
        tokens: usize,
        line_start: usize,
        /// Where the last token starts in `buf` (`usize::MAX` once no error can name it).
        last: usize,
    }

    impl<R: Read> Scanner<R> {
        /// A scanner reading `src`.
        pub fn new(src: R) -> Self {
            let mut sc = Scanner {
                src,
                buf: vec![0; BLOCK],
                len: 0,
                pos: 0,
                end: None,
                lines: 0,
                tokens: 0,
                line_start: 0,
                last: usize::MAX,
            };
            sc.fill();
            sc.pos = 3 * sc.buf.starts_with(b"\xEF\xBB\xBF") as usize;
            sc.discard();
            sc
        }

        /// Drops `buf[..pos]`, counting its line ends and, after the last, its token starts.
        fn discard(&mut self) {
            // Keep a CR (an LF may follow it) and the last token (an error may name it).
            let mut keep = self.pos - self.buf[..self.pos].ends_with(b"\r") as usize;
            if self.last < keep && self.len - self.last <= BLOCK / 2 {
                keep = self.last;
            }
            // Without a line end, `gone` has no line ends to count and the open line goes on.
            let gone = &self.buf[..keep];
            if let Some(k) = last_line_tokens(gone) {
                self.line_start = self.tokens - (keep == self.last) as usize - k;
                self.lines += line_ends(gone);
            }
            self.buf.copy_within(keep..self.len, 0);
            self.len -= keep;
            self.pos -= keep;
            self.last = self.last.wrapping_sub(keep);
        }

        /// Reads until the buffer is full or the input ends; false if nothing came.
        fn fill(&mut self) -> bool {
            let before = self.len;
            while self.end.is_none() && self.len < BLOCK {
                match self.src.read(&mut self.buf[self.len..]) {
                    Ok(0) => self.end = Some(String::new()),
                    Ok(n) => self.len += n,
                    Err(e) if e.kind() == ErrorKind::Interrupted => {}
                    Err(e) => self.end = Some(format!(" (reading failed: {})", e)),
                }
            }
            self.len > before
        }

        /// Skips blanks, refilling the buffer; false at the end of input.
        fn skip_blanks(&mut self) -> bool {
            loop {
                while self.pos < self.len && is_blank(self.buf[self.pos]) {
                    self.pos += 1;
                }
                if self.pos < self.len {
                    return true;
                }
                self.discard();
                if !self.fill() {
                    return false;
                }
            }
        }

        /// True if only blanks are left (and the input could be read to its end).
        #[inline(always)]
        pub fn at_end(&mut self) -> bool {
            let near = &self.buf[self.pos..self.len.min(self.pos + 4)];
            near.iter().all(|&b| is_blank(b)) && self.drained()
        }

        /// [`Scanner::at_end`], reading on through the blanks.
        #[cold]
        fn drained(&mut self) -> bool {
            !self.skip_blanks() && self.end.as_deref() == Some("")
        }

        /// The next token as an integer `[+|-]digits` in `lo..=hi` (a `-` only if `sign`), or
        /// the error naming it (also if it is over `TOKEN` bytes long); the reads' slow path.
        #[cold]
        fn int(&mut self, lo: i128, hi: i128, sign: bool, what: &str) -> Result<i128, InputError> {
            if !self.skip_blanks() {
                let expected = format!("{}{}", what, self.end.as_deref().unwrap_or(""));
                return Err(self.locate(self.len, expected));
            }
            if self.len - self.pos <= 2 * TOKEN {
                self.discard();
                self.fill();
            }
            self.tokens += 1;
            self.last = self.pos;
            let t = &self.buf[self.pos..self.len.min(self.pos + TOKEN + 1)];
            let i = t.iter().take_while(|&&b| !is_blank(b)).count();
            let v = String::from_utf8_lossy(&t[..i]).parse().ok();
            self.pos += i;
            // Ended by a blank, or by the input's end (then it is all of `t`: ≤ TOKEN bytes).
            let ok = i < t.len() || i <= TOKEN && self.end.is_some();
            v.filter(|&v| ok && (sign || t[0] != b'-') && (lo..=hi).contains(&v)).ok_or_else(|| {
                self.error_at_last(format!("{}, an integer in {}..={}", what, lo, hi))
            })
        }

        /// Reads an integer in `lo..=hi`. Errors at the end of input, or if the token is not such
        /// an integer.
        #[inline(always)]
        pub fn u64_in(&mut self, lo: u64, hi: u64, what: &str) -> Result<u64, InputError> {
            // Hot path, in locals: ≤ 64 blanks, 1 to 20 digits, a blank (taken), all buffered, in
            // range; 20 digits fit iff they start with 1 and did not wrap below 10^19.
            if self.pos + 2 * TOKEN < self.len {
                let t = &self.buf[self.pos..self.pos + 2 * TOKEN];
                let s = match t[0] {
                    b'0'..=b'9' => 0,
                    _ => t[..TOKEN].iter().take_while(|&&b| is_blank(b)).count(),
                };
                let (mut v, mut i) = (0u64, s);
                for &c in &t[s..s + 20] {
                    let d = (c as u64).wrapping_sub(48);
                    if d > 9 {
                        break;
                    }
                    (v, i) = (v.wrapping_mul(10).wrapping_add(d), i + 1);
                }
                let fits = i < s + 20 || t[s] == b'1' && v >= 10_u64.pow(19);
                if i > s && fits && (lo..=hi).contains(&v) && is_blank(t[i]) {
                    self.tokens += 1;
                    (self.last, self.pos) = (self.pos + s, self.pos + i + 1);
                    return Ok(v);
                }
            }
            Ok(self.int(lo.into(), hi.into(), false, what)? as u64)
        }

        /// Reads any `u64` (errors as [`Scanner::u64_in`]).
        pub fn u64(&mut self, what: &str) -> Result<u64, InputError> {
            self.u64_in(0, u64::MAX, what)
        }

        /// Reads an integer in `lo..=hi` as a `usize` (errors as [`Scanner::u64_in`]).
        pub fn usize_in(&mut self, lo: usize, hi: usize, what: &str) -> Result<usize, InputError> {
            self.u64_in(lo as u64, hi as u64, what).map(|v| v as usize)
        }

        /// Reads a signed integer in `lo..=hi` (errors as [`Scanner::u64_in`]; hot path: its,
        /// a `-` allowed, ≤ 18 digits).
        #[inline(always)]
        pub fn i64_in(&mut self, lo: i64, hi: i64, what: &str) -> Result<i64, InputError> {
            if let Some(t) = self.buf[..self.len].get(self.pos..self.pos + 2 * TOKEN) {
                let s = t[..TOKEN].iter().take_while(|&&b| is_blank(b)).count();
                let (m, mut v, mut i) = (s + (t[s] == b'-') as usize, 0i64, 0);
                while i < 18 && t[m + i].wrapping_sub(b'0') <= 9 {
                    (v, i) = (10 * v + (t[m + i] - b'0') as i64, i + 1);
                }
                let v = if m > s { -v } else { v };
                if i > 0 && lo <= v && v <= hi && is_blank(t[m + i]) {
                    self.tokens += 1;
                    (self.last, self.pos) = (self.pos + s, self.pos + m + i);
                    return Ok(v);
                }
            }
            Ok(self.int(lo.into(), hi.into(), true, what)? as i64)
        }

        /// Succeeds only if nothing but blanks is left. Errors on the first extra token.
        pub fn expect_end(&mut self) -> SolveResult {
            // An empty range: any token is the error; none is fine if the input was all read.
            match self.int(1, 0, false, "end of input") {
                Err(e) if e.token.is_some() => Err(self.error_at_last("end of input")),
                Err(e) if self.end.as_deref() != Some("") => Err(e),
                _ => Ok(()),
            }
        }

        /// The error for the token at `buf[at]` (its location and first 40 bytes), or for
        /// the end of input if only blanks follow `at`.
        fn locate(&self, at: usize, expected: String) -> InputError {
            let before = &self.buf[..at];
            let line = self.lines + line_ends(before) + 1;
            let text = &self.buf[at..self.len.min(at + 40)];
            let text = text.split(|&b| is_blank(b)).next().unwrap_or(text);
            let token = (!text.is_empty()).then(|| String::from_utf8_lossy(text).into_owned());
            let k = last_line_tokens(before).map_or(self.tokens - self.line_start, |k| k + 1);
            InputError { line, token_index: k * token.is_some() as usize, token, expected }
        }

        /// An error about the token read last (for checks made after reading it, such as
        /// "this edge closes a cycle"); `expected` says what should have been there.
        pub fn error_at_last(&self, expected: impl Into<String>) -> InputError {
            self.locate(self.last.min(self.len), expected.into())
        }
    }

    /// The tokens on the last line of `b`, if `b` holds a line end: from that line end (a
    /// blank) on, the blanks followed by a non-blank.
    fn last_line_tokens(b: &[u8]) -> Option<usize> {
        let k = b.chunks(224).rposition(|c| line_ends(c) > 0)?;
        let at = b.iter().take(224 * k + 224).rposition(|c| b"\n\r".contains(c))?;
        Some(pairs(&b[at..], |x, y| is_blank(x) & !is_blank(y)))
    }

    /// A buffered writer; the first write error is kept and reported by [`Output::finish`].
    pub struct Output<W: Write> {
        inner: BufWriter<W>,
        error: io::Result<()>,
    }

    impl<W: Write> Output<W> {
        /// An output writing to `inner`.
        pub fn new(inner: W) -> Self {
            Output { inner: BufWriter::with_capacity(BLOCK, inner), error: Ok(()) }
        }

        /// Writes raw bytes.
        pub fn bytes(&mut self, b: &[u8]) {
            if self.error.is_ok() {
                self.error = self.inner.write_all(b);
            }
        }

        /// Writes one byte.
        pub fn byte(&mut self, b: u8) {
            self.bytes(&[b]);
        }

        /// Writes `s` and a newline.
        pub fn line(&mut self, s: &str) {
            self.bytes(s.as_bytes());
            self.bytes(b"\n");
        }

        /// Writes `x` in decimal.
        pub fn write_u64(&mut self, x: u64) {
            let mut digits = [0; 20];
            let n = decimal(x, &mut digits);
            self.bytes(&digits[..n]);
        }

        /// Writes the numbers separated by single spaces, then a newline (formatted into
        /// blocks of 64 KiB, so a long line costs one write per block).
        pub fn u64_line<I: IntoIterator<Item = u64>>(&mut self, xs: I) {
            let (mut line, mut n) = (vec![0; BLOCK + 48], 0);
            for (i, x) in xs.into_iter().enumerate() {
                line[n] = b' ';
                n += (i > 0) as usize;
                n += decimal(x, &mut line[n..n + 20]);
                if n >= BLOCK {
                    self.bytes(&line[..n]);
                    n = 0;
                }
            }
            line[n] = b'\n';
            self.bytes(&line[..n + 1]);
        }

        /// Flushes everything. Errors with the first error the writer returned.
        pub fn finish(self) -> io::Result<W> {
            self.error?;
            self.inner.into_inner().map_err(|e| e.into_error())
        }
    }

    /// The four digits of each of `0..10^4` (40 KB, made at compile time).
    static QUADS: [[u8; 4]; 10_000] = {
        let (mut t, mut i) = ([[b'0'; 4]; 10_000], 0);
        while i < 40_000 {
            t[i / 4][i % 4] += (i / 4 / [1000, 100, 10, 1][i % 4] % 10) as u8;
            i += 1;
        }
        t
    };

    /// Writes `x` in decimal at the start of `out` (20 bytes; those after the digits may
    /// change) and returns how many digits: four per division, looked up, then written front
    /// to back (never read back, so no store waits for another).
    #[inline]
    pub fn decimal(mut x: u64, out: &mut [u8]) -> usize {
        let (mut quads, mut c) = ([0; 4], 0);
        while x >= 10_000 {
            (quads[c], x, c) = (x % 10_000, x / 10_000, c + 1);
        }
        let skip = (x < 10) as usize + (x < 100) as usize + (x < 1000) as usize;
        let top = u32::from_le_bytes(QUADS[x as usize]) >> (8 * skip);
        out[..4].copy_from_slice(&top.to_le_bytes());
        let mut n = 4 - skip;
        while c > 0 {
            c -= 1;
            out[n..n + 4].copy_from_slice(&QUADS[quads[c] as usize]);
            n += 4;
        }
        n
    }

    /// The whole `main` of a judge binary: `solve` over stdin and a buffered stdout; an
    /// input error or a failed write becomes one `error: …` line on stderr and exit code 1.
    pub fn run(
        solve: impl FnOnce(&mut Scanner<In<'static>>, &mut Output<Out<'static>>) -> SolveResult,
    ) {
        std::panic::set_hook(Box::new(|p| {
            let t = p.to_string().replace('\n', " ");
            let _ = writeln!(io::stderr(), "error: internal: {}", t);
        }));
        let mut sc = Scanner::new(io::stdin().lock());
        let mut out = Output::new(io::stdout().lock());
        // std's `Stdout` takes a write refused with EBADF for a success; a file does not.
        #[cfg(unix)] // (descriptor 1 is open: std opens /dev/null on a closed one)
        let _ = std::os::fd::AsFd::as_fd(&io::stdout())
            .try_clone_to_owned()
            .map(|f| out.error = std::fs::File::from(f).write(&[]).map(drop));
        let message = match (solve(&mut sc, &mut out), out.finish()) {
            (Err(e), _) => e.to_string(),
            (_, Err(e)) => format!("cannot write the output: {}", e),
            _ => return,
        };
        let _ = writeln!(io::stderr(), "error: {}", message);
        std::process::exit(1);
    }
}

// ==== mex ====

pub mod mex {
    //! Mex and Grundy tables: the Sprague–Grundy theorem as code.
    //!
    //! **Theorem.** With `g(p) = mex { g(q) : p → q }` (the least natural number not among its
    //! options' values), `p` is lost iff `g(p) = 0`, and plays like a Nim heap of `g(p)`: it moves
    //! to every smaller value, never to `g(p)`. **Cost.** [`mex`]: O(k); [`grundy_table`]: O(n +
    //! moves) time, O(n) memory (one stamp array, never cleared). **Verified:** `lib/tests/mex.rs`
    //! (against `kit::GameSearch`).

    /// The least natural number not among `values`. O(k) time and memory for k values.
    /// # Example
    /// ```
    /// assert_eq!(grundy::mex::mex([0, 1, 3, 7]), 2);
    /// ```
    pub fn mex<I: IntoIterator<Item = u64>>(values: I) -> u64 {
        let values: Vec<u64> = values.into_iter().collect();
        let mut seen = vec![false; values.len() + 1]; // k values cover at most 0..k
        for &v in values.iter().filter(|&&v| v <= values.len() as u64) {
            seen[v as usize] = true;
        }
        seen.iter().position(|&s| !s).unwrap_or(0) as u64
    }

    /// Grundy values `g(0), …, g(n-1)` of a game whose positions are `0..n` and whose moves
    /// from `i` all lead to smaller positions; `moves(i, out)` pushes the targets of `i`
    /// into `out` (cleared before each call; duplicates are fine). Panics if a move goes up.
    /// O(n + total number of moves) time, O(n) memory.
    /// # Example
    /// ```
    /// // Take 1 or 2: g(n) = n mod 3.
    /// let g = grundy::mex::grundy_table(5, |i, out| out.extend((1..=i.min(2)).map(|s| i - s)));
    /// assert_eq!(g, [0, 1, 2, 0, 1]);
    /// ```
    pub fn grundy_table<F>(n: usize, mut moves: F) -> Vec<u64>
    where
        F: FnMut(usize, &mut Vec<usize>),
    {
        let mut g = vec![0u64; n];
        // stamp[v] == i + 1  <=>  value v is reachable from position i.
        let mut stamp = vec![0usize; n + 1];
        let mut targets = Vec::new();
        for i in 0..n {
            targets.clear();
            moves(i, &mut targets);
            for &t in &targets {
                assert!(t < i, "grundy_table: move {} -> {} does not go down", i, t);
                stamp[g[t] as usize] = i + 1; // g(t) <= t: t has at most t options
            }
            g[i] = stamp.iter().position(|&s| s != i + 1).unwrap_or(n) as u64;
        }
        g
    }
}

// ==== period ====

pub mod period {
    //! Periods of a sequence of values: where it repeats, and whether that is proven for ever.
    //!
    //! **Certificates.** A run of `G(n + p) = G(n)` proves the period for all `n >= p0`:
    //! [`Certificate::Window`]`(w)` if each value is a function of the `w` before it (subtraction
    //! games, `w = max S`) and the run is `w` long; [`Certificate::GuySmith`]`(k)` for an octal
    //! game whose last non-zero digit is `dk` (section `octal`) if it covers `p0 ≤ n < 2·p0 + p +
    //! k`. **Search.** `z[p]`, the Z-function of the reversed values, counts the equalities back
    //! from the end, so `p` holds from `p0 = len − p − z[p]`. Periods are multiples of the least
    //! and share the least pre-period, so the first `p` certified is the answer; else the longest
    //! run is reported. **Cost.** O(len) time and memory. **Verified:**
    //! `lib/tests/{period,subtraction,octal}.rs`.

    /// What makes a run of equalities a proof (see the section header).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Certificate {
        /// Each value is a function of the `w` before it.
        Window(usize),
        /// An octal game whose last non-zero digit is `dk`: Guy–Smith.
        GuySmith(usize),
        /// Nothing proves a period (an octal code with an infinite tail).
        Never,
    }

    /// What [`find`] established: if `certified`, `G(n + period) = G(n)` for all
    /// `n >= preperiod`, both the smallest; if not, the candidate with the longest run.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Period {
        pub certified: bool,
        pub preperiod: usize,
        pub period: usize,
        /// The largest index of the values examined.
        pub checked_upto: usize,
    }

    impl Period {
        /// Where `G(n)` is found among the values: `n` itself within those examined, or
        /// past them, if certified, its place in `preperiod..preperiod + period`.
        pub fn index(&self, n: u64) -> Option<usize> {
            let (start, p) = (self.preperiod as u64, self.period as u64);
            match self.certified && n >= start + p {
                true => Some((start + (n - start) % p) as usize),
                false => (n <= self.checked_upto as u64).then_some(n as usize),
            }
        }
    }

    /// `z[p]` for `p <= len`: how many values, counted back from the last, equal those `p`
    /// before them (the Z-function of `g` reversed; `z[0] = z[len] = 0`). O(len) time and memory.
    pub fn runs_back<T: Copy + Eq>(g: &[T]) -> Vec<usize> {
        let (len, (mut lo, mut hi)) = (g.len(), (0, 0));
        let rev = |i: usize| g[len - 1 - i];
        let mut z = vec![0; len + 1];
        for i in 1..len {
            z[i] = if i < hi { (hi - i).min(z[i - lo]) } else { 0 };
            while i + z[i] < len && rev(z[i]) == rev(i + z[i]) {
                z[i] += 1;
            }
            if i + z[i] > hi {
                (lo, hi) = (i, i + z[i]);
            }
        }
        z
    }

    /// The smallest period of `g` proven by `certificate` with its least pre-period, or the
    /// best candidate, uncertified (see the header; an empty `g` gives period 1).
    /// O(len) time and memory.
    /// # Example
    /// ```
    /// use grundy::period::{find, Certificate};
    /// // Take 1 or 2 (w = 2): 0 1 2 0 1 2 … has period 3 from the start.
    /// let p = find(&[0u8, 1, 2, 0, 1, 2, 0], Certificate::Window(2));
    /// assert!(p.certified && (p.preperiod, p.period) == (0, 3));
    /// ```
    pub fn find<T: Copy + Eq>(g: &[T], certificate: Certificate) -> Period {
        let (l, z) = (g.len(), runs_back(g));
        let proves = |p: usize| match certificate {
            Certificate::Window(w) => z[p] >= w.max(1),
            Certificate::GuySmith(k) => l - p >= 2 * (l - p - z[p]).max(1) + p + k,
            Certificate::Never => false,
        };
        let found = (1..=l).find(|&p| proves(p));
        let best = || (1..=l).max_by_key(|&p| (z[p], l - p)).unwrap_or(1);
        let period = found.unwrap_or_else(best);
        Period {
            certified: found.is_some(),
            preperiod: l.saturating_sub(period + z.get(period).unwrap_or(&0)),
            period,
            checked_upto: l.saturating_sub(1),
        }
    }
}

// ==== remoteness ====

pub mod remoteness {
    //! Remoteness: the moves left when the winner wins soonest and the loser holds out longest.
    //!
    //! **Definition (Steinhaus).** `R(p) = 0` without moves; else `1 +` the least even `R(q)` if
    //! one is even, else `1 +` the largest: `R(p)` is even iff `p` is lost (by induction).
    //! **Cost.** [`Search`]: O(positions + moves), at most `limit` positions (a cycle exhausts
    //! it), no recursion. **Verified:** `lib/tests/remoteness.rs` (against `kit::GameSearch`).

    use std::collections::HashMap;
    use std::hash::Hash;

    /// `R(p)` from the remoteness of each option of `p` (see the header).
    pub fn of_options<I: IntoIterator<Item = u64>>(options: I) -> u64 {
        let (mut even, mut odd) = (None::<u64>, None::<u64>);
        for r in options {
            match r % 2 {
                0 => even = Some(even.map_or(r, |e| e.min(r))),
                _ => odd = Some(odd.map_or(r, |o| o.max(r))),
            }
        }
        even.or(odd).map_or(0, |r| r + 1)
    }

    /// Remoteness of positions of any finite game, by a memoised search: `moves(p, out)`
    /// pushes every position one move from `p` into `out`.
    pub struct Search<P, F> {
        moves: F,
        memo: HashMap<P, u64>,
        limit: usize,
    }

    impl<P: Clone + Eq + Hash, F: FnMut(&P, &mut Vec<P>)> Search<P, F> {
        /// A search that keeps at most `limit` positions.
        pub fn new(moves: F, limit: usize) -> Self {
            Search { moves, memo: HashMap::new(), limit }
        }

        /// `R(start)`, or `None` if it needs more than `limit` positions.
        pub fn remoteness(&mut self, start: P) -> Option<u64> {
            // Each frame: a position, its options, how many of them are known.
            let (mut stack, mut next) = (Vec::<(P, Vec<P>, usize)>::new(), Some(start.clone()));
            loop {
                if let Some(p) = next.take().filter(|p| !self.memo.contains_key(p)) {
                    if self.memo.len() + stack.len() >= self.limit {
                        return None;
                    }
                    let mut out = Vec::new();
                    (self.moves)(&p, &mut out);
                    stack.push((p, out, 0));
                }
                let Some((p, options, known)) = stack.last_mut() else {
                    return self.memo.get(&start).copied();
                };
                while options.get(*known).is_some_and(|q| self.memo.contains_key(q)) {
                    *known += 1;
                }
                next = options.get(*known).cloned();
                if next.is_none() {
                    let r = of_options(options.iter().map(|q| self.memo[q]));
                    self.memo.insert(p.clone(), r);
                    stack.pop();
                }
            }
        }
    }
}

// ==== dag ====

pub mod dag {
    //! Grundy values of every vertex of a DAG, without recursion.
    //!
    //! **Theorem.** Tokens slide along edges; `g(v) = mex { g(w) : v → w }`, and tokens are a sum
    //! (xor). Values come in the post-order of a depth-first search on an explicit stack of
    //! (vertex, next edge); an edge into the path closes a cycle. The mex stamps the successors'
    //! values in one array, never cleared. **Cost.** O(V + E) time, 4 bytes a vertex besides the
    //! path and the stamps. **Verified:** `lib/tests/dag.rs` (every DAG on 5 vertices);
    //! `testdata/hdu1524`.

    /// Grundy values of the vertices `0..n` of a graph with `n = start.len() − 1` vertices whose
    /// edges from `v` go to `to[start[v]..start[v + 1]]`; or `Err((v, w))`, an edge that closes
    /// a cycle.
    /// # Example
    /// ```
    /// // 0 → 1 → 2 and 0 → 2: values 2, 1, 0.
    /// assert_eq!(grundy::dag::grundy(&[0, 2, 3, 3], &[1, 2, 2]), Ok(vec![2, 1, 0]));
    /// assert_eq!(grundy::dag::grundy(&[0, 1, 2], &[1, 0]), Err((1, 0)));
    /// ```
    pub fn grundy(start: &[u32], to: &[u32]) -> Result<Vec<u32>, (usize, usize)> {
        const NEW: u32 = u32::MAX;
        const OPEN: u32 = u32::MAX - 1;
        let n = start.len() - 1;
        let (mut g, mut stamp, mut path) = (vec![NEW; n], Vec::new(), Vec::new());
        for root in 0..n {
            if g[root] != NEW {
                continue;
            }
            g[root] = OPEN;
            path.push((root, start[root] as usize));
            while let Some((v, e)) = path.last_mut() {
                let (v, end) = (*v, start[*v + 1] as usize);
                if *e < end {
                    let w = to[*e] as usize;
                    *e += 1;
                    match g[w] {
                        NEW => path.push((w, start[w] as usize)),
                        OPEN => return Err((v, w)),
                        _ => continue,
                    }
                    g[w] = OPEN;
                    continue;
                }
                path.pop();
                let next = &to[start[v] as usize..end];
                stamp.resize(stamp.len().max(next.len() + 1), 0);
                for &w in next {
                    if let Some(s) = stamp.get_mut(g[w as usize] as usize) {
                        *s = v + 1;
                    }
                }
                g[v] = stamp.iter().position(|&s| s != v + 1).unwrap_or(0) as u32;
            }
        }
        Ok(g)
    }
}

// ==== nim ====

pub mod nim {
    //! Nim: a move takes stones from one pile. Outcome, winning moves, their number; normal and
    //! misère play.
    //!
    //! **Theorem (Bouton).** The mover loses iff the nim-sum `s` is 0: a move changes one pile, so
    //! reaches 0 only from `s != 0`, and then a pile `p` having the top bit `t` of `s` drops to `p
    //! ^ s < p`. The winning moves are one per pile having bit `t`, counted per bit in bounded
    //! memory by [`WinningMoveCounter`]. **Misère.** The mover wins iff `s != 0` while some pile is
    //! `> 1`, or `s = 0` while none is: play normally until only piles `<= 1` would be left, and
    //! leave an odd number of them. **Cost.** O(k) for k piles, O(1) extra memory. **Verified:**
    //! `lib/tests/nim.rs` (4 piles `<= 7`, both plays, against `kit::GameSearch`);
    //! `testdata/{luogu_p1247,poj2975}`.

    use std::borrow::Borrow;

    /// The nim-sum (xor) of the piles (a slice, or any list of `u64` or `&u64`).
    pub fn sum<I: IntoIterator>(piles: I) -> u64
    where
        I::Item: Borrow<u64>,
    {
        piles.into_iter().fold(0, |s, p| s ^ p.borrow())
    }

    /// Whether the player to move wins (normal play: the last mover wins).
    pub fn first_player_wins(piles: &[u64]) -> bool {
        sum(piles) != 0
    }

    /// Whether the player to move wins under misère play (the last mover loses).
    pub fn first_player_wins_misere(piles: &[u64]) -> bool {
        (sum(piles) != 0) == piles.iter().any(|&p| p > 1)
    }

    /// What a winning move leaves of `pile` when the piles' nim-sum is `s`, if it can.
    #[inline]
    fn winning_target(pile: u64, s: u64) -> Option<u64> {
        Some(pile ^ s).filter(|&t| t < pile)
    }

    /// Every winning move, as `(pile index, stones left)`, by increasing pile; empty iff
    /// the mover loses. O(k).
    pub fn winning_moves(piles: &[u64]) -> Vec<(usize, u64)> {
        let s = sum(piles);
        piles
            .iter()
            .enumerate()
            .filter_map(|(i, &p)| winning_target(p, s).map(|t| (i, t)))
            .collect()
    }

    /// Every winning move under misère play, as `(pile index, stones left)`, by pile, then by
    /// stones left; empty iff the mover loses (or no stone is left, which leaves the mover the
    /// winner). A move wins iff it leaves nim-sum 0 with a pile above 1, or only piles `<= 1`,
    /// an odd number of them: from pile `i` the candidates are `p_i ^ s`, 0 and 1, each judged
    /// from the nim-sum and the count of piles above 1 after it. O(k).
    pub fn winning_moves_misere(piles: &[u64]) -> Vec<(usize, u64)> {
        let (s, big) = (sum(piles), piles.iter().filter(|&&p| p > 1).count());
        let mut moves = Vec::new();
        for (i, &p) in piles.iter().enumerate() {
            let mut left = [0, 1, p ^ s];
            left.sort_unstable();
            for (j, &t) in left.iter().enumerate() {
                let big_after = big - usize::from(p > 1) + usize::from(t > 1);
                let fresh = t < p && (j == 0 || left[j - 1] != t);
                if fresh && s ^ p ^ t == u64::from(big_after == 0) {
                    moves.push((i, t));
                }
            }
        }
        moves
    }

    /// The winning move from the lowest-indexed pile, as `(pile index, stones left)` (the only one
    /// from that pile, so also the smallest count); `None` iff the mover loses. Takes any list that
    /// can be walked twice: a slice, piles kept in chunks, or computed ones. O(k): two passes.
    /// # Example
    /// ```
    /// // Leave 5 of the third pile's 9: 3 ^ 6 ^ 5 = 0.
    /// assert_eq!(grundy::nim::first_winning_move(&[3, 6, 9]), Some((2, 5)));
    /// ```
    pub fn first_winning_move<I>(piles: I) -> Option<(usize, u64)>
    where
        I: IntoIterator,
        I::Item: Borrow<u64>,
        I::IntoIter: Clone,
    {
        let piles = piles.into_iter();
        let s = sum(piles.clone());
        piles.enumerate().find_map(|(i, p)| winning_target(*p.borrow(), s).map(|t| (i, t)))
    }

    /// The number of winning moves of piles given one at a time, in bounded memory: the nim-sum,
    /// the last 2^15 piles (counted at the end), and per bit how many earlier piles have it.
    #[derive(Clone, Debug, Default)]
    pub struct WinningMoveCounter {
        sum: u64,
        recent: Vec<u64>,
        having_bit: Vec<u64>,
    }

    impl WinningMoveCounter {
        /// Adds a pile. O(1) amortised: every 2^15 piles, 64 counting passes over them.
        #[inline]
        pub fn push(&mut self, pile: u64) {
            self.sum ^= pile;
            self.recent.push(pile);
            if self.recent.len() == 1 << 15 {
                self.having_bit.resize(64, 0);
                for (b, c) in self.having_bit.iter_mut().enumerate() {
                    *c += self.recent.iter().filter(|&&p| p >> b & 1 == 1).count() as u64;
                }
                self.recent.clear();
            }
        }

        /// Forgets every pile, keeping the memory.
        pub fn clear(&mut self) {
            self.sum = 0;
            self.recent.clear();
            self.having_bit.clear();
        }

        /// The number of winning moves from the piles pushed so far. O(2^15).
        pub fn count(&self) -> u64 {
            let s = self.sum;
            let t = 63 - (s | 1).leading_zeros() as usize;
            let recent = self.recent.iter().map(|&p| p >> t & 1).sum::<u64>() * (s != 0) as u64;
            recent + self.having_bit.get(t).map_or(0, |&c| c * (s != 0) as u64)
        }
    }
}

// ==== staircase ====

pub mod staircase {
    //! Nim in disguise: games on a strip whose heaps are the gaps between pieces.
    //!
    //! **Staircase Nim (POJ 1704).** Coins on cells `1, 2, …`; a move slides one left, over no
    //! coin. With `d_i` the free cells left of the `i`-th coin from the right, the value is `d_1 ⊕
    //! d_3 ⊕ …`: a move takes from one `d_i` and adds to `d_(i−1)`, so the odd gaps play Nim and a
    //! move from an even gap is undone by passing it on. **Northcott (HDU 1730).** Each player
    //! moves their own piece in a row, never over the other: a row is a Nim heap of the `|a − b| −
    //! 1` cells between (answer a widening by closing it; retreats are finite). **Cost.** O(n) on
    //! sorted coins. **Verified:** `lib/tests/staircase.rs` (against `kit::GameSearch`; Northcott
    //! by a retrograde analysis of the partizan, cyclic game); `testdata/{poj1704,hdu1730}`.

    /// The value of staircase Nim with coins on the distinct cells `sorted[0] < sorted[1] < …`
    /// (cells from 1).
    /// # Example
    /// ```
    /// assert_eq!(grundy::staircase::grundy(&[1, 2, 3]), 0);
    /// assert_eq!(grundy::staircase::grundy(&[2, 5]), 5 - 2 - 1);
    /// ```
    pub fn grundy(sorted: &[u64]) -> u64 {
        let left = |p: &[u64]| if p.len() == 2 { p[0] } else { 0 };
        sorted.rchunks(2).fold(0, |s, p| s ^ (p[p.len() - 1] - left(p) - 1))
    }

    /// The Nim heap of a Northcott row with pieces on the distinct cells `a` and `b`.
    pub fn northcott_heap(a: u64, b: u64) -> u64 {
        a.abs_diff(b) - 1
    }

    /// Every move of staircase Nim on `sorted` to value `target`: `(j, k)`, coin `j` slides
    /// left by `k`. It changes one odd gap by the value's change: the coin's own if the coin
    /// is odd from the right (it shrinks by `k`), else the next coin's (it grows by `k`).
    pub fn moves_to_value(sorted: &[u64], target: u64) -> Vec<(usize, u64)> {
        let (n, change) = (sorted.len(), grundy(sorted) ^ target);
        let gap = |j: usize| sorted[j] - if j > 0 { sorted[j - 1] } else { 0 } - 1;
        let slide = |j: usize| match (n - j) % 2 {
            1 => gap(j).checked_sub(gap(j) ^ change),
            _ => (gap(j + 1) ^ change).checked_sub(gap(j + 1)),
        };
        (0..n).filter_map(|j| slide(j).filter(|&k| k >= 1 && k <= gap(j)).map(|k| (j, k))).collect()
    }

    /// Every move of Northcott's game (rows `[a, b]` flattened) to value `target`, retreats
    /// left out: `(i, c)`, piece `i` moves to cell `c` toward the other piece of its row.
    pub fn northcott_moves_to_value(rows: &[u64], target: u64) -> Vec<(usize, u64)> {
        let heap = |i: usize| northcott_heap(rows[i & !1], rows[i | 1]);
        let v = (0..rows.len()).step_by(2).fold(target, |s, i| s ^ heap(i));
        let to = |i: usize, k: u64| {
            if rows[i] < rows[i ^ 1] {
                rows[i] + k
            } else {
                rows[i] - k
            }
        };
        let closing = (0..rows.len()).filter(|&i| heap(i) ^ v < heap(i));
        closing.map(|i| (i, to(i, heap(i) - (heap(i) ^ v)))).collect()
    }
}

// ==== bash ====

pub mod bash {
    //! Bash game: take 1 to `m` stones; normal and misère play.
    //!
    //! **Theorem.** `g(n) = n mod (m + 1)`: the moves reach the `min(n, m)` piles below `n`, of
    //! every smaller residue. Misère: the mover loses iff `n mod (m + 1) = 1`. **Cost.** O(1),
    //! exact for every `u64` (`m + 1` in `u128`); panics if `m == 0`. **Verified:**
    //! `lib/tests/bash.rs` (`n, m <= 40`, `kit::GameSearch`); `testdata/hdu1846`.

    /// The Grundy value `n mod (m + 1)` of a pile of `n` under normal play. Panics if `m == 0` (no
    /// move is ever possible: not a Bash game).
    /// # Example
    /// ```
    /// assert_eq!(grundy::bash::grundy(23, 2), 2);
    /// ```
    pub fn grundy(n: u64, m: u64) -> u64 {
        assert!(m >= 1);
        (n as u128 % (m as u128 + 1)) as u64
    }

    /// Whether the player to move wins under normal play (the last stone wins).
    pub fn first_player_wins(n: u64, m: u64) -> bool {
        grundy(n, m) != 0
    }

    /// Whether the player to move wins under misère play (the last stone loses).
    pub fn first_player_wins_misere(n: u64, m: u64) -> bool {
        grundy(n, m) != 1
    }

    /// How many stones the winning move takes under normal play; `None` if the mover loses.
    pub fn winning_take(n: u64, m: u64) -> Option<u64> {
        Some(grundy(n, m)).filter(|&t| t != 0)
    }

    /// The pile a move from `n` leaves to reach value `target`, if one does: the piles
    /// `n − 1, …, n − m` have every residue mod `m + 1` but `n`'s.
    pub fn move_to_value(n: u64, m: u64, target: u64) -> Option<u64> {
        let (v, modulus) = (grundy(n, m), u128::from(m) + 1);
        let d = (u128::from(v) + modulus - u128::from(target) % modulus) % modulus;
        let fits = u128::from(target) < modulus && d != 0 && d <= u128::from(n);
        fits.then(|| n - d as u64)
    }

    /// The moves left under perfect play (the winner wins soonest, the loser holds out
    /// longest): `2·⌊n / (m + 1)⌋`, plus 1 if `n mod (m + 1) != 0`. Each round of two moves
    /// takes `m + 1` whatever the loser does, and the winner's one move to a multiple of
    /// `m + 1` is the only move to a lost pile.
    pub fn remoteness(n: u64, m: u64) -> u64 {
        let rounds = (u128::from(n) / (u128::from(m) + 1)) as u64;
        2 * rounds + u64::from(grundy(n, m) != 0)
    }
}

// ==== wythoff ====

pub mod wythoff {
    //! Wythoff's game: take any number from one pile, or the same from both.
    //!
    //! **Theorem (Wythoff).** The lost positions are `(a_k, b_k)` in either order, `a_k = ⌊kφ⌋`,
    //! `b_k = a_k + k`. As `1/φ + 1/φ² = 1` (Beatty), each `v >= 1` is one `a_j` or one `b_j`: no
    //! move joins two pairs, and from another `(x, y)`, `x <= y`, lower `y` to `x`'s partner, or
    //! (`x = a_j`, `k = y − x < j`) take `x − a_k` from both. **Exact.** `a_k = k + ⌊k/φ⌋`; with `F
    //! = ⌊2^64/φ⌋`, `⌊k·F / 2^64⌋` is `⌊k/φ⌋` or one less, and `m < kφ ⟺ (2m − k)² < 5k²` decides:
    //! no floating point (a double rounds `F_40·φ` up to `F_41`, inside POJ's range). **Cost.**
    //! O(1) per call. **Verified:** `lib/tests/wythoff.rs` (piles `<= 60` against
    //! `kit::GameSearch`, every Fibonacci `k`, the `u64` edges); `testdata/poj1067`.

    /// `F = floor(2^64/φ)`.
    pub const INV_PHI_2_64: u64 = 0x9e37_79b9_7f4a_7c15;

    /// Whether `m < k·φ`, for `k <= m <= k·φ + 1` and `k <= u64::MAX / 5 * 2` (so that the
    /// squares fit `u128`).
    fn below_k_phi(m: u64, k: u64) -> bool {
        if k < 1 << 30 {
            let d = 2 * m - k;
            d * d < 5 * k * k
        } else {
            let (m, k) = (m as u128, k as u128);
            (2 * m - k) * (2 * m - k) < 5 * k * k
        }
    }

    /// The `k`-th P-position `(a_k, b_k)`, or `None` if `b_k > u64::MAX`.
    /// # Example
    /// ```
    /// assert_eq!(grundy::wythoff::pair(102_334_155), Some((165_580_140, 267_914_295)));
    /// ```
    pub fn pair(k: u64) -> Option<(u64, u64)> {
        if k > u64::MAX / 5 * 2 {
            return None; // b_k > 2.6·k
        }
        let a = k + ((k as u128 * INV_PHI_2_64 as u128) >> 64) as u64;
        let a = if below_k_phi(a + 1, k) { a + 1 } else { a };
        a.checked_add(k).map(|b| (a, b))
    }

    /// Whether the player to move loses from piles `(a, b)` (any order, any `u64`).
    pub fn is_losing(a: u64, b: u64) -> bool {
        let (lo, hi) = (a.min(b), a.max(b));
        pair(hi - lo) == Some((lo, hi))
    }

    /// Whether the player to move wins from piles `(a, b)`.
    pub fn first_player_wins(a: u64, b: u64) -> bool {
        !is_losing(a, b)
    }

    /// The `w` such that `(v, w)` is a P-position, or `None` if it exceeds `u64::MAX`.
    /// With `f = floor(v/φ)`: if `v = a_j` then `jφ - 1 < v < jφ`, so `j = f + 1`; if
    /// `v = b_i` then `i = ceil(v/φ²) = v - f`. `f` is `e` or `e + 1` for
    /// `e = floor(v·F / 2^64)`, so four pairs hold `v`'s, and Beatty makes any match the one.
    pub fn partner(v: u64) -> Option<u64> {
        let e = ((v as u128 * INV_PHI_2_64 as u128) >> 64) as u64;
        let ks = [e + 1, e + 2, (v - e).saturating_sub(1), v - e];
        ks.iter().find_map(|&k| match pair(k) {
            Some((a, b)) if a == v => Some(b),
            Some((a, b)) if b == v => Some(a),
            _ => None,
        })
    }

    /// The Grundy values `g(a, b)` for `a, b <= n`, row by row: `g(a, b)` is the mex of the
    /// values before it in its row, its column and its diagonal, each kept as a bit set of
    /// the values so far (all `<= a + b`). O(n³ / 64) time, O(n²) memory: the caller bounds `n`.
    pub fn grundy_grid(n: usize) -> Vec<Vec<u64>> {
        let words = (2 * n + 1) / 64 + 1;
        // Bit sets of row a, column b, diagonal b − a + n.
        let mut sets = vec![0u64; (4 * n + 3) * words];
        let mut grid = vec![vec![0u64; n + 1]; n + 1];
        for (a, row) in grid.iter_mut().enumerate() {
            for (b, cell) in row.iter_mut().enumerate() {
                let at = [a, n + 1 + b, 2 * n + 2 + b + n - a].map(|i| i * words);
                let seen = |w: usize| at.iter().fold(0, |s, &i| s | sets[i + w]);
                let w = (0..words).find(|&w| seen(w) != !0).expect("a value <= a + b");
                let v = w * 64 + seen(w).trailing_ones() as usize;
                at.iter().for_each(|&i| sets[i + v / 64] |= 1 << (v % 64));
                *cell = v as u64;
            }
        }
        grid
    }

    /// Every move from `(a, b)` to a P-position, as the piles it leaves (in the input's
    /// order): at most one keeping `a` (lower `b` to `a`'s partner), one keeping `b`, and one
    /// diagonal (to the pair whose difference is `|a - b|`). Empty iff `(a, b)` is lost.
    /// # Example
    /// ```
    /// // Keep 5 and lower 6 to its partner 3, or take 4 from both.
    /// assert_eq!(grundy::wythoff::winning_moves(5, 6), [(5, 3), (1, 2)]);
    /// ```
    pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
        let keep_a = partner(a).filter(|&p| p < b).map(|p| (a, p));
        let keep_b = partner(b).filter(|&p| p < a).map(|p| (p, b));
        let (lo, t) = (a.min(b), pair(a.abs_diff(b)).map_or(u64::MAX, |p| p.0));
        let diagonal = (t < lo).then(|| (a - (lo - t), b - (lo - t)));
        keep_a.into_iter().chain(keep_b).chain(diagonal).collect()
    }
}

// ==== fibonacci_game ====

pub mod fibonacci_game {
    //! Fibonacci game on one pile. The first move takes any number but not all, each later one 1 to
    //! twice the last take; whoever takes the last stone wins.
    //!
    //! **Theorem (Whinihan).** The mover loses iff `n` is a Fibonacci number; else taking the
    //! smallest Zeckendorf term `F_j` wins: the next term is at least `F_{j+2} > 2·F_j`, and "the
    //! smallest term exceeds what the mover may take" is lost and restored after any answer.
    //! **Cost.** O(log n) (92 Fibonacci numbers fit a `u64`), exact for every `u64`. **Verified:**
    //! `lib/tests/fibonacci_game.rs` (`n < 200` against `kit::GameSearch`, every limit);
    //! `testdata/hdu2516`.

    /// The distinct Fibonacci numbers `1, 2, 3, 5, 8, …` up to the largest in a `u64`.
    pub const FIBONACCI: [u64; 92] = {
        let (mut f, mut i) = ([1u64; 92], 2); // a 93rd entry would overflow: a compile error
        f[1] = 2;
        while i < 92 {
            (f[i], i) = (f[i - 1] + f[i - 2], i + 1);
        }
        f
    };

    /// The largest Fibonacci number `<= n`, for `n >= 1`.
    fn largest_at_most(n: u64) -> u64 {
        FIBONACCI[FIBONACCI.partition_point(|&f| f <= n) - 1]
    }

    /// Whether `n` is one of `1, 2, 3, 5, 8, …`.
    pub fn is_fibonacci(n: u64) -> bool {
        FIBONACCI.binary_search(&n).is_ok()
    }

    /// The Zeckendorf representation of `n`, largest term first (empty for `n = 0`).
    pub fn zeckendorf(mut n: u64) -> Vec<u64> {
        let mut terms = Vec::new();
        while n > 0 {
            let f = largest_at_most(n);
            terms.push(f);
            n -= f;
        }
        terms
    }

    /// Whether the first player wins a pile of `n` (for `n <= 1` there is no first move).
    pub fn first_player_wins(n: u64) -> bool {
        n >= 2 && !is_fibonacci(n)
    }

    /// The smallest winning first take (the smallest Zeckendorf term of `n`), or `None` if
    /// the first player loses.
    pub fn winning_take(n: u64) -> Option<u64> {
        zeckendorf(n).pop().filter(|_| first_player_wins(n))
    }

    /// Every winning take from a pile of `n` when at most `limit` may be taken (`n − 1` on the
    /// first move), ascending. A take `t` wins iff `t = n` or `2t` is below the smallest Zeckendorf
    /// term of `n − t` (Whinihan, as above). Then `t` lies two Fibonacci numbers below that term,
    /// so the terms of `n` are those of `n − t` and of `t`: `t` is a sum of the smallest terms of
    /// `n`, at most 46 candidates. O(log n) time and memory; exact for every `u64`.
    pub fn winning_takes(n: u64, limit: u64) -> Vec<u64> {
        let (terms, mut take) = (zeckendorf(n), 0u64);
        let mut takes = Vec::new();
        for m in (0..terms.len()).rev() {
            take += terms[m];
            if take > limit {
                break;
            }
            let rest = m.checked_sub(1).map(|j| terms[j]); // the smallest term left
            if rest.map_or(true, |z| take.checked_mul(2).is_some_and(|t| t < z)) {
                takes.push(take);
            }
        }
        takes
    }
}

// ==== subtraction ==== uses: mex, period

pub mod subtraction {
    //! Subtraction games: a move removes `s ∈ S` stones from one pile; piles are a sum (xor).
    //!
    //! **Theorem.** `g(n) = mex { g(n − s) : s ∈ S, s <= n }`. With `|S| < 128` every value is
    //! below 128: options are or-ed one-hot masks (two words), a move `s >= 16` for 16 positions at
    //! once (vectorised); more moves go to [`super::mex::grundy_table`]. From `w = max S` on,
    //! `g(n)` is a function of the `w` values before it, so the first repeated window (Brent's
    //! cycle search on a rolling hash, the windows compared) gives the period, and the table copies
    //! it. **Closed forms:** `{1..=m}` is Bash; all numbers, Nim; the powers of two, `n mod 3` (no
    //! `2^i` is a multiple of 3, and 1 or 2 reach every smaller residue). **Cost.**
    //! [`grundy_table`]: O(len · k) up to the period, O(len) after; O(len + k) memory.
    //! **Verified:** `lib/tests/subtraction.rs` (up to 131 moves, against `kit::GameSearch`);
    //! `testdata/{hdu1848,hdu1847,hdu1536}`.

    /// The moves that are at most `largest`, sorted, without duplicates.
    fn playable(moves: &[u64], largest: u64) -> Vec<usize> {
        assert!(!moves.contains(&0), "subtraction: a move takes at least one stone");
        let mut set: Vec<usize> =
            moves.iter().filter(|&&s| s <= largest).map(|&s| s as usize).collect();
        set.sort_unstable();
        set.dedup();
        set
    }

    /// Grundy values `g(0), …, g(len - 1)` for the move set `moves` (any order, duplicates
    /// and moves larger than every pile allowed). Panics if a move is 0.
    /// # Example
    /// ```
    /// assert_eq!(grundy::subtraction::grundy_table(&[5, 2], 7), [0, 0, 1, 1, 0, 2, 1]);
    /// ```
    pub fn grundy_table(moves: &[u64], len: usize) -> Vec<u64> {
        let set = playable(moves, len as u64);
        if set.len() >= 128 {
            return super::mex::grundy_table(len, |i, out| {
                out.extend(set.iter().take_while(|&&s| s <= i).map(|&s| i - s))
            });
        }
        let w = set.last().map_or(0, |&s| s);
        // Rolling hash of the window g(n - w..n) (base B, mod 2^64), to spot repeats.
        const B: u64 = 0x9e37_79b9_7f4a_7c15;
        let b_w = (0..w).fold(1u64, |p, _| p.wrapping_mul(B));
        // Brent's cycle search: the window ending at `mark` (hash `mark_hash`) is compared
        // with each later one until `lim` windows have passed; then the mark moves there.
        let (mut hash, mut mark, mut mark_hash, mut lim) = (0u64, w, 0u64, 1);
        // One-hot values: low[i] = 1 << g(i) if g(i) < 64, else high[i] = 1 << (g(i) - 64);
        // `high` is kept from the first value of 64 on. `low` becomes the table. `p`: the
        // period, once it shows.
        let (mut low, mut high, mut p) = (Vec::with_capacity(len), Vec::new(), 0);
        // Gather: the values at i - s are or-ed. In a group of G positions, each move
        // `G <= s <= i` (`set[full]`) reaches back before the group from all of them, so it
        // is or-ed into the G positions at once (this vectorises); the rest, one at a time.
        const G: usize = 16;
        let short = set.partition_point(|&s| s < G);
        let (mut playable, mut full, mut group) = (0, 0..0, [0u64; G]);
        while low.len() < len {
            let (i, wide) = (low.len(), !high.is_empty());
            while playable < set.len() && set[playable] <= i {
                playable += 1;
            }
            if i % G == 0 {
                full = short..playable.max(short);
                group = [0; G];
                for &s in &set[full.clone()] {
                    let mut from = [0; G];
                    from.copy_from_slice(&low[i - s..i - s + G]);
                    for (a, x) in group.iter_mut().zip(from) {
                        *a |= x;
                    }
                }
            }
            // The playable moves not in `full`: those below G and those that became playable.
            let rest = set[..full.start.min(playable)].iter();
            let rest = rest.chain(&set[full.end.min(playable)..playable]);
            let reach = rest.fold(group[i % G], |r, &s| r | low[i - s]);
            let reach_high = set[..playable].iter().filter(|_| wide);
            let reach_high = reach_high.fold(0u64, |r, &s| r | high[i - s]);
            let v = if reach != !0 {
                (!reach).trailing_zeros() as usize
            } else {
                64 + (!reach_high).trailing_zeros() as usize
            };
            low.push(if v < 64 { 1 << v } else { 0 });
            if v >= 64 || wide {
                high.resize(i, 0);
                high.push(if v >= 64 { 1 << (v - 64) } else { 0 });
            }
            hash = hash.wrapping_mul(B).wrapping_add(v as u64);
            if i >= w {
                hash = hash.wrapping_sub(value(&low, &high, i - w).wrapping_mul(b_w));
            }
            let n = i + 1; // the window g(n - w..n) is complete from n = w on
            let same = |a: usize, b: usize| {
                low[a - w..a] == low[b - w..b] && high.get(a - w..a) == high.get(b - w..b)
            };
            if n == w {
                mark_hash = hash;
            } else if n > w && hash == mark_hash && same(mark, n) {
                // Equal windows: g(n + t) = g(mark + t) for every t, by induction on t.
                p = n - mark;
                break;
            } else if n > w && n - mark == lim {
                (mark, mark_hash, lim) = (n, hash, lim * 2);
            }
        }
        for j in 0..low.len() {
            low[j] = value(&low, &high, j);
        }
        while low.len() < len {
            let from = low.len() - p;
            low.extend_from_within(from..from + p.min(len - low.len()));
        }
        low
    }

    /// g(j), from its one-hot words in `grundy_table`.
    fn value(low: &[u64], high: &[u64], j: usize) -> u64 {
        u64::from(match low[j] {
            0 => 64 + high[j].trailing_zeros(),
            w => w.trailing_zeros(),
        })
    }

    /// Where the values `g` (of the game with move set `moves`, from position 0) become
    /// periodic: certified if that shows within `g` (`w = max S` values fix the next, so `w`
    /// equalities `g(x + p) = g(x)` in a row prove `p` for the whole game), the smallest `p`
    /// and then the smallest pre-period ([`super::period::find`]). O(len) time and memory.
    pub fn period(moves: &[u64], g: &[u64]) -> super::period::Period {
        let w = moves.iter().copied().max().unwrap_or(0) as usize;
        super::period::find(g, super::period::Certificate::Window(w))
    }

    /// The Grundy value `n mod 3` of a pile from which any power of two may be taken.
    pub fn powers_of_two_grundy(n: u64) -> u64 {
        n % 3
    }
}

// ==== anti_sg ====

pub mod anti_sg {
    //! Anti-SG: who wins a sum under misère play (the last mover loses).
    //!
    //! **Theorem (SJ; Jia Zhihao, 2009).** If the sum ends exactly when every value is 0 (as when a
    //! component of value 0 has no move), the mover wins iff the xor is not 0 and some value is `>
    //! 1`, or the xor is 0 and none is: these positions hold the ends, each has a move out of the
    //! set, and every move from outside lands in it. **Trees (HDU 3590).** The components of misère
    //! Hackenbush on rooted trees are the root branches (`g(c) + 1 >= 1`), not whole trees (two
    //! stalks of two at one root: lost, yet worth 0). **Cost.** O(1). **Verified:**
    //! `lib/tests/anti_sg.rs` (misère `kit::GameSearch` on Nim sums, forests of `<= 7` vertices);
    //! `testdata/{hdu1907,hdu3590}`.

    /// Whether the player to move wins an Anti-SG sum whose components' values xor to
    /// `sg_xor`, given whether some value is `> 1` (see the header for the condition).
    /// # Example
    /// ```
    /// assert!(grundy::anti_sg::first_player_wins(0, false)); // an even number of 1s
    /// ```
    pub fn first_player_wins(sg_xor: u64, some_value_above_one: bool) -> bool {
        (sg_xor != 0) == some_value_above_one
    }
}

// ==== multi_sg ====

pub mod multi_sg {
    //! Multi-SG: games where a move may split a component into several; Lasker's Nim.
    //!
    //! **Theorem.** A split leaves a sum, worth the xor of its pieces: `g(x) = mex { xor of
    //! g(pieces) : x → pieces }`. **Lasker's Nim** (take any, or split a heap in
    //! two): `g(x) = x − 1, x, x, x + 1` for `x ≡ 0, 1, 2, 3 (mod 4)`, `x > 0`. By induction: a
    //! split's value has a residue other than `g(x)`'s; takes reach `0..x` but with `x` for `x − 1`
    //! at `x ≡ 0`; at `x ≡ 3` the split `1 + (x − 1)` is worth `x`. `g(u64::MAX) = 2^64`: values
    //! are `u128`. **Cost.** [`lasker_grundy`]: O(1); [`cutting_table`]: O(n^3).
    //! **Verified:** `lib/tests/multi_sg.rs` (the theorem's table against `kit::GameSearch` on
    //! splitting games; every multiset of heaps of total `<= 11`); `testdata/{hdu3032,poj2311}`.

    /// The Grundy value of one heap of `x` in Lasker's Nim.
    /// # Example
    /// ```
    /// let g: Vec<u128> = (0..9).map(grundy::multi_sg::lasker_grundy).collect();
    /// assert_eq!(g, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
    /// ```
    pub fn lasker_grundy(x: u64) -> u128 {
        g(x.into())
    }

    /// Lasker's `g` on `u128`: it swaps `4k + 3` and `4k + 4`.
    fn g(x: u128) -> u128 {
        match x % 4 {
            0 if x == 0 => 0,
            0 => x - 1,
            3 => x + 1,
            _ => x,
        }
    }

    /// The moves of one Lasker heap of `h` to value `target`, as the heaps they leave (`[]`,
    /// `[t]`, or a split `[a, b]`, `a <= b`): pushes up to `room` of them into `out` (the take
    /// first, then splits by `a`) and returns how many there are. `g` is its own inverse, so
    /// the take leaves `g(target)`. A split into values `u = g(a)`, `v = g(b)` has `u ^ v =
    /// target` and `u + v = σ` in `h − 2 ..= h + 2`, so `u & v = c = (σ − target) / 2`, `u = c |
    /// x`, `v = c | (target ^ x)` for `x ⊆ target`; `g(u) + g(v) = h` depends on `σ` and `x & 3`
    /// only, so each class `(σ, x & 3)` holds all of its splits or none (less those with a 0).
    /// O(1) to count, O(room) more to list; exact for every `u64`.
    pub fn lasker_options(h: u64, target: u128, room: usize, out: &mut Vec<Vec<u64>>) -> u128 {
        let e = |x: u128| [-1i128, 0, 0, 1][(x % 4) as usize]; // g(x) − x for x > 0
        let (take, hh, t) = (g(target), u128::from(h), target);
        let count = u128::from(take < hh);
        if take < hh && out.len() < room {
            out.push(if take == 0 { vec![] } else { vec![take as u64] });
        }
        let (high, mut ordered, mut listed) = (t & !3, 0u128, Vec::new());
        for sigma in hh.saturating_sub(2)..=hh + 2 {
            let c = (sigma.wrapping_sub(t)) / 2;
            if sigma < t || (sigma - t) % 2 != 0 || c & t != 0 {
                continue;
            }
            for low in (0..4u128).filter(|&low| low & !t == 0) {
                let (u, v) = (c | low, c | (t & 3 ^ low));
                if sigma as i128 + e(u) + e(v) != hh as i128 {
                    continue;
                }
                let zero =
                    u128::from(c == 0 && low == 0) + u128::from(c == 0 && low == t & 3 && t != 0);
                let class = (1u128 << high.count_ones()) - zero;
                ordered += class * if t == 0 { 2 } else { 1 };
                // The class's splits by increasing u, so increasing a = g(u): its `room` first.
                let (mut y, mut here) = (0u128, 0); // x = low | y for y ⊆ high
                while here < room {
                    let (u, v) = (c | low | y, c | (t ^ low ^ y));
                    if u > 0 && v > 0 && g(u) > g(v) {
                        break;
                    } else if u > 0 && v > 0 {
                        listed.push(vec![g(u) as u64, g(v) as u64]);
                        here += 1;
                    }
                    if y == high {
                        break;
                    }
                    y = ((y | !high) + 1) & high;
                }
            }
        }
        listed.sort_unstable();
        listed.dedup();
        out.extend(listed.into_iter().take(room.saturating_sub(out.len())));
        count + ordered / 2
    }

    /// The Cutting Game (POJ 2311): a move cuts a sheet in two along a grid line; whoever cuts
    /// out a 1×1 wins. A cut leaving a strip hands the opponent that win, so it is never made
    /// while another is possible: `g(w, h) = mex` of `g(i, h) ⊕ g(w − i, h)`, `2 <= i <= w − 2`,
    /// and likewise by rows (2×2, 2×3, 3×2 are terminal); at `[w * (n + 1) + h]` for `w, h <= n`
    /// (0 for a strip). `old`, the table up to a side `<= n` (or empty), is copied, not redone.
    /// Panics if a value reaches 64 (the largest up to `n = 200` is 9).
    /// O(n^3) time (O(n^3 − m^3) after a table of side `m`), O(n^2) memory.
    pub fn cutting_table(old: &[u8], n: usize) -> Vec<u8> {
        let m = (0..=old.len()).find(|m| m * m >= old.len()).unwrap_or(0); // old's n + 1
        let (s, mut g) = (n + 1, vec![0u8; (n + 1) * (n + 1)]);
        let mut rev = g.clone(); // rows reversed: g(r, k − i) = rev[r * s + n − k + i]
        for w in 0..m * m {
            (g[w / m * s + w % m], rev[w / m * s + n - w % m]) = (old[w], old[w]);
        }
        // g(w, h) = g(h, w): rows h <= w only, mirrored, so both cuts read rows w and h.
        for w in m.max(2)..s {
            for h in 2..=w {
                let mut seen = 0u64; // bit v: some option is worth v (each value is below 64)
                for (r, k) in [(h, w), (w, h)] {
                    let (row, back) = (&g[r * s..r * s + k / 2 + 1], &rev[r * s + n - k..]);
                    for (a, b) in row[2..].iter().zip(&back[2..]) {
                        seen |= 1u64.rotate_left((a ^ b).into());
                    }
                }
                let v = seen.trailing_ones() as u8;
                assert!(v < 64, "cutting_table: a value over 63");
                (g[w * s + h], g[h * s + w]) = (v, v);
                (rev[w * s + n - h], rev[h * s + n - w]) = (v, v);
            }
        }
        g
    }

    /// The Cutting Game's moves from a `w × h` sheet (no strip of width 1 left): the two
    /// sheets `[w1, h1, w2, h2]`, columns first.
    pub fn cuts(w: u64, h: u64) -> impl Iterator<Item = [u64; 4]> {
        let columns = (2..=w / 2).map(move |i| [i, h, w - i, h]);
        columns.chain((2..=h / 2).map(move |j| [w, j, w, h - j]))
    }
}

// ==== every_sg ====

pub mod every_sg {
    //! Every-SG: every turn the mover moves in every component not yet over.
    //!
    //! Who cannot move loses. **Theorem.** A component's winner stretches it, its loser cuts it
    //! short: steps are 0 at the end; `1 +` the largest steps of a move to a lost position if won,
    //! else `1 +` the smallest. The first player wins iff the largest steps are odd (won positions
    //! have odd steps). **Euclid game** (subtract a positive multiple of `b` from `a >= b`; over at
    //! a 0 pile). With `a = q·b + r`, `(r + j·b, b)` moves to the `j` below it, and `(b, r)` is the
    //! next step: each quotient adds 1 step, or 2 if `q >= 2` and the steps below are odd; composed
    //! top down along the quotients, no recursion. **Cost.** [`euclid_game`]: ≤ 92 divisions
    //! (Lamé); [`euclid_table`]: O(n²), no division. **Verified:** `lib/tests/every_sg.rs` (sums of
    //! 3 against `kit::GameSearch`); `testdata/hdu3595`.

    /// Outcome and steps of one component game.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Steps {
        /// Whether the player to move wins this component alone.
        pub wins: bool,
        /// How long the component lasts when its winner stretches it and its loser cuts it
        /// short (0 for a game that is over).
        pub steps: u64,
    }

    /// Whether the first player wins the Every-SG sum of components with these steps: iff the
    /// largest is odd (with none, or all over, the first player cannot move).
    pub fn first_player_wins<I: IntoIterator<Item = u64>>(steps: I) -> bool {
        steps.into_iter().max().unwrap_or(0) % 2 == 1
    }

    /// Outcome and steps of the Euclid game `(a, b)` (piles in any order).
    /// # Example
    /// ```
    /// use grundy::every_sg::{euclid_game, Steps};
    /// assert_eq!(euclid_game(3, 2), Steps { wins: false, steps: 2 });
    /// ```
    pub fn euclid_game(a: u64, b: u64) -> Steps {
        // Euclid gives the quotients top first, the rule runs bottom up: keep the rule
        // composed so far, "the steps at the top are the steps s just below the quotients
        // seen, plus add_if_lost (s even) or add_if_won (s odd)".
        let (mut add_if_lost, mut add_if_won) = (0u64, 0u64);
        let (mut big, mut small) = (a.max(b), a.min(b));
        while small > 0 {
            let q_is_one = big - small < small;
            let won = [add_if_won + 2, add_if_lost + 1][q_is_one as usize];
            (add_if_lost, add_if_won) = (add_if_won + 1, won);
            (big, small) = (small, big % small);
        }
        // At the bottom the game is over: 0 steps, even.
        Steps { wins: add_if_lost % 2 == 1, steps: add_if_lost }
    }

    /// The steps of every Euclid game `(a, b)` with piles `<= n`, at `a.min(b) * (n + 1) +
    /// a.max(b)`: row `b` holds `(a, b)` for `a >= b`, whose child `(b, a mod b)` sits in an
    /// earlier row, and `a mod b` is stepped, not divided. O(n^2) time, `(n + 1)^2` bytes.
    pub fn euclid_table(n: usize) -> Vec<u8> {
        let mut steps = vec![0u8; (n + 1) * (n + 1)];
        for b in 1..=n {
            let mut r = 0; // a mod b, for a = b, b + 1, …
            for a in b..=n {
                let below = steps[r * (n + 1) + b];
                steps[b * (n + 1) + a] = below + 1 + (a >= 2 * b && below % 2 == 1) as u8;
                r = if r + 1 == b { 0 } else { r + 1 };
            }
        }
        steps
    }
}

// ==== nim_product ====

pub mod nim_product {
    //! Nim multiplication: with xor, it makes `0..2^64` the field GF(2^64).
    //!
    //! **Definition.** `a ⊗ b = mex { (a'⊗b) ⊕ (a⊗b') ⊕ (a'⊗b') : a' < a, b' < b }`, the value of
    //! coins `a`, `b` in 2-D coin turning. **Theorem (Conway).** Below each `F = 2^(2^k)` the
    //! nimbers are a field, `x ⊗ F = x·F` for `x < F` and `F ⊗ F = F ⊕ F/2`; so with halves `a =
    //! a1·h ⊕ a0`, `a ⊗ b = (a0b0 ⊕ (a1b1 ⊗ h/2)) ⊕ h·(a0b0 ⊕ (a0 ⊕ a1)(b0 ⊕ b1))` ([`product`]).
    //! **[`Field`].** 258 generates GF(2^16)*: a 16-bit product is three lookups in `log`/`exp`
    //! tables, and two Karatsuba levels make a 64-bit product of nine; `log(0)` is so large that
    //! any sum holding it lands in zeros. **Cost.** [`Field::default`]: 1.5 MB; [`Field::mul`]: 31
    //! lookups, 3 in GF(2^16). **Verified:** `lib/tests/nim_product.rs` (the mex definition below
    //! 64, field laws, all of GF(2^16) against [`product`]); `testdata/{nim_product_64,hdu3404}`.

    const Q: usize = 65_535;
    /// The logarithm of 0: a sum of two logarithms and two `log(2^15)` with it lands in zeros.
    const ZERO: u32 = 4 * Q as u32;

    /// The nim product of `a` and `b` below `2^bits` (`bits` a power of two, at most 64), by
    /// the halving formula of the header.
    pub fn product(a: u64, b: u64, bits: u32) -> u64 {
        if bits == 1 {
            return a & b;
        }
        let (l, m) = (bits / 2, u64::MAX >> (64 - bits / 2));
        let (a0, a1, b0, b1) = (a & m, a >> l, b & m, b >> l);
        let low = product(a0, b0, l);
        let high = product(a0 ^ a1, b0 ^ b1, l) ^ low;
        low ^ product(product(a1, b1, l), 1 << (l - 1), l) | high << l
    }

    /// Log and exp tables of GF(2^16), for fast 64-bit products.
    pub struct Field {
        log: Vec<u32>,
        exp: Vec<u16>,
        /// `log(2^15)`.
        half: usize,
    }

    impl Default for Field {
        /// The tables: `exp[i] = 258^i` (cyclic up to `ZERO`, then 0), `log` its inverse.
        fn default() -> Field {
            // x ⊗ 258 is linear in x: the images of the 16 bits, combined a byte at a time.
            let bit: Vec<u64> = (0..16).map(|i| product(1 << i, 258, 16)).collect();
            let mut times = vec![[0u64; 2]; 256];
            for x in 1..256 {
                let (rest, i) = (times[x & (x - 1)], x.trailing_zeros() as usize);
                times[x] = [rest[0] ^ bit[i], rest[1] ^ bit[8 + i]];
            }
            let (mut log, mut exp) = (vec![ZERO; Q + 1], vec![0u16; 2 * ZERO as usize + 2 * Q]);
            let mut x = 1u64;
            for (i, e) in exp[..Q].iter_mut().enumerate() {
                (*e, log[x as usize]) = (x as u16, i as u32);
                x = times[x as usize & 255][0] ^ times[x as usize >> 8][1];
            }
            for k in 1..4 {
                exp.copy_within(..Q, k * Q);
            }
            let half = log[1 << 15] as usize;
            Field { log, exp, half }
        }
    }

    impl Field {
        /// The 16-bit product of the nimbers with logarithms `la` and `lb`, times
        /// `(2^15)^k` for the `k` in `k_half = k · log(2^15)`.
        #[inline(always)]
        fn at(&self, la: u32, lb: u32, k_half: usize) -> u64 {
            self.exp[la as usize + lb as usize + k_half] as u64
        }

        /// `a ⊗ b` for any `u64`s.
        /// # Example
        /// ```
        /// let f = grundy::nim_product::Field::default();
        /// assert_eq!((f.mul(2, 2), f.mul(4, 4), f.mul(1 << 32, 1 << 32)), (3, 6, 3 << 31));
        /// ```
        #[inline]
        pub fn mul(&self, a: u64, b: u64) -> u64 {
            if (a | b) >> 16 == 0 {
                return self.at(self.log[a as usize], self.log[b as usize], 0); // in GF(2^16)
            }
            // The nine 16-bit factors of each side: quarters, and xors of quarters and halves.
            let logs = |x: u64| {
                let (h, q) = (x ^ x >> 32, x ^ x >> 16);
                let o = h ^ h >> 16;
                let y = [x, x >> 16, x >> 32, x >> 48, q, q >> 32, h, h >> 16, o];
                y.map(|y| self.log[y as usize & 0xffff])
            };
            let (a, b, h) = (logs(a), logs(b), self.half);
            // The 32-bit products x ⊗ y from the logs of x0, x1, x0 ⊕ x1 and of y's.
            let mul32 = |i: usize, j: usize, k: usize| {
                let low = self.at(a[i], b[i], 0);
                low ^ self.at(a[j], b[j], h) | (low ^ self.at(a[k], b[k], 0)) << 16
            };
            let (low, top, mid) = (mul32(0, 1, 4), mul32(2, 3, 5), mul32(6, 7, 8));
            // top ⊗ 2^31 = ((t0 ⊕ t1) ⊗ 2^15)·2^16 ⊕ (t1 ⊗ 2^30), with log(1) = 0.
            let t1 = self.log[top as usize >> 16];
            let t01 = self.log[(top ^ top >> 16) as usize & 0xffff];
            let top = self.at(t1, 0, 2 * h) | self.at(t01, 0, h) << 16;
            low ^ top | (low ^ mid) << 32
        }
    }
}

// ==== coin_turning ==== uses: nim_product

pub mod coin_turning {
    //! Coin turning games: the value of a row of coins, some heads up.
    //!
    //! A move turns coins in an allowed pattern whose rightmost goes from heads to tails.
    //! **Theorem.** A position is the sum of its heads coins (turning a heads coin adds a second
    //! copy: `G + G = 0`). **Tartan.** On a grid where moves are products of moves of `A` and `B`,
    //! coin `(x, y)` is worth `g_A(x) ⊗ g_B(y)` ([`super::nim_product`]). **Mock Turtles** (turn 1
    //! to 3 coins, from 0): coin `n` is worth `2n + [popcount(n) even]`. **Cost.** O(1) per coin;
    //! [`Row`]: O(k) for distinct hashes, O(k log k) at worst. **Verified:**
    //! `lib/tests/coin_turning.rs` (rows of 10 coins against `kit::GameSearch`, [`Row`] against
    //! sort and dedup, HDU 3404 boards against `x ⊗ y`); `testdata/{hdu3537,hdu3404}`.

    /// The Grundy value of Mock Turtles with only coin `n` heads up: `2n + [popcount(n) even]`.
    pub fn mock_turtles_grundy(n: u64) -> u128 {
        2 * n as u128 + (n.count_ones() % 2 == 0) as u128
    }

    /// A row's distinct heads positions, given one at a time (a grid's `(x, y)` as `x << 64 |
    /// y`): a bit per 16-bit hash says "maybe listed", and only then is the list searched while
    /// it holds at most 1024; a longer list is sorted once, in [`Row::grundy`], to drop repeats.
    /// O(k) for k positions of distinct hashes, O(k log k) at worst; 8 KiB of bits.
    #[derive(Clone, Debug, Default)]
    pub struct Row<T> {
        heads: Vec<T>,
        maybe: Vec<u64>,
    }

    /// The word and the bit of a position's hash: its low 16 bits, with the high half's times
    /// 2^64 / golden ratio (odd: a bijection on 16 bits) xored in.
    fn slot(h: u128) -> (usize, u64) {
        let x = h as u64 ^ ((h >> 64) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        ((x as u16 >> 6) as usize, 1 << (x & 63))
    }

    impl<T: Copy + Ord + Into<u128>> Row<T> {
        /// Empties the row (clearing only the bits its heads set).
        pub fn clear(&mut self) {
            for h in self.heads.drain(..) {
                self.maybe[slot(h.into()).0] = 0;
            }
        }

        /// Adds heads position `h` unless it is listed already.
        #[inline]
        pub fn insert(&mut self, h: T) {
            let (word, bit) = slot(h.into());
            self.maybe.resize(1 << 10, 0);
            if self.maybe[word] & bit == 0 || self.heads.len() > 1024 || !self.heads.contains(&h) {
                self.maybe[word] |= bit;
                self.heads.push(h);
            }
        }

        /// The Grundy value: the xor of `coin_grundy` over the distinct heads positions.
        pub fn grundy<F: Fn(T) -> u128>(&mut self, coin_grundy: F) -> u128 {
            if self.heads.len() > 1025 {
                self.heads.sort_unstable();
                self.heads.dedup();
            }
            self.heads.iter().fold(0, |v, &h| v ^ coin_grundy(h))
        }
    }

    /// The moves of HDU 3404's lights (a lit `(x, y)`, coordinates below `2^16`, switched
    /// with the other corners of `(a, b)–(x, y)`, `0 < a < x`, or `a = 0` for the column of
    /// `x` alone, likewise `b`) that change the value by `d`: `(light, a, b)`. The change is
    /// `(x ⊕ a) ⊗ (y ⊕ b)`, so for each `a` only `b = y ⊕ (d ⊘ (x ⊕ a))` can, if below `y`;
    /// `1 ⊘ u = u^(2^16 − 2)` in GF(2^16). O(Σx · 30) products.
    pub fn lights_moves_by(
        f: &super::nim_product::Field, lights: &[[u64; 2]], d: u64,
    ) -> Vec<([u64; 2], u64, u64)> {
        let inverse = |u: u64| {
            let (mut r, mut p) = (1, u);
            for _ in 1..16 {
                p = f.mul(p, p);
                r = f.mul(r, p);
            }
            r
        };
        let mut out = Vec::new();
        for &[x, y] in lights {
            let b = |a: u64| y ^ f.mul(d, inverse(x ^ a));
            out.extend((0..x).map(|a| ([x, y], a, b(a))).filter(|m| m.2 < y));
        }
        out
    }
}

// ==== graph ==== uses: io

pub mod graph {
    //! Graph plumbing for the graph games: leaf peeling, edges read from input, disjoint sets.
    //!
    //! **Leaf peeling** ([`Peeler`]). Per vertex only its degree and the xor of its neighbours,
    //! which for a leaf is its one neighbour; leaves are peeled from a FIFO queue (pinned vertices
    //! never), so each vertex comes after its children and names its parent, without recursion or
    //! adjacency lists. A cycle never becomes a leaf: the edges are a forest iff all are peeled
    //! (else [`cycle_error`] replays them through disjoint sets). Peelings [`prefetch`] records
    //! ahead. **Cost.** Peeling: O(n), 12 bytes per vertex and its datum; [`DisjointSets`]: O(log
    //! n) amortised. **Verified:** `lib/tests/graph.rs`, and every graph game's tests.

    use super::io::{InputError, Scanner};
    use std::io::Read;

    /// "No vertex" in the `u32` arrays of the graph sections.
    pub const NONE: u32 = u32::MAX;
    /// Added to the degree of a pinned vertex, so that it never becomes a leaf.
    const PINNED: u32 = 1 << 31;

    /// Asks the CPU to bring `item` into the cache (x86-64; elsewhere nothing).
    #[allow(unused_unsafe)] // the intrinsic is safe in newer Rust
    pub fn prefetch<T>(item: Option<&T>) {
        #[cfg(target_arch = "x86_64")]
        if let Some(item) = item {
            // SAFETY: a prefetch changes nothing but the cache; the address is valid.
            unsafe {
                use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
                _mm_prefetch(item as *const T as *const i8, _MM_HINT_T0)
            }
        }
    }

    /// Prefetches for a peeling at `at` in `queue` the records 16 on, and the `up` of 8 on,
    /// if there are over 2^14 (fewer stay in cache).
    pub fn prefetch_ahead<T>(records: &[T], queue: &[u32], at: usize, up: impl Fn(&T) -> usize) {
        let far = records.len() > 1 << 14;
        let ahead = |k| records.get(*queue.get(at + k).filter(|_| far)? as usize);
        prefetch(ahead(16));
        prefetch(ahead(8).and_then(|r| records.get(up(r))));
    }

    /// A vertex of a [`Peeler`]: its unpeeled edges, the xor of their other ends, a datum.
    #[derive(Clone, Copy, Default)]
    struct PeelVertex<T> {
        degree: u32,
        others: u32,
        data: T,
    }

    /// Leaf peeling of a multigraph on `0..n` (see the section header), carrying a datum
    /// of type `T` per vertex; reuse one, [`Peeler::clear`] keeps the memory.
    #[derive(Default)]
    pub struct Peeler<T> {
        vertices: Vec<PeelVertex<T>>,
        /// The leaves, in the order they are peeled.
        queue: Vec<u32>,
    }

    impl<T: Copy + Default> Peeler<T> {
        /// Removes every vertex, keeping the memory.
        pub fn clear(&mut self) {
            self.vertices.clear();
        }

        /// Vertex `v`, added (with all below it) if missing.
        #[inline]
        fn vertex(&mut self, v: usize) -> &mut PeelVertex<T> {
            let n = self.vertices.len().max(v + 1);
            self.vertices.resize(n, PeelVertex::default());
            &mut self.vertices[v]
        }

        /// The datum of `v` (added if missing).
        pub fn data(&mut self, v: usize) -> &mut T {
            &mut self.vertex(v).data
        }

        /// Adds the edge `a–b` (vertices `< 2^31`, added as needed).
        #[inline]
        pub fn add_edge(&mut self, a: usize, b: usize) {
            assert!(a.max(b) < PINNED as usize, "Peeler: vertex too large");
            self.vertex(a.max(b));
            for (v, w) in [(a, b), (b, a)] {
                let vertex = &mut self.vertices[v];
                (vertex.degree, vertex.others) = (vertex.degree + 1, vertex.others ^ w as u32);
            }
        }

        /// [`Peeler::add_edge`] for each of `edges`, the records grown once (to vertex 0 at least).
        pub fn add_edges(&mut self, edges: &[(u32, u32)]) {
            let top = edges.iter().fold(0, |t, &(a, b)| t.max(a).max(b));
            assert!(top < PINNED, "Peeler: vertex too large");
            self.vertex(top as usize);
            for &(a, b) in edges {
                for (v, w) in [(a, b), (b, a)] {
                    let r = &mut self.vertices[v as usize];
                    (r.degree, r.others) = (r.degree + 1, r.others ^ w);
                }
            }
        }

        /// Makes `v` a root: it is never peeled.
        pub fn pin(&mut self, v: usize) {
            self.vertex(v).degree |= PINNED;
        }

        /// Peels leaves until none is left; returns the number of edges peeled (all of them
        /// exactly when there is no cycle). Each peeled vertex is visited after its children,
        /// as `visit(v, &mut datum of v, Some((parent, &mut datum of parent)))`; the last
        /// vertex of a tree with nothing pinned as `visit(v, &mut datum, None)`; pinned ones
        /// not at all. Clear before reuse. O(n) for `n` vertices.
        pub fn peel<F>(&mut self, mut visit: F) -> usize
        where
            F: FnMut(usize, &mut T, Option<(usize, &mut T)>),
        {
            let (vertices, queue) = (&mut self.vertices[..], &mut self.queue);
            let (mut head, mut tail, mut peeled) = (0, 0, 0);
            // Each vertex queued once at most, without a branch (a tree's leaves are erratic).
            queue.resize(vertices.len() + 1, 0);
            for (v, r) in vertices.iter().enumerate() {
                (queue[tail], tail) = (v as u32, tail + (r.degree == 1) as usize);
            }
            while head < tail {
                prefetch_ahead(vertices, &queue[..tail], head, |w| w.others as usize);
                let (v, mut leaf) = (queue[head] as usize, vertices[queue[head] as usize]);
                head += 1;
                let p = leaf.others as usize;
                if leaf.degree == 0 {
                    visit(v, &mut vertices[v].data, None);
                    continue;
                }
                let parent = &mut vertices[p];
                (parent.degree, parent.others) = (parent.degree - 1, parent.others ^ v as u32);
                visit(v, &mut leaf.data, Some((p, &mut parent.data)));
                (queue[tail], tail) = (p as u32, tail + (parent.degree == 1) as usize);
                (vertices[v].data, peeled) = (leaf.data, peeled + 1);
            }
            queue.truncate(tail);
            peeled
        }

        /// The vertex that `v` was peeled into.
        pub fn peeled_into(&self, v: usize) -> usize {
            self.vertices[v].others as usize
        }

        /// After [`Peeler::peel`], visits its peeled vertices again in its order, as
        /// `visit(v, datum of v, &mut datum of its parent)`.
        pub fn replay(&mut self, mut visit: impl FnMut(usize, T, &mut T)) {
            for i in 0..self.queue.len() {
                let v = self.queue[i] as usize;
                prefetch_ahead(&self.vertices, &self.queue, i, |w| w.others as usize);
                let r = self.vertices[v];
                if r.degree == 1 {
                    visit(v, r.data, &mut self.vertices[r.others as usize].data);
                }
            }
        }
    }

    /// The nodes of the forest `parent` (`None` at a root), each after its parent. O(n).
    pub fn top_down(parent: &[Option<usize>]) -> Vec<usize> {
        let (mut order, mut seen, mut path) = (Vec::new(), vec![false; parent.len()], Vec::new());
        for mut v in 0..parent.len() {
            while !std::mem::replace(&mut seen[v], true) {
                path.push(v);
                let Some(p) = parent[v] else { break };
                v = p;
            }
            order.extend(path.drain(..).rev());
        }
        order
    }

    /// Reads `m` edges `a b` on the vertices `1..=n`, none a self-loop, handing each to `add`.
    /// Errors at the offending token: the end of input, a vertex outside `1..=n`, a self-loop.
    pub fn read_edges<R: Read>(
        sc: &mut Scanner<R>, n: usize, m: usize, mut add: impl FnMut(usize, usize),
    ) -> Result<(), InputError> {
        for _ in 0..m {
            let what = "an end of an edge, a vertex";
            let (a, b) = (sc.usize_in(1, n, what)?, sc.usize_in(1, n, what)?);
            if a == b {
                return Err(sc.error_at_last(format!("a vertex other than {a} (no self-loops)")));
            }
            add(a, b);
        }
        Ok(())
    }

    /// The labels met by `edges`, sorted, if they are sparse (the largest over `2m + 64` for
    /// `m` edges): their ranks then stand for them, so memory follows the edges. Else none.
    pub fn sparse_labels(edges: &[(u32, u32)]) -> Vec<u32> {
        let top = edges.iter().map(|&(a, b)| a.max(b) as usize + 1).max();
        let mut keys = Vec::new();
        if top.unwrap_or(0) > 2 * edges.len() + 64 {
            keys.extend(edges.iter().flat_map(|&(a, b)| [a, b]));
            keys.sort_unstable();
            keys.dedup();
        }
        keys
    }

    /// The error for edges with a cycle, at the last token read. It names the first edge whose ends
    /// the earlier edges join, found by disjoint sets with path halving in O(m log m); `label`
    /// turns the stored vertices back into labels. Panics if the edges have no cycle.
    pub fn cycle_error<R: Read>(
        sc: &Scanner<R>, edges: &[(u32, u32)], shape: &str, label: impl Fn(u32) -> usize,
    ) -> InputError {
        let n = edges.iter().map(|&(a, b)| a.max(b) as usize + 1).max();
        let mut sets = DisjointSets::new(n.unwrap_or(0));
        let i = edges.iter().position(|&(a, b)| !sets.union(a, b));
        let i = i.expect("cycle_error: no cycle");
        let (a, b, at) = (label(edges[i].0), label(edges[i].1), i + 1);
        sc.error_at_last(format!("{shape}, but edge {at} ({a} {b}) closes a cycle"))
    }

    /// Disjoint sets on `0..n` (a root links to itself), for finding cycles and forests.
    #[derive(Clone, Debug, Default)]
    pub struct DisjointSets(Vec<u32>);

    impl DisjointSets {
        /// `n` singletons (`n <= 2^32`).
        pub fn new(n: usize) -> Self {
            DisjointSets((0..n as u32).collect())
        }

        /// The representative of `x`'s set (path halving).
        pub fn root(&mut self, mut x: u32) -> u32 {
            let link = &mut self.0;
            while link[x as usize] != x {
                link[x as usize] = link[link[x as usize] as usize];
                x = link[x as usize];
            }
            x
        }

        /// Joins the sets of `a` and `b`; false if they were one already (`a–b` closes a cycle).
        pub fn union(&mut self, a: u32, b: u32) -> bool {
            let (a, b) = (self.root(a), self.root(b));
            self.0[a as usize] = b;
            a != b
        }
    }

    /// A forest on `0..n` built edge by edge (an edge closing a cycle is refused), each tree
    /// rooted at its least node: what the ancestor-deletion game of BZOJ 4730 plays on.
    /// O(log n) amortised per edge; [`Forest::parents`] O(n); O(n + m) memory.
    #[derive(Clone, Debug)]
    pub struct Forest {
        sets: DisjointSets,
        adjacent: Vec<Vec<u32>>,
    }

    impl Forest {
        /// `n` isolated nodes.
        pub fn new(n: usize) -> Self {
            Forest { sets: DisjointSets::new(n), adjacent: vec![Vec::new(); n] }
        }

        /// Adds the edge `a–b`; false (nothing added) if it is a loop or closes a cycle.
        pub fn add_edge(&mut self, a: usize, b: usize) -> bool {
            let joined = self.sets.union(a as u32, b as u32);
            if joined {
                self.adjacent[a].push(b as u32);
                self.adjacent[b].push(a as u32);
            }
            joined
        }

        /// The parent of every node, `None` for the roots (the least node of each tree).
        pub fn parents(&self) -> Vec<Option<usize>> {
            let n = self.adjacent.len();
            let (mut parent, mut seen, mut stack) = (vec![None; n], vec![false; n], Vec::new());
            for root in 0..n {
                if !std::mem::replace(&mut seen[root], true) {
                    stack.push(root);
                }
                while let Some(v) = stack.pop() {
                    for &w in &self.adjacent[v] {
                        if !std::mem::replace(&mut seen[w as usize], true) {
                            parent[w as usize] = Some(v);
                            stack.push(w as usize);
                        }
                    }
                }
            }
            parent
        }
    }
}

// ==== circles ==== uses: ancestor_deletion, graph

pub mod circles {
    //! Circles with disjoint boundaries: their containment forest, and CirclesGame on it. The
    //! forest comes from a sweep line; the game is TopCoder SRM 561's.
    //!
    //! **Forest.** Boundaries meet iff `(r_a − r_b)² ≤ d² ≤ (r_a + r_b)²`; else containment is
    //! laminar, and `c`'s parent is the least circle holding its leftmost point `P`. **Game.**
    //! Colouring a point in `c` but in no smaller live circle kills `c` and all around it:
    //! [`super::ancestor_deletion`] on the forest. **Sweep.** Events at `x ∓ r` (starts first); the
    //! half-arcs on the line kept bottom to top. `P` is above an arc of `j` iff `t·|t| > ±(r_j² −
    //! dx²)` (`(dx, t) = P − centre`; `+`: the upper). A start's arcs go below `a`, the lowest arc
    //! not below `P`: the parent is `j` if `a` is `j`'s upper arc, `j`'s parent if its lower, none
    //! if there is no `a`. **Validation (Shamos–Hoey).** Circles whose arcs become neighbours are
    //! tested. Boundaries that meet, first at `x = X`, are caught by the end of the starts at `X`:
    //! the order is right before `X`; arcs through the point that started earlier are contiguous,
    //! so two were tested as neighbours; else the point is a start's `P` and `a` passes through it.
    //! **Structure.** A B-tree of blocks of under `B = 128` arcs (a parent holds its children's
    //! lowest), searched by bisection; full blocks split in halves, empty ones go, none merge (≤
    //! 1 + log_{B/2} 2n levels). A lower arc's leaf and place are remembered (checked when used),
    //! and a start first tries the last start's place. Events: LSD radix sort. **Exact.** `|x|,
    //! |y|, r ≤ 2^30`: comparisons fit `i64`, the pair test `u64`. **Cost.** O(n log n) time; 24
    //! bytes per circle, at most 64 more in blocks. **Verified:** `lib/tests/circles.rs` (the
    //! pairwise forest, game search); `testdata/circles_game`.

    /// A circle: centre `(x, y)`, radius `r` (12 bytes; the sweep takes `|x|, |y|, r ≤ 2^30`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Circle {
        pub x: i32,
        pub y: i32,
        pub r: i32,
    }

    /// The largest accepted `|x|`, `|y|`, `r`.
    pub const COORDINATE_LIMIT: i32 = 1 << 30;

    /// Circles `.0 < .1` (indices) whose boundaries meet or cross.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct BoundariesMeet(pub usize, pub usize);

    /// A half-arc on the line: its circle's `x`, `y`, `r`, then `2i` (the lower half of the
    /// circle `i`-th in the starts) or `2i + 1` (the upper).
    type Arc = [i32; 4];

    fn boundaries_meet(a: &Arc, b: &Arc) -> bool {
        let (dx, dy) = (a[0].abs_diff(b[0]) as u64, a[1].abs_diff(b[1]) as u64);
        let (sum, diff) = (a[2] as u64 + b[2] as u64, a[2].abs_diff(b[2]) as u64);
        a[3] / 2 != b[3] / 2 && (diff * diff..=sum * sum).contains(&(dx * dx + dy * dy))
    }

    /// Whether `(x, y)` is strictly above arc `a`, on a line `x` crossing `a`'s circle.
    /// `|t| > r` decides alone (outside the circle's band).
    fn is_above(x: i64, y: i64, a: &Arc) -> bool {
        let (dx, t, r) = (x - a[0] as i64, y - a[1] as i64, a[2] as i64);
        if t.abs() > r {
            return t > 0;
        }
        let lower = (a[3] as i64 & 1) - 1;
        let e = dx * dx - r * r;
        t * t.abs() + ((e ^ lower) - lower) > 0
    }

    /// How many arcs of `v` (bottom to top) are below `(x, y)`: bisection, one comparison per
    /// bit of `v.len()`.
    fn rank(v: &[Arc], x: i64, y: i64) -> usize {
        let (mut base, mut len) = (0, v.len());
        while len > 0 {
            let c = len - len / 2;
            if is_above(x, y, &v[base + c - 1]) {
                base += c;
            }
            len /= 2;
        }
        base
    }

    const MASK: u64 = (1 << 31) - 1;
    /// A block splits in two when it reaches this many items.
    const BLOCK: usize = 128;

    /// The arcs on the line, bottom to top, in a tree of blocks: leaves hold arcs, a higher
    /// block its children's lowest arcs, child `c`'s with `[3] = 2c +` parity. By block: `link`
    /// (the blocks below and above at its height, its index in its parent when last seen), `up`
    /// (its parent); block 0 stands for none. `home`: by circle, `leaf << 32 | place` of its
    /// lower arc when last moved (the upper arc follows it when it ends).
    #[derive(Default)]
    struct Line {
        blocks: Vec<Vec<Arc>>,
        link: Vec<[u32; 3]>,
        up: Vec<u32>,
        home: Vec<u64>,
        root: usize,
        height: usize,
    }

    impl Line {
        /// The place of the lowest arc not below `(x, y)`.
        fn find(&self, x: i64, y: i64) -> (usize, usize) {
            let mut b = self.root;
            for _ in 0..self.height {
                let v = &self.blocks[b];
                b = v[rank(v, x, y).max(1) - 1][3] as usize / 2;
            }
            (b, rank(&self.blocks[b], x, y))
        }

        /// Block `b`'s parent and its place there.
        fn slot(&mut self, b: usize) -> (usize, usize) {
            let p = self.up[b] as usize;
            let j = position(&self.blocks[p], self.link[b][2], |e| e[3] as usize / 2 == b);
            self.link[b][2] = j as u32;
            (p, j)
        }

        fn at(&self, b: usize, i: usize) -> Option<Arc> {
            let above = || self.blocks[self.link[b][1] as usize].first();
            self.blocks[b].get(i).or_else(above).copied()
        }

        #[inline]
        fn before(&self, b: usize, i: usize) -> Option<Arc> {
            let below = || self.blocks[self.link[b][0] as usize].last();
            self.blocks[b][..i].last().or_else(below).copied()
        }

        /// Block `b`'s item in its parent.
        fn item(&self, b: usize) -> Arc {
            let h = self.blocks[b][0];
            [h[0], h[1], h[2], 2 * b as i32 + h[3] % 2]
        }

        /// Makes `v` a block between blocks `below` and `above`, child of `up`.
        fn open(&mut self, v: Vec<Arc>, [below, above]: [u32; 2], up: u32, leaf: bool) -> usize {
            let (b, len) = (self.blocks.len(), v.len());
            self.blocks.push(v);
            self.link.push([below, above, 0]);
            self.up.push(up);
            (self.link[below as usize][1], self.link[above as usize][0]) = (b as u32, b as u32);
            self.adopt(b, (0, len), leaf);
            b
        }

        /// Records block `b` as where its items `i..j` are (`leaf`: arcs, else blocks).
        fn adopt(&mut self, b: usize, (i, j): (usize, usize), leaf: bool) {
            for (k, a) in (i..j).zip(&self.blocks[b][i..j]) {
                let c = a[3] as usize / 2;
                if !leaf {
                    self.up[c] = b as u32;
                } else if a[3] % 2 == 0 {
                    self.home[c] = (b as u64) << 32 | k as u64;
                }
            }
        }

        /// Block `b`'s item `i` changed: if its lowest, so do its ancestors' where theirs.
        fn fix(&mut self, mut b: usize, mut i: usize) {
            while i == 0 && self.up[b] > 0 {
                let (p, j) = self.slot(b);
                (self.blocks[p][j], b, i) = (self.item(b), p, j);
            }
        }

        /// Puts `arcs`, a circle's, at place `(b, i)`; the place between them if it stays.
        fn insert(&mut self, at: (usize, usize), arcs: [Arc; 2]) -> Option<(usize, usize)> {
            let ((mut b, mut i), mut new, mut count, mut leaf) = (at, arcs, 2, true);
            loop {
                let v = &mut self.blocks[b];
                let len = v.len();
                v.resize(len + count, new[0]);
                v.copy_within(i..len, i + count);
                v[i..i + count].copy_from_slice(&new[..count]);
                self.adopt(b, (i, i + count), leaf);
                self.fix(b, i);
                if self.blocks[b].len() < BLOCK {
                    return leaf.then_some((b, i + 1));
                }
                let v = &mut self.blocks[b];
                let tail = if i < BLOCK / 2 {
                    v.split_off(BLOCK / 2)
                } else {
                    let mut tail = std::mem::replace(v, v[..BLOCK / 2].to_vec());
                    tail.drain(..BLOCK / 2);
                    tail
                };
                let n = self.open(tail, [b as u32, self.link[b][1]], self.up[b], leaf);
                if self.up[b] == 0 {
                    self.root = self.open(vec![self.item(b)], [0; 2], 0, false);
                    self.height += 1;
                }
                ((b, i), new[0], count, leaf) = (self.slot(b), self.item(n), 1, false);
                i += 1;
            }
        }

        /// Removes `count` arcs from place `(b, i)` on, in leaf `b`.
        fn remove(&mut self, (mut b, mut i): (usize, usize), count: usize) {
            self.blocks[b].drain(i..i + count);
            while self.blocks[b].is_empty() && self.up[b] > 0 {
                self.blocks[b] = Vec::new(); // its memory serves the next block
                let [below, above, _] = self.link[b];
                (self.link[below as usize][1], self.link[above as usize][0]) = (above, below);
                (b, i) = self.slot(b);
                self.blocks[b].remove(i);
            }
            self.height *= !self.blocks[b].is_empty() as usize; // an empty root is a leaf
            self.fix(b, i);
        }
    }

    /// The first item of `v` with `hit` (`v[hint]` if it has), which one has: tested 16 at a
    /// time, without branches.
    fn position<T>(v: &[T], hint: u32, hit: impl Fn(&T) -> bool) -> usize {
        if v.get(hint as usize).is_some_and(&hit) {
            return hint as usize;
        }
        let any = |c: &[T]| c.iter().fold(false, |f, e| f | hit(e));
        let k = 16 * v.chunks(16).position(any).expect("present");
        k + v[k..].iter().take_while(|e| !hit(e)).count()
    }

    /// Makes `e` the events `key << 31 | i` for the `keys` in index order, sorted by key, then
    /// index: a stable LSD radix sort on 11-bit digits of the key (all three counted in one
    /// pass), skipping digits all share. From 2^14 events the buckets are a cache line apart,
    /// so that buckets of one length do not all write to one cache set.
    fn sort_events(e: &mut Vec<u64>, buffer: &mut Vec<u64>, keys: impl Iterator<Item = u64>) {
        *e = keys.zip(0..).map(|(key, i)| key << 31 | i).collect();
        let (n, digit) = (e.len(), |v: u64, p: usize| (v >> (31 + 11 * p) & 2047) as usize);
        let mut count = vec![[0; 3]; 2048];
        e.iter().for_each(|&v| (0..3).for_each(|p| count[digit(v, p)][p] += 1));
        let mut runs = vec![(0, n)]; // where the order so far lies in `e`
        for p in (0..3).filter(|&p| count.iter().all(|c| c[p] < n)) {
            let (pad, mut at) = (if n < 1 << 14 { 0 } else { 8 }, 0);
            buffer.resize(n + 2048 * pad, 0);
            let next: Vec<(usize, usize)> = count
                .iter()
                .map(|c| {
                    at += c[p] + pad;
                    (at - c[p] - pad, c[p])
                })
                .collect();
            let mut to: Vec<usize> = next.iter().map(|r| r.0).collect();
            for &(start, len) in &runs {
                for &v in &e[start..start + len] {
                    buffer[to[digit(v, p)]] = v;
                    to[digit(v, p)] += 1;
                }
            }
            runs = next;
            std::mem::swap(e, buffer);
        }
        let mut at = 0;
        for (start, len) in runs {
            e.copy_within(start..start + len, at);
            at += len;
        }
        e.truncate(n);
    }

    /// The containment forest: `parent[j]` is the smallest circle containing circle `j`
    /// (`None` if none does); an error names two circles whose boundaries meet. Panics unless
    /// `0 < r`, `|x|, |y|, r <= 2^30` and `n < 2^30`.
    /// O(n log n) time (O(n B log n / log B) with blocks of `B = 128` arcs), O(n) memory.
    pub fn containment_forest(circles: &[Circle]) -> Result<Vec<Option<usize>>, BoundariesMeet> {
        let starts = parents(circles)?;
        let (mut out, id) = (vec![None; starts.len()], |r| (starts[r] & MASK) as usize);
        let parent = |r: usize| ((starts[r] >> 31) as usize).checked_sub(1);
        (0..starts.len()).for_each(|r| out[id(r)] = parent(r).map(id));
        Ok(out)
    }

    /// The forest by start rank `r`: `(parent + 1) << 31 | i` (0: none) for circle `i`.
    fn parents(circles: &[Circle]) -> Result<Vec<u64>, BoundariesMeet> {
        let within = |v: i32| v.unsigned_abs() <= COORDINATE_LIMIT as u32;
        let ok = |c: &Circle| c.r > 0 && within(c.x) && within(c.y) && within(c.r);
        let (n, mut line) = (circles.len(), Line::default());
        let fits = n < 1 << 30 && circles.iter().all(ok);
        assert!(fits, "circles: need n < 2^30, 0 < r, |x|, |y|, r <= 2^30");
        // Events `(x ∓ r − base) << 31 | i` (a 33-bit key): starts by circle, ends by rank
        // (`x − r` fits `i32`: it is at least −2^31).
        let base = circles.iter().map(|c| c.x - c.r).min().unwrap_or(0) as i64;
        let key = |sign: i64| move |c: &Circle| (c.x as i64 + sign * c.r as i64 - base) as u64;
        let (mut starts, mut events, mut buffer, mut s) = (Vec::new(), Vec::new(), vec![0; n], 0);
        let circle = |e: &u64| &circles[(e & MASK) as usize];
        sort_events(&mut starts, &mut buffer, circles.iter().map(key(-1)));
        let end = |e: &u64| key(1)(circle(e));
        sort_events(&mut events, &mut buffer, starts.iter().map(end));
        line.home = buffer; // each entry is set when its circle starts
        line.open(Vec::new(), [0; 2], 0, true); // block 0: none, neighbour of the last ones
        line.root = line.open(Vec::new(), [0; 2], 0, true); // an empty leaf
        let mut guess = None;
        for (k, &end) in events.iter().enumerate() {
            let ahead = events.get(k + 16).map_or(0, |&e| (e & MASK) as usize);
            super::graph::prefetch(line.home.get(ahead)); // where it events, soon
            while let Some(&e) = starts.get(s).filter(|&&e| e >> 31 <= end >> 31) {
                let (c, i) = (circle(&e), s as i32);
                let (a, x, y) = ([c.x, c.y, c.r, 2 * i], c.x as i64 - c.r as i64, c.y as i64);
                s += 1;
                super::graph::prefetch(starts.get(s + 16).map(circle));
                let fits = |&(b, i): &(usize, usize)| {
                    let v = &line.blocks[b];
                    0 < i && i < v.len() && is_above(x, y, &v[i - 1]) & !is_above(x, y, &v[i])
                };
                let (b, k) = guess.filter(fits).unwrap_or_else(|| line.find(x, y));
                let around = [line.before(b, k), line.at(b, k)];
                if let Some(&o) = around.iter().flatten().find(|o| boundaries_meet(&a, o)) {
                    return Err(met(&starts, a[3], o[3]));
                }
                let parent = match around[1] {
                    Some(o) if o[3] % 2 == 1 => o[3] as u64 / 2 + 1,
                    o => o.map_or(0, |o| starts[o[3] as usize / 2] >> 31),
                };
                starts[i as usize] = parent << 31 | e & MASK; // its key is spent
                guess = line.insert((b, k), [a, [a[0], a[1], a[2], a[3] + 1]]);
            }
            let a = 2 * (end & MASK) as i32;
            let (home, hit) = (line.home[a as usize / 2], |e: &Arc| e[3] == a);
            let b = (home >> 32) as usize;
            let k = position(&line.blocks[b], home as u32, hit); // the place of the lower arc
            let upper = if k + 1 < line.blocks[b].len() {
                (b, k + 1)
            } else {
                (line.link[b][1] as usize, 0)
            };
            let around = line.before(b, k).zip(line.at(upper.0, upper.1 + 1));
            if let Some((below, above)) = around.filter(|(p, q)| boundaries_meet(p, q)) {
                return Err(met(&starts, below[3], above[3]));
            }
            if upper.0 != b {
                line.remove(upper, 1);
            }
            line.remove((b, k), 1 + (upper.0 == b) as usize); // `guess` may go stale: `fits` checks
        }
        Ok(starts)
    }

    /// The circles of arcs `p` and `q`, in index order.
    fn met(starts: &[u64], p: i32, q: i32) -> BoundariesMeet {
        let [p, q] = [p, q].map(|a| (starts[a as usize / 2] & MASK) as usize);
        BoundariesMeet(p.min(q), p.max(q))
    }

    /// Whether the first player (Alice) wins CirclesGame on these circles: cost, errors and
    /// panics as [`containment_forest`], then [`super::ancestor_deletion::play_ordered`]: a
    /// parent starts strictly left of its child, so it comes first in the starts.
    pub fn first_player_wins(circles: &[Circle]) -> Result<bool, BoundariesMeet> {
        let starts = parents(circles)?;
        let up = |v: usize| ((starts[v] >> 31) as usize).checked_sub(1);
        Ok(super::ancestor_deletion::play_ordered(starts.len(), up) > 0)
    }
}

// ==== ancestor_deletion ==== uses: graph, io

pub mod ancestor_deletion {
    //! The forest game where a move deletes a node and all its ancestors (BZOJ 4730). Luogu P6665
    //! too, and CirclesGame on its containment forest. Nothing is re-parented; who cannot move
    //! loses.
    //!
    //! **Theorem (mex over paths).** With `g(v)` the value of `v`'s subtree and `X(v)` the xor of
    //! its children's: `g(v) = mex S(v)`, `S(v) = {X(v)} ∪ ⋃_c (S(c) ⊕ X(v) ⊕ g(c))` (pick `v`, or
    //! below a child `c`), and `g(v) > X(v)` (as in Nim). A forest is worth the xor over its roots.
    //! **Theorem (octaves).** `S(v) ⊕ X(v)` is `{0}` and the octaves `[2^j, 2^(j+1))` of the set
    //! bits of `N(v)`, where `N(v)` is the or of `N(c) + 1` over the children (0 at a leaf); so
    //! `g(v) = (X(v) | (2^h − 1)) + 1`, `h` the trailing ones of `N(v)`. By induction: the set
    //! holds `[0, 2^h)` but not the next octave, and `S(v) ⊕ g(v)` is the octaves of `N(v) + 1`.
    //! Both words fit `u32`: `N(v) + 1 ≤ |subtree(v)|`. **Algorithm.** `X` and `N` bottom up
    //! through one leaf peeling ([`super::graph::Peeler`]), labels ranked when sparse; the peeling
    //! roots each tree at its last vertex, and the path from there to the least node is turned
    //! round. Nodes given parents first: one pass ([`play_ordered`]). **Cost.** O(n) time (O(m log
    //! m) to rank sparse labels); at most 24 bytes per node index (at most `2m + 64`), 8 per edge;
    //! isolated nodes are only counted. **Verified:** `lib/tests/ancestor_deletion.rs` (forests of
    //! ≤ 12 nodes against exhaustive search, the octaves against the definition);
    //! `testdata/luogu_p6665`.

    use super::graph::{cycle_error, read_edges, sparse_labels, Peeler};
    use super::io::{InputError, Scanner};
    use std::io::Read;

    /// Flags a key that may not be a root, a vertex on a path turned round, a root in `path`.
    const HIGH: u32 = 1 << 31;

    /// `g(v) = (X(v) | (2^h − 1)) + 1` from `X(v)` and `N(v)`, `h` the trailing ones of `N(v)`.
    fn value(x: u32, octaves: u32) -> u32 {
        (x | (octaves ^ (octaves + 1)) >> 1) + 1
    }

    /// Takes a child of value `g` and `N = octaves` into its parent's `[X, N]`.
    fn absorb(parent: &mut [u32; 2], g: u32, octaves: u32) {
        *parent = [parent[0] ^ g, parent[1] | (octaves + 1)];
    }

    /// Forests given by edges, each tree rooted at its least node (BZOJ 4730), case after
    /// case, the buffers kept.
    /// # Example
    /// ```
    /// use grundy::{ancestor_deletion::Solver, io::Scanner};
    /// // 3 - 1 - 2 (rooted at 1: a star, 2), 5 - 4 (rooted at 4: a path, 2), node 6: 1.
    /// let mut sc = Scanner::new(&b"3 1\n1 2\n5 4\n"[..]);
    /// assert_eq!(Solver::default().read_grundy(&mut sc, 6, 3), Ok(1));
    /// ```
    #[derive(Default)]
    pub struct Solver {
        /// By node: `[X, N]`, while peeled `[1 + the least key below it, 0]`.
        peeler: Peeler<[u32; 2]>,
        edges: Vec<(u32, u32)>,
        /// Per tree: its last peeled vertex and its least key; the paths between, root first.
        roots: Vec<(u32, u32)>,
        path: Vec<u32>,
    }

    impl Solver {
        /// Reads the `m` edges `a b` of a forest on the nodes `1..=n` and returns the value
        /// of the game, each tree rooted at its least node. Errors as [`read_edges`], or
        /// [`cycle_error`] if the edges have a cycle.
        /// O(m log m) time, O(m) memory, kept; isolated nodes cost nothing, whatever `n`.
        pub fn read_grundy<R: Read>(
            &mut self, sc: &mut Scanner<R>, n: usize, m: usize,
        ) -> Result<u64, InputError> {
            self.peeler.clear();
            self.edges.clear();
            let edges = &mut self.edges;
            read_edges(sc, n, m, |a, b| edges.push((a as u32 - 1, b as u32 - 1)))?;
            let keys = sparse_labels(&self.edges); // ranks keep the order: the same roots
            let id = |v: u32| keys.binary_search(&v).unwrap_or(v as usize) as u32;
            for e in self.edges.iter_mut() {
                *e = (id(e.0), id(e.1));
                self.peeler.add_edge(e.0 as usize, e.1 as usize);
            }
            let label = |v: u32| *keys.get(v as usize).unwrap_or(&v) as usize + 1;
            match self.evaluate(|_| true, |_, _| {}) {
                Some((value, met)) => Ok(u64::from(value) ^ ((n - met) as u64 & 1)),
                None => Err(cycle_error(sc, &self.edges, "a forest", label)),
            }
        }

        /// Plays the forest, each tree from its least `v` with `may_root(v)`, with `found(v,
        /// g(v))` for every vertex met: the xor of the `g(root)`, the vertices met; `None` on
        /// a cycle. One peeling roots each tree at its last vertex, carrying the least key
        /// up; the vertices off the path from there to the least are played in peeling order,
        /// then the path, turned round.
        fn evaluate(
            &mut self, may_root: impl Fn(usize) -> bool, mut found: impl FnMut(usize, u32),
        ) -> Option<(u32, usize)> {
            let (peeler, roots, path) = (&mut self.peeler, &mut self.roots, &mut self.path);
            roots.clear();
            let peeled = peeler.peel(|v, d, up| {
                let key = v as u32 | u32::from(!may_root(v)) << 31;
                let least = d[0].wrapping_sub(1).min(key);
                *d = [0, 0];
                match up {
                    Some((_, p)) => p[0] = p[0].wrapping_sub(1).min(least) + 1,
                    None => roots.push((v as u32, least & !HIGH)),
                }
            });
            if peeled != self.edges.len() {
                return None;
            }
            path.clear();
            for &(last, root) in roots.iter() {
                let mut v = root as usize;
                path.push(root | HIGH);
                loop {
                    peeler.data(v)[0] = HIGH;
                    if v == last as usize {
                        break;
                    }
                    v = peeler.peeled_into(v);
                    path.push(v as u32);
                }
            }
            peeler.replay(|v, [x, n], p| {
                if x & HIGH == 0 {
                    absorb(p, value(x, n), n);
                    found(v, value(x, n));
                }
            });
            let mut total = 0;
            for i in (0..path.len()).rev() {
                let v = (path[i] & !HIGH) as usize;
                let [x, n] = *peeler.data(v);
                let g = value(x & !HIGH, n);
                found(v, g);
                match path[i] & HIGH {
                    0 => absorb(peeler.data((path[i - 1] & !HIGH) as usize), g, n),
                    _ => total ^= g,
                }
            }
            Some((total, peeled + roots.len()))
        }
    }

    /// The value of the forest on `0..n` (`up(v)`: the parent of `v`), telling `f` each `g(v)`.
    pub fn play(n: usize, up: impl Fn(usize) -> Option<usize>, f: impl FnMut(usize, u32)) -> u64 {
        let mut forest = Solver::default();
        for (v, p) in (0..n).filter_map(|v| Some((v, up(v)?))) {
            assert!(p < n, "ancestor_deletion: node {v}'s parent {p} is no node");
            forest.peeler.add_edge(v, p);
            forest.edges.push((v as u32, p as u32));
        }
        let played = forest.evaluate(|v| up(v).is_none(), f);
        let (value, met) = played.expect("ancestor_deletion: the parent array has a cycle");
        u64::from(value) ^ ((n - met) as u64 & 1) // isolated nodes are worth 1
    }

    /// [`play`] when every node's parent comes before it (`up(v) < v`): no peeling, one pass
    /// from the last node, each merged into its parent once played. Panics if a parent comes
    /// after its node, or `n >= 2^31` (values are `u32`). O(n) time, 8 bytes per node.
    pub fn play_ordered(n: usize, up: impl Fn(usize) -> Option<usize>) -> u64 {
        assert!(n < HIGH as usize, "ancestor_deletion: too many nodes");
        let (mut node, mut total) = (vec![[0u32; 2]; n], 0); // X, N
        for v in (0..n).rev() {
            let ([x, octaves], p) = (node[v], up(v));
            let ordered = p.map_or(true, |p| p < v);
            assert!(ordered, "ancestor_deletion: a parent after its node");
            let g = value(x, octaves);
            match p {
                Some(p) => node[p] = [node[p][0] ^ g, node[p][1] | (octaves + 1)],
                None => total ^= g,
            }
        }
        u64::from(total)
    }

    /// `g(v)` for every node `v`, the value of the subtree of `v` alone. `parent[v]` is
    /// the parent of `v`, `None` for a root; any labelling. Panics if a parent is not a node,
    /// the parent array has a cycle, or `n >= 2^31`. O(n) time and memory.
    pub fn subtree_grundy(parent: &[Option<usize>]) -> Vec<u64> {
        let mut g = vec![1; parent.len()]; // isolated nodes are not met
        play(parent.len(), |v| parent[v], |v, gv| g[v] = u64::from(gv));
        g
    }

    /// The value of the forest: the xor of `g(root)` over its roots (cost and panics as
    /// [`subtree_grundy`]).
    /// # Example
    /// ```
    /// use grundy::ancestor_deletion::grundy;
    /// assert_eq!(grundy(&[None, None, None]), 1); // three isolated nodes
    /// assert_eq!(grundy(&[None, Some(0), Some(0)]), 2); // a star
    /// ```
    pub fn grundy(parent: &[Option<usize>]) -> u64 {
        play(parent.len(), |v| parent[v], |_, _| {})
    }

    /// Whether the player to move wins the forest (cost and panics as [`subtree_grundy`]).
    pub fn first_player_wins(parent: &[Option<usize>]) -> bool {
        grundy(parent) != 0
    }

    /// The value of the forest left by picking each node (0: a winning pick). Picking `u`
    /// in the tree of root `r` leaves the subtrees hanging off the path `r..u`, worth `H(u)`:
    /// `H(r) = X(r)`, `H(u) = H(p) ⊕ X(u) ⊕ g(u)` for `u`'s parent `p`; the forest left is
    /// worth `grundy(parent) ⊕ g(r) ⊕ H(u)`. Top down; panics as [`subtree_grundy`].
    /// O(n) time and memory.
    pub fn values_after_pick(parent: &[Option<usize>]) -> Vec<u64> {
        let (n, g) = (parent.len(), subtree_grundy(parent));
        let (mut x, mut total) = (vec![0; n], 0);
        for v in 0..n {
            match parent[v] {
                Some(p) => x[p] ^= g[v],
                None => total ^= g[v],
            }
        }
        // after[v] = grundy(parent) ⊕ g(root) ⊕ H(v), top down.
        let mut after = vec![0; n];
        for v in super::graph::top_down(parent) {
            after[v] = parent[v].map_or(total, |p| after[p]) ^ x[v] ^ g[v];
        }
        after
    }

    /// The nodes a pick of `v` deletes from the forest `parent`: `v` and its ancestors. O(n).
    pub fn picked(parent: &[Option<usize>], v: usize) -> Vec<bool> {
        let (mut gone, mut at) = (vec![false; parent.len()], Some(v));
        while let Some(u) = at {
            (gone[u], at) = (true, parent[u]);
        }
        gone
    }

    /// The forest `parent` without the nodes `gone`, renumbered depth-first (roots, and the
    /// children of each node, by their old numbers): parents come first, so each tree's root
    /// is its least node, as the judges root them. O(n) time and memory.
    pub fn without(parent: &[Option<usize>], gone: &[bool]) -> Vec<Option<usize>> {
        let n = parent.len();
        let (mut children, mut roots) = (vec![Vec::new(); n], Vec::new());
        for v in (0..n).filter(|&v| !gone[v]) {
            match parent[v].filter(|&p| !gone[p]) {
                Some(p) => children[p].push(v),
                None => roots.push(v),
            }
        }
        let (mut new, mut order) = (vec![usize::MAX; n], Vec::new());
        for root in roots {
            let mut stack = vec![root];
            while let Some(v) = stack.pop() {
                new[v] = order.len();
                order.push(v);
                stack.extend(children[v].iter().rev());
            }
        }
        order.iter().map(|&v| parent[v].filter(|&p| !gone[p]).map(|p| new[p])).collect()
    }

    /// The forest left by picking `v`: `parent` [`without`] the nodes [`picked`]. O(n).
    pub fn after_pick(parent: &[Option<usize>], v: usize) -> Vec<Option<usize>> {
        without(parent, &picked(parent, v))
    }
}

// ==== tree_hackenbush ==== uses: ancestor_deletion, graph, io

pub mod tree_hackenbush {
    //! Green Hackenbush on a rooted tree, by the colon principle. A move deletes an edge and all no
    //! longer connected to the root; who cannot move loses.
    //!
    //! **Theorem (colon principle).** `g(v) = xor over the children c of (g(c) + 1)`: the subtree
    //! `H` above `c` may be swapped for a stalk of `g(c)` edges (`edge:H + edge:H'` is lost when
    //! `g(H) = g(H')`), so the branch is a heap of `g(c) + 1`. **Winning cuts.** Replacing `g(c)`
    //! by `x` changes `g(v)` one to one, so the value each vertex needs follows top down; the cut
    //! above `c` wins iff its branch must become 0. **Algorithm.** One leaf peeling, the root
    //! pinned. **Cost.** O(n) time; 24 bytes per vertex, kept between cases. **Verified:**
    //! `lib/tests/tree_hackenbush.rs` (trees of ≤ 9 vertices, every root and cut, against
    //! exhaustive search); `testdata/{agc017_d,hdu3094}`.

    use super::graph::{cycle_error, read_edges, Peeler};
    use super::io::{InputError, Scanner};
    use std::io::Read;

    /// The value of the tree in `peeler` (`edges` edges) rooted at `root`, telling `f` each
    /// finished vertex, its parent and its value; `None` on a cycle.
    pub fn peel_grundy(
        peeler: &mut Peeler<u32>, edges: usize, root: usize, mut f: impl FnMut(usize, usize, u32),
    ) -> Option<u64> {
        peeler.pin(root);
        let peeled = peeler.peel(|v, &mut value, parent| {
            if let Some((p, up)) = parent {
                *up ^= value + 1; // the colon principle
                f(v, p, value);
            }
        });
        (peeled == edges).then(|| u64::from(*peeler.data(root)))
    }

    /// The value of Green Hackenbush on the tree with vertices `0..n` and these edges,
    /// rooted at `root`; `None` if they are not a tree on `0..n`. O(n) time and memory.
    /// # Example
    /// ```
    /// use grundy::tree_hackenbush::grundy;
    /// // A stalk of 3 edges is a Nim heap of 3; rooted in its middle, two stalks: 1 xor 2.
    /// assert_eq!(grundy(4, &[(0, 1), (1, 2), (2, 3)], 0), Some(3));
    /// assert_eq!(grundy(4, &[(0, 1), (1, 2), (2, 3)], 1), Some(1 ^ 2));
    /// assert_eq!(grundy(3, &[(0, 1), (1, 2), (2, 0)], 0), None); // a triangle
    /// ```
    pub fn grundy(n: usize, edges: &[(usize, usize)], root: usize) -> Option<u64> {
        subtree_grundy(n, edges, root).map(|(_, g)| g[root])
    }

    /// The parent and the value of the subtree of every vertex of the tree with vertices
    /// `0..n` and these edges, rooted at `root`; `None` if they are not a tree on `0..n`.
    /// O(n) time and memory.
    #[allow(clippy::type_complexity)]
    pub fn subtree_grundy(
        n: usize, edges: &[(usize, usize)], root: usize,
    ) -> Option<(Vec<Option<usize>>, Vec<u64>)> {
        if root >= n || edges.len() + 1 != n || edges.iter().any(|&(a, b)| a.max(b) >= n) {
            return None;
        }
        let (mut peeler, mut parent, mut g) = (Peeler::default(), vec![None; n], vec![0; n]);
        edges.iter().for_each(|&(a, b)| peeler.add_edge(a, b));
        g[root] = peel_grundy(&mut peeler, edges.len(), root, |v, p, value| {
            (parent[v], g[v]) = (Some(p), u64::from(value));
        })?;
        Some((parent, g))
    }

    /// The vertices `c` whose edge to their parent is a winning cut (see the header), given the
    /// tree as [`subtree_grundy`] returns it; empty iff the tree is worth 0. O(n) time and memory.
    pub fn winning_cuts(parent: &[Option<usize>], g: &[u64]) -> Vec<usize> {
        // need[v]: the value v's subtree must take for the root to reach 0, if one can.
        let (mut need, mut cuts) = (vec![None; parent.len()], Vec::new());
        for v in super::graph::top_down(parent) {
            need[v] = match parent[v] {
                None => Some(0),
                Some(p) => need[p].and_then(|x: u64| {
                    let branch = (g[v] + 1) ^ g[p] ^ x; // what the branch p–v must become
                    (branch == 0).then(|| cuts.push(v));
                    branch.checked_sub(1)
                }),
            };
        }
        cuts.sort_unstable();
        cuts
    }

    /// The tree left by cutting the edge above `v` in the tree `parent`: `v`'s subtree gone,
    /// the rest renumbered as [`super::ancestor_deletion::without`] does. O(n).
    pub fn after_cut(parent: &[Option<usize>], v: usize) -> Vec<Option<usize>> {
        let mut gone = vec![false; parent.len()];
        for u in super::graph::top_down(parent) {
            gone[u] = u == v || parent[u].is_some_and(|p| gone[p]);
        }
        super::ancestor_deletion::without(parent, &gone)
    }

    /// Trees read from input, case after case, the buffers kept.
    #[derive(Default)]
    pub struct Solver {
        peeler: Peeler<u32>,
        edges: Vec<(u32, u32)>,
    }

    impl Solver {
        /// Reads the `n − 1` edges `x y` of a tree on the vertices `1..=n` and returns the value of
        /// Green Hackenbush on it, rooted at vertex 1. Errors as [`read_edges`], or [`cycle_error`]
        /// if the edges have a cycle. O(n); the memory grows with the vertices read and is kept.
        pub fn read_grundy<R: Read>(
            &mut self, sc: &mut Scanner<R>, n: usize,
        ) -> Result<u64, InputError> {
            let Solver { peeler, edges } = self;
            peeler.clear();
            edges.clear();
            read_edges(sc, n, n - 1, |a, b| edges.push((a as u32 - 1, b as u32 - 1)))?;
            peeler.add_edges(edges); // only now: a short input costs no `n`-sized memory
            let value = peel_grundy(peeler, edges.len(), 0, |_, _, _| {});
            value.ok_or_else(|| cycle_error(sc, edges, "a tree", |v| v as usize + 1))
        }

        /// [`Solver::read_grundy`], and whether a root branch (an edge at vertex 1 and all above
        /// it, worth `g(c) + 1`) is worth more than 1, for misère play ([`super::anti_sg`]).
        pub fn read_branches<R: Read>(
            &mut self, sc: &mut Scanner<R>, n: usize,
        ) -> Result<(u64, bool), InputError> {
            let value = self.read_grundy(sc, n)?;
            let (peeler, mut edges) = (&mut self.peeler, self.edges.iter());
            Ok((value, edges.any(|&(a, b)| a.min(b) == 0 && *peeler.data((a + b) as usize) != 0)))
        }
    }
}

// ==== hackenbush ==== uses: graph

pub mod hackenbush {
    //! Green Hackenbush on any rooted multigraph, by the fusion principle. Loops, parallel edges
    //! and cycles are allowed; a move deletes an edge and all no longer connected to the ground;
    //! who cannot move loses.
    //!
    //! **Theorem (fusion principle).** A cycle's vertices may be fused, its edges becoming loops (a
    //! bare cycle of `k` edges: a cut leaves stalks worth `k − 1 mod 2`, so it is worth `k mod 2`,
    //! as `k` loops are; *Winning Ways*, ch. 7). So a 2-edge-connected component is a vertex with
    //! `L(C)` loops, and by the colon principle `g(C) = (L(C) mod 2) xor (xor over the child
    //! components D of (g(D) + 1))`. **Algorithm.** One iterative DFS from the ground with Tarjan's
    //! lowlinks over linked incidence lists (edge `e`: incidences `2e`, `2e + 1`); the tree edge is
    //! skipped by its incidence, so a parallel edge is a back edge. A frame carries what its
    //! subtree adds to its component: 1 per non-tree edge (at its lower end), per child `value xor
    //! 1` if the edge up is on a cycle, `value + 1` if a bridge. Per-vertex arrays are reset only
    //! at the ends of edges read. **Cost.** O(m) (O(m log m) if labels are sparse), no recursion;
    //! 16 bytes per edge, 8 per vertex, 20 per level. **Verified:** `lib/tests/hackenbush.rs`
    //! (against exhaustive search and the definitions); `testdata/poj3710`.

    use super::graph::{sparse_labels, NONE};

    /// The state of one vertex `v` on the current DFS path.
    #[derive(Clone, Copy)]
    struct Frame {
        /// The incidence at `v` of the tree edge the search came in by (`NONE` at the
        /// ground): skipped, so that a parallel edge counts as a back edge.
        entered_by: u32,
        /// The next incidence of `v` to look at, and `v`'s discovery time.
        next: u32,
        tin: u32,
        /// The least discovery time reached from `v`'s subtree by one non-tree edge.
        low: u32,
        /// What `v`'s subtree adds to the value of `v`'s component so far.
        value: u32,
    }

    impl Frame {
        fn new(entered_by: u32, next: u32, tin: u32) -> Self {
            let (low, value) = (tin, 0);
            Frame { entered_by, next, tin, low, value }
        }
    }

    /// Sets `array[v] = NONE` for every end `v` of an incidence (all of `array` if shorter).
    fn reset(array: &mut [u32], incidences: &[(u32, u32)]) {
        if array.len() <= incidences.len() {
            return array.fill(NONE);
        }
        for &(v, _) in incidences {
            array[v as usize] = NONE;
        }
    }

    /// Green Hackenbush on one multigraph at a time (vertices: any numbers), the buffers
    /// kept for the next graph.
    /// # Example
    /// ```
    /// use grundy::hackenbush::Solver;
    /// let mut game = Solver::default();
    /// // A stalk 1-2 with a triangle 2-3-4 on top: 1 + 1 = 2 (the sample of POJ 3710).
    /// [(1, 2), (2, 3), (2, 4), (3, 4)].map(|(a, b)| game.add_edge(a, b));
    /// assert_eq!(game.grundy(1), 2);
    /// ```
    #[derive(Default)]
    pub struct Solver {
        /// Edges added but not linked yet (after a far label), as given; the labels if the
        /// linked vertices are their ranks.
        edges: Vec<(u32, u32)>,
        keys: Vec<u32>,
        /// `first[v]`: the last incidence linked at vertex `v`, `NONE` if none.
        first: Vec<u32>,
        /// Per incidence: the edge's other end, and the next incidence at the same vertex
        /// (`NONE` after the last). Only the entries of these ends are ever reset.
        incidences: Vec<(u32, u32)>,
        /// Discovery time of each vertex, `NONE` while undiscovered.
        tin: Vec<u32>,
        stack: Vec<Frame>,
    }

    impl Solver {
        /// Removes every edge, keeping the memory.
        pub fn clear(&mut self) {
            reset(&mut self.first, &self.incidences);
            self.incidences.clear();
            (self.edges, self.keys) = (Vec::new(), Vec::new());
        }

        /// Adds the edge `a–b` (`a == b` is a loop; repeats are parallel edges).
        /// O(1) amortised; at most `2^31 − 1` edges.
        #[inline]
        pub fn add_edge(&mut self, a: usize, b: usize) {
            assert!(a.max(b) < NONE as usize, "hackenbush: vertex too large");
            let near = self.keys.is_empty() && a.max(b) < self.incidences.len() + 4096;
            if near && self.edges.is_empty() {
                self.link(a, b);
            } else {
                self.edges.push((a as u32, b as u32));
            }
        }

        /// Links the edge `a–b` into the incidence lists.
        #[inline]
        fn link(&mut self, a: usize, b: usize) {
            let v = a.max(b);
            if v >= self.first.len() {
                self.first.resize(v + 1, NONE);
                self.tin.resize(v + 1, NONE);
            }
            let i = self.incidences.len() as u32;
            assert!(i < NONE - 1, "hackenbush: too many edges");
            let next_at_a = std::mem::replace(&mut self.first[a], i);
            // A loop is listed once, at `2e`: the search then meets it once.
            let next_at_b =
                if a == b { NONE } else { std::mem::replace(&mut self.first[b], i + 1) };
            self.incidences.push((b as u32, next_at_a));
            self.incidences.push((a as u32, next_at_b));
        }

        /// The value of Green Hackenbush on the edges added since the last clear, with
        /// `ground` on the ground (0 if no edge touches it). The graph is kept.
        /// O(m), or O(m log m) if the labels are sparse, for `m` edges.
        pub fn grundy(&mut self, ground: usize) -> u64 {
            self.search(ground, |_, _| {})
        }

        /// [`Solver::grundy`], telling `up(e, bridge)` for the edge `e` (numbered as added)
        /// by which the search first reached each vertex but the ground, once that vertex
        /// is finished: whether `e` is a bridge (else it lies on a cycle).
        fn search(&mut self, ground: usize, mut up: impl FnMut(usize, bool)) -> u64 {
            if !self.edges.is_empty() {
                // A far label came: link all edges again, by rank if the labels are sparse.
                let label = |v: u32| self.keys.get(v as usize).map_or(v, |&k| k);
                let pairs = self.incidences.chunks(2);
                let mut edges: Vec<_> = pairs.map(|i| (label(i[1].0), label(i[0].0))).collect();
                edges.append(&mut self.edges);
                self.clear();
                let keys = sparse_labels(&edges);
                let id = |v: u32| keys.binary_search(&v).unwrap_or(v as usize);
                edges.iter().for_each(|&(a, b)| self.link(id(a), id(b)));
                self.keys = keys;
            }
            let ground = match self.keys.binary_search(&(ground.min(NONE as usize) as u32)) {
                Ok(rank) => rank,
                Err(_) if self.keys.is_empty() => ground,
                Err(_) => return 0,
            };
            if self.first.get(ground).map_or(true, |&i| i == NONE) {
                return 0; // no edge at the ground
            }
            let Solver { first, tin, .. } = self;
            let (incidences, stack) = (&self.incidences, &mut self.stack);
            reset(tin, incidences);
            tin[ground] = 0;
            stack.clear();
            stack.push(Frame::new(NONE, first[ground], 0));
            let mut timer = 1;
            while let Some(top) = stack.last_mut() {
                // Scan v's incidences up to its first undiscovered neighbour.
                let (mut frame, mut discovered) = (*top, None);
                while frame.next != NONE {
                    let i = frame.next;
                    let (to, next) = incidences[i as usize];
                    frame.next = next;
                    let seen = tin[to as usize];
                    if seen == NONE {
                        discovered = Some((to as usize, i ^ 1));
                        break;
                    }
                    if i != frame.entered_by {
                        // A non-tree edge goes to an ancestor or a descendant (a loop: to
                        // v): an inner edge of the component, counted at its lower end.
                        frame.low = frame.low.min(seen);
                        frame.value ^= u32::from(seen <= frame.tin);
                    }
                }
                *top = frame;
                if let Some((w, entered_by)) = discovered {
                    tin[w] = timer;
                    stack.push(Frame::new(entered_by, first[w], timer));
                    timer += 1;
                    continue;
                }
                stack.pop(); // v is finished
                let Some(parent) = stack.last_mut() else {
                    return u64::from(frame.value); // the ground's component is complete
                };
                parent.low = parent.low.min(frame.low);
                up(frame.entered_by as usize / 2, frame.low == frame.tin);
                parent.value ^= if frame.low == frame.tin {
                    frame.value + 1 // a bridge up: a component worth `frame.value`, plus it
                } else {
                    frame.value ^ 1 // the edge up is on a cycle: one more inner edge
                };
            }
            unreachable!("the ground's frame returns")
        }
    }

    /// The value of Green Hackenbush on the multigraph with these edges (loops and
    /// parallel edges allowed) and `ground` on the ground.
    /// O(m) time and memory for m edges (O(m log m) time if the labels are sparse).
    pub fn grundy(edges: &[(usize, usize)], ground: usize) -> u64 {
        let mut game = Solver::default();
        edges.iter().for_each(|&(a, b)| game.add_edge(a, b));
        game.grundy(ground)
    }

    /// The value left by deleting each edge (edges away from the ground: the value itself,
    /// as they are no move). O(m²) time (a search per edge), O(m) memory.
    pub fn values_after_cut(edges: &[(usize, usize)], ground: usize) -> Vec<u64> {
        let mut game = Solver::default();
        let mut without = |e: usize| {
            game.clear();
            let rest = edges.iter().enumerate().filter(|&(f, _)| f != e);
            rest.for_each(|(_, &(a, b))| game.add_edge(a, b));
            game.grundy(ground)
        };
        (0..edges.len()).map(&mut without).collect()
    }

    /// The graph on nodes `0..n`, node 0 on the ground, left by cutting edge `e`: its node
    /// count and edges, what no longer touches the ground dropped, the nodes kept renumbered
    /// in order; `None` if `e` is away from the ground (no move). O(n + m α(n)) time.
    pub fn after_cut(
        n: usize, edges: &[(usize, usize)], e: usize,
    ) -> Option<(usize, Vec<(usize, usize)>)> {
        let mut sets = super::graph::DisjointSets::new(n);
        for (f, &(a, b)) in edges.iter().enumerate() {
            (f != e).then(|| sets.union(a as u32, b as u32));
        }
        let ground = sets.root(0);
        let on: Vec<bool> = (0..n).map(|v| sets.root(v as u32) == ground).collect();
        (on[edges[e].0] || on[edges[e].1]).then_some(())?; // else `e` was away too
        let (mut new, mut count) = (vec![usize::MAX; n], 0);
        for v in (0..n).filter(|&v| on[v]) {
            (new[v], count) = (count, count + 1);
        }
        let kept = (0..edges.len()).filter(|&f| f != e && on[edges[f].0]);
        let left = kept.map(|f| (new[edges[f].0], new[edges[f].1])).collect();
        Some((count, left))
    }

    /// A multigraph with its cycles fused ([`fuse`]): the tree of its 2-edge-connected
    /// components joined to the ground, numbered from the ground's (0) by distance.
    #[derive(Clone, Debug, Default, PartialEq, Eq)]
    pub struct Fused {
        /// By edge: `None` if away from the ground, else whether it is a bridge (`false`: it
        /// lies on a cycle or is a loop, an inner edge of its component).
        pub bridge: Vec<Option<bool>>,
        /// By vertex `0..=` the largest label: its component, `None` if away from the ground.
        pub component: Vec<Option<usize>>,
        /// By component: the one below it, towards the ground (`None` for the ground's).
        pub parent: Vec<Option<usize>>,
        /// By component: its inner edges, the loops of the fused form.
        pub loops: Vec<usize>,
        /// By component: the value of the part of the graph above it, its loops included
        /// (the ground's: the value of the graph).
        pub value: Vec<u64>,
    }

    /// The fused form of the multigraph with these edges and `ground` on the ground: bridges
    /// from the search of [`Solver`], components joined by disjoint sets over the other
    /// edges, values by the colon principle from the leaves of the component tree down.
    /// O(m log m + n) time, O(m + n) memory for `m` edges and labels below `n`.
    pub fn fuse(edges: &[(usize, usize)], ground: usize) -> Fused {
        let n = edges.iter().fold(ground + 1, |n, &(a, b)| n.max(a.max(b) + 1));
        let mut fused = Fused { bridge: vec![None; edges.len()], ..Fused::default() };
        let mut game = Solver::default();
        edges.iter().for_each(|&(a, b)| game.add_edge(a, b));
        let mut grounded = vec![false; n];
        grounded[ground] = true;
        game.search(ground, |e, bridge| {
            fused.bridge[e] = Some(bridge);
            (grounded[edges[e].0], grounded[edges[e].1]) = (true, true);
        });
        let mut sets = super::graph::DisjointSets::new(n);
        for (e, &(a, b)) in edges.iter().enumerate() {
            if grounded[a] && fused.bridge[e] != Some(true) {
                fused.bridge[e] = Some(false);
                sets.union(a as u32, b as u32);
            }
        }
        // Components by distance from the ground's: a search over the bridges.
        let mut by_bridge = vec![Vec::new(); n];
        for (e, &(a, b)) in edges.iter().enumerate() {
            if fused.bridge[e] == Some(true) {
                by_bridge[sets.root(a as u32) as usize].push(b);
                by_bridge[sets.root(b as u32) as usize].push(a);
            }
        }
        let mut id = vec![None; n]; // by representative
        let mut order = vec![sets.root(ground as u32) as usize];
        id[order[0]] = Some(0);
        fused.parent.push(None);
        let mut head = 0;
        while let Some(&r) = order.get(head) {
            head += 1;
            for &w in &by_bridge[r] {
                let d = sets.root(w as u32) as usize;
                if id[d].is_none() {
                    id[d] = Some(order.len());
                    fused.parent.push(id[r]);
                    order.push(d);
                }
            }
        }
        let count = fused.parent.len();
        fused.component =
            (0..n).map(|v| id[sets.root(v as u32) as usize].filter(|_| grounded[v])).collect();
        fused.loops = vec![0; count];
        for (e, &(a, _)) in edges.iter().enumerate() {
            if fused.bridge[e] == Some(false) {
                fused.loops[fused.component[a].expect("grounded")] += 1;
            }
        }
        fused.value = fused.loops.iter().map(|&l| l as u64 % 2).collect();
        for c in (1..count).rev() {
            let p = fused.parent[c].expect("not the ground's");
            fused.value[p] ^= fused.value[c] + 1;
        }
        fused
    }
}

// ==== octal ==== uses: period

pub mod octal {
    //! Octal games: Grundy values of take-and-break heap games, and certified periods.
    //!
    //! **Rules.** Code `d0.d1d2…`: removing `j` stones from a heap may leave nothing if `dj` has
    //! bit 1, one non-empty heap if bit 2, two if bit 4 (`d0 = 4`: split, remove none). Kayles is
    //! `0.77`, Dawson's Kayles `0.07`, Lasker's Nim `4.333…` (an infinite tail). **Theorem
    //! (Guy–Smith).** For a finite code with last non-zero digit `dk`, if `G(n + p) = G(n)` for all
    //! `p0 ≤ n < 2·p0 + p + k` (`p0 ≥ 1`), then for all `n ≥ p0`: beyond that range the larger part
    //! of each option of `n + p` is `≥ p0 + p`, so the options of `n + p` are those of `n` with
    //! that part `p` larger (induction on `n`). [`guy_smith`] finds the least such `(p0, p)` in a
    //! table of values, in place. **Cost.** [`values`], the plain mex: O(k·N²) time for `N` heaps
    //! (`k = N` for an infinite tail; `N` times that if a digit leaves three heaps), O(N + V)
    //! memory for values `< V`; values at research scale and the period search: the crate
    //! `grundy-engine` (`engine/`). **Verified** in `lib/tests/octal.rs`: values and options
    //! against exhaustive search of heap multisets; [`guy_smith`] against `period::find` and on the
    //! published (pre-period, period) of `0.77` (71, 12), `0.07` (53, 34), `0.137` (52, 34) and
    //! `0.156` (3479, 349) (sources there).

    use super::period::Period;
    use std::fmt;

    /// `digits[j]` (`tail` for all `j ≥ digits.len()`, 0 if finite) is the digit `dj`, as
    /// [`Code::digit`] reads it.
    #[derive(Clone, Debug, Default, PartialEq, Eq)]
    pub struct Code {
        pub digits: Vec<u8>,
        pub tail: u8,
    }

    impl Code {
        /// Reads `0.77`, `.07`, `4.07`, hexadecimal digits (`0.F`), `!` after a digit (`4!.0`,
        /// Grundy's game); a final `...` repeats the last digit (`4.3...`). Errors name the
        /// fault: no point or two, `d0` not 0, 4, 8 or C, a digit not in 0-F.
        pub fn parse(text: &str) -> Result<Code, String> {
            let bad = |why: &str| Err(format!("take-and-break code {text:?}: {why}"));
            let body = text.trim();
            let repeat = body.strip_suffix("...");
            let Some((whole, fraction)) = repeat.unwrap_or(body).split_once('.') else {
                return bad("expected a point, as in 0.77");
            };
            let mut digits = match whole.strip_suffix('!').unwrap_or(whole) {
                "" | "0" => vec![0],
                "4" | "8" | "C" | "c" => vec![u8::from_str_radix(&whole[..1], 16).unwrap_or(0)],
                _ => return bad("before the point only 0, 4, 8 or C (split without removing)"),
            };
            digits[0] |= if whole.ends_with('!') { 16 } else { 0 };
            for (i, c) in (1..).zip(fraction.chars()) {
                match c.to_digit(16) {
                    Some(d) => digits.push(d as u8),
                    None if c == '!' && digits.len() > 1 && digits[digits.len() - 1] < 16 => {
                        *digits.last_mut().unwrap_or(&mut 0) |= 16
                    }
                    None if c == '.' => return bad("more than one point"),
                    None => return bad(&format!("character {i} is {c:?}, expected 0-9 or A-F")),
                }
            }
            if repeat.is_some() && digits.len() == 1 {
                return bad("\"...\" repeats the last digit: there is none");
            }
            let tail = repeat.map_or(0, |_| digits[digits.len() - 1]);
            while digits.len() > 1 && digits.last() == Some(&tail) {
                digits.pop();
            }
            Ok(Code { digits, tail })
        }

        /// The subtraction game with moves `set`: a 3 at each move (O(max `set`) memory).
        /// Panics if a move is 0.
        pub fn subtraction(set: &[u64]) -> Code {
            let mut digits = vec![0u8];
            for &s in set {
                assert!(s > 0, "a subtraction move removes at least one stone");
                digits.resize(digits.len().max(s as usize + 1), 0);
                digits[s as usize] = 3;
            }
            Code { digits, tail: 0 }
        }

        /// Lasker's Nim `4.333…`: remove any number of stones, or split a heap in two.
        pub fn lasker() -> Code {
            Code { digits: vec![4], tail: 3 }
        }

        /// Whether the tail is 0: the code has a last non-zero digit.
        pub fn is_finite(&self) -> bool {
            self.tail == 0
        }

        /// Grundy's game `4!.0`: split a heap into two of different sizes.
        pub fn grundy_game() -> Code {
            Code { digits: vec![4 | 16], tail: 0 }
        }

        /// The largest `j` with a non-zero digit (`None` if the tail is infinite).
        pub fn last_move(&self) -> Option<u64> {
            self.is_finite().then(|| self.digits.len() as u64 - 1)
        }

        /// The digit of removing `j` stones, the bits without meaning masked off: bit 1, 2,
        /// 4, 8 allow leaving 0, 1, 2, 3 heaps (for `j = 0` only 4 and 8); bit 16 (`!`) asks
        /// them to differ.
        pub fn digit(&self, j: u64) -> u8 {
            let at = self.digits.get(j.min(self.digits.len() as u64) as usize);
            at.map_or(self.tail, |&d| d) & if j == 0 { 28 } else { 31 }
        }

        /// Every position one move from one heap of `n`: the non-empty heaps left (0, 1 or
        /// 2, increasing), each position once, in increasing order.
        /// O(n·k·log n) time, O(n·k) memory (`k = n` if infinite).
        pub fn options(&self, n: u64) -> Vec<Vec<u64>> {
            let mut out = Vec::new();
            self.moves(n, |p| out.push(p.to_vec()));
            out.sort_unstable();
            out.dedup();
            out
        }

        /// Calls `f` with the heaps left by each move from one heap of `n` (increasing).
        fn moves(&self, n: u64, mut f: impl FnMut(&[u64])) {
            for j in 0..=self.last_move().map_or(n, |k| k.min(n)) {
                let (d, m) = (self.digit(j), n - j);
                let mut leave = |p: &[u64]| {
                    (d & 16 == 0 || p.windows(2).all(|w| w[0] < w[1])).then(|| f(p));
                };
                (d & 1 != 0 && m == 0).then(|| leave(&[]));
                (d & 2 != 0 && m > 0).then(|| leave(&[m]));
                (1..=m / 2).filter(|_| d & 4 != 0).for_each(|a| leave(&[a, m - a]));
                for a in (1..=m / 3).filter(|_| d & 8 != 0) {
                    (a..=(m - a) / 2).for_each(|b| leave(&[a, b, m - a - b]));
                }
            }
        }
    }

    /// `0.77`, `4.07`, `4!.0`, `0.F`, `4.3...`: as [`Code::parse`] reads them.
    impl fmt::Display for Code {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let show = |d: u8| format!("{:X}{}", d & 15, if d & 16 != 0 { "!" } else { "" });
            let rest: String = self.digits.iter().skip(1).map(|&d| show(d)).collect();
            let tail = (self.tail != 0).then(|| format!("{}...", show(self.tail)));
            let (head, tail) = (show(self.digit(0)), tail.unwrap_or_default());
            write!(f, "{head}.{rest}{tail}")
        }
    }

    /// `G(0), …, G(upto)` for `code`: each the mex over every option, from the digits.
    /// See the section header.
    /// # Example
    /// ```
    /// let kayles = grundy::octal::Code::parse("0.77").unwrap();
    /// assert_eq!(grundy::octal::values(&kayles, 7), [0, 1, 2, 3, 1, 4, 3, 2]);
    /// ```
    pub fn values(code: &Code, upto: usize) -> Vec<u64> {
        let (mut g, mut seen, mut cap) = (vec![0u64], vec![0; 2], 1); // seen[v] == n: an option
        for n in 1..=upto {
            code.moves(n as u64, |p| {
                seen[p.iter().fold(0, |x, &h| x ^ g[h as usize]) as usize] = n;
            });
            let v = seen.iter().position(|&s| s != n).unwrap_or(0); // options are `< cap`
            g.push(v as u64);
            cap = cap.max((v + 1).next_power_of_two());
            seen.resize(cap + 1, 0);
        }
        g
    }

    /// The splits `a + b = m`, `1 <= a <= b`, with `G(a) ^ G(b) = target`, for the values
    /// `g` as `period` describes them ([`Period::index`]): pushes up to `room` of them (by
    /// `a`) into `out` and returns how many there are; `None` if a value needed is not in `g`.
    /// With a certified period `p` from `p0` and `m / 2 >= 2·(p0 + p)`, the splits with `a <
    /// p0 + p` are looked at one by one; above, both parts are periodic, `G(a) ^ G(b)` depends
    /// on `a mod p` only, and each matching class is counted whole. Else every split is.
    /// O(p0 + p + room·p) with such a period, else O(m).
    pub fn splits_of_value<T: Copy + Into<u64>>(
        g: &[T], period: &Period, m: u64, target: u64, room: usize, out: &mut Vec<(u64, u64)>,
    ) -> Option<u128> {
        let value = |x: u64| Some(g.get(period.index(x)?).copied()?.into());
        let hit = |a: u64| Some(value(a)? ^ value(m - a)? == target);
        let (half, (p0, p)) = (m / 2, (period.preperiod as u64, period.period as u64));
        let start = (period.certified && half >= 2 * (p0 + p)).then_some(p0 + p);
        let mut count = 0u128;
        for a in 1..=start.map_or(half, |s| s - 1) {
            if hit(a)? {
                count += 1;
                (out.len() < room).then(|| out.push((a, m - a)));
            }
        }
        if let Some(start) = start {
            let classes = (start..start + p).map(hit).collect::<Option<Vec<bool>>>()?;
            for (i, _) in classes.iter().enumerate().filter(|c| *c.1) {
                count += u128::from((half - (start + i as u64)) / p + 1); // start + p <= half
            }
            let mut a = start;
            while out.len() < room && a <= half && classes.contains(&true) {
                classes[((a - start) % p) as usize].then(|| out.push((a, m - a)));
                a += 1;
            }
        }
        Some(count)
    }

    /// The smallest `p >= from` with `g[i] = g[i − p]` for the last `s` indices `i`, and
    /// how many indices, counted back from the last, have it (Rabin–Karp over the shifts,
    /// each hash match confirmed; `None` if there is none). O(len) time, O(1) memory.
    pub fn repeating_shift<T>(g: &[T], s: usize, from: usize) -> Option<(usize, usize)>
    where
        T: Copy + Into<u64> + Eq,
    {
        const M: u64 = (1 << 61) - 1;
        let mul = |x: u64, y: u64| (u128::from(x) * u128::from(y) % u128::from(M)) as u64;
        let (l, x) = (g.len(), |i: usize| g[i].into() + 1);
        let top = (1..s).fold(1, |t, _| mul(t, 3));
        let hash = |end: usize| (end - s..end).rev().fold(0, |h, i| (mul(h, 3) + x(i)) % M);
        let mut h = hash(l.checked_sub(from)?.checked_sub(s)? + s);
        let want = hash(l);
        for p in from..=l - s {
            if h == want && g[l - s - p..l - p] == g[l - s..] {
                let run = (p..l - s).rev().take_while(|&i| g[i] == g[i - p]).count();
                return Some((p, s + run));
            }
            let (first, last) = (l - s - p, l - p - 1);
            h = (first > 0).then(|| (mul(h + M - mul(x(last), top), 3) + x(first - 1)) % M)?;
        }
        None
    }

    /// `(p0, p)`: the smallest period and its pre-period the Guy–Smith theorem proves from
    /// `g` for a last non-zero digit `dk`: the run back from the end must cover `2·p0 + p + k
    /// ≥ (len + k)/2` values, so a rolling hash finds the candidates, smallest first. O(len)
    /// time, O(1) memory; the same answer as [`super::period::find`] when certified.
    pub fn guy_smith<T: Copy + Into<u64> + Eq>(g: &[T], k: usize) -> Option<(usize, usize)> {
        let (l, mut from) = (g.len(), 1);
        while let Some((p, z)) = repeating_shift(g, (l + k + 1) / 2, from) {
            if l - p >= 2 * (l - p - z).max(1) + p + k {
                return Some((l - p - z, p));
            }
            from = p + 1;
        }
        None
    }
}
