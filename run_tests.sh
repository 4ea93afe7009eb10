#!/usr/bin/env bash
# The project's test command: cargo test, then every testdata case of every problem.
#
#   ./run_tests.sh                      everything
#   ./run_tests.sh poj1067 hdu1846      only these problems' cases (cargo test still runs)
#   ./run_tests.sh poj1067 --cases DIR  one problem over someone else's X.in / X.out pairs
#   ./run_tests.sh --no-cargo-test ...  skip cargo test (quick reruns of the cases)
#
# A case is testdata/<problem>/<name>.in (or <name>.gen, a bash script that prints the
# input: large inputs are generated, not stored) with <name>.out, the expected output.
# A case with <name>.err expects rejected input: a non-zero exit, exactly one stderr line,
# starting with "error:" and containing the text of <name>.err; <name>.out, if present,
# is then the output still owed for the complete earlier cases.
# Output comparison ignores trailing blanks, CR before LF and trailing empty lines.
# Environment: TIME_LIMIT (seconds per case, default 10).
set -u
cd "$(dirname "$0")" || exit 2

problems=()
cases_dir=""
cargo_test=1
while (($#)); do
  case "$1" in
    --cases) cases_dir="${2:?--cases needs a directory}"; shift 2 ;;
    --no-cargo-test) cargo_test=0; shift ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    -*) echo "error: unknown option $1" >&2; exit 2 ;;
    *) problems+=("$1"); shift ;;
  esac
done

all_problems=()
for f in problems/*.rs; do all_problems+=("$(basename "$f" .rs)"); done
if ((${#problems[@]} == 0)); then problems=("${all_problems[@]}"); fi
for p in "${problems[@]}"; do
  if [ ! -f "problems/$p.rs" ]; then
    echo "error: unknown problem '$p'; known: ${all_problems[*]}" >&2
    exit 2
  fi
done
if [ -n "$cases_dir" ] && ((${#problems[@]} != 1)); then
  echo "error: --cases DIR needs exactly one problem" >&2
  exit 2
fi
if [ -n "$cases_dir" ] && [ ! -d "$cases_dir" ]; then
  echo "error: --cases: no directory $cases_dir" >&2
  exit 2
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "error: cargo not found: install Rust (https://rustup.rs) first" >&2
  exit 2
fi

passed=0
failed=0

echo "== build (release)"
if ! cargo build --release --bins -q; then
  echo "build FAILED"
  echo "0 passed, 1 failed"
  exit 1
fi

if ((cargo_test)); then
  echo "== cargo test"
  if cargo test -q 2>&1; then
    passed=$((passed + 1))
  else
    echo "cargo test FAILED"
    failed=$((failed + 1))
  fi
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
limit="${TIME_LIMIT:-10}"

normalize() { sed -e 's/\r$//' -e 's/[[:blank:]]*$//' "$1" | sed -e ':a' -e '/^\n*$/{$d;N;ba' -e '}'; }

report() { # problem case verdict ms
  printf '%-14s %-28s %-3s %6s ms\n' "$1" "$2" "$3" "$4"
}

echo "== cases"
for p in "${problems[@]}"; do
  dir="${cases_dir:-testdata/$p}"
  [ -d "$dir" ] || continue
  bin="target/release/$p"
  for input in "$dir"/*.in "$dir"/*.gen; do
    [ -e "$input" ] || continue
    name=$(basename "$input"); name="${name%.*}"
    exp_out="$dir/$name.out"; exp_err="$dir/$name.err"
    if [[ "$input" == *.gen ]]; then
      if [ -e "$dir/$name.in" ]; then continue; fi
      if ! bash "$input" > "$tmp/in"; then
        report "$p" "$name" "RE" 0; echo "  the generator $input failed"
        failed=$((failed + 1)); continue
      fi
      input="$tmp/in"
    fi
    if [ ! -e "$exp_out" ] && [ ! -e "$exp_err" ]; then
      report "$p" "$name" "WA" 0; echo "  no $exp_out (nor .err) to compare with"
      failed=$((failed + 1)); continue
    fi
    t0=${EPOCHREALTIME/./}
    RUST_BACKTRACE=1 timeout "$limit" "$bin" < "$input" > "$tmp/out" 2> "$tmp/err"
    rc=$?
    t1=${EPOCHREALTIME/./}
    ms=$(( (t1 - t0) / 1000 ))
    verdict=AC; why=""
    if ((rc == 124)); then
      verdict=TLE; why="no answer within ${limit}s"
    elif [ -e "$exp_err" ]; then
      want=$(normalize "$exp_err")
      lines=$(wc -l < "$tmp/err")
      if ((rc == 0)); then
        verdict=WA; why="expected rejected input (non-zero exit), got exit 0"
      elif ((lines != 1)) || ! head -c 6 "$tmp/err" | grep -q '^error:'; then
        verdict=RE; why="stderr must be exactly one line starting with 'error:'"
      elif ! grep -qF -- "$want" "$tmp/err"; then
        verdict=WA; why="stderr lacks: $want"
      elif [ -e "$exp_out" ] && ! diff -q <(normalize "$exp_out") <(normalize "$tmp/out") >/dev/null; then
        verdict=WA; why="output owed before the error differs"
      fi
    elif ((rc != 0)); then
      verdict=RE; why="exit code $rc"
    elif ! diff -q <(normalize "$exp_out") <(normalize "$tmp/out") >/dev/null; then
      verdict=WA; why="output differs"
    fi
    report "$p" "$name" "$verdict" "$ms"
    if [ "$verdict" = AC ]; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1))
      echo "  $why"
      if [ -s "$tmp/err" ]; then echo "  stderr:"; head -n 5 "$tmp/err" | sed 's/^/    /'; fi
      if [ -e "$exp_out" ]; then
        echo "  diff expected actual:"
        diff <(normalize "$exp_out") <(normalize "$tmp/out") | head -n 20 | cut -c1-200 | sed 's/^/    /'
      fi
    fi
  done
done

echo "$passed passed, $failed failed"
((failed == 0))
