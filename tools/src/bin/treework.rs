//! treework: the time hdu3590's tree work takes alone, beside the floor's time to read its input.
//!
//! Reads an hdu3590 input (a file named on the command line) into trees of edges, with the
//! library's scanner, before any timing. Then it times, five times over, what the solver does
//! for each tree once it is read: `Peeler::add_edges` and `tree_hackenbush::peel_grundy`. It
//! prints the fastest time and the xor of the values, so that nothing is optimised away. If
//! this time reaches the floor's time for the same file, no solver that reads at the floor's
//! speed and then peels can be within 2× of the floor.

use grundy::graph::{read_edges, Peeler};
use grundy::io::{InputError, Scanner};
use grundy::tree_hackenbush::peel_grundy;
use std::io::Read;
use std::time::Instant;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: treework <hdu3590 input file>");
        std::process::exit(2);
    };
    let trees = std::fs::File::open(&path)
        .map_err(|e| format!("cannot read {path}: {e}"))
        .and_then(|file| read_trees(&mut Scanner::new(file)).map_err(|e| format!("{path}: {e}")))
        .unwrap_or_else(|e| {
            eprintln!("error: {e}");
            std::process::exit(2);
        });
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

/// Every tree of an hdu3590 input, read as the solver reads it, its edges made 0-based.
fn read_trees<R: Read>(sc: &mut Scanner<R>) -> Result<Vec<Vec<(u32, u32)>>, InputError> {
    let mut trees = Vec::new();
    while !sc.at_end() {
        for _ in 0..sc.u64("the number of trees N")? {
            let m = sc.usize_in(1, 1_000_000, "the number of nodes m")?;
            let mut edges = Vec::new();
            read_edges(sc, m, m - 1, |a, b| edges.push((a as u32 - 1, b as u32 - 1)))?;
            trees.push(edges);
        }
    }
    Ok(trees)
}
