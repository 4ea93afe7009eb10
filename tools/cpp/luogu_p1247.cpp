// Luogu P1247 (Nim, the first winning move), for the benchmark's comparison: the nim-sum
// s of all piles; if s == 0, "lose"; else the first pile p with p ^ s < p drops to p ^ s.
// Input: k, then k piles (any u64). Output as problems/luogu_p1247.rs.
#include <vector>
#include "fastio.h"

int main() {
    Reader in;
    Writer out;
    unsigned long long k = in.read();
    std::vector<unsigned long long> piles(k);
    unsigned long long s = 0;
    for (auto &p : piles) s ^= p = in.read();
    if (s == 0) {
        out.str("lose\n");
        return 0;
    }
    for (size_t i = 0; i < k; i++) {
        if ((piles[i] ^ s) < piles[i]) {
            out.u64(piles[i] - (piles[i] ^ s));
            out.ch(' ');
            out.u64(i + 1);
            out.ch('\n');
            piles[i] ^= s;
            break;
        }
    }
    for (size_t i = 0; i < k; i++) {
        if (i) out.ch(' ');
        out.u64(piles[i]);
    }
    out.ch('\n');
}
