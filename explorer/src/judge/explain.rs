//! The explanation of a right answer, in the explorer's words: the value, the outcome, a
//! winning move and the theorem, from the explorer's own analysis where it knows the game.

use crate::game::{analyse, Game};

/// The explorer's report on a position of a heap game (`spec` as `grundy value` takes it).
pub fn heaps(spec: &str, position: &[u64]) -> String {
    let report = Game::parse(spec).and_then(|game| {
        game.check_position(position)?;
        analyse(&game, position).map(|r| (game, r))
    });
    let (game, report) = match report {
        Ok(r) => r,
        Err(e) => return format!("{spec} {}: {e}", spaced(position)),
    };
    let mut text = format!("{} {}: ", game.name(), spaced(position));
    if let Some(v) = report.value {
        text += &format!("value {v}, ");
    }
    text += &report.reason;
    text += if report.first_player_wins {
        "; the player to move wins"
    } else {
        "; the player to move loses (every move leads to a winning position for the other)"
    };
    if let Some(m) = report.winning_moves.first() {
        text += &format!(", e.g. -> {} ({})", spaced(&m.to), m.why);
    }
    text
}

/// Numbers separated by spaces.
pub fn spaced(values: &[u64]) -> String {
    let words: Vec<String> = values.iter().map(u64::to_string).collect();
    words.join(" ")
}

/// "the first player wins" or "loses", from a value.
pub fn outcome(value: u128) -> &'static str {
    if value != 0 {
        "not 0, so the first player wins"
    } else {
        "0, so the first player loses"
    }
}
