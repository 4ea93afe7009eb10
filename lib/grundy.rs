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

pub mod io {
    //! Input and output for judge binaries.
    //!
    //! **What.** [`Scanner`] reads whitespace-separated tokens from the whole input held in
    //! memory and parses them from bytes; every error names the line, the token and what
    //! was expected. [`Output`] is one buffered writer with allocation-free integer
    //! formatting. [`run`] wires a `solve` function to stdin/stdout: answers written before
    //! an input error are still flushed, the error becomes one `error: …` line on stderr
    //! and a non-zero exit, and a panic prints no message or backtrace of its own.
    //!
    //! **Valid input.** Tokens are separated by any mix of spaces, tabs, `\r` and `\n`:
    //! CRLF line ends, a missing final newline and extra blank space are all accepted.
    //!
    //! **Cost.** O(input bytes) time; the input is held once in memory.
    //!
    //! **Tests.** The tests at the bottom of this section, including parsing compared with
    //! proconio's on the same inputs.

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
                if is_blank(b) {
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
                    .position(|&b| is_blank(b))
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
            if let Some(v) = self.plain_u64() {
                return Ok(v);
            }
            let tok = self.token(what)?;
            match parse_u64(tok) {
                Some(v) => Ok(v),
                None => Err(self.error_at_last(format!("{what}, an integer in 0..={}", u64::MAX))),
            }
        }

        /// The hot path of the integer readers: a token of 1 to 19 plain digits is parsed
        /// in the same pass that finds its end. Anything else (a sign, 20 digits, a bad
        /// byte, the end of input) leaves the scanner untouched and returns `None`, and
        /// the caller takes the general path, which reports errors.
        #[inline]
        fn plain_u64(&mut self) -> Option<u64> {
            self.skip_blank();
            let start = self.pos;
            let mut pos = start;
            let mut v: u64 = 0;
            while let Some(&b) = self.buf.get(pos) {
                let d = b.wrapping_sub(b'0');
                if d > 9 {
                    break;
                }
                v = v.wrapping_mul(10).wrapping_add(d as u64);
                pos += 1;
            }
            let len = pos - start;
            let ends_well = self.buf.get(pos).map_or(true, |&b| is_blank(b));
            if len == 0 || len > 19 || !ends_well {
                return None;
            }
            // At most 19 digits: no wrap happened.
            self.pos = pos;
            self.tokens_on_line += 1;
            self.last_start = start;
            self.last_line = self.line;
            self.last_index = self.tokens_on_line;
            Some(v)
        }

        /// Reads an unsigned integer in `lo..=hi`.
        ///
        /// # Errors
        /// As [`Scanner::u64`], or if the value is outside `lo..=hi`.
        #[inline]
        pub fn u64_in(&mut self, lo: u64, hi: u64, what: &str) -> Result<u64, InputError> {
            if let Some(v) = self.plain_u64() {
                if lo <= v && v <= hi {
                    return Ok(v);
                }
                return Err(self.error_at_last(format!("{what}, an integer in {lo}..={hi}")));
            }
            let tok = self.token(what)?;
            match parse_u64(tok) {
                Some(v) if lo <= v && v <= hi => Ok(v),
                _ => Err(self.error_at_last(format!("{what}, an integer in {lo}..={hi}"))),
            }
        }

        /// Replaces the contents of `into` with the next `count` integers, each in `lo..=hi`
        /// (a line of piles, heaps or positions; `into` keeps its memory across cases).
        ///
        /// # Errors
        /// As [`Scanner::u64_in`], at the first bad or missing value.
        pub fn u64s_in(
            &mut self,
            count: u64,
            lo: u64,
            hi: u64,
            what: &str,
            into: &mut Vec<u64>,
        ) -> Result<(), InputError> {
            into.clear();
            for _ in 0..count {
                into.push(self.u64_in(lo, hi, what)?);
            }
            Ok(())
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

    /// The bytes that separate tokens: space, tab, LF, CR, vertical tab, form feed.
    #[inline]
    fn is_blank(b: u8) -> bool {
        matches!(b, b' ' | b'\n' | b'\t' | b'\r' | b'\x0b' | b'\x0c')
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

    /// "00", "01", …, "99": two decimal digits per table entry.
    const DIGIT_PAIRS: [u8; 200] = {
        let mut t = [0u8; 200];
        let mut i = 0;
        while i < 100 {
            t[2 * i] = b'0' + (i / 10) as u8;
            t[2 * i + 1] = b'0' + (i % 10) as u8;
            i += 1;
        }
        t
    };

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

        /// Writes `x` in decimal (two digits per division by a constant).
        #[inline]
        pub fn u64(&mut self, mut x: u64) {
            let mut tmp = [0u8; 20];
            let mut i = tmp.len();
            while x >= 100 {
                let pair = 2 * (x % 100) as usize;
                x /= 100;
                i -= 2;
                tmp[i..i + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
            }
            if x >= 10 {
                let pair = 2 * x as usize;
                i -= 2;
                tmp[i..i + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
            } else {
                i -= 1;
                tmp[i] = b'0' + x as u8;
            }
            self.bytes(&tmp[i..]);
        }

        /// Writes `x` in decimal.
        pub fn u128(&mut self, x: u128) {
            const TEN19: u128 = 10_000_000_000_000_000_000;
            if x <= u64::MAX as u128 {
                return self.u64(x as u64);
            }
            // x < 2^128 < 10^39: at most three 19-digit chunks, the lower ones zero-padded.
            let (high, low) = (x / TEN19, (x % TEN19) as u64);
            if high <= u64::MAX as u128 {
                self.u64(high as u64);
            } else {
                self.u64((high / TEN19) as u64);
                self.u64_padded_19((high % TEN19) as u64);
            }
            self.u64_padded_19(low);
        }

        fn u64_padded_19(&mut self, mut x: u64) {
            let mut tmp = [b'0'; 19];
            for slot in tmp.iter_mut().rev() {
                *slot = b'0' + (x % 10) as u8;
                x /= 10;
            }
            self.bytes(&tmp);
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
        fn scanner_fast_and_general_paths_agree() {
            let text = b"1234567890123456789 12345678901234567890 +7 12a 0007\x0b8 9";
            let mut sc = Scanner::new(text);
            assert_eq!(sc.u64("a"), Ok(1_234_567_890_123_456_789)); // 19 digits: fast path
            assert_eq!(sc.u64("b"), Ok(12_345_678_901_234_567_890)); // 20 digits: general path
            assert_eq!(sc.u64_in(0, 9, "c"), Ok(7)); // a sign: general path
            let e = sc.u64("d").unwrap_err();
            assert_eq!((e.token.as_deref(), e.token_index), (Some("12a"), 4));
            assert_eq!(sc.u64("e"), Ok(7)); // a vertical tab separates tokens too
            assert_eq!(sc.u64("f"), Ok(8));
            let e = sc.u64_in(0, 5, "g").unwrap_err();
            assert_eq!((e.token.as_deref(), e.token_index), (Some("9"), 7));
            assert!(sc.at_end());
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
        fn integer_formatting_matches_std() {
            let mut seed = 0x9e37_79b9_7f4a_7c15u64;
            let mut values: Vec<u128> = vec![0, 9, 10, 99, 100, 101, u64::MAX as u128, 1 << 64];
            values.push(u128::MAX);
            values.push(10u128.pow(19));
            values.push(10u128.pow(38));
            values.push(10u128.pow(38) + 7);
            for _ in 0..10_000 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                // Random bits, shifted so that every length from 1 to 128 bits occurs.
                let wide = (seed as u128) << 64 | seed.rotate_left(17) as u128;
                values.push(wide >> (seed % 128));
            }
            for v in values {
                let mut out = Output::new(Vec::new());
                out.u128(v);
                if let Ok(small) = u64::try_from(v) {
                    out.byte(b' ');
                    out.u64(small);
                    let s = String::from_utf8(out.finish().unwrap()).unwrap();
                    assert_eq!(s, format!("{v} {v}"));
                } else {
                    let s = String::from_utf8(out.finish().unwrap()).unwrap();
                    assert_eq!(s, v.to_string());
                }
            }
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

pub mod mex {
    //! Mex, Grundy tables and a generic memoised game-tree search.
    //!
    //! **What.** `mex(S)`, the least natural number not in `S`; [`grundy_table`], the Grundy
    //! values `g(0..n)` of a game whose moves from `i` lead to positions `< i`; and
    //! [`GameSearch`], the Grundy value (normal play) or the outcome (misère play) of any
    //! finite game given as "positions and their moves" — the brute force every closed form
    //! in this crate is checked against.
    //!
    //! **Theorem.** Sprague–Grundy: `g(p) = mex { g(q) : p → q }` and `p` is lost for the
    //! mover iff `g(p) = 0` — by induction, from `g(p)` one can move to every smaller value
    //! but never to `g(p)` itself, which is exactly a Nim heap of size `g(p)`.
    //!
    //! **Cost.** `mex` over k values: O(k) time and memory. `grundy_table`: O(n + total
    //! moves), with one stamp array reused by every state (no clearing). `GameSearch`: each
    //! reachable position is expanded once; iterative (an explicit stack), so deep games do
    //! not overflow the call stack.
    //!
    //! **Tests.** Bottom of this section: mex by definition, the subtraction game {1, 2}
    //! (`g = n mod 3`), Nim heaps (`g = n`), and misère outcomes of one heap.

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

    /// The move function, for [`GameSearch`] over positions `Vec<u64>`, of a sum of games
    /// whose components are numbers (heaps): a move changes exactly one component, by one
    /// of `component_moves(n, out)`, which pushes the targets of a component `n`.
    ///
    /// # Example
    /// ```
    /// use grundy::mex::{sum_of_heaps_moves, GameSearch};
    /// // Nim: a heap of n moves to any smaller size.
    /// let mut nim = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
    /// assert_eq!(nim.grundy(vec![3, 5, 6]), 3 ^ 5 ^ 6);
    /// ```
    pub fn sum_of_heaps_moves<F>(
        mut component_moves: F,
    ) -> impl FnMut(&Vec<u64>, &mut Vec<Vec<u64>>)
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

// ==== section: testdata (support for the binaries' tests; never bundled) ====

pub mod testdata {
    //! The stored cases of `testdata/`, for the binaries' tests.
    //!
    //! **What.** [`check_stored_cases`] re-reads a problem's generated cases and checks
    //! each expected output against an independent brute force, so a stored `.out` is
    //! verified on every `cargo test` and never taken on trust. Only tests call it, so no
    //! bundle holds this section.
    //!
    //! **Tests.** Used by the binaries' test modules (`problems/*.rs`).

    /// Checks every `testdata/<problem>/<prefix>*.in` against its `.out`: `brute_force`
    /// maps the input text to the expected output text. Returns how many were checked.
    ///
    /// # Panics
    /// If a case differs, a file cannot be read, or fewer than `at_least` cases exist.
    pub fn check_stored_cases<F>(
        problem: &str,
        prefix: &str,
        at_least: usize,
        mut brute_force: F,
    ) -> usize
    where
        F: FnMut(&str) -> String,
    {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("testdata")
            .join(problem);
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| {
                entry
                    .expect("a directory entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .filter(|name| name.starts_with(prefix) && name.ends_with(".in"))
            .collect();
        names.sort();
        for name in &names {
            let input = dir.join(name);
            let read = |p: &std::path::Path| {
                std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
            };
            let want = read(&input.with_extension("out"));
            assert_eq!(
                brute_force(&read(&input)),
                want,
                "testdata/{problem}/{name}"
            );
        }
        assert!(
            names.len() >= at_least,
            "testdata/{problem}: {} stored {prefix}* cases, expected at least {at_least}",
            names.len()
        );
        names.len()
    }
}

// ==== section: nim (issue 2) ====

pub mod nim {
    //! Nim: piles of stones, a move takes one or more stones from one pile, the last mover wins.
    //!
    //! **P-positions (Bouton).** The mover loses iff the nim-sum `s = p_1 ^ … ^ p_k` is 0:
    //! every move changes exactly one pile and so changes `s` away from 0, while from
    //! `s != 0` the pile `p` that has the top bit of `s` set can be lowered to `p ^ s < p`,
    //! which makes the nim-sum 0. (This is Sprague–Grundy with `g(p) = p`.)
    //!
    //! **Winning moves.** A move to nim-sum 0 from pile `i` must leave exactly `p_i ^ s`
    //! stones, so there is at most one per pile, and it exists iff `p_i ^ s < p_i`, i.e. iff
    //! `p_i` has the top bit of `s` set (the highest bit where `p_i` and `p_i ^ s` differ is
    //! that bit). Hence the count (POJ 2975) is the number of piles having that bit, and
    //! Luogu P1247's tie-break "smallest pile, then smallest count" is simply the first such
    //! pile, with the unique count `p_i - (p_i ^ s)`.
    //!
    //! **Cost.** O(k) time, O(1) extra memory for k piles; exact for every `u64`.
    //!
    //! **Tests.** Bottom of this section: up to 4 piles each `<= 7` against
    //! [`super::mex::GameSearch`] (verdict, the reported move, the tie-break among all winning
    //! moves found by search, the count); `testdata/luogu_p1247`, `testdata/poj2975`.

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
        use super::super::mex::{sum_of_heaps_moves, GameSearch};
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
            let mut search = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
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

pub mod bash {
    //! Bash game: one pile of `n`, a move takes 1..=m stones.
    //!
    //! **P-positions.** Normal play (taking the last stone wins): the mover loses iff
    //! `n % (m + 1) == 0` — from a multiple of `m + 1` every move leaves a non-multiple, and
    //! from a non-multiple taking `n % (m + 1)` stones restores one. In fact the Grundy value
    //! is `n % (m + 1)`. Misère play (taking the last stone loses): the mover loses iff
    //! `n % (m + 1) == 1` — the same argument with the target shifted to `k(m+1) + 1`.
    //!
    //! **Cost.** O(1) time and memory, exact for every `u64` (`m + 1` is formed in `u128`).
    //!
    //! **Tests.** Bottom of this section: both variants against [`super::mex::GameSearch`] for
    //! all `n, m <= 40`, and the `u64` edges; `testdata/hdu1846`.

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

pub mod wythoff {
    //! Wythoff's game: two piles; a move takes any positive number from one pile, or the same
    //! positive number from both; the last mover wins.
    //!
    //! **P-positions.** The positions lost for the mover are exactly the pairs
    //! `(a_k, b_k)` (in either order), `k = 0, 1, 2, …`, with `a_k = floor(k·φ)`,
    //! `b_k = a_k + k = floor(k·φ²)`, `φ = (1 + √5) / 2`:
    //! (0,0), (1,2), (3,5), (4,7), (6,10), (8,13), … Why: `1/φ + 1/φ² = 1`, so by Beatty's
    //! theorem every positive integer is exactly one `a_j` or one `b_j`; hence from a pair no
    //! single-pile move reaches another pair (each number has one partner), no diagonal move
    //! does (each difference `k` occurs once); and from any other position `(x, y)`, `x <= y`,
    //! some move reaches a pair: if `x`'s partner is below `y`, lower `y` to it; otherwise
    //! `x = a_j` with `y < b_j`, so `k = y - x < j` and taking `x - a_k > 0` from both piles
    //! reaches `(a_k, b_k)` ([`wythoff_winning_moves`] lists all such moves).
    //!
    //! **Exact `a_k` without floating point.** `k·φ = (k + √(5k²)) / 2`. For `k >= 1`, `5k²` is
    //! not a square (√5 is irrational), so with `r = isqrt(5k²)` we have `r < √(5k²) < r + 1`
    //! and `k·φ` lies strictly inside `((k + r)/2, (k + r + 1)/2)`. If `k + r` is even that
    //! interval is `(m, m + ½)`; if odd it is `(m + ½, m + 1)` with `m = (k + r - 1)/2`; either
    //! way `floor(k·φ) = floor((k + r)/2)`: the irrational part never straddles an integer.
    //! `5k²` exceeds `u128` only for `k > 2^64/√5 ≈ 8.2·10^18`, and then
    //! `b_k > k·φ² - 1 > 2^64`, so no such pair fits in `u64` ([`wythoff_pair`] says `None`
    //! via checked arithmetic). The integer square root [`isqrt`] is Newton's method from a
    //! power of two above the root (MSRV 1.70 has no `isqrt`; no floats, not even a guess).
    //!
    //! The popular `a == (int)(k * (sqrt(5) + 1) / 2)` in double precision is wrong inside
    //! POJ's range: first at `k = 102334155` (= F_40), where it gives 165580141 (found by a
    //! scratch C program) but `a_k = 165580140` (`k·φ = F_41 - ψ^40`, just below the integer
    //! `F_41`, closer than a double can tell). Pinned by a test below and by
    //! `testdata/poj1067/double-precision-trap-k102334155.in`.
    //!
    //! **Cost.** [`isqrt`]: O(log) divisions; [`wythoff_pair`], [`wythoff_is_losing`]: one
    //! `isqrt`; [`wythoff_partner`], [`wythoff_winning_moves`]: a binary search of 64 steps.
    //! Exact for every `u64`; O(1) memory.
    //!
    //! **Tests.** Bottom of this section: all piles `<= 60` (both orders) against
    //! [`super::mex::GameSearch`], including the exact set of winning moves; `isqrt` near
    //! squares and at the `u128` edges; `a_k` at every Fibonacci `k` (`floor(F_n·φ) = F_{n+1}`
    //! or `F_{n+1} - 1`, an independent exact formula) up to the `u64` limit; the Beatty
    //! partition up to 10^5; the largest P-position in `u64`, `(11400714819323198485,
    //! u64::MAX)`; `testdata/poj1067`.

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

pub mod fibonacci_game {
    //! Fibonacci game: one pile of `n`; the first move takes any number of stones but not all,
    //! afterwards each move takes between 1 and twice the opponent's last take; whoever takes
    //! the last stone wins.
    //!
    //! **Zeckendorf.** Every `n >= 1` is, in exactly one way, a sum of Fibonacci numbers
    //! (1, 2, 3, 5, 8, …) no two of them consecutive; the greedy choice (largest Fibonacci
    //! number `<= n`, repeat on the rest) finds it, since the rest is always smaller than the
    //! next Fibonacci number down.
    //!
    //! **Theorem (Whinihan).** The mover loses iff `n` is a Fibonacci number. Otherwise the
    //! winning first move takes the *smallest* Zeckendorf term `F_j` of `n` — why: the rest has
    //! its smallest term at `F_{j+2}` or higher and `F_{j+2} > 2 F_j`, so the opponent cannot
    //! take it whole, and "the smallest term of the pile exceeds what the mover may take" is a
    //! losing position that the winner can restore after every answer (the same argument shows
    //! a Fibonacci pile, a single term, cannot be won from: any first take `t < n` leaves a
    //! pile whose smallest term is `<= 2t`). It is also the smallest winning first take.
    //!
    //! **Cost.** O(log n) time (at most 46 terms, found over a table of the 92 Fibonacci
    //! numbers that fit in a `u64`), no allocation except [`zeckendorf`]'s result; exact
    //! for every `u64`.
    //!
    //! **Tests.** Bottom of this section: every `n < 200` against [`super::mex::GameSearch`]
    //! over the states (stones left, largest take allowed) — outcome, and the reported take is
    //! the smallest winning one; Zeckendorf at the `u64` edges; `testdata/hdu2516`.

    /// The distinct Fibonacci numbers `1, 2, 3, 5, 8, …` that fit in a `u64`, ascending;
    /// the last is the largest Fibonacci number `<= u64::MAX`.
    pub const FIBONACCI: [u64; 92] = fibonacci_table();

    const fn fibonacci_table() -> [u64; 92] {
        // A 93rd entry would overflow, which is a compile-time error here.
        let mut f = [0u64; 92];
        f[0] = 1;
        f[1] = 2;
        let mut i = 2;
        while i < 92 {
            f[i] = f[i - 1] + f[i - 2];
            i += 1;
        }
        f
    }

    /// Index in [`FIBONACCI`] of the largest Fibonacci number `<= n`.
    #[inline]
    fn largest_index_at_most(n: u64) -> usize {
        debug_assert!(n >= 1);
        FIBONACCI.partition_point(|&f| f <= n) - 1
    }

    /// Whether `n` is one of `1, 2, 3, 5, 8, …` (0 is not).
    ///
    /// # Complexity
    /// O(log 92).
    ///
    /// # Example
    /// ```
    /// use grundy::fibonacci_game::is_fibonacci;
    /// assert!(is_fibonacci(13) && !is_fibonacci(12) && !is_fibonacci(0));
    /// assert!(is_fibonacci(12_200_160_415_121_876_738)); // the largest in a u64
    /// ```
    pub fn is_fibonacci(n: u64) -> bool {
        FIBONACCI.binary_search(&n).is_ok()
    }

    /// The Zeckendorf representation of `n`: distinct, pairwise non-consecutive Fibonacci
    /// numbers summing to `n`, largest first (empty for `n = 0`).
    ///
    /// # Complexity
    /// O(log n) time; at most 46 terms.
    ///
    /// # Example
    /// ```
    /// assert_eq!(grundy::fibonacci_game::zeckendorf(100), [89, 8, 3]);
    /// ```
    pub fn zeckendorf(mut n: u64) -> Vec<u64> {
        let mut terms = Vec::new();
        while n > 0 {
            let f = FIBONACCI[largest_index_at_most(n)];
            terms.push(f);
            n -= f;
        }
        terms
    }

    /// The smallest term of the Zeckendorf representation of `n >= 1`.
    fn smallest_zeckendorf_term(mut n: u64) -> u64 {
        loop {
            let f = FIBONACCI[largest_index_at_most(n)];
            if f == n {
                return f;
            }
            n -= f;
        }
    }

    /// Whether the first player wins a pile of `n` (for `n <= 1` there is no first move:
    /// the first player loses).
    ///
    /// # Complexity
    /// O(log 92).
    ///
    /// # Example
    /// ```
    /// use grundy::fibonacci_game::first_player_wins;
    /// assert!(!first_player_wins(13) && first_player_wins(10_000));
    /// ```
    pub fn first_player_wins(n: u64) -> bool {
        n >= 2 && !is_fibonacci(n)
    }

    /// The smallest winning first take: the smallest Zeckendorf term of `n`, or `None`
    /// if the first player loses (`n` a Fibonacci number, or `n <= 1`).
    ///
    /// # Complexity
    /// O(log n).
    ///
    /// # Example
    /// ```
    /// use grundy::fibonacci_game::winning_first_take;
    /// assert_eq!(winning_first_take(100), Some(3)); // 100 = 89 + 8 + 3
    /// assert_eq!(winning_first_take(89), None);
    /// ```
    pub fn winning_first_take(n: u64) -> Option<u64> {
        if first_player_wins(n) {
            Some(smallest_zeckendorf_term(n))
        } else {
            None
        }
    }

    #[cfg(test)]
    mod tests {
        use super::super::mex::GameSearch;
        use super::*;

        /// (stones left, largest take allowed, capped at the stones left).
        fn moves(&(left, cap): &(u32, u32), out: &mut Vec<(u32, u32)>) {
            out.extend((1..=cap.min(left)).map(|t| (left - t, (2 * t).min(left - t))));
        }

        #[test]
        fn matches_exhaustive_search_below_200() {
            let mut search = GameSearch::new(moves);
            let mut fibonacci_seen = 0;
            for n in 0..200u32 {
                // The first move takes 1..=n-1 (not all).
                let start = (n, n.saturating_sub(1));
                let wins = search.first_player_wins(start);
                assert_eq!(first_player_wins(n as u64), wins, "n = {n}");
                fibonacci_seen += (!wins && n >= 1) as u32;
                let smallest_winning =
                    (1..n).find(|&t| !search.first_player_wins((n - t, (2 * t).min(n - t))));
                assert_eq!(
                    winning_first_take(n as u64),
                    smallest_winning.map(u64::from),
                    "n = {n}"
                );
            }
            assert_eq!(fibonacci_seen, 11); // 1 2 3 5 8 13 21 34 55 89 144
        }

        #[test]
        fn zeckendorf_is_a_sum_of_non_consecutive_fibonacci_numbers() {
            let check = |n: u64| {
                let terms = zeckendorf(n);
                let sum: u128 = terms.iter().map(|&t| t as u128).sum();
                assert_eq!(sum, n as u128, "n = {n}");
                let idx: Vec<usize> = terms
                    .iter()
                    .map(|t| FIBONACCI.binary_search(t).expect("a Fibonacci number"))
                    .collect();
                assert!(
                    idx.windows(2).all(|w| w[0] >= w[1] + 2),
                    "n = {n}: {terms:?}"
                );
                assert_eq!(
                    terms.last().copied(),
                    (n > 0).then(|| smallest_zeckendorf_term(n))
                );
            };
            for n in 0..5000 {
                check(n);
            }
            let top = FIBONACCI[91];
            for n in [
                u64::MAX,
                u64::MAX - 1,
                top - 1,
                top,
                top + 1,
                FIBONACCI[90] + 1,
            ] {
                check(n);
            }
        }

        #[test]
        fn u64_edges() {
            let top = FIBONACCI[91];
            assert_eq!(top, 12_200_160_415_121_876_738);
            assert!(top.checked_add(FIBONACCI[90]).is_none()); // the table is complete
            assert!(FIBONACCI.windows(3).all(|w| w[2] == w[1] + w[0]));
            assert_eq!(zeckendorf(top), [top]);
            assert!(!first_player_wins(top));
            assert_eq!(winning_first_take(top + 1), Some(1));
            assert_eq!(winning_first_take(top - 1), Some(1)); // F_93 - 1 = F_92 + F_90 + … + F_2 (F_1 = F_2 = 1)
            assert_eq!(
                zeckendorf(u64::MAX)
                    .iter()
                    .map(|&t| t as u128)
                    .sum::<u128>(),
                u64::MAX as u128
            );
            assert_eq!(zeckendorf(u64::MAX)[0], top);
            assert!(first_player_wins(u64::MAX));
            assert!(!first_player_wins(0) && !first_player_wins(1) && !first_player_wins(2));
            assert_eq!(winning_first_take(4), Some(1));
        }
    }
}

// ==== section: subtraction games (issue 4) ====

pub mod subtraction {
    //! Subtraction games: one pile, a move removes `s` stones for some `s` in a fixed set `S`;
    //! the last mover wins. Sums of piles (S-Nim) are the xor of the piles' values.
    //!
    //! **Engine.** [`subtraction_table`]: the Grundy values `g(0..len)` bottom-up, the
    //! classic table. A value is the mex of at most `k = |S|` values, so for `k < 128` the
    //! values reachable from a position fit a u128 bit mask and the mex is its number of
    //! trailing ones. Moves that lead from 16 consecutive positions to positions before all
    //! of them are gathered for the 16 at once (vector instructions); the few others one
    //! position at a time. For `k >= 128` it is the stamp-array mex of
    //! [`super::mex::grundy_table`]. The table stops early once it is periodic: from
    //! position `w = max S` on, `g(n)` is a function of the `w` values before it, so two
    //! equal windows of `w` values repeat forever (found by a rolling hash checked against
    //! checkpoints at doubling distances, confirmed by comparing the windows; Bash's
    //! `n mod (m + 1)` is found after about `3 m` positions).
    //! [`subtraction_grundy`]: one value `g(n)`, evaluating only the positions reachable
    //! from `n` (an iterative depth-first search discovers them, [`super::mex::grundy_table`]
    //! then evaluates them in increasing order) — for a large `n` whose reachable set is
    //! sparse, e.g. `S = {1000, 3000}`.
    //!
    //! **Closed forms** (checked against the engine):
    //! - `S = {1..=m}` (Bash): `g(n) = n mod (m + 1)`, see [`super::bash`];
    //! - `S` = every positive number: `g(n) = n` (a Nim heap);
    //! - `S` = the powers of two: `g(n) = n mod 3` — why: `2^k mod 3` is 1 or 2, never 0, so
    //!   a move always changes `n mod 3`, and taking 1 or 2 (both powers of two) reaches
    //!   each smaller residue, so the mex is `n mod 3` by induction.
    //!
    //! **Cost.** Table: O(len · k) time for `k = |S|` (each value needs the values of all
    //! its moves; less once periodic), O(len + k) memory. Measured on HDU 1536 at judge
    //! size (100 sets of 100 moves, tables of 10^4: 8·10^7 moves, the third with
    //! `S = {1..=100}` periodic after 300 positions): about 9 ms of tables, 0.15 ns per
    //! move, next to 17 ms of reading the 10^6 numbers (2.8× the parse-only floor).
    //! Single value: O(R · k · log R) time, O(R) memory, for the `R` positions reachable
    //! from `n`.
    //!
    //! **Tests.** Bottom of this section: tables for Fibonacci moves, powers of two, random
    //! sets (up to 131 moves: both sides of the u128 limit), Bash sets and "take any
    //! number" against [`super::mex::GameSearch`]; the closed forms and the single-value
    //! form against the table; reused tables against fresh ones; the period finder on
    //! sequences built from a window rule and on a Thue–Morse hash collision;
    //! `testdata/hdu1848`, `testdata/hdu1847`, `testdata/hdu1536`.

    use std::collections::HashSet;

    /// The moves of `moves` as a sorted, deduplicated list of `usize`, dropping those
    /// larger than `limit` (they are never playable below it).
    fn normalized_moves(moves: &[u64], limit: u64) -> Vec<usize> {
        assert!(
            moves.iter().all(|&s| s > 0),
            "subtraction game: a move must remove at least one stone"
        );
        let mut set: Vec<usize> = moves
            .iter()
            .filter(|&&s| s <= limit)
            .map(|&s| s as usize)
            .collect();
        set.sort_unstable();
        set.dedup();
        set
    }

    /// Grundy values `g(0), …, g(len - 1)` of the subtraction game with move set `moves`
    /// (any order, duplicates allowed).
    ///
    /// # Complexity
    /// O(len · k + k log k) time for k moves, O(len + k) memory.
    ///
    /// # Panics
    /// If a move is 0.
    ///
    /// # Example
    /// ```
    /// // S = {2, 5}: g = 0 0 1 1 0 2 1 …
    /// let g = grundy::subtraction::subtraction_table(&[5, 2, 5], 7);
    /// assert_eq!(g, [0, 0, 1, 1, 0, 2, 1]);
    /// ```
    pub fn subtraction_table(moves: &[u64], len: usize) -> Vec<u64> {
        let mut tables = SubtractionTables::new();
        tables.table(moves, len);
        tables.values.truncate(len);
        tables.values
    }

    /// Positions evaluated together by [`SubtractionTables::table_by_masks`].
    const BLOCK: usize = 16;

    /// [`subtraction_table`] for many move sets in a row (one per test case), reusing
    /// its memory: a fresh table per set would have the allocator hand its pages back to
    /// the system and fault them in again, set after set.
    ///
    /// # Example
    /// ```
    /// let mut tables = grundy::subtraction::SubtractionTables::new();
    /// assert_eq!(tables.table(&[2, 5], 7), [0, 0, 1, 1, 0, 2, 1]);
    /// assert_eq!(tables.table(&[1, 2], 4), [0, 1, 2, 0]);
    /// ```
    #[derive(Debug, Default)]
    pub struct SubtractionTables {
        values: Vec<u64>,
        low: Vec<u64>,
        high: Vec<u64>,
    }

    impl SubtractionTables {
        /// No tables yet.
        pub fn new() -> Self {
            Self::default()
        }

        /// `g(0..len)` for the move set `moves`, exactly as [`subtraction_table`].
        ///
        /// # Complexity
        /// As [`subtraction_table`].
        ///
        /// # Panics
        /// If a move is 0.
        pub fn table(&mut self, moves: &[u64], len: usize) -> &[u64] {
            let set = normalized_moves(moves, len as u64);
            if set.len() < 128 {
                // At most 127 moves: every value is at most 127 and fits a u128 bit mask.
                self.table_by_masks(&set, len);
            } else {
                self.values = super::mex::grundy_table(len, |i, out| {
                    out.extend(set.iter().take_while(|&&s| s <= i).map(|&s| i - s))
                });
            }
            &self.values[..len]
        }

        /// The table for a sorted, deduplicated `set` of fewer than 128 moves, with values as
        /// bit masks: `reachable` has bit `v` set iff some move leads to a position of value
        /// `v`, so the mex is the number of trailing ones, `(!reachable).trailing_zeros()`.
        ///
        /// A move `s >= BLOCK` that is playable from the first of `BLOCK` consecutive
        /// positions leads from all of them to positions before them, already known: those
        /// moves are gathered for the whole block at once, `BLOCK` masks side by side, which
        /// the compiler turns into vector instructions (see [`gather`]). The other moves
        /// (`s < BLOCK`, or first playable inside the block) are gathered one position at a
        /// time. Masks are kept as two u64 halves; the block gathers skip the high halves
        /// (values `>= 64`) while no value has reached 64, the usual case.
        fn table_by_masks(&mut self, set: &[usize], len: usize) {
            debug_assert!(set.len() < 128 && set.windows(2).all(|w| w[0] < w[1]));
            // 1 << g(j) is low[j] | high[j] << 64.
            let SubtractionTables {
                values: g,
                low,
                high,
            } = self;
            // Every entry below `len` is written before it is read: no clearing.
            for v in [&mut *g, &mut *low, &mut *high] {
                if v.len() < len {
                    v.resize(len, 0);
                }
            }
            let (g, low, high) = (&mut g[..len], &mut low[..len], &mut high[..len]);
            let mut any_high = false;
            // Looking for a period pays only if the table is longer than two windows.
            let width = set.last().map_or(0, |&s| s);
            let mut period = (2 * width < len).then(|| PeriodFinder::new(width));
            let small = set.partition_point(|&s| s < BLOCK);
            // Moves in set[small..whole] are playable from every position of the block.
            let mut whole = small;
            for start in (0..len).step_by(BLOCK) {
                while whole < set.len() && set[whole] <= start {
                    whole += 1;
                }
                let mut reachable_low = [0u64; BLOCK];
                let mut reachable_high = [0u64; BLOCK];
                gather(&mut reachable_low, low, start, &set[small..whole]);
                if any_high {
                    gather(&mut reachable_high, high, start, &set[small..whole]);
                }
                for i in start..(start + BLOCK).min(len) {
                    let mut r = u128::from(reachable_low[i - start])
                        | u128::from(reachable_high[i - start]) << 64;
                    // Sorted moves: stop at the first that is not playable from i.
                    for moves in [&set[..small], &set[whole..]] {
                        for &s in moves.iter().take_while(|&&s| s <= i) {
                            r |= u128::from(low[i - s]) | u128::from(high[i - s]) << 64;
                        }
                    }
                    let value = (!r).trailing_zeros();
                    let bit = 1u128 << value;
                    low[i] = bit as u64;
                    high[i] = (bit >> 64) as u64;
                    any_high |= value >= 64;
                    g[i] = u64::from(value);
                    if let Some(p) = period.as_mut().and_then(|finder| finder.push(&g[..=i])) {
                        for n in i + 1..len {
                            g[n] = g[n - p];
                        }
                        return;
                    }
                }
            }
        }
    }

    /// `reachable[t] |= bits[start + t - s]` for `t < BLOCK` and every move `s` of
    /// `moves` (all in `BLOCK..=start`, so every source lies before the block). The
    /// inner loop over the block is what the compiler vectorises.
    fn gather(reachable: &mut [u64; BLOCK], bits: &[u64], start: usize, moves: &[usize]) {
        let mut acc = *reachable;
        for &s in moves {
            let sources: &[u64; BLOCK] = bits[start - s..start - s + BLOCK]
                .try_into()
                .expect("BLOCK values");
            for t in 0..BLOCK {
                acc[t] |= sources[t];
            }
        }
        *reachable = acc;
    }

    /// Finds where a subtraction game's table becomes periodic, as it is computed.
    ///
    /// From position `w = max S` on every move is playable, so `g(n)` depends only on
    /// the window `g(n - w .. n)`: if the windows before `c` and before `n` are equal
    /// (`w <= c < n`), then `g(x) = g(x - (n - c))` for every `x >= n`. Each new window
    /// is compared with one checkpoint window, moved forward at doubling distances
    /// (Brent's cycle finding): a period `p` that holds from `x0` on is found before
    /// position `3 (x0 + w + p)`. Windows are compared by a rolling polynomial hash (mod
    /// 2^64), each match confirmed element by element, so the answer is exact.
    struct PeriodFinder {
        width: usize,
        /// B^width, to drop the value leaving the window.
        drop_factor: u64,
        hash: u64,
        checkpoint: usize,
        checkpoint_hash: u64,
        /// The checkpoint moves to the current position when it is this far behind.
        distance: usize,
    }

    impl PeriodFinder {
        const BASE: u64 = 0x9e37_79b9_7f4a_7c15;

        fn new(width: usize) -> Self {
            let mut drop_factor = 1u64;
            for _ in 0..width {
                drop_factor = drop_factor.wrapping_mul(Self::BASE);
            }
            PeriodFinder {
                width,
                drop_factor,
                hash: 0,
                checkpoint: 0,
                checkpoint_hash: 0,
                distance: width.max(1),
            }
        }

        /// Takes the values so far, `g(0..=n-1)` (one more than at the last call); returns
        /// a period `p` such that `g(x) = g(x - p)` for every `x >= n`, once one is found.
        fn push(&mut self, g: &[u64]) -> Option<usize> {
            let n = g.len();
            let w = self.width;
            self.hash = self.hash.wrapping_mul(Self::BASE).wrapping_add(g[n - 1]);
            if n > w {
                self.hash = self
                    .hash
                    .wrapping_sub(g[n - 1 - w].wrapping_mul(self.drop_factor));
            }
            if n < w.max(1) {
                return None;
            }
            let c = self.checkpoint;
            if c >= w.max(1) && self.hash == self.checkpoint_hash && g[c - w..c] == g[n - w..n] {
                return Some(n - c);
            }
            if c < w.max(1) || n - c == self.distance {
                self.checkpoint = n;
                self.checkpoint_hash = self.hash;
                self.distance *= 2;
            }
            None
        }
    }

    /// The Grundy value of one pile of `n` in the subtraction game with move set `moves`,
    /// evaluating only the positions reachable from `n`.
    ///
    /// # Complexity
    /// O(R · k · log R) time and O(R + k) memory for the R positions reachable from `n`
    /// (at most `n + 1`).
    ///
    /// # Panics
    /// If a move is 0.
    ///
    /// # Example
    /// ```
    /// use grundy::subtraction::subtraction_grundy;
    /// // From 1_000_007 only 1_000_007 - 1000 j is reachable (1001 positions).
    /// assert_eq!(subtraction_grundy(&[1000, 3000], 1_000_007), 0);
    /// assert_eq!(subtraction_grundy(&[1, 2, 4, 8], 100), 1);
    /// ```
    pub fn subtraction_grundy(moves: &[u64], n: u64) -> u64 {
        let set = normalized_moves(moves, n);
        // Discover the reachable positions with an explicit stack.
        let mut seen: HashSet<u64> = HashSet::new();
        seen.insert(n);
        let mut stack = vec![n];
        while let Some(p) = stack.pop() {
            for &s in set.iter().take_while(|&&s| s as u64 <= p) {
                if seen.insert(p - s as u64) {
                    stack.push(p - s as u64);
                }
            }
        }
        let mut reachable: Vec<u64> = seen.into_iter().collect();
        reachable.sort_unstable();
        // Evaluate them bottom-up: position i of `reachable` moves to the indices of p - s.
        let g = super::mex::grundy_table(reachable.len(), |i, out| {
            let p = reachable[i];
            out.extend(
                set.iter()
                    .take_while(|&&s| s as u64 <= p)
                    .map(|&s| reachable.binary_search(&(p - s as u64)).expect("reachable")),
            )
        });
        g[g.len() - 1]
    }

    /// The Grundy value `n mod 3` of a pile from which any power of two may be taken.
    ///
    /// # Example
    /// ```
    /// assert_eq!(grundy::subtraction::powers_of_two_grundy(1000), 1);
    /// ```
    pub fn powers_of_two_grundy(n: u64) -> u64 {
        n % 3
    }

    /// The Grundy value `n` of a pile from which any positive number may be taken.
    ///
    /// # Example
    /// ```
    /// assert_eq!(grundy::subtraction::take_any_grundy(7), 7);
    /// ```
    pub fn take_any_grundy(n: u64) -> u64 {
        n
    }

    /// The powers of two `1, 2, 4, …` up to `limit`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(grundy::subtraction::powers_of_two_up_to(10), [1, 2, 4, 8]);
    /// ```
    pub fn powers_of_two_up_to(limit: u64) -> Vec<u64> {
        (0..64)
            .map(|k| 1u64 << k)
            .take_while(|&p| p <= limit)
            .collect()
    }

    /// The distinct Fibonacci numbers `1, 2, 3, 5, …` up to `limit`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(grundy::subtraction::fibonacci_up_to(10), [1, 2, 3, 5, 8]);
    /// ```
    pub fn fibonacci_up_to(limit: u64) -> Vec<u64> {
        super::fibonacci_game::FIBONACCI
            .iter()
            .copied()
            .take_while(|&f| f <= limit)
            .collect()
    }

    #[cfg(test)]
    mod tests {
        use super::super::mex::GameSearch;
        use super::*;

        fn xorshift(seed: &mut u64) -> u64 {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            *seed
        }

        /// The table for `moves` against exhaustive search, and the single-value form
        /// against the table, for piles `< len`.
        fn check_against_search(moves: &[u64], len: usize) -> Vec<u64> {
            let table = subtraction_table(moves, len);
            assert_eq!(table.len(), len);
            let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
                out.extend(moves.iter().filter(|&&s| s <= n).map(|&s| n - s))
            });
            for (n, &g) in table.iter().enumerate() {
                assert_eq!(search.grundy(n as u64), g, "S = {moves:?}, n = {n}");
            }
            for n in (0..len).step_by(7) {
                assert_eq!(
                    subtraction_grundy(moves, n as u64),
                    table[n],
                    "S = {moves:?}, n = {n}"
                );
            }
            table
        }

        #[test]
        fn fibonacci_moves() {
            let moves = fibonacci_up_to(1000);
            assert_eq!(moves.len(), 15); // 1 2 3 5 … 987
            check_against_search(&moves, 1001);
        }

        #[test]
        fn powers_of_two_are_n_mod_3() {
            let table = check_against_search(&powers_of_two_up_to(1000), 1001);
            assert!(table
                .iter()
                .enumerate()
                .all(|(n, &g)| g == powers_of_two_grundy(n as u64)));
            // Also with all 64 powers (those above n are never playable).
            let all: Vec<u64> = (0..64).map(|k| 1u64 << k).collect();
            assert_eq!(subtraction_table(&all, 1001), table);
        }

        #[test]
        fn bash_and_take_any() {
            for m in 1..=12u64 {
                let moves: Vec<u64> = (1..=m).collect();
                let table = check_against_search(&moves, 120);
                for (n, &g) in table.iter().enumerate() {
                    assert_eq!(g, super::super::bash::bash_grundy(n as u64, m), "m = {m}");
                }
            }
            let any: Vec<u64> = (1..=150).collect();
            let table = check_against_search(&any, 151);
            assert!(table
                .iter()
                .enumerate()
                .all(|(n, &g)| g == take_any_grundy(n as u64)));
        }

        #[test]
        fn random_sets_with_duplicates_and_large_moves() {
            let mut seed = 0x9e37_79b9_7f4a_7c15u64;
            for round in 0..60 {
                let k = 1 + xorshift(&mut seed) % 8;
                let top = if round % 3 == 0 { 300 } else { 25 };
                let mut moves: Vec<u64> = (0..k).map(|_| 1 + xorshift(&mut seed) % top).collect();
                moves.push(moves[0]); // a duplicate
                check_against_search(&moves, 400);
            }
            // Moves all larger than every pile: every value is 0.
            assert_eq!(subtraction_table(&[50, 60], 50), vec![0; 50]);
            assert_eq!(subtraction_table(&[3], 0), Vec::<u64>::new());
        }

        #[test]
        fn many_moves_near_the_u128_mask_limit() {
            // Up to 127 moves the table works on u128 masks (values up to 127), from 128
            // on it falls back to the stamp engine: both sides of the limit, dense sets
            // (large values) and sparse ones.
            let mut seed = 0x853c_49e6_748f_ea9bu64;
            for k in [63u64, 64, 100, 126, 127, 128, 131] {
                for top in [k + k / 4, 1000] {
                    let mut moves: Vec<u64> = (1..=top).collect();
                    while moves.len() as u64 > k {
                        let at = (xorshift(&mut seed) % moves.len() as u64) as usize;
                        moves.swap_remove(at);
                    }
                    check_against_search(&moves, 700);
                }
                // Bash with m = k: values reach k itself.
                let bash: Vec<u64> = (1..=k).collect();
                let table = subtraction_table(&bash, 600);
                for (n, &g) in table.iter().enumerate() {
                    assert_eq!(g, super::super::bash::bash_grundy(n as u64, k), "m = {k}");
                }
            }
        }

        #[test]
        fn reused_tables_match_fresh_ones() {
            // Long, short, long again: stale entries of an earlier, longer table must not
            // leak into a later one (nothing is cleared between sets).
            let mut tables = SubtractionTables::new();
            // Values up to 127 (Bash 127), then a table whose values below 64 sit where
            // the first one had values of 64 and more, and whose own values reach 100.
            for m in [127u64, 100, 127, 80] {
                let bash: Vec<u64> = (1..=m).collect();
                let want: Vec<u64> = (0..500).map(|n| n % (m + 1)).collect();
                assert_eq!(tables.table(&bash, 500), want, "m = {m}");
            }
            let mut seed = 0x5851_f42d_4c95_7f2du64;
            for round in 0..40 {
                let k = 1 + xorshift(&mut seed) % 130;
                let top = [10, 70, 300][round % 3];
                let moves: Vec<u64> = (0..k).map(|_| 1 + xorshift(&mut seed) % top).collect();
                let len = [900, 17, 0, 1, 400][round % 5];
                let set = normalized_moves(&moves, len as u64);
                let want = super::super::mex::grundy_table(len, |i, out| {
                    out.extend(set.iter().take_while(|&&s| s <= i).map(|&s| i - s))
                });
                assert_eq!(tables.table(&moves, len), want, "S = {moves:?}, len {len}");
            }
        }

        #[test]
        fn period_finder_on_built_sequences() {
            // Sequences where, as in a subtraction game, each value is a function of the
            // `width` values before it (here of the first and last of them, by a random
            // rule), after `width` free values: eventually periodic.
            let mut seed = 0x1234_5678_9abc_def1u64;
            for _ in 0..300 {
                let width = 1 + (xorshift(&mut seed) % 12) as usize;
                // Values 0 or 1: at most 2^12 windows, so periodic by 2^12 + 12.
                let rule: Vec<u64> = (0..4).map(|_| xorshift(&mut seed) % 2).collect();
                let mut g: Vec<u64> = (0..width).map(|_| xorshift(&mut seed) % 2).collect();
                while g.len() < 20_000 {
                    let n = g.len();
                    g.push(rule[(2 * g[n - 1] + g[n - width]) as usize]);
                }
                let mut finder = PeriodFinder::new(width);
                let found = (1..=g.len()).find_map(|n| finder.push(&g[..n]).map(|p| (n, p)));
                let (n, p) = found.expect("the sequence is periodic well before its end");
                assert!((n..g.len()).all(|x| g[x] == g[x - p]), "not a period");
            }
            // Values that never repeat a window: no period.
            let g: Vec<u64> = (0..5000).collect();
            let mut finder = PeriodFinder::new(7);
            assert!((1..=g.len()).all(|n| finder.push(&g[..n]).is_none()));
        }

        #[test]
        fn period_finder_is_not_fooled_by_a_hash_collision() {
            // Thue–Morse of length 2^11 and its complement have the same polynomial hash
            // mod 2^64 for every odd base (their difference is a product of eleven factors
            // 1 - B^(2^i), each divisible by 2^(i+1)); only the comparison tells them apart.
            let thue_morse: Vec<u64> = (0..2048u32)
                .map(|j| u64::from(j.count_ones() % 2))
                .collect();
            let complement = thue_morse.iter().map(|&t| 1 - t);
            let g: Vec<u64> = thue_morse.iter().copied().chain(complement).collect();
            let mut finder = PeriodFinder::new(2048);
            for n in 1..=g.len() {
                assert_eq!(finder.push(&g[..n]), None, "n = {n}");
            }
            assert_eq!(finder.checkpoint, 2048);
            assert_eq!(finder.hash, finder.checkpoint_hash, "the collision");
        }

        #[test]
        fn single_value_on_sparse_large_piles() {
            // S = {1000, 3000}: the last n mod 1000 stones are never touched, so a pile of n
            // is the pile n / 1000 of S' = {1, 3}, where every move is odd: g = j mod 2.
            let small = subtraction_table(&[1, 3], 2001);
            assert!(small.iter().enumerate().all(|(j, &g)| g == j as u64 % 2));
            for n in [0u64, 999, 1000, 12_345, 1_000_007, 2_000_999] {
                let want = small[(n / 1000) as usize];
                assert_eq!(subtraction_grundy(&[3000, 1000], n), want, "n = {n}");
            }
        }

        #[test]
        #[should_panic(expected = "at least one stone")]
        fn zero_move_is_refused() {
            subtraction_table(&[0, 1], 5);
        }
    }
}

// ==== section: anti-sg, misère (issue 4) ====

pub mod anti_sg {
    //! Anti-SG (misère play: the player who makes the last move **loses**) and misère Nim.
    //!
    //! **Misère Nim (Bouton; HDU 1907 "John").** The mover wins iff either every heap is
    //! `<= 1` and the nim-sum is 0 (an even number of single stones: take one, leaving an odd
    //! number, and the opponent takes the last), or some heap is `> 1` and the nim-sum is not 0
    //! (play normal Nim until the move that would leave only heaps `<= 1`, then leave an odd
    //! number of them).
    //!
    //! **SJ theorem (Jia Zhihao, 2009).** Let a game be a sum of components under anti play,
    //! with the rule that the game ends (the player to move wins) as soon as every
    //! component has SG value 0 — automatic when, as in Nim, a component of SG value 0 has
    //! no move. Then the player to move wins iff
    //! (the xor of the components' SG values is non-zero and some component has SG value `> 1`)
    //! or (the xor is 0 and no component has SG value `> 1`).
    //! *Reason:* that set of positions contains the ending ones, every other position in it has a
    //! move out of it (a component of SG `> 1` can move to SG 0 or 1, one of SG 1 to SG 0, by the
    //! mex), and every move from outside it lands in it (a move changes one component; xor 0 with
    //! some value `> 1` needs two values `> 1`) — so it is exactly the set of wins.
    //!
    //! **Cost.** O(k) for k components, O(1) memory.
    //!
    //! **Tests.** Bottom of this section: misère Nim on up to 4 heaps `<= 6` against
    //! [`super::mex::GameSearch::first_player_wins_misere`]; the SJ theorem on sums of another
    //! game meeting its condition; `testdata/hdu1907`.

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
        use super::super::mex::{sum_of_heaps_moves, GameSearch};
        use super::*;

        #[test]
        fn misere_nim_matches_exhaustive_search() {
            let mut search = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
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
            let mut sum = GameSearch::new(sum_of_heaps_moves(component_moves));
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

pub mod multi_sg {
    //! Multi-SG: games where a move may also split one component into several, and Lasker's
    //! Nim (HDU 3032), where a move takes any positive number from a heap or splits a heap into
    //! two non-empty heaps.
    //!
    //! **Theorem.** A split turns one component into a sum, whose value is the xor of the
    //! pieces' values (Sprague–Grundy); so the value of one heap is
    //! `g(x) = mex { xor of g(pieces) : x → pieces }`, and a position is the xor of its heaps'
    //! values ([`multi_sg_table`] computes the first for any move set).
    //! **Lasker's Nim.** `g(0) = 0` and for `x >= 1`: `g(x) = x - 1` if `x ≡ 0 (mod 4)`,
    //! `x` if `x ≡ 1, 2`, `x + 1` if `x ≡ 3`. Reason, by induction: `g(y) mod 4` is 1, 2, 0, 3
    //! for `y ≡ 1, 2, 3, 0` (`y >= 1`), so a split of `x ≡ 1, 2, 3, 0` into two heaps has value
    //! `≡ 2`, `0 or 1`, `3`, `0 or 1 (mod 4)` — never `g(x)`; taking reaches the values of all
    //! smaller heaps, which are exactly `0..x`, except that for `x ≡ 0` the value `x - 1` is
    //! missing and `x` is present instead; and for `x ≡ 3` the split `1 + (x - 1)` adds the
    //! value `1 ^ (x - 1) = x`, pushing the mex to `x + 1`.
    //! For `x = u64::MAX` (`≡ 3`) the value is `2^64`, so values are `u128`.
    //!
    //! **Cost.** [`lasker_grundy`]: O(1); [`lasker_nim_first_player_wins`]: O(k) for k heaps.
    //! [`multi_sg_table`]: O(n + total size of the options).
    //!
    //! **Tests.** Bottom of this section: the closed form against [`multi_sg_table`] for
    //! heaps `<= 60`; the xor rule against [`super::mex::GameSearch`] on every multiset of
    //! heaps of total `<= 11` (state = sorted heaps); `2^64` at `u64::MAX`; `testdata/hdu3032`.

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

pub mod every_sg {
    //! Every-SG: a sum of games where, every turn, the mover must move in **every** component
    //! game that is not over; whoever cannot move (all games over) loses.
    //!
    //! **Theorem.** Each component is decided alone, but its *length* matters: the winner of
    //! a component stretches it, the loser cuts it short. The step count of a position:
    //! terminal → 0; a winning position (some move to a losing one) → 1 + the **largest** step
    //! among its moves to losing positions; a losing position → 1 + the **smallest** step
    //! among all its moves. The first player wins the sum iff the largest step among the
    //! components is odd — why: in the component with the most steps the player who wins it
    //! can make it last exactly that many moves while no other component lasts longer, and
    //! an odd count means the first player makes its last move (so the opponent is the one
    //! left without a move).
    //!
    //! **The Euclid game (HDU 3595).** Two piles `a >= b > 0`; a move subtracts a positive
    //! multiple of `b` from `a` (the result may be 0); a game with a 0 pile is over. With
    //! `a = q b + r`, the positions `P_j = (r + j b, b)`, `j = 0..=q`, form a chain (`P_j`
    //! moves exactly to `P_0 … P_{j-1}`; `P_0 = (b, r)` is the next Euclid step, terminal if
    //! `r = 0`). Hence: `P_1` has the opposite outcome of `P_0` and one more step; if
    //! `q >= 2` the mover wins (to whichever of `P_0`, `P_1` is lost), with `steps(P_0) + 1`
    //! steps if `P_0` is lost and `steps(P_0) + 2` otherwise. A component is won iff its
    //! step count is odd (by induction: a won position moves to an even count, a lost one
    //! only to odd counts), so the rule reads "add 1, or 2 if `q >= 2` and the count below
    //! is odd". Evaluated along Euclid's quotients with no recursion and no array (the rule
    //! is composed top-down, see [`euclid_game`]); games with both piles below 64 come from
    //! a 4 KB table built at compile time by the same rule.
    //!
    //! **Cost.** [`euclid_game`]: O(log min(a, b)) time (at most 91 quotients, by Lamé), O(1) memory,
    //! exact for every `u64` pair; one division per quotient until both piles are below 64.
    //! Measured: about 10 ns per game for piles `<= 1000` (hdu3595 at judge size: 2.7× the
    //! parse-only floor, most of the rest is reading the numbers).
    //!
    //! **Tests.** Bottom of this section: the whole sum game (up to 3 components, piles
    //! `<= 8`, every component not over moving each turn) searched with
    //! [`super::mex::GameSearch`] against the step rule; [`euclid_game`] against the steps by
    //! definition for all piles `<= 60`; `testdata/hdu3595`.

    /// Outcome and step count of one component game.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Steps {
        /// Whether the player to move wins this component alone.
        pub wins: bool,
        /// How many moves the component lasts when its winner stretches it and its loser
        /// cuts it short (0 for a game that is over).
        pub steps: u64,
    }

    /// Whether the first player wins the Every-SG sum of components with these step
    /// counts: iff the largest is odd (no components, or all over: the first player
    /// cannot move and loses).
    ///
    /// # Complexity
    /// O(number of components).
    ///
    /// # Example
    /// ```
    /// assert!(grundy::every_sg::first_player_wins([1, 1, 1]));
    /// assert!(!grundy::every_sg::first_player_wins([2, 1]));
    /// assert!(!grundy::every_sg::first_player_wins([]));
    /// ```
    pub fn first_player_wins<I: IntoIterator<Item = u64>>(steps: I) -> bool {
        steps.into_iter().max().unwrap_or(0) % 2 == 1
    }

    /// Outcome and steps of the Euclid game `(a, b)`: a move subtracts a positive
    /// multiple of the smaller pile from the larger; a game with a 0 pile is over.
    ///
    /// # Complexity
    /// O(log min(a, b)) time (one division per Euclid step, none once both piles are
    /// below 64), O(1) memory.
    ///
    /// # Example
    /// ```
    /// use grundy::every_sg::{euclid_game, Steps};
    /// assert_eq!(euclid_game(1, 1), Steps { wins: true, steps: 1 });
    /// assert_eq!(euclid_game(3, 2), Steps { wins: false, steps: 2 });
    /// assert_eq!(euclid_game(0, 7), Steps { wins: false, steps: 0 });
    /// ```
    pub fn euclid_game(a: u64, b: u64) -> Steps {
        // The chain rule adds 1 step to the game below a quotient q, or 2 if q >= 2 and
        // the game below is won (odd). Euclid yields the quotients top first, but the
        // rule runs bottom up, so compose it as we go: the steps at the top are those
        // just below the quotients seen so far plus `add_if_lost_below` (even) or
        // `add_if_won_below` (odd).
        let (mut add_if_lost_below, mut add_if_won_below) = (0u64, 0u64);
        let (mut big, mut small) = if a >= b { (a, b) } else { (b, a) };
        while small > 0 && big >= SMALL as u64 {
            let quotient_is_one = big - small < small;
            let rest = big % small;
            (add_if_lost_below, add_if_won_below) = (
                add_if_won_below + 1,
                if quotient_is_one {
                    add_if_lost_below + 1
                } else {
                    add_if_won_below + 2
                },
            );
            big = small;
            small = rest;
        }
        // What is left is over (0 steps) or small enough for the table.
        let below = if small == 0 {
            0
        } else {
            u64::from(SMALL_GAMES[big as usize][small as usize])
        };
        let steps = below
            + if below % 2 == 1 {
                add_if_won_below
            } else {
                add_if_lost_below
            };
        Steps {
            wins: steps % 2 == 1,
            steps,
        }
    }

    /// Games with both piles below `SMALL` are looked up in [`SMALL_GAMES`].
    const SMALL: usize = 64;

    /// The steps of every Euclid game `(a, b)` with `a, b < SMALL`, built at compile time
    /// by the chain rule from `(b, a mod b)` (which has a smaller pile, so is done first).
    static SMALL_GAMES: [[u8; SMALL]; SMALL] = small_games();

    const fn small_games() -> [[u8; SMALL]; SMALL] {
        let mut table = [[0u8; SMALL]; SMALL];
        let mut small = 1;
        while small < SMALL {
            let mut big = small;
            while big < SMALL {
                let below = table[small][big % small];
                let won_below = below % 2 == 1;
                let steps = below + if big / small >= 2 && won_below { 2 } else { 1 };
                table[big][small] = steps;
                table[small][big] = steps;
                big += 1;
            }
            small += 1;
        }
        table
    }

    #[cfg(test)]
    mod tests {
        use super::super::mex::GameSearch;
        use super::*;

        /// Moves of one Euclid game, normalized to (larger, smaller); over = (0, 0).
        fn euclid_moves(a: u8, b: u8) -> Vec<(u8, u8)> {
            let (big, small) = (a.max(b), a.min(b));
            if small == 0 {
                return Vec::new();
            }
            (1..=big / small)
                .map(|k| {
                    let rest = big - k * small;
                    if rest == 0 {
                        (0, 0)
                    } else {
                        (rest.max(small), rest.min(small))
                    }
                })
                .collect()
        }

        /// Steps by the definition, for every pair `<= n`, by increasing sum of piles.
        fn steps_by_definition(n: usize) -> Vec<Vec<Steps>> {
            let over = Steps {
                wins: false,
                steps: 0,
            };
            let mut table = vec![vec![over; n + 1]; n + 1];
            for sum in 0..=2 * n {
                for a in sum.saturating_sub(n)..=sum.min(n) {
                    let b = sum - a;
                    let children: Vec<Steps> = euclid_moves(a as u8, b as u8)
                        .into_iter()
                        .map(|(x, y)| table[x as usize][y as usize])
                        .collect();
                    if children.is_empty() {
                        continue;
                    }
                    let to_losing = children.iter().filter(|c| !c.wins).map(|c| c.steps).max();
                    table[a][b] = match to_losing {
                        Some(s) => Steps {
                            wins: true,
                            steps: s + 1,
                        },
                        None => Steps {
                            wins: false,
                            steps: children.iter().map(|c| c.steps).min().unwrap() + 1,
                        },
                    };
                }
            }
            table
        }

        #[test]
        fn euclid_chain_matches_the_definition() {
            // Beyond 64: both the loop and the table of small games are exercised.
            let n = 200;
            let table = steps_by_definition(n);
            for (a, row) in table.iter().enumerate() {
                for (b, &want) in row.iter().enumerate() {
                    assert_eq!(euclid_game(a as u64, b as u64), want, "({a}, {b})");
                }
            }
            // The classic outcome rule: a >= 2b wins.
            assert!((1..=n).all(|b| (2 * b..=n).all(|a| table[a][b].wins)));
        }

        #[test]
        fn whole_sum_game_matches_the_step_rule() {
            // A position: up to 3 games, each normalized and sorted.
            type Sum = Vec<(u8, u8)>;
            let normalize = |games: &mut Sum| {
                for g in games.iter_mut() {
                    *g = if g.0.min(g.1) == 0 {
                        (0, 0)
                    } else {
                        (g.0.max(g.1), g.0.min(g.1))
                    };
                }
                games.sort_unstable();
            };
            let mut search = GameSearch::new(|games: &Sum, out: &mut Vec<Sum>| {
                // Every game not over moves: the product of their move lists.
                let mut partial: Vec<Sum> = vec![Vec::new()];
                let mut any_live = false;
                for &(a, b) in games {
                    let moves = euclid_moves(a, b);
                    if moves.is_empty() {
                        partial.iter_mut().for_each(|p| p.push((a, b)));
                        continue;
                    }
                    any_live = true;
                    partial = partial
                        .iter()
                        .flat_map(|p| {
                            moves.iter().map(move |&m| {
                                let mut q = p.clone();
                                q.push(m);
                                q
                            })
                        })
                        .collect();
                }
                if any_live {
                    for mut p in partial {
                        normalize(&mut p);
                        out.push(p);
                    }
                }
            });
            let max = 8u8;
            let pairs: Vec<(u8, u8)> = (0..=max)
                .flat_map(|a| (0..=max).map(move |b| (a, b)))
                .collect();
            let mut checked = 0;
            let rule = |games: &Sum| {
                first_player_wins(
                    games
                        .iter()
                        .map(|&(a, b)| euclid_game(a as u64, b as u64).steps),
                )
            };
            for (i, &x) in pairs.iter().enumerate() {
                for (j, &y) in pairs.iter().enumerate().skip(i) {
                    let mut two = vec![x, y];
                    normalize(&mut two);
                    assert_eq!(search.first_player_wins(two.clone()), rule(&two), "{two:?}");
                    for &z in pairs.iter().skip(j) {
                        let mut three = vec![x, y, z];
                        normalize(&mut three);
                        assert_eq!(
                            search.first_player_wins(three.clone()),
                            rule(&three),
                            "{three:?}"
                        );
                        checked += 1;
                    }
                }
                let mut one = vec![x];
                normalize(&mut one);
                assert_eq!(search.first_player_wins(one.clone()), rule(&one), "{one:?}");
                assert_eq!(
                    search.first_player_wins(one.clone()),
                    euclid_game(x.0 as u64, x.1 as u64).wins
                );
            }
            assert_eq!(checked, 81 * 82 * 83 / 6);
            assert!(!search.first_player_wins(Vec::new()));
        }

        /// The chain rule applied literally: Euclid's quotients stored, then folded bottom
        /// up (the direct reading of the theorem, independent of the composed loop).
        fn steps_bottom_up(a: u64, b: u64) -> Steps {
            let mut quotients = Vec::new();
            let (mut big, mut small) = (a.max(b), a.min(b));
            while small > 0 {
                quotients.push(big / small);
                (big, small) = (small, big % small);
            }
            let mut at = Steps {
                wins: false,
                steps: 0,
            };
            for &q in quotients.iter().rev() {
                at = if q == 1 {
                    Steps {
                        wins: !at.wins,
                        steps: at.steps + 1,
                    }
                } else {
                    Steps {
                        wins: true,
                        steps: at.steps + if at.wins { 2 } else { 1 },
                    }
                };
            }
            at
        }

        #[test]
        fn composed_loop_matches_the_bottom_up_fold_on_u64() {
            let mut seed = 0x2545_f491_4f6c_dd1du64;
            let mut next = || {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                seed
            };
            for _ in 0..20_000 {
                // Every magnitude: shift a random word right by a random amount.
                let a = next() >> (next() % 64);
                let b = next() >> (next() % 64);
                assert_eq!(euclid_game(a, b), steps_bottom_up(a, b), "({a}, {b})");
            }
            let f = super::super::fibonacci_game::FIBONACCI;
            for i in 1..f.len() {
                for (a, b) in [(f[i], f[i - 1]), (f[i] + 1, f[i - 1]), (u64::MAX, f[i])] {
                    assert_eq!(euclid_game(a, b), steps_bottom_up(a, b), "({a}, {b})");
                }
            }
        }

        #[test]
        fn u64_edges() {
            // Consecutive Fibonacci numbers: every quotient is 1 (the longest chain).
            let f = super::super::fibonacci_game::FIBONACCI;
            let s = euclid_game(f[91], f[90]);
            // (F_93, F_92) → … → (3, 2) are 90 quotients 1, then (2, 1) is won in 1 step.
            assert_eq!(s.steps, 91);
            assert!(s.wins); // 90 flips from the won (2, 1)
            assert_eq!(
                euclid_game(u64::MAX, 1),
                Steps {
                    wins: true,
                    steps: 1
                }
            );
            assert_eq!(
                euclid_game(u64::MAX, u64::MAX),
                Steps {
                    wins: true,
                    steps: 1
                }
            );
            assert_eq!(euclid_game(u64::MAX, 0).steps, 0);
            // (MAX, MAX - 1) must move to (MAX - 1, 1), which is won: lost in 2 steps.
            assert_eq!(
                euclid_game(u64::MAX - 1, u64::MAX),
                Steps {
                    wins: false,
                    steps: 2
                }
            );
        }
    }
}

// ==== section: coin turning (issue 5) ====

pub mod coin_turning {
    //! Coin turning games: coins in a row, some heads; a move turns over a set of coins of an
    //! allowed shape whose rightmost coin goes from heads to tails; the last mover wins.
    //!
    //! **Theorem.** A position is the sum of its single heads coins: its Grundy value is the
    //! xor of the values of the games "only coin `i` heads" — why: a move flipping a tails
    //! coin `j` is, in the sum of single-coin games, a move of one component that creates a
    //! new component "coin `j`", and flipping a heads coin `j` creates a second copy of it,
    //! which cancels the first (`G + G = 0`); so the xor is the same either way.
    //!
    //! **Mock Turtles** (flip 1, 2 or 3 coins, coins numbered from 0): the value of coin `n`
    //! is `2n + 1` if `n` has an even number of one bits, else `2n` — the `n`-th odious
    //! number (an odd number of one bits), 1 2 4 7 8 11 13 14 16 19 … Found and checked by
    //! exhaustive search on rows of up to 10 coins. Repeated positions are one coin.
    //!
    //! **Cost.** O(1) per coin; a position of `k` listed coins: O(k log k) (deduplication).
    //!
    //! **Tests.** Bottom of this section: every row of up to 10 coins (every subset of heads)
    //! by [`super::mex::GameSearch`] with the moves by definition, against the xor of the
    //! formula; `testdata/hdu3537`.

    /// The Grundy value of Mock Turtles with only coin `n` (numbered from 0) heads up:
    /// `2n + [popcount(n) even]`, exact for every `u64`.
    ///
    /// # Example
    /// ```
    /// use grundy::coin_turning::mock_turtles_coin;
    /// let values: Vec<u128> = (0..8).map(mock_turtles_coin).collect();
    /// assert_eq!(values, [1, 2, 4, 7, 8, 11, 13, 14]);
    /// ```
    pub fn mock_turtles_coin(n: u64) -> u128 {
        2 * n as u128 + (n.count_ones() % 2 == 0) as u128
    }

    /// The Grundy value of a coin turning position: the xor of `coin_value` over the
    /// distinct heads positions (a position listed twice is one coin).
    ///
    /// # Complexity
    /// O(k log k) for k listed positions; sorts `heads`.
    ///
    /// # Example
    /// ```
    /// use grundy::coin_turning::{mock_turtles_coin, position_value};
    /// assert_eq!(position_value(&mut [3, 0, 1, 2], mock_turtles_coin), 0);
    /// assert_eq!(position_value(&mut [5, 5], mock_turtles_coin), 11);
    /// ```
    pub fn position_value<F: Fn(u64) -> u128>(heads: &mut [u64], coin_value: F) -> u128 {
        heads.sort_unstable();
        let mut value = 0;
        for (i, &h) in heads.iter().enumerate() {
            if i == 0 || heads[i - 1] != h {
                value ^= coin_value(h);
            }
        }
        value
    }

    #[cfg(test)]
    mod tests {
        use super::super::mex::GameSearch;
        use super::*;

        /// Mock Turtles on a row of coins as a bitmask of heads: the rightmost flipped coin
        /// `r` is heads; up to two more coins left of it are flipped, whatever they show.
        fn moves(&heads: &u16, out: &mut Vec<u16>) {
            for r in 0..16 {
                if heads >> r & 1 == 0 {
                    continue;
                }
                let base = heads ^ 1 << r;
                out.push(base);
                for j in 0..r {
                    out.push(base ^ 1 << j);
                    for k in 0..j {
                        out.push(base ^ 1 << j ^ 1 << k);
                    }
                }
            }
        }

        #[test]
        fn every_row_of_up_to_10_coins() {
            let mut search = GameSearch::new(moves);
            // Single coins first: the formula.
            let singles: Vec<u64> = (0..10).map(|i| search.grundy(1u16 << i)).collect();
            assert_eq!(singles, [1, 2, 4, 7, 8, 11, 13, 14, 16, 19]);
            for (i, &g) in singles.iter().enumerate() {
                assert_eq!(mock_turtles_coin(i as u64), g as u128);
                assert_eq!(g.count_ones() % 2, 1, "odious");
            }
            // Every position: the xor of its coins.
            for heads in 0u16..1 << 10 {
                let mut listed: Vec<u64> = (0..10).filter(|&i| heads >> i & 1 == 1).collect();
                let want = search.grundy(heads) as u128;
                assert_eq!(
                    position_value(&mut listed, mock_turtles_coin),
                    want,
                    "{heads:b}"
                );
                // Listing every coin twice more changes nothing.
                let mut tripled: Vec<u64> = listed.iter().flat_map(|&i| [i, i, i]).rev().collect();
                assert_eq!(position_value(&mut tripled, mock_turtles_coin), want);
            }
        }

        #[test]
        fn u64_edges() {
            assert_eq!(mock_turtles_coin(u64::MAX), 2 * u64::MAX as u128 + 1); // 64 ones: even
            assert_eq!(mock_turtles_coin(1 << 63), 1 << 64); // one 1 bit: odd
            assert_eq!(mock_turtles_coin(99_999_999), 199_999_998); // 19 one bits: odd
            assert_eq!(position_value(&mut [], mock_turtles_coin), 0);
        }
    }
}

// ==== section: circles (issue 2) ====

pub mod circles {
    //! Circles with pairwise disjoint boundaries, their containment forest, and the game of
    //! TopCoder SRM 561 CirclesGame.
    //!
    //! **Geometry.** Two circles `(x_i, y_i, r_i)`, `(x_j, y_j, r_j)` with `r > 0` and centre
    //! distance `d` are in exactly one of three placements: their boundaries meet or cross
    //! (`|r_i − r_j| ≤ d ≤ r_i + r_j`, identical circles included), they lie outside each
    //! other (`d > r_i + r_j`), or one lies strictly inside the other (`d < |r_i − r_j|`;
    //! circle `j` is inside circle `i` iff `r_i > r_j` and `d² < (r_i − r_j)²`). All tests are
    //! on squares, in exact `i128` arithmetic: with `|x|, |y|, r ≤ 2^60`, `d² ≤ 2^123`.
    //!
    //! **Forest.** When no two boundaries meet, containment is a laminar family: the circles
    //! containing a given circle are nested in one another (two of them that contain a common
    //! point cannot lie outside each other), so they form a chain and the one of least radius
    //! is the parent. This gives a rooted forest whose ancestors of `c` are exactly the
    //! circles containing `c`.
    //!
    //! **Game.** Colouring a point strictly inside circle `c` but inside no smaller live
    //! circle kills `c` and every circle containing it (each now holds a red point), and any
    //! live circle can be chosen; so the game is [`super::ancestor_deletion`] on the forest.
    //!
    //! **Cost.** O(n²) time (every pair is classified; fine for the `n ≤ 2000` we accept),
    //! O(n) memory, then the forest game in O(n log n).
    //!
    //! **Tests.** Bottom of this section: random circle sets (rejection-sampled) against a
    //! brute-force containment (the parent is the container of greatest nesting depth,
    //! containment by the centre-inside test) and against [`super::mex::GameSearch`] on the
    //! game itself; every invalid placement rejected; `testdata/circles_game`.

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

pub mod ancestor_deletion {
    //! The forest game "delete a node and all its ancestors" (BZOJ 4730, Luogu P6665; the
    //! circles of TopCoder SRM 561 CirclesGame are the same game on their containment forest).
    //!
    //! **Game.** A rooted forest of fixed shape. A move picks a live node `u` and deletes it
    //! together with every ancestor of `u` (those still alive); nothing is re-parented. What
    //! remains of a tree is the set of subtrees hanging off the deleted path. The player who
    //! cannot move (empty forest) loses.
    //!
    //! **Theorem.** Write `g(v)` for the Grundy value of the subtree rooted at `v` played on
    //! its own, and `X(v)` for the xor of `g(c)` over the children `c` of `v`. Picking `u` in
    //! subtree(v) leaves the subtrees hanging off the path `v..u`, a sum of games, so
    //! `g(v) = mex S(v)` with `S(v) = { xor of g over the subtrees hanging off v..u : u ∈ subtree(v) }`.
    //! Splitting on the child `c` of `v` the path goes through (or `u = v`):
    //! `S(v) = {X(v)} ∪ ⋃_c (S(c) ⊕ X(v) ⊕ g(c))` — the path through `c` leaves `v`'s other
    //! children (`X(v) ⊕ g(c)`) plus what it leaves inside subtree(c). A forest is the sum
    //! of its trees: xor of `g(root)`. Examples: a path of `n` nodes has `g = n` (picking the
    //! `k`-th node leaves the path of `n − k`: every smaller path, a Nim heap); a star with
    //! `n ≥ 2` nodes has `S = {0, 1}` hence `g = 2`; an isolated node has `g = 1`.
    //!
    //! **Value width.** `|S(v)| ≤ |subtree(v)|` (one value per `u`), so `g(v) ≤ |subtree(v)| ≤ n`.
    //! All values are xors of Grundy values `≤ n`, hence `< 2^B` with `B` the bit length of `n`:
    //! a binary trie of depth `B` (20 for `n ≤ 10^6`) holds every set `S(v)`.
    //!
    //! **Algorithm.** The tests' `subtree_grundy_by_definition` walks subtree(v) for every `v`:
    //! O(n²). [`subtree_grundy`] and [`EdgeForest::grundy`] go bottom up and keep each `S`
    //! as a binary trie: the `⊕ const` is a tag at the root, O(1) (tags are never pushed
    //! down: a walk xors together the tags it meets); `⋃_c` is trie merge; `mex` walks down
    //! once, into the upper half exactly when the lower half is full (nodes count their
    //! values). The last 6 levels are one `u64` bit mask, and a trie has only the levels its
    //! values need (≤ the bit length of the subtree size), so a subtree of under 64 nodes
    //! costs a few word operations and a trie holding subtree(v) has `≤ |subtree(v)|/16 + 1`
    //! nodes. [`EdgeForest`] roots the trees by peeling leaves (see there): no adjacency lists.
    //!
    //! **Cost.** O(n·(B − 6)): per node one insert and one `mex` walk of at most `B − 6`
    //! levels (one walk while their paths agree: on a chain nearly all the way) and one merge, which walks at most `B − 6` levels beyond the nodes it frees
    //! (each freed at most once). O(n) memory, the tries `O(n/16)` of it. Iterative except
    //! trie merge (recursion `≤ B − 6 ≤ 22` deep). Judge size (2·10^5 nodes, shuffled
    //! labels): about 2·10^5 · 2 · 9 ≈ 3.6·10^6 trie steps of ~20 instructions, plus about
    //! 6 random accesses per node (union-find, degrees, peeling: the labels give no
    //! locality), against 4·10^5 integers to parse; so the work is inherently a few times
    //! the parse, and a 3× ratio to the parse-only floor is out of reach (see `bench`).
    //!
    //! **Tests.** Bottom of this section: every forest given by a parent array (`parent[i] < i`
    //! or none) of at most 7 nodes, both algorithms against [`super::mex::GameSearch`] over the
    //! sets of live nodes (per-node values too); random forests of up to 12 nodes (search up to
    //! 10), larger random and shuffled-label forests fast vs. definition; a path and a star of
    //! 10^6 nodes (parent array and edges); [`EdgeForest`]: refuses exactly the edges closing
    //! a cycle, parents and value of shuffled-label forests against a plain search and the
    //! definition; `xor_word` bit by bit. `testdata/luogu_p6665`, `testdata/circles_game`.

    /// The parent of a root in the `u32` parent arrays below.
    const NO_PARENT: u32 = u32::MAX;
    /// The empty set: index 0 of both arenas of [`XorTries`], never handed out.
    const EMPTY: u32 = 0;
    /// The level of a leaf: a set of values `< 2^6 = 64` is one `u64` bit mask.
    const WORD_LEVEL: u32 = 6;

    /// The bit mask of `{ i ^ x : i ∈ word }` for `x < 64`: bit `i` moves to bit `i ^ x`.
    /// Each set bit `k` of `x` swaps the two halves of every block of `2^(k+1)` bits.
    fn xor_word(mut word: u64, x: u32) -> u64 {
        const LOWER_HALVES: [u64; 6] = [
            0x5555_5555_5555_5555,
            0x3333_3333_3333_3333,
            0x0f0f_0f0f_0f0f_0f0f,
            0x00ff_00ff_00ff_00ff,
            0x0000_ffff_0000_ffff,
            0x0000_0000_ffff_ffff,
        ];
        for (k, &lower) in LOWER_HALVES.iter().enumerate() {
            if x >> k & 1 == 1 {
                word = (word & lower) << (1 << k) | (word >> (1 << k)) & lower;
            }
        }
        word
    }

    /// An inner trie node of level `L > 6`: a set of values `< 2^L` split by bit `L - 1`.
    #[derive(Clone, Copy)]
    struct TrieNode {
        /// The two halves, of level `L - 1` (indices into `words` when `L - 1 == 6`).
        child: [u32; 2],
        /// The number of values in each half (so `mex` need not look at a child to
        /// know whether it is full).
        count: [u32; 2],
        /// Xored into every value below; never pushed down (see [`XorTries`]).
        tag: u32,
    }

    impl TrieNode {
        const EMPTY: TrieNode = TrieNode {
            child: [EMPTY; 2],
            count: [0; 2],
            tag: 0,
        };
    }

    /// A set of values `< 2^level` (`level >= 6`) held in an [`XorTries`] pool.
    #[derive(Clone, Copy)]
    struct Trie {
        root: u32,
        level: u32,
    }

    impl Trie {
        const EMPTY: Trie = Trie {
            root: EMPTY,
            level: WORD_LEVEL,
        };
    }

    /// A pool of binary tries: sets of integers with O(1) "xor every element", union by
    /// merge, and mex. Inner nodes live in `nodes`, the leaves (level 6: 64 values, one
    /// bit mask) in `words`; freed slots are reused.
    ///
    /// Reading a value `v` down from the root, let `e` be the xor of the tags met so far
    /// (the current node's included): at a node of level `L`, `v` is in child
    /// `(v ^ e) >> (L - 1) & 1`; at the leaf, `v` is bit `(v ^ e) & 63`. So a tag is never
    /// pushed down: every walk carries `e`, and a merge lines up two nodes' halves by the
    /// xor of their `e`s.
    struct XorTries {
        nodes: Vec<TrieNode>,
        words: Vec<u64>,
        free_nodes: Vec<u32>,
        free_words: Vec<u32>,
    }

    /// Stores `item` in a freed slot of `arena` if there is one, else at its end.
    fn reuse_or_push<T>(arena: &mut Vec<T>, free: &mut Vec<u32>, item: T) -> u32 {
        match free.pop() {
            Some(i) => {
                arena[i as usize] = item;
                i
            }
            None => {
                arena.push(item);
                (arena.len() - 1) as u32
            }
        }
    }

    impl XorTries {
        fn new() -> Self {
            XorTries {
                nodes: vec![TrieNode::EMPTY],
                words: vec![0],
                free_nodes: Vec::new(),
                free_words: Vec::new(),
            }
        }

        fn new_word(&mut self, word: u64) -> u32 {
            reuse_or_push(&mut self.words, &mut self.free_words, word)
        }

        fn new_node(&mut self, node: TrieNode) -> u32 {
            reuse_or_push(&mut self.nodes, &mut self.free_nodes, node)
        }

        /// The number of values below `t`, a node of level `level`.
        fn count(&self, t: u32, level: u32) -> u32 {
            if level == WORD_LEVEL {
                self.words[t as usize].count_ones()
            } else {
                let [low, high] = self.nodes[t as usize].count;
                low + high
            }
        }

        /// Lifts `trie` to level `level`: new roots whose upper halves are empty.
        fn raise(&mut self, trie: &mut Trie, level: u32) {
            while trie.level < level {
                if trie.root != EMPTY {
                    let count = [self.count(trie.root, trie.level), 0];
                    trie.root = self.new_node(TrieNode {
                        child: [trie.root, EMPTY],
                        count,
                        tag: 0,
                    });
                }
                trie.level += 1;
            }
        }

        /// Xors every value of `trie` with `x < 2^trie.level`.
        fn xor_all(&mut self, trie: Trie, x: u32) {
            let t = trie.root as usize;
            if trie.root == EMPTY {
            } else if trie.level == WORD_LEVEL {
                self.words[t] = xor_word(self.words[t], x);
            } else {
                self.nodes[t].tag ^= x;
            }
        }

        /// Adds the value `y` below `t`, a node of level `level` under ancestors' tags `e`;
        /// `y` must be new, so every count on the way down grows by one.
        fn insert_below(&mut self, mut t: u32, mut level: u32, mut e: u32, y: u32) {
            while level > WORD_LEVEL {
                let node = &mut self.nodes[t as usize];
                e ^= node.tag;
                level -= 1;
                let side = ((y ^ e) >> level & 1) as usize;
                node.count[side] += 1;
                t = self.child_or_new(t, side, level);
            }
            let bit = 1 << ((y ^ e) & 63);
            debug_assert!(self.words[t as usize] & bit == 0, "insert: already there");
            self.words[t as usize] |= bit;
        }

        /// Child `side` of inner node `t`, made (empty, of level `level`) if missing.
        fn child_or_new(&mut self, t: u32, side: usize, level: u32) -> u32 {
            let child = self.nodes[t as usize].child[side];
            if child != EMPTY {
                return child;
            }
            let child = if level == WORD_LEVEL {
                self.new_word(0)
            } else {
                self.new_node(TrieNode::EMPTY)
            };
            self.nodes[t as usize].child[side] = child;
            child
        }

        /// The least value `m` with `m ^ e` not below `t` (a node of level `level`, `e` the
        /// xor of the ancestors' tags and of the xor applied to the set): one walk down,
        /// into the upper half exactly when the lower half is full.
        fn mex_below(&self, mut t: u32, mut level: u32, mut e: u32) -> u32 {
            let mut mex = 0;
            while level > WORD_LEVEL {
                let node = &self.nodes[t as usize];
                e ^= node.tag;
                level -= 1;
                // The values with bit `level` clear are in child `lower`.
                let lower = (e >> level & 1) as usize;
                let lower_is_full = node.count[lower] == 1 << level;
                mex |= u32::from(lower_is_full) << level;
                t = node.child[lower ^ usize::from(lower_is_full)];
            }
            mex | (!xor_word(self.words[t as usize], e & 63)).trailing_zeros()
        }

        /// Adds 0 to `trie` (it must be new) and returns the least value not in
        /// `{ v ^ x : v ∈ trie }` (`x < 2^trie.level`; `2^trie.level` if that is full).
        /// The insert's path and the mex's path are walked together while they agree
        /// (on a chain of single children, nearly all the way), then each alone.
        fn insert_zero_then_mex(&mut self, trie: &mut Trie, x: u32) -> u32 {
            if trie.root == EMPTY {
                trie.root = if trie.level == WORD_LEVEL {
                    self.new_word(0)
                } else {
                    self.new_node(TrieNode::EMPTY)
                };
            }
            let (mut t, mut level, mut e, mut mex) = (trie.root, trie.level, 0, 0);
            if self.count(t, level) + 1 == 1 << level {
                self.insert_below(t, level, 0, 0);
                return 1 << level;
            }
            while level > WORD_LEVEL {
                let node = &mut self.nodes[t as usize];
                e ^= node.tag;
                level -= 1;
                // The insert of 0 goes to child `side`, the mex (which sees the set xored
                // with x) to child `towards`.
                let side = (e >> level & 1) as usize;
                node.count[side] += 1;
                let lower = ((x ^ e) >> level & 1) as usize;
                let lower_is_full = node.count[lower] == 1 << level;
                mex |= u32::from(lower_is_full) << level;
                let towards = lower ^ usize::from(lower_is_full);
                let (inserted, other) = (node.child[side], node.child[towards]);
                let inserted = if inserted == EMPTY {
                    self.child_or_new(t, side, level)
                } else {
                    inserted
                };
                if towards != side {
                    self.insert_below(inserted, level, e, 0);
                    return mex | self.mex_below(other, level, x ^ e);
                }
                t = inserted;
            }
            self.insert_below(t, WORD_LEVEL, e, 0);
            mex | self.mex_below(t, WORD_LEVEL, x ^ e)
        }

        /// The union of the sets below `a` (level `la`, under ancestors' tags `ea`) and
        /// `b` (level `lb <= la`, under `eb`), as a node of level `la` under `ea`. `b` is
        /// consumed: its nodes are reused or freed. Recursion depth `la - 6`.
        fn merge(&mut self, a: u32, la: u32, ea: u32, b: u32, lb: u32, eb: u32) -> u32 {
            if b == EMPTY {
                return a;
            }
            if la == WORD_LEVEL {
                let word = xor_word(self.words[b as usize], (ea ^ eb) & 63);
                if a == EMPTY {
                    self.words[b as usize] = word;
                    return b;
                }
                self.words[a as usize] |= word;
                self.free_words.push(b);
                return a;
            }
            if a == EMPTY && la == lb {
                // Adopt b: its tag must now also undo the difference of the ancestors' tags.
                self.nodes[b as usize].tag ^= (ea ^ eb) & ((1 << la) - 1);
                return b;
            }
            let a = if a == EMPTY {
                self.new_node(TrieNode::EMPTY)
            } else {
                a
            };
            let node = self.nodes[a as usize];
            let ea = ea ^ node.tag;
            let mut child = node.child;
            if la > lb {
                // All of b's values are < 2^lb <= 2^(la - 1): they go to the lower half.
                let lower = (ea >> (la - 1) & 1) as usize;
                child[lower] = self.merge(child[lower], la - 1, ea, b, lb, eb);
            } else {
                let b_node = self.nodes[b as usize];
                self.free_nodes.push(b);
                let eb = eb ^ b_node.tag;
                // a's child i and b's child i ^ flip hold the same half.
                let flip = ((ea ^ eb) >> (la - 1) & 1) as usize;
                for (i, c) in child.iter_mut().enumerate() {
                    *c = self.merge(*c, la - 1, ea, b_node.child[i ^ flip], la - 1, eb);
                }
            }
            let count = [self.count(child[0], la - 1), self.count(child[1], la - 1)];
            self.nodes[a as usize] = TrieNode {
                child,
                count,
                tag: node.tag,
            };
            a
        }

        /// The union of two tries; both are consumed.
        fn union(&mut self, a: Trie, b: Trie) -> Trie {
            let (a, b) = if a.level >= b.level { (a, b) } else { (b, a) };
            let root = self.merge(a.root, a.level, 0, b.root, b.level, 0);
            Trie {
                root,
                level: a.level,
            }
        }
    }

    /// What the bottom-up pass keeps for a node until it is finished.
    #[derive(Clone, Copy)]
    struct Pending {
        /// X(v): the xor of g over the finished children.
        children_xor: u32,
        /// ⋃ over the finished children c of S(c) ⊕ g(c), so that
        /// S(v) = X(v) ⊕ ({0} ∪ accumulated).
        accumulated: Trie,
    }

    impl Pending {
        const NONE: Pending = Pending {
            children_xor: 0,
            accumulated: Trie::EMPTY,
        };

        /// Finishes `v` (every child absorbed): `g(v)` and the trie `S(v) ⊕ g(v)` that
        /// its parent absorbs.
        fn finish(self, tries: &mut XorTries) -> (u32, Trie) {
            let (x, mut reachable) = (self.children_xor, self.accumulated);
            if reachable.root == EMPTY {
                // A leaf: S = {0}, g = 1, S ⊕ g = {1}.
                let root = tries.new_word(0b10);
                let level = WORD_LEVEL;
                return (1, Trie { root, level });
            }
            // 0 is new: 0 ∈ S(c) ⊕ g(c) would mean g(c) ∈ S(c), but g(c) = mex S(c).
            let g = tries.insert_zero_then_mex(&mut reachable, x);
            if g >> reachable.level != 0 {
                let level = reachable.level + 1;
                tries.raise(&mut reachable, level);
            }
            // S(v) ⊕ g(v) = ({0} ∪ accumulated) ⊕ X(v) ⊕ g(v).
            tries.xor_all(reachable, x ^ g);
            (g, reachable)
        }

        /// Takes in a finished child `c`: `g(c)` and `S(c) ⊕ g(c)`.
        fn absorb(&mut self, tries: &mut XorTries, (g, reachable): (u32, Trie)) {
            self.children_xor ^= g;
            self.accumulated = tries.union(self.accumulated, reachable);
        }
    }

    /// Computes `g` of every node bottom up and reports each as `found(v, g(v))`, given
    /// `parent` (`NO_PARENT` for a root) and `bottom_up`: every node once, each after all
    /// its children.
    fn grundy_bottom_up(parent: &[u32], bottom_up: &[u32], mut found: impl FnMut(usize, u32)) {
        let mut tries = XorTries::new();
        let mut pending = vec![Pending::NONE; parent.len()];
        for &v in bottom_up {
            let v = v as usize;
            let finished = pending[v].finish(&mut tries);
            found(v, finished.0);
            if parent[v] != NO_PARENT {
                pending[parent[v] as usize].absorb(&mut tries, finished);
            }
        }
    }

    /// `g(v)` for every node `v`: the Grundy value of the subtree rooted at `v`, by tries
    /// with a lazy xor tag and trie merge (see the section header).
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
        let parent: Vec<u32> = (0..n)
            .map(|v| match parent[v] {
                Some(p) if p < n => p as u32,
                Some(p) => panic!("ancestor_deletion: the parent of node {v} is {p}, not a node"),
                None => NO_PARENT,
            })
            .collect();
        // Bottom up: a node is ready once all its children are done.
        let mut children_left = vec![0u32; n];
        for &p in &parent {
            if p != NO_PARENT {
                children_left[p as usize] += 1;
            }
        }
        let mut bottom_up: Vec<u32> = (0..n as u32)
            .filter(|&v| children_left[v as usize] == 0)
            .collect();
        let mut head = 0;
        while head < bottom_up.len() {
            let p = parent[bottom_up[head] as usize];
            head += 1;
            if p != NO_PARENT {
                children_left[p as usize] -= 1;
                if children_left[p as usize] == 0 {
                    bottom_up.push(p);
                }
            }
        }
        // A node on a cycle is never ready.
        assert!(
            bottom_up.len() == n,
            "ancestor_deletion: the parent array has a cycle"
        );
        let mut g = vec![0; n];
        grundy_bottom_up(&parent, &bottom_up, |v, gv| g[v] = u64::from(gv));
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

    /// A forest on nodes `0..n` given edge by edge, each tree rooted at its smallest node
    /// (the input of BZOJ 4730): [`EdgeForest::add_edge`] refuses an edge that would
    /// close a cycle, [`EdgeForest::grundy`] is the Grundy value of the game.
    ///
    /// Inside: union-find whose representative is the smallest node of its tree (the
    /// larger representative is linked below the smaller; path halving), and for the
    /// game, leaf peeling with no adjacency lists: a node keeps its number of unpeeled
    /// neighbours and the xor of their labels, so a leaf's one neighbour, its parent, is
    /// that xor. A node is peeled once all its children are, which is exactly when it
    /// can be finished. The roots carry a huge degree offset and are never peeled. One
    /// record per node holds all the peeling needs, so a step touches two records (node,
    /// parent); the union-find leaders have their own small array.
    ///
    /// # Example
    /// ```
    /// use grundy::ancestor_deletion::EdgeForest;
    /// // 2 - 0 - 1 (rooted at 0: a star, g = 2), 3 - 4 (rooted at 3: a path, g = 2).
    /// let mut forest = EdgeForest::new(5);
    /// assert!(forest.add_edge(2, 0) && forest.add_edge(0, 1) && forest.add_edge(4, 3));
    /// assert!(!forest.add_edge(1, 2)); // would close a cycle
    /// assert_eq!(forest.grundy(), 0);
    /// ```
    pub struct EdgeForest {
        /// Union-find: a representative (the smallest node of its tree) is its own leader.
        leader: Vec<u32>,
        nodes: Vec<EdgeNode>,
    }

    #[derive(Clone, Copy)]
    struct EdgeNode {
        /// Unpeeled neighbours (plus `ROOT_DEGREE` for a root).
        degree: u32,
        /// The xor of the labels of the unpeeled neighbours.
        neighbour_xor: u32,
        pending: Pending,
    }

    /// Added to a root's degree: it never looks like a leaf.
    const ROOT_DEGREE: u32 = 1 << 31;

    impl EdgeForest {
        /// `n` isolated nodes.
        ///
        /// # Complexity
        /// O(n).
        ///
        /// # Panics
        /// If `n >= 2^28`.
        pub fn new(n: usize) -> Self {
            assert!(n < 1 << 28, "ancestor_deletion: at most 2^28 - 1 nodes");
            let node = EdgeNode {
                degree: 0,
                neighbour_xor: 0,
                pending: Pending::NONE,
            };
            EdgeForest {
                leader: (0..n as u32).collect(),
                nodes: vec![node; n],
            }
        }

        /// The smallest node of `v`'s tree (path halving).
        fn representative(&mut self, mut v: u32) -> u32 {
            while self.leader[v as usize] != v {
                let up = self.leader[self.leader[v as usize] as usize];
                self.leader[v as usize] = up;
                v = up;
            }
            v
        }

        /// Adds the edge `a - b` and returns `true`, or returns `false` and adds nothing if
        /// `a` and `b` are already in one tree (`a == b` included).
        ///
        /// # Complexity
        /// O(log n) amortised.
        ///
        /// # Panics
        /// If `a` or `b` is not a node.
        pub fn add_edge(&mut self, a: usize, b: usize) -> bool {
            let n = self.nodes.len();
            assert!(
                a < n && b < n,
                "ancestor_deletion: an endpoint is not a node"
            );
            let (a, b) = (a as u32, b as u32);
            let (ra, rb) = (self.representative(a), self.representative(b));
            if ra == rb {
                return false;
            }
            self.leader[ra.max(rb) as usize] = ra.min(rb);
            for (v, w) in [(a, b), (b, a)] {
                let node = &mut self.nodes[v as usize];
                node.degree += 1;
                node.neighbour_xor ^= w;
            }
            true
        }

        /// Visits every node once, bottom up (each after all its children), as
        /// `visit(v, parent, pending[v], &mut pending[parent])`, the roots last as
        /// `visit(root, NO_PARENT, pending[root], &mut unused)`.
        fn peel(mut self, mut visit: impl FnMut(u32, u32, Pending, &mut Pending)) {
            let n = self.nodes.len();
            for v in 0..n {
                if self.leader[v] == v as u32 {
                    self.nodes[v].degree += ROOT_DEGREE;
                }
            }
            // The queue of leaves, in the order they are peeled.
            let mut queue: Vec<u32> = (0..n as u32)
                .filter(|&v| self.nodes[v as usize].degree == 1)
                .collect();
            let mut head = 0;
            while head < queue.len() {
                let v = queue[head];
                head += 1;
                let leaf = self.nodes[v as usize];
                let p = leaf.neighbour_xor;
                let above = &mut self.nodes[p as usize];
                above.neighbour_xor ^= v;
                above.degree -= 1;
                visit(v, p, leaf.pending, &mut above.pending);
                if above.degree == 1 {
                    queue.push(p);
                }
            }
            let mut above_a_root = Pending::NONE;
            for v in 0..n {
                if self.leader[v] == v as u32 {
                    visit(
                        v as u32,
                        NO_PARENT,
                        self.nodes[v].pending,
                        &mut above_a_root,
                    );
                }
            }
        }

        /// The parent of every node (`None` for the roots, the smallest node of each tree).
        ///
        /// # Complexity
        /// O(n).
        pub fn parents(self) -> Vec<Option<usize>> {
            let mut parent = vec![None; self.nodes.len()];
            self.peel(|v, p, _, _| {
                parent[v as usize] = Some(p as usize).filter(|_| p != NO_PARENT);
            });
            parent
        }

        /// The Grundy value of the game on this forest (see the section header).
        ///
        /// # Complexity
        /// O(n·(B − 6)) with `B` the bit length of `n`; O(n) memory.
        pub fn grundy(self) -> u64 {
            let mut tries = XorTries::new();
            let mut forest = 0;
            self.peel(|_, p, pending, above| {
                let finished = pending.finish(&mut tries);
                if p == NO_PARENT {
                    forest ^= u64::from(finished.0);
                } else {
                    above.absorb(&mut tries, finished);
                }
            });
            forest
        }
    }

    #[cfg(test)]
    mod tests {
        use super::super::mex::GameSearch;
        use super::*;

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
        fn top_down_order(
            parent: &[Option<usize>],
            start: &[usize],
            children: &[usize],
        ) -> Vec<usize> {
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
        /// O(Σ_v |subtree(v)|) time — O(n²) for a path — and O(n) memory; iterative.
        fn subtree_grundy_by_definition(parent: &[Option<usize>]) -> Vec<u64> {
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
        fn xor_word_moves_every_bit() {
            let mut rng = Rng(0x1234_5678_9abc_def1);
            for x in 0..64u32 {
                for _ in 0..20 {
                    let word = rng.next();
                    let want = (0..64)
                        .filter(|&i| word >> i & 1 == 1)
                        .fold(0u64, |m, i| m | 1 << (i ^ x));
                    assert_eq!(xor_word(word, x), want, "x = {x}");
                }
            }
        }

        /// The edges of `random_forest`, each pair in random order, in random order.
        fn edges_of(rng: &mut Rng, parent: &[Option<usize>]) -> Vec<(usize, usize)> {
            let mut edges: Vec<(usize, usize)> = (0..parent.len())
                .filter_map(|v| parent[v].map(|p| (v, p)))
                .map(|(a, b)| if rng.below(2) == 0 { (a, b) } else { (b, a) })
                .collect();
            for i in (1..edges.len()).rev() {
                edges.swap(i, rng.below(i + 1));
            }
            edges
        }

        /// Roots each tree at its smallest node by a plain search over an edge list.
        fn root_by_search(n: usize, edges: &[(usize, usize)]) -> Vec<Option<usize>> {
            let mut parent = vec![None; n];
            let mut seen = vec![false; n];
            for root in 0..n {
                if seen[root] {
                    continue;
                }
                seen[root] = true;
                let mut stack = vec![root];
                while let Some(v) = stack.pop() {
                    for &(a, b) in edges {
                        for (x, y) in [(a, b), (b, a)] {
                            if x == v && !seen[y] {
                                seen[y] = true;
                                parent[y] = Some(v);
                                stack.push(y);
                            }
                        }
                    }
                }
            }
            parent
        }

        /// The forest of `edges`, each of which must be accepted.
        fn forest_of_edges(n: usize, edges: &[(usize, usize)]) -> EdgeForest {
            let mut forest = EdgeForest::new(n);
            for &(a, b) in edges {
                assert!(forest.add_edge(a, b), "{a} - {b} closes a cycle");
            }
            forest
        }

        #[test]
        fn forests_given_by_edges_match_the_definition() {
            let mut rng = Rng(0x5851_f42d_4c95_7f2d);
            for round in 0..300 {
                let n = 1 + rng.below(if round % 10 == 0 { 1500 } else { 150 });
                let spread = [1, 2, 3, 10, n][round % 5];
                let shape = random_forest(&mut rng, n, spread, [1000, 50, 3][round % 3]);
                let edges = edges_of(&mut rng, &shape);
                let parent = root_by_search(n, &edges);
                assert_eq!(forest_of_edges(n, &edges).parents(), parent);
                let g = subtree_grundy_by_definition(&parent);
                let want = (0..n)
                    .filter(|&v| parent[v].is_none())
                    .fold(0, |x, v| x ^ g[v]);
                assert_eq!(forest_of_edges(n, &edges).grundy(), want, "n = {n}");
            }
        }

        #[test]
        fn paths_of_a_million_nodes_given_by_edges() {
            // 0 - 1 - ... - (n-1) relabelled so that the smallest label sits at `at`:
            // the root has arms of at and n - 1 - at nodes (g of an arm = its length).
            let n: usize = 1_000_000;
            for at in [0, 1, n / 2, n - 1] {
                let label = |i: usize| {
                    if i == at {
                        0
                    } else if i == 0 {
                        at
                    } else {
                        i
                    }
                };
                let edges: Vec<(usize, usize)> = (1..n).map(|i| (label(i - 1), label(i))).collect();
                let (left, right) = (at as u64, (n - 1 - at) as u64);
                // S(root) = {left ^ right} ∪ {a ^ right : a < left} ∪ {left ^ b : b < right}.
                let mut reachable: Vec<u64> = vec![left ^ right];
                reachable.extend((0..left).map(|a| a ^ right));
                reachable.extend((0..right).map(|b| left ^ b));
                reachable.sort_unstable();
                reachable.dedup();
                let mex = reachable.iter().enumerate().find(|&(i, &v)| i as u64 != v);
                let want = mex.map_or(reachable.len() as u64, |(i, _)| i as u64);
                assert_eq!(forest_of_edges(n, &edges).grundy(), want, "at = {at}");
            }
        }

        #[test]
        fn edge_forest_refuses_exactly_the_edges_closing_a_cycle() {
            let mut rng = Rng(0x0bad_c0ff_ee12_3457);
            for _ in 0..200 {
                let n = 1 + rng.below(40);
                let mut forest = EdgeForest::new(n);
                let mut kept = Vec::new();
                for _ in 0..rng.below(3 * n) {
                    let (a, b) = (rng.below(n), rng.below(n));
                    // Refused iff b is already reachable from a through the kept edges.
                    let reachable = root_by_search(n, &kept);
                    let top = |mut v: usize| {
                        while let Some(p) = reachable[v] {
                            v = p;
                        }
                        v
                    };
                    let closes_a_cycle = top(a) == top(b);
                    assert_eq!(forest.add_edge(a, b), !closes_a_cycle, "{kept:?} + {a} {b}");
                    if !closes_a_cycle {
                        kept.push((a, b));
                    }
                }
                let parent = root_by_search(n, &kept);
                let g = subtree_grundy_by_definition(&parent);
                let want = (0..n)
                    .filter(|&v| parent[v].is_none())
                    .fold(0, |x, v| x ^ g[v]);
                assert_eq!(forest.grundy(), want, "{kept:?}");
            }
        }

        #[test]
        fn rooting_undirected_forests() {
            let parent = forest_of_edges(6, &[(4, 2), (2, 5), (5, 1), (3, 0)]).parents();
            assert_eq!(parent, [None, None, Some(5), Some(0), Some(2), Some(1)]);
            assert_eq!(EdgeForest::new(2).parents(), [None, None]);
            let mut forest = EdgeForest::new(3);
            assert!(!forest.add_edge(1, 1));
            assert!(forest.add_edge(0, 1) && forest.add_edge(2, 1));
            assert!(!forest.add_edge(1, 0) && !forest.add_edge(0, 2));
        }
    }
}

// ==== section: trees, edge deletion (issue 2) ====

pub mod trees {
    //! Green Hackenbush on a rooted tree (edge deletion), with its plumbing: disjoint sets and
    //! checked tree input.
    //!
    //! **Game.** A tree with a root. A move deletes one edge together with everything no
    //! longer connected to the root; a player who cannot move (only the root is left) loses.
    //!
    //! **Theorem (colon principle).** `g(v) = xor over the children c of v of (g(c) + 1)`,
    //! and the tree's value is `g(root)`. Why: the branches at `v` are a sum, and in the
    //! branch (edge `v–c`, subtree `H` above `c`) `H` may be swapped for any `H'` of equal
    //! value, e.g. a stalk of `g(c)` edges (the colon principle: `edge:H + edge:H'` is a
    //! second-player win — answer a cut of one bottom edge by cutting the other, and a move
    //! in `H` or `H'` by the winning reply in the zero game `H + H'`), so the branch is a
    //! stalk of `g(c) + 1` edges, a Nim heap of that size. So a stalk of `k` edges is worth
    //! `k`, a star of `k` leaves is worth `k mod 2`.
    //!
    //! **Algorithm (leaf peeling).** The formula needs every child before its parent. A
    //! [`XorLinkedTree`] keeps per vertex only its degree and the xor of its neighbours'
    //! labels: for a leaf that xor *is* its one neighbour, and cutting the leaf off xors it
    //! back out. Peel leaves other than the root, from a FIFO queue: a vertex becomes a leaf
    //! once all its neighbours but one are peeled, and as the root never is, the last one is
    //! its parent and the peeled ones its children. So each vertex is visited after all of
    //! its children and names its parent, with no adjacency lists, no BFS and no recursion
    //! (a path of 10^6 vertices is fine); the edges need not even be stored. If the edges
    //! are not a tree, peeling stops early (a cycle never becomes a leaf), which is how
    //! [`XorLinkedTree::edge_deletion_grundy`] notices it.
    //!
    //! **Input checks.** [`XorLinkedTree::read_tree`] and [`read_tree_edges`] read `N - 1`
    //! edges and reject, at the offending token, a vertex outside `1..=N`, a self-loop, or
    //! an edge closing a cycle (found online by [`DisjointSets`]); `N - 1` edges without a
    //! cycle are a tree.
    //!
    //! **Cost.** O(n α(n)) time to read and check, O(n) to evaluate; per vertex 12 bytes for
    //! the tree, 4 for the disjoint sets and 4 for the queue of leaves, reused from case to
    //! case.
    //!
    //! **Tests.** Bottom of this section: against an exhaustive edge-deletion search
    //! ([`super::mex::GameSearch`] over bitmasks of the remaining edges) on every tree given
    //! by a parent array of at most 9 vertices, rooted at vertex 0 and elsewhere; stalks,
    //! stars and paths of 10^6 vertices rooted at an end and in the middle; non-trees; the
    //! input checks; the generated cases `testdata/agc017_d/random-*` and
    //! `testdata/hdu3094/random-*` are re-checked by the search. Binaries: `agc017_d`, `hdu3094`.

    use super::io::{InputError, Scanner};

    /// Marks "no vertex" / "no edge" in the `u32` arrays of the graph sections.
    pub const NONE: u32 = u32::MAX;

    /// Disjoint sets over `0..n`: union by size, path halving. One array: `link[x]` is
    /// `x`'s parent, or, if `x` is a root, minus the size of its set.
    ///
    /// # Example
    /// ```
    /// use grundy::trees::DisjointSets;
    /// let mut sets = DisjointSets::new(4);
    /// assert!(sets.union(0, 1));
    /// assert!(sets.union(2, 1));
    /// assert!(!sets.union(0, 2)); // already joined: this edge would close a cycle
    /// assert_ne!(sets.find(3), sets.find(0));
    /// sets.reset(2); // two singletons again, same memory
    /// assert_ne!(sets.find(0), sets.find(1));
    /// ```
    #[derive(Default)]
    pub struct DisjointSets {
        link: Vec<i32>,
    }

    impl DisjointSets {
        /// `n` singletons.
        ///
        /// # Complexity
        /// O(n).
        ///
        /// # Panics
        /// If `n > i32::MAX`.
        pub fn new(n: usize) -> Self {
            let mut sets = DisjointSets::default();
            sets.reset(n);
            sets
        }

        /// Back to `n` singletons, reusing the memory.
        ///
        /// # Complexity
        /// O(n).
        ///
        /// # Panics
        /// If `n > i32::MAX`.
        pub fn reset(&mut self, n: usize) {
            assert!(n <= i32::MAX as usize, "DisjointSets: too many elements");
            self.link.clear();
            self.link.resize(n, -1);
        }

        /// The representative of `x`'s set.
        ///
        /// # Complexity
        /// Amortised O(α(n)).
        #[inline]
        pub fn find(&mut self, mut x: usize) -> usize {
            loop {
                let parent = self.link[x];
                if parent < 0 {
                    return x;
                }
                let grand = self.link[parent as usize];
                if grand < 0 {
                    return parent as usize;
                }
                self.link[x] = grand; // path halving: skip a generation
                x = grand as usize;
            }
        }

        /// Joins the sets of `a` and `b`; false if they were already one set.
        ///
        /// # Complexity
        /// Amortised O(α(n)).
        #[inline]
        pub fn union(&mut self, a: usize, b: usize) -> bool {
            let (mut a, mut b) = (self.find(a), self.find(b));
            if a == b {
                return false;
            }
            // Sizes are stored negated: the larger set has the smaller entry.
            if self.link[a] > self.link[b] {
                std::mem::swap(&mut a, &mut b);
            }
            self.link[a] += self.link[b];
            self.link[b] = a as i32;
            true
        }
    }

    /// Reads one tree edge `x y` on vertices `1..=n` and returns it 0-based, joining its
    /// ends in `sets`; errors at the offending token (see [`read_tree_edges`]).
    #[inline(always)] // called once per edge: the call would cost a fifth of our own work
    fn read_tree_edge(
        sc: &mut Scanner,
        n: usize,
        sets: &mut DisjointSets,
    ) -> Result<(usize, usize), InputError> {
        let x = sc.usize_in(1, n, "an end of a tree edge, a vertex")?;
        let y = sc.usize_in(1, n, "an end of a tree edge, a vertex")?;
        if x == y {
            return Err(sc.error_at_last(format!(
                "a vertex other than {x} (the edge {x} {y} is a self-loop, not a tree edge)"
            )));
        }
        if !sets.union(x - 1, y - 1) {
            return Err(sc.error_at_last(format!(
                "an edge that does not close a cycle ({x} and {y} are already joined by earlier edges)"
            )));
        }
        Ok((x - 1, y - 1))
    }

    /// Reads the `n - 1` edges of a tree on vertices `1..=n` (two vertices per edge) and
    /// returns them 0-based. ([`XorLinkedTree::read_tree`] makes the same checks without
    /// storing the edges.)
    ///
    /// # Errors
    /// At the offending token: the end of input, a vertex outside `1..=n`, a self-loop
    /// (`x x`), or an edge whose ends are already joined by earlier edges (it closes a
    /// cycle). With exactly `n - 1` edges and no cycle the edges form a tree.
    ///
    /// # Complexity
    /// O(n α(n)).
    ///
    /// # Example
    /// ```
    /// use grundy::io::Scanner;
    /// use grundy::trees::read_tree_edges;
    /// let edges = read_tree_edges(&mut Scanner::new(b"1 2\n3 2\n"), 3).unwrap();
    /// assert_eq!(edges, [(0, 1), (2, 1)]);
    /// let err = read_tree_edges(&mut Scanner::new(b"1 2\n2 1\n"), 3).unwrap_err();
    /// assert_eq!((err.line, err.token_index), (2, 2));
    /// ```
    pub fn read_tree_edges(sc: &mut Scanner, n: usize) -> Result<Vec<(u32, u32)>, InputError> {
        let mut sets = DisjointSets::new(n);
        let mut edges = Vec::with_capacity(n.saturating_sub(1));
        for _ in 1..n {
            let (x, y) = read_tree_edge(sc, n, &mut sets)?;
            edges.push((x as u32, y as u32));
        }
        Ok(edges)
    }

    /// One vertex of a [`XorLinkedTree`].
    #[derive(Clone, Copy, Default)]
    struct PeelVertex {
        /// Edges at this vertex not yet peeled off.
        degree: u32,
        /// Xor of the labels of those edges' other ends.
        neighbor_xor: u32,
        /// Xor of `g(c) + 1` over the children `c` peeled so far.
        value: u32,
    }

    /// A tree (or any multigraph, until checked) on `0..n` held as degree and xor of
    /// neighbours per vertex, evaluated by peeling leaves (see the section header).
    /// Keep one and reuse it across cases: [`XorLinkedTree::reset`] and
    /// [`XorLinkedTree::read_tree`] keep the memory.
    ///
    /// # Example
    /// ```
    /// use grundy::io::Scanner;
    /// use grundy::trees::XorLinkedTree;
    /// let mut tree = XorLinkedTree::new();
    /// // A stalk 1-2-3 under the root 1, and a leaf 4 at the root: 2 xor 1 = 3.
    /// tree.read_tree(&mut Scanner::new(b"2 3\n1 4\n2 1\n"), 4).unwrap();
    /// assert_eq!(tree.edge_deletion_grundy(0), Some(3));
    /// // A triangle is no tree.
    /// tree.reset(3);
    /// for (a, b) in [(0, 1), (1, 2), (2, 0)] {
    ///     tree.add_edge(a, b);
    /// }
    /// assert_eq!(tree.edge_deletion_grundy(0), None);
    /// ```
    #[derive(Default)]
    pub struct XorLinkedTree {
        vertices: Vec<PeelVertex>,
        sets: DisjointSets,
        /// The leaves in the order they are peeled.
        queue: Vec<u32>,
    }

    impl XorLinkedTree {
        /// An empty tree; give it vertices with [`XorLinkedTree::reset`] or
        /// [`XorLinkedTree::read_tree`].
        pub fn new() -> Self {
            XorLinkedTree::default()
        }

        /// `n` vertices and no edges, reusing the memory.
        ///
        /// # Complexity
        /// O(n).
        ///
        /// # Panics
        /// If `n >= u32::MAX`.
        pub fn reset(&mut self, n: usize) {
            assert!(n < NONE as usize, "XorLinkedTree: too many vertices");
            self.vertices.clear();
            self.vertices.resize(n, PeelVertex::default());
        }

        /// Adds the edge `a–b` (0-based), unchecked.
        ///
        /// # Complexity
        /// O(1).
        ///
        /// # Panics
        /// If `a` or `b` is not below the vertex count.
        #[inline]
        pub fn add_edge(&mut self, a: usize, b: usize) {
            let end_a = &mut self.vertices[a];
            end_a.degree += 1;
            end_a.neighbor_xor ^= b as u32;
            let end_b = &mut self.vertices[b];
            end_b.degree += 1;
            end_b.neighbor_xor ^= a as u32;
        }

        /// Replaces the tree by `n` vertices and the `n - 1` edges read from `sc` as
        /// [`read_tree_edges`] reads them, with the same checks and errors. After `Ok`
        /// the edges form a tree.
        ///
        /// # Errors
        /// As [`read_tree_edges`].
        ///
        /// # Complexity
        /// O(n α(n)), no allocation once the buffers are large enough.
        pub fn read_tree(&mut self, sc: &mut Scanner, n: usize) -> Result<(), InputError> {
            self.reset(n);
            self.sets.reset(n);
            for _ in 1..n {
                let (x, y) = read_tree_edge(sc, n, &mut self.sets)?;
                self.add_edge(x, y);
            }
            Ok(())
        }

        /// The Grundy value of edge deletion on the tree, rooted at `root`, by the colon
        /// principle, peeling leaves; `None` if the edges added are not a tree on all the
        /// vertices (a cycle, a loop, a parallel edge, or more than one part). Peeling
        /// consumes the tree: reset or read another before the next call.
        ///
        /// # Complexity
        /// O(n).
        ///
        /// # Panics
        /// If `root` is not below the vertex count.
        pub fn edge_deletion_grundy(&mut self, root: usize) -> Option<u64> {
            let n = self.vertices.len();
            assert!(root < n, "edge_deletion_grundy: the root is out of range");
            let vertices = &mut self.vertices[..];
            // A FIFO queue of leaves, the root never among them. Pushes are written
            // without branches (write the slot, then advance the end by 0 or 1): whether a
            // vertex is a leaf is data, and a mispredicted branch per vertex would cost
            // more than the rest of the loop. Each vertex is pushed at most once (its
            // degree passes 1 once), so `n` slots suffice.
            let queue = &mut self.queue;
            queue.clear();
            queue.resize(n, 0);
            let mut end = 0;
            for (v, vertex) in vertices.iter().enumerate() {
                queue[end] = v as u32;
                end += (vertex.degree == 1 && v != root) as usize;
            }
            let mut peeled = 0;
            while peeled < end {
                let leaf = queue[peeled] as usize;
                peeled += 1;
                let PeelVertex {
                    degree,
                    neighbor_xor: parent,
                    value,
                } = vertices[leaf];
                if degree != 1 {
                    return None; // its neighbour went first: two leaves joined, not a tree
                }
                vertices[leaf].degree = 0;
                let up = &mut vertices[parent as usize];
                up.value ^= value + 1; // the colon principle
                up.neighbor_xor ^= leaf as u32;
                up.degree -= 1;
                let now_leaf = (up.degree == 1) & (parent as usize != root);
                queue[end] = parent;
                end += now_leaf as usize;
            }
            // A tree: every vertex but the root peeled, each taking one edge with it.
            (peeled + 1 == n && vertices[root].degree == 0).then(|| vertices[root].value as u64)
        }
    }

    /// The Grundy value of tree edge deletion (Green Hackenbush) on the tree with `n`
    /// vertices and the given `n - 1` edges (0-based), rooted at `root`.
    ///
    /// # Complexity
    /// O(n) time and memory (one [`XorLinkedTree`]).
    ///
    /// # Panics
    /// If the edges are not a tree on `0..n` (wrong count, or not connected) or `root >= n`.
    ///
    /// # Example
    /// ```
    /// use grundy::trees::edge_deletion_grundy;
    /// // A stalk of 3 edges is a Nim heap of 3; rooted in its middle it is 1 xor 2 = 3.
    /// assert_eq!(edge_deletion_grundy(4, &[(0, 1), (1, 2), (2, 3)], 0), 3);
    /// assert_eq!(edge_deletion_grundy(4, &[(0, 1), (1, 2), (2, 3)], 1), 1 ^ 2);
    /// // A star of 4 leaves: 1 ^ 1 ^ 1 ^ 1 = 0.
    /// assert_eq!(edge_deletion_grundy(5, &[(0, 1), (0, 2), (0, 3), (0, 4)], 0), 0);
    /// ```
    pub fn edge_deletion_grundy(n: usize, edges: &[(u32, u32)], root: usize) -> u64 {
        assert!(
            root < n && edges.len() + 1 == n,
            "edge_deletion_grundy: a tree on n vertices has n - 1 edges"
        );
        let mut tree = XorLinkedTree::new();
        tree.reset(n);
        for &(a, b) in edges {
            tree.add_edge(a as usize, b as usize);
        }
        tree.edge_deletion_grundy(root)
            .expect("edge_deletion_grundy: the edges are not a tree")
    }

    #[cfg(test)]
    pub(crate) mod tests {
        use super::super::io::Scanner;
        use super::super::mex::GameSearch;
        use super::*;

        /// Green Hackenbush by exhaustive search: the state is the bitmask of the
        /// remaining edges; a move deletes one, then every edge no longer connected to
        /// `ground` is dropped. Any multigraph (loops, parallel edges, parts away from the
        /// ground) on vertices `< 64` with at most 20 edges.
        pub(crate) fn edge_deletion_by_search(edges: &[(usize, usize)], ground: usize) -> u64 {
            assert!(edges.len() <= 20);
            let grounded = |mask: u32| -> u32 {
                let mut reached = 1u64 << ground;
                loop {
                    let mut grew = false;
                    for (i, &(a, b)) in edges.iter().enumerate() {
                        if mask >> i & 1 == 1 && (reached >> a & 1) != (reached >> b & 1) {
                            reached |= 1 << a | 1 << b;
                            grew = true;
                        }
                    }
                    if !grew {
                        break;
                    }
                }
                let mut kept = 0;
                for (i, &(a, _)) in edges.iter().enumerate() {
                    if mask >> i & 1 == 1 && reached >> a & 1 == 1 {
                        kept |= 1 << i;
                    }
                }
                kept
            };
            let mut search = GameSearch::new(|&mask: &u32, out: &mut Vec<u32>| {
                for i in 0..edges.len() {
                    if mask >> i & 1 == 1 {
                        out.push(grounded(mask & !(1 << i)));
                    }
                }
            });
            search.grundy(grounded((1u32 << edges.len()) - 1))
        }

        fn to_u32(edges: &[(usize, usize)]) -> Vec<(u32, u32)> {
            edges.iter().map(|&(a, b)| (a as u32, b as u32)).collect()
        }

        /// Every parent array `parent[i] < i` of 1..=9 vertices, i.e. every labelled tree
        /// whose labels increase away from vertex 0; rooted at 0 and at other vertices.
        #[test]
        fn every_tree_of_at_most_9_vertices_matches_the_search() {
            let mut checked = 0;
            for n in 1..=9usize {
                // The parent arrays, numbered in mixed radix: parent[i] is digit i, in 0..i.
                let arrays: usize = (1..n).product();
                for code in 0..arrays {
                    let mut rest = code;
                    let mut parent = vec![0usize; n];
                    for (i, p) in parent.iter_mut().enumerate().skip(1) {
                        *p = rest % i;
                        rest /= i;
                    }
                    let edges: Vec<(usize, usize)> = (1..n).map(|i| (parent[i], i)).collect();
                    let e32 = to_u32(&edges);
                    // Every root for small trees; vertex 0 and one other root for 8 and 9.
                    let roots: Vec<usize> = if n <= 7 {
                        (0..n).collect()
                    } else {
                        vec![0, 1 + code % (n - 1)]
                    };
                    for root in roots {
                        let want = edge_deletion_by_search(&edges, root);
                        assert_eq!(
                            edge_deletion_grundy(n, &e32, root),
                            want,
                            "parents {parent:?} root {root}"
                        );
                        // Relabelled (v -> n-1-v) with the edges listed backwards and
                        // flipped: the same game.
                        let relabelled: Vec<(u32, u32)> = e32
                            .iter()
                            .rev()
                            .map(|&(a, b)| ((n - 1) as u32 - b, (n - 1) as u32 - a))
                            .collect();
                        assert_eq!(edge_deletion_grundy(n, &relabelled, n - 1 - root), want);
                    }
                    checked += 1;
                }
            }
            // 0! + 1! + ... + 8! parent arrays.
            assert_eq!(checked, 1 + 1 + 2 + 6 + 24 + 120 + 720 + 5040 + 40320);
        }

        #[test]
        fn stalks_and_stars_by_hand() {
            for k in 0..20u32 {
                let stalk: Vec<(u32, u32)> = (0..k).map(|i| (i, i + 1)).collect();
                assert_eq!(edge_deletion_grundy(k as usize + 1, &stalk, 0), k as u64);
                let star: Vec<(u32, u32)> = (1..=k).map(|i| (0, i)).collect();
                assert_eq!(
                    edge_deletion_grundy(k as usize + 1, &star, 0),
                    (k % 2) as u64
                );
            }
        }

        #[test]
        fn paths_of_a_million_vertices_do_not_overflow_the_stack() {
            let n = 1_000_000u32;
            let path: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
            assert_eq!(edge_deletion_grundy(n as usize, &path, 0), (n - 1) as u64);
            assert_eq!(
                edge_deletion_grundy(n as usize, &path, n as usize - 1),
                (n - 1) as u64
            );
            // Rooted in the middle: two stalks, of m and n - 1 - m edges.
            for m in [n / 2, n / 2 - 1, 1234] {
                let want = (m ^ (n - 1 - m)) as u64;
                assert_eq!(edge_deletion_grundy(n as usize, &path, m as usize), want);
            }
            let odd: Vec<(u32, u32)> = (0..n - 2).map(|i| (i, i + 1)).collect();
            assert_eq!(
                edge_deletion_grundy(n as usize - 1, &odd, (n as usize - 2) / 2),
                0
            );
        }

        #[test]
        fn reading_rejects_what_is_not_a_tree() {
            let read = |s: &str, n| read_tree_edges(&mut Scanner::new(s.as_bytes()), n);
            assert_eq!(read("1 2\n2 3\n", 3).unwrap(), [(0, 1), (1, 2)]);
            assert_eq!(read("", 1).unwrap(), []);
            // XorLinkedTree::read_tree makes the same checks, with the same errors.
            let mut tree = XorLinkedTree::new();
            let mut err = |s: &str, n| {
                let e = read(s, n).unwrap_err();
                let again = tree.read_tree(&mut Scanner::new(s.as_bytes()), n);
                assert_eq!(again, Err(e.clone()));
                (e.line, e.token_index, e.to_string())
            };
            let (l, t, m) = err("1 2\n2 4\n", 3);
            assert_eq!((l, t), (2, 2));
            assert!(m.contains("1..=3"), "{m}");
            let (l, t, m) = err("1 2\n0 3\n", 3);
            assert_eq!((l, t), (2, 1));
            assert!(m.contains("1..=3"), "{m}");
            let (l, t, m) = err("1 2\n3 3\n", 3);
            assert_eq!((l, t), (2, 2));
            assert!(m.contains("self-loop"), "{m}");
            let (l, t, m) = err("1 2\n2 3\n3 1\n", 4);
            assert_eq!((l, t), (3, 2));
            assert!(m.contains("cycle"), "{m}");
            let (l, t, m) = err("1 2\n2 3\n", 4);
            assert_eq!((l, t), (3, 0));
            assert!(m.contains("end of input"), "{m}");
            // Parallel edges close a cycle of length 2.
            let (l, t, _) = err("1 2\n2 1\n", 3);
            assert_eq!((l, t), (2, 2));
        }

        #[test]
        fn peeling_rejects_non_trees() {
            let peel = |n: usize, edges: &[(usize, usize)]| {
                let mut tree = XorLinkedTree::new();
                tree.reset(n);
                for &(a, b) in edges {
                    tree.add_edge(a, b);
                }
                tree.edge_deletion_grundy(0)
            };
            assert_eq!(peel(1, &[]), Some(0));
            assert_eq!(peel(3, &[(0, 1), (1, 2)]), Some(2));
            for (n, edges) in [
                (3, vec![(0, 1), (1, 2), (2, 0)]), // a cycle through the root
                (4, vec![(0, 1), (1, 2), (2, 3), (3, 1)]), // a cycle above it
                (2, vec![(0, 1), (1, 0)]),         // parallel edges
                (2, vec![(0, 1), (0, 0)]),         // a loop at the root
                (3, vec![(0, 1), (1, 2), (2, 2)]), // a loop at a leaf
                (3, vec![(0, 1)]),                 // too few edges
                (2, vec![]),                       // no edge at all
                (4, vec![(0, 1), (2, 3), (3, 2)]), // a part away from the root
                (4, vec![(0, 1), (2, 3)]),         // two leaves joined, no root
                (5, vec![(0, 1), (2, 3), (3, 4), (4, 2)]), // a triangle away from it
            ] {
                assert_eq!(peel(n, &edges), None, "{edges:?}");
            }
        }

        #[test]
        fn one_tree_reused_across_cases_of_every_size() {
            let mut tree = XorLinkedTree::new();
            let mut seed = 7u64;
            for round in 0..300usize {
                // Sizes up and down, so stale entries of a larger case would show.
                let n = 1 + (round * 37) % 9;
                let edges: Vec<(usize, usize)> = (1..n)
                    .map(|i| {
                        seed = seed
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        ((seed >> 33) as usize % i, i)
                    })
                    .collect();
                let root = (seed >> 40) as usize % n;
                let text: String = edges
                    .iter()
                    .map(|&(a, b)| format!("{} {}\n", a + 1, b + 1))
                    .collect();
                tree.read_tree(&mut Scanner::new(text.as_bytes()), n)
                    .unwrap();
                let want = edge_deletion_by_search(&edges, root);
                assert_eq!(tree.edge_deletion_grundy(root), Some(want), "{edges:?}");
            }
        }

        /// Reads the whitespace-separated numbers of a testdata file.
        fn numbers(path: &std::path::Path) -> Vec<usize> {
            std::fs::read_to_string(path)
                .unwrap()
                .split_ascii_whitespace()
                .map(|t| t.parse().unwrap())
                .collect()
        }

        /// The generated cases of agc017_d and hdu3094 (`random-*.in`) against the search.
        #[test]
        fn generated_testdata_matches_the_search() {
            let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
            let mut files = 0;
            for (problem, many_cases) in [("agc017_d", false), ("hdu3094", true)] {
                let dir = root.join(problem);
                for entry in std::fs::read_dir(&dir).unwrap() {
                    let path = entry.unwrap().path();
                    let name = path.file_name().unwrap().to_str().unwrap().to_string();
                    if !(name.starts_with("random-") && name.ends_with(".in")) {
                        continue;
                    }
                    let nums = numbers(&path);
                    let (cases, mut at) = if many_cases { (nums[0], 1) } else { (1, 0) };
                    let mut want = String::new();
                    for _ in 0..cases {
                        let n = nums[at];
                        let edges: Vec<(usize, usize)> = (0..n - 1)
                            .map(|i| (nums[at + 1 + 2 * i] - 1, nums[at + 2 + 2 * i] - 1))
                            .collect();
                        at += 2 * n - 1;
                        let alice = edge_deletion_by_search(&edges, 0) != 0;
                        want.push_str(if alice { "Alice\n" } else { "Bob\n" });
                    }
                    assert_eq!(at, nums.len(), "{name}");
                    let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
                    assert_eq!(out, want, "{problem}/{name}");
                    files += 1;
                }
            }
            assert!(files >= 4, "the generated cases are missing");
        }
    }
}

// ==== section: hackenbush on graphs (issue 5) ====

pub mod hackenbush {
    //! Green Hackenbush on any rooted graph: loops, parallel edges and cycles allowed.
    //!
    //! **Game.** A multigraph with one vertex on the ground. A move deletes one edge; every
    //! edge no longer connected to the ground falls off. A player who cannot move loses.
    //! Edges in parts not connected to the ground at the start fall off at once: they are
    //! not part of the game (and cost nothing to read).
    //!
    //! **Theorem (fusion principle).** The vertices of any cycle may be fused into one
    //! vertex, the cycle's edges becoming loops, without changing the Grundy value; and a
    //! loop is worth a stalk of one edge (deleting it leaves nothing above). Why, in a line,
    //! for a bare cycle of `k` edges at a vertex: a cut leaves two stalks with `a + b = k - 1`
    //! edges, worth `a xor b ≡ k - 1 (mod 2)`, so every option of an odd cycle is even (0
    //! among them) and every option of an even cycle is odd: the cycle is worth `k mod 2`, as
    //! are its `k` loops. The general statement is an induction on the number of edges
    //! (Berlekamp–Conway–Guy, *Winning Ways*, ch. 7); the tests below check it exhaustively
    //! on small multigraphs. Hence each 2-edge-connected component (vertices joined by two
    //! edge-disjoint paths) with `L` inner edges becomes one vertex carrying `L` loops, worth
    //! `L mod 2`, and what remains is a tree of bridges: the colon principle (section `trees`) gives
    //! `g(C) = (L(C) mod 2) xor (xor over the child components D of (g(D) + 1))`, and the
    //! graph's value is `g` of the ground's component.
    //!
    //! **Algorithm.** One iterative Tarjan lowlink DFS from the ground over linked incidence
    //! lists ([`Hackenbush`]), skipping the tree edge by its incidence (not by the parent
    //! vertex), so a parallel edge is a back edge and a loop never a bridge. A vertex `v`
    //! with `low(v) = tin(v)` heads a 2-edge-connected component (its parent edge is a
    //! bridge). The formula is folded in by the same DFS: each stack frame carries the xor of
    //! what its subtree adds to the value of its component — 1 per non-tree edge (counted
    //! once, at its lower end) and, as each child finishes, `value(child) xor 1` if the edge
    //! up lies on a cycle (one more inner edge of the same component) or `value(child) + 1`
    //! if the child heads a finished component `D` (`g(D) + 1` across the bridge). The
    //! ground's frame finishes last and holds the answer: no component labels, no second pass.
    //!
    //! **Cost.** O(V + E) time, no recursion (a cycle or path of 10^6 vertices is fine);
    //! memory 8 bytes per vertex, 8 per edge end and 20 per DFS level, kept from graph to
    //! graph.
    //!
    //! **Tests.** Bottom of this section: against an exhaustive edge-deletion search on
    //! random multigraphs (loops, parallel edges, parts away from the ground, up to 8 edges,
    //! fixed seed), small cycles by search, long paths, cycles and chains of triangles, and the
    //! generated cases `testdata/poj3710/random-*` re-checked by the search. Binary: `poj3710`.

    use super::trees::NONE;

    /// One end of an edge, in the linked incidence lists of a [`Hackenbush`].
    #[derive(Clone, Copy)]
    struct Incidence {
        /// The edge's other end.
        to: u32,
        /// The next incidence at the same vertex, [`NONE`] after the last.
        next: u32,
    }

    /// One level of the explicit DFS stack of [`Hackenbush::grundy`]: the state of one
    /// vertex `v` on the current DFS path.
    #[derive(Clone, Copy)]
    struct Frame {
        /// The incidence of the tree edge the DFS came in by, seen from `v` ([`NONE`] at
        /// the ground): skipped, so a parallel edge is a back edge.
        entered_by: u32,
        /// The next incidence of `v` to look at.
        next: u32,
        /// `v`'s discovery time.
        tin: u32,
        /// The lowest discovery time reached so far from `v`'s subtree by one non-tree
        /// edge (Tarjan's lowlink).
        low: u32,
        /// What `v`'s subtree adds to the value of `v`'s component so far: the xor of 1
        /// per inner edge and of `g(D) + 1` per child component `D`.
        value: u32,
    }

    /// Green Hackenbush on one multigraph at a time, with every buffer kept for the next
    /// graph (a judge input may hold thousands of small ones).
    ///
    /// The graph is stored as linked incidence lists (a "forward star"): edge `e` has
    /// the incidences `2e` (at its first end) and `2e + 1` (at its second), so the other
    /// side of incidence `i` is `i ^ 1`; `first[v]` starts `v`'s list (a loop is linked
    /// in once). Adding an edge is O(1) and needs no second pass, unlike a CSR array.
    ///
    /// # Example
    /// ```
    /// use grundy::hackenbush::Hackenbush;
    /// let mut game = Hackenbush::new();
    /// // The sample of POJ 3710: a stalk of one edge, and a triangle on a stalk.
    /// game.reset(2);
    /// game.add_edge(0, 1);
    /// let stalk = game.grundy(0);
    /// game.reset(4);
    /// for (a, b) in [(0, 1), (1, 2), (1, 3), (2, 3)] {
    ///     game.add_edge(a, b);
    /// }
    /// assert_eq!((stalk, game.grundy(0)), (1, 2));
    /// ```
    #[derive(Default)]
    pub struct Hackenbush {
        /// `first[v]`: the last incidence added at `v`, [`NONE`] if none.
        first: Vec<u32>,
        incidences: Vec<Incidence>,
        /// Discovery time of each vertex, [`NONE`] while undiscovered.
        tin: Vec<u32>,
        stack: Vec<Frame>,
    }

    impl Hackenbush {
        /// No vertices yet: call [`Hackenbush::reset`].
        pub fn new() -> Self {
            Hackenbush::default()
        }

        /// `n` vertices and no edges, reusing the memory.
        ///
        /// # Complexity
        /// O(n).
        ///
        /// # Panics
        /// If `n >= u32::MAX`.
        pub fn reset(&mut self, n: usize) {
            assert!(n < NONE as usize, "Hackenbush: too many vertices");
            self.first.clear();
            self.first.resize(n, NONE);
            self.incidences.clear();
        }

        /// Adds the edge `a–b` (0-based; `a == b` is a loop, repeats are parallel edges).
        ///
        /// # Complexity
        /// O(1) amortised.
        ///
        /// # Panics
        /// If `a` or `b` is not below the vertex count, or there are `2^31` edges.
        #[inline]
        pub fn add_edge(&mut self, a: usize, b: usize) {
            let i = self.incidences.len() as u32;
            assert!(i < NONE - 1, "Hackenbush: too many edges");
            let next_at_a = std::mem::replace(&mut self.first[a], i);
            // A loop is listed once, at its first incidence: the DFS then meets it once.
            let next_at_b = if a == b {
                NONE
            } else {
                std::mem::replace(&mut self.first[b], i + 1)
            };
            self.incidences.extend_from_slice(&[
                Incidence {
                    to: b as u32,
                    next: next_at_a,
                },
                Incidence {
                    to: a as u32,
                    next: next_at_b,
                },
            ]);
        }

        /// The Grundy value of Green Hackenbush on the graph added since the last reset,
        /// `ground` being the vertex on the ground. The graph is kept (call again with
        /// another ground, or reset).
        ///
        /// # Complexity
        /// O(n + m) time for m edges; no allocation once the buffers are large enough.
        ///
        /// # Panics
        /// If `ground` is not below the vertex count.
        pub fn grundy(&mut self, ground: usize) -> u64 {
            let Hackenbush {
                first,
                incidences,
                tin,
                stack,
            } = self;
            let n = first.len();
            assert!(
                ground < n,
                "hackenbush_grundy: the ground vertex is out of range"
            );
            tin.clear();
            tin.resize(n, NONE);
            tin[ground] = 0;
            stack.clear();
            stack.push(Frame {
                entered_by: NONE,
                next: first[ground],
                tin: 0,
                low: 0,
                value: 0,
            });
            let mut timer = 1u32;
            while let Some(top) = stack.last_mut() {
                // Scan the incidences of v (the top vertex) up to the first undiscovered
                // neighbour (on a copy of the frame, kept in registers).
                let mut frame = *top;
                let mut tree_edge = None;
                while frame.next != NONE {
                    let i = frame.next;
                    let Incidence { to: w, next } = incidences[i as usize];
                    frame.next = next;
                    let seen = tin[w as usize];
                    if seen == NONE {
                        tree_edge = Some((w, i ^ 1));
                        break;
                    }
                    // Any other edge but the one we came in by is a non-tree edge:
                    // always to an ancestor (or a loop), so inside the component. Count
                    // it once, from its lower end (a loop is listed only once). Written
                    // without branches: which case occurs is data, and mispredictions
                    // would cost more than the whole test.
                    let other = i != frame.entered_by;
                    frame.value ^= (other & (seen <= frame.tin)) as u32;
                    frame.low = frame.low.min(if other { seen } else { NONE });
                }
                *top = frame;
                if let Some((w, entered_by)) = tree_edge {
                    tin[w as usize] = timer;
                    stack.push(Frame {
                        entered_by,
                        next: first[w as usize],
                        tin: timer,
                        low: timer,
                        value: 0,
                    });
                    timer += 1;
                    continue;
                }
                // v is finished: hand its subtree's value to its parent.
                let done = frame;
                stack.pop();
                let Some(parent) = stack.last_mut() else {
                    return done.value as u64; // the ground: its component is complete
                };
                parent.low = parent.low.min(done.low);
                parent.value ^= if done.low == done.tin {
                    // Nothing below reaches above v: the edge up is a bridge and v
                    // heads a finished component D, worth g(D) + 1 with that bridge
                    // (colon principle).
                    done.value + 1
                } else {
                    // The edge up lies on a cycle: one more inner edge of the same
                    // component.
                    done.value ^ 1
                };
            }
            unreachable!("the ground's frame returns")
        }
    }

    /// The Grundy value of Green Hackenbush on the multigraph on `0..n` with the given
    /// edges (loops and parallel edges allowed), `ground` being the vertex on the ground.
    /// (For many graphs, reuse one [`Hackenbush`] instead.)
    ///
    /// # Complexity
    /// O(n + m) time and memory for m edges.
    ///
    /// # Panics
    /// If `ground >= n` or an endpoint is `>= n`.
    ///
    /// # Example
    /// ```
    /// use grundy::hackenbush::hackenbush_grundy;
    /// // A triangle through the ground: three loops after fusion, 3 mod 2 = 1.
    /// assert_eq!(hackenbush_grundy(3, &[(0, 1), (1, 2), (2, 0)], 0), 1);
    /// // A stalk 0-1 with a triangle 1-2-3 on top: 1 + 1 = 2.
    /// assert_eq!(hackenbush_grundy(4, &[(0, 1), (1, 2), (1, 3), (2, 3)], 0), 2);
    /// // Two parallel edges to the ground: 1 xor 1 = 0; a loop alone: 1.
    /// assert_eq!(hackenbush_grundy(2, &[(0, 1), (1, 0)], 0), 0);
    /// assert_eq!(hackenbush_grundy(1, &[(0, 0)], 0), 1);
    /// ```
    pub fn hackenbush_grundy(n: usize, edges: &[(u32, u32)], ground: usize) -> u64 {
        let mut game = Hackenbush::new();
        game.reset(n);
        for &(a, b) in edges {
            game.add_edge(a as usize, b as usize);
        }
        game.grundy(ground)
    }

    #[cfg(test)]
    mod tests {
        use super::super::trees::edge_deletion_grundy;
        use super::super::trees::tests::edge_deletion_by_search;
        use super::*;

        fn to_u32(edges: &[(usize, usize)]) -> Vec<(u32, u32)> {
            edges.iter().map(|&(a, b)| (a as u32, b as u32)).collect()
        }

        fn check(n: usize, edges: &[(usize, usize)], ground: usize) -> u64 {
            let want = edge_deletion_by_search(edges, ground);
            assert_eq!(
                hackenbush_grundy(n, &to_u32(edges), ground),
                want,
                "n {n} ground {ground} edges {edges:?}"
            );
            want
        }

        #[test]
        fn random_multigraphs_match_the_search() {
            let mut seed = 0x9e37_79b9_7f4a_7c15u64;
            let mut next = move |bound: u64| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                (seed % bound) as usize
            };
            let (mut loops, mut parallel, mut away, mut cyclic, mut nonzero) = (0, 0, 0, 0, 0);
            let mut game = Hackenbush::new();
            for _ in 0..600 {
                let n = 1 + next(7);
                let m = next(9);
                let edges: Vec<(usize, usize)> =
                    (0..m).map(|_| (next(n as u64), next(n as u64))).collect();
                let ground = next(n as u64);
                let value = check(n, &edges, ground);
                // One solver reused across all graphs, and twice on the same graph.
                game.reset(n);
                for &(a, b) in &edges {
                    game.add_edge(a, b);
                }
                assert_eq!(game.grundy(ground), value, "{edges:?}");
                let other = (ground + 1) % n;
                let want = edge_deletion_by_search(&edges, other);
                assert_eq!(game.grundy(other), want, "{edges:?} ground {other}");
                loops += edges.iter().any(|&(a, b)| a == b) as usize;
                parallel += (0..m).any(|i| {
                    (0..i).any(|j| {
                        let (a, b) = edges[i];
                        edges[j] == (a, b) || edges[j] == (b, a)
                    })
                }) as usize;
                // An edge away from the ground: not reached from it at all.
                let mut reached = 1u64 << ground;
                for _ in 0..n {
                    for &(a, b) in &edges {
                        if reached >> a & 1 == 1 || reached >> b & 1 == 1 {
                            reached |= 1 << a | 1 << b;
                        }
                    }
                }
                away += edges.iter().any(|&(a, _)| reached >> a & 1 == 0) as usize;
                nonzero += (value != 0) as usize;
                cyclic += (m >= n) as usize;
            }
            // The sample really covers loops, parallel edges and cycles.
            assert!(loops > 100 && parallel > 100 && cyclic > 100 && away > 50 && nonzero > 100);
        }

        #[test]
        fn denser_random_multigraphs_match_the_search() {
            // Larger than above: 9 to 11 edges on 3 to 8 vertices, so that components
            // nest (bridges between cycles between bridges) more than one level deep.
            let mut seed = 0x2545_f491_4f6c_dd1du64;
            let mut next = move |bound: u64| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                (seed % bound) as usize
            };
            let mut values = std::collections::BTreeSet::new();
            for _ in 0..150 {
                let n = 3 + next(6);
                let m = 9 + next(3);
                let edges: Vec<(usize, usize)> =
                    (0..m).map(|_| (next(n as u64), next(n as u64))).collect();
                values.insert(check(n, &edges, next(n as u64)));
            }
            assert!(values.len() >= 4, "{values:?}");
        }

        #[test]
        fn disconnected_parts_are_not_played() {
            // A triangle away from the ground, and a loop at an unreachable vertex.
            assert_eq!(check(5, &[(1, 2), (2, 3), (3, 1), (4, 4)], 0), 0);
            assert_eq!(check(5, &[(0, 1), (2, 3), (3, 4), (4, 2)], 0), 1);
        }

        #[test]
        fn small_cycles_and_classic_shapes_by_search() {
            // Cycles of length k through the ground: value k mod 2 (derived by search here).
            for k in 1..=8usize {
                let cycle: Vec<(usize, usize)> = (0..k).map(|i| (i, (i + 1) % k)).collect();
                assert_eq!(check(k, &cycle, 0), (k % 2) as u64, "cycle of {k}");
            }
            // A triangle on the ground, then the sample's "lollipop" (a stalk, a triangle
            // on top), a loop on a stalk, a digon, a theta graph.
            let triangle = check(3, &[(0, 1), (1, 2), (2, 0)], 0);
            let lollipop = check(4, &[(0, 1), (1, 2), (1, 3), (2, 3)], 0);
            assert_eq!((triangle, lollipop), (1, 2));
            assert_eq!(check(2, &[(0, 1), (1, 1)], 0), 2);
            assert_eq!(check(2, &[(0, 1), (0, 1)], 0), 0);
            check(4, &[(0, 1), (1, 3), (0, 2), (2, 3), (0, 3)], 0);
            check(
                5,
                &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 3), (4, 4)],
                0,
            );
        }

        #[test]
        fn agrees_with_the_tree_section_on_trees() {
            let mut seed = 12345u64;
            for n in 1..200usize {
                let edges: Vec<(u32, u32)> = (1..n)
                    .map(|i| {
                        seed = seed
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        ((seed >> 33) as usize % i, i)
                    })
                    .map(|(p, i)| (p as u32, i as u32))
                    .collect();
                let root = (seed >> 40) as usize % n;
                assert_eq!(
                    hackenbush_grundy(n, &edges, root),
                    edge_deletion_grundy(n, &edges, root)
                );
            }
        }

        #[test]
        fn deep_paths_cycles_and_cycle_chains_do_not_overflow_the_stack() {
            let n = 1_000_000u32;
            let path: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
            assert_eq!(hackenbush_grundy(n as usize, &path, 0), (n - 1) as u64);
            let m = n / 2;
            assert_eq!(
                hackenbush_grundy(n as usize, &path, m as usize),
                (m ^ (n - 1 - m)) as u64
            );
            // One long cycle: n edges fused into n loops.
            let mut cycle = path.clone();
            cycle.push((n - 1, 0));
            assert_eq!(hackenbush_grundy(n as usize, &cycle, 0), (n % 2) as u64);
            let mut odd_cycle: Vec<(u32, u32)> = (0..n - 2).map(|i| (i, i + 1)).collect();
            odd_cycle.push((n - 2, 0));
            assert_eq!(hackenbush_grundy(n as usize - 1, &odd_cycle, 7), 1);
            // A chain of K triangles {3i, 3i+1, 3i+2}, the bridge 3i+2 – 3i+3 between
            // neighbours, the ground at 0. By the formula from the top: g = 1, 1 ^ 2 = 3,
            // 1 ^ 4 = 5, …, so the whole chain is worth 2K - 1.
            let k = 300_000u32;
            let mut chain = Vec::new();
            for i in 0..k {
                let a = 3 * i;
                chain.extend([(a, a + 1), (a + 1, a + 2), (a + 2, a)]);
                if i + 1 < k {
                    chain.push((a + 2, a + 3));
                }
            }
            assert_eq!(
                hackenbush_grundy(3 * k as usize, &chain, 0),
                2 * k as u64 - 1
            );
            // Check the formula itself by search on short chains.
            for k in 1..=2u32 {
                let short: Vec<(usize, usize)> = chain
                    .iter()
                    .filter(|&&(a, b)| a < 3 * k && b < 3 * k)
                    .map(|&(a, b)| (a as usize, b as usize))
                    .collect();
                assert_eq!(check(3 * k as usize, &short, 0), 2 * k as u64 - 1);
            }
        }

        /// The generated cases `testdata/poj3710/random-*.in` against the search.
        #[test]
        fn generated_testdata_matches_the_search() {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/poj3710");
            let mut files = 0;
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                let name = path.file_name().unwrap().to_str().unwrap().to_string();
                if !(name.starts_with("random-") && name.ends_with(".in")) {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                let nums: Vec<usize> = text
                    .split_ascii_whitespace()
                    .map(|t| t.parse().unwrap())
                    .collect();
                let mut at = 0;
                let mut want = String::new();
                while at < nums.len() {
                    let graphs = nums[at];
                    at += 1;
                    let mut total = 0;
                    for _ in 0..graphs {
                        let (_, k) = (nums[at], nums[at + 1]);
                        let edges: Vec<(usize, usize)> = (0..k)
                            .map(|i| (nums[at + 2 + 2 * i] - 1, nums[at + 3 + 2 * i] - 1))
                            .collect();
                        at += 2 + 2 * k;
                        total ^= edge_deletion_by_search(&edges, 0);
                    }
                    want.push_str(if total != 0 { "Sally\n" } else { "Harry\n" });
                }
                let out = std::fs::read_to_string(path.with_extension("out")).unwrap();
                assert_eq!(out, want, "poj3710/{name}");
                files += 1;
            }
            assert!(files >= 2, "the generated cases are missing");
        }
    }
}

// ==== end of sections ====
