# Usage: python3 make-exact-values.py SEED NAME  (writes NAME.in and NAME.out)
# Used for exact-values (seed 1). Each test case is two graphs: a random multigraph G
# (a tree with extra edges, loops, parallel edges, parts away from node 1) and a stalk of
# g(G) or g(G) + 1 edges, so the answer is Harry exactly when the solver gets the value
# g(G) itself right, not just whether it is 0. g by the fusion principle, computed here
# independently of the Rust solver: bridges by Tarjan's lowlinks (recursive, fine for
# these sizes), each 2-edge-connected part a node worth the parity of its inner edges, and
# the colon principle over the tree of bridges (checked against exhaustive search on small
# multigraphs while writing it).
import random, sys
sys.setrecursionlimit(100000)

def hackenbush(m, edges, ground=1):
    adj = [[] for _ in range(m + 1)]
    for i, (a, b) in enumerate(edges):
        adj[a].append((b, i))
        if a != b: adj[b].append((a, i))
    tin, low, bridges, clock = [-1] * (m + 1), [0] * (m + 1), set(), [0]
    def dfs(v, via):
        tin[v] = low[v] = clock[0]; clock[0] += 1
        for w, i in adj[v]:
            if i == via: continue
            if tin[w] == -1:
                dfs(w, i); low[v] = min(low[v], low[w])
                if low[w] > tin[v]: bridges.add(i)
            else:
                low[v] = min(low[v], tin[w])
    dfs(ground, -1)
    part, parts = [-1] * (m + 1), 0
    for v in range(1, m + 1):
        if tin[v] == -1 or part[v] != -1: continue
        stack, part[v] = [v], parts
        while stack:
            x = stack.pop()
            for w, i in adj[x]:
                if i not in bridges and part[w] == -1:
                    part[w] = parts; stack.append(w)
        parts += 1
    inner = [0] * parts
    for i, (a, b) in enumerate(edges):
        if tin[a] != -1 and i not in bridges: inner[part[a]] += 1
    tree = [[] for _ in range(parts)]
    for i in bridges:
        a, b = edges[i]
        tree[part[a]].append(part[b]); tree[part[b]].append(part[a])
    root = part[ground]
    order, up = [root], {root: None}
    for x in order:
        for y in tree[x]:
            if y not in up:
                up[y] = x; order.append(y)
    g = {x: inner[x] % 2 for x in order}
    for x in reversed(order[1:]):
        g[up[x]] ^= g[x] + 1
    return g[root]

seed, name = int(sys.argv[1]), sys.argv[2]
random.seed(seed)
cases, answers = [], []
for _ in range(16):
    m = random.choice([8, 40, 150, 400])
    edges = []
    for v in range(2, m + 1):
        if random.random() < .95:
            edges.append((v, random.randrange(max(1, v - random.choice([1, 2, 30, v])), v)))
    for _ in range(random.randrange(0, m // 3 + 1)):
        a = random.randrange(1, m + 1)
        edges.append((a, random.choice([a, random.randrange(1, m + 1), max(1, a - random.randrange(1, 4))])))
    edges = [(a, b) if random.random() < .5 else (b, a) for a, b in edges]
    random.shuffle(edges)
    plus = random.randrange(2)
    k = hackenbush(m, edges) + plus
    stalk = [(i, i + 1) for i in range(1, k + 1)]
    cases.append([(m, edges), (k + 1, stalk)]); answers.append("Sally" if plus else "Harry")
with open(name + ".in", "w") as f:
    for graphs in cases:
        f.write(f"{len(graphs)}\n")
        for m, e in graphs:
            f.write(f"{m} {len(e)}\n" + "".join(f"{a} {b}\n" for a, b in e))
with open(name + ".out", "w") as f:
    f.write("".join(a + "\n" for a in answers))
