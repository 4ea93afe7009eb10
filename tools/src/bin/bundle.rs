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
//! - **Lean by default.** Without `--docs`, indentation becomes tabs, blank lines go, and
//!   of the sections only what the binary reaches stays (`--docs` keeps them whole):
//!   - *Items* start at a section's top level (one tab), and one level deeper inside an
//!     `impl` block (its members): a `fn`, `struct`, `enum`, `type`, `const`, `static`,
//!     `impl`, `use` … with the attributes and doc comments above it, up to the first line
//!     that closes every bracket it opened and ends in `}` or `;`, unless the next line
//!     starts with `.` (rustfmt's method call on a struct literal). A line that starts
//!     inside a string literal never starts an item, nor a literal's text ends one.
//!   - *Reached* are the binary's code and, until nothing more is, an item that reached
//!     code names: as a word (not after a single `.`, before a single `:` or after `fn `:
//!     members, fields, definitions), in its own section or in one importing it by a
//!     `use super::T::{a, b}` line; or anywhere as `T::name` or `T::{name, …}` (`T` its
//!     section). An `impl X` block is reached with `X`; then every member of an
//!     `impl Trait for X`, and a member of an inherent `impl` whose name is a word of any
//!     reached text (methods are not resolved: a collision keeps both). What is not
//!     understood (another `use`, a macro) counts as reached code; a glob import of a
//!     section (`use super::T::*`) or an alias of one (`use grundy::T as x`) is an error.
//!   - Unreached items go, and so do the names of gone items in `use super::…` lines.
//!     Nothing inside a string literal is touched.
//!
//! Sizes and compilation on editions 2015–2024 are checked by `run_tests.sh`.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str =
    "usage: bundle [--docs] <problem> | bundle [--docs] (<problem>… | --all) --out DIR";
const HELP: &str =
    "Writes problems/<problem>.rs followed by `mod grundy { … }` holding the sections of
lib/grundy.rs it needs: to stdout, or to DIR/<problem>.rs with --out DIR (--all: every problem).
Only what the binary reaches stays, comments go except one-line summaries, indentation
becomes tabs; --docs keeps whole sections, the layout and doc comments (not examples).";

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

/// A line, given whether it starts inside a string literal: where its code ends (a `//`
/// comment outside any literal starts there, or the line's length), whether it ends inside
/// a string literal (one continued on the next line), and how many more brackets (`(`, `[`,
/// `{`) it opens than it closes outside literals. Knows `\` escapes and the char literals
/// `'"'`, `'\''`, `'{'`.
fn scan_line(line: &str, mut in_str: bool) -> (usize, bool, i32) {
    let b = line.as_bytes();
    let (mut i, mut nesting) = (0, 0);
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
            b'/' if !in_str && b.get(i + 1) == Some(&b'/') => return (i, false, nesting),
            b'(' | b'[' | b'{' if !in_str => nesting += 1,
            b')' | b']' | b'}' if !in_str => nesting -= 1,
            _ => {}
        }
        i += 1;
    }
    (b.len(), in_str, nesting)
}

/// `line` with each leading group of four spaces made a tab (a bundle's only reformatting:
/// a third of the bytes of rustfmt's code are indentation).
fn tabs(line: &str) -> String {
    let spaces = line.len() - line.trim_start_matches(' ').len();
    format!("{}{}", "\t".repeat(spaces / 4), &line[spaces / 4 * 4..])
}

/// An item of a section, or a member of an `impl` block (`parent`: the block's index): its
/// lines `first..=last`, attributes included, and the text it names other items in (an
/// `impl` block's is its own lines, without its members).
struct Item {
    section: usize,
    parent: Option<usize>,
    first: usize,
    last: usize,
    kind: Kind,
    text: String,
}

enum Kind {
    /// A `fn`, `struct`, `enum`, `type`, `const`, `static`, `trait`, `mod` … of this name.
    Named(String),
    /// `impl` of the type of this name (`of_trait`: `impl Trait for` it).
    Impl { ty: String, of_trait: bool },
    /// `use super::T::{a, b};` or `use super::T::a;`, no attribute: `T` and the names.
    Use(String, Vec<String>),
    /// Anything else: kept, like the binary's code.
    Root,
}

/// What the item defined on `head` is (`bare`: it has no attributes).
fn kind(head: &str, bare: bool) -> Kind {
    let t = head.trim();
    if let Some(rest) = t.strip_prefix("use super::").filter(|_| bare) {
        let list = rest.strip_suffix(';').and_then(|r| r.split_once("::"));
        if let Some((section, list)) = list {
            let group = list.strip_prefix('{').and_then(|l| l.strip_suffix('}'));
            let names: Vec<String> = group
                .unwrap_or(list)
                .split(',')
                .map(|n| n.trim().into())
                .collect();
            if is_ident(section) && names.iter().all(|n| is_ident(n) && n != "self") {
                return Kind::Use(section.into(), names);
            }
        }
    }
    let t = match t.strip_prefix("pub") {
        Some(r) if r.starts_with('(') => r[r.find(')').map_or(0, |e| e + 1)..].trim_start(),
        Some(r) if r.starts_with(' ') => r.trim_start(),
        _ => t,
    };
    let t = t.strip_prefix("unsafe ").unwrap_or(t);
    if let Some(mut r) = t.strip_prefix("impl").filter(|r| r.starts_with(['<', ' '])) {
        if r.starts_with('<') {
            let mut open = 0;
            let shut = r.char_indices().find(|&(k, c)| {
                open += (c == '<') as i32 - (c == '>' && !r[..k].ends_with('-')) as i32;
                open == 0
            });
            r = &r[shut.map_or(r.len(), |(k, _)| k + 1)..];
        }
        let of_trait = r.contains(" for ");
        let ty = r.split_once(" for ").map_or(r, |(_, ty)| ty);
        let ty = ty.trim_start().trim_start_matches('&');
        let path = &ty[..ty
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
            .unwrap_or(ty.len())];
        let ty = path.rsplit("::").next().unwrap_or("").into();
        return Kind::Impl { ty, of_trait };
    }
    const KEYWORDS: [&str; 12] = [
        "const", "static", "mut", "unsafe", "async", "fn", "struct", "enum", "union", "type",
        "trait", "mod",
    ];
    let mut rest = t;
    while KEYWORDS.contains(&&rest[..ident_len(rest)]) {
        rest = rest[ident_len(rest)..].trim_start();
    }
    match &rest[..ident_len(rest)] {
        name if rest.len() < t.len() && !name.is_empty() && name != "_" => Kind::Named(name.into()),
        _ => Kind::Root,
    }
}

/// The number of tabs `line` starts with: its depth in a lean bundle.
fn depth(line: &str) -> usize {
    line.len() - line.trim_start_matches('\t').len()
}

/// The items at depth `d` in `lines[from..to]` as (first, head, last): attributes and doc
/// comments from `first`, the item's own line `head` (at depth `d`, not in a literal:
/// `open[i]` says line `i` starts in one), up to the first line closing all the brackets
/// opened since `head` whose code ends, outside literals, with `}` or `;`, and is not
/// followed by a line starting with `.`.
fn spans(
    lines: &[String],
    open: &[bool],
    (from, to): (usize, usize),
    d: usize,
) -> Result<Vec<[usize; 3]>, String> {
    let at = |i: usize| !open[i] && depth(&lines[i]) == d;
    let (mut out, mut i, mut attributes) = (Vec::new(), from, None);
    while i < to {
        let t = lines[i].trim();
        if at(i) && (t.starts_with("#[") || t.starts_with("///")) {
            attributes.get_or_insert(i);
        } else if at(i) && !t.starts_with("//!") && !t.starts_with("#!") {
            let (mut last, mut nesting) = (i, 0);
            loop {
                let (code, in_str, opened) = scan_line(&lines[last], open[last]);
                nesting += opened;
                let code = lines[last][..code].trim_end();
                let next = lines[last + 1..to].first().map_or("", |l| l.trim_start());
                let ends = code.ends_with('}') || code.ends_with(';');
                if nesting <= 0 && !in_str && ends && !next.starts_with('.') {
                    break;
                }
                last += 1;
                if last == to {
                    return Err(format!("no `}}` or `;` ends the item `{t}`"));
                }
            }
            out.push([attributes.take().unwrap_or(i), i, last]);
            i = last;
        }
        i += 1;
    }
    Ok(out)
}

/// A bundle's sections cut into items, and what of them the binary reaches.
#[derive(Default)]
struct Reach<'a> {
    sections: Vec<&'a str>,
    items: Vec<Item>,
    /// Per section: the names of its top-level items; the names it imports, with their section.
    defined: Vec<HashSet<String>>,
    imported: Vec<HashMap<String, usize>>,
    /// Reached: the items `(section, name)`, and the words of reached text (each keeps the
    /// methods of its name in reached `impl` blocks).
    live: HashSet<(usize, String)>,
    words: HashSet<String>,
}

impl<'a> Reach<'a> {
    /// Cuts the sections (name, lean lines) into items.
    fn new(sections: &[(&'a str, Vec<String>)]) -> Result<Self, String> {
        let mut r = Reach {
            sections: sections.iter().map(|s| s.0).collect(),
            ..Reach::default()
        };
        for (section, (name, lines)) in sections.iter().enumerate() {
            let in_section = |e: String| format!("section `{name}`: {e}");
            let mut in_str = false;
            let open: Vec<bool> = lines
                .iter()
                .map(|l| {
                    let starts_in_str = in_str;
                    in_str = scan_line(l, in_str).1;
                    starts_in_str
                })
                .collect();
            let (mut defined, mut imported) = (HashSet::new(), HashMap::new());
            let item = |parent, first, last, kind, text| Item {
                section,
                parent,
                first,
                last,
                kind,
                text,
            };
            for [first, head, last] in
                spans(lines, &open, (0, lines.len()), 1).map_err(in_section)?
            {
                let kind = kind(&lines[head], first == head);
                let members = match kind {
                    Kind::Impl { .. } => {
                        // The members start after the `{` (a `where` clause may come first).
                        let brace = (head..last).find(|&i| {
                            let l = &lines[i];
                            !open[i] && l[..scan_line(l, false).0].trim_end().ends_with('{')
                        });
                        let from = brace.map_or(last, |i| i + 1);
                        spans(lines, &open, (from, last), 2).map_err(in_section)?
                    }
                    _ => Vec::new(),
                };
                let text = (first..=last)
                    .filter(|i| !members.iter().any(|m| (m[0]..=m[2]).contains(i)))
                    .map(|i| lines[i].as_str())
                    .collect();
                match &kind {
                    Kind::Named(n) => {
                        defined.insert(n.clone());
                    }
                    Kind::Use(t, names) => {
                        let t = r.sections.iter().position(|s| s == t);
                        imported.extend(names.iter().filter_map(|n| Some((n.clone(), t?))));
                    }
                    _ => {}
                }
                let parent = Some(r.items.len());
                r.items.push(item(None, first, last, kind, text));
                for [first, head, last] in members {
                    let kind = self::kind(&lines[head], true);
                    r.items.push(item(
                        parent,
                        first,
                        last,
                        kind,
                        lines[first..=last].concat(),
                    ));
                }
            }
            r.defined.push(defined);
            r.imported.push(imported);
        }
        Ok(r)
    }

    /// The section whose item `name` is where the code of section `s` says `name`.
    fn resolve(&self, s: usize, name: &str) -> Option<usize> {
        let own = self.defined[s].contains(name).then_some(s);
        own.or_else(|| self.imported[s].get(name).copied())
    }

    /// Marks as reached what `text`, in section `scope` (`None`: the binary), names: `T::n`
    /// and `T::{n, …}` for a section `T`, and each word defined in or imported into `scope`,
    /// unless it is a member (after a single `.`), a field or binding (before a single `:`)
    /// or a function being defined (after `fn `): those only `words` records, for methods.
    fn mark(&mut self, text: &str, scope: Option<usize>) {
        for (t, name) in self.sections.iter().enumerate() {
            for n in names_after(text, name) {
                self.live.insert((t, n.into()));
            }
        }
        for w in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
            let at = w.as_ptr() as usize - text.as_ptr() as usize;
            let (before, after) = (&text[..at], &text[at + w.len()..]);
            let member = before.ends_with('.') && !before.ends_with("..")
                || after.starts_with(':') && !after.starts_with("::")
                || before.ends_with("fn ");
            if let Some(t) = scope.filter(|_| !member).and_then(|s| self.resolve(s, w)) {
                self.live.insert((t, w.into()));
            }
            self.words.insert(w.into());
        }
    }

    /// Whether item `k` is reached, given the items reached so far (`on`).
    fn reached(&self, k: usize, on: &[bool]) -> bool {
        let it = &self.items[k];
        match (&it.kind, it.parent.map(|p| (on[p], &self.items[p].kind))) {
            (_, Some((false, _))) => false,
            (_, Some((true, Kind::Impl { of_trait: true, .. }))) => true,
            (Kind::Named(n), Some(_)) => self.words.contains(n),
            (_, Some(_)) | (Kind::Root, None) => true,
            (Kind::Named(n), None) => self.live.contains(&(it.section, n.clone())),
            (Kind::Impl { ty, .. }, None) => self
                .resolve(it.section, ty)
                .map_or(true, |t| self.live.contains(&(t, ty.clone()))),
            (Kind::Use(..), None) => false,
        }
    }

    /// The item `name` of section `t`, if it is one, is not reached.
    fn dropped(&self, t: Option<usize>, name: &str) -> bool {
        t.is_some_and(|t| self.defined[t].contains(name) && !self.live.contains(&(t, name.into())))
    }
}

/// Drops from the sections (name, lean lines) what the binary's lines `root` do not reach,
/// as the module doc says, and from their `use super::…` lines the items dropped.
fn prune(root: &[String], sections: &mut [(&str, Vec<String>)]) -> Result<(), String> {
    let names: Vec<&str> = sections.iter().map(|s| s.0).collect();
    // `T as x` or `T::{self as x}` for a section `T`, `T` not the end of a longer word.
    let alias = |t: &str| {
        let word = |at: usize| !t[..at].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_');
        names.iter().any(|s| {
            t.match_indices(&format!("{s} as ")).any(|(at, _)| word(at))
                || t.contains(&format!("{s}::{{self as "))
        })
    };
    for l in root.iter().chain(sections.iter().flat_map(|s| &s.1)) {
        let t = l.trim();
        if !t.starts_with("use ") || !(t.contains("super::") || t.contains("grundy::")) {
            continue;
        }
        let hides = |what: &str| format!("`{t}`: {what} of a library section hides what it uses");
        if t.contains("::*") {
            return Err(hides("a glob import") + "; name the items");
        }
        if alias(t) {
            return Err(hides("an alias") + "; name the section");
        }
    }
    let mut r = Reach::new(sections)?;
    r.mark(&root.concat(), None);
    let mut on = vec![false; r.items.len()];
    while let Some(k) = (0..on.len()).find(|&k| !on[k] && r.reached(k, &on)) {
        on[k] = true;
        let text = std::mem::take(&mut r.items[k].text);
        r.mark(&text, Some(r.items[k].section));
    }
    for (s, (_, lines)) in sections.iter_mut().enumerate() {
        let mut keep = vec![true; lines.len()];
        for (it, &on) in r.items.iter().zip(&on).filter(|(it, _)| it.section == s) {
            match &it.kind {
                Kind::Use(t, names) => {
                    let from = r.sections.iter().position(|s| s == t);
                    let kept: Vec<&str> = names
                        .iter()
                        .filter(|n| !r.dropped(from, n))
                        .map(|n| n.as_str())
                        .collect();
                    let indent = &lines[it.first][..depth(&lines[it.first])];
                    lines[it.first] = match kept[..] {
                        [] => String::new(),
                        [one] => format!("{indent}use super::{t}::{one};\n"),
                        _ => format!("{indent}use super::{t}::{{{}}};\n", kept.join(", ")),
                    };
                    keep[it.first] = !kept.is_empty();
                }
                _ if !on => keep[it.first..=it.last].fill(false),
                _ => {}
            }
        }
        let mut keep = keep.into_iter();
        lines.retain(|_| keep.next().unwrap_or(true));
    }
    Ok(())
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
        in_str = scan_line(line, in_str).1;
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
    let mut libs: Vec<(&str, Vec<String>)> = sections
        .iter()
        .filter(|s| needed.contains(&s.name))
        .map(|s| (s.name, strip(&s.lines, docs)))
        .collect();
    if !docs {
        prune(&body, &mut libs)?;
    }
    if !needed.is_empty() {
        body.push("\n#[allow(dead_code, unused_imports)]\nmod grundy {\n".into());
        for (i, (_, lines)) in libs.into_iter().enumerate() {
            if i > 0 && docs {
                body.push("\n".into());
            }
            body.extend(lines);
        }
        body.push("}\n".into());
    }
    out.extend(body);
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
