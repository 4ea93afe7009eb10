//! `grundy value`: the Grundy value, the outcome and every winning move of a position.

use crate::game::Position;
use crate::out::{outcome, spaced, Failure};
use serde::Serialize;

/// A winning move in a [`ValueReport`].
#[derive(Clone, Debug, Serialize)]
pub struct MoveReport {
    /// The numbers of the position it leads to (a sum: every part's, in order).
    pub to: Vec<u64>,
    /// A sum: the numbers of each part after the move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parts: Option<Vec<Vec<u64>>>,
    /// Why it wins, one line.
    pub why: String,
    /// Fibonacci game: the stones taken.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub take: Option<u64>,
}

/// What `grundy value --json` prints.
#[derive(Clone, Debug, Serialize)]
pub struct ValueReport {
    /// The game, as typed (`kayles`; a sum: `kayles + nim + wythoff`).
    pub game: String,
    /// The position's numbers (a sum: every part's, in order).
    pub position: Vec<u64>,
    /// A sum: each part's game, numbers and value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parts: Option<Vec<PartReport>>,
    /// The Grundy value; `null` for misère play, the Fibonacci game, large Wythoff piles.
    pub value: Option<u128>,
    /// "N" if the player to move wins, else "P".
    pub outcome: &'static str,
    /// The winning moves (at most [`crate::game::LISTED_MOVES`]).
    pub winning_moves: Vec<MoveReport>,
    /// How many winning moves there are.
    pub winning_move_count: u128,
    /// How the value was found, one line.
    pub reason: String,
}

/// One part of a sum in a [`ValueReport`].
#[derive(Clone, Debug, Serialize)]
pub struct PartReport {
    pub game: String,
    pub position: Vec<u64>,
    pub value: Option<u128>,
}

/// The report of `position`.
pub fn report(position: &Position) -> Result<ValueReport, Failure> {
    let value = position.value()?;
    let (moves, count) = position.winning_moves()?;
    let sum = |p: &Position| (p.parts.len() > 1).then(|| p.part_numbers());
    let parts = sum(position).map(|numbers| {
        let each = position.parts.iter().zip(numbers).map(|(p, position)| {
            Ok(PartReport { game: p.game.name(), position, value: p.game.value(&p.at)? })
        });
        each.collect::<Result<_, Failure>>()
    });
    let winning_moves = moves
        .into_iter()
        .map(|m| MoveReport { to: m.to.numbers(), parts: sum(&m.to), why: m.why, take: m.take })
        .collect();
    Ok(ValueReport {
        game: position.game_name(),
        position: position.numbers(),
        parts: parts.transpose()?,
        value,
        outcome: outcome(position.first_player_wins()?),
        winning_moves,
        winning_move_count: count,
        reason: position.reason(value)?,
    })
}

/// The report in words, as `grundy value` prints it.
pub fn text(r: &ValueReport) -> String {
    let shown = |numbers: &[u64], parts: &Option<Vec<Vec<u64>>>| match parts {
        Some(parts) => parts.iter().map(|p| spaced(p)).collect::<Vec<_>>().join(" + "),
        None => spaced(numbers),
    };
    let head = match &r.parts {
        Some(parts) => {
            let words: Vec<String> =
                parts.iter().map(|p| format!("{} {}", p.game, spaced(&p.position))).collect();
            words.join(" + ")
        }
        None => format!("{} {}", r.game, spaced(&r.position)),
    };
    let value = r.value.map_or("none".into(), |v| v.to_string());
    let mut text = format!("{head}\nvalue {value}: {}\n", r.reason);
    text += match r.outcome {
        "N" => "outcome N: the player to move wins\n",
        _ => "outcome P: the player to move loses (every move leads to an N-position)\n",
    };
    if r.outcome == "N" || r.winning_move_count > 0 {
        let shown_count = r.winning_moves.len() as u128;
        text += &match shown_count < r.winning_move_count {
            true => format!(
                "winning moves ({}, the first {shown_count} shown):\n",
                r.winning_move_count
            ),
            false => format!("winning moves ({}):\n", r.winning_move_count),
        };
        for m in &r.winning_moves {
            text += &format!("  -> {}   {}\n", shown(&m.to, &m.parts), m.why);
        }
    }
    text
}
