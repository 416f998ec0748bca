#!/usr/bin/env bash
# Benchmark of the validating proxy (issue 29): the throughput and latency of
# the same calls straight to `serve --scale medium` and through
# `mock-server proxy` in front of it, which checks every answer against the
# document and the listing rules. The proxy's share is its throughput over the
# server's alone. The figures replace the "Validating proxy" section of
# docs/benchmarks.md.
#
# Run by `make bench`, or alone: scripts/bench-proxy.sh (about a minute after
# the release build). Needs wrk (Debian's package; installed when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

BIN=target/release/mock-server
SCALE=${SCALE:-medium}
DURATION=${DURATION:-10s}
LISTING='/api/admin/transfers?status=Pending,Error&sort=Amount&dir=desc&page=2&pageSize=25'
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"; for pid in ${server:-} ${proxy:-}; do kill "$pid" 2>/dev/null || true; done' EXIT

ensure_debian_package wrk wrk
build_release_server "$WORK/build.log"

base_port=$(free_port_block 2)
"$BIN" serve --scale "$SCALE" --port "$base_port" --ui-dir "$WORK/no-ui" >"$WORK/server.log" 2>&1 &
server=$!
direct="http://127.0.0.1:$base_port"
wait_for_http "$direct/meta.json" 60 "$server"
"$BIN" proxy --port $((base_port + 1)) --upstream "$direct" >"$WORK/proxy.log" 2>&1 &
proxy=$!
proxied="http://127.0.0.1:$((base_port + 1))"
wait_for_http "$proxied/meta.json" 60 "$proxy"
token=$(sign_in "$direct")
# Warm up: the first transfers query waits for the index built at start-up.
curl -sf -o /dev/null -H "Authorization: Bearer $token" "$direct$LISTING"

# run NAME BASE PATH CONNECTIONS: one wrk run; prints "p50 p99 requests/s".
run() {
  wrk_figures "$WORK/$1.txt" "$4" -H "Authorization: Bearer $token" "$2$3"
}

read -r l1_p50 l1_p99 l1_rps < <(run listing-direct-1 "$direct" "$LISTING" 1)
read -r pl1_p50 pl1_p99 pl1_rps < <(run listing-proxy-1 "$proxied" "$LISTING" 1)
read -r l32_p50 l32_p99 l32_rps < <(run listing-direct-32 "$direct" "$LISTING" 32)
read -r pl32_p50 pl32_p99 pl32_rps < <(run listing-proxy-32 "$proxied" "$LISTING" 32)
read -r m32_p50 m32_p99 m32_rps < <(run meta-direct-32 "$direct" /meta.json 32)
read -r pm32_p50 pm32_p99 pm32_rps < <(run meta-proxy-32 "$proxied" /meta.json 32)
violations=$(curl -sf "$proxied/__proxy/violations" | python3 -c 'import json, sys; print(len(json.load(sys.stdin)))')
share() { python3 -c "print(f'{$1 / $2:.2f}')"; }
listing_share=$(share "$pl32_rps" "$l32_rps")
meta_share=$(share "$pm32_rps" "$m32_rps")
added=$(python3 -c "print(f'{$pl1_p50 - $l1_p50:.2f}')")
echo "listing page: 32 conn ${l32_rps}/s straight, ${pl32_rps}/s through the proxy (share $listing_share); 1 conn p50 +${added} ms"
echo "meta.json:    32 conn ${m32_rps}/s straight, ${pm32_rps}/s through the proxy (share $meta_share)"
echo "violations recorded: $violations"
[ "$violations" = 0 ] || { echo "the proxy found departures of the mock server: $(curl -s "$proxied/__proxy/violations")"; exit 1; }

section=$(
  cat <<MD
<!-- bench-proxy:start (written by scripts/bench-proxy.sh; do not edit by hand) -->

## Validating proxy: its share of the server's throughput

Command: \`make bench\` (runs \`scripts/bench-proxy.sh\`), which builds the release server, starts
\`target/release/mock-server serve --scale $SCALE\` and \`mock-server proxy\` in front of it, signs in
as admin and runs \`wrk --latency -d$DURATION\` with 1 connection (1 thread) and 32 connections
(2 threads) against the same calls straight to the server and through the proxy, on the same machine
($(nproc) cores; server, proxy and wrk share them). The proxy reads each answer whole and checks it
against the document (schema) and the listing rules (page size, order, filters) before passing it on.

Listing: \`GET $LISTING\` (a filtered page of 25 sorted by amount).

| call | route | connections | p50 (ms) | p99 (ms) | requests/s |
| --- | --- | --- | --- | --- | --- |
| listing page | straight | 1 | $l1_p50 | $l1_p99 | $l1_rps |
| listing page | through the proxy | 1 | $pl1_p50 | $pl1_p99 | $pl1_rps |
| listing page | straight | 32 | $l32_p50 | $l32_p99 | $l32_rps |
| listing page | through the proxy | 32 | $pl32_p50 | $pl32_p99 | $pl32_rps |
| \`/meta.json\` | straight | 32 | $m32_p50 | $m32_p99 | $m32_rps |
| \`/meta.json\` | through the proxy | 32 | $pm32_p50 | $pm32_p99 | $pm32_rps |

The proxy's share of the server's throughput at 32 connections: **$listing_share** for the listing
page, **$meta_share** for \`/meta.json\` (the proxy's own cost, with no work behind it). At one
connection it adds $added ms to the listing's median. Violations recorded: $violations. Measured
$(date -u +%Y-%m-%d).

<!-- bench-proxy:end -->
MD
)
write_bench_section bench-proxy "$section"
