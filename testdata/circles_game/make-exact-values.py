# Usage: python3 make-exact-values.py SEED NAME PLUS  (writes NAME.in and NAME.out)
# Used for exact-value-1 (seed 4, PLUS 0) and exact-value-2 (seed 2, PLUS 1). Random
# circles C with disjoint boundaries (nested and apart, radii mixed), plus a far chain of
# g(C) + PLUS concentric circles, so the answer is Bob exactly when the solver gets the
# value g(C) itself right, not just whether it is 0. Independent of the Rust solver: the
# containment forest by comparing every pair (exact integers: j contains i iff r_j > r_i
# and d^2 < (r_j - r_i)^2), then the forest game by its definition (picking u leaves the
# subtrees hanging off the path from u's root to u: S(v) = {X} ∪ ⋃_c (S(c) xor X xor
# g(c)), g(v) = mex S(v)); a chain of k nested circles is worth k.
import random, sys

def meets(c, d):
    (x1, y1, r1), (x2, y2, r2) = c, d
    d2 = (x1 - x2) ** 2 + (y1 - y2) ** 2
    return (r1 - r2) ** 2 <= d2 <= (r1 + r2) ** 2

def forest_game(parent):
    n = len(parent)
    kids = [[] for _ in range(n)]
    for v, p in enumerate(parent):
        if p is not None: kids[p].append(v)
    out = []
    for r in [v for v in range(n) if parent[v] is None]:
        stack = [r]
        while stack:
            v = stack.pop(); out.append(v); stack.extend(kids[v])
    S, g, total = {}, {}, 0
    for v in reversed(out):
        x = 0
        for c in kids[v]: x ^= g[c]
        s = {x}
        for c in kids[v]:
            s |= {y ^ x ^ g[c] for y in S.pop(c)}
        m = 0
        while m in s: m += 1
        S[v], g[v] = s, m
        if parent[v] is None: total ^= m
    return total

seed, name, plus = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
random.seed(seed)
circles = []
for _ in range(30000):
    if len(circles) == 400: break
    c = (random.randrange(-3000, 3001), random.randrange(-3000, 3001),
         random.choice([random.randrange(1, 3000), random.randrange(1, 150), random.randrange(1, 15)]))
    if all(not meets(c, d) for d in circles): circles.append(c)
parent = []
for x, y, r in circles:
    best = None
    for j, (a, b, s) in enumerate(circles):
        if s > r and (x - a) ** 2 + (y - b) ** 2 < (s - r) ** 2 and (best is None or s < circles[best][2]):
            best = j
    parent.append(best)
k = forest_game(parent) + plus
chain = [(-10 ** 9 + 10 ** 5, 10 ** 9 - 10 ** 5, 7 + 3 * i) for i in range(k)]
everything = circles + chain
random.shuffle(everything)
with open(name + ".in", "w") as f:
    f.write(f"{len(everything)}\n" + "".join(f"{x} {y} {r}\n" for x, y, r in everything))
with open(name + ".out", "w") as f:
    f.write("Alice\n" if plus else "Bob\n")
