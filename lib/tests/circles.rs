//! Tests of the `circles` section.

use crate::kit::GameSearch;
use grundy::circles::*;

fn circle(x: i64, y: i64, r: i64) -> Circle {
    Circle { x, y, r }
}

/// Independent pair tests: do the two closed discs' boundaries share a point?
/// (Neither "one strictly inside the other" nor "strictly apart".)
fn meet_by_brute_force(a: &Circle, b: &Circle) -> bool {
    let d2 = (a.x - b.x).pow(2) + (a.y - b.y).pow(2);
    let strictly_apart = d2 > (a.r + b.r).pow(2);
    let strictly_nested = (a.r - b.r).pow(2) > d2;
    !strictly_apart && !strictly_nested
}

/// For circles whose boundaries are disjoint: `inner` is inside `outer` iff its
/// centre is strictly inside `outer` and it is smaller.
fn inside_by_brute_force(inner: &Circle, outer: &Circle) -> bool {
    let d2 = (inner.x - outer.x).pow(2) + (inner.y - outer.y).pow(2);
    d2 < outer.r.pow(2) && inner.r < outer.r
}

/// Parent = the container with the most containers itself.
fn parents_by_nesting_depth(circles: &[Circle]) -> Vec<Option<usize>> {
    let n = circles.len();
    let depth: Vec<usize> = (0..n)
        .map(|j| {
            (0..n)
                .filter(|&i| inside_by_brute_force(&circles[j], &circles[i]))
                .count()
        })
        .collect();
    (0..n)
        .map(|j| {
            (0..n)
                .filter(|&i| inside_by_brute_force(&circles[j], &circles[i]))
                .max_by_key(|&i| depth[i])
        })
        .collect()
}

/// The game by definition: a live set; a move kills a live circle and all its containers.
fn game_by_search(circles: &[Circle]) -> bool {
    let n = circles.len();
    let kill: Vec<u32> = (0..n)
        .map(|c| {
            (0..n)
                .filter(|&i| i == c || inside_by_brute_force(&circles[c], &circles[i]))
                .fold(0, |m, i| m | 1 << i)
        })
        .collect();
    let mut search = GameSearch::new(|&live: &u32, out: &mut Vec<u32>| {
        out.extend(
            (0..n)
                .filter(|&c| live >> c & 1 == 1)
                .map(|c| live & !kill[c]),
        )
    });
    search.first_player_wins(((1u64 << n) - 1) as u32)
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
}

#[test]
fn random_sets_match_brute_force_containment_and_game() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let (mut valid, mut invalid) = (0, 0);
    for round in 0..20_000 {
        let n = 1 + round % 7;
        let span = [4, 6, 10][round % 3];
        let circles: Vec<Circle> = (0..n)
            .map(|_| {
                circle(
                    rng.range(-span, span),
                    rng.range(-span, span),
                    rng.range(1, span),
                )
            })
            .collect();
        let first_bad = (0..n).find_map(|j| {
            (0..j)
                .find(|&i| meet_by_brute_force(&circles[i], &circles[j]))
                .map(|i| (i, j))
        });
        match first_bad {
            Some((earlier, later)) => {
                invalid += 1;
                assert_eq!(
                    containment_forest(&circles),
                    Err(BadCircles::BoundariesMeet { earlier, later }),
                    "{circles:?}"
                );
            }
            None => {
                valid += 1;
                let forest = containment_forest(&circles).unwrap();
                assert_eq!(forest, parents_by_nesting_depth(&circles), "{circles:?}");
                assert_eq!(
                    circles_first_player_wins(&circles),
                    Ok(game_by_search(&circles)),
                    "{circles:?}"
                );
            }
        }
    }
    assert!(
        valid > 2000 && invalid > 2000,
        "{valid} valid, {invalid} invalid"
    );
}

#[test]
fn grown_larger_sets_match_brute_force() {
    // Add random circles one by one, keeping those whose boundary meets no other.
    let mut rng = Rng(0xdead_beef_cafe_f00d);
    for round in 0..60 {
        let mut circles: Vec<Circle> = Vec::new();
        for _ in 0..400 {
            let c = circle(rng.range(-60, 60), rng.range(-60, 60), rng.range(1, 30));
            if circles.iter().all(|e| !meet_by_brute_force(e, &c)) {
                circles.push(c);
            }
        }
        let forest = containment_forest(&circles).unwrap();
        assert_eq!(forest, parents_by_nesting_depth(&circles), "round {round}");
        if circles.len() <= 12 {
            assert_eq!(
                circles_first_player_wins(&circles),
                Ok(game_by_search(&circles))
            );
        }
    }
}

#[test]
fn every_kind_of_bad_set_is_rejected() {
    let meet = |a: Circle, b: Circle| {
        assert_eq!(
            containment_forest(&[circle(100, 100, 1), a, b]),
            Err(BadCircles::BoundariesMeet {
                earlier: 1,
                later: 2
            }),
            "{a:?} {b:?}"
        );
    };
    meet(circle(0, 0, 1), circle(2, 0, 1)); // touching outside
    meet(circle(0, 0, 3), circle(1, 0, 2)); // touching inside
    meet(circle(0, 0, 2), circle(2, 0, 1)); // crossing
    meet(circle(0, 0, 5), circle(0, 0, 5)); // identical
    meet(circle(0, 0, 5), circle(3, 4, 10)); // tangent inside along (3, 4)
    meet(circle(0, 0, 5), circle(6, 8, 5)); // tangent outside along (6, 8)
    assert_eq!(
        containment_forest(&[circle(0, 0, 1), circle(5, 5, 0)]),
        Err(BadCircles::NonPositiveRadius { index: 1 })
    );
    assert_eq!(
        containment_forest(&[circle(0, 0, -1)]),
        Err(BadCircles::NonPositiveRadius { index: 0 })
    );
}

#[test]
fn exact_at_the_coordinate_limit() {
    let m = COORDINATE_LIMIT;
    // Far apart diagonally: d² = 2·(2^61)² exceeds (2^60 + 2^60)² = 2^122.
    assert_eq!(
        placement(&circle(-m, -m, m), &circle(m, m, m)),
        Placement::Apart
    );
    // Tangent on the x axis: d = 2^61 = r + r.
    assert_eq!(
        placement(&circle(-m, 0, m), &circle(m, 0, m)),
        Placement::BoundariesMeet
    );
    assert_eq!(
        placement(&circle(0, 0, m), &circle(1, 1, m - 2)),
        Placement::SecondInside
    );
    assert_eq!(
        placement(&circle(0, 0, m), &circle(1, 0, m - 1)),
        Placement::BoundariesMeet
    );
    let caught = std::panic::catch_unwind(|| placement(&circle(m + 1, 0, 1), &circle(0, 0, 1)));
    assert!(caught.is_err());
}
