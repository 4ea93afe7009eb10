//! `grundy play`: a game against a perfect opponent over a line protocol.
//!
//! Lines written: `position: h1 h2 …` whenever the position changes (the start too; a
//! sum's parts separated by ` + `); `your move …` when a line is awaited: the new position
//! as numbers, or `hint`, `undo`, `help`, `quit`; `computer: … -> …` for the computer's
//! move; `illegal: …` for a refused move (then `your move` again); `hint: …`, `help: …`;
//! `winner: computer` or `winner: you` at the end; `stopped: …` at the end of input or
//! `quit` (exit 0). With `--json` these lines go to stderr and stdout gets one JSON object:
//! the game's record.

use crate::game::{best_play, Position};
use crate::out::{self, Failure};
use serde::Serialize;
use std::io::Write;

/// A move in a [`Record`].
#[derive(Clone, Debug, Serialize)]
pub struct PlayedMove {
    /// "computer" or "you".
    pub by: &'static str,
    /// The numbers of the position after it.
    pub to: Vec<u64>,
}

/// What `grundy play --json` prints: the game as played (undone moves left out).
#[derive(Clone, Debug, Serialize)]
pub struct Record {
    pub game: String,
    pub start: Vec<u64>,
    pub moves: Vec<PlayedMove>,
    /// "computer", "you", or `null` if the game was stopped first.
    pub winner: Option<&'static str>,
}

/// What the computer plays from `from`, in the protocol's words: the position after it
/// and the line `computer: … -> …   why`.
pub fn computer_move(from: &Position) -> Result<(Position, String), Failure> {
    let play = best_play(from)?;
    let line = format!("computer: {} -> {}   {}", from.shown(), play.to.shown(), play.why);
    Ok((play.to, line))
}

/// The answer to `hint`.
pub fn hint(from: &Position) -> Result<String, Failure> {
    let wins = match from.first_player_wins() {
        Ok(wins) => wins,
        Err(undecided) => return Ok(format!("hint: {}", undecided.message())),
    };
    let (moves, _) = from.winning_moves()?;
    Ok(match (wins, moves.first()) {
        (true, Some(m)) => format!("hint: -> {}   {}", m.to.shown(), m.why),
        (true, None) => "hint: the position is won, but no winning move is listed".into(),
        (false, _) => "hint: a lost position: no move wins; make the game last".into(),
    })
}

const HELP: &str = "help: type the position after your move (every heap, in order; a sum's \
parts separated by +), or: hint (a winning move, if there is one), undo (take back your last \
move), quit";

/// Runs `grundy play`.
pub fn run(spec: &str, pos: &[String], computer_first: bool, json: bool) -> Result<(), Failure> {
    let start = crate::registry::parse_position(spec, pos)?;
    start.value()?;
    let say = |line: String| -> Result<(), Failure> {
        match json {
            true => {
                out::progress(&line);
                Ok(())
            }
            false => out::write_stdout(&out::clean(&line)),
        }
    };
    let mut record =
        Record { game: start.game_name(), start: start.numbers(), moves: Vec::new(), winner: None };
    let first = if computer_first { "the computer moves" } else { "you move" };
    say(format!(
        "game: {}; {first} first; type the whole position after your move (or help)",
        record.game
    ))?;
    say(format!("position: {}", start.shown()))?;
    let mut input = std::io::BufReader::new(std::io::stdin().lock());
    // The positions before each move, for undo.
    let mut history: Vec<Position> = Vec::new();
    let mut now = start;
    let mut computer_to_move = computer_first;
    loop {
        if !now.has_move() {
            // Normal play: who cannot move loses; misère: wins.
            let winner = if computer_to_move == now.misere() { "computer" } else { "you" };
            record.winner = Some(winner);
            say(format!("winner: {winner}"))?;
            break;
        }
        let to = if computer_to_move {
            let (to, line) = computer_move(&now)?;
            say(line)?;
            to
        } else {
            say("your move (type the new position):".into())?;
            let Some(line) = out::read_line(&mut input)? else {
                say("stopped: end of input".into())?;
                break;
            };
            let undo = record.moves.iter().rposition(|m| m.by == "you");
            // A move, or the reply to a word or to an illegal move.
            let to = match (line.trim(), undo) {
                ("quit", _) => {
                    say("stopped: quit".into())?;
                    break;
                }
                ("help", _) => Err(HELP.into()),
                ("hint", _) => Err(hint(&now)?),
                ("undo", Some(i)) => {
                    now = history[i].clone();
                    history.truncate(i);
                    record.moves.truncate(i);
                    say("undone: your last move (and the computer's reply)".into())?;
                    Err(format!("position: {}", now.shown()))
                }
                ("undo", None) => Err("illegal: there is no move of yours to undo".into()),
                _ => now.typed(&line).map_err(|why| format!("illegal: {why}")),
            };
            match to {
                Ok(to) => to,
                Err(reply) => {
                    say(reply)?;
                    continue;
                }
            }
        };
        let by = if computer_to_move { "computer" } else { "you" };
        record.moves.push(PlayedMove { by, to: to.numbers() });
        history.push(std::mem::replace(&mut now, to));
        say(format!("position: {}", now.shown()))?;
        computer_to_move = !computer_to_move;
    }
    let _ = std::io::stdout().flush();
    if json {
        out::emit(true, &record, "")?;
    }
    Ok(())
}
