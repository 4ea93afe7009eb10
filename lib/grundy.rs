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

// ==== section: fibonacci game (issue 4) ====

// ==== section: subtraction games (issue 4) ====

// ==== section: anti-sg, misère (issue 4) ====

// ==== section: multi-sg (issue 4) ====

// ==== section: every-sg (issue 4/5) ====

// ==== section: coin turning (issue 5) ====

// ==== section: circles (issue 2) ====

/// Circles with pairwise disjoint boundaries, their containment forest, and the game of
/// TopCoder SRM 561 CirclesGame.
///
/// **Geometry.** Two circles `(x_i, y_i, r_i)`, `(x_j, y_j, r_j)` with `r > 0` and centre
/// distance `d` are in exactly one of three placements: their boundaries meet or cross
/// (`|r_i − r_j| ≤ d ≤ r_i + r_j`, identical circles included), they lie outside each
/// other (`d > r_i + r_j`), or one lies strictly inside the other (`d < |r_i − r_j|`;
/// circle `j` is inside circle `i` iff `r_i > r_j` and `d² < (r_i − r_j)²`). All tests are
/// on squares, in exact `i128` arithmetic: with `|x|, |y|, r ≤ 2^60`, `d² ≤ 2^123`.
///
/// **Forest.** When no two boundaries meet, containment is a laminar family: the circles
/// containing a given circle are nested in one another (two of them that contain a common
/// point cannot lie outside each other), so they form a chain and the one of least radius
/// is the parent. This gives a rooted forest whose ancestors of `c` are exactly the
/// circles containing `c`.
///
/// **Game.** Colouring a point strictly inside circle `c` but inside no smaller live
/// circle kills `c` and every circle containing it (each now holds a red point), and any
/// live circle can be chosen; so the game is [`super::ancestor_deletion`] on the forest.
///
/// **Cost.** O(n²) time (every pair is classified; fine for the `n ≤ 2000` we accept),
/// O(n) memory, then the forest game in O(n log n).
///
/// **Tests.** Bottom of this section: random circle sets (rejection-sampled) against a
/// brute-force containment (the parent is the container of greatest nesting depth,
/// containment by the centre-inside test) and against [`super::mex::GameSearch`] on the
/// game itself; every invalid placement rejected; `testdata/circles_game`.
pub mod circles {
    /// A circle: centre `(x, y)`, radius `r`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Circle {
        /// Centre, first coordinate.
        pub x: i64,
        /// Centre, second coordinate.
        pub y: i64,
        /// Radius (must be positive).
        pub r: i64,
    }

    /// The largest accepted `|x|`, `|y|` and `r`: every square below fits in `i128`.
    pub const COORDINATE_LIMIT: i64 = 1 << 60;

    /// How two circles lie relative to each other.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Placement {
        /// Each lies outside the other (`d > r_a + r_b`).
        Apart,
        /// The first lies strictly inside the second.
        FirstInside,
        /// The second lies strictly inside the first.
        SecondInside,
        /// The boundaries meet or cross (`|r_a − r_b| ≤ d ≤ r_a + r_b`), identical circles included.
        BoundariesMeet,
    }

    /// Why a set of circles is not one of the game.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BadCircles {
        /// Circle `index` has radius `<= 0`.
        NonPositiveRadius {
            /// Its index.
            index: usize,
        },
        /// The boundaries of circles `earlier < later` meet or cross; `later` is the
        /// least index for which this happens, `earlier` the least partner.
        BoundariesMeet {
            /// The earlier circle.
            earlier: usize,
            /// The later circle.
            later: usize,
        },
    }

    fn check_range(c: &Circle) {
        let ok = |v: i64| (-COORDINATE_LIMIT..=COORDINATE_LIMIT).contains(&v);
        assert!(
            ok(c.x) && ok(c.y) && ok(c.r),
            "circles: coordinates and radii must lie within ±2^60"
        );
    }

    /// The placement of two circles with positive radii.
    ///
    /// # Complexity
    /// O(1), exact (`i128`).
    ///
    /// # Panics
    /// If a coordinate or radius is outside `±2^60`.
    ///
    /// # Example
    /// ```
    /// use grundy::circles::{placement, Circle, Placement};
    /// let c = |x, y, r| Circle { x, y, r };
    /// assert_eq!(placement(&c(0, 0, 1), &c(0, 0, 2)), Placement::FirstInside);
    /// assert_eq!(placement(&c(0, 0, 1), &c(3, 0, 1)), Placement::Apart);
    /// assert_eq!(placement(&c(0, 0, 1), &c(2, 0, 1)), Placement::BoundariesMeet); // tangent
    /// ```
    pub fn placement(a: &Circle, b: &Circle) -> Placement {
        check_range(a);
        check_range(b);
        let (dx, dy) = (a.x as i128 - b.x as i128, a.y as i128 - b.y as i128);
        let distance_squared = dx * dx + dy * dy;
        let (sum, difference) = (a.r as i128 + b.r as i128, a.r as i128 - b.r as i128);
        if distance_squared > sum * sum {
            Placement::Apart
        } else if distance_squared < difference * difference {
            if a.r < b.r {
                Placement::FirstInside
            } else {
                Placement::SecondInside
            }
        } else {
            Placement::BoundariesMeet
        }
    }

    /// The containment forest: `parent[j]` is the smallest circle containing circle `j`
    /// (`None` if no circle does).
    ///
    /// # Complexity
    /// O(n²) time, O(n) memory.
    ///
    /// # Errors
    /// The first bad circle in input order: a radius `<= 0`, or a boundary meeting an
    /// earlier circle's (see [`BadCircles`]).
    ///
    /// # Panics
    /// If a coordinate or radius is outside `±2^60`.
    ///
    /// # Example
    /// ```
    /// use grundy::circles::{containment_forest, BadCircles, Circle};
    /// let c = |x, y, r| Circle { x, y, r };
    /// let forest = containment_forest(&[c(0, 0, 3), c(0, 0, 1), c(0, 0, 2), c(9, 0, 1)]);
    /// assert_eq!(forest, Ok(vec![None, Some(2), Some(0), None]));
    /// let touching = containment_forest(&[c(0, 0, 1), c(5, 0, 1), c(2, 0, 1)]);
    /// assert_eq!(touching, Err(BadCircles::BoundariesMeet { earlier: 0, later: 2 }));
    /// ```
    pub fn containment_forest(circles: &[Circle]) -> Result<Vec<Option<usize>>, BadCircles> {
        let mut parent: Vec<Option<usize>> = vec![None; circles.len()];
        for (later, c) in circles.iter().enumerate() {
            check_range(c);
            if c.r <= 0 {
                return Err(BadCircles::NonPositiveRadius { index: later });
            }
            for (earlier, e) in circles[..later].iter().enumerate() {
                match placement(e, c) {
                    Placement::BoundariesMeet => {
                        return Err(BadCircles::BoundariesMeet { earlier, later })
                    }
                    Placement::FirstInside => {
                        if parent[earlier].map_or(true, |p| circles[p].r > c.r) {
                            parent[earlier] = Some(later);
                        }
                    }
                    Placement::SecondInside => {
                        if parent[later].map_or(true, |p| circles[p].r > e.r) {
                            parent[later] = Some(earlier);
                        }
                    }
                    Placement::Apart => {}
                }
            }
        }
        Ok(parent)
    }

    /// Whether the first player (Alice) wins CirclesGame on these circles.
    ///
    /// # Complexity
    /// O(n²) time, O(n) memory.
    ///
    /// # Errors
    /// As [`containment_forest`].
    ///
    /// # Panics
    /// If a coordinate or radius is outside `±2^60`.
    ///
    /// # Example
    /// ```
    /// use grundy::circles::{circles_first_player_wins, Circle};
    /// let c = |x, y, r| Circle { x, y, r };
    /// assert_eq!(circles_first_player_wins(&[c(0, 0, 1)]), Ok(true));
    /// assert_eq!(circles_first_player_wins(&[c(0, 0, 1), c(3, 0, 1)]), Ok(false));
    /// ```
    pub fn circles_first_player_wins(circles: &[Circle]) -> Result<bool, BadCircles> {
        let parent = containment_forest(circles)?;
        Ok(super::ancestor_deletion::first_player_wins(&parent))
    }

    #[cfg(test)]
    mod tests {
        use super::super::mex::GameSearch;
        use super::*;

        fn circle(x: i64, y: i64, r: i64) -> Circle {
            Circle { x, y, r }
        }

        /// Independent pair tests: do the two closed discs' boundaries share a point?
        /// (Neither "one strictly inside the other" nor "strictly apart".)
        fn meet_by_brute_force(a: &Circle, b: &Circle) -> bool {
            let d2 = (a.x - b.x).pow(2) + (a.y - b.y).pow(2);
            let strictly_apart = d2 > (a.r + b.r).pow(2);
            let strictly_nested = (a.r - b.r).pow(2) > d2;
            !strictly_apart && !strictly_nested
        }

        /// For circles whose boundaries are disjoint: `inner` is inside `outer` iff its
        /// centre is strictly inside `outer` and it is smaller.
        fn inside_by_brute_force(inner: &Circle, outer: &Circle) -> bool {
            let d2 = (inner.x - outer.x).pow(2) + (inner.y - outer.y).pow(2);
            d2 < outer.r.pow(2) && inner.r < outer.r
        }

        /// Parent = the container with the most containers itself.
        fn parents_by_nesting_depth(circles: &[Circle]) -> Vec<Option<usize>> {
            let n = circles.len();
            let depth: Vec<usize> = (0..n)
                .map(|j| {
                    (0..n)
                        .filter(|&i| inside_by_brute_force(&circles[j], &circles[i]))
                        .count()
                })
                .collect();
            (0..n)
                .map(|j| {
                    (0..n)
                        .filter(|&i| inside_by_brute_force(&circles[j], &circles[i]))
                        .max_by_key(|&i| depth[i])
                })
                .collect()
        }

        /// The game by definition: a live set; a move kills a live circle and all its containers.
        fn game_by_search(circles: &[Circle]) -> bool {
            let n = circles.len();
            let kill: Vec<u32> = (0..n)
                .map(|c| {
                    (0..n)
                        .filter(|&i| i == c || inside_by_brute_force(&circles[c], &circles[i]))
                        .fold(0, |m, i| m | 1 << i)
                })
                .collect();
            let mut search = GameSearch::new(|&live: &u32, out: &mut Vec<u32>| {
                out.extend(
                    (0..n)
                        .filter(|&c| live >> c & 1 == 1)
                        .map(|c| live & !kill[c]),
                )
            });
            search.first_player_wins(((1u64 << n) - 1) as u32)
        }

        struct Rng(u64);
        impl Rng {
            fn next(&mut self) -> u64 {
                self.0 ^= self.0 << 13;
                self.0 ^= self.0 >> 7;
                self.0 ^= self.0 << 17;
                self.0
            }
            fn range(&mut self, lo: i64, hi: i64) -> i64 {
                lo + (self.next() % (hi - lo + 1) as u64) as i64
            }
        }

        #[test]
        fn random_sets_match_brute_force_containment_and_game() {
            let mut rng = Rng(0x1234_5678_9abc_def1);
            let (mut valid, mut invalid) = (0, 0);
            for round in 0..20_000 {
                let n = 1 + round % 7;
                let span = [4, 6, 10][round % 3];
                let circles: Vec<Circle> = (0..n)
                    .map(|_| {
                        circle(
                            rng.range(-span, span),
                            rng.range(-span, span),
                            rng.range(1, span),
                        )
                    })
                    .collect();
                let first_bad = (0..n).find_map(|j| {
                    (0..j)
                        .find(|&i| meet_by_brute_force(&circles[i], &circles[j]))
                        .map(|i| (i, j))
                });
                match first_bad {
                    Some((earlier, later)) => {
                        invalid += 1;
                        assert_eq!(
                            containment_forest(&circles),
                            Err(BadCircles::BoundariesMeet { earlier, later }),
                            "{circles:?}"
                        );
                    }
                    None => {
                        valid += 1;
                        let forest = containment_forest(&circles).unwrap();
                        assert_eq!(forest, parents_by_nesting_depth(&circles), "{circles:?}");
                        assert_eq!(
                            circles_first_player_wins(&circles),
                            Ok(game_by_search(&circles)),
                            "{circles:?}"
                        );
                    }
                }
            }
            assert!(
                valid > 2000 && invalid > 2000,
                "{valid} valid, {invalid} invalid"
            );
        }

        #[test]
        fn grown_larger_sets_match_brute_force() {
            // Add random circles one by one, keeping those whose boundary meets no other.
            let mut rng = Rng(0xdead_beef_cafe_f00d);
            for round in 0..60 {
                let mut circles: Vec<Circle> = Vec::new();
                for _ in 0..400 {
                    let c = circle(rng.range(-60, 60), rng.range(-60, 60), rng.range(1, 30));
                    if circles.iter().all(|e| !meet_by_brute_force(e, &c)) {
                        circles.push(c);
                    }
                }
                let forest = containment_forest(&circles).unwrap();
                assert_eq!(forest, parents_by_nesting_depth(&circles), "round {round}");
                if circles.len() <= 12 {
                    assert_eq!(
                        circles_first_player_wins(&circles),
                        Ok(game_by_search(&circles))
                    );
                }
            }
        }

        #[test]
        fn every_kind_of_bad_set_is_rejected() {
            let meet = |a: Circle, b: Circle| {
                assert_eq!(
                    containment_forest(&[circle(100, 100, 1), a, b]),
                    Err(BadCircles::BoundariesMeet {
                        earlier: 1,
                        later: 2
                    }),
                    "{a:?} {b:?}"
                );
            };
            meet(circle(0, 0, 1), circle(2, 0, 1)); // touching outside
            meet(circle(0, 0, 3), circle(1, 0, 2)); // touching inside
            meet(circle(0, 0, 2), circle(2, 0, 1)); // crossing
            meet(circle(0, 0, 5), circle(0, 0, 5)); // identical
            meet(circle(0, 0, 5), circle(3, 4, 10)); // tangent inside along (3, 4)
            meet(circle(0, 0, 5), circle(6, 8, 5)); // tangent outside along (6, 8)
            assert_eq!(
                containment_forest(&[circle(0, 0, 1), circle(5, 5, 0)]),
                Err(BadCircles::NonPositiveRadius { index: 1 })
            );
            assert_eq!(
                containment_forest(&[circle(0, 0, -1)]),
                Err(BadCircles::NonPositiveRadius { index: 0 })
            );
        }

        #[test]
        fn exact_at_the_coordinate_limit() {
            let m = COORDINATE_LIMIT;
            // Far apart diagonally: d² = 2·(2^61)² exceeds (2^60 + 2^60)² = 2^122.
            assert_eq!(
                placement(&circle(-m, -m, m), &circle(m, m, m)),
                Placement::Apart
            );
            // Tangent on the x axis: d = 2^61 = r + r.
            assert_eq!(
                placement(&circle(-m, 0, m), &circle(m, 0, m)),
                Placement::BoundariesMeet
            );
            assert_eq!(
                placement(&circle(0, 0, m), &circle(1, 1, m - 2)),
                Placement::SecondInside
            );
            assert_eq!(
                placement(&circle(0, 0, m), &circle(1, 0, m - 1)),
                Placement::BoundariesMeet
            );
            let caught =
                std::panic::catch_unwind(|| placement(&circle(m + 1, 0, 1), &circle(0, 0, 1)));
            assert!(caught.is_err());
        }
    }
}

// ==== section: forest game, delete a node and its ancestors (issue 2, 5) ====

/// The forest game "delete a node and all its ancestors" (BZOJ 4730, Luogu P6665; the
/// circles of TopCoder SRM 561 CirclesGame are the same game on their containment forest).
///
/// **Game.** A rooted forest of fixed shape. A move picks a live node `u` and deletes it
/// together with every ancestor of `u` (those still alive); nothing is re-parented. What
/// remains of a tree is the set of subtrees hanging off the deleted path. The player who
/// cannot move (empty forest) loses.
///
/// **Theorem.** Write `g(v)` for the Grundy value of the subtree rooted at `v` played on
/// its own, and `X(v)` for the xor of `g(c)` over the children `c` of `v`. Picking `u` in
/// subtree(v) leaves the subtrees hanging off the path `v..u`, a sum of games, so
/// `g(v) = mex S(v)` with `S(v) = { xor of g over the subtrees hanging off v..u : u ∈ subtree(v) }`.
/// Splitting on the child `c` of `v` the path goes through (or `u = v`):
/// `S(v) = {X(v)} ∪ ⋃_c (S(c) ⊕ X(v) ⊕ g(c))` — the path through `c` leaves `v`'s other
/// children (`X(v) ⊕ g(c)`) plus what it leaves inside subtree(c). A forest is the sum
/// of its trees: xor of `g(root)`. Examples: a path of `n` nodes has `g = n` (picking the
/// `k`-th node leaves the path of `n − k`: every smaller path, a Nim heap); a star with
/// `n ≥ 2` nodes has `S = {0, 1}` hence `g = 2`; an isolated node has `g = 1`.
///
/// **Value width.** `|S(v)| ≤ |subtree(v)|` (one value per `u`), so `g(v) ≤ |subtree(v)| ≤ n`.
/// All values are xors of Grundy values `≤ n`, hence `< 2^B` with `B` the bit length of `n`:
/// a binary trie of depth `B` (20 for `n ≤ 10^6`) holds every set `S(v)`.
///
/// **Algorithm.** [`subtree_grundy_by_definition`] walks subtree(v) for every `v`:
/// O(n²). [`subtree_grundy`] keeps each `S` as a binary trie with a lazy xor tag (the
/// `⊕ const` of the recurrence is O(1) at the root) and forms the union `⋃_c` by trie
/// merge; `mex` descends the trie, going right exactly when the left half is full
/// (counts of distinct values per node). Nodes are processed in a post-order that visits
/// the largest child first, and a finished child is merged into its parent's accumulator
/// at once; so only the accumulators of ancestors entered through a lighter child are
/// alive (at most `log₂ n` of them), and merged nodes are recycled.
///
/// **Cost.** [`subtree_grundy`]: O(n·B) time (each trie node is created once by an insert
/// and destroyed at most once by a merge); memory O(n) words plus the live tries, which
/// hold at most `n` values (`≤ 4n` nodes in one trie, far less in practice).
/// Everything is iterative; the only recursion, trie merge, is `B ≤ 28` deep.
///
/// **Tests.** Bottom of this section: every forest given by a parent array (`parent[i] < i`
/// or none) of at most 7 nodes, both algorithms against [`super::mex::GameSearch`] over the
/// sets of live nodes (per-node values too); random forests of up to 12 nodes (search up to
/// 10), larger random and shuffled-label forests fast vs. definition; a path and a star of
/// 10^6 nodes. `testdata/luogu_p6665` and `testdata/circles_game`.
pub mod ancestor_deletion {
    /// Children of every node in one array (CSR): the children of `v` are
    /// `children[start[v]..start[v + 1]]`, in increasing order of label.
    fn children_csr(parent: &[Option<usize>]) -> (Vec<usize>, Vec<usize>) {
        let n = parent.len();
        let mut start = vec![0usize; n + 1];
        for (v, p) in parent.iter().enumerate() {
            if let Some(p) = *p {
                assert!(
                    p < n,
                    "ancestor_deletion: the parent of node {v} is {p}, not a node"
                );
                start[p + 1] += 1;
            }
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut children = vec![0usize; start[n]];
        for (v, p) in parent.iter().enumerate() {
            if let Some(p) = *p {
                children[fill[p]] = v;
                fill[p] += 1;
            }
        }
        (start, children)
    }

    /// The nodes in BFS order from the roots (every parent before its children).
    fn top_down_order(parent: &[Option<usize>], start: &[usize], children: &[usize]) -> Vec<usize> {
        let n = parent.len();
        let mut order: Vec<usize> = (0..n).filter(|&v| parent[v].is_none()).collect();
        order.reserve(n - order.len());
        let mut head = 0;
        while head < order.len() {
            let v = order[head];
            head += 1;
            order.extend_from_slice(&children[start[v]..start[v + 1]]);
        }
        // Each node has one parent, so it is queued at most once; a node on (or below) a
        // cycle is never reached from a root.
        assert!(
            order.len() == n,
            "ancestor_deletion: the parent array has a cycle"
        );
        order
    }

    /// `g(v)` for every node `v`: the Grundy value of the subtree rooted at `v`, computed
    /// by the definition (`mex` over every `u` in subtree(v) of the xor of the subtrees
    /// hanging off `v..u`). The reference for [`subtree_grundy`].
    ///
    /// `parent[v]` is the parent of `v`, `None` for a root; any labelling is accepted.
    ///
    /// # Complexity
    /// O(Σ_v |subtree(v)|) time — O(n²) for a path — and O(n) memory; iterative.
    ///
    /// # Panics
    /// If a parent is not a node (`>= parent.len()`) or the parent array has a cycle.
    ///
    /// # Example
    /// ```
    /// use grundy::ancestor_deletion::subtree_grundy_by_definition;
    /// // 0 - 1 - 2 is a path (g = 3, 2, 1); 3 is a root with leaves 4, 5 (a star: g = 2).
    /// let parent = [None, Some(0), Some(1), None, Some(3), Some(3)];
    /// assert_eq!(subtree_grundy_by_definition(&parent), [3, 2, 1, 2, 1, 1]);
    /// ```
    pub fn subtree_grundy_by_definition(parent: &[Option<usize>]) -> Vec<u64> {
        let n = parent.len();
        let (start, children) = children_csr(parent);
        let order = top_down_order(parent, &start, &children);
        let mut g = vec![0u64; n];
        let mut children_xor = vec![0u64; n];
        // seen[x] == v + 1  <=>  x ∈ S(v). At most |subtree(v)| <= n values are marked,
        // so the mex is at most n and n + 1 slots suffice.
        let mut seen = vec![0usize; n + 1];
        let mut stack: Vec<(usize, u64)> = Vec::new();
        for &v in order.iter().rev() {
            // (u, xor of the subtrees hanging off the path v..u once it is deleted)
            stack.push((v, children_xor[v]));
            while let Some((u, left)) = stack.pop() {
                if left < seen.len() as u64 {
                    seen[left as usize] = v + 1;
                }
                for &c in &children[start[u]..start[u + 1]] {
                    // Extending the path to c: c's subtree no longer hangs off, its children's do.
                    stack.push((c, left ^ g[c] ^ children_xor[c]));
                }
            }
            let mex = seen.iter().position(|&s| s != v + 1).unwrap_or(n + 1);
            g[v] = mex as u64;
            if let Some(p) = parent[v] {
                children_xor[p] ^= g[v];
            }
        }
        g
    }

    const EMPTY: u32 = 0;
    const LEAF: u32 = 1;

    #[derive(Clone, Copy)]
    struct TrieNode {
        child: [u32; 2],
        /// Number of distinct values below this node.
        count: u32,
        /// Pending xor for every value below this node (only for nodes of level >= 1).
        tag: u32,
    }

    /// A pool of binary tries over `bits`-bit values: sets of integers with O(1) "xor every
    /// element", union by merge, and mex. A node of level `L` covers `2^L` values and
    /// branches on bit `L - 1`; level 0 is the shared node `LEAF`, `EMPTY` is the empty set.
    struct XorTriePool {
        nodes: Vec<TrieNode>,
        free: Vec<u32>,
        bits: u32,
    }

    impl XorTriePool {
        fn new(bits: u32) -> Self {
            let empty = TrieNode {
                child: [EMPTY; 2],
                count: 0,
                tag: 0,
            };
            XorTriePool {
                nodes: vec![empty, TrieNode { count: 1, ..empty }],
                free: Vec::new(),
                bits,
            }
        }

        /// Forgets every trie (no trie may be used afterwards).
        fn reset(&mut self) {
            self.nodes.truncate(2);
            self.free.clear();
        }

        fn alloc(&mut self) -> u32 {
            let node = TrieNode {
                child: [EMPTY; 2],
                count: 0,
                tag: 0,
            };
            match self.free.pop() {
                Some(i) => {
                    self.nodes[i as usize] = node;
                    i
                }
                None => {
                    self.nodes.push(node);
                    (self.nodes.len() - 1) as u32
                }
            }
        }

        /// Xors every value of the set rooted at `root` (a trie of full depth) with `x`.
        fn xor_all(&mut self, root: u32, x: u32) {
            if root != EMPTY {
                self.nodes[root as usize].tag ^= x;
            }
        }

        /// Applies the pending tag of `t` (of level `level >= 1`) to its children.
        fn push(&mut self, t: u32, level: u32) {
            let node = &mut self.nodes[t as usize];
            let tag = node.tag;
            if tag == 0 {
                return;
            }
            node.tag = 0;
            if tag >> (level - 1) & 1 == 1 {
                node.child.swap(0, 1);
            }
            if level > 1 {
                for c in node.child {
                    if c != EMPTY {
                        self.nodes[c as usize].tag ^= tag;
                    }
                }
            }
        }

        /// The set `root ∪ {x}`.
        fn insert(&mut self, root: u32, x: u32) -> u32 {
            let root = if root == EMPTY { self.alloc() } else { root };
            let mut path = [EMPTY; 32];
            let mut t = root;
            for level in (1..=self.bits).rev() {
                self.push(t, level);
                path[level as usize - 1] = t;
                let bit = (x >> (level - 1) & 1) as usize;
                let next = self.nodes[t as usize].child[bit];
                if next != EMPTY {
                    t = next;
                    continue;
                }
                // x is new: build the rest of its path and count it on the way up.
                let mut below = t;
                let mut at = level;
                loop {
                    let bit = (x >> (at - 1) & 1) as usize;
                    let made = if at == 1 { LEAF } else { self.alloc() };
                    self.nodes[below as usize].child[bit] = made;
                    path[at as usize - 1] = below;
                    if at == 1 {
                        break;
                    }
                    below = made;
                    at -= 1;
                }
                for &node in &path[..self.bits as usize] {
                    self.nodes[node as usize].count += 1;
                }
                return root;
            }
            root // x was there already
        }

        /// The union of the sets `a` and `b` (both of level `level`); `b` is consumed.
        fn merge(&mut self, a: u32, b: u32, level: u32) -> u32 {
            if a == EMPTY {
                return b;
            }
            if b == EMPTY || level == 0 {
                return a;
            }
            self.push(a, level);
            self.push(b, level);
            let [a0, a1] = self.nodes[a as usize].child;
            let [b0, b1] = self.nodes[b as usize].child;
            self.free.push(b);
            let c0 = self.merge(a0, b0, level - 1);
            let c1 = self.merge(a1, b1, level - 1);
            let count = self.nodes[c0 as usize].count + self.nodes[c1 as usize].count;
            self.nodes[a as usize] = TrieNode {
                child: [c0, c1],
                count,
                tag: 0,
            };
            a
        }

        /// The least value not in the set `root` (a trie of full depth, not full itself).
        fn mex(&mut self, root: u32) -> u32 {
            assert!(
                self.nodes[root as usize].count < 1 << self.bits,
                "ancestor_deletion: a reachable set filled its whole value range"
            );
            let mut t = root;
            let mut mex = 0;
            for level in (1..=self.bits).rev() {
                if t == EMPTY {
                    break;
                }
                self.push(t, level);
                let [c0, c1] = self.nodes[t as usize].child;
                if self.nodes[c0 as usize].count == 1 << (level - 1) {
                    mex |= 1 << (level - 1);
                    t = c1;
                } else {
                    t = c0;
                }
            }
            mex
        }
    }

    /// `g(v)` for every node `v`: the Grundy value of the subtree rooted at `v`, by tries
    /// with a lazy xor tag and trie merge (see the section header). Same result as
    /// [`subtree_grundy_by_definition`].
    ///
    /// `parent[v]` is the parent of `v`, `None` for a root; any labelling is accepted.
    ///
    /// # Complexity
    /// O(n log n) time, O(n) memory; iterative (a path of 10^6 nodes is fine).
    ///
    /// # Panics
    /// If a parent is not a node, the parent array has a cycle, or `n >= 2^28`.
    ///
    /// # Example
    /// ```
    /// use grundy::ancestor_deletion::subtree_grundy;
    /// let parent = [None, Some(0), Some(1), None, Some(3), Some(3)];
    /// assert_eq!(subtree_grundy(&parent), [3, 2, 1, 2, 1, 1]);
    /// ```
    pub fn subtree_grundy(parent: &[Option<usize>]) -> Vec<u64> {
        let n = parent.len();
        assert!(n < 1 << 28, "ancestor_deletion: at most 2^28 - 1 nodes");
        if n == 0 {
            return Vec::new();
        }
        let (start, children) = children_csr(parent);
        let bfs = top_down_order(parent, &start, &children);
        let mut size = vec![1u32; n];
        for &v in bfs.iter().rev() {
            if let Some(p) = parent[v] {
                size[p] += size[v];
            }
        }
        // A preorder visiting the largest child last; reversed, it is a post-order
        // visiting the largest child first.
        let mut preorder = Vec::with_capacity(n);
        let mut stack: Vec<usize> = (0..n).filter(|&v| parent[v].is_none()).collect();
        while let Some(v) = stack.pop() {
            preorder.push(v);
            let kids = &children[start[v]..start[v + 1]];
            if let Some(&heavy) = kids.iter().max_by_key(|&&c| size[c]) {
                stack.push(heavy);
                stack.extend(kids.iter().filter(|&&c| c != heavy));
            }
        }
        // Every value is < 2^bits (see "Value width").
        let bits = 64 - (n as u64).leading_zeros();
        let mut tries = XorTriePool::new(bits);
        // accumulated[v] = ⋃ over the finished children c of v of S(c) ⊕ g(c), so that
        // S(v) = X(v) ⊕ ({0} ∪ accumulated[v]).
        let mut accumulated = vec![EMPTY; n];
        let mut children_xor = vec![0u32; n];
        let mut g = vec![0u64; n];
        for &v in preorder.iter().rev() {
            let reachable = tries.insert(accumulated[v], 0);
            tries.xor_all(reachable, children_xor[v]);
            let gv = tries.mex(reachable);
            g[v] = gv as u64;
            match parent[v] {
                Some(p) => {
                    children_xor[p] ^= gv;
                    tries.xor_all(reachable, gv);
                    accumulated[p] = tries.merge(accumulated[p], reachable, bits);
                }
                // A whole tree is done and no other trie is alive.
                None => tries.reset(),
            }
        }
        g
    }

    /// The Grundy value of the whole forest: the xor of `g(root)` over its roots.
    ///
    /// # Complexity
    /// As [`subtree_grundy`].
    ///
    /// # Panics
    /// As [`subtree_grundy`].
    ///
    /// # Example
    /// ```
    /// use grundy::ancestor_deletion::forest_grundy;
    /// assert_eq!(forest_grundy(&[None, None, None]), 1); // three isolated nodes
    /// assert_eq!(forest_grundy(&[None, Some(0), Some(0)]), 2); // a star
    /// ```
    pub fn forest_grundy(parent: &[Option<usize>]) -> u64 {
        let g = subtree_grundy(parent);
        (0..parent.len())
            .filter(|&v| parent[v].is_none())
            .fold(0, |acc, v| acc ^ g[v])
    }

    /// Whether the player to move wins the forest (normal play).
    ///
    /// # Complexity
    /// As [`subtree_grundy`].
    ///
    /// # Panics
    /// As [`subtree_grundy`].
    ///
    /// # Example
    /// ```
    /// use grundy::ancestor_deletion::first_player_wins;
    /// assert!(first_player_wins(&[None, Some(0)]));
    /// assert!(!first_player_wins(&[None, None]));
    /// ```
    pub fn first_player_wins(parent: &[Option<usize>]) -> bool {
        forest_grundy(parent) != 0
    }

    /// The parent array of the forest on nodes `0..n` with the given undirected `edges`,
    /// each tree rooted at its smallest node (BFS; no recursion).
    ///
    /// # Complexity
    /// O(n + edges) time and memory.
    ///
    /// # Panics
    /// If an endpoint is `>= n` or the edges do not form a forest (a cycle, a self-loop,
    /// a repeated edge). Judges' inputs should be validated before (e.g. by union-find).
    ///
    /// # Example
    /// ```
    /// use grundy::ancestor_deletion::parents_rooted_at_smallest;
    /// let parent = parents_rooted_at_smallest(4, &[(2, 1), (1, 3)]);
    /// assert_eq!(parent, [None, None, Some(1), Some(1)]);
    /// ```
    pub fn parents_rooted_at_smallest(n: usize, edges: &[(usize, usize)]) -> Vec<Option<usize>> {
        let mut start = vec![0usize; n + 1];
        for &(a, b) in edges {
            assert!(
                a < n && b < n,
                "parents_rooted_at_smallest: an endpoint is not a node"
            );
            start[a + 1] += 1;
            start[b + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut adjacent = vec![0usize; start[n]];
        for &(a, b) in edges {
            adjacent[fill[a]] = b;
            fill[a] += 1;
            adjacent[fill[b]] = a;
            fill[b] += 1;
        }
        let mut parent = vec![None; n];
        let mut visited = vec![false; n];
        let mut queue = Vec::with_capacity(n);
        for root in 0..n {
            if visited[root] {
                continue;
            }
            visited[root] = true;
            queue.clear();
            queue.push(root);
            let mut head = 0;
            while head < queue.len() {
                let v = queue[head];
                head += 1;
                for &w in &adjacent[start[v]..start[v + 1]] {
                    if !visited[w] {
                        visited[w] = true;
                        parent[w] = Some(v);
                        queue.push(w);
                    }
                }
            }
        }
        // A graph on n nodes with c components is a forest iff it has n - c edges.
        let roots = parent.iter().filter(|p| p.is_none()).count();
        assert!(
            edges.len() == n - roots,
            "parents_rooted_at_smallest: the edges do not form a forest"
        );
        parent
    }

    #[cfg(test)]
    mod tests {
        use super::super::mex::GameSearch;
        use super::*;

        /// The game by definition: a position is the set of live nodes (a bit mask).
        /// Returns the Grundy value of every subtree and of the whole forest.
        fn search_values(parent: &[Option<usize>]) -> (Vec<u64>, u64) {
            let n = parent.len();
            assert!(n <= 16);
            // up[u] = u and all its ancestors.
            let up: Vec<u32> = (0..n)
                .map(|u| {
                    let (mut mask, mut at) = (0u32, Some(u));
                    while let Some(x) = at {
                        mask |= 1 << x;
                        at = parent[x];
                    }
                    mask
                })
                .collect();
            let mut search = GameSearch::new(|&live: &u32, out: &mut Vec<u32>| {
                for (u, &path) in up.iter().enumerate() {
                    if live >> u & 1 == 1 {
                        out.push(live & !path);
                    }
                }
            });
            let per_node = (0..n)
                .map(|v| {
                    let subtree = (0..n)
                        .filter(|&u| up[u] >> v & 1 == 1)
                        .fold(0u32, |m, u| m | 1 << u);
                    search.grundy(subtree)
                })
                .collect();
            let all = search.grundy(((1u64 << n) - 1) as u32);
            (per_node, all)
        }

        struct Rng(u64);
        impl Rng {
            fn next(&mut self) -> u64 {
                self.0 ^= self.0 << 13;
                self.0 ^= self.0 >> 7;
                self.0 ^= self.0 << 17;
                self.0
            }
            fn below(&mut self, k: usize) -> usize {
                (self.next() % k as u64) as usize
            }
        }

        /// A random forest on n nodes with random labels; `spread` bounds how far back a
        /// parent is in creation order (1 = paths, n = uniform random recursive trees).
        fn random_forest(
            rng: &mut Rng,
            n: usize,
            spread: usize,
            root_odds: usize,
        ) -> Vec<Option<usize>> {
            let mut label: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                label.swap(i, rng.below(i + 1));
            }
            let mut parent = vec![None; n];
            for i in 1..n {
                if rng.below(root_odds) != 0 {
                    let back = 1 + rng.below(spread.min(i));
                    parent[label[i]] = Some(label[i - back]);
                }
            }
            parent
        }

        #[test]
        fn every_forest_of_up_to_7_nodes_matches_the_game_search() {
            let mut forests = 0;
            for n in 0..=7usize {
                // parent[i] in {none, 0, .., i-1}: a mixed-radix counter, digit i has i + 1 values.
                let mut digits = vec![0usize; n];
                loop {
                    let parent: Vec<Option<usize>> =
                        digits.iter().map(|&d| d.checked_sub(1)).collect();
                    let (want, want_all) = search_values(&parent);
                    assert_eq!(subtree_grundy_by_definition(&parent), want, "{parent:?}");
                    assert_eq!(subtree_grundy(&parent), want, "{parent:?}");
                    assert_eq!(forest_grundy(&parent), want_all, "{parent:?}");
                    assert_eq!(first_player_wins(&parent), want_all != 0);
                    forests += 1;
                    let mut i = 0;
                    while i < n && digits[i] == i {
                        digits[i] = 0;
                        i += 1;
                    }
                    if i == n {
                        break;
                    }
                    digits[i] += 1;
                }
            }
            // 1 + 1! + 2! + ... + 7!
            assert_eq!(forests, 1 + 1 + 2 + 6 + 24 + 120 + 720 + 5040);
        }

        #[test]
        fn random_small_forests_match_definition_and_search() {
            let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
            for round in 0..3000 {
                let n = 1 + rng.below(12);
                let spread = 1 + rng.below(n);
                let parent = random_forest(&mut rng, n, spread, 2 + round % 7);
                let fast = subtree_grundy(&parent);
                assert_eq!(fast, subtree_grundy_by_definition(&parent), "{parent:?}");
                if n <= 10 {
                    let (want, want_all) = search_values(&parent);
                    assert_eq!(fast, want, "{parent:?}");
                    assert_eq!(forest_grundy(&parent), want_all, "{parent:?}");
                }
            }
        }

        #[test]
        fn larger_random_forests_match_the_definition() {
            let mut rng = Rng(0x2545_f491_4f6c_dd1d);
            for round in 0..200 {
                let n = 1 + rng.below(if round % 10 == 0 { 3000 } else { 300 });
                let spread = [1, 2, 3, 10, n][round % 5];
                let parent = random_forest(&mut rng, n, spread, [1000, 50, 3][round % 3]);
                assert_eq!(
                    subtree_grundy(&parent),
                    subtree_grundy_by_definition(&parent),
                    "n = {n}, spread = {spread}"
                );
            }
        }

        #[test]
        fn path_and_star_of_a_million_nodes() {
            let n: usize = 1_000_000;
            // A path rooted at 0, and the same path rooted at n - 1: g = its length.
            let down: Vec<Option<usize>> = (0..n).map(|i| i.checked_sub(1)).collect();
            let g = subtree_grundy(&down);
            assert!(g.iter().enumerate().all(|(i, &v)| v == (n - i) as u64));
            let up: Vec<Option<usize>> = (0..n).map(|i| Some(i + 1).filter(|&p| p < n)).collect();
            assert_eq!(forest_grundy(&up), n as u64);
            // A star: S = {n - 1 mod 2, n - 2 mod 2} = {0, 1}, so g = 2.
            let star: Vec<Option<usize>> = (0..n).map(|i| Some(0).filter(|_| i > 0)).collect();
            assert_eq!(forest_grundy(&star), 2);
            // n isolated nodes: xor of n ones.
            assert_eq!(forest_grundy(&vec![None; n]), n as u64 % 2);
        }

        #[test]
        #[should_panic(expected = "cycle")]
        fn a_parent_cycle_is_refused() {
            subtree_grundy(&[None, Some(2), Some(3), Some(1)]);
        }

        #[test]
        fn rooting_undirected_forests() {
            assert_eq!(
                parents_rooted_at_smallest(6, &[(4, 2), (2, 5), (5, 1), (3, 0)]),
                [None, None, Some(5), Some(0), Some(2), Some(1)]
            );
            assert_eq!(parents_rooted_at_smallest(2, &[]), [None, None]);
            for bad in [&[(0, 1), (1, 0)][..], &[(1, 1)], &[(0, 1), (1, 2), (2, 0)]] {
                let caught = std::panic::catch_unwind(|| parents_rooted_at_smallest(3, bad));
                assert!(caught.is_err(), "{bad:?}");
            }
        }
    }
}

// ==== section: trees, edge deletion (issue 2) ====

// ==== section: hackenbush on graphs (issue 5) ====

// ==== end of sections ====
