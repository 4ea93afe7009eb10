//! The registry: every problem the judge knows, one line each, its description in
//! `problems/judge/<name>.rs` next to the problem's binary.

use super::session::{self, Entry};

macro_rules! problems {
    ($($name:ident = $path:literal;)*) => {
        $(
            #[path = $path]
            mod $name;
        )*
        /// Every problem, in the order of docs/problems.md.
        pub const ALL: &[Entry] = &[$(Entry {
            name: stringify!($name),
            judge: &<$name::P as super::spec::Problem>::JUDGE,
            run: session::judge::<$name::P>,
            answer: <$name::P as super::spec::Problem>::answer,
        }),*];
    };
}

problems! {
    poj1067 = "../../../problems/judge/poj1067.rs";
}

/// The problem named `name`.
pub fn find(name: &str) -> Option<&'static Entry> {
    ALL.iter().find(|e| e.name == name)
}
