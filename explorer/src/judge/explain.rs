//! The explanation of a right answer, in the explorer's words: the value, the outcome, a
//! winning move and the theorem, from the explorer's own analysis where it knows the game.

use crate::{registry, value};

/// What `grundy value SPEC POSITION` says, up to its first winning move.
pub fn heaps(spec: &str, position: &[u64]) -> String {
    let words: Vec<String> = position.iter().map(u64::to_string).collect();
    let report = registry::parse_position(spec, &words)
        .map_err(|e| e.to_string())
        .and_then(|p| value::report(&p).map_err(|f| f.message().to_string()));
    match report {
        Ok(r) => {
            let text = value::text(&r);
            let lines: Vec<&str> = text.lines().take(5).collect();
            let more = text.lines().count() > 5;
            lines.join("\n") + if more { "\n  …" } else { "" }
        }
        Err(e) => format!("{spec} {}: {e}", spaced(position)),
    }
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
