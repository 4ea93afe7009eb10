//! Tests of the bundler (`src/bin/bundle.rs`): on small made-up libraries, on the real one
//! (banners, README sizes), and of the `--lean` scanner against the real one.

use super::*;

const LIB: &str = "//! crate doc\n\n// ==== a ====\n\npub mod a {\n    //! A summary, e.g. this. More about a.\n    //! And more.\n\n    /// Doc of f.\n    ///\n    /// # Example\n    /// ```\n    /// assert_eq!(f(), 1);\n    /// ```\n    pub fn f() -> u32 {\n        1 // one\n    }\n}\n\n// ==== b ==== uses: a\n\npub mod b {\n    //! B summary.\n    pub fn g() -> u32 {\n        super::a::f() + S.len() as u32 + T.len() as u32\n    }\n    pub const S: &str = \"x // y\";\n    pub const T: &str = \"multi \\\n// not a comment\";\n}\n\n// ==== c ==== uses: b\n\npub mod c {\n    //! C summary.\n    pub fn h() -> u32 {\n        super::b::g()\n    }\n}\n\n// ==== d ====\n\npub mod d {\n    //! D summary.\n}\n";

/// The compact bundle of a binary `p` with this source, over this library.
fn compact(src: &str, lib: &str) -> Result<String, String> {
    bundle("p", src, lib, false)
}

#[test]
fn a_bundle_holds_what_is_named_in_library_order() {
    let src = "//! Problem: the\n//! statement. Details.\nuse grundy::c::h;\n\nfn main() {\n    println!(\"{}\", h()); // three\n}\n";
    let out = compact(src, LIB).unwrap();
    assert!(out.starts_with("// p: grundy bundle of a, b, c\n"), "{out}");
    let main = "//! Problem: the statement.\nuse grundy::c::h;\nfn main() {\n\tprintln!(\"{}\", h());\n}\n";
    assert!(out.contains(main), "{out}");
    let at = |m: &str| out.find(&format!("pub mod {m} {{")).unwrap();
    let (a, b, c) = (at("a"), at("b"), at("c"));
    assert!(out.contains("}\n\n#[allow(dead_code, unused_imports)]\nmod grundy {\npub mod a {\n"));
    assert!(a < b && b < c && !out.contains("pub mod d") && out.ends_with("}\n}\n"), "{out}");
    // Comments, banners and blank lines go; a summary is a whole sentence; tabs indent;
    // literals are untouched.
    assert!(out.contains("pub mod a {\n\t//! A summary, e.g. this.\n\tpub fn f"), "{out}");
    assert!(out.contains("pub mod b {\n\t//! B summary.\n\tpub fn g"), "{out}");
    for gone in ["crate", "More", "Doc of", "assert", "// one", "Details", "// ===="] {
        assert!(!out.contains(gone), "{gone} in {out}");
    }
    assert!(out.contains("\t\t1\n\t}\n"));
    assert!(out.contains("\"x // y\";\n") && out.contains("multi \\\n// not a comment\";\n"));
    assert!(!out.contains("\n\n\n"));
    let none = compact("fn main() {}\n", LIB).unwrap();
    assert_eq!(none, "// p: grundy bundle of none\nfn main() {}\n");
}

#[test]
fn summaries_are_whole_sentences() {
    let s = |lines: &[&str]| first_sentence(lines);
    assert_eq!(
        s(&[" Nim: take; whoever", " takes the last wins. Then more."]),
        "Nim: take; whoever takes the last wins."
    );
    assert_eq!(
        s(&[" Good Luck! — `n` cards, 1..=m each, e.g. two.", " X"]),
        "Good Luck! — `n` cards, 1..=m each, e.g. two."
    );
    assert_eq!(s(&[" Ends `x. Y` here. 2 more"]), "Ends `x. Y` here.");
    assert_eq!(s(&[" No end", "", " Next paragraph."]), "No end");
    assert_eq!(s(&[" Misère play. Ok"]), "Misère play.");
    assert_eq!(s(&[" A pile; Bob moves. C"]), "A pile; Bob moves.");
}

/// Two sections: what `a::f` reaches is marked `live`, the rest `dead`.
const REACH: &str = r#"// ==== a ==== uses: b
pub mod a {
    //! A.
    pub fn f() -> u32 {
        helper() + super::b::g() // live
    }
    fn helper() -> u32 {
        Kept::new().0 // live
    }
    pub fn unused() -> u32 {
        dead_helper()
    }
    fn dead_helper() -> u32 {
        2
    }
    /// Dead too.
    #[inline]
    pub fn apply<F>(f: F) -> u32
    where
        F: Fn() -> u32,
    {
        f()
    }
    #[derive(Clone)]
    pub struct Kept(u32);
    impl Kept {
        pub fn new() -> Self {
            Kept(SIZE) // live
        }
        pub fn spare(&self) -> u32 {
            self.0 + 2
        }
    }
    impl std::fmt::Display for Kept {
        fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(f, "{}", self.0) // live
        }
    }
    const SIZE: u32 = 3;
    pub struct Pair<T>(T, T);
    impl<T> Pair<T>
    where
        T: Copy,
    {
        pub fn first(&self) -> T {
            self.0
        }
    }
    pub struct Gone;
    impl Gone {
        pub fn new() -> Self {
            Gone
        }
    }
    pub const TEXT: &str = "dead
    }
    pub fn spare() {}";
}
// ==== b ==== uses: a
pub mod b {
    //! B.
    use super::a::{unused, Kept};
    use std::fmt;
    pub fn g() -> u32 {
        1 // live
    }
    pub fn f() -> Kept {
        Kept::new()
    }
    pub fn h() -> u32 {
        unused()
    }
}
"#;

#[test]
fn a_bundle_holds_what_the_binary_reaches() {
    let src = "use grundy::a::f;\nfn main() {\n    println!(\"{}\", f());\n}\n";
    let out = compact(src, REACH).unwrap();
    let live = REACH.lines().filter(|l| l.ends_with("// live"));
    for l in live.map(|l| l.trim().trim_end_matches(" // live")) {
        assert!(out.contains(l), "{l:?} is gone:\n{out}");
    }
    for dead in [
        "fn unused",
        "dead_helper",
        "apply",
        "where",
        "#[inline]",
        "spare",
        "Gone",
        "TEXT",
        "-> Kept",
        "fn h(",
        "Pair",
    ] {
        assert!(!out.contains(dead), "{dead:?} is kept:\n{out}");
    }
    // Kept with what it belongs to: a derive, a trait impl's methods, a std import; the
    // import of a dropped item goes, and the one of a kept item stays.
    for kept in [
        "\t#[derive(Clone)]\n\tpub struct Kept(u32);\n\timpl Kept {\n\t\tpub fn new()",
        "\timpl std::fmt::Display for Kept {\n\t\tfn fmt(",
        "\t//! B.\n\tuse super::a::Kept;\n\tuse std::fmt;\n\tpub fn g()",
        "\tconst SIZE: u32 = 3;\n",
    ] {
        assert!(out.contains(kept), "{kept:?} is not in:\n{out}");
    }
    // The binary reaches `b::f` too: now `Kept::new` and the import are named from `b`.
    let src = "use grundy::{a::f, b};\nfn main() {\n    b::f();\n    f();\n}\n";
    let out = compact(src, REACH).unwrap();
    assert!(out.contains("\tpub fn f() -> Kept {\n"), "{out}");
    assert!(!out.contains("fn unused") && !out.contains("spare"), "{out}");
    // An import of nothing kept goes.
    let out = compact("fn main() { grundy::b::g(); }\n", REACH).unwrap();
    assert!(out.contains("\t//! B.\n\tuse std::fmt;\n\tpub fn g()"), "{out}");
    // A `where` clause before an impl's members.
    let out = compact("fn main() { grundy::a::Pair(1, 2); }\n", REACH).unwrap();
    assert!(out.contains("\twhere\n\t\tT: Copy,\n\t{\n\t}\n"), "{out}");
    let out = compact("fn main() { grundy::a::Pair(1, 2).first(); }\n", REACH);
    assert!(out.unwrap().contains("\t{\n\t\tpub fn first(&self) -> T {\n"));
    // Reaching `b::h` keeps `a::unused` and its import, and so `dead_helper`.
    let out = compact("fn main() { grundy::b::h(); }\n", REACH).unwrap();
    assert!(out.contains("use super::a::unused;\n") && out.contains("fn dead_helper"), "{out}");
    assert!(!out.contains("Kept") && !out.contains("fn f") && !out.contains("fn g"), "{out}");
    // Aliases of a section or of an item name what they stand for.
    for src in [
        "use grundy::a as lib;\nfn main() { lib::f(); }\n",
        "use grundy::a::{self as lib};\nfn main() { lib::f(); }\n",
        "use grundy::{a as lib, b};\nfn main() { lib::f(); b::g(); }\n",
        "use grundy::a::f as first;\nfn main() { first(); }\n",
        "fn main() { use grundy::a; a::f(); }\n",
        "fn main() { println!(\"{}\", grundy::a::f()); }\n",
    ] {
        let out = compact(src, REACH).unwrap();
        assert!(out.contains("fn helper") && !out.contains("fn unused"), "{src}: {out}");
    }
    // --docs keeps the layout and comments of what is kept, and the banners.
    let out = bundle("p", "fn main() { grundy::b::h() + grundy::b::g(); }\n", REACH, true);
    let out = out.unwrap();
    assert!(out.contains("// ==== a ==== uses: b\npub mod a {\n    //! A.\n    pub fn unused() -> u32 {\n        dead_helper()\n    }\n    fn dead_helper"), "{out}");
    assert!(out.contains("    use super::a::unused;\n    use std::fmt;\n"), "{out}");
    assert!(out.contains("        1 // live\n") && !out.contains("Kept"), "{out}");
}

/// A `use` losing names becomes one `use` a name kept.
#[test]
fn a_use_keeps_the_names_of_kept_items() {
    let lib = "// ==== a ====\npub mod a {\n    pub fn x() {}\n    pub fn y() {}\n    pub mod m {\n        pub fn z() {}\n    }\n}\n// ==== b ==== uses: a\npub mod b {\n    use super::a::{\n        m::{self, z},\n        x,\n        y,\n    };\n    pub fn f() {\n        x();\n    }\n    pub fn g() {\n        y();\n        z();\n    }\n}\n";
    let out = |f: &str| compact(&format!("fn main() {{ grundy::b::{f}(); }}\n"), lib).unwrap();
    assert!(out("f").contains("\tuse super::a::x;\n\tpub fn f"), "{}", out("f"));
    let g = "\tuse super::a::m; use super::a::m::z; use super::a::y;\n\tpub fn g";
    assert!(out("g").contains(g), "{}", out("g"));
    // Kept whole when nothing in it goes; renamed and glob leaves keep their form.
    let lib = lib.replace("m::{self, z},", "m::{self as n, *},");
    let out = compact("fn main() { grundy::b::f(); grundy::b::g(); }\n", &lib).unwrap();
    assert!(
        out.contains("\tuse super::a::{\n\t\tm::{self as n, *},\n\t\tx,\n\t\ty,\n\t};\n"),
        "{out}"
    );
    let out = compact("fn main() { grundy::b::g(); }\n", &lib.replace("z();", "n::z();")).unwrap();
    assert!(
        out.contains("\tuse super::a::m as n; use super::a::m::*; use super::a::y;\n"),
        "{out}"
    );
}

#[test]
fn docs_keeps_doc_comments_but_not_examples() {
    let out = bundle("p", "use grundy::a::f;\n", LIB, true).unwrap();
    assert!(out.contains("// ==== a ====\n\npub mod a {\n    //! A summary, e.g. this. More about a.\n    //! And more.\n\n    /// Doc of f.\n    ///\n    pub fn f()"), "{out}");
    assert!(out.contains("        1 // one\n"), "{out}");
    assert!(!out.contains("Example") && !out.contains("assert_eq") && !out.contains("crate doc"));
}

#[test]
fn errors_name_what_is_wrong() {
    let e = compact("use grundy::zz::x;", LIB).unwrap_err();
    assert!(
        e.contains(
            "p.rs names `grundy::zz`, but lib/grundy.rs has no section `zz` (sections: a, b, c, d)"
        ),
        "{e}"
    );
    let e = compact("fn main() {", LIB).unwrap_err();
    assert!(e.starts_with("problems/p.rs:1:"), "{e}");
    let e = compact("", "pub mod a { fn }").unwrap_err();
    assert!(e.starts_with("lib/grundy.rs:1:"), "{e}");
}

/// Functions named like a field, a method called, or a method being defined.
const NAMES: &str = r#"// ==== a ====
pub mod a {
    //! A.
    pub fn sum() -> u32 {
        0
    }
    pub fn grundy() -> u32 {
        1
    }
    pub fn len() -> u32 {
        2
    }
    pub struct Counter {
        sum: u32,
    }
    impl Counter {
        pub fn grundy(&self) -> u32 {
            self.sum + [1].len() as u32 + (0..LIMIT).count() as u32
        }
    }
    const LIMIT: usize = 4;
}
"#;

#[test]
fn members_fields_and_definitions_reach_no_item() {
    let src = "fn main() {\n    grundy::a::Counter { sum: 1 }.grundy();\n}\n";
    let out = compact(src, NAMES).unwrap();
    assert!(out.contains("pub fn grundy(&self)"), "{out}");
    assert!(out.contains("const LIMIT"), "`0..LIMIT` reaches it:\n{out}");
    for dead in ["fn sum", "fn grundy() ->", "fn len"] {
        assert!(!out.contains(dead), "{dead:?} is kept:\n{out}");
    }
}

/// Spacing comes from the text: a line break stays, a space stays one space, no space
/// stays none; rustfmt's layout is not assumed.
#[test]
fn the_layout_is_the_texts() {
    let lib = "// ==== a ====\npub mod a {\npub const BIG: P = P {\n  x: 1,\n}\n.twice();\npub struct P { pub x: u32 }\nimpl P { pub const fn twice(self) -> P { P { x: 2 * self.x } } }\npub fn f() -> u32 { 1 }\n}\n";
    let out = compact("fn main() { grundy::a::f(); }\n", lib).unwrap();
    assert!(
        !out.contains("BIG") && !out.contains("twice") && out.contains("pub fn f() -> u32 { 1 }"),
        "{out}"
    );
    let out = compact("fn main() { grundy::a::BIG; }\n", lib).unwrap();
    assert!(out.contains("pub const BIG: P = P {\n  x: 1,\n}\n.twice();\n"), "{out}");
    assert!(
        out.contains("impl P { pub const fn twice(self) -> P { P { x: 2 * self.x } } }"),
        "{out}"
    );
}

/// `--lean`: the overlay replaces the named items and impls and keeps the rest of the section.
#[test]
fn lean_replaces_items_of_the_same_name() {
    let lib = "// ==== io ====\npub mod io {\n    pub struct S;\n    impl S {\n        pub fn new() -> S { S }\n    }\n    impl Clone for S {\n        fn clone(&self) -> S { S }\n    }\n    pub fn keep() {}\n}\n";
    let over = "pub struct S(u8);\nimpl S {\n    pub fn new() -> S { S(0) }\n}\n";
    let out = overlay(lib, "io", over).unwrap();
    assert_eq!(out.matches("pub struct S").count(), 1, "{out}");
    assert!(
        out.contains(
            "    pub struct S(u8);\n    impl S {\n        pub fn new() -> S { S(0) }\n    }\n}\n"
        ),
        "{out}"
    );
    assert!(out.contains("impl Clone for S") && out.contains("pub fn keep"), "{out}");
    // A `use` replaces nothing: the section's and the overlay's both stay.
    let with_use = lib.replace("pub fn keep", "use std::fmt;\n    pub fn keep");
    let out = overlay(&with_use, "io", "use std::io;\n").unwrap();
    assert!(out.contains("    use std::fmt;\n") && out.contains("    use std::io;\n}\n"), "{out}");
    assert!(overlay(lib, "nope", over).unwrap_err().contains("no section `nope`"));
}

/// Usage errors exit 2, each with its one line; the problems are those of `problems/`.
#[test]
fn usage_errors() {
    let known = repo().1.join(" ");
    let run = |a: &str| run(&a.split_whitespace().map(String::from).collect::<Vec<_>>());
    for (a, e) in [
        ("nope", format!("unknown problem 'nope'; known: {known}")),
        ("", "no problem given (see --help)".into()),
        ("--bogus", "unknown option --bogus (see --help)".into()),
        ("--all", "--all needs --out DIR".into()),
        ("--all hdu1846 --out x", "--all takes no problem names".into()),
        ("hdu1846 poj1067", "several problems need --out DIR".into()),
        ("--out", "--out needs a directory".into()),
    ] {
        assert_eq!(run(a), Err((2, e)), "{a}");
    }
    assert!(known.contains("hdu1846 ") && known.contains(" poj1067"));
}

fn file(path: &str) -> PathBuf {
    repo().0.join(path)
}

/// Every section's banner `// ==== NAME ==== uses: a, b` is right before its `pub mod` and
/// lists exactly the sections its code names as `super::a`.
#[test]
fn banners_say_which_sections_each_uses() {
    let text = std::fs::read_to_string(file("lib/grundy.rs")).unwrap();
    let src = parse(&text, "lib/grundy.rs").unwrap();
    let lib = Lib::new(&src.1);
    let mut wrong = Vec::new();
    for (s, (name, m)) in lib.sections.iter().enumerate() {
        let before = &text[..m.start];
        let line = before.trim_end().lines().last().unwrap_or("");
        let mut named: Vec<&str> = (lib.items.iter().filter(|it| it.0 == s))
            .flat_map(|it| &it.4.paths)
            .filter(|p| p.len() > 1 && p[0] == "super" && &p[1] != name)
            .map(|p| p[1].as_str())
            .collect();
        named.sort();
        named.dedup();
        let uses =
            if named.is_empty() { String::new() } else { format!(" uses: {}", named.join(", ")) };
        let want = format!("// ==== {name} ===={uses}");
        if line != want {
            wrong.push(format!("lib/grundy.rs: `mod {name}`: {line:?} should be {want:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// `n` with a comma between groups of three digits, as the README writes sizes.
fn commas(n: usize) -> String {
    let d = n.to_string();
    let mut out = String::new();
    for (i, c) in d.chars().enumerate() {
        if i > 0 && (d.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `readme` with the `bundle` and `lean` cells of the problem table (the one whose header
/// starts `| binary |`) set from `sizes` (problem, bundle, lean bundle), and one line per
/// stale cell or missing row.
fn readme(text: &str, sizes: &[(String, usize, usize)]) -> (String, Vec<String>) {
    let (mut out, mut stale, mut head) = (String::new(), Vec::new(), None::<Vec<String>>);
    let mut seen = HashSet::new();
    for line in text.split_inclusive('\n') {
        let escaped = line.trim_end().replace("\\|", "\0");
        let mut cells: Vec<String> =
            escaped.split('|').map(|c| c.trim().replace('\0', "\\|")).collect();
        if line.starts_with("| binary |") {
            head = Some(cells.clone());
        } else if !line.starts_with('|') {
            head = None;
        }
        let row = sizes.iter().find(|s| cells.get(1) == Some(&s.0));
        let (Some(head), Some((p, bundle, lean))) = (&head, row) else {
            out.push_str(line);
            continue;
        };
        seen.insert(p);
        cells.resize(cells.len().max(head.len()), String::new()); // a row short of a cell
        for (col, size) in [("bundle", bundle), ("lean", lean)] {
            let c = head.iter().position(|h| h == col).expect("a `bundle` and a `lean` column");
            if cells[c] != commas(*size) {
                stale.push(format!(
                    "README.md, row {p}: {col} is {} bytes, the table says {}",
                    commas(*size),
                    cells[c]
                ));
                cells[c] = commas(*size);
            }
        }
        out.push_str(cells.join(" | ").trim());
        out.push('\n');
    }
    for (p, ..) in sizes.iter().filter(|s| !seen.contains(&s.0)) {
        stale.push(format!("README.md: the problem table has no row for {p}"));
    }
    (out, stale)
}

#[test]
fn readme_rows_are_rewritten_in_place() {
    let text = "x\n| binary | judge | bundle | lean |\n|---|---|---:|---:|\n| p | a \\| b | 1,234 | 99 |\n| q | c | 5 | 6 |\n| s | d | 7 |\n\nafter\n";
    let sizes =
        [("p".to_string(), 1234, 100), ("q".into(), 5, 6), ("r".into(), 1, 1), ("s".into(), 7, 8)];
    let (out, stale) = readme(text, &sizes);
    let want = text.replace("| 99 |", "| 100 |").replace("| 7 |", "| 7 | 8 |");
    assert_eq!(out, want);
    assert_eq!(
        stale,
        [
            "README.md, row p: lean is 100 bytes, the table says 99",
            "README.md, row s: lean is 8 bytes, the table says ",
            "README.md: the problem table has no row for r"
        ]
    );
    assert_eq!(
        (commas(7), commas(1000), commas(1234567)),
        ("7".into(), "1,000".into(), "1,234,567".into())
    );
}

/// The README's problem table states every bundle's size; `UPDATE_README=1 cargo test -p
/// grundy-tools readme` rewrites the stale cells.
#[test]
fn readme_sizes_are_true() {
    let (root, problems) = repo();
    let size = |p: &str, lean| bundle_in(&root, p, lean, false).unwrap().len();
    let sizes: Vec<_> =
        problems.into_iter().map(|p| (p.clone(), size(&p, false), size(&p, true))).collect();
    let text = std::fs::read_to_string(file("README.md")).unwrap();
    let (new, stale) = readme(&text, &sizes);
    if std::env::var_os("UPDATE_README").is_some() {
        std::fs::write(file("README.md"), new).unwrap();
    } else {
        assert!(
            stale.is_empty(),
            "{}\nto update: UPDATE_README=1 cargo test -p grundy-tools readme",
            stale.join("\n")
        );
    }
}

/// The lean scanner as `bundle --lean` places it: beside the real section's items.
mod lean {
    pub use grundy::io::{InputError, SolveResult};
    use std::io::{ErrorKind, Read};
    include!("../lean_io.rs");

    /// The section's private `is_blank`, as the real scanner sees blanks: `b` is one if
    /// "0", `b`, "1" reads as the two numbers 0 and 1.
    fn is_blank(b: u8) -> bool {
        static BLANK: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
        let blanks = BLANK.get_or_init(|| {
            let two = |b: u8| {
                let text = [b'0', b, b'1'];
                let mut sc = grundy::io::Scanner::new(&text[..]);
                sc.u64("") == Ok(0) && sc.u64("") == Ok(1) && sc.expect_end().is_ok()
            };
            (0..=255).map(two).collect()
        });
        blanks[b as usize]
    }
}

/// A reader handing out its bytes in pieces of random sizes (refills at every position).
struct Pieces(Vec<u8>, usize, u64);

impl std::io::Read for Pieces {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.2 ^= self.2 << 13;
        self.2 ^= self.2 >> 7;
        self.2 ^= self.2 << 17;
        let n = (1 + self.2 as usize % 7).min(buf.len()).min(self.0.len() - self.1);
        buf[..n].copy_from_slice(&self.0[self.1..self.1 + n]);
        self.1 += n;
        Ok(n)
    }
}

/// On valid input the lean scanner reads what the real one reads, call by call: random
/// tokens (any `u64`, signs, leading zeros up to 64 bytes), every blank and line end, a
/// byte-order mark, no final newline; and both reject the same bad tokens.
#[test]
fn the_lean_scanner_reads_valid_input_as_the_real_one() {
    let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
    let mut rand = |n: u64| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) % n
    };
    for round in 0..400 {
        let (mut text, mut calls) = (Vec::new(), Vec::new());
        if rand(4) == 0 {
            text.extend(b"\xEF\xBB\xBF");
        }
        for _ in 0..rand(30) {
            text.extend_from_slice(
                [&b" "[..], b"\t", b"\n", b"\r\n", b"\r", b"\x0B", b"\x0C", b"  \n "]
                    [rand(8) as usize],
            );
            let v = match rand(4) {
                0 => u64::MAX - rand(3),
                1 => rand(10),
                _ => rand(1 << 40),
            };
            let mut t = format!("{}{}", ["", "", "+", "-"][rand(4) as usize], v);
            if rand(8) == 0 {
                let (sign, digits) = t.split_at(t.len() - v.to_string().len());
                t = format!("{sign}{digits:0>w$}", w = 64 - sign.len());
            }
            text.extend(t.bytes());
            calls.push(rand(4));
        }
        if round % 3 == 0 {
            text.push(b'\n');
        }
        if round % 50 == 0 {
            text.extend(b" 12x");
            calls.push(0);
        }
        let mut real = grundy::io::Scanner::new(Pieces(text.clone(), 0, round + 1));
        let mut lean = lean::Scanner::new(Pieces(text.clone(), 0, round + 7));
        for (i, &c) in calls.iter().enumerate() {
            let (r, l) = match c {
                0 => (real.u64("x").map(|v| v as i128), lean.u64("x").map(|v| v as i128)),
                1 => (
                    real.u64_in(5, 1 << 39, "x").map(|v| v as i128),
                    lean.u64_in(5, 1 << 39, "x").map(|v| v as i128),
                ),
                2 => (
                    real.usize_in(0, 1 << 35, "x").map(|v| v as i128),
                    lean.usize_in(0, 1 << 35, "x").map(|v| v as i128),
                ),
                _ => (
                    real.i64_in(-(1 << 38), 1 << 38, "x").map(|v| v as i128),
                    lean.i64_in(-(1 << 38), 1 << 38, "x").map(|v| v as i128),
                ),
            };
            let text = String::from_utf8_lossy(&text);
            assert_eq!(
                r.as_ref().ok(),
                l.as_ref().ok(),
                "round {round}, call {i} ({c}) on {text:?}"
            );
            if let (Err(r), Err(l)) = (r, l) {
                assert_eq!(r.expected, l.expected);
                assert!(r.token.is_some_and(|t| l.token.is_some_and(|l| l.starts_with(&t))));
            }
        }
        assert_eq!(real.at_end(), lean.at_end(), "round {round}");
        assert_eq!(real.expect_end().is_ok(), lean.expect_end().is_ok(), "round {round}");
    }
    // The end of input, and the error at it.
    let mut lean = lean::Scanner::new(&b" 7 \n"[..]);
    assert_eq!(lean.u64("a"), Ok(7));
    assert!(lean.at_end() && lean.expect_end().is_ok());
    let e = lean.u64("a pile").unwrap_err().to_string();
    assert_eq!(
        e,
        "line 0: unexpected end of input, expected a pile, an integer in 0..=18446744073709551615"
    );
    let mut lean = lean::Scanner::new(&b"1 2"[..]);
    assert_eq!(lean.u64("a"), Ok(1));
    let e = lean.expect_end().unwrap_err().to_string();
    assert_eq!(e, "line 0, token 0 \"2\": expected end of input");
}
