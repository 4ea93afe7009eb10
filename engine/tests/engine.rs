//! Tests of the engine, against the library's plain mex (`grundy::octal::values`, itself
//! checked against exhaustive search in `lib/tests/octal.rs`) and the published periods.
//!
//! Published periods checked here (pre-period = 1 + the last heap whose value differs
//! from the periodic pattern):
//! - Kayles `0.77`: period 12, last exception at n = 70 (OEIS A002186; Winning Ways ch. 4).
//! - Dawson's Chess `0.137`: period 34, last exception at n = 51 (OEIS A002187; Guy–Smith
//!   1956); Dawson's Kayles `0.07` has the same values one heap later (A002187 comments).
//! - `0.156`: pre-period 3479, period 349 (the table of solved games in T. Czajka's
//!   `octal-games` repository on GitHub, `SolvedGames.md`; first solved by J. Kenyon, 1967).
//! - `0.16`: period 149459, last exception at n = 105350 (OEIS A071430; the same table;
//!   Gangolli–Plambeck, "A note on periodicity in some octal games", IJGT 18, 1989).

#[path = "../../lib/tests/kit.rs"]
mod kit;

use grundy::octal::{self, Code};
use grundy_engine::*;
use kit::Rng;

fn code(text: &str) -> Code {
    Code::parse(text).unwrap()
}

/// The engine's values of `c` up to `len` against the plain mex's.
fn check(c: &Code, len: usize) {
    assert_eq!(values(c, len), octal::values(c, len), "{c}");
}

/// Random codes as `lib/tests/octal.rs` draws them (octal and hexadecimal digits, `!`,
/// infinite tails), against the plain mex.
#[test]
fn random_codes_against_the_plain_mex() {
    let mut rng = Rng::new(0x0c7a1);
    for _ in 0..60 {
        let mut digits = vec![[0, 4, 8, 12][rng.below(4) as usize] | (16 * rng.below(2) as u8)];
        digits.extend((0..rng.range(1, 4)).map(|_| rng.below(32) as u8));
        let tail = if rng.below(4) == 0 { 1 + rng.below(31) as u8 } else { 0 };
        check(&Code { digits, tail }, if tail == 0 { 300 } else { 120 });
    }
}

/// Grundy's game `4!.0` and Lasker's Nim `4.333…` on long prefixes.
#[test]
fn grundy_game_and_lasker() {
    check(&Code::grundy_game(), 10_000);
    check(&Code::lasker(), 600);
}

#[test]
fn sparse_engine_against_the_plain_mex() {
    for (text, len) in [
        ("0.77", 6000),
        ("0.07", 6000),
        ("0.137", 6000),
        ("0.156", 9000),
        ("0.16", 12000),
        ("4.07", 4000),
        ("0.165", 6000),
        ("0.56", 6000),
        ("0.127", 6000),
        ("0.4", 3000),
        ("0.7777", 3000),
        ("4.377", 3000),
    ] {
        check(&code(text), len);
    }
    for text in ["0.014", "0.034", "0.161", "0.167", "0.172"] {
        check(&code(text), 6000);
    }
    for (text, len) in [("0.F", 200), ("0.8", 200), ("4.F!", 200), ("0.37!", 2000)] {
        check(&code(text), len);
    }
    let mut rng = Rng::new(0x5ba55e);
    for _ in 0..40 {
        let len = rng.range(1, 5) as usize;
        let mut digits = vec![if rng.below(3) == 0 { 4 } else { 0 }];
        digits.extend((0..len).map(|_| rng.below(8) as u8));
        check(&Code { digits, tail: 0 }, 1500);
    }
}

/// Certified period of `text`, checked against the values themselves far beyond the
/// certificate: periodic from `preperiod` on, not from one heap earlier, no smaller period.
fn certified(text: &str, max: usize) -> (usize, usize) {
    let c = code(text);
    let found = find_period(&c, max, 1, &mut |_| true);
    assert!(found.certified, "{text}: {found:?}");
    let (p0, p) = (found.preperiod, found.period);
    let g = values(&c, found.checked_upto + 3 * p);
    assert!((p0..g.len() - p).all(|n| g[n + p] == g[n]), "{text}");
    assert!(p0 == 0 || g[p0 - 1 + p] != g[p0 - 1], "{text}: pre-period not smallest");
    for q in 1..p {
        assert!((p0..g.len() - q).any(|n| g[n + q] != g[n]), "{text}: period {q}");
    }
    (p0, p)
}

#[test]
fn published_periods() {
    assert_eq!(certified("0.77", 10_000), (71, 12));
    assert_eq!(certified("0.137", 10_000), (52, 34));
    assert_eq!(certified("0.07", 10_000), (53, 34));
    assert_eq!(certified("0.156", 20_000), (3479, 349));
}

#[test]
fn small_games_certify_with_the_smallest_pair() {
    // Nim-like one-move games: 0.3 (take one) alternates from 0; 0.1 ends in zeros.
    assert_eq!(certified("0.3", 100), (0, 2));
    assert_eq!(certified("0.1", 100), (2, 1));
    assert_eq!(certified("0.", 100), (0, 1));
    assert!(find_period(&code("0.77"), usize::MAX, 1, &mut |_| true).certified);
    // Splitting only: G = 0 0 1 0 1 …; G(n + 1) = G(n) for 0 ≤ n < 1, so the bound taken
    // with p0 = 0 would certify (0, 1) from two values; taken with p0 ≥ 1 it waits.
    assert_eq!(certified("4.", 100), (1, 2));
    let mut rng = Rng::new(99);
    for _ in 0..40 {
        let len = rng.range(1, 3) as usize;
        let mut digits = vec![if rng.below(3) == 0 { 4 } else { 0 }];
        digits.extend((0..len).map(|_| rng.below(8) as u8));
        let text = Code { digits, tail: 0 }.to_string();
        let c = code(&text);
        let found = find_period(&c, 3000, 1, &mut |_| true);
        if found.certified {
            certified(&text, 3000);
        }
    }
}

#[test]
fn no_false_certificate_whatever_the_limit() {
    for text in ["4.", "0.4", "0.77", "0.07", "0.3", "0.1", "4.07", "0.137"] {
        let c = code(text);
        let truth = find_period(&c, 10_000, 1, &mut |_| true);
        assert!(truth.certified, "{text}");
        for max in 0..=truth.checked_upto {
            let found = find_period(&c, max, 1, &mut |_| true);
            assert!(found.checked_upto <= max, "{text}, max {max}");
            if found.certified {
                let pair = (found.preperiod, found.period);
                assert_eq!(pair, (truth.preperiod, truth.period), "{text}, max {max}");
            }
        }
    }
}

#[test]
fn uncertified_runs_report_what_they_saw() {
    let mut calls = 0;
    let found = find_period(&code("0.156"), 2000, 1, &mut |_| {
        calls += 1;
        true
    });
    assert!(!found.certified && calls > 0);
    assert_eq!(found.checked_upto, 2000);
    let lasker = find_period(&Code::lasker(), 300, 1, &mut |_| true);
    assert!(!lasker.certified);
    assert_eq!(lasker.checked_upto, 300);
}

/// A `false` from `progress` ends the search after the round it heard, uncertified.
#[test]
fn progress_can_stop_the_search_between_rounds() {
    let mut heard = Vec::new();
    let found = find_period(&code("0.16"), 2_000_000, 1, &mut |n| {
        heard.push(n);
        n < 10_000
    });
    assert!(!found.certified, "{found:?}");
    let first_no = heard.iter().position(|&n| n >= 10_000).unwrap();
    assert!(found.checked_upto <= 2 * heard[first_no] + 1, "{found:?} {heard:?}");
}

/// The moonshot: `0.16`, period 149459 from heap 105351 on, certified after 509,622
/// values (under a second with the sparse engine).
#[test]
fn published_period_of_0_16() {
    let found = find_period(&code("0.16"), 2_000_000, 2, &mut |_| true);
    assert!(found.certified, "{found:?}");
    assert_eq!((found.preperiod, found.period), (105_351, 149_459));
}

/// `progress` hears heaps already done, in order, now and then (every 4096 heaps and at each
/// check), and last the largest heap computed.
#[test]
fn progress_reports_heaps_done_now_and_then() {
    let mut heard = Vec::new();
    let found = find_period(&code("0.156"), 20_000, 1, &mut |n| {
        heard.push(n);
        true
    });
    assert!(found.certified && found.checked_upto >= 4095, "{found:?}");
    assert!(heard.windows(2).all(|w| w[0] <= w[1]), "{heard:?}");
    assert_eq!(heard.last(), Some(&found.checked_upto));
    assert!(heard.contains(&4095) && heard.len() <= 64, "{heard:?}");
}

/// What `find_period` reports, against the values it saw (`values` up to `checked_upto`):
/// the run of values equal to those `period` before them, counted back from the last,
/// starts at `preperiod`; uncertified, `period` has the longest run (then the smallest); and
/// certified, `period` is the first to meet the Guy–Smith bound. Runs counted by hand.
#[test]
fn reports_match_runs_counted_by_hand() {
    let mut rng = Rng::new(2978);
    for round in 0..300 {
        let mut digits = vec![if rng.below(3) == 0 { 4 } else { 0 }];
        digits.extend((0..rng.range(1, 4)).map(|_| rng.below(8) as u8));
        let c = Code { digits, tail: 0 };
        let k = c.digits.len() - 1;
        let max = rng.range(1, 400) as usize;
        let found = find_period(&c, max, 1, &mut |_| true);
        let g = values(&c, found.checked_upto);
        let l = g.len();
        let run = |p: usize| (0..l - p).take_while(|&j| g[l - 1 - j] == g[l - 1 - j - p]).count();
        let p = found.period;
        assert_eq!(found.preperiod, l - p - run(p), "round {round}: {c} {found:?}");
        let fits = |p: usize| l - p >= 2 * (l - p - run(p)).max(1) + p + k;
        if found.certified {
            assert_eq!((1..=l).find(|&p| fits(p)), Some(p), "round {round}: {c}");
        } else {
            assert!((1..=l).all(|q| !fits(q)), "round {round}: {c}");
            assert_eq!(found.checked_upto, max, "round {round}: {c}");
            let best = (1..=l).max_by_key(|&q| (run(q), std::cmp::Reverse(q))).unwrap();
            assert_eq!(p, best, "round {round}: {c} {found:?}");
        }
    }
}

/// The compact engine on two threads (one guessing each heap's value, one checking it a
/// block behind) against one thread, and a table resumed half-way against both: `0.034`
/// has rare heaps up to 374,473, so guesses fail and are redone.
#[test]
fn threads_and_resume_agree_with_one_thread() {
    for (text, upto) in [
        ("0.034", 250_000),
        ("0.014", 140_000),
        ("0.172", 140_000),
        ("0.167", 300_000),
        ("4!.", 140_000),
    ] {
        let c = code(text);
        let mut one = Engine::new(&c);
        one.run(upto, 1, &mut |_| {});
        let mut two = Engine::new(&c);
        two.run(upto, 2, &mut |_| {});
        assert_eq!(one.values(), two.values(), "{text}");
        let half: Vec<u32> = (0..=upto / 2).map(|n| one.values().get(n)).collect();
        let mut resumed = Engine::resume(&c, Values::U32(half));
        resumed.run(upto, 2, &mut |_| {});
        assert_eq!(resumed.values().to_vec(), one.values().to_vec(), "{text}");
    }
}

/// The benchmark of exactness (`cargo test --release -p grundy-engine -- --ignored five_games`):
/// for 0.014, 0.034, 0.161, 0.167 and 0.172, two threads on a table resumed at 2^16 give
/// the plain mex's values up to 2^17.
#[test]
#[ignore]
fn five_games_to_2_17_against_the_plain_mex() {
    for text in ["0.014", "0.034", "0.161", "0.167", "0.172"] {
        let (c, upto) = (code(text), 1 << 17);
        let plain = octal::values(&c, upto);
        let half: Vec<u32> = plain[..=upto / 2].iter().map(|&v| v as u32).collect();
        let mut resumed = Engine::resume(&c, Values::U32(half));
        resumed.run(upto, 2, &mut |_| {});
        assert_eq!(resumed.values().to_vec(), plain, "{text}");
    }
}
