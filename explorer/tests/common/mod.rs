//! Running `grundy` from the tests: with input, a time bound, and all it printed.

#![allow(dead_code)]

use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// What one call did.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
    pub took: Duration,
}

/// Waits for `child` at most `limit` (killed past it: a failed bound), reading its output.
pub fn finish(mut child: Child, limit: Duration) -> Run {
    let start = Instant::now();
    let drain = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut text = Vec::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_end(&mut text);
            }
            String::from_utf8_lossy(&text).into_owned()
        })
    };
    let out = drain(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let err = drain(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("no answer within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let took = start.elapsed();
    Run {
        code: status.code().unwrap_or(-1),
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
        took,
    }
}

/// Runs `grundy args` with `input` on stdin (a command that stops reading closes it).
pub fn run(args: &[&str], input: &[u8], limit: Duration) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .env("RUST_BACKTRACE", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (mut stdin, input) = (child.stdin.take().unwrap(), input.to_vec());
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let result = finish(child, limit);
    writer.join().unwrap();
    result
}

/// A fresh scratch directory for one test, named after it (the test removes it at the end).
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
