#!/usr/bin/env bash
# Every check of the project (`make test`), each step logged to .cache/test-logs/<step>.log.
#
# Most steps keep one core busy (eslint, tsc; a Rust crate's front end) and the
# browser suites mostly wait (timers, transitions, the network: the story suite
# uses under a fifth of a core), so on 2 cores four lanes run side by side:
#
#   rust     rustfmt → server-build → rust-build → clippy → rust-tests beside schemathesis (the
#            document and the server agree: scripts/schemathesis.sh, bounded, against the test
#            build's server)
#   console  packages → build-offline → build-ui → no-source-maps → build-check (the build's
#            compressed copies and font files) → storybook-build → prettier → eslint → tsc → import-cycles
#            → unit-tests → story-tests (every story of that build: two pages, each loading the
#            preview once)
#   e2e      two Playwright runs of the journeys, side by side: e2e-offline (the offline
#            project) as soon as the offline build exists, beside the server's build (it needs
#            no server); e2e (the desktop and short-token projects) once the server binary and
#            the console's build exist: the rust lane's server binary serving that build
#   visual   (once the server binary and Storybook are built) the built Storybook's screen
#            stories against the baselines, beside the journeys (its own output directory)
#
# The journeys are the longest step (about 760 s of a 17-minute run), so what they need comes
# first: the offline build, so that the offline half of them starts while the server compiles;
# the server binary alone (server-build), then the test binaries while the journeys run; the
# console's build, then the checks of the build and of its source (a failed check of the build
# stops no journey: they need the build only).
#
# The server compiles once. server-build and rust-build build with clippy as the
# workspace crate's compiler (RUSTC_WORKSPACE_WRAPPER, as `cargo clippy` does for
# its check build), so one compilation yields the lints, the test binaries and the
# server that e2e drives (rust-build reuses server-build's); clippy fails on any
# warning, as `-D warnings` would. The test binaries compile at a lower priority:
# the browser and jsdom tests wait on timers, the compiler only wants throughput
# (the server binary does not: the journeys wait for it).
# The Rust tests and schemathesis do not: they need about 80 and 90 CPU seconds,
# but at nice 10 beside the browsers they took 700-990 s and 485-1370 s and made
# the rust lane the last to end (docs/benchmarks.md, "make test"). They run side by
# side, at the browsers' priority, and are done while the browser lanes still run.
#
# A failing step stops only the steps that need its output, so one run shows
# everything that is wrong. Each step prints its wall time and the CPU
# seconds it used when it ends; the last line counts the tests.
set -uo pipefail
cd "$(dirname "$0")/.."

LOGS=.cache/test-logs
rm -rf "$LOGS" && mkdir -p "$LOGS"
STEPS=$LOGS/steps.tsv
: >"$STEPS"
start_time=$(date +%s)
CLIPPY_DRIVER="$(rustc --print sysroot)/bin/clippy-driver"

bold() { printf '\033[1m%s\033[0m\n' "$*"; }

# Prints standard input as one block, even while the other lane prints.
report() { flock "$LOGS/.print" cat; }

# A step's CPU seconds: where the cpuacct cgroup (v1) is writable (as root on
# Linux), each step runs in a cgroup of its own and its CPU is every process
# it started (the browsers and servers too); elsewhere, bash's `times` counts
# only the children it reaped, which misses Chromium's processes.
CGROUPS=/sys/fs/cgroup/cpuacct/make-test-$$
mkdir "$CGROUPS" 2>/dev/null || CGROUPS=
# Runs COMMAND... in the cgroup DIR (its CPU is then read from DIR/cpuacct.usage).
# A cgroup that refuses the process (a container's read-only hierarchy) costs only
# the step's CPU figure, never the step.
in_cgroup() { # DIR COMMAND...
  echo "$BASHPID" 2>/dev/null >"$1/cgroup.procs" || true
  shift
  if declare -F "$1" >/dev/null; then "$@"; else exec "$@"; fi
}

# Sets cpu_now to the CPU seconds (user + system) used so far by this shell's
# finished children, from bash's `times`; a step's CPU is the difference
# around it. (`times` must run in this shell, not in a pipe or $(...).)
cpu_now=0
read_cpu() {
  local file="$LOGS/.times.$BASHPID"
  times >"$file"
  cpu_now=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$file")
}

# run_step LANE NAME COMMAND...: runs a step, prints and records its outcome.
run_step() {
  local lane=$1 name=$2
  shift 2
  local log="$LOGS/$name.log" t0 c0 ok=true wall cpu
  t0=$(date +%s)
  read_cpu
  c0=$cpu_now
  if [ -n "$CGROUPS" ] && mkdir "$CGROUPS/$name" 2>/dev/null; then
    (in_cgroup "$CGROUPS/$name" "$@") >"$log" 2>&1 || ok=false
    cpu=$(awk '{ printf "%.0f", $1 / 1e9 }' "$CGROUPS/$name/cpuacct.usage")
  else
    "$@" >"$log" 2>&1 || ok=false
    read_cpu
    cpu=$((cpu_now - c0))
  fi
  wall=$(($(date +%s) - t0))
  if $ok; then
    printf '%-8s %-12s ok    %5ss  cpu %5ss\n' "$lane" "$name" "$wall" "$cpu" | report
    printf 'ok\t%s\t%s\t%s\t%s\n' "$lane" "$name" "$wall" "$cpu" >>"$STEPS"
    return 0
  fi
  {
    printf '%-8s %-12s FAIL  %5ss  cpu %5ss — last lines of %s:\n' "$lane" "$name" "$wall" "$cpu" "$log"
    tail -n 60 "$log" | sed 's/^/    /'
  } | report
  printf 'FAIL\t%s\t%s\t%s\t%s\n' "$lane" "$name" "$wall" "$cpu" >>"$STEPS"
  return 1
}

# not_run LANE NAME WHY: a step that could not run counts as failed.
not_run() {
  printf '%-8s %-12s not run: %s\n' "$1" "$2" "$3" | report
  printf 'FAIL\t%s\t%s (not run)\t0\t0\n' "$1" "$2" >>"$STEPS"
}

# wait_for_mark NAME: waits until the other lane has passed a point.
wait_for_mark() {
  until [ -e "$LOGS/.mark-$1" ]; do sleep 1; done
}
mark() { touch "$LOGS/.mark-$1"; }

# Any rustc or clippy warning in the builds fails the lint step (`-D warnings`);
# their logs show each one.
no_warnings() {
  ! grep -E -A 14 '^warning(\[[A-Za-z0-9_:]+\])?: ' "$LOGS/server-build.log" "$LOGS/rust-build.log"
}

rust_lane() {
  export RUSTC_WORKSPACE_WRAPPER=$CLIPPY_DRIVER
  # A build from nothing gains nothing from incremental compilation, which costs the workspace crate's
  # builds CPU (its dependency graph and query caches written to disk): off for the lane (not for
  # `make dev` or a developer's cargo, where the next build reuses them).
  export CARGO_INCREMENTAL=0
  # Nor line tables for the workspace crate (the dependencies have none already): a failing test
  # still prints the file and line of its panic (compiled in, not read from debuginfo), and a
  # backtrace still names each function, without their lines. The crate's builds take a sixth less
  # CPU (docs/benchmarks.md, "The rust lane and schemathesis, cold, less of it").
  export CARGO_PROFILE_DEV_DEBUG=0
  run_step rust rustfmt cargo fmt --all --check
  if [ ! -x "$CLIPPY_DRIVER" ]; then
    not_run rust rust-build "clippy is not installed (rustup component add clippy)"
    return
  fi
  # The server binary first (the same artefact the test build links its tests against), so the
  # journeys and the catalogue start while the test binaries compile.
  if ! run_step rust server-build cargo build --locked -p mock-server --bin mock-server; then
    mark rust-built # (failed: the e2e lane stops waiting)
    for step in rust-build clippy rust-tests schemathesis; do not_run rust "$step" "server-build failed"; done
    return
  fi
  echo "$PWD/target/debug/mock-server" >"$LOGS/.server-binary"
  mark rust-built
  if ! run_step rust rust-build nice -n 10 cargo test --locked --workspace --all-targets --no-run; then
    for step in clippy rust-tests schemathesis; do not_run rust "$step" "rust-build failed"; done
    return
  fi
  run_step rust clippy no_warnings
  # Every operation of the document, `--checks all`, a fixed seed, a fresh world: 0 failures.
  # (Each in a subshell of its own, so that neither's CPU counts in the other's.)
  run_step rust schemathesis scripts/schemathesis.sh &
  local schemathesis_pid=$!
  (
    wait_for_mark packages # the scale-out tests need nginx
    run_step rust rust-tests cargo test --locked --workspace
  ) &
  wait "$schemathesis_pid" $!
}

console_lane() {
  if ! run_step console packages make --no-print-directory deps chromium nginx; then
    mark packages
    mark offline-done
    mark builds-done
    mark storybook-done
    for step in build-ui build-check build-offline storybook-build prettier eslint tsc import-cycles unit-tests story-tests; do not_run console "$step" "packages failed"; done
    return
  fi
  mark packages
  # The builds first, the offline one before the rest: the offline journeys wait for it alone, the
  # server's journeys for the console's build (and the server), the catalogue for Storybook's; none
  # waits for the checks of the source.
  run_step console build-offline ./node_modules/.bin/vite build --config ui/vite.config.ts --mode offline --logLevel warn &&
    mark offline-built
  mark offline-done
  run_step console build-ui ./node_modules/.bin/vite build --config ui/vite.config.ts --logLevel warn &&
    mark ui-built
  mark builds-done
  # The checks of that build come after: the journeys need the build, not its checks.
  [ -e "$LOGS/.mark-ui-built" ] &&
    # What `make start` serves publishes no source (source maps stay with `make dev`).
    run_step console no-source-maps bash -c '! find ui/dist -name "*.map" | grep . && ! grep -rl sourceMappingURL ui/dist' &&
    # Its files compressed (.br, .gz) and its fonts files, not inlined (issue 26).
    run_step console build-check ./node_modules/.bin/vitest run --project build \
      --reporter=default --reporter=json --outputFile.json="$LOGS/build.json"
  run_step console storybook-build make --no-print-directory storybook-build && mark storybook-built
  mark storybook-done
  run_step console prettier ./node_modules/.bin/prettier --check .
  run_step console eslint ./node_modules/.bin/eslint --max-warnings 0 .
  run_step console tsc ./node_modules/.bin/tsc -b
  # No import cycle in the console (the aliases resolved through its tsconfig).
  run_step console import-cycles ./node_modules/.bin/madge --circular --no-spinner --extensions ts,tsx \
    --ts-config tsconfig.app.json ui/src
  run_step console unit-tests ./node_modules/.bin/vitest run --project unit --project unit-node \
    --reporter=default --reporter=json --outputFile.json="$LOGS/unit.json"
  # Every story of that build, in its iframe.html as /storybook/ serves it (e2e/stories.config.ts).
  rm -rf e2e/story-results
  if [ -e "$LOGS/.mark-storybook-built" ]; then
    run_step console story-tests bash -c 'cd e2e && ../node_modules/.bin/playwright test -c stories.config.ts'
  else
    not_run console story-tests "storybook-build failed"
  fi
}

# Playwright's journeys in two runs, each with its own output directory (Playwright empties its
# own when it starts): the offline project as soon as the offline build exists (it needs no
# server: `vite preview` serves that build), beside the server's build; the desktop and
# short-token projects against the rust lane's server binary serving the console lane's build,
# once both exist.
e2e_lane() {
  (
    wait_for_mark offline-done
    rm -rf e2e/offline-results
    if [ -e "$LOGS/.mark-offline-built" ]; then
      run_step e2e e2e-offline bash -c 'cd e2e && E2E_PROJECTS=offline E2E_OUTPUT=./offline-results ../node_modules/.bin/playwright test -c playwright.config.ts'
    else
      not_run e2e e2e-offline "the offline build failed"
    fi
  ) &
  local offline_pid=$!
  wait_for_mark rust-built
  wait_for_mark builds-done
  rm -rf e2e/test-results
  if [ -s "$LOGS/.server-binary" ] && [ -e "$LOGS/.mark-ui-built" ]; then
    MOCK_SERVER_BIN=$(cat "$LOGS/.server-binary")
    export MOCK_SERVER_BIN
    run_step e2e e2e bash -c 'cd e2e && E2E_PROJECTS=desktop,short-token ../node_modules/.bin/playwright test -c playwright.config.ts'
  else
    not_run e2e e2e "a build failed"
  fi
  wait "$offline_pid"
}

# The visual catalogue of the built Storybook's screen stories, beside the journeys: it writes
# to e2e/visual-results/, apart from the journeys' e2e/test-results/ (which Playwright empties).
visual_lane() {
  wait_for_mark rust-built
  wait_for_mark storybook-done
  rm -rf e2e/visual-results
  if [ -s "$LOGS/.server-binary" ] && [ -e "$LOGS/.mark-ui-built" ] && [ -e "$LOGS/.mark-storybook-built" ]; then
    MOCK_SERVER_BIN=$(cat "$LOGS/.server-binary")
    export MOCK_SERVER_BIN
    run_step visual visual bash -c 'cd e2e && ../node_modules/.bin/playwright test -c visual.config.ts'
  else
    not_run visual visual "a build failed"
  fi
}

bold "Four lanes: rust (rustfmt, build with clippy, tests), console (packages, builds, formatters, linters, types, unit, stories), e2e (the journeys: offline, and against the server) and visual (the catalogue)"
rust_lane &
rust_pid=$!
console_lane &
console_pid=$!
e2e_lane &
e2e_pid=$!
visual_lane &
visual_pid=$!
wait "$rust_pid" "$console_pid" "$e2e_pid" "$visual_pid"
# (A step's cgroup stays while a process it left behind lives.)
[ -z "$CGROUPS" ] || rmdir "$CGROUPS"/*/ "$CGROUPS" 2>/dev/null

# --- counts ---
passed=0 failed=0 skipped=0
declare -A counts=()
add_counts() { # KIND PASSED FAILED SKIPPED
  counts[$1]=$2
  passed=$((passed + $2)) failed=$((failed + $3)) skipped=$((skipped + $4))
}
cargo_counts() {
  local p=0 f=0 i=0 a b c
  while read -r a b c; do p=$((p + a)) f=$((f + b)) i=$((i + c)); done < <(
    grep -E '^test result:' "$LOGS/rust-tests.log" 2>/dev/null |
      sed -E 's/.* ([0-9]+) passed; ([0-9]+) failed; ([0-9]+) ignored.*/\1 \2 \3/'
  )
  [ "$p$f" = 00 ] && f=1 # no result at all is a failure
  add_counts rust "$p" "$f" "$i"
}
# schemathesis counts the operations it tested with 0 failures as passed, and a failed run as one failure.
schemathesis_counts() {
  local passed_file="$LOGS/schemathesis-bounded.passed"
  if grep -q $'^ok\trust\tschemathesis\t' "$STEPS" && [ -s "$passed_file" ]; then
    add_counts schemathesis "$(cat "$passed_file")" 0 0
  else
    add_counts schemathesis 0 1 0
  fi
}
json_counts() { # KIND FILE NODE-EXPRESSION (of r, printing "passed failed skipped")
  if [ -f "$2" ]; then
    read -r p f s < <(node -e "const r=require(process.argv[1]);$3" "$PWD/$2")
    add_counts "$1" "$p" "$f" "$s"
  else
    add_counts "$1" 0 1 0
  fi
}
cargo_counts
schemathesis_counts
json_counts unit "$LOGS/unit.json" 'console.log(r.numPassedTests,r.numFailedTests,r.numPendingTests+r.numTodoTests)'
json_counts build "$LOGS/build.json" 'console.log(r.numPassedTests,r.numFailedTests,r.numPendingTests+r.numTodoTests)'
json_counts stories e2e/story-results/results.json 'const s=r.stats;console.log(s.expected+s.flaky,s.unexpected,s.skipped)'
json_counts e2e e2e/test-results/results.json 'const s=r.stats;console.log(s.expected+s.flaky,s.unexpected,s.skipped)'
json_counts e2e-offline e2e/offline-results/results.json 'const s=r.stats;console.log(s.expected+s.flaky,s.unexpected,s.skipped)'
json_counts visual e2e/visual-results/results.json 'const s=r.stats;console.log(s.expected+s.flaky,s.unexpected,s.skipped)'

elapsed=$(($(date +%s) - start_time))
echo
bold "Summary (wall and CPU seconds per step; the lanes overlap)"
awk -F'\t' '{ printf "  %-4s %-8s %-22s %5ss  cpu %5ss\n", $1, $2, $3, $4, $5; cpu += $5 }
  END { printf "  CPU seconds of all steps: %d\n", cpu }' "$STEPS"
failed_steps=$(grep -c '^FAIL' "$STEPS")
node scripts/failed-tests.mjs "$LOGS" 20 || true
detail="rust ${counts[rust]:-0}, schemathesis ${counts[schemathesis]:-0}, unit ${counts[unit]:-0}, build ${counts[build]:-0}, stories ${counts[stories]:-0}, e2e ${counts[e2e]:-0}, e2e-offline ${counts[e2e-offline]:-0}, visual ${counts[visual]:-0}"
if [ "$skipped" -gt 0 ]; then
  echo "  $skipped tests were skipped: a skipped test is not allowed."
  failed_steps=$((failed_steps + 1))
fi
status=$([ "$failed_steps" -eq 0 ] && [ "$failed" -eq 0 ] && echo PASSED || echo FAILED)
echo "make test $status in $((elapsed / 60))m$((elapsed % 60))s: $passed passed, $failed failed ($detail); $failed_steps failing steps"
[ "$status" = PASSED ]
