# Usage: python3 make-exact-values.py SEED NAME  (writes NAME.in and NAME.out)
# Used for exact-values (seed 1). Each case is a random forest F (paths, caterpillars,
# heap-shaped and random trees, a few edges left out) plus a path of g(F) or g(F) + 1 nodes
# on new labels, so the answer is Bob exactly when the solver gets the value g(F) itself
# right, not just whether it is 0. g comes from the game's definition, independent of the
# Rust solver: in the subtree of v, picking u leaves the subtrees hanging off the path v..u,
# so the option values are S(v) = {X} ∪ ⋃_c (S(c) xor X xor g(c)), X = xor of g over the
# children, g(v) = mex S(v). A path of k nodes rooted at its end is worth k.
import random, sys

def forest_value(n, edges):
    adj = [[] for _ in range(n + 1)]
    for a, b in edges:
        adj[a].append(b); adj[b].append(a)
    seen = [False] * (n + 1); total = 0
    for r in range(1, n + 1):
        if seen[r]: continue
        order, parent, stack = [], {r: 0}, [r]
        seen[r] = True
        while stack:
            v = stack.pop(); order.append(v)
            for w in adj[v]:
                if not seen[w]:
                    seen[w] = True; parent[w] = v; stack.append(w)
        kids = {v: [] for v in order}
        for v in order[1:]: kids[parent[v]].append(v)
        S, g = {}, {}
        for v in reversed(order):
            x = 0
            for c in kids[v]: x ^= g[c]
            s = {x}
            for c in kids[v]:
                s |= {y ^ x ^ g[c] for y in S.pop(c)}
            m = 0
            while m in s: m += 1
            S[v], g[v] = s, m
        total ^= g[r]
    return total

def shape(n):
    kind = random.randrange(5)
    parent = [0, 0]
    for i in range(2, n + 1):
        if kind == 0: p = random.randrange(1, i)
        elif kind == 1: p = i - 1 if random.random() < .9 else random.randrange(1, i)
        elif kind == 2: p = max(1, i - random.randrange(1, 4))
        elif kind == 3: p = i // 2
        else: p = random.randrange(max(1, i - 50), i)
        parent.append(p)
    perm = list(range(1, n + 1)); random.shuffle(perm)
    label = [0] + perm
    edges = [(label[i], label[parent[i]]) for i in range(2, n + 1) if random.random() < .97]
    random.shuffle(edges)
    return [(a, b) if random.random() < .5 else (b, a) for a, b in edges]

seed, name = int(sys.argv[1]), sys.argv[2]
random.seed(seed)
cases, answers = [], []
for _ in range(16):
    n = random.choice([20, 60, 150, 300])
    edges = shape(n)
    plus = random.randrange(2)
    k = forest_value(n, edges) + plus
    path = [(n + i, n + i + 1) for i in range(1, k)]  # labels n+1..n+k, rooted at n+1
    random.shuffle(path)
    cases.append((n + k, edges + path)); answers.append("Alice" if plus else "Bob")
with open(name + ".in", "w") as f:
    f.write(f"{len(cases)}\n")
    for n, e in cases:
        f.write(f"{n} {len(e)}\n" + "".join(f"{a} {b}\n" for a, b in e))
with open(name + ".out", "w") as f:
    f.write("".join(a + "\n" for a in answers))
