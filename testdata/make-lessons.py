# Usage: python3 testdata/make-lessons.py
# Writes the generated-*.in/.out cases of poj1704, hdu1730, hdu1524, poj2311, hdu3590,
# hdu3404 and nim_product_64. Every answer comes from playing the game by its rules here
# (memoised search; a retrograde analysis for Northcott's partizan, cyclic game), or for
# products from the nim product's expansion over powers of two, independently of the
# Rust solvers:
#   2^a ⊗ 2^b = 2^(a+b) when a and b share no bit (distinct Fermat 2-powers multiply as
#   integers); else, for the top shared bit k and F = 2^(2^k), F ⊗ F = F ⊕ F/2 gives
#   2^a ⊗ 2^b = (F ⊕ F/2) ⊗ (2^(a-2^k) ⊗ 2^(b-2^k)); a product is the xor over bit pairs.
# That expansion is checked against the mex definition below 32 first.
import functools, random, sys

sys.setrecursionlimit(10000)
OUT = "testdata"


def write(problem, name, text, answer):
    with open(f"{OUT}/{problem}/{name}.in", "w") as f:
        f.write(text)
    with open(f"{OUT}/{problem}/{name}.out", "w") as f:
        f.write(answer)


@functools.lru_cache(maxsize=None)
def pow_product(a, b):
    if a & b == 0:
        return 1 << (a + b)
    k = 1 << ((a & b).bit_length() - 1)
    rest = nim_product(1 << (a - k), 1 << (b - k))
    return nim_product((1 << k) | (1 << (k - 1)), rest)


def nim_product(x, y):
    r = 0
    for i in range(x.bit_length()):
        if x >> i & 1:
            for j in range(y.bit_length()):
                if y >> j & 1:
                    r ^= pow_product(i, j)
    return r


def mex(s):
    m = 0
    while m in s:
        m += 1
    return m


def check_products():
    t = [[0] * 32 for _ in range(32)]
    for a in range(32):
        for b in range(32):
            t[a][b] = mex({t[x][b] ^ t[a][y] ^ t[x][y] for x in range(a) for y in range(b)})
            assert t[a][b] == nim_product(a, b), (a, b)


def win(moves, memo, p):
    """Normal play: whether the mover wins p (moves(p) lists the positions after a move)."""
    if p not in memo:
        memo[p] = any(not win(moves, memo, q) for q in moves(p))
    return memo[p]


def win_misere(moves, memo, p):
    if p not in memo:
        options = moves(p)
        memo[p] = not options or any(not win_misere(moves, memo, q) for q in options)
    return memo[p]


def poj1704(rng):
    def moves(coins):
        out = []
        for i, c in enumerate(coins):
            lo = coins[i - 1] if i else 0
            out += [coins[:i] + (t,) + coins[i + 1:] for t in range(lo + 1, c)]
        return out
    memo, cases = {}, []
    for _ in range(60):
        cells = rng.sample(range(1, 15), rng.randint(1, 6))
        cases.append(cells)
    text = f"{len(cases)}\n" + "".join(f"{len(c)}\n{' '.join(map(str, c))}\n" for c in cases)
    ans = "".join("Georgia will win\n" if win(moves, memo, tuple(sorted(c))) else "Bob will win\n" for c in cases)
    write("poj1704", "generated-small", text, ans)


def northcott_outcomes(rows, m):
    """Retrograde analysis of the real game: (board, white to move) -> True/False/None."""
    boards = [()]
    pairs = [(a, b) for a in range(1, m + 1) for b in range(1, m + 1) if a != b]
    for _ in range(rows):
        boards = [b + (r,) for b in boards for r in pairs]
    def moves(state):
        board, white = state
        out = []
        for i, (a, b) in enumerate(board):
            mine, other = (b, a) if white else (a, b)
            cells = range(1, other) if mine < other else range(other + 1, m + 1)
            for c in cells:
                if c != mine:
                    row = (a, c) if white else (c, b)
                    out.append((board[:i] + (row,) + board[i + 1:], not white))
        return out
    states = [(b, w) for b in boards for w in (False, True)]
    nxt = {s: moves(s) for s in states}
    back = {s: [] for s in states}
    for s, ts in nxt.items():
        for t in ts:
            back[t].append(s)
    left = {s: len(ts) for s, ts in nxt.items()}
    res = {s: None for s in states}
    queue = [s for s in states if left[s] == 0]
    for s in queue:
        res[s] = False
    while queue:
        t = queue.pop()
        for s in back[t]:
            if res[s] is not None:
                continue
            if res[t] is False:
                res[s] = True
                queue.append(s)
            else:
                left[s] -= 1
                if left[s] == 0:
                    res[s] = False
                    queue.append(s)
    return res


def hdu1730(rng):
    text, ans = "", ""
    for rows, m in [(1, 5), (2, 5), (3, 4), (2, 6)]:
        res = northcott_outcomes(rows, m)
        boards = sorted({b for b, _ in res})
        for board in rng.sample(boards, min(25, len(boards))):
            text += f"{rows} {m}\n" + "".join(f"{a} {b}\n" for a, b in board) + "\n"
            assert res[(board, False)] is not None
            ans += "I WIN!\n" if res[(board, False)] else "BAD LUCK!\n"
    write("hdu1730", "generated-small", text, ans)


def hdu1524(rng):
    text, ans = "", ""
    for _ in range(25):
        n = rng.randint(1, 7)
        order = list(range(n))
        rng.shuffle(order)
        adj = [[] for _ in range(n)]
        for i in range(n):
            for j in range(i + 1, n):
                if rng.random() < 0.4:
                    adj[order[i]].append(order[j])
        text += f"{n}\n" + "".join(f"{len(a)} {' '.join(map(str, a))}".rstrip() + "\n" for a in adj)
        def moves(tokens):
            return [tuple(sorted(tokens[:i] + (w,) + tokens[i + 1:])) for i, v in enumerate(tokens) for w in adj[v]]
        memo = {}
        for _ in range(rng.randint(1, 5)):
            tokens = tuple(sorted(rng.randrange(n) for _ in range(rng.randint(1, 4))))
            text += f"{len(tokens)} {' '.join(map(str, tokens))}\n"
            ans += "WIN\n" if win(moves, memo, tokens) else "LOSE\n"
        text += "0\n"
    write("hdu1524", "generated-small", text, ans)


def poj2311():
    def moves(sheets):
        out = []
        for k, (w, h) in enumerate(sheets):
            cuts = [((i, h), (w - i, h)) for i in range(1, w)] + [((w, j), (w, h - j)) for j in range(1, h)]
            for p, q in cuts:
                if (1, 1) in (p, q):
                    out.append(("won",))
                    continue
                rest = sheets[:k] + sheets[k + 1:] + (tuple(sorted(p)), tuple(sorted(q)))
                out.append(tuple(sorted(rest)))
        return out
    memo, text, ans = {}, "", ""
    for w in range(2, 7):
        for h in range(2, 7):
            text += f"{w} {h}\n"
            ans += "WIN\n" if win(lambda s: [] if s == ("won",) else moves(s), memo, ((min(w, h), max(w, h)),)) else "LOSE\n"
    write("poj2311", "generated-small", text, ans)
    # Sides up to 200: the table by its definition (a cut leaving a strip is never made).
    n = 200
    g = [[0] * (n + 1) for _ in range(n + 1)]
    for w in range(2, n + 1):
        for h in range(2, n + 1):
            g[w][h] = mex({g[i][h] ^ g[w - i][h] for i in range(2, w - 1)} | {g[w][j] ^ g[w][h - j] for j in range(2, h - 1)})
    rng = random.Random(2311)
    sheets = [(200, 200), (2, 200), (200, 2), (199, 3)] + [(rng.randint(2, 200), rng.randint(2, 200)) for _ in range(200)]
    text = "".join(f"{w} {h}\n" for w, h in sheets)
    ans = "".join("WIN\n" if g[w][h] else "LOSE\n" for w, h in sheets)
    write("poj2311", "generated-large", text, ans)


def hdu3590(rng):
    text, ans = "", ""
    for _ in range(40):
        trees = []
        for _ in range(rng.randint(1, 3)):
            m = rng.randint(1, 5)
            parent = [None] + [rng.randrange(i) for i in range(1, m)]
            trees.append(parent)
        # One forest of all the trees: vertices numbered across them; an edge is its child.
        base, par = 0, []
        for parent in trees:
            par += [None if p is None else p + base for p in parent]
            base += len(parent)
        n = len(par)
        above = [(0 if par[v] is None else 1 << v) for v in range(n)]
        for v in reversed(range(n)):
            if par[v] is not None:
                above[par[v]] |= above[v]
        edges = sum(1 << v for v in range(n) if par[v] is not None)
        moves = lambda left: [left & ~above[v] for v in range(n) if left >> v & 1]
        text += f"{len(trees)}\n"
        for parent in trees:
            text += f"{len(parent)}\n" + "".join(
                (f"{v + 1} {parent[v] + 1}\n" if rng.random() < 0.5 else f"{parent[v] + 1} {v + 1}\n")
                for v in range(1, len(parent)))
        ans += "PP\n" if win_misere(moves, {}, edges) else "QQ\n"
    # The forest where the rule on whole trees' values goes wrong: one root, two stalks of 2.
    text += "1\n5\n1 2\n2 3\n1 4\n4 5\n"
    ans += "QQ\n"
    write("hdu3590", "generated-small", text, ans)


def hdu3404(rng):
    text, ans, cases = "", "", []
    rows, cols = 3, 4
    cells = [(x, y) for x in range(1, rows + 1) for y in range(1, cols + 1)]
    def moves(lit):
        out = []
        for (x2, y2) in lit:
            for x1 in range(1, x2 + 1):
                for y1 in range(1, y2 + 1):
                    s = set(lit) ^ {(x1, y1), (x1, y2), (x2, y1), (x2, y2)}
                    out.append(tuple(sorted(s)))
        return out
    memo = {}
    for _ in range(40):
        lit = tuple(sorted(rng.sample(cells, rng.randint(0, 6))))
        cases.append(lit)
        ans += "Have a try, lxhgww.\n" if win(moves, memo, lit) else "Don't waste your time.\n"
    text = f"{len(cases)}\n" + "".join(f"{len(c)}\n" + "".join(f"{x} {y}\n" for x, y in c) for c in cases)
    write("hdu3404", "generated-small", text, ans)
    # Large coordinates, from the product's expansion.
    text, ans, cases = "", "", []
    for _ in range(30):
        lit = set()
        for _ in range(rng.randint(1, 8)):
            lit.add((rng.choice([rng.randint(1, 10000), rng.randint(1, 2**64 - 1)]), rng.randint(1, 2**64 - 1)))
        lit = sorted(lit)
        s = 0
        for x, y in lit:
            s ^= nim_product(x, y)
        cases.append(lit)
        ans += "Have a try, lxhgww.\n" if s else "Don't waste your time.\n"
    text = f"{len(cases)}\n" + "".join(f"{len(c)}\n" + "".join(f"{x} {y}\n" for x, y in c) for c in cases)
    write("hdu3404", "generated-large", text, ans)


def nim_product_64(rng):
    pairs = []
    for _ in range(300):
        kind = rng.randrange(4)
        pick = lambda: [rng.randrange(2**64), 1 << rng.randrange(64), rng.randrange(2**16), 2**64 - 1 - rng.randrange(4)][kind if rng.random() < 0.7 else rng.randrange(4)]
        pairs.append((pick(), pick()))
    text = f"{len(pairs)}\n" + "".join(f"{a} {b}\n" for a, b in pairs)
    ans = "".join(f"{nim_product(a, b)}\n" for a, b in pairs)
    write("nim_product_64", "generated-random", text, ans)


check_products()
rng = random.Random(27)
poj1704(rng)
hdu1730(rng)
hdu1524(rng)
poj2311()
hdu3590(rng)
hdu3404(rng)
nim_product_64(rng)
