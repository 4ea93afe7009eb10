//! hdu3032 for `grundy judge`: Lasker's Nim, `T` cases.

use crate::judge::explain;
use crate::judge::spec::*;

#[path = "../hdu3032.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

fn hi(ours: bool) -> u64 {
    pick(ours, u64::MAX, (1 << 31) - 1)
}

impl Problem for P {
    type Case = Vec<u64>;
    const JUDGE: Judge = Judge::new("HDU 3032", 1000, 32);

    fn max_cases(ours: bool) -> usize {
        pick(ours, usize::MAX, 100)
    }

    fn write(cases: &[Vec<u64>], t: &mut Text) {
        t.line(&[cases.len() as u64]);
        write_lists(cases, t);
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Vec<u64>>)> {
        let hi = hi(ours);
        let pairs: Vec<Vec<u64>> = (1..=13).flat_map(|a| (a..=13).map(move |b| vec![a, b])).collect();
        let mut out: Vec<(String, Vec<Vec<u64>>)> = pairs
            .chunks(100)
            .map(|c| ("every pair of heaps up to 13 (the residues mod 4 that cancel)".to_string(), c.to_vec()))
            .collect();
        let triples: Vec<Vec<u64>> = (1..=8).flat_map(|a| (a..=8).flat_map(move |b| (b..=8).map(move |c| vec![a, b, c]))).collect();
        out.extend(triples.chunks(100).map(|c| ("every triple of heaps up to 8".to_string(), c.to_vec())));
        out.push((
            "the largest heaps: 2^31 - 1 is worth 2^31".into(),
            vec![vec![hi], vec![hi, 1], vec![hi, hi], vec![hi, hi - 1, hi - 2, hi - 3], vec![(1 << 31) - 1, 1 << 30]],
        ));
        out
    }

    fn random(rng: &mut Rng, size: usize, ours: bool) -> Vec<u64> {
        let k = count(rng, size, 1, 1000);
        (0..k).map(|_| number(rng, size, 1, hi(ours))).collect()
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut c = fewer(piles, 1);
        // Every heap lowered by the same multiple of 4 keeps every residue mod 4.
        let low = piles.iter().min().map_or(0, |m| (m - 1) / 4 * 4);
        for d in [low, 4] {
            if d > 0 && d <= low {
                c.push(piles.iter().map(|p| p - d).collect());
            }
        }
        c.extend(each_smaller(piles, |&p| smaller(p, 1)));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(piles: &Vec<u64>) -> String {
        explain::heaps("lasker", piles)
    }
}
