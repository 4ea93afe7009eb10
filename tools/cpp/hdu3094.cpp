// HDU 3094 A tree game, for the benchmark's comparison: Green Hackenbush on a tree rooted at
// 1 by the colon principle, g(v) = xor of (g(c) + 1) over children, with the tree in
// compressed adjacency arrays and an iterative DFS; "Alice" iff the xor over trees is not 0.
#include <vector>
#include "fastio.h"

int main() {
    Reader in;
    Writer out;
    std::vector<unsigned> ea, eb, start, adj, order, parent, g;
    unsigned long long t = in.read();
    while (t--) {
        unsigned n = in.read();
        ea.resize(n - 1);
        eb.resize(n - 1);
        start.assign(n + 2, 0);
        for (unsigned i = 0; i + 1 < n; i++) {
            ea[i] = in.read();
            eb[i] = in.read();
            start[ea[i] + 1]++;
            start[eb[i] + 1]++;
        }
        for (unsigned v = 1; v <= n + 1; v++) start[v] += start[v - 1];
        adj.resize(2 * (n - 1) + 1);
        std::vector<unsigned> fill(start.begin(), start.end());
        for (unsigned i = 0; i + 1 < n; i++) {
            adj[fill[ea[i]]++] = eb[i];
            adj[fill[eb[i]]++] = ea[i];
        }
        order.clear();
        parent.assign(n + 1, 0);
        g.assign(n + 1, 0);
        order.push_back(1);
        for (size_t i = 0; i < order.size(); i++) {
            unsigned v = order[i];
            for (unsigned j = start[v]; j < start[v + 1]; j++)
                if (adj[j] != parent[v]) parent[adj[j]] = v, order.push_back(adj[j]);
        }
        for (size_t i = order.size(); i-- > 1;) g[parent[order[i]]] ^= g[order[i]] + 1;
        out.str(g[1] ? "Alice\n" : "Bob\n");
    }
}
