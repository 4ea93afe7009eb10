//! `grundy period`: the certified period of an octal game (`octal::find_period`); of a
//! subtraction game, from its own table.

use crate::cli::{emit, Failure};
use crate::game::{Game, SUBTRACTION_MOVE_LIMIT};
use crate::games;
use serde::Serialize;
use std::time::{Duration, Instant};

#[derive(Serialize)]
struct PeriodJson {
    game: String,
    preperiod: usize,
    period: usize,
    certified: bool,
    checked_upto: usize,
    seconds: f64,
}

/// Runs `grundy period`.
pub fn run(spec: &str, max: usize, json: bool) -> Result<(), Failure> {
    let start = Instant::now();
    let game = Game::parse(spec)?;
    if let Game::Subtraction(s) = &game {
        return subtraction(&game.name(), s, start, json);
    }
    let code = match &game {
        Game::Octal(o, _) => o.code.clone(),
        Game::Bash(b) if b.0 <= SUBTRACTION_MOVE_LIMIT => {
            games::octal_subtraction(&(1..=b.0).collect::<Vec<u64>>())
        }
        _ => {
            return Err(Failure::Usage(format!(
                "period needs an octal game (kayles, dawson, octal:0.d1d2…, subtraction:S, \
                 bash:M with M <= {SUBTRACTION_MOVE_LIMIT}), not {}",
                game.name()
            )))
        }
    };
    if !code.is_finite() {
        return Err(Failure::Usage(format!(
            "{} has an infinite tail: the Guy–Smith theorem certifies periods of finite codes \
             only (those with a last non-zero digit)",
            game.name()
        )));
    }
    let mut last_report = start;
    let mut progress = |n: usize| {
        // Only runs longer than a second say how far they are, once a second.
        if start.elapsed() > Duration::from_secs(1)
            && last_report.elapsed() >= Duration::from_secs(1)
        {
            eprintln!("period: {}: values computed up to heap {n}", game.name());
            last_report = Instant::now();
        }
    };
    let found = games::octal_period(&code, max, &mut progress);
    let seconds = start.elapsed().as_secs_f64();
    let text = if found.certified {
        format!(
            "{} (code {code}) is periodic: G(n + {}) = G(n) for every n >= {}, certified by the \
             Guy–Smith theorem from the values of heaps 0..={} ({seconds:.2} s).",
            game.name(),
            found.period,
            found.preperiod,
            found.checked_upto
        )
    } else {
        format!(
            "{} (code {code}) has no period certified up to heap {} (--max {max}); the longest \
             run so far suggests period {} from heap {} ({seconds:.2} s).",
            game.name(),
            found.checked_upto,
            found.period,
            found.preperiod
        )
    };
    let object = PeriodJson {
        game: game.name(),
        preperiod: found.preperiod,
        period: found.period,
        certified: found.certified,
        checked_upto: found.checked_upto,
        seconds,
    };
    emit(json, &object, &text)
}

/// A subtraction game's period from its own table (found when it is built: tables of
/// growing length, the period by a Z-function), not from its octal code, which has `max S`
/// digits.
fn subtraction(
    name: &str,
    s: &crate::heaps::Subtraction,
    start: Instant,
    json: bool,
) -> Result<(), Failure> {
    let table = s.table();
    let seconds = start.elapsed().as_secs_f64();
    let checked_upto = table.values.len() - 1;
    let w = s.moves.last().copied().unwrap_or(0);
    let (preperiod, period) = table.period.unwrap_or((0, 0));
    let text = match table.period {
        Some(_) => format!(
            "{name} is periodic: G(n + {period}) = G(n) for every n >= {preperiod}, certified \
             from the values of heaps 0..={checked_upto}: max S = {w} values in a row a period \
             apart fix every later value ({seconds:.2} s)."
        ),
        None => format!(
            "{name} has no period certified up to heap {checked_upto} (the explorer's limit for \
             subtraction tables; {seconds:.2} s)."
        ),
    };
    let object = PeriodJson {
        game: name.to_string(),
        preperiod,
        period,
        certified: table.period.is_some(),
        checked_upto,
        seconds,
    };
    emit(json, &object, &text)
}
