// HDU 3537 Daizhenyang's Coin, for the benchmark's comparison: per case sort and unique the
// heads positions, xor the Mock Turtles values 2n + [popcount(n) even]; "Yes" iff 0.
#include <algorithm>
#include <vector>
#include "fastio.h"

int main() {
    Reader in;
    Writer out;
    std::vector<unsigned long long> heads;
    unsigned long long n;
    while (in.next(n)) {
        heads.resize(n);
        for (auto &h : heads) h = in.read();
        std::sort(heads.begin(), heads.end());
        heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
        unsigned long long x = 0;
        for (auto h : heads) x ^= 2 * h + (__builtin_popcountll(h) % 2 == 0);
        out.str(x == 0 ? "Yes\n" : "No\n");
    }
}
