#!/usr/bin/env bash
# The project's test command: cargo test, then every testdata case of every problem.
#
#   ./run_tests.sh                      everything
#   ./run_tests.sh poj1067 hdu1846      only these problems' cases (cargo test still runs)
#   ./run_tests.sh poj1067 --cases DIR  one problem over someone else's X.in / X.out pairs
#   ./run_tests.sh --no-cargo-test ...  skip cargo test (quick reruns of the cases)
#   ./run_tests.sh --no-bundle ...      skip the bundle checks (quick reruns of the cases)
#
# A case is testdata/<problem>/<name>.in (or <name>.gen, a bash script that prints the
# input: large inputs are generated, not stored) with <name>.out, the expected output.
# A case with <name>.err expects rejected input: a non-zero exit, exactly one stderr line,
# starting with "error:" and containing the text of <name>.err; <name>.out, if present,
# is then the output still owed for the complete earlier cases.
# Output comparison ignores trailing blanks, CR before LF and trailing empty lines.
#
# Bundle check (one report line per problem, "<problem> bundle"): the problem's judge
# bundle (`bundle <problem>`, see lib/tools/bundle.rs) must be at most 64 KiB and compile
# with bare `rustc -O` on editions 2021 and 2024 without a single warning; then on every
# case above, both compiled bundles must print byte-identical stdout and exit with the same
# code as the cargo-built binary. Bundles and their binaries: target/bundle/{src,2021,2024}
# (recompiled only when the bundle, rustc or the binary changes).
# Environment: TIME_LIMIT (seconds per case, default 10).
set -u
cd "$(dirname "$0")" || exit 2

problems=()
cases_dir=""
cargo_test=1
bundle=1
while (($#)); do
  case "$1" in
    --cases) cases_dir="${2:?--cases needs a directory}"; shift 2 ;;
    --no-cargo-test) cargo_test=0; shift ;;
    --no-bundle) bundle=0; shift ;;
    -h|--help) sed -n '2,26p' "$0"; exit 0 ;;
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
if ((bundle)) && ! command -v rustc >/dev/null 2>&1; then
  echo "error: rustc not found (needed for the bundle checks; or pass --no-bundle)" >&2
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

now_us() { echo "${EPOCHREALTIME/./}"; }

# bundle_build P: writes target/bundle/src/P.rs and compiles it on both editions (in
# parallel; skipped when target/bundle/<edition>/P.stamp shows the same bundle and rustc).
# Sets b_ok (1 if usable), b_verdict, b_why (what went wrong) and b_us (time spent).
bundle_build() {
  local p=$1 t0 src ed stamp pids=() eds=() i rc
  t0=$(now_us)
  b_ok=1; b_verdict=AC; b_why=""; b_us=0
  src="target/bundle/src/$p.rs"
  mkdir -p target/bundle/src target/bundle/2021 target/bundle/2024
  if ! target/release/bundle "$p" > "$tmp/bundle.rs" 2> "$tmp/bundle.err"; then
    b_ok=0; b_verdict=CE; b_why="the bundler failed: $(head -n 3 "$tmp/bundle.err")"
  elif (( $(wc -c < "$tmp/bundle.rs") > 65536 )); then
    b_ok=0; b_verdict=CE; b_why="bundle is $(wc -c < "$tmp/bundle.rs") bytes, over 64 KiB"
  else
    cmp -s "$tmp/bundle.rs" "$src" || cp "$tmp/bundle.rs" "$src"
    for ed in 2021 2024; do
      stamp="target/bundle/$ed/$p.stamp"
      { cat "$src"; echo "$rustc_version"; } > "$tmp/stamp-$ed"
      if [ -x "target/bundle/$ed/$p" ] && [ -e "$stamp" ] \
        && cmp -s <(cat "$tmp/stamp-$ed"; cksum < "target/bundle/$ed/$p") "$stamp"; then
        continue
      fi
      rm -f "$stamp"
      rustc -O --edition "$ed" -D warnings -o "target/bundle/$ed/$p" "$src" \
        > "$tmp/rustc-$ed.err" 2>&1 &
      pids+=($!); eds+=("$ed")
    done
    for i in "${!pids[@]}"; do
      ed=${eds[$i]}
      wait "${pids[$i]}"; rc=$?
      if ((rc != 0)) || [ -s "$tmp/rustc-$ed.err" ]; then
        b_ok=0; b_verdict=CE
        b_why+="rustc -O --edition $ed $src: exit $rc, output:"$'\n'
        b_why+="$(head -n 20 "$tmp/rustc-$ed.err" | sed 's/^/    /')"$'\n'
      else
        { cat "$tmp/stamp-$ed"; cksum < "target/bundle/$ed/$p"; } > "target/bundle/$ed/$p.stamp"
      fi
    done
  fi
  b_us=$(( $(now_us) - t0 ))
}

# bundle_case P NAME INPUT RC: runs both compiled bundles on INPUT and compares their
# stdout and exit code with the cargo-built binary's ($tmp/out and RC).
bundle_case() {
  local p=$1 name=$2 input=$3 rc=$4 ed brc t0
  t0=$(now_us)
  for ed in 2021 2024; do
    timeout "$limit" "target/bundle/$ed/$p" < "$input" > "$tmp/bout" 2> /dev/null
    brc=$?
    if ((brc != rc)) || ! cmp -s "$tmp/out" "$tmp/bout"; then
      [ "$b_verdict" = AC ] && b_verdict=WA
      b_why+="edition $ed, case $name: "
      if ((brc == 124)); then
        b_verdict=TLE; b_why+="no answer within ${limit}s"$'\n'
      elif ((brc != rc)); then
        b_why+="exit code $brc, the cargo-built binary's $rc"$'\n'
      else
        b_why+="stdout differs from the cargo-built binary's:"$'\n'
        b_why+="$(cmp "$tmp/out" "$tmp/bout" 2>&1 | head -n 1 \
          | sed -e "s|$tmp/bout|the bundle's|" -e "s|$tmp/out|the cargo-built binary's|" -e 's/^/    /')"$'\n'
      fi
    fi
  done
  b_us=$(( b_us + $(now_us) - t0 ))
}

if ((bundle)); then rustc_version=$(rustc -vV); fi

echo "== cases"
for p in "${problems[@]}"; do
  dir="${cases_dir:-testdata/$p}"
  if ((bundle)); then bundle_build "$p"; fi
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
    if ((bundle && b_ok && rc != 124)); then bundle_case "$p" "$name" "$input" "$rc"; fi
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
  if ((bundle)); then
    report "$p" bundle "$b_verdict" $((b_us / 1000))
    if [ "$b_verdict" = AC ]; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1))
      printf '%s\n' "$b_why" | sed -e '/^$/d' -e 's/^/  /' | head -n 40
    fi
  fi
done

echo "$passed passed, $failed failed"
((failed == 0))
