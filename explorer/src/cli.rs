//! The command line: parses the arguments and hands each command to its module. Nothing
//! imports this module; it imports the commands.

use crate::draw::Kind;
use crate::out::{self, Failure};
use crate::{board, draw, moves, period, play, registry, serve, table, value, values};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::ffi::OsString;
use std::path::PathBuf;

/// Explore impartial games: values, winning moves, tables, periods, pictures, and play
/// against a perfect opponent.
#[derive(Parser)]
#[command(name = "grundy", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Print exactly one JSON object on standard output instead of text.
    #[arg(long, global = true)]
    json: bool,
}

#[derive(Subcommand)]
enum Command {
    /// The Grundy value, the outcome and every winning move of a position.
    Value {
        /// The game (see below).
        game: String,
        /// The position: one number per heap (a sum: `+ GAME POS…` for each further part).
        #[arg(required = true, allow_negative_numbers = true)]
        pos: Vec<String>,
    },
    /// Every legal move of a position: whether it wins, the value and remoteness it
    /// leaves, and why (what `grundy serve`'s page shows).
    Moves {
        /// The game (see below).
        game: String,
        /// The position (a sum: `+ GAME POS…` for each further part).
        #[arg(required = true, allow_negative_numbers = true)]
        pos: Vec<String>,
        /// Fibonacci game: the most the player to move may take (after the first move).
        #[arg(long, value_name = "L")]
        limit: Option<u64>,
    },
    /// The values of single heaps 0..=N, and the period where one is known.
    Table {
        /// The game (see below).
        game: String,
        /// The largest heap: at most 100000 (wythoff: 1000; an octal code with an infinite
        /// tail: 4096, or 1024 if the tail splits heaps).
        #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = out::count)]
        upto: usize,
        /// Also draw the table into this SVG file.
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
    },
    /// Play against a perfect opponent (line protocol: type the new position; also quit,
    /// help, hint, undo).
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
        kind: Kind,
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
    /// Play on a tree, forest, circles or Hackenbush input: every move (an edge cut, a node
    /// picked, a circle coloured) with the value it leaves and why; `--move` makes moves and
    /// prints the position left as an input (what `grundy serve`'s pictures do).
    Board {
        /// What the file holds.
        kind: Kind,
        /// The input file (the judge problem's format; its first case is played).
        file: PathBuf,
        /// A move to make first, as listed (`cut 4`, `pick 2`, `circle 3`, `cut 1 5`);
        /// repeat for several.
        #[arg(long = "move", value_name = "MOVE")]
        moves: Vec<String>,
        /// Also draw the position reached into this SVG file.
        #[arg(long, value_name = "OUT")]
        svg: Option<PathBuf>,
    },
    /// The certified period of an octal game, a subtraction game or bash:M.
    Period {
        /// The game (kayles, dawson, octal:…, subtraction:S, bash:M).
        game: String,
        /// Give up (uncertified) after this many values: at most 1000000000 (1 GB at a byte a value).
        #[arg(long, value_name = "N", default_value_t = 1_000_000)]
        #[arg(allow_negative_numbers = true, value_parser = out::count)]
        max: usize,
        /// Give up (uncertified) before a step that would end after this many seconds: at
        /// most 3600.
        #[arg(long, value_name = "S", default_value_t = 10)]
        #[arg(allow_negative_numbers = true, value_parser = out::count)]
        seconds: usize,
    },
    /// Test a program against the exact answers of a judge problem (see judge --help).
    Judge(crate::judge::JudgeArgs),
    /// Serve the explorer as a web page with a JSON API (for a class).
    Serve {
        /// The port (0: any free one; the address is printed).
        #[arg(long, default_value_t = 8000)]
        port: u16,
        /// The address to listen on; 0.0.0.0 makes the page reachable from the network.
        #[arg(long, default_value = "127.0.0.1")]
        host: String,
        /// Open the page in the desktop's browser.
        #[arg(long)]
        open: bool,
    },
    /// The values of heaps 0..=N of a take-and-break game, with the counts researchers compare.
    Values(crate::values::Args),
}

/// Runs the command line; returns the exit code. A panic (a bug) prints one `error:`
/// line, never the default message or a backtrace, and exits 1.
pub fn main() -> i32 {
    std::panic::set_hook(Box::new(|_| {}));
    let args: Vec<OsString> = std::env::args_os().collect();
    match std::panic::catch_unwind(|| run(args)) {
        Ok(code) => code,
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            out::error(&format!("internal error (a bug): {what}"), 1)
        }
    }
}

/// `grundy help [COMMAND]` (even with `--help`) as `grundy [COMMAND] --help`.
fn help_words(mut args: Vec<OsString>) -> Vec<OsString> {
    if args.get(1).is_some_and(|a| a == "help") {
        args.retain(|a| a != "help" && a != "--help" && a != "-h");
        args.push("--help".into());
    }
    args
}

fn run(args: Vec<OsString>) -> i32 {
    let mut command = Cli::command().after_help(registry::help());
    for name in ["value", "moves", "table", "play", "period"] {
        command = command.mut_subcommand(name, |c| c.after_help(registry::help()));
    }
    let cli = match command
        .try_get_matches_from(help_words(args))
        .and_then(|m| Cli::from_arg_matches(&m))
    {
        Ok(cli) => cli,
        Err(e) => return clap_error(e),
    };
    let json = cli.json;
    let result = match cli.command {
        Command::Value { game, pos } => registry::parse_position(&game, &pos)
            .map_err(Failure::Usage)
            .and_then(|p| value::report(&p))
            .and_then(|r| out::emit(json, &r, &value::text(&r))),
        Command::Moves { game, pos, limit } => moves::run(&game, &pos, limit, json),
        Command::Table { game, upto, svg } => table::run(&game, upto, svg.as_deref(), json),
        Command::Play { game, pos, computer_first } => play::run(&game, &pos, computer_first, json),
        Command::Draw { kind, file, svg, all } => draw::run(kind, &file, &svg, all, json),
        Command::Board { kind, file, moves, svg } => {
            board::run(kind, &file, &moves, svg.as_deref(), json)
        }
        Command::Period { game, max, seconds } => period::run(&game, max, seconds, json),
        Command::Judge(args) => return crate::judge::main(args, json),
        Command::Serve { port, host, open } => {
            serve::run(&host, port, open).map_err(Failure::Usage)
        }
        Command::Values(args) => values::run(&args, json),
    };
    match result {
        Ok(()) => 0,
        Err(failure) => failure.exit(),
    }
}

/// Help and version go to stdout (exit 0; 1 if it cannot be written); every other clap
/// error becomes one `error:` line with the usage, exit 2.
fn clap_error(e: clap::Error) -> i32 {
    use clap::error::ErrorKind;
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let text = e.render().to_string();
        return match out::write_stdout(text.trim_end()) {
            Ok(()) => 0,
            Err(failure) => failure.exit(),
        };
    }
    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        let message =
            "a command is needed: value, table, play, draw, period or judge (see grundy --help)";
        return out::error(message, 2);
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
    out::error(&message, 2)
}
