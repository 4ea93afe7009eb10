//! Tests of the `nim_product` section.

use crate::kit::Rng;
use grundy::nim_product::{product, Field};

/// `a ⊗ b` for `a, b < n` by the definition: the mex over all smaller pairs.
fn by_definition(n: usize) -> Vec<Vec<u64>> {
    let mut t = vec![vec![0u64; n]; n];
    for a in 0..n {
        for b in 0..n {
            let mut seen = vec![false; 4 * n + 1];
            for a2 in 0..a {
                for b2 in 0..b {
                    let v = (t[a2][b] ^ t[a][b2] ^ t[a2][b2]) as usize;
                    seen[v.min(4 * n)] = true;
                }
            }
            t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
    }
    t
}

#[test]
fn fast_and_halving_products_match_the_definition_below_64() {
    let (t, f) = (by_definition(64), Field::default());
    for a in 0..64u64 {
        for b in 0..64u64 {
            let want = t[a as usize][b as usize];
            assert_eq!((f.mul(a, b), product(a, b, 64), product(a, b, 8)), (want, want, want));
        }
    }
    assert_eq!(t[2][2], 3);
    assert_eq!(t[4][4], 6);
}

#[test]
fn field_laws_and_published_products() {
    let f = Field::default();
    // From a public test of another implementation.
    assert_eq!(f.mul(3141, 5926), 14994);
    assert_eq!(f.mul(u64::MAX, u64::MAX), 11290409524105353207);
    assert_eq!(f.mul(1234567890123456789, 9876543210987654321), 18059132706730210235);
    let mut rng = Rng::new(64);
    let pick = |rng: &mut Rng| match rng.below(4) {
        0 => rng.below(1 << 16),
        1 => 1 << rng.below(64),
        2 => rng.next_u64() & u64::MAX << rng.below(64),
        _ => rng.next_u64(),
    };
    for _ in 0..20_000 {
        let (a, b, c) = (pick(&mut rng), pick(&mut rng), pick(&mut rng));
        assert_eq!(f.mul(a, b), product(a, b, 64), "{a} {b}");
        assert_eq!(f.mul(a, b), f.mul(b, a));
        assert_eq!(f.mul(f.mul(a, b), c), f.mul(a, f.mul(b, c)));
        assert_eq!(f.mul(a, b ^ c), f.mul(a, b) ^ f.mul(a, c));
        assert_eq!((f.mul(a, 1), f.mul(a, 0)), (a, 0));
    }
    // Every nonzero a has an inverse: a^(2^64 - 2), by squaring.
    for _ in 0..200 {
        let a = pick(&mut rng).max(1);
        let (mut inv, mut sq) = (1, a);
        for _ in 1..64 {
            sq = f.mul(sq, sq);
            inv = f.mul(inv, sq);
        }
        assert_eq!(f.mul(a, inv), 1, "{a}");
    }
}

/// Products within GF(2^16) (a path of their own: one product of logarithms) against the
/// halving formula: every `a` below 2^16 with a random `b`, 0, 1 and 2^16 − 1, and the first
/// products past the subfield.
#[test]
fn products_below_2_16() {
    let (f, mut rng) = (Field::default(), Rng::new(16));
    for a in 0..1u64 << 16 {
        for b in [rng.below(1 << 16), 0, 1, 0xffff, 1 << 16, rng.next_u64()] {
            assert_eq!(f.mul(a, b), product(a, b, 64), "{a} {b}");
            assert_eq!(f.mul(b, a), product(a, b, 64), "{b} {a}");
        }
    }
}

/// The Fermat 2-powers: `x ⊗ F = x·F` below `F`, and `F ⊗ F = 3F/2`.
#[test]
fn fermat_powers() {
    let f = Field::default();
    for k in 0..6 {
        let big = 1u64 << (1 << k);
        for x in [1, big / 2, big - 1] {
            assert_eq!(f.mul(x, big), x * big);
        }
        assert_eq!(f.mul(big, big), 3 * (big / 2));
    }
}
