//! Tests of the `io` section: the streaming scanner against a whole-input tokenizer written
//! the plain way, over readers that hand out the input in pieces of every size.

use crate::kit::Rng;
use grundy::io::*;
use std::io::Read;

/// A reader that returns at most `piece` bytes per call (1 makes every byte a refill), and
/// fails with an error instead of ending when `fail_at_end` is set.
struct Pieces<'a> {
    data: &'a [u8],
    piece: usize,
    fail_at_end: bool,
}

impl Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.data.is_empty() && self.fail_at_end {
            return Err(std::io::Error::new(std::io::ErrorKind::Other, "disk on fire"));
        }
        let n = self.piece.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

fn pieces(data: &[u8], piece: usize) -> Scanner<Pieces<'_>> {
    Scanner::new(Pieces { data, piece, fail_at_end: false })
}

/// A token: its 1-based line, its 1-based index in that line, its bytes.
type Token = (usize, usize, Vec<u8>);

/// The textbook tokenizer: every token of `text` with its 1-based line and index in line.
/// A UTF-8 byte-order mark opens the input; lines end with LF, CRLF or a lone CR.
fn tokens_by_hand(text: &[u8]) -> (Vec<Token>, usize) {
    let text = text.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(text);
    let (mut out, mut line, mut index, mut i) = (Vec::new(), 1, 0, 0);
    while i < text.len() {
        let b = text[i];
        if b == b'\n' || (b == b'\r' && text.get(i + 1) != Some(&b'\n')) {
            line += 1;
            index = 0;
            i += 1;
        } else if matches!(b, b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c') {
            i += 1;
        } else {
            let start = i;
            while i < text.len()
                && !matches!(text[i], b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
            {
                i += 1;
            }
            index += 1;
            out.push((line, index, text[start..i].to_vec()));
        }
    }
    (out, line)
}

const SEPARATORS: [&str; 9] =
    [" ", "  ", "\t", "\n", "\r\n", "\r", "\n\n", "\r\n\r\n", " \x0b\x0c "];

/// Random inputs of numbers, one bad token among them, read in random pieces: the values
/// and the error's line, index and token are those of the textbook tokenizer.
#[test]
fn streaming_matches_the_textbook_tokenizer() {
    let mut rng = Rng::new(7);
    for round in 0..600 {
        let long = round % 10 == 0; // some inputs span several 64 KiB blocks
        let count = if long { 30_000 } else { rng.range(0, 40) as usize };
        let bad_at = rng.below(count as u64 + 1) as usize;
        let mut text = Vec::new();
        if rng.below(4) == 0 {
            text.extend_from_slice(b"\xEF\xBB\xBF");
        }
        let mut want = Vec::new();
        for i in 0..=count {
            if i == bad_at {
                let bad: &[u8] =
                    [&b"x7"[..], b"1.5", b"18446744073709551616", b"-3", b"+", b"9\xC3\xA9"]
                        [rng.below(6) as usize];
                text.extend_from_slice(bad);
            } else {
                let v = match rng.below(4) {
                    0 => rng.next_u64(),
                    1 => rng.below(10),
                    2 => u64::MAX - rng.below(3),
                    _ => rng.below(1_000_000_007),
                };
                want.push(v);
                if rng.below(8) == 0 {
                    text.extend_from_slice(b"+000");
                }
                text.extend_from_slice(v.to_string().as_bytes());
            }
            text.extend_from_slice(SEPARATORS[rng.below(9) as usize].as_bytes());
        }
        if rng.below(2) == 0 {
            text.pop(); // no final newline, or a cut CRLF
        }
        let (tokens, _) = tokens_by_hand(&text);
        let (line, index, token) = &tokens[bad_at];
        let piece = [1, 2, 3, 7, 64, 4096, 1 << 20][rng.below(7) as usize];
        let mut sc = pieces(&text, piece);
        for (i, &v) in want[..bad_at].iter().enumerate() {
            assert_eq!(sc.u64("v"), Ok(v), "round {round}, value {i}");
        }
        let e = sc.u64("v").unwrap_err();
        assert_eq!((e.line, e.token_index), (*line, *index), "round {round}, piece {piece}");
        assert_eq!(
            e.token.as_deref().map(str::as_bytes),
            Some(&token[..token.len().min(40)])
                .map(|t| String::from_utf8_lossy(t).into_owned())
                .as_deref()
                .map(str::as_bytes)
        );
        for &v in &want[bad_at..] {
            assert_eq!(sc.u64("v"), Ok(v));
        }
        assert!(sc.at_end());
        let (_, lines) = tokens_by_hand(&text);
        assert_eq!(sc.u64("more").unwrap_err().line, lines, "round {round}: end of input");
    }
}

#[test]
fn blanks_line_ends_and_the_byte_order_mark() {
    for piece in [1, 2, 5, 100] {
        let text = b"\xEF\xBB\xBF  1\t2\r\n\r\n3 \x0b\x0c \r4\n+5";
        let mut sc = pieces(text, piece);
        for want in 1..=5 {
            assert_eq!(sc.u64("x"), Ok(want));
        }
        assert!(sc.expect_end().is_ok());
        let e = sc.u64("x").unwrap_err();
        assert_eq!(e.to_string(), "line 5: unexpected end of input, expected x");
    }
    // Only a byte-order mark, or nothing at all.
    assert!(pieces(b"\xEF\xBB\xBF", 1).at_end());
    assert!(pieces(b"", 1).at_end());
    // A mark anywhere else is a bad token like any other.
    let mut sc = pieces(b"1 \xEF\xBB\xBF", 1);
    assert_eq!(sc.u64("a"), Ok(1));
    let e = sc.u64("b").unwrap_err();
    assert_eq!((e.line, e.token_index, e.token.as_deref()), (1, 2, Some("\u{feff}")));
}

#[test]
fn integer_edges() {
    let ok = |t: &str| pieces(t.as_bytes(), 3).u64("v");
    assert_eq!(ok("18446744073709551615"), Ok(u64::MAX));
    assert_eq!(ok("+0000000000000000000000000042"), Ok(42));
    for bad in [
        "18446744073709551616",
        "99999999999999999999",
        "-1",
        "-0",
        "1a",
        "a",
        "1.0",
        "++1",
        "+",
        "-",
    ] {
        let e = ok(bad).unwrap_err();
        assert_eq!((e.line, e.token_index, e.token.as_deref()), (1, 1, Some(bad)), "{bad}");
    }
    // A number token has at most 64 bytes, whatever the pieces the input comes in: 62
    // leading zeros are fine; one more byte makes it an error, never a wrong value.
    for piece in [1 << 20, 61, 7, 1] {
        let zeros = format!("7 +{}5 8", "0".repeat(62));
        let mut sc = pieces(zeros.as_bytes(), piece);
        assert_eq!((sc.u64("a"), sc.u64("b"), sc.u64("c")), (Ok(7), Ok(5), Ok(8)));
        let long = format!("7\n{}5 8", "0".repeat(64));
        let mut sc = pieces(long.as_bytes(), piece);
        sc.u64("a").unwrap();
        let e = sc.u64("b").unwrap_err();
        assert_eq!((e.line, e.token_index, e.token.unwrap().len()), (2, 1, 40));
    }

    // The limit holds at the end of input too: a 64-byte token is read there, a 65-byte one
    // (which fills the slow path's whole window) is rejected as anywhere else.
    for (len, end) in [(64, ""), (64, "\n"), (65, ""), (65, "\n"), (66, "")] {
        let token = format!("+{}5", "0".repeat(len - 2));
        let text = format!("7 {token}{end}");
        let mut sc = pieces(text.as_bytes(), 1 << 20);
        assert_eq!(sc.u64("a"), Ok(7));
        let want = Some(5).filter(|_| len <= 64);
        assert_eq!(sc.u64("b").ok(), want, "{len} bytes, then {end:?}");
        let mut sc = pieces(text.as_bytes(), 1 << 20);
        assert_eq!(sc.u64("a"), Ok(7));
        assert_eq!(sc.i64_in(-9, 9, "c").ok(), want.map(|v| v as i64), "{len}, {end:?}");
    }

    let small = |t: &str| pieces(t.as_bytes(), 2).usize_in(2, 9, "v");
    assert_eq!((small("2"), small("9"), small("+5")), (Ok(2), Ok(9), Ok(5)));
    for bad in ["1", "10", "0", "-3", "18446744073709551616"] {
        assert_eq!(small(bad).unwrap_err().token.as_deref(), Some(bad));
    }

    let signed = |t: &str| pieces(t.as_bytes(), 2).i64_in(i64::MIN, i64::MAX, "v");
    assert_eq!(signed("-9223372036854775808"), Ok(i64::MIN));
    assert_eq!(signed("9223372036854775807"), Ok(i64::MAX));
    assert_eq!(signed("-0"), Ok(0));
    assert_eq!(signed("+5"), Ok(5));
    for bad in ["9223372036854775808", "-9223372036854775809", "-+5", "--5", "5-"] {
        assert!(signed(bad).is_err(), "{bad}");
    }
}

/// Signed tokens, good and bad, in long inputs (so that most take the hot path), read with
/// random ranges in random pieces: a value iff `str::parse` gives one in range, else an error
/// naming the token as the textbook tokenizer does.
#[test]
fn signed_reads_match_str_parse() {
    let mut rng = Rng::new(11);
    const ODD: [&str; 10] = ["-", "--5", "5-", "-+5", "+-5", "-x", "1-2", "+", "-0", "+0"];
    for round in 0..30 {
        let (mut text, mut reads) = (Vec::new(), Vec::new());
        for _ in 0..4_000 {
            let big = 10i64.pow(rng.below(19) as u32);
            let token = match rng.below(8) {
                0 => ODD[rng.below(10) as usize].to_string(),
                1 => format!("-{}{}", "0".repeat(rng.below(25) as usize), rng.below(100)),
                2 => (rng.next_u64() as i64).to_string(),
                3 => format!("+{}", rng.below(1000)),
                4 => [i64::MIN, i64::MAX, big, -big, big - 1, 1 - big][rng.below(6) as usize]
                    .to_string(),
                5 => (-(big as i128) * 10 - rng.below(3) as i128).to_string(),
                _ => (rng.below(2_000_000_001) as i64 - 1_000_000_000).to_string(),
            };
            let (lo, hi) = [(i64::MIN, i64::MAX), (-1_000_000_000, 1_000_000_000), (1, 99)]
                [rng.below(3) as usize];
            let want = token.parse::<i64>().ok().filter(|v| (lo..=hi).contains(v));
            reads.push((lo, hi, want));
            text.extend_from_slice(token.as_bytes());
            text.extend_from_slice(SEPARATORS[rng.below(9) as usize].as_bytes());
        }
        let (tokens, _) = tokens_by_hand(&text);
        let piece = [1, 7, 64, 4096, 1 << 20][rng.below(5) as usize];
        let mut sc = pieces(&text, piece);
        for (i, &(lo, hi, want)) in reads.iter().enumerate() {
            let got = sc.i64_in(lo, hi, "v");
            match want {
                Some(v) => assert_eq!(got, Ok(v), "round {round}, token {i}"),
                None => {
                    let e = got.unwrap_err();
                    let (line, index, token) = &tokens[i];
                    let named = (e.line, e.token_index, e.token.unwrap().into_bytes());
                    assert_eq!(named, (*line, *index, token.clone()), "round {round}, {i}");
                }
            }
        }
        assert!(sc.at_end());
    }
}

/// A read gave `want` if there is one, else an error naming `token` (line, index, text) as
/// the textbook tokenizer does.
fn agrees(got: Result<u64, InputError>, want: Option<u64>, token: &Token, what: &str) {
    match (got, want) {
        (Ok(v), Some(w)) => assert_eq!(v, w, "{what}"),
        (Err(e), None) => {
            let named = (e.line, e.token_index, e.token.unwrap().into_bytes());
            assert_eq!(&named, token, "{what}");
        }
        (got, want) => panic!("{what}: {got:?}, want {want:?}"),
    }
}

/// Unsigned reads with random ranges in long inputs (so that most take the hot path): a value
/// iff `str::parse` gives one in range, else an error naming the token.
#[test]
fn ranged_reads_match_str_parse() {
    let mut rng = Rng::new(1846);
    let (mut text, mut reads) = (Vec::new(), Vec::new());
    for _ in 0..4_000 {
        let v = match rng.below(3) {
            0 => rng.below(12),
            1 => rng.next_u64() >> rng.below(64),
            _ => 1_000_000_000 + rng.below(3) - 1,
        };
        let (lo, hi) = [(1, 10), (0, 1_000_000_000), (5, 5), (2, u64::MAX)][rng.below(4) as usize];
        reads.push((lo, hi, Some(v).filter(|v| (lo..=hi).contains(v))));
        text.extend_from_slice(v.to_string().as_bytes());
        text.extend_from_slice(SEPARATORS[rng.below(9) as usize].as_bytes());
    }
    let (tokens, _) = tokens_by_hand(&text);
    let mut sc = pieces(&text, 1 << 20);
    for (i, &(lo, hi, want)) in reads.iter().enumerate() {
        let what = format!("token {i} in {lo}..={hi}");
        agrees(sc.u64_in(lo, hi, "v"), want, &tokens[i], &what);
    }
    assert!(sc.at_end());
}

/// Tokens of 19 to 21 digits (random, and the edges of `u64`: 2^64 − 1 and 2^64, 10^19,
/// 2^64 + 10^19, which wraps to 10^19, leading zeros) in a long input, so that the hot path
/// reads them: a value iff `str::parse` gives one, else an error naming the token.
#[test]
fn twenty_digit_reads_match_str_parse() {
    let mut rng = Rng::new(3032);
    let edges = [
        "18446744073709551615",
        "18446744073709551616",
        "10000000000000000000",
        "28446744073709551616",
        "09999999999999999999",
        "00000000000000000001",
        "99999999999999999999",
        "19999999999999999999",
    ];
    let mut text = String::new();
    for _ in 0..3_000 {
        let t = match rng.below(3) {
            0 => edges[rng.below(edges.len() as u64) as usize].to_string(),
            _ => {
                let len = 19 + rng.below(3) as usize;
                let first = char::from(b'0' + [1, 1, 1, 2, 9][rng.below(5) as usize]);
                let rest: String =
                    (1..len).map(|_| char::from(b'0' + rng.below(10) as u8)).collect();
                format!("{first}{rest}")
            }
        };
        text.push_str(&t);
        text.push_str(SEPARATORS[rng.below(9) as usize]);
    }
    let (tokens, _) = tokens_by_hand(text.as_bytes());
    let mut sc = pieces(text.as_bytes(), 1 << 20);
    for (i, (_, _, t)) in tokens.iter().enumerate() {
        let want = std::str::from_utf8(t).unwrap().parse::<u64>().ok();
        agrees(sc.u64("v"), want, &tokens[i], &format!("token {i}"));
    }
    assert!(sc.at_end());
}

#[test]
fn errors_name_line_token_and_expectation() {
    let mut sc = pieces(b"1 2\n3 x7 5\n", 1);
    for _ in 0..3 {
        sc.u64("a").unwrap();
    }
    let e = sc.u64("a pile").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, token 2 \"x7\": expected a pile, an integer in 0..=18446744073709551615"
    );
    let e = sc.u64_in(0, 4, "b").unwrap_err();
    assert_eq!(e.to_string(), "line 2, token 3 \"5\": expected b, an integer in 0..=4");
    assert_eq!(
        sc.error_at_last("no more than 4").to_string(),
        "line 2, token 3 \"5\": expected no more than 4"
    );
    let e = sc.u64("c").unwrap_err();
    assert_eq!(e.to_string(), "line 3: unexpected end of input, expected c");

    let mut sc = pieces(b"5\r\n6 7", 2);
    assert_eq!((sc.u64("n"), sc.u64("n")), (Ok(5), Ok(6)));
    let e = sc.expect_end().unwrap_err();
    assert_eq!(e.to_string(), "line 2, token 2 \"7\": expected end of input");
}

/// A bad token is shown escaped, so the error stays one printable line: control bytes, NUL,
/// separators that some tools split lines at, invalid UTF-8, quotes and backslashes.
#[test]
fn error_tokens_are_shown_escaped() {
    let cases: [(&[u8], &str); 6] = [
        (b"\x1b[31m", "\\u{1b}[31m"),
        (b"1\x00", "1\\0"),
        (b"2\x1c3", "2\\u{1c}3"),
        ("4\u{2028}5".as_bytes(), "4\\u{2028}5"),
        (b"6\xff", "6\u{fffd}"),
        (b"\"7\\", "\\\"7\\\\"),
    ];
    for (token, shown) in cases {
        let mut text = b"1 ".to_vec();
        text.extend_from_slice(token);
        let mut sc = pieces(&text, 1);
        sc.u64("n").unwrap();
        let e = sc.u64("a pile").unwrap_err();
        assert_eq!(
            e.token.as_deref().map(str::as_bytes),
            Some(String::from_utf8_lossy(token).as_bytes())
        );
        let message = e.to_string();
        let want = format!("line 1, token 2 \"{shown}\": expected a pile");
        assert!(message.starts_with(&want), "{message:?} vs {want:?}");
        assert!(message.chars().all(|c| !c.is_control() && c != '\u{2028}'), "{message:?}");
    }
}

/// Every number of 1 to 21 digits, unsigned and negative, after 0 to 70 blanks, with plenty of
/// input after it (the hot paths, up to their 64 blanks and 18 or 19 digits): as `str::parse`
/// reads it; and `error_at_last` then names it.
#[test]
fn long_blank_runs_and_long_numbers_before_more_input() {
    for blanks in 0..=70 {
        for digits in 1..=21 {
            let number = "9876543210".repeat(3)[..digits].to_string();
            let text = format!("{}{number}{}7", " ".repeat(blanks), " ".repeat(200));
            let mut sc = pieces(text.as_bytes(), 1 << 20);
            let at = format!("{blanks} blanks, {digits} digits");
            match number.parse::<u64>() {
                Ok(v) => assert_eq!(sc.u64("a"), Ok(v), "{at}"),
                Err(_) => assert!(sc.u64("a").is_err(), "{at}"),
            }
            let e = sc.error_at_last("x");
            assert_eq!((e.token_index, e.token.as_deref()), (1, Some(&number[..])));

            let negative = format!("-{number}");
            let text = format!("{}{negative}{}7", " ".repeat(blanks), " ".repeat(200));
            let mut sc = pieces(text.as_bytes(), 1 << 20);
            match negative.parse::<i64>() {
                Ok(v) => assert_eq!(sc.i64_in(i64::MIN, 0, "a"), Ok(v), "-{at}"),
                Err(_) => assert!(sc.i64_in(i64::MIN, 0, "a").is_err(), "-{at}"),
            }
            let e = sc.error_at_last("x");
            assert_eq!((e.token_index, e.token.as_deref()), (1, Some(&negative[..])));
        }
    }
}

/// After a refill, the bytes past the input's end still hold the block before: a short last
/// token read at the buffer's start must stop at the end, not run on into them.
#[test]
fn a_short_last_token_after_a_refill_ignores_stale_bytes() {
    let text = format!("5 999{}12", " ".repeat((1 << 16) - 5));
    let mut sc = pieces(text.as_bytes(), 1 << 20);
    assert_eq!((sc.u64("a"), sc.u64("b")), (Ok(5), Ok(999)));
    assert!(!sc.at_end());
    assert_eq!(sc.u64("c"), Ok(12));
    assert!(sc.at_end());
}

/// `error_at_last` names the last token even after `at_end` has read far past it: from the
/// same block, or from the one before (the token near the end of the 64 KiB buffer).
#[test]
fn the_last_token_outlives_refills() {
    for (piece, pad) in [1, 2, 3, 5, 64, 1 << 20].into_iter().flat_map(|p| [(p, 0), (p, 50_000)]) {
        let text = format!("{}1 22\r{}x", " ".repeat(pad), " \n\r\n".repeat(5000));
        let mut sc = pieces(text.as_bytes(), piece);
        assert_eq!((sc.u64("a"), sc.u64("b")), (Ok(1), Ok(22)));
        assert!(!sc.at_end());
        let e = sc.error_at_last("fewer");
        assert_eq!((e.line, e.token_index, e.token.as_deref()), (1, 2, Some("22")), "{piece}");
        let e = sc.u64("c").unwrap_err();
        assert_eq!((e.line, e.token_index, e.token.as_deref()), (10002, 1, Some("x")), "{piece}");
    }
}

#[test]
fn a_failed_read_is_an_error_not_an_end() {
    let mut sc = Scanner::new(Pieces { data: b"1 2", piece: 1, fail_at_end: true });
    assert_eq!((sc.u64("a"), sc.u64("b")), (Ok(1), Ok(2)));
    assert!(!sc.at_end());
    let e = sc.u64("c").unwrap_err();
    assert!(e.to_string().contains("disk on fire"), "{e}");
}

/// A read interrupted by a signal (`ErrorKind::Interrupted`) is retried, not an error.
#[test]
fn an_interrupted_read_is_retried() {
    struct Interrupted<'a>(&'a [u8], bool);
    impl Read for Interrupted<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            self.1 = !self.1;
            if self.1 {
                return Err(std::io::ErrorKind::Interrupted.into());
            }
            let n = buf.len().min(self.0.len()).min(2);
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }
    let mut sc = Scanner::new(Interrupted(b"12 345\n6", false));
    assert_eq!((sc.u64("a"), sc.u64("b"), sc.u64("c")), (Ok(12), Ok(345), Ok(6)));
    assert!(sc.expect_end().is_ok());
}

#[test]
fn the_buffer_stays_small_on_a_long_input() {
    /// 2·10^6 numbers made on the fly, never held: the scanner must cope with a stream.
    struct Counting(u64, Vec<u8>);
    impl Read for Counting {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            if self.1.is_empty() && self.0 < 2_000_000 {
                self.1 = format!("{}\n", self.0).into_bytes();
                self.0 += 1;
            }
            let n = self.1.len().min(buf.len());
            buf[..n].copy_from_slice(&self.1[..n]);
            self.1.drain(..n);
            Ok(n)
        }
    }
    let mut sc = Scanner::new(Counting(0, Vec::new()));
    let mut sum = 0u64;
    for _ in 0..2_000_000 {
        sum += sc.u64("v").unwrap();
    }
    assert_eq!(sum, 2_000_000 * 1_999_999 / 2);
    let e = sc.u64("v").unwrap_err();
    assert_eq!(e.line, 2_000_001);
}

#[test]
fn output_formats_and_flushes_in_order() {
    let mut out = Output::new(Vec::new());
    out.write_u64(0);
    out.byte(b' ');
    out.write_u64(u64::MAX);
    out.byte(b'\n');
    out.u64_line([1, 20, 300]);
    out.line("ok");
    for i in 0..100_000u64 {
        out.write_u64(i);
        out.byte(b'\n');
    }
    let s = String::from_utf8(out.finish().unwrap()).unwrap();
    let mut lines = s.lines();
    assert_eq!(lines.next(), Some("0 18446744073709551615"));
    assert_eq!(lines.next(), Some("1 20 300"));
    assert_eq!(lines.next(), Some("ok"));
    assert!(lines.map(|l| l.parse::<u64>().unwrap()).eq(0..100_000));

    let mut rng = Rng::new(3);
    let tens = (0..20).map(|k| 10u64.pow(k));
    let edges = tens.flat_map(|p| [p - 1, p, p + 1]).chain((0..64).map(|b| 1 << b));
    for v in edges.chain((0..10_000).map(|_| rng.next_u64() >> rng.below(64))) {
        let mut out = Output::new(Vec::new());
        out.write_u64(v);
        assert_eq!(out.finish().unwrap(), v.to_string().into_bytes());
    }
}

#[test]
fn u64_line_matches_plain_formatting_across_its_blocks() {
    // Edge values (0, u64::MAX, 10^k ± 1) and random ones, on lines short and long enough
    // (> 64 KiB) to cross the 64 KiB blocks it formats into, against `to_string` and `join`.
    let mut rng = Rng::new(1247);
    let tens = (0..20).map(|k| 10u64.pow(k)).flat_map(|p| [p - 1, p, p + 1]);
    let edges: Vec<u64> = tens.chain([0, u64::MAX]).collect();
    for len in [0, 1, 2, 3_000, 6_553, 6_554, 40_000] {
        let line: Vec<u64> = (0..len)
            .map(|_| match rng.below(3) {
                0 => edges[rng.below(edges.len() as u64) as usize],
                1 => rng.next_u64(),
                _ => rng.next_u64() >> rng.below(64),
            })
            .collect();
        let mut out = Output::new(Vec::new());
        out.u64_line(line.iter().copied());
        out.u64_line([u64::MAX]);
        let plain: Vec<String> = line.iter().map(|v| v.to_string()).collect();
        let want = format!("{}\n{}\n", plain.join(" "), u64::MAX);
        assert_eq!(String::from_utf8(out.finish().unwrap()).unwrap(), want, "{len}");
    }
}

#[test]
fn a_failed_write_is_reported_by_finish() {
    struct Full;
    impl std::io::Write for Full {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::Error::new(std::io::ErrorKind::Other, "no space left"))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut out = Output::new(Full);
    out.line("lost");
    assert!(out.finish().is_err());
}

/// Our scanner and proconio read the same numbers from the same random inputs.
#[test]
fn agrees_with_proconio() {
    use proconio::source::once::OnceSource;
    let mut rng = Rng::new(0x2545_f491_4f6c_dd1d);
    for _ in 0..200 {
        let n = rng.below(50) as usize;
        let mut text = String::new();
        for _ in 0..n {
            let v = match rng.below(3) {
                0 => rng.next_u64(),
                1 => rng.below(10),
                _ => u64::MAX - rng.below(3),
            };
            text.push_str(&v.to_string());
            text.push_str(SEPARATORS[rng.below(5) as usize]);
        }
        let mut ours = pieces(text.as_bytes(), 1 + rng.below(9) as usize);
        let got: Vec<u64> = (0..n).map(|_| ours.u64("v").unwrap()).collect();
        assert!(ours.at_end());
        let mut src = OnceSource::from(text.as_str());
        proconio::input! { from &mut src, theirs: [u64; n] }
        assert_eq!(got, theirs);
    }
}

/// Every byte between two digits: a separator iff the textbook tokenizer says it is blank
/// (space, tab, LF, VT, FF, CR), else part of one token "1?2" (a number iff the byte is a digit).
#[test]
fn every_byte_is_a_blank_or_part_of_a_token() {
    // Short, and padded so that the hot path of `u64_in` reads it.
    for (b, pad) in (0..=255u8).flat_map(|b| [(b, 0), (b, 200)]) {
        let mut text = vec![b'1', b, b'2'];
        text.resize(3 + pad, b' ');
        let (tokens, _) = tokens_by_hand(&text);
        let mut sc = pieces(&text, 1 << 20);
        if tokens.len() == 2 {
            assert_eq!((sc.u64("a"), sc.u64("b")), (Ok(1), Ok(2)), "byte {b}");
        } else if b.is_ascii_digit() {
            assert_eq!(sc.u64("a"), Ok(102 + 10 * (b - b'0') as u64), "byte {b}");
        } else {
            let e = sc.u64("a").unwrap_err();
            assert_eq!((e.line, e.token_index), (1, 1), "byte {b}");
        }
        assert!(sc.at_end(), "byte {b}");
    }
}

/// Blanks before the first token, and runs of blanks longer than the buffer: lone CRs there
/// (kept across a refill, as an LF may follow) end lines like any other.
#[test]
fn leading_blanks_and_blank_runs_longer_than_the_buffer() {
    for prefix in ["\r", "\r\r", "\u{feff}\r", " \r ", "\r\n\r"] {
        for piece in [1, 2, 1 << 20] {
            let text = format!("{prefix}5 x");
            let (tokens, _) = tokens_by_hand(text.as_bytes());
            let mut sc = pieces(text.as_bytes(), piece);
            assert_eq!(sc.u64("a"), Ok(5), "{prefix:?}");
            let e = sc.u64("b").unwrap_err();
            assert_eq!((e.line, e.token_index), (tokens[1].0, 2), "{prefix:?}");
        }
    }
    for run in [" \r", "\r ", "\r", "\r\n"] {
        for piece in [1, 3, 4096, 1 << 20] {
            let text = format!("7{}x", run.repeat(70_000 / run.len()));
            let (tokens, _) = tokens_by_hand(text.as_bytes());
            let mut sc = pieces(text.as_bytes(), piece);
            assert_eq!(sc.u64("a"), Ok(7));
            let e = sc.u64("b").unwrap_err();
            assert_eq!((e.line, e.token_index), (tokens[1].0, 1), "{run:?}");
        }
    }
}

/// `run` in a real process (the `hdu1846` binary): the answers on stdout and exit code 0; on
/// bad input, the answers owed, one `error:` line on stderr and exit code 1.
#[test]
fn run_wires_stdin_stdout_stderr_and_the_exit_code() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let run = |input: &[u8]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hdu1846"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input).unwrap();
        let out = child.wait_with_output().unwrap();
        let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
        (out.status.code(), text(out.stdout), text(out.stderr))
    };
    let ok = run(b"2\n23 2\n4 3\n");
    assert_eq!(ok, (Some(0), "first\nsecond\n".into(), String::new()));
    let (code, out, err) = run(b"3\n23 2\n4 3\n5 0");
    assert_eq!((code, out.as_str()), (Some(1), "first\nsecond\n"));
    assert!(err.starts_with("error: line 4, token 2 \"0\": expected "), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

/// A stdout open only for reading (`1</dev/null`): std's `Stdout` takes the refused writes
/// (EBADF) for done, yet the answers are lost: exit code 1 and one `error:` line. On bad
/// input the input error is the one told.
#[cfg(unix)]
#[test]
fn an_unwritable_stdout_exits_1() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let run = |input: &[u8]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hdu1846"))
            .stdin(Stdio::piped())
            .stdout(std::fs::File::open("/dev/null").unwrap())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input).unwrap();
        let out = child.wait_with_output().unwrap();
        (out.status.code(), String::from_utf8(out.stderr).unwrap())
    };
    let (code, err) = run(b"2\n23 2\n4 3\n");
    assert_eq!(code, Some(1), "{err}");
    assert!(err.starts_with("error: cannot write the output: "), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let (code, err) = run(b"1\n23 0\n");
    assert_eq!(code, Some(1), "{err}");
    assert!(err.starts_with("error: line 2, token 2 \"0\""), "{err}");
}
