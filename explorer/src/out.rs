//! Output and failure: the one writer every command's results, errors and progress go
//! through, and the small formatting helpers they share. Nothing here panics on a failed
//! write: a failed stderr is ignored; a failed stdout ends the command with exit 1 and one
//! `error:` line, except a closed pipe (the reader stopped, as `| head` does), which ends
//! it quietly with exit 0.

use serde::Serialize;
use std::io::{BufRead, Read, Write};

/// Why a command stopped early.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// Bad input, or a question beyond the explorer's stated limits (exit 2).
    Usage(String),
    /// Standard output could not be written (exit 1).
    Output(String),
    /// The reader of standard output went away (exit 0, nothing said).
    Closed,
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Usage(message)
    }
}

impl Failure {
    /// The exit code, after saying why on stderr.
    pub fn exit(self) -> i32 {
        match self {
            Failure::Usage(m) => error(&m, 2),
            Failure::Output(m) => error(&m, 1),
            Failure::Closed => 0,
        }
    }

    /// The message (empty for [`Failure::Closed`]).
    pub fn message(&self) -> &str {
        match self {
            Failure::Usage(m) | Failure::Output(m) => m,
            Failure::Closed => "",
        }
    }
}

/// Writes `error: message` on stderr (escaped by [`clean`], one line, a failed write
/// ignored) and returns `code`.
pub fn error(message: &str, code: i32) -> i32 {
    let line = clean(message).replace('\n', " ");
    let _ = writeln!(std::io::stderr().lock(), "error: {line}");
    code
}

/// A progress line on stderr; a failed write is ignored.
pub fn progress(line: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{}", clean(line));
}

/// `text` with control and bidirectional-format characters escaped as by
/// `str::escape_debug` (`\u{1b}`, `\u{202e}`), as the judges show tokens: an echoed
/// argument cannot recolour a terminal or reorder a line. Newlines are kept.
pub fn clean(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let plain = c == '\n' || matches!(c, '"' | '\'' | '\\') || c.escape_debug().count() == 1;
        if plain {
            out.push(c);
        } else {
            out.extend(c.escape_debug());
        }
    }
    out
}

/// `text` in double quotes, escaped as [`clean`] does: for echoing an argument.
pub fn quoted(text: &str) -> String {
    format!("\"{}\"", clean(text))
}

/// Writes `text` (a line end added) on stdout and flushes.
pub fn write_stdout(text: &str) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{text}").and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(Failure::Closed),
        Err(e) => Err(Failure::Output(format!("cannot write standard output: {e}"))),
    }
}

/// Prints `object` as one line of JSON, or `text` (trailing blanks trimmed).
pub fn emit<T: Serialize>(json: bool, object: &T, text: &str) -> Result<(), Failure> {
    if json {
        let line = serde_json::to_string(object)
            .map_err(|e| Failure::Output(format!("cannot write JSON: {e}")))?;
        write_stdout(&line)
    } else {
        write_stdout(text.trim_end())
    }
}

/// The longest line [`read_line`] accepts, in bytes.
pub const LINE_LIMIT: usize = 1 << 20;

/// The next line of `input` without its line end, `None` at the end of input; a line of
/// more than [`LINE_LIMIT`] bytes or of invalid UTF-8 is bad input (exit 2). Memory is
/// bounded by the limit, whatever the input holds.
pub fn read_line(input: &mut impl BufRead) -> Result<Option<String>, Failure> {
    let mut bytes = Vec::new();
    let read = Read::take(input.by_ref(), LINE_LIMIT as u64 + 1)
        .read_until(b'\n', &mut bytes)
        .map_err(|e| Failure::Usage(format!("cannot read standard input: {e}")))?;
    if read == 0 {
        return Ok(None);
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
    } else if bytes.len() > LINE_LIMIT {
        return Err(Failure::Usage(format!("an input line is longer than {LINE_LIMIT} bytes")));
    }
    String::from_utf8(bytes)
        .map(Some)
        .map_err(|_| Failure::Usage("an input line is not valid UTF-8".into()))
}

/// Numbers separated by spaces.
pub fn spaced(values: &[u64]) -> String {
    let words: Vec<String> = values.iter().map(u64::to_string).collect();
    words.join(" ")
}

/// "N" if the player to move wins, else "P".
pub fn outcome(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "N"
    } else {
        "P"
    }
}

/// A number in a game or position: a `u64`.
pub fn parse_u64(text: &str, what: &str) -> Result<u64, String> {
    text.parse::<u64>().map_err(|_| {
        format!("{what} must be a whole number from 0 to {}, not {}", u64::MAX, quoted(text))
    })
}

/// An option's count: a whole number from 0 (so `-1` is named as a bad value, not an option).
pub fn count(text: &str) -> Result<usize, String> {
    text.parse().map_err(|_| "expected a whole number from 0 up".to_string())
}
