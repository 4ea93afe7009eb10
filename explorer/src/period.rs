//! `grundy period`: the certified period of an octal game (`octal::find_period`).

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
    let game = Game::parse(spec)?;
    let code = match &game {
        Game::Octal(o, _) => o.code.clone(),
        Game::Subtraction(s) => games::octal_subtraction(&s.moves),
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
    let start = Instant::now();
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
