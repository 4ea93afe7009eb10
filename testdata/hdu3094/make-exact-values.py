# Usage: python3 make-exact-values.py SEED NAME  (writes NAME.in and NAME.out)
# Used for exact-values (seed 1). Each case is a random tree T rooted at vertex 1 (paths,
# brooms, bushy and random shapes) with a stalk of g(T) or g(T) + 1 edges added at the root
# on new vertices, so the answer is Bob exactly when the solver gets the value g(T) itself
# right, not just whether it is 0. g by the colon principle (g(v) = xor over the children c
# of g(c) + 1), computed here bottom-up in Python, independent of the Rust solver; a stalk
# of k edges is worth k, and the root's branches are a sum.
import random, sys

def tree_value(n, edges):
    adj = [[] for _ in range(n + 1)]
    for a, b in edges:
        adj[a].append(b); adj[b].append(a)
    order, parent = [1], [0] * (n + 1)
    parent[1] = -1
    for v in order:
        for w in adj[v]:
            if w != parent[v]:
                parent[w] = v; order.append(w)
    g = [0] * (n + 1)
    for v in reversed(order[1:]):
        g[parent[v]] ^= g[v] + 1
    return g[1]

seed, name = int(sys.argv[1]), sys.argv[2]
random.seed(seed)
cases, answers = [], []
for _ in range(16):
    n = random.choice([20, 80, 300, 600])
    reach = random.choice([1, 3, 50, n])
    parent = [0, 0] + [random.randrange(max(1, i - reach), i) for i in range(2, n + 1)]
    perm = list(range(2, n + 1)); random.shuffle(perm)
    label = [0, 1] + perm
    edges = [(label[i], label[parent[i]]) for i in range(2, n + 1)]
    edges = [(a, b) if random.random() < .5 else (b, a) for a, b in edges]
    random.shuffle(edges)
    plus = random.randrange(2)
    k = tree_value(n, edges) + plus
    stalk = [(1 if i == 1 else n + i - 1, n + i) for i in range(1, k + 1)]
    cases.append((n + k, edges + stalk)); answers.append("Alice" if plus else "Bob")
with open(name + ".in", "w") as f:
    f.write(f"{len(cases)}\n")
    for n, e in cases:
        f.write(f"{n}\n" + "".join(f"{a} {b}\n" for a, b in e))
with open(name + ".out", "w") as f:
    f.write("".join(a + "\n" for a in answers))
