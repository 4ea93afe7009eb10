//! `grundy table`: the values of single heaps `0..=N`, what is known of their period, and
//! a picture.

use crate::game::{Game, Period, Values};
use crate::out::{outcome, Failure};
use crate::svg::{value_colour, Svg};
use serde::Serialize;
use std::path::Path;

/// What `grundy table --json` prints.
#[derive(Clone, Debug, Serialize)]
pub struct TableReport {
    pub game: String,
    pub upto: usize,
    /// `g(0..=upto)`; for Wythoff, rows `g(a, 0..=upto)`; `null` for games without values.
    pub values: Option<Values>,
    /// "P"/"N" per heap.
    pub outcomes: String,
    pub period: Option<Period>,
    pub note: String,
    /// The picture's file, with `--svg`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub svg: Option<String>,
}

/// The table of `game` up to `upto`.
pub fn report(game: &dyn Game, upto: usize) -> Result<TableReport, Failure> {
    let limit = game.table_limit();
    if upto > limit {
        let name = game.name();
        return Err(Failure::Usage(format!(
            "--upto for {name} must be at most {limit}, not {upto}"
        )));
    }
    let t = game.table(upto)?;
    Ok(TableReport {
        game: game.name(),
        upto,
        values: t.values,
        outcomes: t.outcomes.iter().map(|&w| outcome(w)).collect(),
        period: t.period,
        note: t.note,
        svg: None,
    })
}

/// Runs `grundy table`.
pub fn run(spec: &str, upto: usize, svg: Option<&Path>, json: bool) -> Result<(), Failure> {
    let game = crate::registry::parse_game(spec)?;
    let mut r = report(game.as_ref(), upto)?;
    if let Some(path) = svg {
        crate::svg::save(path, &picture(&r))?;
        r.svg = Some(path.display().to_string());
    }
    crate::out::emit(json, &r, &text(&r))
}

/// The table in words.
pub fn text(r: &TableReport) -> String {
    let mut text = format!("{}, heaps 0..={}\n", r.game, r.upto);
    let row = |label: String, items: &[String]| format!("{label:>8}: {}\n", items.join(" "));
    let wide = |v: &u64| format!("{v:>3}");
    if let Some(Values::Grid(grid)) = &r.values {
        text += &row("b".into(), &(0..=r.upto as u64).map(|b| wide(&b)).collect::<Vec<_>>());
        for (a, line) in grid.iter().enumerate() {
            text += &row(format!("a = {a}"), &line.iter().map(wide).collect::<Vec<_>>());
        }
    } else {
        // Ten heaps a row: values, or outcomes where there are none.
        let cells: Vec<String> = match &r.values {
            Some(Values::Strip(values)) => values.iter().map(u64::to_string).collect(),
            _ => r.outcomes.chars().map(String::from).collect(),
        };
        for (start, chunk) in cells.chunks(10).enumerate() {
            text += &row(format!("{}..", start * 10), chunk);
        }
    }
    if let Some(p) = &r.period {
        let (kind, certified) = match p.saltus {
            0 => ("", if p.certified { ", certified" } else { "" }),
            _ => ("arithmetic-periodic: ", ""),
        };
        text += &format!("{kind}{} on ({}{certified})\n", periodic(p), p.source);
    }
    if !r.note.is_empty() {
        text += &format!("{}\n", r.note);
    }
    if let Some(path) = &r.svg {
        text += &format!("picture: {path}\n");
    }
    text
}

/// `period P from heap N`, or `g(n + P) = g(n) + S from heap N`.
fn periodic(p: &Period) -> String {
    match p.saltus {
        0 => format!("period {} from heap {}", p.period, p.preperiod),
        s => format!("g(n + {}) = g(n) + {s} from heap {}", p.period, p.preperiod),
    }
}

/// The picture of a table: Wythoff's grid, or a strip of heaps.
pub fn picture(r: &TableReport) -> String {
    match &r.values {
        Some(Values::Grid(grid)) => wythoff_svg(grid),
        _ => strip_svg(r),
    }
}

/// The Wythoff grid: one cell per `(a, b)`, P-positions dark.
fn wythoff_svg(grid: &[Vec<u64>]) -> String {
    let n = grid.len();
    let cell = if n <= 25 { 26.0 } else { (700.0 / n as f64).max(2.0) };
    let margin = 56.0;
    let side = margin + cell * n as f64 + 10.0;
    let mut svg = Svg::new(side.max(360.0), side);
    svg.text(8.0, 18.0, 14.0, "start", "#000", "Wythoff: g(a, b), row a, column b");
    svg.text(8.0, 34.0, 11.0, "start", "#555", "dark cells: the P-positions (a_k, b_k)");
    let numbers = cell >= 18.0;
    for (a, row) in grid.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            let (x, y) = (margin + cell * b as f64, margin + cell * a as f64);
            let fill = if v == 0 { "#222222".to_string() } else { value_colour(v) };
            svg.rect(x, y, cell, cell, &fill, if numbers { "#999" } else { "none" });
            if numbers {
                let colour = if v == 0 { "#fff" } else { "#000" };
                let (cx, cy) = (x + cell / 2.0, y + cell * 0.68);
                svg.text(cx, cy, cell * 0.45, "middle", colour, &v.to_string());
            }
        }
        if numbers || a % 10 == 0 {
            let y = margin + cell * (a as f64 + 0.68);
            svg.text(margin - 6.0, y, 11.0, "end", "#444", &a.to_string());
            let x = margin + cell * (a as f64 + 0.5);
            svg.text(x, margin - 6.0, 11.0, "middle", "#444", &a.to_string());
        }
    }
    svg.finish()
}

/// One-heap games: a coloured strip of cells, the pre-period underlined, each period's
/// first heap ticked, and a legend saying so.
fn strip_svg(r: &TableReport) -> String {
    let count = r.outcomes.len();
    let per_row = count.min(40);
    let rows = count.div_ceil(per_row);
    let (cell, row_height, margin, top) = (28.0, 58.0, 20.0, 52.0);
    let width = (margin * 2.0 + cell * per_row as f64).max(520.0);
    let mut svg = Svg::new(width, top + 14.0 + row_height * rows as f64);
    let title = r.period.as_ref().map_or("no period known".into(), periodic);
    let title = format!("{}: white cells are P-positions; {title}", r.game);
    svg.text(margin, 22.0, 14.0, "start", "#000", &title);
    if r.period.is_some() {
        let legend =
            "grey dashes under a cell: the pre-period; red tick: the first heap of each period";
        svg.text(margin, 40.0, 11.0, "start", "#555", legend);
    }
    let values = match &r.values {
        Some(Values::Strip(values)) => Some(values),
        _ => None,
    };
    for n in 0..count {
        let (row, column) = (n / per_row, n % per_row);
        let (x, y) = (margin + cell * column as f64, top + row_height * row as f64);
        let (fill, label) = match values {
            Some(values) => (value_colour(values[n]), values[n].to_string()),
            None if r.outcomes.as_bytes()[n] == b'N' => ("#9ecae1".to_string(), "N".to_string()),
            None => ("#ffffff".to_string(), "P".to_string()),
        };
        svg.rect(x, y, cell, cell, &fill, "#777");
        let size = if label.len() > 3 { 9.0 } else { 12.0 };
        svg.text(x + cell / 2.0, y + cell * 0.66, size, "middle", "#000", &label);
        if n % 5 == 0 {
            svg.text(x + cell / 2.0, y + cell + 12.0, 9.0, "middle", "#555", &n.to_string());
        }
        if let Some(p) = &r.period {
            if n >= p.preperiod && ((n - p.preperiod) as u128).is_multiple_of(p.period) {
                svg.line((x, y + cell + 15.0), (x, y - 3.0), "#d62728", 2.0, false);
            } else if n < p.preperiod {
                let (from, to) = ((x + 2.0, y + cell + 3.0), (x + cell - 2.0, y + cell + 3.0));
                svg.line(from, to, "#888", 2.0, true);
            }
        }
    }
    svg.finish()
}
