//! hdu1730 for `grundy judge`: Northcott's game, cases until the end of the input.

use crate::judge::explain;
use crate::judge::spec::*;
use grundy::staircase;

#[path = "../hdu1730.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

/// The columns `m`, and each row's (Tom's, Jerry's) columns.
type Board = (u64, Vec<(u64, u64)>);

impl Problem for P {
    type Case = Board;
    const JUDGE: Judge = Judge::new("HDU 1730", 1000, 32);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[Board], t: &mut Text) {
        for (m, rows) in cases {
            t.line(&[rows.len() as u64, *m]);
            rows.iter().for_each(|&(a, b)| t.line(&[a, b]));
        }
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Board>)> {
        let m = pick(ours, u64::MAX, 100);
        vec![
            ("pieces side by side: no gap to close".into(), vec![(2, vec![(1, 2)]), (2, vec![(2, 1), (1, 2)])]),
            ("equal gaps cancel, either piece on the left".into(), vec![(6, vec![(1, 4), (6, 3)]), (6, vec![(1, 3), (6, 4), (2, 5)])]),
            ("the widest gaps".into(), vec![(m, vec![(1, m)]), (m, vec![(m, 1), (1, m - 1)])]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, ours: bool) -> Board {
        let m = number(rng, size, 2, pick(ours, u64::MAX, 100));
        let n = count(rng, size, 1, 1000);
        let rows = (0..n)
            .map(|_| {
                let a = rng.range(1, m);
                let b = if a == m || (a > 1 && rng.coin()) { rng.range(1, a - 1) } else { rng.range(a + 1, m) };
                (a, b)
            })
            .collect();
        (m, rows)
    }

    fn shrink((m, rows): &Board) -> Vec<Board> {
        let mut c: Vec<Board> = fewer(rows, 1).into_iter().map(|r| (*m, r)).collect();
        let closer = |&(a, b): &(u64, u64)| -> Vec<(u64, u64)> {
            let toward = if a < b { smaller(b, a + 1) } else { smaller(a, b + 1) };
            toward.into_iter().map(|x| if a < b { (a, x) } else { (x, b) }).collect()
        };
        c.extend(each_smaller(rows, closer).into_iter().map(|r| (*m, r)));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain((_, rows): &Board) -> String {
        let gaps: Vec<u64> = rows.iter().map(|&(a, b)| staircase::northcott_heap(a, b)).collect();
        let x = gaps.iter().fold(0, |s, g| s ^ g);
        format!(
            "Northcott: each row is a Nim heap of the free cells between its pieces (a retreat is answered by closing the gap again): {}; the xor is {x}, {}: {}",
            explain::spaced(&gaps[..gaps.len().min(12)]),
            explain::outcome(x.into()),
            if x != 0 { "I WIN!" } else { "BAD LUCK!" }
        )
    }
}
