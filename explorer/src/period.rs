//! `grundy period`: the least certified period of an octal game, a subtraction game or
//! Bash, looked for within a number of values and a time budget.

use crate::game::{Game, PeriodSearch};
use crate::out::Failure;
use serde::Serialize;
use std::time::{Duration, Instant};

/// The largest `--max`: about 1.2 GB of values and search arrays.
pub const MAX_LIMIT: usize = 50_000_000;

/// The largest `--seconds`.
pub const SECONDS_LIMIT: usize = 3600;

/// What `grundy period --json` prints.
#[derive(Clone, Debug, Serialize)]
pub struct PeriodReport {
    pub game: String,
    pub preperiod: usize,
    pub period: usize,
    pub certified: bool,
    pub checked_upto: usize,
    pub seconds: f64,
    /// The statement, in words (as the text output).
    #[serde(skip)]
    pub text: String,
}

/// Looks for the period of `game` within `max` values and `seconds`; `progress` hears the
/// largest heap computed now and then.
pub fn report(
    game: &dyn Game, max: usize, seconds: usize, progress: &mut dyn FnMut(usize),
) -> Result<PeriodReport, Failure> {
    if max > MAX_LIMIT || seconds > SECONDS_LIMIT {
        return Err(Failure::Usage(format!(
            "--max is at most {MAX_LIMIT} and --seconds at most {SECONDS_LIMIT}, not {max} and {seconds}"
        )));
    }
    let start = Instant::now();
    let found = game.find_period(max, seconds as f64, progress)?;
    let seconds = start.elapsed().as_secs_f64();
    let text = words(&found, seconds);
    let grundy::period::Period { certified, preperiod, period, checked_upto } = found.found;
    Ok(PeriodReport {
        game: game.name(),
        preperiod,
        period,
        certified,
        checked_upto,
        seconds,
        text,
    })
}

/// The best statement the search allows.
fn words(f: &PeriodSearch, seconds: f64) -> String {
    let (what, stopped, found) = (&f.what, &f.stopped, f.found);
    let (p, p0, upto) = (found.period, found.preperiod, found.checked_upto);
    match found.certified {
        true => format!(
            "{what} is periodic: G(n + {p}) = G(n) for every n >= {p0}, certified {} ({seconds:.2} s).",
            f.how
        ),
        false if p == 0 => format!(
            "{what} has no period certified up to heap {upto} ({stopped}; {seconds:.2} s)."
        ),
        false => format!(
            "{what} has no period certified up to heap {upto} ({stopped}); the longest run so far \
             suggests period {p} from heap {p0} ({seconds:.2} s)."
        ),
    }
}

/// Runs `grundy period`: progress once a second on stderr after the first second.
pub fn run(spec: &str, max: usize, seconds: usize, json: bool) -> Result<(), Failure> {
    let game = crate::registry::parse_game(spec)?;
    let (start, mut last) = (Instant::now(), Instant::now());
    let name = game.name();
    let mut progress = |n: usize| {
        let second = Duration::from_secs(1);
        if start.elapsed() > second && last.elapsed() >= second {
            crate::out::progress(&format!("period: {name}: values computed up to heap {n}"));
            last = Instant::now();
        }
    };
    let r = report(game.as_ref(), max, seconds, &mut progress)?;
    crate::out::emit(json, &r, &r.text)
}
