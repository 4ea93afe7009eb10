//! bundle: one judge-ready file per problem (usage: `bundle --help`; README, "Submitting to a
//! judge"): the binary, then `mod grundy { … }` with what it reaches of `lib/grundy.rs`'s
//! sections (its top-level `mod`s), so `grundy::x` and `super::x` work on every edition.
//!
//! Both files are read as Rust (syn over proc-macro2 tokens, which know their place in the
//! text). Reached are the binary and, until nothing more is, the items reached code names by
//! a path, resolved through each scope's items and `use` leaves; the `impl`s of reached types;
//! a reached trait impl's members, and an inherent one's whose name is an identifier of
//! reached code (methods are not resolved: a collision keeps both). Kept items are cut out of
//! the text by their spans; between kept tokens goes a line break with its indentation (as
//! tabs), a space or nothing, as in the text, and of the comments only the first sentence of
//! each inner doc (the summaries); with `--docs`, the text itself but doc examples. `--lean`
//! puts `tools/lean_io.rs`'s items in section `io` in place of those of the same name.

use proc_macro2::{TokenStream, TokenTree};
use std::collections::HashSet;
use std::io::Write;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::{ImplItem, Item as I, UseTree};

const USAGE: &str = "usage: bundle [--docs] [--lean] (<problem> | (<problem>… | --all) --out DIR)

Writes problems/<problem>.rs followed by `mod grundy { … }` holding what it reaches of
lib/grundy.rs: to stdout, or to DIR/<problem>.rs (--all: every problem). Comments go but
one-sentence summaries, indentation becomes tabs; --docs keeps the layout, the comments and
doc comments (not examples); --lean puts in tools/lean_io.rs's scanner, for valid input only
(an error names no location).";
/// The section `--lean` changes, and the file of its items.
const LEAN: (&str, &str) = ("io", "tools/lean_io.rs");

/// A `use` leaf: the path it imports and the name it binds (`*` for a glob).
type Leaf = (Vec<String>, String);
/// A range of a text and what stands for it (nothing: it goes).
type Edit = (Range<usize>, String);

/// A text, its tokens' byte ranges in order (a doc comment is one token), and its parse.
struct Source(String, Vec<Range<usize>>, syn::File);

fn parse(text: &str, name: &str) -> Result<Source, String> {
    let at = |e: &dyn std::fmt::Display, s: proc_macro2::Span| {
        format!("{name}:{}:{}: {e}", s.start().line, s.start().column + 1)
    };
    let ts: TokenStream = text.parse().map_err(|e: proc_macro2::LexError| at(&e, e.span()))?;
    let file = syn::parse2(ts.clone()).map_err(|e| at(&e, e.span()))?;
    let mut tokens = Vec::new();
    flatten(ts, &mut tokens);
    Ok(Source(text.into(), tokens, file))
}

/// The tokens of a doc comment (`#`, `!`, `[doc = "…"]`) all lie in the comment: kept once.
fn flatten(ts: TokenStream, out: &mut Vec<Range<usize>>) {
    let push = |out: &mut Vec<Range<usize>>, r: Range<usize>| {
        if out.last().map_or(true, |l| r.start >= l.end) {
            out.push(r);
        }
    };
    for t in ts {
        let TokenTree::Group(g) = t else {
            push(out, t.span().byte_range());
            continue;
        };
        push(out, g.span_open().byte_range());
        flatten(g.stream(), out);
        push(out, g.span_close().byte_range());
    }
}

/// Where a node is in its text, attributes and doc comments included.
fn at(node: &impl Spanned) -> Range<usize> {
    node.span().byte_range()
}

fn segments(p: &syn::Path) -> Vec<String> {
    p.segments.iter().map(|s| s.ident.to_string()).collect()
}

fn leaves(tree: &UseTree, mut path: Vec<String>, out: &mut Vec<Leaf>) {
    let (ident, name) = match tree {
        UseTree::Path(p) => {
            return leaves(&p.tree, [path, vec![p.ident.to_string()]].concat(), out)
        }
        UseTree::Group(g) => return g.items.iter().for_each(|t| leaves(t, path.clone(), out)),
        UseTree::Glob(_) => return out.push((path, "*".into())),
        UseTree::Name(n) => (&n.ident, &n.ident),
        UseTree::Rename(r) => (&r.ident, &r.rename),
    };
    path.extend((ident != "self").then(|| ident.to_string()));
    let name = (name != "self").then(|| name.to_string()).or_else(|| path.last().cloned());
    out.push((path, name.unwrap_or_default()));
}

/// What code names: its paths (`a::b::c` as segments), every identifier that may name a
/// member (path segments, methods called, identifiers in macros), its `use` leaves.
#[derive(Default)]
struct Refs {
    paths: Vec<Vec<String>>,
    words: HashSet<String>,
    uses: Vec<Leaf>,
}

impl Refs {
    fn of(visit: impl FnOnce(&mut Refs)) -> Refs {
        let mut r = Refs::default();
        visit(&mut r);
        r
    }

    fn path(&mut self, p: Vec<String>) {
        self.words.extend(p.iter().cloned());
        self.paths.extend((!p.is_empty()).then_some(p));
    }

    /// A macro's tokens: each run `a::b::c` of identifiers is a path.
    fn tokens(&mut self, ts: TokenStream) {
        let (mut path, mut colons) = (Vec::new(), 0);
        for t in ts {
            if matches!(&t, TokenTree::Punct(p) if p.as_char() == ':') {
                colons += 1;
                continue;
            } else if std::mem::take(&mut colons) != 2 {
                self.path(std::mem::take(&mut path));
            }
            match t {
                TokenTree::Ident(i) => path.push(i.to_string()),
                TokenTree::Group(g) => self.tokens(g.stream()),
                _ => {}
            }
        }
        self.path(path);
    }
}

impl<'a> Visit<'a> for Refs {
    fn visit_path(&mut self, p: &'a syn::Path) {
        self.path(segments(p));
        visit::visit_path(self, p);
    }
    fn visit_expr_method_call(&mut self, m: &'a syn::ExprMethodCall) {
        self.words.insert(m.method.to_string());
        visit::visit_expr_method_call(self, m);
    }
    fn visit_macro(&mut self, m: &'a syn::Macro) {
        self.tokens(m.tokens.clone());
        visit::visit_macro(self, m);
    }
    fn visit_item_use(&mut self, u: &'a syn::ItemUse) {
        let mut l = Vec::new();
        leaves(&u.tree, Vec::new(), &mut l);
        l.iter().for_each(|(p, _)| self.path(p.clone()));
        self.uses.extend(l);
    }
}

/// What a path names: a section, or an item of one by name.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Target {
    Section(usize),
    Item(usize, String),
}

enum Kind<'a> {
    Named(String),
    /// An `impl`: the path of its type and of its trait.
    Impl(Vec<String>, Option<Vec<String>>),
    Use(&'a UseTree),
    Root,
}

fn kind(it: &syn::Item) -> Kind<'_> {
    let name = match it {
        I::Fn(f) => &f.sig.ident,
        I::Const(c) => &c.ident,
        I::Static(s) => &s.ident,
        I::Struct(s) => &s.ident,
        I::Enum(e) => &e.ident,
        I::Union(u) => &u.ident,
        I::Type(t) => &t.ident,
        I::Mod(m) => &m.ident,
        I::Macro(syn::ItemMacro { ident: Some(i), .. }) => i,
        I::Use(u) => return Kind::Use(&u.tree),
        I::Impl(i) => {
            let ty = match &*i.self_ty {
                syn::Type::Path(p) => segments(&p.path),
                _ => vec![],
            };
            return Kind::Impl(ty, i.trait_.as_ref().map(|t| segments(&t.0)));
        }
        _ => return Kind::Root,
    };
    Some(name).filter(|n| *n != "_").map_or(Kind::Root, |n| Kind::Named(n.to_string()))
}

/// An item of a section or a member of an `impl` (`parent`: the block's index): its place,
/// kind and what it names (of an `impl`, its head: members are items).
struct Item<'a>(usize, Option<usize>, Range<usize>, Kind<'a>, Refs);

fn module(it: &syn::Item) -> Option<(&syn::ItemMod, &(syn::token::Brace, Vec<syn::Item>))> {
    let I::Mod(m) = it else { return None };
    Some((m, m.content.as_ref()?))
}

/// The library's sections and items, and what is reached of them.
#[derive(Default)]
struct Lib<'a> {
    sections: Vec<(String, &'a syn::ItemMod)>,
    items: Vec<Item<'a>>,
    /// Per scope (each section, then the binary): the names defined, the `use` leaves.
    scopes: Vec<(HashSet<String>, Vec<Leaf>)>,
    live: HashSet<Target>,
    words: HashSet<String>,
}

impl<'a> Lib<'a> {
    fn new(file: &'a syn::File) -> Self {
        let (mut sections, mut items, mut scopes) = (Vec::new(), Vec::new(), Vec::new());
        for m in &file.items {
            let Some((m, (_, content))) = module(m) else {
                continue;
            };
            let (s, mut scope) = (sections.len(), (HashSet::new(), Vec::new()));
            sections.push((m.ident.to_string(), m));
            for it in content {
                let (k, kind) = (items.len(), kind(it));
                match kind {
                    Kind::Named(ref n) => scope.0.extend([n.clone()]),
                    Kind::Use(tree) => leaves(tree, vec![], &mut scope.1),
                    _ => {}
                }
                let I::Impl(i) = it else {
                    items.push(Item(s, None, at(it), kind, Refs::of(|r| r.visit_item(it))));
                    continue;
                };
                let head = Refs::of(|r| {
                    i.attrs.iter().for_each(|a| r.visit_attribute(a));
                    r.visit_generics(&i.generics);
                    i.trait_.iter().for_each(|t| r.visit_path(&t.0));
                    r.visit_type(&i.self_ty);
                });
                items.push(Item(s, None, at(it), kind, head));
                for m in &i.items {
                    let name = match m {
                        ImplItem::Fn(f) => Some(&f.sig.ident),
                        ImplItem::Const(c) => Some(&c.ident),
                        ImplItem::Type(t) => Some(&t.ident),
                        _ => None,
                    };
                    let kind = name.map_or(Kind::Root, |n| Kind::Named(n.to_string()));
                    let refs = Refs::of(|r| r.visit_impl_item(m));
                    items.push(Item(s, Some(k), at(m), kind, refs));
                }
            }
            scopes.push(scope);
        }
        Lib { sections, items, scopes, ..Lib::default() }
    }

    fn section(&self, name: &str) -> Option<usize> {
        self.sections.iter().position(|s| s.0 == name)
    }

    /// What `path` names in scope `scope` (a section, or `sections.len()`: the binary).
    fn target(&self, scope: usize, path: &[String], depth: usize) -> Option<Target> {
        let (first, rest) = path.split_first().filter(|_| depth < 8)?;
        let ((defined, imports), root) = (&self.scopes[scope], ["super", "grundy"]);
        if first == root[(scope == self.sections.len()) as usize] {
            let s = self.section(rest.first()?)?;
            Some(rest.get(1).map_or(Target::Section(s), |n| Target::Item(s, n.clone())))
        } else if defined.contains(first) {
            Some(Target::Item(scope, first.clone()))
        } else if let Some((p, _)) = imports.iter().find(|l| &l.1 == first) {
            match (self.target(scope, p, depth + 1)?, rest.first()) {
                (Target::Section(s), Some(n)) => Some(Target::Item(s, n.clone())),
                (t, _) => Some(t),
            }
        } else {
            // Through a glob: of a section that defines it, or of an item (kept whole).
            let globs = imports.iter().filter(|l| l.1 == "*");
            globs.filter_map(|(p, _)| self.target(scope, p, depth + 1)).find_map(|t| match t {
                Target::Section(s) if !self.scopes[s].0.contains(first) => None,
                Target::Section(s) => Some(Target::Item(s, first.clone())),
                t => Some(t),
            })
        }
    }

    /// Whether what `path` names in `scope` is a dropped library item or section.
    fn dropped(&self, scope: usize, path: &[String]) -> bool {
        self.target(scope, path, 0).is_some_and(|t| !self.live.contains(&t))
    }

    fn mark(&mut self, refs: &Refs, scope: usize) {
        let found: Vec<Target> =
            refs.paths.iter().filter_map(|p| self.target(scope, p, 0)).collect();
        for t in found {
            let (Target::Section(s) | Target::Item(s, _)) = t;
            self.live.extend([Target::Section(s), t]);
        }
        self.words.extend(refs.words.iter().cloned());
    }

    /// Whether item `k` is reached, given the items reached so far (`on`).
    fn reached(&self, k: usize, on: &[bool]) -> bool {
        let (Item(s, parent, _, kind, _), live) = (&self.items[k], |t| self.live.contains(&t));
        match (kind, parent) {
            (_, Some(p)) if !on[*p] => false,
            (Kind::Named(n), Some(p)) if matches!(self.items[*p].3, Kind::Impl(_, None)) => {
                self.words.contains(n)
            }
            (Kind::Named(n), None) => live(Target::Item(*s, n.clone())),
            (Kind::Impl(ty, _), None) => {
                live(self.target(*s, ty, 0).unwrap_or(Target::Section(*s)))
            }
            (Kind::Use(_), _) => false,
            _ => live(Target::Section(*s)),
        }
    }

    /// Marks what the binary reaches, and returns which items are.
    fn reach(&mut self, bin: &syn::File) -> Result<Vec<bool>, String> {
        let r = Refs::of(|r| r.visit_file(bin));
        self.scopes.push((HashSet::new(), r.uses.clone()));
        let bad =
            |p: &&Vec<String>| p.len() > 1 && p[0] == "grundy" && self.section(&p[1]).is_none();
        if let Some(p) = r.paths.iter().find(bad) {
            let known: Vec<&str> = self.sections.iter().map(|s| s.0.as_str()).collect();
            let (bad, known) = (&p[1], known.join(", "));
            return Err(format!("names `grundy::{bad}`, but lib/grundy.rs has no section `{bad}` (sections: {known})"));
        }
        self.mark(&r, self.sections.len());
        let mut on = vec![false; self.items.len()];
        while let Some(k) = (0..on.len()).find(|&k| !on[k] && self.reached(k, &on)) {
            on[k] = true;
            let r = std::mem::take(&mut self.items[k].4);
            self.mark(&r, self.items[k].0);
        }
        Ok(on)
    }

    /// The `use` item `it` of section `s` without the leaves naming dropped items, one `use`
    /// a leaf (`None`: none goes).
    fn pruned_use(&self, s: usize, it: &Item, text: &str) -> Option<String> {
        let (Item(_, _, at_, Kind::Use(tree), _), mut l) = (it, Vec::new()) else {
            return None;
        };
        leaves(tree, vec![], &mut l);
        let head = &text[at_.start..at(*tree).start];
        let kept: Vec<String> = (l.iter().filter(|(p, _)| !self.dropped(s, p)))
            .map(|(p, n)| match p.last() {
                _ if n == "*" => format!("{head}{}::*;", p.join("::")),
                Some(last) if last == n => format!("{head}{};", p.join("::")),
                _ => format!("{head}{} as {n};", p.join("::")),
            })
            .collect();
        (kept.len() < l.len()).then(|| kept.join(" "))
    }
}

/// The first sentence of doc lines: up to a `.`, `!` or `?` outside backticks that ends the
/// text or is followed by a blank and an upper-case letter, a digit or a backtick; at most
/// the first paragraph.
fn first_sentence(doc: &[&str]) -> String {
    let para = doc.iter().map(|l| l.trim()).take_while(|l| !l.is_empty());
    let text = para.collect::<Vec<_>>().join(" ");
    let mut code = false;
    for (i, c) in text.char_indices() {
        code ^= c == '`';
        let rest = &text[i + c.len_utf8()..];
        let next = rest.strip_prefix(' ').and_then(|r| r.chars().next());
        let starts = next.is_some_and(|n| n.is_uppercase() || n.is_ascii_digit() || n == '`');
        if !code && matches!(c, '.' | '!' | '?') && (rest.is_empty() || starts) {
            return text[..=i].to_string();
        }
    }
    text
}

/// The text of `src` over `range`, token by token: `edits` (sorted, disjoint) stand for
/// their ranges; doc comments go but for `docs`, then not examples; the first inner doc
/// comment becomes a summary line unless `docs`.
fn render(src: &Source, range: Range<usize>, edits: &[Edit], docs: bool) -> String {
    let Source(text, tokens, _) = src;
    let (mut out, mut last, mut skip) = (String::new(), None, None);
    let (mut fence, mut summary, mut edits) = (false, false, edits.iter().peekable());
    let mut i = tokens.partition_point(|t| t.start < range.start);
    while let Some(t) = tokens.get(i).filter(|t| t.end <= range.end) {
        i += 1;
        let (mut at, mut piece) = (t.clone(), text[t.clone()].to_string());
        while edits.next_if(|(e, _)| e.end <= t.start).is_some() {}
        let head = piece.get(..3).unwrap_or("");
        if let Some((e, with)) = edits.peek().filter(|(e, _)| e.start <= t.start) {
            if with.is_empty() || t.start > e.start {
                skip = Some(e.end);
                continue;
            }
            (at, piece) = (e.clone(), with.clone());
            i = tokens.partition_point(|t| t.start < e.end);
        } else if ["///", "//!", "/**", "/*!"].contains(&head) {
            let line = piece[3..].trim();
            let example = fence || line.starts_with("```") || line.starts_with("# Example");
            fence ^= line.starts_with("```");
            if !docs && head == "//!" && !summary {
                let inner = tokens[i - 1..].iter().map(|t| &text[t.clone()]);
                let lines: Vec<&str> = inner.map_while(|l| l.strip_prefix("//!")).collect();
                (piece, summary) = (format!("//! {}", first_sentence(&lines)), true);
            } else if !docs || example {
                skip = Some(t.end);
                continue;
            }
        }
        if let Some(end) = last {
            let gap = &text[skip.unwrap_or(end)..at.start];
            if docs {
                out.push_str(gap);
            } else if text[end..at.start].contains('\n') {
                let line = &text[text[..at.start].rfind('\n').map_or(0, |n| n + 1)..at.start];
                let indent = &line[..line.len() - line.trim_start().len()];
                let spaces = indent.len() - indent.trim_start_matches(' ').len();
                out += &format!("\n{}{}", "\t".repeat(spaces / 4), &indent[spaces / 4 * 4..]);
            } else if !gap.is_empty() {
                out.push(' ');
            }
        }
        out.push_str(&piece);
        (last, skip) = (Some(at.end), None);
    }
    out
}

/// `lib` with `over`'s items (indented) at the end of section `name`, in place of the
/// section's items of the same name (an `impl`: of the same type and trait).
fn overlay(lib: &str, name: &str, over: &str) -> Result<String, String> {
    let key = |it: &syn::Item| match kind(it) {
        Kind::Named(n) => n,
        Kind::Impl(ty, tr) => format!("impl {ty:?} {tr:?}"),
        _ => String::new(),
    };
    let (o, l) = (parse(over, LEAN.1)?, parse(lib, "lib/grundy.rs")?);
    let keys: Vec<String> = o.2.items.iter().map(key).collect();
    if let Some(k) = keys.iter().position(String::is_empty) {
        let item = &over[at(&o.2.items[k])];
        return Err(format!("{}: not a named item nor an impl: {item}", LEAN.1));
    }
    let section = l.2.items.iter().filter_map(module).find(|m| m.0.ident == name);
    let (_, (brace, items)) =
        section.ok_or_else(|| format!("lib/grundy.rs has no section `{name}`"))?;
    let mut out = lib.to_string();
    let over: String =
        over.lines().map(|l| format!("    {l}").trim_end().to_owned() + "\n").collect();
    out.insert_str(at(&brace.span.close()).start, &over);
    for it in items.iter().rev().filter(|it| keys.contains(&key(it))) {
        out.replace_range(at(it), "");
    }
    Ok(out)
}

/// The bundle of `problem` (its source `src`) over the library text `lib`.
fn bundle(problem: &str, src: &str, lib: &str, docs: bool) -> Result<String, String> {
    let bin = parse(src, &format!("problems/{problem}.rs"))?;
    let source = parse(lib, "lib/grundy.rs")?;
    let mut lib = Lib::new(&source.2);
    let on = lib.reach(&bin.2).map_err(|e| format!("problems/{problem}.rs {e}"))?;
    let kept: Vec<usize> =
        (0..lib.sections.len()).filter(|&s| lib.live.contains(&Target::Section(s))).collect();
    let mut names: Vec<&str> = kept.iter().map(|&s| lib.sections[s].0.as_str()).collect();
    names.extend(kept.is_empty().then_some("none"));
    let mut out = format!("// {problem}: grundy bundle of {}\n", names.join(", "));
    out += &render(&bin, 0..src.len(), &[], docs);
    if kept.is_empty() {
        return Ok(out + "\n");
    }
    out += "\n\n#[allow(dead_code, unused_imports)]\nmod grundy {\n";
    for s in kept {
        let mut edits = Vec::new();
        let items = lib.items.iter().enumerate().filter(|(_, it)| it.0 == s);
        for (k, it @ Item(_, parent, at, kind, _)) in items {
            if let Some(text) = lib.pruned_use(s, it, &source.0) {
                edits.push((at.clone(), text));
            } else if !on[k] && !matches!(kind, Kind::Use(_)) && parent.map_or(true, |p| on[p]) {
                edits.push((at.clone(), String::new()));
            }
        }
        edits.sort_by_key(|e| e.0.start);
        let (m, text) = (at(lib.sections[s].1), &source.0);
        let banner = &text[text[..m.start].trim_end().rfind('\n').map_or(0, |n| n + 1)..m.start];
        if docs && banner.starts_with("// ====") {
            out += banner;
        }
        out += &render(&source, m, &edits, docs);
        out += if docs { "\n\n" } else { "\n" };
    }
    Ok(out.trim_end().to_string() + "\n}\n")
}

/// The bundle of `problem` in the repository at `root`.
fn bundle_in(root: &Path, problem: &str, lean: bool, docs: bool) -> Result<String, String> {
    let read = |p: &str| {
        let path = root.join(p);
        std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let mut lib = read("lib/grundy.rs")?;
    if lean {
        lib = overlay(&lib, LEAN.0, &read(LEAN.1)?)?;
    }
    bundle(problem, &read(&format!("problems/{problem}.rs"))?, &lib, docs)
}

/// The repository (the current directory if it holds `lib/grundy.rs`, else the one this tool
/// was built in) and its problems.
fn repo() -> (PathBuf, Vec<String>) {
    let here = Path::new("lib/grundy.rs").is_file();
    let root = PathBuf::from(if here { "." } else { concat!(env!("CARGO_MANIFEST_DIR"), "/..") });
    let files = std::fs::read_dir(root.join("problems")).into_iter().flatten().flatten();
    let names = files.filter_map(|e| Some(e.file_name().to_str()?.strip_suffix(".rs")?.into()));
    let mut names: Vec<String> = names.collect();
    names.sort();
    (root, names)
}

/// Writes the bundles `args` ask for; an error is an exit code (2: a usage error) and a line.
fn run(args: &[String]) -> Result<(), (u8, String)> {
    let ((root, known), mut problems, mut dir) = (repo(), Vec::new(), None);
    let (mut it, flag) = (args.iter(), |f: &str| args.iter().any(|a| a == f));
    let usage = |e: &str| Err((2, e.to_string()));
    while let Some(a) = it.next() {
        match a.as_str() {
            "--docs" | "--lean" | "--all" => {}
            "--out" => {
                dir = Some(PathBuf::from(it.next().ok_or((2, "--out needs a directory".into()))?))
            }
            "-h" | "--help" => {
                return writeln!(std::io::stdout(), "{USAGE}")
                    .map_err(|e| (1, format!("cannot write the output: {e}")))
            }
            s if s.starts_with('-') => return usage(&format!("unknown option {s} (see --help)")),
            s if known.iter().any(|k| k == s) => problems.push(s.to_string()),
            s => return usage(&format!("unknown problem '{s}'; known: {}", known.join(" "))),
        }
    }
    match (flag("--all"), problems.len(), &dir) {
        (true, 0, Some(_)) => problems = known,
        (true, 0, None) => return usage("--all needs --out DIR"),
        (true, ..) => return usage("--all takes no problem names"),
        (false, 0, _) => return usage("no problem given (see --help)"),
        (false, 2.., None) => return usage("several problems need --out DIR"),
        _ => {}
    }
    for p in &problems {
        let text = bundle_in(&root, p, flag("--lean"), flag("--docs")).map_err(|e| (1, e))?;
        let path = dir.as_ref().map(|d| d.join(format!("{p}.rs")));
        let done = match &path {
            None => std::io::stdout().write_all(text.as_bytes()),
            Some(path) => {
                std::fs::create_dir_all(path.parent().unwrap()).and(std::fs::write(path, &text))
            }
        };
        let shown = path.as_ref().map_or("the output".into(), |p| p.display().to_string());
        done.map_err(|e| (1, format!("cannot write {shown}: {e}")))?;
        if path.is_some() {
            let _ = writeln!(std::io::stderr(), "bundle: {shown} ({} bytes)", text.len());
        }
    }
    Ok(())
}

/// Exit 0; 2 with one `error:` line for a usage error; 1 for any other.
fn main() -> ExitCode {
    let Err((code, e)) = run(&std::env::args().skip(1).collect::<Vec<_>>()) else {
        return ExitCode::SUCCESS;
    };
    let _ = writeln!(std::io::stderr(), "error: {e}");
    ExitCode::from(code)
}

#[cfg(test)]
#[path = "../bundle_tests.rs"]
mod tests;
