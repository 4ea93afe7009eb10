//! bundle: one judge-ready file per problem (usage: `bundle --help`).
//!
//! A bundle is a header line, the binary, then `mod grundy { … }` with the sections (top-level
//! `mod`s) of `lib/grundy.rs` it needs, in library order: `grundy::x` in the binary and
//! `super::x` in the sections work on every edition. Both files are read as Rust (syn over
//! proc-macro2 tokens, which know their place in the text).
//!
//! - **Reached** are the binary and, until nothing more is, the items reached code names by a
//!   path (a name defined or imported in its scope, an alias of a section too, or
//!   `section::name`); the `impl`s of reached types; a reached trait impl's members, and an
//!   inherent one's whose name is an identifier in reached code (a path segment, a method
//!   called, a macro's tokens: methods are not resolved, a collision keeps both). A section
//!   stays when anything in it is named, with its items that name nothing (a trait, a macro
//!   call) and its `use`s less the names of dropped items.
//! - **Cutting.** A kept item is its text from its first attribute to its last token. Comments
//!   and doc comments go but the first sentence of the binary's and of each section's inner
//!   doc; between two tokens stays a line break with its indentation (as tabs), one space or
//!   nothing, as in the text; literals are untouched. `--docs` keeps the text between kept
//!   tokens (layout, comments, banners) and the doc comments but examples. `--lean` puts the
//!   items of `tools/lean_io.rs` in section `io`, in place of those of the same name (an
//!   `impl`: of the same type and trait).
//!
//! `run_tests.sh` checks sizes, editions 2015–2024 and behaviour against the cargo-built
//! binaries; `bundle_tests.rs` keeps README.md's size table true.

use proc_macro2::{TokenStream, TokenTree};
use std::collections::HashSet;
use std::io::Write;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::{ImplItem, Item as I, UseTree};

const USAGE: &str = "usage: bundle [--docs] [--lean] <problem>
       bundle [--docs] [--lean] (<problem>… | --all) --out DIR";
const HELP: &str =
    "Writes problems/<problem>.rs followed by `mod grundy { … }` holding what it reaches of
lib/grundy.rs: to stdout, or to DIR/<problem>.rs with --out DIR (--all: every problem).
Comments go but one-sentence summaries, indentation becomes tabs; --docs keeps the layout,
comments and doc comments (not examples); --lean puts in tools/lean_io.rs's scanner, which
reads valid input only and locates no error.";
/// The section `--lean` changes, and the file of its items.
const LEAN: (&str, &str) = ("io", "tools/lean_io.rs");

/// A `use` leaf: the path it imports and the name it binds (`*` for a glob).
type Leaf = (Vec<String>, String);
type Edit = (Range<usize>, String);

/// A text, its tokens' byte ranges in order (a doc comment is one token) and its parse.
struct Source {
    text: String,
    tokens: Vec<Range<usize>>,
    file: syn::File,
}

fn parse(text: &str, name: &str) -> Result<Source, String> {
    let at = |e: &dyn std::fmt::Display, s: proc_macro2::Span| {
        format!("{name}:{}:{}: {e}", s.start().line, s.start().column + 1)
    };
    let ts: TokenStream = text
        .parse()
        .map_err(|e: proc_macro2::LexError| at(&e, e.span()))?;
    let file = syn::parse2(ts.clone()).map_err(|e| at(&e, e.span()))?;
    let mut tokens = Vec::new();
    flatten(ts, &mut tokens);
    Ok(Source {
        text: text.into(),
        tokens,
        file,
    })
}

/// The tokens of a doc comment (`#`, `!`, `[doc = "…"]`) all lie in the comment: kept once.
fn flatten(ts: TokenStream, out: &mut Vec<Range<usize>>) {
    fn push(out: &mut Vec<Range<usize>>, r: Range<usize>) {
        if out.last().map_or(true, |l| r.start >= l.end) {
            out.push(r);
        }
    }
    for t in ts {
        if let TokenTree::Group(g) = t {
            push(out, g.span_open().byte_range());
            flatten(g.stream(), out);
            push(out, g.span_close().byte_range());
        } else {
            push(out, t.span().byte_range());
        }
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
            path.push(p.ident.to_string());
            return leaves(&p.tree, path, out);
        }
        UseTree::Group(g) => return g.items.iter().for_each(|t| leaves(t, path.clone(), out)),
        UseTree::Glob(_) => return out.push((path, "*".into())),
        UseTree::Name(n) => (&n.ident, &n.ident),
        UseTree::Rename(r) => (&r.ident, &r.rename),
    };
    if ident != "self" {
        path.push(ident.to_string());
    }
    let name = if name == "self" {
        path.last().cloned()
    } else {
        Some(name.to_string())
    };
    out.push((path, name.unwrap_or_default()));
}

/// What code names: its paths (`a::b::c` as segments) and every identifier that may name a
/// member (path segments, methods called, identifiers in macros).
#[derive(Default)]
struct Refs {
    paths: Vec<Vec<String>>,
    words: HashSet<String>,
    uses: Vec<Leaf>,
}

impl Refs {
    fn path(&mut self, p: Vec<String>) {
        if !p.is_empty() {
            self.words.extend(p.iter().cloned());
            self.paths.push(p);
        }
    }

    /// A macro's tokens: each run `a::b::c` of identifiers is a path.
    fn tokens(&mut self, ts: TokenStream) {
        let (mut path, mut colons) = (Vec::new(), 0);
        for t in ts {
            if matches!(&t, TokenTree::Punct(p) if p.as_char() == ':') {
                colons += 1;
                continue;
            }
            if colons != 2 {
                self.path(std::mem::take(&mut path));
            }
            colons = 0;
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
            let ty = if let syn::Type::Path(p) = &*i.self_ty {
                segments(&p.path)
            } else {
                vec![]
            };
            return Kind::Impl(ty, i.trait_.as_ref().map(|t| segments(&t.0)));
        }
        _ => return Kind::Root,
    };
    if name == "_" {
        return Kind::Root;
    }
    Kind::Named(name.to_string())
}

/// An item of a section or a member of an `impl` (`parent`: the block's index): its place,
/// kind and what it names (of an `impl`, its head: members are items).
struct Item<'a>(usize, Option<usize>, Range<usize>, Kind<'a>, Refs);

fn refs(visit: impl FnOnce(&mut Refs)) -> Refs {
    let mut r = Refs::default();
    visit(&mut r);
    r
}

/// The library's sections and items, and what is reached of them.
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
            let I::Mod(m) = m else { continue };
            let Some((_, content)) = &m.content else {
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
                    items.push(Item(s, None, at(it), kind, refs(|r| r.visit_item(it))));
                    continue;
                };
                let head = refs(|r| {
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
                    items.push(Item(
                        s,
                        Some(k),
                        at(m),
                        kind,
                        refs(|r| r.visit_impl_item(m)),
                    ));
                }
            }
            scopes.push(scope);
        }
        let (live, words) = (HashSet::new(), HashSet::new());
        Lib {
            sections,
            items,
            scopes,
            live,
            words,
        }
    }

    fn section(&self, name: &str) -> Option<usize> {
        self.sections.iter().position(|s| s.0 == name)
    }

    /// What `path` names in scope `scope` (a section, or `sections.len()`: the binary).
    fn target(&self, scope: usize, path: &[String], depth: usize) -> Option<Target> {
        let (first, rest) = path.split_first().filter(|_| depth < 8)?;
        let root = if scope < self.sections.len() {
            "super"
        } else {
            "grundy"
        };
        if first == root {
            let s = self.section(rest.first()?)?;
            return Some(
                rest.get(1)
                    .map_or(Target::Section(s), |n| Target::Item(s, n.clone())),
            );
        }
        let (defined, imports) = &self.scopes[scope];
        if defined.contains(first) {
            return Some(Target::Item(scope, first.clone()));
        }
        let (p, _) = imports.iter().find(|l| &l.1 == first)?;
        match (self.target(scope, p, depth + 1)?, rest.first()) {
            (Target::Section(s), Some(n)) => Some(Target::Item(s, n.clone())),
            (t, _) => Some(t),
        }
    }

    /// Whether what `path` names in `scope` is a dropped library item or section.
    fn dropped(&self, scope: usize, path: &[String]) -> bool {
        self.target(scope, path, 0)
            .is_some_and(|t| !self.live.contains(&t))
    }

    fn mark(&mut self, refs: &Refs, scope: usize) {
        for p in &refs.paths {
            if let Some(t) = self.target(scope, p, 0) {
                if let Target::Item(s, _) = t {
                    self.live.insert(Target::Section(s));
                }
                self.live.insert(t);
            }
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
        let r = refs(|r| r.visit_file(bin));
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

    /// Pushes the edits that drop from a `use` tree of section `s` the leaves naming dropped
    /// items; true if all of it goes.
    fn prune_use(
        &self,
        s: usize,
        tree: &UseTree,
        path: Vec<String>,
        edits: &mut Vec<Edit>,
    ) -> bool {
        let mut l = Vec::new();
        leaves(tree, path.clone(), &mut l);
        if l.iter().all(|(p, _)| self.dropped(s, p)) {
            return true;
        }
        match tree {
            UseTree::Path(p) => {
                let path = [path, vec![p.ident.to_string()]].concat();
                self.prune_use(s, &p.tree, path, edits);
            }
            // A dropped element goes with what separates it from the next; a run of them
            // at the end, with what separates it from the last element kept.
            UseTree::Group(g) => {
                let v: Vec<(Range<usize>, bool, usize)> = (g.items.pairs())
                    .map(|p| {
                        let (t, end) = (p.value(), p.punct().map(|c| at(*c).end));
                        let gone = self.prune_use(s, t, path.clone(), edits);
                        (at(*t), gone, end.unwrap_or(at(*t).end))
                    })
                    .collect();
                let last = v.iter().rposition(|e| !e.1).unwrap_or(0);
                for (i, (r, ..)) in v.iter().enumerate().filter(|(i, e)| e.1 && *i < last) {
                    edits.push((r.start..v[i + 1].0.start, String::new()));
                }
                if last + 1 < v.len() {
                    edits.push((v[last].0.end..v[v.len() - 1].2, String::new()));
                }
            }
            _ => {}
        }
        false
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
/// their text (empty: dropped); doc comments go but for `docs`, then not examples; the first
/// inner doc comment becomes a summary line unless `docs`.
fn render(src: &Source, range: Range<usize>, edits: &[Edit], docs: bool) -> String {
    let text = &src.text;
    let (mut out, mut last, mut skip) = (String::new(), None, None);
    let (mut fence, mut summary) = (false, false);
    let mut edits = edits.iter().peekable();
    let mut i = src.tokens.partition_point(|t| t.start < range.start);
    while let Some(t) = src.tokens.get(i).filter(|t| t.end <= range.end) {
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
            i = src.tokens.partition_point(|t| t.start < e.end);
        } else if ["///", "//!", "/**", "/*!"].contains(&head) {
            let line = piece[3..].trim();
            let example = fence || line.starts_with("```") || line.starts_with("# Example");
            fence ^= line.starts_with("```");
            if !docs && head == "//!" && !summary {
                let inner = src.tokens[i - 1..].iter().map(|t| &text[t.clone()]);
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
        Kind::Named(n) => Some(n),
        Kind::Impl(ty, tr) => Some(format!("impl {ty:?} {tr:?}")),
        _ => None,
    };
    let o = parse(over, LEAN.1)?;
    let keys: Vec<String> = o.file.items.iter().filter_map(key).collect();
    if let Some(u) = o.file.items.iter().find(|it| key(it).is_none()) {
        return Err(format!(
            "{}: not a named item or an impl: {}",
            LEAN.1,
            &over[at(u)]
        ));
    }
    let l = parse(lib, "lib/grundy.rs")?;
    let section = l.file.items.iter().find_map(|it| match it {
        I::Mod(m) if m.ident == name => m.content.as_ref(),
        _ => None,
    });
    let (brace, items) = section.ok_or_else(|| format!("lib/grundy.rs has no section `{name}`"))?;
    let mut out = lib.to_string();
    let indent = |l: &str| {
        if l.is_empty() {
            "\n".into()
        } else {
            format!("    {l}\n")
        }
    };
    out.insert_str(
        at(&brace.span.close()).start,
        &over.lines().map(indent).collect::<String>(),
    );
    for it in items.iter().rev() {
        if key(it).is_some_and(|k| keys.contains(&k)) {
            out.replace_range(at(it), "");
        }
    }
    Ok(out)
}

/// The bundle of `problem` (its source `src`) over the library text `lib`.
fn bundle(problem: &str, src: &str, lib: &str, docs: bool) -> Result<String, String> {
    let bin = parse(src, &format!("problems/{problem}.rs"))?;
    let lib_src = parse(lib, "lib/grundy.rs")?;
    let mut lib = Lib::new(&lib_src.file);
    let on = lib
        .reach(&bin.file)
        .map_err(|e| format!("problems/{problem}.rs {e}"))?;
    let kept = (0..lib.sections.len()).filter(|&s| lib.live.contains(&Target::Section(s)));
    let kept: Vec<usize> = kept.collect();
    let names: Vec<&str> = kept.iter().map(|&s| lib.sections[s].0.as_str()).collect();
    let names = if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    };
    let mut out = format!("// {problem}: grundy bundle of {names}\n");
    out += &render(&bin, 0..src.len(), &[], docs);
    if kept.is_empty() {
        return Ok(out + "\n");
    }
    out += "\n\n#[allow(dead_code, unused_imports)]\nmod grundy {\n";
    for s in kept {
        let mut edits = Vec::new();
        let items = lib.items.iter().enumerate().filter(|(_, it)| it.0 == s);
        for (k, Item(_, parent, at, kind, _)) in items {
            let gone = match kind {
                Kind::Use(tree) => lib.prune_use(s, tree, vec![], &mut edits),
                _ => !on[k] && parent.map_or(true, |p| on[p]),
            };
            if gone {
                edits.push((at.clone(), String::new()));
            }
        }
        edits.sort_by_key(|e| (e.0.start, std::cmp::Reverse(e.0.end)));
        let m = at(lib.sections[s].1);
        let before = &lib_src.text[..m.start];
        let banner = &before[before.trim_end().rfind('\n').map_or(0, |n| n + 1)..];
        if docs && banner.starts_with("// ====") {
            out += banner;
        }
        out += &render(&lib_src, m, &edits, docs);
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
    bundle(
        problem,
        &read(&format!("problems/{problem}.rs"))?,
        &lib,
        docs,
    )
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

fn problems_in(root: &Path) -> Vec<String> {
    let entries = std::fs::read_dir(root.join("problems"))
        .into_iter()
        .flatten();
    let names = entries.filter_map(|e| e.ok()?.file_name().into_string().ok());
    let mut names: Vec<String> = names
        .filter_map(|n| Some(n.strip_suffix(".rs")?.into()))
        .collect();
    names.sort();
    names
}

#[derive(Default)]
struct Options {
    docs: bool,
    lean: bool,
    out_dir: Option<PathBuf>,
    problems: Vec<String>,
}

/// The options, or `None` for `--help`; an error is a usage error.
fn parse_args(args: &[String], known: &[String]) -> Result<Option<Options>, String> {
    let (mut o, mut all) = (Options::default(), false);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--docs" => o.docs = true,
            "--lean" => o.lean = true,
            "--all" => all = true,
            "--out" => o.out_dir = Some(it.next().ok_or("--out needs a directory")?.into()),
            "-h" | "--help" => return Ok(None),
            s if s.starts_with('-') => return Err(format!("unknown option {s} (see --help)")),
            s if known.iter().any(|k| k == s) => o.problems.push(s.into()),
            s => return Err(format!("unknown problem '{s}'; known: {}", known.join(" "))),
        }
    }
    match (all, o.problems.len(), &o.out_dir) {
        (true, 0, Some(_)) => o.problems = known.to_vec(),
        (true, 0, None) => return Err("--all needs --out DIR".into()),
        (true, ..) => return Err("--all takes no problem names".into()),
        (false, 0, _) => return Err("no problem given (see --help)".into()),
        (false, 2.., None) => return Err("several problems need --out DIR".into()),
        _ => {}
    }
    Ok(Some(o))
}

fn run(root: &Path, o: Options) -> Result<(), String> {
    if let Some(dir) = &o.out_dir {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    for p in &o.problems {
        let text = bundle_in(root, p, o.lean, o.docs)?;
        let Some(dir) = &o.out_dir else {
            let mut out = std::io::stdout();
            return out
                .write_all(text.as_bytes())
                .map_err(|e| format!("cannot write the output: {e}"));
        };
        let path = dir.join(format!("{p}.rs"));
        std::fs::write(&path, &text)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let _ = writeln!(
            std::io::stderr(),
            "bundle: {} ({} bytes)",
            path.display(),
            text.len()
        );
    }
    Ok(())
}

/// Exit 0; 2 with one `error:` line for a usage error; 1 for any other.
fn main() -> ExitCode {
    let (args, root): (Vec<String>, _) = (std::env::args().skip(1).collect(), repo_root());
    let (code, e) = match parse_args(&args, &problems_in(&root)) {
        Ok(None) => match writeln!(std::io::stdout(), "{USAGE}\n\n{HELP}") {
            Ok(()) => return ExitCode::SUCCESS,
            Err(e) => (1, format!("cannot write the output: {e}")),
        },
        Ok(Some(o)) => match run(&root, o) {
            Ok(()) => return ExitCode::SUCCESS,
            Err(e) => (1, e),
        },
        Err(e) => (2, e),
    };
    let _ = writeln!(std::io::stderr(), "error: {e}");
    ExitCode::from(code)
}

#[cfg(test)]
#[path = "../bundle_tests.rs"]
mod tests;
