//! Every game the explorer knows, listed once: `--help`, the errors naming the known
//! games, and every command read this list. A new game is one [`Game`] implementation and
//! one line in [`GAMES`].

use crate::game::{Game, Part, Position, SUBTRACTION_MOVE_LIMIT};
use crate::heaps::{Bash, Heaps, Lasker, Nim, Octal, Subtraction};
use crate::lessons::{Cutting, Lights, Northcott, Staircase};
use crate::out::quoted;
use crate::whole::{Fibonacci, MisereBash, MisereNim, Wythoff};
use std::sync::{Arc, Mutex};

/// How an entry makes its game from the parameter after `:` (`None` without one).
pub type Make = fn(Option<&str>) -> Result<Arc<dyn Game>, String>;

/// A game as the command line names it.
pub struct Entry {
    /// The name, with its parameter if it has one (`bash:M`).
    pub syntax: &'static str,
    /// What it is, for the help.
    pub about: &'static str,
    /// The game from the parameter after `:` (`None` if there is no `:`).
    pub make: Make,
}

const fn entry(syntax: &'static str, about: &'static str, make: Make) -> Entry {
    Entry { syntax, about, make }
}

/// Every game, in the order `--help` lists them.
pub const GAMES: &[Entry] = &[
    entry("nim", "take any number from one heap", |a| plain(a, Heaps(Nim))),
    entry("misere-nim", "Nim where taking the last stone loses", |a| plain(a, MisereNim)),
    entry("bash:M", "take 1 to M from one heap", |a| Ok(Arc::new(Heaps(Bash(bash_m("bash", a)?))))),
    entry("misere-bash:M", "one Bash heap; taking the last stone loses", |a| {
        Ok(Arc::new(MisereBash(bash_m("misere-bash", a)?)))
    }),
    entry("wythoff", "two piles: take from one, or the same from both", |a| {
        plain(a, Wythoff::default())
    }),
    entry("fibonacci", "one heap; take at most twice the last take", |a| plain(a, Fibonacci)),
    entry("subtraction:S", "take s in S from one heap (e.g. subtraction:1,3,4)", subtraction),
    entry("lasker", "take any number, or split a heap in two", |a| plain(a, Heaps(Lasker))),
    entry("kayles", "octal game 0.77: knock down one pin or two adjacent", |a| {
        octal(a.map_or(Some("0.77"), |_| None), "kayles")
    }),
    entry("dawson", "Dawson's Kayles, octal game 0.07", |a| {
        octal(a.map_or(Some("0.07"), |_| None), "dawson")
    }),
    entry("staircase", "coins on cells 1, 2, …: slide one left, over none (POJ 1704)", |a| {
        plain(a, Staircase)
    }),
    entry("cutting", "sheets `w h`: cut one in two; cutting out a 1×1 wins (POJ 2311)", |a| {
        plain(a, Cutting)
    }),
    entry("northcott", "rows `a b`: two pieces; bring one toward the other (HDU 1730)", |a| {
        plain(a, Northcott)
    }),
    entry(
        "lights",
        "lit lights `x y`: switch one off with a rectangle's corners (HDU 3404)",
        |a| plain(a, Lights),
    ),
    entry("octal:0.d1d2…", "any octal code (e.g. octal:0.137, octal:4.3...)", |a| octal(a, "")),
];

/// The games in one line, for errors and `--help`.
pub fn game_list() -> String {
    let names: Vec<&str> = GAMES.iter().map(|e| e.syntax).collect();
    names.join(", ")
}

/// The help's paragraph on games: one line each.
pub fn help() -> String {
    let mut text = format!("GAME is one of: {}.\n", game_list());
    for e in GAMES {
        text += &format!("  {:<16} {}\n", e.syntax, e.about);
    }
    text + "A position of several numbers is the sum of those heaps (wythoff: its two piles).\n\
            A sum of different games joins them with +: kayles 7 + nim 3 + wythoff 3 5."
}

/// A game without a parameter.
fn plain(arg: Option<&str>, game: impl Game + 'static) -> Result<Arc<dyn Game>, String> {
    match arg {
        None => Ok(Arc::new(game)),
        Some(_) => Err(String::new()),
    }
}

/// `M` of `bash:M`.
fn bash_m(name: &str, arg: Option<&str>) -> Result<u64, String> {
    match arg.unwrap_or("").parse::<u64>() {
        Ok(m) if m >= 1 => Ok(m),
        _ => Err(format!(
            "{name}:M needs M, the most a move may take, a whole number from 1 to {} (e.g. \
             {name}:3), not {}",
            u64::MAX,
            quoted(arg.unwrap_or(""))
        )),
    }
}

fn subtraction(arg: Option<&str>) -> Result<Arc<dyn Game>, String> {
    let Some(set) = arg else {
        return Err(String::new());
    };
    let mut moves = Vec::new();
    for s in set.split(',') {
        match s.parse::<u64>() {
            Ok(s) if (1..=SUBTRACTION_MOVE_LIMIT).contains(&s) => moves.push(s),
            _ => {
                return Err(format!(
                    "subtraction:S needs S as comma-separated numbers from 1 to \
                     {SUBTRACTION_MOVE_LIMIT} (e.g. subtraction:1,3,4), not {}",
                    quoted(s)
                ))
            }
        }
    }
    moves.sort_unstable();
    moves.dedup();
    Ok(Arc::new(Heaps(Subtraction::new(moves))))
}

/// The octal game of `code`, named `name` (`octal:CODE` if empty).
fn octal(code: Option<&str>, name: &str) -> Result<Arc<dyn Game>, String> {
    let Some(text) = code else {
        return Err(String::new());
    };
    let code = grundy::octal::Code::parse(text).map_err(|e| {
        format!("{} (octal:0.d1d2…, digits 0-7, e.g. octal:0.77)", crate::out::clean(&e))
    })?;
    if code.tail > 7 || code.digits.iter().any(|&d| d > 7) {
        let text = crate::out::clean(text);
        return Err(format!(
            "octal code {text}: digits 0-7 only here (grundy values takes hexadecimal digits and '!')"
        ));
    }
    let name = if name.is_empty() { format!("octal:{text}") } else { name.into() };
    Ok(Arc::new(Heaps(Octal::new(name, code))))
}

/// At most this many games are kept by [`parse_game`] with the values they computed.
pub const KEPT_GAMES: usize = 64;

/// The game named `spec`, or why there is none. The same `spec` gives the same game (the
/// last [`KEPT_GAMES`] are kept), so values computed once serve every later question.
pub fn parse_game(spec: &str) -> Result<Arc<dyn Game>, String> {
    static KEPT: Mutex<Vec<(String, Arc<dyn Game>)>> = Mutex::new(Vec::new());
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, game)) = kept.iter().find(|(s, _)| s == spec) {
        return Ok(game.clone());
    }
    let game = new_game(spec)?;
    if kept.len() == KEPT_GAMES {
        kept.remove(0);
    }
    kept.push((spec.to_string(), game.clone()));
    Ok(game)
}

fn new_game(spec: &str) -> Result<Arc<dyn Game>, String> {
    let (name, arg) = match spec.split_once(':') {
        Some((name, arg)) => (name, Some(arg)),
        None => (spec, None),
    };
    let unknown = || format!("unknown game {}: expected one of {}", quoted(spec), game_list());
    let entry = GAMES.iter().find(|e| e.syntax.split(':').next() == Some(name));
    match entry.map(|e| (e.make)(arg)) {
        Some(Err(e)) if !e.is_empty() => Err(e),
        Some(Ok(game)) => Ok(game),
        _ => Err(unknown()),
    }
}

/// The position of `GAME POS… [+ GAME POS…]…` as typed on the command line.
pub fn parse_position(spec: &str, pos: &[String]) -> Result<Position, String> {
    let mut words = vec![spec];
    words.extend(pos.iter().map(String::as_str));
    let groups: Vec<&[&str]> = words.split(|w| *w == "+").collect();
    let mut parts = Vec::new();
    for group in &groups {
        let Some((name, numbers)) = group.split_first() else {
            return Err("a + needs a game and its position on each side".into());
        };
        let game = parse_game(name)?;
        let numbers = numbers
            .iter()
            .map(|w| crate::out::parse_u64(w, "a heap size"))
            .collect::<Result<Vec<u64>, String>>()?;
        if groups.len() > 1 && !game.summable() {
            return Err(format!(
                "{} cannot be a part of a sum: its positions have no Grundy value",
                game.name()
            ));
        }
        let at = game.start(numbers)?;
        parts.push(Part { game, at });
    }
    Ok(Position { parts })
}
