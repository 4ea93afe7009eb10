//! `grundy values` from outside: the summary against the values counted here, the table
//! saved and resumed, and every damaged or foreign file refused with one `error:` line.

use serde_json::Value;
use std::process::Command;

fn grundy(args: &[&str]) -> (i32, String, String) {
    let out =
        Command::new(env!("CARGO_BIN_EXE_grundy")).args(args).output().expect("the binary runs");
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.code().unwrap_or(-1), text(out.stdout), text(out.stderr))
}

fn summary(args: &[&str]) -> Value {
    let (code, stdout, stderr) = grundy(&[args, &["--json", "--quiet"]].concat());
    assert_eq!((code, stdout.lines().count()), (0, 1), "{args:?}: {stderr}");
    serde_json::from_str(&stdout).unwrap()
}

fn refused(args: &[&str], why: &str) {
    let (code, stdout, stderr) = grundy(args);
    assert_eq!(code, 2, "{args:?}: {stdout}");
    assert!(stdout.is_empty(), "{args:?}: {stdout}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.starts_with("error: ") && stderr.contains(why), "{args:?}: {stderr}");
}

/// The summary, counted here from the library's values of the same code (one thread).
#[test]
fn summary_counts_the_values() {
    for (game, code, upto) in [
        ("kayles", "0.77", 1000),
        ("octal:0.16", "0.16", 200_000),
        ("grundy-game", "4!.", 3000),
        ("octal:0.F", "0.F", 300),
    ] {
        let v = summary(&["values", game, "--upto", &upto.to_string(), "--threads", "2"]);
        let g = grundy::octal::values(&grundy::octal::Code::parse(code).unwrap(), upto);
        let mask = v["mask"].as_u64().unwrap();
        let rare = |x: u64| mask != 0 && (x & mask).count_ones().is_multiple_of(2);
        let max = *g.iter().max().unwrap();
        let mut freq: Vec<[u64; 2]> = (0..=max).map(|x| [x, 0]).collect();
        g.iter().for_each(|&x| freq[x as usize][1] += 1);
        freq.retain(|f| f[1] > 0);
        let rare_values: Vec<u64> = freq.iter().map(|f| f[0]).filter(|&x| rare(x)).collect();
        let rare_heaps: Vec<usize> = (1..=upto).filter(|&n| rare(g[n])).collect();
        let want = serde_json::json!({
            "game": game,
            "code": code,
            "upto": upto,
            "frequencies": freq,
            "mask": mask,
            "rare_values": rare_values,
            "rare_heaps": rare_heaps.len(),
            "max_value": max,
            "max_value_first_at": g.iter().position(|&x| x == max),
            "last_rare_heap": rare_heaps.last(),
            "bytes_per_heap": 1,
            "threads": 2,
            "seconds": v["seconds"],
        });
        assert_eq!(v, want, "{game}");
    }
}

#[test]
fn bad_input_is_refused() {
    refused(&["values", "octal:0.7g", "--upto", "10"], "character 2 is 'g'");
    refused(&["values", "nim", "--upto", "10"], "expected a point");
    refused(&["values", "kayles", "--upto", "-1"], "--upto");
    refused(&["values", "kayles"], "--upto");
    refused(&["values", "kayles", "--upto", "10", "--threads", "0"], "--threads");
    refused(&["values", "kayles", "--upto", "4294967296"], "2^32");
}

#[test]
fn save_and_resume_and_refuse_other_files() {
    let dir = std::env::temp_dir().join(format!("grundy-values-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.values");
    let f = file.to_str().unwrap();
    let plain = summary(&["values", "0.172", "--upto", "150000", "--threads", "1"]);
    summary(&["values", "0.172", "--upto", "70000", "--save", f]);
    let resumed = summary(&["values", "0.172", "--upto", "150000", "--resume", f, "--save", f]);
    assert_eq!(resumed["frequencies"], plain["frequencies"]);
    assert_eq!(resumed["bytes_per_heap"], 2);
    let again = summary(&["values", "0.172", "--upto", "150000", "--resume", f]);
    assert_eq!(again["frequencies"], plain["frequencies"]);

    let good = std::fs::read(&file).unwrap();
    let damaged = dir.join("d.values");
    let d = damaged.to_str().unwrap();
    let resume = ["values", "0.172", "--upto", "150000", "--resume", d];
    let mut flipped = good.clone();
    *flipped.last_mut().unwrap() ^= 1;
    let mut version = good.clone();
    version[8] = 2;
    let cases: [(Vec<u8>, &str); 5] = [
        (good[..good.len() - 1].to_vec(), "bytes of values"),
        (good[..30].to_vec(), "cut short"),
        (flipped, "checksum"),
        (version, "version"),
        (b"not a table".to_vec(), "not a values file"),
    ];
    for (bytes, why) in cases {
        std::fs::write(&damaged, bytes).unwrap();
        refused(&resume, why);
    }
    refused(&["values", "0.161", "--upto", "150000", "--resume", f], "not of 0.161");
    refused(&["values", "0.172", "--upto", "10", "--resume", "/nonexistent/x"], "cannot resume");
    std::fs::remove_dir_all(&dir).unwrap();
}
