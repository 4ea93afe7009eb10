// HDU 1536 S-Nim, for the benchmark's comparison: per test case, the Grundy table of the
// subtraction game S up to the largest heap asked (mex with a stamp array), then the xor of
// each position's heaps. Input and output as problems/hdu1536.rs.
#include <vector>
#include "fastio.h"

int main() {
    Reader in;
    Writer out;
    std::vector<unsigned> moves, heaps, ends, sg, seen;
    for (;;) {
        unsigned long long k = in.read();
        if (k == 0) break;
        moves.resize(k);
        for (auto &s : moves) s = in.read();
        unsigned long long m = in.read();
        heaps.clear();
        ends.clear();
        unsigned largest = 0;
        for (unsigned long long j = 0; j < m; j++) {
            unsigned long long l = in.read();
            for (unsigned long long i = 0; i < l; i++) {
                unsigned h = in.read();
                heaps.push_back(h);
                if (h > largest) largest = h;
            }
            ends.push_back(heaps.size());
        }
        sg.assign(largest + 1, 0);
        seen.assign(k + 2, 0);
        for (unsigned n = 1; n <= largest; n++) {
            for (unsigned s : moves)
                if (s <= n && sg[n - s] <= k) seen[sg[n - s]] = n;
            unsigned g = 0;
            while (seen[g] == n) g++;
            sg[n] = g;
        }
        size_t start = 0;
        for (size_t end : ends) {
            unsigned x = 0;
            for (size_t i = start; i < end; i++) x ^= sg[heaps[i]];
            out.ch(x ? 'W' : 'L');
            start = end;
        }
        out.ch('\n');
    }
}
