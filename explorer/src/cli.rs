//! The command line: parsing, the commands, and how results and errors are shown.

use crate::game::{self, Game, Report};
use clap::{Parser, Subcommand, ValueEnum};
use serde::Serialize;
use std::path::PathBuf;

/// Explore impartial games: values, winning moves, tables, periods, pictures, and play
/// against a perfect opponent.
#[derive(Parser)]
#[command(name = "grundy", version, after_help = AFTER_HELP)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Print exactly one JSON object on standard output instead of text.
    #[arg(long, global = true)]
    json: bool,
}

const AFTER_HELP: &str = "GAME is one of: nim, misere-nim, bash:M, misere-bash:M, wythoff, \
fibonacci, subtraction:S (e.g. subtraction:1,3,4), lasker, kayles, dawson, octal:0.d1d2… \
A position of several numbers is the sum of those heaps.";

#[derive(Subcommand)]
enum Command {
    /// The Grundy value, the outcome and every winning move of a position.
    #[command(after_help = AFTER_HELP)]
    Value {
        /// The game (see below).
        game: String,
        /// The position: one number per heap.
        #[arg(required = true, allow_negative_numbers = true)]
        pos: Vec<String>,
    },
    /// The values of single heaps 0..=N, and the period where one is known.
    #[command(after_help = AFTER_HELP)]
    Table {
        /// The game (see below).
        game: String,
        /// The largest heap: at most 100000 (wythoff: 1000; an octal code with an infinite
        /// tail: 4096, or 1024 if the tail splits heaps).
        #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = count)]
        upto: usize,
        /// Also draw the table into this SVG file.
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
    },
    /// Play against a perfect opponent (line protocol: type the new position).
    #[command(after_help = AFTER_HELP)]
    Play {
        /// The game (see below).
        game: String,
        /// The starting position.
        #[arg(required = true, allow_negative_numbers = true)]
        pos: Vec<String>,
        /// The computer makes the first move.
        #[arg(long)]
        computer_first: bool,
    },
    /// Draw a tree, forest, circles or Hackenbush input with every Grundy value.
    Draw {
        /// What the file holds.
        kind: DrawKind,
        /// The input file (the judge problem's format).
        file: PathBuf,
        /// Where to write the picture.
        #[arg(long, value_name = "OUT", required = true)]
        svg: PathBuf,
        /// Forests and Hackenbush: draw every case, not only the first (a picture holds at
        /// most 2000 nodes and 4000 edges in all).
        #[arg(long)]
        all: bool,
    },
    /// The certified period of an octal game.
    #[command(after_help = AFTER_HELP)]
    Period {
        /// The game (kayles, dawson, octal:…, subtraction:S, bash:M).
        game: String,
        /// Give up (uncertified) after this many values.
        #[arg(long, value_name = "N", default_value_t = 1_000_000)]
        #[arg(allow_negative_numbers = true, value_parser = count)]
        max: usize,
    },
    /// The values of heaps 0..=N of a take-and-break game, with the counts researchers compare.
    Values(ValuesArgs),
}

#[derive(clap::Args)]
struct ValuesArgs {
    /// kayles, dawson, lasker, grundy-game or octal:CODE (hexadecimal digits, `!`: heaps differ).
    game: String,
    /// The largest heap (below 2^32).
    #[arg(long, value_name = "N", value_parser = count)]
    upto: usize,
    /// Also print how many heaps have each value.
    #[arg(long)]
    freq: bool,
    /// Threads (default: the machine's cores).
    #[arg(long, value_name = "N", value_parser = count)]
    threads: Option<usize>,
    /// No progress bar.
    #[arg(long)]
    quiet: bool,
    /// Keep the table in FILE, written at every power of two and at the end.
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Go on from the table in FILE.
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
}

/// The kinds of input `draw` reads.
#[derive(Clone, Copy, ValueEnum)]
pub enum DrawKind {
    /// AtCoder AGC017 D: `N`, then `N − 1` edges; root 1; a move deletes an edge.
    Tree,
    /// Luogu P6665: `T` cases of `n m` and edges; a move deletes a node and its ancestors.
    Forest,
    /// TopCoder CirclesGame: `N`, then `x y r`; a move kills a circle and those around it.
    Circles,
    /// POJ 3710: `N` graphs of `m k` and edges, node 1 on the ground; Green Hackenbush.
    Hackenbush,
}

/// Why a command failed.
pub enum Failure {
    /// Bad input (exit 2).
    Usage(String),
    /// A well-formed question the explorer cannot answer (exit 1).
    Cannot(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Usage(message)
    }
}

/// Runs the command line; returns the exit code.
pub fn main() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_error(e),
    };
    let json = cli.json;
    let result = match cli.command {
        Command::Value { game, pos } => value(&game, &pos, json),
        Command::Table { game, upto, svg } => crate::table::run(&game, upto, svg.as_deref(), json),
        Command::Play {
            game,
            pos,
            computer_first,
        } => crate::play::run(&game, &pos, computer_first, json),
        Command::Draw {
            kind,
            file,
            svg,
            all,
        } => crate::draw::run(kind, &file, &svg, all, json),
        Command::Period { game, max } => crate::period::run(&game, max, json),
        Command::Values(a) => crate::values::run(&crate::values::Request {
            game: &a.game,
            upto: a.upto,
            freq: a.freq,
            threads: a.threads,
            quiet: a.quiet,
            save: a.save.as_deref(),
            resume: a.resume.as_deref(),
            json,
        }),
    };
    match result {
        Ok(()) => 0,
        Err(Failure::Usage(message)) => {
            eprintln!("error: {message}");
            2
        }
        Err(Failure::Cannot(message)) => {
            eprintln!("error: {message}");
            1
        }
    }
}

/// An option's count: a whole number from 0 (so `-1` is named as a bad value, not an option).
fn count(text: &str) -> Result<usize, String> {
    text.parse()
        .map_err(|_| "expected a whole number from 0 up".to_string())
}

/// Help and version go to stdout (exit 0); every other clap error becomes one `error:`
/// line with the usage, exit 2.
fn clap_error(e: clap::Error) -> i32 {
    use clap::error::ErrorKind;
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        print!("{e}");
        return 0;
    }
    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        eprintln!(
            "error: a command is needed: value, table, play, draw or period (see grundy --help)"
        );
        return 2;
    }
    let rendered = e.render().to_string();
    let mut what = Vec::new();
    let mut usage = String::new();
    for line in rendered.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(u) = line.strip_prefix("Usage: ") {
            usage = u.to_string();
        } else if !line.starts_with("For more information") && !line.starts_with("tip:") {
            what.push(line.strip_prefix("error: ").unwrap_or(line).to_string());
        }
    }
    let mut message = what.join(" ");
    if !usage.is_empty() {
        message = format!("{message}; usage: {usage}");
    }
    eprintln!("error: {message}");
    2
}

/// Prints `object` as JSON, or `text` (no trailing newline needed).
pub fn emit<T: Serialize>(json: bool, object: &T, text: &str) -> Result<(), Failure> {
    use std::io::Write;
    let line = if json {
        serde_json::to_string(object)
            .map_err(|e| Failure::Cannot(format!("cannot write JSON: {e}")))?
    } else {
        text.trim_end().to_string()
    };
    match writeln!(std::io::stdout().lock(), "{line}") {
        // A reader that stopped early (`| head`) is not an error.
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(Failure::Cannot(format!(
            "cannot write standard output: {e}"
        ))),
        _ => Ok(()),
    }
}

/// The game and position from the command line.
pub fn game_and_position(spec: &str, pos: &[String]) -> Result<(Game, Vec<u64>), Failure> {
    let game = Game::parse(spec)?;
    let position = pos
        .iter()
        .map(|p| game::parse_u64(p, "a heap size"))
        .collect::<Result<Vec<u64>, String>>()?;
    game.check_position(&position)?;
    Ok((game, position))
}

/// Numbers separated by spaces.
pub fn spaced(values: &[u64]) -> String {
    let words: Vec<String> = values.iter().map(u64::to_string).collect();
    words.join(" ")
}

/// "P" or "N".
pub fn outcome(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "N"
    } else {
        "P"
    }
}

#[derive(Serialize)]
struct MoveJson<'a> {
    to: &'a [u64],
    why: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    take: Option<u64>,
}

#[derive(Serialize)]
struct ValueJson<'a> {
    game: String,
    position: &'a [u64],
    value: Option<u128>,
    outcome: &'static str,
    winning_moves: Vec<MoveJson<'a>>,
    winning_move_count: u128,
    reason: &'a str,
}

fn value(spec: &str, pos: &[String], json: bool) -> Result<(), Failure> {
    let (game, position) = game_and_position(spec, pos)?;
    let report = game::analyse(&game, &position).map_err(Failure::Cannot)?;
    let object = ValueJson {
        game: game.name(),
        position: &position,
        value: report.value,
        outcome: outcome(report.first_player_wins),
        winning_moves: report
            .winning_moves
            .iter()
            .map(|m| MoveJson {
                to: &m.to,
                why: &m.why,
                take: m.take,
            })
            .collect(),
        winning_move_count: report.winning_move_count,
        reason: &report.reason,
    };
    emit(json, &object, &value_text(&game, &position, &report))
}

fn value_text(game: &Game, position: &[u64], report: &Report) -> String {
    let mut text = format!("{} {}\n", game.name(), spaced(position));
    match report.value {
        Some(v) => text += &format!("value {v}: {}\n", report.reason),
        None => text += &format!("value none: {}\n", report.reason),
    }
    text += &if report.first_player_wins {
        "outcome N: the player to move wins\n".to_string()
    } else {
        "outcome P: the player to move loses (every move leads to an N-position)\n".to_string()
    };
    if report.first_player_wins || report.winning_move_count > 0 {
        let shown = report.winning_moves.len() as u128;
        text += &if shown < report.winning_move_count {
            format!(
                "winning moves ({}, the first {shown} shown):\n",
                report.winning_move_count
            )
        } else {
            format!("winning moves ({}):\n", report.winning_move_count)
        };
        for m in &report.winning_moves {
            text += &format!("  -> {}   {}\n", spaced(&m.to), m.why);
        }
    }
    text
}
