//! agc017_d for `grundy judge`: edge deletion on a tree rooted at vertex 1, one tree.

use crate::judge::shapes::{self, Graph};
use crate::judge::spec::*;

#[path = "../agc017_d.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

fn n_max(ours: bool) -> usize {
    pick(ours, 1_000_000, 100_000)
}

impl Problem for P {
    type Case = Graph;
    const JUDGE: Judge = Judge::new("AtCoder AGC 017 D", 2000, 256);

    fn max_cases(_: bool) -> usize {
        1
    }

    fn write(cases: &[Graph], t: &mut Text) {
        cases.iter().for_each(|g| shapes::write_tree(g, t));
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Graph>)> {
        shapes::edge_trees(n_max(ours)).into_iter().map(|(w, g)| (w, vec![g])).collect()
    }

    fn random(rng: &mut Rng, size: usize, _: bool) -> Graph {
        let n = 2 + rng.index(4 * size);
        shapes::random_tree(rng, n)
    }

    fn shrink(g: &Graph) -> Vec<Graph> {
        shapes::shrink_tree(g).into_iter().filter(|t| t.n >= 2).collect()
    }

    const SOLVE: Solve = solver::solve;

    fn explain(g: &Graph) -> String {
        shapes::explain_tree(g, "Alice", "Bob")
    }
}
