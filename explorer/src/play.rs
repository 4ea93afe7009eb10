//! `grundy play`: a game against a perfect opponent over a line protocol.
//!
//! Lines written: `position: h1 h2 …` whenever the position changes (the start too);
//! `your move …` when a line is awaited, which holds the new position as numbers;
//! `computer: … -> …` for the computer's move; `illegal: …` for a refused move (then
//! `your move` again); `winner: computer` or `winner: you` at the end. End of input ends
//! the game (exit 0). With `--json` these lines go to stderr and stdout gets one JSON
//! object: the game's record.

use crate::cli::{self, spaced, Failure};
use crate::game::{self, Game};
use serde::Serialize;
use std::io::{BufRead, Write};

/// Where the game stands.
struct State {
    position: Vec<u64>,
    /// Fibonacci game: the most that may be taken now.
    limit: u64,
}

#[derive(Serialize)]
struct PlayedMove {
    by: &'static str,
    to: Vec<u64>,
}

#[derive(Serialize)]
struct Record {
    game: String,
    start: Vec<u64>,
    moves: Vec<PlayedMove>,
    /// "computer", "you", or `null` if the input ended first.
    winner: Option<&'static str>,
}

/// Runs `grundy play`.
pub fn run(spec: &str, pos: &[String], computer_first: bool, json: bool) -> Result<(), Failure> {
    let (game, start) = cli::game_and_position(spec, pos)?;
    game::analyse(&game, &start).map_err(Failure::Cannot)?;
    let mut say_to: Box<dyn Write> = if json {
        Box::new(std::io::stderr())
    } else {
        Box::new(std::io::stdout())
    };
    let mut say = |line: String| -> Result<(), Failure> {
        writeln!(say_to, "{line}")
            .and_then(|()| say_to.flush())
            .map_err(|e| Failure::Cannot(format!("cannot write: {e}")))
    };
    let mut state = State {
        limit: start[0].saturating_sub(1),
        position: start.clone(),
    };
    let mut record = Record {
        game: game.name(),
        start,
        moves: Vec::new(),
        winner: None,
    };
    say(format!(
        "game: {}; {} first; type the whole position after your move",
        game.name(),
        if computer_first {
            "the computer moves"
        } else {
            "you move"
        }
    ))?;
    say(format!("position: {}", spaced(&state.position)))?;
    let mut lines = std::io::stdin().lock().lines();
    let mut computer_to_move = computer_first;
    loop {
        if !has_move(&game, &state) {
            // Normal play: who cannot move loses; misère: wins.
            let computer_wins = computer_to_move == game.misere();
            let winner = if computer_wins { "computer" } else { "you" };
            record.winner = Some(winner);
            say(format!("winner: {winner}"))?;
            break;
        }
        let to = if computer_to_move {
            let (to, why) = computer_move(&game, &state)?;
            say(format!(
                "computer: {} -> {}   {why}",
                spaced(&state.position),
                spaced(&to)
            ))?;
            to
        } else {
            say(prompt(&game, &state))?;
            let Some(line) = lines.next() else {
                say("stopped: end of input".into())?;
                break;
            };
            let line = line.map_err(|e| Failure::Cannot(format!("cannot read: {e}")))?;
            match parse_move(&game, &state, &line) {
                Ok(to) => to,
                Err(why) => {
                    say(format!("illegal: {why}"))?;
                    continue;
                }
            }
        };
        if matches!(game, Game::Fibonacci) {
            state.limit = (state.position[0] - to[0]).saturating_mul(2);
        }
        record.moves.push(PlayedMove {
            by: if computer_to_move { "computer" } else { "you" },
            to: to.clone(),
        });
        state.position = to;
        say(format!("position: {}", spaced(&state.position)))?;
        computer_to_move = !computer_to_move;
    }
    if json {
        cli::emit(true, &record, "")?;
    }
    Ok(())
}

fn prompt(game: &Game, state: &State) -> String {
    match game {
        Game::Fibonacci => format!(
            "your move (take 1 to {} stones; type the heap left):",
            state.limit.min(state.position[0])
        ),
        _ => "your move (type the new position):".into(),
    }
}

fn has_move(game: &Game, state: &State) -> bool {
    match game {
        Game::Wythoff => state.position.iter().any(|&p| p > 0),
        Game::Fibonacci => state.position[0] > 0 && state.limit > 0,
        _ => {
            let rule = game.heap_rule().expect("a heap game");
            state
                .position
                .iter()
                .any(|&h| rule.some_option(h).is_some())
        }
    }
}

/// The new position typed by the player, if it is a legal move.
fn parse_move(game: &Game, state: &State, line: &str) -> Result<Vec<u64>, String> {
    let to = line
        .split_whitespace()
        .map(|w| game::parse_u64(w, "a heap size"))
        .collect::<Result<Vec<u64>, String>>()?;
    if to.is_empty() {
        return Err("type the position after your move, as numbers".into());
    }
    let from = &state.position;
    match game {
        Game::Wythoff => game::check_wythoff_move(from[0], from[1], &to)?,
        Game::Fibonacci => {
            let [left] = to[..] else {
                return Err("type one number: the heap left".into());
            };
            if left >= from[0] {
                return Err("take at least one stone".into());
            }
            let take = from[0] - left;
            if take > state.limit {
                return Err(format!(
                    "at most {} may be taken now, not {take}",
                    state.limit
                ));
            }
        }
        _ => {
            // Misère Bash is analysed as one heap: "0 12" is not a position of it.
            game.check_position(&to)?;
            game::check_heap_move(game.heap_rule().expect("a heap game"), from, &to)?
        }
    }
    Ok(to)
}

/// A winning move if there is one, else a legal move changing as little as possible.
fn computer_move(game: &Game, state: &State) -> Result<(Vec<u64>, String), Failure> {
    let from = &state.position;
    let report = match game {
        Game::Fibonacci => game::fibonacci(from[0], state.limit),
        _ => game::analyse(game, from).map_err(Failure::Cannot)?,
    };
    if let Some(m) = report.winning_moves.into_iter().next() {
        return Ok((m.to, m.why));
    }
    let lost = "(a lost position: any move will do)".to_string();
    Ok(match game {
        Game::Fibonacci => (vec![from[0] - 1], lost),
        Game::Wythoff => {
            let mut to = from.clone();
            let i = if to[0] > 0 { 0 } else { 1 };
            to[i] -= 1;
            (to, lost)
        }
        _ => {
            let rule = game.heap_rule().expect("a heap game");
            let (i, pieces) = from
                .iter()
                .enumerate()
                .find_map(|(i, &h)| rule.some_option(h).map(|p| (i, p)))
                .expect("has_move said there is a move");
            (game::replace_heap(from, i, &pieces), lost)
        }
    })
}
