//! hdu3094 for `grundy judge`: edge deletion on rooted trees, `T` cases.

use crate::judge::shapes::{self, Graph};
use crate::judge::spec::*;

#[path = "../hdu3094.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

impl Problem for P {
    type Case = Graph;
    const JUDGE: Judge = Judge::new("HDU 3094", 1000, 32);

    fn max_cases(ours: bool) -> usize {
        pick(ours, usize::MAX, 100)
    }

    fn write(cases: &[Graph], t: &mut Text) {
        t.line(&[cases.len() as u64]);
        cases.iter().for_each(|g| shapes::write_tree(g, t));
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Graph>)> {
        let n = if ours { 1_000_000 } else { 100_000 };
        let small: Vec<Graph> = (1..=5).flat_map(|n| [shapes::path(n), shapes::star(n)]).collect();
        let mut out = vec![("single vertices, short paths and stars".to_string(), small)];
        out.extend(shapes::edge_trees(n).into_iter().skip(2).map(|(w, g)| (w, vec![g])));
        out
    }

    fn random(rng: &mut Rng, size: usize, _: bool) -> Graph {
        let n = 1 + rng.index(4 * size);
        shapes::random_tree(rng, n)
    }

    fn shrink(g: &Graph) -> Vec<Graph> {
        shapes::shrink_tree(g)
    }

    const SOLVE: Solve = solver::solve;

    fn explain(g: &Graph) -> String {
        shapes::explain_tree(g, "Alice", "Bob")
    }
}
