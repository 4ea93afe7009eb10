# Usage: python3 make-random-cases.py SEED NAME  (writes NAME.in and NAME.out)
# Used with seeds 1..8 for random-1..8 and seeds 17, 19, 21 for random-9..11.
# Random valid circle sets for testdata/circles_game (grown one circle at a time, kept
# when its boundary meets no other), expected answer by brute force: memoised search over
# the sets of live circles, a move kills a circle and every circle containing it.
import random, sys
from functools import lru_cache

def meets(a, b):
    d2 = (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2
    return (a[2] - b[2]) ** 2 <= d2 <= (a[2] + b[2]) ** 2

def inside(a, b):  # a strictly inside b (boundaries known to be disjoint)
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 < b[2] ** 2 and a[2] < b[2]

random.seed(int(sys.argv[1]))
target = random.randint(4, 12)
span = random.choice([8, 15, 40])
cs = []
while len(cs) < target:
    c = (random.randint(-span, span), random.randint(-span, span), random.randint(1, span))
    if all(not meets(c, e) for e in cs):
        cs.append(c)
n = len(cs)
kill = [sum(1 << i for i in range(n) if i == c or inside(cs[c], cs[i])) for c in range(n)]

@lru_cache(maxsize=None)
def g(live):
    vals = {g(live & ~kill[c]) for c in range(n) if live >> c & 1}
    k = 0
    while k in vals:
        k += 1
    return k

open(sys.argv[2] + ".in", "w").write(f"{n}\n" + "".join(f"{x} {y} {r}\n" for x, y, r in cs))
open(sys.argv[2] + ".out", "w").write(("Alice" if g((1 << n) - 1) else "Bob") + "\n")
