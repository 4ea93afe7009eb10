//! One judging session of one program on one problem: the tests in order (stored cases,
//! edge cases, random cases of growing size, judge-size inputs), the verdict of each, and
//! on the first failure the shrinking of its input.

use super::exec::{self, End, Limits, Run};
use super::spec::{Judge, Problem, Rng, Text};
use serde::Serialize;
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Judges one program on one problem, saying each phase's line to the callback.
pub type Judging = fn(&Settings, &mut dyn FnMut(&str)) -> Outcome;

/// A problem in the registry.
pub struct Entry {
    pub name: &'static str,
    pub judge: &'static Judge,
    pub run: Judging,
    pub solve: super::spec::Solve,
}

/// What a session is asked to do.
#[derive(Clone)]
pub struct Settings {
    pub problem: &'static str,
    pub cmd: Vec<OsString>,
    pub limits: Limits,
    pub seed: u64,
    pub budget: Duration,
    pub shrink_budget: Duration,
    pub ours: bool,
    pub all: bool,
    pub judge_size: bool,
    /// Where the stored cases are (`testdata/`), if found.
    pub testdata: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Verdict {
    AC,
    WA,
    RE,
    TLE,
    MLE,
    OLE,
}

/// A test that failed, shrunk where it could be.
#[derive(Serialize, Clone)]
pub struct Failing {
    /// 1-based number of the test in the run.
    pub test: usize,
    /// Where the input shown comes from, when not from the failing test itself.
    pub note: String,
    /// "sample", "stored", "edge", "random" or "judge-size".
    pub kind: &'static str,
    pub name: String,
    pub verdict: Verdict,
    pub input: String,
    pub expected: String,
    pub got: String,
    pub why: String,
    pub stderr: String,
    /// The right answer of each case of the shrunk input, explained (at most 5).
    pub explanation: Vec<String>,
    pub time_ms: u64,
    pub peak_kb: u64,
    /// Bytes of the input that first failed, and of the shrunk one.
    pub found_bytes: usize,
    pub shrunk_bytes: usize,
    pub shrink_runs: usize,
    pub shrink_ms: u64,
    /// Seconds from the start of the session until the failure was found, and shrunk.
    pub found_after: f64,
    pub shrunk_after: f64,
}

/// One judge-size test: how long it took and its peak memory.
#[derive(Serialize, Clone)]
pub struct Timed {
    pub name: String,
    pub verdict: Verdict,
    pub time_ms: u64,
    pub peak_kb: u64,
    pub bytes: usize,
}

/// The result of a session.
#[derive(Serialize, Clone)]
pub struct Outcome {
    pub verdict: Verdict,
    pub tests: usize,
    pub seconds: f64,
    pub passed: usize,
    /// Tests per kind, in order.
    pub phases: Vec<(String, usize)>,
    pub judge_size: Vec<Timed>,
    pub failing: Vec<Failing>,
    /// Why the program could not be run at all.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

struct Test<C> {
    kind: &'static str,
    name: String,
    input: Vec<u8>,
    cases: Option<Vec<C>>,
}

fn input_of<P: Problem>(cases: &[P::Case]) -> Vec<u8> {
    let mut t = Text::new();
    P::write(cases, &mut t);
    t.0
}

/// The verdict of one run against the exact output.
fn verdict<P: Problem>(
    input: &[u8], expected: &[u8], run: &Run, limits: &Limits,
) -> (Verdict, String) {
    let mem_kb = limits.memory / 1024;
    let stderr = String::from_utf8_lossy(&run.stderr);
    let out_of_memory = run.peak_kb > mem_kb
        || [
            "memory allocation of",
            "bad_alloc",
            "MemoryError",
            "OutOfMemory",
            "Cannot allocate memory",
            "out of memory",
        ]
        .iter()
        .any(|p| stderr.contains(p));
    let mle = || {
        (
            Verdict::MLE,
            format!(
                "memory limit {} MB exceeded (peak {} KB resident; an allocation beyond the limit fails)",
                limits.memory >> 20,
                run.peak_kb
            ),
        )
    };
    match run.end {
        End::TimedOut => {
            (Verdict::TLE, format!("no answer within {:.3} s (killed)", limits.time.as_secs_f64()))
        }
        End::OutputCap => (
            Verdict::OLE,
            format!(
                "more than {} bytes of output (killed); the answer has {}",
                limits.output,
                expected.len()
            ),
        ),
        End::Signal(s) if s == libc::SIGXCPU => {
            (Verdict::TLE, "CPU time limit exceeded (SIGXCPU)".to_string())
        }
        End::Signal(_) | End::Exit(_) if out_of_memory => mle(),
        End::Signal(_) | End::Exit(_) if stderr.contains("overflowed its stack") => (
            Verdict::RE,
            "stack overflow (deep recursion; the stack limit is --stack-limit)".to_string(),
        ),
        End::Signal(s) => (Verdict::RE, signal_text(s)),
        End::Exit(c) if c != 0 => (Verdict::RE, format!("exit code {c}")),
        End::Exit(_) => match P::check(input, expected, &run.stdout) {
            Ok(()) => (Verdict::AC, String::new()),
            Err(why) => (Verdict::WA, why),
        },
    }
}

fn signal_text(s: i32) -> String {
    let name = match s {
        libc::SIGSEGV => "SIGSEGV, invalid memory access: a stack overflow from deep recursion, or an index out of bounds",
        libc::SIGABRT => "SIGABRT, the program aborted: a failed assertion, a Rust panic with panic=abort, or a stack overflow",
        libc::SIGFPE => "SIGFPE, arithmetic error: a division by zero",
        libc::SIGKILL => "SIGKILL",
        libc::SIGBUS => "SIGBUS, bus error",
        libc::SIGILL => "SIGILL, illegal instruction",
        libc::SIGPIPE => "SIGPIPE",
        _ => "",
    };
    format!("killed by signal {s} ({name})")
}

/// The stored valid cases of `problem`: samples first; the others (which may exceed the
/// judge's limits) only with our limits.
fn stored(dir: &std::path::Path, ours: bool) -> Vec<(String, Vec<u8>)> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok())
                .filter_map(|e| e.file_name().into_string().ok())
                .filter_map(|n| n.strip_suffix(".in").map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    names.retain(|n| {
        dir.join(format!("{n}.out")).exists() && !dir.join(format!("{n}.err")).exists()
    });
    names.retain(|n| ours || n.starts_with("sample"));
    names.sort_by_key(|n| (!n.starts_with("sample"), n.clone()));
    names
        .into_iter()
        .filter_map(|n| std::fs::read(dir.join(format!("{n}.in"))).ok().map(|b| (n, b)))
        .collect()
}

/// Judges `s.cmd` on problem `P`; `say` receives one line per phase and the failures.
pub fn judge<P: Problem>(s: &Settings, say: &mut dyn FnMut(&str)) -> Outcome {
    let start = Instant::now();
    let mut out = Outcome {
        verdict: Verdict::AC,
        tests: 0,
        seconds: 0.0,
        passed: 0,
        phases: Vec::new(),
        judge_size: Vec::new(),
        failing: Vec::new(),
        error: None,
    };
    let mut rng = Rng::new(&format!("judge/{}/{}", s.problem, s.seed));
    let done = |out: &Outcome| !s.all && !out.failing.is_empty() || out.error.is_some();

    // Stored cases.
    if let Some(dir) = &s.testdata {
        let tests: Vec<Test<P::Case>> = stored(&dir.join(s.problem), s.ours)
            .into_iter()
            .map(|(name, input)| Test {
                kind: if name.starts_with("sample") { "sample" } else { "stored" },
                name,
                input,
                cases: None,
            })
            .collect();
        phase::<P>(s, "stored cases", tests, &mut out, start, say);
    }
    // Edge cases.
    if !done(&out) {
        let tests = P::edges(s.ours)
            .into_iter()
            .map(|(name, cases)| Test {
                kind: "edge",
                input: input_of::<P>(&cases),
                name,
                cases: Some(cases),
            })
            .collect();
        phase::<P>(s, "edge cases", tests, &mut out, start, say);
    }
    // Random cases of growing size, until the budget is spent.
    if !done(&out) {
        let until = Instant::now() + s.budget;
        let (before, mut round) = (out.tests, 0usize);
        while Instant::now() < until && !done(&out) {
            let size = 1 + round / 16;
            let n = P::max_cases(s.ours).min(1 + round / 4).min(64);
            let cases: Vec<P::Case> = (0..n).map(|_| P::random(&mut rng, size, s.ours)).collect();
            let test = Test {
                kind: "random",
                name: format!("random input {} ({n} cases of size {size})", round + 1),
                input: input_of::<P>(&cases),
                cases: Some(cases),
            };
            one::<P>(s, test, &mut out, start, say);
            round += 1;
        }
        let n = out.tests - before;
        out.phases.push(("random".into(), n));
        say(&format!(
            "random: {n} inputs of growing size, {} passed",
            n - failed_in(&out, "random")
        ));
    }
    // Judge-size inputs, timed.
    if !done(&out) && s.judge_size && (s.ours || P::BIG_WITHIN_JUDGE_LIMITS) {
        let generated =
            grundy_tools::inputs::generate(s.problem, grundy_tools::inputs::Scale::Judge);
        let tests: Vec<Test<P::Case>> = match generated {
            Some(Ok(inputs)) => inputs
                .into_iter()
                .map(|i| Test {
                    kind: "judge-size",
                    name: if i.shape.is_empty() {
                        i.what
                    } else {
                        format!("{}: {}", i.shape, i.what)
                    },
                    input: i.bytes,
                    cases: None,
                })
                .collect(),
            _ => Vec::new(),
        };
        phase::<P>(s, "judge-size inputs", tests, &mut out, start, say);
    }
    out.seconds = start.elapsed().as_secs_f64();
    if let Some(f) = out.failing.first() {
        out.verdict = f.verdict;
    }
    out
}

fn failed_in(out: &Outcome, kind: &str) -> usize {
    out.failing.iter().filter(|f| f.kind == kind).count()
}

fn phase<P: Problem>(
    s: &Settings, what: &str, tests: Vec<Test<P::Case>>, out: &mut Outcome, start: Instant,
    say: &mut dyn FnMut(&str),
) {
    let before = out.tests;
    let failed_before = out.failing.len();
    for test in tests {
        if !s.all && !out.failing.is_empty() || out.error.is_some() {
            break;
        }
        one::<P>(s, test, out, start, say);
    }
    let n = out.tests - before;
    out.phases.push((what.to_string(), n));
    say(&format!("{what}: {n} run, {} passed", n - (out.failing.len() - failed_before)));
}

/// Runs one test; on a failure shrinks it and records it.
fn one<P: Problem>(
    s: &Settings, test: Test<P::Case>, out: &mut Outcome, start: Instant, say: &mut dyn FnMut(&str),
) {
    let expected = match super::spec::answer(&test.input, P::SOLVE) {
        Ok(e) => e,
        Err(e) => {
            out.error = Some(format!("{}: {e}", test.name));
            return;
        }
    };
    let limits = limits_for(&s.limits, &expected);
    let run = match exec::run(&s.cmd, &test.input, &limits) {
        Ok(r) => r,
        Err(e) => {
            out.error = Some(e);
            return;
        }
    };
    out.tests += 1;
    let (v, why) = verdict::<P>(&test.input, &expected, &run, &limits);
    if test.kind == "judge-size" {
        out.judge_size.push(Timed {
            name: test.name.clone(),
            verdict: v,
            time_ms: run.time.as_millis() as u64,
            peak_kb: run.peak_kb,
            bytes: test.input.len(),
        });
        say(&format!(
            "  {}: {v:?} in {} ms, peak {} KB ({} bytes of input)",
            test.name,
            run.time.as_millis(),
            run.peak_kb,
            test.input.len()
        ));
    }
    if v == Verdict::AC {
        out.passed += 1;
        return;
    }
    let found_after = start.elapsed().as_secs_f64();
    say(&format!("test {} ({}, {}): {v:?}", out.tests, test.kind, test.name));
    let found_bytes = test.input.len();
    let shrink_start = Instant::now();
    let (mut input, mut expected, mut run, mut why, mut explanation, mut runs) =
        (test.input, expected, run, why, Vec::new(), 0);
    let mut cases = test.cases;
    let mut note = String::new();
    if cases.is_none() {
        // A stored or judge-size input cannot be shrunk: look for the same failure on an
        // input that can (the edge cases, then random ones), for half the shrink budget.
        if let Some((name, found, hit)) =
            same_failure::<P>(s, v, shrink_start + s.shrink_budget / 2)
        {
            note = format!("the same {v:?} on {name}, shrunk");
            (input, expected, run, why) = hit;
            cases = Some(found);
        }
    }
    if let Some(cases) = cases {
        let shrunk = shrink::<P>(s, cases, v, shrink_start + s.shrink_budget);
        runs = shrunk.runs;
        explanation = shrunk.cases.iter().take(5).map(P::explain).collect();
        if let Some((i, e, r, w)) = shrunk.last {
            (input, expected, run, why) = (i, e, r, w);
        }
    }
    out.failing.push(Failing {
        note,
        test: out.tests,
        kind: test.kind,
        name: test.name,
        verdict: v,
        input: String::from_utf8_lossy(&input).into_owned(),
        expected: String::from_utf8_lossy(&expected).into_owned(),
        got: String::from_utf8_lossy(&run.stdout).into_owned(),
        why,
        stderr: String::from_utf8_lossy(&run.stderr).into_owned(),
        explanation,
        time_ms: run.time.as_millis() as u64,
        peak_kb: run.peak_kb,
        found_bytes,
        shrunk_bytes: input.len(),
        shrink_runs: runs,
        shrink_ms: shrink_start.elapsed().as_millis() as u64,
        found_after,
        shrunk_after: start.elapsed().as_secs_f64(),
    });
}

type Hit = (Vec<u8>, Vec<u8>, Run, String);

/// Runs `cases`; `Some` with the input, its exact output, the run and why, if the program
/// fails on it with verdict `v`.
fn fails_with<P: Problem>(s: &Settings, cases: &[P::Case], v: Verdict) -> Option<Hit> {
    let input = input_of::<P>(cases);
    let expected = super::spec::answer(&input, P::SOLVE).ok()?;
    let limits = limits_for(&s.limits, &expected);
    let run = exec::run(&s.cmd, &input, &limits).ok()?;
    let (w, why) = verdict::<P>(&input, &expected, &run, &limits);
    (w == v).then_some((input, expected, run, why))
}

/// An edge or random input on which the program fails with verdict `v`, before `until`.
fn same_failure<P: Problem>(
    s: &Settings, v: Verdict, until: Instant,
) -> Option<(String, Vec<P::Case>, Hit)> {
    for (name, cases) in P::edges(s.ours) {
        if Instant::now() >= until {
            return None;
        }
        if let Some(hit) = fails_with::<P>(s, &cases, v) {
            return Some((format!("the edge input \"{name}\""), cases, hit));
        }
    }
    let mut rng = Rng::new(&format!("judge/{}/{}/again", s.problem, s.seed));
    for round in 0.. {
        if Instant::now() >= until {
            break;
        }
        let size = 1 + round / 16;
        let n = P::max_cases(s.ours).min(1 + round / 4).min(64);
        let cases: Vec<P::Case> = (0..n).map(|_| P::random(&mut rng, size, s.ours)).collect();
        if let Some(hit) = fails_with::<P>(s, &cases, v) {
            return Some((format!("a random input of size {size}"), cases, hit));
        }
    }
    None
}

/// The limits of a run whose exact output is `expected`: the output cap is twice that
/// plus 1 MiB.
fn limits_for(base: &Limits, expected: &[u8]) -> Limits {
    Limits { output: 2 * expected.len() + (1 << 20), ..base.clone() }
}

struct Shrunk<C> {
    cases: Vec<C>,
    runs: usize,
    /// The smallest failing input found, its exact output, its run and why it fails.
    last: Option<Hit>,
}

/// Greedy shrinking: fewer cases (halves first), then each case made simpler by the
/// problem's own valid steps, while the program still fails with verdict `v`; stops at a
/// fixed point or at `deadline`.
fn shrink<P: Problem>(
    s: &Settings, mut cases: Vec<P::Case>, v: Verdict, deadline: Instant,
) -> Shrunk<P::Case> {
    let mut runs = 0;
    let mut last = None;
    let fails = |cs: &[P::Case], runs: &mut usize| {
        *runs += 1;
        fails_with::<P>(s, cs, v)
    };
    'outer: loop {
        if Instant::now() >= deadline {
            break;
        }
        let min = 1.min(cases.len());
        for fewer in super::spec::fewer(&cases, min) {
            if Instant::now() >= deadline {
                break 'outer;
            }
            if let Some(hit) = fails(&fewer, &mut runs) {
                cases = fewer;
                last = Some(hit);
                continue 'outer;
            }
        }
        for i in 0..cases.len() {
            for simpler in P::shrink(&cases[i]) {
                if Instant::now() >= deadline {
                    break 'outer;
                }
                let mut trial = cases.clone();
                trial[i] = simpler;
                if let Some(hit) = fails(&trial, &mut runs) {
                    cases = trial;
                    last = Some(hit);
                    continue 'outer;
                }
            }
        }
        break;
    }
    Shrunk { cases, runs, last }
}
