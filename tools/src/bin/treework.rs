//! treework: the time hdu3590's tree work takes alone, beside the floor's time to read its input.
//!
//! Reads an hdu3590 input (a file named on the command line) and parses it into trees of edges
//! before any timing. Then it times, five times over, what the solver does for each tree once
//! the tree is read: `Peeler::add_edges` and `tree_hackenbush::peel_grundy`. It prints the
//! fastest time and the xor of the values, so that nothing is optimised away. If this time
//! reaches the floor's time for the same file, no solver that reads at the floor's speed and
//! then peels can be within 2× of the floor.

use grundy::graph::Peeler;
use grundy::tree_hackenbush::peel_grundy;
use std::time::Instant;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: treework <hdu3590 input file>");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("error: cannot read {path}: {e}");
        std::process::exit(2);
    });
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u32>().ok());
    let mut next = || tokens.next().flatten().filter(|&v| v >= 1);
    let mut trees: Vec<Vec<(u32, u32)>> = Vec::new();
    while let Some(count) = next() {
        for _ in 0..count {
            trees.push(tree(&mut next).unwrap_or_else(|| {
                eprintln!("error: {path} is not an hdu3590 input of positive integers");
                std::process::exit(2);
            }));
        }
    }
    let (mut best, mut xor, mut peeler) = (f64::MAX, 0, Peeler::default());
    for _ in 0..5 {
        let start = Instant::now();
        for edges in &trees {
            peeler.clear();
            peeler.add_edges(edges);
            xor ^= peel_grundy(&mut peeler, edges.len(), 0, |_, _, _| {}).unwrap_or(u64::MAX);
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    let vertices: usize = trees.iter().map(|t| t.len() + 1).sum();
    println!("{} trees, {vertices} vertices: {:.1} ms (xor {xor})", trees.len(), best * 1e3);
}

/// One tree: `m`, then `m − 1` edges, made 0-based.
fn tree(next: &mut impl FnMut() -> Option<u32>) -> Option<Vec<(u32, u32)>> {
    (1..next()?).map(|_| Some((next()? - 1, next()? - 1))).collect()
}
