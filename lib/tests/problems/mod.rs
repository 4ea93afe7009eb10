//! Tests of the judge binaries: each includes its binary as a module and calls its `solve`.

mod agc017_d;
mod circles_game;
mod hdu1524;
mod hdu1536;
mod hdu1730;
mod hdu1846;
mod hdu1847;
mod hdu1848;
mod hdu1907;
mod hdu2516;
mod hdu3032;
mod hdu3094;
mod hdu3404;
mod hdu3537;
mod hdu3590;
mod hdu3595;
mod luogu_p1247;
mod luogu_p6665;
mod nim_product_64;
mod poj1067;
mod poj1704;
mod poj2311;
mod poj2975;
mod poj3710;
