//! HDU 1536 / POJ 2960 S-Nim — Nim where a move removes exactly `s` stones from one heap,
//! `s` from a set `S`; the last mover wins.
//! Input, repeated: a line `k s_1 … s_k` (`1 <= k <= 100`, `1 <= s_i <= 10000`, any order,
//! duplicates allowed); a line `m` (`1 <= m <= 100`); `m` lines `l h_1 … h_l`
//! (`1 <= l <= 100`, `0 <= h_i <= 10000`). A line `0` ends the input.
//! Output: per test case one line of `m` letters, `W` (winning) or `L` (losing).
//! Theory: `lib/grundy.rs`, section `subtraction games` (one table per `S`, up to the
//! largest heap of the test case; the xor of the heaps' values).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::subtraction::SubtractionTables;
use std::io::Write;

const MAX: u64 = 10_000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Output<W>) -> SolveResult {
    let mut moves = Vec::new();
    let mut positions: Vec<Vec<usize>> = Vec::new();
    let mut tables = SubtractionTables::new();
    loop {
        let k = sc.u64_in(0, 100, "the size k of S (0 to end)")?;
        if k == 0 {
            break;
        }
        moves.clear();
        for _ in 0..k {
            moves.push(sc.u64_in(1, MAX, "a move s_i")?);
        }
        let m = sc.usize_in(1, 100, "the number of positions m")?;
        positions.clear();
        let mut largest = 0;
        for _ in 0..m {
            let l = sc.usize_in(1, 100, "the number of heaps l")?;
            let mut heaps = Vec::with_capacity(l);
            for _ in 0..l {
                let h = sc.usize_in(0, MAX as usize, "a heap size h_i")?;
                largest = largest.max(h);
                heaps.push(h);
            }
            positions.push(heaps);
        }
        let table = tables.table(&moves, largest + 1);
        for heaps in &positions {
            let nim_sum = heaps.iter().fold(0, |x, &h| x ^ table[h]);
            out.byte(if nim_sum != 0 { b'W' } else { b'L' });
        }
        out.byte(b'\n');
    }
    sc.expect_end()
}

fn main() {
    grundy::io::run(solve);
}

#[cfg(test)]
mod tests {
    use super::solve;
    use grundy::io::run_on_bytes;
    use grundy::mex::GameSearch;

    const SAMPLE: &[u8] =
        b"2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n";

    #[test]
    fn sample_and_bad_input() {
        assert_eq!(run_on_bytes(SAMPLE, solve), ("LWW\nWWL\n".into(), Ok(())));
        let (out, res) = run_on_bytes(b"1 1\r\n1\r\n1 3\r\n2 3 3\r\n1\r\n1 10001\r\n0", solve);
        assert_eq!(out, "W\n");
        let err = res.unwrap_err();
        assert_eq!((err.line, err.token_index), (6, 2));
    }

    /// The brute force for the stored cases: each heap by exhaustive search, then xor.
    fn brute_force(input: &str) -> String {
        let mut tokens = input
            .split_ascii_whitespace()
            .map(|t| t.parse::<u64>().unwrap());
        let mut answer = String::new();
        loop {
            let k = tokens.next().unwrap();
            if k == 0 {
                return answer;
            }
            let moves: Vec<u64> = (0..k).map(|_| tokens.next().unwrap()).collect();
            let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
                out.extend(moves.iter().filter(|&&s| s <= n).map(|&s| n - s))
            });
            for _ in 0..tokens.next().unwrap() {
                let l = tokens.next().unwrap();
                let nim_sum = (0..l).fold(0, |x, _| x ^ search.grundy(tokens.next().unwrap()));
                answer.push(if nim_sum != 0 { 'W' } else { 'L' });
            }
            answer.push('\n');
        }
    }

    /// Every stored generated case (`testdata/hdu1536/random-*.in`) against the brute force.
    #[test]
    fn stored_random_cases_match_brute_force() {
        grundy::testdata::check_stored_cases("hdu1536", "random-", 3, brute_force);
    }
}
