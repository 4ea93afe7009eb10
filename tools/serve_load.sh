#!/usr/bin/env bash
# A class at once: 50 simulated students (wrk, 50 connections on 2 threads, each sending its
# next request as soon as the last is answered) against `grundy serve` on loopback, for the
# API commands named (default: moves value), DURATION seconds each (default 10). Prints wrk's
# latency distribution and the count of errors (non-2xx answers, socket errors). THINK_MS
# (default 0) is each student's pause between an answer and the next request.
# Usage: [THINK_MS=N] tools/serve_load.sh [DURATION] [COMMAND…]    (needs wrk, Debian's package)
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-10}
shift || true
commands=("$@")
((${#commands[@]})) || commands=(moves value)
command -v wrk >/dev/null || { echo "error: wrk not found (Debian's package wrk; README, Load)" >&2; exit 2; }
cargo build --release -q -p grundy-explorer
out=$(mktemp)
target/release/grundy serve --port 0 > "$out" &
server=$!
trap 'kill $server 2>/dev/null; rm -f "$out"' EXIT
for _ in $(seq 50); do grep -q 'open http' "$out" && break; sleep 0.1; done
url=$(sed -n 's/.*open \(http:[^ ]*\) .*/\1/p' "$out")
[ -n "$url" ] || { echo "error: grundy serve printed no address" >&2; exit 1; }
for c in "${commands[@]}"; do
  echo "== $c: 50 connections, ${duration}s, think time ${THINK_MS:-0} ms, $url"
  wrk -t2 -c50 -d"${duration}s" --latency -s tools/serve_load.lua "$url" -- "$c" "${THINK_MS:-0}"
done
