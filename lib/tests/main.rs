//! The tests of the library and of the judge binaries, one file per section or binary.
//! `kit` holds what they share: the exhaustive game searcher, a random generator, helpers.

mod kit;
mod problems;

mod ancestor_deletion;
mod anti_sg;
mod bash;
mod circles;
mod coin_turning;
mod every_sg;
mod fibonacci_game;
mod graph;
mod hackenbush;
mod io;
mod mex;
mod multi_sg;
mod nim;
mod octal;
mod period;
mod remoteness;
mod subtraction;
mod tree_hackenbush;
mod wythoff;
