#!/usr/bin/env bash
# Every check of the project, in order, each logged to .cache/test-logs/.
# A failing step does not stop the others (except those that need its output),
# so one run shows everything that is wrong. The last line counts the tests.
set -uo pipefail
cd "$(dirname "$0")/.."

LOGS=.cache/test-logs
rm -rf "$LOGS" && mkdir -p "$LOGS"
start_time=$(date +%s)
declare -a summary=()
failed_steps=0
passed=0
failed=0
skipped=0
declare -A counts=()

bold() { printf '\033[1m%s\033[0m\n' "$*"; }

# Sets cpu_now to the CPU seconds (user + system) used so far by this shell's
# finished children, from bash's `times`; a step's CPU is the difference
# around it. (`times` must run in this shell, not in a pipe or $(...).)
cpu_now=0
read_cpu() {
  local file="$LOGS/.times.$BASHPID"
  times >"$file"
  cpu_now=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$file")
}

# run_step NAME COMMAND...: runs a step, records pass or fail.
run_step() {
  local name=$1
  shift
  local log="$LOGS/$name.log"
  local t0=$(date +%s) c0 ok=true
  read_cpu
  c0=$cpu_now
  printf '%-14s ' "$name"
  "$@" >"$log" 2>&1 || ok=false
  read_cpu
  if $ok; then
    printf 'ok    (%ss, cpu %ss)\n' $(($(date +%s) - t0)) $((cpu_now - c0))
    summary+=("ok   $name")
    return 0
  fi
  printf 'FAIL  (%ss, cpu %ss) — last lines of %s:\n' $(($(date +%s) - t0)) $((cpu_now - c0)) "$log"
  tail -n 60 "$log" | sed 's/^/    /'
  summary+=("FAIL $name")
  failed_steps=$((failed_steps + 1))
  return 1
}

# add_counts KIND PASSED FAILED SKIPPED
add_counts() {
  counts[$1]=$2
  passed=$((passed + $2))
  failed=$((failed + $3))
  skipped=$((skipped + $4))
}

cargo_counts() {
  local log=$1 p=0 f=0 i=0
  while read -r a b c; do p=$((p + a)); f=$((f + b)); i=$((i + c)); done < <(
    grep -E '^test result:' "$log" | sed -E 's/.* ([0-9]+) passed; ([0-9]+) failed; ([0-9]+) ignored.*/\1 \2 \3/'
  )
  add_counts rust "$p" "$f" "$i"
}

vitest_counts() {
  local kind=$1 json=$2
  if [ -f "$json" ]; then
    read -r p f s < <(node -e 'const r=require(process.argv[1]);console.log(r.numPassedTests,r.numFailedTests,r.numPendingTests+r.numTodoTests)' "$PWD/$json")
    add_counts "$kind" "$p" "$f" "$s"
  else
    add_counts "$kind" 0 1 0
  fi
}

playwright_counts() {
  local json=e2e/test-results/results.json
  if [ -f "$json" ]; then
    read -r p f s < <(node -e 'const s=require(process.argv[1]).stats;console.log(s.expected+s.flaky,s.unexpected,s.skipped)' "$PWD/$json")
    add_counts e2e "$p" "$f" "$s"
  else
    add_counts e2e 0 1 0
  fi
}

bold "Formatters and linters"
run_step rustfmt cargo fmt --all --check
run_step clippy cargo clippy --locked --all-targets -- -D warnings
run_step prettier ./node_modules/.bin/prettier --check .
run_step eslint ./node_modules/.bin/eslint --max-warnings 0 .
run_step tsc ./node_modules/.bin/tsc -b

bold "Rust: unit, HTTP and contract tests (generated files must be up to date)"
run_step rust-tests cargo test --locked --workspace
cargo_counts "$LOGS/rust-tests.log"

bold "Console: unit tests and the schema.d.ts drift check"
run_step unit-tests ./node_modules/.bin/vitest run --project unit \
  --reporter=default --reporter=json --outputFile.json="$LOGS/unit.json"
vitest_counts unit "$LOGS/unit.json"

bold "Storybook: every story's play check and accessibility scan, headless"
run_step story-tests ./node_modules/.bin/vitest run --project storybook \
  --reporter=default --reporter=json --outputFile.json="$LOGS/stories.json"
vitest_counts stories "$LOGS/stories.json"

bold "End to end: Playwright against the release mock server serving the built console"
built=true
run_step build-ui ./node_modules/.bin/vite build --config ui/vite.config.ts --logLevel warn || built=false
run_step build-server cargo build --release --locked -p mock-server || built=false
rm -rf e2e/test-results
if $built; then
  run_step e2e bash -c 'cd e2e && ../node_modules/.bin/playwright test -c playwright.config.ts'
else
  echo "e2e            not run: a build failed"
  summary+=("FAIL e2e (not run)")
  failed_steps=$((failed_steps + 1))
fi
playwright_counts

elapsed=$(($(date +%s) - start_time))
echo
bold "Summary"
printf '  %s\n' "${summary[@]}"
detail="rust ${counts[rust]:-0}, unit ${counts[unit]:-0}, stories ${counts[stories]:-0}, e2e ${counts[e2e]:-0}"
if [ "$skipped" -gt 0 ]; then
  echo "  $skipped tests were skipped: a skipped test is not allowed."
  failed_steps=$((failed_steps + 1))
fi
status=$([ "$failed_steps" -eq 0 ] && [ "$failed" -eq 0 ] && echo PASSED || echo FAILED)
echo "make test $status in $((elapsed / 60))m$((elapsed % 60))s: $passed passed, $failed failed ($detail); $failed_steps failing steps"
[ "$status" = PASSED ]
