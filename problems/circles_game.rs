//! TopCoder SRM 561 Div1 500 CirclesGame: a move kills a circle and all circles around it.
//! The circles' boundaries are disjoint; Alice moves first; who cannot move loses.
//! Input: `N`, then `N` lines `x y r`. Output: `Alice` or `Bob`. Limits (ours; TopCoder:
//! `N <= 50`, `|x|, |y|, r <= 10^4`): `N <= 2·10^5`, `|x|, |y| <= 10^9`, `1 <= r <= 10^9`.
//! Meeting boundaries are an error naming two such circles (1-based; the later one's line
//! taken as its position + 1). Cost: O(N log N) time (the sweep line is a B-tree of blocks
//! of B = 128 arcs: O(B log N / log B) per event), O(N) memory, grown as read.
//! Theory: `lib/grundy.rs`, sections `circles` and `ancestor_deletion`.

use grundy::circles::{self, BoundariesMeet, Circle};
use grundy::io::{InputError, Output, Scanner, SolveResult};
use std::io::{Read, Write};

const MAX_CIRCLES: usize = 200_000;
const MAX_COORDINATE: i64 = 1_000_000_000;

pub fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut Output<W>) -> SolveResult {
    let n = sc.usize_in(1, MAX_CIRCLES, "the number of circles N")?;
    let mut circles = Vec::new();
    for _ in 0..n {
        // Each within 10^9, so an `i32`.
        let x = sc.i64_in(-MAX_COORDINATE, MAX_COORDINATE, "the centre's x")? as i32;
        let y = sc.i64_in(-MAX_COORDINATE, MAX_COORDINATE, "the centre's y")? as i32;
        let r = sc.i64_in(1, MAX_COORDINATE, "the radius r")? as i32;
        circles.push(Circle { x, y, r });
    }
    sc.expect_end()?;
    match circles::first_player_wins(&circles) {
        Ok(alice) => out.line(if alice { "Alice" } else { "Bob" }),
        Err(BoundariesMeet(earlier, later)) => {
            let (e, c) = (circles[earlier], circles[later]);
            return Err(InputError {
                line: later + 2,
                token_index: 1,
                token: Some(c.x.to_string()),
                expected: format!(
                    "circles with disjoint boundaries, but circle {} ({} {} {}) meets circle {} \
                     ({} {} {})",
                    later + 1,
                    c.x,
                    c.y,
                    c.r,
                    earlier + 1,
                    e.x,
                    e.y,
                    e.r
                ),
            });
        }
    }
    Ok(())
}

fn main() {
    grundy::io::run(solve);
}
