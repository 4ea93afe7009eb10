//! Tests of the `octal` section.
//!
//! Published periods checked here (pre-period = 1 + the last heap whose value differs
//! from the periodic pattern):
//! - Kayles `0.77`: period 12, last exception at n = 70 (OEIS A002186; Winning Ways ch. 4).
//! - Dawson's Chess `0.137`: period 34, last exception at n = 51 (OEIS A002187; Guy–Smith
//!   1956); Dawson's Kayles `0.07` has the same values one heap later (A002187 comments).
//! - `0.156`: pre-period 3479, period 349 (the table of solved games in T. Czajka's
//!   `octal-games` repository on GitHub, `SolvedGames.md`; first solved by J. Kenyon, 1967).

use crate::kit::{GameSearch, Rng};
use grundy::octal::*;
use grundy::period::{find, Certificate};

/// The digit of `k` from the definition (bits 1 and 2 of `d0` mean nothing; bit 16 is `!`).
fn digit(code: &Code, k: usize) -> u8 {
    let d = if k < code.digits.len() { code.digits[k] } else { code.tail };
    if k == 0 {
        d & 28
    } else {
        d & 31
    }
}

/// Every way to leave `m` stones as the heaps the digit `d` allows: none (bit 1, `m = 0`),
/// one (bit 2), two (bit 4) or three (bit 8) non-empty heaps, in increasing order, all of
/// different sizes if bit 16 (`!`) is set.
fn leaves(d: u8, m: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    if d & 1 != 0 && m == 0 {
        out.push(vec![]);
    }
    if d & 2 != 0 && m > 0 {
        out.push(vec![m]);
    }
    for a in 1..m {
        if d & 4 != 0 && a <= m - a {
            out.push(vec![a, m - a]);
        }
        for b in a..m - a {
            if d & 8 != 0 && b <= m - a - b {
                out.push(vec![a, b, m - a - b]);
            }
        }
    }
    out.retain(|p| d & 16 == 0 || p.windows(2).all(|w| w[0] < w[1]));
    out
}

/// The move function of a position of several heaps (sorted), from the definition of
/// the digits: remove `k` from one heap, leave 0, 1 or 2 non-empty heaps.
fn heaps_moves(code: &Code) -> impl FnMut(&Vec<u64>, &mut Vec<Vec<u64>>) + '_ {
    move |heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
        for i in 0..heaps.len() {
            let n = heaps[i] as usize;
            let rest = || {
                let mut r = heaps.clone();
                r.remove(i);
                r
            };
            for k in 0..=n {
                for parts in leaves(digit(code, k), n - k) {
                    let mut next = rest();
                    next.extend(parts.iter().map(|&p| p as u64));
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
    }
}

/// Values of single heaps `0..=upto` against the exhaustive search of heap multisets,
/// and `options` against the same move function.
fn check_against_search(code: &Code, upto: usize) {
    let g = values(code, upto);
    assert_eq!(g.len(), upto + 1);
    let mut search = GameSearch::new(heaps_moves(code));
    let mut moves = heaps_moves(code);
    for n in 0..=upto as u64 {
        let start = if n == 0 { vec![] } else { vec![n] };
        assert_eq!(search.grundy(start.clone()), g[n as usize], "{code}, n = {n}");
        let mut want = Vec::new();
        moves(&start, &mut want);
        want.sort();
        want.dedup();
        assert_eq!(code.options(n), want, "{code}, options of {n}");
    }
    // Two heaps: the xor of their values (the sum rule, through the engine's values).
    for a in 1..=upto.min(9) {
        for b in a..=upto.min(9) {
            let v = search.grundy(vec![a as u64, b as u64]);
            assert_eq!(v, g[a] ^ g[b], "{code}, heaps {a} and {b}");
        }
    }
}

fn code(text: &str) -> Code {
    Code::parse(text).unwrap()
}

#[test]
fn parse_reads_the_usual_forms() {
    assert_eq!(code("0.77"), Code { digits: vec![0, 7, 7], tail: 0 });
    assert_eq!(code(".07"), Code { digits: vec![0, 0, 7], tail: 0 });
    assert_eq!(code(" 4.07 "), Code { digits: vec![4, 0, 7], tail: 0 });
    assert_eq!(code("0.1560"), code("0.156"));
    assert_eq!(code("0."), Code { digits: vec![0], tail: 0 });
    assert_eq!(code("4.3..."), Code::lasker());
    assert_eq!(code("4.333..."), Code::lasker());
    assert_eq!(code("0.13..."), Code { digits: vec![0, 1], tail: 3 });
    assert_eq!(code("0.8f"), code("0.8F"));
    assert_eq!(code("4!.0"), Code { digits: vec![4 | 16], tail: 0 });
    assert_eq!(code("4!.0"), Code::grundy_game());
    assert_eq!(code("c.7!F").digits, [12, 7 | 16, 15]);
    for text in [
        "0.77", "0.07", "4.07", "0.156", "4.3...", "0.13...", "0.", "4.", "4!.", "0.F", "8.1",
        "0.7!8", "C.3!...",
    ] {
        assert_eq!(code(text).to_string(), text);
        assert_eq!(code(&code(text).to_string()), code(text));
    }
    assert!(code("0.77").is_finite() && !Code::lasker().is_finite());
}

#[test]
fn parse_rejects_with_a_reason() {
    for (text, reason) in [
        ("", "expected a point"),
        ("077", "expected a point"),
        ("0.7.7", "more than one point"),
        ("1.07", "only 0, 4, 8 or C"),
        ("04.07", "only 0, 4, 8 or C"),
        ("0.7g", "character 2 is 'g'"),
        ("0.!7", "character 1 is '!'"),
        ("0.7!!", "character 3 is '!'"),
        ("0....", "repeats the last digit"),
    ] {
        let err = Code::parse(text).unwrap_err();
        assert!(err.contains(reason), "{text:?}: {err}");
        assert!(err.contains(&format!("{text:?}")), "{text:?}: {err}");
    }
}

#[test]
fn subtraction_and_lasker_codes() {
    assert_eq!(Code::subtraction(&[3, 1, 3]), code("0.303"));
    assert_eq!(Code::subtraction(&[]), code("0."));
    assert_eq!(Code::lasker(), Code { digits: vec![4], tail: 3 });
    // Kayles from 4: take one (leaving 3, or 1 and 2) or two (leaving 2, or 1 and 1).
    let four: [&[u64]; 4] = [&[1, 1], &[1, 2], &[2], &[3]];
    assert_eq!(code("0.77").options(4), four);
    assert_eq!(Code::lasker().options(2), [vec![], vec![1], vec![1, 1]]);
}

#[test]
fn named_games_against_search() {
    for text in ["0.77", "0.07", "0.137", "0.156", "0.16", "4.07", "0.6", "4.", "0."] {
        check_against_search(&code(text), 22);
    }
    for text in ["4!.0", "0.F", "0.8", "8.", "C.1", "0.7!", "0.3F!", "4!.7!"] {
        check_against_search(&code(text), 16);
    }
    check_against_search(&Code::lasker(), 16);
    check_against_search(&Code::subtraction(&[1, 3, 4]), 30);
}

#[test]
fn random_codes_against_search() {
    let mut rng = Rng::new(0x0c7a1);
    for _ in 0..60 {
        let len = rng.range(1, 4) as usize;
        let mut digits = vec![if rng.below(2) == 0 { 0 } else { 4 }];
        digits.extend((0..len).map(|_| rng.below(8) as u8));
        let tail = if rng.below(6) == 0 { rng.range(1, 7) as u8 } else { 0 };
        let c = Code { digits, tail };
        check_against_search(&c, if tail == 0 { 16 } else { 12 });
    }
    // Hexadecimal digits (bit 8: three heaps) and `!` (bit 16: heaps of different sizes).
    for _ in 0..40 {
        let mut digits = vec![[0, 4, 8, 12][rng.below(4) as usize] | (16 * rng.below(2) as u8)];
        digits.extend((0..rng.range(1, 3)).map(|_| rng.below(32) as u8));
        let tail = if rng.below(6) == 0 { 1 + rng.below(31) as u8 } else { 0 };
        check_against_search(&Code { digits, tail }, if tail == 0 { 13 } else { 10 });
    }
}

/// Grundy's game `4!.0`: OEIS A002188 (Sprague-Grundy values for Grundy's game), the terms
/// n = 0..=104 as the OEIS entry lists them.
#[test]
fn grundy_game_against_oeis_a002188() {
    let a002188 = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
        3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
        2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3,
        7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
    ];
    assert_eq!(values(&Code::grundy_game(), a002188.len() - 1), a002188);
}

#[test]
fn subtraction_games_agree_with_the_subtraction_section() {
    let mut rng = Rng::new(7);
    for _ in 0..30 {
        let set: Vec<u64> = (0..rng.range(1, 6)).map(|_| rng.range(1, 40)).collect();
        let want = grundy::subtraction::grundy_table(&set, 2001);
        assert_eq!(values(&Code::subtraction(&set), 2000), want, "S = {set:?}");
    }
}

#[test]
fn lasker_closed_form() {
    // Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3.
    let g = values(&Code::lasker(), 600);
    for (n, &v) in g.iter().enumerate().skip(1) {
        let n = n as u64;
        let want = match n % 4 {
            3 => n + 1,
            0 => n - 1,
            _ => n,
        };
        assert_eq!(v, want, "n = {n}");
    }
}

#[test]
fn digits_and_the_last_move_as_defined() {
    for text in ["0.77", "4.07", "0.137", "4.3...", "0.0", "0.7..."] {
        let c = code(text);
        for k in 0..20 {
            assert_eq!(c.digit(k as u64), digit(&c, k), "{text} digit {k}");
        }
        assert_eq!(c.digit(u64::MAX), digit(&c, usize::MAX), "{text}");
        let last = (0..20).rev().find(|&k| c.is_finite() && digit(&c, k) != 0);
        assert_eq!(
            c.last_move(),
            if c.is_finite() { Some(last.unwrap_or(0) as u64) } else { None },
            "{text}"
        );
    }
}

/// `splits_of_value` over the certified period (only `p0 + p` values kept, as `u16`)
/// against every split over a long table; over an uncertified table, every split or `None`.
#[test]
fn splits_of_a_value_against_every_split() {
    for text in ["0.77", "0.07", "0.137", "4.07"] {
        let c = code(text);
        let long = values(&c, 3000);
        let found = find(&long, Certificate::GuySmith(c.digits.len() - 1));
        assert!(found.certified, "{text}");
        let (p0, p) = (found.preperiod, found.period);
        let short: Vec<u16> = long[..=p0 + p].iter().map(|&v| v as u16).collect();
        let ms =
            (1..60).chain(4 * (p0 + p) as u64..4 * (p0 + p) as u64 + 3 * p as u64).chain([2999]);
        for m in ms {
            for target in 0..16 {
                let every: Vec<(u64, u64)> = (1..=m / 2)
                    .filter(|&a| long[a as usize] ^ long[(m - a) as usize] == target)
                    .map(|a| (a, m - a))
                    .collect();
                let mut all = Vec::new();
                let count = splits_of_value(&short, &found, m, target, usize::MAX, &mut all);
                assert_eq!(
                    (count, &all),
                    (Some(every.len() as u128), &every),
                    "{text} {m} {target}"
                );
                let mut few = Vec::new();
                splits_of_value(&short, &found, m, target, 3, &mut few);
                assert_eq!(few[..], every[..every.len().min(3)], "{text} {m} {target}");
            }
        }
        // Far beyond any table, counted by classes: a = m / 2 and its class all match.
        let mut few = Vec::new();
        let huge = splits_of_value(&short, &found, u64::MAX - 1, 0, 5, &mut few).unwrap();
        assert!(huge > 1 << 50 && few.len() == 5, "{text}");
    }
    let c = code("0.156");
    let g = values(&c, 500);
    let uncertified = find(&g, Certificate::GuySmith(3));
    assert!(!uncertified.certified);
    for target in 0..8 {
        let every = (1..=200).filter(|&a| g[a as usize] ^ g[400 - a as usize] == target);
        let mut out = Vec::new();
        let count = splits_of_value(&g, &uncertified, 400, target, 0, &mut out);
        assert_eq!(count, Some(every.count() as u128), "0.156 target {target}");
        assert_eq!(splits_of_value(&g, &uncertified, 1002, target, 9, &mut out), None);
    }
}

/// [`guy_smith`] on the plain values: the published (pre-period, period), and nothing
/// certified from one value fewer than the certificate needs.
#[test]
fn guy_smith_certifies_the_published_periods() {
    for (text, len, want) in [
        ("0.77", 400, (71, 12)),
        ("0.07", 400, (53, 34)),
        ("0.137", 400, (52, 34)),
        ("0.156", 8000, (3479, 349)),
    ] {
        let c = code(text);
        let (g, k) = (values(&c, len), c.digits.len() - 1);
        assert_eq!(guy_smith(&g, k), Some(want), "{text}");
        let need = 2 * want.0 + 2 * want.1 + k;
        assert_eq!(guy_smith(&g[..need], k), Some(want), "{text}");
        assert_eq!(guy_smith(&g[..need - 1], k), None, "{text}");
    }
}

/// `guy_smith` (Rabin–Karp, no array) against `period::find` with the Guy–Smith certificate
/// on random tables, many of them periodic from some heap on (short alphabets, planted
/// periods), for `k` from 0 to 4: the same period and pre-period when certified, `None` else.
#[test]
fn guy_smith_against_the_z_function() {
    let mut rng = Rng::new(77);
    let mut certified = 0;
    for round in 0..4000 {
        let (len, k) = (rng.below(80) as usize, rng.below(5) as usize);
        let (p, p0) = (1 + rng.below(12) as usize, rng.below(30) as usize);
        let alphabet = 1 + rng.below(if round % 2 == 0 { 2 } else { 5 });
        let mut g: Vec<u16> = (0..len).map(|_| rng.below(alphabet) as u16).collect();
        (p0 + p..len).for_each(|i| g[i] = g[i - p]);
        let want = find(&g, Certificate::GuySmith(k));
        let got = guy_smith(&g, k);
        let pair = (want.preperiod, want.period);
        assert_eq!(got, want.certified.then_some(pair), "{g:?}, k = {k}");
        certified += usize::from(want.certified);
    }
    assert!(certified > 1000, "{certified} certified");
}
