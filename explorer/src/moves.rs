//! A position as the page and `grundy moves` see it: a sum of parts, each a game and its
//! position (`kayles 7 + nim 3 + wythoff 3 5`), with every legal move, what it leaves, the
//! remoteness under perfect play and the move a perfect opponent makes.
//!
//! The value of a sum is the xor of its parts' values (Sprague–Grundy), so a part without a
//! Grundy value (misère, the Fibonacci game, Wythoff beyond its grid) stands only alone.

use crate::game::{self, Game, Move};
use serde::Serialize;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// At most this many moves are listed; a position with more lists its winning moves only.
pub const MOVE_LIMIT: usize = 2000;

/// Remoteness is searched over at most this many positions (about 10 ms).
pub const SEARCH_LIMIT: usize = 10_000;

/// Heaps and piles this large or larger are not enumerated move by move.
const CANDIDATE_LIMIT: u64 = 20_000;

/// One game and its position.
pub struct Part {
    pub game: Rc<Game>,
    pub position: Vec<u64>,
}

/// The games parsed lately on this thread, with the tables they computed (an octal game's
/// period search, a subtraction game's values), so a class asking about the same games
/// does not redo them; at most [`CACHED_GAMES`], forgotten all at once when full.
const CACHED_GAMES: usize = 64;

thread_local! {
    static GAMES: RefCell<HashMap<String, Rc<Game>>> = RefCell::new(HashMap::new());
}

/// The game named `spec`, from this thread's cache when it is there.
fn cached_game(spec: &str) -> Result<Rc<Game>, String> {
    if let Some(g) = GAMES.with(|c| c.borrow().get(spec).cloned()) {
        return Ok(g);
    }
    let game = Rc::new(Game::parse(spec)?);
    GAMES.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= CACHED_GAMES {
            c.clear();
        }
        c.insert(spec.to_string(), game.clone());
    });
    Ok(game)
}

/// A sum of parts; `limit` is the Fibonacci game's most that may be taken now.
pub struct Sum {
    pub parts: Vec<Part>,
    pub limit: Option<u64>,
}

/// Reads `GAME N… [+ GAME N…]…` (the words of the command line), with the Fibonacci
/// game's `limit` where a game is under way.
pub fn parse(words: &[String], limit: Option<u64>) -> Result<Sum, String> {
    let mut parts = Vec::new();
    for chunk in words.split(|w| w == "+") {
        let Some((spec, pos)) = chunk.split_first() else {
            return Err("a '+' must stand between two games with their positions \
                        (e.g. kayles 7 + nim 3 + wythoff 3 5)"
                .into());
        };
        let game = cached_game(spec)?;
        let position = pos
            .iter()
            .map(|p| game::parse_u64(p, "a heap size"))
            .collect::<Result<Vec<u64>, String>>()?;
        game.check_position(&position)?;
        parts.push(Part { game, position });
    }
    if parts.len() > 1 {
        if let Some(p) = parts
            .iter()
            .find(|p| p.game.misere() || matches!(*p.game, Game::Fibonacci))
        {
            return Err(format!(
                "{} has no Grundy value, so it cannot be part of a sum of different games",
                p.game.name()
            ));
        }
    }
    let limit = match (&*parts[0].game, limit) {
        (Game::Fibonacci, Some(l)) => Some(l),
        (Game::Fibonacci, None) => Some(parts[0].position[0].saturating_sub(1)),
        (_, Some(_)) => return Err("a limit belongs to the Fibonacci game only".into()),
        _ => None,
    };
    Ok(Sum { parts, limit })
}

/// The sum as typed: `kayles 7 + nim 3 4`.
pub fn line(parts: &[(&Game, &[u64])]) -> String {
    let words: Vec<String> = parts
        .iter()
        .map(|(g, p)| format!("{} {}", g.name(), crate::cli::spaced(p)))
        .collect();
    words.join(" + ")
}

/// A legal move of one part: the heap it touches (heap games), the part's new position and
/// the Fibonacci limit after it.
#[derive(Clone)]
struct Step {
    heap: Option<usize>,
    pieces: Vec<u64>,
    to: Vec<u64>,
    limit: Option<u64>,
}

/// What step `s` from `pos` does, in words.
fn label(game: &Game, pos: &[u64], s: &Step) -> String {
    match (game, s.heap) {
        (_, Some(i)) => {
            let left: Vec<String> = s.pieces.iter().map(u64::to_string).collect();
            let left = if left.is_empty() {
                "0".to_string()
            } else {
                left.join(" + ")
            };
            format!("heap {}: {} → {left}", i + 1, pos[i])
        }
        (Game::Fibonacci, _) => format!("take {} from {}", pos[0] - s.to[0], pos[0]),
        _ => format!("({}, {}) → ({}, {})", pos[0], pos[1], s.to[0], s.to[1]),
    }
}

/// Every move of `game` from `pos` (`limit`: Fibonacci), or `None` if there are more
/// candidates than [`CANDIDATE_LIMIT`].
fn steps(game: &Game, pos: &[u64], limit: Option<u64>) -> Option<Vec<Step>> {
    let mut out = Vec::new();
    match game {
        Game::Wythoff => {
            let (a, b) = (pos[0], pos[1]);
            if a + b + a.min(b) > CANDIDATE_LIMIT {
                return None;
            }
            let mut push = |x: u64, y: u64| {
                out.push(Step {
                    heap: None,
                    pieces: vec![x, y],
                    to: vec![x, y],
                    limit: None,
                })
            };
            (0..a).rev().for_each(|x| push(x, b));
            (0..b).rev().for_each(|y| push(a, y));
            (1..=a.min(b)).for_each(|k| push(a - k, b - k));
        }
        Game::Fibonacci => {
            let n = pos[0];
            let most = limit.unwrap_or(n.saturating_sub(1)).min(n);
            if most > CANDIDATE_LIMIT {
                return None;
            }
            out.extend((1..=most).map(|k| Step {
                heap: None,
                pieces: vec![n - k],
                to: vec![n - k],
                limit: Some(k.saturating_mul(2)),
            }));
        }
        _ => {
            let rule = game.heap_rule().expect("a heap game");
            let splits = matches!(game, Game::Lasker | Game::Octal(..));
            let work: u64 = pos
                .iter()
                .map(|&h| {
                    h.saturating_add(if splits {
                        (h / 2).saturating_mul(h) / 2
                    } else {
                        0
                    })
                })
                .fold(0, u64::saturating_add);
            if work > CANDIDATE_LIMIT {
                return None;
            }
            for (i, &h) in pos.iter().enumerate() {
                let mut push = |pieces: Vec<u64>| {
                    if rule.check_option(h, &pieces).is_ok() {
                        out.push(Step {
                            heap: Some(i),
                            to: game::replace_heap(pos, i, &pieces),
                            pieces,
                            limit: None,
                        });
                    }
                };
                for t in (0..h).rev() {
                    push(if t == 0 { vec![] } else { vec![t] });
                }
                if splits {
                    for s in (2..=h).rev() {
                        for a in 1..=s / 2 {
                            push(vec![a, s - a]);
                        }
                    }
                }
            }
        }
    }
    Some(out)
}

/// A part's Grundy value, if it has one.
fn part_value(game: &Game, pos: &[u64]) -> Result<Option<u128>, String> {
    Ok(match game {
        Game::Fibonacci | Game::MisereNim | Game::MisereBash(_) => None,
        Game::Wythoff => game::analyse(game, pos)?.value,
        _ => {
            let rule = game.heap_rule().expect("a heap game");
            let mut sum = 0;
            for &h in pos {
                sum ^= rule.value(h)?;
            }
            Some(sum)
        }
    })
}

/// The nim-sum drawn in binary: one row per heap (or per part that is not a heap game).
#[derive(Serialize)]
pub struct NimSum {
    pub rows: Vec<BitRow>,
    /// The xor of the rows.
    pub xor: BitRow,
    /// The highest bit of the xor (0 = the units), which decides the winning move: only a
    /// row with this bit set can be lowered to make the xor 0.
    pub deciding_bit: Option<u32>,
}

/// A value and its bits, most significant first, all rows the same width.
#[derive(Serialize)]
pub struct BitRow {
    pub label: String,
    pub value: u128,
    pub bits: String,
    /// Whether the row has the deciding bit (a winning move is made here).
    pub decides: bool,
}

/// One legal move and what it leaves.
#[derive(Serialize)]
pub struct MoveReport {
    /// The part moved in (0-based) and the heap of it (heap games).
    pub part: usize,
    pub heap: Option<usize>,
    /// What the heap becomes (heap games; `[]`: nothing left), or the part's position.
    pub pieces: Vec<u64>,
    /// What the move does, in words.
    pub label: String,
    /// The whole position after the move, as typed.
    pub to: String,
    /// The Fibonacci limit after the move.
    pub limit: Option<u64>,
    /// Whether the move wins for the player making it.
    pub wins: bool,
    /// The value left (`null` where there is no Grundy value).
    pub value: Option<u128>,
    /// Moves left after it under perfect play (`null` if not searched).
    pub remoteness: Option<u32>,
    /// Why it wins or loses (one line).
    pub why: String,
}

/// `grundy moves`: a position, its value, outcome and remoteness, and every legal move.
/// One part of a position, for drawing it.
#[derive(Serialize)]
pub struct PartJson {
    pub game: String,
    pub position: Vec<u64>,
    /// Whether the position is heaps (drawn as rows of stones).
    pub heaps: bool,
    pub value: Option<u128>,
}

#[derive(Serialize)]
pub struct MovesReport {
    pub position: String,
    pub parts: Vec<PartJson>,
    /// The same game under the other play convention (normal and misère), where the
    /// library defines both.
    pub other_play: Option<String>,
    pub limit: Option<u64>,
    pub value: Option<u128>,
    pub outcome: &'static str,
    pub reason: String,
    /// Moves left under perfect play (the winner ends it fast, the loser holds out).
    pub remoteness: Option<u32>,
    pub misere: bool,
    pub nim_sum: Option<NimSum>,
    /// Every legal move (or only the winning ones when there are more than [`MOVE_LIMIT`]).
    pub moves: Vec<MoveReport>,
    pub all_moves_listed: bool,
    /// Index in `moves` of the move a perfect opponent makes (`null`: no move).
    pub best: Option<usize>,
    /// The distinct values the moves leave, ascending, and their mex (the Grundy value, by
    /// the Sprague–Grundy theorem), when every move is listed and has a value.
    pub option_values: Option<Vec<u128>>,
    pub mex: Option<u64>,
    pub note: String,
}

fn bits(v: u128, width: u32) -> String {
    format!("{v:0w$b}", w = width as usize)
}

fn nim_sum(sum: &Sum) -> Result<Option<NimSum>, String> {
    let mut rows = Vec::new();
    for p in &sum.parts {
        let name = p.game.name();
        match p.game.heap_rule() {
            Some(rule) if !p.game.misere() => {
                for (i, &h) in p.position.iter().enumerate() {
                    rows.push((format!("{name} heap {} ({h})", i + 1), rule.value(h)?));
                }
            }
            _ => match part_value(&p.game, &p.position)? {
                Some(v) => rows.push((format!("{name} {}", crate::cli::spaced(&p.position)), v)),
                None => return Ok(None),
            },
        }
    }
    let xor = rows.iter().fold(0, |s, r| s ^ r.1);
    let width = rows
        .iter()
        .map(|r| 128 - r.1.leading_zeros())
        .max()
        .unwrap_or(0)
        .max(1);
    let deciding_bit = (xor != 0).then(|| 127 - xor.leading_zeros());
    let row = |label: String, value: u128| BitRow {
        decides: deciding_bit.is_some_and(|b| value >> b & 1 == 1),
        bits: bits(value, width),
        label,
        value,
    };
    Ok(Some(NimSum {
        rows: rows.into_iter().map(|(l, v)| row(l, v)).collect(),
        xor: BitRow {
            decides: false,
            bits: bits(xor, width),
            label: "xor".into(),
            value: xor,
        },
        deciding_bit,
    }))
}

/// A position of the search: every part's heaps (heap games: sorted, no 0s) and the limit.
type Key = (Vec<Vec<u64>>, Option<u64>);

fn key(games: &[&Game], parts: &[Vec<u64>], limit: Option<u64>) -> Key {
    let parts = games
        .iter()
        .zip(parts)
        .map(|(g, p)| {
            if g.heap_rule().is_some() {
                let mut p: Vec<u64> = p.iter().copied().filter(|&h| h > 0).collect();
                p.sort_unstable();
                p
            } else {
                p.clone()
            }
        })
        .collect();
    (parts, limit)
}

/// For every position reachable from the start: whether the mover wins and its remoteness
/// (a won position: 1 + the least remoteness of a lost option; a lost one: 1 + the greatest;
/// 0 with no move, won in misère play). `None` if more than [`SEARCH_LIMIT`] positions or a
/// part too large to enumerate. Depth-first with an explicit stack.
fn search(games: &[&Game], start: Key, misere: bool) -> Option<HashMap<Key, (bool, u32)>> {
    if positions_bound(games, &start) > SEARCH_LIMIT as u64 {
        return None;
    }
    let mut memo: HashMap<Key, (bool, u32)> = HashMap::new();
    let mut stack: Vec<(Key, Option<Vec<Key>>)> = vec![(start, None)];
    // A heap's options depend on its size only: found once per part and size.
    let mut heap_options: Vec<HashMap<u64, Vec<Vec<u64>>>> = vec![HashMap::new(); games.len()];
    while let Some((k, children)) = stack.pop() {
        if memo.contains_key(&k) {
            continue;
        }
        match children {
            None => {
                let mut next = Vec::new();
                for (i, g) in games.iter().enumerate() {
                    let part = &k.0[i];
                    if g.heap_rule().is_none() {
                        for s in steps(g, part, k.1)? {
                            let mut parts = k.0.clone();
                            parts[i] = s.to;
                            next.push((parts, s.limit));
                        }
                        continue;
                    }
                    for (j, &h) in part.iter().enumerate() {
                        if j > 0 && part[j - 1] == h {
                            continue;
                        }
                        if !heap_options[i].contains_key(&h) {
                            let found = steps(g, &[h], None)?
                                .into_iter()
                                .map(|s| s.pieces)
                                .collect();
                            heap_options[i].insert(h, found);
                        }
                        for pieces in &heap_options[i][&h] {
                            let mut heaps: Vec<u64> = part[..j]
                                .iter()
                                .chain(&part[j + 1..])
                                .chain(pieces)
                                .copied()
                                .collect();
                            heaps.sort_unstable();
                            let mut parts = k.0.clone();
                            parts[i] = heaps;
                            next.push((parts, k.1));
                        }
                    }
                }
                next.sort_unstable();
                next.dedup();
                let unknown: Vec<Key> = next
                    .iter()
                    .filter(|c| !memo.contains_key(*c))
                    .cloned()
                    .collect();
                stack.push((k, Some(next)));
                stack.extend(unknown.into_iter().map(|c| (c, None)));
                if stack.len() > 4 * SEARCH_LIMIT {
                    return None;
                }
            }
            Some(next) => {
                let results = next.iter().map(|c| memo[c]);
                let lost = results.clone().filter(|r| !r.0).map(|r| r.1).min();
                let entry = match (next.is_empty(), lost) {
                    (true, _) => (misere, 0),
                    (false, Some(r)) => (true, r + 1),
                    (false, None) => (false, results.map(|r| r.1).max().unwrap_or(0) + 1),
                };
                memo.insert(k, entry);
                if memo.len() > SEARCH_LIMIT {
                    return None;
                }
            }
        }
    }
    Some(memo)
}

/// At least as many positions as the search from `start` meets (each heap of `h`, or the
/// heaps it splits into, is one of the partitions of at most `h` stones).
fn positions_bound(games: &[&Game], start: &Key) -> u64 {
    // partitions[n]: the partitions of at most n stones, saturating.
    let mut p = vec![0u64; 61];
    p[0] = 1;
    for part in 1..=60 {
        for n in part..=60 {
            p[n] = p[n].saturating_add(p[n - part]);
        }
    }
    let at_most: Vec<u64> = p
        .iter()
        .scan(0u64, |s, &x| {
            *s = s.saturating_add(x);
            Some(*s)
        })
        .collect();
    let mut bound: u64 = 1;
    for (g, pos) in games.iter().zip(&start.0) {
        let splits = matches!(g, Game::Lasker | Game::Octal(..));
        for &h in pos {
            let f = match (splits, g) {
                (_, Game::Fibonacci) => h.saturating_add(1).saturating_mul(h.saturating_add(1)),
                (true, _) => at_most.get(h as usize).copied().unwrap_or(u64::MAX),
                (false, _) => h.saturating_add(1),
            };
            bound = bound.saturating_mul(f);
        }
    }
    bound
}

/// The report of `sum`: value, outcome, remoteness, nim-sum and every legal move.
pub fn report(sum: &Sum) -> Result<MovesReport, String> {
    let games: Vec<&Game> = sum.parts.iter().map(|p| &*p.game).collect();
    let positions: Vec<Vec<u64>> = sum.parts.iter().map(|p| p.position.clone()).collect();
    let text = |positions: &[Vec<u64>]| {
        let parts: Vec<(&Game, &[u64])> = games
            .iter()
            .copied()
            .zip(positions.iter().map(|p| &p[..]))
            .collect();
        line(&parts)
    };
    let single = sum.parts.len() == 1;
    let first = &sum.parts[0];
    // One game alone: the CLI's own analysis (its reasons are the hints).
    let alone = if single {
        Some(match (&*first.game, sum.limit) {
            (Game::Fibonacci, Some(l)) => game::fibonacci(first.position[0], l),
            _ => game::analyse(&first.game, &first.position)?,
        })
    } else {
        None
    };
    let values: Vec<Option<u128>> = sum
        .parts
        .iter()
        .map(|p| part_value(&p.game, &p.position))
        .collect::<Result<_, _>>()?;
    let value = match &alone {
        Some(r) => r.value,
        None => values.iter().try_fold(0, |s, v| v.map(|v| s ^ v)),
    };
    if !single && value.is_none() {
        return Err(format!(
            "{} has no Grundy value here, so it cannot be part of a sum of different games",
            line(&[(games[0], &positions[0])])
        ));
    }
    let first_player_wins = match &alone {
        Some(r) => r.first_player_wins,
        None => value != Some(0),
    };
    let reason = match &alone {
        Some(r) => r.reason.clone(),
        None => {
            let terms: Vec<String> = values.iter().map(|v| v.unwrap_or(0).to_string()).collect();
            format!(
                "the parts' values xor to {} = {}",
                terms.join(" ^ "),
                value.unwrap_or(0)
            )
        }
    };
    let misere = single && first.game.misere();
    let memo = search(&games, key(&games, &positions, sum.limit), misere);
    let remoteness = memo
        .as_ref()
        .map(|m| m[&key(&games, &positions, sum.limit)].1);
    let mut moves = Vec::new();
    let mut listed = true;
    for (i, p) in sum.parts.iter().enumerate() {
        let Some(part_steps) = steps(&p.game, &p.position, sum.limit) else {
            listed = false;
            break;
        };
        for s in part_steps {
            if moves.len() >= MOVE_LIMIT {
                listed = false;
                break;
            }
            let mut after = positions.clone();
            after[i] = s.to.clone();
            let part_after = match &*p.game {
                Game::Fibonacci | Game::MisereNim | Game::MisereBash(_) => None,
                _ => part_value(&p.game, &s.to)?,
            };
            let value_after = value
                .zip(values[i])
                .zip(part_after)
                .map(|((v, old), new)| v ^ old ^ new);
            let searched = memo.as_ref().map(|m| m[&key(&games, &after, s.limit)]);
            let wins = match (value_after, searched) {
                (Some(v), _) => v == 0,
                (None, Some((w, _))) => !w,
                (None, None) => match (&*p.game, s.limit) {
                    (Game::Fibonacci, Some(l)) => !game::fibonacci(s.to[0], l).first_player_wins,
                    _ => !game::analyse(&p.game, &s.to)?.first_player_wins,
                },
            };
            let cli_why = alone
                .as_ref()
                .and_then(|r| r.winning_moves.iter().find(|m| same(&p.game, &m.to, &s.to)))
                .map(|m: &Move| m.why.clone());
            let label = match single {
                true => label(&p.game, &p.position, &s),
                false => format!("{}: {}", p.game.name(), label(&p.game, &p.position, &s)),
            };
            let why = match (cli_why, wins, value_after) {
                (Some(why), _, _) => why,
                (None, true, Some(_)) if !single => format!(
                    "{label}: the part's value goes from {} to {}, so the parts' values xor to 0",
                    values[i].unwrap_or(0),
                    part_after.unwrap_or(0)
                ),
                (None, true, _) => {
                    "leaves a P-position: every answer leaves the mover a winning reply".into()
                }
                (None, false, Some(v)) => {
                    format!("leaves value {v}, not 0: the opponent has a winning move")
                }
                (None, false, None) => {
                    "leaves an N-position: the opponent has a winning move".into()
                }
            };
            moves.push(MoveReport {
                part: i,
                heap: s.heap,
                pieces: s.pieces,
                label,
                to: text(&after),
                limit: s.limit.filter(|_| matches!(*p.game, Game::Fibonacci)),
                wins,
                value: value_after,
                remoteness: searched.map(|r| r.1),
                why,
            });
        }
    }
    let mut note = String::new();
    if !listed {
        // Too many to list: the winning moves the analysis found stand for them.
        moves.clear();
        if let Some(r) = &alone {
            for m in &r.winning_moves {
                moves.push(MoveReport {
                    part: 0,
                    heap: None,
                    pieces: m.to.clone(),
                    label: format!("→ {}", crate::cli::spaced(&m.to)),
                    to: text(&[m.to.clone()]),
                    limit: m.take.map(|t| t.saturating_mul(2)),
                    wins: true,
                    value: value.map(|_| 0),
                    remoteness: None,
                    why: m.why.clone(),
                });
            }
        }
        note = format!(
            "too many moves to list (more than {MOVE_LIMIT}, or a heap over {CANDIDATE_LIMIT}): \
             only winning moves are shown; type a position to move"
        );
    } else if memo.is_none() {
        note = format!("remoteness not searched: more than {SEARCH_LIMIT} positions");
    }
    let best = match remoteness {
        Some(_) if first_player_wins => moves
            .iter()
            .enumerate()
            .filter(|(_, m)| m.wins)
            .min_by_key(|(_, m)| m.remoteness)
            .map(|(i, _)| i),
        Some(_) => moves
            .iter()
            .enumerate()
            .max_by_key(|(i, m)| (m.remoteness, std::cmp::Reverse(*i)))
            .map(|(i, _)| i),
        None => moves
            .iter()
            .position(|m| m.wins)
            .or((!moves.is_empty()).then_some(0)),
    };
    let mut option_values: Option<Vec<u128>> = moves.iter().map(|m| m.value).collect();
    if !listed {
        option_values = None;
    }
    if let Some(v) = option_values.as_mut() {
        v.sort_unstable();
        v.dedup();
    }
    let mex = option_values.as_ref().and_then(|v| {
        let small: Option<Vec<u64>> = v.iter().map(|&x| u64::try_from(x).ok()).collect();
        small.map(crate::games::mex)
    });
    let other_play = match (single, &*first.game) {
        (true, Game::Nim) => Some("misere-nim".to_string()),
        (true, Game::MisereNim) => Some("nim".to_string()),
        (true, Game::Bash(b)) => Some(format!("misere-bash:{}", b.0)),
        (true, Game::MisereBash(b)) => Some(format!("bash:{}", b.0)),
        _ => None,
    };
    Ok(MovesReport {
        position: text(&positions),
        parts: sum
            .parts
            .iter()
            .zip(&values)
            .map(|(p, &value)| PartJson {
                game: p.game.name(),
                position: p.position.clone(),
                heaps: p.game.heap_rule().is_some(),
                value,
            })
            .collect(),
        other_play,
        limit: sum.limit,
        value,
        outcome: crate::cli::outcome(first_player_wins),
        reason,
        remoteness,
        misere,
        nim_sum: if misere { None } else { nim_sum(sum)? },
        moves,
        all_moves_listed: listed,
        best,
        option_values,
        mex,
        note,
    })
}

/// Whether two positions of `game` are the same (heap games: the same heaps, 0s aside).
fn same(game: &Game, a: &[u64], b: &[u64]) -> bool {
    let norm = |p: &[u64]| key(&[game], &[p.to_vec()], None);
    norm(a) == norm(b)
}
