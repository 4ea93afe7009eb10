//! Programs for the tests of `grundy judge`, as contestants write them: `judge-subjects
//! MODE [FLAGS]` reads a problem's input on stdin. Some modes are right, most carry one
//! classic bug; a few misbehave (hang, fork, escape the process group, flood, eat memory, crash). The exact answers
//! some modes need come from the library, so that each mode is wrong in one way only.

use std::io::{Read, Write};

fn input() -> Vec<u64> {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect()
}

/// Whether (a, b) is a losing Wythoff pair: a = floor(kφ) with k = b - a, a <= b, exactly.
fn wythoff_losing(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b) as i128, a.max(b) as i128);
    let k = b - a;
    let (lo, hi) = (2 * a - k, 2 * a + 2 - k);
    (lo <= 0 || lo * lo <= 5 * k * k) && hi > 0 && 5 * k * k < hi * hi
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = args.first().map(String::as_str).unwrap_or("");
    let flag = |f: &str| args.iter().any(|a| a == f);
    if flag("slow") {
        std::thread::sleep(std::time::Duration::from_millis(300));
    }
    let mut lines: Vec<String> = Vec::new();
    match mode {
        "wythoff" | "wythoff-zero" | "wythoff-float" => {
            // Line by line: the judge's limit is 10 MB, less than its largest input.
            use std::io::BufRead;
            for line in std::io::stdin().lock().lines() {
                let p: Vec<u64> =
                    line.unwrap().split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
                let (a, b) = (p[0], p[1]);
                let lose = match mode {
                    "wythoff-float" => {
                        let (a, b) = (a.min(b), a.max(b));
                        ((b - a) as f64 * (1.0 + 5f64.sqrt()) / 2.0) as u64 == a
                    }
                    "wythoff-zero" if a == 0 && b == 0 => false,
                    _ => wythoff_losing(a, b),
                };
                lines.push(if lose { "0" } else { "1" }.into());
                if lines.len() == 4096 {
                    print_lines(&lines, flag("trailing"), false);
                    lines.clear();
                }
            }
        }
        "misere-parity" => {
            let v = input();
            let mut at = 1;
            for _ in 0..v[0] {
                let n = v[at] as usize;
                let x = v[at + 1..at + 1 + n].iter().fold(0, |s, h| s ^ h);
                lines.push(if x != 0 { "John" } else { "Brother" }.into());
                at += 1 + n;
            }
        }
        "lasker-residues" | "lasker-int" => {
            let v = input();
            let mut at = 1;
            for _ in 0..v[0] {
                let n = v[at] as usize;
                let mut x: i32 = 0;
                let mut wide: u64 = 0;
                for &h in &v[at + 1..at + 1 + n] {
                    let g = match (mode, h % 4) {
                        ("lasker-residues", 0) => h + 1,
                        ("lasker-residues", 3) => h - 1,
                        (_, 0) => h - 1,
                        (_, 3) => h + 1,
                        _ => h,
                    };
                    x ^= (g as i64) as i32;
                    wide ^= g;
                }
                let wins = if mode == "lasker-int" { x > 0 } else { wide != 0 };
                lines.push(if wins { "Alice" } else { "Bob" }.into());
                at += 1 + n;
            }
        }
        "turtles-repeats" => {
            let v = input();
            let mut at = 0;
            while at < v.len() {
                let n = v[at] as usize;
                let x = v[at + 1..at + 1 + n]
                    .iter()
                    .fold(0, |s, &c| s ^ (2 * c + u64::from(c.count_ones() % 2 == 0)));
                lines.push(if x == 0 { "Yes" } else { "No" }.into());
                at += 1 + n;
            }
        }
        "fibonacci-1e9" => {
            let mut fib = vec![1u64, 2];
            while fib[fib.len() - 1] <= 1_000_000_000 {
                fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
            }
            fib.pop();
            for n in input().into_iter().take_while(|&n| n != 0) {
                lines.push(if fib.contains(&n) { "Second win" } else { "First win" }.into());
            }
        }
        "hackenbush-loops" => {
            let v = input();
            let mut at = 0;
            while at < v.len() {
                let mut x = 0;
                let graphs = v[at];
                at += 1;
                for _ in 0..graphs {
                    let k = v[at + 1] as usize;
                    let edges: Vec<(usize, usize)> = (0..k)
                        .map(|i| (v[at + 2 + 2 * i] as usize - 1, v[at + 3 + 2 * i] as usize - 1))
                        .collect();
                    // The bug: a loop has no "other end" in this adjacency walk.
                    assert!(edges.iter().all(|&(a, b)| a != b), "index out of bounds");
                    x ^= grundy::hackenbush::grundy(&edges, 0);
                    at += 2 + 2 * k;
                }
                lines.push(if x != 0 { "Sally" } else { "Harry" }.into());
            }
        }
        "tree-recursive" => {
            let v = input();
            let mut at = 1;
            for _ in 0..v[0] {
                let n = v[at] as usize;
                let mut adj = vec![Vec::new(); n + 1];
                for i in 0..n - 1 {
                    let (a, b) = (v[at + 1 + 2 * i] as usize, v[at + 2 + 2 * i] as usize);
                    adj[a].push(b);
                    adj[b].push(a);
                }
                fn dfs(v: usize, from: usize, adj: &[Vec<usize>]) -> u64 {
                    // What a recursive solution keeps per call, and the call itself.
                    let scratch = std::hint::black_box([v as u64; 24]);
                    let mut g = scratch[23] - v as u64;
                    for &w in &adj[v] {
                        if w != from {
                            g ^= dfs(w, v, adj) + 1;
                        }
                    }
                    g
                }
                lines.push(if dfs(1, 0, &adj) != 0 { "Alice" } else { "Bob" }.into());
                at += 2 * n - 1;
            }
        }
        "hang" => loop {
            std::thread::sleep(std::time::Duration::from_secs(1));
        },
        "crash" => panic!("a crash"),
        "hog" => {
            let mut kept = Vec::new();
            loop {
                kept.push(vec![1u8; 1 << 20]);
            }
        }
        "fork" => {
            let seconds = args.get(1).map(String::as_str).unwrap_or("300");
            let _child = std::process::Command::new("sleep").arg(seconds).spawn();
            loop {
                std::thread::sleep(std::time::Duration::from_secs(1));
            }
        }
        // A child in a process group of its own, left behind when this one exits: holding
        // stdout and stderr, or (`quiet`) with its stdio closed.
        "escape" => {
            use std::os::unix::process::CommandExt;
            let mut child = std::process::Command::new("sleep");
            child.arg(args.get(1).map(String::as_str).unwrap_or("300")).process_group(0);
            if flag("quiet") {
                use std::process::Stdio;
                child.stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::null());
            }
            #[allow(clippy::zombie_processes)] // left to the judge to kill and reap
            let _left = child.spawn().expect("sleep starts");
            println!("1");
        }
        "flood" => {
            let mut out = std::io::stdout().lock();
            while out.write_all(&[b'1'; 4096]).is_ok() {}
            return;
        }
        _ => panic!("unknown mode {mode}"),
    }
    print_lines(&lines, flag("trailing"), true);
}

/// Writes the answer lines; with `trailing`, two spaces after each and no final newline.
fn print_lines(lines: &[String], trailing: bool, last: bool) {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for (i, l) in lines.iter().enumerate() {
        let end = if trailing { "  " } else { "" };
        let newline = if trailing && last && i + 1 == lines.len() { "" } else { "\n" };
        write!(out, "{l}{end}{newline}").unwrap();
    }
}
