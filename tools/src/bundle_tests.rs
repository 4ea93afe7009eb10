//! Tests of the bundler (`src/bin/bundle.rs`), on a small made-up library.

use super::*;

const LIB: &str = "//! crate doc\n\n// ==== a ====\n\npub mod a {\n    //! A summary.\n    //! More about a.\n\n    /// Doc of f.\n    ///\n    /// # Example\n    /// ```\n    /// assert_eq!(f(), 1);\n    /// ```\n    pub fn f() -> u32 {\n        1 // one\n    }\n}\n\n// ==== b ==== uses: a\n\npub mod b {\n    //! B summary.\n    pub fn g() -> u32 {\n        super::a::f() + S.len() as u32 + T.len() as u32\n    }\n    pub const S: &str = \"x // y\";\n    pub const T: &str = \"multi \\\n// not a comment\";\n}\n\n// ==== c ==== uses: b\n\npub mod c {\n    //! C summary.\n    pub fn h() -> u32 {\n        super::b::g()\n    }\n}\n\n// ==== d ====\n\npub mod d {\n    //! D summary.\n}\n";

/// The lean bundle of a binary `p` with this source, over this library.
fn lean(src: &str, lib: &str) -> Result<String, String> {
    bundle("p", src, lib, false)
}

#[test]
fn sections_and_their_uses() {
    let s = parse_library(LIB).unwrap();
    let names: Vec<&str> = s.iter().map(|s| s.name).collect();
    assert_eq!(names, ["a", "b", "c", "d"]);
    assert_eq!(s[2].uses, ["b"]);
    assert_eq!(closure(&s, &["c"]), ["a", "b", "c"]);
    assert_eq!(closure(&s, &["d", "a"]), ["a", "d"]);
    assert!(closure(&s, &[]).is_empty());
}

#[test]
fn the_binary_names_its_sections() {
    let src = "use grundy::c::h;\nuse grundy::{d, a::f};\nfn main() { mygrundy::x(); grundy::io::run(); }\n";
    assert_eq!(names_after(src, "grundy"), ["c", "d", "a", "io"]);
    assert_eq!(
        names_after("grundy::{\n    a::{x, y},\n    b,\n}", "grundy"),
        ["a", "b"]
    );
}

#[test]
fn a_bundle_holds_the_closure_in_library_order() {
    let src = "//! Problem.\n//! Details.\nuse grundy::c::h;\n\nfn main() {\n    println!(\"{}\", h()); // three\n}\n";
    let out = lean(src, LIB).unwrap();
    assert!(out.starts_with("// p: grundy bundle of a, b, c\n"), "{out}");
    assert!(
        out.contains(
            "//! Problem.\nuse grundy::c::h;\nfn main() {\n\tprintln!(\"{}\", h()); // three\n}\n"
        ),
        "{out}"
    );
    let at = |m: &str| out.find(&format!("pub mod {m} {{")).unwrap();
    let (a, b, c) = (at("a"), at("b"), at("c"));
    assert!(
        out.contains("\n#[allow(dead_code, unused_imports)]\nmod grundy {\npub mod a {\n"),
        "{out}"
    );
    assert!(a < b && b < c && !out.contains("pub mod d") && out.ends_with("}\n}\n"));
    // Comments, banners and blank lines stripped, summaries kept, tabs for indentation,
    // literals untouched.
    assert!(
        out.contains("pub mod b {\n\t//! B summary.\n\tpub fn g"),
        "{out}"
    );
    for gone in [
        "crate", "More", "Doc of", "assert", "// one", "Details", "// ====",
    ] {
        assert!(!out.contains(gone), "{gone} in {out}");
    }
    assert!(out.contains("\t\t1\n\t}\n"));
    assert!(out.contains("\"x // y\";\n") && out.contains("multi \\\n// not a comment\";\n"));
    assert!(!out.contains("\n\n\n"));
    let none = lean("fn main() {}\n", LIB).unwrap();
    assert!(none.lines().count() == 2 && none.contains("none") && !none.contains("mod "));
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
    let out = lean(src, REACH).unwrap();
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
    let out = lean(src, REACH).unwrap();
    assert!(out.contains("\tpub fn f() -> Kept {\n"), "{out}");
    assert!(
        !out.contains("fn unused") && !out.contains("spare"),
        "{out}"
    );
    // An import of nothing kept goes.
    let out = lean("fn main() { grundy::b::g(); }\n", REACH).unwrap();
    assert!(
        out.contains("\t//! B.\n\tuse std::fmt;\n\tpub fn g()"),
        "{out}"
    );
    // A `where` clause before an impl's members.
    let out = lean("fn main() { grundy::a::Pair(1, 2); }\n", REACH).unwrap();
    assert!(out.contains("\twhere\n\t\tT: Copy,\n\t{\n\t}\n"), "{out}");
    let out = lean("fn main() { grundy::a::Pair(1, 2).first(); }\n", REACH);
    assert!(out
        .unwrap()
        .contains("\t{\n\t\tpub fn first(&self) -> T {\n"));
    // Reaching `b::h` keeps `a::unused` and its import, and so `dead_helper`.
    let out = lean("fn main() { grundy::b::h(); }\n", REACH).unwrap();
    assert!(
        out.contains("use super::a::unused;\n") && out.contains("fn dead_helper"),
        "{out}"
    );
    assert!(
        !out.contains("Kept") && !out.contains("fn f") && !out.contains("fn g"),
        "{out}"
    );
    // A glob import of a section would hide what is used.
    for (src, lib) in [
        ("use grundy::a::*;\nfn main() { f(); }\n", REACH),
        (
            "fn main() { grundy::a::f(); }\n",
            &*REACH.replace("use std::fmt;", "use super::a::*;"),
        ),
    ] {
        let e = lean(src, lib).unwrap_err();
        assert!(
            e.contains("::*;`: a glob import of a library section"),
            "{e}"
        );
    }
    // --docs keeps whole sections.
    let out = bundle("p", src, REACH, true).unwrap();
    assert!(
        out.contains("pub fn spare()") && out.contains("fn dead_helper"),
        "{out}"
    );
}

#[test]
fn items_and_what_they_define() {
    let named = |head: &str| match kind(head, true) {
        Kind::Named(n) => n,
        _ => panic!("{head}"),
    };
    assert_eq!(
        named("\tpub(crate) const fn table() -> [u64; 4] {"),
        "table"
    );
    assert_eq!(named("static mut COUNT: u32 = 0;"), "COUNT");
    assert_eq!(named("\t\ttype Item = u64;"), "Item");
    let imp = |head: &str| match kind(head, true) {
        Kind::Impl { ty, of_trait } => (ty, of_trait),
        _ => panic!("{head}"),
    };
    assert_eq!(
        imp("\timpl<F: Fn() -> u8> Tr for Foo<F> {"),
        ("Foo".into(), true)
    );
    assert_eq!(imp("\timpl<'a, T> Bar<'a, T> {"), ("Bar".into(), false));
    assert_eq!(
        imp("\timpl fmt::Display for super::io::X {"),
        ("X".into(), true)
    );
    assert!(
        matches!(kind("\tuse super::a::{x, y};", true), Kind::Use(t, n) if t == "a" && n == ["x", "y"])
    );
    assert!(matches!(kind("\tuse super::a::x;", true), Kind::Use(t, n) if t == "a" && n == ["x"]));
    for root in [
        "\tuse super::a::{self, x};",
        "\tuse super::a::x as y;",
        "\tuse super::a;",
        "\tuse std::io::Read;",
        "\tconst _: () = ();",
        "\tthread_local! {",
    ] {
        assert!(matches!(kind(root, true), Kind::Root), "{root}");
    }
    assert!(matches!(kind("\tuse super::a::x;", false), Kind::Root));
    // Spans: attributes on, brackets closed, literals skipped.
    let lines: Vec<String> = [
        "\t#[derive(Debug)]",
        "\tstruct A(u8);",
        "\tconst S: &str = \"{",
        "\t}\";",
        "\tfn f(",
        "\t\tx: [u8; 2],",
        "\t) -> u8 {",
        "\t\tx[0] // }",
        "\t}",
    ]
    .iter()
    .map(|l| format!("{l}\n"))
    .collect();
    let open = [false, false, false, true, false, false, false, false, false];
    assert_eq!(
        spans(&lines, &open, (0, 9), 1).unwrap(),
        [[0, 1, 1], [2, 2, 3], [4, 4, 8]]
    );
    assert!(spans(&lines, &open, (0, 8), 1)
        .unwrap_err()
        .contains("`fn f(`"));
}

#[test]
fn docs_keeps_doc_comments_but_not_examples() {
    let out = bundle("p", "use grundy::a::f;\n", LIB, true).unwrap();
    assert!(out.contains("    //! A summary.\n    //! More about a.\n\n    /// Doc of f.\n    ///\n    pub fn f()"), "{out}");
    assert!(!out.contains("Example") && !out.contains("assert_eq") && !out.contains("crate doc"));
}

#[test]
fn errors_name_what_is_wrong() {
    let err = |src: &str, lib: &str| lean(src, lib).unwrap_err();
    assert!(err("use grundy::zz::x;", LIB).contains("no section `zz` (sections: a, b, c, d)"));
    let e = err("", "// ==== a ====\npub mod a {}\npub mod b {}\n");
    assert!(e.starts_with("lib/grundy.rs:3: `pub mod b` has no banner"));
    let e = err("", "// ==== a ====\npub mod b {}\n");
    assert!(e.contains("under the banner of `a`"), "{e}");
    let e = err("", "// ==== a ==== uses b\npub mod a {}\n");
    assert!(e.starts_with("lib/grundy.rs:1: malformed banner"), "{e}");
    let e = err("", "// ==== a ==== uses: q\npub mod a {}\n");
    assert!(e.contains("uses `q`, which is no section"), "{e}");
    let lib =
        "// ==== a ====\npub mod a {}\n// ==== b ====\npub mod b {\n    use super::a::X;\n}\n";
    assert!(err("", lib).contains("section `b` refers to `super::a`"));
    // A mention in a comment is no use.
    let lib =
        "// ==== a ====\npub mod a {}\n// ==== b ====\npub mod b {\n    //! See [`super::a`].\n}\n";
    assert!(lean("", lib).is_ok());
}

#[test]
fn string_tracking() {
    let ends_in_string = |l: &str, open: bool| scan_line(l, open).1;
    assert!(!ends_in_string("let s = \"a\"; // \"", false));
    assert!(ends_in_string("let s = \"a \\", false));
    assert!(!ends_in_string("b\";", true));
    assert!(!ends_in_string(
        "let q = ['\"', '\\'']; let s: &'static str = \"\";",
        false
    ));
    assert!(ends_in_string("f(\"\\\"\", \"", false));
    // Where the code ends: at a comment outside the literals only.
    assert_eq!(scan_line("x(\"//\"); // y", false), (9, false, 0));
    assert_eq!(scan_line("a // b\";", true), (8, false, 0));
    assert_eq!(scan_line("let c = ['/', '{']; // (", false), (20, false, 0));
    assert_eq!(scan_line("f(\")\", g([a], {", false), (15, false, 3));
}

/// rustfmt puts a method call on a struct literal on a line of its own, at the item's depth:
/// the item runs on past the `}` that closes the literal, so it goes or stays whole.
#[test]
fn an_item_runs_on_past_a_closing_brace() {
    let lib = "// ==== a ====\npub mod a {\n    pub struct P {\n        pub x: u32,\n    }\n    impl P {\n        pub const fn twice(self) -> P {\n            P { x: 2 * self.x }\n        }\n    }\n    pub const BIG: P = P {\n        x: 1_000_000_000,\n    }\n    .twice();\n    pub fn f() -> u32 {\n        1\n    }\n}\n";
    let out = lean("fn main() { grundy::a::f(); }\n", lib).unwrap();
    assert!(!out.contains("BIG") && !out.contains("twice"), "{out}");
    let out = lean("fn main() { grundy::a::BIG; }\n", lib).unwrap();
    assert!(out.contains("\t}\n\t.twice();\n"), "{out}");
}

/// An alias of a section hides the paths through it, as a glob import would.
#[test]
fn an_alias_of_a_section_is_an_error() {
    for src in [
        "use grundy::a as lib;\nfn main() { lib::f(); }\n",
        "use grundy::a::{self as lib};\nfn main() { lib::f(); }\n",
        "use grundy::{a as lib, b};\nfn main() { lib::f(); b::g(); }\n",
    ] {
        let e = lean(src, REACH).unwrap_err();
        assert!(e.contains("an alias of a library section"), "{src}: {e}");
    }
    let lib = REACH.replace("use std::fmt;", "use super::a as other;");
    let e = lean("fn main() { grundy::b::g(); }\n", &lib).unwrap_err();
    assert!(e.contains("an alias of a library section"), "{e}");
    // An alias of an item is fine: the path still names it.
    let out = lean(
        "use grundy::a::f as first;\nfn main() { first(); }\n",
        REACH,
    );
    assert!(out.unwrap().contains("fn helper"));
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
    let out = lean(src, NAMES).unwrap();
    assert!(out.contains("pub fn grundy(&self)"), "{out}");
    assert!(out.contains("const LIMIT"), "`0..LIMIT` reaches it:\n{out}");
    for dead in ["fn sum", "fn grundy() ->", "fn len"] {
        assert!(!out.contains(dead), "{dead:?} is kept:\n{out}");
    }
}
