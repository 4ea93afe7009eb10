# Usage: python3 make-random-cases.py SEED NAME [MAX_N]  (writes NAME.in and NAME.out)
# Used for random-1..5 (seeds 1..5) and random-6, random-7 (seeds 6, 7, MAX_N 5).
# Random small forests for testdata/luogu_p6665, expected answers by brute force
# (memoised search over the sets of live nodes), independent of the Rust solver.
import random, sys
from functools import lru_cache

def brute(n, edges):
    adj = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b); adj[b].append(a)
    parent = [-1] * n
    seen = [False] * n
    for r in range(n):
        if seen[r]: continue
        seen[r] = True
        q = [r]
        for v in q:
            for w in adj[v]:
                if not seen[w]:
                    seen[w] = True; parent[w] = v; q.append(w)
    up = []
    for u in range(n):
        m, x = 0, u
        while x != -1:
            m |= 1 << x; x = parent[x]
        up.append(m)
    @lru_cache(maxsize=None)
    def g(live):
        vals = {g(live & ~up[u]) for u in range(n) if live >> u & 1}
        k = 0
        while k in vals: k += 1
        return k
    return g((1 << n) - 1) != 0

random.seed(int(sys.argv[1]))
t = random.randint(3, 10)
lines = [str(t)]
outs = []
for _ in range(t):
    if random.random() < 0.5:
        # Two copies of one random shape on random labels (often, not always, a xor of 0:
        # the roots depend on the labels).
        half = random.randint(1, 6)
        n = 2 * half
        shape = [(i, random.randrange(i)) for i in range(1, half) if random.random() < 0.8]
        labels = list(range(1, n + 1)); random.shuffle(labels)
        edges = [(labels[a], labels[b]) for a, b in shape]
        edges += [(labels[half + a], labels[half + b]) for a, b in shape]
    else:
        n = random.randint(1, int(sys.argv[3]) if len(sys.argv) > 3 else 12)
        labels = list(range(1, n + 1)); random.shuffle(labels)
        edges = []
        for i in range(1, n):
            if random.random() < 0.8:
                edges.append((labels[i], labels[random.randrange(i)]))
    random.shuffle(edges)
    edges = [(a, b) if random.random() < 0.5 else (b, a) for a, b in edges]
    lines.append(f"{n} {len(edges)}")
    lines += [f"{a} {b}" for a, b in edges]
    outs.append("Alice" if brute(n, [(a - 1, b - 1) for a, b in edges]) else "Bob")
open(sys.argv[2] + ".in", "w").write("\n".join(lines) + "\n")
open(sys.argv[2] + ".out", "w").write("\n".join(outs) + "\n")
