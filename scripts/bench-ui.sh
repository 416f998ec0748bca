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
read -r median p90 max rmedian rp90 rmax < <(python3 -c "import json, sys; r = json.loads(sys.argv[1]); a, b = r['read'], r['rapid']; print(f\"{a['median']:.0f} {a['p90']:.0f} {a['max']:.0f} {b['median']:.0f} {b['p90']:.0f} {b['max']:.0f}\")" "$result")

load=$(cut -d' ' -f1 /proc/loadavg)
kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true

# Every listing screen, navigation to first row, at --scale medium (issue 12).
port=$(free_port)
"$BIN" serve --scale medium --port "$port" --ui-dir ui/dist >"$WORK/server-medium.log" 2>&1 &
server=$!
wait_for_http "http://127.0.0.1:$port/meta.json" 60 "$server"
screens=$(node e2e/bench/screens.mjs "http://127.0.0.1:$port" "${ROUNDS:-5}")
echo "$screens"
screen_rows=$(
  python3 - "$screens" <<'PY'
import json, sys
for s in json.loads(sys.argv[1])["screens"]:
    print(f"| `{s['url']}` | {s['median']:.0f} | {s['max']:.0f} |")
PY
)
slowest=$(python3 -c "import json, sys; s = json.loads(sys.argv[1])['screens'][0]; print(f\"{s['median']:.0f} ms ({s['url']})\")" "$screens")

section=$(
  cat <<MD
<!-- bench-ui:start (written by scripts/bench-ui.sh; do not edit by hand) -->

## Listing screens: next page of Cash Movement at \`--scale large\`

Command: \`make bench\` (runs \`scripts/bench-ui.sh\`), which builds the console and the release server,
starts \`target/release/mock-server serve --scale large --ui-dir ui/dist\`, and runs
\`node e2e/bench/next-page.mjs\`: Playwright signs in as admin in Debian's Chromium, opens
\`/app/cashMovement/listing\` (about 1.1 million transfers) and clicks "Go to next page" $CLICKS times
at a reader's pace (each click once the next page has been prefetched), then $CLICKS times in a row
(each click as soon as rows show, the prefetch maybe still under way), timing in the page from each
click to the first row of the next page.

| clicks | pace | median (ms) | p90 (ms) | max (ms) |
| --- | --- | --- | --- | --- |
| $CLICKS | reader (prefetched) | $median | $p90 | $max |
| $CLICKS | rapid | $rmedian | $rp90 | $rmax |

Targets: p50 under 50 ms at a reader's pace (issue 12), under 300 ms rapid (issue 7)
($(nproc) cores, load average $load after the clicks, measured $(date -u +%Y-%m-%d)).

## Every listing screen: navigation to rows at \`--scale medium\`

\`node e2e/bench/screens.mjs\` opens each listing screen ${ROUNDS:-5} times from the profile page, as a
menu link does (client-side navigation, the bundle loaded), and times in the page from the navigation
to the first row of its table: the request, the server and the rendering. The order aggregates
are opened without a date range (every group: thousands of rows, paged in the browser).
Slowest screen: **$slowest**; target: under 1,000 ms for every screen.

| screen | median (ms) | max (ms) |
| --- | --- | --- |
$screen_rows

<!-- bench-ui:end -->
MD
)
write_bench_section bench-ui "$section"
