//! Running an untrusted program once, the way a judge does.
//!
//! The program runs in its own process group with stdin fed from a thread (then closed;
//! a program that never reads gets EPIPE on our side, which is ignored), stdout and
//! stderr read by threads up to a byte cap, and rlimits set by `/bin/sh`'s `ulimit` just
//! before it execs the program: RLIMIT_AS (the memory limit, virtual memory),
//! RLIMIT_STACK, RLIMIT_CPU (two seconds past the wall-clock limit, a backstop) and
//! RLIMIT_CORE = 0. When the wall clock runs out,
//! when stdout passes its cap, and always once the program ends, the whole group is
//! killed with SIGKILL before the program is reaped, so forked children die with it and
//! the group id cannot have been reused. A descendant that leaves the group (`setsid`) is
//! still caught on Linux: the judge is its children's subreaper, so an orphan below it is
//! adopted by the judge, and every child the judge has after a run is killed with its group
//! and reaped, pass after pass, until none is left. Pipes an unknown holder keeps open cost at
//! most a second: the output read so far is taken and the reading threads are left behind.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The limits of one run.
#[derive(Clone, Debug)]
pub struct Limits {
    pub time: Duration,
    /// RLIMIT_AS and the largest peak RSS accepted, in bytes.
    pub memory: u64,
    pub stack: u64,
    /// The most stdout bytes read; more is "output limit exceeded".
    pub output: usize,
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    Exit(i32),
    Signal(i32),
    /// Killed by us: the wall clock ran out.
    TimedOut,
    /// Killed by us: stdout passed its cap.
    OutputCap,
}

/// What one run did.
#[derive(Clone, Debug)]
pub struct Run {
    pub end: End,
    pub stdout: Vec<u8>,
    /// Its first 64 KiB.
    pub stderr: Vec<u8>,
    pub time: Duration,
    /// Peak resident memory of the program itself (not its children), in KiB: its
    /// high-water mark (VmHWM) as last sampled while it ran. Not wait4's ru_maxrss: that
    /// also counts the memory of the process that spawned it (the judge's own peak).
    pub peak_kb: u64,
}

const STDERR_CAP: usize = 64 << 10;

/// Runs `cmd` on `input` under `limits`. `Err` only when the program cannot be started.
pub fn run(cmd: &[OsString], input: &[u8], limits: &Limits) -> Result<Run, String> {
    // The limits are set by `sh`'s `ulimit` before it execs the program, not in a
    // pre_exec hook: without one, std spawns with posix_spawn (vfork), so the child never
    // holds a copy of the judge's memory and its peak RSS is the program's own.
    let script = format!(
        "ulimit -v {} && ulimit -s {} && ulimit -t {} && ulimit -c 0 && exec \"$0\" \"$@\"",
        limits.memory >> 10,
        limits.stack >> 10,
        limits.time.as_secs() + 2
    );
    let mut command = Command::new("/bin/sh");
    command
        .arg("-c")
        .arg(script)
        .args(cmd)
        // As on a judge: no backtraces (a Rust backtrace needs memory the limit may deny).
        .env_remove("RUST_BACKTRACE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    adopt_orphans();
    let start = Instant::now();
    let mut child =
        command.spawn().map_err(|e| format!("cannot run {}: {e}", cmd[0].to_string_lossy()))?;
    let pid = child.id() as libc::pid_t;
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let over = Arc::new(AtomicBool::new(false));
    let (out, err) = (child.stdout.take().expect("piped"), child.stderr.take().expect("piped"));
    let (kept_out, kept_err) = (Arc::default(), Arc::default());
    let (flag, cap, into) = (Arc::clone(&over), limits.output, Arc::clone(&kept_out));
    let stdout = std::thread::spawn(move || read_capped(out, cap, &into, Some((pid, flag))));
    let into = Arc::clone(&kept_err);
    let stderr = std::thread::spawn(move || read_capped(err, STDERR_CAP, &into, None));

    let mut end = None;
    let mut pause = Duration::from_micros(100);
    let mut peak_kb = 0;
    loop {
        if let Some(kb) = high_water_kb(pid) {
            peak_kb = peak_kb.max(kb);
        }
        if exited(pid) {
            break;
        }
        if over.load(Ordering::SeqCst) {
            end = Some(End::OutputCap);
            break;
        }
        let spent = start.elapsed();
        if spent >= limits.time {
            end = Some(End::TimedOut);
            break;
        }
        std::thread::sleep(pause.min(limits.time - spent));
        pause = (pause * 2).min(Duration::from_millis(5));
    }
    let time = start.elapsed();
    // SAFETY: plain system calls on our own child's group and pid.
    let status = unsafe {
        libc::killpg(pid, libc::SIGKILL);
        let mut status = 0;
        while libc::waitpid(pid, &mut status, 0) < 0
            && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted
        {}
        status
    };
    kill_adopted();
    let deadline = Instant::now() + Duration::from_secs(1);
    while ![&writer, &stdout, &stderr].iter().all(|t| t.is_finished()) && Instant::now() < deadline
    {
        std::thread::sleep(Duration::from_micros(200));
    }
    let take = |kept: &Mutex<Vec<u8>>| {
        std::mem::take(&mut *kept.lock().unwrap_or_else(|e| e.into_inner()))
    };
    let (stdout, stderr) = (take(&kept_out), take(&kept_err));
    let end = end.unwrap_or(if libc::WIFEXITED(status) {
        End::Exit(libc::WEXITSTATUS(status))
    } else {
        End::Signal(libc::WTERMSIG(status))
    });
    let end = if over.load(Ordering::SeqCst) { End::OutputCap } else { end };
    Ok(Run { end, stdout, stderr, time, peak_kb })
}

/// The resident high-water mark of a running `pid`, in KiB.
fn high_water_kb(pid: libc::pid_t) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Whether `pid` has ended, without reaping it (so its group id stays ours until killed).
fn exited(pid: libc::pid_t) -> bool {
    // SAFETY: waitid on our own child with a zeroed siginfo.
    unsafe {
        let mut info: libc::siginfo_t = std::mem::zeroed();
        let r = libc::waitid(
            libc::P_PID,
            pid as libc::id_t,
            &mut info,
            libc::WEXITED | libc::WNOHANG | libc::WNOWAIT,
        );
        r == 0 && info.si_pid() != 0
    }
}

/// Makes the judge the subreaper of its descendants (Linux): an orphan below it is adopted by
/// the judge, not by init, so one that left its process group can still be found and killed.
fn adopt_orphans() {
    #[cfg(target_os = "linux")]
    // SAFETY: this prctl only changes which process adopts our orphans.
    unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    }
}

/// Kills (with their groups) and reaps the children the judge has left after a run: the
/// program's orphans, adopted. Their own children are orphaned to us, so passes go on until
/// none is found (at most 1,000 passes).
fn kill_adopted() {
    for _ in 0..1000 {
        let children = children();
        if children.is_empty() {
            return;
        }
        for pid in children {
            // SAFETY: plain system calls on a child of ours.
            unsafe {
                libc::kill(-pid, libc::SIGKILL);
                libc::kill(pid, libc::SIGKILL);
                while libc::waitpid(pid, std::ptr::null_mut(), 0) < 0
                    && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted
                {
                }
            }
        }
    }
}

/// The judge's child processes: those its threads list in `/proc/self/task/*/children`.
fn children() -> Vec<libc::pid_t> {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else { return Vec::new() };
    let lists =
        tasks.flatten().filter_map(|t| std::fs::read_to_string(t.path().join("children")).ok());
    lists
        .flat_map(|l| l.split_whitespace().filter_map(|p| p.parse().ok()).collect::<Vec<_>>())
        .collect()
}

/// Reads `src` to its end into `kept`, up to `cap` bytes. With `kill`, passing the cap
/// sets the flag and kills the group at once (a flooder is stopped, not drained).
fn read_capped(
    mut src: impl Read, cap: usize, kept: &Mutex<Vec<u8>>,
    kill: Option<(libc::pid_t, Arc<AtomicBool>)>,
) {
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = match src.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        };
        let mut kept = kept.lock().unwrap_or_else(|e| e.into_inner());
        let room = cap.saturating_sub(kept.len());
        kept.extend_from_slice(&buf[..n.min(room)]);
        if n > room {
            if let Some((pid, flag)) = &kill {
                flag.store(true, Ordering::SeqCst);
                // SAFETY: killing our own child's group.
                unsafe { libc::killpg(*pid, libc::SIGKILL) };
                break;
            }
        }
    }
}
