//! `grundy values`: the values of heaps `0..=N` of a take-and-break game (`grundy_engine`:
//! compact table, several threads) and the summary researchers compare: how many heaps have
//! each value, the rare values, the largest value, the last rare heap. `--save` keeps the
//! table on disk as it grows, `--resume` goes on from such a file.

use crate::out::{emit, Failure};
use grundy::octal::Code;
use grundy_engine::{Engine, Values};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What `grundy values` was asked.
#[derive(clap::Args)]
pub struct Args {
    /// kayles, dawson, lasker, grundy-game or octal:CODE (hexadecimal digits, `!`: heaps differ).
    pub game: String,
    /// The largest heap (below 2^32).
    #[arg(long, value_name = "N", value_parser = crate::out::count)]
    pub upto: usize,
    /// Also print how many heaps have each value.
    #[arg(long)]
    pub freq: bool,
    /// Threads (default: the machine's cores).
    #[arg(long, value_name = "N", value_parser = crate::out::count)]
    pub threads: Option<usize>,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
    /// Keep the table in FILE, written at every power of two and at the end.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Go on from the table in FILE.
    #[arg(long, value_name = "FILE")]
    pub resume: Option<PathBuf>,
}

#[derive(Serialize)]
struct Summary {
    game: String,
    code: String,
    upto: usize,
    frequencies: Vec<[u64; 2]>,
    mask: u32,
    rare_values: Vec<u32>,
    rare_heaps: u64,
    max_value: u32,
    max_value_first_at: usize,
    last_rare_heap: Option<usize>,
    bytes_per_heap: usize,
    threads: usize,
    seconds: f64,
}

/// The code of `kayles`, `dawson`, `lasker`, `grundy-game`, `octal:CODE` or a bare code.
pub fn code_of(game: &str) -> Result<Code, Failure> {
    let code = match game {
        "kayles" => Code::parse("0.77"),
        "dawson" => Code::parse("0.07"),
        "lasker" => Ok(Code::lasker()),
        "grundy-game" | "grundy" => Ok(Code::grundy_game()),
        _ => Code::parse(game.strip_prefix("octal:").unwrap_or(game)),
    };
    code.map_err(|e| {
        Failure::Usage(format!(
            "{e} (values takes kayles, dawson, lasker, grundy-game or octal:CODE)"
        ))
    })
}

/// Runs `grundy values`.
pub fn run(r: &Args, json: bool) -> Result<(), Failure> {
    let start = Instant::now();
    let code = code_of(&r.game)?;
    let threads =
        r.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |t| t.get()));
    if threads == 0 || r.upto >= 1 << 32 {
        return Err(Failure::Usage("--threads is at least 1 and --upto below 2^32".into()));
    }
    let mut engine = match r.resume.as_deref() {
        Some(file) => Engine::resume(&code, load(file, &code)?),
        None => Engine::new(&code),
    };
    let bar = ProgressBar::with_draw_target(Some(r.upto as u64 + 1), ProgressDrawTarget::hidden());
    let style = ProgressStyle::with_template(
        "{elapsed} [{bar:40}] {pos}/{len} heaps ({per_sec}, {eta} left)",
    );
    bar.set_style(style.map_err(|e| Failure::Output(e.to_string()))?);
    let shown = !r.quiet && std::io::stderr().is_terminal();
    let mut progress = |n: usize| {
        if shown && bar.is_hidden() && start.elapsed().as_secs() >= 1 {
            bar.set_draw_target(ProgressDrawTarget::stderr());
        }
        bar.set_position(n as u64);
    };
    // With --save, the table is written at every power of two on the way.
    while engine.values().len() <= r.upto {
        let step = match r.save.as_deref() {
            Some(_) => (2 * engine.values().len()).max(1 << 20).min(r.upto),
            None => r.upto,
        };
        engine.run(step, threads, &mut progress);
        if let Some(file) = r.save.as_deref() {
            save(file, &code, engine.values())?;
        }
    }
    bar.finish_and_clear();
    let summary = summarise(r, &code, &engine, threads, start.elapsed().as_secs_f64());
    emit(json, &summary, &text(&summary, r.freq))
}

fn summarise(r: &Args, code: &Code, engine: &Engine, threads: usize, seconds: f64) -> Summary {
    let (values, mask) = (engine.values(), engine.mask());
    let rare = |v: u32| mask != 0 && (v & mask).count_ones().is_multiple_of(2);
    let (mut counts, mut max_value, mut first, mut last_rare) = (Vec::new(), 0, 0, None);
    for n in 0..=r.upto {
        let v = values.get(n);
        if v as usize >= counts.len() {
            counts.resize(v as usize + 1, 0u64);
        }
        counts[v as usize] += 1;
        if v > max_value {
            (max_value, first) = (v, n);
        }
        if n > 0 && rare(v) {
            last_rare = Some(n);
        }
    }
    let occurring = (0..counts.len() as u32).filter(|&v| counts[v as usize] > 0);
    let rare_heaps =
        occurring.clone().filter(|&v| rare(v)).map(|v| counts[v as usize]).sum::<u64>();
    Summary {
        game: r.game.clone(),
        code: code.to_string(),
        upto: r.upto,
        frequencies: occurring.clone().map(|v| [v as u64, counts[v as usize]]).collect(),
        mask,
        rare_values: occurring.filter(|&v| rare(v)).collect(),
        // Heap 0 (value 0) is left out, as in the sparse-space literature.
        rare_heaps: rare_heaps - u64::from(rare(0)),
        max_value,
        max_value_first_at: first,
        last_rare_heap: last_rare,
        bytes_per_heap: values.width(),
        threads,
        seconds,
    }
}

fn text(s: &Summary, freq: bool) -> String {
    let mut t = format!(
        "{} (code {}), heaps 0..={}: {:.2} s on {} thread{}, {} byte{} a value\n",
        s.game,
        s.code,
        s.upto,
        s.seconds,
        s.threads,
        if s.threads == 1 { "" } else { "s" },
        s.bytes_per_heap,
        if s.bytes_per_heap == 1 { "" } else { "s" },
    );
    t += &format!("largest value {}, first at heap {}\n", s.max_value, s.max_value_first_at);
    if s.mask == 0 {
        t += "no sparse space: no mask leaves fewer than a quarter of the heaps rare\n";
    } else {
        let rare: Vec<String> = s.rare_values.iter().map(u32::to_string).collect();
        t += &format!(
            "rare values (v & {} of even parity): {}; {} rare heaps after heap 0, the last {}\n",
            s.mask,
            rare.join(" "),
            s.rare_heaps,
            s.last_rare_heap.map_or("none".to_string(), |n| n.to_string())
        );
    }
    if freq {
        t += "value count\n";
        for [v, c] in &s.frequencies {
            t += &format!("{v} {c}\n");
        }
    }
    t
}

/// The file's first bytes, and the format version.
const MAGIC: &[u8; 8] = b"GRUNDYV\n";
const VERSION: u32 = 1;

/// FNV-1a over 8-byte words of `part` (the last one zero-padded), from `h`.
fn checksum(mut h: u64, part: &[u8]) -> u64 {
    for chunk in part.chunks(8) {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        h = (h ^ u64::from_le_bytes(word)).wrapping_mul(0x100_0000_01b3);
    }
    h
}

const FNV: u64 = 0xcbf2_9ce4_8422_2325;

/// The header without its checksum: magic, version, code, width, count.
fn header(code: &Code, width: usize, count: usize) -> Vec<u8> {
    let code = code.to_string();
    let mut h = MAGIC.to_vec();
    h.extend(VERSION.to_le_bytes());
    h.extend((code.len() as u32).to_le_bytes());
    h.extend(code.as_bytes());
    h.extend((width as u32).to_le_bytes());
    h.extend((count as u64).to_le_bytes());
    h
}

/// The values as little-endian bytes, `f` called on pieces of 8,192 bytes (the last shorter).
fn pieces(values: &Values, f: &mut dyn FnMut(&[u8])) {
    match values {
        Values::U8(g) => g.chunks(8192).for_each(f),
        Values::U16(g) => g
            .chunks(4096)
            .for_each(|c| f(&c.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>())),
        Values::U32(g) => g
            .chunks(2048)
            .for_each(|c| f(&c.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>())),
    }
}

/// Writes the table to `file` (through a temporary file, renamed when complete).
pub fn save(file: &Path, code: &Code, values: &Values) -> Result<(), Failure> {
    let head = header(code, values.width(), values.len());
    let mut sum = checksum(FNV, &head);
    pieces(values, &mut |p| sum = checksum(sum, p));
    let part = file.with_extension("part");
    let fail = |e: std::io::Error| Failure::Output(format!("cannot write {}: {e}", file.display()));
    let mut out = std::io::BufWriter::new(std::fs::File::create(&part).map_err(fail)?);
    out.write_all(&head).map_err(fail)?;
    out.write_all(&sum.to_le_bytes()).map_err(fail)?;
    let mut written = Ok(());
    pieces(values, &mut |p| {
        if written.is_ok() {
            written = out.write_all(p);
        }
    });
    written.and_then(|_| out.flush()).map_err(fail)?;
    drop(out);
    std::fs::rename(&part, file).map_err(fail)
}

/// Reads a table `save` wrote for `code`; refuses any other file.
pub fn load(file: &Path, code: &Code) -> Result<Values, Failure> {
    let bad = |why: String| Failure::Usage(format!("cannot resume from {}: {why}", file.display()));
    let mut data = Vec::new();
    std::fs::File::open(file)
        .and_then(|mut f| f.read_to_end(&mut data))
        .map_err(|e| bad(e.to_string()))?;
    if data.len() < 16 || &data[..8] != MAGIC {
        return Err(bad("not a values file of grundy".into()));
    }
    let word =
        |at: usize| data.get(at..at + 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
    if word(8) != Some(VERSION) {
        return Err(bad(format!("format version {:?}, expected {VERSION}", word(8).unwrap_or(0))));
    }
    let len = word(12).unwrap_or(0) as usize;
    let theirs = data.get(16..16 + len).map(String::from_utf8_lossy);
    if theirs.as_deref() != Some(&code.to_string()) {
        let theirs = theirs.unwrap_or_default();
        return Err(bad(format!("it holds the values of {theirs:?}, not of {code}")));
    }
    let at = 16 + len;
    let (width, count) = (word(at).unwrap_or(0) as usize, data.get(at + 4..at + 12));
    let count = count.map(|b| u64::from_le_bytes(b.try_into().unwrap_or([0; 8])) as usize);
    let sum =
        data.get(at + 12..at + 20).map(|b| u64::from_le_bytes(b.try_into().unwrap_or([0; 8])));
    let body = data.get(at + 20..).unwrap_or_default();
    let (Some(count), Some(sum)) = (count, sum) else {
        return Err(bad("the header is cut short".into()));
    };
    if ![1, 2, 4].contains(&width) || Some(body.len()) != count.checked_mul(width) {
        return Err(bad(format!(
            "{} bytes of values, expected {count} of width {width}",
            body.len()
        )));
    }
    if checksum(checksum(FNV, &data[..at + 12]), body) != sum {
        return Err(bad("the checksum does not match: the file is damaged".into()));
    }
    Ok(match width {
        1 => Values::U8(data.split_off(at + 20)),
        2 => Values::U16(body.chunks(2).map(|b| u16::from_le_bytes([b[0], b[1]])).collect()),
        _ => Values::U32(
            body.chunks(4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect(),
        ),
    })
}
