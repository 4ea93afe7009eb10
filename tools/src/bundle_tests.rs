//! Tests of the bundler (`src/bin/bundle.rs`), on a small made-up library.

use super::*;

const LIB: &str = "//! crate doc\n\n// ==== a ====\n\npub mod a {\n    //! A summary.\n    //! More about a.\n\n    /// Doc of f.\n    ///\n    /// # Example\n    /// ```\n    /// assert_eq!(f(), 1);\n    /// ```\n    pub fn f() -> u32 {\n        1 // one\n    }\n}\n\n// ==== b ==== uses: a\n\npub mod b {\n    //! B summary.\n    pub fn g() -> u32 {\n        super::a::f() + 1\n    }\n    pub const S: &str = \"x // y\";\n    pub const T: &str = \"multi \\\n// not a comment\";\n}\n\n// ==== c ==== uses: b\n\npub mod c {\n    //! C summary.\n    pub fn h() -> u32 {\n        super::b::g()\n    }\n}\n\n// ==== d ====\n\npub mod d {\n    //! D summary.\n}\n";

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
    let out = bundle("p", src, LIB, false).unwrap();
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
    let none = bundle("p", "fn main() {}\n", LIB, false).unwrap();
    assert!(none.lines().count() == 2 && none.contains("none") && !none.contains("mod "));
}

#[test]
fn unused_pub_fns_are_pruned_until_none_is_left() {
    let lib = LIB.replace(
        "    pub fn f() -> u32 {",
        "    /// Only `spare` calls it.\n    #[inline]\n    pub fn helper() -> u32 {\n        3\n    }\n    pub fn spare() -> u32 { helper() }\n    pub fn f() -> u32 {",
    );
    let out = bundle("p", "use grundy::a::f;\nfn main() { f(); }\n", &lib, false).unwrap();
    assert!(
        out.contains("pub fn f()") && !out.contains("spare") && !out.contains("helper"),
        "{out}"
    );
    assert!(!out.contains("#[inline]"), "{out}");
    // --docs keeps everything.
    let out = bundle("p", "use grundy::a::f;\nfn main() { f(); }\n", &lib, true).unwrap();
    assert!(out.contains("pub fn spare()") && out.contains("pub fn helper()"));
    // Two uncalled methods of one name (in two sections) do not keep each other; a called
    // one keeps both, since names are not resolved.
    let twice = |body: &str| {
        LIB.replace(
            "    pub fn g() -> u32 {",
            &format!("    pub fn read() {{}}\n    pub fn g() -> u32 {{{body}"),
        )
        .replace(
            "    pub fn h() -> u32 {",
            "    pub fn read() {}\n    pub fn h() -> u32 {",
        )
    };
    let out = bundle(
        "p",
        "use grundy::c::h;\nfn main() { h(); }\n",
        &twice(""),
        false,
    )
    .unwrap();
    assert!(out.contains("pub fn h()") && !out.contains("read"), "{out}");
    let called = twice("\n        read();");
    let out = bundle(
        "p",
        "use grundy::c::h;\nfn main() { h(); }\n",
        &called,
        false,
    )
    .unwrap();
    assert_eq!(out.matches("pub fn read()").count(), 2, "{out}");
}

#[test]
fn docs_keeps_doc_comments_but_not_examples() {
    let out = bundle("p", "use grundy::a::f;\n", LIB, true).unwrap();
    assert!(out.contains("    //! A summary.\n    //! More about a.\n\n    /// Doc of f.\n    ///\n    pub fn f()"), "{out}");
    assert!(!out.contains("Example") && !out.contains("assert_eq") && !out.contains("crate doc"));
}

#[test]
fn errors_name_what_is_wrong() {
    let err = |src: &str, lib: &str| bundle("p", src, lib, false).unwrap_err();
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
    assert!(bundle("p", "", lib, false).is_ok());
}

#[test]
fn string_tracking() {
    assert!(!ends_in_string("let s = \"a\"; // \"", false));
    assert!(ends_in_string("let s = \"a \\", false));
    assert!(!ends_in_string("b\";", true));
    assert!(!ends_in_string(
        "let q = ['\"', '\\'']; let s: &'static str = \"\";",
        false
    ));
    assert!(ends_in_string("f(\"\\\"\", \"", false));
}
