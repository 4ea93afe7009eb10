//! hdu3595 for `grundy judge`: Every-SG over Euclid games, cases until the end of input.

use crate::judge::spec::*;
use grundy::every_sg;

#[path = "../hdu3595.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

impl Problem for P {
    type Case = Vec<(u64, u64)>;
    const JUDGE: Judge = Judge::new("HDU 3595", 1000, 32);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[Vec<(u64, u64)>], t: &mut Text) {
        for games in cases {
            t.line(&[games.len() as u64]);
            for &(p, q) in games {
                t.line(&[p, q]);
            }
        }
    }

    fn edges(_: bool) -> Vec<(String, Vec<Vec<(u64, u64)>>)> {
        let singles: Vec<Vec<(u64, u64)>> = (0..=12).flat_map(|p| (0..=12).map(move |q| vec![(p, q)])).collect();
        vec![
            ("every single game with piles up to 12 (0 included: a game already over)".into(), singles),
            ("every game already over: MM cannot move".into(), vec![vec![(0, 0)], vec![(0, 5), (7, 0)]]),
            ("a long game beside short ones".into(), vec![vec![(1, 1), (1, 1), (1, 1)], vec![(987, 610), (1, 1)], vec![(1000, 1), (999, 1000)]]),
            ("1000 games of the largest piles".into(), vec![(0..1000).map(|i| (1000 - i % 7, 999 - i % 13)).collect()]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, _: bool) -> Vec<(u64, u64)> {
        let n = count(rng, size, 1, 1000);
        (0..n).map(|_| (number(rng, size, 0, 1000), number(rng, size, 0, 1000))).collect()
    }

    fn shrink(games: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        let mut c = fewer(games, 1);
        c.extend(each_smaller(games, |&(p, q)| {
            let mut s: Vec<(u64, u64)> = smaller(p, 0).into_iter().map(|x| (x, q)).collect();
            s.extend(smaller(q, 0).into_iter().map(|y| (p, y)));
            s
        }));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(games: &Vec<(u64, u64)>) -> String {
        let steps: Vec<String> = games
            .iter()
            .take(10)
            .map(|&(p, q)| {
                let s = every_sg::euclid_game(p, q);
                let who = if s.wins { "won" } else { "lost" };
                format!("({p}, {q}): {who} by its mover in {} steps", s.steps)
            })
            .collect();
        let top = games.iter().map(|&(p, q)| every_sg::euclid_game(p, q).steps).max().unwrap_or(0);
        format!(
            "Every-SG: the first player wins exactly when the longest game's step count is odd (its winner stretches it, its loser cuts it short); {}{}; the largest is {top}, {}",
            steps.join(", "),
            if games.len() > 10 { ", …" } else { "" },
            if top % 2 == 1 { "odd: MM wins" } else { "even: GG wins" }
        )
    }
}
