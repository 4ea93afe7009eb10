#!/usr/bin/env python3
"""Writes testdata/{agc017_d,hdu3094,poj3710}/random-*.in|out (run from testdata/).

Inputs: small random trees / multigraphs (fixed seed). Expected outputs: an independent
brute force here (Green Hackenbush by exhaustive search over the set of remaining edges),
never the solver under test. `cargo test` re-checks the files with the Rust search.
"""
import random
from functools import lru_cache


def grundy_by_search(edges, ground):
    """Green Hackenbush value: state = bitmask of edges still attached to the ground."""
    def attached(mask):
        seen = {ground}
        grew = True
        while grew:
            grew = False
            for i, (a, b) in enumerate(edges):
                if mask >> i & 1 and ((a in seen) != (b in seen)):
                    seen |= {a, b}
                    grew = True
        return sum(1 << i for i, (a, _) in enumerate(edges) if mask >> i & 1 and a in seen)

    @lru_cache(maxsize=None)
    def g(mask):
        options = {g(attached(mask & ~(1 << i))) for i in range(len(edges)) if mask >> i & 1}
        v = 0
        while v in options:
            v += 1
        return v

    return g(attached((1 << len(edges)) - 1))


def random_tree(rng, n):
    labels = list(range(1, n + 1))
    rng.shuffle(labels)  # vertex 1 lands anywhere in the shape
    edges = []
    for i in range(1, n):
        p = rng.randrange(i) if rng.random() < 0.6 else max(0, i - 1 - rng.randrange(2))
        a, b = labels[p], labels[i]
        edges.append((a, b) if rng.random() < 0.5 else (b, a))
    rng.shuffle(edges)
    return edges


def tree_text(n, edges):
    return f"{n}\n" + "".join(f"{a} {b}\n" for a, b in edges)


def tree_answer(edges):
    return "Alice" if grundy_by_search([(a - 1, b - 1) for a, b in edges], 0) else "Bob"


def main():
    rng = random.Random(3094017)
    for i in range(1, 5):
        n = rng.randint(2, 9)
        edges = random_tree(rng, n)
        open(f"agc017_d/random-{i}.in", "w").write(tree_text(n, edges))
        open(f"agc017_d/random-{i}.out", "w").write(tree_answer(edges) + "\n")
    for i in range(1, 3):
        cases = [(n, random_tree(rng, n)) for n in (rng.randint(1, 9) for _ in range(25))]
        open(f"hdu3094/random-{i}.in", "w").write(
            f"{len(cases)}\n" + "".join(tree_text(n, e) for n, e in cases))
        open(f"hdu3094/random-{i}.out", "w").write("".join(tree_answer(e) + "\n" for _, e in cases))
    for i in range(1, 4):
        text, answers = "", ""
        for _ in range(8):
            graphs = rng.randint(1, 4)
            text += f"{graphs}\n"
            total = 0
            for _ in range(graphs):
                m = rng.randint(1, 6)
                k = rng.randint(0, 8)
                edges = [(rng.randint(1, m), rng.randint(1, m)) for _ in range(k)]
                text += f"{m} {k}\n" + "".join(f"{a} {b}\n" for a, b in edges)
                total ^= grundy_by_search([(a - 1, b - 1) for a, b in edges], 0)
            answers += ("Sally" if total else "Harry") + "\n"
        open(f"poj3710/random-{i}.in", "w").write(text)
        open(f"poj3710/random-{i}.out", "w").write(answers)


if __name__ == "__main__":
    main()
