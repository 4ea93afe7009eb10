// The scanner of a `--lean` bundle: `bundle --lean` puts these items into the library's
// section `io`, in place of its `Scanner` and that type's `impl`, so the section's own `use`
// lines, `is_blank`, `InputError`, `Output` and `run` serve them. The same reading methods,
// for valid input only: an error names no location (line 0, token 0) and, as there, a
// number token has at most 64 bytes. Checked against the real scanner in
// tools/src/bundle_tests.rs, and on every valid case of every problem by run_tests.sh.

/// Blank-separated integers of a reader, through a 64 KiB buffer.
pub struct Scanner<R> {
    src: R,
    buf: Vec<u8>,
    pos: usize,
    len: usize,
    /// The token read last.
    token: Vec<u8>,
}

impl<R: Read> Scanner<R> {
    pub fn new(src: R) -> Self {
        let mut sc = Scanner {
            src,
            buf: vec![0; 1 << 16],
            pos: 0,
            len: 0,
            token: Vec::new(),
        };
        for &b in b"\xEF\xBB\xBF" {
            sc.pos += (sc.peek() == Some(b)) as usize;
        }
        sc
    }

    /// The next byte, not taken; `None` at the end of input (or when reading fails).
    fn peek(&mut self) -> Option<u8> {
        if self.pos == self.len {
            self.pos = 0;
            self.len = loop {
                match self.src.read(&mut self.buf) {
                    Err(e) if e.kind() == ErrorKind::Interrupted => {}
                    r => break r.unwrap_or(0),
                }
            };
        }
        self.buf[..self.len].get(self.pos).copied()
    }

    /// The next token as an integer `[+|-]digits` in `lo..=hi` (a `-` only if `sign`).
    fn int(&mut self, lo: i128, hi: i128, sign: bool, what: &str) -> Result<i128, InputError> {
        while self.peek().is_some_and(is_blank) {
            self.pos += 1;
        }
        self.token.clear();
        while let Some(b) = self.peek().filter(|&b| !is_blank(b)) {
            if self.token.len() <= 64 {
                self.token.push(b);
            }
            self.pos += 1;
        }
        let t = std::str::from_utf8(&self.token)
            .ok()
            .filter(|t| t.len() <= 64);
        let v = t.and_then(|t| t.parse::<i128>().ok());
        let sign_ok = sign || self.token.first() != Some(&b'-');
        match v.filter(|v| sign_ok && lo <= *v && *v <= hi) {
            Some(v) => Ok(v),
            None => Err(self.error_at_last(format!("{}, an integer in {}..={}", what, lo, hi))),
        }
    }

    pub fn u64_in(&mut self, lo: u64, hi: u64, what: &str) -> Result<u64, InputError> {
        self.int(lo.into(), hi.into(), false, what)
            .map(|v| v as u64)
    }

    pub fn u64(&mut self, what: &str) -> Result<u64, InputError> {
        self.u64_in(0, u64::MAX, what)
    }

    pub fn usize_in(&mut self, lo: usize, hi: usize, what: &str) -> Result<usize, InputError> {
        self.int(lo as i128, hi as i128, false, what)
            .map(|v| v as usize)
    }

    pub fn i64_in(&mut self, lo: i64, hi: i64, what: &str) -> Result<i64, InputError> {
        self.int(lo.into(), hi.into(), true, what).map(|v| v as i64)
    }

    /// True if only blanks are left.
    pub fn at_end(&mut self) -> bool {
        while self.peek().is_some_and(is_blank) {
            self.pos += 1;
        }
        self.peek().is_none()
    }

    pub fn expect_end(&mut self) -> SolveResult {
        if self.at_end() {
            return Ok(());
        }
        let _ = self.int(0, 0, false, "");
        Err(self.error_at_last("end of input"))
    }

    /// An error about the token read last, with no location.
    pub fn error_at_last(&self, expected: impl Into<String>) -> InputError {
        let token =
            Some(String::from_utf8_lossy(&self.token).into_owned()).filter(|t| !t.is_empty());
        InputError {
            line: 0,
            token_index: 0,
            token,
            expected: expected.into(),
        }
    }
}
