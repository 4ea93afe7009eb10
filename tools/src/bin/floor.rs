//! floor: the speed floor of the benchmarks — read the same bytes a solver reads and parse
//! every integer in them, nothing else.
//!
//! Reads the whole of stdin once, parses every integer token (an optional `-` followed by
//! decimal digits; every other byte separates tokens) straight from the bytes with wrapping
//! arithmetic, and prints the xor of all of them so that no work can be optimised away.
//! A solver cannot be faster than this on the same input, so `bench` reports each solver's
//! time as a multiple of this one (see `lib/tools/bench.rs`).

use std::io::{Read, Write};

/// The xor of every integer token of `bytes`, each taken modulo 2^64 (a negative token as
/// its two's complement). One pass, one branch per byte.
fn xor_of_integers(bytes: &[u8]) -> u64 {
    let mut acc = 0u64;
    let mut value = 0u64;
    let mut negative = false;
    let mut in_number = false;
    for &b in bytes {
        let digit = b.wrapping_sub(b'0');
        if digit < 10 {
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            in_number = true;
        } else {
            if in_number {
                acc ^= if negative {
                    value.wrapping_neg()
                } else {
                    value
                };
                value = 0;
                in_number = false;
            }
            negative = b == b'-';
        }
    }
    if in_number {
        acc ^= if negative {
            value.wrapping_neg()
        } else {
            value
        };
    }
    acc
}

fn main() {
    let mut input = Vec::new();
    if let Err(e) = std::io::stdin().lock().read_to_end(&mut input) {
        eprintln!("error: cannot read standard input: {e}");
        std::process::exit(1);
    }
    let x = xor_of_integers(&input);
    let mut out = std::io::stdout().lock();
    if let Err(e) = writeln!(out, "{x}") {
        eprintln!("error: cannot write standard output: {e}");
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::xor_of_integers;

    #[test]
    fn xors_every_integer_token() {
        assert_eq!(xor_of_integers(b""), 0);
        assert_eq!(xor_of_integers(b"5"), 5);
        assert_eq!(xor_of_integers(b"3 5\r\n6\n"), 3 ^ 5 ^ 6);
        assert_eq!(xor_of_integers(b"  7\t\t7  12"), 12);
        assert_eq!(xor_of_integers(b"-1 2"), u64::MAX ^ 2);
        assert_eq!(xor_of_integers(b"18446744073709551615\n1"), u64::MAX ^ 1);
        // A lone minus sign is no number; the sign belongs only to the token it starts.
        assert_eq!(xor_of_integers(b"- 4 -0 9"), 4 ^ 9);
    }
}
