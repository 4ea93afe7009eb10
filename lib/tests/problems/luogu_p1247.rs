//! Tests of the `luogu_p1247` binary.

#[allow(dead_code)]
#[path = "../../../problems/luogu_p1247.rs"]
mod bin;

use crate::kit::{run_on_bytes, sum_of_heaps_moves, GameSearch, Rng};
use bin::solve;
use grundy::nim;

#[test]
fn samples_and_bad_input() {
    assert_eq!(run_on_bytes(b"3\n3 6 9\n", solve), ("4 3\n3 6 5\n".into(), Ok(())));
    assert_eq!(run_on_bytes(b"4\n15 22 19 10\n", solve), ("lose\n".into(), Ok(())));
    assert_eq!(run_on_bytes(b"1\n0\n", solve), ("lose\n".into(), Ok(())));
    let (out, res) = run_on_bytes(b"3\r\n3 6 x9", solve);
    assert_eq!(out, "");
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (2, 3));
    assert!(err.expected.ends_with("(pile 3 of 3)"), "{err}");
    let (_, res) = run_on_bytes(b"2\n1 2 3\n", solve);
    let err = res.unwrap_err();
    assert_eq!((err.line, err.token_index), (2, 3));
}

#[test]
fn a_declared_count_is_not_trusted() {
    // 10^7 piles declared, one given: the missing second pile is named, and nothing was
    // allocated for the other 9999999.
    let ((out, res), peak) = crate::kit::peak_bytes(|| run_on_bytes(b"10000000\n1", solve));
    assert!(peak < 1 << 20, "{peak} bytes");
    assert_eq!(out, "");
    let err = res.unwrap_err();
    assert_eq!(err.token, None);
    assert!(err.expected.contains("pile 2 of 10000000"), "{err}");
}

#[test]
fn the_winning_pile_in_a_later_chunk() {
    // 65600 piles of 1 (xor 0), then 6 and 4: xor 2, whose bit only 6 has; 6 -> 4.
    let ones = "1 ".repeat(65_600);
    let input = format!("65602\n{ones}6 4\n");
    let want = format!("2 65601\n{ones}4 4\n");
    assert_eq!(run_on_bytes(input.as_bytes(), solve), (want, Ok(())));
}

#[test]
fn piles_of_32_bits_and_more() {
    // 2^32 - 1 and 2^32: xor 2^33 - 1, whose top bit only 2^32 has; 2^32 -> 2^32 - 1.
    let (out, res) = run_on_bytes(b"2\n4294967295 4294967296\n", solve);
    assert_eq!((out.as_str(), res), ("1 2\n4294967295 4294967295\n", Ok(())));
    // A chunk of 65536 ones (xor 0, 32 bits), then 2^40 + 5, 3, 6: xor 2^40, whose bit only
    // 2^40 + 5 has; it leaves 5, and the piles printed keep their high bits.
    let ones = "1 ".repeat(65_536);
    let input = format!("65539\n{ones}1099511627781 3 6\n");
    let want = format!("1099511627776 65537\n{ones}5 3 6\n");
    assert_eq!(run_on_bytes(input.as_bytes(), solve), (want, Ok(())));
    // The same with a 1 at the end (xor 1): the first pile, a 1 in a 32-bit chunk, is taken.
    let input = format!("65540\n{ones}1099511627781 3 1099511627782 1\n");
    let rest = &ones[2..];
    let want = format!("1 1\n0 {rest}1099511627781 3 1099511627782 1\n");
    assert_eq!(run_on_bytes(input.as_bytes(), solve), (want, Ok(())));
}

#[test]
fn narrow_and_wide_chunks_match_one_list() {
    // Long inputs whose chunks of 65536 piles hold 32-bit piles only, or turn wide at a
    // random place, against the piles kept in one plain list (the move from `nim`, whose
    // own tests search the game).
    let mut rng = Rng::new(1247);
    for round in 0..6 {
        let k = [65_536, 65_537, 140_000][round % 3];
        let wide_from = [usize::MAX, rng.below(k as u64) as usize][round / 3];
        let mut piles: Vec<u64> = (0..k)
            .map(|i| {
                if i >= wide_from && rng.below(3) == 0 {
                    rng.next_u64()
                } else {
                    rng.below(1 << 32)
                }
            })
            .collect();
        let input = format!("{k}\n{}\n", join(&piles));
        let first = nim::first_winning_move(&piles);
        let want = answer(&mut piles, first);
        assert_eq!(run_on_bytes(input.as_bytes(), solve), (want, Ok(())), "{round}");
    }
}

/// The expected output for `piles` and the first winning move `(pile, left)` if any (the
/// pile is lowered to `left`).
fn answer(piles: &mut [u64], first: Option<(usize, u64)>) -> String {
    let Some((i, left)) = first else {
        return "lose\n".into();
    };
    let take = piles[i] - left;
    piles[i] = left;
    format!("{take} {}\n{}\n", i + 1, join(piles))
}

fn join(piles: &[u64]) -> String {
    piles.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

/// The brute force for the stored cases: the first move (smallest pile, then smallest
/// count) to a position lost for the mover, by exhaustive search.
fn brute_force(input: &str) -> String {
    let mut search = GameSearch::new(sum_of_heaps_moves(|n, out| out.extend(0..n)));
    let numbers: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut piles = numbers[1..].to_vec();
    assert_eq!(numbers[0] as usize, piles.len());
    let first = (0..piles.len()).flat_map(|i| (0..piles[i]).rev().map(move |left| (i, left))).find(
        |&(i, left)| {
            let mut next = piles.clone();
            next[i] = left;
            !search.first_player_wins(next)
        },
    );
    answer(&mut piles, first)
}

/// Every stored generated case (`testdata/luogu_p1247/generated-*.in`) against the brute force.
#[test]
fn stored_generated_cases_match_brute_force() {
    crate::kit::check_stored_cases("luogu_p1247", "generated-", 6, brute_force);
}
