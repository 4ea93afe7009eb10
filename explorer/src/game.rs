//! The one model of a game: the [`Game`] trait every game implements, a [`Position`] (one
//! game, or a sum of different games), and what the commands ask of either: value,
//! outcome, winning moves with their reasons, legal moves, and remoteness for play.
//!
//! A position of a sum is worth the xor of its parts' values (Sprague–Grundy), and a move
//! changes one part: it wins iff it moves that part to the value that makes the xor 0.

use crate::out::Failure;
use serde::Serialize;
use std::cell::Cell;
use std::collections::HashMap;
use std::sync::Arc;

/// At most this many winning moves are listed (all are counted).
pub const LISTED_MOVES: usize = 256;

/// At most this many numbers in all are listed as the positions winning moves lead to.
pub const LISTED_NUMBERS: usize = 1 << 20;

/// How many winning moves of a position of `numbers` numbers are listed: [`LISTED_MOVES`],
/// fewer for very long positions (each move is listed whole), at least one.
pub fn listed_moves(numbers: usize) -> usize {
    LISTED_MOVES.min(LISTED_NUMBERS / (numbers + 1)).max(1)
}

/// The largest `--upto` of one-heap tables.
pub const TABLE_LIMIT: usize = 100_000;

/// The largest subtraction-set element accepted (and the largest `M` of `period bash:M`).
pub const SUBTRACTION_MOVE_LIMIT: u64 = 100_000;

/// A move: the position it leads to (a game's numbers, or a [`Position`]), and why it is
/// good.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Move<To = Vec<u64>> {
    pub to: To,
    pub why: String,
    /// Fibonacci game: the stones taken.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub take: Option<u64>,
}

/// Some moves, and how many there are in all.
#[derive(Clone, Debug, Default)]
pub struct Moves {
    pub listed: Vec<Move>,
    pub count: u128,
}

/// A period of one heap's values: `g(n + period) = g(n) + saltus` for `n >= preperiod`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Period {
    pub preperiod: usize,
    /// `u128`: Bash with `M = u64::MAX` has period `2^64`.
    pub period: u128,
    pub saltus: u64,
    pub certified: bool,
    /// How it is known.
    pub source: String,
}

/// A closed-form period, certified.
pub fn closed(preperiod: usize, period: u128, saltus: u64, source: &str) -> Option<Period> {
    let source = source.into();
    Some(Period { preperiod, period, saltus, certified: true, source })
}

/// A table's values: one per heap, or rows `g(a, 0..=upto)` of a two-number game.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum Values {
    Strip(Vec<u64>),
    Grid(Vec<Vec<u64>>),
}

/// What `table` shows of a game: values or outcomes of heaps `0..=upto`.
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// `None` for games without values.
    pub values: Option<Values>,
    /// Whether the player to move wins, per heap (per `(0, b)` for Wythoff).
    pub outcomes: Vec<bool>,
    pub period: Option<Period>,
    pub note: String,
}

/// What a period search established, and how far it looked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeriodSearch {
    /// The library's statement (checked up to the largest heap computed).
    pub found: grundy::period::Period,
    /// The game in the statement's words (`kayles (code 0.77)`).
    pub what: String,
    /// How the certificate works (`by the Guy–Smith theorem from the values of heaps 0..=167`).
    pub how: String,
    /// What stopped an uncertified search (`--max 500`).
    pub stopped: String,
}

/// One game: its rules as the explorer presents them, the rules themselves being the
/// library's. A position is the numbers typed (heaps, piles); a game may keep more (the
/// Fibonacci game keeps the most that may be taken), shown by [`Game::shown`].
pub trait Game: Send + Sync {
    /// The name as typed, e.g. `bash:3`.
    fn name(&self) -> String;
    /// The position the numbers typed describe, or why they describe none.
    fn start(&self, numbers: Vec<u64>) -> Result<Vec<u64>, String>;
    /// The numbers a player sees of position `p`.
    fn shown<'a>(&self, p: &'a [u64]) -> &'a [u64] {
        p
    }
    /// Whether the player who cannot move wins.
    fn misere(&self) -> bool {
        false
    }
    /// Normal play, decided by Grundy values: the game can be a part of a sum.
    fn summable(&self) -> bool {
        !self.misere()
    }
    /// The Grundy value, `None` where it has none (misère play) or is not computed.
    fn value(&self, p: &[u64]) -> Result<Option<u128>, Failure> {
        let _ = p;
        Ok(None)
    }
    /// Whether the player to move wins.
    fn first_player_wins(&self, p: &[u64]) -> Result<bool, Failure> {
        Ok(self.value(p)? != Some(0))
    }
    /// How the value or outcome is found, one line (`value` is [`Game::value`]).
    fn reason(&self, p: &[u64], value: Option<u128>) -> String;
    /// The moves to a position of value `target`, at most `room` listed (summable games).
    fn moves_to(&self, p: &[u64], target: u128, room: usize) -> Result<Moves, Failure> {
        let _ = (p, target, room);
        Ok(Moves::default())
    }
    /// The winning moves, at most `room` listed.
    fn winning_moves(&self, p: &[u64], room: usize) -> Result<Moves, Failure> {
        self.moves_to(p, 0, room)
    }
    /// Every legal move, or `None` if there are more than `cap`.
    fn options(&self, p: &[u64], cap: usize) -> Option<Vec<Vec<u64>>>;
    /// A legal move changing as little as possible, `None` at the end of the game.
    fn some_move(&self, p: &[u64]) -> Option<Vec<u64>>;
    /// The same position for [`remoteness`]'s memory (heaps sorted, empty ones dropped).
    fn key(&self, p: &[u64]) -> Vec<u64> {
        p.to_vec()
    }
    /// The position after the move a player typed as `to`, or why it is no legal move.
    fn typed(&self, from: &[u64], to: Vec<u64>) -> Result<Vec<u64>, String>;
    /// The largest `upto` of [`Game::table`].
    fn table_limit(&self) -> usize {
        TABLE_LIMIT
    }
    /// Values (or outcomes) of heaps `0..=upto` and the period where one is known.
    fn table(&self, upto: usize) -> Result<Table, Failure>;
    /// The least certified period, looked for within `max` values and `seconds`.
    fn find_period(
        &self, max: usize, seconds: f64, progress: &mut dyn FnMut(usize),
    ) -> Result<PeriodSearch, Failure> {
        let _ = (max, seconds, progress);
        Err(Failure::Usage(no_period(&self.name())))
    }
}

/// Why `game` has no period to look for.
pub fn no_period(game: &str) -> String {
    format!(
        "period needs an octal game (kayles, dawson, octal:0.d1d2…, subtraction:S, bash:M with \
         M <= {}), not {game}",
        SUBTRACTION_MOVE_LIMIT
    )
}

/// One part of a position: a game and its position.
#[derive(Clone)]
pub struct Part {
    pub game: Arc<dyn Game>,
    pub at: Vec<u64>,
}

/// A position: one game's, or a sum of parts of different games (`kayles 7 + nim 3`).
#[derive(Clone)]
pub struct Position {
    pub parts: Vec<Part>,
}

/// A move of a [`Position`].
pub type Play = Move<Position>;

impl Position {
    /// The position as typed: `kayles 7 3 + nim 3`.
    pub fn spec(&self) -> String {
        self.join(|p| format!("{} {}", p.game.name(), crate::out::spaced(p.game.shown(&p.at))))
    }

    /// The game's (or the sum's) name: `kayles`, `kayles + nim + wythoff`.
    pub fn game_name(&self) -> String {
        self.join(|p| p.game.name())
    }

    /// The numbers shown, parts separated by ` + ` in a sum.
    pub fn shown(&self) -> String {
        self.join(|p| crate::out::spaced(p.game.shown(&p.at)))
    }

    /// The shown numbers of every part, in order.
    pub fn numbers(&self) -> Vec<u64> {
        self.part_numbers().concat()
    }

    /// Each part's shown numbers.
    pub fn part_numbers(&self) -> Vec<Vec<u64>> {
        self.parts.iter().map(|p| p.game.shown(&p.at).to_vec()).collect()
    }

    fn join(&self, f: impl Fn(&Part) -> String) -> String {
        let words: Vec<String> = self.parts.iter().map(f).collect();
        words.join(" + ")
    }

    fn with(&self, i: usize, at: Vec<u64>) -> Position {
        let mut to = self.clone();
        to.parts[i].at = at;
        to
    }

    /// Each part's value as far as it is known: its Grundy value, 0 for a P-position whose
    /// value is not computed (P iff 0), `None` for an N-position whose value is not.
    fn part_values(&self) -> Result<Vec<Option<u128>>, Failure> {
        let mut values = Vec::new();
        for p in &self.parts {
            values.push(match p.game.value(&p.at)? {
                None if p.game.summable() && !p.game.first_player_wins(&p.at)? => Some(0),
                v => v,
            });
        }
        Ok(values)
    }

    /// The Grundy value: of the one game, or the xor of the parts' (`None` if one is unknown).
    pub fn value(&self) -> Result<Option<u128>, Failure> {
        match &self.parts[..] {
            [one] => one.game.value(&one.at),
            _ => Ok(self.part_values()?.iter().try_fold(0, |s, v| v.map(|v| s ^ v))),
        }
    }

    /// Whether the player to move wins. A sum with a part of unknown value is decided only
    /// when that part is the one N-position and the others xor to 0; otherwise the outcome
    /// is refused, not guessed.
    pub fn first_player_wins(&self) -> Result<bool, Failure> {
        if let [one] = &self.parts[..] {
            return one.game.first_player_wins(&one.at);
        }
        let values = self.part_values()?;
        let known = values.iter().flatten().fold(0, |s, v| s ^ v);
        let unknown: Vec<String> = (self.parts.iter().zip(&values))
            .filter(|(_, v)| v.is_none())
            .map(|(p, _)| Position { parts: vec![p.clone()] }.spec())
            .collect();
        match unknown.len() {
            0 => Ok(known != 0),
            1 if known == 0 => Ok(true),
            _ => Err(Failure::Usage(format!(
                "the outcome of {} cannot be determined: the Grundy value of {} is not computed \
                 (an N-position: not 0), and the other parts are worth {known}",
                self.spec(),
                unknown.join(" and of ")
            ))),
        }
    }

    /// The value's one-line reason; in a sum, what is not known is said.
    pub fn reason(&self, value: Option<u128>) -> Result<String, Failure> {
        if let [one] = &self.parts[..] {
            return Ok(one.game.reason(&one.at, value));
        }
        let values = self.part_values()?;
        let terms: Vec<String> =
            values.iter().map(|v| v.map_or("?".into(), |v| v.to_string())).collect();
        let v = value.map_or("?".into(), |v| v.to_string());
        let mut reason = format!("the parts' values xor to {} = {v}", terms.join(" ^ "));
        let wins = self.first_player_wins().unwrap_or(false);
        for (i, p) in self.parts.iter().enumerate().filter(|_| wins) {
            let (part, name) = (i + 1, p.game.name());
            reason += &match (values[i], p.game.value(&p.at)?) {
                (_, Some(_)) => continue,
                (None, _) => format!(
                    "; part {part} ({name}) is an N-position whose value is not computed, and \
                     the others xor to 0: its moves to P-positions win; whether a move of \
                     another part wins cannot be told, and none is listed"
                ),
                _ => format!(
                    "; part {part} ({name}) is a P-position whose value is not computed: its \
                     moves to value {v} cannot be told, and none is listed"
                ),
            };
        }
        Ok(reason)
    }

    /// The winning moves, at most [`listed_moves`] listed, and how many there are. In a sum
    /// with a part of unknown value only the moves known to win are listed (see
    /// [`Position::reason`]).
    pub fn winning_moves(&self) -> Result<(Vec<Play>, u128), Failure> {
        let room = listed_moves(self.numbers().len());
        let play = |i: usize, m: Move| Play { to: self.with(i, m.to), why: m.why, take: m.take };
        if let [one] = &self.parts[..] {
            let found = one.game.winning_moves(&one.at, room)?;
            let listed = found.listed.into_iter().map(|m| play(0, m));
            return Ok((listed.collect(), found.count));
        }
        let (mut listed, mut count) = (Vec::new(), 0);
        if !self.first_player_wins()? {
            return Ok((listed, count));
        }
        let values = self.part_values()?;
        let sum = values.iter().flatten().fold(0, |s, v| s ^ v);
        let whole = values.iter().all(Option::is_some);
        for (i, p) in self.parts.iter().enumerate() {
            // A part of unknown value: its moves to P-positions, when it alone is unknown.
            let target = match (values[i], p.game.value(&p.at)?) {
                (None, _) => 0,
                (Some(v), Some(_)) if whole => v ^ sum,
                _ => continue,
            };
            let found = p.game.moves_to(&p.at, target, room - listed.len())?;
            count += found.count;
            for mut m in found.listed {
                m.why = format!(
                    "part {} ({}): {}; the parts' xor becomes 0",
                    i + 1,
                    p.game.name(),
                    m.why
                );
                listed.push(play(i, m));
            }
        }
        Ok((listed, count))
    }

    /// Every legal move, `None` if there are more than `cap`.
    pub fn options(&self, cap: usize) -> Option<Vec<Position>> {
        let mut all = Vec::new();
        for (i, p) in self.parts.iter().enumerate() {
            let found = p.game.options(&p.at, cap.checked_sub(all.len())?)?;
            all.extend(found.into_iter().map(|at| self.with(i, at)));
        }
        (all.len() <= cap).then_some(all)
    }

    /// Whether a move is left.
    pub fn has_move(&self) -> bool {
        self.parts.iter().any(|p| p.game.some_move(&p.at).is_some())
    }

    /// Whether the player who cannot move wins.
    pub fn misere(&self) -> bool {
        self.parts.iter().any(|p| p.game.misere())
    }

    /// The same position for [`remoteness`]'s memory: each part's [`Game::key`].
    pub fn key(&self) -> Vec<Vec<u64>> {
        self.parts.iter().map(|p| p.game.key(&p.at)).collect()
    }

    /// The position after the move a player typed (a sum: its parts separated by `+`).
    pub fn typed(&self, line: &str) -> Result<Position, String> {
        let groups: Vec<&str> = line.split('+').collect();
        if groups.len() != self.parts.len() {
            let n = self.parts.len();
            return Err(format!("type the whole position: {n} parts separated by +"));
        }
        let mut to = self.clone();
        let mut changed = None;
        for (i, (text, part)) in groups.iter().zip(&self.parts).enumerate() {
            let numbers = text
                .split_whitespace()
                .map(|w| crate::out::parse_u64(w, "a heap size"))
                .collect::<Result<Vec<u64>, String>>()?;
            if numbers.is_empty() {
                return Err("type the position after your move, as numbers".into());
            }
            if numbers == part.game.shown(&part.at) {
                continue;
            }
            if changed.replace(i).is_some() {
                return Err("a move changes one part of the sum".into());
            }
            to.parts[i].at = part.game.typed(&part.at, numbers)?;
        }
        match changed {
            Some(_) => Ok(to),
            None => Err("that is the same position: a move must change it".into()),
        }
    }
}

/// At most this many positions are searched for [`remoteness`], through at most four times
/// as many moves holding at most 16 times as many numbers (tens of MB, whatever the game).
pub const SEARCH_LIMIT: usize = 200_000;

/// Positions searched (by their parts' [`Game::key`]) with whether the player to move
/// wins and the remoteness.
pub type Searched = HashMap<Vec<Vec<u64>>, (bool, u32)>;

/// Whether the player to move wins `start`, and its remoteness: how many moves are left
/// under perfect play (the winner ends the game as soon as it can, the loser as late as it
/// can), by the library's search over every position reachable (`remoteness::Search`);
/// `start` and each of its options are kept in `memo`. `None` if the search needs more than
/// `limit` positions, `4 · limit` moves, or moves holding `16 · limit` numbers in all.
pub fn remoteness_in(start: &Position, memo: &mut Searched, limit: usize) -> Option<(bool, u32)> {
    let games: Vec<Arc<dyn Game>> = start.parts.iter().map(|p| p.game.clone()).collect();
    let (misere, over, moved) = (start.misere(), Cell::new(false), Cell::new((0usize, 0usize)));
    let moves = |key: &Vec<Vec<u64>>, out: &mut Vec<Vec<Vec<u64>>>| {
        // Moves looked at so far: how many, and the numbers they hold (a part counts one).
        let (count, numbers) = moved.get();
        if over.get() {
            return;
        }
        let parts = games.iter().zip(key).map(|(g, k)| Part { game: g.clone(), at: k.clone() });
        let at = Position { parts: parts.collect() };
        match options_within(&at, 4 * limit - count, 16 * limit - numbers).map(|o| (size(&o), o)) {
            Some((n, _)) if numbers + n > 16 * limit => over.set(true),
            // Misère: the last move wins, as a move to a lost end would (the empty key).
            Some((_, o)) if o.is_empty() && misere && !key.is_empty() => out.push(Vec::new()),
            Some((n, o)) => {
                moved.set((count + o.len(), numbers + n));
                out.extend(o.iter().map(Position::key));
            }
            None => over.set(true),
        }
    };
    let mut search = grundy::remoteness::Search::new(moves, limit);
    let options = options_within(start, limit, 16 * limit).unwrap_or_default();
    for p in std::iter::once(start).chain(&options) {
        // Even: lost for the player to move; misère counts one more move, the winner's last.
        let r = search.remoteness(p.key()).filter(|_| !over.get())?;
        let left = r - u64::from(misere && r > 0);
        memo.insert(p.key(), (r % 2 == 1, u32::try_from(left).unwrap_or(u32::MAX)));
    }
    memo.get(&start.key()).copied()
}

/// The numbers `positions` hold, a part counting one.
fn size(positions: &[Position]) -> usize {
    positions.iter().map(|p| p.numbers().len() + p.parts.len()).sum()
}

/// Every legal move of `at`, `None` if there are more than `count`, or more than fit in
/// about `numbers` numbers (each move leaves a few numbers more than `at` holds at most).
fn options_within(at: &Position, count: usize, numbers: usize) -> Option<Vec<Position>> {
    at.options(count.min(numbers / size(std::slice::from_ref(at)).max(1)))
}

/// See [`remoteness_in`].
pub fn remoteness(start: &Position) -> Option<(bool, u32)> {
    remoteness_in(start, &mut Searched::new(), SEARCH_LIMIT)
}

/// Which of some options, each judged (whether its mover wins, its remoteness), the
/// computer moves to: one lost for the opponent with the nearest end, else the one with
/// the farthest end. `None` if there are none.
pub fn pick(judged: &[(bool, u32)]) -> Option<usize> {
    let lost = (0..judged.len()).filter(|&i| !judged[i].0);
    let soonest = lost.min_by_key(|&i| judged[i].1);
    soonest.or_else(|| (0..judged.len()).max_by_key(|&i| judged[i].1))
}

/// The computer's move from `from` (which has a move): winning, the one that wins
/// soonest; losing, the one that holds out longest; by [`remoteness`] where the search
/// fits, else the first winning move, or a move changing as little as possible.
pub fn best_play(from: &Position) -> Result<Play, Failure> {
    let mut memo = Searched::new();
    // A sum left undecided by a part of unknown value lists no winning move.
    let undecided = from.first_player_wins().err();
    let (winning, _) = if undecided.is_none() { from.winning_moves()? } else { Default::default() };
    let options = remoteness_in(from, &mut memo, SEARCH_LIMIT)
        .and_then(|_| from.options(SEARCH_LIMIT))
        .unwrap_or_default();
    let judged: Vec<(bool, u32)> = options.iter().map(|o| memo[&o.key()]).collect();
    match pick(&judged).map(|i| (&options[i], judged[i])) {
        Some((to, (false, r))) => {
            let listed = winning.iter().find(|m| m.to.key() == to.key());
            let why = listed.map_or("a winning move".into(), |m| m.why.clone());
            let take = listed.and_then(|m| m.take);
            Ok(Play { to: to.clone(), why: format!("{why}; {}", remote(r + 1)), take })
        }
        Some((to, (true, r))) => {
            let why = format!("(a lost position: this move holds out longest; {})", remote(r + 1));
            Ok(Play { to: to.clone(), why, take: None })
        }
        None => match winning.into_iter().next() {
            Some(m) => Ok(m),
            None => {
                let to = any_move(from).ok_or_else(|| Failure::Usage("no move is left".into()))?;
                let why = match undecided {
                    Some(f) => format!("(any move: {})", f.message()),
                    None => "(a lost position: any move will do)".into(),
                };
                Ok(Play { to, why, take: None })
            }
        },
    }
}

/// Remoteness `r` in words.
fn remote(r: u32) -> String {
    let moves = if r == 1 { "move" } else { "moves" };
    format!("remoteness {r}: the game ends within {r} {moves} under perfect play")
}

/// A move of the first part that has one, changing as little as possible.
fn any_move(from: &Position) -> Option<Position> {
    let mut parts = from.parts.iter().enumerate();
    parts.find_map(|(i, p)| p.game.some_move(&p.at).map(|to| from.with(i, to)))
}
