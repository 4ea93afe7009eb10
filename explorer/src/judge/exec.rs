//! Running an untrusted program once, the way a judge does.
//!
//! The program runs in its own process group with stdin fed from a thread (then closed;
//! a program that never reads gets EPIPE on our side, which is ignored), stdout and
//! stderr read by threads up to a byte cap, and rlimits set between fork and exec:
//! RLIMIT_AS (the memory limit, virtual memory), RLIMIT_STACK, RLIMIT_CPU (a second past
//! the wall-clock limit, a backstop) and RLIMIT_CORE = 0. When the wall clock runs out,
//! when stdout passes its cap, and always once the program ends, the whole group is
//! killed with SIGKILL before the program is reaped, so forked children die with it and
//! the group id cannot have been reused. A child that leaves the group on purpose
//! (`setsid`) escapes; only a container or cgroup stops that.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
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
    /// Peak resident memory of the program itself (not its children), in KiB.
    pub peak_kb: u64,
}

const STDERR_CAP: usize = 64 << 10;

/// Runs `cmd` on `input` under `limits`. `Err` only when the program cannot be started.
pub fn run(cmd: &[OsString], input: &[u8], limits: &Limits) -> Result<Run, String> {
    let mut command = Command::new(&cmd[0]);
    command
        .args(&cmd[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let (memory, stack) = (limits.memory, limits.stack);
    let cpu = limits.time.as_secs() + 2;
    // SAFETY: only async-signal-safe calls (setrlimit) run between fork and exec.
    unsafe {
        command.pre_exec(move || {
            set_limit(libc::RLIMIT_AS, memory)?;
            set_limit(libc::RLIMIT_STACK, stack)?;
            set_limit(libc::RLIMIT_CPU, cpu)?;
            set_limit(libc::RLIMIT_CORE, 0)?;
            Ok(())
        });
    }
    let start = Instant::now();
    let mut child = command
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", cmd[0].to_string_lossy()))?;
    let pid = child.id() as libc::pid_t;
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let over = Arc::new(AtomicBool::new(false));
    let out = child.stdout.take().expect("piped stdout");
    let flag = Arc::clone(&over);
    let cap = limits.output;
    let stdout = std::thread::spawn(move || read_capped(out, cap, Some((pid, flag))));
    let err = child.stderr.take().expect("piped stderr");
    let stderr = std::thread::spawn(move || read_capped(err, STDERR_CAP, None));

    let mut end = None;
    let mut pause = Duration::from_micros(100);
    loop {
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
    let (status, usage) = unsafe {
        libc::killpg(pid, libc::SIGKILL);
        let mut status = 0;
        let mut usage: libc::rusage = std::mem::zeroed();
        while libc::wait4(pid, &mut status, 0, &mut usage) < 0
            && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted
        {}
        (status, usage)
    };
    let _ = writer.join();
    let stdout = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    let end = end.unwrap_or(if libc::WIFEXITED(status) {
        End::Exit(libc::WEXITSTATUS(status))
    } else {
        End::Signal(libc::WTERMSIG(status))
    });
    let end = if over.load(Ordering::SeqCst) {
        End::OutputCap
    } else {
        end
    };
    Ok(Run {
        end,
        stdout,
        stderr,
        time,
        peak_kb: usage.ru_maxrss.max(0) as u64,
    })
}

fn set_limit(resource: libc::__rlimit_resource_t, value: u64) -> std::io::Result<()> {
    let limit = libc::rlimit {
        rlim_cur: value as libc::rlim_t,
        rlim_max: value as libc::rlim_t,
    };
    // SAFETY: setrlimit with a valid struct.
    if unsafe { libc::setrlimit(resource, &limit) } == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
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

/// Reads `src` to its end, keeping the first `cap` bytes. With `kill`, passing the cap
/// sets the flag and kills the group at once (a flooder is stopped, not drained).
fn read_capped(
    mut src: impl Read,
    cap: usize,
    kill: Option<(libc::pid_t, Arc<AtomicBool>)>,
) -> Vec<u8> {
    let mut kept = Vec::new();
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = match src.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        };
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
    kept
}
