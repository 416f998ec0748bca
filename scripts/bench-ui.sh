#!/usr/bin/env bash
# Benchmark of the listing screens (issue 7): against `serve --scale large`
# serving the built console, Chromium (driven by Playwright) measures the
# time from a click on "Go to next page" in Cash Movement to the next page's
# rows. The figures replace the "Listing screens" section of
# docs/benchmarks.md. Run by `make bench`, or alone: scripts/bench-ui.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=target/release/mock-server
DOC=docs/benchmarks.md
CLICKS=${CLICKS:-20}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"; [ -n "${server:-}" ] && kill "$server" 2>/dev/null || true' EXIT

echo "building the console and the release server..."
make --no-print-directory build >"$WORK/build.log" 2>&1 || {
  tail -n 30 "$WORK/build.log"
  exit 1
}
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$BIN" serve --scale large --port "$port" --ui-dir ui/dist >"$WORK/server.log" 2>&1 &
server=$!
for _ in $(seq 1 3000); do
  curl -sf -o /dev/null "http://127.0.0.1:$port/meta.json" && break
  sleep 0.02
done
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
python3 - "$DOC" "$section" <<'PY'
import re, sys
path, section = sys.argv[1], sys.argv[2]
text = open(path).read()
pattern = re.compile(r"<!-- bench-ui:start.*?<!-- bench-ui:end -->", re.S)
text = pattern.sub(lambda _: section, text) if pattern.search(text) else text.rstrip() + "\n\n" + section + "\n"
open(path, "w").write(text)
PY
echo "wrote $DOC"
