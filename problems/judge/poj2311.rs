//! poj2311 for `grundy judge`: the Cutting Game, sheets until the end of the input.

use crate::judge::explain;
use crate::judge::spec::*;
use grundy::multi_sg;

#[path = "../poj2311.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

impl Problem for P {
    type Case = (u64, u64);
    const JUDGE: Judge = Judge::new("POJ 2311", 1000, 64);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[(u64, u64)], t: &mut Text) {
        cases.iter().for_each(|&(w, h)| t.line(&[w, h]));
    }

    fn edges(_: bool) -> Vec<(String, Vec<(u64, u64)>)> {
        let small = (2..=7).flat_map(|w| (2..=7).map(move |h| (w, h))).collect();
        vec![
            ("every sheet up to 7×7 (2×2, 2×3 and 3×2: every cut leaves a strip)".into(), small),
            ("the largest sheets, built up from small ones".into(), vec![(2, 2), (200, 200), (2, 200), (200, 2), (199, 3)]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, _: bool) -> (u64, u64) {
        let top = (2 + size as u64).min(200);
        (rng.range(2, top), rng.range(2, top))
    }

    fn shrink(&(w, h): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut c: Vec<(u64, u64)> = smaller(w, 2).into_iter().map(|x| (x, h)).collect();
        c.extend(smaller(h, 2).into_iter().map(|y| (w, y)));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(&(w, h): &(u64, u64)) -> String {
        let side = w.max(h) as usize;
        let g = multi_sg::cutting_table(&[], side)[w as usize * (side + 1) + h as usize];
        format!(
            "a cut leaving a strip of width 1 hands the opponent the 1×1, so no one makes it while another cut exists: 2×2, 2×3 and 3×2 have no move, and a cut splits a sheet into a sum; g({w}, {h}) = mex over the cuts of the xor of the pieces = {g}, {}",
            explain::outcome(g.into())
        )
    }
}
