//! `grundy`, a command-line explorer of impartial games: values, winning moves, tables,
//! periods, pictures and play against a perfect opponent. The rules are the library's
//! (`grundy`; octal values at research scale: `grundy_engine`); this crate presents them.
//!
//! # The public API (for `grundy judge`, `grundy serve` and tests)
//!
//! - A game: [`game::Game`], one implementation per game ([`heaps`]: heap games through
//!   [`heaps::HeapRule`]; [`whole`]: misère Nim and Bash, Wythoff, Fibonacci; [`lessons`]:
//!   staircase Nim, the Cutting Game), each listed
//!   once in [`registry::GAMES`].
//! - Reading what a user typed: [`registry::parse_game`] (`"kayles"`, `"bash:3"`) and
//!   [`registry::parse_position`] (`"kayles"`, `["7", "+", "nim", "3"]`: a sum), giving a
//!   [`game::Position`]. Its methods answer value, outcome, winning moves, legal moves
//!   ([`game::Position::options`]), a typed move ([`game::Position::typed`]); the computer's
//!   move by remoteness is [`game::best_play`] and [`game::remoteness`].
//! - The reports each command prints with `--json`, each a plain `Serialize` struct made by
//!   a pure function, printed separately: [`value::report`] → [`value::ValueReport`]
//!   ([`value::text`] for words); [`table::report`] → [`table::TableReport`]
//!   ([`table::text`], [`table::picture`] for the SVG); [`period::report`] →
//!   [`period::PeriodReport`]; [`draw::report`] → (SVG, [`draw::DrawReport`]);
//!   [`play::computer_move`] and [`play::hint`] for one step of play, [`play::Record`];
//!   [`moves::report`] → [`moves::MovesReport`] (every legal move, for `grundy serve`'s page);
//!   [`board::report`] → [`board::BoardReport`] (the moves of a picture one plays on).
//! - `grundy serve`: [`serve::run`] binds and serves [`api::router`], whose JSON answers are
//!   those reports.
//! - Failures: [`out::Failure`] (`Usage`: bad input, exit 2 / HTTP 4xx; `Output`: exit 1);
//!   its message is the CLI's `error:` text.
//!
//! # Modules and what they use (no cycle)
//!
//! `cli` → the commands, `registry`, `out` (nothing uses `cli`); `serve` → `api`, `out`;
//! `api` → `value`, `moves`, `table`, `period`, `draw`, `board`, `registry`, `out`; `board` →
//! `draw`, `moves`, `game`, `svg`, `out`; `moves`, `value`, `table`, `play`, `period` →
//! `registry`, `game`, `out` (`table` also `svg`); `draw` → `out`, `svg`; `values` → `out`;
//! `judge` → `registry`, `value`, `out`; `registry` → `heaps`, `whole`, `lessons`, `game`,
//! `out`; `whole` → `heaps`, `game`, `out`; `heaps`, `lessons` → `game`, `out`; `game` →
//! `out`; `svg` → `out`; `out` → nothing of ours.

pub mod api;
pub mod board;
pub mod cli;
pub mod draw;
pub mod game;
pub mod heaps;
pub mod judge;
pub mod lessons;
pub mod moves;
pub mod out;
pub mod period;
pub mod play;
pub mod registry;
pub mod serve;
pub mod svg;
pub mod table;
pub mod value;
pub mod values;
pub mod whole;
