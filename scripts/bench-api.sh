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
source scripts/lib.sh

BIN=target/release/mock-server
SCALE=${SCALE:-large}
DURATION=${DURATION:-10s}
QUERY='/api/admin/transfers?status=Pending,Error,OnHold&kind=WITHDRAW&sort=Amount&dir=desc&page=3&pageSize=25'
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"; [ -n "${server:-}" ] && kill "$server" 2>/dev/null || true' EXIT

ensure_debian_package wrk wrk
build_release_server "$WORK/build.log"

port=$(free_port)
"$BIN" serve --scale "$SCALE" --port "$port" --ui-dir "$WORK/no-ui" >"$WORK/server.log" 2>&1 &
server=$!
base="http://127.0.0.1:$port"
wait_for_http "$base/meta.json" 60 "$server"
token=$(sign_in "$base")
# Warm up: the first transfers query waits for the index built at start-up.
curl -sf -o /dev/null -H "Authorization: Bearer $token" "$base$QUERY"
matched=$(curl -sf -H "Authorization: Bearer $token" "$base$QUERY" |
  python3 -c 'import json, sys; d = json.load(sys.stdin); print("{:,} of {:,}".format(d["totalMatch"], d["total"]))')

# run NAME PATH CONNECTIONS: one wrk run; prints "p50 p99 requests/s".
run() {
  wrk_figures "$WORK/$1.txt" "$3" -H "Authorization: Bearer $token" "$base$2"
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
write_bench_section bench-api "$section"
