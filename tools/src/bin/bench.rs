//! bench: how fast every solver is on the largest input its judge allows and on one ten
//! times larger, against the floor (`floor`: read and parse the same bytes, nothing else),
//! how much memory it takes, how large its bundle is, and, where the repository has one
//! (`tools/cpp/<problem>.cpp`), how a careful C++ solution compiled with `g++ -O2` does on
//! the same input. Usage: `bench --help`.
//!
//! 1. **Inputs** come from [`grundy_tools::inputs`] (deterministic) into
//!    `target/bench/inputs/`.
//! 2. **Checks.** Each solver (and C++ solution) runs once on each input with a time limit:
//!    a non-zero exit skips the row with a note; a C++ solution whose output differs from
//!    the solver's is not timed. That run gives the peak memory (the child's maximum
//!    resident set, from `wait4`).
//! 3. **Timing** of whole processes (input on stdin, output discarded): with hyperfine if it
//!    is on PATH, else with the built-in timer (rounds that run every command once, after
//!    one warm-up round); the median of `--runs N` runs either way.
//! 4. **Report**: a markdown table on stdout and in `target/bench/report.md`; a judge-size
//!    row slower than 3× the floor is flagged ⚠.
//!
//! Not part of `run_tests.sh` or CI and no time is asserted anywhere; the tests check the
//! report logic on made-up rows.

use grundy_tools::inputs::{self, Scale};
use std::fmt::Write as _;
use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const USAGE: &str =
    "usage: bench [problem…] [--scale judge|10x|both] [--runs N] [--gen-only] [--no-cpp]";

const HELP: &str =
    "Times every solver (or the named ones) on its judge-size input and one ten times larger,
against `floor`, which only reads and parses the same bytes; also reports peak memory, the
bundle size and, where tools/cpp/<problem>.cpp exists, a C++ solution (g++ -O2).

  --scale S   judge, 10x or both (default both)
  --runs N    timed runs per command, N >= 2 (default 10), after 1 warm-up run
  --gen-only  only write the inputs to target/bench/inputs/
  --no-cpp    skip the C++ solutions

Uses hyperfine when it is on PATH, else a built-in timer (median of N runs). The report goes
to stdout and target/bench/report.md, progress to stderr. Run it as
`cargo run --release --bin bench -- …` (it builds the solvers in release itself).";

/// A run of a solver slower than this gets 2 timed runs and no warm-up.
const SLOW: Duration = Duration::from_secs(10);
/// The time limit of the checking run.
const TIMEOUT: Duration = Duration::from_secs(120);

#[derive(Debug)]
struct Options {
    problems: Vec<&'static str>,
    scales: Vec<Scale>,
    runs: usize,
    gen_only: bool,
    cpp: bool,
}

/// `Ok(None)` for `--help`.
fn parse_args(args: &[String]) -> Result<Option<Options>, String> {
    let mut o = Options {
        problems: Vec::new(),
        scales: vec![Scale::Judge, Scale::Ten],
        runs: 10,
        gen_only: false,
        cpp: true,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-h" | "--help" => return Ok(None),
            "--gen-only" => o.gen_only = true,
            "--no-cpp" => o.cpp = false,
            "--runs" => {
                let v = it.next().ok_or("--runs needs a number")?;
                o.runs = match v.parse() {
                    Ok(n) if n >= 2 => n,
                    _ => return Err(format!("--runs needs a number >= 2, not {v:?}")),
                };
            }
            "--scale" => {
                o.scales = match it.next().map(String::as_str) {
                    Some("judge") => vec![Scale::Judge],
                    Some("10x") => vec![Scale::Ten],
                    Some("both") => vec![Scale::Judge, Scale::Ten],
                    v => return Err(format!("--scale is judge, 10x or both, not {v:?}")),
                };
            }
            s if s.starts_with('-') => return Err(format!("unknown option {s}")),
            s => match inputs::problems().find(|&p| p == s) {
                Some(p) if !o.problems.contains(&p) => o.problems.push(p),
                Some(_) => {}
                None => {
                    let known: Vec<&str> = inputs::problems().collect();
                    return Err(format!("unknown problem '{s}'; known: {}", known.join(" ")));
                }
            },
        }
    }
    if o.problems.is_empty() {
        o.problems = inputs::problems().collect();
    }
    Ok(Some(o))
}

/// A command's median time and peak memory on one input.
#[derive(Clone, Copy, Debug, Default)]
struct Measure {
    ns: u64,
    peak_kb: u64,
}

/// One row of the report: one input.
#[derive(Debug, Default)]
struct Row {
    problem: &'static str,
    scale: Option<Scale>,
    shape: &'static str,
    what: String,
    path: Option<PathBuf>,
    bytes: usize,
    solver: Option<Measure>,
    floor_ns: Option<u64>,
    cpp: Option<Measure>,
    bundle_bytes: Option<usize>,
    note: String,
}

impl Row {
    fn name(&self) -> String {
        if self.shape.is_empty() {
            self.problem.to_string()
        } else {
            format!("{} ({})", self.problem, self.shape)
        }
    }

    fn scale(&self) -> &'static str {
        self.scale.map_or("", Scale::name)
    }

    /// Over 3× the floor at judge size.
    fn slow(&self) -> bool {
        match (self.scale, self.solver, self.floor_ns) {
            (Some(Scale::Judge), Some(s), Some(f)) => ratio(s.ns, f).1,
            _ => false,
        }
    }

    fn note(&mut self, note: String) {
        if !self.note.is_empty() {
            self.note.push_str("; ");
        }
        self.note.push_str(&note);
    }
}

/// Milliseconds with 1 decimal (2 below 10 ms).
fn ms(ns: u64) -> String {
    if ns < 10_000_000 {
        let h = (ns + 5_000) / 10_000;
        format!("{}.{:02}", h / 100, h % 100)
    } else {
        let t = (ns + 50_000) / 100_000;
        format!("{}.{}", t / 10, t % 10)
    }
}

/// Megabytes (10^6 bytes) with 2 decimals (3 below 1 MB).
fn mb(bytes: u64) -> String {
    if bytes < 1_000_000 {
        let t = (bytes + 500) / 1000;
        format!("{}.{:03}", t / 1000, t % 1000)
    } else {
        let h = (bytes + 5_000) / 10_000;
        format!("{}.{:02}", h / 100, h % 100)
    }
}

/// `a / b` with 2 decimals, and whether it exceeds 3.
fn ratio(a: u64, b: u64) -> (String, bool) {
    let h = (u128::from(a) * 100 + u128::from(b) / 2) / u128::from(b.max(1));
    let over = u128::from(a) > 3 * u128::from(b);
    (format!("{}.{:02}", h / 100, h % 100), over)
}

/// The median of `v` (the mean of the middle two for an even count); 0 if empty.
fn median(v: &mut [u64]) -> u64 {
    v.sort_unstable();
    match v.len() {
        0 => 0,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2,
    }
}

fn report(rows: &[Row], header: &str, runs: usize) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "# Benchmarks\n\n{header}\n");
    let _ = writeln!(
        s,
        "Median of {runs} runs of each program as a whole process, input on stdin, output \
         discarded. floor = `floor` (reads the same bytes, parses every integer); ratio = \
         solver / floor, ⚠ = over 3× at judge size; peak = the largest resident set; C++ = \
         `tools/cpp/<problem>.cpp` with `g++ -O2`, vs C++ = solver / C++; MB = 10^6 bytes; \
         bundle = `bundle <problem>` in KiB.\n"
    );
    let _ = writeln!(s, "| problem | scale | input MB | ms | floor ms | ratio | peak MB | C++ ms | vs C++ | C++ peak MB | bundle KiB | note |");
    let _ = writeln!(s, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
    let dash = || "—".to_string();
    for r in rows {
        let input = r.path.as_ref().map_or_else(dash, |_| mb(r.bytes as u64));
        let (time, floor, q, peak) = match (r.solver, r.floor_ns) {
            (Some(m), Some(f)) => {
                let flag = if r.slow() { " ⚠" } else { "" };
                let q = format!("{}{flag}", ratio(m.ns, f).0);
                (ms(m.ns), ms(f), q, mb(m.peak_kb * 1024))
            }
            _ => (dash(), dash(), dash(), dash()),
        };
        let (cpp, vs, cpp_peak) = match (r.cpp, r.solver) {
            (Some(c), Some(m)) => (ms(c.ns), ratio(m.ns, c.ns).0, mb(c.peak_kb * 1024)),
            _ => (dash(), dash(), dash()),
        };
        let bundle =
            r.bundle_bytes.map_or_else(dash, |b| format!("{}.{}", b / 1024, b % 1024 * 10 / 1024));
        let _ = writeln!(
            s,
            "| {} | {} | {input} | {time} | {floor} | {q} | {peak} | {cpp} | {vs} | {cpp_peak} | {bundle} | {} |",
            r.name(),
            r.scale(),
            r.note.replace('|', "/")
        );
    }
    let measured = rows.iter().filter(|r| r.solver.is_some()).count();
    let skipped = rows.iter().filter(|r| r.path.is_some() && r.solver.is_none()).count();
    let slow: Vec<String> = rows.iter().filter(|r| r.slow()).map(Row::name).collect();
    let _ = writeln!(
        s,
        "\n{measured} inputs measured, {skipped} skipped; over 3× the floor at judge size: {}.\n\nInputs:\n",
        if slow.is_empty() { "none".to_string() } else { slow.join(", ") }
    );
    for r in rows.iter().filter(|r| !r.what.is_empty()) {
        let _ = writeln!(s, "- {} {}: {}", r.name(), r.scale(), r.what);
    }
    s
}

/// An exited child: its exit code (`None` if killed by a signal), wall time and peak
/// memory in KiB.
#[derive(Debug)]
struct Exit {
    code: Option<i32>,
    elapsed: Duration,
    peak_kb: u64,
}

fn open(input: &Path) -> Result<fs::File, String> {
    fs::File::open(input).map_err(|e| format!("cannot open {}: {e}", input.display()))
}

/// Runs `bin` on the given stdin and stdout (stderr discarded); with a `timeout`, kills it
/// when that is exceeded.
fn run_once(
    bin: &Path, stdin: Stdio, stdout: Stdio, timeout: Option<Duration>,
) -> Result<Exit, String> {
    let start = Instant::now();
    let mut child = Command::new(bin)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    // SAFETY: an all-zero rusage is a valid value of this plain C struct.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let flags = if timeout.is_some() { libc::WNOHANG } else { 0 };
    loop {
        // SAFETY: `pid` is our unreaped child; `status` and `usage` are valid for writes.
        // Reaping it here (not through `child.wait`) is what gives its own rusage.
        match unsafe { libc::wait4(pid, &mut status, flags, &mut usage) } {
            0 if timeout.is_some_and(|t| start.elapsed() > t) => {
                let _ = child.kill();
                return Err(format!("no answer within {} s", TIMEOUT.as_secs()));
            }
            0 => std::thread::sleep(Duration::from_millis(2)),
            -1 if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted => {}
            -1 => return Err(format!("wait4: {}", std::io::Error::last_os_error())),
            _ => break,
        }
    }
    let elapsed = start.elapsed();
    let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
    // ru_maxrss is in KiB on Linux, in bytes on macOS.
    let rss = usage.ru_maxrss as u64;
    let peak_kb = if cfg!(target_os = "macos") { rss / 1024 } else { rss };
    Ok(Exit { code, elapsed, peak_kb })
}

/// The hidden mode `bench --measure-child BIN`: runs BIN on this process's stdin and
/// stdout and writes `<exit code or signal> <peak KiB>` (or why it failed) to stderr.
///
/// Why a separate process: a child started with vfork (as `Command` does) inherits, at
/// its exec, the peak memory of the process that started it, so the bench, having held
/// large inputs, would pass its own peak to every solver. This process stays small.
fn measure_child(bin: &str) -> i32 {
    match run_once(Path::new(bin), Stdio::inherit(), Stdio::inherit(), Some(TIMEOUT)) {
        Ok(exit) => {
            let code = exit.code.map_or("signal".to_string(), |c| c.to_string());
            eprintln!("{code} {}", exit.peak_kb);
            0
        }
        Err(why) => {
            eprintln!("{why}");
            1
        }
    }
}

/// Checks `bin` on `input` (exit 0 within the time limit), its stdout kept in `out`.
fn check(bin: &Path, input: &Path, out: &Path) -> Result<Exit, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot locate bench: {e}"))?;
    let file =
        fs::File::create(out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let start = Instant::now();
    let result = Command::new(exe)
        .arg("--measure-child")
        .arg(bin)
        .stdin(open(input)?)
        .stdout(file)
        .output()
        .map_err(|e| format!("cannot run bench --measure-child: {e}"))?;
    let elapsed = start.elapsed();
    let text = String::from_utf8_lossy(&result.stderr);
    let line = text.lines().next().unwrap_or("").trim();
    if !result.status.success() {
        return Err(line.to_string());
    }
    match line.split_once(' ') {
        Some(("0", peak)) => {
            Ok(Exit { code: Some(0), elapsed, peak_kb: peak.parse().unwrap_or(0) })
        }
        Some(("signal", _)) => Err("killed by a signal".to_string()),
        Some((code, _)) => Err(format!("exit {code}")),
        None => Err(format!("bench --measure-child said {line:?}")),
    }
}

/// The median wall time of each command: one warm-up round (unless `warm_up` is false),
/// then `runs` rounds that run every command once, in turn.
fn time_builtin(
    cmds: &[&Path], input: &Path, runs: usize, warm_up: bool,
) -> Result<Vec<u64>, String> {
    let mut times = vec![Vec::with_capacity(runs); cmds.len()];
    for round in 0..runs + usize::from(warm_up) {
        for (i, cmd) in cmds.iter().enumerate() {
            let exit = run_once(cmd, open(input)?.into(), Stdio::null(), None)?;
            if warm_up && round == 0 {
                continue;
            }
            times[i].push(exit.elapsed.as_nanos() as u64);
        }
    }
    Ok(times.iter_mut().map(|t| median(t)).collect())
}

/// hyperfine's version if it is on PATH.
fn hyperfine_version() -> Option<(u32, u32)> {
    let out = Command::new("hyperfine").arg("--version").output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    let mut v = text.split_whitespace().nth(1)?.split('.');
    Some((v.next()?.parse().ok()?, v.next()?.parse().ok()?))
}

/// A decimal number of seconds as in hyperfine's JSON (`0.0123`, `1.5e-3`), in whole
/// nanoseconds.
fn seconds_to_ns(text: &str) -> Option<u64> {
    let (mantissa, exp) = match text.find(['e', 'E']) {
        Some(i) => (&text[..i], text[i + 1..].parse::<i32>().ok()?),
        None => (text, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if int.is_empty() && frac.is_empty()
        || !(int.bytes().chain(frac.bytes())).all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let digits: String = format!("{int}{frac}").chars().take(30).collect();
    let value: u128 = digits.parse().ok()?;
    let scale = exp + 9 + int.len() as i32 - digits.len() as i32;
    let ns = if scale >= 0 {
        value.checked_mul(10u128.checked_pow(scale as u32)?)?
    } else if scale < -38 {
        0
    } else {
        let d = 10u128.pow(scale.unsigned_abs());
        (value + d / 2) / d
    };
    u64::try_from(ns).ok()
}

/// The `median` of each result in hyperfine's JSON export, in order.
fn medians(json: &str) -> Vec<u64> {
    json.split("\"median\"")
        .skip(1)
        .filter_map(|rest| {
            let rest = rest.trim_start().strip_prefix(':')?.trim_start();
            let end = rest
                .find(|c: char| !(c.is_ascii_digit() || "+-.eE".contains(c)))
                .unwrap_or(rest.len());
            seconds_to_ns(&rest[..end])
        })
        .collect()
}

fn shell_quote(p: &Path) -> String {
    format!("'{}'", p.display().to_string().replace('\'', "'\\''"))
}

/// The median of each command with hyperfine (`--input` from 1.16 on, else through the
/// shell, whose start-up hyperfine subtracts).
fn time_hyperfine(
    version: (u32, u32), cmds: &[&Path], input: &Path, runs: usize, warm_up: bool, json: &Path,
) -> Result<Vec<u64>, String> {
    let mut cmd = Command::new("hyperfine");
    cmd.args(["--style", "none", "--runs", &runs.to_string()])
        .args(["--warmup", if warm_up { "1" } else { "0" }])
        .arg("--export-json")
        .arg(json);
    if version >= (1, 16) {
        cmd.arg("--input").arg(input).arg("-N");
        cmd.args(cmds.iter().map(|c| shell_quote(c)));
    } else {
        cmd.args(cmds.iter().map(|c| format!("{} < {}", shell_quote(c), shell_quote(input))));
    }
    let out = cmd.output().map_err(|e| format!("cannot run hyperfine: {e}"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(format!("hyperfine failed: {}", err.lines().next().unwrap_or("").trim()));
    }
    let text =
        fs::read_to_string(json).map_err(|e| format!("cannot read {}: {e}", json.display()))?;
    let m = medians(&text);
    if m.len() == cmds.len() {
        Ok(m)
    } else {
        Err(format!("cannot read {} medians from {}", cmds.len(), json.display()))
    }
}

fn command_line(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    out.status.success().then(|| text.lines().next().unwrap_or("").trim().to_string())
}

fn machine() -> String {
    let cpuinfo = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = cpuinfo
        .lines()
        .find(|l| l.starts_with("model name"))
        .and_then(|l| l.split(':').nth(1))
        .map_or("unknown CPU", str::trim);
    let cores = cpuinfo.lines().filter(|l| l.starts_with("processor")).count();
    let load = fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load: Vec<&str> = load.split_whitespace().take(3).collect();
    format!(
        "{model}, {cores} logical cores; {}; {}; load average at start {}",
        command_line("rustc", &["--version"]).unwrap_or_else(|| "rustc unknown".into()),
        command_line("g++", &["--version"]).unwrap_or_else(|| "no g++".into()),
        load.join(" ")
    )
}

/// `cargo build --release` of the given packages' bins (or one bin); quiet unless `loud`.
fn cargo_build(root: &Path, args: &[&str], loud: bool) -> Result<bool, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(root).args(["build", "--release", "-q"]).args(args);
    if !loud {
        cmd.stderr(Stdio::null());
    }
    Ok(cmd.status().map_err(|e| format!("cannot run cargo: {e}"))?.success())
}

/// Builds the workspace in release; returns the problems whose binary does not build
/// (each is then tried alone, so that one broken solver does not stop the others).
fn build(root: &Path, problems: &[&'static str]) -> Result<Vec<&'static str>, String> {
    eprintln!("bench: building the workspace in release");
    if cargo_build(root, &["--workspace", "--bins"], true)? {
        return Ok(Vec::new());
    }
    if !cargo_build(root, &["-p", "grundy-tools", "--bins"], false)? {
        return Err("the tools (bundle, floor) do not build".to_string());
    }
    let mut broken = Vec::new();
    for &p in problems {
        if !cargo_build(root, &["-p", "grundy", "--bin", p], false)? {
            eprintln!("bench: {p} does not build");
            broken.push(p);
        }
    }
    Ok(broken)
}

/// Compiles `tools/cpp/<problem>.cpp` (when newer than its binary) into `dir`.
fn build_cpp(root: &Path, problem: &str, dir: &Path) -> Option<Result<PathBuf, String>> {
    let src = root.join(format!("tools/cpp/{problem}.cpp"));
    let modified = |p: &Path| fs::metadata(p).and_then(|m| m.modified()).ok();
    let src_time = modified(&src)?;
    let bin = dir.join(problem);
    if modified(&bin).is_some_and(|t| t >= src_time) {
        return Some(Ok(bin));
    }
    let status = Command::new("g++").args(["-O2", "-std=c++17", "-o"]).arg(&bin).arg(&src).status();
    Some(match status {
        Ok(s) if s.success() => Ok(bin),
        Ok(_) => Err(format!("g++ -O2 {} failed", src.display())),
        Err(e) => Err(format!("cannot run g++: {e}")),
    })
}

fn generate(o: &Options, dir: &Path) -> Result<Vec<Row>, String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut rows = Vec::new();
    for &problem in &o.problems {
        for &scale in &o.scales {
            let row = |shape, what, path, bytes, note| Row {
                problem,
                scale: Some(scale),
                shape,
                what,
                path,
                bytes,
                note,
                ..Row::default()
            };
            match inputs::generate(problem, scale).expect("a known problem") {
                Err(why) => rows.push(row("", String::new(), None, 0, format!("n/a: {why}"))),
                Ok(list) => {
                    for input in list {
                        let mut file = format!("{problem}-{}", scale.name());
                        if !input.shape.is_empty() {
                            file = format!("{file}-{}", input.shape);
                        }
                        let path = dir.join(format!("{file}.in"));
                        fs::write(&path, &input.bytes)
                            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                        eprintln!("bench: wrote {} ({} bytes)", path.display(), input.bytes.len());
                        let n = input.bytes.len();
                        rows.push(row(input.shape, input.what, Some(path), n, String::new()));
                    }
                }
            }
        }
    }
    Ok(rows)
}

/// Checks, then times one row: the solver, the floor and the C++ solution, if any.
fn measure(
    row: &mut Row, solver: &Path, floor: &Path, cpp: Option<&Path>, t: &Timer,
) -> Result<(), String> {
    let input = row.path.clone().ok_or("no input")?;
    let out = t.dir.join("solver.out");
    let first = check(solver, &input, &out)?;
    let mut cmds = vec![solver, floor];
    let cpp_peak = match cpp.map(|c| (c, check(c, &input, &t.dir.join("cpp.out")))) {
        Some((c, Ok(exit))) => {
            if fs::read(&out).ok() == fs::read(t.dir.join("cpp.out")).ok() {
                cmds.push(c);
                Some(exit.peak_kb)
            } else {
                row.note("C++ output differs from the solver's: not timed".to_string());
                None
            }
        }
        Some((_, Err(why))) => {
            row.note(format!("C++ skipped: {why}"));
            None
        }
        None => None,
    };
    let slow = first.elapsed > SLOW;
    let runs = if slow { 2 } else { t.runs };
    if slow {
        row.note("slow: median of 2 runs, no warm-up".to_string());
    }
    let times = match t.hyperfine {
        Some(v) => time_hyperfine(v, &cmds, &input, runs, !slow, &t.dir.join("hyperfine.json"))?,
        None => time_builtin(&cmds, &input, runs, !slow)?,
    };
    row.solver = Some(Measure { ns: times[0], peak_kb: first.peak_kb });
    row.floor_ns = Some(times[1]);
    row.cpp = cpp_peak.map(|peak_kb| Measure { ns: times[2], peak_kb });
    Ok(())
}

/// How the timing is done.
struct Timer {
    hyperfine: Option<(u32, u32)>,
    runs: usize,
    /// Scratch files.
    dir: PathBuf,
}

fn real_main(o: Options) -> Result<(), String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let exe = std::env::current_exe().map_err(|e| format!("cannot locate bench: {e}"))?;
    let release = exe.parent().ok_or("cannot locate the target directory")?.to_path_buf();
    let bench_dir = release.parent().ok_or("cannot locate the target directory")?.join("bench");
    let mut rows = generate(&o, &bench_dir.join("inputs"))?;
    if o.gen_only {
        return Ok(());
    }
    let broken = build(&root, &o.problems)?;
    let t = Timer { hyperfine: hyperfine_version(), runs: o.runs, dir: bench_dir.clone() };
    let cpp_dir = bench_dir.join("cpp");
    fs::create_dir_all(&cpp_dir)
        .map_err(|e| format!("cannot create {}: {e}", cpp_dir.display()))?;
    let floor = release.join("floor");
    for &problem in &o.problems {
        let bundle = Command::new(release.join("bundle")).arg(problem).output();
        let bundle_bytes = bundle.ok().filter(|b| b.status.success()).map(|b| b.stdout.len());
        let cpp = if o.cpp { build_cpp(&root, problem, &cpp_dir) } else { None };
        let solver = release.join(problem);
        for row in rows.iter_mut().filter(|r| r.problem == problem) {
            row.bundle_bytes = bundle_bytes;
            if row.path.is_none() {
                continue;
            }
            let label = format!("{} {}", row.name(), row.scale());
            if broken.contains(&problem) {
                row.note("skipped: does not build".to_string());
                continue;
            }
            let cpp_bin = match &cpp {
                Some(Ok(bin)) => Some(bin.as_path()),
                Some(Err(why)) => {
                    row.note(format!("C++ skipped: {why}"));
                    None
                }
                None => None,
            };
            match measure(row, &solver, &floor, cpp_bin, &t) {
                Ok(()) => eprintln!(
                    "bench: {label}: solver {} ms, floor {} ms{}",
                    ms(row.solver.map_or(0, |m| m.ns)),
                    ms(row.floor_ns.unwrap_or(0)),
                    row.cpp.map_or(String::new(), |c| format!(", C++ {} ms", ms(c.ns)))
                ),
                Err(why) => {
                    eprintln!("bench: {label}: skipped ({why})");
                    row.note(format!("skipped: {why}"));
                }
            }
        }
    }
    let date = command_line("date", &["-u", "+%Y-%m-%d %H:%M UTC"]).unwrap_or_default();
    let timer = match t.hyperfine {
        Some((a, b)) => format!("hyperfine {a}.{b}"),
        None => "built-in timer (no hyperfine on PATH)".to_string(),
    };
    let header = format!("Date: {date}. Machine: {}. Timing: {timer}.", machine());
    let text = report(&rows, &header, o.runs);
    let path = bench_dir.join("report.md");
    fs::write(&path, &text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    eprintln!("bench: report written to {}", path.display());
    std::io::stdout()
        .write_all(text.as_bytes())
        .map_err(|e| format!("cannot write standard output: {e}"))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [mode, bin] = &args[..] {
        if mode == "--measure-child" {
            std::process::exit(measure_child(bin));
        }
    }
    match parse_args(&args) {
        Ok(None) => println!("{USAGE}\n\n{HELP}"),
        Ok(Some(o)) => {
            if let Err(e) = real_main(o) {
                eprintln!("error: {e}");
                std::process::exit(1);
            }
        }
        Err(e) => {
            eprintln!("error: {e} (see --help)");
            std::process::exit(2);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(problem: &'static str, scale: Scale, solver_ms: Option<u64>, note: &str) -> Row {
        Row {
            problem,
            scale: Some(scale),
            what: "w | x".to_string(),
            path: Some(PathBuf::from("x.in")),
            bytes: 2_000_000,
            solver: solver_ms.map(|t| Measure { ns: t * 1_000_000, peak_kb: 2048 }),
            floor_ns: solver_ms.map(|_| 10_000_000),
            bundle_bytes: Some(9216),
            note: note.to_string(),
            ..Row::default()
        }
    }

    #[test]
    fn report_flags_slow_judge_rows_only() {
        let mut with_cpp = row("luogu_p6665", Scale::Judge, Some(20), "");
        with_cpp.cpp = Some(Measure { ns: 40_000_000, peak_kb: 1000 });
        with_cpp.shape = "path";
        let rows = vec![
            row("poj1067", Scale::Judge, Some(40), ""),
            row("poj1067", Scale::Ten, Some(400), ""),
            row("hdu1847", Scale::Judge, None, "skipped: exit 2"),
            with_cpp,
        ];
        let text = report(&rows, "header", 10);
        let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("| ")).collect();
        assert_eq!(lines.len(), 5, "{text}");
        assert_eq!(
            lines[1],
            "| poj1067 | judge | 2.00 | 40.0 | 10.0 | 4.00 ⚠ | 2.10 | — | — | — | 9.0 |  |"
        );
        assert!(lines[2].contains("| 10x | 2.00 | 400.0 | 10.0 | 40.00 | 2.10 |"), "{}", lines[2]);
        assert!(lines[3].contains("| — | — | — | — | — | — | — | 9.0 | skipped: exit 2 |"));
        assert!(lines[4].starts_with("| luogu_p6665 (path) | judge |"), "{}", lines[4]);
        assert!(lines[4].contains("| 2.00 | 2.10 | 40.0 | 0.50 | 1.02 | 9.0 |"), "{}", lines[4]);
        assert!(text
            .contains("3 inputs measured, 1 skipped; over 3× the floor at judge size: poj1067."));
        assert!(text.contains("- luogu_p6665 (path) judge: w | x\n"));
    }

    #[test]
    fn numbers() {
        assert_eq!(ms(12_345_678), "12.3");
        assert_eq!(ms(1_234_567), "1.23");
        assert_eq!(mb(1_234_567), "1.23");
        assert_eq!(mb(785), "0.001");
        assert_eq!(ratio(31, 10), ("3.10".to_string(), true));
        assert_eq!(ratio(30, 10), ("3.00".to_string(), false));
        assert_eq!(median(&mut [5, 1, 3]), 3);
        assert_eq!(median(&mut [4, 1, 3, 2]), 2);
        assert_eq!(median(&mut []), 0);
    }

    #[test]
    fn hyperfine_json() {
        assert_eq!(seconds_to_ns("0.0123456789"), Some(12_345_679));
        assert_eq!(seconds_to_ns("1.5e-3"), Some(1_500_000));
        assert_eq!(seconds_to_ns("2"), Some(2_000_000_000));
        assert_eq!(seconds_to_ns("x"), None);
        assert_eq!(seconds_to_ns("."), None);
        let json = r#"{"results":[{"command":"a","mean":0.5,"median":0.25,"times":[1]},{"median": 1e-3}]}"#;
        assert_eq!(medians(json), vec![250_000_000, 1_000_000]);
    }

    #[test]
    fn arguments() {
        let args =
            |s: &str| parse_args(&s.split_whitespace().map(String::from).collect::<Vec<_>>());
        let o = args("hdu1846 poj1067 hdu1846 --runs 3 --scale 10x --no-cpp").unwrap().unwrap();
        assert_eq!(o.problems, ["hdu1846", "poj1067"]);
        assert!(o.runs == 3 && o.scales == [Scale::Ten] && !o.cpp && !o.gen_only);
        assert_eq!(args("").unwrap().unwrap().problems.len(), 24);
        assert!(args("--help").unwrap().is_none());
        assert!(args("--runs 1").unwrap_err().contains(">= 2"));
        assert!(args("nope").unwrap_err().starts_with("unknown problem 'nope'"));
        assert!(args("--scale 3x").unwrap_err().contains("judge, 10x or both"));
    }

    /// The timers and the memory measure on real children (`true` and `false`): exit codes
    /// are read, and a median comes back per command.
    #[test]
    fn a_child_is_measured() {
        let (t, f) = (Path::new("true"), Path::new("false"));
        let input = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
        let exit = run_once(t, open(&input).unwrap().into(), Stdio::null(), Some(TIMEOUT));
        let exit = exit.unwrap();
        assert!(exit.code == Some(0) && exit.peak_kb > 0);
        let exit = run_once(f, Stdio::null(), Stdio::null(), None).unwrap();
        assert_eq!(exit.code, Some(1));
        assert_eq!(time_builtin(&[t, t], &input, 3, true).unwrap().len(), 2);
    }
}
