// Luogu P6665 / BZOJ 4730 (delete a node and all its ancestors, on a forest rooted at each
// tree's smallest node), for the benchmark's comparison: the plain trie-merge solution.
// S(v) = {X(v)} u U_c (S(c) ^ X(v) ^ g(c)) with X(v) the xor of the children's values and
// g(v) = mex S(v); each S(v) is a binary trie with a lazy xor tag, children's tries are
// merged into the parent's, in reverse BFS order (no recursion deeper than the bit count).
// Input: T, then per case n m and m edges. Output: Alice or Bob per case.
#include <utility>
#include <vector>
#include "fastio.h"

struct Tries {
    int bits;
    std::vector<int> left{0}, right{0}, cnt{0};
    std::vector<unsigned> tag{0};

    int fresh() {
        left.push_back(0), right.push_back(0), cnt.push_back(0), tag.push_back(0);
        return int(cnt.size()) - 1;
    }

    // Applies the pending xor of node x (at depth d, its children decide bit bits-1-d).
    void push(int x, int d) {
        unsigned t = tag[x];
        if (!t) return;
        if (t >> (bits - 1 - d) & 1) std::swap(left[x], right[x]);
        if (left[x]) tag[left[x]] ^= t;
        if (right[x]) tag[right[x]] ^= t;
        tag[x] = 0;
    }

    int insert(int root, unsigned value) {
        int path[40], x = root ? root : fresh();
        root = x;
        for (int d = 0; d < bits; d++) {
            push(x, d);
            path[d] = x;
            bool one = value >> (bits - 1 - d) & 1;
            int next = one ? right[x] : left[x];
            if (!next) {
                next = fresh();
                (one ? right[x] : left[x]) = next;
            }
            x = next;
        }
        cnt[x] = 1;
        for (int d = bits - 1; d >= 0; d--) cnt[path[d]] = cnt[left[path[d]]] + cnt[right[path[d]]];
        return root;
    }

    int merge(int a, int b, int d) {
        if (!a || !b) return a ? a : b;
        if (d == bits) return a;
        push(a, d);
        push(b, d);
        left[a] = merge(left[a], left[b], d + 1);
        right[a] = merge(right[a], right[b], d + 1);
        cnt[a] = cnt[left[a]] + cnt[right[a]];
        return a;
    }

    unsigned mex(int x) {
        unsigned ans = 0;
        for (int d = 0; d < bits && x; d++) {
            push(x, d);
            int half = 1 << (bits - 1 - d);
            if (cnt[left[x]] == half) {
                ans |= unsigned(half);
                x = right[x];
            } else {
                x = left[x];
            }
        }
        return ans;
    }
};

int main() {
    Reader in;
    Writer out;
    unsigned long long cases = in.read();
    while (cases--) {
        int n = int(in.read()), m = int(in.read());
        std::vector<int> a(m), b(m), start(n + 2, 0);
        for (int i = 0; i < m; i++) {
            a[i] = int(in.read());
            b[i] = int(in.read());
            start[a[i] + 1]++;
            start[b[i] + 1]++;
        }
        for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
        std::vector<int> adj(2 * m), fill(start.begin(), start.end() - 1);
        for (int i = 0; i < m; i++) {
            adj[fill[a[i]]++] = b[i];
            adj[fill[b[i]]++] = a[i];
        }
        std::vector<int> order, parent(n + 1, -1);
        order.reserve(n);
        for (int r = 1; r <= n; r++) {
            if (parent[r] != -1) continue;
            parent[r] = 0;  // the smallest node of its tree: a root
            order.push_back(r);
            for (size_t head = order.size() - 1; head < order.size(); head++) {
                int v = order[head];
                for (int e = start[v]; e < start[v + 1]; e++) {
                    if (parent[adj[e]] == -1) {
                        parent[adj[e]] = v;
                        order.push_back(adj[e]);
                    }
                }
            }
        }
        Tries t;
        t.bits = 1;
        while ((1 << t.bits) <= n) t.bits++;
        size_t nodes = size_t(n) * (t.bits + 1) + 1;
        t.left.reserve(nodes), t.right.reserve(nodes), t.cnt.reserve(nodes), t.tag.reserve(nodes);
        // x[v] = X(v), complete when v's turn comes: its children come later in BFS order.
        std::vector<unsigned> g(n + 1, 0), x(n + 1, 0);
        std::vector<int> trie(n + 1, 0);
        unsigned total = 0;
        for (int i = n - 1; i >= 0; i--) {
            int v = order[i], root = 0;
            for (int e = start[v]; e < start[v + 1]; e++) {
                int c = adj[e];
                if (parent[c] != v) continue;
                if (trie[c]) t.tag[trie[c]] ^= x[v] ^ g[c];
                root = t.merge(root, trie[c], 0);
            }
            root = t.insert(root, x[v]);
            g[v] = t.mex(root);
            trie[v] = root;
            if (parent[v] > 0) x[parent[v]] ^= g[v];
            else total ^= g[v];
        }
        out.str(total ? "Alice\n" : "Bob\n");
    }
}
