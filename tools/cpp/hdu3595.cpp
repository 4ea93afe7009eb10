// HDU 3595 GG and MM, for the benchmark's comparison: Every-SG over Euclid games. The steps
// of (a, b) come from Euclid's quotients bottom-up: each adds 1, or 2 when the quotient is
// at least 2 and the steps below are odd; MM wins iff the largest steps are odd.
#include "fastio.h"

static unsigned steps(unsigned a, unsigned b) {
    unsigned q[64], n = 0;
    if (a < b) { unsigned t = a; a = b; b = t; }
    while (b) { q[n++] = a / b; unsigned r = a % b; a = b; b = r; }
    unsigned s = 0;
    while (n--) s += (q[n] >= 2 && (s & 1)) ? 2 : 1;
    return s;
}

int main() {
    Reader in;
    Writer out;
    unsigned long long n;
    while (in.next(n) && n) {
        unsigned best = 0;
        for (unsigned long long i = 0; i < n; i++) {
            unsigned p = in.read(), q = in.read();
            unsigned s = steps(p, q);
            if (s > best) best = s;
        }
        out.str(best & 1 ? "MM\n" : "GG\n");
    }
}
