// POJ 2975 Nim, for the benchmark's comparison: per case the piles in an array, their
// nim-sum s, and the number of piles p with p ^ s < p.
#include <vector>
#include "fastio.h"

int main() {
    Reader in;
    Writer out;
    std::vector<unsigned long long> piles;
    unsigned long long n;
    while (in.next(n) && n) {
        piles.resize(n);
        unsigned long long s = 0;
        for (auto &p : piles) s ^= p = in.read();
        unsigned long long count = 0;
        for (auto p : piles) count += (p ^ s) < p;
        out.u64(count);
        out.ch('\n');
    }
}
