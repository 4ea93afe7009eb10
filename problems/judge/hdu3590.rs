//! hdu3590 for `grundy judge`: misère edge deletion on a forest, cases until the end.

use crate::judge::shapes::{self, Graph};
use crate::judge::spec::*;
use grundy::{anti_sg, tree_hackenbush};

#[path = "../hdu3590.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

fn two_stalks() -> Graph {
    Graph { n: 5, edges: vec![(1, 2), (2, 3), (1, 4), (4, 5)] }
}

impl Problem for P {
    type Case = Vec<Graph>;
    const JUDGE: Judge = Judge::new("HDU 3590", 1000, 32);

    fn max_cases(_: bool) -> usize {
        usize::MAX
    }

    fn write(cases: &[Vec<Graph>], t: &mut Text) {
        for trees in cases {
            t.line(&[trees.len() as u64]);
            trees.iter().for_each(|g| shapes::write_tree(g, t));
        }
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Vec<Graph>>)> {
        let n = pick(ours, 1_000_000, 99);
        vec![
            ("no edge at all: PP cannot move and wins".into(), vec![vec![], vec![shapes::path(1), shapes::path(1)]]),
            ("single edges: their parity decides".into(), (1..=4).map(|k| vec![shapes::path(2); k]).collect()),
            ("a tree worth 0 that can move: two stalks of two edges (misère Nim on 2, 2)".into(), vec![vec![two_stalks()], vec![two_stalks(), shapes::path(2)]]),
            ("stars and long paths".into(), vec![vec![shapes::star(n)], vec![shapes::path(n), shapes::path(3)]]),
        ]
    }

    fn random(rng: &mut Rng, size: usize, _: bool) -> Vec<Graph> {
        let k = rng.index(4);
        (0..k)
            .map(|_| {
                let n = 1 + rng.index(2 * size);
                shapes::random_tree(rng, n)
            })
            .collect()
    }

    fn shrink(trees: &Vec<Graph>) -> Vec<Vec<Graph>> {
        let mut c = fewer(trees, 0);
        c.extend(each_smaller(trees, shapes::shrink_tree));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(trees: &Vec<Graph>) -> String {
        let (mut x, mut above) = (0, false);
        for g in trees {
            let mut t = Text::new();
            shapes::write_tree(g, &mut t);
            let mut sc = grundy::io::Scanner::new(&t.0[..]);
            let m = sc.usize_in(1, usize::MAX, "m").expect("a tree");
            let (v, a) = tree_hackenbush::Solver::default().read_branches(&mut sc, m).expect("a tree");
            (x, above) = (x ^ v, above | a);
        }
        let wins = anti_sg::first_player_wins(x, above);
        format!(
            "misère play: the SJ theorem over the root branches (an edge at a root and all above it, worth g(c) + 1 by the colon principle, never 0 while it stands); the values xor to {x} and {} branch is worth more than 1, so PP {}: {}",
            if above { "some" } else { "no" },
            if wins { "wins" } else { "loses" },
            if wins { "PP" } else { "QQ" }
        )
    }
}
