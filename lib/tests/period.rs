//! Tests of the `period` section.

use crate::kit::Rng;
use grundy::period::*;

#[test]
fn runs_back_by_its_definition() {
    // z[p]: the longest run of g[len - 1 - j] == g[len - 1 - p - j], counted from j = 0.
    let mut rng = Rng::new(61);
    for round in 0..2000 {
        let len = rng.below(40) as usize;
        let alphabet = 1 + rng.below(if round % 2 == 0 { 2 } else { 4 });
        let g: Vec<u64> = (0..len).map(|_| rng.below(alphabet)).collect();
        let z = runs_back(&g);
        assert_eq!(z.len(), len + 1);
        for (p, &zp) in z.iter().enumerate() {
            let want = match p {
                0 => 0,
                _ => (0..len.saturating_sub(p))
                    .take_while(|&j| g[len - 1 - j] == g[len - 1 - p - j])
                    .count(),
            };
            assert_eq!(zp, want, "{g:?}, p = {p}");
        }
    }
}

/// `find` against the definition: for each `p` the run of `g(x + p) = g(x)` back from the
/// end, the first `p` whose run meets the certificate, else the longest run; on `u8`
/// values and `u64` ones alike.
#[test]
fn find_by_its_definition() {
    let mut rng = Rng::new(62);
    let (mut certified, mut not) = (0, 0);
    for round in 0..3000 {
        let len = rng.below(60) as usize;
        let alphabet = 1 + rng.below(if round % 2 == 0 { 2 } else { 4 });
        let g: Vec<u8> = (0..len).map(|_| rng.below(alphabet) as u8).collect();
        let run =
            |p: usize| (0..len - p).take_while(|&j| g[len - 1 - j] == g[len - 1 - j - p]).count();
        let k = rng.below(4) as usize;
        for certificate in [Certificate::Window(k), Certificate::GuySmith(k), Certificate::Never] {
            let proves = |p: usize| match certificate {
                Certificate::Window(w) => run(p) >= w.max(1),
                Certificate::GuySmith(k) => len - p >= 2 * (len - p - run(p)).max(1) + p + k,
                Certificate::Never => false,
            };
            let first = (1..=len).find(|&p| proves(p));
            let best = (1..=len).max_by_key(|&p| (run(p), std::cmp::Reverse(p))).unwrap_or(1);
            let p = first.unwrap_or(best);
            let want = Period {
                certified: first.is_some(),
                preperiod: len.saturating_sub(p + if p <= len { run(p) } else { 0 }),
                period: p,
                checked_upto: len.saturating_sub(1),
            };
            assert_eq!(find(&g, certificate), want, "{g:?} {certificate:?}");
            let wide: Vec<u64> = g.iter().map(|&v| u64::from(v)).collect();
            assert_eq!(find(&wide, certificate), want);
            (certified, not) =
                if want.certified { (certified + 1, not) } else { (certified, not + 1) };
        }
    }
    assert!(certified > 1000 && not > 1000, "{certified} {not}");
}

#[test]
fn index_finds_a_value_in_the_period_or_among_those_examined() {
    let p = Period { certified: true, preperiod: 3, period: 4, checked_upto: 20 };
    let places: Vec<Option<usize>> =
        [0, 2, 3, 6, 7, 8, 11, 20, 21, u64::MAX].iter().map(|&n| p.index(n)).collect();
    let max_place = 3; // 3 + (2^64 − 4) mod 4
    assert_eq!(places, [0, 2, 3, 6, 3, 4, 3, 4, 5, max_place].map(|i| Some(i as usize)));
    let q = Period { certified: false, ..p };
    assert_eq!((q.index(20), q.index(21)), (Some(20), None));
}
