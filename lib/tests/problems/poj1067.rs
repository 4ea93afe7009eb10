//! Tests of the `poj1067` binary.

#[allow(dead_code)]
#[path = "../../../problems/poj1067.rs"]
mod bin;

use crate::kit::run_on_bytes;
use bin::solve;

#[test]
fn sample_and_bad_input() {
    assert_eq!(
        run_on_bytes(b"2 1\n8 4\n4 7\n", solve),
        ("0\n1\n0\n".into(), Ok(()))
    );
    // The double-precision formula's wrong pair, then the true P-position at k = 102334155.
    assert_eq!(
        run_on_bytes(b"165580141 267914296\r\n267914295 165580140", solve),
        ("1\n0\n".into(), Ok(()))
    );
    let (out, res) = run_on_bytes(b"2 1\n8 -4\n", solve);
    assert_eq!(out, "0\n");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (2, 2));
    let (out, res) = run_on_bytes(b"2 1\n8\n", solve);
    assert_eq!(out, "0\n");
    assert_eq!(res.unwrap_err().line, 3);
}

fn numbers(text: &str) -> Vec<u64> {
    text.split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

/// The generated testdata, re-checked independently of the library's closed form:
/// small pairs by exhaustive search, large ones by the square-root oracle of the wythoff tests.
#[test]
fn generated_cases_match_brute_force() {
    use crate::kit::GameSearch;
    let mut search = GameSearch::new(|&(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>| {
        out.extend((0..a).map(|x| (x, b)));
        out.extend((0..b).map(|y| (a, y)));
        out.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    });
    let input = numbers(include_str!("../../../testdata/poj1067/generated-small.in"));
    let want = numbers(include_str!(
        "../../../testdata/poj1067/generated-small.out"
    ));
    assert_eq!(input.len(), 2 * want.len());
    for (pair, &w) in input.chunks(2).zip(&want) {
        assert_eq!(
            search.first_player_wins((pair[0], pair[1])) as u64,
            w,
            "{pair:?}"
        );
    }
    let input = numbers(include_str!("../../../testdata/poj1067/generated-large.in"));
    let want = numbers(include_str!(
        "../../../testdata/poj1067/generated-large.out"
    ));
    assert_eq!(input.len(), 2 * want.len());
    for (pair, &w) in input.chunks(2).zip(&want) {
        let (lo, hi) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
        let losing = crate::wythoff::pair_by_isqrt(hi - lo) == Some((lo, hi));
        assert_eq!(w, !losing as u64, "{pair:?}");
    }
}
