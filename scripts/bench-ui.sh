#!/usr/bin/env bash
# Benchmark of the listing screens (issue 7): against `serve --scale large`
# serving the built console, Chromium (driven by Playwright) measures the
# time from a click on "Go to next page" in Cash Movement to the next page's
# rows. The figures replace the "Listing screens" section of
# docs/benchmarks.md. Run by `make bench`, or alone: scripts/bench-ui.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

BIN=target/release/mock-server
CLICKS=${CLICKS:-20}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"; [ -n "${server:-}" ] && kill "$server" 2>/dev/null || true' EXIT

echo "building the console and the release server..."
make --no-print-directory build >"$WORK/build.log" 2>&1 || {
  tail -n 30 "$WORK/build.log"
  exit 1
}
port=$(free_port)
"$BIN" serve --scale large --port "$port" --ui-dir ui/dist >"$WORK/server.log" 2>&1 &
server=$!
wait_for_http "http://127.0.0.1:$port/meta.json" 60 "$server"
result=$(node e2e/bench/next-page.mjs "http://127.0.0.1:$port" "$CLICKS")
echo "$result"
read -r median p90 max < <(python3 -c "import json, sys; r = json.loads(sys.argv[1]); print(f\"{r['median']:.0f} {r['p90']:.0f} {r['max']:.0f}\")" "$result")

section=$(
  cat <<MD
<!-- bench-ui:start (written by scripts/bench-ui.sh; do not edit by hand) -->

## Listing screens: next page of Cash Movement at \`--scale large\`

Command: \`make bench\` (runs \`scripts/bench-ui.sh\`), which builds the console and the release server,
starts \`target/release/mock-server serve --scale large --ui-dir ui/dist\`, and runs
\`node e2e/bench/next-page.mjs\`: Playwright signs in as admin in Debian's Chromium, opens
\`/app/cashMovement/listing\` (about 1.1 million transfers) and clicks "Go to next page" $CLICKS times,
timing in the page from each click to the first row of the next page.

| clicks | median (ms) | p90 (ms) | max (ms) |
| --- | --- | --- | --- |
| $CLICKS | $median | $p90 | $max |

Target: under 300 ms from click to rows ($(nproc) cores, measured $(date -u +%Y-%m-%d)).

<!-- bench-ui:end -->
MD
)
write_bench_section bench-ui "$section"
