//! circles_game for `grundy judge`: nested circles, one set of `N` circles `x y r`.

use crate::judge::spec::*;
use grundy::circles::{self, Circle};

#[path = "../circles_game.rs"]
#[allow(dead_code)]
mod solver;

pub struct P;

type C = (i64, i64, i64);

fn limits(ours: bool) -> (usize, i64) {
    pick(ours, (200_000, 1_000_000_000), (50, 10_000))
}

/// Whether `c` neither touches nor crosses nor equals any circle of `list`.
fn fits(c: C, list: &[C]) -> bool {
    list.iter().all(|&o| {
        let (dx, dy) = (i128::from(c.0 - o.0), i128::from(c.1 - o.1));
        let d2 = dx * dx + dy * dy;
        let (s, t) = (i128::from(c.2 + o.2), i128::from(c.2 - o.2));
        d2 > s * s || (t != 0 && d2 < t * t)
    })
}

fn valid(list: &[C]) -> bool {
    (0..list.len()).all(|i| fits(list[i], &list[..i]))
}

impl Problem for P {
    type Case = Vec<C>;
    const JUDGE: Judge = Judge::new("TopCoder SRM 561", 2000, 64);
    const BIG_WITHIN_JUDGE_LIMITS: bool = false;

    fn max_cases(_: bool) -> usize {
        1
    }

    fn write(cases: &[Vec<C>], t: &mut Text) {
        for list in cases {
            t.line(&[list.len() as u64]);
            for &(x, y, r) in list {
                t.ints(&[x, y, r]);
            }
        }
    }

    fn edges(ours: bool) -> Vec<(String, Vec<Vec<C>>)> {
        let (n, hi) = limits(ours);
        let n = n.min(50);
        let step = hi / n as i64;
        let one = |w: &str, c: Vec<C>| (w.to_string(), vec![c]);
        vec![
            one("one circle", vec![(0, 0, 1)]),
            one("the deepest nest: concentric circles", (1..=n as i64).map(|r| (0, 0, r * step)).collect()),
            one("separate circles in a row", (0..n as i64).map(|i| (-hi + (2 * i + 1) * (hi / n as i64), 0, hi / n as i64 - 1)).collect()),
            one("two nests of equal depth (they cancel)", (1..=n as i64 / 2).flat_map(|r| [(-hi / 2, 0, r * (step / 2)), (hi / 2, 0, r * (step / 2))]).collect()),
            one("barely inside and barely apart (exact geometry)", vec![(0, 0, hi), (hi - 2, 0, 1), (-hi / 2, 0, hi / 4), (-hi / 8 + 1, 0, hi / 8)]),
            one("circles at the corners of the limits", vec![(hi, hi, 1), (-hi, -hi, 1), (hi, -hi, hi), (-hi, hi, 2)]),
        ]
        .into_iter()
        .filter(|(_, cs)| valid(&cs[0]) && !cs[0].is_empty())
        .collect()
    }

    fn random(rng: &mut Rng, size: usize, ours: bool) -> Vec<C> {
        let (n_max, hi) = limits(ours);
        let n = count(rng, size, 1, n_max.min(60));
        let span = number(rng, size, 10, hi as u64) as i64;
        let mut list: Vec<C> = Vec::new();
        for _ in 0..20 * n {
            if list.len() == n {
                break;
            }
            let c = if !list.is_empty() && rng.coin() {
                // Inside an earlier circle.
                let o = list[rng.index(list.len())];
                if o.2 < 3 {
                    continue;
                }
                let r = rng.range(1, (o.2 - 2) as u64) as i64;
                let room = (o.2 - r - 1) / 2;
                let off = |rng: &mut Rng| rng.range(0, 2 * room as u64) as i64 - room;
                (o.0 + off(rng), o.1 + off(rng), r)
            } else {
                let at = |rng: &mut Rng| rng.range(0, 2 * span as u64) as i64 - span;
                (at(rng), at(rng), rng.range(1, span as u64) as i64)
            };
            if c.0.abs() <= hi && c.1.abs() <= hi && c.2 <= hi && fits(c, &list) {
                list.push(c);
            }
        }
        if list.is_empty() {
            list.push((0, 0, 1));
        }
        list
    }

    fn shrink(list: &Vec<C>) -> Vec<Vec<C>> {
        let mut c = fewer(list, 1);
        let halved: Vec<C> = list.iter().map(|&(x, y, r)| (x / 2, y / 2, (r / 2).max(1))).collect();
        c.push(halved);
        c.extend(each_smaller(list, |&(x, y, r)| {
            let mut s: Vec<C> = smaller(x.unsigned_abs(), 0).into_iter().map(|v| (v as i64 * x.signum(), y, r)).collect();
            s.extend(smaller(y.unsigned_abs(), 0).into_iter().map(|v| (x, v as i64 * y.signum(), r)));
            s.extend(smaller(r as u64, 1).into_iter().map(|v| (x, y, v as i64)));
            s
        }));
        c.retain(|l| valid(l));
        c
    }

    const SOLVE: Solve = solver::solve;

    fn explain(list: &Vec<C>) -> String {
        let circles: Vec<Circle> = list.iter().map(|&(x, y, r)| Circle { x: x as i32, y: y as i32, r: r as i32 }).collect();
        let Ok(parent) = circles::containment_forest(&circles) else {
            return "boundaries meet".into();
        };
        let v = grundy::ancestor_deletion::grundy(&parent);
        let roots = parent.iter().filter(|p| p.is_none()).count();
        format!(
            "containment makes a forest ({} circles, {roots} outermost; a circle's parent is the smallest circle around it); a move removes a circle and every circle around it, the forest game of luogu_p6665, worth {v}: {}",
            list.len(),
            if v != 0 { "not 0, Alice wins" } else { "0, Bob wins" }
        )
    }
}
