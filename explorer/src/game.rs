//! The games the explorer knows, what a position is worth, its winning moves, and which
//! moves are legal.

use crate::heaps::{self, HeapRule};
use crate::{extra, games};

/// At most this many winning moves are listed (all are counted).
pub const LISTED_MOVES: usize = 256;

/// At most this many numbers in all are listed as the positions winning moves lead to.
pub const LISTED_NUMBERS: usize = 1 << 20;

/// How many winning moves of a position of `heaps` heaps are listed: [`LISTED_MOVES`], fewer
/// for very many heaps (each move is listed as a whole position), at least one.
pub fn listed_moves(heaps: usize) -> usize {
    LISTED_MOVES.min(LISTED_NUMBERS / (heaps + 1)).max(1)
}

/// Wythoff values are computed (as a grid) for piles up to this; beyond, only the outcome.
pub const WYTHOFF_VALUE_LIMIT: u64 = 1000;

/// The largest subtraction-set element accepted.
pub const SUBTRACTION_MOVE_LIMIT: u64 = 100_000;

/// A game, as named on the command line.
pub enum Game {
    Nim,
    MisereNim,
    Bash(heaps::Bash),
    MisereBash(heaps::Bash),
    Wythoff,
    Fibonacci,
    Subtraction(heaps::Subtraction),
    Lasker,
    /// An octal game and the name it was given (`kayles`, `dawson`, `octal:0.…`).
    Octal(heaps::Octal, String),
}

/// The games, for error messages.
pub const GAME_LIST: &str = "nim, misere-nim, bash:M, misere-bash:M, wythoff, fibonacci, \
subtraction:S (e.g. subtraction:1,3,4), lasker, kayles, dawson, octal:0.d1d2…";

/// The octal game with code `text`, called `name`.
fn octal(text: &str, name: String) -> Result<Game, String> {
    let code = games::octal_code(text)
        .map_err(|e| format!("{e} (octal:0.d1d2…, digits 0-7, e.g. octal:0.77)"))?;
    Ok(Game::Octal(heaps::Octal::new(code), name))
}

/// A number in a game spec or position: a `u64`.
pub fn parse_u64(text: &str, what: &str) -> Result<u64, String> {
    text.parse::<u64>().map_err(|_| {
        format!(
            "{what} must be a whole number from 0 to {}, not \"{text}\"",
            u64::MAX
        )
    })
}

impl Game {
    /// The game named `spec`.
    pub fn parse(spec: &str) -> Result<Game, String> {
        let (name, arg) = match spec.split_once(':') {
            Some((name, arg)) => (name, Some(arg)),
            None => (spec, None),
        };
        let bash_m = |arg: Option<&str>| -> Result<heaps::Bash, String> {
            match arg.unwrap_or("").parse::<u64>() {
                Ok(m) if m >= 1 => Ok(heaps::Bash(m)),
                _ => Err(format!(
                    "{name}:M needs M, the most a move may take, a whole number from 1 to {} \
                     (e.g. {name}:3), not \"{}\"",
                    u64::MAX,
                    arg.unwrap_or("")
                )),
            }
        };
        Ok(match (name, arg) {
            ("nim", None) => Game::Nim,
            ("misere-nim", None) => Game::MisereNim,
            ("bash", _) => Game::Bash(bash_m(arg)?),
            ("misere-bash", _) => Game::MisereBash(bash_m(arg)?),
            ("wythoff", None) => Game::Wythoff,
            ("fibonacci", None) => Game::Fibonacci,
            ("lasker", None) => Game::Lasker,
            ("subtraction", Some(set)) => {
                let mut moves = Vec::new();
                for s in set.split(',') {
                    match s.parse::<u64>() {
                        Ok(s) if (1..=SUBTRACTION_MOVE_LIMIT).contains(&s) => moves.push(s),
                        _ => {
                            return Err(format!(
                                "subtraction:S needs S as comma-separated numbers from 1 to \
                                 {SUBTRACTION_MOVE_LIMIT} (e.g. subtraction:1,3,4), not \"{s}\""
                            ))
                        }
                    }
                }
                moves.sort_unstable();
                moves.dedup();
                Game::Subtraction(heaps::Subtraction::new(moves))
            }
            ("kayles", None) => octal("0.77", "kayles".into())?,
            ("dawson", None) => octal("0.07", "dawson".into())?,
            ("octal", Some(code)) => octal(code, format!("octal:{code}"))?,
            _ => {
                return Err(format!(
                    "unknown game \"{spec}\": expected one of {GAME_LIST}"
                ))
            }
        })
    }

    /// The game's name as it would be typed.
    pub fn name(&self) -> String {
        match self {
            Game::Nim => "nim".into(),
            Game::MisereNim => "misere-nim".into(),
            Game::Bash(b) => format!("bash:{}", b.0),
            Game::MisereBash(b) => format!("misere-bash:{}", b.0),
            Game::Wythoff => "wythoff".into(),
            Game::Fibonacci => "fibonacci".into(),
            Game::Lasker => "lasker".into(),
            Game::Octal(_, name) => name.clone(),
            Game::Subtraction(s) => {
                let set: Vec<String> = s.moves.iter().map(u64::to_string).collect();
                format!("subtraction:{}", set.join(","))
            }
        }
    }

    /// The rule of one heap, for games whose positions are heaps (misère ones included).
    pub fn heap_rule(&self) -> Option<&dyn HeapRule> {
        match self {
            Game::Nim | Game::MisereNim => Some(&heaps::Nim),
            Game::Bash(b) | Game::MisereBash(b) => Some(b),
            Game::Subtraction(s) => Some(s),
            Game::Lasker => Some(&heaps::Lasker),
            Game::Octal(o, _) => Some(o),
            Game::Wythoff | Game::Fibonacci => None,
        }
    }

    /// Whether the player who cannot move wins (misère play).
    pub fn misere(&self) -> bool {
        matches!(self, Game::MisereNim | Game::MisereBash(_))
    }

    /// `Ok` if `position` has the number of heaps the game needs.
    pub fn check_position(&self, position: &[u64]) -> Result<(), String> {
        let exactly = match self {
            Game::Wythoff => Some((2, "exactly two piles")),
            Game::Fibonacci => Some((1, "exactly one heap")),
            Game::MisereBash(_) => Some((
                1,
                "exactly one heap (the library solves one misère Bash heap; a misère sum \
                 is not decided by Grundy values)",
            )),
            _ => None,
        };
        match exactly {
            Some((k, what)) if position.len() != k => Err(format!(
                "{} takes {what}, but {} {} given",
                self.name(),
                position.len(),
                if position.len() == 1 {
                    "number was"
                } else {
                    "numbers were"
                }
            )),
            _ if position.is_empty() => Err("a position needs at least one heap".into()),
            _ => Ok(()),
        }
    }
}

/// A move, as the position it leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// The position after the move.
    pub to: Vec<u64>,
    /// Why it is good (one line).
    pub why: String,
    /// Fibonacci game: the stones taken.
    pub take: Option<u64>,
}

/// What a position is worth.
#[derive(Clone, Debug)]
pub struct Report {
    /// The Grundy value, where one is computable.
    pub value: Option<u128>,
    /// Whether the player to move wins.
    pub first_player_wins: bool,
    /// The winning moves (at most [`listed_moves`]).
    pub winning_moves: Vec<Move>,
    /// How many winning moves there are.
    pub winning_move_count: u128,
    /// How the verdict was found (one line).
    pub reason: String,
}

/// `heaps` with heap `i` replaced by `pieces` (`0` if there are none).
pub fn replace_heap(heaps: &[u64], i: usize, pieces: &[u64]) -> Vec<u64> {
    let mut to = heaps[..i].to_vec();
    if pieces.is_empty() {
        to.push(0);
    }
    to.extend_from_slice(pieces);
    to.extend_from_slice(&heaps[i + 1..]);
    to
}

fn join(values: &[String], sep: &str) -> String {
    values.join(sep)
}

/// The value, outcome and winning moves of `position` (already checked by
/// [`Game::check_position`]); `Err` if the value of a heap cannot be computed.
pub fn analyse(game: &Game, position: &[u64]) -> Result<Report, String> {
    match game {
        Game::MisereNim => Ok(misere_nim(position)),
        Game::MisereBash(b) => Ok(misere_bash(position[0], b.0)),
        Game::Wythoff => Ok(wythoff(position[0], position[1])),
        Game::Fibonacci => Ok(fibonacci(position[0], position[0].saturating_sub(1))),
        _ => heap_sum(game.heap_rule().expect("a heap game"), position),
    }
}

fn heap_sum(rule: &dyn HeapRule, position: &[u64]) -> Result<Report, String> {
    let values = position
        .iter()
        .map(|&h| rule.value(h))
        .collect::<Result<Vec<u128>, String>>()?;
    let sum = values.iter().fold(0, |s, &v| s ^ v);
    let mut winning_moves = Vec::new();
    let mut count = 0;
    let room = listed_moves(position.len());
    if sum != 0 {
        let mut found = Vec::new();
        for (i, (&h, &v)) in position.iter().zip(&values).enumerate() {
            found.clear();
            count += rule.options_of_value(h, v ^ sum, room - winning_moves.len(), &mut found)?;
            winning_moves.extend(found.drain(..).map(|(pieces, why)| Move {
                to: replace_heap(position, i, &pieces),
                why: format!("heap {}: {why}, so the xor becomes 0", i + 1),
                take: None,
            }));
        }
    }
    let terms: Vec<String> = values.iter().map(u128::to_string).collect();
    Ok(Report {
        value: Some(sum),
        first_player_wins: sum != 0,
        winning_moves,
        winning_move_count: count,
        reason: format!("the heaps' values xor to {} = {sum}", join(&terms, " ^ ")),
    })
}

fn misere_nim(heaps: &[u64]) -> Report {
    let all = grundy::nim::winning_moves_misere(heaps);
    // Each listed move holds the whole position: list a few, count them all.
    let moves: Vec<Move> = all
        .iter()
        .take(listed_moves(heaps.len()))
        .map(|&(i, t)| {
            let to = replace_heap(heaps, i, if t == 0 { &[] } else { std::slice::from_ref(&t) });
            let ones = to.iter().filter(|&&h| h == 1).count();
            let why = if to.iter().all(|&h| h <= 1) {
                let heaps = if ones == 1 { "heap" } else { "heaps" };
                format!("leaves {ones} {heaps} of one stone, an odd number: the opponent takes the last")
            } else {
                "leaves nim-sum 0 with a heap above 1: play Nim until the last big heap, then leave an odd number of ones".into()
            };
            Move { to, why: format!("heap {}: {why}", i + 1), take: None }
        })
        .collect();
    Report {
        value: None,
        first_player_wins: games::misere_nim_first_player_wins(heaps),
        winning_move_count: all.len() as u128,
        winning_moves: moves,
        reason: "misère Nim (Bouton): the mover wins iff (some heap > 1 and the nim-sum is not 0) \
                 or (every heap <= 1 and the nim-sum is 0); misère play has no Grundy value"
            .into(),
    }
}

fn misere_bash(n: u64, m: u64) -> Report {
    let modulus = u128::from(m) + 1;
    let mut moves = Vec::new();
    if n >= 1 {
        // The target t ≡ 1 (mod m + 1) with n − m <= t < n.
        let d = (u128::from(n) + u128::from(m)) % modulus;
        if d >= 1 && d <= u128::from(n) {
            let t = n - d as u64;
            debug_assert!(!games::misere_bash_first_player_wins(t, m));
            moves.push(Move {
                to: vec![t],
                why: format!(
                    "take {d}: leaves {t}, one more than a multiple of {modulus}; keep it so and the opponent takes the last stone"
                ),
                take: None,
            });
        }
    }
    Report {
        value: None,
        first_player_wins: games::misere_bash_first_player_wins(n, m),
        winning_move_count: moves.len() as u128,
        winning_moves: moves,
        reason: format!(
            "misère Bash: the mover loses iff n mod {modulus} = 1; misère play has no Grundy value"
        ),
    }
}

fn wythoff(a: u64, b: u64) -> Report {
    let moves: Vec<Move> = games::wythoff_winning_moves(a, b)
        .into_iter()
        .map(|(x, y)| {
            let k = x.abs_diff(y);
            let how = if x == a {
                format!("take {} from the second pile", b - y)
            } else if y == b {
                format!("take {} from the first pile", a - x)
            } else {
                format!("take {} from both piles", a - x)
            };
            Move {
                to: vec![x, y],
                why: format!(
                    "{how}: ({}, {}) is the P-position (a_{k}, b_{k}), a_k = floor(k·φ), b_k = a_k + k",
                    x.min(y),
                    x.max(y)
                ),
                take: None,
            }
        })
        .collect();
    let losing = games::wythoff_is_losing(a, b);
    let value = (a.max(b) <= WYTHOFF_VALUE_LIMIT)
        .then(|| u128::from(extra::wythoff_values(a.max(b) as usize)[a as usize][b as usize]));
    let reason = if losing {
        let k = a.abs_diff(b);
        format!(
            "({}, {}) is the P-position (a_{k}, b_{k}) of Wythoff's pairs",
            a.min(b),
            a.max(b)
        )
    } else {
        "it is not one of Wythoff's pairs (a_k, b_k) = (floor(k·φ), floor(k·φ) + k)".into()
    };
    let reason = match value {
        Some(_) => format!("{reason}; the value is the mex over the row, column and diagonal"),
        None => format!("{reason}; values are computed only for piles up to {WYTHOFF_VALUE_LIMIT}"),
    };
    Report {
        value,
        first_player_wins: !losing,
        winning_move_count: moves.len() as u128,
        winning_moves: moves,
        reason,
    }
}

/// The Fibonacci game on a heap of `n` when at most `limit` may be taken.
pub fn fibonacci(n: u64, limit: u64) -> Report {
    let moves: Vec<Move> = extra::fibonacci_winning_takes(n, limit)
        .into_iter()
        .map(|t| {
            let why = match t.rest_smallest_term {
                None => "take them all".to_string(),
                Some(z) => format!(
                    "take {}: leaves {} = {}, whose smallest Zeckendorf term {z} exceeds 2·{} = {}: the opponent cannot take it whole",
                    t.take,
                    t.rest,
                    join(&games::zeckendorf(t.rest).iter().map(u64::to_string).collect::<Vec<_>>(), " + "),
                    t.take,
                    2 * u128::from(t.take)
                ),
            };
            Move { to: vec![t.rest], why, take: Some(t.take) }
        })
        .collect();
    let terms: Vec<String> = games::zeckendorf(n).iter().map(u64::to_string).collect();
    let reason = if n <= 1 || limit == 0 {
        "no stone may be taken".to_string()
    } else if games::is_fibonacci(n) && limit == n - 1 {
        format!("{n} is a Fibonacci number: the first player loses (Whinihan)")
    } else {
        format!(
            "{n} = {} (Zeckendorf): the mover wins iff the limit {limit} reaches the smallest term",
            join(&terms, " + ")
        )
    };
    // On the first move the library's rule decides; later the limit does.
    let first_player_wins = if limit == n.saturating_sub(1) {
        games::fibonacci_first_player_wins(n)
    } else {
        !moves.is_empty()
    };
    Report {
        value: None,
        first_player_wins,
        winning_move_count: moves.len() as u128,
        winning_moves: moves,
        reason,
    }
}

/// `Ok` if a heap game may move from `from` to `to` (heaps in any order, 0s ignored), or
/// why not: one heap `h` of `from` must have become the heaps of `to` that are not in
/// the rest, by a move of `rule`.
pub fn check_heap_move(rule: &dyn HeapRule, from: &[u64], to: &[u64]) -> Result<(), String> {
    let strip = |heaps: &[u64]| {
        let mut kept: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        kept.sort_unstable();
        kept
    };
    let (before, after) = (strip(from), strip(to));
    if before == after {
        return Err("that is the same position: a move must change it".into());
    }
    let mut reason = None;
    for (i, &h) in before.iter().enumerate() {
        if i > 0 && before[i - 1] == h {
            continue;
        }
        // What is left of `after` once the untouched heaps are taken out of it.
        let mut pieces = after.clone();
        let untouched = before[..i].iter().chain(&before[i + 1..]);
        if untouched
            .map(|u| pieces.iter().position(|p| p == u).map(|j| pieces.remove(j)))
            .all(|found| found.is_some())
            && pieces.len() <= 2
        {
            match rule.check_option(h, &pieces) {
                Ok(()) => return Ok(()),
                Err(why) => {
                    reason.get_or_insert(why);
                }
            }
        }
    }
    Err(reason.unwrap_or_else(|| {
        "a move changes exactly one heap (into at most two heaps where splitting is allowed)".into()
    }))
}

/// `Ok` if Wythoff's game may move from `(a, b)` to `to`, or why not.
pub fn check_wythoff_move(a: u64, b: u64, to: &[u64]) -> Result<(), String> {
    let [x, y] = to[..] else {
        return Err("type exactly two piles".into());
    };
    let legal = (x == a && y < b) || (y == b && x < a) || (x < a && y <= b && a - x == b - y);
    if legal {
        Ok(())
    } else {
        Err("take from one pile, or the same number from both".into())
    }
}
