//! HDU 1848 Fibonacci again and again — three piles `m n p`; a move removes a Fibonacci
//! number (1, 2, 3, 5, 8, …) of stones from one pile; the last stone wins.
//! Input: lines `m n p` (`1 <= m, n, p <= 1000`) ended by `0 0 0`.
//! Output: `Fibo` if the first player wins, else `Nacci`.
//! Theory: `lib/grundy.rs`, section `subtraction games` (one table for 0..=1000, xor).

use grundy::io::{Output, Scanner, SolveResult};
use grundy::subtraction::{fibonacci_up_to, subtraction_table};
use std::io::Write;

const MAX_PILE: u64 = 1000;

fn solve<W: Write>(sc: &mut Scanner, out: &mut Output<W>) -> SolveResult {
    let table = subtraction_table(&fibonacci_up_to(MAX_PILE), MAX_PILE as usize + 1);
    loop {
        let m = sc.u64_in(0, MAX_PILE, "the pile m (0 in the end line 0 0 0)")?;
        if m == 0 {
            sc.u64_in(0, 0, "0 (the end line is 0 0 0)")?;
            sc.u64_in(0, 0, "0 (the end line is 0 0 0)")?;
            break;
        }
        let n = sc.u64_in(1, MAX_PILE, "the pile n")?;
        let p = sc.u64_in(1, MAX_PILE, "the pile p")?;
        let nim_sum = table[m as usize] ^ table[n as usize] ^ table[p as usize];
        out.line(if nim_sum != 0 { "Fibo" } else { "Nacci" });
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

    #[test]
    fn sample_and_bad_input() {
        assert_eq!(
            run_on_bytes(b"1 1 1\n1 4 1\n0 0 0\n", solve),
            ("Fibo\nNacci\n".into(), Ok(()))
        );
        let (out, res) = run_on_bytes(b"1 1 1\r\n2 0 3\r\n0 0 0", solve);
        assert_eq!(out, "Fibo\n");
        let err = res.unwrap_err();
        assert_eq!((err.line, err.token_index), (2, 2));
        let err = run_on_bytes(b"0 0 1\n", solve).1.unwrap_err();
        assert_eq!((err.line, err.token_index), (1, 3));
    }

    /// The brute force for the stored cases: each pile by exhaustive search, then xor.
    fn brute_force(input: &str) -> String {
        let fibonacci = [
            1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987,
        ];
        let mut search = GameSearch::new(|&n: &u64, out: &mut Vec<u64>| {
            out.extend(fibonacci.iter().filter(|&&s| s <= n).map(|&s| n - s))
        });
        let tokens: Vec<u64> = input
            .split_ascii_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let mut answer = String::new();
        for piles in tokens.chunks(3).take_while(|c| c[0] != 0) {
            let nim_sum = piles.iter().fold(0, |x, &p| x ^ search.grundy(p));
            answer.push_str(if nim_sum != 0 { "Fibo\n" } else { "Nacci\n" });
        }
        answer
    }

    /// Every stored generated case (`testdata/hdu1848/random-*.in`) against the brute force.
    #[test]
    fn stored_random_cases_match_brute_force() {
        grundy::testdata::check_stored_cases("hdu1848", "random-", 1, brute_force);
    }
}
