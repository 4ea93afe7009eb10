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
            solve: <$name::P as super::spec::Problem>::SOLVE,
        }),*];
    };
}

problems! {
    poj1067 = "../../../problems/judge/poj1067.rs";
    luogu_p1247 = "../../../problems/judge/luogu_p1247.rs";
    hdu1846 = "../../../problems/judge/hdu1846.rs";
    circles_game = "../../../problems/judge/circles_game.rs";
    agc017_d = "../../../problems/judge/agc017_d.rs";
    hdu3094 = "../../../problems/judge/hdu3094.rs";
    hdu2516 = "../../../problems/judge/hdu2516.rs";
    hdu1848 = "../../../problems/judge/hdu1848.rs";
    hdu1847 = "../../../problems/judge/hdu1847.rs";
    hdu1536 = "../../../problems/judge/hdu1536.rs";
    poj2975 = "../../../problems/judge/poj2975.rs";
    hdu1907 = "../../../problems/judge/hdu1907.rs";
    hdu3032 = "../../../problems/judge/hdu3032.rs";
    hdu3595 = "../../../problems/judge/hdu3595.rs";
    hdu3537 = "../../../problems/judge/hdu3537.rs";
    poj3710 = "../../../problems/judge/poj3710.rs";
    luogu_p6665 = "../../../problems/judge/luogu_p6665.rs";
    poj1704 = "../../../problems/judge/poj1704.rs";
    hdu1730 = "../../../problems/judge/hdu1730.rs";
    hdu1524 = "../../../problems/judge/hdu1524.rs";
    poj2311 = "../../../problems/judge/poj2311.rs";
    hdu3590 = "../../../problems/judge/hdu3590.rs";
    hdu3404 = "../../../problems/judge/hdu3404.rs";
    nim_product_64 = "../../../problems/judge/nim_product_64.rs";
}

/// The problem named `name`.
pub fn find(name: &str) -> Option<&'static Entry> {
    ALL.iter().find(|e| e.name == name)
}
