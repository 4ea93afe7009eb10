//! bundle: one judge-ready file per problem (usage: `bundle --help`).
//!
//! A bundle is a one-line header comment, the binary's code, then `mod grundy { … }` holding
//! the sections of `lib/grundy.rs` it needs, in library order. The binary's `grundy::x::y`
//! and the sections' `super::x::y` paths then work unchanged on every edition.
//!
//! - **Sections.** Each section starts at its banner line, exactly `// ==== NAME ====`,
//!   optionally followed by ` uses: a, b` (the sections its code names as `super::a::…`),
//!   and runs to the next banner; the next non-blank line is `pub mod NAME {`.
//! - **Needs.** The binary needs every section it names as `grundy::NAME` anywhere in its
//!   file (also inside `grundy::{a, b::c}`); the set is closed over the `uses:` lists.
//! - **Comments.** By default every whole-line comment goes, except the first `//!` line
//!   (the one-line summary) of the binary and of each section; a comment after code goes
//!   when the line has no quote (`"` or `'`), so that no `//` inside a literal can be
//!   mistaken for one. `--docs` keeps banners and all comments except the code blocks of
//!   doc comments (examples) and their `# Example(s)` headings.
//! - **Lean by default.** Without `--docs`, a `pub fn` whose name occurs nowhere else in
//!   the bundle goes (with its attributes), again until none is left; indentation becomes
//!   tabs and blank lines go. Nothing inside a string literal is touched.
//!
//! Sizes and compilation on editions 2015–2024 are checked by `run_tests.sh`.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str =
    "usage: bundle [--docs] <problem> | bundle [--docs] (<problem>… | --all) --out DIR";
const HELP: &str =
    "Writes problems/<problem>.rs followed by `mod grundy { … }` holding the sections of
lib/grundy.rs it needs: to stdout, or to DIR/<problem>.rs with --out DIR (--all: every problem).
Comments go except banners and one-line summaries; --docs keeps doc comments, not examples.";

/// One library section: its name, the sections it uses, and its lines from the banner on.
struct Section<'a> {
    name: &'a str,
    uses: Vec<&'a str>,
    lines: Vec<&'a str>,
}

/// `// ==== NAME ====` or `// ==== NAME ==== uses: a, b` as (NAME, uses); `None` if the
/// line is no banner, an error if it starts like one but is malformed.
fn banner(line: &str) -> Result<Option<(&str, Vec<&str>)>, String> {
    let Some(rest) = line.strip_prefix("// ==== ") else {
        return Ok(None);
    };
    let bad = || format!("malformed banner {line:?}: not `// ==== NAME ====[ uses: a, b]`");
    let (name, tail) = rest.split_once(" ====").ok_or_else(bad)?;
    let uses: Vec<&str> = match tail.strip_prefix(" uses:") {
        Some(list) => list.split(',').map(str::trim).collect(),
        None if tail.is_empty() => Vec::new(),
        None => return Err(bad()),
    };
    if !is_ident(name) || !uses.iter().all(|u| is_ident(u)) {
        return Err(bad());
    }
    Ok(Some((name, uses)))
}

fn is_ident(s: &str) -> bool {
    !s.is_empty() && ident_len(s) == s.len()
}

/// The length of the identifier at the start of `s`.
fn ident_len(s: &str) -> usize {
    s.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len())
}

/// The words `w` such that `prefix::w` occurs in `text` with `prefix` not part of a longer
/// identifier; `prefix::{a, b::c}` gives `a` and `b`.
fn names_after<'a>(text: &'a str, prefix: &str) -> Vec<&'a str> {
    let pat = format!("{prefix}::");
    let mut names = Vec::new();
    for (at, _) in text.match_indices(&pat) {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &text[at + pat.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let (mut depth, mut item_start) = (0, true);
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' => item_start |= depth == 0,
                    _ if item_start && !c.is_whitespace() => {
                        item_start = false;
                        names.push(&group[i..i + ident_len(&group[i..])]);
                    }
                    _ => {}
                }
            }
        } else {
            names.push(&rest[..ident_len(rest)]);
        }
    }
    names.retain(|n| !n.is_empty());
    names
}

/// Splits the library into sections; every top-level `pub mod NAME {` must come right
/// after its banner.
fn parse_library(lib: &str) -> Result<Vec<Section<'_>>, String> {
    let mut sections: Vec<Section> = Vec::new();
    let mut awaiting_mod = false;
    for (i, line) in lib.lines().enumerate() {
        let at = |e: String| format!("lib/grundy.rs:{}: {e}", i + 1);
        if let Some((name, uses)) = banner(line).map_err(at)? {
            if sections.iter().any(|s| s.name == name) {
                return Err(at(format!("a second banner for section `{name}`")));
            }
            let lines = vec![line];
            sections.push(Section { name, uses, lines });
            awaiting_mod = true;
            continue;
        }
        if let Some(rest) = line.strip_prefix("pub mod ") {
            let name = &rest[..ident_len(rest)];
            match sections.last() {
                Some(s) if awaiting_mod && s.name == name => awaiting_mod = false,
                Some(s) if awaiting_mod => {
                    return Err(at(format!("`pub mod {name}` under the banner of `{}`", s.name)))
                }
                _ => {
                    return Err(at(format!(
                        "`pub mod {name}` has no banner: put `// ==== {name} ====` (and ` uses: …`) right before it"
                    )))
                }
            }
        } else if awaiting_mod && !line.trim().is_empty() {
            return Err(at("a banner must be followed by its `pub mod` line".into()));
        }
        if let Some(s) = sections.last_mut() {
            s.lines.push(line);
        }
    }
    if awaiting_mod {
        return Err("lib/grundy.rs: the last banner has no `pub mod` after it".into());
    }
    for s in &sections {
        for u in &s.uses {
            if !sections.iter().any(|t| t.name == *u) {
                return Err(format!(
                    "lib/grundy.rs: section `{}` uses `{u}`, which is no section",
                    s.name
                ));
            }
        }
        let code: String = strip(&s.lines, false)
            .into_iter()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect();
        for n in names_after(&code, "super") {
            if n != s.name && sections.iter().any(|t| t.name == n) && !s.uses.contains(&n) {
                return Err(format!(
                    "lib/grundy.rs: section `{}` refers to `super::{n}` but its banner does not list `{n}` under `uses:`",
                    s.name
                ));
            }
        }
    }
    Ok(sections)
}

/// The names of the sections `direct` needs, closed over `uses:`, in library order.
fn closure<'a>(sections: &[Section<'a>], direct: &[&str]) -> Vec<&'a str> {
    let mut wanted: BTreeSet<&str> = BTreeSet::new();
    let mut stack: Vec<&str> = direct.to_vec();
    while let Some(name) = stack.pop() {
        if wanted.insert(name) {
            if let Some(s) = sections.iter().find(|s| s.name == name) {
                stack.extend(&s.uses);
            }
        }
    }
    sections
        .iter()
        .filter(|s| wanted.contains(s.name))
        .map(|s| s.name)
        .collect()
}

/// Whether a line that starts outside any string literal ends inside one (a string
/// continued on the next line). Knows `\` escapes and the char literals `'"'`, `'\''`.
fn ends_in_string(line: &str, mut in_str: bool) -> bool {
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\\' if in_str => i += 1,
            b'"' => in_str = !in_str,
            b'\'' if !in_str && b.get(i + 1) == Some(&b'\\') => {
                i += 2;
                while i < b.len() && b[i] != b'\'' {
                    i += 1;
                }
            }
            b'\'' if !in_str && b.get(i + 2) == Some(&b'\'') => i += 2,
            b'/' if !in_str && b.get(i + 1) == Some(&b'/') => return false,
            _ => {}
        }
        i += 1;
    }
    in_str
}

/// `line` with each leading group of four spaces made a tab (a bundle's only reformatting:
/// a third of the bytes of rustfmt's code are indentation).
fn tabs(line: &str) -> String {
    let spaces = line.len() - line.trim_start_matches(' ').len();
    format!("{}{}", "\t".repeat(spaces / 4), &line[spaces / 4 * 4..])
}

/// `lines` without the `pub fn` items whose name occurs nowhere else in `lines` (an item
/// runs from its attributes and doc comments to the `}` at its own indentation), repeated
/// until every `pub fn` left is named somewhere: methods a binary never calls cost nothing.
fn prune(mut lines: Vec<String>) -> Vec<String> {
    let words = |l: &str| -> Vec<String> {
        l.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    loop {
        let defined = |l: &str| {
            let t = l.trim_start();
            t.strip_prefix("pub fn ")
                .map(|r| r[..ident_len(r)].to_string())
        };
        // Every name, except where a `pub fn` line defines it (two methods of one name
        // must not keep each other).
        let mut count: std::collections::HashMap<String, usize> = Default::default();
        for l in &lines {
            let mut own = defined(l);
            for w in words(l) {
                if own.as_ref() == Some(&w) {
                    own = None;
                } else {
                    *count.entry(w).or_default() += 1;
                }
            }
        }
        let unused = lines
            .iter()
            .position(|l| defined(l).is_some_and(|n| !count.contains_key(&n)));
        let Some(start) = unused else { return lines };
        let indent = &lines[start][..lines[start].len() - lines[start].trim_start().len()];
        let close = format!("{indent}}}");
        let one_line = lines[start].trim_end().ends_with('}');
        let mut end = start;
        while !one_line && lines[end].trim_end() != close {
            end += 1;
        }
        let mut first = start;
        while first > 0 && {
            let t = lines[first - 1].trim_start();
            t.starts_with("#[") || t.starts_with("///")
        } {
            first -= 1;
        }
        lines.drain(first..=end);
        if lines.get(first).is_some_and(|l| l.trim().is_empty())
            && (first == 0
                || lines[first - 1].trim().is_empty()
                || lines[first - 1].trim_end().ends_with('{'))
        {
            lines.remove(first);
        }
    }
}

/// The lines (each with its `\n`) without comments, as described in the module doc, with
/// runs of blank lines shortened to one and no blank line after an opening brace or a
/// banner.
fn strip(lines: &[&str], docs: bool) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let (mut in_str, mut summary_kept, mut in_fence) = (false, false, false);
    for &line in lines {
        let t = line.trim_start();
        let mut kept = line.to_string();
        if !in_str && t.starts_with("//") {
            let is_doc = t.starts_with("///") || t.starts_with("//!");
            let doc_text = if is_doc { t[3..].trim() } else { "" };
            if is_doc && doc_text.starts_with("```") {
                in_fence = !in_fence;
            }
            let keep = if banner(line).ok().flatten().is_some() {
                docs
            } else if t.starts_with("//!") && !summary_kept {
                summary_kept = true;
                true
            } else if docs {
                let example =
                    in_fence || doc_text.starts_with("```") || doc_text.starts_with("# Example");
                !example
            } else {
                false
            };
            if !keep {
                continue;
            }
        } else if !in_str && !line.contains(['"', '\'']) {
            if let Some(at) = line.find("//") {
                kept = line[..at].trim_end().to_string();
            }
        }
        let starts_in_str = in_str;
        if !docs && !in_str {
            kept = tabs(&kept);
        }
        in_str = ends_in_string(line, in_str);
        let blank = kept.trim().is_empty();
        if blank && !docs && !starts_in_str {
            continue;
        }
        let after_open = out.last().map_or(true, |l| {
            l.trim().is_empty() || l.trim_end().ends_with('{') || l.starts_with("// ====")
        });
        if !(blank && after_open) {
            kept.push('\n');
            out.push(kept);
        }
    }
    while out.last().is_some_and(|l| l.trim().is_empty()) {
        out.pop();
    }
    out
}

/// The bundle of `problem` (its source `src`) over the library text `lib`.
fn bundle(problem: &str, src: &str, lib: &str, docs: bool) -> Result<String, String> {
    let sections = parse_library(lib)?;
    let mut direct = names_after(src, "grundy");
    direct.sort_unstable();
    direct.dedup();
    if let Some(bad) = direct
        .iter()
        .find(|n| !sections.iter().any(|s| s.name == **n))
    {
        let known: Vec<&str> = sections.iter().map(|s| s.name).collect();
        return Err(format!(
            "problems/{problem}.rs names `grundy::{bad}`, but lib/grundy.rs has no section `{bad}` (sections: {})",
            known.join(", ")
        ));
    }
    let needed = closure(&sections, &direct);
    let mut out = format!(
        "// {problem}: grundy bundle of {}\n",
        if needed.is_empty() {
            "none".to_string()
        } else {
            needed.join(", ")
        }
    );
    let src_lines: Vec<&str> = src.lines().collect();
    let mut body = strip(&src_lines, docs);
    if !needed.is_empty() {
        body.push("\n#[allow(dead_code, unused_imports)]\nmod grundy {\n".into());
        for (i, s) in sections
            .iter()
            .filter(|s| needed.contains(&s.name))
            .enumerate()
        {
            if i > 0 {
                body.push("\n".into());
            }
            body.extend(strip(&s.lines, docs));
        }
        body.push("}\n".into());
    }
    out.extend(if docs { body } else { prune(body) });
    Ok(out)
}

/// The repository: the current directory if it holds `lib/grundy.rs`, else the one this
/// tool was built in.
fn repo_root() -> PathBuf {
    if Path::new("lib/grundy.rs").is_file() {
        PathBuf::from(".")
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
    }
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn problems_in(root: &Path) -> Result<Vec<String>, String> {
    let dir = root.join("problems");
    let entries =
        std::fs::read_dir(&dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".rs").map(str::to_string))
        .collect();
    names.sort();
    Ok(names)
}

#[derive(Default)]
struct Options {
    docs: bool,
    out_dir: Option<PathBuf>,
    /// The problems, or empty for `--all`.
    problems: Vec<String>,
}

fn parse_args(args: &[String]) -> Result<Option<Options>, String> {
    let mut o = Options::default();
    let mut all = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--docs" => o.docs = true,
            "--all" => all = true,
            "--out" => o.out_dir = Some(it.next().ok_or("--out needs a directory")?.into()),
            "-h" | "--help" => return Ok(None),
            s if s.starts_with('-') => return Err(format!("unknown option {s} (see --help)")),
            s => o.problems.push(s.to_string()),
        }
    }
    match (all, o.problems.len(), &o.out_dir) {
        (true, 0, Some(_)) | (false, 1, _) | (false, 2.., Some(_)) => Ok(Some(o)),
        (true, 0, None) => Err("--all needs --out DIR".into()),
        (true, _, _) => Err("--all takes no problem names".into()),
        (false, 0, _) => Err("no problem given (see --help)".into()),
        (false, _, None) => Err("several problems need --out DIR".into()),
    }
}

fn run(o: Options) -> Result<(), String> {
    let root = repo_root();
    let known = problems_in(&root)?;
    let mut problems = o.problems;
    if problems.is_empty() {
        problems = known.clone();
    }
    if let Some(bad) = problems.iter().find(|p| !known.contains(p)) {
        return Err(format!(
            "unknown problem '{bad}'; known: {}",
            known.join(" ")
        ));
    }
    let lib = read(&root.join("lib/grundy.rs"))?;
    if let Some(dir) = &o.out_dir {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    for p in &problems {
        let src = read(&root.join(format!("problems/{p}.rs")))?;
        let text = bundle(p, &src, &lib, o.docs)?;
        match &o.out_dir {
            Some(dir) => {
                let path = dir.join(format!("{p}.rs"));
                std::fs::write(&path, &text)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                eprintln!("bundle: {} ({} bytes)", path.display(), text.len());
            }
            None => std::io::stdout()
                .write_all(text.as_bytes())
                .map_err(|e| format!("cannot write standard output: {e}"))?,
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (code, e) = match parse_args(&args) {
        Ok(None) => {
            println!("{USAGE}\n\n{HELP}");
            return ExitCode::SUCCESS;
        }
        Ok(Some(o)) => match run(o) {
            Ok(()) => return ExitCode::SUCCESS,
            Err(e) => (1, e),
        },
        Err(e) => (2, e),
    };
    eprintln!("error: {e}");
    ExitCode::from(code)
}

#[cfg(test)]
#[path = "../bundle_tests.rs"]
mod tests;
