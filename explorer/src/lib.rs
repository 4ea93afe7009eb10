//! `grundy`, a command-line explorer of impartial games: values, winning moves, tables,
//! periods, pictures and play against a perfect opponent. The game logic comes from the
//! library `grundy`, reached only through [`games`].

pub mod cli;
pub mod draw;
pub mod extra;
pub mod game;
pub mod games;
pub mod heaps;
pub mod period;
pub mod play;
pub mod svg;
pub mod table;
pub mod values;
