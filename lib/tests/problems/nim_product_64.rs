//! Tests of the `nim_product_64` binary.

#[allow(dead_code)]
#[path = "../../../problems/nim_product_64.rs"]
mod bin;

use crate::kit::{check_stored_cases, run_on_bytes, Rng};
use bin::solve;
use grundy::nim_product::product;

#[test]
fn sample_and_bad_input() {
    let sample = b"6\n0 5\n1 18446744073709551615\n2 2\n3 3\n4 4\n8 8\n";
    let want = "0\n18446744073709551615\n3\n2\n6\n13\n";
    assert_eq!(run_on_bytes(sample, solve), (want.into(), Ok(())));
    let (out, res) = run_on_bytes(b"2\n2 2\n1 18446744073709551616\n", solve);
    let err = res.unwrap_err();
    assert_eq!((out.as_str(), err.line, err.token_index), ("3\n", 3, 2));
}

/// The brute force: the halving formula (checked against the definition in its section).
fn brute_force(input: &str) -> String {
    let t: Vec<u64> = input.split_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    t.chunks(2).map(|p| format!("{}\n", product(p[0], p[1], 64))).collect()
}

#[test]
fn random_products_match_brute_force() {
    let mut rng = Rng::new(64);
    let mut input = String::from("3000\n");
    for _ in 0..3000 {
        let (a, b) = (rng.next_u64() >> rng.below(64), rng.next_u64() >> rng.below(64));
        input += &format!("{a} {b}\n");
    }
    assert_eq!(run_on_bytes(input.as_bytes(), solve).0, brute_force(&input));
    check_stored_cases("nim_product_64", "generated-", 1, brute_force);
}
