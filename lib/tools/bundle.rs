//! bundle: one judge-ready `.rs` file per problem.
//!
//! ```text
//! cargo run -q --release --bin bundle -- hdu1846            # the bundle on stdout
//! cargo run -q --release --bin bundle -- --all --out DIR    # DIR/<problem>.rs for every problem
//! cargo run -q --release --bin bundle -- a b --out DIR      # only these problems
//! ```
//!
//! A bundle is a header comment, then `problems/<problem>.rs` without its `#[cfg(test)]`
//! items, then `mod grundy { … }` holding only the sections of `lib/grundy.rs` that the
//! problem uses, each without its `#[cfg(test)]` items. Judges compile it with bare
//! `rustc` (no crates): `use grundy::…` then names the local module (2018+ paths).
//!
//! - **Sections** are the top-level `mod NAME { … }` items of `lib/grundy.rs`, each with
//!   the `// ==== section: … ====` marker line and the doc comments before it.
//! - **Uses.** A problem uses section `NAME` when its code says `grundy::NAME` (also in
//!   `use grundy::{NAME, …}`); a section uses `NAME` when its code says `super::NAME`.
//!   The bundle holds the closure of these uses, in library order. Mentions inside
//!   comments and strings do not count, and neither do the stripped tests.
//! - Everything works on tokens from a small lexer that knows strings, raw strings,
//!   byte and char literals versus lifetimes, and nested or doc comments, so a `}`
//!   inside any of them never confuses the brace matching.
//! - A bundle over 64 KiB (Codeforces' source limit) is an error. Identifiers spelled
//!   `gen` (a keyword from edition 2024) are written `r#gen`, so the bundle compiles on
//!   editions 2021 and 2024 alike.
//!
//! Problems are discovered from `problems/*.rs`: a new problem needs no change here.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Codeforces' source size limit, the smallest of the judges we target.
const SIZE_LIMIT: usize = 64 * 1024;

// ---------------------------------------------------------------------------------
// Lexer
// ---------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Ident,
    Lifetime,
    /// Numbers, strings, raw strings, byte strings, chars and bytes.
    Literal,
    /// One punctuation byte (`::` is two tokens).
    Punct,
    /// Line or block comment, doc comments included.
    Comment,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
}

impl Token {
    fn text(self, src: &str) -> &str {
        &src[self.start..self.end]
    }
}

fn line_of(src: &str, pos: usize) -> usize {
    src[..pos.min(src.len())].matches('\n').count() + 1
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b >= 0x80
}

fn is_ident_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// Length in bytes of the UTF-8 character starting with byte `b`.
fn utf8_len(b: u8) -> usize {
    match b {
        0xf0..=0xff => 4,
        0xe0..=0xef => 3,
        0xc0..=0xdf => 2,
        _ => 1,
    }
}

/// If a raw string (`r"…"`, `r#"…"#`, `br…`, `cr…`) starts at `i`: its end.
fn raw_string_end(src: &str, i: usize) -> Result<Option<usize>, String> {
    let b = src.as_bytes();
    for prefix in ["r", "br", "cr"] {
        if !src[i..].starts_with(prefix) {
            continue;
        }
        let mut j = i + prefix.len();
        let hashes_start = j;
        while b.get(j) == Some(&b'#') {
            j += 1;
        }
        if b.get(j) != Some(&b'"') {
            continue;
        }
        let closing = format!("\"{}", "#".repeat(j - hashes_start));
        return match src[j + 1..].find(&closing) {
            Some(k) => Ok(Some(j + 1 + k + closing.len())),
            None => Err(format!("line {}: unterminated raw string", line_of(src, i))),
        };
    }
    Ok(None)
}

/// End of a quoted literal whose opening `quote` is at `open`: backslash escapes skip
/// the next byte.
fn quoted_end(src: &str, open: usize, quote: u8) -> Result<usize, String> {
    let b = src.as_bytes();
    let mut j = open + 1;
    while j < b.len() {
        match b[j] {
            b'\\' => j += 2,
            c if c == quote => return Ok(j + 1),
            _ => j += 1,
        }
    }
    Err(format!("line {}: unterminated literal", line_of(src, open)))
}

/// Splits Rust source into tokens (whitespace dropped, comments kept).
fn lex(src: &str) -> Result<Vec<Token>, String> {
    let b = src.as_bytes();
    let n = b.len();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < n {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let next = b.get(i + 1).copied();
        let kind;
        if c == b'/' && next == Some(b'/') {
            i = src[i..].find('\n').map_or(n, |k| i + k);
            kind = Kind::Comment;
        } else if c == b'/' && next == Some(b'*') {
            let mut depth = 0usize;
            loop {
                if i >= n {
                    return Err(format!(
                        "line {}: unterminated block comment",
                        line_of(src, start)
                    ));
                }
                if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            kind = Kind::Comment;
        } else if let Some(end) = raw_string_end(src, i)? {
            i = end;
            kind = Kind::Literal;
        } else if (c == b'b' || c == b'c') && next == Some(b'"') {
            i = quoted_end(src, i + 1, b'"')?;
            kind = Kind::Literal;
        } else if c == b'b' && next == Some(b'\'') {
            i = quoted_end(src, i + 1, b'\'')?;
            kind = Kind::Literal;
        } else if c == b'r'
            && next == Some(b'#')
            && b.get(i + 2).is_some_and(|&d| is_ident_start(d))
        {
            // A raw identifier, `r#type`.
            i += 2;
            while i < n && is_ident_continue(b[i]) {
                i += 1;
            }
            kind = Kind::Ident;
        } else if is_ident_start(c) {
            while i < n && is_ident_continue(b[i]) {
                i += 1;
            }
            kind = Kind::Ident;
        } else if c.is_ascii_digit() {
            while i < n
                && (is_ident_continue(b[i])
                    || (b[i] == b'.' && b.get(i + 1).is_some_and(|d| d.is_ascii_digit())))
            {
                i += 1;
            }
            kind = Kind::Literal;
        } else if c == b'"' {
            i = quoted_end(src, i, b'"')?;
            kind = Kind::Literal;
        } else if c == b'\'' {
            // A char literal ('x', '\n', '\'', '\u{1F600}', 'é') or a lifetime/label ('a).
            match next {
                Some(b'\\') => {
                    i = quoted_end(src, i, b'\'')?;
                    kind = Kind::Literal;
                }
                Some(d) if b.get(i + 1 + utf8_len(d)) == Some(&b'\'') => {
                    i += 2 + utf8_len(d);
                    kind = Kind::Literal;
                }
                Some(d) if is_ident_start(d) => {
                    i += 1;
                    while i < n && is_ident_continue(b[i]) {
                        i += 1;
                    }
                    kind = Kind::Lifetime;
                }
                _ => {
                    return Err(format!(
                        "line {}: a quote that starts neither a char nor a lifetime",
                        line_of(src, i)
                    ))
                }
            }
        } else {
            i += utf8_len(c);
            kind = Kind::Punct;
        }
        toks.push(Token {
            kind,
            start,
            end: i,
        });
    }
    Ok(toks)
}

fn is_outer_doc(text: &str) -> bool {
    (text.starts_with("///") && !text.starts_with("////"))
        || (text.starts_with("/**") && !text.starts_with("/***") && text != "/**/")
}

fn is_inner_doc(text: &str) -> bool {
    text.starts_with("//!") || text.starts_with("/*!")
}

/// Index of the bracket closing the one at `open` (all of `()[]{}` counted together;
/// comments carry no brackets since they are single tokens).
fn matching(src: &str, toks: &[Token], open: usize) -> Result<usize, String> {
    let mut depth = 0usize;
    for (k, t) in toks.iter().enumerate().skip(open) {
        if t.kind != Kind::Punct {
            continue;
        }
        match t.text(src) {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => {
                depth -= 1;
                if depth == 0 {
                    return Ok(k);
                }
            }
            _ => {}
        }
    }
    Err(format!(
        "line {}: unbalanced bracket",
        line_of(src, toks[open].start)
    ))
}

// ---------------------------------------------------------------------------------
// Stripping #[cfg(test)] items
// ---------------------------------------------------------------------------------

/// How the item after a `#[cfg(test)]` ends.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ends {
    /// `const`, `static`, `use`, `type`, `let`, `extern crate`: at a `;`.
    Semicolon,
    /// `fn`, `mod`, `struct`, `impl`, …: at a `;` or at the `}` of its body.
    SemicolonOrBody,
    /// A field, variant, match arm or statement: at a `,` or `;`, or before the
    /// `}` closing the enclosing block.
    Member,
}

/// Index (in `code`) of the last token of the item whose attributes end before `j`.
fn item_end(src: &str, code: &[Token], mut j: usize) -> Result<usize, String> {
    let text = |k: usize| code.get(k).map_or("", |t| t.text(src));
    let first = j;
    while text(j) == "#" && text(j + 1) == "[" {
        j = matching(src, code, j + 1)? + 1;
    }
    let mut p = j;
    if text(p) == "pub" {
        p += 1;
        if text(p) == "(" {
            p = matching(src, code, p)? + 1;
        }
    }
    loop {
        match text(p) {
            "unsafe" | "async" | "default" => p += 1,
            "extern" if code.get(p + 1).is_some_and(|t| t.kind == Kind::Literal) => p += 2,
            "const" if matches!(text(p + 1), "fn" | "unsafe" | "async" | "extern") => p += 1,
            _ => break,
        }
    }
    let ends = match text(p) {
        "const" | "static" | "use" | "type" | "let" => Ends::Semicolon,
        "extern" if text(p + 1) == "crate" => Ends::Semicolon,
        "fn" | "mod" | "struct" | "enum" | "union" | "trait" | "impl" | "macro_rules"
        | "extern" | "{" => Ends::SemicolonOrBody,
        _ => Ends::Member,
    };
    let mut depth = 0i64;
    for (q, t) in code.iter().enumerate().skip(j) {
        if t.kind != Kind::Punct {
            continue;
        }
        match t.text(src) {
            "(" | "[" | "{" => depth += 1,
            closer @ (")" | "]" | "}") => {
                depth -= 1;
                if depth < 0 {
                    if ends == Ends::Member && q > j {
                        return Ok(q - 1);
                    }
                    break;
                }
                if depth == 0 && closer == "}" && ends == Ends::SemicolonOrBody {
                    return Ok(q);
                }
            }
            ";" if depth == 0 => return Ok(q),
            "," if depth == 0 && ends == Ends::Member => return Ok(q),
            _ => {}
        }
    }
    Err(format!(
        "line {}: cannot find the end of the #[cfg(test)] item",
        line_of(src, code[first].start)
    ))
}

fn is_cfg_test(src: &str, code: &[Token], k: usize) -> bool {
    const PATTERN: [&str; 7] = ["#", "[", "cfg", "(", "test", ")", "]"];
    PATTERN
        .iter()
        .enumerate()
        .all(|(d, want)| code.get(k + d).is_some_and(|t| t.text(src) == *want))
}

/// Moves `start` (the start of token `toks[ti]`) back over the outer doc comments and
/// attributes that belong to the same item.
fn item_start(src: &str, toks: &[Token], mut ti: usize) -> usize {
    while ti > 0 {
        let prev = toks[ti - 1];
        if prev.kind == Kind::Comment && is_outer_doc(prev.text(src)) {
            ti -= 1;
            continue;
        }
        if prev.kind == Kind::Punct && prev.text(src) == "]" {
            // Find its `[`; an outer attribute has `#` right before it.
            let mut depth = 0usize;
            let mut k = ti - 1;
            let open = loop {
                let t = toks[k];
                if t.kind == Kind::Punct {
                    match t.text(src) {
                        ")" | "]" | "}" => depth += 1,
                        "(" | "[" | "{" => {
                            depth -= 1;
                            if depth == 0 {
                                break Some(k);
                            }
                        }
                        _ => {}
                    }
                }
                if k == 0 {
                    break None;
                }
                k -= 1;
            };
            match open {
                Some(o) if o > 0 && toks[o - 1].text(src) == "#" && toks[o].text(src) == "[" => {
                    ti = o - 1;
                    continue;
                }
                _ => break,
            }
        }
        break;
    }
    toks[ti].start
}

/// Widens the cut `[start, end)` to whole lines when nothing else is on them (a line
/// comment after the item goes with it), and
/// drops one blank line before it when that would leave a double blank line or a
/// blank line before a closing brace.
fn widen(src: &str, toks: &[Token], mut start: usize, mut end: usize) -> (usize, usize) {
    let line_start = src[..start].rfind('\n').map_or(0, |p| p + 1);
    if src[line_start..start].trim().is_empty() {
        start = line_start;
    }
    // A line comment right after the item, on its last line, goes with it.
    if let Some(t) = toks.iter().find(|t| t.start >= end) {
        let same_line = !src[end..t.start].contains('\n');
        if same_line && t.kind == Kind::Comment && t.text(src).starts_with("//") {
            end = t.end;
        }
    }
    let line_end = src[end..].find('\n').map_or(src.len(), |p| end + p + 1);
    if src[end..line_end].trim().is_empty() {
        end = line_end;
    }
    let whole_lines = start == line_start && (end == src.len() || src[..end].ends_with('\n'));
    if whole_lines && start > 0 {
        let prev_end = toks
            .iter()
            .rev()
            .find(|t| t.end <= start)
            .map_or(0, |t| t.end);
        let gap = &src[prev_end..start];
        if gap.matches('\n').count() >= 2 {
            let next_start = toks
                .iter()
                .find(|t| t.start >= end)
                .map_or(src.len(), |t| t.start);
            let closes = next_start == src.len() || src[next_start..].starts_with('}');
            if closes || src[end..next_start].contains('\n') {
                let blank = gap[..gap.len() - 1].rfind('\n').expect("two newlines");
                start = prev_end + blank + 1;
            }
        }
    }
    (start, end)
}

/// `src` without its `#[cfg(test)]` items (at any depth), with their doc comments and
/// other attributes.
fn strip_cfg_test(src: &str) -> Result<String, String> {
    let toks = lex(src)?;
    let code: Vec<Token> = toks
        .iter()
        .copied()
        .filter(|t| t.kind != Kind::Comment)
        .collect();
    let mut cuts = Vec::new();
    let mut k = 0;
    while k < code.len() {
        if !is_cfg_test(src, &code, k) {
            k += 1;
            continue;
        }
        let last = item_end(src, &code, k + 7)?;
        let ti = toks
            .iter()
            .position(|t| *t == code[k])
            .expect("code tokens are tokens");
        let start = item_start(src, &toks, ti);
        cuts.push(widen(src, &toks, start, code[last].end));
        k = last + 1;
    }
    let mut out = String::with_capacity(src.len());
    let mut at = 0;
    for (start, end) in cuts {
        let start = start.max(at);
        out.push_str(&src[at..start]);
        at = end.max(at);
    }
    out.push_str(&src[at..]);
    Ok(out)
}

// ---------------------------------------------------------------------------------
// Sections and uses
// ---------------------------------------------------------------------------------

/// Names mentioned as `root::NAME` (or in `root::{NAME, …}`) in the code tokens.
#[derive(Debug, Default, PartialEq, Eq)]
struct Mentions {
    names: BTreeSet<String>,
    /// `use root::*` or `use root as …`: everything may be used.
    everything: bool,
}

fn mentions(src: &str, toks: &[Token], root: &str) -> Mentions {
    let code: Vec<Token> = toks
        .iter()
        .copied()
        .filter(|t| t.kind != Kind::Comment)
        .collect();
    let text = |k: usize| code.get(k).map_or("", |t| t.text(src));
    let mut m = Mentions::default();
    for k in 0..code.len() {
        if code[k].kind != Kind::Ident || text(k) != root {
            continue;
        }
        if !(text(k + 1) == ":" && text(k + 2) == ":") {
            if k > 0 && text(k - 1) == "use" {
                m.everything = true;
            }
            continue;
        }
        let after = k + 3;
        match code.get(after) {
            Some(t) if t.kind == Kind::Ident => {
                m.names.insert(t.text(src).to_string());
            }
            Some(_) if text(after) == "*" => m.everything = true,
            Some(_) if text(after) == "{" => {
                let mut depth = 0usize;
                for q in after..code.len() {
                    match text(q) {
                        "{" | "(" | "[" => depth += 1,
                        "}" | ")" | "]" => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        "*" if depth == 1 => m.everything = true,
                        _ => {}
                    }
                    let leads = depth == 1 && matches!(text(q), "{" | ",");
                    if leads && code.get(q + 1).is_some_and(|t| t.kind == Kind::Ident) {
                        m.names.insert(text(q + 1).to_string());
                    }
                }
            }
            _ => {}
        }
    }
    m
}

#[derive(Debug)]
struct Section {
    name: String,
    /// Marker line, doc header and the `mod` item, tests stripped.
    text: String,
    /// Sections it names as `super::NAME`.
    uses: BTreeSet<String>,
}

#[derive(Debug)]
struct Library {
    /// The crate's `//!` documentation.
    doc: String,
    sections: Vec<Section>,
}

/// Splits the library into its top-level `mod` sections (tests stripped first).
fn parse_library(original: &str) -> Result<Library, String> {
    let src = strip_cfg_test(original)?;
    let toks = lex(&src)?;
    let text = |k: usize| toks.get(k).map_or("", |t| t.text(&src));
    let mut doc = String::new();
    let mut sections: Vec<Section> = Vec::new();
    let mut prelude: Option<usize> = None;
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i];
        if t.kind == Kind::Comment {
            let s = t.text(&src);
            if is_inner_doc(s) {
                if sections.is_empty() {
                    doc.push_str(s);
                    doc.push('\n');
                }
            } else if s.starts_with("// ====") {
                prelude = Some(i);
            } else if is_outer_doc(s) {
                prelude.get_or_insert(i);
            }
            i += 1;
            continue;
        }
        if text(i) == "#" && text(i + 1) == "!" {
            i = matching(&src, &toks, i + 2)? + 1;
            continue;
        }
        if text(i) == "#" && text(i + 1) == "[" {
            prelude.get_or_insert(i);
            i = matching(&src, &toks, i + 1)? + 1;
            continue;
        }
        let mut p = i;
        if text(p) == "pub" {
            p += 1;
            if text(p) == "(" {
                p = matching(&src, &toks, p)? + 1;
            }
        }
        let named_mod = text(p) == "mod"
            && toks.get(p + 1).is_some_and(|t| t.kind == Kind::Ident)
            && text(p + 2) == "{";
        if !named_mod {
            return Err(format!(
                "lib/grundy.rs line {}: a top-level item that is not a `pub mod` section \
                 (the bundler carries sections only; put it inside one)",
                line_of(&src, t.start)
            ));
        }
        let close = matching(&src, &toks, p + 2)?;
        let name = text(p + 1).trim_start_matches("r#").to_string();
        let start = toks[prelude.unwrap_or(i)].start;
        let body = &toks[p + 3..close];
        if let Some(k) = (0..body.len()).find(|&k| {
            body[k].kind == Kind::Ident
                && body[k].text(&src) == "crate"
                && body.get(k + 1).is_some_and(|t| t.text(&src) == ":")
        }) {
            return Err(format!(
                "line {}: section `{name}` says `crate::`, which breaks inside a bundle's \
                 `mod grundy`; sections name each other as `super::NAME`",
                line_of(&src, body[k].start)
            ));
        }
        let uses = mentions(&src, body, "super").names;
        sections.push(Section {
            name,
            text: src[start..toks[close].end].to_string(),
            uses,
        });
        prelude = None;
        i = close + 1;
    }
    Ok(Library { doc, sections })
}

/// The sections (in library order) reachable from `direct` through `super::` uses.
fn closure<'a>(lib: &'a Library, direct: &BTreeSet<String>) -> Vec<&'a Section> {
    let mut wanted = direct.clone();
    let mut stack: Vec<String> = direct.iter().cloned().collect();
    while let Some(name) = stack.pop() {
        if let Some(s) = lib.sections.iter().find(|s| s.name == name) {
            for u in &s.uses {
                if lib.sections.iter().any(|s| &s.name == u) && wanted.insert(u.clone()) {
                    stack.push(u.clone());
                }
            }
        }
    }
    lib.sections
        .iter()
        .filter(|s| wanted.contains(&s.name))
        .collect()
}

// ---------------------------------------------------------------------------------
// Assembling a bundle
// ---------------------------------------------------------------------------------

/// Indents every line of `src` by `pad`, except empty lines and lines that start
/// inside a string literal (indenting those would change the string).
fn indent(src: &str, pad: &str) -> Result<String, String> {
    let literals: Vec<Token> = lex(src)?
        .into_iter()
        .filter(|t| t.kind == Kind::Literal)
        .collect();
    let mut out = String::with_capacity(src.len() + src.len() / 8);
    let mut pos = 0;
    for line in src.split_inclusive('\n') {
        let in_literal = literals.iter().any(|t| t.start < pos && pos < t.end);
        if !in_literal && !line.trim().is_empty() {
            out.push_str(pad);
        }
        out.push_str(line);
        pos += line.len();
    }
    Ok(out)
}

/// Writes identifiers spelled `gen` (a keyword in edition 2024) as `r#gen`.
fn escape_gen(src: &str) -> Result<String, String> {
    let mut out = String::with_capacity(src.len());
    let mut at = 0;
    for t in lex(src)? {
        if t.kind == Kind::Ident && t.text(src) == "gen" {
            out.push_str(&src[at..t.start]);
            out.push_str("r#gen");
            at = t.end;
        }
    }
    out.push_str(&src[at..]);
    Ok(out)
}

/// The bundle of `problem` (its source `problem_src`) over `lib`.
/// Drops the `# Example` parts of doc comments (doctests are for the library's own tests,
/// and a judge has a size limit); a part ends at the next `#` heading outside a code
/// fence, or where the doc comment ends. Everything else is kept as it is.
fn drop_doc_examples(text: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    let (mut in_example, mut in_fence) = (false, false);
    for line in text.lines() {
        let t = line.trim_start();
        let doc = if t.starts_with("///") || t.starts_with("//!") {
            Some(t[3..].trim())
        } else {
            None
        };
        match doc {
            Some(content) if content == "# Example" || content == "# Examples" => {
                // Drop the blank doc line that separated it from what came before.
                if out.last().map(|l| l.trim()) == Some(&t[..3]) {
                    out.pop();
                }
                in_example = true;
                in_fence = false;
            }
            Some(content) if in_example => {
                if content.starts_with("```") {
                    in_fence = !in_fence;
                } else if !in_fence && content.starts_with("# ") {
                    in_example = false;
                    out.push(line);
                }
            }
            _ => {
                in_example &= doc.is_some();
                out.push(line);
            }
        }
    }
    let mut joined = out.join("\n");
    if text.ends_with('\n') {
        joined.push('\n');
    }
    joined
}

fn bundle(problem: &str, problem_src: &str, lib: &Library) -> Result<String, String> {
    let at = |e: String| format!("problems/{problem}.rs: {e}");
    let body = strip_cfg_test(problem_src).map_err(at)?;
    let toks = lex(&body).map_err(at)?;
    let used = mentions(&body, &toks, "grundy");
    let known: Vec<&str> = lib.sections.iter().map(|s| s.name.as_str()).collect();
    let direct: BTreeSet<String> = if used.everything {
        known.iter().map(|s| s.to_string()).collect()
    } else {
        used.names
    };
    if let Some(bad) = direct.iter().find(|n| !known.contains(&n.as_str())) {
        return Err(at(format!(
            "uses grundy::{bad}, but lib/grundy.rs has no section `{bad}` (sections: {})",
            known.join(", ")
        )));
    }
    let sections = closure(lib, &direct);
    let names: Vec<&str> = sections.iter().map(|s| s.name.as_str()).collect();

    let listed = if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// {problem}: one-file submission from grundy (exact solvers for impartial games).\n\
         // problems/{problem}.rs, then `mod grundy` with the library sections it uses, tests\n\
         // and doc examples stripped. Sections: {listed}.\n\
         // Made by `cargo run --release --bin bundle -- {problem}`: edit the sources, not this.\n\
         // Needs only std: bare `rustc` 1.70 or newer, edition 2021 or 2024.\n"
    );
    out.push_str(body.trim_end());
    out.push('\n');
    if !sections.is_empty() {
        out.push_str("\n// The library sections this program uses (from lib/grundy.rs).\n");
        out.push_str("#[allow(dead_code, unused_imports, unused_macros)]\nmod grundy {\n");
        let mut inner = lib.doc.clone();
        for s in &sections {
            if !inner.is_empty() {
                inner.push('\n');
            }
            inner.push_str(drop_doc_examples(&s.text).trim_end());
            inner.push('\n');
        }
        out.push_str(&indent(&inner, "    ").map_err(at)?);
        out.push_str("}\n");
    }
    let out = escape_gen(&out).map_err(at)?;
    if out.len() > SIZE_LIMIT {
        return Err(format!(
            "the bundle of {problem} is {} bytes, over the {SIZE_LIMIT}-byte (64 KiB) limit of \
             Codeforces (sections: {listed})",
            out.len()
        ));
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------

const USAGE: &str = "\
usage: bundle <problem>                   print the bundle of problems/<problem>.rs
       bundle <problem>... --out DIR      write DIR/<problem>.rs for each
       bundle --all --out DIR             write DIR/<problem>.rs for every problem
options: --root DIR   the project (problems/, lib/grundy.rs); default: where bundle was built";

/// A failure: the message (printed after `error: `) and the exit code.
type Failure = (String, u8);

fn read(path: &Path) -> Result<String, Failure> {
    std::fs::read_to_string(path).map_err(|e| (format!("cannot read {}: {e}", path.display()), 1))
}

fn problems_in(root: &Path) -> Result<Vec<String>, Failure> {
    let dir = root.join("problems");
    let entries =
        std::fs::read_dir(&dir).map_err(|e| (format!("cannot list {}: {e}", dir.display()), 1))?;
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            name.strip_suffix(".rs").map(str::to_string)
        })
        .collect();
    names.sort();
    Ok(names)
}

/// Writes to stdout; a closed pipe is an error, not a panic.
fn emit(bytes: &[u8]) -> Result<(), Failure> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(|e| (format!("cannot write standard output: {e}"), 1))
}

fn run(args: &[String]) -> Result<(), Failure> {
    let mut root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut all = false;
    let mut out_dir: Option<PathBuf> = None;
    let mut wanted: Vec<String> = Vec::new();
    let mut k = 0;
    while k < args.len() {
        match args[k].as_str() {
            "-h" | "--help" => {
                return emit(format!("{USAGE}\n").as_bytes());
            }
            "--all" => all = true,
            "--root" => {
                k += 1;
                let dir = args
                    .get(k)
                    .ok_or(("--root needs a directory".to_string(), 2))?;
                root = PathBuf::from(dir);
            }
            "--out" => {
                k += 1;
                let dir = args
                    .get(k)
                    .ok_or(("--out needs a directory".to_string(), 2))?;
                out_dir = Some(PathBuf::from(dir));
            }
            a if a.starts_with('-') => return Err((format!("unknown option {a} (see --help)"), 2)),
            a => wanted.push(a.to_string()),
        }
        k += 1;
    }
    let known = problems_in(&root)?;
    if all {
        if !wanted.is_empty() {
            return Err(("--all takes no problem names".to_string(), 2));
        }
        wanted = known.clone();
    }
    if wanted.is_empty() {
        return Err((
            "name a problem, or --all --out DIR (see --help)".to_string(),
            2,
        ));
    }
    for p in &wanted {
        if !known.contains(p) {
            return Err((
                format!("unknown problem '{p}'; known: {}", known.join(" ")),
                2,
            ));
        }
    }
    let lib = parse_library(&read(&root.join("lib/grundy.rs"))?)
        .map_err(|e| (format!("lib/grundy.rs: {e}"), 1))?;
    let Some(dir) = out_dir else {
        if wanted.len() > 1 {
            return Err(("several problems need --out DIR".to_string(), 2));
        }
        let p = &wanted[0];
        let text =
            bundle(p, &read(&root.join(format!("problems/{p}.rs")))?, &lib).map_err(|e| (e, 1))?;
        return emit(text.as_bytes());
    };
    std::fs::create_dir_all(&dir)
        .map_err(|e| (format!("cannot create {}: {e}", dir.display()), 1))?;
    let mut failures = 0;
    for p in &wanted {
        let src = read(&root.join(format!("problems/{p}.rs")))?;
        match bundle(p, &src, &lib) {
            Ok(text) => {
                let path = dir.join(format!("{p}.rs"));
                std::fs::write(&path, &text)
                    .map_err(|e| (format!("cannot write {}: {e}", path.display()), 1))?;
                emit(format!("{}  {} bytes\n", path.display(), text.len()).as_bytes())?;
            }
            Err(e) => {
                eprintln!("error: {e}");
                failures += 1;
            }
        }
    }
    if failures > 0 {
        return Err((format!("{failures} bundle(s) failed"), 1));
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err((msg, code)) => {
            eprintln!("error: {msg}");
            ExitCode::from(code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(src: &str) -> Vec<(Kind, &str)> {
        lex(src)
            .unwrap()
            .into_iter()
            .map(|t| (t.kind, t.text(src)))
            .collect()
    }

    #[test]
    fn drops_doc_examples_only() {
        let src = "/// Sum.\n///\n/// # Example\n/// ```\n/// # use x;\n/// assert!(f());\n/// ```\n///\n/// # Panics\n/// Never.\npub fn f() -> bool {\n    // # Example in a comment stays\n    true\n}\n    /// # Examples\n    /// ```\n    /// g();\n    /// ```\n    pub fn g() {}\n";
        assert_eq!(
            drop_doc_examples(src),
            "/// Sum.\n/// # Panics\n/// Never.\npub fn f() -> bool {\n    // # Example in a comment stays\n    true\n}\n    pub fn g() {}\n"
        );
    }

    #[test]
    fn lexes_literals_lifetimes_and_comments() {
        use Kind::*;
        let src = r####"fn f<'a>(x: &'a str) -> char { '}' } 'b' b'{' '\'' '\\' '\u{7d}' 'é'
            "}\"" r"}" r#"}"# br##"}"#"## c"{" b"}" r#type 1.5e3 0x7d t.0 x..y
            // } line
            /* { /* } */ { */ /// {doc
            'outer: loop {}"####;
        let got = texts(src);
        let lits: Vec<&str> = got.iter().filter(|t| t.0 == Literal).map(|t| t.1).collect();
        assert_eq!(
            lits,
            [
                "'}'",
                "'b'",
                "b'{'",
                "'\\''",
                "'\\\\'",
                "'\\u{7d}'",
                "'é'",
                "\"}\\\"\"",
                "r\"}\"",
                "r#\"}\"#",
                "br##\"}\"#\"##",
                "c\"{\"",
                "b\"}\"",
                "1.5e3",
                "0x7d",
                "0"
            ]
        );
        let lifetimes: Vec<&str> = got
            .iter()
            .filter(|t| t.0 == Lifetime)
            .map(|t| t.1)
            .collect();
        assert_eq!(lifetimes, ["'a", "'a", "'outer"]);
        let comments: Vec<&str> = got.iter().filter(|t| t.0 == Comment).map(|t| t.1).collect();
        assert_eq!(comments, ["// } line", "/* { /* } */ { */", "/// {doc"]);
        assert!(got.contains(&(Ident, "r#type")));
        // Braces outside literals and comments: `{ }` of f, `{}` of the loop.
        let braces: String = got
            .iter()
            .filter(|t| t.0 == Punct && (t.1 == "{" || t.1 == "}"))
            .map(|t| t.1)
            .collect();
        assert_eq!(braces, "{}{}");
        assert!(lex("\"open").is_err());
        assert!(lex("/* open").is_err());
        assert!(lex("r#\"open\"").is_err());
    }

    #[test]
    fn strips_test_modules_with_tricky_contents() {
        let src = r####"pub fn kept() -> u8 {
    1
}

#[cfg(test)]
mod tests {
    fn f<'a>(x: &'a str) -> &'a str { x }
    const C: char = '}';
    const D: char = '{';
    const Q: char = '\'';
    const B: u8 = b'}';
    const S: &str = "}}} \" {";
    const R: &str = r#"}"{"#;
    // } a comment with a brace
    /* { nested /* } */ */
    /// doc with }
    #[test]
    fn t() { let _ = 'l: loop { break 'l; }; }
}

pub fn also_kept() {}
"####;
        let got = strip_cfg_test(src).unwrap();
        assert_eq!(
            got,
            "pub fn kept() -> u8 {\n    1\n}\n\npub fn also_kept() {}\n"
        );
    }

    #[test]
    fn strips_every_kind_of_test_item_and_keeps_the_rest() {
        let src = "\
mod a {
    use std::fmt;
    #[cfg(test)]
    use std::collections::HashMap;
    #[cfg(test)] const N: usize = { 3 };
    /// Only for tests.
    #[cfg(test)]
    #[derive(Debug)]
    struct Helper { x: [u8; 2] }
    #[cfg(not(test))]
    pub fn real() {}
    #[cfg(test)]
    struct Tuple(u8);
    pub struct S {
        pub a: u8,
        #[cfg(test)]
        pub b: u8,
    }
    impl S {
        #[cfg(test)]
        fn only_test<T: Into<u8>, U>(&self) where T: Copy {}
        pub fn kept(&self) {}
    }
    #[cfg(test)]
    mod tests;
}
";
        let got = strip_cfg_test(src).unwrap();
        let want = "\
mod a {
    use std::fmt;
    #[cfg(not(test))]
    pub fn real() {}
    pub struct S {
        pub a: u8,
    }
    impl S {
        pub fn kept(&self) {}
    }
}
";
        assert_eq!(got, want);
        // The field without a trailing comma, before the closing brace.
        assert_eq!(
            strip_cfg_test("struct S { a: u8, #[cfg(test)] b: u8 }").unwrap(),
            "struct S { a: u8,  }"
        );
        // Inner attributes before the item stay.
        assert_eq!(
            strip_cfg_test("mod m {\n    #![allow(x)]\n    #[cfg(test)]\n    fn t() {}\n}\n")
                .unwrap(),
            "mod m {\n    #![allow(x)]\n}\n"
        );
        assert_eq!(
            strip_cfg_test("no tests here\n").unwrap(),
            "no tests here\n"
        );
        assert!(strip_cfg_test("#[cfg(test)] mod t {").is_err());
    }

    #[test]
    fn look_alikes_in_strings_and_comments_are_not_attributes() {
        let src = "\
fn f() -> &'static str {
    // #[cfg(test)] mod x {
    /* #[cfg(test)] */
    \"#[cfg(test)] mod y {\"
}
/** Outer block doc with a brace { */
#[derive(Debug)]
#[cfg(test)]
struct OnlyInTests;
#[cfg(test)]
fn last() {}";
        let got = strip_cfg_test(src).unwrap();
        assert_eq!(
            got,
            "\
fn f() -> &'static str {
    // #[cfg(test)] mod x {
    /* #[cfg(test)] */
    \"#[cfg(test)] mod y {\"
}
"
        );
        // A line comment after the item, on its last line, goes with it.
        assert_eq!(
            strip_cfg_test("a();\n#[cfg(test)] mod t { } // end of t\nb(); // b\n").unwrap(),
            "a();\nb(); // b\n"
        );
        // Spacing inside the attribute does not matter; `cfg(not(test))` is not a match.
        assert_eq!(
            strip_cfg_test("# [ cfg ( test ) ] fn t() {}\n#[cfg(not(test))] fn n() {}\n").unwrap(),
            "#[cfg(not(test))] fn n() {}\n"
        );
    }

    /// A library with four sections: `a` uses `b` (nested and grouped paths), `b` uses
    /// `c`, `d` is used by nobody but `a`'s tests, and comments and strings that look
    /// like uses do not count.
    const LIB: &str = r#"//! Fixture library.
//! Second line.

// ==== section: a ====

/// Section a.
pub mod a {
    use super::{b::one, b};
    pub fn two() -> u32 { one() + b::one() }
    mod inner {
        pub fn three() -> u32 { super::super::b::one() * 3 }
    }
    pub fn three() -> u32 { inner::three() }

    #[cfg(test)]
    mod tests {
        use super::super::d;
        #[test]
        fn t() { assert_eq!(super::two(), d::two()); }
    }
}

// ==== section: b ====

/// Section b, see [`super::d`]: "super::d" is in a string.
#[allow(clippy::all)]
pub mod b {
    pub fn one() -> u32 { super::c::ONE }
    pub fn say() -> &'static str { "super::d" }
}

// ==== section: empty placeholder ====

// ==== section: c ====

/// Section c.
pub mod c {
    pub const ONE: u32 = 1;
}

// ==== section: d ====

/// Section d.
pub mod d {
    pub fn two() -> u32 { 2 }
}

// ==== end of sections ====
"#;

    #[test]
    fn discovers_sections_and_their_uses() {
        let lib = parse_library(LIB).unwrap();
        let names: Vec<&str> = lib.sections.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "c", "d"]);
        let uses: Vec<Vec<&str>> = lib
            .sections
            .iter()
            .map(|s| s.uses.iter().map(|u| u.as_str()).collect())
            .collect();
        assert_eq!(uses, [vec!["b", "super"], vec!["c"], vec![], vec![]]);
        assert_eq!(lib.doc, "//! Fixture library.\n//! Second line.\n");
        let a = &lib.sections[0].text;
        assert!(a.starts_with("// ==== section: a ====\n\n/// Section a.\npub mod a {"));
        assert!(
            a.ends_with("pub fn three() -> u32 { inner::three() }\n}"),
            "{a}"
        );
        let b = &lib.sections[1].text;
        assert!(b.starts_with("// ==== section: b ====\n\n/// Section b"));
        assert!(b.contains("#[allow(clippy::all)]\npub mod b {"));
        assert!(lib.sections[2]
            .text
            .starts_with("// ==== section: c ====\n\n/// Section c."));
        assert!(parse_library("pub fn loose() {}\n").is_err());
        let err = parse_library("pub mod a {\n    pub(crate) fn f() { crate::b::g() }\n}\n");
        assert!(err
            .unwrap_err()
            .contains("line 2: section `a` says `crate::`"));
        assert!(
            parse_library("pub mod a { macro_rules! m { () => { $crate::b::g() } } }").is_err()
        );
    }

    #[test]
    fn dependency_closure_follows_super_transitively() {
        let lib = parse_library(LIB).unwrap();
        let names = |set: &[&str]| -> Vec<String> {
            let direct = set.iter().map(|s| s.to_string()).collect();
            closure(&lib, &direct)
                .iter()
                .map(|s| s.name.clone())
                .collect()
        };
        assert_eq!(names(&["a"]), ["a", "b", "c"]);
        assert_eq!(names(&["b"]), ["b", "c"]);
        assert_eq!(names(&["d", "c"]), ["c", "d"]);
        assert!(names(&[]).is_empty());
    }

    #[test]
    fn binary_uses_come_from_code_only() {
        let src = r#"//! Uses grundy::d in a doc comment only.
use grundy::{a::{two, three}, c};
use std::io::Write;
fn main() {
    let grundy = "grundy::d";
    println!("{} {} {}", two(), three(), grundy::b::say());
}
#[cfg(test)]
mod tests {
    use grundy::d::two;
}
"#;
        let lib = parse_library(LIB).unwrap();
        let out = bundle("fixture", src, &lib).unwrap();
        assert!(!out.contains("mod tests"));
        assert!(out.contains("mod grundy {\n    //! Fixture library.\n"));
        for (name, present) in [("a", true), ("b", true), ("c", true), ("d", false)] {
            assert_eq!(
                out.contains(&format!("    pub mod {name} {{")),
                present,
                "{name}"
            );
        }
        assert!(out.contains("// and doc examples stripped. Sections: a, b, c.\n"));
        let glob = mentions("use grundy::*;", &lex("use grundy::*;").unwrap(), "grundy");
        assert!(glob.everything);
        let alias = "use grundy as g;";
        assert!(mentions(alias, &lex(alias).unwrap(), "grundy").everything);
        let err = bundle("bad", "use grundy::zz::x;", &lib).unwrap_err();
        assert!(err.contains("no section `zz`"), "{err}");
        // A problem using no section gets no `mod grundy`.
        let plain = bundle("plain", "fn main() {}\n", &lib).unwrap();
        assert!(!plain.contains("mod grundy {"));
    }

    #[test]
    fn indentation_spares_multiline_strings_and_gen_is_escaped() {
        let src = "fn f() -> &'static str {\n    \"a\n  b\"\n}\n\nfn gen() {}\n";
        assert_eq!(
            indent(src, "  ").unwrap(),
            "  fn f() -> &'static str {\n      \"a\n  b\"\n  }\n\n  fn gen() {}\n"
        );
        assert_eq!(
            escape_gen("fn gen() { let generic = \"gen\"; gen() } // gen").unwrap(),
            "fn r#gen() { let generic = \"gen\"; r#gen() } // gen"
        );
    }

    #[test]
    fn oversized_bundles_are_refused() {
        let lib = parse_library(LIB).unwrap();
        let big = format!("fn main() {{}}\n// {}\n", "x".repeat(SIZE_LIMIT));
        let err = bundle("big", &big, &lib).unwrap_err();
        assert!(err.contains("64 KiB"), "{err}");
    }

    /// The real library: every problem bundles, and hdu1846 carries exactly io and bash.
    #[test]
    fn real_problems_bundle() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let lib = parse_library(&read(&root.join("lib/grundy.rs")).unwrap()).unwrap();
        for p in problems_in(root).unwrap() {
            let src = read(&root.join(format!("problems/{p}.rs"))).unwrap();
            let out = bundle(&p, &src, &lib).unwrap();
            assert!(!out.contains("#[cfg(test)]"), "{p}");
            if p == "hdu1846" {
                let mods: Vec<&str> = out
                    .lines()
                    .filter_map(|l| l.strip_prefix("    pub mod "))
                    .collect();
                assert_eq!(mods, ["io {", "bash {"]);
            }
        }
    }
}
