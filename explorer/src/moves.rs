//! `grundy moves`: every legal move of a position (one game or a sum of different games)
//! with what it leaves (value, outcome, remoteness, the reason), the nim-sum in binary, and
//! the move a perfect opponent makes. The page of `grundy serve` is drawn from this report.

use crate::game::{self, Position};
use crate::out::{emit, outcome, spaced, Failure};
use serde::Serialize;

/// At most this many moves are listed; a position with more lists its winning moves only.
pub const MOVE_LIMIT: usize = 2000;

/// Remoteness is searched only where at most this many positions are reachable (a few
/// milliseconds), so that a class's questions are answered at once.
pub const SEARCH_LIMIT: usize = 5_000;

/// Remoteness is searched only in positions of at most this many numbers (each position
/// searched is held whole).
pub const SEARCH_NUMBERS: usize = 64;

/// The nim-sum drawn in binary: one row per heap (per part that is not a row of heaps).
#[derive(Clone, Debug, Serialize)]
pub struct NimSum {
    pub rows: Vec<BitRow>,
    /// The xor of the rows.
    pub xor: BitRow,
    /// The xor's highest 1 (0 = the units): a winning move lowers a row that has it.
    pub deciding_bit: Option<u32>,
}

/// A value and its bits, most significant first, every row the same width.
#[derive(Clone, Debug, Serialize)]
pub struct BitRow {
    pub label: String,
    pub value: u128,
    pub bits: String,
    /// Whether the row has the deciding bit.
    pub decides: bool,
}

/// One part of the position, for drawing it.
#[derive(Clone, Debug, Serialize)]
pub struct PartNumbers {
    pub game: String,
    pub numbers: Vec<u64>,
    pub value: Option<u128>,
}

/// One legal move and what it leaves.
#[derive(Clone, Debug, Serialize)]
pub struct MoveReport {
    /// The part moved in (0-based).
    pub part: usize,
    /// What the move does, e.g. `heap 2: 7 → 2 + 4`.
    pub label: String,
    /// The position after it, as typed (`kayles 2 4 + nim 3`).
    pub to: String,
    /// Each part's numbers after it.
    pub numbers: Vec<Vec<u64>>,
    /// The Fibonacci game: the most the next player may take.
    pub limit: Option<u64>,
    /// Whether it wins for the player making it.
    pub wins: bool,
    /// The value it leaves (`null` without Grundy values).
    pub value: Option<u128>,
    /// Moves left after it under perfect play (`null` if not searched).
    pub remoteness: Option<u32>,
    /// Why it wins (the reason `grundy value` gives) or loses, one line.
    pub why: String,
}

/// What `grundy moves --json` prints.
#[derive(Clone, Debug, Serialize)]
pub struct MovesReport {
    /// The position as typed.
    pub position: String,
    pub parts: Vec<PartNumbers>,
    /// The Fibonacci game: the most that may be taken now.
    pub limit: Option<u64>,
    pub value: Option<u128>,
    pub outcome: &'static str,
    pub reason: String,
    /// Moves left under perfect play (`null` if more than [`SEARCH_LIMIT`] positions).
    pub remoteness: Option<u32>,
    pub misere: bool,
    /// The same game under the other convention (normal, misère) where both are defined.
    pub other_play: Option<String>,
    pub nim_sum: Option<NimSum>,
    /// Every legal move, or only the winning ones if there are more than [`MOVE_LIMIT`].
    pub moves: Vec<MoveReport>,
    pub all_moves_listed: bool,
    /// Index in `moves` of the perfect opponent's move (`null`: the game is over).
    pub best: Option<usize>,
    /// The distinct values the moves leave, ascending, and their mex, which is the value
    /// (Sprague–Grundy): when every move is listed and has a value.
    pub option_values: Option<Vec<u128>>,
    pub mex: Option<u64>,
    pub note: String,
}

/// The position of `GAME POS…` with the Fibonacci game's `limit` where one is given.
pub fn position(spec: &str, pos: &[String], limit: Option<u64>) -> Result<Position, Failure> {
    let mut p = crate::registry::parse_position(spec, pos)?;
    if let Some(limit) = limit {
        match &mut p.parts[..] {
            [one] if one.game.name() == "fibonacci" => one.at[1] = limit,
            _ => return Err(Failure::Usage("a limit belongs to the Fibonacci game only".into())),
        }
    }
    Ok(p)
}

/// The numbers a game keeps beyond those shown: the Fibonacci game's limit.
fn limit_of(p: &Position) -> Option<u64> {
    let one = &p.parts[0];
    (p.parts.len() == 1 && one.game.shown(&one.at).len() < one.at.len())
        .then(|| one.at[one.at.len() - 1])
}

/// What a move from `before` to `after` (one part's numbers) does, in words.
fn label(before: &[u64], after: &[u64]) -> String {
    let head = before.iter().zip(after).take_while(|(a, b)| a == b).count();
    let tail = before[head..]
        .iter()
        .rev()
        .zip(after[head..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let (from, to) = (&before[head..before.len() - tail], &after[head..after.len() - tail]);
    match from {
        [h] => {
            let pieces: Vec<String> = to.iter().map(u64::to_string).collect();
            format!("heap {}: {h} → {}", head + 1, pieces.join(" + "))
        }
        _ => format!(
            "({}) → ({})",
            spaced(before).replace(' ', ", "),
            spaced(after).replace(' ', ", ")
        ),
    }
}

fn bits(v: u128, width: u32) -> String {
    format!("{v:0w$b}", w = width as usize)
}

/// The nim-sum rows: a summable part's numbers one by one where each is a position of
/// the game (heaps), else the part as one row; `None` where a part has no value.
fn nim_sum(p: &Position) -> Result<Option<NimSum>, Failure> {
    let mut rows = Vec::new();
    for part in &p.parts {
        let (name, shown) = (part.game.name(), part.game.shown(&part.at));
        if !part.game.summable() {
            return Ok(None);
        }
        let heaps = shown.len() > 1 && shown.iter().all(|&h| part.game.start(vec![h]).is_ok());
        if heaps {
            for (i, &h) in shown.iter().enumerate() {
                let Some(v) = part.game.value(&[h])? else {
                    return Ok(None);
                };
                rows.push((format!("{name} heap {} ({h})", i + 1), v));
            }
        } else {
            let Some(v) = part.game.value(&part.at)? else {
                return Ok(None);
            };
            rows.push((format!("{name} {}", spaced(shown)), v));
        }
    }
    let xor = rows.iter().fold(0, |s, r| s ^ r.1);
    let width = rows.iter().map(|r| 128 - r.1.leading_zeros()).max().unwrap_or(0).max(1);
    let deciding_bit = (xor != 0).then(|| 127 - xor.leading_zeros());
    let row = |label: String, value: u128, decides: bool| BitRow {
        bits: bits(value, width),
        label,
        value,
        decides,
    };
    let has = |v: u128| deciding_bit.is_some_and(|b| v >> b & 1 == 1);
    Ok(Some(NimSum {
        rows: rows.into_iter().map(|(l, v)| row(l, v, has(v))).collect(),
        xor: row("xor".into(), xor, false),
        deciding_bit,
    }))
}

/// At least as many as the positions reachable from `p`, or `cap + 1` if more than `cap`:
/// a sum's parts move independently, and so do the heaps of a part that is a row of heaps
/// (numbers each a position of the game), so the product of what each reaches bounds it.
/// Each factor is counted by a search of that heap (or part) alone, cut at `cap`.
fn reach_bound(p: &Position, cap: usize) -> usize {
    let mut bound: usize = 1;
    for part in &p.parts {
        let shown = part.game.shown(&part.at);
        let heaps: Option<Vec<Vec<u64>>> = match shown.len() {
            1 => None,
            _ => shown.iter().map(|&h| part.game.start(vec![h]).ok()).collect(),
        };
        for at in heaps.unwrap_or_else(|| vec![part.at.clone()]) {
            let one = Position { parts: vec![game::Part { game: part.game.clone(), at }] };
            bound = bound.saturating_mul(reachable(&one, cap));
            if bound > cap {
                return cap + 1;
            }
        }
    }
    bound
}

/// The positions reachable from `p` (itself included), or `cap + 1` if more than `cap`.
fn reachable(p: &Position, cap: usize) -> usize {
    let mut seen = std::collections::HashSet::from([p.key()]);
    let mut queue = vec![p.clone()];
    while let Some(q) = queue.pop() {
        for o in q.options(cap).into_iter().flatten() {
            if seen.insert(o.key()) {
                if seen.len() > cap {
                    return cap + 1;
                }
                queue.push(o);
            }
        }
    }
    seen.len()
}

/// The report of `position`.
pub fn report(position: &Position) -> Result<MovesReport, Failure> {
    let value = position.value()?;
    let first_player_wins = position.first_player_wins()?;
    let (winning, _) = position.winning_moves()?;
    let count = position.numbers().len();
    // Each move is listed whole: at most `LISTED_NUMBERS` numbers in all.
    let options = position.options(MOVE_LIMIT.min(game::LISTED_NUMBERS / (count + 1)));
    let all_moves_listed = options.is_some();
    let listed: Vec<Position> = match options {
        Some(all) => all,
        None => winning.iter().map(|m| m.to.clone()).collect(),
    };
    let searchable = count <= SEARCH_NUMBERS && reach_bound(position, SEARCH_LIMIT) <= SEARCH_LIMIT;
    let mut memo = game::Searched::new();
    // The search's own limit counts the positions it holds and the moves it meets.
    let remoteness = searchable
        .then(|| game::remoteness_in(position, &mut memo, 4 * SEARCH_LIMIT))
        .flatten()
        .map(|r| r.1);
    let judged = |o: &Position| remoteness.and_then(|_| memo.get(&o.key()).copied());
    let before = position.part_numbers();
    let mut moves = Vec::new();
    let mut choices = Vec::new();
    for o in listed {
        let after = o.part_numbers();
        let part = (0..after.len()).find(|&i| after[i] != before[i]).unwrap_or(0);
        let o_value = o.value()?;
        let wins = !o.first_player_wins()?;
        let why = match (winning.iter().find(|m| m.to.key() == o.key()), o_value) {
            (Some(m), _) => m.why.clone(),
            (None, _) if wins => {
                "leaves a P-position: every answer leaves the mover a winning reply".into()
            }
            (None, Some(v)) => format!("leaves value {v}, not 0: the opponent has a winning move"),
            (None, None) => "leaves an N-position: the opponent has a winning move".into(),
        };
        choices.push(judged(&o));
        let mut label = label(&before[part], &after[part]);
        if position.parts.len() > 1 {
            label = format!("{}: {label}", position.parts[part].game.name());
        }
        moves.push(MoveReport {
            part,
            label,
            to: o.spec(),
            numbers: after,
            limit: limit_of(&o),
            wins,
            value: o_value,
            remoteness: judged(&o).map(|r| r.1),
            why,
        });
    }
    // The computer's move: `play`'s choice by remoteness where the search fits (every move
    // judged), else the first winning move, else the first move.
    let choices: Option<Vec<(bool, u32)>> = choices.into_iter().collect();
    let best = match choices {
        Some(c) if all_moves_listed && remoteness.is_some() => game::pick(&c),
        _ => moves.iter().position(|m| m.wins).or((!moves.is_empty()).then_some(0)),
    };
    let mut option_values: Option<Vec<u128>> = moves.iter().map(|m| m.value).collect();
    option_values = option_values.filter(|_| all_moves_listed && value.is_some());
    if let Some(v) = option_values.as_mut() {
        v.sort_unstable();
        v.dedup();
    }
    let mex = option_values.as_ref().and_then(|v| {
        let small: Option<Vec<u64>> = v.iter().map(|&x| u64::try_from(x).ok()).collect();
        small.map(grundy::mex::mex)
    });
    let note = if !all_moves_listed {
        format!("too many moves to list (more than {MOVE_LIMIT}, or more than {} numbers in all): only winning moves are listed; type a position to move", game::LISTED_NUMBERS)
    } else if remoteness.is_none() {
        format!("remoteness not searched: more than {SEARCH_LIMIT} positions or {SEARCH_NUMBERS} numbers")
    } else {
        String::new()
    };
    let one = &position.parts[0];
    let other_play = match (position.parts.len(), one.game.name()) {
        (1, name) if name == "nim" || name.starts_with("bash:") => Some(format!("misere-{name}")),
        (1, name) if name == "misere-nim" || name.starts_with("misere-bash:") => {
            Some(name["misere-".len()..].to_string())
        }
        _ => None,
    };
    Ok(MovesReport {
        position: position.spec(),
        parts: position
            .parts
            .iter()
            .map(|q| {
                Ok(PartNumbers {
                    game: q.game.name(),
                    numbers: q.game.shown(&q.at).to_vec(),
                    value: q.game.value(&q.at)?,
                })
            })
            .collect::<Result<_, Failure>>()?,
        limit: limit_of(position),
        value,
        outcome: outcome(first_player_wins),
        reason: position.reason(value)?,
        remoteness,
        misere: position.misere(),
        other_play,
        // A row per heap: drawn for positions of at most `SEARCH_NUMBERS` numbers.
        nim_sum: if count <= SEARCH_NUMBERS { nim_sum(position)? } else { None },
        moves,
        all_moves_listed,
        best,
        option_values,
        mex,
        note,
    })
}

/// The report in words.
pub fn text(r: &MovesReport) -> String {
    let mut text = format!("{}\n", r.position);
    let value = r.value.map_or("none".into(), |v| v.to_string());
    text += &format!("value {value}, outcome {}: {}\n", r.outcome, r.reason);
    if let Some(rem) = r.remoteness {
        text += &format!("remoteness {rem}: moves left under perfect play\n");
    }
    if let Some(ns) = &r.nim_sum {
        for row in ns.rows.iter().chain([&ns.xor]) {
            text += &format!(
                "  {:>w$}  {}{}\n",
                row.bits,
                row.label,
                if row.decides { "  *" } else { "" },
                w = ns.xor.bits.len()
            );
        }
    }
    text += &format!(
        "moves ({}{}):\n",
        r.moves.len(),
        if r.all_moves_listed { "" } else { ", winning only" }
    );
    for (i, m) in r.moves.iter().enumerate() {
        let to = format!("-> {}", m.to);
        text += &move_line(Some(i) == r.best, &to, m.wins, m.remoteness, &m.why);
    }
    if !r.note.is_empty() {
        text += &format!("note: {}\n", r.note);
    }
    text
}

/// One listed move in words: `*` marks the computer's choice.
pub fn move_line(best: bool, what: &str, wins: bool, remoteness: Option<u32>, why: &str) -> String {
    let star = if best { "*" } else { " " };
    let rem = remoteness.map_or(String::new(), |x| format!(", remoteness {x}"));
    let verdict = if wins { "wins" } else { "loses" };
    format!("{star} {what}   {verdict}{rem}: {why}\n")
}

/// Runs `grundy moves`.
pub fn run(spec: &str, pos: &[String], limit: Option<u64>, json: bool) -> Result<(), Failure> {
    let r = report(&position(spec, pos, limit)?)?;
    emit(json, &r, &text(&r))
}
