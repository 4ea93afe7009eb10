//! floor: the speed floor of the benchmarks — read the bytes a solver reads and parse every
//! integer in them, nothing else.
//!
//! Streams stdin through one 64 KiB buffer (never the whole input in memory, like the
//! solvers' scanner), parses every integer token (an optional `-` and decimal digits; every
//! other byte separates tokens) with wrapping arithmetic, C-style: one loop, one branch per
//! byte, the token's state carried across refills. It prints the xor of all the tokens so
//! that no work can be optimised away. No solver can be faster on the same input, so
//! `bench` reports each solver's time as a multiple of this one.

use std::io::{ErrorKind, Read, Write};

const BUFFER: usize = 64 * 1024;

/// The parsing state between two buffers: the xor so far and the token being read.
#[derive(Default)]
struct Floor {
    xor: u64,
    value: u64,
    negative: bool,
    in_number: bool,
}

impl Floor {
    /// Parses `bytes`, continuing the token left open by the previous buffer. The state
    /// lives in locals during the loop, as a C programmer would write it.
    fn feed(&mut self, bytes: &[u8]) {
        let (mut xor, mut value) = (self.xor, self.value);
        let (mut negative, mut in_number) = (self.negative, self.in_number);
        for &b in bytes {
            let digit = b.wrapping_sub(b'0');
            if digit < 10 {
                value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
                in_number = true;
            } else {
                if in_number {
                    xor ^= if negative { value.wrapping_neg() } else { value };
                    value = 0;
                    in_number = false;
                }
                negative = b == b'-';
            }
        }
        *self = Floor { xor, value, negative, in_number };
    }

    /// The xor of every integer token, each taken modulo 2^64 (a negative one as its two's
    /// complement).
    fn finish(mut self) -> u64 {
        self.feed(b" ");
        self.xor
    }
}

fn main() {
    let mut buf = vec![0u8; BUFFER];
    let mut floor = Floor::default();
    let mut stdin = std::io::stdin().lock();
    loop {
        match stdin.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => floor.feed(&buf[..n]),
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(e) => {
                eprintln!("error: cannot read standard input: {e}");
                std::process::exit(1);
            }
        }
    }
    if let Err(e) = writeln!(std::io::stdout(), "{}", floor.finish()) {
        eprintln!("error: cannot write standard output: {e}");
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::Floor;

    /// The xor of `bytes` fed in pieces of `piece` bytes.
    fn xor(bytes: &[u8], piece: usize) -> u64 {
        let mut f = Floor::default();
        bytes.chunks(piece).for_each(|c| f.feed(c));
        f.finish()
    }

    #[test]
    fn xors_every_integer_token_across_refills() {
        let cases: [(&[u8], u64); 7] = [
            (b"", 0),
            (b"5", 5),
            (b"3 5\r\n6\n", 3 ^ 5 ^ 6),
            (b"  7\t\t7  12", 12),
            (b"-1 2", u64::MAX ^ 2),
            (b"18446744073709551615\n1", u64::MAX ^ 1),
            // A lone minus sign is no number; the sign belongs only to the token it starts.
            (b"- 4 -0 9", 4 ^ 9),
        ];
        for (input, want) in cases {
            for piece in 1..=input.len().max(1) {
                assert_eq!(xor(input, piece), want, "{input:?} in pieces of {piece}");
            }
        }
    }
}
