#!/usr/bin/env bash
# Benchmark of the listing queries (issue 5): against `serve --scale large`,
# the p50/p99 latency and throughput of a filtered, sorted page-of-25
# transfers query at 1 and at 32 connections, beside the same figures for
# `GET /meta.json` in the same run. The figures replace the "Listing
# queries" section of docs/benchmarks.md.
#
# Run by `make bench`, or alone: scripts/bench-api.sh (about a minute after
# the release build). Needs wrk (Debian's package; installed when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=target/release/mock-server
DOC=docs/benchmarks.md
SCALE=${SCALE:-large}
DURATION=${DURATION:-10s}
QUERY='/api/admin/transfers?status=Pending,Error,OnHold&kind=WITHDRAW&sort=Amount&dir=desc&page=3&pageSize=25'
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"; [ -n "${server:-}" ] && kill "$server" 2>/dev/null || true' EXIT

if ! command -v wrk >/dev/null; then
  echo "installing wrk..."
  SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
  $SUDO apt-get install -y -qq wrk >/dev/null
fi

echo "building the release server..."
cargo build --release --locked -p mock-server >"$WORK/build.log" 2>&1 || {
  tail -n 30 "$WORK/build.log"
  exit 1
}

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$BIN" serve --scale "$SCALE" --port "$port" --ui-dir "$WORK/no-ui" >"$WORK/server.log" 2>&1 &
server=$!
base="http://127.0.0.1:$port"
for _ in $(seq 1 3000); do
  curl -sf -o /dev/null "$base/meta.json" && break
  sleep 0.02
done
token=$(curl -sf -X POST "$base/connect/token" \
  -d 'grant_type=password&username=admin&password=password&client_id=brokerage.mobile' |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["access_token"])')
# Warm up: the first transfers query waits for the index built at start-up.
curl -sf -o /dev/null -H "Authorization: Bearer $token" "$base$QUERY"
matched=$(curl -sf -H "Authorization: Bearer $token" "$base$QUERY" |
  python3 -c 'import json, sys; d = json.load(sys.stdin); print("{:,} of {:,}".format(d["totalMatch"], d["total"]))')

# run NAME PATH CONNECTIONS: one wrk run; prints "p50 p99 requests/s".
run() {
  local threads=$(($3 < 2 ? 1 : 2))
  wrk -t"$threads" -c"$3" -d"$DURATION" --latency -H "Authorization: Bearer $token" "$base$2" >"$WORK/$1.txt"
  python3 - "$WORK/$1.txt" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
def ms(label):
    value, unit = re.search(rf"^\s*{label}\s+([\d.]+)(us|ms|s)\s*$", text, re.M).groups()
    return float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit]
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
errors = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
if errors:
    sys.exit(f"{errors.group(1)} failed responses")
print(f"{ms('50%'):.2f} {ms('99%'):.2f} {rps:.0f}")
PY
}

read -r t1_p50 t1_p99 t1_rps < <(run transfers-1 "$QUERY" 1)
read -r t32_p50 t32_p99 t32_rps < <(run transfers-32 "$QUERY" 32)
read -r m1_p50 m1_p99 m1_rps < <(run meta-1 /meta.json 1)
read -r m32_p50 m32_p99 m32_rps < <(run meta-32 /meta.json 32)
share=$(python3 -c "print(f'{$t32_rps / $m32_rps:.2f}')")
echo "transfers: 1 conn p50 ${t1_p50} ms p99 ${t1_p99} ms ${t1_rps}/s; 32 conn p50 ${t32_p50} ms p99 ${t32_p99} ms ${t32_rps}/s"
echo "meta.json: 1 conn p50 ${m1_p50} ms p99 ${m1_p99} ms ${m1_rps}/s; 32 conn p50 ${m32_p50} ms p99 ${m32_p99} ms ${m32_rps}/s"
echo "throughput share at 32 connections: $share (target at least 0.25)"

section=$(
  cat <<MD
<!-- bench-api:start (written by scripts/bench-api.sh; do not edit by hand) -->

## Listing queries: latency and throughput at \`--scale $SCALE\`

Command: \`make bench\` (runs \`scripts/bench-api.sh\`), which builds the release server, starts
\`target/release/mock-server serve --scale $SCALE\`, signs in as admin and runs
\`wrk --latency -d$DURATION\` with 1 connection (1 thread) and 32 connections (2 threads) against
the query below and against \`/meta.json\`, on the same machine as the server ($(nproc) cores).

Query: \`GET $QUERY\` (a filtered page of 25 sorted by amount; $matched transfers match).

| call | connections | p50 (ms) | p99 (ms) | requests/s |
| --- | --- | --- | --- | --- |
| transfers page | 1 | $t1_p50 | $t1_p99 | $t1_rps |
| transfers page | 32 | $t32_p50 | $t32_p99 | $t32_rps |
| \`/meta.json\` | 1 | $m1_p50 | $m1_p99 | $m1_rps |
| \`/meta.json\` | 32 | $m32_p50 | $m32_p99 | $m32_rps |

Throughput of the transfers page at 32 connections is $share of \`/meta.json\`'s (target: at least
0.25). Target p99 at one connection: under 5 ms. Measured $(date -u +%Y-%m-%d).

<!-- bench-api:end -->
MD
)
touch "$DOC"
python3 - "$DOC" "$section" <<'PY'
import re, sys
path, section = sys.argv[1], sys.argv[2]
text = open(path).read()
pattern = re.compile(r"<!-- bench-api:start.*?<!-- bench-api:end -->", re.S)
if pattern.search(text):
    text = pattern.sub(lambda _: section, text)
else:
    text = (text.rstrip() + "\n\n" if text.strip() else "# Benchmarks\n\n") + section + "\n"
open(path, "w").write(text)
PY
echo "wrote $DOC"
