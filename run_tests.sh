#!/usr/bin/env bash
# The project's test command. Usage: ./run_tests.sh --help
set -u
export LC_ALL=C

usage() {
  cat <<'EOF'
usage: ./run_tests.sh [PROBLEM…] [--no-cargo-test] [--no-bundle]
       ./run_tests.sh PROBLEM --cases DIR

Builds the workspace in release, runs `cargo test --workspace`, then every case in
testdata/ of every problem, one line per case: problem, case, verdict (AC, WA, RE,
TLE), time. Ends with `N passed, N failed` and exits non-zero if anything failed (a
problem with no case fails). It says what it is doing as it goes: the crates being
compiled, each test binary as it runs.

With PROBLEMs named, only their cases and bundles, and of `cargo test` only what can
tell about them: their tests (lib/tests/problems/NAME.rs), the tests of the library
sections their bundles hold, and the bundler's; not the other sections', the explorer's
nor the doc tests.

  --cases DIR       run only PROBLEM's binary over DIR's cases (a path relative to
                    where you are): no cargo test, no bundle check
  --no-cargo-test   skip cargo test
  --no-bundle       skip the bundle checks

A case is NAME.in (or NAME.gen, a bash script printing the input) with NAME.out, the
expected output; NAME.err marks rejected input: a non-zero exit and one stderr line that
starts with "error:" and contains the text of NAME.err (NAME.out, if present, is the
output still owed for the earlier cases). Output comparison ignores trailing blanks, CR
before LF and trailing empty lines.

The bundle checks (two lines per problem, "PROBLEM bundle" and "PROBLEM lean", each
with the size in bytes): `bundle PROBLEM` is at most 32 KiB (hdu1846's at most 8 KiB);
it and `bundle --lean PROBLEM` compile with bare `rustc -O` on editions 2015 (no
--edition flag), 2018, 2021 and 2024 without a single warning; each compiled bundle
prints byte-identical stdout and exits with the same code as the cargo-built binary on
every case (the lean bundle: on every case of valid input, those without NAME.err).
Bundles and their binaries are kept in target/bundle/ and recompiled only when the
bundle, rustc or the binary changes.

With no PROBLEM and no --cases, the browser tests of `grundy serve` run last
(explorer/browser-tests: node, Debian's chromium and `npm ci` there); where one of
those is missing they are skipped and the run says so, except under CI=true, where
that is a failure.

Environment: TIME_LIMIT, seconds per run of a case (default 10); CHROMIUM, the browser
(default /usr/bin/chromium).
EOF
}

die() { # a usage error: one line, exit 2
  echo "error: $1" >&2
  exit 2
}

problems=()
cases_dir=""
cargo_test=1
bundle=1
while (($#)); do
  case "$1" in
    -h | --help) usage; exit 0 ;;
    --cases)
      (($# >= 2)) || die "--cases needs a directory"
      [ -d "$2" ] || die "--cases: no directory $2"
      cases_dir=$(cd "$2" && pwd) || die "--cases: cannot enter $2"
      shift 2 ;;
    --no-cargo-test) cargo_test=0; shift ;;
    --no-bundle) bundle=0; shift ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) problems+=("$1"); shift ;;
  esac
done

cd "$(dirname "$0")" || die "cannot enter the repository"

all_problems=()
for f in problems/*.rs; do all_problems+=("$(basename "$f" .rs)"); done
if [ -n "$cases_dir" ]; then
  ((${#problems[@]} == 1)) || die "--cases DIR needs exactly one problem"
  cargo_test=0
  bundle=0
fi
for p in "${problems[@]}"; do
  [ -f "problems/$p.rs" ] || die "unknown problem '$p'; known: ${all_problems[*]}"
done
browser=0 # the browser tests run with the whole suite only (no PROBLEM named, no --cases)
((${#problems[@]} || ${#cases_dir})) || browser=1
((${#problems[@]})) || problems=("${all_problems[@]}")

command -v cargo >/dev/null 2>&1 || die "cargo not found: install Rust (https://rustup.rs) first"
if ((bundle)) && ! command -v rustc >/dev/null 2>&1; then
  die "rustc not found (needed for the bundle checks; or pass --no-bundle)"
fi

passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
limit="${TIME_LIMIT:-10}"
editions=(2015 2018 2021 2024)

# Microseconds since the epoch, in any locale: EPOCHREALTIME's decimal separator (a dot,
# or a comma in some locales) is dropped, not parsed. Sets $now.
clock() { local t=${EPOCHREALTIME:-0}; now=$((10#${t//[!0-9]/})); }

normalize() { sed -e 's/\r$//' -e 's/[[:blank:]]*$//' "$1" | sed -e ':a' -e '/^\n*$/{$d;N;ba' -e '}'; }

report() { # problem case verdict ms
  printf '%-14s %-28s %-3s %6s ms\n' "$1" "$2" "$3" "$4"
}

# Cargo's target directory (CARGO_TARGET_DIR or a config may move it).
target=$(cargo metadata --format-version 1 --no-deps 2>/dev/null \
  | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
target=${target:-target}

# cargo's output on stdin shown as progress: the crates compiled, the test binaries run
# and their results (all of it kept in the file $1).
progress() {
  tee "$1" | grep --line-buffered -E '^ *(Compiling|Running|Doc-tests) |^test result:' \
    | sed -u -e 's/^ */  /' -e 's/ (\/[^)]*)$//' -e 's/ (target[^)]*)$//'
}

if [ -n "$cases_dir" ]; then
  build=(cargo build --release -p grundy --bin "${problems[0]}")
else
  build=(cargo build --release --workspace)
fi
echo "== build: ${build[*]} (minutes on a fresh clone)"
"${build[@]}" 2>&1 | progress "$tmp/build.log"
if ((PIPESTATUS[0] != 0)); then
  tail -n 40 "$tmp/build.log" | sed 's/^/  /'
  echo "build FAILED"
  echo "0 passed, 1 failed"
  exit 1
fi

if ((cargo_test)); then
  tests=(cargo test --workspace)
  if ((${#problems[@]} < ${#all_problems[@]})); then
    # The named problems' tests, those of the sections their bundles hold, the bundler's.
    filters=()
    for p in "${problems[@]}"; do
      filters+=("problems::$p::")
      sections=$("$target/release/bundle" "$p" 2>/dev/null | sed -n '1s/^.*grundy bundle of //p')
      for s in ${sections//,/ }; do [ "$s" = none ] || filters+=("$s::"); done
    done
    mapfile -t filters < <(printf '%s\n' "${filters[@]}" | sort -u)
    tests=(cargo test -p grundy --test grundy -- "${filters[@]}")
    echo "== cargo test: ${filters[*]} and the bundler's (not the explorer's, the other sections' nor the doc tests)"
  else
    echo "== cargo test --workspace"
  fi
  clock; t0=$now
  verdict=AC
  "${tests[@]}" 2>&1 | progress "$tmp/test.log"
  ((PIPESTATUS[0] == 0)) || verdict=FAIL
  if ((${#problems[@]} < ${#all_problems[@]})) && [ "$verdict" = AC ]; then
    cargo test -p grundy-tools --bin bundle 2>&1 | progress "$tmp/test.log"
    ((PIPESTATUS[0] == 0)) || verdict=FAIL
  fi
  [ "$verdict" = AC ] && passed=$((passed + 1)) || failed=$((failed + 1))
  clock
  report "workspace" "cargo test" "$verdict" $(((now - t0) / 1000))
  if [ "$verdict" != AC ]; then
    grep -E -A 15 '^(failures:|---- |error(\[|:))' "$tmp/test.log" | head -n 60 | sed 's/^/  /'
  fi
fi

# The size limit of a problem's bundle, in bytes.
size_limit() { if [ "$1" = hdu1846 ]; then echo 8192; else echo 32768; fi; }

# Condenses rustc's output on stdin to its error and warning lines, each "--> FILE:LINE:COL"
# with "[section NAME]" appended (the library section of the bundle FILE that holds LINE,
# or "[the binary]") and the code line that follows it (not the suggestions).
locate() {
  awk -v src="$1" '
    BEGIN { while ((getline l < src) > 0) { n++; if (l ~ /^(\/\/ ==== |pub mod )/) { split(l, w, " "); at[n] = w[3] } } }
    /^(error|warning)/ { print; next }
    index($0, "--> " src ":") {
      split(substr($0, index($0, "--> ") + 4), f, ":"); s = "the binary"
      for (i = f[2]; i > 0; i--) if (i in at) { s = "section " at[i]; break }
      print $0 " [" s "]"; code = 1; next
    }
    code && /^[0-9]+ +\|/ { print; code = 0 }'
}

# The rustc flag for an edition, with a trailing space: none for 2015, rustc's default.
edition_flag() { [ "$1" = 2015 ] || echo "--edition $1 "; }

# The two bundles of a problem: "bundle" (`bundle P`) and "lean" (`bundle --lean P`).
variants=(bundle lean)
declare -A b_ok b_verdict b_why b_us b_size

# bundle_build P V: writes target/bundle/V/src/P.rs and compiles it on every edition (in
# parallel; skipped where target/bundle/V/<edition>/P.stamp shows the same bundle, rustc
# and binary; a failed edition leaves no binary). Sets b_ok[V] (0 if the bundler failed),
# b_verdict[V], b_why[V], b_us[V] (time spent) and b_size[V].
bundle_build() {
  local p=$1 v=$2 t0 src ed stamp pids=() eds=() i rc size dir="$target/bundle/$2"
  clock; t0=$now
  b_ok[$v]=1; b_verdict[$v]=AC; b_why[$v]=""; b_us[$v]=0; b_size[$v]=0
  src="$dir/src/$p.rs"
  mkdir -p "$dir/src" "${editions[@]/#/$dir/}"
  # shellcheck disable=SC2046 # no word, or --lean
  if ! "$target/release/bundle" $([ "$v" = lean ] && echo --lean) "$p" > "$tmp/bundle.rs" 2> "$tmp/bundle.err"; then
    b_ok[$v]=0; b_verdict[$v]=CE; b_why[$v]="the bundler failed: $(head -n 3 "$tmp/bundle.err")"
    return
  fi
  size=$(wc -c < "$tmp/bundle.rs"); b_size[$v]=$size
  if ((size > $(size_limit "$p"))); then
    b_verdict[$v]=CE; b_why[$v]+="$v is $size bytes, over the limit of $(size_limit "$p")"$'\n'
  fi
  cmp -s "$tmp/bundle.rs" "$src" || cp "$tmp/bundle.rs" "$src"
  for ed in "${editions[@]}"; do
    stamp="$dir/$ed/$p.stamp"
    { cat "$src"; echo "$rustc_version"; } > "$tmp/stamp-$ed"
    if [ -x "$dir/$ed/$p" ] && [ -e "$stamp" ] \
      && cmp -s <(cat "$tmp/stamp-$ed"; cksum < "$dir/$ed/$p") "$stamp"; then
      continue
    fi
    rm -f "$stamp"
    # shellcheck disable=SC2046 # edition_flag prints nothing or two words
    rustc -O $(edition_flag "$ed") -o "$dir/$ed/$p" "$src" > "$tmp/rustc-$ed.err" 2>&1 &
    pids+=($!); eds+=("$ed")
  done
  for i in "${!pids[@]}"; do
    ed=${eds[$i]}
    wait "${pids[$i]}"; rc=$?
    if ((rc != 0)) || [ -s "$tmp/rustc-$ed.err" ]; then
      b_verdict[$v]=CE
      ((rc == 0)) || rm -f "$dir/$ed/$p"
      b_why[$v]+="rustc -O $(edition_flag "$ed")${src} (edition $ed): exit $rc, output:"$'\n'
      b_why[$v]+="$(locate "$src" < "$tmp/rustc-$ed.err" | head -n 15 | sed 's/^/    /')"$'\n'
    else
      { cat "$tmp/stamp-$ed"; cksum < "$dir/$ed/$p"; } > "$stamp"
    fi
  done
  clock; b_us[$v]=$((now - t0))
}

# bundle_case P V NAME INPUT RC: runs every compiled bundle V of P on INPUT and compares
# its stdout and exit code with the cargo-built binary's ($tmp/out and RC).
bundle_case() {
  local p=$1 v=$2 name=$3 input=$4 rc=$5 ed brc t0 bin
  clock; t0=$now
  for ed in "${editions[@]}"; do
    bin="$target/bundle/$v/$ed/$p"
    [ -x "$bin" ] || continue
    timeout "$limit" "$bin" < "$input" > "$tmp/bout" 2> /dev/null
    brc=$?
    if ((brc != rc)) || ! cmp -s "$tmp/out" "$tmp/bout"; then
      [ "${b_verdict[$v]}" = AC ] && b_verdict[$v]=WA
      b_why[$v]+="edition $ed, case $name: "
      if ((brc == 124)); then
        b_verdict[$v]=TLE; b_why[$v]+="no answer within ${limit}s"$'\n'
      elif ((brc != rc)); then
        b_why[$v]+="exit code $brc, the cargo-built binary's $rc"$'\n'
      else
        b_why[$v]+="stdout differs from the cargo-built binary's:"$'\n'
        b_why[$v]+="$(cmp "$tmp/out" "$tmp/bout" 2>&1 | head -n 1 \
          | sed -e "s|$tmp/bout|the bundle's|" -e "s|$tmp/out|the cargo-built binary's|" -e 's/^/    /')"$'\n'
      fi
    fi
  done
  clock; b_us[$v]=$((b_us[$v] + now - t0))
}

if ((bundle)); then rustc_version=$(rustc -vV); fi

echo "== cases"
for p in "${problems[@]}"; do
  dir="${cases_dir:-testdata/$p}"
  if ((bundle)); then for v in "${variants[@]}"; do bundle_build "$p" "$v"; done; fi
  cases=0
  bin="$target/release/$p"
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
    clock; t0=$now
    RUST_BACKTRACE=1 timeout "$limit" "$bin" < "$input" > "$tmp/out" 2> "$tmp/err"
    rc=$?
    clock; ms=$(((now - t0) / 1000))
    verdict=AC; why=""
    cases=$((cases + 1))
    if ((bundle && rc != 124)); then
      ((b_ok[bundle])) && bundle_case "$p" bundle "$name" "$input" "$rc"
      ((b_ok[lean])) && [ ! -e "$exp_err" ] && bundle_case "$p" lean "$name" "$input" "$rc"
    fi
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
  if ((cases == 0)); then
    report "$p" "(no case)" "WA" 0
    echo "  no case in $dir: NAME.in or NAME.gen, with NAME.out or NAME.err"
    failed=$((failed + 1))
  fi
  if ((bundle)); then
    for v in "${variants[@]}"; do
      report "$p" "$v (${b_size[$v]} bytes)" "${b_verdict[$v]}" $((b_us[$v] / 1000))
      if [ "${b_verdict[$v]}" = AC ]; then
        passed=$((passed + 1))
      else
        failed=$((failed + 1))
        printf '%s\n' "${b_why[$v]}" | sed -e '/^$/d' -e 's/^/  /' | head -n 60
      fi
    done
  fi
done

# ---- browser tests of `grundy serve` (explorer/browser-tests; see its README section) ----
# They need node and Debian's chromium (/usr/bin/chromium, or $CHROMIUM) and `npm ci` run
# in explorer/browser-tests; without them they are skipped, and that fails under CI=true.
if ((browser)); then
  echo "== browser tests (grundy serve)"
  chromium=${CHROMIUM:-/usr/bin/chromium}
  bt=explorer/browser-tests
  missing=""
  [ -x "$chromium" ] || missing="no chromium at $chromium (.ci/run installs it; README, grundy serve)"
  command -v node >/dev/null 2>&1 || missing="no node (.ci/run installs it; README, grundy serve)"
  [ -n "$missing" ] || [ -d "$bt/node_modules/playwright-core" ] || missing="no $bt/node_modules (run: npm ci --prefix $bt)"
  if [ -n "$missing" ]; then
    if [ "${CI:-}" = true ]; then
      report "grundy serve" "browser tests" FAIL 0; echo "  $missing: CI must run them"
      failed=$((failed + 1))
    else
      echo "browser tests SKIPPED: $missing"
    fi
  else
    bin="$target/release/grundy"; [[ $bin == /* ]] || bin="$PWD/$bin"
    clock; t0=$now
    if (cd "$bt" && GRUNDY_BIN="$bin" CHROMIUM="$chromium" \
      timeout 600 node --test --test-concurrency=1 tests/ > "$tmp/browser.log" 2>&1); then
      verdict=AC; passed=$((passed + 1))
    else
      verdict=FAIL; failed=$((failed + 1))
    fi
    clock
    report "grundy serve" "browser tests" "$verdict" $(((now - t0) / 1000))
    if [ "$verdict" != AC ]; then grep -E '^not ok|error|Error|expected|actual' "$tmp/browser.log" | head -n 40 | sed 's/^/  /'; fi
  fi
fi
# ---- end of the browser tests ----

echo "$passed passed, $failed failed"
((failed == 0))
