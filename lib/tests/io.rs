//! Tests of the `io` section.

use grundy::io::*;

#[test]
fn parses_blank_space_of_every_kind() {
    let mut sc = Scanner::new(&b"  1\t2\r\n\r\n3   \n+4"[..]);
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
    let mut sc = Scanner::new(&text[..]);
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
    let mut sc = Scanner::new(&b"1 2\n3 x7 5\n"[..]);
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

    let mut sc = Scanner::new(&b"5\r\n6 7"[..]);
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
