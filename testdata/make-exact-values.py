# Usage: python3 testdata/make-exact-values.py PROBLEM SEED NAME [PLUS]
# Writes testdata/PROBLEM/NAME.in and NAME.out: cases whose answer checks a game value g
# itself, not only whether it is 0. Each case joins a random position P to a stalk, path or
# chain worth g(P) or g(P) + 1, so the second player wins exactly when it is worth g(P).
# g comes from the games' definitions and principles computed here, independently of the
# Rust solvers:
#   luogu_p6665 exact-values (seed 1): random forests (paths, caterpillars, heap-shaped and
#     random trees, a few edges left out) plus a path of k nodes on new labels (worth k);
#   circles_game exact-value-1 (seed 4, PLUS 0) and exact-value-2 (seed 2, PLUS 1): 400
#     random circles with disjoint boundaries (containment by comparing every pair: j holds
#     i iff r_j > r_i and d^2 < (r_j - r_i)^2) plus a far chain of k nested circles (worth k);
#   hdu3094 exact-values (seed 1): random trees rooted at 1 (paths, brooms, bushy, random)
#     with a stalk of k edges at the root (worth k);
#   poj3710 exact-values (seed 1): a random multigraph G (a tree with extra edges, loops,
#     parallel edges, parts away from node 1) and a stalk of k edges as a second graph.
# The forest game (delete a node and its ancestors): in the subtree of v, picking u leaves
# the subtrees hanging off the path v..u, so the option values are
# S(v) = {X} ∪ ⋃_c (S(c) xor X xor g(c)), X = xor of g over the children, g(v) = mex S(v).
# Trees (Green Hackenbush): the colon principle, g(v) = xor over children c of g(c) + 1.
# Graphs: the fusion principle, bridges by Tarjan's lowlinks (recursive, fine for these
# sizes), each 2-edge-connected part a node worth the parity of its inner edges, then the
# colon principle over the tree of bridges (checked against exhaustive search on small
# multigraphs while writing it).
import os, random, sys
sys.setrecursionlimit(100000)


def forest_game(order, kids):
    """g of every node of trees listed parents before children, by the definition."""
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
    return g


def colon(order, up, g):
    """The colon principle over a tree listed root first: g[v] ^= g[c] + 1, bottom up."""
    for x in reversed(order[1:]):
        g[up[x]] ^= g[x] + 1
    return g[order[0]]


def edges_text(edges):
    return "".join(f"{a} {b}\n" for a, b in edges)


def luogu_p6665():
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
            total ^= forest_game(order, kids)[r]
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

    text, answers = "16\n", []
    for _ in range(16):
        n = random.choice([20, 60, 150, 300])
        edges = shape(n)
        plus = random.randrange(2)
        k = forest_value(n, edges) + plus
        path = [(n + i, n + i + 1) for i in range(1, k)]  # labels n+1..n+k, rooted at n+1
        random.shuffle(path)
        e = edges + path
        text += f"{n + k} {len(e)}\n" + edges_text(e)
        answers.append("Alice" if plus else "Bob")
    return text, answers


def circles_game(plus):
    def meets(c, d):
        (x1, y1, r1), (x2, y2, r2) = c, d
        d2 = (x1 - x2) ** 2 + (y1 - y2) ** 2
        return (r1 - r2) ** 2 <= d2 <= (r1 + r2) ** 2

    circles = []
    for _ in range(30000):
        if len(circles) == 400: break
        c = (random.randrange(-3000, 3001), random.randrange(-3000, 3001),
             random.choice([random.randrange(1, 3000), random.randrange(1, 150),
                            random.randrange(1, 15)]))
        if all(not meets(c, d) for d in circles): circles.append(c)
    parent = []
    for x, y, r in circles:
        best = None
        for j, (a, b, s) in enumerate(circles):
            if s > r and (x - a) ** 2 + (y - b) ** 2 < (s - r) ** 2 and (
                    best is None or s < circles[best][2]):
                best = j
        parent.append(best)
    n = len(parent)
    kids = [[] for _ in range(n)]
    for v, p in enumerate(parent):
        if p is not None: kids[p].append(v)
    order, roots = [], [v for v in range(n) if parent[v] is None]
    for r in roots:
        stack = [r]
        while stack:
            v = stack.pop(); order.append(v); stack.extend(kids[v])
    g = forest_game(order, kids)
    k = 0
    for r in roots: k ^= g[r]
    k += plus
    chain = [(-10 ** 9 + 10 ** 5, 10 ** 9 - 10 ** 5, 7 + 3 * i) for i in range(k)]
    everything = circles + chain
    random.shuffle(everything)
    text = f"{len(everything)}\n" + "".join(f"{x} {y} {r}\n" for x, y, r in everything)
    return text, ["Alice" if plus else "Bob"]


def hdu3094():
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
        return colon(order, parent, [0] * (n + 1))

    text, answers = "16\n", []
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
        text += f"{n + k}\n" + edges_text(edges + stalk)
        answers.append("Alice" if plus else "Bob")
    return text, answers


def poj3710():
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
        return colon(order, up, {x: inner[x] % 2 for x in order})

    text, answers = "", []
    for _ in range(16):
        m = random.choice([8, 40, 150, 400])
        edges = []
        for v in range(2, m + 1):
            if random.random() < .95:
                edges.append((v, random.randrange(max(1, v - random.choice([1, 2, 30, v])), v)))
        for _ in range(random.randrange(0, m // 3 + 1)):
            a = random.randrange(1, m + 1)
            edges.append((a, random.choice([a, random.randrange(1, m + 1),
                                            max(1, a - random.randrange(1, 4))])))
        edges = [(a, b) if random.random() < .5 else (b, a) for a, b in edges]
        random.shuffle(edges)
        plus = random.randrange(2)
        k = hackenbush(m, edges) + plus
        stalk = [(i, i + 1) for i in range(1, k + 1)]
        text += "2\n"
        for n, e in [(m, edges), (k + 1, stalk)]:
            text += f"{n} {len(e)}\n" + edges_text(e)
        answers.append("Sally" if plus else "Harry")
    return text, answers


problem, seed, name = sys.argv[1], int(sys.argv[2]), sys.argv[3]
random.seed(seed)
make = {"luogu_p6665": luogu_p6665, "hdu3094": hdu3094, "poj3710": poj3710,
        "circles_game": lambda: circles_game(int(sys.argv[4]))}
text, answers = make[problem]()
base = os.path.join(os.path.dirname(os.path.abspath(__file__)), problem, name)
with open(base + ".in", "w") as f:
    f.write(text)
with open(base + ".out", "w") as f:
    f.write("".join(a + "\n" for a in answers))
