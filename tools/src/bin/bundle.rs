//! bundle: one judge-ready file per problem (usage: `bundle --help`; README, "Submitting to a
//! judge"): the binary, then `mod grundy { … }` with what it reaches of `lib/grundy.rs`'s
//! sections (its top-level `mod`s), so `grundy::x` and `super::x` work on every edition.
//!
//! Both files are read as Rust (syn over proc-macro2 tokens, which know their place in the
//! text). Reached are the binary and, until nothing more is, the items reached code names by
//! a path, resolved through each scope's items and `use` leaves; the `impl`s of reached types
//! (a trait impl whole); a reached inherent impl's members whose name is an identifier of
//! reached code (methods are not resolved: a collision keeps both). Kept items are cut out of
//! the text by their spans (`render`); `--lean` first puts in `tools/lean_io.rs` (`overlay`).

use proc_macro2::{TokenStream, TokenTree};
use std::collections::HashSet;
use std::io::{stdout, Write};
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
/// What a path names: a section, and an item of it by name (`None`: the section itself).
type Target = (usize, Option<String>);

/// The byte ranges of the tokens of `text` (file `name`) in order (a doc comment is one
/// token), and its parse.
fn parse(text: &str, name: &str) -> Result<(Vec<Range<usize>>, syn::File), String> {
    let ts = text.parse::<TokenStream>().map_err(syn::Error::from);
    let file = ts.clone().and_then(syn::parse2).map_err(|e| {
        let at = e.span().start();
        format!("{name}:{}:{}: {e}", at.line, at.column + 1)
    })?;
    // A doc comment's tokens (`#`, `!`, `[doc = "…"]`) all lie in it: kept once.
    let mut tokens = Vec::new();
    flatten(ts.unwrap_or_default(), &mut tokens);
    tokens.dedup_by(|t, kept| t.start < kept.end);
    Ok((tokens, file))
}

/// The byte ranges of the tokens of `ts`, delimiters included, in order.
fn flatten(ts: TokenStream, out: &mut Vec<Range<usize>>) {
    for t in ts {
        let TokenTree::Group(g) = t else {
            out.push(t.span().byte_range());
            continue;
        };
        out.push(g.span_open().byte_range());
        flatten(g.stream(), out);
        out.push(g.span_close().byte_range());
    }
}

/// Where a node is in its text, attributes and doc comments included.
fn at(node: &impl Spanned) -> Range<usize> {
    node.span().byte_range()
}

fn segments(p: &syn::Path) -> Vec<String> {
    p.segments.iter().map(|s| s.ident.to_string()).collect()
}

fn leaves(tree: &UseTree, mut path: Vec<String>) -> Vec<Leaf> {
    let (ident, name) = match tree {
        UseTree::Path(p) => return leaves(&p.tree, [path, vec![p.ident.to_string()]].concat()),
        UseTree::Group(g) => return g.items.iter().flat_map(|t| leaves(t, path.clone())).collect(),
        UseTree::Glob(_) => return vec![(path, "*".into())],
        UseTree::Name(n) => (&n.ident, &n.ident),
        UseTree::Rename(r) => (&r.ident, &r.rename),
    };
    path.extend((ident != "self").then(|| ident.to_string()));
    let name = Some(name.to_string()).filter(|n| n != "self").or_else(|| path.last().cloned());
    vec![(path, name.unwrap_or_default())]
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
        let l = leaves(&u.tree, Vec::new());
        l.iter().for_each(|(p, _)| self.path(p.clone()));
        self.uses.extend(l);
    }
}

/// What an item is to reaching: a name, an `impl`, a `use`, or none of these.
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
            let ty = if let syn::Type::Path(p) = &*i.self_ty { segments(&p.path) } else { vec![] };
            return Kind::Impl(ty, i.trait_.as_ref().map(|t| segments(&t.0)));
        }
        _ => return Kind::Root,
    };
    Some(name).filter(|n| *n != "_").map_or(Kind::Root, |n| Kind::Named(n.to_string()))
}

/// An item of a section or a member of an inherent `impl` (`parent`: the block's index): its
/// place, kind and what it names (of an inherent `impl`, its head: members are items).
struct Item<'a>(usize, Option<usize>, Range<usize>, Kind<'a>, Refs);

fn module(it: &syn::Item) -> Option<(&syn::ItemMod, &[syn::Item])> {
    let I::Mod(m) = it else { return None };
    Some((m, &m.content.as_ref()?.1))
}

/// The library's sections (name, place) and items, and what is reached of them (`on`: items).
#[derive(Default)]
struct Lib<'a> {
    sections: Vec<(String, Range<usize>)>,
    items: Vec<Item<'a>>,
    /// Per scope (each section, then the binary): the names defined, the `use` leaves.
    scopes: Vec<(HashSet<String>, Vec<Leaf>)>,
    live: HashSet<Target>,
    words: HashSet<String>,
    on: Vec<bool>,
}

impl<'a> Lib<'a> {
    fn new(file: &'a syn::File) -> Self {
        let mut lib = Lib::default();
        for (m, content) in file.items.iter().filter_map(module) {
            let (s, mut scope) = (lib.sections.len(), (HashSet::new(), Vec::new()));
            lib.sections.push((m.ident.to_string(), at(m)));
            for it in content {
                let (k, kind) = (Some(lib.items.len()), kind(it));
                match kind {
                    Kind::Named(ref n) => scope.0.extend([n.clone()]),
                    Kind::Use(tree) => scope.1.extend(leaves(tree, vec![])),
                    _ => {}
                }
                let I::Impl(i @ syn::ItemImpl { trait_: None, .. }) = it else {
                    lib.items.push(Item(s, None, at(it), kind, Refs::of(|r| r.visit_item(it))));
                    continue;
                };
                let head = Refs::of(|r| {
                    i.attrs.iter().for_each(|a| r.visit_attribute(a));
                    r.visit_generics(&i.generics);
                    r.visit_type(&i.self_ty);
                });
                lib.items.push(Item(s, None, at(it), kind, head));
                for m in &i.items {
                    let kind = match m {
                        ImplItem::Fn(f) => Some(&f.sig.ident),
                        ImplItem::Const(c) => Some(&c.ident),
                        ImplItem::Type(t) => Some(&t.ident),
                        _ => None,
                    }
                    .map_or(Kind::Root, |n| Kind::Named(n.to_string()));
                    lib.items.push(Item(s, k, at(m), kind, Refs::of(|r| r.visit_impl_item(m))));
                }
            }
            lib.scopes.push(scope);
        }
        lib
    }

    /// What `path` names in scope `scope` (a section, or `sections.len()`: the binary).
    fn target(&self, scope: usize, path: &[String], depth: usize) -> Option<Target> {
        let (first, rest) = path.split_first().filter(|_| depth < 8)?;
        let (defined, imports) = &self.scopes[scope];
        if first == ["super", "grundy"][(scope == self.sections.len()) as usize] {
            let s = self.sections.iter().position(|s| Some(&s.0) == rest.first())?;
            Some((s, rest.get(1).cloned()))
        } else if defined.contains(first) {
            Some((scope, Some(first.clone())))
        } else if let Some((p, _)) = imports.iter().find(|l| &l.1 == first) {
            self.target(scope, &[&p[..], rest].concat(), depth + 1)
        } else {
            // Through a glob: of a section that defines it, or of an item (kept whole).
            let globs = imports.iter().filter(|l| l.1 == "*");
            globs.filter_map(|(p, _)| self.target(scope, p, depth + 1)).find_map(|t| match t {
                (s, None) => self.scopes[s].0.contains(first).then(|| (s, Some(first.clone()))),
                t => Some(t),
            })
        }
    }

    fn mark(&mut self, refs: Refs, scope: usize) {
        let found: Vec<_> = refs.paths.iter().filter_map(|p| self.target(scope, p, 0)).collect();
        self.live.extend(found.into_iter().flat_map(|t| [(t.0, None), t]));
        self.words.extend(refs.words);
    }

    /// Whether item `k` is reached, given the items reached so far.
    fn reached(&self, k: usize) -> bool {
        let (Item(s, parent, _, kind, _), live) = (&self.items[k], |t| self.live.contains(&t));
        match (kind, parent) {
            (_, Some(p)) if !self.on[*p] => false,
            (Kind::Named(n), Some(_)) => self.words.contains(n),
            (Kind::Named(n), None) => live((*s, Some(n.clone()))),
            (Kind::Impl(ty, _), _) => live(self.target(*s, ty, 0).unwrap_or((*s, None))),
            (Kind::Use(_), _) => false,
            _ => live((*s, None)),
        }
    }

    /// Marks what the binary reaches, and which items are.
    fn reach(&mut self, bin: &syn::File) -> Result<(), String> {
        let mut r = Refs::of(|r| r.visit_file(bin));
        self.scopes.push((HashSet::new(), std::mem::take(&mut r.uses)));
        let known: Vec<&str> = self.sections.iter().map(|s| s.0.as_str()).collect();
        let mut named = r.paths.iter().filter(|p| p[0] == "grundy").filter_map(|p| p.get(1));
        if let Some(bad) = named.find(|s| !known.contains(&s.as_str())) {
            let known = known.join(", ");
            return Err(format!("names `grundy::{bad}`, but lib/grundy.rs has no section `{bad}` (sections: {known})"));
        }
        self.mark(r, self.sections.len());
        self.on = vec![false; self.items.len()];
        while let Some(k) = (0..self.on.len()).find(|&k| !self.on[k] && self.reached(k)) {
            self.on[k] = true;
            let r = std::mem::take(&mut self.items[k].4);
            self.mark(r, self.items[k].0);
        }
        Ok(())
    }

    /// What stands for item `k` of the text `text`: nothing if it is not reached; of a `use`
    /// naming dropped items, one `use` a leaf naming none (`None`: the item itself).
    fn edit(&self, k: usize, text: &str) -> Option<Edit> {
        let Item(s, _, r, kind, _) = &self.items[k];
        let Kind::Use(tree) = kind else { return (!self.on[k]).then_some((r.clone(), "".into())) };
        let (l, head) = (leaves(tree, vec![]), &text[r.start..at(*tree).start]);
        let live = |p: &Vec<String>| self.target(*s, p, 0).map_or(true, |t| self.live.contains(&t));
        let kept: Vec<String> = (l.iter().filter(|(p, _)| live(p)))
            .map(|(p, n)| match p.last() {
                _ if n == "*" => format!("{head}{}::*;", p.join("::")),
                Some(last) if last == n => format!("{head}{};", p.join("::")),
                _ => format!("{head}{} as {n};", p.join("::")),
            })
            .collect();
        (kept.len() < l.len()).then(|| (r.clone(), kept.join(" ")))
    }
}

/// The first sentence of doc lines: up to a `.`, `!` or `?` outside backticks that ends the
/// text or is followed by a blank and an upper-case letter, a digit or a backtick; at most
/// the first paragraph.
fn first_sentence(doc: &[&str]) -> String {
    let para = doc.iter().map(|l| l.trim()).take_while(|l| !l.is_empty());
    let (mut text, mut code) = (para.collect::<Vec<_>>().join(" "), false);
    let end = text.char_indices().find(|&(i, c)| {
        code ^= c == '`';
        let rest = &text[i + c.len_utf8()..];
        let next = rest.strip_prefix(' ').and_then(|r| r.chars().next());
        let starts = next.is_some_and(|n| n.is_uppercase() || n.is_ascii_digit() || n == '`');
        !code && matches!(c, '.' | '!' | '?') && (rest.is_empty() || starts)
    });
    text.truncate(end.map_or(text.len(), |(i, _)| i + 1));
    text
}

/// `text` over its tokens `tokens`: the first of `edits` (in text order) holding a token stands
/// for its range; doc comments go but for `docs` (then examples go), the first inner one is
/// summed up unless `docs`. Before a piece goes what the text has after the token before it:
/// that for `docs`, else a line break with its indentation (4 spaces a tab), a space or nothing.
fn render(text: &str, tokens: &[Range<usize>], edits: &[Edit], docs: bool) -> String {
    let (mut out, mut prev, mut fence, mut summary, mut i) = (String::new(), 0, false, false, 0);
    while let Some(t) = tokens.get(i) {
        let (mut at, mut piece) = (t.clone(), text[t.clone()].to_string());
        let head = piece.get(..3).unwrap_or("");
        if let Some((e, with)) = edits.iter().find(|(e, _)| e.contains(&t.start)) {
            (at, piece) = (e.clone(), with.clone());
        } else if ["///", "//!", "/**", "/*!"].contains(&head) {
            let line = piece[3..].trim();
            let example = fence || line.starts_with("```") || line.starts_with("# Example");
            fence ^= line.starts_with("```");
            if !docs && head == "//!" && !summary {
                let inner = tokens[i..].iter().map(|t| &text[t.clone()]);
                let lines: Vec<&str> = inner.map_while(|l| l.strip_prefix("//!")).collect();
                (piece, summary) = (format!("//! {}", first_sentence(&lines)), true);
            } else if !docs || example {
                piece.clear();
            }
        }
        i = tokens.partition_point(|t| t.start < at.end);
        let gap = if out.is_empty() { "" } else { &text[prev..at.start] };
        prev = at.end;
        if piece.is_empty() {
            continue;
        } else if docs {
            out += gap;
        } else if let Some((_, line)) = gap.rsplit_once('\n') {
            let indent = &line[..line.len() - line.trim_start().len()];
            let tabs = (indent.len() - indent.trim_start_matches(' ').len()) / 4;
            out += &format!("\n{}{}", "\t".repeat(tabs), &indent[tabs * 4..]);
        } else if !gap.is_empty() {
            out.push(' ');
        }
        out += &piece;
    }
    out
}

/// `lib` with `over`'s items (indented) at the end of section `name`, in place of the
/// section's items of the same name (an `impl`: of the same type and trait; a `use` replaces
/// nothing).
fn overlay(lib: &str, name: &str, over: &str) -> Result<String, String> {
    let key = |it: &syn::Item| match kind(it) {
        Kind::Named(n) => n,
        Kind::Impl(ty, tr) => format!("impl {ty:?} {tr:?}"),
        _ => String::new(),
    };
    let (o, l) = (parse(over, LEAN.1)?, parse(lib, "lib/grundy.rs")?);
    let keys: Vec<String> = o.1.items.iter().map(key).filter(|k| !k.is_empty()).collect();
    let section = l.1.items.iter().filter_map(module).find(|m| m.0.ident == name);
    let (m, items) = section.ok_or_else(|| format!("lib/grundy.rs has no section `{name}`"))?;
    let over = over.lines().map(|l| format!("    {l}").trim_end().to_owned() + "\n");
    let mut out = lib.to_string();
    out.insert_str(at(m).end - 1, &over.collect::<String>());
    for it in items.iter().rev().filter(|it| keys.contains(&key(it))) {
        out.replace_range(at(it), "");
    }
    Ok(out)
}

/// The bundle of `problem` (its source `src`) over the library text `text`.
fn bundle(problem: &str, src: &str, text: &str, docs: bool) -> Result<String, String> {
    let bin = parse(src, &format!("problems/{problem}.rs"))?;
    let (tokens, file) = parse(text, "lib/grundy.rs")?;
    let mut lib = Lib::new(&file);
    lib.reach(&bin.1).map_err(|e| format!("problems/{problem}.rs {e}"))?;
    let kept: Vec<_> = (0..lib.sections.len()).filter(|&s| lib.live.contains(&(s, None))).collect();
    let mut names: Vec<&str> = kept.iter().map(|&s| lib.sections[s].0.as_str()).collect();
    names.extend(kept.is_empty().then_some("none"));
    let mut out = format!("// {problem}: grundy bundle of {}\n", names.join(", "));
    out += &render(src, &bin.0, &[], docs);
    if kept.is_empty() {
        return Ok(out + "\n");
    }
    out += "\n\n#[allow(dead_code, unused_imports)]\nmod grundy {\n";
    let edits: Vec<Edit> = (0..lib.items.len()).filter_map(|k| lib.edit(k, text)).collect();
    for s in kept {
        let m = lib.sections[s].1.clone();
        let banner = &text[text[..m.start].trim_end().rfind('\n').map_or(0, |n| n + 1)..m.start];
        out += if docs && banner.starts_with("// ====") { banner } else { "" };
        let inner: Vec<_> = tokens.iter().filter(|t| m.contains(&t.start)).cloned().collect();
        let ours: Vec<_> = edits.iter().filter(|e| m.contains(&e.0.start)).cloned().collect();
        out = out + &render(text, &inner, &ours, docs) + if docs { "\n\n" } else { "\n" };
    }
    Ok(out.trim_end().to_string() + "\n}\n")
}

/// The bundle of `problem` in the repository at `root`.
fn bundle_in(root: &Path, problem: &str, lean: bool, docs: bool) -> Result<String, String> {
    let read = |p: &str| {
        let path = root.join(p);
        std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let lib = read("lib/grundy.rs")?;
    let lib = if lean { overlay(&lib, LEAN.0, &read(LEAN.1)?)? } else { lib };
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
    let usage = |e: String| Err((2, e));
    let failed = |what: &dyn std::fmt::Display, e| (1, format!("cannot write {what}: {e}"));
    let write = |t: &str| stdout().write_all(t.as_bytes()).map_err(|e| failed(&"the output", e));
    while let Some(a) = it.next() {
        match a.as_str() {
            "--docs" | "--lean" | "--all" => {}
            "--out" => dir = it.next().map(PathBuf::from),
            "-h" | "--help" => return write(&format!("{USAGE}\n")),
            s if s.starts_with('-') => return usage(format!("unknown option {s} (see --help)")),
            s if known.iter().any(|k| k == s) => problems.push(s.to_string()),
            s => return usage(format!("unknown problem '{s}'; known: {}", known.join(" "))),
        }
    }
    match (flag("--all"), problems.len(), &dir) {
        (.., None) if flag("--out") => return usage("--out needs a directory".into()),
        (true, 0, Some(_)) => problems = known,
        (true, 0, None) => return usage("--all needs --out DIR".into()),
        (true, ..) => return usage("--all takes no problem names".into()),
        (false, 0, _) => return usage("no problem given (see --help)".into()),
        (false, 2.., None) => return usage("several problems need --out DIR".into()),
        _ => {}
    }
    for p in &problems {
        let text = bundle_in(&root, p, flag("--lean"), flag("--docs")).map_err(|e| (1, e))?;
        let Some(dir) = &dir else { return write(&text) }; // the one problem, to stdout
        let path = dir.join(format!("{p}.rs"));
        let done = std::fs::create_dir_all(dir).and(std::fs::write(&path, &text));
        done.map_err(|e| failed(&path.display(), e))?;
        let _ = writeln!(std::io::stderr(), "bundle: {} ({} bytes)", path.display(), text.len());
    }
    Ok(())
}

/// Exit 0; 2 with one `error:` line for a usage error; 1 for any other.
fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Err((code, e)) = run(&args) else { return ExitCode::SUCCESS };
    let _ = writeln!(std::io::stderr(), "error: {e}");
    ExitCode::from(code)
}

#[cfg(test)]
#[path = "../bundle_tests.rs"]
mod tests;
