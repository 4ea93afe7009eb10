//! Tests of the `circles` section: the sweep-line forest against the plain pairwise one.

use crate::kit::{GameSearch, Rng};
use grundy::circles::*;

/// A circle from wide coordinates (each must fit `i32`).
fn circle(x: i64, y: i64, r: i64) -> Circle {
    let [x, y, r] = [x, y, r].map(|v| i32::try_from(v).expect("a coordinate within i32"));
    Circle { x, y, r }
}

/// A circle's `x`, `y`, `r`, widened.
fn wide(c: &Circle) -> [i64; 3] {
    [c.x, c.y, c.r].map(i64::from)
}

/// Squared centre distance, exact.
fn d2(a: &Circle, b: &Circle) -> i128 {
    (a.x as i128 - b.x as i128).pow(2) + (a.y as i128 - b.y as i128).pow(2)
}

/// Do the boundaries share a point? Neither strictly apart nor strictly nested.
fn meet_by_brute_force(a: &Circle, b: &Circle) -> bool {
    let strictly_apart = d2(a, b) > (a.r as i128 + b.r as i128).pow(2);
    let strictly_nested = (a.r as i128 - b.r as i128).pow(2) > d2(a, b);
    !strictly_apart && !strictly_nested
}

/// For circles whose boundaries are disjoint: `inner` is inside `outer` iff it is smaller
/// and its centre is strictly inside `outer`.
fn inside_by_brute_force(inner: &Circle, outer: &Circle) -> bool {
    inner.r < outer.r && d2(inner, outer) < (outer.r as i128).pow(2)
}

/// The textbook O(n²) forest: `None` if some two boundaries meet; else every circle's
/// parent is its smallest container (the containers of a circle are nested).
fn pairwise_forest(circles: &[Circle]) -> Option<Vec<Option<usize>>> {
    let n = circles.len();
    let mut parent: Vec<Option<usize>> = vec![None; n];
    for j in 0..n {
        for i in 0..n {
            if i != j && meet_by_brute_force(&circles[i], &circles[j]) {
                return None;
            }
            if inside_by_brute_force(&circles[j], &circles[i])
                && parent[j].map_or(true, |p| circles[p].r > circles[i].r)
            {
                parent[j] = Some(i);
            }
        }
    }
    Some(parent)
}

/// The game by definition: a live set; a move kills a live circle and all its containers.
pub(crate) fn game_by_search(circles: &[Circle]) -> bool {
    let n = circles.len();
    let kill: Vec<u32> = (0..n)
        .map(|c| {
            (0..n)
                .filter(|&i| i == c || inside_by_brute_force(&circles[c], &circles[i]))
                .fold(0, |m, i| m | 1 << i)
        })
        .collect();
    let mut search = GameSearch::new(|&live: &u32, out: &mut Vec<u32>| {
        out.extend((0..n).filter(|&c| live >> c & 1 == 1).map(|c| live & !kill[c]))
    });
    search.first_player_wins(((1u64 << n) - 1) as u32)
}

/// The sweep agrees with the pairwise forest: the same forest, or (when some boundaries
/// meet) a pair that really meets. Returns whether the set was valid.
fn check(circles: &[Circle]) -> bool {
    let got = containment_forest(circles);
    match pairwise_forest(circles) {
        Some(forest) => {
            assert_eq!(got, Ok(forest), "{circles:?}");
            true
        }
        None => {
            match got {
                Err(BoundariesMeet(earlier, later)) => assert!(
                    earlier < later && meet_by_brute_force(&circles[earlier], &circles[later]),
                    "{circles:?}: reported {earlier}, {later}"
                ),
                other => panic!("{circles:?}: boundaries meet, but got {other:?}"),
            }
            false
        }
    }
}

/// A circle related to `base` in one of the ways that stress the sweep: random, identical,
/// concentric, equal radius, (near-)tangent outside or inside along an integer direction
/// (Pythagorean ones give exact tangency), or starting/ending at `base`'s extreme x.
fn related(rng: &mut Rng, base: &Circle, span: i64) -> Circle {
    let [x, y, r] = wide(base);
    let jitter = rng.range_i64(-1, 1);
    let (dx, dy) = {
        let k = rng.range_i64(1, 3);
        let (a, b) = [(3, 4), (5, 12), (8, 15), (0, 1), (1, 1), (2, 3)][rng.below(6) as usize];
        let (a, b) = if rng.below(2) == 0 { (a, b) } else { (b, a) };
        let sign = |rng: &mut Rng| [1, -1][rng.below(2) as usize];
        (a * k * sign(rng), b * k * sign(rng))
    };
    let d = (0..).find(|&s| (s + 1) * (s + 1) > dx * dx + dy * dy).unwrap(); // ⌊distance⌋
    let shifted = rng.range_i64(-2, 2);
    let candidate = match rng.below(9) {
        0 => circle(rng.range_i64(-span, span), rng.range_i64(-span, span), rng.range_i64(1, span)),
        1 => *base,
        2 => circle(x, y, r + rng.range_i64(-3, 3)),
        3 => circle(rng.range_i64(-span, span), rng.range_i64(-span, span), r),
        4 => circle(x + dx, y + dy, d - r + jitter),
        5 => circle(x + dx, y + dy, r - d + jitter),
        6 => circle(x + dx, y + dy, r + d + jitter),
        7 => {
            // Starts where `base` ends (or starts), at the same height or near it.
            let r2 = rng.range_i64(1, span);
            let from = if rng.below(2) == 0 { x + r } else { x - r };
            circle(from + r2, y + shifted, r2)
        }
        _ => {
            // Ends where `base` ends.
            let r2 = rng.range_i64(1, span);
            circle(x + r - r2, y + shifted, r2)
        }
    };
    Circle { r: candidate.r.max(1), ..candidate }
}

#[test]
fn sweep_matches_pairwise_on_random_small_sets() {
    let mut rng = Rng::new(0x1234_5678_9abc_def1);
    let (mut valid, mut invalid, mut games) = (0, 0, 0);
    for round in 0..30_000 {
        let n = 1 + round % 9;
        let span = [4, 8, 20, 60][round % 4];
        let mut circles: Vec<Circle> = Vec::new();
        for _ in 0..n {
            let c = match circles.len() {
                0 => related(&mut rng, &circle(0, 0, span / 2), span),
                len => {
                    let base = circles[rng.below(len as u64) as usize];
                    related(&mut rng, &base, span)
                }
            };
            circles.push(c);
        }
        if check(&circles) {
            valid += 1;
            if n <= 8 {
                games += 1;
                assert_eq!(
                    first_player_wins(&circles),
                    Ok(game_by_search(&circles)),
                    "{circles:?}"
                );
            }
        } else {
            invalid += 1;
        }
    }
    assert!(
        valid > 4_000 && invalid > 4_000 && games > 3_000,
        "{valid} valid, {invalid} invalid, {games} games"
    );
}

#[test]
fn grown_sets_match_pairwise() {
    // Circles added one by one, each kept only if its boundary meets no other; then one
    // more circle related to a kept one, to plant a meeting pair in a crowded set.
    let mut rng = Rng::new(0xdead_beef_cafe_f00d);
    let mut planted_meetings = 0;
    for round in 0..300 {
        let span = [30, 60, 1000][round % 3];
        let mut circles: Vec<Circle> = Vec::new();
        for _ in 0..300 {
            let c = match circles.len() {
                0 => circle(0, 0, span),
                len if rng.below(2) == 0 => {
                    let base = circles[rng.below(len as u64) as usize];
                    related(&mut rng, &base, span)
                }
                _ => circle(
                    rng.range_i64(-span, span),
                    rng.range_i64(-span, span),
                    rng.range_i64(1, span / 2),
                ),
            };
            if circles.iter().all(|e| !meet_by_brute_force(e, &c)) {
                circles.push(c);
            }
        }
        assert!(check(&circles));
        let base = circles[rng.below(circles.len() as u64) as usize];
        let extra = related(&mut rng, &base, span);
        let at = rng.below(circles.len() as u64 + 1) as usize;
        circles.insert(at, extra);
        if !check(&circles) {
            planted_meetings += 1;
        }
    }
    assert!(planted_meetings > 150, "{planted_meetings}");
}

#[test]
fn crowded_lines_match_pairwise() {
    // Columns of 100–250 stacked circles (each with up to two nested inside), so hundreds of
    // arcs are on the line at once and the sweep's blocks split, change their lowest arcs,
    // empty and go; shuffled, so ties at one x come in any order; under two big circles.
    // Half the rounds plant a circle related to a random one (often meeting it).
    let mut rng = Rng::new(0x0b10_c5ed_5eed_0001);
    let (mut valid, mut invalid) = (0, 0);
    for round in 0..16 {
        let mut circles = vec![circle(0, 0, 1 << 20), circle(1, 0, (1 << 20) - 2)];
        for column in 0..rng.range_i64(1, 3) {
            for row in 0..rng.range_i64(100, 250) {
                let x = 100 * column + rng.range_i64(-30, 30); // starts and ends interleave
                let (y, inner) = (40 * row - 5000, rng.range_i64(5, 9));
                circles.push(circle(x, y, 10));
                for k in 0..rng.below(3) as i64 {
                    circles.push(circle(x + k, y, inner - 2 * k)); // a nested chain
                }
            }
        }
        for _ in 0..300 {
            let (x, y) = (rng.range_i64(-300, 500), rng.range_i64(-6000, 6000));
            let c = circle(x, y, rng.range_i64(1, 300));
            if circles.iter().all(|e| !meet_by_brute_force(e, &c)) {
                circles.push(c); // curved arcs of all sizes among the stacks
            }
        }
        if round % 2 == 1 {
            let base = circles[rng.below(circles.len() as u64 - 2) as usize + 2];
            circles.push(related(&mut rng, &base, 20));
        }
        circles.sort_by_cached_key(|_| rng.next_u64());
        if check(&circles) {
            valid += 1;
        } else {
            invalid += 1;
        }
    }
    assert!(valid >= 8 && invalid >= 2, "{valid} valid, {invalid} invalid");
}

/// Wide circles around x = 40: `l` stacked below y = -940, `l - 1` above y = 810.
fn stacks(l: i64) -> Vec<Circle> {
    let y = |k: i64| {
        if k < l {
            -1000 - 130 * k
        } else {
            870 + 130 * (k - l)
        }
    };
    (0..2 * l - 1).map(|k| circle(40, y(k), 60)).collect()
}

#[test]
fn a_block_losing_its_lowest_arc() {
    // `a` between stacks of `l` and `l - 1` wide circles: for one `l` the line first splits
    // a block when `a` comes, and `a`'s lower arc becomes the upper block's lowest. `a`
    // ends, then `c` starts inside `big`, whose lower arc now lies below `a`'s centre: a
    // stale lowest arc would put `c` outside (any block size up to 400 divisible by 4).
    for l in 1..=100i64 {
        let mut circles = stacks(l);
        let (a, big, c) = (circle(16, 30, 1), circle(52, 45, 37), circle(28, 21, 1));
        circles.extend([a, big, c]);
        assert!(check(&circles));
        let n = circles.len();
        assert_eq!(containment_forest(&circles).unwrap()[n - 1], Some(n - 2));
    }
}

#[test]
fn a_crossing_met_across_a_block_boundary_at_an_end() {
    // `d` and `e` cross right of `a`, which keeps them apart from `e`'s start until `a` ends:
    // only that end tests them. For one `l`, `a`'s lower arc is then its block's lowest, so
    // the arc below it (`d`'s upper) is the block below's last (any block size up to 400).
    for l in 1..=100i64 {
        let mut circles = stacks(l);
        let (d, a, e) = (circle(40, -200, 228), circle(16, 30, 1), circle(46, 50, 30));
        circles.extend([d, a, e]);
        let n = circles.len();
        assert_eq!(containment_forest(&circles), Err(BoundariesMeet(n - 3, n - 1)));
        assert!(!check(&circles));
        circles[n - 1].y += 20; // clear of `d`: a valid set
        assert!(check(&circles));
    }
}

#[test]
fn every_kind_of_bad_set_is_rejected() {
    let meet = |a: Circle, b: Circle| {
        assert_eq!(
            containment_forest(&[circle(100, 100, 1), a, b]),
            Err(BoundariesMeet(1, 2)),
            "{a:?} {b:?}"
        );
    };
    meet(circle(0, 0, 1), circle(2, 0, 1)); // touching outside, at the extreme x
    meet(circle(0, 0, 3), circle(1, 0, 2)); // touching inside, at the rightmost point
    meet(circle(0, 0, 3), circle(-1, 0, 2)); // touching inside, at the leftmost point
    meet(circle(0, 0, 2), circle(2, 0, 1)); // crossing
    meet(circle(0, 0, 5), circle(0, 0, 5)); // identical
    meet(circle(0, 0, 5), circle(3, 4, 10)); // tangent inside along (3, 4)
    meet(circle(0, 0, 5), circle(6, 8, 5)); // tangent outside along (6, 8)
    meet(circle(0, 0, 5), circle(5, 5, 5)); // crossing at (0, 5) and (5, 0)
    for c in [circle(5, 5, 0), circle(5, 5, -1)] {
        assert!(std::panic::catch_unwind(|| containment_forest(&[circle(0, 0, 1), c])).is_err());
    }
}

#[test]
fn exact_at_the_coordinate_limit() {
    let m = i64::from(COORDINATE_LIMIT);
    let bad =
        |a: Circle, b: Circle| assert_eq!(containment_forest(&[a, b]), Err(BoundariesMeet(0, 1)));
    bad(circle(-m, 0, m), circle(m, 0, m)); // tangent at the origin
    bad(circle(-m, -m, m), circle(m, -m, m)); // tangent at (0, -2^30)
    bad(circle(0, 0, m), circle(1, 0, m - 1)); // tangent inside at (2^30, 0)
    bad(circle(0, 0, m), circle(0, 1, m - 1)); // tangent inside at (0, 2^30)

    // Corners of the square: separate, each holding a circle at its own extreme points; the
    // sweep compares points 2^31 apart in y.
    let corners = [(-m, -m), (m, -m), (-m, m), (m, m)];
    let mut circles: Vec<Circle> = corners.iter().map(|&(x, y)| circle(x, y, m - 1)).collect();
    circles.extend(corners.iter().map(|&(x, y)| circle(x - x.signum(), y, m - 3)));
    let nested = [None, None, None, None, Some(0), Some(1), Some(2), Some(3)];
    assert_eq!(containment_forest(&circles), Ok(nested.to_vec()));
    assert_eq!(
        containment_forest(&[circle(0, 0, m), circle(1, 1, m - 2)]),
        Ok(vec![None, Some(0)])
    );
    // 3-4-5 at full scale: d = 5·2^27, radii summing to d or d - 1 or d + 1.
    let k = 1 << 27;
    bad(circle(0, 0, 2 * k), circle(3 * k, 4 * k, 3 * k));
    assert!(containment_forest(&[circle(0, 0, 2 * k), circle(3 * k, 4 * k, 3 * k - 1)]).is_ok());
    bad(circle(0, 0, 2 * k), circle(3 * k, 4 * k, 3 * k + 1));
    for c in [circle(m + 1, 0, 1), circle(0, -m - 1, 1), circle(0, 0, m + 1)] {
        assert!(std::panic::catch_unwind(|| containment_forest(&[c])).is_err());
    }
}

#[test]
fn a_chain_of_200000_nested_circles_on_a_small_stack() {
    // Nested, not concentric: circle k has centre (k, k) and radius 3k + 3, so the centre
    // distance of neighbours, √2, is below the radius difference 3. A path: g = n.
    let n = 200_000;
    let done = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(move || {
            let circles: Vec<Circle> = (0..n).map(|k| circle(k, k, 3 * k + 3)).collect();
            let forest = containment_forest(&circles).unwrap();
            let path = (0..n as usize).all(|k| forest[k] == (k + 1 < n as usize).then_some(k + 1));
            (path, first_player_wins(&circles))
        })
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(done, (true, Ok(true)));
}

#[test]
fn a_few_circles_and_a_touching_pair() {
    let forest =
        containment_forest(&[circle(0, 0, 3), circle(0, 0, 1), circle(0, 0, 2), circle(9, 0, 1)]);
    assert_eq!(forest, Ok(vec![None, Some(2), Some(0), None]));
    let touching = containment_forest(&[circle(0, 0, 1), circle(5, 0, 1), circle(2, 0, 1)]);
    assert_eq!(touching, Err(BoundariesMeet(0, 2)));
}

/// A column of `m` circles `O_k` (centre `(0, 20k)`, radius 8) in y order, so their arcs
/// are appended at the top and blocks stay half full; then, shuffled, `I_k` (concentric,
/// radius 4) in each, and `J_k` (radius 1, right of `I_k`, starting once all `I` ended) in
/// every third. The expected forest: `O` roots, `I_k` and `J_k` in `O_k`.
fn column_of_rings(m: i64, rng: &mut Rng) -> (Vec<Circle>, Vec<Option<usize>>) {
    let mut circles: Vec<Circle> = (0..m).map(|k| circle(0, 20 * k, 8)).collect();
    let mut parent = vec![None; m as usize];
    let mut inner: Vec<(Circle, usize)> =
        (0..m).map(|k| (circle(0, 20 * k, 4), k as usize)).collect();
    inner.extend((0..m).step_by(3).map(|k| (circle(6, 20 * k, 1), k as usize)));
    inner.sort_by_cached_key(|_| rng.next_u64());
    for (c, k) in inner {
        circles.push(c);
        parent.push(Some(k));
    }
    (circles, parent)
}

#[test]
fn a_tree_of_blocks_three_levels_high_matches_its_construction() {
    // 150 000 rings: 300 000 arcs, then 600 000, on the line at once: more than 128 blocks
    // of blocks of half-full leaves, so the tree grows a fourth level. The `O` end in y order,
    // each taking the lowest arc of the lowest leaf (and of every block above it). A second
    // column far right then starts on the emptied tree, which must begin again.
    let mut rng = Rng::new(0x7ee5_b10c_0003_1e71);
    let (mut circles, mut parent) = column_of_rings(150_000, &mut rng);
    let (again, again_parent) = column_of_rings(5_000, &mut rng);
    let offset = circles.len();
    circles.extend(again.iter().map(|c| circle(wide(c)[0] + 1000, wide(c)[1], wide(c)[2])));
    parent.extend(again_parent.iter().map(|p| p.map(|k| k + offset)));
    assert_eq!(containment_forest(&circles), Ok(parent.clone()));
    // A ring `I_k` moved to touch `O_k` from inside at its rightmost point, anywhere in
    // the column: that pair and no other is reported.
    for _ in 0..3 {
        let i = 150_000 + rng.below(150_000) as usize;
        let k = parent[i].unwrap();
        if circles[i].r == 4 {
            let mut bad = circles.clone();
            bad[i].x += 4;
            assert_eq!(containment_forest(&bad), Err(BoundariesMeet(k, i)));
        }
    }
}

#[test]
fn thousands_of_stacked_circles_match_pairwise() {
    // 4500 rows of a circle holding a nested one, ends staggered in x so starts and ends
    // interleave, shuffled: some 18 000 arcs at once, two levels of blocks over the leaves,
    // which split, lose their lowest arcs and go. Then a planted meeting pair.
    let mut rng = Rng::new(0x5eed_0fb1_0c7e_e5ed);
    let mut circles = vec![circle(0, 0, 1 << 22)];
    for row in 0..4500 {
        let (x, y) = (rng.range_i64(-6, 6), 30 * row - 67_500);
        circles.push(circle(x, y, 12));
        circles.push(circle(x + rng.range_i64(-3, 3), y, rng.range_i64(1, 8)));
    }
    circles.sort_by_cached_key(|_| rng.next_u64());
    assert!(check(&circles));
    let base = circles[rng.below(circles.len() as u64) as usize];
    circles.push(related(&mut rng, &base, 12));
    check(&circles);
}

#[test]
fn lowest_arcs_gone_from_every_level_of_blocks() {
    // Units 100 apart: `C` (centre (1, Y), radius 1) below `D` (centre (30, Y + 20), radius
    // 30), both starting at x = 0 in y order, so every leaf, and every block above, starts
    // with a `C`'s lower arc. The `C` end at x = 2; at x = 30 `D`'s lower arc is at Y - 10,
    // and `E` (centre (31, Y - 5), radius 1) starts inside `D`: a block still headed by the
    // gone arc at Y, at any level, would put `E` below `D`.
    for units in [6_000, 140_000] {
        let mut circles = Vec::new();
        for u in 0..units {
            circles.extend([circle(1, 100 * u, 1), circle(30, 100 * u + 20, 30)]);
        }
        circles.extend((0..units).map(|u| circle(31, 100 * u - 5, 1)));
        let mut forest = vec![None; 2 * units as usize];
        forest.extend((0..units as usize).map(|u| Some(2 * u + 1)));
        assert_eq!(containment_forest(&circles), Ok(forest));
    }
}

/// Checks the sweep on `circles` (a valid set) in shuffled order, with circle `k` first
/// replaced by `c` if `plant` is `Some((k, c))`, `c` meeting some circle of the set: the
/// pairwise forest without a plant; with one, a rejection naming a pair that meets and holds
/// the planted circle (every meeting pair does, the rest of the set being valid).
fn plant_shuffle_check(rng: &mut Rng, mut circles: Vec<Circle>, plant: Option<(usize, Circle)>) {
    if let Some((k, c)) = plant {
        circles[k] = c;
    }
    let mut order: Vec<usize> = (0..circles.len()).collect();
    order.sort_by_cached_key(|_| rng.next_u64());
    let shuffled: Vec<Circle> = order.iter().map(|&i| circles[i]).collect();
    let valid = check(&shuffled);
    match plant {
        None => assert!(valid, "an unplanted set meets"),
        Some((k, c)) => {
            assert!(!valid, "planted {c:?} meets nothing");
            let at = order.iter().position(|&i| i == k).unwrap();
            let got = containment_forest(&shuffled);
            assert!(
                matches!(got, Err(BoundariesMeet(a, b)) if a == at || b == at),
                "planted {c:?} at {at}, got {got:?}"
            );
        }
    }
}

#[test]
fn tall_columns_with_tied_starts_match_pairwise() {
    // A stack of equal circles, circle k at ((k mod C)·h, k·s): each of its C columns (every
    // C-th circle) starts at one x. s = s0 + gap with h² + s0² = (2r)², s0 > r: neighbours
    // would touch at gap 0 and are apart at gap 1; others are over 2r apart in y. Up to 6000
    // stacked circles, most on the line at once (all when (C − 1)·h < 2r), go in at tied x in
    // shuffled order, so blocks split and then empty many times. Some hold a nested circle
    // (their own tied column); some rounds add an enclosing one. Odd rounds replace a circle
    // by one meeting its upper neighbour `u`: touching (gap 0), crossing (gap −1), identical,
    // tangent inside at `u`'s leftmost point, or touching `u` outside where `u` ends.
    let triples = [(0, 2, 2), (6, 8, 10), (8, 6, 10), (18, 80, 82), (40, 198, 202)];
    let mut rng = Rng::new(0x7a11_c011_0e55_0003);
    let mut most_live = 0;
    for round in 0..10 {
        let columns = rng.range_i64(2, 6);
        let n = columns * rng.range_i64(700, 1400).min(6000 / columns);
        let gap = [1, 1, 2, rng.range_i64(1, 50)][rng.below(4) as usize];
        let (h, s0, d) = triples[round % 5];
        let scale = [1, 2, ((1 << 29) / n - gap) / s0][rng.below(3) as usize].max(1);
        let (h, s0, r) = (scale * h, scale * s0, scale * d / 2);
        let s = s0 + gap;
        let mut circles: Vec<Circle> =
            (0..n).map(|k| circle(k % columns * h, k * s - n * s / 2, r)).collect();
        for k in 0..n as usize {
            if r >= 3 && rng.below(4) == 0 {
                let [x, y, _] = wide(&circles[k]);
                circles.push(circle(x + 1, y, r - 2)); // nested: centres 1 apart, radii 2
            }
        }
        if rng.below(2) == 0 {
            circles.push(circle(0, 0, n * s / 2 + 2 * r + columns * h));
        }
        let mut starts: Vec<i64> = circles.iter().map(|c| wide(c)[0] - wide(c)[2]).collect();
        let mut ends: Vec<i64> = circles.iter().map(|c| wide(c)[0] + wide(c)[2]).collect();
        starts.sort_unstable();
        ends.sort_unstable();
        for &x in &starts {
            let live = starts.partition_point(|&e| e <= x) - ends.partition_point(|&e| e < x);
            most_live = most_live.max(live);
        }
        let plant = (round % 2 == 1).then(|| {
            let k = loop {
                let k = rng.below(n as u64 - 1) as i64;
                if k % columns != columns - 1 {
                    break k as usize; // `u`, circle k + 1, is h right of it
                }
            };
            let (u, [ux, uy, _]) = (circles[k + 1], wide(&circles[k + 1]));
            let c = match round / 2 % 5 {
                0 => circle(ux - h, uy - s0, r),
                1 => circle(ux - h, uy - s0 + 1, r),
                2 => u,
                3 => circle(ux - 1, uy, r - 1),
                _ => circle(ux + r + 1, uy, 1),
            };
            (k, c)
        });
        plant_shuffle_check(&mut rng, circles, plant);
    }
    assert!(most_live >= 3_500, "{most_live} circles on the line at most");
}

/// `d` and `e` cross right of `a`, which lies between them where `e` starts, so only `a`'s
/// end tests them (as in `a_crossing_met_across_a_block_boundary_at_an_end`). Before `a`
/// start `l` circles in `d` under its top and 30 over `e`; after it, `m` circles in `d`
/// under those (they outlast `a`) and `m` tiny ones over `d` (they end before `a` does).
fn around_an_ending_arc(l: i64, m: i64) -> Vec<Circle> {
    let (d, a, e) = (circle(0, -100_000, 100_000), circle(0, 1000, 2), circle(1999, 1150, 2000));
    let mut circles = vec![d, e];
    circles.extend((0..l).map(|j| circle(0, -10 - 11 * j, 5)));
    circles.extend((0..30).map(|j| circle(0, 5000 + 11 * j, 5)));
    circles.push(a);
    circles.extend((0..m).map(|j| circle(2, -11 * l - 20 - 7 * j, 3)));
    circles.extend((0..m).map(|j| circle(0, 5 + 3 * j, 1)));
    circles
}

#[test]
fn a_block_split_or_emptied_below_an_ending_arc() {
    // When `a` ends its lower arc may head a block, and the arc below it is the last of the
    // block below: one split off under it after `a` came, or the one left once the tiny
    // circles' blocks emptied and went. Without `e` the largest set is valid, so all are.
    let mut largest = around_an_ending_arc(60, 150);
    assert!(meet_by_brute_force(&largest[0], &largest[1]));
    largest.remove(1);
    assert!(check(&largest));
    for l in 0..=60 {
        for m in 0..=150 {
            let circles = around_an_ending_arc(l, m);
            assert_eq!(containment_forest(&circles), Err(BoundariesMeet(0, 1)), "{l} {m}");
        }
    }
}
