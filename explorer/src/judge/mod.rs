//! `grundy judge`: runs anyone's program on a problem the way a judge does, against the
//! exact answer from the library, and shrinks a failing input to a minimal one.
//!
//! The entry point is [`main`]; the problems are in [`problems`], each described in
//! `problems/judge/<name>.rs` (see [`spec::Problem`]).

pub mod exec;
pub mod explain;
pub mod problems;
pub mod session;
pub mod shapes;
pub mod spec;

use clap::Args;
use serde::Serialize;
use session::{Failing, Outcome, Settings, Verdict};
use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Test a program against the exact answers of a problem: stored samples, theory-aware
/// edge cases, random cases of growing size, then judge-size inputs. A failing input is
/// shrunk to a minimal one and explained. Exit 0 accepted, 1 not, 2 usage error.
#[derive(Args)]
#[command(after_help = AFTER_HELP)]
pub struct JudgeArgs {
    /// The problem: one of the judge binaries (see docs/problems.md).
    pub problem: String,
    /// Random phase: stop after this many seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0)]
    pub budget: f64,
    /// Random cases from this seed (default: from the clock; printed, to repeat a run).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Per run (default: the judge's).
    #[arg(long, value_name = "SECONDS")]
    pub time_limit: Option<f64>,
    /// Per run, in MB (default: the judge's). Set as RLIMIT_AS (virtual memory): raise it
    /// for Java, Go or other runtimes that reserve address space up front.
    #[arg(long, value_name = "MB")]
    pub memory_limit: Option<u64>,
    /// The stack, in MB.
    #[arg(long, value_name = "MB", default_value_t = 8)]
    pub stack_limit: u64,
    /// Our wider limits instead of the judge's (every stored case, larger values).
    #[arg(long)]
    pub our_limits: bool,
    /// Run every test; do not stop at the first failure.
    #[arg(long)]
    pub all: bool,
    /// Skip the judge-size inputs.
    #[arg(long)]
    pub no_judge_size: bool,
    /// Spend at most this long shrinking a failing input.
    #[arg(long, value_name = "SECONDS", default_value_t = 5.0)]
    pub shrink_budget: f64,
    /// Write the failing (shrunk) input and its exact output as DIR/NAME.in and NAME.out.
    #[arg(long, value_name = "DIR")]
    pub save: Option<PathBuf>,
    /// Judge every submission in DIR: `{}` in CMD becomes each file's path (a CMD of just
    /// `{}` runs each executable file).
    #[arg(long, value_name = "DIR")]
    pub each: Option<PathBuf>,
    /// Print the exact output for the input on stdin and exit (the reference solution).
    #[arg(long)]
    pub answer: bool,
    /// The program and its arguments, after `--`.
    #[arg(last = true, value_name = "CMD")]
    pub cmd: Vec<OsString>,
}

const AFTER_HELP: &str = "Example: grundy judge poj1067 -- ./a.out
Verdicts: AC, WA, RE (non-zero exit or a signal), TLE, MLE (peak memory over the limit, or \
an allocation that failed at the limit), OLE (output far longer than the answer).";

/// Runs `grundy judge`; returns the exit code.
pub fn main(args: JudgeArgs, json: bool) -> i32 {
    match run(args, json) {
        Ok(code) => code,
        Err(message) => crate::out::error(&message, 2),
    }
}

fn run(args: JudgeArgs, json: bool) -> Result<i32, String> {
    let names: Vec<&str> = problems::ALL.iter().map(|e| e.name).collect();
    let entry = problems::find(&args.problem).ok_or_else(|| {
        format!("unknown problem '{}'; known: {}", args.problem, names.join(", "))
    })?;
    if args.answer {
        return Ok(spec::serve(entry.solve));
    }
    if args.cmd.is_empty() {
        return Err(format!(
            "no program to judge: put it after `--`, e.g. grundy judge {} -- ./a.out",
            entry.name
        ));
    }
    find_program(&args.cmd[0], args.each.is_some())?;
    for (what, v) in [("--budget", args.budget), ("--shrink-budget", args.shrink_budget)] {
        if !(0.0..=86400.0).contains(&v) {
            return Err(format!("{what} {v}: expected seconds from 0 to 86400"));
        }
    }
    let time = args.time_limit.unwrap_or(entry.judge.time_ms as f64 / 1000.0);
    if !(0.001..=3600.0).contains(&time) {
        return Err(format!("--time-limit {time}: expected seconds from 0.001 to 3600"));
    }
    let memory = args.memory_limit.unwrap_or(entry.judge.memory_mb);
    if !(1..=1 << 20).contains(&memory) || !(1..=1 << 20).contains(&args.stack_limit) {
        return Err("--memory-limit and --stack-limit: expected MB from 1 to 1048576".into());
    }
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64 % 1_000_000_000)
            .unwrap_or(1)
    });
    let testdata = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata");
    let settings = Settings {
        problem: entry.name,
        cmd: args.cmd.clone(),
        limits: exec::Limits {
            time: Duration::from_secs_f64(time),
            memory: memory << 20,
            stack: args.stack_limit << 20,
            output: 1 << 20,
        },
        seed,
        budget: Duration::from_secs_f64(args.budget),
        shrink_budget: Duration::from_secs_f64(args.shrink_budget),
        ours: args.our_limits,
        all: args.all,
        judge_size: !args.no_judge_size,
        testdata: testdata.is_dir().then_some(testdata),
    };
    let (time_ms, memory_mb) = (entry.judge.time_ms, entry.judge.memory_mb);
    let header = format!(
        "judging {} ({}: {} ms, {} MB; here {:.3} s, {} MB{}), seed {seed}",
        entry.name,
        entry.judge.site,
        time_ms,
        memory_mb,
        time,
        memory,
        if args.our_limits { ", our limits" } else { "" }
    );
    if let Some(dir) = &args.each {
        return each(entry, &settings, dir, json, &header);
    }
    if !json {
        say(&header);
    }
    let outcome = (entry.run)(&settings, &mut |line: &str| {
        if !json {
            say(line)
        }
    });
    if let Some(e) = &outcome.error {
        return Err(e.clone());
    }
    if let (Some(dir), Some(f)) = (&args.save, outcome.failing.first()) {
        let name = save(dir, entry.name, seed, f)?;
        if !json {
            say(&format!("saved {name}.in and {name}.out in {}", dir.display()));
        }
    }
    if json {
        let object = JudgeJson { problem: entry.name, seed, outcome: &outcome };
        say(&serde_json::to_string(&object).map_err(|e| e.to_string())?);
    } else {
        for f in &outcome.failing {
            say(&failure_text(f));
        }
        say(&format!(
            "verdict: {:?} ({} tests, {} passed, {:.2} s)",
            outcome.verdict, outcome.tests, outcome.passed, outcome.seconds
        ));
    }
    Ok(if outcome.verdict == Verdict::AC { 0 } else { 1 })
}

#[derive(Serialize)]
struct JudgeJson<'a> {
    problem: &'a str,
    seed: u64,
    #[serde(flatten)]
    outcome: &'a Outcome,
}

fn say(line: &str) {
    let _ = writeln!(std::io::stdout().lock(), "{line}");
}

fn indent(text: &str) -> String {
    let text = text.trim_end_matches('\n');
    if text.is_empty() {
        return "    (nothing)".into();
    }
    text.lines().map(|l| format!("    {l}\n")).collect::<String>().trim_end().to_string()
}

fn failure_text(f: &Failing) -> String {
    let mut t =
        format!("\nfailed: test {} ({}, {}): {:?}: {}\n", f.test, f.kind, f.name, f.verdict, f.why);
    if !f.note.is_empty() {
        t += &format!("{}\n", f.note);
    }
    if f.shrink_runs > 0 {
        t += &format!(
            "shrunk from {} to {} bytes in {} runs, {} ms\n",
            f.found_bytes, f.shrunk_bytes, f.shrink_runs, f.shrink_ms
        );
    }
    let short = |s: &str| -> String {
        let lines: Vec<&str> = s.lines().collect();
        if lines.len() <= 30 && s.len() <= 4000 {
            s.to_string()
        } else {
            let head: String = lines.iter().take(20).map(|l| format!("{l}\n")).collect();
            format!("{head}… ({} lines, {} bytes; --save DIR keeps it all)", lines.len(), s.len())
        }
    };
    // What the program wrote is shown escaped: it cannot recolour the terminal.
    let clean = crate::out::clean;
    t += &format!("input:\n{}\n", indent(&short(&f.input)));
    t += &format!("expected:\n{}\n", indent(&short(&f.expected)));
    t += &format!("got:\n{}\n", indent(&clean(&short(&f.got))));
    if !f.stderr.trim().is_empty() {
        t += &format!("stderr:\n{}\n", indent(&clean(&short(&f.stderr))));
    }
    if !f.explanation.is_empty() {
        t += "why the expected answer is right:\n";
        for e in &f.explanation {
            t += &format!("{}\n", indent(e));
        }
    }
    t += &format!("time {} ms, peak {} KB", f.time_ms, f.peak_kb);
    t
}

/// Writes the failing input and its exact output; returns the case name.
fn save(dir: &Path, problem: &str, seed: u64, f: &Failing) -> Result<String, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("--save {}: {e}", dir.display()))?;
    let name = format!("{problem}-judge-{seed}-test{}", f.test);
    for (ext, text) in [("in", &f.input), ("out", &f.expected)] {
        let path = dir.join(format!("{name}.{ext}"));
        std::fs::write(&path, text).map_err(|e| format!("--save {}: {e}", path.display()))?;
    }
    Ok(name)
}

#[derive(Serialize)]
struct Submission {
    name: String,
    verdict: Option<Verdict>,
    tests: usize,
    seconds: f64,
    why: String,
}

/// `--each DIR`: every regular, non-hidden file of DIR in name order, `{}` in the command
/// replaced by its path (with a command of just `{}`, files that are not executable are
/// skipped); the same seed for all, one summary line each.
fn each(
    entry: &session::Entry, settings: &Settings, dir: &Path, json: bool, header: &str,
) -> Result<i32, String> {
    use std::os::unix::fs::PermissionsExt;
    if !settings.cmd.iter().any(|w| w.to_string_lossy().contains("{}")) {
        return Err("--each needs `{}` in the command, e.g. -- {} or -- python3 {}".into());
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("--each {}: {e}", dir.display()))?
        .filter_map(|e| e.ok())
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    let bare = settings.cmd.len() == 1 && settings.cmd[0] == "{}";
    if bare {
        files
            .retain(|p| p.metadata().map(|m| m.permissions().mode() & 0o111 != 0).unwrap_or(false));
    }
    if !json {
        say(&format!("{header}; {} submissions", files.len()));
    }
    let mut all = Vec::new();
    for file in &files {
        let path = file.to_string_lossy().to_string();
        let mut s = settings.clone();
        s.cmd = settings
            .cmd
            .iter()
            .map(|w| OsString::from(w.to_string_lossy().replace("{}", &path)))
            .collect();
        let outcome = (entry.run)(&s, &mut |_: &str| {});
        let name = file.file_name().unwrap_or_default().to_string_lossy().to_string();
        let sub = match &outcome.error {
            Some(e) => Submission {
                name,
                verdict: None,
                tests: 0,
                seconds: outcome.seconds,
                why: e.clone(),
            },
            None => Submission {
                name,
                verdict: Some(outcome.verdict),
                tests: outcome.tests,
                seconds: outcome.seconds,
                why: outcome
                    .failing
                    .first()
                    .map(|f| {
                        let line = f.input.lines().next().unwrap_or("");
                        format!("test {} ({}): {}; input starts \"{line}\"", f.test, f.kind, f.why)
                    })
                    .unwrap_or_default(),
            },
        };
        if !json {
            let v = sub.verdict.map(|v| format!("{v:?}")).unwrap_or_else(|| "ERR".into());
            say(&format!(
                "{:<24} {:<3} {:>5} tests {:>6.2} s  {}",
                sub.name, v, sub.tests, sub.seconds, sub.why
            ));
        }
        all.push(sub);
    }
    let accepted = all.iter().filter(|s| s.verdict == Some(Verdict::AC)).count();
    if json {
        let object = serde_json::json!({
            "problem": entry.name,
            "seed": settings.seed,
            "submissions": all,
            "accepted": accepted,
        });
        say(&object.to_string());
    } else {
        say(&format!("{accepted} of {} accepted", all.len()));
    }
    Ok(if accepted == all.len() { 0 } else { 1 })
}

/// Checks that the program can be found: a path to an executable file, or a name on PATH
/// (skipped for `--each`, whose command has `{}` in it).
fn find_program(program: &OsString, each: bool) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt;
    let name = Path::new(program);
    let runnable = |p: &Path| {
        p.metadata().map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0).unwrap_or(false)
    };
    if each && program.to_string_lossy().contains("{}") {
        return Ok(());
    }
    let found = if program.to_string_lossy().contains('/') {
        runnable(name)
    } else {
        std::env::var_os("PATH")
            .map(|path| std::env::split_paths(&path).any(|dir| runnable(&dir.join(name))))
            .unwrap_or(false)
    };
    if found {
        Ok(())
    } else {
        Err(format!(
            "cannot run {}: no such executable file (a path, or a program on PATH)",
            name.display()
        ))
    }
}
