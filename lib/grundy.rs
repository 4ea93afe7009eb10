//! # grundy — exact solvers for impartial combinatorial games
//!
//! A chapter on impartial games, one section (`pub mod`) per topic, std only.
//! Every binary in `problems/` is a thin `solve(input, output)` over these sections.
//!
//! The two facts everything below rests on:
//! - **Sprague–Grundy.** Every position of a finite impartial game under normal play
//!   (the player who cannot move loses) is equivalent to a Nim heap of size
//!   `g = mex { g(q) : q a move from p }`; the position is lost for the player to move
//!   iff `g = 0`.
//! - **Sums.** A sum of games (a move is made in exactly one component) has Grundy
//!   value the xor (nim-sum) of the components' values.
//!
//! Conventions for the sections:
//! - a section refers to another one as `super::name`, so that a bundle (one file for a
//!   judge) can hold the sections it needs inside a `mod grundy { … }`;
//! - each section opens with a header: what it computes, the theorem with a one-line
//!   reason, time and memory, and the tests that verify it; its tests sit at its bottom.

// ==== section: io ====

/// Input and output for judge binaries.
///
/// **What.** [`Scanner`] reads whitespace-separated tokens from the whole input held in
/// memory and parses them from bytes; every error names the line, the token and what
/// was expected. [`Output`] is one buffered writer with allocation-free integer
/// formatting. [`run`] wires a `solve` function to stdin/stdout: answers written before
/// an input error are still flushed, the error becomes one `error: …` line on stderr
/// and a non-zero exit, and a panic prints no message or backtrace of its own.
///
/// **Valid input.** Tokens are separated by any mix of spaces, tabs, `\r` and `\n`:
/// CRLF line ends, a missing final newline and extra blank space are all accepted.
///
/// **Cost.** O(input bytes) time; the input is held once in memory.
///
/// **Tests.** The tests at the bottom of this section, including parsing compared with
/// proconio's on the same inputs.
pub mod io {
    use std::fmt;
    use std::io::{Read, Write};

    /// Where and why the input was rejected.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct InputError {
        /// 1-based line of the offending token (of the end of input, if none).
        pub line: usize,
        /// 1-based index of the token within its line; 0 at the end of input.
        pub token_index: usize,
        /// The offending token, or `None` at the end of input.
        pub token: Option<String>,
        /// What was expected there, or what is wrong with it.
        pub expected: String,
    }

    impl fmt::Display for InputError {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match &self.token {
                Some(t) => write!(
                    f,
                    "line {}, token {} \"{}\": expected {}",
                    self.line, self.token_index, t, self.expected
                ),
                None => write!(
                    f,
                    "line {}: unexpected end of input, expected {}",
                    self.line, self.expected
                ),
            }
        }
    }

    /// Tokens of an input held in memory.
    ///
    /// # Example
    /// ```
    /// use grundy::io::Scanner;
    /// let mut sc = Scanner::new(b"3\r\n 7 11 13");
    /// let n = sc.usize_in(1, 1000, "n").unwrap();
    /// let piles: Vec<u64> = (0..n).map(|_| sc.u64("a pile").unwrap()).collect();
    /// assert_eq!(piles, [7, 11, 13]);
    /// assert!(sc.at_end());
    /// ```
    pub struct Scanner<'a> {
        buf: &'a [u8],
        pos: usize,
        line: usize,
        tokens_on_line: usize,
        last_start: usize,
        last_line: usize,
        last_index: usize,
    }

    impl<'a> Scanner<'a> {
        /// A scanner over `buf`, positioned at its start.
        pub fn new(buf: &'a [u8]) -> Self {
            Scanner {
                buf,
                pos: 0,
                line: 1,
                tokens_on_line: 0,
                last_start: 0,
                last_line: 1,
                last_index: 0,
            }
        }

        #[inline]
        fn skip_blank(&mut self) {
            while let Some(&b) = self.buf.get(self.pos) {
                match b {
                    b'\n' => {
                        self.line += 1;
                        self.tokens_on_line = 0;
                    }
                    b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c' => {}
                    _ => break,
                }
                self.pos += 1;
            }
        }

        /// True if only blank space is left.
        pub fn at_end(&mut self) -> bool {
            self.skip_blank();
            self.pos >= self.buf.len()
        }

        /// 1-based line of the next token (after skipping blank space).
        pub fn line(&mut self) -> usize {
            self.skip_blank();
            self.line
        }

        /// The next token as raw bytes.
        ///
        /// # Errors
        /// At the end of input, with `expected` as the explanation.
        #[inline]
        pub fn token(&mut self, expected: &str) -> Result<&'a [u8], InputError> {
            self.skip_blank();
            if self.pos >= self.buf.len() {
                self.last_start = self.pos;
                self.last_line = self.line;
                self.last_index = 0;
                return Err(InputError {
                    line: self.line,
                    token_index: 0,
                    token: None,
                    expected: expected.to_string(),
                });
            }
            let start = self.pos;
            while let Some(&b) = self.buf.get(self.pos) {
                if b <= b' ' && matches!(b, b' ' | b'\n' | b'\t' | b'\r' | b'\x0b' | b'\x0c') {
                    break;
                }
                self.pos += 1;
            }
            self.tokens_on_line += 1;
            self.last_start = start;
            self.last_line = self.line;
            self.last_index = self.tokens_on_line;
            Ok(&self.buf[start..self.pos])
        }

        /// An error about the token read last (for checks made after parsing it, such as
        /// "this edge closes a cycle"). `expected` says what should have been there.
        pub fn error_at_last(&self, expected: impl Into<String>) -> InputError {
            let token = if self.last_index == 0 {
                None
            } else {
                let end = self.buf[self.last_start..]
                    .iter()
                    .position(|b| b.is_ascii_whitespace())
                    .map_or(self.buf.len(), |k| self.last_start + k);
                Some(shorten(&self.buf[self.last_start..end]))
            };
            InputError {
                line: self.last_line,
                token_index: self.last_index,
                token,
                expected: expected.into(),
            }
        }

        /// Reads an unsigned integer (decimal digits, an optional leading `+`).
        ///
        /// # Errors
        /// At the end of input, or if the token is not such a number or exceeds `u64::MAX`.
        #[inline]
        pub fn u64(&mut self, what: &str) -> Result<u64, InputError> {
            let tok = self.token(what)?;
            match parse_u64(tok) {
                Some(v) => Ok(v),
                None => Err(self.error_at_last(format!("{what}, an integer in 0..={}", u64::MAX))),
            }
        }

        /// Reads an unsigned integer in `lo..=hi`.
        ///
        /// # Errors
        /// As [`Scanner::u64`], or if the value is outside `lo..=hi`.
        #[inline]
        pub fn u64_in(&mut self, lo: u64, hi: u64, what: &str) -> Result<u64, InputError> {
            let tok = self.token(what)?;
            match parse_u64(tok) {
                Some(v) if lo <= v && v <= hi => Ok(v),
                _ => Err(self.error_at_last(format!("{what}, an integer in {lo}..={hi}"))),
            }
        }

        /// Reads an unsigned integer in `lo..=hi` as a `usize`.
        ///
        /// # Errors
        /// As [`Scanner::u64_in`].
        #[inline]
        pub fn usize_in(&mut self, lo: usize, hi: usize, what: &str) -> Result<usize, InputError> {
            self.u64_in(lo as u64, hi as u64, what).map(|v| v as usize)
        }

        /// Reads a signed integer in `lo..=hi` (an optional leading `-` or `+`).
        ///
        /// # Errors
        /// At the end of input, if the token is not an integer, or if it is outside `lo..=hi`.
        #[inline]
        pub fn i64_in(&mut self, lo: i64, hi: i64, what: &str) -> Result<i64, InputError> {
            let tok = self.token(what)?;
            match parse_i64(tok) {
                Some(v) if lo <= v && v <= hi => Ok(v),
                _ => Err(self.error_at_last(format!("{what}, an integer in {lo}..={hi}"))),
            }
        }

        /// Succeeds only if nothing but blank space is left.
        ///
        /// # Errors
        /// On the first extra token.
        pub fn expect_end(&mut self) -> Result<(), InputError> {
            if self.at_end() {
                Ok(())
            } else {
                self.token("end of input")?;
                Err(self.error_at_last("end of input (this token is extra)"))
            }
        }
    }

    fn shorten(tok: &[u8]) -> String {
        let s = String::from_utf8_lossy(tok);
        if s.chars().count() > 40 {
            let head: String = s.chars().take(40).collect();
            format!("{head}…")
        } else {
            s.into_owned()
        }
    }

    /// Parses `[+]digits` into a `u64`; `None` if malformed or too large.
    #[inline]
    pub fn parse_u64(tok: &[u8]) -> Option<u64> {
        let digits = match tok.first() {
            Some(b'+') => &tok[1..],
            _ => tok,
        };
        if digits.is_empty() {
            return None;
        }
        let mut v: u64 = 0;
        if digits.len() <= 19 {
            // At most 19 digits: cannot overflow.
            for &b in digits {
                let d = b.wrapping_sub(b'0');
                if d > 9 {
                    return None;
                }
                v = v * 10 + d as u64;
            }
        } else {
            for &b in digits {
                let d = b.wrapping_sub(b'0');
                if d > 9 {
                    return None;
                }
                v = v.checked_mul(10)?.checked_add(d as u64)?;
            }
        }
        Some(v)
    }

    /// Parses `[+-]digits` into an `i64`; `None` if malformed or out of range.
    pub fn parse_i64(tok: &[u8]) -> Option<i64> {
        match tok.first() {
            Some(b'-') => {
                let m = parse_u64(&tok[1..]).filter(|_| tok.get(1) != Some(&b'+'))?;
                if m <= i64::MAX as u64 + 1 {
                    Some((m as i64).wrapping_neg())
                } else {
                    None
                }
            }
            _ => i64::try_from(parse_u64(tok)?).ok(),
        }
    }

    /// A buffered writer with integer formatting that does not allocate.
    ///
    /// Write errors (a closed pipe) are kept and reported by [`Output::finish`].
    pub struct Output<W: Write> {
        inner: W,
        buf: Vec<u8>,
        error: Option<std::io::Error>,
    }

    const FLUSH_AT: usize = 1 << 16;

    impl<W: Write> Output<W> {
        /// An output writing to `inner`.
        pub fn new(inner: W) -> Self {
            Output {
                inner,
                buf: Vec::with_capacity(FLUSH_AT + 64),
                error: None,
            }
        }

        #[inline]
        fn maybe_flush(&mut self) {
            if self.buf.len() >= FLUSH_AT {
                self.flush_buf();
            }
        }

        fn flush_buf(&mut self) {
            if self.error.is_none() {
                if let Err(e) = self.inner.write_all(&self.buf) {
                    self.error = Some(e);
                }
            }
            self.buf.clear();
        }

        /// Writes `s` as it is.
        #[inline]
        pub fn str(&mut self, s: &str) {
            self.bytes(s.as_bytes());
        }

        /// Writes raw bytes.
        #[inline]
        pub fn bytes(&mut self, b: &[u8]) {
            self.buf.extend_from_slice(b);
            self.maybe_flush();
        }

        /// Writes one byte.
        #[inline]
        pub fn byte(&mut self, b: u8) {
            self.buf.push(b);
            self.maybe_flush();
        }

        /// Writes `s` and a newline.
        #[inline]
        pub fn line(&mut self, s: &str) {
            self.buf.extend_from_slice(s.as_bytes());
            self.byte(b'\n');
        }

        /// Writes `x` in decimal.
        #[inline]
        pub fn u64(&mut self, x: u64) {
            self.u128(x as u128);
        }

        /// Writes `x` in decimal.
        #[inline]
        pub fn u128(&mut self, mut x: u128) {
            let mut tmp = [0u8; 40];
            let mut i = tmp.len();
            loop {
                i -= 1;
                tmp[i] = b'0' + (x % 10) as u8;
                x /= 10;
                if x == 0 {
                    break;
                }
            }
            self.bytes(&tmp[i..]);
        }

        /// Writes `x` in decimal.
        #[inline]
        pub fn i64(&mut self, x: i64) {
            if x < 0 {
                self.buf.push(b'-');
            }
            self.u64(x.unsigned_abs());
        }

        /// Writes the items of `xs` separated by single spaces, then a newline.
        pub fn u64_line<I: IntoIterator<Item = u64>>(&mut self, xs: I) {
            let mut first = true;
            for x in xs {
                if !first {
                    self.buf.push(b' ');
                }
                first = false;
                self.u64(x);
            }
            self.byte(b'\n');
        }

        /// Flushes everything and reports the first write error, if any.
        ///
        /// # Errors
        /// The first error the underlying writer returned.
        pub fn finish(mut self) -> std::io::Result<W> {
            self.flush_buf();
            if let Some(e) = self.error.take() {
                return Err(e);
            }
            self.inner.flush()?;
            Ok(self.inner)
        }
    }

    /// The signature of every binary's `solve`.
    pub type SolveResult = Result<(), InputError>;

    /// Runs `solve` over `input` and returns what it wrote and how it ended.
    ///
    /// # Example
    /// ```
    /// use grundy::io::{run_on_bytes, Output, Scanner, SolveResult};
    /// fn solve<W: std::io::Write>(sc: &mut Scanner, out: &mut Output<W>) -> SolveResult {
    ///     while !sc.at_end() {
    ///         let x = sc.u64("x")?;
    ///         out.u64(x * 2);
    ///         out.byte(b'\n');
    ///     }
    ///     Ok(())
    /// }
    /// assert_eq!(run_on_bytes(b"1\n2\n", solve), ("2\n4\n".to_string(), Ok(())));
    /// let (out, err) = run_on_bytes(b"1\nx\n", solve);
    /// assert_eq!(out, "2\n");
    /// assert_eq!(err.unwrap_err().to_string(), "line 2, token 1 \"x\": expected x, an integer in 0..=18446744073709551615");
    /// ```
    pub fn run_on_bytes<F>(input: &[u8], solve: F) -> (String, SolveResult)
    where
        F: FnOnce(&mut Scanner, &mut Output<Vec<u8>>) -> SolveResult,
    {
        let mut sc = Scanner::new(input);
        let mut out = Output::new(Vec::new());
        let res = solve(&mut sc, &mut out);
        let bytes = out.finish().unwrap_or_default();
        (String::from_utf8_lossy(&bytes).into_owned(), res)
    }

    /// The whole `main` of a judge binary: reads stdin once, runs `solve` with a buffered
    /// stdout, and turns an input error into one `error: …` line on stderr and exit code 1.
    /// A panic (a bug, never expected) prints one `error: internal: …` line, no backtrace,
    /// and exits with 101.
    pub fn run<F>(solve: F)
    where
        F: FnOnce(&mut Scanner, &mut Output<std::io::StdoutLock<'static>>) -> SolveResult,
    {
        std::panic::set_hook(Box::new(|info| {
            let msg = if let Some(s) = info.payload().downcast_ref::<&str>() {
                (*s).to_string()
            } else if let Some(s) = info.payload().downcast_ref::<String>() {
                s.clone()
            } else {
                "panic".to_string()
            };
            let at = info
                .location()
                .map(|l| format!(" at {}:{}", l.file(), l.line()))
                .unwrap_or_default();
            eprintln!("error: internal: {msg}{at}");
        }));
        let mut input = Vec::new();
        if let Err(e) = std::io::stdin().lock().read_to_end(&mut input) {
            eprintln!("error: cannot read standard input: {e}");
            std::process::exit(1);
        }
        let mut sc = Scanner::new(&input);
        let mut out = Output::new(std::io::stdout().lock());
        let res = solve(&mut sc, &mut out);
        let written = out.finish();
        if let Err(e) = res {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
        if let Err(e) = written {
            eprintln!("error: cannot write standard output: {e}");
            std::process::exit(1);
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn parses_blank_space_of_every_kind() {
            let mut sc = Scanner::new(b"  1\t2\r\n\r\n3   \n+4");
            for want in 1..=4 {
                assert_eq!(sc.u64("x"), Ok(want));
            }
            assert!(sc.at_end());
            assert!(sc.expect_end().is_ok());
        }

        #[test]
        fn u64_edges() {
            assert_eq!(parse_u64(b"18446744073709551615"), Some(u64::MAX));
            assert_eq!(parse_u64(b"18446744073709551616"), None);
            assert_eq!(parse_u64(b"000000000000000000000000042"), Some(42));
            assert_eq!(parse_u64(b"99999999999999999999"), None);
            assert_eq!(parse_u64(b"0"), Some(0));
            for bad in [&b""[..], b"+", b"-1", b"1a", b"a", b"1.0", b"++1"] {
                assert_eq!(parse_u64(bad), None, "{:?}", bad);
            }
        }

        #[test]
        fn i64_edges() {
            assert_eq!(parse_i64(b"-9223372036854775808"), Some(i64::MIN));
            assert_eq!(parse_i64(b"9223372036854775807"), Some(i64::MAX));
            assert_eq!(parse_i64(b"9223372036854775808"), None);
            assert_eq!(parse_i64(b"-9223372036854775809"), None);
            assert_eq!(parse_i64(b"-0"), Some(0));
            assert_eq!(parse_i64(b"+5"), Some(5));
            assert_eq!(parse_i64(b"-+5"), None);
            assert_eq!(parse_i64(b"--5"), None);
        }

        #[test]
        fn errors_name_line_token_and_expectation() {
            let mut sc = Scanner::new(b"1 2\n3 x7 5\n");
            for _ in 0..3 {
                sc.u64("a").unwrap();
            }
            let e = sc.u64("a pile").unwrap_err();
            assert_eq!((e.line, e.token_index), (2, 2));
            assert_eq!(e.token.as_deref(), Some("x7"));
            assert!(e
                .to_string()
                .starts_with("line 2, token 2 \"x7\": expected a pile"));

            let e = sc.u64_in(0, 4, "b").unwrap_err();
            assert_eq!(
                e.to_string(),
                "line 2, token 3 \"5\": expected b, an integer in 0..=4"
            );

            let e = sc.u64("c").unwrap_err();
            assert_eq!(e.to_string(), "line 3: unexpected end of input, expected c");

            let mut sc = Scanner::new(b"5\r\n6 7");
            sc.u64("n").unwrap();
            sc.u64("n").unwrap();
            let e = sc.expect_end().unwrap_err();
            assert_eq!((e.line, e.token_index), (2, 2));
            let e = sc.error_at_last("something else");
            assert_eq!(e.token.as_deref(), Some("7"));
        }

        #[test]
        fn output_formats_integers() {
            let mut out = Output::new(Vec::new());
            out.u64(0);
            out.byte(b' ');
            out.u64(u64::MAX);
            out.byte(b' ');
            out.i64(i64::MIN);
            out.byte(b' ');
            out.u128(1u128 << 64);
            out.byte(b'\n');
            out.u64_line([1, 20, 300]);
            out.line("ok");
            let s = String::from_utf8(out.finish().unwrap()).unwrap();
            assert_eq!(
                s,
                "0 18446744073709551615 -9223372036854775808 18446744073709551616\n1 20 300\nok\n"
            );
        }

        #[test]
        fn large_output_is_flushed_in_order() {
            let mut out = Output::new(Vec::new());
            for i in 0..100_000u64 {
                out.u64(i);
                out.byte(b'\n');
            }
            let s = String::from_utf8(out.finish().unwrap()).unwrap();
            assert!(s.lines().map(|l| l.parse::<u64>().unwrap()).eq(0..100_000));
        }

        /// Our scanner and proconio read the same numbers from the same random inputs.
        #[test]
        fn agrees_with_proconio() {
            use proconio::source::once::OnceSource;
            let mut seed = 0x2545_f491_4f6c_dd1du64;
            let mut next = move || {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                seed
            };
            for _ in 0..200 {
                let n = (next() % 50) as usize;
                let mut text = String::new();
                let mut want = Vec::new();
                for _ in 0..n {
                    let v = match next() % 4 {
                        0 => next(),
                        1 => next() % 10,
                        2 => u64::MAX - next() % 3,
                        _ => next() % 1_000_000_007,
                    };
                    want.push(v);
                    text.push_str(&v.to_string());
                    text.push_str(match next() % 5 {
                        0 => "\r\n",
                        1 => "  ",
                        2 => "\t",
                        3 => "\n\n",
                        _ => " ",
                    });
                }
                let mut ours = Scanner::new(text.as_bytes());
                let got: Vec<u64> = (0..n).map(|_| ours.u64("v").unwrap()).collect();
                assert!(ours.at_end());
                let mut src = OnceSource::from(text.as_str());
                proconio::input! { from &mut src, theirs: [u64; n] }
                assert_eq!(got, theirs);
                assert_eq!(got, want);
            }
        }
    }
}

// ==== section: mex ====

/// Mex, Grundy tables and a generic memoised game-tree search.
///
/// **What.** `mex(S)`, the least natural number not in `S`; [`grundy_table`], the Grundy
/// values `g(0..n)` of a game whose moves from `i` lead to positions `< i`; and
/// [`GameSearch`], the Grundy value (normal play) or the outcome (misère play) of any
/// finite game given as "positions and their moves" — the brute force every closed form
/// in this crate is checked against.
///
/// **Theorem.** Sprague–Grundy: `g(p) = mex { g(q) : p → q }` and `p` is lost for the
/// mover iff `g(p) = 0` — by induction, from `g(p)` one can move to every smaller value
/// but never to `g(p)` itself, which is exactly a Nim heap of size `g(p)`.
///
/// **Cost.** `mex` over k values: O(k) time and memory. `grundy_table`: O(n + total
/// moves), with one stamp array reused by every state (no clearing). `GameSearch`: each
/// reachable position is expanded once; iterative (an explicit stack), so deep games do
/// not overflow the call stack.
///
/// **Tests.** Bottom of this section: mex by definition, the subtraction game {1, 2}
/// (`g = n mod 3`), Nim heaps (`g = n`), and misère outcomes of one heap.
pub mod mex {
    use std::collections::{HashMap, HashSet};
    use std::hash::Hash;

    /// The least natural number not among `values`.
    ///
    /// # Complexity
    /// O(k) time and memory for k values.
    ///
    /// # Example
    /// ```
    /// assert_eq!(grundy::mex::mex([0, 1, 3, 7]), 2);
    /// assert_eq!(grundy::mex::mex([]), 0);
    /// ```
    pub fn mex<I: IntoIterator<Item = u64>>(values: I) -> u64 {
        let values: Vec<u64> = values.into_iter().collect();
        // Only values < k can matter: k values cannot cover more than 0..k.
        let mut seen = vec![false; values.len() + 1];
        for v in values {
            if (v as usize) < seen.len() && v < seen.len() as u64 {
                seen[v as usize] = true;
            }
        }
        seen.iter().position(|&s| !s).unwrap_or(0) as u64
    }

    /// Grundy values `g(0), …, g(n-1)` of a game whose positions are `0..n` and whose moves
    /// from `i` all lead to smaller positions; `moves(i, out)` pushes the targets of `i`
    /// into `out` (it is cleared before each call; duplicates are fine).
    ///
    /// # Complexity
    /// O(n + total number of moves) time, O(n) memory: one stamp array serves every state.
    ///
    /// # Panics
    /// If a move leads to a position `>= i`.
    ///
    /// # Example
    /// ```
    /// // Subtraction game {1, 2}: g(n) = n mod 3.
    /// let g = grundy::mex::grundy_table(7, |i, out| out.extend((1..=2).filter(|&s| s <= i).map(|s| i - s)));
    /// assert_eq!(g, [0, 1, 2, 0, 1, 2, 0]);
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
                assert!(t < i, "grundy_table: move {i} -> {t} does not go down");
                let v = g[t] as usize;
                if v < stamp.len() {
                    stamp[v] = i + 1;
                }
            }
            let mut m = 0;
            while stamp[m] == i + 1 {
                m += 1;
            }
            g[i] = m as u64;
        }
        g
    }

    /// Memoised search of a finite game given by its move function.
    ///
    /// `moves(p, out)` pushes every position reachable from `p` in one move into `out`
    /// (cleared before each call). The game must be finite (no cycles); a cycle panics.
    ///
    /// # Example
    /// ```
    /// use grundy::mex::GameSearch;
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
            }
        }

        /// The Grundy value of `start` under normal play.
        ///
        /// # Panics
        /// If the game has a cycle reachable from `start`.
        pub fn grundy(&mut self, start: P) -> u64 {
            evaluate(start, &mut self.moves, &mut self.grundy, |values| {
                mex(values.iter().copied())
            })
        }

        /// Whether the player to move wins `p` under normal play (the last mover wins).
        ///
        /// # Panics
        /// If the game has a cycle reachable from `p`.
        pub fn first_player_wins(&mut self, p: P) -> bool {
            self.grundy(p) != 0
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
            Frame {
                pos,
                values: Vec::with_capacity(children.len()),
                children,
            }
        };
        let mut on_stack: HashSet<P> = HashSet::new();
        on_stack.insert(start.clone());
        let mut stack = vec![expand(start, moves)];
        loop {
            let top = stack
                .last_mut()
                .expect("the stack holds the start until the end");
            if let Some(child) = top.children.get(top.values.len()) {
                if let Some(&v) = memo.get(child) {
                    top.values.push(v);
                } else {
                    assert!(
                        on_stack.insert(child.clone()),
                        "GameSearch: the game has a cycle"
                    );
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

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn mex_by_definition() {
            assert_eq!(mex([]), 0);
            assert_eq!(mex([1, 2]), 0);
            assert_eq!(mex([0, 0, 0]), 1);
            assert_eq!(mex([2, 0, 1, 5]), 3);
            assert_eq!(mex([u64::MAX, 0]), 1);
            for set in 0u32..1 << 8 {
                let vals: Vec<u64> = (0..8).filter(|b| set >> b & 1 == 1).collect();
                let want = (0..).find(|v| !vals.contains(v)).unwrap();
                assert_eq!(mex(vals.iter().copied()), want);
            }
        }

        #[test]
        fn table_and_search_agree_on_subtraction_games() {
            for set in [vec![1, 2], vec![1, 3, 4], vec![2, 5], vec![1, 2, 4, 8, 16]] {
                let table = grundy_table(200, |i, out| {
                    out.extend(set.iter().filter(|&&s| s <= i).map(|&s| i - s))
                });
                let mut search = GameSearch::new(|&i: &usize, out: &mut Vec<usize>| {
                    out.extend(set.iter().filter(|&&s| s <= i).map(|&s| i - s))
                });
                for (i, &g) in table.iter().enumerate() {
                    assert_eq!(search.grundy(i), g, "set {set:?}, n = {i}");
                }
            }
            let g = grundy_table(30, |i, out| {
                out.extend((1..=2).filter(|&s| s <= i).map(|s| i - s))
            });
            assert!(g.iter().enumerate().all(|(i, &v)| v == i as u64 % 3));
        }

        #[test]
        fn nim_heap_values_and_misere_outcomes() {
            let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| out.extend(0..n));
            for n in 0..50 {
                assert_eq!(search.grundy(n), n);
                // Misère, one heap: lost for the mover exactly when one stone is left.
                assert_eq!(search.first_player_wins_misere(n), n != 1);
            }
        }

        #[test]
        fn deep_games_do_not_overflow_the_stack() {
            let mut search = GameSearch::new(|&n: &u32, out: &mut Vec<u32>| {
                if n > 0 {
                    out.push(n - 1)
                }
            });
            assert_eq!(search.grundy(1_000_000), 0);
            assert_eq!(search.grundy(999_999), 1);
        }

        #[test]
        #[should_panic(expected = "cycle")]
        fn cycles_are_refused() {
            let mut search = GameSearch::new(|&n: &u8, out: &mut Vec<u8>| out.push((n + 1) % 3));
            search.grundy(0);
        }
    }
}

// ==== section: nim (issue 2) ====

/// Nim: piles of stones, a move takes one or more stones from one pile, the last mover wins.
///
/// **P-positions (Bouton).** The mover loses iff the nim-sum `s = p_1 ^ … ^ p_k` is 0:
/// every move changes exactly one pile and so changes `s` away from 0, while from
/// `s != 0` the pile `p` that has the top bit of `s` set can be lowered to `p ^ s < p`,
/// which makes the nim-sum 0. (This is Sprague–Grundy with `g(p) = p`.)
///
/// **Winning moves.** A move to nim-sum 0 from pile `i` must leave exactly `p_i ^ s`
/// stones, so there is at most one per pile, and it exists iff `p_i ^ s < p_i`, i.e. iff
/// `p_i` has the top bit of `s` set (the highest bit where `p_i` and `p_i ^ s` differ is
/// that bit). Hence the count (POJ 2975) is the number of piles having that bit, and
/// Luogu P1247's tie-break "smallest pile, then smallest count" is simply the first such
/// pile, with the unique count `p_i - (p_i ^ s)`.
///
/// **Cost.** O(k) time, O(1) extra memory for k piles; exact for every `u64`.
///
/// **Tests.** Bottom of this section: up to 4 piles each `<= 7` against
/// [`super::mex::GameSearch`] (verdict, the reported move, the tie-break among all winning
/// moves found by search, the count); `testdata/luogu_p1247`, `testdata/poj2975`.
pub mod nim {
    /// The nim-sum (xor) of the piles.
    ///
    /// # Complexity
    /// O(k).
    ///
    /// # Example
    /// ```
    /// assert_eq!(grundy::nim::nim_sum(&[3, 6, 9]), 3 ^ 6 ^ 9);
    /// assert_eq!(grundy::nim::nim_sum(&[]), 0);
    /// ```
    pub fn nim_sum(piles: &[u64]) -> u64 {
        piles.iter().fold(0, |s, &p| s ^ p)
    }

    /// Whether the player to move wins (normal play: the last mover wins).
    ///
    /// # Complexity
    /// O(k).
    ///
    /// # Example
    /// ```
    /// assert!(grundy::nim::nim_first_player_wins(&[3, 6, 9]));
    /// assert!(!grundy::nim::nim_first_player_wins(&[15, 22, 19, 10]));
    /// ```
    pub fn nim_first_player_wins(piles: &[u64]) -> bool {
        nim_sum(piles) != 0
    }

    /// The size pile `pile` must be lowered to so that the nim-sum becomes 0, given the
    /// current nim-sum `nim_sum` of all piles; `None` if that is not a move (it would not
    /// lower the pile), which happens iff `pile` lacks the top bit of `nim_sum`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::nim::winning_target;
    /// let s = 3 ^ 6 ^ 9; // 12
    /// assert_eq!(winning_target(3, s), None);
    /// assert_eq!(winning_target(9, s), Some(5));
    /// assert_eq!(winning_target(7, 0), None); // nothing to fix: the mover loses
    /// ```
    pub fn winning_target(pile: u64, nim_sum: u64) -> Option<u64> {
        Some(pile ^ nim_sum).filter(|&t| t < pile)
    }

    /// Every winning move, as `(pile index, new size)`, in increasing pile order (at most
    /// one per pile). Empty iff the mover loses.
    ///
    /// # Complexity
    /// O(k).
    ///
    /// # Example
    /// ```
    /// assert_eq!(grundy::nim::winning_moves(&[7, 11, 13]), [(0, 6), (1, 10), (2, 12)]);
    /// assert!(grundy::nim::winning_moves(&[5, 5]).is_empty());
    /// ```
    pub fn winning_moves(piles: &[u64]) -> Vec<(usize, u64)> {
        let s = nim_sum(piles);
        piles
            .iter()
            .enumerate()
            .filter_map(|(i, &p)| winning_target(p, s).map(|t| (i, t)))
            .collect()
    }

    /// The winning move with the smallest pile index, as `(pile index, new size)` (the
    /// count taken, `piles[i] - new size`, is the only one that wins from that pile, so
    /// it is also the smallest); `None` iff the mover loses.
    ///
    /// # Complexity
    /// O(k).
    ///
    /// # Example
    /// ```
    /// // Luogu P1247 sample: take 4 from pile 3 (1-based).
    /// assert_eq!(grundy::nim::first_winning_move(&[3, 6, 9]), Some((2, 5)));
    /// assert_eq!(grundy::nim::first_winning_move(&[15, 22, 19, 10]), None);
    /// ```
    pub fn first_winning_move(piles: &[u64]) -> Option<(usize, u64)> {
        let s = nim_sum(piles);
        piles
            .iter()
            .enumerate()
            .find_map(|(i, &p)| winning_target(p, s).map(|t| (i, t)))
    }

    /// The number of winning moves: the piles having the top bit of the nim-sum set.
    ///
    /// # Complexity
    /// O(k).
    ///
    /// # Example
    /// ```
    /// assert_eq!(grundy::nim::count_winning_moves(&[7, 11, 13]), 3);
    /// assert_eq!(grundy::nim::count_winning_moves(&[1_000_000_000, 1_000_000_000]), 0);
    /// ```
    pub fn count_winning_moves(piles: &[u64]) -> usize {
        let s = nim_sum(piles);
        if s == 0 {
            return 0;
        }
        let top = 1u64 << (63 - s.leading_zeros());
        piles.iter().filter(|&&p| p & top != 0).count()
    }

    #[cfg(test)]
    mod tests {
        use super::super::mex::GameSearch;
        use super::*;

        /// All positions of up to 4 piles, each `<= 7`.
        fn small_positions() -> Vec<Vec<u64>> {
            let mut all = vec![vec![]];
            for k in 1..=4u32 {
                for code in 0..8u64.pow(k) {
                    all.push((0..k).map(|i| code / 8u64.pow(i) % 8).collect());
                }
            }
            all
        }

        #[test]
        fn matches_exhaustive_search() {
            let mut search = GameSearch::new(|piles: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
                for i in 0..piles.len() {
                    for t in 0..piles[i] {
                        let mut next = piles.clone();
                        next[i] = t;
                        out.push(next);
                    }
                }
            });
            let mut winning_positions = 0;
            for piles in small_positions() {
                let wins = search.first_player_wins(piles.clone());
                assert_eq!(nim_first_player_wins(&piles), wins, "{piles:?}");
                // Every winning move found by search, in (pile, count taken) order.
                let mut by_search = Vec::new();
                for i in 0..piles.len() {
                    for take in 1..=piles[i] {
                        let mut next = piles.clone();
                        next[i] -= take;
                        if !search.first_player_wins(next) {
                            by_search.push((i, piles[i] - take));
                        }
                    }
                }
                assert_eq!(by_search.is_empty(), !wins);
                assert_eq!(winning_moves(&piles), by_search, "{piles:?}");
                assert_eq!(count_winning_moves(&piles), by_search.len(), "{piles:?}");
                assert_eq!(first_winning_move(&piles), by_search.first().copied());
                if let Some((i, t)) = first_winning_move(&piles) {
                    let mut next = piles.clone();
                    next[i] = t;
                    assert_eq!(nim_sum(&next), 0);
                    winning_positions += 1;
                }
            }
            assert!(winning_positions > 1000);
        }

        #[test]
        fn exact_at_the_u64_edge() {
            let max = u64::MAX;
            assert_eq!(first_winning_move(&[max, 0]), Some((0, 0)));
            assert_eq!(first_winning_move(&[max, max]), None);
            assert_eq!(first_winning_move(&[max, max, 5]), Some((0, max - 5)));
            assert_eq!(count_winning_moves(&[max, 1 << 63, 1]), 1); // only max has bit 62
            assert_eq!(count_winning_moves(&[max, 1 << 63, 3 << 62]), 3);
            assert_eq!(count_winning_moves(&[]), 0);
        }
    }
}

// ==== section: bash (issue 2) ====

/// Bash game: one pile of `n`, a move takes 1..=m stones.
///
/// **P-positions.** Normal play (taking the last stone wins): the mover loses iff
/// `n % (m + 1) == 0` — from a multiple of `m + 1` every move leaves a non-multiple, and
/// from a non-multiple taking `n % (m + 1)` stones restores one. In fact the Grundy value
/// is `n % (m + 1)`. Misère play (taking the last stone loses): the mover loses iff
/// `n % (m + 1) == 1` — the same argument with the target shifted to `k(m+1) + 1`.
///
/// **Cost.** O(1) time and memory, exact for every `u64` (`m + 1` is formed in `u128`).
///
/// **Tests.** Bottom of this section: both variants against [`super::mex::GameSearch`] for
/// all `n, m <= 40`, and the `u64` edges; `testdata/hdu1846`.
pub mod bash {
    /// The Grundy value `n mod (m + 1)` of a Bash pile under normal play.
    ///
    /// # Panics
    /// If `m == 0` (no move is ever possible; the game is not a Bash game).
    ///
    /// # Example
    /// ```
    /// assert_eq!(grundy::bash::bash_grundy(23, 2), 2);
    /// assert_eq!(grundy::bash::bash_grundy(u64::MAX, u64::MAX), u64::MAX);
    /// ```
    pub fn bash_grundy(n: u64, m: u64) -> u64 {
        assert!(m >= 1, "bash_grundy: m must be at least 1");
        (n as u128 % (m as u128 + 1)) as u64
    }

    /// Whether the player to move wins under normal play (taking the last stone wins).
    ///
    /// # Panics
    /// If `m == 0`.
    ///
    /// # Example
    /// ```
    /// assert!(grundy::bash::bash_first_player_wins(23, 2));
    /// assert!(!grundy::bash::bash_first_player_wins(4, 3));
    /// ```
    pub fn bash_first_player_wins(n: u64, m: u64) -> bool {
        bash_grundy(n, m) != 0
    }

    /// Whether the player to move wins under misère play (taking the last stone loses).
    ///
    /// # Panics
    /// If `m == 0`.
    ///
    /// # Example
    /// ```
    /// assert!(!grundy::bash::bash_first_player_wins_misere(1, 3));
    /// assert!(grundy::bash::bash_first_player_wins_misere(0, 3)); // nothing left: the other player took the last one
    /// ```
    pub fn bash_first_player_wins_misere(n: u64, m: u64) -> bool {
        bash_grundy(n, m) != 1
    }

    /// The winning move under normal play: how many stones to take, or `None` if the
    /// mover loses.
    ///
    /// # Panics
    /// If `m == 0`.
    pub fn bash_winning_take(n: u64, m: u64) -> Option<u64> {
        Some(bash_grundy(n, m)).filter(|&t| t != 0)
    }

    #[cfg(test)]
    mod tests {
        use super::super::mex::GameSearch;
        use super::*;

        #[test]
        fn matches_exhaustive_search_in_both_variants() {
            for m in 1..=40u64 {
                let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
                    out.extend((1..=m.min(n)).map(|t| n - t))
                });
                for n in 0..=40u64 {
                    assert_eq!(bash_grundy(n, m), search.grundy(n), "n={n} m={m}");
                    assert_eq!(bash_first_player_wins(n, m), search.first_player_wins(n));
                    assert_eq!(
                        bash_first_player_wins_misere(n, m),
                        search.first_player_wins_misere(n),
                        "misère n={n} m={m}"
                    );
                    if let Some(t) = bash_winning_take(n, m) {
                        assert!((1..=m).contains(&t) && t <= n);
                        assert!(!search.first_player_wins(n - t));
                    }
                }
            }
        }

        #[test]
        fn exact_at_the_u64_edge() {
            let max = u64::MAX;
            assert_eq!(bash_grundy(max, max), max);
            assert!(bash_first_player_wins(max, max));
            assert_eq!(bash_grundy(max, max - 1), 0); // u64::MAX = 1 * (max - 1 + 1) + 0
            assert_eq!(bash_grundy(0, max), 0);
            assert_eq!(bash_grundy(max, 1), 1); // odd
            assert!(!bash_first_player_wins_misere(1, max));
        }
    }
}

// ==== section: wythoff (issue 2) ====

/// Wythoff's game: two piles; a move takes any positive number from one pile, or the same
/// positive number from both; the last mover wins.
///
/// **P-positions.** The positions lost for the mover are exactly the pairs
/// `(a_k, b_k)` (in either order), `k = 0, 1, 2, …`, with `a_k = floor(k·φ)`,
/// `b_k = a_k + k = floor(k·φ²)`, `φ = (1 + √5) / 2`:
/// (0,0), (1,2), (3,5), (4,7), (6,10), (8,13), … Why: `1/φ + 1/φ² = 1`, so by Beatty's
/// theorem every positive integer is exactly one `a_j` or one `b_j`; hence from a pair no
/// single-pile move reaches another pair (each number has one partner), no diagonal move
/// does (each difference `k` occurs once); and from any other position `(x, y)`, `x <= y`,
/// some move reaches a pair: if `x`'s partner is below `y`, lower `y` to it; otherwise
/// `x = a_j` with `y < b_j`, so `k = y - x < j` and taking `x - a_k > 0` from both piles
/// reaches `(a_k, b_k)` ([`wythoff_winning_moves`] lists all such moves).
///
/// **Exact `a_k` without floating point.** `k·φ = (k + √(5k²)) / 2`. For `k >= 1`, `5k²` is
/// not a square (√5 is irrational), so with `r = isqrt(5k²)` we have `r < √(5k²) < r + 1`
/// and `k·φ` lies strictly inside `((k + r)/2, (k + r + 1)/2)`. If `k + r` is even that
/// interval is `(m, m + ½)`; if odd it is `(m + ½, m + 1)` with `m = (k + r - 1)/2`; either
/// way `floor(k·φ) = floor((k + r)/2)`: the irrational part never straddles an integer.
/// `5k²` exceeds `u128` only for `k > 2^64/√5 ≈ 8.2·10^18`, and then
/// `b_k > k·φ² - 1 > 2^64`, so no such pair fits in `u64` ([`wythoff_pair`] says `None`
/// via checked arithmetic). The integer square root [`isqrt`] is Newton's method from a
/// power of two above the root (MSRV 1.70 has no `isqrt`; no floats, not even a guess).
///
/// The popular `a == (int)(k * (sqrt(5) + 1) / 2)` in double precision is wrong inside
/// POJ's range: first at `k = 102334155` (= F_40), where it gives 165580141 (found by a
/// scratch C program) but `a_k = 165580140` (`k·φ = F_41 - ψ^40`, just below the integer
/// `F_41`, closer than a double can tell). Pinned by a test below and by
/// `testdata/poj1067/double-precision-trap-k102334155.in`.
///
/// **Cost.** [`isqrt`]: O(log) divisions; [`wythoff_pair`], [`wythoff_is_losing`]: one
/// `isqrt`; [`wythoff_partner`], [`wythoff_winning_moves`]: a binary search of 64 steps.
/// Exact for every `u64`; O(1) memory.
///
/// **Tests.** Bottom of this section: all piles `<= 60` (both orders) against
/// [`super::mex::GameSearch`], including the exact set of winning moves; `isqrt` near
/// squares and at the `u128` edges; `a_k` at every Fibonacci `k` (`floor(F_n·φ) = F_{n+1}`
/// or `F_{n+1} - 1`, an independent exact formula) up to the `u64` limit; the Beatty
/// partition up to 10^5; the largest P-position in `u64`, `(11400714819323198485,
/// u64::MAX)`; `testdata/poj1067`.
pub mod wythoff {
    /// `floor(√n)`, exact for every `u128`.
    ///
    /// # Complexity
    /// O(log n) `u128` divisions (Newton's iteration from a power of two `>= √n`).
    ///
    /// # Example
    /// ```
    /// use grundy::wythoff::isqrt;
    /// assert_eq!(isqrt(24), 4);
    /// assert_eq!(isqrt(25), 5);
    /// assert_eq!(isqrt(u128::MAX), u64::MAX as u128);
    /// ```
    pub fn isqrt(n: u128) -> u128 {
        if n < 2 {
            return n;
        }
        let bits = 128 - n.leading_zeros();
        // x0 = 2^ceil(bits/2) >= √n; x0 <= 2^64 and n / x0 < 2^64, so x + n / x never
        // overflows. From above, Newton's step decreases strictly until it reaches
        // floor(√n), and the first step that does not decrease marks it.
        let mut x: u128 = 1 << ((bits + 1) / 2);
        loop {
            let y = (x + n / x) / 2;
            if y >= x {
                return x;
            }
            x = y;
        }
    }

    /// The `k`-th P-position `(a_k, b_k) = (floor(k·φ), floor(k·φ) + k)`, or `None` if
    /// `b_k > u64::MAX`.
    ///
    /// # Complexity
    /// One [`isqrt`].
    ///
    /// # Example
    /// ```
    /// use grundy::wythoff::wythoff_pair;
    /// assert_eq!(wythoff_pair(0), Some((0, 0)));
    /// assert_eq!(wythoff_pair(3), Some((4, 7)));
    /// assert_eq!(wythoff_pair(102_334_155), Some((165_580_140, 267_914_295)));
    /// assert_eq!(wythoff_pair(u64::MAX), None);
    /// ```
    pub fn wythoff_pair(k: u64) -> Option<(u64, u64)> {
        let k = k as u128;
        let five_k2 = (k * k).checked_mul(5)?;
        let a = (k + isqrt(five_k2)) / 2;
        let b = a + k;
        if b > u64::MAX as u128 {
            None
        } else {
            Some((a as u64, b as u64))
        }
    }

    /// Whether the player to move loses from piles `(a, b)` (any order, any `u64`).
    ///
    /// # Complexity
    /// One [`isqrt`].
    ///
    /// # Example
    /// ```
    /// use grundy::wythoff::wythoff_is_losing;
    /// assert!(wythoff_is_losing(2, 1));
    /// assert!(!wythoff_is_losing(8, 4));
    /// assert!(wythoff_is_losing(4, 7));
    /// assert!(!wythoff_is_losing(165_580_141, 267_914_296)); // what doubles would call losing
    /// ```
    pub fn wythoff_is_losing(a: u64, b: u64) -> bool {
        let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
        wythoff_pair(hi - lo) == Some((lo, hi))
    }

    /// The unique `w` such that `{v, w}` is a P-position (`v = a_j` gives `b_j`, `v = b_j`
    /// gives `a_j`, `0` gives `0`), or `None` if that `w` exceeds `u64::MAX`.
    ///
    /// Finds the largest `i` with `b_i <= v` by binary search; if `b_i = v` the partner is
    /// `a_i = v - i`; otherwise (Beatty) `v` is an `a`, the `(v - i)`-th, since `1..=v`
    /// holds exactly `i` of the `b`'s, and its partner is `b_{v-i} = v + (v - i)`.
    ///
    /// # Complexity
    /// 64 calls of [`wythoff_pair`].
    ///
    /// # Example
    /// ```
    /// use grundy::wythoff::wythoff_partner;
    /// assert_eq!(wythoff_partner(0), Some(0));
    /// assert_eq!(wythoff_partner(4), Some(7));
    /// assert_eq!(wythoff_partner(7), Some(4));
    /// assert_eq!(wythoff_partner(u64::MAX - 1), None); // an a_j whose b_j overflows
    /// ```
    pub fn wythoff_partner(v: u64) -> Option<u64> {
        let b_at = |i: u64| wythoff_pair(i).map(|(_, b)| b);
        // b_0 = 0 <= v and b_i >= 2i, so the answer lies in 0..=v/2; b is increasing and
        // `None` means b_i > u64::MAX >= v.
        let (mut lo, mut hi) = (0u64, v / 2);
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2;
            if b_at(mid).is_some_and(|b| b <= v) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        if b_at(lo) == Some(v) {
            return Some(v - lo);
        }
        v.checked_add(v - lo)
    }

    /// Every move from `(a, b)` to a P-position, as the resulting `(a', b')` (same pile
    /// order as the input): at most one keeping `a` (lower `b` to `a`'s partner), one keeping
    /// `b`, and one diagonal move (to the pair with difference `|a - b|`). Empty iff
    /// `(a, b)` is itself a P-position. Found from the structure, never by scanning.
    ///
    /// # Complexity
    /// Two [`wythoff_partner`] calls and one [`wythoff_pair`].
    ///
    /// # Example
    /// ```
    /// use grundy::wythoff::wythoff_winning_moves;
    /// // Keep 5, lower 6 to 3 (partner of 5); or take 4 from both, reaching (1, 2).
    /// assert_eq!(wythoff_winning_moves(5, 6), [(5, 3), (1, 2)]);
    /// assert_eq!(wythoff_winning_moves(8, 4), [(7, 4)]);
    /// assert!(wythoff_winning_moves(4, 7).is_empty());
    /// ```
    pub fn wythoff_winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
        let mut moves = Vec::new();
        if let Some(p) = wythoff_partner(a).filter(|&p| p < b) {
            moves.push((a, p));
        }
        if let Some(p) = wythoff_partner(b).filter(|&p| p < a) {
            moves.push((p, b));
        }
        let lo = a.min(b);
        if let Some((pa, _)) = wythoff_pair(a.max(b) - lo).filter(|&(pa, _)| pa < lo) {
            let take = lo - pa;
            moves.push((a - take, b - take));
        }
        moves
    }

    /// Whether the player to move wins from piles `(a, b)`.
    ///
    /// # Complexity
    /// One [`isqrt`].
    ///
    /// # Example
    /// ```
    /// assert!(grundy::wythoff::wythoff_first_player_wins(8, 4));
    /// assert!(!grundy::wythoff::wythoff_first_player_wins(0, 0));
    /// ```
    pub fn wythoff_first_player_wins(a: u64, b: u64) -> bool {
        !wythoff_is_losing(a, b)
    }

    #[cfg(test)]
    mod tests {
        use super::super::mex::GameSearch;
        use super::*;

        fn assert_is_floor_sqrt(n: u128) {
            let r = isqrt(n);
            assert!(
                r.checked_mul(r).is_some_and(|sq| sq <= n),
                "isqrt({n}) = {r} too big"
            );
            let r1 = r + 1;
            assert!(
                r1.checked_mul(r1).map_or(true, |sq| sq > n),
                "isqrt({n}) = {r} too small"
            );
        }

        #[test]
        fn isqrt_is_exact() {
            for n in 0..100_000u128 {
                assert_is_floor_sqrt(n);
            }
            // Around squares of every size, including the largest square in u128.
            let mut roots: Vec<u128> = (0..=64).map(|e| (1u128 << e) - 1).collect();
            roots.extend((1..64).map(|e| 1u128 << e));
            roots.extend((1..64).map(|e| (1u128 << e) + 1));
            roots.extend([3, 10, 1_000_000_007, 4_294_967_297, 123_456_789_012_345_678]);
            for r in roots {
                let sq = r * r;
                for n in [sq.saturating_sub(1), sq, sq.saturating_add(1)] {
                    assert_is_floor_sqrt(n);
                }
                assert_eq!(isqrt(sq), r);
                if r > 0 {
                    assert_eq!(isqrt(sq - 1), r - 1);
                }
            }
            assert_eq!(isqrt(u128::MAX), u64::MAX as u128);
            assert_eq!(isqrt(u128::MAX - 1), u64::MAX as u128);
            assert_eq!(isqrt(1u128 << 127), 13_043_817_825_332_782_212);
            assert_is_floor_sqrt(1u128 << 127);
        }

        #[test]
        fn matches_exhaustive_search_up_to_60() {
            let mut search = GameSearch::new(|&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| {
                out.extend((0..a).map(|x| (x, b)));
                out.extend((0..b).map(|y| (a, y)));
                out.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
            });
            let mut p_positions = 0;
            for a in 0..=60u64 {
                for b in 0..=60u64 {
                    let wins = search.first_player_wins((a, b));
                    assert_eq!(wythoff_is_losing(a, b), !wins, "({a}, {b})");
                    assert_eq!(wythoff_first_player_wins(a, b), wins);
                    p_positions += !wins as usize;
                    let mut by_search: Vec<(u64, u64)> = (0..a)
                        .map(|x| (x, b))
                        .chain((0..b).map(|y| (a, y)))
                        .chain((1..=a.min(b)).map(|t| (a - t, b - t)))
                        .filter(|&q| !search.first_player_wins(q))
                        .collect();
                    by_search.sort_unstable();
                    let mut ours = wythoff_winning_moves(a, b);
                    for &(x, y) in &ours {
                        assert!(wythoff_is_losing(x, y));
                    }
                    ours.sort_unstable();
                    assert_eq!(ours, by_search, "winning moves from ({a}, {b})");
                }
            }
            // (0,0) and the 2 orders of (1,2), (3,5), …, (37,60): 1 + 2·23.
            assert_eq!(p_positions, 1 + 2 * 23);
        }

        #[test]
        fn pairs_partition_the_positive_integers() {
            // Beatty: every v in 1..=N is exactly one a_j or b_j (j >= 1).
            const N: usize = 100_000;
            let mut seen = vec![0u8; N + 1];
            for k in 1..N as u64 {
                let (a, b) = wythoff_pair(k).unwrap();
                for v in [a, b] {
                    if v as usize <= N {
                        seen[v as usize] += 1;
                    }
                }
                if a as usize <= N {
                    assert_eq!(wythoff_partner(a), Some(b));
                }
                if b as usize <= N {
                    assert_eq!(wythoff_partner(b), Some(a));
                }
            }
            assert!(seen[1..].iter().all(|&c| c == 1));
        }

        #[test]
        fn exact_at_fibonacci_differences_up_to_the_u64_limit() {
            // floor(F_n·φ) = F_{n+1} - [n even] for n >= 2, because
            // F_n·φ = F_{n+1} - ψ^n with ψ = -1/φ: an exact check independent of isqrt.
            let (mut f, mut next) = (1u128, 2u128); // F_2, F_3
            let mut n = 2;
            let mut last_fitting = 0;
            while f <= u64::MAX as u128 {
                let a = next - (n % 2 == 0) as u128;
                let b = a + f;
                let want = if b <= u64::MAX as u128 {
                    last_fitting = f;
                    Some((a as u64, b as u64))
                } else {
                    None
                };
                assert_eq!(wythoff_pair(f as u64), want, "k = F_{n} = {f}");
                if let Some((a, b)) = want {
                    assert!(wythoff_is_losing(a, b) && wythoff_is_losing(b, a));
                    assert!(!wythoff_is_losing(a + 1, b + 1));
                    assert!(wythoff_winning_moves(a, b).is_empty());
                    assert_eq!(wythoff_partner(a), Some(b));
                    assert_eq!(wythoff_partner(b), Some(a));
                    assert!(wythoff_winning_moves(a + 1, b).contains(&(a, b)));
                    assert!(wythoff_winning_moves(a + 5, b + 5).contains(&(a, b)));
                }
                (f, next) = (next, f + next);
                n += 1;
            }
            assert_eq!(last_fitting, 4_660_046_610_375_530_309); // F_91
        }

        #[test]
        fn the_double_precision_trap() {
            // k = 102334155 = F_40: the double-precision formula (int)(k * (sqrt(5) + 1) / 2) gives
            // 165580141 (found by a scratch C program); exactly, 165580140 < k·φ < 165580141:
            // (2·165580140 - k)² < 5k² < (2·165580141 - k)².
            let k: u128 = 102_334_155;
            assert!((2 * 165_580_140 - k).pow(2) < 5 * k * k);
            assert!(5 * k * k < (2 * 165_580_141 - k).pow(2));
            assert_eq!(wythoff_pair(102_334_155), Some((165_580_140, 267_914_295)));
            assert!(wythoff_is_losing(267_914_295, 165_580_140));
            assert!(!wythoff_is_losing(165_580_141, 267_914_296));
        }

        #[test]
        fn u64_edges() {
            let max = u64::MAX;
            assert!(wythoff_is_losing(0, 0));
            assert!(!wythoff_is_losing(max, max));
            assert!(!wythoff_is_losing(0, max));
            assert!(!wythoff_is_losing(max, 0));
            // u64::MAX is itself a b_k: k = 7046029254386353130, a_k = 11400714819323198485
            // (checked outside with Python's exact math.isqrt), the largest P-position in u64.
            let a_of_max = 11_400_714_819_323_198_485;
            assert_eq!(
                wythoff_pair(7_046_029_254_386_353_130),
                Some((a_of_max, max))
            );
            assert!(wythoff_is_losing(max, a_of_max));
            assert!(!wythoff_is_losing(max, a_of_max - 1));
            assert_eq!(wythoff_partner(max), Some(a_of_max));
            assert_eq!(
                wythoff_winning_moves(max, max),
                [(max, a_of_max), (a_of_max, max), (0, 0)]
            );
            assert_eq!(wythoff_winning_moves(0, max), [(0, 0)]);
            assert_eq!(wythoff_winning_moves(max, 0), [(0, 0)]);
            // 5k² overflows u128 exactly from k = ceil(√(u128::MAX / 5)) on.
            let k_over = (isqrt(u128::MAX / 5) + 1) as u64;
            assert_eq!(wythoff_pair(k_over), None);
            assert_eq!(wythoff_pair(k_over - 1), None); // fits in u128 but b > u64::MAX
            assert_eq!(wythoff_pair(max), None);
            // Largest P-position in u64: k with b_k <= u64::MAX < b_{k+1}.
            let mut lo = 0u64;
            let mut hi = max / 2; // b_k >= 2k
            while lo < hi {
                let mid = lo + (hi - lo + 1) / 2;
                if wythoff_pair(mid).is_some() {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            let (a, b) = wythoff_pair(lo).unwrap();
            assert_eq!((a, b), (a_of_max, max));
            assert!(wythoff_pair(lo + 1).is_none());
            assert!(wythoff_is_losing(b, a));
            assert_eq!(wythoff_partner(a), Some(b));
            assert_eq!(wythoff_partner(b), Some(a));
            assert!(wythoff_winning_moves(a, max).is_empty());
            assert!(wythoff_winning_moves(a + 1, max).contains(&(a, max)));
        }
    }
}

// ==== section: fibonacci game (issue 4) ====

// ==== section: subtraction games (issue 4) ====

// ==== section: anti-sg, misère (issue 4) ====

/// Anti-SG (misère play: the player who makes the last move **loses**) and misère Nim.
///
/// **Misère Nim (Bouton; HDU 1907 "John").** The mover wins iff either every heap is
/// `<= 1` and the nim-sum is 0 (an even number of single stones: take one, leaving an odd
/// number, and the opponent takes the last), or some heap is `> 1` and the nim-sum is not 0
/// (play normal Nim until the move that would leave only heaps `<= 1`, then leave an odd
/// number of them).
///
/// **SJ theorem (Jia Zhihao, 2009).** Let a game be a sum of components under anti play,
/// with the rule that the game ends (the player to move wins) as soon as every
/// component has SG value 0 — automatic when, as in Nim, a component of SG value 0 has
/// no move. Then the player to move wins iff
/// (the xor of the components' SG values is non-zero and some component has SG value `> 1`)
/// or (the xor is 0 and no component has SG value `> 1`).
/// *Reason:* that set of positions contains the ending ones, every other position in it has a
/// move out of it (a component of SG `> 1` can move to SG 0 or 1, one of SG 1 to SG 0, by the
/// mex), and every move from outside it lands in it (a move changes one component; xor 0 with
/// some value `> 1` needs two values `> 1`) — so it is exactly the set of wins.
///
/// **Cost.** O(k) for k components, O(1) memory.
///
/// **Tests.** Bottom of this section: misère Nim on up to 4 heaps `<= 6` against
/// [`super::mex::GameSearch::first_player_wins_misere`]; the SJ theorem on sums of another
/// game meeting its condition; `testdata/hdu1907`.
pub mod anti_sg {
    /// The SJ theorem: whether the player to move wins an Anti-SG game whose components
    /// have SG values xor-ing to `sg_xor`, given whether some component has SG value `> 1`
    /// (see the section header for the condition on the game).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::anti_sg::anti_sg_first_player_wins;
    /// assert!(anti_sg_first_player_wins(0, false)); // an even number of SG-1 components
    /// assert!(!anti_sg_first_player_wins(1, false)); // an odd number of them
    /// assert!(anti_sg_first_player_wins(6, true));
    /// assert!(!anti_sg_first_player_wins(0, true));
    /// ```
    pub fn anti_sg_first_player_wins(sg_xor: u64, some_value_above_one: bool) -> bool {
        (sg_xor != 0) == some_value_above_one
    }

    /// Whether the player to move wins misère Nim (taking the last stone loses).
    ///
    /// # Complexity
    /// O(k).
    ///
    /// # Example
    /// ```
    /// use grundy::anti_sg::misere_nim_first_player_wins;
    /// assert!(misere_nim_first_player_wins(&[3, 5, 1]));
    /// assert!(!misere_nim_first_player_wins(&[1]));
    /// assert!(misere_nim_first_player_wins(&[])); // the other player took the last stone
    /// ```
    pub fn misere_nim_first_player_wins(heaps: &[u64]) -> bool {
        let sg_xor = heaps.iter().fold(0, |s, &h| s ^ h);
        anti_sg_first_player_wins(sg_xor, heaps.iter().any(|&h| h > 1))
    }

    #[cfg(test)]
    mod tests {
        use super::super::mex::GameSearch;
        use super::*;

        #[test]
        fn misere_nim_matches_exhaustive_search() {
            let mut search = GameSearch::new(|heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
                for i in 0..heaps.len() {
                    for t in 0..heaps[i] {
                        let mut next = heaps.clone();
                        next[i] = t;
                        out.push(next);
                    }
                }
            });
            let mut losing = 0;
            for k in 0..=4u32 {
                for code in 0..7u64.pow(k) {
                    let heaps: Vec<u64> = (0..k).map(|i| code / 7u64.pow(i) % 7).collect();
                    let wins = search.first_player_wins_misere(heaps.clone());
                    assert_eq!(misere_nim_first_player_wins(&heaps), wins, "{heaps:?}");
                    losing += !wins as usize;
                }
            }
            assert!(losing > 100);
        }

        /// Components of the game "from n, move to n - 1, n - 3 or 0": SG value 0 only at
        /// n = 0, where no move is left, so the SJ theorem applies to sums of them.
        #[test]
        fn sj_theorem_on_another_game() {
            let component_moves = |n: u64, out: &mut Vec<u64>| {
                if n > 0 {
                    out.extend([n - 1, 0]);
                }
                if n >= 3 {
                    out.push(n - 3);
                }
            };
            let mut single =
                GameSearch::new(|&n: &u64, out: &mut Vec<u64>| component_moves(n, out));
            let sg: Vec<u64> = (0..=9).map(|n| single.grundy(n)).collect();
            assert!(
                sg[1..].iter().all(|&g| g > 0),
                "the condition of the theorem"
            );
            assert!(sg.iter().any(|&g| g > 1), "values above 1 occur: {sg:?}");
            let mut sum = GameSearch::new(|heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
                let mut targets = Vec::new();
                for i in 0..heaps.len() {
                    targets.clear();
                    component_moves(heaps[i], &mut targets);
                    for &t in &targets {
                        let mut next = heaps.clone();
                        next[i] = t;
                        out.push(next);
                    }
                }
            });
            for k in 0..=3u32 {
                for code in 0..10u64.pow(k) {
                    let heaps: Vec<u64> = (0..k).map(|i| code / 10u64.pow(i) % 10).collect();
                    let values: Vec<u64> = heaps.iter().map(|&h| sg[h as usize]).collect();
                    let want = anti_sg_first_player_wins(
                        values.iter().fold(0, |s, &v| s ^ v),
                        values.iter().any(|&v| v > 1),
                    );
                    assert_eq!(
                        sum.first_player_wins_misere(heaps.clone()),
                        want,
                        "{heaps:?}"
                    );
                }
            }
        }
    }
}

// ==== section: multi-sg (issue 4) ====

/// Multi-SG: games where a move may also split one component into several, and Lasker's
/// Nim (HDU 3032), where a move takes any positive number from a heap or splits a heap into
/// two non-empty heaps.
///
/// **Theorem.** A split turns one component into a sum, whose value is the xor of the
/// pieces' values (Sprague–Grundy); so the value of one heap is
/// `g(x) = mex { xor of g(pieces) : x → pieces }`, and a position is the xor of its heaps'
/// values ([`multi_sg_table`] computes the first for any move set).
/// **Lasker's Nim.** `g(0) = 0` and for `x >= 1`: `g(x) = x - 1` if `x ≡ 0 (mod 4)`,
/// `x` if `x ≡ 1, 2`, `x + 1` if `x ≡ 3`. Reason, by induction: `g(y) mod 4` is 1, 2, 0, 3
/// for `y ≡ 1, 2, 3, 0` (`y >= 1`), so a split of `x ≡ 1, 2, 3, 0` into two heaps has value
/// `≡ 2`, `0 or 1`, `3`, `0 or 1 (mod 4)` — never `g(x)`; taking reaches the values of all
/// smaller heaps, which are exactly `0..x`, except that for `x ≡ 0` the value `x - 1` is
/// missing and `x` is present instead; and for `x ≡ 3` the split `1 + (x - 1)` adds the
/// value `1 ^ (x - 1) = x`, pushing the mex to `x + 1`.
/// For `x = u64::MAX` (`≡ 3`) the value is `2^64`, so values are `u128`.
///
/// **Cost.** [`lasker_grundy`]: O(1); [`lasker_nim_first_player_wins`]: O(k) for k heaps.
/// [`multi_sg_table`]: O(n + total size of the options).
///
/// **Tests.** Bottom of this section: the closed form against [`multi_sg_table`] for
/// heaps `<= 60`; the xor rule against [`super::mex::GameSearch`] on every multiset of
/// heaps of total `<= 11` (state = sorted heaps); `2^64` at `u64::MAX`; `testdata/hdu3032`.
pub mod multi_sg {
    /// The Grundy value of one heap of `x` in Lasker's Nim.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::multi_sg::lasker_grundy;
    /// assert_eq!((0..9).map(lasker_grundy).collect::<Vec<_>>(), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
    /// assert_eq!(lasker_grundy(u64::MAX), 1u128 << 64);
    /// ```
    pub fn lasker_grundy(x: u64) -> u128 {
        let x = x as u128;
        match x % 4 {
            0 if x == 0 => 0,
            0 => x - 1,
            3 => x + 1,
            _ => x,
        }
    }

    /// Whether the player to move wins Lasker's Nim on `heaps` (normal play).
    ///
    /// # Complexity
    /// O(k).
    ///
    /// # Example
    /// ```
    /// use grundy::multi_sg::lasker_nim_first_player_wins;
    /// assert!(lasker_nim_first_player_wins(&[2, 2, 3]));
    /// assert!(!lasker_nim_first_player_wins(&[3, 3]));
    /// ```
    pub fn lasker_nim_first_player_wins(heaps: &[u64]) -> bool {
        heaps.iter().fold(0u128, |s, &h| s ^ lasker_grundy(h)) != 0
    }

    /// Grundy values `g(0), …, g(n-1)` of one heap of a Multi-SG game: `moves(x, out)`
    /// pushes into `out` every option from a heap of `x`, each as the list of heaps it leaves
    /// (`[]` for nothing, `[y]` for a smaller heap, `[i, j]` for a split…), all pieces `< x`;
    /// an option's value is the xor of its pieces' values. `out` is cleared before each call.
    ///
    /// # Complexity
    /// O(n + total number of pieces) time, plus the work of `moves`.
    ///
    /// # Panics
    /// If a piece is not smaller than its heap.
    ///
    /// # Example
    /// ```
    /// // Lasker's Nim: take any positive number, or split into two non-empty heaps.
    /// let g = grundy::multi_sg::multi_sg_table(8, |x, out| {
    ///     out.extend((0..x).map(|y| vec![y]));
    ///     out.extend((1..=x / 2).map(|i| vec![i, x - i]));
    /// });
    /// assert_eq!(g, [0, 1, 2, 4, 3, 5, 6, 8]);
    /// ```
    pub fn multi_sg_table<F>(n: usize, mut moves: F) -> Vec<u64>
    where
        F: FnMut(usize, &mut Vec<Vec<usize>>),
    {
        let mut g = Vec::with_capacity(n);
        let mut options = Vec::new();
        for x in 0..n {
            options.clear();
            moves(x, &mut options);
            let values: Vec<u64> = options
                .iter()
                .map(|pieces| {
                    pieces.iter().fold(0, |s, &p| {
                        assert!(
                            p < x,
                            "multi_sg_table: piece {p} of heap {x} is not smaller"
                        );
                        s ^ g[p]
                    })
                })
                .collect();
            g.push(super::mex::mex(values));
        }
        g
    }

    #[cfg(test)]
    mod tests {
        use super::super::mex::GameSearch;
        use super::*;

        #[test]
        fn closed_form_matches_the_split_and_take_search() {
            let g = multi_sg_table(61, |x, out| {
                out.extend((0..x).map(|y| vec![y]));
                out.extend((1..=x / 2).map(|i| vec![i, x - i]));
            });
            for (x, &v) in g.iter().enumerate() {
                assert_eq!(lasker_grundy(x as u64), v as u128, "heap {x}");
            }
            // Without splits it is plain Nim: g(x) = x.
            let nim = multi_sg_table(61, |x, out| out.extend((0..x).map(|y| vec![y])));
            assert!(nim.iter().enumerate().all(|(x, &v)| v == x as u64));
        }

        /// Every multiset of heaps with total <= 11, searched directly as one game.
        #[test]
        fn xor_of_closed_forms_decides_sums() {
            let mut search = GameSearch::new(|heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
                for i in 0..heaps.len() {
                    let rest = || {
                        let mut r = heaps.clone();
                        r.remove(i);
                        r
                    };
                    let h = heaps[i];
                    let mut push = |mut next: Vec<u64>| {
                        next.sort_unstable();
                        out.push(next);
                    };
                    for t in 0..h {
                        let mut next = rest();
                        if t > 0 {
                            next.push(t);
                        }
                        push(next);
                    }
                    for j in 1..=h / 2 {
                        let mut next = rest();
                        next.extend([j, h - j]);
                        push(next);
                    }
                }
            });
            // All partitions of totals 0..=11 into parts >= 1, as sorted vectors.
            let mut partitions = vec![vec![]];
            let mut frontier: Vec<Vec<u64>> = vec![vec![]];
            while let Some(p) = frontier.pop() {
                let total: u64 = p.iter().sum();
                let start = p.last().copied().unwrap_or(1);
                for part in start..=11 - total {
                    let mut q = p.clone();
                    q.push(part);
                    partitions.push(q.clone());
                    frontier.push(q);
                }
            }
            assert_eq!(
                partitions.len(),
                1 + 1 + 2 + 3 + 5 + 7 + 11 + 15 + 22 + 30 + 42 + 56
            );
            for heaps in partitions {
                let xor = heaps.iter().fold(0u128, |s, &h| s ^ lasker_grundy(h));
                assert_eq!(search.grundy(heaps.clone()) as u128, xor, "{heaps:?}");
                assert_eq!(lasker_nim_first_player_wins(&heaps), xor != 0);
            }
        }

        #[test]
        fn u64_edges() {
            assert_eq!(lasker_grundy(u64::MAX), 1u128 << 64);
            assert_eq!(lasker_grundy(u64::MAX - 1), (u64::MAX - 1) as u128);
            assert_eq!(lasker_grundy(u64::MAX - 3), (u64::MAX - 4) as u128);
            assert!(lasker_nim_first_player_wins(&[u64::MAX, 1 << 63]));
            assert!(!lasker_nim_first_player_wins(&[u64::MAX, u64::MAX]));
            // 2^64 cannot be cancelled by any other u64 heap's value but another 2^64.
            assert!(lasker_nim_first_player_wins(&[
                u64::MAX,
                u64::MAX,
                u64::MAX
            ]));
        }
    }
}

// ==== section: every-sg (issue 4/5) ====

// ==== section: coin turning (issue 5) ====

// ==== section: circles (issue 2) ====

// ==== section: forest game, delete a node and its ancestors (issue 2, 5) ====

// ==== section: trees, edge deletion (issue 2) ====

// ==== section: hackenbush on graphs (issue 5) ====

// ==== end of sections ====
