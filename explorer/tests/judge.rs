//! `grundy judge` from outside, on the programs of `tests/programs/subjects.rs`: every bug
//! class found and shrunk to its minimal input within 10 seconds, right programs accepted
//! (trailing blanks, no final newline, slow ones), misbehaving programs stopped with
//! nothing left running, and the options (`--save`, `--each`, `--json`, usage errors).

use serde_json::Value;
use std::process::Command;

const GRUNDY: &str = env!("CARGO_BIN_EXE_grundy");
const SUBJECTS: &str = env!("CARGO_BIN_EXE_judge-subjects");

/// Runs `grundy judge ARGS -- PROGRAM…`; the exit code, stdout and stderr.
fn judge(args: &[&str], program: &[&str]) -> (i32, String, String) {
    let out = Command::new(GRUNDY)
        .arg("judge")
        .args(args)
        .arg("--")
        .args(program)
        .output()
        .expect("grundy runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `judge` with `--json`: the exit code and the one JSON object.
fn judge_json(args: &[&str], program: &[&str]) -> (i32, Value) {
    let mut all = vec!["--json"];
    all.extend_from_slice(args);
    let (code, stdout, stderr) = judge(&all, program);
    assert_eq!(stdout.lines().count(), 1, "{args:?} {program:?}: {stdout}{stderr}");
    (code, serde_json::from_str(&stdout).expect("one JSON object"))
}

/// Runs `f` on each item in two threads (the CI machine has two cores).
fn in_parallel<T: Sync>(items: &[T], f: impl Fn(&T) + Sync) {
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                match items.get(i) {
                    Some(item) => f(item),
                    None => break,
                }
            });
        }
    });
}

#[test]
fn every_bug_class_is_found_and_shrunk_within_ten_seconds() {
    // problem, subject mode, verdict, the shrunk input (or a part of it), a part of `why`.
    let classes: &[(&str, &str, &str, &str, &str)] = &[
        ("poj1067", "wythoff-float", "WA", "", "line 1"),
        ("poj1067", "wythoff-zero", "WA", "0 0\n", "expected \"0\", got \"1\""),
        ("poj3710", "hackenbush-loops", "RE", "1\n1 1\n1 1\n", "exit code 101"),
        ("hdu1907", "misere-parity", "WA", "1\n1\n1\n", "Brother"),
        ("hdu3032", "lasker-residues", "WA", "", "line 1"),
        ("hdu3032", "lasker-int", "WA", "1\n1\n2147483647\n", "Alice"),
        ("hdu3537", "turtles-repeats", "WA", "2\n0 0\n", "expected \"No\""),
        ("hdu2516", "fibonacci-1e9", "WA", "1134903170\n0\n", "Second"),
        ("hdu3094", "tree-recursive", "RE", "1\n", "stack overflow"),
    ];
    in_parallel(classes, |&(problem, mode, verdict, shrunk, why)| {
        let (code, v) = judge_json(&[problem, "--seed", "1", "--budget", "2"], &[SUBJECTS, mode]);
        assert_eq!(code, 1, "{mode}: {v}");
        assert_eq!(v["verdict"], verdict, "{mode}: {v}");
        let f = &v["failing"][0];
        let input = f["input"].as_str().unwrap();
        assert!(input.starts_with(shrunk), "{mode}: shrunk to {input:?}");
        if shrunk.len() > 2 {
            assert_eq!(input, shrunk, "{mode}");
        }
        assert!(f["why"].as_str().unwrap().contains(why), "{mode}: {f}");
        assert!(f["shrunk_after"].as_f64().unwrap() < 10.0, "{mode}: {f}");
        assert!(!f["explanation"].as_array().unwrap().is_empty(), "{mode}: {f}");
        if mode != "tree-recursive" {
            // A one-case position is shown as that case alone.
            assert!(input.lines().count() <= 3, "{mode}: {input}");
        }
    });
}

#[test]
fn the_float_golden_ratio_is_caught_on_one_losing_pair() {
    let (code, v) = judge_json(&["poj1067", "--seed", "5"], &[SUBJECTS, "wythoff-float"]);
    assert_eq!(code, 1);
    let f = &v["failing"][0];
    let line = f["input"].as_str().unwrap().trim();
    let piles: Vec<u64> = line.split(' ').map(|t| t.parse().unwrap()).collect();
    assert_eq!(piles.len(), 2, "{line}");
    assert!(piles.iter().all(|&p| p <= 1_000_000_000), "within the judge's limits: {line}");
    // Where the float formula goes wrong first: k = 102334155, far above small piles.
    assert!(piles[0].max(piles[1]) > 100_000_000, "{line}");
    assert!(f["explanation"][0].as_str().unwrap().contains("wythoff"), "{f}");
}

#[test]
fn right_programs_are_accepted() {
    // The judge-size input gets a generous time limit here: this test is about answers,
    // and a loaded machine must not turn it into a TLE. The slow program (300 ms a run)
    // keeps the judge's 1 s.
    let runs: &[(&[&str], &[&str])] = &[
        (&["--time-limit", "5"], &[SUBJECTS, "wythoff"]),
        (&["--time-limit", "5"], &[SUBJECTS, "wythoff", "trailing"]),
        (&["--no-judge-size"], &[SUBJECTS, "wythoff", "slow"]),
    ];
    in_parallel(runs, |&(args, program)| {
        let mut all = vec!["poj1067", "--budget", "1.5", "--seed", "2"];
        all.extend_from_slice(args);
        let (code, v) = judge_json(&all, program);
        assert_eq!((code, v["verdict"].as_str()), (0, Some("AC")), "{program:?}: {v}");
        assert!(v["tests"].as_u64().unwrap() > 5, "{v}");
        if args[0] != "--no-judge-size" {
            let timed = &v["judge_size"][0];
            assert!(timed["time_ms"].is_u64() && timed["peak_kb"].is_u64(), "{v}");
        }
    });
}

#[test]
fn the_reference_solutions_pass_on_every_problem() {
    let problems = [
        "poj1067",
        "luogu_p1247",
        "hdu1846",
        "circles_game",
        "agc017_d",
        "hdu3094",
        "hdu2516",
        "hdu1848",
        "hdu1847",
        "hdu1536",
        "poj2975",
        "hdu1907",
        "hdu3032",
        "hdu3595",
        "hdu3537",
        "poj3710",
        "luogu_p6665",
        "poj1704",
        "hdu1730",
        "hdu1524",
        "poj2311",
        "hdu3590",
        "hdu3404",
        "nim_product_64",
    ];
    in_parallel(&problems, |problem| {
        let (code, v) = judge_json(
            &[problem, "--budget", "0.3", "--seed", "3", "--time-limit", "5"],
            &[GRUNDY, "judge", problem, "--answer"],
        );
        assert_eq!((code, v["verdict"].as_str()), (0, Some("AC")), "{problem}: {v}");
        let phases = v["phases"].as_array().unwrap();
        assert!(phases.len() >= 3, "{problem}: {v}");
    });
}

/// Whether a process with `marker` in its command line is running.
fn running(marker: &str) -> bool {
    let out = Command::new("ps").args(["-eo", "args"]).output().expect("ps");
    String::from_utf8_lossy(&out.stdout).lines().any(|l| l.contains(marker))
}

#[test]
fn misbehaving_programs_are_stopped_and_leave_nothing_behind() {
    let cases: &[(&[&str], &[&str], &str)] = &[
        (&["--time-limit", "0.3"], &[SUBJECTS, "hang"], "TLE"),
        (&[], &[SUBJECTS, "crash"], "RE"),
        (&["--memory-limit", "64"], &[SUBJECTS, "hog"], "MLE"),
        (&["--time-limit", "0.3"], &[SUBJECTS, "fork", "4242.125"], "TLE"),
        (&[], &[SUBJECTS, "flood"], "OLE"),
        // Reads nothing: still a verdict.
        (&[], &["/bin/sh", "-c", "echo 1"], "WA"),
        // Leaves a child in a group of its own, holding the pipes or not.
        (&[], &[SUBJECTS, "escape", "4243.125"], "WA"),
        (&[], &[SUBJECTS, "escape", "4244.125", "quiet"], "WA"),
    ];
    in_parallel(cases, |&(args, program, verdict)| {
        let mut all = vec!["poj1067", "--seed", "1", "--shrink-budget", "1"];
        all.extend_from_slice(args);
        let start = std::time::Instant::now();
        let (code, v) = judge_json(&all, program);
        assert_eq!((code, v["verdict"].as_str()), (1, Some(verdict)), "{program:?}: {v}");
        assert!(start.elapsed().as_secs() < 8, "{program:?}");
    });
    for marker in ["4242.125", "4243.125", "4244.125"] {
        assert!(!running(marker), "the child sleeping {marker} s was left running");
    }
}

#[test]
fn save_writes_a_regression_case_run_tests_reads() {
    let dir = std::env::temp_dir().join(format!("grundy-judge-save-{}", std::process::id()));
    let dir_arg = dir.to_str().unwrap();
    let (code, v) =
        judge_json(&["poj1067", "--seed", "9", "--save", dir_arg], &[SUBJECTS, "wythoff-zero"]);
    assert_eq!(code, 1);
    let f = &v["failing"][0];
    let name = format!("poj1067-judge-9-test{}", f["test"]);
    let input = std::fs::read_to_string(dir.join(format!("{name}.in"))).unwrap();
    let output = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
    assert_eq!((input.as_str(), output.as_str()), ("0 0\n", "0\n"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn each_judges_a_folder_of_submissions() {
    let dir = std::env::temp_dir().join(format!("grundy-judge-each-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, mode) in [("alice.sh", "wythoff"), ("bob.sh", "wythoff-zero")] {
        let script = format!("#!/bin/sh\nexec {SUBJECTS} {mode}\n");
        std::fs::write(dir.join(name), script).unwrap();
    }
    std::fs::write(dir.join("notes.txt"), "not a program\n").unwrap();
    let (code, v) = judge_json(
        &["poj1067", "--budget", "0.5", "--no-judge-size", "--each", dir.to_str().unwrap()],
        &["/bin/sh", "{}"],
    );
    assert_eq!(code, 1, "{v}");
    let subs = v["submissions"].as_array().unwrap();
    let verdicts: Vec<(&str, &str)> = subs
        .iter()
        .map(|s| (s["name"].as_str().unwrap(), s["verdict"].as_str().unwrap_or("none")))
        .collect();
    // notes.txt is judged too (as `sh notes.txt`) and fails: a teacher sees every file.
    assert_eq!(verdicts, [("alice.sh", "AC"), ("bob.sh", "WA"), ("notes.txt", "RE")], "{v}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn usage_errors_exit_2_with_one_line() {
    for (args, program) in [
        (&["nosuch"][..], &["/bin/true"][..]),
        (&["poj1067"], &[]),
        (&["poj1067"], &["/no/such/program"]),
        (&["poj1067", "--budget", "-1"], &["/bin/true"]),
        (&["poj1067", "--each", "/tmp"], &["/bin/true"]),
    ] {
        let (code, stdout, stderr) = judge(args, program);
        assert_eq!(code, 2, "{args:?} {program:?}: {stdout}{stderr}");
        assert!(stdout.is_empty(), "{stdout}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.starts_with("error: "), "{stderr}");
    }
}
