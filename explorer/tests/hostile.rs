//! `grundy` as a hostile user meets it: failed writes to stderr and stdout, closed pipes,
//! endless or broken input lines, hostile characters in arguments, computations beyond
//! the stated limits; then random and hostile argument vectors and stdin for every
//! subcommand. Every call must end in time with exit 0, 1 or 2, and a failure with
//! exactly one `error:` line and never a panic's text.

#[path = "../../lib/tests/kit.rs"]
mod kit;

mod common;

use common::{finish, run, scratch, Run};
use kit::Rng;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

/// `/dev/full`: every write fails with "no space left".
fn full() -> Stdio {
    std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap().into()
}

/// Checks the shape every failure has: one `error:` line, no panic.
fn one_error_line(r: &Run, what: &str) {
    assert!(
        !r.stderr.contains("panicked") && !r.stderr.contains("RUST_BACKTRACE"),
        "{what}: {}",
        r.stderr
    );
    assert_eq!(
        r.stderr.lines().filter(|l| l.starts_with("error: ")).count(),
        1,
        "{what}: {}",
        r.stderr
    );
}

#[test]
fn a_failed_stderr_is_ignored_and_the_exit_code_stays() {
    // Each exited 101 (a panic in eprintln!) with stderr on /dev/full.
    for args in [
        &["value", "nim", "x"][..],
        &["value", "chess", "3"],
        &["table", "nim", "--upto", "100001"],
        &["period", "nim"],
        &["draw", "tree", "/nonexistent", "--svg", "/tmp/never.svg"],
        &[],
    ] {
        let child = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(full())
            .spawn()
            .unwrap();
        assert_eq!(finish(child, Duration::from_secs(20)).code, 2, "{args:?}");
    }
    // Progress and the protocol go to stderr; a failed write there loses nothing else.
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["play", "nim", "1", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(full())
        .spawn()
        .unwrap();
    writeln!(child.stdin.take().unwrap(), "0").unwrap();
    let r = finish(child, Duration::from_secs(20));
    assert_eq!(r.code, 0);
    assert!(r.stdout.contains(r#""winner":"you""#), "{}", r.stdout);
}

#[test]
fn help_and_version_to_a_full_stdout_are_exit_1_with_one_line() {
    for args in
        [&["--help"][..], &["--version"], &["value", "--help"], &["period", "--help"], &["help"]]
    {
        let child = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(args)
            .env("RUST_BACKTRACE", "1")
            .stdout(full())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let r = finish(child, Duration::from_secs(20));
        assert_eq!(r.code, 1, "{args:?}");
        one_error_line(&r, &format!("{args:?}"));
    }
    // A full stdout after the work: exit 1, one line.
    let child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["value", "kayles", "7"])
        .stdout(full())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let r = finish(child, Duration::from_secs(20));
    assert_eq!(r.code, 1);
    one_error_line(&r, "value to /dev/full");
}

#[test]
fn a_closed_pipe_ends_every_command_quietly_with_exit_0() {
    // The rule (README): a reader that stops early is no error. `play` exited 1 here.
    for args in [&["table", "nim", "--upto", "100000"][..], &["play", "nim", "3", "4"]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let mut stdin = child.stdin.take().unwrap();
        let _ = stdin.write_all(b"3 3\n2 2\n1 1\n");
        drop(stdin);
        let r = finish(child, Duration::from_secs(20));
        assert_eq!((r.code, r.stderr.as_str()), (0, ""), "{args:?}");
    }
}

#[test]
fn play_reads_bounded_lines_of_utf8() {
    // 2 MiB of digits without a line end: one error, exit 2, memory bounded (it read
    // 3 GB into one line once).
    for end in ["", "\n"] {
        let mut long = vec![b'1'; 2 << 20];
        long.extend_from_slice(end.as_bytes());
        let r = run(&["play", "nim", "3"], &long, Duration::from_secs(20));
        assert_eq!(r.code, 2);
        one_error_line(&r, "long line");
        assert!(r.stderr.contains("longer than 1048576 bytes"), "{}", r.stderr);
    }
    // Invalid UTF-8 is bad input: exit 2 (it was 1, an I/O error).
    let r = run(&["play", "nim", "3"], b"\xff\xfe 2\n", Duration::from_secs(20));
    assert_eq!(r.code, 2);
    one_error_line(&r, "invalid UTF-8");
}

#[test]
fn long_octal_codes_are_refused_before_the_budget_runs_out() {
    // 64 s once (quadratic in the heap); now answered or refused in one line within about
    // the 10 s budget (which it is depends on the machine: a faster octal engine answers).
    let r = run(&["value", "octal:0.77777777777777777777", "99999"], b"", Duration::from_secs(60));
    assert!(r.took < Duration::from_secs(30), "{:?}", r.took);
    if r.code != 0 {
        assert_eq!(r.code, 2);
        one_error_line(&r, "long code");
        assert!(r.stderr.contains("would take more than"), "{}", r.stderr);
    }
    // `period` ends with the best statement it can make within --seconds.
    let r = run(&["period", "octal:0.007", "--seconds", "1"], b"", Duration::from_secs(30));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("no period certified") && r.stdout.contains("--seconds 1"),
        "{}",
        r.stdout
    );
    assert!(r.took < Duration::from_secs(15), "{:?}", r.took);
    let r = run(
        &["period", "octal:0.106", "--max", "18446744073709551615"],
        b"",
        Duration::from_secs(20),
    );
    assert_eq!(r.code, 2);
    one_error_line(&r, "--max beyond its bound");
}

#[test]
fn echoed_arguments_carry_no_control_or_bidi_character() {
    let r = run(&["value", "kayles\u{202e}\u{1b}[31m", "3"], b"", Duration::from_secs(20));
    assert_eq!(r.code, 2);
    one_error_line(&r, "escaped");
    assert!(!r.stderr.contains('\u{1b}') && !r.stderr.contains('\u{202e}'), "{:?}", r.stderr);
    assert!(r.stderr.contains(r"kayles\u{202e}\u{1b}[31m"), "{}", r.stderr);
    let r = run(&["frob\u{1b}"], b"", Duration::from_secs(20));
    assert!(!r.stderr.contains('\u{1b}'), "{:?}", r.stderr);
}

#[test]
fn draw_errors_name_line_and_token_as_the_judges_do() {
    let dir = scratch("hostile");
    let out = dir.join("out.svg");
    for (kind, input, says) in [
        ("tree", "3\n1 2\n2 3\n3 1\n", r#"line 4, token 1 "3": expected the end of input"#),
        ("tree", "4\n1 2\n2 3\n3 1\n", r#"expected a tree, but edge 3 (3 1) closes a cycle"#),
        (
            "circles",
            "3\n0 0 1\n10 0 1\n  0 0 1\n",
            r#"line 4, token 1 "0": expected circles with disjoint boundaries, but circle 3 (0 0 1) meets circle 1 (0 0 1)"#,
        ),
        ("forest", "1\n4 3\n1 2\n2 3\n3 1\n", "expected a forest, but edge 3 (3 1) closes a cycle"),
    ] {
        let file = dir.join(format!("{kind}.in"));
        std::fs::write(&file, input).unwrap();
        let args = ["draw", kind, file.to_str().unwrap(), "--svg", out.to_str().unwrap()];
        let r = run(&args, b"", Duration::from_secs(20));
        assert_eq!(r.code, 2, "{input:?}");
        one_error_line(&r, input);
        assert!(r.stderr.contains(says), "{input:?}: {}", r.stderr);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A random argument: a word of the command line's vocabulary, a number, or junk.
fn word(rng: &mut Rng) -> String {
    const WORDS: &[&str] = &[
        "nim",
        "misere-nim",
        "bash:3",
        "bash:0",
        "misere-bash:2",
        "wythoff",
        "fibonacci",
        "subtraction:1,3,4",
        "subtraction:",
        "lasker",
        "kayles",
        "dawson",
        "octal:0.137",
        "octal:4.7...",
        "octal:0.8",
        "+",
        "--json",
        "--upto",
        "--svg",
        "--all",
        "--max",
        "--seconds",
        "--computer-first",
        "--help",
        "-h",
        "--version",
        "tree",
        "forest",
        "circles",
        "hackenbush",
        "",
        "-",
        "-1",
        "x",
        "3x",
        "18446744073709551615",
        "18446744073709551616",
        "\u{202e}",
        "\u{1b}[31m",
        "é",
        "0",
        "1",
        "2",
        "7",
        "1000",
        "100001",
        "/dev/null",
        "/nonexistent/file",
        "grundy-game",
        "octal:0.F",
        "--freq",
        "--quiet",
        "--threads",
        "poj1067",
        "hdu1846",
        "nim_product_64",
        "--all",
        "--our-limits",
        "--time-limit",
        "--memory-limit",
        "--",
        "cat",
        "true",
    ];
    match rng.below(4) {
        0 => rng.below(12).to_string(),
        _ => WORDS[rng.below(WORDS.len() as u64) as usize].to_string(),
    }
}

/// Random stdin for `play`: moves, commands, junk, an invalid byte, sometimes a long line.
fn stdin_for_play(rng: &mut Rng) -> Vec<u8> {
    let mut input = Vec::new();
    for _ in 0..rng.below(12) {
        match rng.below(9) {
            0 => input.extend_from_slice(b"hint"),
            1 => input.extend_from_slice(b"undo"),
            2 => input.extend_from_slice(b"help"),
            3 => input.extend_from_slice(b"quit"),
            4 => input.extend_from_slice(b"\xff\xfe"),
            5 => input.extend(std::iter::repeat_n(b'9', rng.below(3) as usize * (1 << 20))),
            6 => input.extend_from_slice(b"1 + 2"),
            _ => {
                for _ in 0..rng.range(1, 3) {
                    input.extend_from_slice(format!("{} ", rng.below(8)).as_bytes());
                }
            }
        }
        input.extend_from_slice(if rng.below(5) == 0 { b"\r\n" } else { b"\n" });
    }
    input
}

#[test]
fn random_and_hostile_command_lines_for_every_subcommand() {
    let mut rng = Rng::new(std::env::var("GRUNDY_FUZZ_SEED").map_or(29, |s| s.parse().unwrap()));
    let dir = scratch("fuzz");
    let file = dir.join("in.txt");
    let svg = dir.join("out.svg");
    let inputs = [
        "3\n1 2\n2 3\n",
        "1\n3 2\n1 2\n1 3\n",
        "2\n0 0 5\n20 0 1\n",
        "1\n3 3\n1 2\n2 3\n3 1\n",
        "x",
        "",
    ];
    let commands = [
        "value", "table", "play", "period", "draw", "moves", "values", "judge", "serve", "help",
        "bogus",
    ];
    let rounds = std::env::var("GRUNDY_FUZZ_ROUNDS").map_or(240, |r| r.parse().unwrap());
    for round in 0..rounds {
        let command = commands[round % commands.len()];
        let mut args = vec![command.to_string()];
        if command == "draw" {
            std::fs::write(&file, inputs[rng.below(inputs.len() as u64) as usize]).unwrap();
            args.push(word(&mut rng));
            args.push(file.to_str().unwrap().into());
            args.extend(["--svg".into(), svg.to_str().unwrap().into()]);
        }
        if command == "judge" && rng.below(4) != 0 {
            let problems = ["poj1067", "hdu1846", "luogu_p6665", "poj3710", "nim_product_64"];
            args.push(problems[rng.below(5) as usize].into());
        }
        for _ in 0..rng.below(if command == "judge" { 3 } else { 6 }) {
            let w = word(&mut rng);
            // A well-formed `serve` would serve forever: only its bad command lines here.
            if command != "serve" || w.parse::<u64>().is_err() {
                args.push(w);
            }
        }
        if command == "judge" && rng.below(4) != 0 {
            let program = ["cat", "true", "false", "/nonexistent"];
            args.extend(["--".into(), program[rng.below(4) as usize].into()]);
        }
        if command == "serve" {
            let port = ["-1", "65536", "x", "18446744073709551616", ""];
            args.extend(["--port".into(), port[rng.below(5) as usize].into()]);
        }
        if command == "period" {
            args.extend(["--seconds".into(), "1".into(), "--max".into(), "20000".into()]);
        }
        let input = if command == "play" { stdin_for_play(&mut rng) } else { Vec::new() };
        let words: Vec<&str> = args.iter().map(String::as_str).collect();
        let r = run(&words, &input, Duration::from_secs(30));
        assert!((0..=2).contains(&r.code), "{words:?}: exit {}: {}", r.code, r.stderr);
        assert!(r.took < Duration::from_secs(20), "{words:?}: {:?}", r.took);
        assert!(!r.stderr.contains("panicked"), "{words:?}: {}", r.stderr);
        // A judged program's wrong answer is a verdict (exit 1), not an error.
        let verdict = command == "judge" && r.code == 1 && r.stdout.contains("verdict:");
        if r.code != 0 && !verdict {
            one_error_line(&r, &format!("{words:?}"));
            // Only play's protocol (with --json) shares stderr with the error.
            if command != "play" {
                assert_eq!(r.stderr.lines().count(), 1, "{words:?}: {}", r.stderr);
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_computers_search_is_bounded_in_time_and_memory() {
    // A search bounded by positions alone once held 20 GB past a minute for one 200×200
    // sheet (it splits into up to 10,000 sheets), and 7.7 GB for the options of 1,000 heaps
    // of 1,000 (each option a copy of the position). Now under 1 GB of address space.
    let heaps = vec!["1000"; 1000].join(" ");
    for position in ["cutting 200 200", &format!("misere-nim {heaps}")] {
        let mut child = Command::new("sh")
            .args([
                "-c",
                &format!("ulimit -v 1000000 && exec \"$0\" play {position} --computer-first"),
            ])
            .arg(env!("CARGO_BIN_EXE_grundy"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(b"quit\n").unwrap();
        let r = finish(child, Duration::from_secs(30));
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(r.stdout.contains("\ncomputer: "), "{}", &r.stdout[..200]);
        assert!(r.took < Duration::from_secs(20), "{:?}", r.took);
    }
}

#[test]
fn a_board_makes_its_moves_one_at_a_time() {
    // 4,000 Hackenbush edges: every move's position held at once took 264 MB (the square of
    // the input); one at a time, about 10 MB. Under 150 MB of address space here.
    let dir = scratch("board");
    let mut input = String::from("1\n2000 4000\n");
    let mut rng = Rng::new(7);
    for _ in 0..4000 {
        input += &format!("{} {}\n", 1 + rng.below(2000), 1 + rng.below(2000));
    }
    let file = dir.join("hackenbush.in");
    std::fs::write(&file, input).unwrap();
    let command = "ulimit -v 150000 && exec \"$0\" board hackenbush \"$1\" --json >/dev/null";
    let child = Command::new("sh")
        .args(["-c", command])
        .arg(env!("CARGO_BIN_EXE_grundy"))
        .arg(&file)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let r = finish(child, Duration::from_secs(60));
    assert_eq!(r.code, 0, "{}", r.stderr);
}
