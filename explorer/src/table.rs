//! `grundy table`: the values of single heaps `0..=N`, what is known of their period, and
//! a picture.

use crate::cli::{emit, Failure};
use crate::game::{self, Game, WYTHOFF_VALUE_LIMIT};
use crate::svg::{self, value_colour, Svg};
use crate::{extra, games, heaps};
use serde::Serialize;
use std::path::Path;

/// The largest `--upto` for one-heap tables.
pub const TABLE_LIMIT: usize = 100_000;

/// A period of a heap game's values: `g(n + period) = g(n) + saltus` for `n >= preperiod`.
#[derive(Clone, Debug, Serialize)]
pub struct Period {
    pub preperiod: usize,
    /// `u128`: Bash with `M = u64::MAX` has period `2^64`.
    pub period: u128,
    pub saltus: u64,
    pub certified: bool,
    /// How it is known.
    pub source: String,
}

#[derive(Serialize)]
struct TableJson {
    game: String,
    upto: usize,
    /// `g(0..=upto)`; for Wythoff, rows `g(a, 0..=upto)`; `null` for games without values.
    values: serde_json::Value,
    /// "P"/"N" per heap.
    outcomes: String,
    period: Option<Period>,
    note: String,
}

/// What a table holds.
struct Table {
    values: Option<Vec<u64>>,
    grid: Option<Vec<Vec<u64>>>,
    outcomes: Vec<bool>,
    period: Option<Period>,
    note: String,
}

/// Runs `grundy table`.
pub fn run(spec: &str, upto: usize, svg_path: Option<&Path>, json: bool) -> Result<(), Failure> {
    let game = Game::parse(spec)?;
    let limit = match &game {
        Game::Wythoff => WYTHOFF_VALUE_LIMIT as usize,
        Game::Octal(o, _) if !o.code.is_finite() => heaps::infinite_code_limit(&o.code),
        _ => TABLE_LIMIT,
    };
    if upto > limit {
        return Err(Failure::Usage(format!(
            "--upto for {} must be at most {limit}, not {upto}",
            game.name()
        )));
    }
    let table = build(&game, upto).map_err(Failure::Cannot)?;
    if let Some(path) = svg_path {
        let picture = match &table.grid {
            Some(grid) => wythoff_svg(grid),
            None => strip_svg(&game.name(), &table),
        };
        svg::save(path, picture).map_err(Failure::Cannot)?;
    }
    let values = match (&table.grid, &table.values) {
        (Some(grid), _) => serde_json::json!(grid),
        (None, Some(values)) => serde_json::json!(values),
        (None, None) => serde_json::Value::Null,
    };
    let outcomes: String = table
        .outcomes
        .iter()
        .map(|&w| crate::cli::outcome(w))
        .collect();
    let text = text(&game, upto, &table, &outcomes);
    let object = TableJson {
        game: game.name(),
        upto,
        values,
        outcomes,
        period: table.period,
        note: table.note,
    };
    emit(json, &object, &text)
}

fn build(game: &Game, upto: usize) -> Result<Table, String> {
    let heaps: Vec<u64> = (0..=upto as u64).collect();
    let closed = |preperiod, period, saltus, source: &str| {
        Some(Period {
            preperiod,
            period,
            saltus,
            certified: true,
            source: source.into(),
        })
    };
    Ok(match game {
        Game::Wythoff => {
            let grid = extra::wythoff_values(upto);
            let pairs: Vec<String> = (0..)
                .map_while(|k| games::wythoff_pair(k).filter(|&(a, _)| a as usize <= upto))
                .map(|(a, b)| format!("({a}, {b})"))
                .collect();
            Table {
                outcomes: grid[0].iter().map(|&v| v != 0).collect(),
                values: None,
                grid: Some(grid),
                period: None,
                note: format!(
                    "two piles: values[a][b] = g(a, b); outcomes are those of (0, b). P-positions (a_k, b_k): {}",
                    pairs.join(" ")
                ),
            }
        }
        Game::Fibonacci | Game::MisereNim | Game::MisereBash(_) => {
            let outcomes = heaps
                .iter()
                .map(|&h| game::analyse(game, &[h]).map(|r| r.first_player_wins))
                .collect::<Result<Vec<bool>, String>>()?;
            let (period, note) = match game {
                Game::MisereBash(b) => (
                    closed(
                        0,
                        u128::from(b.0) + 1,
                        0,
                        "the mover loses iff n mod (M + 1) = 1",
                    ),
                    "misère play: outcomes only (no Grundy values)".to_string(),
                ),
                Game::MisereNim => (
                    None,
                    "misère play: outcomes only; one heap is lost iff it holds exactly 1".into(),
                ),
                _ => (
                    None,
                    "outcomes only: a heap is lost iff it is a Fibonacci number (or at most 1)"
                        .into(),
                ),
            };
            Table {
                values: None,
                grid: None,
                outcomes,
                period,
                note,
            }
        }
        _ => {
            let rule = game.heap_rule().expect("a heap game");
            let values = match game {
                // Exactly, however far the period search went.
                Game::Octal(o, _) => games::octal_values(&o.code, upto),
                _ => heaps
                    .iter()
                    .map(|&h| rule.value(h).map(|v| v as u64))
                    .collect::<Result<Vec<u64>, String>>()?,
            };
            let (period, note) = match game {
                Game::Nim => (
                    closed(0, 1, 1, "g(n) = n"),
                    "Nim: a heap is its own value".into(),
                ),
                Game::Bash(b) => (
                    closed(0, u128::from(b.0) + 1, 0, "g(n) = n mod (M + 1)"),
                    "Bash: purely periodic".into(),
                ),
                Game::Lasker => (
                    closed(
                        1,
                        4,
                        4,
                        "g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3",
                    ),
                    "Lasker's Nim: arithmetic-periodic".into(),
                ),
                Game::Subtraction(s) => (
                    s.table().period.map(|(preperiod, period)| Period {
                        preperiod,
                        period: period as u128,
                        saltus: 0,
                        certified: true,
                        source: "max S equal values a period apart, by a Z-function".into(),
                    }),
                    "subtraction game".into(),
                ),
                Game::Octal(o, _) if !o.code.is_finite() => (
                    None,
                    format!(
                        "octal game {}: an infinite tail, so no period is certified (Guy–Smith \
                         needs a last non-zero digit)",
                        o.code
                    ),
                ),
                Game::Octal(o, _) => {
                    // A longer search when the table reaches past the first one.
                    let searched = o.table().values.len().max(upto + 1);
                    let longer = (o.table().period.is_none() && upto >= o.table().values.len())
                        .then(|| games::octal_period(&o.code, searched, &mut |_| {}))
                        .filter(|found| found.certified)
                        .map(|found| (found.preperiod, found.period));
                    let period = o
                        .table()
                        .period
                        .or(longer)
                        .map(|(preperiod, period)| Period {
                            preperiod,
                            period: period as u128,
                            saltus: 0,
                            certified: true,
                            source: format!("octal::find_period, code {} (Guy–Smith)", o.code),
                        });
                    let note = match period {
                        Some(_) => format!("octal game {}", o.code),
                        None => format!(
                            "octal game {}: no period certified within the first {} values (see grundy period)",
                            o.code, searched
                        ),
                    };
                    (period, note)
                }
                _ => (None, String::new()),
            };
            Table {
                outcomes: values.iter().map(|&v| v != 0).collect(),
                values: Some(values),
                grid: None,
                period,
                note,
            }
        }
    })
}

fn text(game: &Game, upto: usize, table: &Table, outcomes: &str) -> String {
    let mut text = format!("{}, heaps 0..={upto}\n", game.name());
    let row = |label: String, items: Vec<String>| format!("{label:>8}: {}\n", items.join(" "));
    if let Some(grid) = &table.grid {
        text += &row("b".into(), (0..=upto).map(|b| format!("{b:>3}")).collect());
        for (a, line) in grid.iter().enumerate() {
            text += &row(
                format!("a = {a}"),
                line.iter().map(|v| format!("{v:>3}")).collect(),
            );
        }
    } else if let Some(values) = &table.values {
        for (start, chunk) in values.chunks(10).enumerate() {
            let label = format!("{}..", start * 10);
            text += &row(label, chunk.iter().map(u64::to_string).collect());
        }
    } else {
        for (start, chunk) in outcomes.as_bytes().chunks(10).enumerate() {
            let label = format!("{}..", start * 10);
            text += &row(
                label,
                chunk.iter().map(|&c| (c as char).to_string()).collect(),
            );
        }
    }
    match &table.period {
        Some(p) if p.saltus == 0 => {
            text += &format!(
                "period {} from heap {} on ({}{})\n",
                p.period,
                p.preperiod,
                p.source,
                if p.certified { ", certified" } else { "" }
            )
        }
        Some(p) => {
            text += &format!(
                "arithmetic-periodic: g(n + {}) = g(n) + {} from heap {} on ({})\n",
                p.period, p.saltus, p.preperiod, p.source
            )
        }
        None => {}
    }
    if !table.note.is_empty() {
        text += &format!("{}\n", table.note);
    }
    text
}

/// The Wythoff grid: one cell per `(a, b)`, P-positions dark.
fn wythoff_svg(grid: &[Vec<u64>]) -> Svg {
    let n = grid.len();
    let cell = if n <= 25 {
        26.0
    } else {
        (700.0 / n as f64).max(2.0)
    };
    let margin = 56.0;
    let side = margin + cell * n as f64 + 10.0;
    let mut svg = Svg::new(side.max(360.0), side);
    svg.text(
        8.0,
        18.0,
        14.0,
        "start",
        "#000",
        "Wythoff: g(a, b), row a, column b",
    );
    svg.text(
        8.0,
        34.0,
        11.0,
        "start",
        "#555",
        "dark cells: the P-positions (a_k, b_k)",
    );
    let show_numbers = cell >= 18.0;
    for (a, row) in grid.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            let (x, y) = (margin + cell * b as f64, margin + cell * a as f64);
            let fill = if v == 0 {
                "#222222".to_string()
            } else {
                value_colour(v)
            };
            svg.rect(
                x,
                y,
                cell,
                cell,
                &fill,
                if show_numbers { "#999" } else { "none" },
            );
            if show_numbers {
                let colour = if v == 0 { "#fff" } else { "#000" };
                svg.text(
                    x + cell / 2.0,
                    y + cell * 0.68,
                    cell * 0.45,
                    "middle",
                    colour,
                    &v.to_string(),
                );
            }
        }
        if show_numbers || a % 10 == 0 {
            let y = margin + cell * (a as f64 + 0.68);
            svg.text(margin - 6.0, y, 11.0, "end", "#444", &a.to_string());
            svg.text(
                margin + cell * (a as f64 + 0.5),
                margin - 6.0,
                11.0,
                "middle",
                "#444",
                &a.to_string(),
            );
        }
    }
    svg
}

/// One-heap games: a coloured strip of cells, the preperiod shaded, periods bracketed.
fn strip_svg(name: &str, table: &Table) -> Svg {
    let count = table.outcomes.len();
    let per_row = count.min(40);
    let rows = count.div_ceil(per_row);
    let (cell, row_height, margin) = (28.0, 58.0, 20.0);
    let mut svg = Svg::new(
        margin * 2.0 + cell * per_row as f64,
        50.0 + row_height * rows as f64,
    );
    let title = match &table.period {
        Some(p) if p.saltus == 0 => {
            format!("{name}: period {} from heap {}", p.period, p.preperiod)
        }
        Some(p) => format!(
            "{name}: g(n + {}) = g(n) + {} from heap {}",
            p.period, p.saltus, p.preperiod
        ),
        None => format!("{name}: white cells are P-positions"),
    };
    svg.text(margin, 22.0, 14.0, "start", "#000", &title);
    for n in 0..count {
        let (r, c) = (n / per_row, n % per_row);
        let (x, y) = (margin + cell * c as f64, 36.0 + row_height * r as f64);
        let (fill, label) = match &table.values {
            Some(values) => (value_colour(values[n]), values[n].to_string()),
            None if table.outcomes[n] => ("#9ecae1".to_string(), "N".to_string()),
            None => ("#ffffff".to_string(), "P".to_string()),
        };
        svg.rect(x, y, cell, cell, &fill, "#777");
        svg.text(
            x + cell / 2.0,
            y + cell * 0.66,
            if label.len() > 3 { 9.0 } else { 12.0 },
            "middle",
            "#000",
            &label,
        );
        if n % 5 == 0 {
            svg.text(
                x + cell / 2.0,
                y + cell + 12.0,
                9.0,
                "middle",
                "#555",
                &n.to_string(),
            );
        }
        // A tick under the first heap of each period.
        if let Some(p) = &table.period {
            if n >= p.preperiod && ((n - p.preperiod) as u128).is_multiple_of(p.period) {
                svg.line((x, y + cell + 15.0), (x, y - 3.0), "#d62728", 2.0, false);
            } else if n < p.preperiod {
                svg.line(
                    (x + 2.0, y + cell + 3.0),
                    (x + cell - 2.0, y + cell + 3.0),
                    "#888",
                    2.0,
                    true,
                );
            }
        }
    }
    svg
}
