//! Game logic the library does not have yet; each item names the library section it
//! belongs in. The library is reached only through [`crate::games`]. Every item is
//! checked against the exhaustive searcher in `explorer/tests/closed_forms.rs`.

/// A winning take in the Fibonacci game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FibonacciTake {
    /// Stones taken.
    pub take: u64,
    /// Stones left.
    pub rest: u64,
    /// The smallest Zeckendorf term of `rest` (`None` if nothing is left), which the
    /// opponent, allowed `2 · take`, cannot take whole.
    pub rest_smallest_term: Option<u64>,
}

/// Every winning take from a Fibonacci-game heap of `n` when at most `limit` may be taken
/// (`n − 1` on the first move), ascending (belongs in `fibonacci_game`).
///
/// A player allowed to take up to `k` from `r >= 1` stones loses iff `k < z(r)`, the
/// smallest Zeckendorf term of `r`: Whinihan's argument in the library. So a take `t` wins
/// iff `t = n` or `2t < z(n − t)`. In the second case `t < z(n − t) / 2`, so the largest term
/// of `t` lies at least two Fibonacci numbers below `z(n − t)` and the Zeckendorf terms of
/// `n` are those of `n − t` and of `t` together: `t` is the sum of the `m` smallest terms of
/// `n`. At most 46 candidates; exact for every `u64`.
pub fn fibonacci_winning_takes(n: u64, limit: u64) -> Vec<FibonacciTake> {
    let terms = grundy::fibonacci_game::zeckendorf(n);
    let mut takes = Vec::new();
    let mut take = 0u64;
    // The m smallest terms, m = 1, 2, …: terms are listed largest first.
    for m in (0..terms.len()).rev() {
        take += terms[m];
        if take > limit {
            break;
        }
        let rest_smallest_term = m.checked_sub(1).map(|j| terms[j]);
        if rest_smallest_term.is_none_or(|z| take.checked_mul(2).is_some_and(|t2| t2 < z)) {
            takes.push(FibonacciTake {
                take,
                rest: n - take,
                rest_smallest_term,
            });
        }
    }
    takes
}

/// Grundy values `g(a, b)` of Wythoff's game for `a, b <= n`, row by row (belongs in
/// `wythoff`).
///
/// `g(a, b)` is the mex of the values to its left in the row, above it in the column and
/// up-left on the diagonal; each row, column and diagonal keeps the set of its values so far
/// as a bit set (values are `<= a + b`). O(n³ / 64) time, O(n²/16) bytes.
pub fn wythoff_values(n: usize) -> Vec<Vec<u64>> {
    let words = (2 * n + 1) / 64 + 1;
    let mut rows = vec![0u64; (n + 1) * words];
    let mut columns = vec![0u64; (n + 1) * words];
    // Diagonal b - a + n.
    let mut diagonals = vec![0u64; (2 * n + 1) * words];
    let mut values = vec![vec![0u64; n + 1]; n + 1];
    for (a, row) in values.iter_mut().enumerate() {
        for (b, cell) in row.iter_mut().enumerate() {
            let (r, c, d) = (a * words, b * words, (b + n - a) * words);
            let mut v = 0;
            for w in 0..words {
                let seen = rows[r + w] | columns[c + w] | diagonals[d + w];
                if seen != u64::MAX {
                    v = w * 64 + seen.trailing_ones() as usize;
                    break;
                }
            }
            let (w, bit) = (v / 64, 1u64 << (v % 64));
            rows[r + w] |= bit;
            columns[c + w] |= bit;
            diagonals[d + w] |= bit;
            *cell = v as u64;
        }
    }
    values
}

/// The moves of one Lasker's-Nim heap `h` (take any number, or split into two non-empty
/// heaps) whose value is `target`, each as the heaps it leaves (`[]`, `[t]` or `[a, b]`
/// with `a <= b`); pushes at most `room` of them into `out` and returns how many there are
/// (belongs in `multi_sg`).
///
/// The value `g` swaps `4k + 3` and `4k + 4` and fixes every other number, so `g` is its
/// own inverse: the take is to `g(target)`. A split `a + b = h` has value
/// `u ^ v` with `u = g(a)`, `v = g(b)`, and `g(u) + g(v) = h` where `g(x) = x + e(x)`,
/// `e(x) = +1` for `x ≡ 3`, `−1` for `x ≡ 0` (`x > 0`), else 0 (mod 4). So `u + v = σ` for
/// some `σ` in `h − 2 ..= h + 2`, and `u ^ v = T`, `u + v = σ` means `u & v = c = (σ − T)/2`
/// (`c & T = 0`): `u = c | x`, `v = c | (T ^ x)` for every `x ⊆ T`. Whether `e(u) + e(v) = h − σ`
/// depends only on the two low bits of `x`, so each `(σ, x & 3)` class holds all or none
/// of its `2^popcount(T >> 2)` solutions (less `u = 0` or `v = 0`, which are not heaps).
/// Ordered pairs are counted, then halved (`a = b` only when `T = 0`). O(1) to count,
/// O(room) to list; exact for every `u64`.
pub fn lasker_options_of_value(h: u64, target: u128, room: usize, out: &mut Vec<Vec<u64>>) -> u128 {
    let mut count = 0u128;
    let g = |x: u128| match x % 4 {
        3 => x + 1,
        0 if x > 0 => x - 1,
        _ => x,
    };
    // Take: the heap left has value `target`.
    let t = g(target);
    if t < u128::from(h) {
        count += 1;
        if out.len() < room {
            out.push(if t == 0 { vec![] } else { vec![t as u64] });
        }
    }
    let (h, tt) = (u128::from(h), target);
    let high = tt & !3;
    let high_bits = high.count_ones();
    let mut ordered = 0u128;
    let mut diagonal = 0u128;
    let mut listed: Vec<Vec<u64>> = Vec::new();
    // e(x) of the module doc, for x > 0 given x mod 4.
    let e = |x_mod_4: u128| match x_mod_4 {
        3 => 1i32,
        0 => -1,
        _ => 0,
    };
    for sigma in h.saturating_sub(2)..=h + 2 {
        if sigma < tt || (sigma - tt) % 2 != 0 {
            continue;
        }
        let c = (sigma - tt) / 2;
        if c & tt != 0 {
            continue;
        }
        for low in 0..4u128 {
            if low & !tt != 0 {
                continue;
            }
            let (u_low, v_low) = ((c | low) % 4, (c | (tt & 3 ^ low)) % 4);
            if sigma as i128 + i128::from(e(u_low) + e(v_low)) != h as i128 {
                continue;
            }
            // 2^high_bits solutions, less those with u = 0 or v = 0 (c = 0 and x = 0 or T).
            let mut class = 1u128 << high_bits;
            if c == 0 && low == 0 {
                class -= 1; // x = 0: u = 0
            }
            if c == 0 && low == tt & 3 && tt != 0 {
                class -= 1; // x = T: v = 0 (for T = 0 that is the x = 0 above)
            }
            ordered += class;
            if tt == 0 {
                diagonal += class;
            }
            // List: x = low | y for y ⊆ high, ascending, keeping a <= b.
            let mut y = 0u128;
            loop {
                if listed.len() >= room {
                    break;
                }
                let x = low | y;
                let (u, v) = (c | x, c | (tt ^ x));
                if u > 0 && v > 0 {
                    let (a, b) = (g(u), g(v));
                    if a <= b {
                        listed.push(vec![a as u64, b as u64]);
                    }
                }
                if y == high {
                    break;
                }
                y = ((y | !high) + 1) & high;
            }
        }
    }
    count += (ordered + diagonal) / 2;
    listed.sort_unstable();
    listed.dedup();
    for split in listed {
        if out.len() < room {
            out.push(split);
        }
    }
    count
}

/// For the ancestor-deletion game on a rooted forest (`parent`, with `g` the value of
/// every subtree): the value of the forest left after picking each node (belongs in
/// `ancestor_deletion`).
///
/// Picking `u` in the tree of root `r` leaves the subtrees hanging off the path `r..u`,
/// worth `H(u)` = the xor of `X(w)` over the path and of `g(w)` over the path below `r`
/// (`X(w)` = xor of `g` over `w`'s children): `H(r) = X(r)`, `H(u) = H(p) ^ X(u) ^ g(u)`.
/// The forest left is worth `total ^ g(r) ^ H(u)`. O(n), top down without recursion.
pub fn ancestor_deletion_values_after(parent: &[Option<usize>], g: &[u64]) -> Vec<u64> {
    let n = parent.len();
    let mut children_xor = vec![0u64; n];
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut total = 0;
    for v in 0..n {
        match parent[v] {
            Some(p) => {
                children_xor[p] ^= g[v];
                children[p].push(v);
            }
            None => total ^= g[v],
        }
    }
    let mut after = vec![0u64; n];
    let mut path = vec![0u64; n];
    let mut root_of = vec![0usize; n];
    let mut stack: Vec<usize> = (0..n).filter(|&v| parent[v].is_none()).collect();
    while let Some(v) = stack.pop() {
        match parent[v] {
            Some(p) => {
                path[v] = path[p] ^ children_xor[v] ^ g[v];
                root_of[v] = root_of[p];
            }
            None => {
                path[v] = children_xor[v];
                root_of[v] = v;
            }
        }
        after[v] = total ^ g[root_of[v]] ^ path[v];
        stack.extend(children[v].iter().copied());
    }
    after
}
