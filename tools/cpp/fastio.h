// Fast stdin/stdout for the benchmark's C++ solutions: a 64 KiB input buffer refilled with
// fread, integers parsed by hand, output gathered in one buffer and written at exit.
#pragma once
#include <cstdio>
#include <cstring>
#include <string>

struct Reader {
    static const size_t SIZE = 1 << 16;
    char buf[SIZE];
    size_t len = 0, pos = 0;

    int get() {
        if (pos == len) {
            len = fread(buf, 1, SIZE, stdin);
            pos = 0;
            if (len == 0) return -1;
        }
        return buf[pos++];
    }

    // The next unsigned integer; false at the end of the input.
    bool next(unsigned long long &x) {
        int c = get();
        while (c != -1 && (c < '0' || c > '9')) c = get();
        if (c == -1) return false;
        x = 0;
        while (c >= '0' && c <= '9') {
            x = x * 10 + (c - '0');
            c = get();
        }
        return true;
    }

    unsigned long long read() {
        unsigned long long x = 0;
        next(x);
        return x;
    }
};

struct Writer {
    std::string out;

    void u64(unsigned long long x) {
        char tmp[24];
        int n = 0;
        do {
            tmp[n++] = char('0' + x % 10);
            x /= 10;
        } while (x);
        while (n) out.push_back(tmp[--n]);
    }

    void str(const char *s) { out.append(s); }
    void ch(char c) { out.push_back(c); }
    ~Writer() { fwrite(out.data(), 1, out.size(), stdout); }
};
