// AtCoder AGC017 D (Green Hackenbush on a tree rooted at 1), for the benchmark's
// comparison: the colon principle g(v) = xor over children c of (g(c) + 1), evaluated in
// reverse BFS order from the root (no recursion), over adjacency arrays (CSR).
// Input: N, then N - 1 edges. Output: Alice if g(1) != 0, else Bob.
#include <vector>
#include "fastio.h"

int main() {
    Reader in;
    Writer out;
    int n = int(in.read());
    std::vector<int> from(n - 1), to(n - 1), start(n + 2, 0);
    for (int i = 0; i < n - 1; i++) {
        from[i] = int(in.read());
        to[i] = int(in.read());
        start[from[i] + 1]++;
        start[to[i] + 1]++;
    }
    for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
    std::vector<int> adj(2 * (n - 1)), fill(start.begin(), start.end() - 1);
    for (int i = 0; i < n - 1; i++) {
        adj[fill[from[i]]++] = to[i];
        adj[fill[to[i]]++] = from[i];
    }
    std::vector<int> order, parent(n + 1, 0);
    order.reserve(n);
    order.push_back(1);
    parent[1] = -1;
    for (size_t head = 0; head < order.size(); head++) {
        int v = order[head];
        for (int e = start[v]; e < start[v + 1]; e++) {
            int u = adj[e];
            if (u != parent[v]) {
                parent[u] = v;
                order.push_back(u);
            }
        }
    }
    std::vector<unsigned> g(n + 1, 0);
    for (int i = n - 1; i > 0; i--) {
        int v = order[i];
        g[parent[v]] ^= g[v] + 1;
    }
    out.str(g[1] ? "Alice\n" : "Bob\n");
}
